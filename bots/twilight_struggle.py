"""What the search bot knows about Twilight Struggle: a position's worth and a playout policy.

The evaluation is a score in VP for the US (the track's sign), turned into a chance to win:
the VP track itself, what each region would score now (presence, domination, control,
battlegrounds; weighted by how often it will still score), battlegrounds held, the space race,
the Military Ops each side still owes this turn, the China Card and the cards in hand. DEFCON
is handled by the playout policy (`coup_outcome`: no battleground coup of the phasing side at
DEFCON 2, nor any coup under the Cuban Missile Crisis, but always the one that sets off DEFCON 1
in the other side's action round, which that side loses) and by the search, which sees a
DEFCON 1 loss as a loss.
"""
from __future__ import annotations

import math

from games.twilight_struggle.data import CARDS, COUNTRIES, REGIONS
from games.twilight_struggle.events.scoring import tally
from games.twilight_struggle.flow import rounds_left
from games.twilight_struggle.state import controller

from bots.knowledge import Knowledge, register

# How much of a region's current score counts (Europe and Asia score often and decide games).
REGION_WEIGHT = {"europe": 0.6, "asia": 0.5, "middle_east": 0.45, "central_america": 0.3,
                 "south_america": 0.3, "africa": 0.3}
BATTLEGROUNDS = tuple(c for c, country in COUNTRIES.items() if country.battleground)
SCALE = 6.0  # VP of advantage that make a win about 73% likely
SIDES = ("ussr", "us")  # by seat


def scoring_due(state: dict, side: str, hand: list, r: int) -> list[str]:
    """Scoring cards that must be played now: holding one at the turn's end loses (the held-card
    rule), so once a side has no more action rounds than scoring cards, it plays them."""
    scoring = [c for c in hand if CARDS[c].scoring]
    return scoring if scoring and len(scoring) >= max(1, rounds_left(state, side, r)) else []


def coup_outcome(state: dict, side: str) -> str | None:
    """What a coup by `side` would do to the game now, before its die: "loses" (under the Cuban
    Missile Crisis any coup of the side it names loses), and at DEFCON 2 a battleground's coup
    sets off DEFCON 1, which loses for the phasing side: "ends_mine" when that is `side` (or its
    headline caused it), "wins" when `side` coups in the other's action round (CIA Created or
    a random discard played for it). None: nothing ends."""
    crisis = state["board"].get("effects", {}).get("cuban_missile_crisis")
    if crisis and crisis.get("side") != side:
        return "loses"
    if state["board"]["defcon"] > 2:
        return None
    flow = state["flow"]
    if flow.get("phase") == "action" and flow.get("phasing") not in (None, side):
        return "wins"
    return "ends_mine"


def us_score(state: dict) -> float:
    board = state["board"]
    score = float(board["vp"])
    for region in REGIONS:
        t = tally(state, region)
        score += REGION_WEIGHT[region] * (t["us"]["vp"] - t["ussr"]["vp"])
    held = {"us": 0, "ussr": 0}
    for country in BATTLEGROUNDS:
        side = controller(state, country)
        if side:
            held[side] += 1
    score += 0.4 * (held["us"] - held["ussr"])
    score += 0.5 * (board["space"]["us"] - board["space"]["ussr"])
    # Military Ops owed at the end of the turn cost VP: count half, the turn is not over.
    defcon, milops = board["defcon"], board["milops"]
    score += 0.5 * (max(0, defcon - milops["ussr"]) - max(0, defcon - milops["us"]))
    score += 1.0 if board["china"]["holder"] == "us" else -1.0
    hands = [len(s["hand"]) for s in state["seats"]]
    score += 0.15 * (hands[1] - hands[0])
    return score


@register("twilight-struggle")
class TwilightStruggleKnowledge(Knowledge):
    playout_depth = 10

    def evaluate(self, game, state):
        us = 1.0 / (1.0 + math.exp(-us_score(state) / SCALE))
        return [1.0 - us, us]  # seat 0 USSR, seat 1 US

    def root_options(self, game, view, options):
        prompt = view.get("prompt") or {}
        if prompt.get("id") != "ts.play_card":
            return options
        due = scoring_due(view, SIDES[view["seat"]], view["me"]["hand"], prompt["params"]["round"])
        return [o for o in options if o.partition(":")[2] in due] or options

    def playout_choice(self, game, state, seat, prompt, rng):
        if prompt.id == "ts.play_card":
            due = scoring_due(state, SIDES[seat], state["seats"][seat]["hand"], prompt.params["round"])
            if due:
                return f"card:{due[0]}"
        weights = [self.weight(state, seat, prompt.id, option.id) for option in prompt.options]
        pick = rng.random() * sum(weights)
        for option, w in zip(prompt.options, weights):
            pick -= w
            if pick < 0:
                return option.id
        return prompt.options[-1].id

    def weight(self, state, seat, prompt_id, option_id) -> float:
        kind, _sep, key = option_id.partition(":")
        side = ("ussr", "us")[seat]
        if prompt_id in ("ts.card_mode", "ts.operations", "ts.choose_option"):
            if key == "coup":
                outcome = coup_outcome(state, side)
                return 1.0 if outcome is None else 50.0 if outcome == "wins" else 0.02
            if key == "realign":
                return 0.3
            if key == "event":
                step = state["flow"]["stack"][-1] if state["flow"]["stack"] else {}
                card = CARDS.get(step.get("card", ""))
                return 2.5 if card is not None and card.side == side else 0.3
            return 2.0 if key == "influence" else 1.0
        if kind == "country":
            country = COUNTRIES.get(key)
            if country is None:
                return 1.0
            if prompt_id == "ts.coup":
                outcome = coup_outcome(state, side)
                if outcome == "loses" or outcome == "ends_mine" and country.battleground:
                    return 0.02
                if outcome == "wins" and country.battleground:
                    return 500.0  # DEFCON 1 in the other side's round: it loses
            return 3.0 if country.battleground else 1.0
        return 1.0
