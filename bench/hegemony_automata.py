"""Hegemony with the Crisis & Control automata: full games per second with every seat an
automaton (simple and advanced mode; at 4 players the State, which has none, a random bot),
against the same games with random bots, at 2, 3 and 4 players, with decisions per game.

    python -m bench.hegemony_automata [games per line]
"""
from __future__ import annotations

import random
import sys
import time

from games import registry


def game_with(n: int, kind: str, mode: str, seed: int) -> int:
    """Plays one game to its end (automata by their rules, bots at random); returns the decisions."""
    game = registry.get("hegemony")
    seats = [{"kind": "bot" if role == "state" else kind} for role in game.roles(n, {})]
    state = game.setup(seats, {"automa_mode": mode}, seed)
    rng, made = random.Random(seed), 0
    while game.result(state) is None:
        seat = rng.choice(game.to_act(state))
        option = game.automaton_choice(state, seat) if seats[seat]["kind"] == "automaton" else \
            rng.choice(game.prompt(state, seat).options).id
        state, _events = game.apply(state, seat, option)
        made += 1
    return made


def main(games: int = 10) -> None:
    game = registry.get("hegemony")
    for n in range(game.min_seats, game.max_seats + 1):
        for kind, mode in (("bot", "simple"), ("automaton", "simple"), ("automaton", "advanced")):
            start, cpu = time.perf_counter(), time.process_time()
            moves = sum(game_with(n, kind, mode, seed) for seed in range(games))
            elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
            who = "random bots" if kind == "bot" else f"automata ({mode})"
            if kind == "automaton" and "state" in game.roles(n, {}):
                who += " and a random-bot State"
            print(f"{n} players, {who}: {games} games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
                  f"({games / cpu:.2f} games/s of CPU time), {moves / games:.0f} decisions per game", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
