"""The seven scoring cards and final scoring (digest §5.10).

Per side: Presence (at least one controlled country), Domination (more countries and more
battlegrounds than the opponent, and at least one battleground and one non-battleground),
Control (more countries and every battleground). The tier's VP, then +1 per controlled
battleground and +1 per controlled country next to the enemy superpower; the net goes on the
track. Europe Control wins the game outright.
"""
from __future__ import annotations

from .. import hooks
from ..data import AREA_COUNTRIES, COUNTRIES, SIDES, other
from ..state import add_vp, controller, effect, emit, end_game, remove_effect
from . import event_for, release_from_play

# region -> (presence, domination, control); Europe control is an automatic victory (None).
TIERS = {"europe": (3, 7, None), "asia": (3, 7, 9), "middle_east": (3, 5, 7),
         "central_america": (1, 3, 5), "south_america": (2, 5, 6), "africa": (1, 4, 6)}
SE_ASIA_VP = {"burma": 1, "laos_cambodia": 1, "vietnam": 1, "malaysia": 1, "indonesia": 1,
              "philippines": 1, "thailand": 2}


def tally(state: dict, region: str, final: bool = False) -> dict:
    """Each side's controlled countries, battlegrounds, tier and VP in a region."""
    countries = AREA_COUNTRIES[region]
    battlegrounds = [c for c in countries if hooks.scoring_battleground(state, c)]
    shuttle = (not final and region in ("asia", "middle_east") and effect(state, "shuttle_diplomacy"))
    out = {}
    for side in SIDES:
        mine = [c for c in countries if controller(state, c) == side]
        bgs = [c for c in mine if c in battlegrounds]
        n, nb = len(mine), len(bgs)
        if side == "ussr" and shuttle and nb:
            n, nb = n - 1, nb - 1  # Shuttle Diplomacy: one USSR battleground does not count
        adjacent = sum(1 for c in mine if COUNTRIES[c].superpower == other(side))
        out[side] = {"countries": n, "battlegrounds": nb, "non_battlegrounds": n - nb,
                     "adjacent": adjacent}
    for side in SIDES:
        me, them = out[side], out[other(side)]
        if me["countries"] > them["countries"] and me["battlegrounds"] == len(battlegrounds) and len(battlegrounds):
            level = "control"
        elif (me["countries"] > them["countries"] and me["battlegrounds"] > them["battlegrounds"]
              and me["battlegrounds"] >= 1 and me["non_battlegrounds"] >= 1):
            level = "domination"
        elif me["countries"] >= 1:
            level = "presence"
        else:
            level = None
        presence, domination, control = TIERS[region]
        base = {"presence": presence, "domination": domination, "control": control, None: 0}[level]
        me["level"] = level
        me["vp"] = (base or 0) + me["battlegrounds"] + me["adjacent"]
    out["shuttle"] = bool(shuttle)
    return out


def score_region(state: dict, region: str, final: bool = False) -> None:
    t = tally(state, region, final)
    emit(state, "region_scored", region=region, final=final,
         us={k: t["us"][k] for k in ("level", "countries", "battlegrounds", "vp")},
         ussr={k: t["ussr"][k] for k in ("level", "countries", "battlegrounds", "vp")})
    if t["shuttle"]:
        remove_effect(state, "shuttle_diplomacy")
        release_from_play(state, "shuttle_diplomacy")
    if region == "europe":
        for side in SIDES:
            if t[side]["level"] == "control":
                end_game(state, side, "europe_control")
                return
    net = t["us"]["vp"] - t["ussr"]["vp"]
    if net:
        add_vp(state, "us", net, why=region + "_scoring")


def score_southeast_asia(state: dict) -> None:
    totals = {s: sum(vp for c, vp in SE_ASIA_VP.items() if controller(state, c) == s) for s in SIDES}
    emit(state, "region_scored", region="southeast_asia", final=False,
         us={"vp": totals["us"]}, ussr={"vp": totals["ussr"]})
    net = totals["us"] - totals["ussr"]
    if net:
        add_vp(state, "us", net, why="southeast_asia_scoring")


def final_scoring(state: dict) -> None:
    """After turn 10: every region but Southeast Asia on its own, then +1 VP for the China Card."""
    for region in ("europe", "asia", "middle_east", "central_america", "south_america", "africa"):
        score_region(state, region, final=True)
        if state.get("result"):
            return
    add_vp(state, state["board"]["china"]["holder"], 1, why="china_card")


def _scoring_event(region: str):
    @event_for(region + "_scoring")
    def scoring_card(state, side):
        score_region(state, region)
    scoring_card.__name__ = region + "_scoring"
    return scoring_card


for _region in TIERS:
    _scoring_event(_region)


@event_for("southeast_asia_scoring")
def southeast_asia_scoring(state, side):
    score_southeast_asia(state)
