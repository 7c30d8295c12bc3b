"""Sampling a full Twilight Struggle state from one seat's view, for search bots.

What a seat cannot see: the other side's hand (its size is public), the other side's headline
while it is face down, and the draw deck (size public). Every such card is one of the view's
`unseen` cards (the cards of the eras in play that lie in no public pile and not with this
seat) except those on the step stack: a card being played lies face up on the table until it
is discarded. The stack itself is private state (a step could name a hidden card), so the view
shows it with every hidden card id masked (`masked_flow`); a sample fills each mask with a card
of the other side's sampled hand, else of the deck, so `view(sample, seat) == view`.
"""
from __future__ import annotations

from games.engine import clone, rng_int, shuffle, strings_in

from .data import CARDS, other, seat_of, side_of
from .state import effect

MASK = "?"
STATE_KEYS = ("game", "schema", "options", "board", "discard", "removed", "result")


def revealed(state: dict, seat: int | None) -> dict[str, list[str]]:
    """Another side's hand this seat is shown for a while: Aldrich Ames Remix shows the US hand
    to the USSR, and to nobody else, for the rest of the turn."""
    if seat == seat_of("ussr") and effect(state, "aldrich_ames_remix"):
        return {"us": list(state["seats"][seat_of("us")]["hand"])}
    return {}


def hidden_from(state: dict, seat: int) -> set[str]:
    """The cards `seat` cannot see where they are: the other hand (but what it is shown of it),
    its face-down headline, the deck."""
    opp = state["seats"][1 - seat]
    hidden = set(opp["hand"]) | set(state["secret"]["deck"])
    if opp.get("headline"):
        hidden.add(opp["headline"])
    return hidden - {c for cards in revealed(state, seat).values() for c in cards}


def mask(value, hidden: set[str]):
    """`value` (plain data) with every string in `hidden` replaced by MASK."""
    if isinstance(value, str):
        return MASK if value in hidden else value
    if isinstance(value, list):
        return [mask(v, hidden) for v in value]
    if isinstance(value, dict):
        return {k: mask(v, hidden) for k, v in value.items()}
    return value


def masked_flow(state: dict, seat: int | None) -> dict | None:
    """The whole flow (stack included) as `seat` may know it; None for spectators."""
    if seat is None:
        return None
    return mask(state["flow"], hidden_from(state, seat))


def _fill(value, pick):
    if value == MASK:
        return pick()
    if isinstance(value, list):
        return [_fill(v, pick) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, pick) for k, v in value.items()}
    return value


def determinize(view: dict, seat: int, rng: dict) -> dict:
    """A state consistent with `view` (seat's view): the other hand, a face-down headline and
    the deck order drawn from the cards this seat has not seen placed."""
    opp_side = other(side_of(seat))
    flow = view["masked_flow"]
    on_stack = set(strings_in(flow["stack"])) & set(CARDS)
    revealed = list(view["revealed"].get(opp_side, ()))
    pool = [c for c in view["unseen"] if c not in on_stack]  # sorted by the view
    shuffle(rng, pool)
    hand = revealed + pool[:view["hand_count"][opp_side] - len(revealed)]
    rest = pool[len(hand) - len(revealed):]
    headline = None
    if view["headline_chosen"][opp_side]:
        shown = view["flow"]["headlines"].get(opp_side)
        headline = shown if shown is not None else rest.pop()
    deck = rest[:view["deck_count"]]
    if len(hand) != view["hand_count"][opp_side] or len(deck) != view["deck_count"]:
        raise ValueError("the view's card counts do not match its unseen cards")
    # A masked card on the stack stands for a hidden one: take it from the hand, else the deck.
    sources = hand or deck

    def pick():
        return sources[rng_int(rng, 0, len(sources) - 1)] if sources else MASK

    state = {k: clone(view[k]) for k in STATE_KEYS}
    state["rng"] = {"seed": rng_int(rng, 0, (1 << 63) - 1), "draws": 0}
    state["flow"] = _fill(flow, pick)  # a copy: _fill builds every list and dict anew
    seats = [None, None]
    seats[seat] = clone(view["me"])
    seats[seat_of(opp_side)] = {"hand": hand, "headline": headline}
    state["seats"] = seats
    state["secret"] = {"deck": deck, "forced_dice": [], "forced_picks": []}
    state["log"] = list(view["log"])  # events are never changed once written
    return state

