"""Uniformly random play through the engine protocol: the one loop tests and benchmarks use to
drive a game from a position to its end, or through a number of decisions."""
from __future__ import annotations

import random
from typing import Iterator, NamedTuple

from games.engine import Game, Prompt, State


class Decision(NamedTuple):
    before: State
    seat: int
    prompt: Prompt
    option: str
    after: State
    events: list


def random_play(game: Game, state: State, rng: random.Random, limit: int | None = None) -> Iterator[Decision]:
    """Each decision of random play from `state`: a random seat among those to act, then a random
    option of its prompt. Stops when the game ends or after `limit` decisions."""
    made = 0
    while game.result(state) is None and (limit is None or made < limit):
        seat = rng.choice(game.to_act(state))
        prompt = game.prompt(state, seat)
        option = rng.choice(prompt.options).id
        after, events = game.apply(state, seat, option)
        yield Decision(state, seat, prompt, option, after, events)
        state, made = after, made + 1


def play_out(game: Game, state: State, rng: random.Random, limit: int | None = None) -> State:
    """The position random play reaches from `state` (the end, or `limit` decisions on)."""
    for decision in random_play(game, state, rng, limit):
        state = decision.after
    return state
