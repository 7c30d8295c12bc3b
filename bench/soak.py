"""Soak: many bot-only tables played while bot workers are killed and Redis is restarted.

The real stack on loopback (one Daphne with DEBUG off, bot workers, a Redis this benchmark
starts so it can restart it, SQLite). N bot-only tables of each game (Twilight Struggle and
Euphoria) start at once; some are watched by a spectator socket. Every 10 s one worker is
SIGKILLed (round robin) and a new one started; half-way Redis is stopped for 2 s and started
again, empty (queued jobs, rendered views and watched audiences are gone). After M minutes the
run stops and every table is checked:

- lost moves: versions missing between a table's first and last move, and bot turns never
  played: after the M minutes the kills stop and every table waiting on a bot gets up to
  DRAIN seconds to move again (with hundreds of tables on two cores a table may wait in the
  queue for many seconds; a turn that never comes is lost);
- doubled moves: tables whose stored state differs from replaying their moves once each from
  the seed (a move applied twice, or one lost), and repeated versions;
- longest stall: the longest wait for a next move on an active table (kills and the outage
  included), also counting the wait since the last move for tables still running.

    python -m bench.soak --tables N --minutes M [--workers 2] [--watch 20]

The last line reads `N tables, 0 lost, 0 doubled, longest stall S s`.
"""
from __future__ import annotations

import argparse
import asyncio
import time

from bench.support.stack import Stack, rss_mib
from bench.support.tables import bot_table, watch

GAMES = ("twilight-struggle", "euphoria")
KILL_EVERY = 10.0
DRAIN = 120.0  # seconds the tables waiting on a bot at the end get to move again


def still_waiting(table_ids: list[int], since: float) -> list[int]:
    """Tables waiting on a bot that have not moved since `since`."""
    from django.db.models import Max

    from tabletop.models import Table

    waiting = Table.objects.filter(pk__in=table_ids, status="active", bot_turn=True).annotate(last=Max("moves__created"))
    return [t.pk for t in waiting if t.last is None or t.last.timestamp() < since]


def check(table_ids: list[int], now: float, stuck: list[int]) -> dict:
    """Lost and doubled moves and stalls of these tables, from the database."""
    from tabletop import services
    from tabletop.models import Move, Table

    found = {"finished": 0, "moves": 0, "lost": 0, "doubled": 0, "stall": 0.0, "stuck": len(stuck)}
    for table in Table.objects.filter(pk__in=table_ids):
        rows = list(Move.objects.filter(table=table).order_by("version").values_list("version", "seat", "option", "created"))
        versions = [r[0] for r in rows]
        found["moves"] += len(rows)
        found["finished"] += table.status == "finished"
        if versions:
            found["lost"] += (versions[-1] - versions[0] + 1) - len(set(versions))
            found["doubled"] += len(versions) - len(set(versions))
            found["lost"] += table.version - versions[-1]  # a version bumped with no move stored
        times = [r[3].timestamp() for r in rows]
        gaps = [b - a for a, b in zip(times, times[1:])]
        if table.status == "active" and times and table.pk in stuck:
            gaps.append(now - times[-1])
        found["stall"] = max([found["stall"], *gaps])
        if services.replay(table) != table.state:  # from the seed and the moves not taken back
            found["doubled"] += 1
    found["lost"] += found["stuck"]
    return found


async def soak(stack: Stack, tables: int, minutes: float, watched: int) -> tuple[dict, dict]:
    ids = [await asyncio.to_thread(bot_table, game) for _ in range(tables) for game in GAMES]
    watchers = [await watch(stack.ws, stack.http, t) for t in ids[:watched]]
    memory = {"web start": rss_mib(stack.web[0].pid), "worker start": rss_mib(stack.workers[0].pid)}
    started = time.monotonic()
    end = started + minutes * 60
    kills, next_kill, redis_restarted = 0, started + KILL_EVERY, False
    while time.monotonic() < end:
        await asyncio.sleep(0.5)
        now = time.monotonic()
        if now >= next_kill:
            await asyncio.to_thread(stack.kill_worker, kills % len(stack.workers))
            kills += 1
            next_kill = now + KILL_EVERY
        if not redis_restarted and now >= started + minutes * 30:
            await asyncio.to_thread(stack.restart_redis, 2.0)
            redis_restarted = True
    memory["web end"] = rss_mib(stack.web[0].pid)
    memory["worker end"] = max(rss_mib(w.pid) for w in stack.workers)
    ended = time.time()
    waiting = await asyncio.to_thread(still_waiting, ids, ended)
    while waiting and time.time() < ended + DRAIN:  # no more kills: does every waiting turn come?
        await asyncio.sleep(2)
        waiting = await asyncio.to_thread(still_waiting, waiting, ended)
    for watcher in watchers:
        await watcher.close()
    checked_at = time.time()
    await asyncio.to_thread(stack.stop_workers)
    found = await asyncio.to_thread(check, ids, checked_at, waiting)
    found.update(kills=kills, redis_restarted=redis_restarted, seconds=time.monotonic() - started,
                 watched_closed=sum(w.closed for w in watchers))
    return found, memory


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20, help="bot-only tables of each game")
    parser.add_argument("--minutes", type=float, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--watch", type=int, default=20, help="tables watched by a spectator socket")
    args = parser.parse_args(argv or [])
    stack = Stack(workers=args.workers, extra_games="")
    stack.django_setup()
    try:
        found, memory = asyncio.run(soak(stack, args.tables, args.minutes, args.watch))
    finally:
        stack.close()
    total = args.tables * len(GAMES)
    print(f"soak: {args.tables} bot-only tables of each of {', '.join(GAMES)} for {found['seconds'] / 60:.1f} min, "
          f"{args.workers} workers; {found['kills']} worker kills (SIGKILL, every {KILL_EVERY:.0f} s), Redis restarted "
          f"{'once' if found['redis_restarted'] else 'never'}; {args.watch} tables watched")
    print(f"  tables finished {found['finished']} of {total}; moves {found['moves']} "
          f"({found['moves'] / found['seconds']:.1f}/s)")
    print(f"  lost moves {found['lost']} (of which bot turns not played within {DRAIN:.0f} s after the run: "
          f"{found['stuck']}); "
          f"doubled moves {found['doubled']}")
    print("  memory MiB: " + ", ".join(f"{k} {v:.0f}" for k, v in memory.items()))
    print(f"{total} tables, {found['lost']} lost, {found['doubled']} doubled, longest stall {found['stall']:.1f} s")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
