"""Post-game analysis: a finished game replayed from its seed and choices, and at each decision
of each seat the strong bot's estimate of that seat's winning chances before and after the move
it made, with the move the bot preferred.

Each decision is judged from the view its seat had then (`Game.view(state, seat)`) and nothing
else: the search samples what that seat could not see (`Game.determinize`), as it does in play.
"Before" is the search's estimate of the seat's best option; "after" is its estimate of the
option played (the same number where they agree; a flat Monte Carlo valuation where the search
tried the move too seldom to say). Decisions with a single option, and automaton seats, which
follow their rulebook, are not judged.

What a viewer is shown of a decision must be what the end of the game shows everyone: a move
(made or preferred) that names something hidden when it was decided (a card in a hand) which the
end never shows spectators is the seat's own (`private_moves`), shown to that seat alone.

Pure: no database; the worker (bots/worker.py) feeds it a table's moves and runs each decision in
its low-priority process (bots/pool.py).
"""
from __future__ import annotations

import random
import re
from typing import Callable, Iterator, NamedTuple

from games.engine import Game, can_see, names_in

from bots.search import search, value_of

MIN_VISITS = 10  # playouts of the move played below which the search's mean is not used


class Point(NamedTuple):
    """A decision to judge: the move's place in the game, its seat, that seat's view, the option played."""
    move: int
    seat: int
    view: dict
    option: str


def decisions(game: Game, seats: list[dict], options: dict, seed: int,
              moves: list[tuple[int, str]]) -> Iterator[Point]:
    """The game replayed from `seed` and its moves ((seat, option) in order): each decision worth
    judging, with the view its seat had."""
    state = game.setup(seats, options, seed)
    for index, (seat, option) in enumerate(moves):
        if seats[seat].get("kind") != "automaton":
            view = game.view(state, seat)
            if view["prompt"] is not None and len(view["prompt"]["options"]) > 1:
                yield Point(index, seat, view, option)
        state, _events = game.apply(state, seat, option)


def judge(game: Game, point: Point, seconds: float, seed: str, hold: Callable[[], float] | None = None) -> dict:
    """One decision judged by a search of `seconds` on its seat's view alone (`hold`: what
    holds the search still while live bot turns run, bots.search.Clock)."""
    rng = random.Random(seed)
    decision = search(game, point.view, point.seat, rng, seconds=seconds, hold=hold)
    if decision.iterations == 0:  # a scripted choice: no tree to read, value both moves
        best = value_of(game, point.view, point.seat, decision.option, rng, seconds / 2, hold=hold)[0]
        after = best if point.option == decision.option else value_of(
            game, point.view, point.seat, point.option, rng, seconds / 2, hold=hold)[0]
    else:
        best = decision.estimate
        tried = {option: (visits, value) for option, visits, value in decision.weighed}
        visits, value = tried.get(point.option, (0, 0.0))
        if point.option == decision.option:
            after = best
        elif visits >= MIN_VISITS:
            after = value
        else:
            after = value_of(game, point.view, point.seat, point.option, rng, seconds / 2, hold=hold)[0]
    offered = {o["id"]: o for o in point.view["prompt"]["options"]}
    return {"move": point.move, "seat": point.seat, "option": point.option, "best": decision.option,
            "before": round(best, 3), "after": round(after, 3),
            # the prompt's options as the seat was offered them, to show in its language
            "made": offered.get(point.option), "preferred": offered.get(decision.option)}


def costliest(judged: list[dict], per_seat: int = 3, at_least: float = 0.05) -> list[dict]:
    """The decisions that cost their seat the most (before - after, at least `at_least`), the
    `per_seat` worst of each seat, in game order."""
    marked = []
    for seat in sorted({d["seat"] for d in judged}):
        losses = sorted((d for d in judged if d["seat"] == seat and d["option"] != d["best"]
                         and d["before"] - d["after"] >= at_least), key=lambda d: d["after"] - d["before"])
        marked += losses[:per_seat]
    return sorted(marked, key=lambda d: d["move"])


def option_names(option: str) -> set[str]:
    """The names an option id holds ("card:nato" -> {"card", "nato"})."""
    return set(re.split(r"[:,;|]", option))


def private_moves(game: Game, seats: list[dict], options: dict, seed: int, moves: list[tuple[int, str]],
                  judged: list[dict]) -> list[int]:
    """The moves (places in the game) of `judged` whose option played or preferred names something
    hidden at that decision that the end of the game does not show spectators."""
    asked = {d["move"]: option_names(d["option"]) | option_names(d["best"]) for d in judged}
    state = game.setup(seats, options, seed)
    secret: dict[int, set[str]] = {}
    for index, (seat, option) in enumerate(moves):
        if index in asked:
            hidden = names_in([state.get(k) for k in ("rng", "secret", "seats", *game.PRIVATE_KEYS)])
            if asked[index] & hidden:
                secret[index] = asked[index] & hidden
        state, _events = game.apply(state, seat, option)
    if not secret:
        return []
    public = names_in(game.view(state, None)) | names_in([e for e in state.get("log", [])
                                                         if can_see(e.get("audience"), None)])
    return sorted(index for index, names in secret.items() if names - public)
