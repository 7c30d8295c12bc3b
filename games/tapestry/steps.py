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

from games.stepstack import Steps, pending_seats, push, top  # noqa: F401  (this game's too)

STEPS = _kinds = Steps()
DECISIONS, AUTOMATIC = _kinds.decisions, _kinds.automatic_steps
decision, automatic, run = _kinds.decision, _kinds.automatic, _kinds.run

