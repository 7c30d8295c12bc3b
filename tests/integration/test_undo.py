"""tabletop.services.undo: a seat takes back its own latest moves, one at a time, while nobody
else acted since and the game says the move revealed nothing."""
import random

import pytest

import games.twilight_struggle  # noqa: F401
from games import registry
from tabletop import rendering, services
from tabletop.api import payloads
from tabletop.errors import NotAllowed, NotYourSeat, StaleVersion
from tabletop.models import Move, Seat, Table, TableEvent
from tests.integration.helpers import players, snapshot, tiny_table

pytestmark = pytest.mark.django_db


@pytest.fixture
def quiet():
    """Ann (seat 0) and Bob (seat 1) at a tiny game whose steps draw and roll nothing."""
    ann, bob = players("Ann", "Bob")
    return tiny_table("human", "human", host=ann, joiners=[bob], deal=False), ann, bob


def views(table: Table) -> list:
    game = services.game_of(table)
    return [game.view(table.state, seat) for seat in (0, 1, None)]


def test_undo_restores_the_exact_earlier_state_and_view(quiet):
    """Taking a move back gives the state and every audience's view of before it, at a new version."""
    table, ann, _bob = quiet
    before, seen = table.state, views(table)
    services.play(table.pk, 0, table.version, "add:3", player=ann)
    version = services.undo(table.pk, 0, table.version + 1, player=ann)
    table.refresh_from_db()
    assert version == table.version == 5  # created, two joins, start, the move, the undo
    assert table.state == before and views(table) == seen
    move = Move.objects.get(table=table)
    assert (move.undoable, move.undone_at_version) == (True, 5)
    assert list(Move.live(table.pk)) == [] and services.replay(table) == table.state
    assert TableEvent.objects.get(table=table).kind == TableEvent.Kind.UNDONE
    log = [line["text"] for line in rendering.board_context(table, rendering.Audience(1, False))["log"]]
    assert log[-1] == "Ann takes back a move."


def test_the_undo_button_shows_only_to_the_seat_that_may_undo(quiet):
    """Ann sees Undo after her quiet move; Bob and spectators never do."""
    table, ann, _bob = quiet
    services.play(table.pk, 0, table.version, "add:1", player=ann)
    table.refresh_from_db()
    html = {seat: rendering.render_board(table, rendering.Audience(seat, False), "en") for seat in (0, 1, None)}
    assert 'name="action" value="undo"' in html[0]
    assert 'value="undo"' not in html[1] and 'value="undo"' not in html[None]


@pytest.mark.parametrize("case, error, text", [
    ("stale", StaleVersion, "The board has moved on; here is the new position."),
    ("nothing_yet", NotAllowed, "You have no move to take back."),
    ("another_seats_move", NotAllowed, "You have no move to take back."),
    ("after_another_seat_acted", NotAllowed, "Another seat has acted since your move; it cannot be taken back."),
    ("past_a_reveal", NotAllowed, "That move cannot be taken back: it showed something new."),
    ("spectator", NotYourSeat, "That seat is not yours."),
    ("bot_in_the_seat", NotYourSeat, "A bot plays this seat now; take it back first."),
])
def test_refused_undo_changes_nothing(case, error, text):
    """Each refused undo gets its exact error and leaves version, state and moves as they were."""
    ann, bob, cy = players("Ann", "Bob", "Cy")
    table = tiny_table("human", "human", host=ann, joiners=[bob], deal=case == "past_a_reveal")
    seat, who = 0, ann
    if case != "nothing_yet":
        services.play(table.pk, 0, table.version, "add:1", player=ann)
    if case == "after_another_seat_acted":
        services.play(table.pk, 1, table.version + 1, "add:1", player=bob)
    if case == "another_seats_move":
        seat, who = 1, bob
    if case == "spectator":
        who = cy
    if case == "bot_in_the_seat":
        services.set_seat_kind(table.pk, 0, Seat.Kind.BOT, ann)
    table.refresh_from_db()
    version = table.version - (case == "stale")
    frozen = snapshot(table.pk)
    with pytest.raises(error) as raised:
        services.undo(table.pk, seat, version, player=who)
    assert str(raised.value) == text
    assert snapshot(table.pk) == frozen


def test_an_undone_move_can_be_replayed_differently_and_the_version_only_grows(quiet):
    """After taking a move back the seat chooses again; versions and moves never repeat."""
    table, ann, bob = quiet
    v = services.play(table.pk, 0, table.version, "add:3", player=ann)
    v = services.undo(table.pk, 0, v, player=ann)
    v = services.play(table.pk, 0, v, "add:1", player=ann)
    v = services.play(table.pk, 1, v, "add:2", player=bob)
    table.refresh_from_db()
    assert table.state["scores"] == [1, 2] and v == table.version == 7
    assert list(Move.objects.filter(table=table).values_list("version", "option", "undone_at_version")) == [
        (4, "add:3", 5), (6, "add:1", None), (7, "add:2", None)]
    assert services.replay(table) == table.state


def test_a_person_undoes_before_the_bot_answers_and_the_bot_never_undoes():
    """Against a bot: Ann's quiet move queues the bot; undoing it first hands the turn back to Ann
    (the queued job is then stale); once the bot has answered nothing can be taken back."""
    (ann,) = players("Ann")
    table = tiny_table("human", "bot", host=ann, deal=False)
    v = services.play(table.pk, 0, table.version, "add:2", player=ann)
    assert Table.objects.get(pk=table.pk).bot_turn
    v = services.undo(table.pk, 0, v, player=ann)
    table.refresh_from_db()
    assert not table.bot_turn and services.who_acts(table) == [0]
    v = services.play(table.pk, 0, v, "add:2", player=ann)
    v = services.play(table.pk, 1, v, "add:1", bot=True)
    with pytest.raises(NotAllowed):
        services.undo(table.pk, 0, v, player=ann)
    with pytest.raises(NotYourSeat):
        services.undo(table.pk, 1, v, player=ann)


def ts_duel():
    ussr, us = players("Ussr", "Usa")
    table = services.create_table("twilight-struggle", seats=[{"kind": "open"}, {"kind": "open"}], host=ussr,
                                  seed=11)
    services.join_seat(table.pk, 0, ussr)
    services.join_seat(table.pk, 1, us)
    services.start_table(table.pk, ussr)
    table.refresh_from_db()
    return table, ussr, us


def test_ts_setup_placements_are_taken_back_one_at_a_time():
    """TS setup: the USSR places three influence, then takes each back in turn, each time at the
    exact position before it and asked the same question again (prompt tracking follows)."""
    table, ussr, _us = ts_duel()
    game = services.game_of(table)
    positions = []
    for _step in range(3):
        table.refresh_from_db()
        positions.append(table.state)
        option = game.prompt(table.state, 0).options[0].id
        services.play(table.pk, 0, table.version, option, player=ussr)
    for expected in reversed(positions):
        table.refresh_from_db()
        services.undo(table.pk, 0, table.version, player=ussr)
        table.refresh_from_db()
        assert table.state == expected
        seat = Seat.objects.get(table=table, index=0)
        assert seat.prompt_since == table.version  # asked anew at the undo's version
    with pytest.raises(NotAllowed):
        services.undo(table.pk, 0, table.version, player=ussr)
    assert Move.objects.filter(table=table, undone_at_version__isnull=False).count() == 3


@pytest.mark.parametrize("seed", range(3))
def test_undo_never_shows_a_seat_what_its_view_did_not_show_before(seed):
    """Hidden information: two people play Twilight Struggle at random and take moves back
    whenever allowed; after each undo every audience sees exactly what it saw at that position
    before, so an undo shows nobody anything new, and the table replays from its live moves."""
    table, ussr, us = ts_duel()
    people = {0: ussr, 1: us}
    game = services.game_of(table)
    rng = random.Random(seed)
    seen = {table.state["log"].__len__(): views(table)}
    history = [views(table)]
    undone = 0
    for _step in range(40):
        table.refresh_from_db()
        if table.undo_seat is not None and rng.random() < 0.4:
            services.undo(table.pk, table.undo_seat, table.version, player=people[table.undo_seat])
            table.refresh_from_db()
            history.pop()
            assert views(table) == history[-1]
            undone += 1
            continue
        seat = rng.choice(game.to_act(table.state))
        option = rng.choice(game.prompt(table.state, seat).options).id
        services.play(table.pk, seat, table.version, option, player=people[seat])
        table.refresh_from_db()
        history = history if table.undo_seat is not None else []
        history.append(views(table))
    assert undone > 0 and services.replay(table) == table.state


def test_a_moves_boards_drawn_from_the_undo_checks_views_are_those_drawn_afresh(monkeypatch):
    """The undo check's views of the new position are the ones its boards and API payloads are
    drawn from: the same boards, in either language, as from views built anew (no board or
    payload changes a view it is given)."""
    table, ussr, us = ts_duel()
    people, game, rng = {0: ussr, 1: us}, services.game_of(table), random.Random(3)
    moved = []
    real = services._announce
    monkeypatch.setattr(services, "_announce", lambda t, seats, queue: moved.append((t, seats)) or real(t, seats, queue))
    audiences = [rendering.Audience(0, True), rendering.Audience(1, False), rendering.Audience(None, False)]
    reused = 0
    for _step in range(12):
        table.refresh_from_db()
        seat = game.to_act(table.state)[0]
        services.play(table.pk, seat, table.version, rng.choice(game.prompt(table.state, seat).options).id,
                      player=people[seat])
        after, seats = moved[-1]
        version, views = after.__dict__["_views"]
        assert version == after.version
        reused += len(views) == 3
        fresh = Table.objects.get(pk=table.pk)
        for language in ("en", "cs"):
            for audience in audiences:
                assert (rendering.render_board(after, audience, language, seats)
                        == rendering.render_board(fresh, audience, language, seats))
                assert (payloads.socket_text(after, audience.seat, language, seats)
                        == payloads.socket_text(fresh, audience.seat, language, seats))
    assert reused >= 6


def test_an_undo_that_a_bots_answer_overtakes_is_stale_and_changes_nothing(monkeypatch):
    """The bot's answer is committed by another process while the undo, having checked the move
    is the latest, rebuilds the position: the replay is of the version read, without that answer,
    and the undo is refused as stale (it raised IllegalMove, a 500, replaying the answer too)."""
    (ann,) = players("Ann")
    table = tiny_table("human", "bot", host=ann, deal=False)
    version = services.play(table.pk, 0, table.version, "add:2", player=ann)
    game_of = services.game_of

    def overtaken(found):  # the undo asks for the game once it has checked the moves
        monkeypatch.setattr(services, "game_of", game_of)
        services.play(table.pk, 1, version, "add:1", bot=True)  # the worker, meanwhile
        return game_of(found)

    monkeypatch.setattr(services, "game_of", overtaken)
    with pytest.raises(StaleVersion):
        services.undo(table.pk, 0, version, player=ann)
    frozen = snapshot(table.pk)
    assert frozen[0] == version + 1 and [m[3] for m in frozen[3]] == [None, None]
    table.refresh_from_db()
    assert services.replay(table) == table.state
