"""The bot worker: runs every bot and automaton turn from the durable arq queue.

A job is `bot_turn(table, version)`. It is a no-op when the table moved past that version or
the seat to act is no longer a bot; otherwise the bot chooses from the seat's view and prompt
(an automaton follows its rulebook through `Game.automaton_choice`) and the choice goes through
`services.play` with the version, so a job that runs twice applies once. One job makes one
move; the move queues the next job after it commits.

Why arq: it is asyncio-native, a job whose worker died is run again once its in-progress mark
expires (job timeout + 10 s), and `_job_id` drops duplicate enqueues. The `sweep` cron job
re-queues tables that still wait on a bot (a crash between commit and enqueue, a Redis that lost
its data), so no bot turn is lost. Any number of workers may run against the same queue.

This module is the only part of bots/ that touches the database.
"""
import asyncio
import logging
import threading
import time
from datetime import timedelta

from arq import cron
from channels.db import database_sync_to_async
from django.conf import settings
from django.utils import timezone

from bots import pool
from tabletop import botqueue, services
from tabletop.errors import TabletopError
from tabletop.models import Seat, Table

log = logging.getLogger(__name__)


def take_turn(table_id: int, version: int) -> str:
    """Make the move a bot or automaton owes at this version, if any. Returns what happened."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.version != version or table.status != Table.Status.ACTIVE:
        return "stale"
    game = services.game_of(table)
    seats = {s.index: s for s in table.seats.all()}
    for index in game.to_act(table.state):
        seat = seats[index]
        if seat.kind == Seat.Kind.AUTOMATON:
            option_id, note = game.automaton_choice(table.state, index), None
        elif seat.kind == Seat.Kind.BOT:  # a search runs in the process pool (bots/pool.py)
            option_id, note = pool.choose(game, game.view(table.state, index), index, seat.level,
                                          f"{table_id}:{version}:{index}")
        else:
            continue
        try:
            services.play(table_id, index, version, option_id, bot=True, note=note)
        except TabletopError as error:  # someone else moved first, or the seat changed hands
            log.info("bot move on table %s v%s refused: %s", table_id, version, error)
            return "refused"
        return "played"
    return "nobody"


def waiting_tables(older_than: timedelta) -> list[tuple[int, int]]:
    """(table, version) of running tables that have waited on a bot longer than `older_than`."""
    cutoff = timezone.now() - older_than
    return list(Table.objects.filter(status=Table.Status.ACTIVE, bot_turn=True, updated__lt=cutoff)
                .values_list("pk", "version"))


_in_flight = 0  # turns running in threads; shutdown lets them finish on the live loop
_in_flight_lock = threading.Lock()


def _counted_turn(table_id: int, version: int) -> str:
    global _in_flight
    with _in_flight_lock:
        _in_flight += 1
    try:
        return take_turn(table_id, version)
    finally:
        with _in_flight_lock:
            _in_flight -= 1


async def bot_turn(ctx, table_id: int, version: int) -> str:
    # Not thread-sensitive: a job waiting on a search must not hold the thread other jobs need.
    outcome = await database_sync_to_async(_counted_turn, thread_sensitive=False)(table_id, version)
    log.info("table %s v%s: %s", table_id, version, outcome)
    return outcome


async def sweep(ctx) -> int:
    """Re-queue every table that waits on a bot; the job id makes this a no-op for queued turns."""
    waiting = await database_sync_to_async(waiting_tables)(timedelta(seconds=settings.BOT_SWEEP_EVERY))
    for table_id, version in waiting:
        await botqueue.enqueue(ctx["redis"], table_id, version)
    if waiting:
        log.info("re-queued %d table(s) waiting on a bot", len(waiting))
    return len(waiting)


async def startup(ctx) -> None:
    log.info("bot worker ready: queue %s, sweep every %s s", settings.BOT_QUEUE, settings.BOT_SWEEP_EVERY)
    await sweep(ctx)


async def shutdown(ctx) -> None:
    """Stop the searches, then give turns already in their threads a moment to finish: they
    announce their move through this event loop, and a thread left waiting on a closed loop
    would keep the process from exiting."""
    pool.shutdown()
    deadline = time.monotonic() + 5
    while _in_flight and time.monotonic() < deadline:
        await asyncio.sleep(0.05)


class WorkerSettings:
    functions = [bot_turn]
    cron_jobs = [cron(sweep, second=set(range(0, 60, settings.BOT_SWEEP_EVERY)), run_at_startup=False)]
    on_startup = startup
    on_shutdown = shutdown
    redis_settings = botqueue.redis_settings()
    queue_name = settings.BOT_QUEUE
    job_timeout = settings.BOT_JOB_TIMEOUT
    keep_result = 0  # a finished job leaves no trace, so a later (table, version) may queue again
    max_tries = 5
    poll_delay = 0.1
