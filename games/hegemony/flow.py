"""The step stack of a game of Hegemony: state["flow"]["stack"] holds plain dicts
{"step": kind, ...}; the top one is pending. A decision kind (registered with `@decision`) is a
class with prompt(state, step) and choose(state, step, option) -> events; an automatic kind
(`@automatic`) is a function (state, step) -> events. A decision owed by several seats at once
(the secret Influence of an election) names them in "seats"; the others name one "role".
"""
from __future__ import annotations

from typing import Callable

DECISIONS: dict[str, object] = {}
AUTOMATIC: dict[str, Callable] = {}


def decision(kind: str):
    def register(cls):
        DECISIONS[kind] = cls()
        return cls
    return register


def automatic(kind: str):
    def register(fn):
        AUTOMATIC[kind] = fn
        return fn
    return register


def push(state: dict, *steps: dict) -> None:
    """Pushes steps so that the first one given resolves first."""
    state["flow"]["stack"].extend(reversed(steps))


def top(state: dict) -> dict | None:
    stack = state["flow"]["stack"]
    return stack[-1] if stack else None


def seat_of(state: dict, role: str) -> int:
    return state["roles"].index(role)


def pending_seats(state: dict) -> list[int]:
    step = top(state)
    if step is None or state.get("end"):
        return []
    if "seats" in step:
        return list(step["seats"])
    return [seat_of(state, step["role"])]


def run(state: dict, events: list) -> None:
    """Resolves automatic steps until a decision is pending or the game is over."""
    while not state.get("end"):
        step = top(state)
        if step is None:
            raise RuntimeError("the step stack ran empty before the game ended")
        if step["step"] in DECISIONS:
            return
        state["flow"]["stack"].pop()
        events += AUTOMATIC[step["step"]](state, step)
