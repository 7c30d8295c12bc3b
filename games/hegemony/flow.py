"""The step stack of a game of Hegemony: state["flow"]["stack"] holds plain dicts
{"step": kind, ...}; the top one is pending. A decision kind (registered with `@decision`) is a
class with prompt(state, step) and choose(state, step, option) -> events; an automatic kind
(`@automatic`) is a function (state, step) -> events. A decision owed by several seats at once
(the secret Influence of an election) names them in "seats"; the others name one "role".
"""
from __future__ import annotations

from games.stepstack import Steps, push, top  # noqa: F401  (push and top are this game's too)

_kinds = Steps()
DECISIONS, AUTOMATIC = _kinds.decisions, _kinds.automatic_steps
decision, automatic = _kinds.decision, _kinds.automatic


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
