"""The bot worker: real arq worker processes on a real Redis, against the test database."""
import asyncio
import functools

import pytest
from arq import create_pool

from bots import worker as bot_worker
from games import registry
from tabletop import botqueue, services
from tabletop.models import Move, Table
from tests import slowgame  # noqa: F401  (registers tiny-slow)
from tests.integration.helpers import players, tiny_table
from tests.integration.processes import wait_for


def moves(table_id: int) -> list[tuple]:
    return list(Move.objects.filter(table_id=table_id).order_by("version").values_list("version", "seat", "option", "by_bot"))


def replay(table: Table) -> dict:
    """The state the stored moves give when applied once each (those not taken back), from the table's seed."""
    game = registry.get(table.game)
    state = game.setup([{"kind": s.kind} for s in table.seats.all()], table.options, table.seed)
    for seat, option in Move.live(table.pk).values_list("seat", "option"):
        state, _events = game.apply(state, seat, option)
    return state


@pytest.mark.redis
def test_a_bot_seat_moves_by_itself(worker):
    """Ann moves; the worker plays the bot's reply through services.play, and it reaches the table."""
    w = worker()
    (ann,) = players("Ann")
    table = tiny_table("human", "bot", host=ann)
    services.play(table.pk, 0, table.version, "add:1", player=ann)
    wait_for(lambda: Move.objects.filter(table=table, by_bot=True).exists(), 20, "the bot's move", w)
    table.refresh_from_db()
    assert [m[1:] for m in moves(table.pk)][0] == (0, "add:1", False)
    assert moves(table.pk)[1][1] == 1 and moves(table.pk)[1][3] is True
    assert table.version == moves(table.pk)[-1][0] and not table.bot_turn  # Ann's turn again


@pytest.mark.redis
def test_killing_the_worker_mid_game_loses_no_bot_turn(worker):
    """Two workers share an all-automaton game; one is killed -9 mid-game, the other and a new
    one finish it, and every turn is applied exactly once. The slow race (0.2 s a decision) keeps
    the game going past the kill: a fast worker finishes the tiny race between two polls."""
    table = services.create_table("tiny-slow", seats=[{"kind": "automaton"}] * 3, options={"target": 20})
    services.start_table(table.pk, None)
    games = {"TABLETOP_EXTRA_GAMES": "tests.tinygame,tests.slowgame"}
    worker = functools.partial(worker, env=games)
    first, second = worker(), worker()
    wait_for(lambda: Move.objects.filter(table=table).count() >= 5, 30, "a few bot moves", first)
    first.kill()
    table.refresh_from_db()
    assert table.status == "active"
    third = worker()
    wait_for(lambda: Table.objects.get(pk=table.pk).status == "finished", 60, "the end of the game", third)
    table.refresh_from_db()
    versions = [m[0] for m in moves(table.pk)]
    start_version = table.version - len(versions)
    assert versions == list(range(start_version + 1, table.version + 1))  # no gap, no repeat
    assert all(m[3] for m in moves(table.pk))
    assert replay(table) == table.state


@pytest.mark.redis
def test_the_sweeper_queues_a_turn_the_queue_lost(worker, settings):
    """A bot turn whose job vanished from Redis (crash before enqueue, flushed Redis) is re-queued."""
    table = tiny_table("bot", "bot", target=5)
    asyncio.run(_clear_queue(settings))
    w = worker(sweep_every=1)
    wait_for(lambda: Table.objects.get(pk=table.pk).status == "finished", 30, "the sweeper to restart the game", w)


async def _clear_queue(settings):
    pool = await create_pool(botqueue.redis_settings())
    try:
        await pool.flushdb()
    finally:
        await pool.aclose()


@pytest.mark.django_db
def test_a_job_run_twice_applies_once():
    """take_turn for the same (table, version) plays once; the repeat is a stale no-op."""
    table = tiny_table("bot", "bot")
    assert bot_worker.take_turn(table.pk, table.version) == "played"
    assert bot_worker.take_turn(table.pk, table.version) == "stale"
    assert len(moves(table.pk)) == 1


@pytest.mark.django_db
def test_a_job_for_a_seat_no_longer_a_bot_is_a_no_op():
    """If the seat went back to its player, the queued bot job does nothing."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    services.play(table.pk, 0, table.version, "add:1", player=ann)
    services.set_seat_kind(table.pk, 1, "bot", bob)
    version = Table.objects.get(pk=table.pk).version
    services.set_seat_kind(table.pk, 1, "human", bob)
    assert bot_worker.take_turn(table.pk, version) == "stale"
    table.refresh_from_db()
    assert bot_worker.take_turn(table.pk, table.version) == "nobody"
    assert len(moves(table.pk)) == 1


@pytest.mark.redis
def test_duplicate_enqueues_are_dropped(settings):
    """The job id (table, version) makes a second enqueue of the same turn a no-op."""
    async def twice():
        pool = await create_pool(botqueue.redis_settings(), default_queue_name=settings.BOT_QUEUE)
        try:
            first = await botqueue.enqueue(pool, 999, 7)
            second = await botqueue.enqueue(pool, 999, 7)
            await pool.delete(settings.BOT_QUEUE, f"arq:job:{botqueue.job_id(999, 7)}")
            return first, second
        finally:
            await pool.aclose()

    first, second = asyncio.run(twice())
    assert first is not None and second is None


@pytest.mark.django_db
def test_an_automaton_seat_follows_its_rulebook_procedure(monkeypatch):
    """For an automaton seat the worker plays Game.automaton_choice, and the seat cannot be swapped mid-game."""
    from tabletop.errors import NotAllowed
    from tests.tinygame import TinyGame

    monkeypatch.setattr(TinyGame, "seat_kinds", lambda self, role: ("human", "bot", "automaton"))
    monkeypatch.setattr(TinyGame, "automaton_choice", lambda self, state, seat: "add:3")
    (ann,) = players("Ann")
    table = tiny_table("automaton", "human", host=ann)
    assert table.bot_turn
    assert bot_worker.take_turn(table.pk, table.version) == "played"
    assert moves(table.pk) == [(table.version + 1, 0, "add:3", True)]
    with pytest.raises(NotAllowed):
        services.set_seat_kind(table.pk, 0, "bot", ann)


@pytest.mark.redis
@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
async def test_a_bot_turn_of_several_decisions_is_one_job_with_a_move_and_a_board_each(worker):
    """Ann moves; three bots owe the next three decisions: one job makes all three, and a
    watcher's page gets each as its own board, in order."""
    from channels.db import database_sync_to_async
    from channels.testing import WebsocketCommunicator

    from tabletop.asgi import application
    from tests.integration.test_consumers import receive_board, version_of

    # A generous turn budget: on a loaded machine three decisions may take over the default 1 s,
    # and the job would rightly queue the third as a job of its own.
    w = await database_sync_to_async(worker)(env={"TABLETOP_BOT_TURN_BUDGET": "30"})
    (ann,) = await database_sync_to_async(players)("Ann")
    table = await database_sync_to_async(tiny_table)("human", "bot", "bot", "bot", host=ann, target=20)
    watcher = WebsocketCommunicator(application, f"/ws/table/{table.pk}/", headers=[
        (b"origin", b"http://localhost"), (b"host", b"localhost")])
    assert (await watcher.connect())[0]
    await database_sync_to_async(wait_for)(lambda: "bot worker ready" in w.output(), 30, "the worker", w)
    await database_sync_to_async(services.play)(table.pk, 0, table.version, "add:1", player=ann)
    seen = []
    while not seen or seen[-1] < table.version + 4:
        seen.append(version_of(await receive_board(watcher)))
    assert seen == [table.version + 1, table.version + 2, table.version + 3, table.version + 4]
    made = await database_sync_to_async(moves)(table.pk)
    assert [(seat, by_bot) for _v, seat, _o, by_bot in made] == [(0, False), (1, True), (2, True), (3, True)]
    await database_sync_to_async(wait_for)(lambda: "(3 move(s))" in w.output(), 10, "the job's log line", w)
    await watcher.disconnect()
