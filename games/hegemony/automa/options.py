"""The open questions of the automata rules, each a table option with its recommended default.

The engine's OPTIONS can offer these; `option(state, name)` reads a table's choice or the default.
Names follow the digest's ambiguity list (A-1 ... A-18) and the module switches. Questions with
one reading kept (no alternative offered): A-4 a card never goes below level 1; A-10 revealed
cards go under the deck; A-14 start of turn: Loan, then prices; A-15 Political Pressure adds the
cubes left in the supply; A-16 an empty AI deck takes the shuffled discard pile; A-18 at setup a
policy card whose policy is in the desired section stays aside (the preparation-phase rule);
the Middle Class's initial action rows are inferred (no diagram in the sources).
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
    # a level disappears only when "both" sides of the row are empty, or the "action" side
    "collapse_row": "both",
    # predicted vote of a faction when a bill leaves its distance unchanged: "against"/"for"
    "prediction_unchanged": "against",
    # "the other 2 classes that have voting cubes": "descriptive" or "cubes_in_bag"
    "other_classes_reading": "descriptive",
    # the CC's strike reveal: "the only operational company of its industry" counts its
    # "own" companies or the whole "board"
    "last_operational_scope": "own",
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
