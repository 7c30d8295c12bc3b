"""The decision-step stack: every decision is one atomic prompt, a turn is a sequence of steps.

state["flow"]["stack"] holds plain dicts {"step": kind, "seat": i, ...}; the top one is pending.
A kind is registered once with `@decision(kind)` (a class with prompt(state, step) and
choose(state, step, option), and optionally auto(state, step): None when the
seat must choose, else the events of resolving it without asking, e.g. one way to pay) or `@automatic(kind)` (a function resolve(state, step) -> events).
`run` resolves automatic steps until a decision is pending, the stack is empty (the next turn
starts) or the game has ended. A simultaneous decision sets "seats" (every seat that still owes
its choice) instead of "seat". Steps are public: hidden facts (drawn cards) stay in seats[i].
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
    if "seats" in step:
        return list(step["seats"])
    return [step["seat"]]


def run(state, events: list, next_turn: Callable, check_end: Callable) -> None:
    """Resolve automatic steps until a decision is pending or the game is over."""
    while not state.get("end"):
        events += check_end(state)
        if state.get("end"):
            state["flow"]["stack"] = []
            return
        step = top(state)
        if step is None:
            events += next_turn(state)
            continue
        stack = state["flow"]["stack"]
        if step["step"] in DECISIONS:
            auto = getattr(DECISIONS[step["step"]], "auto", None)
            if auto is None:
                return
            stack.pop()
            forced = auto(state, step)
            if forced is None:  # a real choice: put it back and wait
                stack.append(step)
                return
            events += forced
            continue
        stack.pop()
        events += AUTOMATIC[step["step"]](state, step)
