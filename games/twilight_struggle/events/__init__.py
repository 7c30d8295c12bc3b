"""Card events: one function per card, registered with `@event_for(card_id)`.

    @event_for("duck_and_cover")
    def duck_and_cover(state, side):
        degrade_defcon(state, 1, why="duck_and_cover")
        add_vp(state, "us", 5 - state["board"]["defcon"], why="duck_and_cover")

`side` is the side the event works for: the card's owner, or the player of a neutral card.
A function changes the board through state.py (which logs every change) and pushes steps
(steps.py) for any decision, owned by whichever side the card text says decides. It returns
nothing. Ongoing effects: `add_effect(state, name, side, until)` and the rule in hooks.py.
A card lying on the table while its effect lasts: `put_in_play(state, card)`.

The card-play machinery (flow.py) disposes of the card afterwards: removed from the game if
the event happened and the card has the asterisk, else discarded. Whether an event may happen
(prerequisites, blocks) is hooks.can_play_event.

`UNIMPLEMENTED` lists the cards without an event function (tests keep it honest); until it is
empty, prompts never offer such an event, and an opponent's missing event triggered by an Ops
play is logged as `event_unimplemented` instead of happening.
"""
from __future__ import annotations

from typing import Callable

from ..data import CARDS, CHINA
from ..state import emit

EVENTS: dict[str, Callable] = {}


def event_for(card_id: str):
    def register(fn):
        if card_id not in CARDS:
            raise KeyError(f"no card {card_id!r}")
        if card_id in EVENTS:
            raise ValueError(f"two events for {card_id!r}")
        EVENTS[card_id] = fn
        return fn
    return register


def implemented(card_id: str) -> bool:
    return card_id in EVENTS


def run_event(state: dict, side: str, card_id: str) -> None:
    fn = EVENTS.get(card_id)
    if fn is None:
        raise NotImplementedError(f"event of {card_id} not implemented")
    emit(state, "event", side=side, card=card_id)
    if card_id not in state["board"]["played"]:
        state["board"]["played"].append(card_id)
    fn(state, side)


def put_in_play(state: dict, card_id: str) -> None:
    """The card stays on the table (not discarded, not reshuffled) until `release_from_play`."""
    if card_id not in state["board"]["in_play"]:
        state["board"]["in_play"].append(card_id)


def release_from_play(state: dict, card_id: str, removed: bool = False) -> None:
    if card_id in state["board"]["in_play"]:
        state["board"]["in_play"].remove(card_id)
        (state["removed"] if removed else state["discard"]).append(card_id)


from . import scoring, early, mid, late, optional  # noqa: E402,F401  (they register their events)

UNIMPLEMENTED: list[str] = sorted(c for c in CARDS if c not in EVENTS and c != CHINA)
