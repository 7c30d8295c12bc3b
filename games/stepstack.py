"""The decision-step stack the games share: state["flow"]["stack"] holds plain dicts
{"step": kind, ...} and the top one is pending. Each game keeps its own `Steps` (its kinds may
share names with another game's) and says in its steps module what a step holds."""
from __future__ import annotations

from typing import Callable


class Steps:
    """One game's step kinds: decisions (a class with prompt and choose) and automatic steps
    (a function (state, step) -> events), each registered once by its kind."""

    def __init__(self):
        self.decisions: dict[str, object] = {}
        self.automatic_steps: dict[str, Callable] = {}

    def decision(self, kind: str):
        def register(cls):
            self.decisions[self._new(kind)] = cls()
            return cls
        return register

    def automatic(self, kind: str):
        def register(fn):
            self.automatic_steps[self._new(kind)] = fn
            return fn
        return register

    def _new(self, kind: str) -> str:
        """Two modules naming a step alike would silently replace one another's."""
        if kind in self.decisions or kind in self.automatic_steps:
            raise KeyError(f"the step {kind!r} is registered twice")
        return kind


def push(state: dict, *steps: dict) -> None:
    """Push steps so that the FIRST argument resolves first."""
    state["flow"]["stack"].extend(reversed(steps))


def top(state: dict) -> dict | None:
    stack = state["flow"]["stack"]
    return stack[-1] if stack else None
