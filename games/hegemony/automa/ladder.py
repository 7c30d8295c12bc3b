"""The priority ladder of advanced mode: levels 1, 2, ... (no upper bound), each holding a queue
of action priority cards and a queue of policy priority cards.

A queue's head is the card nearest the marker, the one on that level longest; arrivals join the
tail. The ladder is plain JSON: {"action": {"<level>": [code, ...]}, "policy": {"<level>": [n, ...]},
"aside_policy": [n, ...], "aside_action": [code, ...], "removed": [...]}.
"""
from __future__ import annotations

SIDES = ("action", "policy")


def empty() -> dict:
    return {"action": {}, "policy": {}, "aside_policy": [], "aside_action": [], "removed": []}


def level_of(ladder: dict, side: str, card) -> int | None:
    for level, cards in ladder[side].items():
        if card in cards:
            return int(level)
    return None


def _remove(ladder: dict, side: str, card) -> int:
    level = level_of(ladder, side, card)
    if level is None:
        raise ValueError(f"{card!r} is not on the {side} side of the ladder")
    ladder[side][str(level)].remove(card)
    if not ladder[side][str(level)]:
        del ladder[side][str(level)]
    return level


def place(ladder: dict, side: str, card, level: int) -> None:
    """Put a card at the tail of a level (farthest from the marker)."""
    ladder[side].setdefault(str(max(1, level)), []).append(card)


def move_up(ladder: dict, side: str, card, steps: int) -> None:
    """Move a card up: the others on its level slide toward the marker, it joins the tail above."""
    if steps <= 0:
        return
    level = _remove(ladder, side, card)
    place(ladder, side, card, level + steps)


def move_down(ladder: dict, side: str, card, steps: int = 2) -> None:
    """After its action a card goes down (clamped at level 1, option ladder_floor) to the tail."""
    level = _remove(ladder, side, card)
    place(ladder, side, card, level - steps)


def ordered(ladder: dict, side: str) -> list:
    """Cards by priority: highest level first, on a level the one nearest the marker first."""
    return [card for level in sorted(ladder[side], key=int, reverse=True) for card in ladder[side][level]]


def row_empty(ladder: dict, level: int, both_sides: bool = True) -> bool:
    sides = SIDES if both_sides else ("action",)
    return all(not ladder[side].get(str(level)) for side in sides)


def collapse(ladder: dict, level: int) -> None:
    """A level that emptied disappears: every card above it drops one level, order kept."""
    for side in SIDES:
        ladder[side] = {str(int(lv) - 1 if int(lv) > level else int(lv)): cards
                        for lv, cards in ladder[side].items()}


def set_aside(ladder: dict, side: str, card) -> None:
    if level_of(ladder, side, card) is not None:
        _remove(ladder, side, card)
    aside = ladder["aside_policy" if side == "policy" else "aside_action"]
    if card not in aside:
        aside.append(card)


def return_from_aside(ladder: dict, side: str, card, level: int) -> None:
    ladder["aside_policy" if side == "policy" else "aside_action"].remove(card)
    place(ladder, side, card, level)


def remove(ladder: dict, side: str, card) -> None:
    """Out of the game (the Immigration card in round 5)."""
    if level_of(ladder, side, card) is not None:
        _remove(ladder, side, card)
    aside = ladder["aside_policy" if side == "policy" else "aside_action"]
    if card in aside:
        aside.remove(card)
    ladder["removed"].append(card)
