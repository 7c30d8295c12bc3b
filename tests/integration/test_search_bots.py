"""Search bots through the worker: the decision is made in the process pool from the seat's view,
what the bot weighed is stored with its Move, and the board shows it only after the game."""
import pytest

from bots import pool
from bots import worker as bot_worker
from games import registry
from tabletop import rendering, services
from tabletop.models import Move, Table

pytestmark = pytest.mark.django_db


def test_a_search_bot_moves_through_the_pool_and_keeps_its_reasoning_until_the_end(one_bot_process, monkeypatch,
                                                                                   django_assert_num_queries):
    """A Twilight Struggle all-bot table at level easy: the worker hands the pool the seat's view
    (never the state), the move carries its note, and the board shows notes only when finished,
    and then none that names a card of the hand the bot chose from."""
    game = registry.get("twilight-struggle")
    seen = []
    real_choose = pool.choose

    def spy(game_, view, seat, level, seed):
        seen.append((view, seat, level))
        return real_choose(game_, view, seat, level, seed)

    monkeypatch.setattr(bot_worker.pool, "choose", spy)
    table = services.create_table(game.id, seats=[{"kind": "bot", "level": 1}] * 2, seed=5)
    services.start_table(table.pk, None)
    searched = 0
    held = {}  # version -> the hand the bot held
    for _ in range(16):  # the opening's influence, then the headlines from the hands
        table.refresh_from_db()
        state = table.state
        assert bot_worker.take_turn(table.pk, table.version) == "played"
        view, seat, level = seen[-1]
        assert view == game.view(state, seat) and level == 1
        assert not {"seats", "secret", "rng"} & set(view)
        move = Move.objects.get(table=table, version=table.version + 1)
        held[move.version] = set(view["me"]["hand"])
        assert move.by_bot
        if len(view["prompt"]["options"]) > 1:
            assert move.note["option"] == move.option and move.note["iterations"] >= 1
            searched += 1
    assert searched >= 5
    table.refresh_from_db()
    html = rendering.render_board(table, rendering.Audience(None, False), "en")
    assert "What the bots weighed" not in html and "Bot (easy)" in html and "thinking" in html
    Table.objects.filter(pk=table.pk).update(status=Table.Status.FINISHED)
    table.refresh_from_db()
    html = rendering.render_board(table, rendering.Audience(None, False), "en")
    assert "What the bots weighed" in html and "playouts" in html
    notes = rendering._bot_notes(table, {})
    assert notes and all(not held[n["version"]] & {w[0].split(":")[-1] for w in n["weighed"]} for n in notes)
    # A broadcast draws every audience of a version in one block: the notes are read once for all.
    table = Table.objects.get(pk=table.pk)
    seats = list(table.seats.select_related("player"))
    with django_assert_num_queries(1), rendering.one_version():
        boards = [rendering.render_board(table, rendering.Audience(seat, False), "en", seats=seats)
                  for seat in (0, 1, None)]
    assert all("What the bots weighed" in board for board in boards)


def _conquered(hand: list[str]) -> dict:
    """Tapestry: seat 0 conquers seat 1's territory; seat 1 (holding `hand`) is asked for a Trap."""
    from games.tapestry.testing import game_at, give, play, set_track, start_turn
    from games.tapestry import territory
    state = game_at(3)
    target = territory.conquerable(state, 0, anywhere=False)[0]
    state["board"]["hexes"][target]["outposts"] = [[1, True]]
    state["seats"][1]["hand"] = list(hand)
    state["players"][1]["hand_count"] = len(hand)
    start_turn(state, 0)
    set_track(state, 0, "military", 0)
    give(state, 0, coin=1)
    return play(state, 0, "advance:military", "pay:coin", f"hex:{target}")


def test_a_bot_takes_its_think_time_whether_or_not_its_hand_leaves_it_a_choice(one_bot_process):
    """A conquered Tapestry bot is asked "use a Trap?": with a Trap it has two options, without
    one a single option. A watcher sees the version that asks it, the bot thinking, and the
    version of its answer: the time between them is the bot's think time either way."""
    from django.utils import timezone
    from bots import levels
    think = levels.SECONDS[levels.NORMAL]
    waited = {}
    for hand in (["trap"], ["boast_of_superiority"]):
        table = services.create_table("tapestry", seats=[{"kind": "bot", "level": levels.NORMAL}] * 3, seed=3)
        services.start_table(table.pk, None)
        state = _conquered(hand)
        assert registry.get("tapestry").to_act(state) == [1]
        Table.objects.filter(pk=table.pk).update(state=state, bot_turn=True)
        table.refresh_from_db()
        html = rendering.render_board(table, rendering.Audience(None, False), "en")
        assert "thinking" in html
        seen = timezone.now()  # the watcher gets this version
        assert bot_worker.take_turn(table.pk, table.version) == "played"
        answer = Move.objects.get(table=table, version=table.version + 1)
        waited[hand[0]] = (answer.created - seen).total_seconds()
    assert min(waited.values()) >= 0.9 * think, waited


def test_after_the_game_no_note_tells_the_hidden_agendas_a_bot_was_offered(one_bot_process):
    """Hegemony with Hidden Agendas: each bot keeps one of two; the other goes back to the box
    unseen and the kept one stays secret unless scored. Once the game is over, no audience's
    board names either card in "What the bots weighed"."""
    from bots import levels
    table = services.create_table("hegemony", seats=[{"kind": "bot", "level": levels.EASY}] * 3,
                                  options={"hidden_agendas": True}, seed=4)
    services.start_table(table.pk, None)
    table.refresh_from_db()
    offered = {a for seat in table.state["seats"] for a in seat.get("agenda_offer", [])}
    assert len(offered) == 6
    for _ in range(3):
        table.refresh_from_db()
        assert bot_worker.take_turn(table.pk, table.version) == "played"
    table.refresh_from_db()
    assert not any(seat.get("agenda_offer") for seat in table.state["seats"])
    assert Move.objects.filter(table=table, note__isnull=False).count() == 3  # the bots weighed them
    Table.objects.filter(pk=table.pk).update(status=Table.Status.FINISHED)
    table.refresh_from_db()
    for audience in (None, 0, 1, 2):
        html = rendering.render_board(table, rendering.Audience(audience, False), "en")
        kept = table.state["seats"][audience]["agenda"] if audience is not None else None
        assert not {a for a in offered if a in html} - {kept}, audience
