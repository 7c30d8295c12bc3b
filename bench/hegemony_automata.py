"""Hegemony with the Crisis & Control automata: full games per second with every seat an
automaton (simple and advanced mode; at 4 players the State, which has none, a random bot),
against the same games with random bots, at 2, 3 and 4 players, with decisions per game.

    python -m bench.hegemony_automata [games per line]
    python -m bench.hegemony_automata --soak N [first seed]

--soak plays N games with the three classes' automata in advanced mode and every Crisis &
Control module on, at 3 and 4 players in turn (the State a random bot), and reports each game
that fails to end (the seed and the error) with the games per second.
"""
from __future__ import annotations

import random
import sys
import time

from games import registry
from games.hegemony.opening import CRISIS_CARDS


MODULES = {"hidden_agendas": True, "crisis_plans": True, "alternative_events": True, CRISIS_CARDS: True}


def game_with(n: int, kind: str, mode: str, seed: int, options: dict | None = None) -> int:
    """Plays one game to its end (automata by their rules, bots at random); returns the decisions."""
    game = registry.get("hegemony")
    seats = [{"kind": "bot" if role == "state" else kind} for role in game.roles(n, {})]
    state = game.setup(seats, {"automa_mode": mode, **(options or {})}, seed)
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


def soak(games: int, seed0: int = 0) -> int:
    """`games` games of the three advanced automata with the modules on; returns the failures."""
    failures, moves = [], 0
    start, cpu = time.perf_counter(), time.process_time()
    for k in range(games):
        n, seed = 3 + k % 2, seed0 + k
        try:
            moves += game_with(n, "automaton", "advanced", seed, MODULES)
        except Exception as error:  # noqa: BLE001  (every failure is reported, the run goes on)
            failures.append((n, seed, f"{type(error).__name__}: {error}"))
            print(f"FAILED {n} players, seed {seed}: {type(error).__name__}: {error}", flush=True)
        if (k + 1) % 50 == 0:
            print(f"{k + 1} games, {len(failures)} failed", flush=True)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"advanced automata, Crisis & Control on: {games} games (seeds {seed0}-{seed0 + games - 1}) in "
          f"{elapsed:.0f} s ({games / cpu:.2f} games/s of CPU time), {moves / max(1, games - len(failures)):.0f} "
          f"decisions per game, {len(failures)} failed", flush=True)
    return len(failures)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--soak"]:
        sys.exit(1 if soak(int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0) else 0)
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
