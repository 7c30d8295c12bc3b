"""Tapestry engine speed: random full games per second and decisions per game, for 2 and 4
players (uniformly random choices, default options, the components implemented so far; solo
games against the Automa and the Shadow Empire are not implemented yet).

    python -m bench.tapestry [games per player count]
"""
from __future__ import annotations

import random
import sys
import time

from games.playout import random_play
from games.tapestry.testing import game, implemented_only


def random_game(n: int, seed: int) -> int:
    """Plays one game to its end; returns the number of decisions."""
    g = game()
    state = implemented_only(g.setup([{"kind": "bot"}] * n, {}, seed))
    return sum(1 for _decision in random_play(g, state, random.Random(seed)))


def main(games: int = 20) -> None:
    for n in (2, 4):
        start, cpu = time.perf_counter(), time.process_time()
        moves = sum(random_game(n, seed) for seed in range(games))
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"{n} players: {games} random full games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
              f"({games / cpu:.2f} games/s of CPU time), {moves / games:.0f} decisions per game, "
              f"{moves / cpu:.0f} decisions per CPU second", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
