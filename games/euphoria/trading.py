"""Trading on one's own turn (seed L290; R-24): the active player offers goods and artifact
cards for goods and artifact cards of one other player, who accepts or declines (a prompt to
that seat). Agreed terms are carried out at once. Goods are public, so the offer's goods are on
the public step; the artifact types offered or asked for are known only to the two parties
(kept in their seats[i]["trade"]), others see their count.
"""
from __future__ import annotations

from collections import Counter

from games.engine import Option, Prompt, _, audience_except, audience_only, event
from games.euphoria import data, economy
from games.euphoria import steps
from games.euphoria.state import hand, player

MAX_ITEMS = 8  # items per offer: a bound on the offer builder, far above any sensible trade


def can_trade(state, seat: int) -> bool:
    return bool(state["options"].get("trading")) and len(state["players"]) > 1


def _new_offer() -> dict:
    return {"give": {}, "take": {}, "give_cards": [], "take_cards": []}


def _offer(state, step) -> dict:
    return state["seats"][step["seat"]]["trade"]


def _size(offer: dict) -> int:
    return (sum(offer["give"].values()) + sum(offer["take"].values())
            + len(offer["give_cards"]) + len(offer["take_cards"]))


def _can_give(state, seat: int, goods: dict, cards: list[str]) -> bool:
    have = player(state, seat)["goods"]
    if any(have[g] < n for g, n in goods.items()):
        return False
    held = Counter(hand(state, seat))
    return all(held[c] >= n for c, n in Counter(cards).items())


@steps.decision("trade")
class TradeStep:
    """The active player builds an offer: the partner, then one item at a time."""

    def options(self, state, step):
        seat = step["seat"]
        if step["phase"] == "partner":
            return [Option(f"partner:{s}", _("Trade with player {seat}"), {"seat": s})
                    for s in range(len(state["players"])) if s != seat] + [Option("cancel", _("Cancel"))]
        offer = _offer(state, step)
        options = []
        if _size(offer) < MAX_ITEMS:
            mine = player(state, seat)["goods"]
            for g in data.GOODS:
                if mine[g] > offer["give"].get(g, 0):
                    options.append(Option(f"give:{g}", _("Offer 1 {good}"), {"good": g}))
            held = Counter(hand(state, seat))
            for c in sorted(held):
                if held[c] > offer["give_cards"].count(c):
                    options.append(Option(f"give_card:{c}", _("Offer 1 {card}"), {"card": c}))
            for g in data.GOODS:
                options.append(Option(f"take:{g}", _("Ask for 1 {good}"), {"good": g}))
            for c in data.ARTIFACTS:
                options.append(Option(f"take_card:{c}", _("Ask for 1 {card}"), {"card": c}))
        if _size(offer):
            options.append(Option("propose", _("Propose the trade")))
        options.append(Option("cancel", _("Cancel")))
        return options

    def prompt(self, state, step):
        return Prompt("euphoria.build_trade", step["seat"], _("Your trade offer"),
                      tuple(self.options(state, step)), {"partner": step.get("partner")})

    def choose(self, state, step, option):
        seat = step["seat"]
        kind, _sep, key = option.id.partition(":")
        if kind == "cancel":
            state["seats"][seat].pop("trade", None)
            return []
        if kind == "partner":
            state["seats"][seat]["trade"] = _new_offer()
            steps.push(state, {**step, "phase": "build", "partner": int(key), "goods": {"give": {}, "take": {}},
                               "cards": {"give": 0, "take": 0}})
            return []
        offer = _offer(state, step)
        if kind == "propose":
            partner = step["partner"]
            state["seats"][partner]["trade"] = dict(offer, by=seat)
            steps.push(state, {"step": "trade_answer", "seat": partner, "by": seat,
                               "goods": step["goods"], "cards": step["cards"]})
            return [event("trade_offered", seat=seat, partner=partner, goods=step["goods"], cards=step["cards"]),
                    event("trade_offer_cards", audience_only(seat, partner), seat=seat, partner=partner,
                          give=offer["give_cards"], take=offer["take_cards"])]
        new = dict(step)
        if kind in ("give", "take"):
            offer[kind][key] = offer[kind].get(key, 0) + 1
            new["goods"] = {side: dict(offer[side]) for side in ("give", "take")}
        else:
            offer[kind + "s"].append(key)
            new["cards"] = {"give": len(offer["give_cards"]), "take": len(offer["take_cards"])}
        steps.push(state, new)
        return []


@steps.decision("trade_answer")
class TradeAnswer:
    def prompt(self, state, step):
        seat = step["seat"]
        offer = state["seats"][seat]["trade"]
        options = []
        if _can_give(state, seat, offer["take"], offer["take_cards"]):
            options.append(Option("accept", _("Accept")))
        options.append(Option("decline", _("Decline")))
        # Asked even when it cannot accept: a decline the engine made would tell that the
        # partner lacks the cards asked for.
        return Prompt("euphoria.answer_trade", seat, _("Player {by} offers a trade"), tuple(options),
                      {"by": step["by"], "give": offer["give"], "take": offer["take"],
                       "give_cards": offer["give_cards"], "take_cards": offer["take_cards"]}, wait=True)

    def choose(self, state, step, option):
        seat, by = step["seat"], step["by"]
        offer = state["seats"][seat].pop("trade")
        state["seats"][by].pop("trade", None)
        if option.id == "decline" or not _can_give(state, by, offer["give"], offer["give_cards"]):
            return [event("trade_declined", seat=seat, by=by)]
        goods_by, goods_seat = player(state, by)["goods"], player(state, seat)["goods"]
        for g, n in offer["give"].items():
            goods_by[g] -= n
            goods_seat[g] += n
        for g, n in offer["take"].items():
            goods_seat[g] -= n
            goods_by[g] += n
        for c in offer["give_cards"]:
            economy.give_card(state, by, seat, c)
        for c in offer["take_cards"]:
            economy.give_card(state, seat, by, c)
        events = [event("trade_done", seat=seat, by=by, give=offer["give"], take=offer["take"]),
                  event("trade_cards", audience_only(seat, by), give=offer["give_cards"], take=offer["take_cards"]),
                  event("trade_cards", audience_except(seat, by), give=len(offer["give_cards"]),
                        take=len(offer["take_cards"]))]
        events += economy.check_hand_limit(state, seat) + economy.check_hand_limit(state, by)
        return events
