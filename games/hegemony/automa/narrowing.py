"""The narrowing rule (digest §6.1): the bullets of a criteria card narrow the options one after
another until one remains.

A bullet describes some options; the first bullet that describes at least one option of the
current set makes those the working set, later bullets only narrow it, and a bullet describing
none of them is skipped. A bullet listing several categories prefers them in the listed order.
Bullets are small objects so each can be named in a trace.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from games.engine import rng_int


@dataclass(frozen=True)
class Keep:
    """Keeps the options the predicate holds for."""
    name: str
    test: Callable[[Any], bool]

    def narrow(self, options: list) -> list:
        return [o for o in options if self.test(o)]


@dataclass(frozen=True)
class Prefer:
    """Categories in the printed order: keeps the options of the first category present."""
    name: str
    category: Callable[[Any], Any]
    order: tuple

    def narrow(self, options: list) -> list:
        for wanted in self.order:
            found = [o for o in options if self.category(o) == wanted]
            if found:
                return found
        return []


@dataclass(frozen=True)
class Best:
    """"Most", "highest", "fewest", "cheapest": the options with the best value (None: not described)."""
    name: str
    value: Callable[[Any], Any]
    highest: bool = True

    def narrow(self, options: list) -> list:
        valued = [(self.value(o), o) for o in options]
        valued = [(v, o) for v, o in valued if v is not None]
        if not valued:
            return []
        best = (max if self.highest else min)(v for v, _ in valued)
        return [o for v, o in valued if v == best]


def narrow(options: list, bullets: list, trace: list | None = None) -> list:
    """The options left after the bullets (more than one when the card ends undecided)."""
    if len(options) <= 1:
        return list(options)
    working = list(options)
    for bullet in bullets:
        matched = bullet.narrow(working)
        if not matched:
            continue
        if trace is not None and len(matched) < len(working):
            trace.append(bullet.name)
        working = matched
        if len(working) == 1:
            break
    return working


def pick(options: list, bullets: list, rng: dict | None, trace: list | None = None):
    """One option: the narrowing, then "at random" with the state's RNG (option narrowing_tie
    "first" takes the first instead). None if there is no option."""
    left = narrow(options, bullets, trace)
    if not left:
        return None
    if len(left) == 1 or rng is None:
        return left[0]
    if trace is not None:
        trace.append("at random")
    return left[rng_int(rng, 0, len(left) - 1)]
