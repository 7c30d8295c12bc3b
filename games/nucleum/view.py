"""What a seat sees beyond the standard view: derived public facts only.

The standard view drops `secret` (the draw stack's order and tiles, the silver and gold contract
stacks, the unused setup cards) and the RNG. Their sizes are public on the board; every seat's
pool, slots and contracts are public (Q-16), so `seats[i]` holds nothing yet. The auction's bids
are public (board.auction).
"""
from __future__ import annotations

from games.nucleum import auction, energize, parliament, scoring
from games.nucleum.data import TRACKS
from games.nucleum.state import comps, income_value


def public_facts(state) -> dict:
    """What each seat's next Recharge would pay on each income track; each seat's turbine
    effect and whether a turbine on the map makes it fire; whether an experiment's own tiles
    (F's chaining tiles, SET-12) still wait for their technology; what the end-scoring
    technologies would score now; with the auction, who still bids, the choosing order and what
    each seat pays; with the parliament, each party's name, program and figures, and what its
    program would score each seat now."""
    seats = range(len(state["players"]))
    facts = {"income_now": [{t: income_value(state, s, t) for t in TRACKS} for s in seats],
             "turbine_effect": [_turbine_effect(state, s) for s in seats],
             "special_tiles": [_special_tiles(state, s) for s in seats],
             "technology_vp": [scoring.technology_vp(state, s) for s in seats]}
    if "auction" in state["board"]:
        board = state["board"]["auction"]
        facts["auction"] = {"bidding": [] if "order" in board else auction.still_in(state),
                            "order": board.get("order", []),
                            "pays": [auction.payment(state, s) for s in seats] if "order" in board else []}
    par = state.get("parliament")
    if par:
        facts["parliament_now"] = [{
            "party": comps().parliament["parties"][i],
            "program": par["programs"][i], "scores": parliament.program(par["programs"][i])["scores"],
            "figures": parliament.figures_in(par, i), "neutrals": parliament.neutrals_in(par, i),
            "dominant": par["dominant"] == i,
            "program_vp": [parliament.program_vp(state, s, par["programs"][i]) for s in seats],
        } for i in range(parliament.PARTIES)]
    return facts


def _turbine_effect(state, seat: int) -> dict | None:
    experiment = state["players"][seat]["experiment"]
    if experiment is None:
        return None
    effect = {k: v for k, v in energize.turbine_effect_of(state, experiment).items() if k not in ("after", "source")}
    active = any(x["owner"] == seat and x["kind"] == "turbine" for x in state["board"]["structures"].values())
    return {"effect": effect, "active": active}


def _special_tiles(state, seat: int) -> str | None:
    """An experiment's own tiles (B's special tiles, F's chaining tiles): "locked" beside or
    under its board until the technology that brings them, then "gained"; None without any."""
    p = state["players"][seat]
    if not comps().experiments.get(p["experiment"] or "", {}).get("special_tiles"):
        return None
    return "gained" if any(comps().technologies[t]["effect"].get("gain_tiles") for t in p["technologies"]) else "locked"
