"""Bot decisions in a pool of processes, so a search never holds up the worker.

The worker's event loop (other tables' jobs, the sweep, shutdown) keeps running while a search
thinks: each decision is one task in a `ProcessPoolExecutor` of `size()` processes (N searches
at once on N cores; `TABLETOP_BOT_PROCESSES`, by default the machine's CPU count, which
`make run` passes). Processes are spawned, not forked, since the worker holds threads, sockets
and a database connection; each imports the games once. Random play and games that cannot
sample their hidden state (`Game.determinize`) need no search and are decided in the caller.
A task gets the seat's view and nothing else.

The post-game analysis (bots/analysis.py) has a pool of its own, one process at the lowest
CPU priority (nice 19), so a live table's search never waits for a process. More: while the
worker has a live turn running or waiting (`hold_analysis`), the analysis process holds its
search still, looking at a shared flag between engine steps, and thinks on when it is lowered
(its deadline moved by the time it held): live searches get the machine's cores to themselves.

A searching bot answers every question after its level's think time, a question with one
option (a Trap it does not hold) or one its knowledge settles at once included: how long it
takes is all a watcher sees of it, and it must not tell what the bot holds.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from games import registry
from games.engine import Game

from bots import analysis, levels

LIVE, ANALYSIS = "live", "analysis"
_pools: dict[str, ProcessPoolExecutor] = {}
_lock = threading.Lock()
_live = None  # the flag raised while live turns run or wait, made with the analysis process


def size() -> int:
    return max(1, int(os.environ.get("TABLETOP_BOT_PROCESSES") or os.cpu_count() or 1))


def _start() -> None:
    """In each pool process: import the games once (extra ones too, as the worker does)."""
    import importlib
    for module in filter(None, os.environ.get("TABLETOP_EXTRA_GAMES", "").split(",")):
        importlib.import_module(module)
    registry.games()


def _start_low(live) -> None:
    """In the analysis process: the lowest CPU priority (TABLETOP_ANALYSIS_NICE, by default 19),
    the worker's live-turn flag, then as any pool process."""
    global _live, _worker
    os.nice(int(os.environ.get("TABLETOP_ANALYSIS_NICE") or 19))
    _live, _worker = live, os.getppid()
    _start()


_worker = None  # (in the analysis process) the worker that started it


def _hold() -> float:
    """(In the analysis process) wait while the worker's live-turn flag is raised; the seconds
    waited. A flag its worker died holding holds nothing."""
    if not _live.is_set():
        return 0.0
    started = time.perf_counter()
    while _live.is_set() and os.getppid() == _worker:
        time.sleep(0.005)
    return time.perf_counter() - started


def hold_analysis(live: bool) -> None:
    """(In the worker) raise or lower the flag that holds the analysis process still."""
    if _live is None:
        return
    if live:
        _live.set()
    else:
        _live.clear()


def _executor(kind: str = LIVE) -> ProcessPoolExecutor:
    global _live
    with _lock:
        if kind not in _pools:
            live = kind == LIVE
            if not live and _live is None:  # a semaphore: made only where an analysis runs
                _live = multiprocessing.get_context("spawn").Event()
            _pools[kind] = ProcessPoolExecutor(max_workers=size() if live else 1,
                                               mp_context=multiprocessing.get_context("spawn"),
                                               initializer=_start if live else _start_low,
                                               initargs=() if live else (_live,))
        return _pools[kind]


def _decide(game_id: str, view: dict, seat: int, level: int, seed: str) -> tuple[str, dict | None]:
    return levels.decide(registry.get(game_id), view, seat, level, seed)


def searches(game: Game, level: int) -> bool:
    """Whether this decision is a search (else it is cheap enough to make in place)."""
    return level != levels.RANDOM and type(game).determinize is not Game.determinize


def choose(game: Game, view: dict, seat: int, level: int, seed: str) -> tuple[str, dict | None]:
    """The bot's option and what it weighed; blocks the calling thread (not the event loop: the
    worker calls it from a thread) until a pool process has decided and the bot's think time
    is over (`levels.think_time`)."""
    if not searches(game, level):
        return levels.decide(game, view, seat, levels.RANDOM, seed)
    started = time.perf_counter()
    if len(view["prompt"]["options"]) == 1:
        decision = levels.decide(game, view, seat, levels.RANDOM, seed)
    else:
        try:
            decision = _executor().submit(_decide, game.id, view, seat, level, seed).result()
        except BrokenProcessPool:  # a process died (killed, out of memory): start afresh once
            shutdown(LIVE)
            decision = _executor().submit(_decide, game.id, view, seat, level, seed).result()
    time.sleep(max(0.0, started + levels.think_time(level) - time.perf_counter()))
    return decision


async def choose_async(game: Game, view: dict, seat: int, level: int, seed: str) -> tuple[str, dict | None]:
    """`choose` for a coroutine: awaits the pool and the think time without tying up a thread."""
    if not searches(game, level):
        return levels.decide(game, view, seat, levels.RANDOM, seed)
    started = time.perf_counter()
    if len(view["prompt"]["options"]) == 1:
        decision = levels.decide(game, view, seat, levels.RANDOM, seed)
    else:
        decision = await asyncio.get_running_loop().run_in_executor(_executor(), _decide, game.id, view, seat,
                                                                     level, seed)
    await asyncio.sleep(max(0.0, started + levels.think_time(level) - time.perf_counter()))
    return decision


def _judge(game_id: str, point: tuple, seconds: float, seed: str) -> dict:
    return analysis.judge(registry.get(game_id), analysis.Point(*point), seconds, seed, hold=_hold)


async def judge(game: Game, point: analysis.Point, seconds: float, seed: str) -> dict:
    """A decision of a finished game judged (bots.analysis.judge) in the analysis process."""
    try:
        return await asyncio.get_running_loop().run_in_executor(_executor(ANALYSIS), _judge, game.id,
                                                                tuple(point), seconds, seed)
    except BrokenProcessPool:
        shutdown(ANALYSIS)
        raise


def shutdown(*kinds: str) -> None:
    """Stop the processes (queued searches are dropped: their jobs run again later), of every
    pool or of those named."""
    with _lock:
        stopped = [_pools.pop(kind) for kind in (kinds or list(_pools)) if kind in _pools]
    for pool in stopped:
        pool.shutdown(wait=False, cancel_futures=True)
