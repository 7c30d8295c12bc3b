"""The policy priority cards of advanced mode (digest §5.7, §6.8, §10.5): set aside when a bill is
proposed, placed back after an immediate vote, returned in the Preparation phase by distance, and
the Immigration card removed in round 5."""
from __future__ import annotations

from . import ladder as L
from .setup import distance_level


def _ladders(state: dict):
    for role, auto in state.get("automata", {}).items():
        if auto["mode"] == "advanced":
            yield role, auto["ladder"]


def bill_proposed(state: dict, policy: int, immediate: bool) -> None:
    """Any player proposed a bill on `policy`: without an immediate vote every advanced automaton
    sets that policy card aside for the round; with one, the card waits for the outcome."""
    if immediate:
        return
    for _role, lad in _ladders(state):
        if policy not in lad["removed"]:
            L.set_aside(lad, "policy", policy)


def immediate_vote_result(state: dict, policy: int, passed: bool) -> None:
    """After an immediate vote (the policy marker already moved): not passed, the card stays;
    passed, it goes aside (desired section reached) or to the tail of level 1 or 2 by distance."""
    if not passed:
        return
    for role, lad in _ladders(state):
        if policy in lad["removed"]:
            continue
        level = distance_level(state, role, policy)
        L.set_aside(lad, "policy", policy)
        if level:
            L.return_from_aside(lad, "policy", policy, level)


def preparation(state: dict) -> None:
    """Preparation phase: each set-aside policy card, in ascending policy number, goes to the tail
    of level 1 (distance 1) or 2 (distance 2), or stays aside (distance 0)."""
    for role, lad in _ladders(state):
        for policy in sorted(lad["aside_policy"]):
            level = distance_level(state, role, policy)
            if level:
                L.return_from_aside(lad, "policy", policy, level)


def bill_markers_removed(state: dict, policies: list[int]) -> None:
    """An effect removed bill markers (§10.5): the affected cards follow the preparation rule at once."""
    for role, lad in _ladders(state):
        for policy in sorted(policies):
            if policy in lad["aside_policy"]:
                level = distance_level(state, role, policy)
                if level:
                    L.return_from_aside(lad, "policy", policy, level)


def last_round(state: dict) -> None:
    """Start of round 5: the Immigration card leaves the game."""
    for _role, lad in _ladders(state):
        if 7 not in lad["removed"]:
            L.remove(lad, "policy", 7)
