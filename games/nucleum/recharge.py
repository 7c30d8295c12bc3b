"""Recharge (INC-3..7): income capped by the filled slots, the tiles back to the pool, a
milestone marker (MIL-3/4) with the Nucleum token of its tier (INC-5), and the Royal Appraisal
Day once everyone has made their 1st, 2nd or 3rd Recharge (RAD-1/2)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.nucleum import actions, parliament, steps
from games.nucleum.data import TRACKS
from games.nucleum.state import comps, income_value, player

MARKERS_ON_SIDE_BOARD = 3  # the Recharges that count towards Royal Appraisal Days


def start(state, seat: int) -> list:
    p = player(state, seat)
    income = {t: income_value(state, seat, t) for t in TRACKS}
    events = [event("recharge", seat=seat, thalers=income["thaler"], workers=income["worker"], vp=income["vp"])]
    p["thalers"] += income["thaler"]
    events += actions.gain(state, seat, {"workers": income["worker"]})
    if income["vp"]:
        events += actions.score(state, seat, income["vp"])
    p["pool"] += p["slots"] + p.pop("chained", [])  # tiles played onto chaining tiles too (CH-7)
    p["slots"] = []
    p["recharges"] += 1
    steps.push(state, {"step": "after_recharge", "seat": seat})
    if len(p["markers"]) < comps().board["starting"]["milestone_markers"]:
        steps.push(state, {"step": "marker", "seat": seat, "final": False})
    return events


def reachable(state, seat: int) -> list[dict]:
    """MIL-3: spaces worth at most the seat's achievement tokens, in tiers without its marker;
    the "0" space always (MIL-4)."""
    p = player(state, seat)
    track = comps().milestones["track"]
    tiers = {s["tier"] for s in track if s["value"] in p["markers"] and s["tier"]}
    return [s for s in track if s["tier"] == 0 or (s["value"] <= p["achievements"] and s["tier"] not in tiers)]


@steps.decision("marker")
class Marker:
    def prompt(self, state, step):
        options = [Option(f"marker:{s['value']}", _("Milestone marker on {value}"), {"value": s["value"]})
                   for s in reachable(state, step["seat"])]
        if step["final"]:  # MIL-7: the last marker is optional
            options = [o for o in options if o.params["value"]] + [Option("none", _("Place no marker"))]
        return Prompt("nucleum.milestone_marker", step["seat"], _("Place a milestone marker."), tuple(options))

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "none":
            return []
        value = option.params["value"]
        player(state, seat)["markers"].append(value)
        events = [event("marker", seat=seat, value=value)]
        if step["final"]:  # no immediate effects (MIL-7)
            return events
        space = next(s for s in comps().milestones["track"] if s["value"] == value)
        board = state["board"]
        # INC-5 with Q-11: the token of the marker's tier, or (by option) the lowest one left
        claim = space["tier"] if state["options"]["nucleum_claim"] == "tier" else min(board["nucleum_tiers"], default=None)
        if claim in board["nucleum_tiers"]:
            board["nucleum_tiers"].remove(claim)
            tier = next(t for t in comps().milestones["tiers"] if t["tier"] == claim)
            steps.push(state, {"step": "nucleum_plant", "seat": seat, "reward": tier["nucleum"]})
        if space["tier"] == 0:
            return events + actions.gain(state, seat, {k: v for k, v in space["zero"].items() if k != "end_vp"})
        return events + actions.gain(state, seat, space.get("effect", {}))


@steps.decision("nucleum_plant")
class NucleumPlant:
    def prompt(self, state, step):
        plants = state["board"]["plants"]
        options = [Option(f"plant:{c}", _("Put the Nucleum on the power plant of {city}"), {"city": c})
                   for c in sorted(plants) if not plants[c]["nucleum"]]
        if not options:  # every plant holds one already: the reward alone
            options = [Option("none", _("Take the reward"))]
        return Prompt("nucleum.place_nucleum", step["seat"], _("Place the Nucleum token."), tuple(options))

    def choose(self, state, step, option):
        seat = step["seat"]
        events = []
        if option.id != "none":
            state["board"]["plants"][option.params["city"]]["nucleum"] = True
            events.append(event("nucleum", seat=seat, city=option.params["city"]))
        return events + actions.gain(state, seat, step["reward"])


@steps.automatic("after_recharge")
def after_recharge(state, step):
    """RAD-1: the k-th Royal Appraisal Day when every player has recharged k times (k <= 3)."""
    board = state["board"]
    done = board.get("rads", 0)
    if done >= MARKERS_ON_SIDE_BOARD or any(p["recharges"] <= done for p in state["players"]):
        return []
    board["rads"] = done + 1
    return royal_appraisal(state, done + 1)


def royal_appraisal(state, number: int) -> list:
    """RAD-2 (Q-12): each player's highest marker; the highest score 6 VP (all tied), the next
    value 2 VP. Players without a marker above 0 score nothing."""
    first, second = comps().supply["rad_scoring"]
    best = {s: max(p["markers"], default=0) for s, p in enumerate(state["players"])}
    values = sorted({v for v in best.values() if v > 0}, reverse=True)
    events = [event("royal_appraisal", number=number)]
    for seat, v in best.items():
        if values and v == values[0]:
            events += actions.score(state, seat, first)
        elif len(values) > 1 and v == values[1]:
            events += actions.score(state, seat, second)
    if parliament.on(state):  # the expansion's RAD-2..5 after the base scoring (RAD-1)
        events += parliament.appraise(state, number)
    return events
