"""Commodity areas (unlimited spaces): the gain depends on the total knowledge there.

T = the sum of every worker's die in the area, the one just placed included; the band gives
the commodity count and a knowledge or allegiance change (digest P-04). The gain comes only at
placement. The tier-1 bonus (+1 commodity, active recruit of the nation) is judged before this
placement's allegiance point moves the marker, so the point that reaches tier 1 pays its bonus
from the next use on (seed L298).
"""
from __future__ import annotations

from games.engine import event
from games.euphoria import data, economy, hooks, tracks
from games.euphoria.state import occupants


def band(total: int) -> dict:
    for b in data.BANDS:
        if b["min"] <= total <= b["max"]:
            return b
    raise ValueError(f"no production band for {total}")


def produce(state, seat: int, area_id: str) -> list:
    space = data.SPACES[area_id]
    total = sum(w["value"] for _s, w in occupants(state, area_id))
    b = band(total)
    amount = b["commodity"] + (1 if tracks.tier_bonus(state, seat, space.nation, 1) else 0)
    amount = hooks.modify(state, seat, "production", amount, space)
    events = [event("produced", seat=seat, area=area_id, total=total)]
    events += economy.gain(state, seat, space.commodity, amount)
    if b["knowledge"]:
        events += tracks.knowledge(state, seat, b["knowledge"])
    if b["allegiance"]:
        events += tracks.allegiance(state, seat, space.nation)
    return events
