"""What the search bot knows about Euphoria: a position's worth, a playout policy, and trades.

A seat's worth counts its stars (the game is won by placing all of them) and what brings the
next ones nearer: goods and artifact cards (what every star route costs: territories, markets,
recruits), workers, active recruits; high knowledge risks losing a worker and low morale caps
the hand. Seats' worths become chances to win with a softmax. Playouts never trade.

Trades: the bot opens one only when it finds an offer that raises its own worth and does not
lower the partner's (by the same evaluation on the partner's public goods), then builds exactly
that offer; it answers an offer by searching accept against decline like any other decision.
"""
from __future__ import annotations

import math

from games.euphoria import data

from bots.knowledge import Knowledge, register

TEMPERATURE = 1.2  # worth per e-fold of odds: one star ahead is about 2.3 times the odds
GOOD_WORTH = {g: 0.05 for g in data.COMMODITIES} | {g: 0.09 for g in data.RESOURCES}
CARD_WORTH = 0.1
DIMINISHING = 0.8  # each further unit of one good is worth this much of the one before
MIN_GAIN = 0.01    # a trade must raise the bot's worth by this much to be offered


def goods_worth(goods: dict) -> float:
    """Diminishing: the third water is worth less than the first clay, so swapping a surplus
    for a lack raises both sides' worth, which is what makes a trade worth offering."""
    return sum(GOOD_WORTH[g] * (1 - DIMINISHING ** n) / (1 - DIMINISHING) for g, n in goods.items())


def worth(player: dict) -> float:
    goods = goods_worth(player["goods"])
    knowledge_risk = 0.06 * max(0, player["knowledge"] - 10)
    morale_risk = 0.03 * max(0, 4 - player["morale"])
    return (player["stars"] + goods + CARD_WORTH * player["hand_count"]
            + 0.3 * (len(player["workers"]) - 2) + 0.1 * len(player["recruits"])
            - knowledge_risk - morale_risk)


def chances(worths: list[float]) -> list[float]:
    top = max(worths)
    weights = [math.exp((w - top) / TEMPERATURE) for w in worths]
    total = sum(weights)
    return [w / total for w in weights]


@register("euphoria")
class EuphoriaKnowledge(Knowledge):
    playout_depth = 10

    def evaluate(self, game, state):
        return chances([worth(p) for p in state["players"]])

    def playout_choice(self, game, state, seat, prompt, rng):
        ids = [o.id for o in prompt.options]
        calm = [i for i in ids if i not in ("trade", "cancel") and not i.startswith("partner:")]
        if prompt.id == "euphoria.build_trade":
            return "cancel" if "cancel" in ids else ids[0]
        if prompt.id == "euphoria.answer_trade":
            return "decline" if "decline" in ids else ids[0]
        pool = calm or ids
        places = [i for i in pool if i.startswith("place")]
        if places and rng.random() < 0.8:
            pool = places
        return pool[rng.randrange(len(pool))]

    def root_options(self, game, view, options):
        """The search does not wander into trades: a trade is built by `trade_plan` or not at all."""
        calm = [o for o in options if o != "trade"]
        return calm or options

    def scripted(self, game, view, prompt):
        """Trades by rule: open one when `trade_plan` finds a good one, build exactly that offer,
        answer an offer by what it does to the bot's worth."""
        ids = [o["id"] for o in prompt["options"]]
        me = view["seat"]
        if prompt["id"] == "euphoria.answer_trade":
            params = prompt["params"]
            gain = trade_gain(view["players"][me]["goods"], params["give"], params["take"],
                              len(params["give_cards"]) - len(params["take_cards"]))
            return "accept" if gain >= 0 and "accept" in ids else "decline"
        if prompt["id"] == "euphoria.choose_action":
            return "trade" if "trade" in ids and not traded_this_turn(view) and trade_plan(view) else None
        if prompt["id"] != "euphoria.build_trade":
            return None
        plan = trade_plan(view)
        if plan is None:
            return "cancel"
        partner, give, take = plan
        step = view["flow"]["stack"][-1]
        if step.get("phase") == "partner":
            return f"partner:{partner}"
        offered = step.get("goods", {"give": {}, "take": {}})
        for side, wanted in (("give", give), ("take", take)):
            for good, n in wanted.items():
                if offered[side].get(good, 0) < n and f"{side}:{good}" in ids:
                    return f"{side}:{good}"
        return "propose" if offered == {"give": give, "take": take} and "propose" in ids else "cancel"


def trade_gain(goods: dict, get: dict, give: dict, cards: int = 0) -> float:
    """What receiving `get` for `give` (and `cards` more artifact cards) does to a seat's worth."""
    after = dict(goods)
    for good, n in get.items():
        after[good] = after.get(good, 0) + n
    for good, n in give.items():
        after[good] = after.get(good, 0) - n
    if any(n < 0 for n in after.values()):
        return -math.inf
    return goods_worth(after) - goods_worth(goods) + CARD_WORTH * cards


def trade_plan(view: dict) -> tuple[int, dict, dict] | None:
    """The best offer of goods (1 or 2 of one good for 1 of another) that raises the bot's worth
    and does not lower the partner's, by their public goods; None when there is none."""
    me = view["seat"]
    mine = view["players"][me]["goods"]
    best, best_gain = None, MIN_GAIN
    for partner, other in enumerate(view["players"]):
        if partner == me:
            continue
        theirs = other["goods"]
        for give in data.GOODS:
            for n in (1, 2):
                if mine[give] < n:
                    continue
                for take in data.GOODS:
                    if take == give or theirs[take] < 1:
                        continue
                    gain = trade_gain(mine, {take: 1}, {give: n})
                    if gain > best_gain and trade_gain(theirs, {give: n}, {take: 1}) >= 0:
                        best, best_gain = (partner, {give: n}, {take: 1}), gain
    return best


def traded_this_turn(view: dict) -> bool:
    """One offer per turn: an offer the bot made since its turn began counts, taken or not."""
    for event in reversed(view["log"]):
        if event["kind"] == "turn":
            return False
        if event["kind"] == "trade_offered" and event.get("seat") == view["seat"]:
            return True
    return False
