"""Shared by the Crisis & Control tests: a decision left waiting under the steps being tested,
and answering the pending decision by option id."""
from games.engine import Option
from games.hegemony import flow

QUIET = {"step": "after_main", "role": "working", "free_used": True}


def answer(state: dict, option_id: str) -> list[dict]:
    """Plays `option_id` at the top decision, then the automatic steps up to the next one."""
    step = flow.top(state)
    state["flow"]["stack"].pop()
    events = flow.DECISIONS[step["step"]].choose(state, step, Option(option_id, ""))
    flow.run(state, events)
    return events
