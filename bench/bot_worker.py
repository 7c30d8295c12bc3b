"""Bot turns per second one worker sustains, its searches in a pool of 1 and of N processes.

    python -m bench.bot_worker [--tables 20] [--seconds 40] [--level easy] [--game twilight-struggle]

20 bot-only tables run at once on a real Redis and a SQLite file; one `manage.py botworker`
plays them all, first with TABLETOP_BOT_PROCESSES=1, then with N = the CPU count. A bot turn is
a stored Move; the searching ones (more than one option) are counted apart. Think time per
search is the level's (easy: 0.2 s), so N processes should approach N times the turns of one.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

from bench.support.stack import ROOT, Stack


def make_tables(stack: Stack, game: str, level: int, n: int) -> list[int]:
    code = ("import django, sys; django.setup()\n"
            "from games import registry; from tabletop import services\n"
            f"g = registry.get({game!r})\n"
            f"for k in range({n}):\n"
            f"    t = services.create_table({game!r}, seats=[{{'kind': 'bot', 'level': {level}}}] * g.min_seats, seed=k)\n"
            "    services.start_table(t.pk, None)\n")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=stack.env, check=True)
    return list(range(n))


def count(stack: Stack) -> tuple[int, int]:
    code = ("import django; django.setup()\n"
            "from tabletop.models import Move\n"
            "bot = Move.objects.filter(by_bot=True)\n"
            "print(bot.count(), bot.filter(note__isnull=False).count())\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=stack.env, check=True,
                         capture_output=True, text=True).stdout.split()
    return int(out[0]), int(out[1])


def measure(stack: Stack, processes: int, seconds: float, warmup: float) -> tuple[float, float]:
    env = {**stack.env, "TABLETOP_BOT_PROCESSES": str(processes)}
    log = open(ROOT / ".run" / f"bench-bot-worker-{processes}.log", "w")
    worker = subprocess.Popen([sys.executable, "manage.py", "botworker"], cwd=ROOT, env=env,
                              stdout=log, stderr=subprocess.STDOUT)
    try:
        time.sleep(warmup)  # the pool's processes start and import the games
        turns0, searched0 = count(stack)
        start = time.perf_counter()
        time.sleep(seconds)
        turns1, searched1 = count(stack)
        elapsed = time.perf_counter() - start
    finally:
        worker.terminate()
        worker.wait(timeout=30)
    return (turns1 - turns0) / elapsed, (searched1 - searched0) / elapsed


def main(argv: list[str] | None = None) -> None:
    from bots.levels import BY_NAME

    parser = argparse.ArgumentParser(prog="python -m bench.bot_worker", description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument("--warmup", type=float, default=8)
    parser.add_argument("--level", default="easy", choices=sorted(BY_NAME))
    parser.add_argument("--game", default="twilight-struggle")
    args = parser.parse_args(argv or [])
    n = os.cpu_count() or 1
    print(f"{args.tables} bot-only {args.game} tables at level {args.level}, one worker, "
          f"{args.seconds:.0f} s per pool size, {n} CPUs", flush=True)
    for processes in sorted({1, n}):
        stack = Stack()
        try:
            make_tables(stack, args.game, BY_NAME[args.level], args.tables)
            turns, searched = measure(stack, processes, args.seconds, args.warmup)
        finally:
            stack.close()
        print(f"  pool of {processes}: {turns:.2f} bot turns/s ({searched:.2f} searched decisions/s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
