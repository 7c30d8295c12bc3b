"""Nucleum engine speed and game shape (default options, the component set in use): games per
second, decisions and turns per game, how often each end condition was met and which ended the
game, and what the winners did.

    python -m bench.nucleum [games per player count]             # uniformly random play, 1-4 seats
    python -m bench.nucleum --play policy --games 70 --seats 2,3,4  # the search bot's playout policy
    python -m bench.nucleum --expansion parliament                   # with the parliament expansion

Random players are no model of real ones (they recharge about one turn in three): their figures
say what the engine allows. The policy (bots/nucleum.py) plays tiles until its slots fill,
carries out its actions, builds, buys and electrifies: a fast bot whose games are the
provisional component set's balance figures. An end condition "ended" a game when it was among
the first ones met, the ones that started the last round (2, or 3 with 1-2 players).
The winners' play counts the tile halves they carried out from their boards by action (Subsidy
included; a special directive as the action it chose) and their turns by kind.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from bots.knowledge import knowledge_for
from games.nucleum.testing import GAME
from games.nucleum.turn import needed
from games.playout import random_play


def random_game(n: int, seed: int, options: dict) -> tuple[int, int, dict]:
    """Plays one game to its end at random: (decisions, turns, the final state)."""
    decisions = turns = 0
    state = GAME.setup([{"kind": "bot"}] * n, options, seed)
    for decision in random_play(GAME, state, random.Random(seed)):
        decisions += 1
        turns += decision.prompt.id == "nucleum.turn"
        state = decision.after
    return decisions, turns, state


def policy_game(n: int, seed: int, options: dict) -> tuple[int, int, dict, list, list]:
    """Plays one game to its end with the playout policy in every seat: (decisions, turns, the
    final state, each turn's kind as (seat, "tile"|"railway"|"recharge"), each tile half or
    special directive carried out from a board as (seat, action))."""
    knowledge, rng = knowledge_for("nucleum"), random.Random(seed)
    state = GAME.setup([{"kind": "bot"}] * n, options, seed)
    decisions, kinds, halves = 0, [], []
    while GAME.result(state) is None:
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        choice = knowledge.playout_choice(GAME, state, seat, prompt, rng)
        if prompt.id == "nucleum.turn" and not choice.startswith("convert:"):
            kinds.append((seat, {"play": "tile", "rail": "railway"}.get(choice.partition(":")[0], choice)))
        elif prompt.id in ("nucleum.resolve_halves", "nucleum.directive") and "action" in prompt.option(choice).params:
            action = prompt.option(choice).params["action"]
            if action != "directive":  # the directive's own choice names the action
                halves.append((seat, action))
        state, _events = GAME.apply(state, seat, choice)
        decisions += 1
    return decisions, len(kinds), state, kinds, halves


def played_by(seats: set, kinds: list, halves: list) -> tuple[Counter, Counter]:
    """Those seats' tile halves by action and their turns by kind."""
    return (Counter(a for seat, a in halves if seat in seats),
            Counter(kind for seat, kind in kinds if seat in seats))


def shares(counter: Counter) -> str:
    total = sum(counter.values()) or 1
    return ", ".join(f"{k} {v / total:.0%}" for k, v in counter.most_common())


def main(games: int = 10, play: str = "random", seats: tuple = (1, 2, 3, 4), expansion: str = "none") -> None:
    options = {"expansion": expansion}
    for n in seats:
        start, cpu = time.perf_counter(), time.process_time()
        moves, turns, vps = [], [], []
        ends, ended, acts = Counter(), Counter(), Counter()
        won_halves, won_turns, all_halves, all_turns = Counter(), Counter(), Counter(), Counter()
        for seed in range(games):
            if play == "policy":
                d, t, final, kinds, halves = policy_game(n, seed, options)
                for seats, (h, k) in ((set(final["end"]["winners"]), (won_halves, won_turns)),
                                      (set(range(n)), (all_halves, all_turns))):
                    a, b = played_by(seats, kinds, halves)
                    h.update(a)
                    k.update(b)
            else:
                d, t, final = random_game(n, seed, options)
            moves.append(d)
            turns.append(t / n)
            vps.append(max(final["end"]["scores"]))
            markers = [m["condition"] for m in final["board"]["end_markers"]]
            ends.update(markers)
            ended.update(markers[:needed(final)])
            acts.update(e["action"] for e in final["log"] if e["kind"] == "action")
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        q = statistics.quantiles(turns, n=4) if len(turns) > 1 else turns * 3
        print(f"{n} players, {play} play: {games} full games in {elapsed:.1f} s = {games / elapsed:.2f} games/s "
              f"({games / cpu:.2f} games/s of CPU time), {statistics.mean(moves):.0f} decisions and "
              f"{statistics.mean(turns):.1f} turns per player per game (quartiles {q[0]:.0f} / {q[1]:.0f} / "
              f"{q[2]:.0f}), winner's VP {statistics.mean(vps):.0f}", flush=True)
        print("  end conditions met: " + ", ".join(f"{k} {v / games:.0%}" for k, v in sorted(ends.items())))
        print("  ended the game: " + ", ".join(f"{k} {v / games:.0%}" for k, v in sorted(ended.items())))
        print("  main actions carried out: " + shares(acts))
        if play == "policy":
            print("  the winners' tile halves: " + shares(won_halves) + "  (everyone's: " + shares(all_halves) + ")")
            print("  the winners' turns: " + shares(won_turns) + "  (everyone's: " + shares(all_turns) + ")")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", nargs="?", type=int, help="games per player count (the same as --games)")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--play", choices=("random", "policy"), default="random")
    parser.add_argument("--seats", default="1,2,3,4", help="player counts, comma-separated")
    parser.add_argument("--expansion", choices=("none", "parliament"), default="none")
    args = parser.parse_args()
    main(args.count or args.games, args.play, tuple(int(s) for s in args.seats.split(",")), args.expansion)
