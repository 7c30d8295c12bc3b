"""Early War card events (#1-35, #103).

The four examples at the top show the shapes every other event takes:

  decolonization  placing influence under constraints: push a generic "place_influence" step.
  duck_and_cover  board changes only: DEFCON and VP through state.py (which logs them).
  blockade        the opponent decides: a "choose_card" step owned by the US, with a callback.
  containment     an ongoing rule change: a flag in board["effects"], read by hooks.ops_value.

Each event gets a test in tests/games/twilight_struggle/test_cards_early.py.
"""
from __future__ import annotations

from games.engine import _

from ..state import add_effect, add_vp, degrade_defcon, influence, is_over, remove_influence
from ..steps import callback, push
from . import event_for


# --------------------------------------------------------------------------- examples


@event_for("decolonization")
def decolonization(state, side):
    """Add 1 USSR influence to each of any 4 countries in Africa and/or Southeast Asia."""
    push(state, {"step": "place_influence", "side": "ussr", "count": 4, "per_country": 1,
                 "areas": ["africa", "southeast_asia"], "why": "decolonization"})


@event_for("duck_and_cover")
def duck_and_cover(state, side):
    """Degrade DEFCON by 1; the US gains 5 minus the new DEFCON in VP."""
    degrade_defcon(state, 1, why="duck_and_cover")
    if not is_over(state):
        add_vp(state, "us", 5 - state["board"]["defcon"], why="duck_and_cover")


@event_for("blockade")
def blockade(state, side):
    """Unless the US discards a card of 3+ Ops, all US influence leaves West Germany."""
    push(state, {"step": "choose_card", "side": "us", "purpose": "discard", "min_ops": 3,
                 "may_pass": True, "then": "blockade",
                 "text": _("Blockade: discard a card of 3+ Ops, or West Germany loses all US influence")})


@callback("blockade")
def _blockade_done(state, step, card):
    if card is None:
        remove_influence(state, "us", "west_germany", influence(state, "west_germany", "us"), why="blockade")


@event_for("containment")
def containment(state, side):
    """US Ops cards get +1 Ops (max 4) for the rest of the turn (hooks.ops_value)."""
    add_effect(state, "containment", "us", until="turn")


# --------------------------------------------------------------------------- the other Early War events
