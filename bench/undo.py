"""What undo costs: `Game.undoable`, judged for every move a person makes (services.play), and
the replay from the seed that rebuilds the earlier position (services.undo), late in a game.

    python -m bench.undo [games]
"""
from __future__ import annotations

import random
import sys
import time

import games.euphoria  # noqa: F401  (registers the games)
import games.twilight_struggle  # noqa: F401
from games import registry
from games.playout import random_play

CASES = (("twilight-struggle", 2, 600), ("euphoria", 3, 600), ("euphoria", 6, 600))


def judge(game_id: str, seats: int, moves: int, games: int) -> tuple[float, float, int, int]:
    """Mean and worst milliseconds of one undoable check, how many moves were undoable, of how many."""
    game = registry.get(game_id)
    times, undoable = [], 0
    for seed in range(games):
        state = game.setup([{"kind": "bot"}] * seats, {}, seed)
        for d in random_play(game, state, random.Random(seed), moves):
            start = time.perf_counter()
            undoable += game.undoable(d.before, d.after, d.events, d.seat)
            times.append(time.perf_counter() - start)
    return 1000 * sum(times) / len(times), 1000 * max(times), undoable, len(times)


def rebuild(game_id: str, seats: int, moves: int) -> tuple[int, float]:
    """Seconds to replay, from its seed as an undo does, the longest of a few random games (up
    to `moves` choices): random Twilight Struggle often ends early at DEFCON 1."""
    game = registry.get(game_id)
    seed, chosen = max(((seed, [(d.seat, d.option) for d in random_play(
        game, game.setup([{"kind": "bot"}] * seats, {}, seed), random.Random(seed), moves)])
        for seed in range(10)), key=lambda pair: len(pair[1]))
    start = time.perf_counter()
    state = game.setup([{"kind": "bot"}] * seats, {}, seed)
    for seat, option in chosen:
        state, _events = game.apply(state, seat, option)
    return len(chosen), time.perf_counter() - start


def main(games: int = 2) -> None:
    for game_id, seats, moves in CASES:
        mean, worst, undoable, total = judge(game_id, seats, moves, games)
        print(f"{game_id} ({seats} seats): undoable check {mean:.1f} ms mean, {worst:.1f} ms worst; "
              f"{undoable} of {total} random moves undoable")
    for game_id, seats, moves in (("twilight-struggle", 2, 5000), ("euphoria", 3, 5000)):
        made, seconds = rebuild(game_id, seats, moves)
        print(f"{game_id}: rebuilding a position {made} moves in takes {seconds * 1000:.0f} ms")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
