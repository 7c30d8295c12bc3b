"""What the search bot knows about Euphoria: a position's worth, a playout policy, and trades.

A seat's worth counts its stars (the game is won by placing all of them) and what brings the
next ones nearer: goods and artifact cards (what every star route costs: territories, markets,
recruits), workers, active recruits; high knowledge risks losing a worker and low morale caps
the hand. An artifact card counts only while the hand limit (morale) lets it be kept, and a pair
counts extra: an artifact market takes 3 cards of any types or 2 identical ones. Seats' worths
become chances to win with a softmax. Playouts never trade.

Trades: the bot opens one only when it finds an offer that raises its own worth and does not
lower the partner's, then builds exactly that offer. An offer swaps goods and artifact cards:
the bot values its own cards by type (a card that pairs one it holds is worth more), the
partner's by what it may see, their count against the partner's hand limit; a card asked for
counts by the chance that the partner holds one (from the cards not yet seen). An offer
received is answered by what it does to the bot's worth, cards by type.
"""
from __future__ import annotations

import math
from collections import Counter

from games.euphoria import data

from bots.knowledge import Knowledge, register, softmax

TEMPERATURE = 1.2  # worth per e-fold of odds: one star ahead is about 2.3 times the odds
GOOD_WORTH = {g: 0.05 for g in data.COMMODITIES} | {g: 0.09 for g in data.RESOURCES}
CARD_WORTH = 0.1
PAIR_WORTH = 0.1   # on top of its two cards: a pair buys what 3 odd cards buy
DIMINISHING = 0.8  # each further unit of one good is worth this much of the one before
MIN_GAIN = 0.01    # a trade must raise the bot's worth by this much to be offered


def goods_worth(goods: dict) -> float:
    """Diminishing: the third water is worth less than the first clay, so swapping a surplus
    for a lack raises both sides' worth, which is what makes a trade worth offering."""
    return sum(GOOD_WORTH[g] * (1 - DIMINISHING ** n) / (1 - DIMINISHING) for g, n in goods.items())


def cards_worth(cards: list[str], limit: int) -> float:
    """A hand of artifact cards by type: what the hand limit lets be kept, pairs kept first."""
    kept = min(len(cards), limit)
    pairs = min(sum(n // 2 for n in Counter(cards).values()), kept // 2)
    return CARD_WORTH * kept + PAIR_WORTH * pairs


def count_worth(count: int, limit: int) -> float:
    """A hand seen from outside: its size only."""
    return CARD_WORTH * min(count, limit)


def worth(player: dict, cards: list[str] | None = None) -> float:
    """A seat's worth; `cards`, its artifact hand when known (else its size counts)."""
    goods = goods_worth(player["goods"])
    hand = (cards_worth(cards, player["morale"]) if cards is not None
            else count_worth(player["hand_count"], player["morale"]))
    knowledge_risk = 0.06 * max(0, player["knowledge"] - 10)
    morale_risk = 0.03 * max(0, 4 - player["morale"])
    return (player["stars"] + goods + hand
            + 0.3 * (len(player["workers"]) - 2) + 0.1 * len(player["recruits"])
            - knowledge_risk - morale_risk)


def chances(worths: list[float]) -> list[float]:
    return softmax(worths, TEMPERATURE)


@register("euphoria")
class EuphoriaKnowledge(Knowledge):
    playout_depth = 10

    def evaluate(self, game, state):
        """A sampled state holds every hand, so each seat's cards count by type."""
        return chances([worth(p, state["seats"][i]["artifacts"]) for i, p in enumerate(state["players"])])

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
        if prompt["id"] == "euphoria.answer_trade":
            params = prompt["params"]
            me = view["players"][view["seat"]]
            gain = trade_gain(me, view["me"]["artifacts"], Trade(params["give"], params["take"],
                                                                 params["give_cards"], params["take_cards"]))
            return "accept" if gain >= 0 and "accept" in ids else "decline"
        if prompt["id"] == "euphoria.choose_action":
            return "trade" if "trade" in ids and not traded_this_turn(view) and trade_plan(view) else None
        if prompt["id"] != "euphoria.build_trade":
            return None
        plan = trade_plan(view)
        if plan is None:
            return "cancel"
        partner, trade = plan
        if view["flow"]["stack"][-1].get("phase") == "partner":
            return f"partner:{partner}"
        offer = view["me"].get("trade") or {"give": {}, "take": {}, "give_cards": [], "take_cards": []}
        for kind, wanted in (("give", trade.give), ("take", trade.get)):
            for good, n in wanted.items():
                if offer[kind].get(good, 0) < n and f"{kind}:{good}" in ids:
                    return f"{kind}:{good}"
        for kind, wanted in (("give_card", trade.give_cards), ("take_card", trade.get_cards)):
            for card, n in Counter(wanted).items():
                if offer[kind + "s"].count(card) < n and f"{kind}:{card}" in ids:
                    return f"{kind}:{card}"
        built = (offer["give"] == trade.give and offer["take"] == trade.get
                 and Counter(offer["give_cards"]) == Counter(trade.give_cards)
                 and Counter(offer["take_cards"]) == Counter(trade.get_cards))
        return "propose" if built and "propose" in ids else "cancel"


class Trade:
    """What one seat gets and gives in a trade: goods {good: n} and artifact cards by type."""

    def __init__(self, get: dict, give: dict, get_cards=(), give_cards=()):
        self.get, self.give = get, give
        self.get_cards, self.give_cards = list(get_cards), list(give_cards)

    def flipped(self) -> "Trade":
        """The same trade seen by the other side."""
        return Trade(self.give, self.get, self.give_cards, self.get_cards)


def goods_after(goods: dict, trade: Trade) -> dict | None:
    after = dict(goods)
    for good, n in trade.get.items():
        after[good] = after.get(good, 0) + n
    for good, n in trade.give.items():
        after[good] = after.get(good, 0) - n
    return None if any(n < 0 for n in after.values()) else after


def trade_gain(player: dict, cards: list[str] | None, trade: Trade) -> float:
    """What `trade` does to a seat's worth. With `cards` (the seat's own hand) cards count by
    type; without (a partner seen from outside), by the hand's size against its limit."""
    after = goods_after(player["goods"], trade)
    if after is None:
        return -math.inf
    goods = goods_worth(after) - goods_worth(player["goods"])
    limit = player["morale"]
    if cards is None:
        count = player["hand_count"]
        held = count - len(trade.give_cards) + len(trade.get_cards)
        return goods + count_worth(held, limit) - count_worth(count, limit)
    left = Counter(cards)
    left.subtract(trade.give_cards)
    if any(n < 0 for n in left.values()):
        return -math.inf
    return goods + cards_worth(list(left.elements()) + trade.get_cards, limit) - cards_worth(cards, limit)


def holds_chance(view: dict, partner: int, card: str) -> float:
    """The chance that `partner` holds at least one `card`, from the cards this seat has not seen
    (all copies but the discarded and its own), drawn at random into the partner's hand."""
    unseen = Counter({a: data.ARTIFACT_COPIES for a in data.ARTIFACTS})
    unseen.subtract(view["board"]["artifact_discard"])
    unseen.subtract(view["me"]["artifacts"])
    total, of_card = sum(unseen.values()), max(0, unseen[card])
    held = min(view["players"][partner]["hand_count"], total)
    return 1.0 - math.comb(total - of_card, held) / math.comb(total, held) if total else 0.0


def offers(view: dict, partner: int):
    """Candidate trades for this seat with `partner`: 1 to 3 of one good, or one of its cards,
    for 1 of another good or one artifact card of a type it holds (so that it pairs)."""
    me = view["players"][view["seat"]]
    mine, theirs = me["goods"], view["players"][partner]["goods"]
    hand = view["me"]["artifacts"]
    gives = [({g: n}, []) for g in data.GOODS for n in (1, 2, 3) if mine[g] >= n]
    gives += [({}, [c]) for c in sorted(set(hand))]
    gets = [({g: 1}, []) for g in data.GOODS if theirs[g] >= 1]
    if view["players"][partner]["hand_count"]:
        gets += [({}, [c]) for c in sorted(set(hand))]
    for give, give_cards in gives:
        for get, get_cards in gets:
            if set(give) & set(get) or set(give_cards) & set(get_cards):
                continue
            yield Trade(get, give, get_cards, give_cards)


def trade_plan(view: dict) -> tuple[int, Trade] | None:
    """The best offer (`offers`) that raises the bot's worth, counting a card asked for by the
    chance that the partner has one, and does not lower the partner's; None when there is none.
    An offer a partner declined is not made to it again."""
    me = view["seat"]
    player, hand = view["players"][me], view["me"]["artifacts"]
    refused = declined(view)
    best, best_gain = None, MIN_GAIN
    for partner, other in enumerate(view["players"]):
        if partner == me:
            continue
        for trade in offers(view, partner):
            if (partner, terms(trade)) in refused:
                continue
            gain = trade_gain(player, hand, trade)
            for card in trade.get_cards:
                gain *= holds_chance(view, partner, card)
            if gain > best_gain and trade_gain(other, None, trade.flipped()) >= 0:
                best, best_gain = (partner, trade), gain
    return best


def terms(trade: Trade) -> tuple:
    """A trade offered by this seat, comparable with another."""
    return (tuple(sorted(trade.give.items())), tuple(sorted(trade.get.items())),
            tuple(sorted(trade.give_cards)), tuple(sorted(trade.get_cards)))


def declined(view: dict) -> set:
    """(partner, terms) of each offer this seat made that was declined, from its log (the card
    types of its own offers are in the events shown to it)."""
    me, out, offered = view["seat"], set(), {}
    for event in view["log"]:
        if event["kind"] == "trade_offered" and event["seat"] == me:
            goods = event["goods"]  # the cards, if any, follow in trade_offer_cards
            offered = {"partner": event["partner"], "goods": goods,
                       "terms": terms(Trade(goods["take"], goods["give"], [], []))}
        elif event["kind"] == "trade_offer_cards" and event["seat"] == me and offered:
            goods = offered["goods"]
            offered["terms"] = terms(Trade(goods["take"], goods["give"], event["take"], event["give"]))
        elif event["kind"] in ("trade_declined", "trade_unaffordable") and event["by"] == me and offered:
            out.add((offered["partner"], offered["terms"]))
    return out


def traded_this_turn(view: dict) -> bool:
    """One offer per turn: an offer the bot made since its turn began counts, taken or not."""
    for event in reversed(view["log"]):
        if event["kind"] == "turn":
            return False
        if event["kind"] == "trade_offered" and event.get("seat") == view["seat"]:
            return True
    return False
