"""Bot decisions in a pool of processes, so a search never holds up the worker.

The worker's event loop (other tables' jobs, the sweep, shutdown) keeps running while a search
thinks: each decision is one task in a `ProcessPoolExecutor` of `size()` processes (N searches
at once on N cores; `TABLETOP_BOT_PROCESSES`, by default the machine's CPU count, which
`make run` passes). Processes are spawned, not forked, since the worker holds threads, sockets
and a database connection; each imports the games once. Random play and games that cannot
sample their hidden state (`Game.determinize`) need no search and are decided in the caller.
A task gets the seat's view and nothing else.

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

from bots import levels

_pool: ProcessPoolExecutor | None = None
_lock = threading.Lock()


def size() -> int:
    return max(1, int(os.environ.get("TABLETOP_BOT_PROCESSES") or os.cpu_count() or 1))


def _start() -> None:
    """In each pool process: import the games once (extra ones too, as the worker does)."""
    import importlib
    for module in filter(None, os.environ.get("TABLETOP_EXTRA_GAMES", "").split(",")):
        importlib.import_module(module)
    registry.games()


def _executor() -> ProcessPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(max_workers=size(), mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_start)
        return _pool


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
            shutdown()
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


def shutdown() -> None:
    """Stop the processes (queued searches are dropped: their jobs run again later)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)
