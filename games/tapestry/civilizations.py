"""Civilizations: taking one (at setup, or later from Military 12 / Radio) and their abilities.

An ability is a set of hooks (hooks.py) registered under the civilization's key, plus what
happens when it is gained (ON_GAIN). A civilization without an implementation raises
NotImplementedError when it is taken; data/README.md lists which ones.
"""
from __future__ import annotations

from games.engine import event, shuffle
from games.tapestry import benefits, data, hooks, steps, tracks
from games.tapestry.state import player

ON_GAIN: dict = {}  # civ key -> fn(state, seat, at_setup) -> events


def on_gain(key: str):
    def register(fn):
        ON_GAIN[key] = fn
        return fn
    return register


def implemented(key: str) -> bool:
    return key in ON_GAIN


def take(state, seat: int, civ: str, at_setup: bool) -> list:
    if not implemented(civ):
        raise NotImplementedError(f"Tapestry civilization {civ!r} is not implemented")
    player(state, seat)["civs"].append(civ)
    events = [event("civilization", seat=seat, civ=civ)]
    return events + ON_GAIN[civ](state, seat, at_setup)


@benefits.token("civilization")
def _civilization(state, seat, arg, ctx):
    deck = state["secret"]["civ_deck"]
    if not deck:
        return [event("deck_empty", seat=seat, deck="civilization")]
    return take(state, seat, deck.pop(), at_setup=False)


# --------------------------------------------------------------------------- The Chosen


@on_gain("the_chosen")
def _chosen_gain(state, seat, at_setup):
    if at_setup and state["options"].get("civilization_adjustments"):
        return benefits.add_vp(state, seat, 15 * (len(state["players"]) - 1), "civ")
    return []


def _leads(state, seat: int, track: str) -> bool:
    from games.tapestry.state import advanced
    mine = advanced(state, seat, track)
    return all(advanced(state, s, track) <= mine for s in range(len(state["players"])))


@hooks.reacts("the_chosen", "income_turn")
def _chosen_income(state, seat, era):
    if era < 2:
        return []
    p = player(state, seat)
    if era == 5:
        return benefits.add_vp(state, seat, 5 * len(p["achievements"]), "civ")
    opponents = len(state["players"]) - 1
    leading = sum(1 for t in data.TRACK_KEYS if t in p["complete"] or _leads(state, seat, t))
    steps.push(state, *[benefits.gain_step(seat, "any_resource")] * len(p["achievements"]))
    return benefits.add_vp(state, seat, leading * opponents, "civ")


# --------------------------------------------------------------------------- Futurists


@on_gain("futurists")
def _futurists_gain(state, seat, at_setup):
    """Advance exactly 4 on each track (the end as the limit), no benefits, bonuses or landmarks;
    gain 1 of each resource (at setup, the adjustment: lose 1 culture and 1 resource)."""
    events = []
    p = player(state, seat)
    for track in data.TRACK_KEYS:
        tok = tracks.movable_token(state, seat, track)
        if tok is None:
            continue
        tok["pos"] = min(data.LAST_SPACE, tok["pos"] + 4)
        events.append(event("advanced", seat=seat, track=track, pos=tok["pos"]))
        if tok["pos"] == data.LAST_SPACE and track not in p["complete"]:
            p["complete"].append(track)
            from games.tapestry import achievements
            events += achievements.earn(state, seat, "complete_track")
    for res in data.RESOURCES:
        p["res"][res] = min(data.RESOURCE_CAP, p["res"][res] + 1)
    if at_setup and state["options"].get("civilization_adjustments"):
        p["res"]["culture"] -= 1
        steps.push(state, {"step": "lose_resource", "seat": seat})
    return events


def shuffle_back(state, civs: list[str]) -> None:
    deck = state["secret"]["civ_deck"]
    deck += civs
    shuffle(state["rng"], deck)
