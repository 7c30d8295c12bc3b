"""What a seat sees beyond the raw public state: derived, public facts only.

The engine's standard view already drops the RNG, the deck and the other seat's hand and
headline; `flow` is private too (its steps may name hidden cards), so only its public part is
shown here: phase, phasing side, and who must decide what.
"""
from __future__ import annotations

from .data import REGIONS, SIDES, seat_of
from .state import controller
from .events.scoring import tally


def public_view(state: dict, view: dict, seat: int | None) -> dict:
    flow = state["flow"]
    step = flow["stack"][-1] if flow["stack"] else None
    view["flow"] = {"phase": flow["phase"], "phasing": flow["phasing"],
                    "headlines": dict(flow.get("headlines", {})),
                    "pending": ({"step": step["step"], "sides": step.get("sides") or [step["side"]]}
                                if step and ("side" in step or "sides" in step) else None)}
    view["hand_count"] = {s: len(state["seats"][seat_of(s)]["hand"]) for s in SIDES}
    view["headline_chosen"] = {s: state["seats"][seat_of(s)].get("headline") is not None for s in SIDES}
    view["deck_count"] = len(state["secret"]["deck"])
    view["control"] = {c: controller(state, c) for c in state["board"]["influence"] if controller(state, c)}
    view["regions"] = {}
    for region in REGIONS:
        t = tally(state, region)
        view["regions"][region] = {s: {k: t[s][k] for k in ("level", "countries", "battlegrounds", "vp")}
                                   for s in SIDES}
    return view
