"""What a seat sees beyond the standard view: derived public facts only.

The standard view drops `secret` (decks, the civilizations and capitals not taken, face-down
tapestry cards), the RNG and other seats' `seats[i]` (tapestry hands, civilization offers).
Deck sizes and hand sizes are public and stored on the board and on `players[i]`.
"""
from __future__ import annotations

from games.tapestry.state import controlled


def public_facts(state) -> dict:
    """What every audience sees alike: which spaces each player controls."""
    return {"controlled": [controlled(state, s) for s in range(len(state["players"]))]}
