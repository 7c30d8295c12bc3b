"""How long a bot takes to answer, as a watcher sees it: from the commit of a person's move to
the bot's move on the watcher's screen.

The real stack (Daphne with DEBUG off, one bot worker, Redis, SQLite) on loopback. Ann plays the
tiny game over the page socket against random-policy bots; a spectator's socket notes when each
board arrives. Measured: from Ann's move stored (Move.created) to the board of the bot's answer
arriving, for one bot (one decision), and for three bots in a row (a whole multi-decision bot
turn: three moves, each its own broadcast), with the gap between those boards.

    python -m bench.bot_latency [--samples 200]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import time

from bench.support.stack import Stack
from bench.support.tables import commit_times, percentile, watch
from bench.ws_fanout import open_board, session_cookie


def human_and_bots(bots: int) -> tuple[int, str]:
    from tabletop import services
    from tabletop.models import Player

    ann = Player.objects.create(name="Ann")
    table = services.create_table("tiny", seats=[{"kind": "human"}] + [{"kind": "bot"}] * bots,
                                  options={"target": 20}, host=ann)
    services.start_table(table.pk, ann)
    return table.pk, session_cookie(ann)


async def answers(stack: Stack, bots: int, samples: int) -> tuple[list[float], list[float]]:
    """(commit-to-last-bot-board seconds per bot turn, gaps between the turn's boards)."""
    turns, gaps = [], []
    while len(turns) < samples:
        table_id, cookie = await asyncio.to_thread(human_and_bots, bots)
        ann = await open_board(stack, table_id, cookie)
        watcher = await watch(stack.ws, stack.http, table_id)
        while len(turns) < samples:
            deadline = time.monotonic() + 10
            while not ann.options() and time.monotonic() < deadline and "Game over" not in ann.html:
                await asyncio.sleep(0.001)
            if not ann.options():
                break
            version = ann.version
            seat, option = ann.options()[0]
            await ann.socket.send(json.dumps({"action": "move", "seat": seat, "version": version,
                                              "option": "add:1"}))
            last = version + 1 + bots
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and not (last in watcher.arrivals or "Game over" in ann.html):
                await asyncio.sleep(0.001)
            if last not in watcher.arrivals:
                break  # a bot won in the middle of its turn
            commits = await asyncio.to_thread(commit_times, table_id, version)
            turns.append(watcher.arrivals[last] - commits[version + 1])
            seen = [watcher.arrivals.get(v) for v in range(version + 1, last + 1)]
            gaps += [b - a for a, b in zip(seen, seen[1:]) if a is not None and b is not None]
            while ann.version < last:
                await asyncio.sleep(0.001)
        await ann.close()
        await watcher.close()
    return turns, gaps


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args(argv or [])
    stack = Stack(workers=1)
    stack.django_setup()
    try:
        one, _ = asyncio.run(answers(stack, 1, args.samples))
        three, gaps = asyncio.run(answers(stack, 3, max(args.samples // 2, 10)))
    finally:
        stack.close()
    ms = lambda values, q: percentile(values, q) * 1000  # noqa: E731
    print(f"bot answer, random policy, commit to the watcher's board; {len(one)} and {len(three)} turns")
    print(f"  one decision             p50 {ms(one, .5):7.2f} ms   p99 {ms(one, .99):7.2f} ms   (target p50 <= 50 ms)")
    print(f"  three decisions in a row p50 {ms(three, .5):7.2f} ms   p99 {ms(three, .99):7.2f} ms")
    print(f"  gap between those boards p50 {ms(gaps, .5):7.2f} ms   p99 {ms(gaps, .99):7.2f} ms")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
