"""Bot against bot: win rates with a 95% confidence interval and think times per level.

    python -m bench.tournament --game twilight-struggle --a strong --b random --games 20
    python -m bench.tournament --game euphoria --a strong --b easy --games 10 --seats 3
    python -m bench.tournament --game tapestry --seats 3 --a strong --b automaton --option automa_level=3
    python -m bench.tournament --game hegemony --seats 3 --a strong --b automaton --option automa_mode=advanced

Level A sits in one seat (rotating from game to game, so sides alternate), level B in all the
others. `--b automaton` seats the rulebook's automata in the other seats instead (Tapestry
solo: the Automa and the Shadow Empire; Hegemony: the other classes, with A as the State where
the State has no automaton), which play by their rules. Each bot gets only its seat's view, as
in the worker. A tie counts as a share of a win; the mean scores of A and of the best other
seat are printed too.
`--budget-scale 0.1` gives every search a tenth of its level's think time, for quick runs; the
figures then say so. Decision times count only the prompts with more than one option.
`--jobs N` plays N games at once in separate processes (one per core: a bot's think time is
wall-clock, so more jobs than idle cores gives every search less); `--endings K` prints each
game's last K decisions with what each bot weighed, to read how games are lost.
"""
from __future__ import annotations

import argparse
import contextlib
import math
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass

from games import registry

from bots.levels import BY_NAME, decide

NAMES = {level: name for name, level in BY_NAME.items()}
AUTOMATON = -1  # a seat played by the game's own automaton, not a bot level
NAMES[AUTOMATON] = "automaton"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Played:
    shares: list[float]  # each seat's share of the win
    scores: list[float]  # each seat's final score (empty when unfinished)
    decisions: int
    reason: str  # how the game ended
    times: dict[int, list[float]]  # level -> think time of each decision with a choice
    last: list[str]  # the last decisions, as lines
    seconds: float


def play_game(game_id: str, levels: list[int], options: dict, seed: int, scale: float, max_decisions: int,
              keep: int = 0) -> Played:
    """One game between bots of `levels` (one per seat)."""
    game = registry.get(game_id)
    started = time.perf_counter()
    state = game.setup([{"kind": "automaton"} if lv == AUTOMATON else {"kind": "bot", "level": lv} for lv in levels],
                       options, seed)
    decisions, times, last = 0, {}, []
    while game.result(state) is None and decisions < max_decisions:
        seat = game.to_act(state)[0]
        if levels[seat] == AUTOMATON:
            state, _events = game.apply(state, seat, game.automaton_choice(state, seat))
            decisions += 1
            continue
        view = game.view(state, seat)
        start = time.perf_counter()
        option, trace = decide(game, view, seat, levels[seat], f"{seed}:{decisions}", scale)
        if len(view["prompt"]["options"]) > 1:
            times.setdefault(levels[seat], []).append(time.perf_counter() - start)
            if keep:
                weighed = "; ".join(f"{o} {n}x{v:.2f}" for o, n, v in (trace or {}).get("weighed", [])[:4])
                last = [*last[-keep + 1:], f"  {decisions}: seat {seat} ({NAMES[levels[seat]]}) "
                                           f"{view['prompt']['id']} -> {option}  [{weighed}]"]
        state, _events = game.apply(state, seat, option)
        decisions += 1
    result = game.result(state)
    n = len(levels)
    reason = result.reason if result is not None else "unfinished"
    if result is None or not result.winners:
        shares = [1.0 / n] * n
    else:
        shares = [1.0 / len(result.winners) if s in result.winners else 0.0 for s in range(n)]
    scores = list(result.scores) if result is not None else []
    return Played(shares, scores, decisions, reason, times, last, time.perf_counter() - started)


def _play(job: tuple) -> Played:
    return play_game(*job)


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))] if values else 0.0


def a_seats(game, seats: int, options: dict, b: int) -> list[int]:
    """The seats A takes in turn: every seat, or against automata the seats whose role has none
    when there is one (Hegemony's State), since every other seat must then be an automaton."""
    if b != AUTOMATON:
        return list(range(seats))
    roles = game.roles(seats, game.resolve_options(options))
    without = [s for s, role in enumerate(roles) if "automaton" not in game.seat_kinds(role)]
    if len(without) > 1:
        raise SystemExit(f"{game.id} at {seats} seats has more than one seat no automaton can play")
    return without or list(range(seats))


def option_value(text: str):
    """A --option value: JSON (3, true, "x"), or else the bare word as a string (advanced)."""
    import json
    try:
        return json.loads(text)
    except ValueError:
        return text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.tournament", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="twilight-struggle")
    parser.add_argument("--a", default="strong", choices=sorted(BY_NAME))
    parser.add_argument("--b", default="random", choices=sorted(BY_NAME) + ["automaton"],
                        help="automaton: the game's rulebook automata in the other seats")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--budget-scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                        help="a game option, e.g. turn_limit=200, automa_level=3, automa_mode=advanced")
    parser.add_argument("--max-decisions", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, in separate processes")
    parser.add_argument("--endings", type=int, default=0, metavar="K", help="print each game's last K decisions")
    args = parser.parse_args([] if argv is None and __name__ != "__main__" else argv)
    game = registry.get(args.game)
    seats = args.seats or game.min_seats
    options = {k: option_value(v) for k, v in (o.split("=", 1) for o in args.option)}
    a, b = BY_NAME[args.a], BY_NAME.get(args.b, AUTOMATON)
    rotation = a_seats(game, seats, options, b)
    times: dict[int, list[float]] = {}
    wins = 0.0
    print(f"{game.id}, {seats} seats: A={args.a} against B={args.b}, {args.games} games, "
          f"budget scale {args.budget_scale:g}, options {options}", flush=True)
    jobs = [(game.id, [a if s == rotation[k % len(rotation)] else b for s in range(seats)], options, args.seed + k,
             args.budget_scale, args.max_decisions, args.endings) for k in range(args.games)]
    a_scores, best_other = [], []
    with multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else contextlib.nullcontext() as pool:
        results = pool.imap(_play, jobs) if pool else map(_play, jobs)
        for k, played in enumerate(results):  # in game order, whichever job ends first
            a_seat = rotation[k % len(rotation)]
            wins += played.shares[a_seat]
            if played.scores:
                a_scores.append(played.scores[a_seat])
                best_other.append(max(v for s, v in enumerate(played.scores) if s != a_seat))
            for level, values in played.times.items():
                times.setdefault(level, []).extend(values)
            lo, hi = wilson(wins, k + 1)
            score = (f", scores {' / '.join(f'{v:g}' for v in played.scores)}" if played.scores else "")
            print(f"game {k + 1}: A in seat {a_seat}, A's share {played.shares[a_seat]:.2f} ({played.reason}{score}), "
                  f"{played.decisions} decisions, {played.seconds:.0f} s; A so far {100 * wins / (k + 1):.0f}% "
                  f"({100 * lo:.0f}-{100 * hi:.0f})", flush=True)
            for line in played.last:
                print(line, flush=True)
    for level in sorted(times):
        values = times[level]
        print(f"{NAMES[level]}: {len(values)} decisions, p50 {statistics.median(values):.3f} s, "
              f"p99 {percentile(values, 0.99):.3f} s, max {max(values):.3f} s")
    if a_scores:
        print(f"mean score over {len(a_scores)} finished games: A {statistics.mean(a_scores):.1f} (lowest "
              f"{min(a_scores):g}), best other seat {statistics.mean(best_other):.1f}")
    lo, hi = wilson(wins, args.games)
    print(f"A wins {100 * wins / args.games:.0f}% (95% CI {100 * lo:.0f}-{100 * hi:.0f}) over {args.games} games")


if __name__ == "__main__":
    main(sys.argv[1:])
