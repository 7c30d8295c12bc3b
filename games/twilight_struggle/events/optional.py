"""Optional card events (#104-110, Deluxe) (see events/__init__.py and the examples at the top of early.py).

They are in the deck only with the `optional_cards` option (flow.era_cards). NORAD's rule runs
through two hooks registered at the bottom: on_defcon_change notes DEFCON reaching 2 during an
action round, end_of_round then lets the US place its influence.
"""
from __future__ import annotations

from games.engine import _, shuffle

from .. import hooks
from ..data import AREA_COUNTRIES, CARDS, COUNTRIES
from ..state import (add_effect, add_influence, add_vp, controls, effect, emit, hand, influence, only)
from ..steps import callback, push
from . import event_for, put_in_play


@event_for("the_cambridge_five")
def the_cambridge_five(state, side):
    """The US shows the USSR its scoring cards; the USSR may add 1 influence in a region named on
    one of them (Southeast Asia Scoring names Southeast Asia). Not an event in the Late War
    (hooks.can_play_event)."""
    scoring = [c for c in hand(state, "us") if CARDS[c].scoring]
    emit(state, "hand_revealed", only("ussr"), side="us", cards=scoring, why="the_cambridge_five")
    if scoring:
        areas = sorted({c[:-len("_scoring")] for c in scoring})
        push(state, {"step": "place_influence", "side": "ussr", "count": 1, "areas": areas, "may_stop": True,
                     "why": "the_cambridge_five"})


def _us_controls_middle_east(state) -> bool:
    return any(controls(state, "us", c) for c in AREA_COUNTRIES["middle_east"])


def _tehran_playable(state, side, card):
    """Option our_man_in_tehran_needs_control (the online edition, whose records show no event
    when the USSR plays it for Ops without one): without a US-controlled Middle East country it
    is no event at all, so the card is discarded, not removed. The Deluxe card conditions only
    the effect (our_man_in_tehran)."""
    if card == "our_man_in_tehran" and state["options"].get("our_man_in_tehran_needs_control", False):
        return _us_controls_middle_east(state)
    return True


@event_for("special_relationship")
def special_relationship(state, side):
    """UK US-controlled: with NATO in effect, 2 US influence in one West European country and 2 VP;
    without NATO, 1 US influence in one country next to the UK. Otherwise nothing (the event still
    happens, as in the digital edition's records)."""
    if not controls(state, "us", "uk"):
        return
    if effect(state, "nato"):
        push(state, {"step": "choose_country", "side": "us", "countries": list(AREA_COUNTRIES["western_europe"]),
                     "n": 2, "then": "optional_special_relationship",
                     "text": _("Special Relationship: add 2 US influence to")})
        add_vp(state, "us", 2, why="special_relationship")
    else:
        push(state, {"step": "choose_country", "side": "us", "countries": list(COUNTRIES["uk"].adjacent),
                     "n": 1, "then": "optional_special_relationship",
                     "text": _("Special Relationship: add 1 US influence to")})


@callback("optional_special_relationship")
def _special_relationship(state, step, country):
    if country:
        add_influence(state, "us", country, step["n"], why="special_relationship")


@event_for("norad")
def norad(state, side):
    """Lasting: after an action round in which DEFCON moved to 2, if the US controls Canada, the
    US adds 1 influence to a country already holding US influence. Quagmire cancels it."""
    add_effect(state, "norad", "us", until="game")
    put_in_play(state, "norad")


def _norad_defcon(state, old, new):
    # Action rounds only: the digital edition's game records show no NORAD influence after a
    # headline that took DEFCON to 2.
    norad_effect = effect(state, "norad")
    if norad_effect and new == 2 and state["flow"]["phase"] == "action" and state["flow"].get("ar"):
        norad_effect["triggered"] = True


def _norad_round_end(state):
    norad_effect = effect(state, "norad")
    if not norad_effect or not norad_effect.pop("triggered", False):
        return
    if controls(state, "us", "canada"):
        countries = [c for c, v in state["board"]["influence"].items() if v["us"] > 0]
        push(state, {"step": "place_influence", "side": "us", "count": 1, "countries": countries, "why": "norad"})


@event_for("che")
def che(state, side):
    """The USSR may coup, with this card's Ops, a non-battleground country of Central America,
    South America or Africa; if that coup removed US influence, a second coup against another."""
    targets = [c for c in COUNTRIES.values()
               if c.region in ("central_america", "south_america", "africa") and not c.battleground]
    _che_coup(state, [c.id for c in targets], first=True)


def _che_coup(state, countries: list, first: bool) -> None:
    # "Using this card's Operations value": an ordinary coup of the card's (modified) Ops, not a
    # free one, so it earns Military Ops like an Ops play.
    push(state, {"step": "coup", "side": "ussr", "card": "che", "ops": hooks.ops_value(state, "ussr", "che"),
                 "countries": countries, "may_pass": True, "first": first,
                 "us_before": {c: influence(state, c, "us") for c in countries},
                 "then": "optional_che"})


@callback("optional_che")
def _che(state, step, country):
    if country and step["first"] and influence(state, country, "us") < step["us_before"][country]:
        _che_coup(state, [c for c in step["countries"] if c != country], first=False)


@event_for("our_man_in_tehran")
def our_man_in_tehran(state, side):
    """The US looks at the top 5 cards of the draw pile and may discard any of them (shown to the
    USSR as they go to the discard pile, events not triggered); the rest go back and the draw pile
    is reshuffled. Only if the US controls a Middle East country; else the event does nothing
    (and the card, with its asterisk, is removed)."""
    if not _us_controls_middle_east(state):
        return
    from ..flow import deck_top  # flow imports the events package

    cards = deck_top(state, 5)
    emit(state, "cards_seen", only("us"), side="us", cards=cards, why="our_man_in_tehran")
    _tehran_next(state, cards)


def _tehran_next(state, cards: list) -> None:
    if cards:
        push(state, {"step": "choose_card", "side": "us", "purpose": "discard", "source": "deck", "cards": cards,
                     "allow_scoring": True, "may_pass": True, "then": "optional_tehran",
                     "text": _("Our Man in Tehran: discard a drawn card, or stop")})
    else:
        _tehran_done(state)


def _tehran_done(state) -> None:
    shuffle(state["rng"], state["secret"]["deck"])
    emit(state, "reshuffled", count=len(state["secret"]["deck"]), why="our_man_in_tehran")


@callback("optional_tehran")
def _tehran(state, step, card):
    if card is None:
        _tehran_done(state)
    else:
        _tehran_next(state, [c for c in step["cards"] if c != card])


@event_for("yuri_and_samantha")
def yuri_and_samantha(state, side):
    """The USSR gains 1 VP per US coup attempt for the rest of the turn (hooks.on_coup_attempt)."""
    add_effect(state, "yuri_and_samantha", "ussr", until="turn")


@event_for("awacs_sale_to_saudis")
def awacs_sale_to_saudis(state, side):
    """2 US influence in Saudi Arabia; Muslim Revolution can no longer be an event (hooks.BLOCKED_BY)."""
    add_influence(state, "us", "saudi_arabia", 2, why="awacs_sale_to_saudis")
    add_effect(state, "awacs_sale_to_saudis", "us", until="game")
    put_in_play(state, "awacs_sale_to_saudis")


hooks.EXTRA["can_play_event"].append(_tehran_playable)
hooks.EXTRA["on_defcon_change"].append(_norad_defcon)
hooks.EXTRA["end_of_round"].append(_norad_round_end)
