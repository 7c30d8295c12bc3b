"""Move-to-screen latency and server CPU per move for W watchers, beside a bare Channels echo
fan-out on the same stack and, when node is present, the boardgame.io anchor in the same window.

On loopback with the real stack (Daphne with DEBUG off + Redis + SQLite): two players play over
the table page's websocket (the browser's path), W spectators watch it. Measured per move: from
the move sent to the last of the W watchers and both players holding the new board; and the
CPU (user + system) the Daphne process spent over the timed moves, divided by their number
(independent of the client). Games: the tiny test game (add 1 each turn, a random legal option)
and Twilight Struggle from its turn TURN on (`--ts-turn`, default 6: the state and the log a game
has by its middle), each choice by the search bot's playout policy, as random choices end a game
by DEFCON within a few moves. Yardsticks: one socket sends a text that a bare echo
consumer group_sends through the same channel layer to W + 2 sockets (no database, no render);
the same text sent on by a bare ASGI app in the same Daphne (no Channels, no Redis): the
floor Daphne itself sets, which no work on Tabletop's side can go below; and the relay, a
Channels consumer that takes the text, makes one trip to the database thread touching nothing
and sends it to every socket in this process: a move's path through Channels with none of
Tabletop's work (no read, no write, no render, no Redis); and the durable relay, whose trip
makes the writes and commit every move makes (tabletop.rows, a tiny game's move): what a move
that is never lost costs on this stack before any read, rule, render or Redis.

    python -m bench.ws_fanout [--watchers 1,10,50] [--samples 200] [--ts-samples 100] [--ts-turn 6]
                              [--anchor DIR] [--anchor-moves 300] [--server daphne|uvicorn|granian]
                              [--gc tuned|default]

`--server` serves the same ASGI app with another server (uvicorn on uvloop and httptools, or
granian; `pip install -e '.[bench]'`): whether the floors under a move move with the server.

The anchor: DIR (or $TABLETOP_ANCHOR; default ../shared/anchors/boardgame-io beside the
repository) holds boardgame.io's measurement scripts; their npm dependencies are installed
under $ANCHOR_DIR as its README says. Without node or those, the anchor is skipped.
"""
from __future__ import annotations

import argparse
import asyncio
import html
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import websockets

from bench.support.stack import ROOT, SERVERS, Stack, free_port, gc_argument, wait_port
from bench.support.tables import play_into
from tabletop import pieces

BOARD_VERSION = re.compile(r'id="board"[^>]*data-version="(\d+)"')
OPTION = re.compile(r'name="seat" value="(\d+)">.*?data-option="([^"]+)"')


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


# --------------------------------------------------------------------------- tables (in this process)


def session_cookie(player) -> str:
    from django.contrib.sessions.backends.db import SessionStore

    from tabletop.players import SESSION_KEY

    session = SessionStore()
    session[SESSION_KEY] = player.pk
    session.save()
    return f"sessionid={session.session_key}"


def two_player_table(game: str, options: dict | None = None, turn: int = 0) -> tuple[int, list[str]]:
    """A started table of `game` with two human seats, played into `turn` where the game has
    turns (bench.support.tables.play_into); returns its id and the players' cookies."""
    from tabletop import services
    from tabletop.models import Player

    ann, bob = Player.objects.create(name="Ann"), Player.objects.create(name="Bob")
    table = services.create_table(game, seats=[{"kind": "open"}, {"kind": "open"}], options=options, host=ann)
    services.join_seat(table.pk, 0, ann)
    services.join_seat(table.pk, 1, bob)
    services.start_table(table.pk, ann)
    if turn:
        play_into(table.pk, [ann, bob], turn)
    return table.pk, [session_cookie(ann), session_cookie(bob)]


def policy_choice(table_id: int, rng: random.Random) -> tuple[int, str] | None:
    """(seat, option) the search bot's playout policy picks at the table's current state."""
    from bots.knowledge import knowledge_for
    from games import registry
    from tabletop.models import Table

    table = Table.objects.get(pk=table_id)
    game = registry.get(table.game)
    if game.result(table.state) is not None:
        return None
    seat = game.to_act(table.state)[0]
    prompt = game.prompt(table.state, seat)
    return seat, knowledge_for(table.game).playout_choice(game, table.state, seat, prompt, rng)


# --------------------------------------------------------------------------- sockets


class Board:
    """One page socket: the newest board it holds (a player's, a delta applied as the page does;
    a watcher's only its version: this client serves fifty of them), an event per version
    reached, and the bytes it was sent."""

    def __init__(self, socket, keep: bool = True):
        self.socket, self.version, self.html, self.bytes, self.keep = socket, -1, "", 0, keep
        self.reached: dict[int, asyncio.Event] = {}
        self.task = asyncio.create_task(self._listen())

    def at(self, version: int) -> asyncio.Event:
        event = self.reached.setdefault(version, asyncio.Event())
        if self.version >= version:
            event.set()
        return event

    async def _listen(self) -> None:
        try:
            async for message in self.socket:
                self.bytes += len(message.encode())
                found = BOARD_VERSION.search(message)
                if found and int(found.group(1)) > self.version:
                    if not self.keep:
                        message = ""
                    elif message.startswith("<!--delta:"):
                        message = pieces.apply(self.html, message)
                    self.version, self.html = int(found.group(1)), message
                    for version, event in self.reached.items():
                        if version <= self.version:
                            event.set()
        except websockets.ConnectionClosed:
            pass

    def options(self) -> list[tuple[int, str]]:
        return [(int(seat), html.unescape(option)) for seat, option in OPTION.findall(self.html)]

    async def close(self) -> None:
        await self.socket.close()
        self.task.cancel()


async def open_board(stack: Stack, table_id: int, cookie: str | None = None, port: int | None = None,
                     keep: bool = True) -> Board:
    headers = {"Cookie": cookie} if cookie else {}
    socket = await websockets.connect(f"ws://127.0.0.1:{port or stack.port}/ws/table/{table_id}/",
                                      origin=stack.http, additional_headers=headers, max_size=None)
    board = Board(socket, keep)
    await socket.send(json.dumps({"action": "sync", "version": -1}))
    return board


async def play_table(stack: Stack, game: str, options: dict | None, watchers: int, moves: int,
                     rng: random.Random, turn: int = 0, meter=None) -> tuple[list[float], float, float, float]:
    """Play up to `moves` moves on a new table (from `turn` on, by the playout policy, if
    given); (timings, web CPU seconds or what `meter` counts over the moves, bytes the watchers
    were sent, bytes the players were sent)."""
    meter = meter or stack.web_cpu
    from tabletop.models import Table

    table_id, cookies = await asyncio.to_thread(two_player_table, game, options, turn)
    version = (await asyncio.to_thread(Table.objects.get, pk=table_id)).version
    crowd = [await open_board(stack, table_id, keep=False) for _ in range(watchers)]
    players = [await open_board(stack, table_id, cookie) for cookie in cookies]
    everyone = crowd + players
    await asyncio.wait_for(asyncio.gather(*(b.at(version).wait() for b in everyone)), timeout=30)
    await asyncio.sleep(0.05)
    timings = []
    cpu_before, sent_before = meter(), sum(b.bytes for b in crowd)
    played_before = sum(b.bytes for b in players)
    for _turn in range(moves):
        choices = [(p, seat, option) for p in players for seat, option in p.options()]
        if not choices:
            break  # the game ended
        mover, seat, option = rng.choice(choices)
        if turn:
            picked = await asyncio.to_thread(policy_choice, table_id, rng)
            if picked is None:
                break
            seat, option = picked
            mover = next(p for p, s, _o in choices if s == seat)
        done = [b.at(version + 1).wait() for b in everyone]
        started = time.perf_counter()
        await mover.socket.send(json.dumps({"action": "move", "seat": seat, "version": version, "option": option}))
        await asyncio.wait_for(asyncio.gather(*done), timeout=30)
        timings.append(time.perf_counter() - started)
        version += 1
    await asyncio.sleep(0.02)  # the last sends' kernel work
    cpu, sent = meter() - cpu_before, sum(b.bytes for b in crowd) - sent_before
    played = sum(b.bytes for b in players) - played_before
    for board in everyone:
        await board.close()
    return timings, cpu, sent, played


async def moves(stack: Stack, game: str, options: dict | None, watchers: int, samples: int,
                per_table: int, turn: int = 0) -> tuple[list[float], float, float, float]:
    """(timings, CPU ms per move, KiB a watcher and KiB a player is sent per move) over `samples` moves, after
    one warm-up table."""
    rng = random.Random(7)
    await play_table(stack, game, options, watchers, min(per_table, 10), rng)
    timings, cpu, sent, played = [], 0.0, 0.0, 0.0
    while len(timings) < samples:
        t, c, b, p = await play_table(stack, game, options, watchers, min(per_table, samples - len(timings)), rng,
                                   turn)
        timings += t
        cpu += c
        sent += b
        played += p
    return (timings, cpu / len(timings) * 1000, sent / watchers / len(timings) / 1024,
            played / 2 / len(timings) / 1024)


async def echoes(stack: Stack, receivers: int, samples: int, warmup: int = 20,
                 path: str = "/ws/bench/echo/", meter=None) -> tuple[list[float], float]:
    """(timings, web CPU ms, or what `meter` counts, per message) of a yardstick's messages."""
    meter = meter or stack.web_cpu
    sockets = [await websockets.connect(f"{stack.ws}{path}") for _ in range(receivers)]
    sender = await websockets.connect(f"{stack.ws}{path}")
    received: dict[int, int] = {}
    done: dict[int, asyncio.Event] = {}

    async def listen(socket):
        try:
            async for message in socket:
                n = int(message)
                received[n] = received.get(n, 0) + 1
                if received[n] == receivers:
                    done.setdefault(n, asyncio.Event()).set()
        except websockets.ConnectionClosed:
            pass

    async def drain(socket):
        try:
            async for _m in socket:
                pass
        except websockets.ConnectionClosed:
            pass

    tasks = [asyncio.create_task(listen(s)) for s in sockets] + [asyncio.create_task(drain(sender))]
    await asyncio.sleep(0.1)
    timings, cpu_before = [], 0.0
    for n in range(samples + warmup):
        if n == warmup:
            cpu_before = meter()
        event = done.setdefault(n, asyncio.Event())
        started = time.perf_counter()
        await sender.send(str(n))
        await asyncio.wait_for(event.wait(), timeout=30)
        if n >= warmup:
            timings.append(time.perf_counter() - started)
    await asyncio.sleep(0.02)
    cpu = meter() - cpu_before
    for s in [*sockets, sender]:
        await s.close()
    for t in tasks:
        t.cancel()
    return timings, cpu / samples * 1000


# --------------------------------------------------------------------------- the anchor


def anchor_dir(given: str | None) -> Path:
    return Path(given or os.environ.get("TABLETOP_ANCHOR") or ROOT.parent / "shared" / "anchors" / "boardgame-io")


def run_anchor(scripts: Path, watchers: list[int], moves_: int) -> dict[int, dict] | None:
    """boardgame.io's own measurement, run now on this machine: {W: its result}."""
    node = shutil.which("node")
    deps = Path(os.environ.get("ANCHOR_DIR", Path(tempfile.gettempdir()) / "anchor-bgio"))
    if not (node and (scripts / "client.js").exists() and (deps / "node_modules").exists()):
        print(f"(anchor skipped: needs node, {scripts}/client.js and {deps}/node_modules)")
        return None
    env = {**os.environ, "ANCHOR_DIR": str(deps), "NODE_ENV": "production"}
    port = free_port()
    server = subprocess.Popen([node, str(scripts / "server.js"), str(port)], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_port(port)
        time.sleep(0.5)
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            subprocess.run([node, str(scripts / "client.js"), "--port", str(port), "--w",
                            ",".join(map(str, watchers)), "--m", str(moves_), "--out", out.name],
                           env=env, check=True, stdout=subprocess.DEVNULL, timeout=1800)
            results = json.loads(Path(out.name).read_text())["results"]
    finally:
        server.terminate()
        server.wait(timeout=10)
    return {r["W"]: r for r in results}


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--watchers", default="1,10,50")
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--ts-samples", type=int, default=100)
    parser.add_argument("--ts-turn", type=int, default=6)
    parser.add_argument("--anchor", default=None)
    parser.add_argument("--anchor-moves", type=int, default=300)
    parser.add_argument("--server", default="daphne", choices=sorted(SERVERS))
    gc_argument(parser)
    args = parser.parse_args(argv or [])
    ws = [int(w) for w in args.watchers.split(",")]
    stack = Stack(server=args.server, gc=args.gc)
    stack.django_setup()
    rows = {}
    try:
        for w in ws:
            echo = asyncio.run(echoes(stack, w + 2, args.samples))
            bare = asyncio.run(echoes(stack, w + 2, args.samples, path="/ws/bench/bare/"))
            relay = asyncio.run(echoes(stack, w + 2, args.samples, path="/ws/bench/relay/"))
            durable = asyncio.run(echoes(stack, w + 2, args.samples, path="/ws/bench/durable/"))
            tiny = asyncio.run(moves(stack, "tiny", {"target": 20}, w, args.samples, per_table=35))
            ts = asyncio.run(moves(stack, "twilight-struggle", None, w, args.ts_samples, per_table=200,
                                   turn=args.ts_turn)) \
                if args.ts_samples else ([float("nan")], float("nan"), float("nan"), float("nan"))
            rows[w] = (bare, relay, durable, echo, tiny, ts)
            print(f"W={w}: done", flush=True)
    finally:
        stack.close()
    anchor = run_anchor(anchor_dir(args.anchor), ws, args.anchor_moves)
    print(f"\n{args.server} (DEBUG off, garbage collector {args.gc}) + Redis + SQLite on loopback; "
          f"{args.samples} tiny moves, "
          f"{args.ts_samples} Twilight Struggle moves from turn {args.ts_turn} per W; ms; CPU = web process user+system per move; "
          f"KiB = sent to a watcher / a player per move")
    head = f"{'W':>3} | {'bare p50/p99':>14} {'cpu':>5} | {'relay p50/p99':>13} {'cpu':>5} | " \
           f"{'durable p50/p99':>15} {'cpu':>5} | " \
           f"{'echo p50/p99':>13} {'cpu':>5} | " \
           f"{'tiny p50/p99':>13} {'cpu':>5} {'/echo':>5} | {'TS p50/p99':>13} {'cpu':>5} {'KiB':>11}"
    if anchor:
        head += f" | {'bgio p50/p99':>13} {'cpu':>5}"
    print(head)
    for w, ((bare, bare_cpu), (relay, relay_cpu), (durable, durable_cpu), (echo, echo_cpu), (tiny, tiny_cpu, *_kib), (ts, ts_cpu, ts_kib, ts_player_kib)) \
            in rows.items():
        (e50, e99), (m50, m99), (t50, t99) = percentiles(echo), percentiles(tiny), percentiles(ts)
        (b50, b99), (r50, r99), (d50, d99) = percentiles(bare), percentiles(relay), percentiles(durable)
        line = (f"{w:>3} | {b50 * 1000:7.2f}/{b99 * 1000:6.2f} {bare_cpu:5.2f} | "
                f"{r50 * 1000:6.2f}/{r99 * 1000:6.2f} {relay_cpu:5.2f} | "
                f"{d50 * 1000:8.2f}/{d99 * 1000:6.2f} {durable_cpu:5.2f} | "
                f"{e50 * 1000:6.2f}/{e99 * 1000:6.2f} {echo_cpu:5.2f} | {m50 * 1000:6.2f}/{m99 * 1000:6.2f} "
                f"{tiny_cpu:5.2f} {m50 / e50:5.2f} | {t50 * 1000:6.2f}/{t99 * 1000:6.2f} {ts_cpu:5.2f} {ts_kib:5.1f}/{ts_player_kib:5.1f}")
        if anchor and w in anchor:
            a = anchor[w]
            line += f" | {a['p50_ms']:6.2f}/{a['p99_ms']:6.2f} {a['server_cpu_ms_per_move']:5.2f}"
        print(line)


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
