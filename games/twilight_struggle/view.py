"""What a seat sees beyond the raw public state: derived, public facts only.

The engine's standard view already drops the RNG, the deck and the other seat's hand and
headline; `flow` is private too (its steps may name hidden cards), so only its public part is
shown here: phase, phasing side, and who must decide what.
"""
from __future__ import annotations

from .data import CARDS, CHINA, REGIONS, SIDES, seat_of
from .determinize import masked_flow, revealed
from .state import controller
from .events.scoring import tally


def public_facts(state: dict) -> dict:
    """What every audience sees alike: the flow's public part, counts, control, the regions."""
    flow = state["flow"]
    step = flow["stack"][-1] if flow["stack"] else None
    regions = {}
    for region in REGIONS:
        t = tally(state, region)
        regions[region] = {s: {k: t[s][k] for k in ("level", "countries", "battlegrounds", "vp")} for s in SIDES}
    return {
        "flow": {"phase": flow["phase"], "phasing": flow["phasing"], "headlines": dict(flow.get("headlines", {})),
                 "pending": ({"step": step["step"], "sides": step.get("sides") or [step["side"]]}
                             if step and ("side" in step or "sides" in step) else None)},
        "hand_count": {s: len(state["seats"][seat_of(s)]["hand"]) for s in SIDES},
        "headline_chosen": {s: state["seats"][seat_of(s)].get("headline") is not None for s in SIDES},
        "deck_count": len(state["secret"]["deck"]),
        "control": {c: side for c in state["board"]["influence"] if (side := controller(state, c))},
        "regions": regions,
    }


def public_view(state: dict, view: dict, seat: int | None) -> dict:
    """What this seat alone is shown or has not seen."""
    view["masked_flow"] = masked_flow(state, seat)  # what determinize rebuilds the flow from
    view["revealed"] = revealed(state, seat)
    view["unseen"] = [c for c in unseen(state, seat) if c not in view["revealed"].get("us", ())]
    return view


def unseen(state: dict, seat: int | None) -> list[str]:
    """Cards in the game that are in no public pile and not in this seat's hand or headline:
    the opponent's hand and the draw deck together (card counting without bookkeeping)."""
    turn = state["board"]["turn"]
    eras = {"early"} | ({"mid"} if turn >= 4 else set()) | ({"late"} if turn >= 8 else set())
    optional = state["options"].get("optional_cards")
    known = set(state["discard"]) | set(state["removed"]) | set(state["board"]["in_play"])
    known |= set(state["flow"].get("headlines", {}).values())
    if seat is not None:
        mine = state["seats"][seat]
        known |= set(mine["hand"]) | ({mine["headline"]} if mine.get("headline") else set())
    return sorted(c.id for c in CARDS.values()
                  if c.era in eras and (optional or not c.optional) and c.id != CHINA and c.id not in known)
