"""The decision-step stack the games share: state["flow"]["stack"] holds plain dicts
{"step": kind, ...} and the top one is pending. Each game keeps its own `Steps` (its kinds may
share names with another game's) and says in its steps module what a step holds."""
from __future__ import annotations

from typing import Callable

from games.engine import distinct


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

    def run(self, state: dict, events: list, next_turn: Callable):
        """Resolve automatic steps (and drop decisions nobody can take) until a decision is due;
        an empty stack asks `next_turn` for the next turn's steps. Returns the due decision's
        prompt, worked out on the way (None when the game is over)."""
        stack = state["flow"]["stack"]
        while not state.get("end"):
            step = top(state)
            if step is None:
                events += next_turn(state)
                continue
            kind = step["step"]
            if kind in self.decisions:
                prompt = self.decisions[kind].prompt(state, step)
                if prompt is not None and prompt.options:
                    return prompt
                stack.pop()
                continue
            stack.pop()
            events += self.automatic_steps[kind](state, step)
        return None

    def _new(self, kind: str) -> str:
        """Two modules naming a step alike would silently replace one another's."""
        if kind in self.decisions or kind in self.automatic_steps:
            raise KeyError(f"the step {kind!r} is registered twice")
        return kind


def push(state: dict, *steps: dict) -> None:
    """Push steps so that the FIRST argument resolves first."""
    state["flow"]["stack"].extend(reversed(steps))


def pending_seats(state: dict) -> list[int]:
    """The seat of the pending step (one decision at a time); nobody once the game is over."""
    step = top(state)
    if step is None or state.get("end"):
        return []
    return [step["seat"]]


def top(state: dict) -> dict | None:
    stack = state["flow"]["stack"]
    return stack[-1] if stack else None


class StepStackGame:
    """The protocol's turn methods for a Game (listed before `Game` among its bases) whose
    decisions are one seat's step at the top of its stack: `STEPS` holds its kinds and
    `next_turn(state)` pushes the next turn's steps when the stack runs empty."""

    STEPS: Steps

    def next_turn(self, state: dict) -> list:
        raise NotImplementedError

    def to_act(self, state):
        return pending_seats(state)

    def prompt(self, state, seat):
        if seat not in self.to_act(state):
            return None
        step = top(state)
        return distinct(self.STEPS.decisions[step["step"]].prompt(state, step))

    def play(self, state, seat, option):
        return self.advance(state, seat, None, option)[0]

    def advance(self, state, seat, prompt, option):
        """`play`, and the prompt now due, which `run` worked out on the way (Game.advance)."""
        step = state["flow"]["stack"].pop()
        events = self.STEPS.decisions[step["step"]].choose(state, step, option)
        due = self.STEPS.run(state, events, self.next_turn)
        return events, distinct(due)
