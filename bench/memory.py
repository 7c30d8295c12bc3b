"""Whether the web process's and Redis's memory stay flat under a steady load that never ends.

The real stack on loopback (one Daphne with DEBUG off, bot workers, Redis, SQLite), as
bench.capacity runs it. A fixed number of tables of every game (Twilight Struggle, Euphoria,
Tapestry, Hegemony) is kept playing: for each game, `--tables` played by bots alone and
`--tables` where a scripted person holds the first seat against bots. The person reads the
table through the API, plays a random option of its prompt through the API or its page socket
(in English or Czech), takes moves back, hands the seat to a bot and takes it back, loads the
table page, and reconnects its sockets; a spectator's socket watches every table and reconnects
now and then. A finished table is replayed (the replay page and positions of its slider) and
replaced by a new one of its game, so tables come and go as on a real site.

Every minute it prints the web process's resident memory and Redis's `used_memory`, each the mean
of the minute's readings (every 5 s; the highest in brackets), and the moves committed; at the
end, whether each minute's mean stayed within 10% of its level at the end of the warm-up, and
how many Redis keys still belong to tables that finished.

    python -m bench.memory [--minutes 30] [--warmup 5] [--tables 1] [--workers 2] [--games g1,g2]
                           [--gc tuned|default]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import time
import urllib.error
import urllib.request

import redis
import websockets

from bench.capacity import redis_mib
from bench.support.stack import Stack, rss_mib, tables_arguments, tables_stack
from bench.support.tables import BOT_GAMES, bot_table
from bench.ws_fanout import session_cookie

GAMES = tuple(BOT_GAMES)
TOLERANCE = 0.10  # how far from its level at the end of the warm-up memory may stray
PACE = 0.3  # seconds a person waits between two looks at the table
RECONNECT = 20.0  # seconds between a socket's reconnects, on average
REPLAYED = 5  # slider positions a finished table's replay is looked at
FINISHED_LONG_AGO = 60  # seconds since a table finished after which Redis holds nothing of it
READING = 5.0  # seconds between two readings of memory; a minute's figure is their mean


def person_table(game: str, language: str) -> tuple[int, str, str]:
    """A started table of `game` whose first seat is a person's, the others random bots: its id,
    the seat's API token and the person's session cookie (with the page language chosen)."""
    from bots import levels
    from tabletop import services
    from tabletop.models import Player, Seat

    person = Player.objects.create(name="Ann")
    seats = [{"kind": "open"}, *[{"kind": "bot", "level": levels.RANDOM}] * (BOT_GAMES[game] - 1)]
    table = services.create_table(game, seats=seats, host=person)
    services.join_seat(table.pk, 0, person)
    services.start_table(table.pk, person)
    token = Seat.objects.get(table=table, index=0).token
    return table.pk, token, f"{session_cookie(person)}; django_language={language}"


def finished_ones(table_ids: list[int]) -> list[int]:
    from tabletop.models import Table

    return list(Table.objects.filter(pk__in=table_ids, status="finished").values_list("pk", flat=True))


class Load:
    """The tables kept playing, and what was done to them."""

    def __init__(self, stack: Stack, games: tuple[str, ...], tables: int, seed: int = 1):
        self.stack, self.games, self.tables = stack, games, tables
        self.rng = random.Random(seed)
        self.counts = dict.fromkeys(("person moves", "undos", "hand-overs", "replays", "page loads", "API reads",
                                     "reconnects", "finished", "errors", "refused sockets"), 0)
        self.ended: list[tuple[int, float]] = []  # finished tables, replayed and replaced, and when
        self.running = True

    # -- HTTP and sockets

    def http(self, method: str, path: str, body: dict | None = None, token: str | None = None,
             cookie: str | None = None) -> tuple[int, bytes]:
        request = urllib.request.Request(self.stack.http + path, method=method,
                                         data=json.dumps(body).encode() if body is not None else None)
        if body is not None:
            request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        if cookie:
            request.add_header("Cookie", cookie)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    async def get(self, path: str, **kwargs) -> tuple[int, bytes]:
        status, body = await asyncio.to_thread(self.http, "GET", path, **kwargs)
        self.counts["errors"] += status >= 500
        return status, body

    async def post(self, path: str, body: dict, **kwargs) -> tuple[int, bytes]:
        status, body = await asyncio.to_thread(self.http, "POST", path, body, **kwargs)
        self.counts["errors"] += status >= 500
        return status, body

    async def socket(self, table_id: int, cookie: str | None = None):
        """A page socket that reads everything it is sent (and keeps none of it)."""
        headers = {"Cookie": cookie} if cookie else {}
        for attempt in range(5):  # a loaded machine may take longer than Daphne waits for the handshake
            try:
                socket = await websockets.connect(f"{self.stack.ws}/ws/table/{table_id}/", origin=self.stack.http,
                                                  additional_headers=headers, max_size=None, ping_interval=None,
                                                  open_timeout=30)
                break
            except (OSError, websockets.InvalidHandshake, asyncio.TimeoutError):
                self.counts["refused sockets"] += 1
                await asyncio.sleep(1 + attempt)
        else:
            raise RuntimeError(f"no socket to table {table_id} after five attempts")
        await socket.send(json.dumps({"action": "sync", "version": -1}))

        async def drain():
            try:
                async for _message in socket:
                    pass
            except websockets.ConnectionClosed:
                pass

        return socket, asyncio.create_task(drain())

    @staticmethod
    async def close(opened) -> None:
        socket, task = opened
        await socket.close()
        task.cancel()

    # -- the tables

    async def keep(self, game: str, person: bool) -> None:
        """One table of `game` after another, for as long as the load runs."""
        while self.running:
            try:
                if person:
                    language = self.rng.choice(("en", "cs"))
                    table_id, token, cookie = await asyncio.to_thread(person_table, game, language)
                    await self.play(table_id, token, cookie)
                else:
                    table_id = await asyncio.to_thread(bot_table, game)
                    await self.watch(table_id)
                if self.running:
                    await self.replay(table_id)
            except (OSError, RuntimeError, websockets.WebSocketException):  # counted; the load goes on
                self.counts["errors"] += 1
                await asyncio.sleep(5)

    async def watch(self, table_id: int) -> None:
        """A spectator's socket on a bot-only table, reconnecting now and then, until it ends."""
        opened = await self.socket(table_id)
        try:
            while self.running and not await asyncio.to_thread(finished_ones, [table_id]):
                await asyncio.sleep(1)
                if self.rng.random() < 1 / RECONNECT:
                    await self.close(opened)
                    opened = await self.socket(table_id)
                    self.counts["reconnects"] += 1
        finally:
            await self.close(opened)

    async def play(self, table_id: int, token: str, cookie: str) -> None:
        """A person at the first seat, until the table ends."""
        rng, base = self.rng, f"/api/tables/{table_id}/"
        mine, watcher = await self.socket(table_id, cookie), await self.socket(table_id)
        handed_over = False
        try:
            while self.running:
                await asyncio.sleep(PACE)
                status, body = await self.get(base, token=token)
                self.counts["API reads"] += 1
                if status != 200:
                    continue
                table = json.loads(body)
                if table["status"] == "finished":
                    break
                if handed_over:
                    if rng.random() < 0.2:  # take it back after a while
                        await self.post(base + "seat/", {"kind": "human"}, token=token)
                        handed_over = False
                    continue
                if rng.random() < 0.01:
                    await self.post(base + "seat/", {"kind": "bot", "level": 0}, token=token)
                    self.counts["hand-overs"] += 1
                    handed_over = True
                    continue
                if rng.random() < 0.03:
                    await self.get(f"/table/{table_id}/", cookie=cookie)
                    self.counts["page loads"] += 1
                if rng.random() < 1 / (RECONNECT / PACE):
                    await self.close(mine)
                    mine = await self.socket(table_id, cookie)
                    await self.close(watcher)
                    watcher = await self.socket(table_id)
                    self.counts["reconnects"] += 2
                if table["prompt"] is None:
                    continue
                option = rng.choice(table["prompt"]["options"])["id"]
                if rng.random() < 0.5:
                    status, _body = await self.post(base + "play/", {"version": table["version"], "option": option},
                                                    token=token)
                    version = table["version"] + 1 if status == 200 else None
                else:
                    try:
                        await mine[0].send(json.dumps({"action": "move", "seat": 0, "version": table["version"],
                                                       "option": option}))
                    except websockets.ConnectionClosed:  # closed by the server: open another
                        await self.close(mine)
                        mine = await self.socket(table_id, cookie)
                    version = None
                self.counts["person moves"] += 1
                if version is not None and rng.random() < 0.3:
                    status, _body = await self.post(base + "undo/", {"version": version}, token=token)
                    self.counts["undos"] += status == 200
        finally:
            await self.close(mine)
            await self.close(watcher)

    async def replay(self, table_id: int) -> None:
        """A finished table's replay page and a few positions of its slider, then it is done."""
        self.counts["finished"] += 1
        self.ended.append((table_id, time.monotonic()))
        status, page = await self.get(f"/table/{table_id}/replay/")
        found = re.search(rb'max="(\d+)"', page)
        if status != 200 or not found:
            return
        for at in sorted({self.rng.randint(0, int(found.group(1))) for _ in range(REPLAYED)}):
            await self.get(f"/table/{table_id}/replay/board/?at={at}")
        self.counts["replays"] += 1


def finished_keys(stack: Stack, table_ids: list[int]) -> int:
    """Redis keys of this stack's namespace that name one of these (finished) tables."""
    client = redis.Redis.from_url(stack.redis_url)
    prefix, ended = stack.env["TABLETOP_REDIS_NAMESPACE"], {str(t) for t in table_ids}
    found = 0
    for key in client.scan_iter(match=f"{prefix}:*", count=1000):
        parts = key.decode().split(":")
        found += len(parts) > 2 and parts[2] in ended
    return found


async def run(stack: Stack, games: tuple[str, ...], tables: int, minutes: float, warmup: float) -> list[dict]:
    load = Load(stack, games, tables)
    tasks = [asyncio.create_task(load.keep(game, person)) for game in games for person in (False, True)
             for _ in range(tables)]
    started, samples = time.monotonic(), []
    from tabletop.models import Move

    moves_before = await asyncio.to_thread(Move.objects.count)
    for minute in range(1, int(warmup + minutes) + 1):
        readings = []  # the minute's level: a board more or less in Redis is no trend
        while (left := started + 60 * minute - time.monotonic()) > 0:
            await asyncio.sleep(min(READING, left))
            readings.append((rss_mib(stack.web[0].pid), redis_mib(stack)))
        moves = await asyncio.to_thread(Move.objects.count)
        sample = {"minute": minute, "web": sum(r[0] for r in readings) / len(readings),
                  "redis": sum(r[1] for r in readings) / len(readings), "web max": max(r[0] for r in readings),
                  "redis max": max(r[1] for r in readings), "moves": moves - moves_before}
        moves_before = moves
        samples.append(sample)
        print(f"{minute:>4} {'warm-up' if minute <= warmup else '':8} web {sample['web']:7.1f} "
              f"({sample['web max']:6.1f}) MiB  Redis {sample['redis']:6.1f} ({sample['redis max']:5.1f}) MiB  "
              f"{sample['moves']:5} moves  " + ", ".join(f"{k} {v}" for k, v in load.counts.items()), flush=True)
    load.running = False
    for task in tasks:
        task.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    failed = [r for r in results if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError)]
    if failed:
        raise failed[0]
    await asyncio.sleep(10)  # the sockets' last watched audiences left to expire
    ended = [table_id for table_id, when in load.ended if when < time.monotonic() - FINISHED_LONG_AGO]
    samples[-1]["finished keys"] = await asyncio.to_thread(finished_keys, stack, ended)
    samples[-1]["finished tables"] = len(ended)
    return samples


def verdict(samples: list[dict], warmup: int, what: str) -> tuple[bool, str]:
    level = samples[warmup - 1][what]
    after = [s[what] for s in samples[warmup:]]
    low, high = min(after), max(after)
    flat = level * (1 - TOLERANCE) <= low and high <= level * (1 + TOLERANCE)
    return flat, (f"{what}: {level:.1f} MiB at the end of the warm-up, then {low:.1f}-{high:.1f} MiB "
                  f"({(high / level - 1) * 100:+.1f}% at most), last {after[-1]:.1f} MiB: "
                  f"{'within' if flat else 'NOT within'} {TOLERANCE:.0%}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30, help="minutes measured after the warm-up")
    parser.add_argument("--warmup", type=int, default=5, help="minutes before the level is taken")
    parser.add_argument("--tables", type=int, default=1,
                        help="tables of each game played by bots, and as many with a person")
    tables_arguments(parser, GAMES)
    args = parser.parse_args(argv or [])
    stack, games = tables_stack(args)
    print(f"{args.tables} bot-only and {args.tables} person-and-bots tables of each of {', '.join(games)}; "
          f"{args.workers} workers, one Daphne; {args.warmup} min warm-up, then {args.minutes:.0f} min; "
          f"garbage collector {args.gc}", flush=True)
    print(f"{'min':>4} {'':8} web RSS and Redis used_memory, the minute's mean (highest), moves committed that "
          "minute, what was done so far", flush=True)
    try:
        samples = asyncio.run(run(stack, games, args.tables, args.minutes, args.warmup))
    finally:
        stack.close()
    if len(samples) <= args.warmup:
        print("the run ended before the warm-up did")
        return
    results = [verdict(samples, args.warmup, "web"), verdict(samples, args.warmup, "redis")]
    for _flat, line in results:
        print(line)
    last = samples[-1]
    print(f"Redis keys of the {last['finished tables']} tables finished over {FINISHED_LONG_AGO} s before the end: "
          f"{last['finished keys']}")
    print(f"memory {'flat' if all(flat for flat, _line in results) else 'NOT flat'}: web and Redis "
          f"{'both ' if all(flat for flat, _line in results) else ''}within {TOLERANCE:.0%} after the warm-up")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
