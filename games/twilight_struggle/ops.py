"""Chapter 6: placing influence, realignment rolls, coups and the space race.

Every rule of the seed chapter is here; the numbers in comments are its rule numbers.
Ops plays and event-granted operations share these functions through the generic steps
in steps.py ("place_influence" with ops=True, "realign", "coup").
"""
from __future__ import annotations

from . import hooks
from .data import COUNTRIES, SUPERPOWER_ADJACENT, other
from .state import (add_influence, add_milops, add_vp, controls, degrade_defcon, emit,
                    is_over, remove_influence, roll)
from .steps import country_option, scope

# 8.1.5: regions closed to coups and realignment rolls at each DEFCON level.
DEFCON_CLOSED = {5: (), 4: ("europe",), 3: ("europe", "asia"), 2: ("europe", "asia", "middle_east"),
                 1: ("europe", "asia", "middle_east")}

# 6.4: the space race track, box -> (Ops needed on the card, highest successful roll,
# VP for the first to arrive, VP for the second).
SPACE_TRACK = {1: (2, 3, 2, 1), 2: (2, 4, 0, 0), 3: (2, 3, 2, 0), 4: (2, 4, 0, 0),
               5: (3, 3, 3, 1), 6: (3, 4, 0, 0), 7: (3, 3, 4, 2), 8: (4, 2, 2, 0)}
SPACE_NAMES = {1: "Earth Satellite", 2: "Animal in Space", 3: "Man in Space", 4: "Man in Earth Orbit",
               5: "Lunar Orbit", 6: "Eagle/Bear Has Landed", 7: "Space Shuttle", 8: "Space Station"}


def defcon_allows(state: dict, country: str) -> bool:
    return COUNTRIES[country].region not in DEFCON_CLOSED[state["board"]["defcon"]]


def _unbonused(step: dict, country: str) -> int:
    """Ops of area-conditional bonuses lost by spending a point in `country`."""
    return sum(b["n"] for b in step.get("bonuses", ()) if not COUNTRIES[country].in_area(b["area"]))


def _spend(step: dict, country: str, cost: int) -> dict:
    """The step after spending `cost` in `country`: bonuses for other areas are forfeited."""
    step = dict(step)
    step["count"] -= cost + _unbonused(step, country)
    step["bonuses"] = [b for b in step.get("bonuses", ()) if COUNTRIES[country].in_area(b["area"])]
    return step


# --------------------------------------------------------------------------- 6.1 influence


def reach(state: dict, side: str, sources) -> list[str]:
    """6.1.1/6.1.4: countries holding the side's influence (the snapshot), their neighbours,
    and the countries next to the side's superpower."""
    out = set(sources)
    for c in sources:
        out.update(COUNTRIES[c].adjacent)
    out.update(SUPERPOWER_ADJACENT[side])
    return [c for c in COUNTRIES if c in out]


def influence_sources(state: dict, side: str) -> list[str]:
    """The countries holding `side`'s influence, by name: a state read back from PostgreSQL's
    jsonb has its countries in another order, and the snapshot is part of the view."""
    return sorted(c for c, v in state["board"]["influence"].items() if v[side] > 0)


def influence_cost(state: dict, side: str, country: str) -> int:
    """6.1.2: 2 Ops into an opponent-controlled country, else 1; evaluated per point."""
    base = 2 if controls(state, other(side), country) else 1
    return base + hooks.influence_cost_extra(state, side, country)


def influence_options(state: dict, step: dict) -> list:
    side = step["side"]
    inside = scope(step)
    options = []
    for c in step["reach"]:
        if (inside is not None and c not in inside) or not hooks.influence_allowed(state, side, c, True):
            continue
        cost = influence_cost(state, side, c)
        if cost <= step["count"] - _unbonused(step, c):
            options.append(country_option(c, cost=cost))
    return options


def spend_influence_point(state: dict, step: dict, country: str) -> dict:
    cost = influence_cost(state, step["side"], country)
    add_influence(state, step["side"], country, 1, why="ops")
    return _spend(step, country, cost)


def influence_step(state: dict, side: str, card: str, ops: int, bonuses: list) -> dict:
    flow = state["flow"]
    snapshot = (flow.get("ar") or {}).get("sources", {}).get(side)
    if snapshot is None or state["options"].get("reach_snapshot") == "operation":
        snapshot = influence_sources(state, side)
    return {"step": "place_influence", "side": side, "ops": True, "card": card,
            "count": ops + sum(b["n"] for b in bonuses), "bonuses": bonuses,
            "reach": reach(state, side, snapshot)}


# --------------------------------------------------------------------------- 6.2 realignment


def realign_targets(state: dict, step: dict) -> list[str]:
    return list(_realign_targets(state, step))


def has_realign_target(state: dict, step: dict) -> bool:
    """Whether `realign_targets` has one, without looking past the first."""
    return next(_realign_targets(state, step), None) is not None


def _realign_targets(state: dict, step: dict):
    side, opp = step["side"], other(step["side"])
    free = step.get("free", False)
    need_opp = state["options"].get("realign_needs_opponent_influence", True)
    inside = scope(step)
    for c, v in state["board"]["influence"].items():
        if need_opp and v[opp] == 0:
            continue
        if inside is not None and c not in inside:
            continue
        if step.get("defcon_limits", not free) and not defcon_allows(state, c):
            continue
        if not hooks.can_realign(state, side, c, free):
            continue
        if step["count"] - _unbonused(step, c) < 1:
            continue
        yield c


def realign_modifiers(state: dict, side: str, country: str) -> int:
    """6.2.2: +1 per adjacent country the side controls, +1 for more influence in the target,
    +1 if the side's superpower touches the target; then event modifiers."""
    c = COUNTRIES[country]
    mod = sum(1 for n in c.adjacent if controls(state, side, n))
    infl = state["board"]["influence"][country]
    if infl[side] > infl[other(side)]:
        mod += 1
    if c.superpower == side:
        mod += 1
    return mod + hooks.realign_modifier(state, side, country)


def realign(state: dict, side: str, country: str) -> None:
    """One realignment roll: both roll, the higher modified roll removes the difference."""
    opp = other(side)
    mods = {s: realign_modifiers(state, s, country) for s in (side, opp)}
    dice = {s: roll(state, "realign", s, country=country) for s in (side, opp)}
    totals = {s: dice[s] + mods[s] for s in (side, opp)}
    emit(state, "realigned", side=side, country=country, dice=dice, mods=mods, totals=totals)
    if totals[side] > totals[opp]:
        remove_influence(state, opp, country, totals[side] - totals[opp], why="realign")
    elif totals[opp] > totals[side]:
        remove_influence(state, side, country, totals[opp] - totals[side], why="realign")


def realign_point(state: dict, step: dict, country: str) -> dict:
    step = _spend(step, country, 1)
    realign(state, step["side"], country)
    return step


# --------------------------------------------------------------------------- 6.3 coups


def coup_targets(state: dict, step: dict) -> list[str]:
    return list(_coup_targets(state, step))


def has_coup_target(state: dict, step: dict) -> bool:
    """Whether `coup_targets` has one, without looking past the first."""
    return next(_coup_targets(state, step), None) is not None


def _coup_targets(state: dict, step: dict):
    side, opp = step["side"], other(step["side"])
    free = step.get("free", False)
    inside = scope(step)
    for c, v in state["board"]["influence"].items():
        if v[opp] == 0 or (inside is not None and c not in inside):  # 6.3.1
            continue
        if step.get("defcon_limits", not free) and not defcon_allows(state, c):  # 6.3.5, 8.1.5
            continue
        if not hooks.can_coup(state, side, c, free):
            continue
        yield c


def coup(state: dict, step: dict, country: str) -> None:
    """6.3.2-6.3.4: d6 + Ops against twice the stability; Military Ops; DEFCON."""
    side, opp = step["side"], other(step["side"])
    free = step.get("free", False)
    ops = step["ops"] + sum(b["n"] for b in step.get("bonuses", ()) if COUNTRIES[country].in_area(b["area"]))
    emit(state, "coup_attempt", side=side, country=country, ops=ops, free=free)
    hooks.on_coup_attempt(state, side, country, free)
    if is_over(state):
        return
    credit = step.get("milops")
    if credit is None:
        credit = (not free) or state["options"].get("free_coup_milops", False)
    if credit:
        add_milops(state, side, ops, why="coup")  # 6.3.3, whatever the result
    die = roll(state, "coup", side, country=country)
    mod = hooks.coup_modifier(state, side, country)
    total = die + ops + mod
    threshold = 2 * COUNTRIES[country].stability
    margin = total - threshold
    emit(state, "coup_result", side=side, country=country, die=die, ops=ops, mod=mod,
         threshold=threshold, success=margin > 0)
    if margin > 0:
        removed = remove_influence(state, opp, country, margin, why="coup")
        add_influence(state, side, country, margin - removed, why="coup")
    if hooks.coup_degrades_defcon(state, side, country, free):  # 6.3.4
        degrade_defcon(state, 1, why="coup")


# --------------------------------------------------------------------------- 6.4 space race


def space_ops_needed(state: dict, side: str) -> int | None:
    box = state["board"]["space"][side] + 1
    return SPACE_TRACK[box][0] if box in SPACE_TRACK else None


def space_race_allowed(state: dict, side: str, card: str | None, ops: int | None = None) -> bool:
    """6.4.1/6.4.2/6.4.6: a next box, attempts left this turn, enough Ops on the card (or
    `ops` for Ops an event grants without a card)."""
    needed = space_ops_needed(state, side)
    if needed is None:
        return False
    if state["board"]["space_attempts"][side] >= hooks.space_attempts_allowed(state, side):
        return False
    if ops is None:
        if state["options"].get("space_modified_ops", True):
            ops = hooks.ops_value(state, side, card)
        else:
            from .data import CARDS
            ops = CARDS[card].ops
    return ops >= needed


def space_attempt(state: dict, side: str, card: str | None = None) -> None:
    state["board"]["space_attempts"][side] += 1
    box = state["board"]["space"][side] + 1
    die = roll(state, "space", side, box=box)
    success = die <= SPACE_TRACK[box][1]
    emit(state, "space_attempt", side=side, box=box, die=die, success=success)
    if success:
        space_advance(state, side)


def space_advance(state: dict, side: str) -> None:
    """Moves the marker one box (events use this too): VP for first/second arrival (6.4.3) and
    the bonus record (6.4.4)."""
    board = state["board"]
    box = board["space"][side] + 1
    if box not in SPACE_TRACK:
        return
    first = board["space"][other(side)] < box
    board["space"][side] = box
    if first:
        board["space_first"][str(box)] = side
    emit(state, "space_advanced", side=side, box=box, first=first)
    vp = SPACE_TRACK[box][2] if first else SPACE_TRACK[box][3]
    if vp:
        add_vp(state, side, vp, why="space")
