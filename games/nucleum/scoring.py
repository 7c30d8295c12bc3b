"""The end of the game: the last milestone markers (MIL-7), then final scoring (FIN-1) in the
order Q-13 recommends with the parliament's parties first (expansion FIN-2), the auction's
payments just before the totals (AUC-6, FIN-4), and the winner (FIN-2 with the Q-15 tiebreak)."""
from __future__ import annotations

from games.engine import Result, event
from games.nucleum import auction, parliament, steps
from games.nucleum.counts import count, milestone_tile_vp
from games.nucleum.state import clockwise_from, comps, player
from games.nucleum.text import END_REASONS


def final(state) -> list:
    """Each player with achievement tokens may place one more marker; then the scoring."""
    state["flow"]["final_turns"] = None
    seats = [s for s in clockwise_from(state, state["flow"]["first"]) if player(state, s)["achievements"]]
    steps.push(state, *[{"step": "marker", "seat": s, "final": True} for s in seats],
               {"step": "final_scoring", "seat": state["flow"]["first"]})
    return [event("final_scoring_begins")]


def milestone_vp(state, seat: int) -> int:
    """MIL-6: each milestone tile scores for a marker in its tier, times the tier's multiplier."""
    ms = comps().milestones
    tier_of = {s["value"]: s["tier"] for s in ms["track"]}
    reached = {tier_of[v] for v in player(state, seat)["markers"]}
    return sum(milestone_tile_vp(state, seat, t["tier"], t["multiplier"]) for t in ms["tiers"] if t["tier"] in reached)


def technology_vp(state, seat: int) -> int:
    """Scoring technologies (no. 8): per thing counted, or the highest threshold reached (E8,
    F8: tiered, not added up, and scored at the end, A-4)."""
    total = 0
    for tech in player(state, seat)["technologies"]:
        effect = comps().technologies[tech]["effect"]
        if "per" in effect:
            total += effect["vp"] * count(state, seat, effect["per"])
        elif "per_threshold" in effect:
            have = count(state, seat, effect["per_threshold"])
            total += max([vp for n, vp in zip(effect["thresholds"], effect["vp"]) if have >= n], default=0)
    return total


def building_vp(state, seat: int) -> int:
    """BLD-2: the VP on each of the seat's electrified buildings."""
    vp = {(b["type"], b["level"]): b["vp"] for b in comps().board["buildings"]}
    return sum(vp[(x["type"], x["level"])] for x in state["board"]["structures"].values()
               if x["owner"] == seat and x["kind"] == "building" and x.get("electrified"))


def leftover_vp(state, seat: int) -> int:
    """U-16: leftover thalers, available workers and uranium on the seat's mines."""
    p, rates = player(state, seat), comps().supply["leftovers"]
    uranium = sum(x.get("uranium", 0) for x in state["board"]["structures"].values() if x["owner"] == seat)
    return p["thalers"] // rates["thalers_per_vp"] + p["workers"] * rates["worker"] + uranium * rates["uranium"]


@steps.automatic("final_scoring")
def final_scoring(state, step):
    zero = next(s for s in comps().milestones["track"] if s["tier"] == 0)["zero"]["end_vp"]
    # FIN-2: the parties score as on a Royal Appraisal Day, nobody leaves; politicians are no
    # available workers, so the leftovers do not count them (FIN-3)
    events = parliament.score_parties(state, parliament.FINAL) if parliament.on(state) else []
    for seat, p in enumerate(state["players"]):
        parts = {"milestones": milestone_vp(state, seat), "buildings": building_vp(state, seat), "zero": zero * p["markers"].count(0),
                 "technologies": technology_vp(state, seat), "leftovers": leftover_vp(state, seat),
                 "auction": -auction.payment(state, seat)}
        p["vp"] += sum(parts.values())
        if parts["auction"]:
            events.append(event("auction_paid", seat=seat, n=-parts["auction"]))
        events.append(event("final_score", seat=seat, vp=p["vp"], **parts))
    players = state["players"]
    key = [(p["vp"], p["thalers"], p["workers"]) for p in players]
    best = max(key)
    winners = [s for s, k in enumerate(key) if k == best]
    state["end"] = {"scores": [p["vp"] for p in players], "winners": winners, "reason": "end_conditions"}
    return events + [event("game_over", winners=winners)]



def result(state) -> Result | None:
    end = state.get("end")
    if not end:
        return None
    return Result(tuple(float(v) for v in end["scores"]), tuple(end["winners"]),
                  END_REASONS.get(end["reason"], end["reason"]))
