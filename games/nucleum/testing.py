"""Position builders for tests and benchmarks.

    state = new_state(n=3)                   # setup done, experiments chosen, first turn due
    give(state, 0, thalers=3, achievements=5)
    state = play(state, 0, "recharge")
"""
from __future__ import annotations

from games.nucleum.game import Nucleum

GAME = Nucleum()


def new_state(n: int = 2, seed: int = 1, experiments: bool = True) -> dict:
    """A game after setup; with `experiments`, each seat has taken the first one offered."""
    state = GAME.setup([{"kind": "human"}] * n, {}, seed)
    while experiments and state["flow"]["stack"] and state["flow"]["stack"][-1]["step"] == "choose_experiment":
        seat = GAME.to_act(state)[0]
        state = play(state, seat, GAME.prompt(state, seat).options[0].id)
    return state


def to_act(state) -> int:
    return GAME.to_act(state)[0]


def give(state, seat: int, **amounts) -> dict:
    """Set a player's public counters (thalers, workers, achievements, vp, ...) directly."""
    state["players"][seat].update(amounts)
    return state


def play(state, seat: int, *option_ids: str) -> dict:
    for oid in option_ids:
        state, _events = GAME.apply(state, seat, oid)
    return state


def ids(state) -> list[str]:
    seat = to_act(state)
    return GAME.prompt(state, seat).ids()
