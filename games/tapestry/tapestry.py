"""Tapestry cards: playing one on the income mat (income turns 2-4, and Military 10 / Printing
Press to play over the current one), "when played" effects, and "this era" effects in force
until the owner's next income turn. Traps are played from the hand in territory.py.

Each card is implemented in tapestry_cards.py (WHEN_PLAYED handlers and hooks); a card drawn
into play without an implementation raises NotImplementedError naming it.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, audience_except, audience_only, event
from games.tapestry import benefits, data, hooks, steps
from games.tapestry.state import player

WHEN_PLAYED: dict = {}   # card key -> fn(state, seat) -> events
ERA_CARDS: set = set()   # "this era" cards whose hooks are registered


def when_played(key: str):
    def register(fn):
        WHEN_PLAYED[key] = fn
        return fn
    return register


def implemented(key: str) -> bool:
    card = data.TAPESTRY_CARDS[key]
    return key in (WHEN_PLAYED if card["timing"] == "played" else ERA_CARDS)


@steps.decision("play_tapestry")
class PlayTapestry:
    def prompt(self, state, step):
        seat = step["seat"]
        hand = state["seats"][seat]["hand"]
        if step.get("optional"):  # the Heralds' extra card at the end of income turn 1
            return Prompt("tapestry.play_tapestry", seat, _("Play a tapestry card?"),
                          tuple([Option(f"card:{c}", _("{card}"), {"card": c}) for c in sorted(set(hand))]
                                + [Option("pass", _("No"))]))
        if not hand:
            return Prompt("tapestry.play_tapestry", seat, _("No tapestry card in hand: the top card of the deck is placed face down"),
                          (Option("blind", _("Place the top card face down")),))
        # Each kind of card once, so a hand of two Traps has one option: asked all the same, or
        # the engine would play it and show the whole hand (a hand of one card is played).
        return Prompt("tapestry.play_tapestry", seat, _("Play a tapestry card"),
                      tuple(Option(f"card:{c}", _("{card}"), {"card": c}) for c in sorted(set(hand))),
                      wait=len(hand) > 1)

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "pass":
            return []
        if option.id == "blind":
            deck = state["secret"]["tapestry_deck"]
            card = deck.pop() if deck else None
            state["board"]["tapestry_deck_count"] = len(deck)
            if card is not None:
                player(state, seat)["tapestry"].append("face_down")
                state["secret"].setdefault("face_down", []).append(card)
            return [event("tapestry_face_down", seat=seat)]
        card = option.params["card"]
        state["seats"][seat]["hand"].remove(card)
        player(state, seat)["hand_count"] -= 1
        return play(state, seat, card, over=step.get("over", False))


def play(state, seat: int, card: str, over: bool = False) -> list:
    """Put a card on top of the income mat and start its effect."""
    if not implemented(card):
        raise NotImplementedError(f"Tapestry card {card!r} is not implemented")
    p = player(state, seat)
    p["tapestry"].append(card)
    events = [event("tapestry_played", seat=seat, card=card)]
    if data.TAPESTRY_CARDS[card]["timing"] == "era":
        p["era_card"] = card
        events += hooks.fire(state, seat, "era_card_played", card=card)
    else:
        if over:
            p["era_card"] = None  # only the new card is active
        events += WHEN_PLAYED[card](state, seat)
    return events


@benefits.token("overwrite_tapestry")
def _overwrite(state, seat, arg, ctx):
    if state["seats"][seat]["hand"] and player(state, seat)["tapestry"]:
        steps.push(state, {"step": "play_tapestry", "seat": seat, "over": True})
    return []


def hand_events(seat: int, cards: list[str]) -> list:
    return [event("tapestry_drawn", audience_only(seat), seat=seat, cards=cards),
            event("tapestry_drawn_count", audience_except(seat), seat=seat, n=len(cards))]
