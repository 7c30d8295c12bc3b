"""What a seat sees beyond the standard view: derived public facts only.

The standard view drops `secret` (the draw stack's order and tiles, the silver and gold contract
stacks, the unused setup cards) and the RNG. Their sizes are public on the board; every seat's
pool, slots and contracts are public (Q-16), so `seats[i]` holds nothing yet.
"""
from __future__ import annotations

from games.nucleum import parliament
from games.nucleum.data import TRACKS
from games.nucleum.state import comps, income_value


def public_facts(state) -> dict:
    """What each seat's next Recharge would pay on each income track; with the parliament, each
    party's name, program and figures, and what its program would score each seat now."""
    seats = range(len(state["players"]))
    facts = {"income_now": [{t: income_value(state, s, t) for t in TRACKS} for s in seats]}
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
