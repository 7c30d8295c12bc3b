"""tabletop.services: the one path that changes a table, and the errors it gives."""
import pytest
from django.utils import translation

from tabletop import services
from tabletop.errors import BadMessage, NotAllowed, NotYourSeat, NotYourTurn, StaleVersion, TableNotFound
from tabletop.models import Move, Seat, Table
from tests.integration.helpers import players, snapshot, tiny_table

pytestmark = pytest.mark.django_db


@pytest.fixture
def duel():
    """Ann (seat 0, host) and Bob (seat 1) at a started tiny game; Cy watches."""
    ann, bob, cy = players("Ann", "Bob", "Cy")
    return tiny_table("human", "human", host=ann, joiners=[bob]), ann, bob, cy


def test_play_applies_a_move_and_records_it(duel, django_capture_on_commit_callbacks):
    """A legal move bumps the version, stores the new state and one Move, and announces it after commit."""
    table, ann, _bob, _cy = duel
    before = table.version  # created 0, two joins, the start: 3
    with django_capture_on_commit_callbacks() as callbacks:
        version = services.play(table.pk, 0, before, "add:3", player=ann)
    table.refresh_from_db()
    assert before == 3 and version == table.version == 4
    assert table.state["scores"] == [3, 0]
    move = Move.objects.get(table=table)
    assert (move.version, move.seat, move.option, move.by_bot) == (version, 0, "add:3", False)
    assert move.events[0]["kind"] == "added"
    assert len(callbacks) == 2  # the state held for the next move, the broadcast; no bot to queue


def test_the_same_message_twice_applies_once(duel):
    """A repeated move carries the old version and is refused; the state moved once."""
    table, ann, _bob, _cy = duel
    services.play(table.pk, 0, table.version, "add:1", player=ann)
    after_first = snapshot(table.pk)
    with pytest.raises(StaleVersion) as error:
        services.play(table.pk, 0, table.version, "add:1", player=ann)
    assert str(error.value) == "The board has moved on; here is the new position."
    assert snapshot(table.pk) == after_first
    assert Move.objects.filter(table=table).count() == 1


@pytest.mark.parametrize("case, expected_error, text", [
    ("wrong_seat", NotYourSeat, "That seat is not yours."),
    ("spectator", NotYourSeat, "That seat is not yours."),
    ("stale", StaleVersion, "The board has moved on; here is the new position."),
    ("out_of_turn", NotYourTurn, "It is not your turn."),
    ("illegal_option", NotYourTurn, "That is not a choice now."),
    ("other_table", NotYourSeat, "That seat is not yours."),
    ("missing_table", TableNotFound, "There is no table 999999."),
    ("malformed_version", BadMessage, "Malformed message: version is missing or not valid."),
    ("malformed_option", BadMessage, "Malformed message: option is missing or not valid."),
    ("forged_token", NotYourSeat, "That seat is not yours."),
])
def test_refused_moves_change_nothing(duel, case, expected_error, text):
    """Each bad message gets its exact error and leaves version, state and moves as they were."""
    table, ann, bob, cy = duel
    other = tiny_table("human", "human", host=cy, joiners=[bob])
    v = table.version
    calls = {
        "wrong_seat": lambda: services.play(table.pk, 1, v, "add:1", player=ann),
        "spectator": lambda: services.play(table.pk, 0, v, "add:1", player=cy),
        "stale": lambda: services.play(table.pk, 0, v - 1, "add:1", player=ann),
        "out_of_turn": lambda: services.play(table.pk, 1, v, "add:1", player=bob),
        "illegal_option": lambda: services.play(table.pk, 0, v, "add:9", player=ann),
        "other_table": lambda: services.play(other.pk, 0, other.version, "add:1", player=ann),
        "missing_table": lambda: services.play(999999, 0, v, "add:1", player=ann),
        "malformed_version": lambda: services.play(table.pk, 0, "seven", "add:1", player=ann),
        "malformed_option": lambda: services.play(table.pk, 0, v, {"id": "add:1"}, player=ann),
        "forged_token": lambda: services.play(table.pk, 0, v, "add:1", token="not-the-token"),
    }
    before, before_other = snapshot(table.pk), snapshot(other.pk)
    with pytest.raises(expected_error) as error:
        calls[case]()
    assert str(error.value) == text
    assert snapshot(table.pk) == before and snapshot(other.pk) == before_other


def test_errors_are_translated():
    """Platform error texts and engine refusals both come out in the active language."""
    with translation.override("cs"):
        assert str(StaleVersion()) != "The board has moved on; here is the new position."
        assert str(NotYourTurn("It is not your turn.")) != "It is not your turn."


def test_seat_token_authorises_its_seat_only(duel):
    """The API token of seat 0 plays seat 0 and nothing else."""
    table, _ann, _bob, _cy = duel
    token = table.seats.get(index=0).token
    with pytest.raises(NotYourSeat):
        services.play(table.pk, 1, table.version, "add:1", token=token)
    assert services.play(table.pk, 0, table.version, "add:2", token=token) == table.version + 1


def test_a_move_that_changed_the_question_makes_the_old_version_stale(duel):
    """Ann moves, Bob moves, and Ann is asked "add 1, 2 or 3" again: a choice sent against any
    version before her new question is refused, although the options read the same."""
    table, ann, bob, _cy = duel
    first = table.version
    services.play(table.pk, 0, first, "add:1", player=ann)
    services.play(table.pk, 1, first + 1, "add:1", player=bob)
    before = snapshot(table.pk)
    for old in (first, first + 1):
        with pytest.raises(StaleVersion):
            services.play(table.pk, 0, old, "add:2", player=ann)
    assert snapshot(table.pk) == before


def test_bot_turn_is_queued_after_commit(django_capture_on_commit_callbacks):
    """A move that hands the turn to a bot schedules the broadcast and the bot job (and holds
    its state for the next move)."""
    (ann,) = players("Ann")
    table = tiny_table("human", "bot", host=ann)
    assert not table.bot_turn
    with django_capture_on_commit_callbacks() as callbacks:
        services.play(table.pk, 0, table.version, "add:1", player=ann)
    assert Table.objects.get(pk=table.pk).bot_turn
    assert len(callbacks) == 3


def test_human_cannot_play_a_bot_seat_and_bot_cannot_play_a_human_seat():
    """Only the worker plays bot seats, and it never plays a person's seat."""
    (ann,) = players("Ann")
    table = tiny_table("bot", "human", host=ann)
    with pytest.raises(NotYourSeat) as error:
        services.play(table.pk, 1, table.version, "add:1", bot=True)
    assert str(error.value) == "A person plays this seat now."
    services.play(table.pk, 0, table.version, "add:1", bot=True)


def test_a_friend_leaves_a_bot_takes_over_and_the_friend_returns(duel):
    """set_seat_kind swaps a seat between its player and a bot mid-game."""
    table, ann, bob, cy = duel
    services.play(table.pk, 0, table.version, "add:1", player=ann)
    table = services.set_seat_kind(table.pk, 1, "bot", bob)
    seat = Seat.objects.get(table=table, index=1)
    assert (seat.kind, seat.player) == ("bot", bob) and Table.objects.get(pk=table.pk).bot_turn
    with pytest.raises(NotYourSeat) as error:
        services.play(table.pk, 1, table.version, "add:1", player=bob)
    assert str(error.value) == "A bot plays this seat now; take it back first."
    with pytest.raises(NotAllowed):
        services.set_seat_kind(table.pk, 1, "human", cy)  # not Cy's seat
    services.set_seat_kind(table.pk, 1, "human", bob)
    table.refresh_from_db()
    assert not table.bot_turn
    services.play(table.pk, 1, table.version, "add:2", player=bob)


def test_table_life_cycle_rules():
    """Joining takes open seats only; only the host starts, once every seat is filled."""
    ann, bob, cy = players("Ann", "Bob", "Cy")
    table = tiny_table("human", "open", host=ann, start=False)
    with pytest.raises(NotAllowed) as error:
        services.start_table(table.pk, ann)
    assert str(error.value) == "Every seat needs a player or a bot first."
    with pytest.raises(NotAllowed):
        services.join_seat(table.pk, 0, bob)
    services.join_seat(table.pk, 1, bob)
    with pytest.raises(NotAllowed) as error:
        services.join_seat(table.pk, 1, cy)
    with pytest.raises(NotAllowed) as error:
        services.start_table(table.pk, bob)
    assert str(error.value) == "Only the host can start the game."
    with pytest.raises(NotYourTurn) as error:
        services.play(table.pk, 0, Table.objects.get(pk=table.pk).version, "add:1", player=ann)
    assert str(error.value) == "The game has not started yet."
    table = services.start_table(table.pk, ann)
    assert table.status == "active" and table.state["scores"] == [0, 0]


def test_create_table_validates_game_seats_and_options():
    """Unknown games, seat counts outside the game's range and bad options are refused."""
    with pytest.raises(BadMessage) as error:
        services.create_table("no-such-game", seats=[{"kind": "bot"}] * 2)
    assert str(error.value) == "There is no game no-such-game."
    with pytest.raises(BadMessage) as error:
        services.create_table("tiny", seats=[{"kind": "bot"}] * 5)
    assert str(error.value) == "This game needs 2 to 4 seats."
    with pytest.raises(BadMessage):
        services.create_table("tiny", seats=[{"kind": "bot"}] * 2, options={"target": 7})
    assert not Table.objects.exists()


def test_a_game_runs_to_its_end():
    """Playing until the engine reports a result finishes the table and stops bot turns."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=5)
    for seat, player in [(0, ann), (1, bob), (0, ann)]:  # 3, 3, 6: Ann reaches 5
        services.play(table.pk, seat, Table.objects.get(pk=table.pk).version, "add:3", player=player)
    table.refresh_from_db()
    assert table.status == "finished" and not table.bot_turn
    with pytest.raises(NotYourTurn) as error:
        services.play(table.pk, 0, table.version, "add:1", player=ann)
    assert str(error.value) == "The game is over."


def test_lobby_lists_no_test_only_game(settings):
    """The tiny game is registered in tests but never offered to players."""
    settings.TABLETOP_TEST_GAMES = False
    assert "tiny" not in [g.id for g in services.lobby_games()]


def test_a_move_starts_from_the_state_this_process_committed_else_reads_it(duel, django_capture_on_commit_callbacks,
                                                                          django_assert_num_queries):
    """The process that committed a version holds its state for the next move (no read, no JSON
    decoding); once another process has moved the table on, the state is read from the database."""
    from games.engine import to_json
    from games import registry
    from tabletop import rows

    table, ann, _bob, _cy = duel
    with django_capture_on_commit_callbacks(execute=True):
        services.play(table.pk, 0, table.version, "add:1", player=ann)
    stored = Table.objects.get(pk=table.pk)
    with django_assert_num_queries(1):
        held = rows.table(table.pk)
        assert held.state is rows._kept[table.pk][1] and to_json(held.state) == to_json(stored.state)
    # With it, the views its boards were drawn from: the next move's undo check may read them.
    assert services.views_kept(held) is rows._kept_views[table.pk] and services.views_kept(held).state is held.state
    assert services.views_kept(stored) is None  # a table read from the database has none
    # A state held for another table under the same id and version (a database made anew) is not used.
    (created, version), state, names = rows._kept[table.pk]
    rows._kept[table.pk] = ((created.replace(year=created.year - 1), version), {"not": "this table"}, {})
    assert to_json(rows.table(table.pk).state) == to_json(stored.state)
    rows._kept[table.pk] = ((created, version), state, names)
    # Another process commits Bob's move: this one's state is a version behind and is not used.
    elsewhere, _events = registry.get("tiny").apply(stored.state, 1, "add:3")
    Table.objects.filter(pk=table.pk).update(state=elsewhere, version=stored.version + 1)
    with django_assert_num_queries(1):  # the state comes with the same query
        read = rows.table(table.pk)
        assert read.state is not rows._kept[table.pk][1] and read.state["scores"] == [1, 3]
    with django_capture_on_commit_callbacks(execute=True):
        services.play(table.pk, 0, stored.version + 1, "add:2", player=ann)
    assert Table.objects.get(pk=table.pk).state["scores"] == [3, 3]


def test_the_state_held_after_each_move_is_the_stored_one(django_capture_on_commit_callbacks):
    """Over a Twilight Struggle game played through the move path (undo included), the state a
    process holds for the next move is, after every move, exactly the one in the database."""
    import random

    from games import registry
    from games.engine import to_json
    from tabletop import rows

    ann, bob = players("Ann", "Bob")
    table = services.create_table("twilight-struggle", seats=[{"kind": "open"}, {"kind": "open"}], host=ann, seed=11)
    services.join_seat(table.pk, 0, ann)
    services.join_seat(table.pk, 1, bob)
    services.start_table(table.pk, ann)
    game, rng, who = registry.get("twilight-struggle"), random.Random(5), {0: ann, 1: bob}
    for step in range(80):
        stored = Table.objects.get(pk=table.pk)
        if stored.status != Table.Status.ACTIVE:
            break
        seat = game.to_act(stored.state)[0]
        with django_capture_on_commit_callbacks(execute=True):
            if step % 7 == 6 and stored.undo_seat is not None:
                services.undo(table.pk, stored.undo_seat, stored.version, player=who[stored.undo_seat])
            else:
                option = rng.choice(game.prompt(stored.state, seat).options).id
                services.play(table.pk, seat, stored.version, option, player=who[seat])
        stored = Table.objects.get(pk=table.pk)
        held = rows.table(table.pk)
        assert to_json(held.state) == to_json(stored.state)
        # Each seat's question is recorded as asked afresh, though a person's move takes it from
        # the views its undo check drew.
        asked = game.to_act(stored.state)
        for seat_row in stored.seats.all():
            prompt = game.prompt(stored.state, seat_row.index) if seat_row.index in asked else None
            assert seat_row.prompt_key == services.prompt_key(prompt.to_dict() if prompt else None)
    assert step > 20


def test_stored_json_reads_back_as_the_standard_library_wrote_it(duel):
    """The state is written by orjson (tabletop.storedjson): what comes back is what json would
    have stored (non-ASCII text, integer keys as strings, 64-bit and larger integers)."""
    import json

    table = duel[0]
    state = {"name": "Čestmír ☢", "by_seat": {0: "a", 1: "b"}, "rng": [2**64 - 1, -2**63], "big": 2**70,
             "nested": [{"x": 1.5, "none": None, "yes": True}]}
    Table.objects.filter(pk=table.pk).update(state=state)
    assert Table.objects.get(pk=table.pk).state == json.loads(json.dumps(state))
