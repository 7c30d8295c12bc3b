"""The bot worker: runs every bot and automaton turn from the durable arq queue.

A job is `bot_turn(table, version)`. Each decision is its own `services.play` with the version
it was made on, so its own move and broadcast, and a decision made twice applies once. When the
bot (or another bot) owes the next decision too, the job goes on with it, up to
settings.BOT_TURN_BUDGET seconds; then it queues the rest as a new job, so one long bot-only game never
holds up the other tables. The job awaits each choice from `decide`, the one place that decides
(outside the database thread, so a long search holds up no other table).

Durability: the job stays in the queue until it finishes. While it runs, its worker renews a
short in-progress lease (LEASE seconds); a worker killed mid-turn stops renewing it, and another
worker runs the job again within LEASE seconds, from the table's current version (a re-run job
does not insist on its own version: the moves its first run made are stored). The `sweep` cron
job re-queues tables that still wait on a bot (a crash between commit and enqueue, a Redis that
lost its data), so no bot turn is lost. Any number of workers may run against the same queue.

A queued turn starts at once: `botqueue` publishes a wake-up with every job and the worker polls
on it (the poll delay is only the fallback). A Redis outage does not stop the worker: it waits
with backoff and goes on. SIGTERM stops taking jobs, lets the running ones finish within the job
timeout, and exits.

Post-game analyses (tabletop.analysis) run beside the bot turns at low priority: the worker
claims one only while no bot turn runs or waits in the queue, judges one decision at a time in
its own lowest-priority process (bots/pool.py), and before each decision waits again until no
live turn runs or waits. A decision being judged when a live turn comes in holds still until no
live turn runs or waits (`pool.hold_analysis`, raised at the turn's wake-up, lowered by
`_watch_live`). A live table's bot turn so never waits for an analysis, nor shares a core with it.

This module is the only part of bots/ that touches the database.
"""
from __future__ import annotations

import asyncio
import logging
import time
from datetime import timedelta
from typing import NamedTuple

from arq import Worker, cron
from arq.connections import create_pool, log_redis_info
from arq.constants import in_progress_key_prefix
from channels.db import database_sync_to_async
from django.conf import settings
from django.utils import timezone
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from bots import analysis as judging
from bots import pool
from tabletop import analysis, botqueue, notices, services
from tabletop.errors import TabletopError
from tabletop.models import Analysis, Seat, Table

log = logging.getLogger(__name__)

LEASE = 3.0  # seconds a dead worker's job stays taken
REDIS_ERRORS = (RedisConnectionError, RedisTimeoutError, ConnectionError, OSError)


def choose(game, state, seat: Seat, seed: str) -> tuple[str, dict | None]:
    """The option a bot or automaton seat picks at this state, and what a bot weighed: an
    automaton follows its rulebook; a bot sees only its seat's view (a search runs in the
    process pool, bots/pool.py; this thread waits for it). The note says whether its options
    named what only the seat may see (`Game.hidden_choice`)."""
    if seat.kind == Seat.Kind.AUTOMATON:
        return game.automaton_choice(state, seat.index), None
    option, note = pool.choose(game, game.view(state, seat.index), seat.index, seat.level, seed)
    if note is not None:  # whether it may be shown once the game is over (tabletop.rendering)
        note["hidden"] = game.hidden_choice(state, seat.index)
    return option, note


async def decide(game, state, seat: Seat, seed: str) -> tuple[str, dict | None]:
    """The one place a job waits for a decision. It runs outside the database thread, so a
    decision that takes long (a search in the process pool) holds up no other table's moves."""
    return await asyncio.to_thread(choose, game, state, seat, seed)


class Owed(NamedTuple):
    """A decision a bot or automaton owes: the table's game, state and version, and the seat."""
    game: object
    state: dict
    version: int
    seat: Seat

    @property
    def seed(self) -> str:
        return f"{self.seat.table_id}:{self.version}:{self.seat.index}"


def owed(table_id: int, version: int | None) -> Owed | str:
    """The decision a bot or automaton owes at `version` (None: at the current version), or why
    there is none ("stale", "nobody")."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.status != Table.Status.ACTIVE or (version is not None and table.version != version):
        return "stale"
    game = services.game_of(table)
    seats = {s.index: s for s in table.seats.all()}
    for index in game.to_act(table.state):
        if seats[index].plays_itself:
            return Owed(game, table.state, table.version, seats[index])
    return "nobody"


def submit(table_id: int, turn: Owed, decision: tuple[str, dict | None]) -> tuple[str, int | None]:
    """Play the decision (option, what the bot weighed) through services.play with its version.
    Returns what happened and, after a move, the version to go on from if a bot owes the next
    decision too."""
    option_id, note = decision
    try:
        new_version = services.play(table_id, turn.seat.index, turn.version, option_id, bot=True, note=note)
    except TabletopError as error:  # someone else moved first, or the seat changed hands
        log.info("bot move on table %s v%s refused: %s", table_id, turn.version, error)
        return "refused", None
    owes = Table.objects.filter(pk=table_id, version=new_version, bot_turn=True).exists()
    return "played", new_version if owes else None


def take_turn(table_id: int, version: int) -> str:
    """One decision owed at this version, if any, made and played here. Returns what happened."""
    turn = owed(table_id, version)
    if isinstance(turn, str):
        return turn
    return submit(table_id, turn, choose(turn.game, turn.state, turn.seat, turn.seed))[0]


def waiting_tables(older_than: timedelta) -> list[tuple[int, int]]:
    """(table, version) of running tables that have waited on a bot longer than `older_than`."""
    cutoff = timezone.now() - older_than
    return list(Table.objects.filter(status=Table.Status.ACTIVE, bot_turn=True, updated__lt=cutoff)
                .values_list("pk", "version"))


async def bot_turn(ctx, table_id: int, version: int) -> str:
    """Play the table's bot decisions from `version` on, each its own move, within settings.BOT_TURN_BUDGET."""
    started = time.monotonic()
    at = version if ctx.get("job_try", 1) == 1 else None  # a re-run: where its first run stopped
    made = 0
    while True:
        turn = await database_sync_to_async(owed)(table_id, at)
        if isinstance(turn, str):
            outcome = turn
            break
        decision = await decide(turn.game, turn.state, turn.seat, turn.seed)
        outcome, after = await database_sync_to_async(submit)(table_id, turn, decision)
        made += outcome == "played"
        if after is None:
            break
        if time.monotonic() - started > settings.BOT_TURN_BUDGET:
            await botqueue.enqueue(ctx["redis"], table_id, after)
            outcome = "queued the rest"
            break
        at = after
    log.info("table %s v%s: %s (%d move(s))", table_id, version, outcome, made)
    return outcome


async def sweep(ctx, older_than: float | None = None) -> int:
    """Hand seats whose person is away past the table's limit or out of time to a bot (their
    turn is queued after the commit), send the your-turn emails due (tabletop.notices), then
    re-queue every table that waits on a bot; the job id makes this a no-op for queued turns."""
    for table_id, version in await database_sync_to_async(services.take_over_absent_seats)():
        log.info("table %s v%s: a bot plays for an absent person", table_id, version)
    mailed = await notices.deliver()
    if mailed:
        log.info("sent %d your-turn email(s)", mailed)
    waiting = await database_sync_to_async(waiting_tables)(timedelta(seconds=older_than or settings.BOT_SWEEP_EVERY))
    for table_id, version in waiting:
        await botqueue.enqueue(ctx["redis"], table_id, version)
    if waiting:
        log.info("re-queued %d table(s) waiting on a bot", len(waiting))
    return len(waiting)


async def startup(ctx) -> None:
    log.info("bot worker ready: queue %s, sweep every %s s", settings.BOT_QUEUE, settings.BOT_SWEEP_EVERY)
    await sweep(ctx)


ANALYSIS_POLL = 5.0  # seconds between looks for a waiting analysis, besides the wake-ups
LIVE_POLL = 0.05  # seconds between looks while live turns keep an analysis waiting
ANALYSIS_SAVE_EVERY = 10  # decisions judged between two writes of an analysis (or STALE / 4 seconds)


async def analyses(worker: "BotWorker") -> None:
    """Run the waiting analyses, one at a time, whenever no live turn needs the worker."""
    while True:
        try:
            await worker.live_done()
            found = await database_sync_to_async(analysis.claim)()
            if found is None:
                worker.analysis_wake.clear()
                try:
                    await asyncio.wait_for(worker.analysis_wake.wait(), ANALYSIS_POLL)
                except asyncio.TimeoutError:
                    pass
                continue
            worker.analysing = True
            try:
                await run_analysis(worker, found)
            finally:
                worker.analysing = False
                pool.hold_analysis(False)
        except asyncio.CancelledError:
            raise
        except REDIS_ERRORS as error:
            log.warning("analyses wait for Redis (%s)", error)
            await asyncio.sleep(1)
        except Exception:
            log.exception("the analysis loop failed; going on")
            await asyncio.sleep(1)


async def run_analysis(worker: "BotWorker", found) -> None:
    """Judge the decisions of one analysis not judged yet, recording each; then finish it."""
    game, seats, options, seed, moves = await database_sync_to_async(analysis.plan)(found)
    started = time.monotonic()
    try:
        points = await asyncio.to_thread(lambda: list(judging.decisions(game, seats, options, seed, moves)))
        await database_sync_to_async(analysis.started)(found.pk, len(points))
        done = {d["move"] for d in found.decisions}
        unsaved, saved = [], time.monotonic()
        for point in points:
            if point.move in done:
                continue
            await worker.live_done(lambda: database_sync_to_async(analysis.touch)(found.pk))
            unsaved.append(await pool.judge(game, point, found.think, f"analysis:{found.table_id}:{point.move}"))
            if len(unsaved) >= ANALYSIS_SAVE_EVERY or time.monotonic() - saved > analysis.STALE / 4:
                await database_sync_to_async(analysis.add)(found.pk, unsaved)
                unsaved, saved = [], time.monotonic()
        await database_sync_to_async(analysis.add)(found.pk, unsaved)
        judged = (await database_sync_to_async(Analysis.objects.get)(pk=found.pk)).decisions
        private = await asyncio.to_thread(judging.private_moves, game, seats, options, seed, moves, judged)
        await database_sync_to_async(analysis.finish)(found.pk, private)
    except (asyncio.CancelledError, *REDIS_ERRORS):
        raise  # stopped or cut off: another run goes on from the decisions recorded
    except Exception as error:
        log.exception("analysis of table %s failed", found.table_id)
        await database_sync_to_async(analysis.finish)(found.pk, error=f"{type(error).__name__}: {error}")
        return
    log.info("table %s analysed: %d decisions in %.1f s", found.table_id, len(points), time.monotonic() - started)


class BotWorker(Worker):
    """arq's worker with a wake-up instead of a poll interval, a short renewed lease on running
    jobs, and a poll loop that rides out a Redis outage."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.in_progress_timeout_s = LEASE  # arq's default is the job timeout + 10 s; we renew it
        self.wake = asyncio.Event()
        self.analysis_wake = asyncio.Event()
        self.analysing = False  # an analysis runs: `_watch_live` keeps its process's flag

    async def live_done(self, waiting=None) -> None:
        """Return once no bot turn runs here or waits in the queue; `waiting()` is awaited
        every few seconds meanwhile (an analysis renewing its claim)."""
        renewed = time.monotonic()
        while self._live_running() or await self._jobs_due():
            if waiting is not None and time.monotonic() - renewed > analysis.STALE / 4:
                await waiting()
                renewed = time.monotonic()
            await asyncio.sleep(LIVE_POLL)

    async def main(self) -> None:
        self._pool = await create_pool(self.redis_settings, default_queue_name=self.queue_name,
                                       expires_extra_ms=self.expires_extra_ms)
        await log_redis_info(self.pool, log.info)
        self.ctx["redis"] = self.pool
        helpers = [asyncio.ensure_future(self._wake_ups()), asyncio.ensure_future(self._renew_leases())]
        helpers += [asyncio.ensure_future(analyses(self)), asyncio.ensure_future(self._watch_live())]
        try:
            await self._startup_when_redis_answers()
            backoff, was_down = 0.1, False
            while True:
                self.wake.clear()
                try:
                    if was_down:  # Redis may have come back empty: queue what waits now
                        await sweep(self.ctx, older_than=1)
                    await self._poll_iteration()
                    backoff, was_down = 0.1, False
                except REDIS_ERRORS as error:
                    was_down = True
                    log.warning("Redis is unreachable (%s); retrying in %.1f s", error, backoff)
                    await asyncio.sleep(backoff)
                    backoff = min(backoff * 2, 5)
                    continue
                try:
                    await asyncio.wait_for(self.wake.wait(), self.poll_delay_s)
                except asyncio.TimeoutError:
                    pass
        finally:
            for task in helpers:
                task.cancel()

    def _live_running(self) -> bool:
        return any(not task.done() for task in self.tasks.values())

    async def _watch_live(self) -> None:
        """Hold the analysis process still while a live turn runs or waits, let it go on after
        (looked at only while an analysis runs)."""
        while True:
            if not self.analysing:
                await asyncio.sleep(LIVE_POLL * 10)
                continue
            try:
                busy = self._live_running() or bool(await self._jobs_due())
            except REDIS_ERRORS:
                busy = self._live_running()
            pool.hold_analysis(busy)
            await asyncio.sleep(LIVE_POLL / 2)

    async def _jobs_due(self) -> int:
        """Jobs in the queue whose time has come (the sweep's next run waits there, deferred)."""
        return await self.pool.zcount(self.queue_name, "-inf", int(time.time() * 1000))

    async def _startup_when_redis_answers(self) -> None:
        backoff = 0.1
        while True:
            try:
                await self.on_startup(self.ctx)
                return
            except REDIS_ERRORS as error:
                log.warning("Redis is unreachable at start (%s); retrying in %.1f s", error, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5)

    async def _wake_ups(self) -> None:
        """Poll at once when a job is queued, look for an analysis at once when one is asked
        for (botqueue publishes on the wake channels)."""
        analyses = botqueue.analysis_channel().encode()
        while True:
            pubsub = self.pool.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(botqueue.wake_channel(), botqueue.analysis_channel())
                async for message in pubsub.listen():
                    if message["channel"] == analyses:
                        self.analysis_wake.set()
                    else:
                        if self.analysing:
                            pool.hold_analysis(True)  # at once: a live turn is queued
                        self.wake.set()
            except asyncio.CancelledError:
                raise
            except Exception:
                await asyncio.sleep(1)
            finally:
                try:
                    await pubsub.aclose()
                except Exception:
                    pass

    async def _renew_leases(self) -> None:
        """Keep the in-progress marks of running jobs alive, LEASE seconds at a time."""
        while True:
            await asyncio.sleep(LEASE / 3)
            running = [job_id for job_id, task in self.tasks.items() if not task.done()]
            if not running:
                continue
            try:
                async with self.pool.pipeline(transaction=False) as pipe:
                    for job_id in running:
                        pipe.pexpire(in_progress_key_prefix + job_id, int(self.in_progress_timeout_s * 1000))
                    await pipe.execute()
            except REDIS_ERRORS:
                pass


async def shutdown(ctx) -> None:
    """Stop the search processes; a search cut short leaves its job to run again later."""
    await asyncio.to_thread(pool.shutdown)


class WorkerSettings:
    functions = [bot_turn]
    cron_jobs = [cron(sweep, second=set(range(0, 60, settings.BOT_SWEEP_EVERY)), run_at_startup=False)]
    on_startup = startup
    on_shutdown = shutdown
    redis_settings = botqueue.redis_settings()
    queue_name = settings.BOT_QUEUE
    job_timeout = settings.BOT_JOB_TIMEOUT
    # SIGTERM: take no new job, let the running ones end within the job timeout, then exit.
    job_completion_wait = settings.BOT_JOB_TIMEOUT
    keep_result = 0  # a finished job leaves no trace, so a later (table, version) may queue again
    max_tries = 5
    poll_delay = 0.5  # a fallback: a queued job wakes the worker at once
