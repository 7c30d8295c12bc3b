"""Tables and watchers for the benchmarks that run bots (bot_latency, capacity, soak).

Tables are made in the benchmark process through tabletop.services (after Stack.django_setup),
watchers are page websockets that note when each version's board arrived.
"""
from __future__ import annotations

import asyncio
import json
import re
import time

import websockets

BOARD_VERSION = re.compile(r'id="board"[^>]*data-version="(\d+)"')
# game -> seats of a bot-only table
BOT_GAMES = {"twilight-struggle": 2, "euphoria": 3, "tapestry": 3, "hegemony": 3}


def bot_table(game: str, seats: int | None = None) -> int:
    """A started table whose every seat is a random bot (level 0: the platform's load, not a
    search's think time, is what these benchmarks measure); its first bot turn is queued."""
    from bots import levels
    from tabletop import services

    table = services.create_table(game, seats=[{"kind": "bot", "level": levels.RANDOM}] * (seats or BOT_GAMES[game]))
    services.start_table(table.pk, None)
    return table.pk


class Watcher:
    """A spectator's page socket: `arrivals[version]` is when that version's board came."""

    def __init__(self, socket):
        self.socket = socket
        self.arrivals: dict[int, float] = {}
        self.closed = False
        self.task = asyncio.create_task(self._listen())

    async def _listen(self) -> None:
        try:
            async for message in self.socket:
                found = BOARD_VERSION.search(message)
                if found:
                    self.arrivals.setdefault(int(found.group(1)), time.time())
        except websockets.ConnectionClosed:
            pass
        self.closed = True

    async def close(self) -> None:
        await self.socket.close()
        self.task.cancel()


async def watch(ws_url: str, origin: str, table_id: int) -> Watcher:
    socket = await websockets.connect(f"{ws_url}/ws/table/{table_id}/", origin=origin, max_size=None,
                                      ping_interval=None)
    watcher = Watcher(socket)
    await socket.send(json.dumps({"action": "sync", "version": -1}))
    return watcher


def commit_times(table_id: int, after: int = 0) -> dict[int, float]:
    """version -> when its move was stored (the database's clock is this machine's)."""
    from tabletop.models import Move

    return {v: created.timestamp() for v, created in
            Move.objects.filter(table_id=table_id, version__gt=after).values_list("version", "created")}


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def play_into(table_id: int, players: list, turn: int, seed: int = 3) -> int:
    """Play a started two-person table of Twilight Struggle into its `turn` through
    tabletop.services, each choice by the search bot's playout policy (random choices end most
    games by DEFCON within two turns, so they would measure only an opening's small state and
    short log); returns the table's version. Games without a turn track are left as they are."""
    import random

    from bots.knowledge import knowledge_for
    from games import registry
    from tabletop import services
    from tabletop.models import Table

    table = Table.objects.get(pk=table_id)
    game, state, version = registry.get(table.game), table.state, table.version
    knowledge, rng = knowledge_for(table.game), random.Random(seed)
    while (state.get("board") or {}).get("turn", turn) < turn and game.result(state) is None:
        seat = game.to_act(state)[0]
        option = knowledge.playout_choice(game, state, seat, game.prompt(state, seat), rng)
        version = services.play(table_id, seat, version, option, player=players[seat])
        state = Table.objects.get(pk=table_id).state
    return version
