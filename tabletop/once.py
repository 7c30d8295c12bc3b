"""Build a value at most once per key, however many coroutines ask for it at the same time.

A broadcast wakes every socket of a table at once; each asks for what its audience sees at the
new version. The first caller builds it (in a thread: it reads the database), the others await
the same task, and the result stays for late or reconnecting sockets: the newest kept, at most
`count` and about `budget` bytes as `weigh(result)` weighs each.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable, Hashable

from channels.db import database_sync_to_async

from games.engine import Kept


class OncePerKey:
    def __init__(self, build: Callable[..., Any], count: int = 512, budget: int = 8 << 20,
                 weigh: Callable[[Any], int] = lambda result: 0):
        self._build = database_sync_to_async(build)
        self._done = Kept(count, budget)
        self._weigh = weigh
        self._pending: dict = {}

    async def get(self, key: Hashable, *args) -> Any:
        """The value for `key`, built by build(*args) if nobody has built or is building it."""
        if key in self._done:
            return self._done[key]
        task = self._pending.get(key)
        if task is None:
            task = asyncio.ensure_future(self._build(*args))
            self._pending[key] = task
            task.add_done_callback(lambda t: self._finish(key, t))
        return await asyncio.shield(task)

    def clear(self) -> None:
        self._done.clear()

    def _finish(self, key: Hashable, task: asyncio.Future) -> None:
        self._pending.pop(key, None)
        if not task.cancelled() and task.exception() is None:
            self._done.put(key, task.result(), self._weigh(task.result()))
