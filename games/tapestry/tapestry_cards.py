"""The tapestry cards' effects, one block per card (keys as in data/tapestry_cards.json)."""
from __future__ import annotations

from games.engine import event
from games.tapestry import benefits, data, hooks, steps
from games.tapestry.state import advanced, player
from games.tapestry.tapestry import ERA_CARDS, when_played


def era_card(key: str, *flags: str) -> None:
    ERA_CARDS.add(key)
    if flags:
        hooks.flag(key, *flags)


@when_played("trap")
def _trap(state, seat):
    return benefits.add_vp(state, seat, 10, "tapestry")


@when_played("feudalism")
def _feudalism(state, seat):
    steps.push(state, {"step": "choose_benefit", "seat": seat, "tokens": ["any_resource", "vp_per:landmark*3"]})
    return []


@when_played("meritocracy")
def _meritocracy(state, seat):
    steps.push(state, benefits.gain_step(seat, "invent"), benefits.gain_step(seat, "vp_per:tech_card*2"))
    return []


@when_played("boast_of_superiority")
def _boast(state, seat):
    n = len(state["players"])
    best = sum(1 for t in data.TRACK_KEYS
               if all(advanced(state, s, t) <= advanced(state, seat, t) for s in range(n)))
    return benefits.add_vp(state, seat, 4 * best, "tapestry")


@when_played("plea_for_aid")
def _plea(state, seat):
    n = len(state["players"])
    behind = sum(1 for t in data.TRACK_KEYS
                 if n > 1 and all(advanced(state, s, t) > advanced(state, seat, t) for s in range(n) if s != seat))
    steps.push(state, *[benefits.gain_step(seat, "any_resource")] * behind)
    return benefits.add_vp(state, seat, 2 * behind, "tapestry")


@when_played("age_of_wonders")
def _age_of_wonders(state, seat):
    counts = [len(p["landmarks"]) for p in state["players"]]
    mine = counts[seat]
    others = [c for s, c in enumerate(counts) if s != seat]
    if others and mine < min(others):
        steps.push(state, *[benefits.gain_step(seat, "any_resource")] * 2)
        return []
    if others and mine > max(others):
        return benefits.add_vp(state, seat, 12, "tapestry")
    steps.push(state, benefits.gain_step(seat, "any_resource"))
    return benefits.add_vp(state, seat, 6, "tapestry")


# --------------------------------------------------------------------------- this era


era_card("wartime_economy", "free_bonus")
era_card("golden_age", "ignore_prerequisites")
era_card("terraforming", "build_on_impassable")
era_card("pillage_and_plunder", "both_dice_on_topple", "no_traps_against")
era_card("pirate_rule", "conquer_tile_benefit")
era_card("broker_of_peace", "no_advance:military")
era_card("theocracy", "no_advance:science")
era_card("monarchy")
era_card("academia")


@hooks.reacts("golden_age", "upgraded")
def _golden_age(state, seat, tech, row):
    return benefits.add_vp(state, seat, 3, "tapestry")


@hooks.reacts("terraforming", "built_on_impassable")
def _terraforming(state, seat, n):
    return benefits.add_vp(state, seat, 5, "tapestry")


@hooks.reacts("broker_of_peace", "others_advanced")
def _broker(state, seat, actor, track, pos):
    return benefits.add_vp(state, seat, 3, "tapestry") if track == "military" else []


@hooks.reacts("theocracy", "entered_tier")
def _theocracy(state, seat, track, pos):
    return benefits.add_vp(state, seat, 4, "tapestry")


@hooks.reacts("monarchy", "placed_income_building")
def _monarchy(state, seat, building):
    return benefits.add_vp(state, seat, 3, "tapestry")


@hooks.reacts("academia", "invented")
def _academia_invent(state, seat, tech):
    return benefits.add_vp(state, seat, 3, "tapestry")


@hooks.reacts("academia", "gained_tapestry")
def _academia_tapestry(state, seat):
    return benefits.add_vp(state, seat, 3, "tapestry")
