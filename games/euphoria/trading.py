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


def _terms(offer: dict) -> dict:
    """An offer's goods and cards as prompt params (text.display_params puts them in words)."""
    return {"give": dict(offer["give"]), "take": dict(offer["take"]),
            "give_cards": list(offer["give_cards"]), "take_cards": list(offer["take_cards"])}


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
            return [Option(f"partner:{s}", _("Trade with {partner}"), {"partner": s})
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
        options = tuple(self.options(state, step))
        if step["phase"] == "partner":
            return Prompt("euphoria.build_trade", step["seat"], _("Whom do you offer a trade?"), options)
        # The offer so far, in words: what the player gives and what they ask for.
        offer = _offer(state, step)
        text = (_("Your offer to {partner} so far: {give} for {take}. Add more, or propose it.") if _size(offer)
                else _("Your offer to {partner}: add what you give and what you ask for."))
        return Prompt("euphoria.build_trade", step["seat"], text, options, {"partner": step["partner"], **_terms(offer)})

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
            offered = [event("trade_offered", seat=seat, partner=partner, goods=step["goods"], cards=step["cards"])]
            if offer["give_cards"] or offer["take_cards"]:  # which cards: for the two parties' eyes
                offered.append(event("trade_offer_cards", audience_only(seat, partner), seat=seat, partner=partner,
                                     give=offer["give_cards"], take=offer["take_cards"]))
            state["seats"][partner]["trade"] = dict(offer, by=seat)
            steps.push(state, {"step": "trade_answer", "seat": partner, "by": seat,
                               "goods": step["goods"], "cards": step["cards"]})
            return offered
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
        # The terms in words, with the proposer's name: "Bob offers 1 energy for your 5 energy".
        # Asked even when it cannot pay: a decline the engine made would tell the table that the
        # partner lacks what is asked (cards are hidden); the prompt tells the partner why.
        gives = bool(offer["give"] or offer["give_cards"])
        asks = bool(offer["take"] or offer["take_cards"])
        if len(options) == 1:
            text = _("{by} asks you for {take}, which you cannot pay: the trade cannot go ahead.")
        else:
            text = (_("{by} offers {give} for your {take}.") if gives and asks
                    else _("{by} offers you {give} as a gift.") if gives
                    else _("{by} asks you for {take} and offers nothing for it."))
        return Prompt("euphoria.answer_trade", seat, text, tuple(options), {"by": step["by"], **_terms(offer)},
                      wait=True)

    def choose(self, state, step, option):
        seat, by = step["seat"], step["by"]
        offer = state["seats"][seat].pop("trade")
        state["seats"][by].pop("trade", None)
        if option.id == "decline" or not _can_give(state, by, offer["give"], offer["give_cards"]):
            # The two parties read why; the others only that it does not go ahead, the same
            # whether it was declined or could not be paid (what a hand lacks stays hidden).
            unpaid = not _can_give(state, seat, offer["take"], offer["take_cards"])
            return [event("trade_unaffordable", audience_only(seat, by), seat=seat, by=by, take=offer["take"],
                          take_cards=offer["take_cards"]) if unpaid
                    else event("trade_declined", audience_only(seat, by), seat=seat, by=by),
                    event("trade_called_off", audience_except(seat, by), seat=seat, by=by)]
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
        # Everyone reads the goods and how many cards; the two parties read which cards too.
        events = [event("trade_done", seat=seat, by=by, give=offer["give"], take=offer["take"],
                        cards={"give": len(offer["give_cards"]), "take": len(offer["take_cards"])})]
        if offer["give_cards"] or offer["take_cards"]:
            events.append(event("trade_cards", audience_only(seat, by), give=offer["give_cards"],
                                take=offer["take_cards"]))
        events += economy.check_hand_limit(state, seat) + economy.check_hand_limit(state, by)
        return events
