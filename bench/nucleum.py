"""Nucleum engine speed and game shape under uniformly random play (default options, the
provisional components): games per second, decisions and turns per game, how often each end
condition was met and which main actions were carried out, for 1-4 players. Random players are
no model of real ones: the shape figures say what the engine allows, not how people play.

    python -m bench.nucleum [games per player count] [parliament]
"""
from __future__ import annotations

import random
import sys
import time
from collections import Counter

from games.nucleum.testing import GAME
from games.playout import random_play


def random_game(n: int, seed: int, options: dict | None = None) -> tuple[int, int, dict]:
    """Plays one game to its end: (decisions, turns, the final state)."""
    decisions = turns = 0
    state = GAME.setup([{"kind": "bot"}] * n, options or {}, seed)
    for decision in random_play(GAME, state, random.Random(seed)):
        decisions += 1
        turns += decision.prompt.id == "nucleum.turn"
        state = decision.after
    return decisions, turns, state


def main(games: int = 10, expansion: str = "none") -> None:
    for n in (1, 2, 3, 4):
        start, cpu = time.perf_counter(), time.process_time()
        moves = turns = 0
        ends, acts = Counter(), Counter()
        for seed in range(games):
            d, t, final = random_game(n, seed, {"expansion": expansion})
            moves, turns = moves + d, turns + t
            ends.update(m["condition"] for m in final["board"]["end_markers"])
            acts.update(e["action"] for e in final["log"] if e["kind"] == "action")
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"{n} players: {games} random full games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
              f"({games / cpu:.2f} games/s of CPU time), {moves / games:.0f} decisions and "
              f"{turns / games / n:.0f} turns per player per game", flush=True)
        print("  end conditions met: " + ", ".join(f"{k} {v / games:.0%}" for k, v in sorted(ends.items())))
        total = sum(acts.values()) or 1
        print("  main actions carried out: " + ", ".join(f"{k} {v / total:.0%}" for k, v in sorted(acts.items())))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10, sys.argv[2] if len(sys.argv) > 2 else "none")
