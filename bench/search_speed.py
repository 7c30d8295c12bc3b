"""The search bot's inner loop per game: iterations per CPU second of the strong bot's search
(determinize, walk the tree, play out, evaluate), and where an iteration's time goes.

    python -m bench.search_speed                      # every game, 8 positions each
    python -m bench.search_speed --game tapestry --positions 12 --iterations 200
    python -m bench.search_speed --game hegemony --profile   # the 25 costliest functions

Each position is reached by seeded random play (automata by their rules) and searched for a
fixed number of iterations from the view of a seat with a choice; the figure is the mean over
the positions of iterations per CPU second, with a 95% interval (t over positions). CPU time,
not wall time, so that other work on the machine changes it little.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time

from games import registry

from bots.search import search

# Each game's seats as the strong bot meets them: against automata where the game has them.
SEATS = {
    "twilight-struggle": ["bot", "bot"],
    "euphoria": ["bot", "bot", "bot"],
    "tapestry": ["bot", "automaton", "automaton"],
    "hegemony": ["bot", "automaton", "automaton"],
    "nucleum": ["bot", "bot", "bot"],
}
T95 = {2: 12.71, 3: 4.30, 4: 3.18, 5: 2.78, 6: 2.57, 7: 2.45, 8: 2.36, 9: 2.31, 10: 2.26, 12: 2.20, 16: 2.13}


def positions(game_id: str, n: int, seed: int = 0):
    """(state, seat) pairs: mid-game positions where a bot seat has a real choice."""
    game = registry.get(game_id)
    kinds = SEATS[game_id]
    found = []
    for k in range(n):
        rng = random.Random(seed + k)
        state = game.setup([{"kind": kind} for kind in kinds], {}, seed + k)
        autos = {i for i, kind in enumerate(kinds) if kind == "automaton"}
        for _ in range(rng.randrange(20, 120)):
            if game.result(state) is not None:
                break
            seat = game.to_act(state)[0]
            option = (game.automaton_choice(state, seat) if seat in autos
                      else rng.choice(game.prompt(state, seat).options).id)
            state, _events = game.apply(state, seat, option)
        while game.result(state) is None:
            seat = game.to_act(state)[0]
            prompt = game.prompt(state, seat)
            if seat not in autos and len(prompt.options) > 1:
                found.append((state, seat))
                break
            option = game.automaton_choice(state, seat) if seat in autos else prompt.options[0].id
            state, _events = game.apply(state, seat, option)
    return found


def rate(game_id: str, state, seat: int, iterations: int) -> float | None:
    """Iterations per CPU second at one position (None: the bot decided it without a search)."""
    game = registry.get(game_id)
    view = game.view(state, seat)
    cpu = time.process_time()
    decision = search(game, view, seat, random.Random(1), iterations=iterations)
    if not decision.iterations:
        return None
    return decision.iterations / max(time.process_time() - cpu, 1e-9)


def interval(values: list[float]) -> float:
    if len(values) < 2:
        return float("nan")
    t = T95.get(len(values), 2.0)
    return t * statistics.stdev(values) / len(values) ** 0.5


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.search_speed", description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=sorted(SEATS), action="append")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--profile", action="store_true", help="print the costliest functions instead")
    args = parser.parse_args(argv)
    for game_id in args.game or sorted(SEATS):
        found = positions(game_id, args.positions)
        if args.profile:
            profile = cProfile.Profile()
            profile.enable()
            for state, seat in found:
                rate(game_id, state, seat, args.iterations)
            profile.disable()
            print(f"{game_id}:")
            pstats.Stats(profile).sort_stats("tottime").print_stats(25)
            continue
        rates = [r for r in (rate(game_id, state, seat, args.iterations) for state, seat in found) if r is not None]
        print(f"{game_id}: {statistics.mean(rates):.0f} iterations per CPU second "
              f"(95% CI ±{interval(rates):.0f}, {len(rates)} positions, {args.iterations} iterations each)",
              flush=True)


if __name__ == "__main__":
    main()
