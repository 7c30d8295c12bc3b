"""Twilight Struggle engine speed: random full games per second, and the mean cost of `apply`
beside a JSON round trip of the same states.

    python -m bench.twilight_struggle [games]
"""
from __future__ import annotations

import random
import sys
import time

from games.engine import from_json, to_json
from games.twilight_struggle.testing import GAME


def random_game(seed: int) -> tuple[int, float, list]:
    """Plays one game with uniformly random choices; returns moves, seconds in apply, sampled states."""
    rng = random.Random(seed)
    state = GAME.setup([{}, {}], {"optional_cards": True}, seed)
    moves, in_apply, samples = 0, 0.0, []
    while GAME.result(state) is None:
        seat = rng.choice(GAME.to_act(state))
        option = rng.choice(GAME.prompt(state, seat).options).id
        start = time.perf_counter()
        state, _events = GAME.apply(state, seat, option)
        in_apply += time.perf_counter() - start
        moves += 1
        if moves % 25 == 0:
            samples.append((state, seat, option))
    return moves, in_apply, samples


def main(games: int = 100) -> None:
    start = time.perf_counter()
    moves = 0
    in_apply = 0.0
    samples = []
    for seed in range(games):
        m, a, s = random_game(seed)
        moves += m
        in_apply += a
        samples.extend(s[:4])
    elapsed = time.perf_counter() - start
    # JSON round trip of the state (the log excluded: the platform stores it separately)
    t = time.perf_counter()
    for state, _seat, _option in samples:
        from_json(to_json({k: v for k, v in state.items() if k != "log"}))
    json_us = (time.perf_counter() - t) / len(samples) * 1e6
    t = time.perf_counter()
    for state, _seat, _option in samples:
        from_json(to_json(state))
    json_log_us = (time.perf_counter() - t) / len(samples) * 1e6
    print(f"random full games: {games} in {elapsed:.2f} s = {games / elapsed:.1f} games/s "
          f"({moves / games:.0f} moves per game)")
    print(f"apply: {in_apply / moves * 1e6:.0f} us per call (mean over {moves} moves)")
    print(f"JSON round trip of the state: {json_us:.0f} us without the log, {json_log_us:.0f} us with it")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
