"""Early War card events (#1-35, #103).

The four examples at the top show the shapes every other event takes:

  decolonization  placing influence under constraints: push a generic "place_influence" step.
  duck_and_cover  board changes only: DEFCON and VP through state.py (which logs them).
  blockade        the opponent decides: a "choose_card" step owned by the US, with a callback.
  containment     an ongoing rule change: a flag in board["effects"], read by hooks.ops_value.

Each event gets a test in tests/games/twilight_struggle/test_cards_early.py.

Rules kept outside the event functions, registered at the bottom through hooks.EXTRA:
UN Intervention's conditions (can_play_event) and Formosan Resolution ending when the US plays
the China Card (after_card_play).
"""
from __future__ import annotations

from games.engine import _

from .. import hooks
from ..data import AREA_COUNTRIES, CARDS, CHINA, COUNTRIES, ERA_OF_TURN, other
from ..ops import space_advance
from ..state import (add_effect, add_influence, add_milops, add_vp, controller, controls, degrade_defcon, effect,
                     emit, hand, improve_defcon, influence, is_over, only, random_pick, remove_effect,
                     remove_influence, roll)
from ..steps import callback, push
from . import event_for, put_in_play, release_from_play


# --------------------------------------------------------------------------- examples


@event_for("decolonization")
def decolonization(state, side):
    """Add 1 USSR influence to each of any 4 countries in Africa and/or Southeast Asia."""
    push(state, {"step": "place_influence", "side": "ussr", "count": 4, "per_country": 1,
                 "areas": ["africa", "southeast_asia"], "why": "decolonization"})


@event_for("duck_and_cover")
def duck_and_cover(state, side):
    """Degrade DEFCON by 1; the US gains 5 minus the new DEFCON in VP."""
    degrade_defcon(state, 1, why="duck_and_cover")
    if not is_over(state):
        add_vp(state, "us", 5 - state["board"]["defcon"], why="duck_and_cover")


@event_for("blockade")
def blockade(state, side):
    """Unless the US discards a card of 3+ Ops, all US influence leaves West Germany."""
    push(state, {"step": "choose_card", "side": "us", "purpose": "discard", "min_ops": 3,
                 "may_pass": True, "then": "blockade",
                 "text": _("Blockade: discard a card of 3+ Ops, or West Germany loses all US influence")})


@callback("blockade")
def _blockade_done(state, step, card):
    if card is None:
        remove_influence(state, "us", "west_germany", influence(state, "west_germany", "us"), why="blockade")


@event_for("containment")
def containment(state, side):
    """US Ops cards get +1 Ops (max 4) for the rest of the turn (hooks.ops_value)."""
    add_effect(state, "containment", "us", until="turn")


# --------------------------------------------------------------------------- the other Early War events


@event_for("five_year_plan")
def five_year_plan(state, side):
    """The USSR discards a random card; a US event on it happens (for the US), any other does not."""
    cards = hand(state, "ussr")
    card = random_pick(state, list(cards), "five_year_plan")
    if card is None:
        return
    cards.remove(card)
    emit(state, "card_discarded", side="ussr", card=card, why="five_year_plan")
    if CARDS[card].side == "us":
        push(state, {"step": "event", "side": "us", "card": card},
             {"step": "call", "fn": "early_discarded_event_done", "card": card})
    else:
        state["discard"].append(card)


@callback("early_discarded_event_done")
def _discarded_event_done(state, step, choice):
    """A discarded card whose event happened: removed if it has the asterisk, else discarded.
    Not a card play (no after_card_play: the card was discarded, not played)."""
    card = step["card"]
    fired = state["flow"].get("fired", [])
    happened = card in fired
    if happened:
        fired.remove(card)
    if card in state["board"]["in_play"]:
        return
    (state["removed"] if happened and CARDS[card].removed_after_event else state["discard"]).append(card)


@event_for("socialist_governments")
def socialist_governments(state, side):
    """Remove 3 US influence from Western Europe, at most 2 per country (blocked by The Iron Lady)."""
    push(state, {"step": "remove_influence", "side": "ussr", "whose": "us", "count": 3, "per_country": 2,
                 "areas": ["western_europe"], "why": "socialist_governments"})


def _replace_for_control(state, side: str, country: str, why: str) -> None:
    """Fidel, Romanian Abdication: all opponent influence goes; `side` adds enough for control."""
    remove_influence(state, other(side), country, influence(state, country, other(side)), why=why)
    add_influence(state, side, country, COUNTRIES[country].stability - influence(state, country, side), why=why)


@event_for("fidel")
def fidel(state, side):
    """All US influence leaves Cuba; the USSR adds enough influence there for control."""
    _replace_for_control(state, "ussr", "cuba", "fidel")


@event_for("vietnam_revolts")
def vietnam_revolts(state, side):
    """2 USSR influence in Vietnam; +1 Ops this turn to USSR cards spent wholly in Southeast Asia
    (hooks.conditional_bonuses)."""
    add_influence(state, "ussr", "vietnam", 2, why="vietnam_revolts")
    add_effect(state, "vietnam_revolts", "ussr", until="turn")


def _war(state, side: str, target: str, why: str, target_counts: bool = False) -> None:
    """Korean, Arab-Israeli and Indo-Pakistani War: a die, -1 per enemy-controlled neighbour of
    the target (and the target itself if `target_counts`); 4-6 wins 2 VP and turns the enemy's
    influence in the target into the side's. The side gains 2 Military Ops either way."""
    enemy = other(side)
    minus = sum(1 for n in COUNTRIES[target].adjacent if controls(state, enemy, n))
    if target_counts and controls(state, enemy, target):
        minus += 1
    die = roll(state, why, side, country=target)
    won = die - minus >= 4
    emit(state, "war", side=side, card=why, country=target, die=die, mod=-minus, success=won)
    add_milops(state, side, 2, why=why)
    if won:
        n = remove_influence(state, enemy, target, influence(state, target, enemy), why=why)
        add_influence(state, side, target, n, why=why)
        add_vp(state, side, 2, why=why)


@event_for("korean_war")
def korean_war(state, side):
    """North Korea invades South Korea (-1 per US-controlled neighbour of South Korea)."""
    _war(state, "ussr", "south_korea", "korean_war")


@event_for("romanian_abdication")
def romanian_abdication(state, side):
    """All US influence leaves Romania; the USSR adds enough influence there for control."""
    _replace_for_control(state, "ussr", "romania", "romanian_abdication")


@event_for("arab_israeli_war")
def arab_israeli_war(state, side):
    """The Pan-Arab coalition invades Israel (-1 for Israel if US-controlled and per US-controlled
    neighbour); blocked by Camp David Accords (hooks.BLOCKED_BY)."""
    _war(state, "ussr", "israel", "arab_israeli_war", target_counts=True)


@event_for("comecon")
def comecon(state, side):
    """1 USSR influence in each of 4 non-US-controlled countries of Eastern Europe."""
    push(state, {"step": "place_influence", "side": "ussr", "count": 4, "per_country": 1,
                 "areas": ["eastern_europe"], "exclude_controlled_by": "us", "why": "comecon"})


@event_for("nasser")
def nasser(state, side):
    """2 USSR influence in Egypt; the US loses half its influence there, rounded up."""
    add_influence(state, "ussr", "egypt", 2, why="nasser")
    us = influence(state, "egypt", "us")
    remove_influence(state, "us", "egypt", (us + 1) // 2, why="nasser")


WARSAW_LABELS = {"remove": _("Remove all US influence from 4 countries"),
                 "add": _("Add 5 USSR influence (at most 2 per country)")}


@event_for("warsaw_pact_formed")
def warsaw_pact_formed(state, side):
    """The USSR chooses: all US influence out of 4 East European countries, or 5 USSR influence
    there (2 per country at most). Allows NATO (hooks.REQUIRES)."""
    push(state, {"step": "choose_option", "side": "ussr", "choices": ["remove", "add"], "labels": WARSAW_LABELS,
                 "then": "early_warsaw_pact", "text": _("Warsaw Pact Formed: choose the effect")})


@callback("early_warsaw_pact")
def _warsaw_pact(state, step, choice):
    if choice == "add":
        push(state, {"step": "place_influence", "side": "ussr", "count": 5, "per_country": 2,
                     "areas": ["eastern_europe"], "why": "warsaw_pact_formed"})
    else:
        _warsaw_next(state, 4)


def _warsaw_next(state, left: int) -> None:
    countries = [c for c in AREA_COUNTRIES["eastern_europe"] if influence(state, c, "us") > 0]
    if left > 0 and countries:
        push(state, {"step": "choose_country", "side": "ussr", "countries": countries, "left": left,
                     "then": "early_warsaw_remove", "text": _("Warsaw Pact Formed: remove all US influence from")})


@callback("early_warsaw_remove")
def _warsaw_remove(state, step, country):
    if country:
        remove_influence(state, "us", country, influence(state, country, "us"), why="warsaw_pact_formed")
        _warsaw_next(state, step["left"] - 1)


@event_for("de_gaulle_leads_france")
def de_gaulle_leads_france(state, side):
    """2 US influence out of France, 1 USSR in; NATO no longer protects France (hooks._protected)."""
    remove_influence(state, "us", "france", 2, why="de_gaulle_leads_france")
    add_influence(state, "ussr", "france", 1, why="de_gaulle_leads_france")
    add_effect(state, "de_gaulle_leads_france", "ussr", until="game")
    put_in_play(state, "de_gaulle_leads_france")


@event_for("captured_nazi_scientist")
def captured_nazi_scientist(state, side):
    """The player's space race marker advances one box (with its VP and bonus)."""
    space_advance(state, side)


@event_for("truman_doctrine")
def truman_doctrine(state, side):
    """All USSR influence leaves one European country controlled by neither side."""
    countries = [c for c in AREA_COUNTRIES["europe"]
                 if influence(state, c, "ussr") > 0 and controller(state, c) is None]
    push(state, {"step": "choose_country", "side": "us", "countries": countries, "then": "early_truman",
                 "text": _("Truman Doctrine: remove all USSR influence from")})


@callback("early_truman")
def _truman(state, step, country):
    if country:
        remove_influence(state, "ussr", country, influence(state, country, "ussr"), why="truman_doctrine")


OLYMPIC_LABELS = {"participate": _("Participate"), "boycott": _("Boycott")}


@event_for("olympic_games")
def olympic_games(state, side):
    """The player sponsors the Games; the opponent chooses to participate or to boycott."""
    push(state, {"step": "choose_option", "side": other(side), "sponsor": side,
                 "choices": ["participate", "boycott"], "labels": OLYMPIC_LABELS,
                 "then": "early_olympics", "text": _("Olympic Games: participate or boycott?")})


@callback("early_olympics")
def _olympics(state, step, choice):
    sponsor = step["sponsor"]
    guest = other(sponsor)
    if choice == "boycott":
        degrade_defcon(state, 1, why="olympic_games")
        if not is_over(state):
            # Ops "as if a 4 Ops card were played": Containment/Brezhnev cannot raise 4; Red Scare
            # against the sponsor lowers it like any card's.
            red = effect(state, "red_scare_purge")
            ops = 3 if red and red["side"] != sponsor else 4
            push(state, {"step": "operations", "side": sponsor, "ops": ops})
        return
    while True:  # ties are rerolled
        mine = roll(state, "olympic_games", sponsor) + 2
        theirs = roll(state, "olympic_games", guest)
        if mine != theirs:
            break
    add_vp(state, sponsor if mine > theirs else guest, 2, why="olympic_games")


@event_for("nato")
def nato(state, side):
    """No USSR coups or realignments in US-controlled Europe (hooks._protected); needs Marshall
    Plan or Warsaw Pact Formed first (hooks.REQUIRES)."""
    add_effect(state, "nato", "us", until="game")
    put_in_play(state, "nato")


INDEPENDENT_REDS = ("yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia")


@event_for("independent_reds")
def independent_reds(state, side):
    """US influence in one of five East European countries rises to equal the USSR's there."""
    countries = [c for c in INDEPENDENT_REDS if influence(state, c, "ussr") > influence(state, c, "us")]
    push(state, {"step": "choose_country", "side": "us", "countries": countries, "then": "early_independent_reds",
                 "text": _("Independent Reds: match the USSR influence in")})


@callback("early_independent_reds")
def _independent_reds(state, step, country):
    if country:
        add_influence(state, "us", country, influence(state, country, "ussr") - influence(state, country, "us"),
                      why="independent_reds")


@event_for("marshall_plan")
def marshall_plan(state, side):
    """1 US influence in each of 7 non-USSR-controlled countries of Western Europe; allows NATO."""
    push(state, {"step": "place_influence", "side": "us", "count": 7, "per_country": 1,
                 "areas": ["western_europe"], "exclude_controlled_by": "ussr", "why": "marshall_plan"})


INDO_PAKISTANI_LABELS = {"india": _("India invades Pakistan"), "pakistan": _("Pakistan invades India")}


@event_for("indo_pakistani_war")
def indo_pakistani_war(state, side):
    """The player chooses the invaded country (India or Pakistan), then the war is rolled."""
    push(state, {"step": "choose_option", "side": side, "choices": ["pakistan", "india"],
                 "labels": {"pakistan": INDO_PAKISTANI_LABELS["india"], "india": INDO_PAKISTANI_LABELS["pakistan"]},
                 "then": "early_indo_pakistani", "text": _("Indo-Pakistani War: which country is invaded?")})


@callback("early_indo_pakistani")
def _indo_pakistani(state, step, target):
    _war(state, step["side"], target, "indo_pakistani_war")


CIA_LABELS = {"influence": _("Place influence"), "realign": _("Realignment rolls"), "coup": _("Coup"),
              "none": _("No operations")}


@event_for("cia_created")
def cia_created(state, side):
    """The USSR hand is shown to the US alone; the US may then conduct Operations with this card."""
    emit(state, "hand_revealed", only("us"), side="ussr", cards=list(hand(state, "ussr")), why="cia_created")
    from .. import flow

    modes = [o.params["mode"] for o in flow.mode_options(state, "us", "cia_created", "ops_no_event")
             if o.params["mode"] in ("influence", "realign", "coup")]
    push(state, {"step": "choose_option", "side": "us", "choices": modes + ["none"], "labels": CIA_LABELS,
                 "then": "early_cia_ops", "text": _("CIA Created: conduct operations with this card?")})


@callback("early_cia_ops")
def _cia_ops(state, step, mode):
    if mode != "none":
        push(state, {"step": "ops", "side": "us", "card": "cia_created", "mode": mode})


@event_for("us_japan_mutual_defense_pact")
def us_japan_mutual_defense_pact(state, side):
    """The US adds enough influence for control of Japan; no USSR coups or realignments there."""
    add_influence(state, "us", "japan", influence(state, "japan", "ussr") + COUNTRIES["japan"].stability
                  - influence(state, "japan", "us"), why="us_japan_mutual_defense_pact")
    add_effect(state, "us_japan_mutual_defense_pact", "us", until="game")
    put_in_play(state, "us_japan_mutual_defense_pact")


@event_for("suez_crisis")
def suez_crisis(state, side):
    """Remove 4 US influence from France, the UK and Israel, at most 2 per country."""
    push(state, {"step": "remove_influence", "side": "ussr", "whose": "us", "count": 4, "per_country": 2,
                 "countries": ["france", "uk", "israel"], "why": "suez_crisis"})


@event_for("east_european_unrest")
def east_european_unrest(state, side):
    """1 USSR influence (2 in the Late War) out of each of 3 East European countries."""
    _unrest_next(state, 2 if ERA_OF_TURN[state["board"]["turn"]] == "late" else 1, 3, [])


def _unrest_next(state, n: int, left: int, done: list) -> None:
    countries = [c for c in AREA_COUNTRIES["eastern_europe"] if influence(state, c, "ussr") > 0 and c not in done]
    if left > 0 and countries:
        push(state, {"step": "choose_country", "side": "us", "countries": countries, "n": n, "left": left,
                     "done": done, "then": "early_unrest",
                     "text": _("East European Unrest: remove USSR influence from")})


@callback("early_unrest")
def _unrest(state, step, country):
    if country:
        remove_influence(state, "ussr", country, step["n"], why="east_european_unrest")
        _unrest_next(state, step["n"], step["left"] - 1, step["done"] + [country])


@event_for("red_scare_purge")
def red_scare_purge(state, side):
    """The opponent's cards get -1 Ops (min 1) for the rest of the turn (hooks.ops_value). Played
    by both sides in one turn, both are hit: the flag's side becomes None, the side of neither."""
    red = effect(state, "red_scare_purge")
    add_effect(state, "red_scare_purge", None if red and red["side"] != side else side, until="turn")


@event_for("un_intervention")
def un_intervention(state, side):
    """With UN Intervention the player plays a card bearing the opponent's event for its Ops; that
    event does not happen. Not in the headline; needs such a card in hand (see _un_playable)."""
    push(state, {"step": "choose_card", "side": side, "purpose": "ops_no_event", "event_side": other(side),
                 "text": _("UN Intervention: play a card with the opponent's event for its Ops")})


def _un_playable(state, side, card):
    if card != "un_intervention":
        return True
    return state["flow"]["phase"] != "headline" and any(CARDS[c].side == other(side) for c in hand(state, side))


@event_for("de_stalinization")
def de_stalinization(state, side):
    """The USSR moves up to 4 of its influence to non-US-controlled countries (2 per country at most)."""
    push(state, {"step": "remove_influence", "side": "ussr", "whose": "ussr", "count": 4, "may_stop": True,
                 "then": "early_de_stalinization", "why": "de_stalinization"})


@callback("early_de_stalinization")
def _de_stalinization(state, step, choice):
    moved = 4 - step["count"]
    if moved:
        push(state, {"step": "place_influence", "side": "ussr", "count": moved, "per_country": 2,
                     "exclude_controlled_by": "us", "why": "de_stalinization"})


@event_for("nuclear_test_ban")
def nuclear_test_ban(state, side):
    """The player gains DEFCON - 2 VP, then DEFCON improves by 2."""
    add_vp(state, side, state["board"]["defcon"] - 2, why="nuclear_test_ban")
    if not is_over(state):
        improve_defcon(state, 2, why="nuclear_test_ban")


@event_for("formosan_resolution")
def formosan_resolution(state, side):
    """Taiwan counts as a battleground for scoring while US-controlled (hooks.scoring_battleground),
    until the US plays the China Card (_formosan_cancel)."""
    add_effect(state, "formosan_resolution", "us", until="game")
    put_in_play(state, "formosan_resolution")


def _formosan_cancel(state, side, card, mode):
    if card == CHINA and side == "us" and effect(state, "formosan_resolution"):
        remove_effect(state, "formosan_resolution")
        release_from_play(state, "formosan_resolution", removed=True)


@event_for("defectors")
def defectors(state, side):
    """Headlined by the US: the USSR headline is cancelled (and discarded); flow.headline_order
    resolves it first. In the USSR's action round (the USSR playing it for Ops triggers it) the US
    gains 1 VP. The VP is part of the event, so a space race play gives none, as in the digital
    edition's game records."""
    from ..flow import cancel_headline  # flow imports the events package

    flow = state["flow"]
    if flow["phase"] == "headline":
        if flow["headlines"].get("us") == "defectors":
            cancel_headline(state, "ussr")
    elif flow["phase"] == "action" and flow.get("phasing") == "ussr":
        add_vp(state, "us", 1, why="defectors")


hooks.EXTRA["can_play_event"].append(_un_playable)
hooks.EXTRA["after_card_play"].append(_formosan_cancel)
