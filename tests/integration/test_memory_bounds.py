"""What a web process keeps of the tables it served, and Redis for it: every cache bounded by count
and by bytes, and nothing of a finished table (bench.memory measures the process over time)."""
import gc
import random
import threading
import time
import weakref

import pytest

from games.engine import Kept
from tabletop import broadcast, pieces, rendering, rows, services
from tabletop.models import Table
from tests.integration.helpers import players, tiny_table

pytestmark = pytest.mark.django_db


def test_kept_drops_the_oldest_beyond_its_count_or_its_bytes():
    kept = Kept(count=3, budget=100)
    for key in "abc":
        kept.put(key, key.upper(), 10)
    kept.put("d", "D", 10)
    assert list(kept) == ["b", "c", "d"] and kept.bytes == 30  # by count
    kept.put("b", "B", 10)  # put again: the newest
    kept.put("e", "E", 75)
    assert list(kept) == ["d", "b", "e"] and kept.bytes == 95  # by bytes, the oldest first
    kept.put("f", "F", 500)
    assert list(kept) == ["f"] and kept.bytes == 500  # an entry over the budget alone stays till the next
    kept.drop("f")
    kept.drop("nothing")
    assert not kept and kept.bytes == 0


def test_kept_drops_what_was_put_longer_ago_than_its_seconds_at_the_next_put():
    """Under a steady load a cache holds what the last minutes drew, so the memory it takes
    settles within minutes (its count and bytes may take hours to fill on a quiet site)."""
    kept = Kept(count=100, budget=10_000, seconds=0.2)
    kept.put("a", "A", 10)
    kept.put("b", "B", 10)
    time.sleep(0.3)
    kept.put("a", "A", 10)  # put again: as new
    kept.put("c", "C", 10)
    assert list(kept) == ["a", "c"] and kept.bytes == 20


def play_to_the_end(table: Table, people: dict, capture) -> Table:
    game, rng = services.game_of(table), random.Random(2)
    while table.status != Table.Status.FINISHED:
        seat = game.to_act(table.state)[0]
        with capture(execute=True):
            services.play(table.pk, seat, table.version, rng.choice(game.prompt(table.state, seat).options).id,
                          player=people[seat])
        table.refresh_from_db()
    return table


def test_a_finished_table_leaves_nothing_in_the_process_and_its_redis_keys_expire_soon(
        django_capture_on_commit_callbacks):
    """The state and views a move holds for the next are dropped with the last move; the last
    boards stay in Redis for FINISHED_TTL seconds only, and nobody is asked to render it again."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=5)
    client, spectators = broadcast.redis_client(), broadcast.board_audience(None, False, "en")
    client.hset(broadcast.watch_key(table.pk), spectators, time.time() + broadcast.WATCH_TTL)
    game, rng = services.game_of(table), random.Random(2)
    seat = game.to_act(table.state)[0]
    with django_capture_on_commit_callbacks(execute=True):
        services.play(table.pk, seat, table.version, "add:1", player={0: ann, 1: bob}[seat])
    assert table.pk in rows._kept and table.pk in rows._kept_views  # held for the next move
    table.refresh_from_db()
    table = play_to_the_end(table, {0: ann, 1: bob}, django_capture_on_commit_callbacks)
    assert table.pk not in rows._kept and table.pk not in rows._kept_views
    assert not client.exists(broadcast.watch_key(table.pk))
    keys = list(client.scan_iter(f"{broadcast._ns()}:*:{table.pk}:*"))
    assert broadcast.view_key(table.pk, spectators).encode() in keys
    assert all(0 < client.ttl(key) <= broadcast.FINISHED_TTL for key in keys)


def watch(table_id: int, *audiences: str, until: float | None = None) -> None:
    """Register audiences as a hub does (until `until`, else WATCH_TTL from now)."""
    for audience in audiences:
        broadcast.redis_client().hset(broadcast.watch_key(table_id), audience,
                                      time.time() + broadcast.WATCH_TTL if until is None else until)


def table_keys(table_id: int) -> list[bytes]:
    return list(broadcast.redis_client().scan_iter(f"{broadcast._ns()}:*:{table_id}:*"))


def test_a_table_drawn_for_every_audience_is_freed_by_reference_counting_alone(django_capture_on_commit_callbacks):
    """A broadcast's boards and payloads, a page's board and the whole log read the seats and the
    seat changes through the table (each points back at it) and share what they made of them: none
    of it may stay on the table object, where it made a cycle and the table lived, state and views
    with it, until a full collection of the garbage collector."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=20)
    with django_capture_on_commit_callbacks(execute=True):
        services.play(table.pk, 0, table.version, "add:1", player=ann)
        services.set_seat_kind(table.pk, 1, "bot", bob)  # a seat change the boards tell
    audiences = [broadcast.board_audience(0, True, "en"), broadcast.board_audience(None, False, "cs"),
                 broadcast.api_audience(1, "en")]
    watch(table.pk, *audiences)
    collecting = gc.isenabled()
    gc.disable()
    try:
        table = Table.objects.get(pk=table.pk)
        assert table.told
        seats = list(table.seats.select_related("player"))
        broadcast.publish(table, seats)
        for audience in (rendering.Audience(0, True), rendering.Audience(None, False)):
            rendering.render_board(table, audience, "en")
        assert rendering.whole_log(table, rendering.Audience(1, False))
        gone = [weakref.ref(table), *map(weakref.ref, seats)]
        del table, seats
        assert [ref() for ref in gone] == [None] * len(gone)
    finally:
        if collecting:
            gc.enable()


def test_redis_holds_one_board_and_one_delta_per_table_and_audience_however_many_moves(
        django_capture_on_commit_callbacks):
    """Each move's payloads are written over the version before's, not beside it: a table's keys
    stay as many as its audiences, and Redis's memory does not follow the rate of moves."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=20)
    audiences = [broadcast.board_audience(0, False, "en"), broadcast.board_audience(None, False, "en"),
                 broadcast.api_audience(1, "cs")]
    watch(table.pk, *audiences)
    for move in range(12):
        with django_capture_on_commit_callbacks(execute=True):
            services.play(table.pk, move % 2, table.version + move, "add:1", player=(ann, bob)[move % 2])
    keys = table_keys(table.pk)
    assert len(keys) <= 2 * len(audiences)  # each a board and, for a page's, a delta
    boards = [broadcast.view_key(table.pk, a).encode() for a in audiences]
    deltas = [broadcast.delta_key(table.pk, a).encode() for a in audiences if a.startswith("board:")]
    assert set(boards) <= set(keys) <= set(boards + deltas)  # and its `watch` key
    client = broadcast.redis_client()
    assert {broadcast.unstamped(client.get(key))[0] for key in keys} == {table.version + 12}


def test_a_finished_table_keeps_no_board_long_for_an_audience_that_left_before_its_end(
        django_capture_on_commit_callbacks):
    """A spectator in Czech watched a few moves and left: its last board, written then for
    VIEW_TTL, lives only FINISHED_TTL once the table ends, as the boards of those still watching."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=5)
    left = broadcast.board_audience(None, False, "cs")
    watch(table.pk, left, broadcast.board_audience(None, False, "en"))
    with django_capture_on_commit_callbacks(execute=True):
        services.play(table.pk, 0, table.version, "add:1", player=ann)
    watch(table.pk, left, until=time.time() - 1)  # no longer watched: not rendered again
    table.refresh_from_db()
    table = play_to_the_end(table, {0: ann, 1: bob}, django_capture_on_commit_callbacks)
    client = broadcast.redis_client()
    keys = table_keys(table.pk)
    assert any(f":view:{table.pk}:" in key.decode() and key.decode().endswith(f":{left}") for key in keys)
    assert all(0 < client.ttl(key) <= broadcast.FINISHED_TTL for key in keys)


def test_a_table_this_process_no_longer_moves_is_forgotten_at_the_next_table_it_keeps(
        monkeypatch, django_capture_on_commit_callbacks):
    """A table another process moved on, or finished (its last move made there), is of no use
    here: once it has not been moved here for rows.KEPT_SECONDS, the next table kept drops it."""
    ann, bob = players("Ann", "Bob")
    idle, busy = (tiny_table("human", "human", host=ann, joiners=[bob], target=20) for _ in range(2))
    with django_capture_on_commit_callbacks(execute=True):
        services.play(idle.pk, 0, idle.version, "add:1", player=ann)
    assert idle.pk in rows._kept and idle.pk in rows._kept_views
    monkeypatch.setattr(rows._kept, "seconds", 0)
    monkeypatch.setattr(rows._kept_views, "seconds", 0)
    with django_capture_on_commit_callbacks(execute=True):
        services.play(busy.pk, 0, busy.version, "add:1", player=ann)
    assert idle.pk not in rows._kept and idle.pk not in rows._kept_views
    assert busy.pk in rows._kept


def test_the_caches_of_drawn_boards_stay_within_their_count_and_bytes(monkeypatch):
    """Boards of many positions of many tables: each cache of what was drawn (parts, pieces, log
    lines, boards' pieces found) keeps no more entries and about no more bytes than its bounds."""
    import games.twilight_struggle  # noqa: F401  (registers the game)
    from games import engine
    from games.twilight_struggle import board

    caches = [rendering._shared, rendering._drawn_parts.kept, rendering._log_groups, rendering._items,
              rendering._lines, rendering._seat_parts.kept, pieces._found, pieces._seen, engine._public.kept,
              engine._visible.kept, board._publics.kept, board._vp_changes.kept]
    for cache in caches:
        cache.clear()  # what earlier tests in this process drew (other games' parts) is not this test's
        monkeypatch.setattr(cache, "count", 40)
        monkeypatch.setattr(cache, "budget", 200_000)
    audiences = [rendering.Audience(0, True), rendering.Audience(1, False), rendering.Audience(None, False)]
    for seed in range(2):
        ussr, us = players("Ussr", "Usa")
        table = services.create_table("twilight-struggle", seats=[{"kind": "open"}, {"kind": "open"}], host=ussr,
                                      seed=seed)
        services.join_seat(table.pk, 0, ussr)
        services.join_seat(table.pk, 1, us)
        services.start_table(table.pk, ussr)
        table.refresh_from_db()
        game, rng, before = services.game_of(table), random.Random(seed), {}
        for _move in range(6):
            seat = game.to_act(table.state)[0]
            services.play(table.pk, seat, table.version, rng.choice(game.prompt(table.state, seat).options).id,
                          player={0: ussr, 1: us}[seat])
            table.refresh_from_db()
            for audience in audiences:
                html = rendering.render_board(table, audience, "en")
                pieces.delta(before.get(audience), html, table.version - 1, table.version, board=(table.pk, audience))
                before[audience] = html
    for cache in caches:
        assert len(cache) <= 40 and cache.bytes <= 200_000 or len(cache) == 1, cache
    assert sum(len(cache) for cache in caches) > 100  # they were used


def test_a_connection_is_freed_with_its_thread_once_a_move_read_through_it():
    """The converters rows.py finds for a connection are held by that connection alone: one
    closed in a thread that ends is freed (they kept every connection alive, and open)."""
    from django.db import DEFAULT_DB_ALIAS, connections

    held = []

    def read():
        rows.table(0)  # finds the converters of this thread's connection
        held.append(weakref.ref(connections[DEFAULT_DB_ALIAS]))
        connections.close_all()

    thread = threading.Thread(target=read)
    thread.start()
    thread.join()
    gc.collect()
    assert held and held[0]() is None
