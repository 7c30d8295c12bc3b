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


def worth(player: dict, goods_scale: float = 1.0) -> float:
    goods = sum(GOOD_WORTH[g] * n for g, n in player["goods"].items())
    knowledge_risk = 0.06 * max(0, player["knowledge"] - 10)
    morale_risk = 0.03 * max(0, 4 - player["morale"])
    return (player["stars"] + goods_scale * goods + CARD_WORTH * player["hand_count"]
            + 0.3 * (len(player["workers"]) - 2) + 0.1 * len(player["recruits"])
            - knowledge_risk - morale_risk)


def chances(worths: list[float]) -> list[float]:
    top = max(worths)
    weights = [math.exp((w - top) / TEMPERATURE) for w in worths]
    total = sum(weights)
    return [w / total for w in weights]


@register("euphoria")
class EuphoriaKnowledge(Knowledge):
    playout_depth = 20

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
        """Building an offer: cancel unless following a plan (see `trade_plan`)."""
        if prompt["id"] != "euphoria.build_trade":
            return None
        ids = [o["id"] for o in prompt["options"]]
        return "cancel" if "cancel" in ids else None
