"""Where tapestry cards in force and civilizations change the rules.

A source (a tapestry card key or a civilization key) registers reactions with
`@reacts(source, name)`: fn(state, seat, **facts) -> events, run when `fire(state, seat, name)`
names a moment of that seat's game ("advanced", "explored", "gained_tapestry", ...), and
`others_<name>` reactions run for every other seat when the moment is someone else's. Standing
rule changes are flags (`@flag(source, "free_bonus")`, read with `has`). The sources in force for
a seat are its civilizations and the "this era" tapestry card on top of its income mat.
"""
from __future__ import annotations

from typing import Callable

REACTIONS: dict[str, dict[str, Callable]] = {}
FLAGS: dict[str, set[str]] = {}


def reacts(source: str, name: str):
    def register(fn):
        REACTIONS.setdefault(source, {})[name] = fn
        return fn
    return register


def flag(source: str, *names: str) -> None:
    FLAGS.setdefault(source, set()).update(names)


def in_force(state, seat: int) -> list[str]:
    p = state["players"][seat]
    sources = list(p["civs"])
    if p.get("era_card"):
        sources.append(p["era_card"])
    return sources


def has(state, seat: int, name: str) -> bool:
    return any(name in FLAGS.get(s, ()) for s in in_force(state, seat))


def fire(state, seat: int, name: str, **facts) -> list:
    """Run this seat's reactions to its own moment, then the other seats' `others_` reactions."""
    events = []
    for source in in_force(state, seat):
        fn = REACTIONS.get(source, {}).get(name)
        if fn is not None:
            events += fn(state, seat, **facts) or []
    n = len(state["players"])
    for k in range(1, n):
        other = (seat + k) % n
        for source in in_force(state, other):
            fn = REACTIONS.get(source, {}).get(f"others_{name}")
            if fn is not None:
                events += fn(state, other, actor=seat, **facts) or []
    return events


def blocked_targets(state, seat: int) -> list[int]:
    """Seats whose territories this seat may not conquer (an Alliance in force)."""
    return [b if a == seat else a for a, b in state["board"].get("alliances", []) if seat in (a, b)]


def end_era(state, seat: int) -> list:
    """A seat's "this era" card stops at its next income turn, and with it what it set up."""
    board = state["board"]
    board["alliances"] = [pair for pair in board.get("alliances", []) if pair[0] != seat]
    board["marriages"] = [m for m in board.get("marriages", []) if m["seat"] != seat]
    return []
