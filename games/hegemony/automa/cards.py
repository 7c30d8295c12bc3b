"""The automata's card facts, read from the transcribed instruction cards (data/automa-cards.json).

Desired sections come from each class's Check Policies card and from the Desired Policies card
(the automaton's estimate of every other faction, the State included).
"""
from __future__ import annotations

import re

from games.hegemony.components import AI_CARDS, AUTOMA_CARDS

CODE = {"working": "wc", "middle": "mc", "capitalist": "cc"}
ROLE = {"WC": "working", "MC": "middle", "CC": "capitalist", "State": "state"}
SECTIONS = "ABC"


def _sections(text: str) -> dict[str, str]:
    return {num: sec for num, sec in re.findall(r"\b([1-7])([ABC])\b", text)}


def _desired() -> dict[str, dict[str, str]]:
    own = {role: _sections(AUTOMA_CARDS[f"{code}-check-policies"]["text"].split("\n")[0])
           for role, code in CODE.items()}
    estimate = {}
    for line in AUTOMA_CARDS["desired-policies"]["text"].split("\n")[1:]:
        tag = re.match(r"- \[(\w+)\]", line).group(1)
        estimate[ROLE[tag]] = _sections(line)
    return own, estimate


# DESIRED[role][policy]: the automaton's own desired section (its Check Policies card).
# ESTIMATED[role][policy]: what an automaton assumes another faction wants (Desired Policies card).
DESIRED, ESTIMATED = _desired()


def distance(section: str, desired: str) -> int:
    return abs(SECTIONS.index(section) - SECTIONS.index(desired))


def ai_deck(role: str) -> list[str]:
    """The 30 AI card ids of a class, in printed order (the engine shuffles them)."""
    prefix = f"{CODE[role]}-ai-"
    return sorted((cid for cid in AI_CARDS if cid.startswith(prefix)), key=lambda c: AI_CARDS[c]["number"])


def card(card_id: str) -> dict:
    return AI_CARDS[card_id]


# The action priority cards of advanced mode on the two lowest levels at setup, each row from the
# marker outward. WC and CC: the layouts of the one public implementation (the rulebook's diagrams
# are not in the seed); MC: inferred by analogy (its three basic actions of the economy on level 2
# with Propose Bill, Special Action first on level 1). Option `mc_initial_ladder` names the source.
INITIAL_ACTIONS = {
    "working": {1: ["SA", "STR", "DEM"], 2: ["AW", "BGS", "PB"]},
    "middle": {1: ["SA", "SFM", "BC"], 2: ["AW", "BGS", "PB"]},
    "capitalist": {1: ["SA", "LOB", "SC"], 2: ["BC", "SFM", "PB"]},
}
