"""How many active tables and bot moves per second this machine holds.

The real stack on loopback (one Daphne with DEBUG off, bot workers, Redis, SQLite). For each
step, N bot-only tables play at once, the games taking turns (by default every game: Twilight
Struggle, Euphoria, Tapestry and Hegemony; a finished table is replaced by one of its game),
each watched by one spectator socket. Over the window: moves per second
committed, and move-to-watcher latency (Move.created to the board's arrival) p50/p99. The
highest step whose p99 stays under 100 ms is what the machine holds. Memory per active table:
the web process's resident memory growth over the idle process, divided by the tables watched;
and Redis's (`used_memory`, the boards and deltas kept for sockets that catch up) likewise.

    python -m bench.capacity [--tables 10,20,40,80] [--seconds 30] [--workers 2] [--games g1,g2]
                             [--gc tuned|default]
"""
from __future__ import annotations

import argparse
import asyncio
import time

import redis

from bench.support.stack import Stack, rss_mib, tables_arguments, tables_stack
from bench.support.tables import bot_table, commit_times, percentile, watch

GAMES = ("twilight-struggle", "euphoria", "tapestry", "hegemony")


async def step(stack: Stack, tables: int, seconds: float, games: tuple[str, ...] = GAMES) -> dict:
    from tabletop.models import Move, Table

    ids = [await asyncio.to_thread(bot_table, games[i % len(games)]) for i in range(tables)]
    watchers = {t: await watch(stack.ws, stack.http, t) for t in ids}
    await asyncio.sleep(min(5.0, seconds / 4))  # settle: first renders, connections
    started = time.time()
    first = await asyncio.to_thread(lambda: Move.objects.count())
    while time.time() - started < seconds:
        await asyncio.sleep(1)
        finished = await asyncio.to_thread(
            lambda: list(Table.objects.filter(pk__in=list(watchers), status="finished").values_list("pk", "game")))
        for table_id, game in finished:  # keep N tables active
            await watchers.pop(table_id).close()
            new = await asyncio.to_thread(bot_table, game)
            watchers[new] = await watch(stack.ws, stack.http, new)
    ended = time.time()
    moves = await asyncio.to_thread(lambda: Move.objects.count()) - first
    memory = rss_mib(stack.web[0].pid)
    redis_memory = redis_mib(stack)
    latencies = []
    for table_id, watcher in watchers.items():
        commits = await asyncio.to_thread(commit_times, table_id)
        latencies += [watcher.arrivals[v] - at for v, at in commits.items()
                      if started <= at <= ended - 1 and v in watcher.arrivals]
    for watcher in watchers.values():
        await watcher.close()
    await asyncio.to_thread(lambda: Table.objects.filter(status="active").update(status="finished", bot_turn=False))
    return {"tables": tables, "moves_per_s": moves / (ended - started), "p50": percentile(latencies, .5),
            "p99": percentile(latencies, .99), "web_mib": memory, "redis_mib": redis_memory,
            "samples": len(latencies)}


def redis_mib(stack: Stack) -> float:
    return redis.Redis.from_url(stack.redis_url).info("memory")["used_memory"] / 2**20


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="10,20,40,80")
    parser.add_argument("--seconds", type=float, default=30)
    tables_arguments(parser, GAMES)
    args = parser.parse_args(argv or [])
    stack, games = tables_stack(args)
    idle, redis_idle = rss_mib(stack.web[0].pid), redis_mib(stack)
    rows = []
    try:
        for n in (int(x) for x in args.tables.split(",")):
            rows.append(asyncio.run(step(stack, n, args.seconds, games)))
            print(f"{n} tables: done", flush=True)
    finally:
        stack.close()
    print(f"bot-only tables ({', '.join(games)}, in turn), {args.workers} workers, one Daphne, "
          f"one spectator each; {args.seconds:.0f} s per step; garbage collector {args.gc}")
    print(f"{'tables':>6} {'moves/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'web MiB':>8} {'MiB/table':>9} "
          f"{'Redis MiB':>9} {'MiB/table':>9}")
    held = None
    for r in rows:
        per_table = (r["web_mib"] - idle) / r["tables"]
        print(f"{r['tables']:>6} {r['moves_per_s']:8.1f} {r['p50'] * 1000:8.1f} {r['p99'] * 1000:8.1f} "
              f"{r['web_mib']:8.1f} {per_table:9.2f} {r['redis_mib']:9.1f} "
              f"{(r['redis_mib'] - redis_idle) / r['tables']:9.2f}")
        if r["p99"] < 0.1:
            held = r
    if held:
        print(f"held with p99 under 100 ms: {held['tables']} active tables, {held['moves_per_s']:.1f} moves/s")
    else:
        print("no step kept p99 under 100 ms")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
