"""The open questions of the automata rules, each a table option with its recommended default.

The engine's OPTIONS can offer these; `option(state, name)` reads a table's choice or the default.
Names follow the digest's ambiguity list (A-1 ... A-18) and the module switches.
"""
from __future__ import annotations

DEFAULTS: dict[str, object] = {
    # play mode of every automaton seat: "simple" or "advanced"
    "automa_mode": "simple",
    # a narrowing list exhausted with several options left: "random" (seeded) or "first"
    "narrowing_tie": "random",
    # a card whose first symbol is the special action and whose first condition fails:
    # "continue" with the second symbol, or "pressure" (Apply Political Pressure)
    "special_first_fails": "continue",
    # a card moved below level 1: "clamp" at level 1
    "ladder_floor": "clamp",
    # a level disappears only when "both" sides of the row are empty, or the "action" side
    "collapse_row": "both",
    # predicted vote of a faction when a bill leaves its distance unchanged: "against"/"for"
    "prediction_unchanged": "against",
    # "the other 2 classes that have voting cubes": "descriptive" or "cubes_in_bag"
    "other_classes_reading": "descriptive",
    # where cards revealed for influence, wages, bonds, yes/no go: "bottom" of the deck
    "revealed_cards": "bottom",
    # the CC's strike reveal: the "own" companies count for "last operational in its sector"
    "last_operational_scope": "own",
    # the second supplier's stock for the extra purchase: "at_least" population or "exact"
    "extra_purchase_stock": "at_least",
    # order of the start-of-turn free actions
    "start_of_turn_order": ("benefits", "repay_loan", "prices", "wages"),
    # Apply Political Pressure without 3 cubes in the supply: "available" adds what is left
    "pressure_short": "available",
    # an empty AI deck: "reshuffle" the discard pile into a new deck
    "empty_deck": "reshuffle",
    # wages after the Labor Market policy changes mid-round: at the "next_turn" start
    "wage_relevel": "next_turn",
    # policy priority cards left out at setup: "desired" (cards whose policy starts in the
    # desired section are set aside, the others placed by the preparation-phase distance rule)
    "initial_policy_cards": "desired",
    # the MC's initial action rows (no diagram in the sources): "inferred"
    "mc_initial_ladder": "inferred",
    # round 5: shuffle the AI discard pile under the deck at the voting phase
    "round5_reshuffle": True,
    # the Crisis & Control modules
    "hidden_agendas": False,
    "alternative_events": False,
    "crisis_plans": False,
}


def option(state: dict, name: str):
    if name not in DEFAULTS:
        raise KeyError(f"unknown automaton option {name!r}")
    return state.get("options", {}).get(name, DEFAULTS[name])
