"""Income turns (rulebook "Income"): civilization abilities, the tapestry card with the
first-into-an-era bonus, an optional upgrade and the VP icons, then the income icons.

Income turn 1 has only the civilization abilities and the income; turns 2-4 all four steps;
turn 5 the abilities, the upgrade and the VP, and then that player's game is over.
"""
from __future__ import annotations

from games.engine import event
from games.tapestry import benefits, data, hooks, steps
from games.tapestry.state import neighbours, player


def begin(state, seat: int) -> list:
    p = player(state, seat)
    p["era"] += 1
    era = p["era"]
    p["era_card"] = None  # a "this era" card lasts until the beginning of the next income turn
    events = [event("income_turn", seat=seat, era=era)]
    events += hooks.end_era(state, seat)
    todo = [{"step": "income_civs", "seat": seat, "era": era}]
    if 2 <= era <= 4:
        todo.append({"step": "era_bonus", "seat": seat, "era": era})
        todo.append({"step": "play_tapestry", "seat": seat, "era": era})
    if era >= 2:
        todo.append({"step": "upgrade", "seat": seat, "optional": True})
        todo.append({"step": "income_vp", "seat": seat})
    if era <= 4:
        todo.append({"step": "income_gain", "seat": seat})
    else:
        todo.append({"step": "game_over_for", "seat": seat})
    steps.push(state, *todo)
    return events


def first_into_era(state, seat: int, era: int) -> bool:
    """No neighbour has begun this era yet (the seat itself has just begun it)."""
    return all(player(state, s)["era"] < era for s in neighbours(state, seat))


@steps.automatic("income_civs")
def _income_civs(state, step):
    return hooks.fire(state, step["seat"], "income_turn", era=step["era"])


@steps.automatic("era_bonus")
def _era_bonus(state, step):
    seat, era = step["seat"], step["era"]
    if not first_into_era(state, seat, era):
        return []
    steps.push(state, *[benefits.gain_step(seat, "any_resource")] * (era - 1))
    return [event("first_into_era", seat=seat, era=era)]


def exposed(p: dict, building: str) -> list[dict]:
    """The exposed levels of an income row: level 1 and one more per building taken."""
    return data.INCOME[building]["levels"][: p["taken"][building] + 1]


@steps.automatic("income_vp")
def _income_vp(state, step):
    seat = step["seat"]
    p = player(state, seat)
    toks = [t for b in data.BUILDINGS for lv in exposed(p, b) for t in lv["vp"]]
    steps.push(state, *[benefits.gain_step(seat, t, why="income") for t in toks])
    return []


@steps.automatic("income_gain")
def _income_gain(state, step):
    seat = step["seat"]
    p = player(state, seat)
    toks = [t for b in data.BUILDINGS for lv in exposed(p, b) for t in lv["income"]]
    steps.push(state, *[benefits.gain_step(seat, t, why="income") for t in toks],
               {"step": "income_done", "seat": seat})
    return hooks.fire(state, seat, "income_gained", tokens=toks)


@steps.automatic("income_done")
def _income_done(state, step):
    return hooks.fire(state, step["seat"], "after_income")


@steps.automatic("game_over_for")
def _game_over_for(state, step):
    player(state, step["seat"])["done"] = True
    return [event("finished", seat=step["seat"], vp=player(state, step["seat"])["vp"])]
