"""The open questions of the automata rules, each a table option with its recommended default.

The engine's OPTIONS can offer these; `option(state, name)` reads a table's choice or the default.
Names follow the digest's ambiguity list (A-1 ... A-18); the Crisis & Control module switches
are in games/hegemony/crisis. Questions with one reading kept (no alternative offered): A-2 the
hard-filter bullets are as transcribed on the cards; A-4 a card never goes below level 1; A-6 a
bill moves a policy one section toward the desired one (a bonus aside); A-9 and A-13 are settled
by the transcribed Spending Influence and Check Goods cards (winning has its own lines; "6 or
less per item"); A-10 revealed cards go under the deck; A-11 one repeat (2 cards for a company
with machinery or the only operational one of its industry); A-14 start of turn: Loan, then
prices; A-15 Political Pressure adds the cubes left in the supply; A-16 an empty AI deck takes
the shuffled discard pile; A-18 at setup a policy card whose policy is in the desired section
stays aside (the preparation-phase rule); the Middle Class's initial action rows are inferred
(no diagram in the sources). tests/games/hegemony/test_automa_options.py checks each question
has its option or its entry here.
"""
from __future__ import annotations

from games.engine import OptionSpec, _

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
    # the extra purchase when the other supplier holds "a quantity equal to its population":
    # "at_least" Population-many, or "exactly" that many
    "extra_purchase_stock": "at_least",
    # wages after the Labor Market's minimum falls mid-round: back to the minimum at the
    # automaton's "next_turn", or only at the "next_round"
    "wage_relevel": "next_turn",
}

# The table options, for the game's OPTIONS (labels shown to people, so marked).
SPECS = (
    OptionSpec("automa_mode", _("Automata play in"), "simple", ("simple", "advanced"),
               _("Simple: the AI card's actions left to right. Advanced: the priority ladder."),
               (_("simple mode"), _("advanced mode"))),
    OptionSpec("narrowing_tie", _("Automata criteria left undecided: pick"), "random", ("random", "first"),
               labels=(_("at random"), _("the first one listed"))),
    OptionSpec("special_first_fails", _("Automaton card led by its special action whose first condition fails"),
               "continue", ("continue", "pressure"),
               _("Continue with the card's second action, or Apply Political Pressure."),
               (_("continue with the second action"), _("Apply Political Pressure"))),
    OptionSpec("collapse_row", _("A priority level disappears when empty on"), "both", ("both", "action"),
               _("Both sides of the row (action and policy cards), or the action side only."),
               (_("both sides"), _("the action side"))),
    OptionSpec("prediction_unchanged", _("Automata expect a faction whose distance a bill keeps to vote"),
               "against", ("against", "for"), labels=(_("against it"), _("for it"))),
    OptionSpec("other_classes_reading", _("Immediate vote: the other classes that have voting cubes are"),
               "descriptive", ("descriptive", "cubes_in_bag"),
               _("The two other classes, or only those with cubes in the bag now."),
               (_("both other classes"), _("those with cubes in the bag"))),
    OptionSpec("last_operational_scope", _("Capitalist automaton's strike answer: only operational company among"),
               "own", ("own", "board"), labels=(_("its own companies"), _("every company on the board"))),
    OptionSpec("round5_reshuffle", _("Round 5: automata shuffle their discarded AI cards under the deck"), True),
    OptionSpec("extra_purchase_stock", _("Automata buy extra from a supplier holding their Population in goods"),
               "at_least", ("at_least", "exactly"), _("At least Population-many units, or exactly that many."), (_("at least that many"), _("exactly that many"))),
    OptionSpec("wage_relevel", _("Automata lower wages to a fallen minimum wage"), "next_turn",
               ("next_turn", "next_round"), _("At their next turn, or at the start of the next round."), (_("at their next turn"), _("at the next round"))),
)


def option(state: dict, name: str):
    if name not in DEFAULTS:
        raise KeyError(f"unknown automaton option {name!r}")
    return state.get("options", {}).get(name, DEFAULTS[name])
