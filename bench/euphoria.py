"""Euphoria engine speed: random full games per second for 2, 4 and 6 players (uniformly random
choices among the prompt's options, default options), with decisions per game and per second.
Figures per CPU second are given too: on a shared machine they are the steadier ones.

    python -m bench.euphoria [games per player count]
"""
from __future__ import annotations

import random
import sys
import time

from games.euphoria.testing import game
from games.playout import random_play


def random_game(n: int, seed: int) -> int:
    """Plays one game to its end; returns the number of decisions."""
    g = game()
    return sum(1 for _decision in random_play(g, g.setup([{"kind": "bot"}] * n, {}, seed), random.Random(seed)))


def main(games: int = 10) -> None:
    for n in (2, 4, 6):
        start, cpu = time.perf_counter(), time.process_time()
        moves = sum(random_game(n, seed) for seed in range(games))
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"{n} players: {games} random full games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
              f"({games / cpu:.2f} games/s of CPU time), {moves / games:.0f} decisions per game, "
              f"{moves / cpu:.0f} decisions per CPU second", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
