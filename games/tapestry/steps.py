"""The decision-step stack: a turn is a sequence of steps, each decision one atomic prompt.

state["flow"]["stack"] holds plain dicts {"step": kind, "seat": i, ...}; the top one is pending.
A decision kind is a class registered with `@decision(kind)`, with prompt(state, step) ->
Prompt and choose(state, step, option) -> events (the step is already popped); an automatic kind
is a function registered with `@automatic(kind)`, resolve(state, step) -> events. `run` resolves
automatic steps until a decision is pending or the game is over; a decision whose prompt has no
option is dropped (a benefit that cannot be used is lost). Steps are public: hidden facts stay
in seats[i] and secret.
"""
from __future__ import annotations

from typing import Callable

from games.stepstack import Steps, push, top  # noqa: F401  (push and top are this game's too)

_kinds = Steps()
DECISIONS, AUTOMATIC = _kinds.decisions, _kinds.automatic_steps
decision, automatic = _kinds.decision, _kinds.automatic


def pending_seats(state) -> list[int]:
    step = top(state)
    if step is None or state.get("end"):
        return []
    return [step["seat"]]


def run(state, events: list, next_turn: Callable):
    """Resolve automatic steps (and drop decisions nobody can take) until a decision is due;
    returns its prompt (None when the game is over)."""
    stack = state["flow"]["stack"]
    while not state.get("end"):
        step = top(state)
        if step is None:
            events += next_turn(state)
            continue
        kind = step["step"]
        if kind in DECISIONS:
            prompt = DECISIONS[kind].prompt(state, step)
            if prompt is not None and prompt.options:
                return prompt
            stack.pop()
            continue
        stack.pop()
        events += AUTOMATIC[kind](state, step)
    return None
