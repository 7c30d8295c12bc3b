"""Move-to-screen latency for 50 watchers, beside a bare Channels echo fan-out on the same stack.

On loopback with the real stack (Daphne + Redis channel layer + SQLite): one player plays a
move over the API websocket; 50 spectators watch the table page's websocket (the browser's
path: the board partial rendered once for all of them). Measured: from the move sent to the
last of the 50 receiving the new board. Yardstick: one socket sends a text that a bare echo
consumer group_sends to the same 50 sockets (no database, no rendering).

    python -m bench.ws_fanout [--watchers 50] [--samples 200]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import time
import urllib.request

import websockets

from bench.support.stack import Stack

BOARD_VERSION = re.compile(r'id="board"[^>]*data-version="(\d+)"')


def post(stack: Stack, path: str, data: dict, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    request = urllib.request.Request(stack.http + path, data=json.dumps(data).encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def new_table(stack: Stack) -> tuple[int, list[str], int]:
    created = post(stack, "/api/tables/", {"game": "tiny", "name": "Ann", "options": {"target": 20},
                                           "seats": [{"kind": "human"}, {"kind": "open"}]})
    table_id = created["table"]["id"]
    bob = post(stack, f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Bob"})["token"]
    started = post(stack, f"/api/tables/{table_id}/start/", {}, created["token"])
    return table_id, [created["token"], bob], started["version"]


class Watchers:
    """n sockets; `arrived(key)` resolves when all n have received a message with that key."""

    def __init__(self, n: int):
        self.n = n
        self.counts: dict = {}
        self.done: dict = {}

    def waiter(self, key) -> asyncio.Event:
        return self.done.setdefault(key, asyncio.Event())

    def seen(self, key) -> None:
        self.counts[key] = self.counts.get(key, 0) + 1
        if self.counts[key] == self.n:
            self.waiter(key).set()

    async def listen(self, socket, key_of) -> None:
        try:
            async for message in socket:
                key = key_of(message)
                if key is not None:
                    self.seen(key)
        except websockets.ConnectionClosed:
            pass


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


async def moves(stack: Stack, watchers: int, samples: int, warmup: int = 5) -> list[float]:
    origin = stack.http
    timings: list[float] = []
    while len(timings) < samples + warmup:
        table_id, tokens, version = await asyncio.to_thread(new_table, stack)
        crowd = Watchers(watchers)
        sockets = [await websockets.connect(f"{stack.ws}/ws/table/{table_id}/", origin=origin, max_size=None)
                   for _ in range(watchers)]

        def board_version(message):
            found = BOARD_VERSION.search(message)
            return int(found.group(1)) if found else None

        tasks = [asyncio.create_task(crowd.listen(s, board_version)) for s in sockets]
        players = [await websockets.connect(f"{stack.ws}/ws/api/tables/{table_id}/?token={t}", max_size=None)
                   for t in tokens]
        drains = [asyncio.create_task(_drain(p)) for p in players]
        for turn in range(35):  # target 20 adding 1 a move: the game lasts 39 moves
            done = crowd.waiter(version + 1)
            started = time.perf_counter()
            await players[turn % 2].send(json.dumps({"type": "play", "version": version, "option": "add:1"}))
            await asyncio.wait_for(done.wait(), timeout=30)
            timings.append(time.perf_counter() - started)
            version += 1
        for s in [*sockets, *players]:
            await s.close()
        for t in [*tasks, *drains]:
            t.cancel()
    return timings[warmup:warmup + samples]


async def _drain(socket) -> None:
    try:
        async for _message in socket:
            pass
    except websockets.ConnectionClosed:
        pass


async def echoes(stack: Stack, watchers: int, samples: int, warmup: int = 5) -> list[float]:
    crowd = Watchers(watchers)
    sockets = [await websockets.connect(f"{stack.ws}/ws/bench/echo/") for _ in range(watchers)]
    tasks = [asyncio.create_task(crowd.listen(s, lambda m: int(m))) for s in sockets]
    sender = await websockets.connect(f"{stack.ws}/ws/bench/echo/")
    drain = asyncio.create_task(_drain(sender))
    timings = []
    for n in range(samples + warmup):
        done = crowd.waiter(n)
        started = time.perf_counter()
        await sender.send(str(n))
        await asyncio.wait_for(done.wait(), timeout=30)
        timings.append(time.perf_counter() - started)
    for s in [*sockets, sender]:
        await s.close()
    for t in [*tasks, drain]:
        t.cancel()
    return timings[warmup:]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--watchers", type=int, default=50)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args(argv or [])
    stack = Stack()
    try:
        echo = asyncio.run(echoes(stack, args.watchers, args.samples))
        move = asyncio.run(moves(stack, args.watchers, args.samples))
    finally:
        stack.close()
    (e50, e99), (m50, m99) = percentiles(echo), percentiles(move)
    print(f"{args.watchers} watchers, {args.samples} samples each, Daphne + Redis on loopback")
    print(f"  echo fan-out      p50 {e50 * 1000:7.2f} ms   p99 {e99 * 1000:7.2f} ms")
    print(f"  move to watchers  p50 {m50 * 1000:7.2f} ms   p99 {m99 * 1000:7.2f} ms")
    print(f"  ratio move/echo   p50 {m50 / e50:5.2f}x     p99 {m99 / e99:5.2f}x   (target: p50 within 3x)")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
