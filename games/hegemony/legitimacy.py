"""The State's Legitimacy (rulebook: The State; the State board): one track per class from 1 to
10, the permanent Legitimacy tokens, and the printed shields of the action cards. Only a 4-player
game has them; below 4 players every change here is ignored, as the rules say."""
from __future__ import annotations

import re
from math import ceil

CLASSES = ("working", "middle", "capitalist")
CODE = {"WC": "working", "MC": "middle", "CC": "capitalist"}
LOW, HIGH = 1, 10
# The Influence printed over the tracks: the State's lowest Legitimacy gives it this much Personal
# Influence in the Refill Bag step (1: 0, 2-3: 1, 4-5: 2, 6-7: 3, 8-9: 4, 10: 5).
INFLUENCE_BY_LOWEST = {1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3, 8: 4, 9: 4, 10: 5}


def played(state: dict) -> bool:
    return "state" in state["roles"]


def track(state: dict) -> dict[str, int]:
    return state["classes"]["state"]["legitimacy"]


def change(state: dict, cls: str, n: int) -> int:
    """Moves a class's marker by n within the track; returns how far it really moved."""
    if not played(state) or not n:
        return 0
    legit = track(state)
    before = legit[cls]
    legit[cls] = max(LOW, min(HIGH, before + n))
    return legit[cls] - before


def gain_token(state: dict, cls: str) -> None:
    """A Legitimacy token: +1 at once, and +1 more after each Scoring Phase's halving."""
    if played(state):
        state["classes"]["state"]["legitimacy_tokens"][cls] += 1
        change(state, cls, 1)


def lowest(state: dict) -> list[str]:
    """The classes at the lowest Legitimacy (several when tied)."""
    legit = track(state)
    low = min(legit.values())
    return [c for c in CLASSES if legit[c] == low]


def influence_for_refill(state: dict) -> int:
    return INFLUENCE_BY_LOWEST[min(track(state).values())]


def two_lowest_sum(state: dict) -> int:
    return sum(sorted(track(state).values())[:2])


def halve(state: dict) -> None:
    """All three markers to half their value, rounded up (Scoring Phase, IMF Intervention)."""
    legit = track(state)
    for cls in CLASSES:
        legit[cls] = ceil(legit[cls] / 2)


def add_tokens(state: dict) -> None:
    for cls, n in state["classes"]["state"]["legitimacy_tokens"].items():
        change(state, cls, n)


# --------------------------------------------------------------------------- printed shields

SHIELD = re.compile(r"^(WC|MC|CC)([+-]\d+|\*)(?:/(\d*)(.+))?$")


def shields(text: str) -> list[list[tuple[str, str, int | None]]]:
    """The shields of a card as groups of alternatives: "WC+1 CC+1" is two groups of one,
    "MC+1|WC+1" one group of two (one is chosen). Each alternative is (class, change, per):
    change "+1" or "*" (set by the text), per the N of "/N<thing>" (1 for "/company"), else None."""
    groups = []
    for group in text.split():
        options = []
        for part in group.split("|"):
            m = SHIELD.match(part)
            if not m:
                raise ValueError(f"unreadable legitimacy shield {part!r}")
            code, amount, per, thing = m.groups()
            options.append((CODE[code], amount, (int(per) if per else 1) if thing else None))
        groups.append(options)
    return groups


def apply_shields(state: dict, text: str, chosen: str | None = None, units: int = 0,
                  changes: dict | None = None) -> list[dict]:
    """Applies a card's shields after its effect (4 players only): a fixed shield at once; of a
    group of alternatives the one for the class the effect `chosen`; "/N<thing>" once per N
    `units` the effect counted; "*" by the amounts the effect's text set (`changes`), a "/N"
    after it included."""
    if not played(state) or not text:
        return []
    moved: dict[str, int] = {}
    for group in shields(text):
        picks = [o for o in group if len(group) == 1 or o[0] == chosen]
        for cls, amount, per in picks:
            if amount == "*":  # the text sets it (its own "per ..." included)
                n = (changes or {}).get(cls, 0)
            else:
                n = int(amount) * (units // per if per is not None else 1)
            if n:
                moved[cls] = moved.get(cls, 0) + change(state, cls, n)
    return [{"kind": "legitimacy", "audience": "all", "changes": moved}] if moved else []
