"""Tapestry engine speed: random full games per second and decisions per game, solo (a random
player against the Automa and the Shadow Empire, default level) and 4 players (uniformly random
choices, default options).

    python -m bench.tapestry [games per setting]
"""
from __future__ import annotations

import random
import sys
import time

from games.tapestry.testing import game

SETTINGS = {"solo": ["bot", "automaton", "automaton"], "4 players": ["bot"] * 4}


def random_game(kinds: list[str], seed: int) -> int:
    """Plays one game to its end; returns the number of decisions (the automata's included)."""
    g, rng = game(), random.Random(seed)
    state = g.setup([{"kind": k} for k in kinds], {}, seed)
    decisions = 0
    while g.result(state) is None:
        seat = rng.choice(g.to_act(state))
        if kinds[seat] == "automaton":
            option = g.automaton_choice(state, seat)
        else:
            option = rng.choice(g.prompt(state, seat).options).id
        state, _events = g.apply(state, seat, option)
        decisions += 1
    return decisions


def main(games: int = 20) -> None:
    for label, kinds in SETTINGS.items():
        start, cpu = time.perf_counter(), time.process_time()
        moves = sum(random_game(kinds, seed) for seed in range(games))
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"{label}: {games} random full games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
              f"({games / cpu:.2f} games/s of CPU time), {moves / games:.0f} decisions per game, "
              f"{moves / cpu:.0f} decisions per CPU second", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
