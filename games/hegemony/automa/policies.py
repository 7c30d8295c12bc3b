"""The policy priority cards of advanced mode (digest §5.7, §6.8, §10.5): set aside when a bill is
proposed, placed back after an immediate vote, returned in the Preparation phase by distance, and
the Immigration card removed in round 5."""
from __future__ import annotations

from . import ladder as L
from .setup import distance_level


def _ladders(state: dict, only: str | None = None):
    for role, auto in state.get("automata", {}).items():
        if auto["mode"] == "advanced" and only in (None, role):
            yield role, auto["ladder"]


def bill_proposed(state: dict, policy: int, immediate: bool, only: str | None = None) -> None:
    """Any player proposed a bill on `policy`: without an immediate vote every advanced automaton
    sets that policy card aside for the round; with one, the card waits for the outcome."""
    if immediate:
        return
    for _role, lad in _ladders(state, only):
        if policy not in lad["removed"]:
            L.set_aside(lad, "policy", policy)


def immediate_vote_result(state: dict, policy: int, passed: bool, only: str | None = None) -> None:
    """After an immediate vote (the policy marker already moved): not passed, the card stays;
    passed, it goes aside (desired section reached) or to the tail of level 1 or 2 by distance."""
    if not passed:
        return
    for role, lad in _ladders(state, only):
        if policy in lad["removed"]:
            continue
        level = distance_level(state, role, policy)
        L.set_aside(lad, "policy", policy)
        if level:
            L.return_from_aside(lad, "policy", policy, level)


def preparation(state: dict, only: str | None = None) -> None:
    """Preparation phase: each set-aside policy card, in ascending policy number, goes to the tail
    of level 1 (distance 1) or 2 (distance 2), or stays aside (distance 0)."""
    for role, lad in _ladders(state, only):
        for policy in sorted(lad["aside_policy"]):
            level = distance_level(state, role, policy)
            if level:
                L.return_from_aside(lad, "policy", policy, level)


def bill_markers_removed(state: dict, policies: list[int], only: str | None = None) -> None:
    """An effect removed bill markers (§10.5): the affected cards follow the preparation rule at once."""
    for role, lad in _ladders(state, only):
        for policy in sorted(policies):
            if policy in lad["aside_policy"]:
                level = distance_level(state, role, policy)
                if level:
                    L.return_from_aside(lad, "policy", policy, level)


def last_round(state: dict, only: str | None = None) -> None:
    """Start of round 5: the Immigration card leaves the game."""
    for _role, lad in _ladders(state, only):
        if 7 not in lad["removed"]:
            L.remove(lad, "policy", 7)


def sync(state: dict, role: str, new: list[dict] = ()) -> None:
    """Bring one automaton's policy cards up to date from the public log since it last looked,
    and `new`, the events of the move being made (not logged yet): bills proposed with or without
    an immediate vote, immediate votes' outcomes, bill markers an effect removed, Preparation
    phases, round 5. A bill whose
    Immediate Vote is still to be decided waits, with what follows it, for the next look."""
    auto = state["automata"][role]
    if auto["mode"] != "advanced":
        return
    log = state.get("log", []) + list(new)  # the move's events are logged after it: the same places
    start = auto.get("log_seen", 0)
    undecided = {s["policy"] for s in state["flow"]["stack"] if s["step"] == "immediate"}
    auto["log_seen"] = len(log)
    pending: dict[int, bool] = {}  # policy -> an immediate vote was called
    for i, event in enumerate(log[start:]):
        kind = event.get("kind")
        if kind == "bill_proposed" and event["policy"] in undecided:
            auto["log_seen"] = start + i
            return
        if kind == "bill_proposed":
            pending[event["policy"]] = False
            follows = log[start + i + 1:start + i + 3]
            immediate = any(e.get("kind") == "immediate_vote" and e.get("policy") == event["policy"] for e in follows)
            bill_proposed(state, event["policy"], immediate, only=role)
        elif kind == "immediate_vote":
            pending[event["policy"]] = True
        elif kind == "bill_resolved" and pending.pop(event["policy"], False):
            immediate_vote_result(state, event["policy"], event["passed"], only=role)
        elif kind == "bill_discarded":
            bill_markers_removed(state, [event["policy"]], only=role)
        elif kind == "bills_withdrawn":  # a Crisis Plan's
            bill_markers_removed(state, event["policies"], only=role)
        elif kind == "preparation":
            preparation(state, only=role)
            if event.get("round") == 5:
                last_round(state, only=role)
