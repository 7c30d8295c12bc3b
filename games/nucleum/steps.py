"""The decision-step stack (games.stepstack): a turn is a sequence of steps, each decision one
prompt. A decision kind is a class registered with `@decision(kind)` with prompt(state, step) and
choose(state, step, option) -> events (the step already popped); an automatic kind is a function
registered with `@automatic(kind)`. Steps are public."""
from __future__ import annotations

from games.stepstack import Steps, pending_seats, push, top  # noqa: F401  (this game's too)

STEPS = _kinds = Steps()
DECISIONS, AUTOMATIC = _kinds.decisions, _kinds.automatic_steps
decision, automatic, run = _kinds.decision, _kinds.automatic, _kinds.run
