"""What a seat sees beyond the standard view: derived public facts only.

The standard view (games/engine.py) already drops `secret` (decks, face-down tiles), the RNG and
every other seat's `seats[i]` (hidden recruits, artifact hand, dilemma card, drawn cards, trade
card details). Counts of hidden things are public and stored on `players[i]`.
"""
from __future__ import annotations

from games.euphoria.determinize import private_shapes
from games.euphoria.state import occupants
from games.euphoria import data


def public_facts(state) -> dict:
    """What every audience sees alike: who stands where, the stars each has left to place."""
    return {"occupancy": {sid: [[s, w["value"]] for s, w in occupants(state, sid)]
                          for sid in data.SPACES if occupants(state, sid)},
            "stars_left": [data.STARS - p["stars"] for p in state["players"]]}


def public_view(state, view: dict, seat: int | None) -> dict:
    """The shapes of what this seat cannot see: sizes only, what determinize fills in."""
    view["private_shapes"] = private_shapes(state, seat)
    return view
