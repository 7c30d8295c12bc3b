"""What a seat sees beyond the standard view: derived public facts only.

The standard view drops `secret` (the draw stack's order and tiles, the silver and gold contract
stacks, the unused setup cards) and the RNG. Their sizes are public on the board; every seat's
pool, slots and contracts are public (Q-16), so `seats[i]` holds nothing yet.
"""
from __future__ import annotations

from games.nucleum.data import TRACKS
from games.nucleum.state import income_value


def public_facts(state) -> dict:
    """What each seat's next Recharge would pay on each income track."""
    return {"income_now": [{t: income_value(state, s, t) for t in TRACKS} for s in range(len(state["players"]))]}
