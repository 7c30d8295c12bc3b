"""Post-game analysis: the replay judged seat by seat from each seat's own view, run by the real
worker on a real Redis at low priority, stored once per table and drawn on the replay page."""
import random

import pytest
from django.test import Client

from bots import analysis as judging
from games import registry
from games.engine import Option, Prompt
from games.registry import register
from tabletop import analysis, services
from tabletop.errors import NotAllowed
from tabletop.models import Analysis, Move, Table
from tests import slowgame  # noqa: F401  (registers tiny-slow)
from tests.integration.helpers import page_text, players, session_cookie
from tests.integration.processes import wait_for
from tests.tinygame import TinyGame

SAMPLED = "tiny-sampled"  # the race a search bot can play: it samples what a seat cannot see


def finished_race(seed: int = 7) -> Table:
    """Ann and Bob race to 10 on the sampled tiny game with random steps, through services.play."""
    ann, bob = players("Ann", "Bob")
    table = services.create_table(SAMPLED, seats=[{"kind": "human"}, {"kind": "open"}], host=ann,
                                  options={"target": 10}, seed=seed)
    services.join_seat(table.pk, 1, bob)
    services.start_table(table.pk, ann)
    steps = random.Random(seed)
    while (table := Table.objects.get(pk=table.pk)).status == Table.Status.ACTIVE:
        (seat,) = services.who_acts(table)
        services.play(table.pk, seat, table.version, f"add:{steps.randint(1, 3)}", player=(ann, bob)[seat])
    return table


def race_moves(seed: int) -> tuple:
    game = registry.get(SAMPLED)
    seats = [{"kind": "human"}, {"kind": "human"}]
    state, moves, steps = game.setup(seats, {"target": 10}, seed), [], random.Random(seed)
    while game.result(state) is None:
        (seat,) = game.to_act(state)
        moves.append((seat, f"add:{steps.randint(1, 3)}"))
        state, _events = game.apply(state, seat, moves[-1][1])
    return game, seats, moves


def test_each_decision_is_judged_from_its_own_seats_view_only():
    """The replay hands the search each seat's view at its decision: its own secret, never the
    other seat's, nor the deck."""
    game, seats, moves = race_moves(3)
    state = game.setup(seats, {"target": 10}, 3)
    points = list(judging.decisions(game, seats, {"target": 10}, 3, moves))
    assert [p.move for p in points] == list(range(len(moves)))  # every step offers three options
    for index, (seat, option) in enumerate(moves):
        point = points[index]
        assert (point.seat, point.option) == (seat, option) and point.view == game.view(state, seat)
        other = state["seats"][1 - seat]["secret"]
        assert point.view["me"] == {"secret": state["seats"][seat]["secret"]}
        assert "secret" not in point.view and str(other) not in str({k: v for k, v in point.view.items() if k != "log"})
        state, _events = game.apply(state, seat, option)


def test_a_judged_decision_prefers_the_bots_move_and_marks_the_costliest():
    game, seats, moves = race_moves(5)
    points = list(judging.decisions(game, seats, {"target": 10}, 5, moves))
    judged = [judging.judge(game, p, 0.03, f"t:{p.move}") for p in points]
    for d in judged:
        assert 0 <= d["after"] <= 1 and 0 <= d["before"] <= 1
        assert d["option"] != d["best"] or d["before"] == d["after"]
        assert d["made"]["id"] == d["option"] and d["preferred"]["id"] == d["best"]
    marked = judging.costliest(judged, per_seat=1, at_least=0)
    assert len({d["seat"] for d in marked}) == len(marked)  # one per seat at most
    for d in marked:
        worst = max(x["before"] - x["after"] for x in judged if x["seat"] == d["seat"] and x["option"] != x["best"])
        assert d["before"] - d["after"] == worst
    assert judging.private_moves(game, seats, {"target": 10}, 5, moves, judged) == []  # steps name nothing hidden


@pytest.mark.django_db
def test_only_a_finished_game_of_a_sampled_game_can_be_analysed_and_only_once():
    table = finished_race()
    (cy,) = players("Cy")
    first = analysis.ask(table.pk, cy)
    assert analysis.ask(table.pk, None).pk == first.pk and Analysis.objects.count() == 1
    analysis.finish(first.pk, error="RuntimeError: lost")
    assert analysis.ask(table.pk, cy).pk == first.pk
    assert Analysis.objects.get(pk=first.pk).status == Analysis.Status.QUEUED  # a failed one is asked again
    running = services.create_table(SAMPLED, seats=[{"kind": "bot"}, {"kind": "bot"}])
    with pytest.raises(NotAllowed):
        analysis.ask(running.pk, cy)
    unsampled = services.create_table("tiny", seats=[{"kind": "bot"}, {"kind": "bot"}])
    Table.objects.filter(pk=unsampled.pk).update(status=Table.Status.FINISHED)
    with pytest.raises(NotAllowed):
        analysis.ask(unsampled.pk, cy)


# a short think; one search process; nice 0, since a loaded test machine may starve a nice 19 process
ANALYSIS_WORKER = {"TABLETOP_ANALYSIS_THINK": "0.05", "TABLETOP_BOT_PROCESSES": "1", "TABLETOP_ANALYSIS_NICE": "0",
                   "TABLETOP_EXTRA_GAMES": "tests.tinygame,tests.slowgame"}


@pytest.mark.redis
def test_the_worker_analyses_a_finished_game_after_the_live_turns_and_the_replay_draws_it(worker):
    """A spectator asks on the replay page; while a bots-only slow race keeps live bot turns
    running, the analysis waits; then the worker judges every decision, and the replay page
    draws a curve per seat and the costly decisions with the bot's preferred move."""
    table = finished_race()
    live = services.create_table("tiny-slow", seats=[{"kind": "automaton"}] * 2, options={"target": 5})
    services.start_table(live.pk, None)
    running = worker(env=ANALYSIS_WORKER)
    wait_for(lambda: Move.objects.filter(table=live).exists(), 30, "the live game to start", running)
    spectator = Client()
    assert spectator.post(f"/table/{table.pk}/analysis/").status_code == 302
    while Table.objects.get(pk=live.pk).status == Table.Status.ACTIVE:
        assert Analysis.objects.get(table=table).decisions == []  # live turns first
    wait_for(lambda: Analysis.objects.get(table=table).status == Analysis.Status.DONE, 60, "the analysis", running)
    found = Analysis.objects.get(table=table)
    assert found.total == len(found.decisions) == Move.objects.filter(table=table).count()
    assert [d["move"] for d in found.decisions] == list(range(found.total))
    page = page_text(spectator.get(f"/table/{table.pk}/replay/"))
    assert page.count('<polyline class="curve"') == 2
    costly = judging.costliest(found.decisions)
    assert page.count('<circle class="costly"') == len(costly)
    for d in costly:
        assert f"Move {d['move'] + 1}, " in page and f"the bot preferred: Add {d['best'].split(':')[1]}" in page
    assert spectator.post(f"/table/{table.pk}/analysis/").status_code == 302
    assert Analysis.objects.filter(table=table).count() == 1  # stored once


@register
class CardRace(TinyGame):
    """The race where each step names the card in the mover's hand ("add:2:c105"), a card the
    game never shows anyone else."""

    id = "tiny-cards"

    def setup(self, seats, options, seed):
        state = super().setup(seats, options, seed)
        for seat in state["seats"]:
            seat["secret"] = f"c{seat['secret']}"
        state["secret"]["deck"] = [f"c{card}" for card in state["secret"]["deck"]]
        return state

    def prompt(self, state, seat):
        found = super().prompt(state, seat)
        if found is None:
            return None
        card = state["seats"][seat]["secret"]
        return Prompt(found.id, seat, found.text, tuple(Option(f"{o.id}:{card}", o.text, o.params) for o in found.options))


def test_a_move_naming_a_card_the_game_never_shows_is_shown_to_its_seat_alone(db):
    """private_moves finds the steps that name a hidden card; the replay shows their moves to
    the seat that made them, and to anyone else only that they cost."""
    game = registry.get("tiny-cards")
    seats = [{"kind": "human"}, {"kind": "human"}]
    state = game.setup(seats, {"target": 5}, 4)
    moves = []
    while game.result(state) is None:
        (seat,) = game.to_act(state)
        moves.append((seat, game.prompt(state, seat).options[2].id))
        state, _events = game.apply(state, seat, moves[-1][1])
    points = list(judging.decisions(game, seats, {"target": 5}, 4, moves))
    judged = [{"move": p.move, "seat": p.seat, "option": p.option, "best": p.view["prompt"]["options"][0]["id"],
               "before": 0.9, "after": 0.2, "made": p.view["prompt"]["options"][2],
               "preferred": p.view["prompt"]["options"][0]} for p in points]
    assert judging.private_moves(game, seats, {"target": 5}, 4, moves, judged) == [p.move for p in points]
    ann, bob = players("Ann", "Bob")
    table = services.create_table("tiny-cards", seats=[{"kind": "human"}, {"kind": "open"}], host=ann,
                                  options={"target": 5}, seed=4)
    services.join_seat(table.pk, 1, bob)
    Table.objects.filter(pk=table.pk).update(status=Table.Status.FINISHED)
    found = Analysis.objects.create(table=table, think=0.1, decisions=judged, total=len(judged))
    analysis.finish(found.pk, [p.move for p in points])
    table.refresh_from_db()
    for viewer, own in ((ann, 0), (bob, 1), (None, None)):
        marks = analysis.context(table, viewer)["marks"]
        assert marks and all(("made" in m) == (m["seat"] == own) for m in marks)


def test_a_search_held_still_thinks_its_whole_time_once_let_go():
    """The analysis process's search waits while live turns run (Clock's `hold`), and the time
    it waited is added to its deadline: it goes on searching after the wait, where a search
    whose wait were not counted would stop at once."""
    import time

    from bots.search import search

    game, seats, moves = race_moves(3)
    point = next(judging.decisions(game, seats, {"target": 10}, 3, moves))

    def held_once(counted: bool):
        waits = [0.3]

        def hold() -> float:
            if not waits:
                return 0.0
            time.sleep(waits.pop())
            return 0.3 if counted else 0.0
        return hold

    started = time.perf_counter()
    decision = search(game, point.view, point.seat, random.Random(1), seconds=0.1, hold=held_once(True))
    assert time.perf_counter() - started >= 0.35 and decision.iterations > 1
    uncounted = search(game, point.view, point.seat, random.Random(1), seconds=0.1, hold=held_once(False))
    assert uncounted.iterations == 1


@pytest.mark.django_db
def test_asking_for_analyses_is_limited_per_player_and_says_so(settings):
    settings.TABLETOP_RATE_LIMITS = {"analysis": (1, 60)}
    first, second = finished_race(seed=1), finished_race(seed=2)
    client = Client()
    (dee,) = players("Dee")
    client.cookies["sessionid"] = session_cookie(dee).decode().split("=", 1)[1]
    assert client.post(f"/table/{first.pk}/analysis/").status_code == 302
    assert client.post(f"/table/{first.pk}/analysis/").status_code == 302  # the same one: not counted
    refused = page_text(client.post(f"/table/{second.pk}/analysis/"))
    assert "Too many requests" in refused and not Analysis.objects.filter(table=second).exists()


def test_the_analysis_process_holds_still_while_the_worker_says_live_turns_run(monkeypatch):
    """The worker's flag (pool.hold_analysis) stops a decision being judged in the analysis
    process until it is lowered; the decision then completes."""
    import asyncio

    from bots import pool

    monkeypatch.setenv("TABLETOP_EXTRA_GAMES", "tests.tinygame")
    monkeypatch.setenv("TABLETOP_ANALYSIS_NICE", "0")  # a loaded test machine may starve nice 19
    game, seats, moves = race_moves(3)
    point = next(judging.decisions(game, seats, {"target": 10}, 3, moves))

    async def held() -> dict:
        await pool.judge(game, point, 0.01, "warm-up")  # the process is up
        pool.hold_analysis(True)
        judging_now = asyncio.ensure_future(pool.judge(game, point, 0.05, "held"))
        await asyncio.sleep(1.0)
        assert not judging_now.done()
        pool.hold_analysis(False)
        return await asyncio.wait_for(judging_now, 60)

    try:
        assert asyncio.run(held())["move"] == point.move
    finally:
        pool.hold_analysis(False)
        pool.shutdown()
