"""Construction sites and market completion (seed L332-L346).

A market is built the moment enough of its four sites are occupied at once (2 with 2-3
players, 3 with 4, all 4 with 5-6). Then, in the seed's order (L342-L344): the tile turns face
up (its bump space opens); the site workers go back to their owners, who roll them at once (the
builder first) with their knowledge checks; then each contributor places exactly one star on it.
The tile's penalty comes into force only after the stars (market["pending"] until then), so no
contributor ever suffers it (R-23). Everyone without a star on a built tile suffers its penalty
(hooks.in_force), until they put a star on it through the region's artifact market.
"""
from __future__ import annotations

from games.engine import event
from games.euphoria import data, hooks, stars, steps, workers
from games.euphoria.state import n_seats, occupants


def sites(slot: str) -> list[str]:
    return [f"{slot}_site_{k}" for k in range(1, len(data.SLOTS[slot]["sites"]) + 1)]


def check_completion(state, seat: int, slot: str) -> list:
    market = state["board"]["markets"][slot]
    held = [(s, w) for site in sites(slot) for s, w in occupants(state, site)]
    if market["built"] or len(held) < data.SITES_TO_COMPLETE[n_seats(state)]:
        return []
    tile = state["secret"]["tiles"].pop(slot)
    market["built"] = True
    market["tile"] = tile
    market["pending"] = True  # no penalty before the contributors' stars
    events = [event("market_built", seat=seat, slot=slot, tile=tile)]
    n = n_seats(state)
    order = [(seat + k) % n for k in range(n)]
    contributors = [s for s in order if any(owner == s for owner, _w in held)]
    steps.push(state, {"step": "market_stars", "seat": seat, "slot": slot, "contributors": contributors})
    for s in reversed(contributors):  # pushed in reverse: the builder rolls first
        workers.return_to_owner(state, s, [w["id"] for owner, w in held if owner == s], "completion")
    return events


@steps.automatic("market_stars")
def _market_stars(state, step):
    """After the returned dice are rolled: one star per contributor, then the penalty acts."""
    slot, contributors = step["slot"], step["contributors"]
    events = []
    for s in contributors:
        events += stars.on_market(state, s, slot)
    state["board"]["markets"][slot].pop("pending", None)
    return events + hooks.trigger_all(state, "after_market_built", slot, contributors)
