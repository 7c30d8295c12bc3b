"""An automaton's own components at setup (digest §3, §4.1, §5.2): its shuffled AI deck (secret),
its discard pile, and in advanced mode the priority ladder.

state["automata"][role] = {"mode", "card" (the turn card), "discard", "ladder" (advanced)};
state["secret"]["ai_<role>"] is the face-down deck, whose order no seat may see.
"""
from __future__ import annotations

from games.engine import shuffle

from . import ladder as L
from .cards import CODE, DESIRED, INITIAL_ACTIONS, ai_deck, distance
from .options import option


def add_automaton(state: dict, role: str, mode: str | None = None) -> dict:
    if role not in CODE:
        raise ValueError(f"there is no automaton for the {role} role")
    mode = mode or option(state, "automa_mode")
    if mode not in ("simple", "advanced"):
        raise ValueError(f"unknown automaton mode {mode!r}")
    seat = state["roles"].index(role)  # its class's action cards stay in the box (§3)
    state["seats"][seat]["hand"], state["secret"][f"actions_{role}"] = [], []
    deck = ai_deck(role)
    shuffle(state["rng"], deck)
    state["secret"][f"ai_{role}"] = deck
    auto = {"mode": mode, "card": None, "discard": []}
    if mode == "advanced":
        auto["ladder"] = initial_ladder(state, role)
    state.setdefault("automata", {})[role] = auto
    return auto


def initial_ladder(state: dict, role: str) -> dict:
    """3 action cards on level 1 and 3 on level 2; the policy cards by the distance rule
    (option initial_policy_cards): a policy already in the desired section stays aside."""
    lad = L.empty()
    for level, codes in INITIAL_ACTIONS[role].items():
        for code in codes:
            L.place(lad, "action", code, level)
    for policy in range(1, 8):
        placed = distance_level(state, role, policy)
        if placed:
            L.place(lad, "policy", policy, placed)
        else:
            lad["aside_policy"].append(policy)
    return lad


def distance_level(state: dict, role: str, policy: int) -> int:
    """0 (stays aside), 1 or 2: the level a policy card returns to, by the marker's distance."""
    return distance(state["policies"][str(policy)], DESIRED[role][str(policy)])
