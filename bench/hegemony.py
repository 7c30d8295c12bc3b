"""Hegemony engine speed: random full games per second at 2, 3 and 4 players (uniformly random
choices among the prompt's options), with decisions per game and per CPU second.

    python -m bench.hegemony [games per player count]
"""
from __future__ import annotations

import random
import sys
import time

from games import registry
from games.playout import random_play


def random_game(n: int, seed: int) -> int:
    """Plays one game to its end; returns the number of decisions."""
    game = registry.get("hegemony")
    state = game.setup([{"kind": "bot"}] * n, {}, seed)
    return sum(1 for _decision in random_play(game, state, random.Random(seed)))


def main(games: int = 20) -> None:
    game = registry.get("hegemony")
    for n in range(game.min_seats, game.max_seats + 1):
        start, cpu = time.perf_counter(), time.process_time()
        moves = sum(random_game(n, seed) for seed in range(games))
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"{n} players: {games} random full games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
              f"({games / cpu:.2f} games/s of CPU time), {moves / games:.0f} decisions per game, "
              f"{moves / cpu:.0f} decisions per CPU second", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
