"""Words for Twilight Struggle: log lines for every event kind, and ids turned into names.

The engine logs facts with ids (`{"kind": "influence", "side": "us", "country": "uk", ...}`);
`event_text` picks a marked text for the event and derives the display values it needs
(country and card names, "USA"/"USSR", the reason in words). The platform translates the text
and the derived values, then fills the placeholders. The board template uses the same names
through `board_context`.
"""
from __future__ import annotations

from games.engine import Phrase, _, ngettext

from .data import CARDS, COUNTRIES, REGIONS, SIDES

SIDE_NAMES = {"ussr": _("USSR"), "us": _("USA")}
REGION_NAMES = {
    "europe": _("Europe"), "asia": _("Asia"), "middle_east": _("Middle East"),
    "central_america": _("Central America"), "south_america": _("South America"), "africa": _("Africa"),
    "western_europe": _("Western Europe"), "eastern_europe": _("Eastern Europe"),
    "southeast_asia": _("Southeast Asia"),
}
# Subregion marks beside a country's name (events such as Marshall Plan or ASEAN name them).
SUBREGION_SHORT = {"western_europe": _("W"), "eastern_europe": _("E"), "southeast_asia": _("SEA")}
LEVEL_NAMES = {None: _("nothing"), "presence": _("presence"), "domination": _("domination"),
               "control": _("control")}
MODE_NAMES = {"influence": _("to place influence"), "coup": _("for a coup"), "realign": _("for realignments"),
              "space": _("on the space race"), "event": _("for its event")}
ERA_NAMES = {"early": _("Early War"), "mid": _("Mid War"), "late": _("Late War")}
# Reasons (`why`) that are not card ids.
REASONS = {
    "setup": _("setup"), "coup": _("coup"), "realign": _("realignment"), "milops": _("military ops"),
    "space": _("space race"), "turn": _("end of turn"), "ops": _("operations"), "china_card": _("the China Card"),
    "hand_limit": _("hand limit"), "bid": _("bid"),
}
END_REASONS = {
    "vp20": _("{winner} reaches 20 VP and wins."),
    "defcon1": _("Nuclear war: {culprit} set off DEFCON 1, {winner} wins."),
    "final_scoring": _("Final scoring: {winner} wins."),
    "wargames": _("Wargames ends the game: {winner} wins."),
    "held_scoring": _("A scoring card was held: {winner} wins."),
    "europe_control": _("{winner} controls Europe and wins."),
    "forfeit": _("{culprit} ran out of time and forfeits: {winner} wins."),
    "cuban_missile_crisis": _("Cuban Missile Crisis: {culprit} made a coup, {winner} wins."),
}
# The same, short, for the result box (the winner is shown beside it).
END_REASONS_SHORT = {
    "vp20": _("20 victory points"), "defcon1": _("nuclear war (DEFCON 1)"), "final_scoring": _("final scoring"),
    "wargames": _("Wargames"), "held_scoring": _("a scoring card was held"), "europe_control": _("control of Europe"),
    "forfeit": _("the other side's time ran out"),
    "cuban_missile_crisis": _("a coup during the Cuban Missile Crisis"),
}

# One marked text per event kind; a few kinds pick among variants in `event_text`.
TEXTS = {
    "started": _("The game begins."),
    "turn_started": _("Turn {turn} begins."),
    "action_round": _("Turn {turn}, action round {round}: {side} is phasing."),
    "round_skipped": _("{side} skips an action round."),
    "passed": _("{side} passes."),
    "era_added": _("{era} cards ({count}) are shuffled into the deck."),
    "reshuffled": ngettext("The discard pile ({count} card) is reshuffled into the deck.",
                           "The discard pile ({count} cards) is reshuffled into the deck.", "count"),
    "cards_dealt": ngettext("{side} is dealt {count} card.", "{side} is dealt {count} cards.", "count"),
    "cards_dealt_seen": _("{side} is dealt {cards}."),
    "cards_drawn": ngettext("{side} draws {count} card.", "{side} draws {count} cards.", "count"),
    "cards_drawn_seen": _("{side} draws {cards}."),
    "cards_seen": _("{side} looks at {cards} ({reason})."),
    "hand_revealed": _("{side} reveals their hand: {cards} ({reason})."),
    "headline_chosen": _("{side} chooses a headline."),
    "headline_revealed": _("{side} headlines {card}."),
    "headline_cancelled": _("{side}'s headline {card} is cancelled."),
    "card_played": _("{side} plays {card}."),
    "card_played_as": _("{side} plays {card} ({purpose})."),
    "card_mode": _("{side} uses {card} {mode}."),
    "operations": _("{side} conducts {ops} Ops {mode} with {card}."),
    "operations_bonus": _("{side} conducts {ops} Ops {mode}."),
    "event": _("Event: {card} ({side})."),
    "event_blocked": _("{card} cannot be played as an event now."),
    "event_no_effect": _("{card} has no effect."),
    "event_unimplemented": _("{card}: this event is not implemented."),
    "card_discarded": _("{side} discards {card}."),
    "card_discarded_why": _("{side} discards {card} ({reason})."),
    "card_removed": _("{card} is removed from the game."),
    "card_given": _("{side} gives {card} to the opponent."),
    "card_taken": _("{side} takes {card} ({reason})."),
    "card_taken_hidden": _("{side} takes a card from the opponent's hand ({reason})."),
    "card_returned": _("{side} returns {card} ({reason})."),
    "card_taken_from_discard": _("{side} takes {card} from the discard pile."),
    "influence_add": _("{side} adds {n} influence in {country} (USA {us}, USSR {ussr})."),
    "influence_add_why": _("{side} adds {n} influence in {country} (USA {us}, USSR {ussr}) — {reason}."),
    "influence_remove": _("{side} loses {n} influence in {country} (USA {us}, USSR {ussr})."),
    "influence_remove_why": _("{side} loses {n} influence in {country} (USA {us}, USSR {ussr}) — {reason}."),
    "coup_attempt": _("{side} attempts a coup in {country} with {ops} Ops."),
    "coup_attempt_free": _("{side} attempts a free coup in {country} with {ops} Ops."),
    "coup_success": _("Coup in {country} succeeds: {die} + {ops} Ops{mod_text} beats {threshold}."),
    "coup_failure": _("Coup in {country} fails: {die} + {ops} Ops{mod_text} against {threshold}."),
    "realigned": _("{side} realigns {country}: USA rolls {us_die} → {us_total}, USSR rolls {ussr_die} → {ussr_total}."),
    "die_rolled": _("Die roll: {value} ({reason})."),
    "die_rolled_side": _("{side} rolls {value} ({reason})."),
    "war_success": _("{card}: {side} rolls {die}{mod_text} in {country} and wins."),
    "war_failure": _("{card}: {side} rolls {die}{mod_text} in {country} and loses."),
    "defcon_down": _("DEFCON drops to {value}."),
    "defcon_down_why": _("DEFCON drops to {value} ({reason})."),
    "defcon_up": _("DEFCON improves to {value}."),
    "defcon_up_why": _("DEFCON improves to {value} ({reason})."),
    "vp": _("{side} gains {n} VP; score {score}."),
    "vp_why": _("{side} gains {n} VP ({reason}); score {score}."),
    "milops": _("{side} military operations: {value}."),
    "milops_reset": _("Military operations reset to 0."),
    "space_attempt_success": _("{side} attempts space race box {box}: rolls {die}, success."),
    "space_attempt_failure": _("{side} attempts space race box {box}: rolls {die}, failure."),
    "space_advanced": _("{side} advances to space race box {box}."),
    "space_advanced_first": _("{side} is first to space race box {box}."),
    "effect_added": _("{effect} is now in effect."),
    "effect_removed": _("{effect} ends."),
    "china_passed": _("The China Card passes to {holder}."),
    "china_passed_down": _("The China Card passes to {holder}, face down."),
    "china_face_up": _("The China Card is turned face up."),
    "region_scored": _("{region} scored: USA {us_level} ({us_vp}), USSR {ussr_level} ({ussr_vp})."),
    "region_scored_vp": _("{region} scored: USA {us_vp}, USSR {ussr_vp}."),
    "region_scored_final": _("Final scoring, {region}: USA {us_level} ({us_vp}), USSR {ussr_level} ({ussr_vp})."),
    "summit_tied": _("Summit: a tie, nothing happens."),
    "trap_escaped": _("{side} escapes {card}."),
    "game_over": _("Game over."),
    "game_over_draw": _("Game over: a draw."),
}


# --------------------------------------------------------------------------- names


def side_name(side: str | None) -> str:
    return SIDE_NAMES.get(side, side or "")


def country_name(country_id: str) -> str:
    country = COUNTRIES.get(country_id)
    return country.name if country else str(country_id)


def card_name(card_id: str | None) -> str:
    card = CARDS.get(card_id) if card_id else None
    return card.name if card else str(card_id or "")


PURPOSE_NAMES = {"event": _("event"), "ops": _("operations"), "ops_no_event": _("operations, no event"),
                 "headline": _("headline")}


def display_params(params: dict) -> dict:
    """Prompt and option params as people read them: card, country, region and side ids named; a
    card choice's purpose in words where it has some, else left out (no text shows it)."""
    named = {"card": card_name, "country": country_name, "region": region_name, "side": side_name}
    shown = {k: named[k](v) if k in named and isinstance(v, str) else v for k, v in params.items() if k != "purpose"}
    if params.get("purpose") in PURPOSE_NAMES:
        shown["purpose"] = PURPOSE_NAMES[params["purpose"]]
    return shown


def card_list(card_ids):
    """Cards' names in a row, each translated on its own."""
    return Phrase.join(card_name(c) for c in card_ids) if card_ids else "—"


def region_name(region: str) -> str:
    return REGION_NAMES.get(region, region)


def reason(why: str | None) -> str:
    """`why` in words: a card's name, or one of REASONS."""
    if not why:
        return ""
    if why in CARDS:
        return CARDS[why].name
    return REASONS.get(why, why.replace("_", " "))


def effect_name(name: str) -> str:
    """Effects are named after the card that starts them, with a few suffixed variants."""
    for candidate in (name, name.rsplit("_", 1)[0]):
        if candidate in CARDS:
            return CARDS[candidate].name
    return name.replace("_", " ").capitalize()


def _signed(mod) -> str:
    return f" {mod:+d}" if mod else ""


def _score(vp: int) -> Phrase | str:
    """The VP track in words: "USA +3", "USSR +2", "0"."""
    if vp == 0:
        return "0"
    return Phrase(_("{side} +{n}"), {"side": SIDE_NAMES["us" if vp > 0 else "ussr"], "n": abs(vp)})


# --------------------------------------------------------------------------- log lines


def event_text(ev: dict) -> tuple[str, dict] | None:
    """(marked text, derived params) for a logged event, or None for an unknown kind."""
    kind = ev["kind"]
    key, params = kind, {}
    if "side" in ev:
        params["side"] = side_name(ev["side"])
    if ev.get("country"):
        params["country"] = country_name(ev["country"])
    if "card" in ev:
        params["card"] = card_name(ev["card"])
    if "cards" in ev and isinstance(ev["cards"], list):
        params["cards"] = card_list(ev["cards"])
    if ev.get("why"):
        params["reason"] = reason(ev["why"])

    if kind in ("cards_dealt", "cards_drawn") and "cards" in ev:
        key = kind + "_seen"
    elif kind == "card_played":
        if ev.get("purpose") and ev["purpose"] != "action":
            key = "card_played_as"
            params["purpose"] = PURPOSE_NAMES.get(ev["purpose"], ev["purpose"])
    elif kind in ("card_mode", "operations"):
        params["mode"] = MODE_NAMES.get(ev.get("mode"), ev.get("mode") or "")
        if kind == "operations" and not ev.get("card"):
            key = "operations_bonus"
    elif kind == "era_added":
        params["era"] = ERA_NAMES.get(ev.get("era"), ev.get("era"))
    elif kind == "card_discarded" and ev.get("why"):
        key = "card_discarded_why"
    elif kind == "card_taken":
        params.setdefault("reason", "")
        if "card" not in ev:
            key = "card_taken_hidden"
    elif kind == "influence":
        params["n"] = abs(ev["delta"])
        key = ("influence_add" if ev["delta"] > 0 else "influence_remove") + ("_why" if ev.get("why") else "")
    elif kind == "coup_attempt":
        key = "coup_attempt_free" if ev.get("free") else "coup_attempt"
    elif kind == "coup_result":
        key = "coup_success" if ev.get("success") else "coup_failure"
        params["mod_text"] = _signed(ev.get("mod"))
    elif kind == "realigned":
        dice, totals = ev.get("dice", {}), ev.get("totals", {})
        params.update(us_die=dice.get("us"), ussr_die=dice.get("ussr"),
                      us_total=totals.get("us"), ussr_total=totals.get("ussr"))
    elif kind == "die_rolled":
        params["reason"] = reason(ev.get("why"))
        key = "die_rolled_side" if ev.get("side") else "die_rolled"
    elif kind in ("war", "war_result"):
        if "card" not in ev or not ev["card"]:
            params["card"] = reason(ev.get("why"))
        params["mod_text"] = _signed(ev.get("mod"))
        key = "war_success" if ev.get("success") else "war_failure"
    elif kind == "defcon":
        key = ("defcon_down" if ev["value"] < ev.get("old", 5) else "defcon_up") + ("_why" if ev.get("why") else "")
    elif kind == "vp":
        # A negative gain (scoring that nets the other way) is the other side's gain.
        gainer = ev["side"] if ev["delta"] > 0 else ("ussr" if ev["side"] == "us" else "us")
        params.update(side=side_name(gainer), n=abs(ev["delta"]), score=_score(ev["vp"]))
        key = "vp_why" if ev.get("why") else "vp"
    elif kind == "space_attempt":
        key = "space_attempt_success" if ev.get("success") else "space_attempt_failure"
    elif kind == "space_advanced":
        key = "space_advanced_first" if ev.get("first") else "space_advanced"
    elif kind in ("effect_added", "effect_removed"):
        params["effect"] = effect_name(ev.get("name", ""))
    elif kind == "china_passed":
        params["holder"] = side_name(ev.get("holder"))
        key = "china_passed_down" if ev.get("face_up") is False else "china_passed"
    elif kind == "region_scored":
        params["region"] = region_name(ev["region"])
        us, ussr = ev.get("us", {}), ev.get("ussr", {})
        params.update(us_vp=us.get("vp", 0), ussr_vp=ussr.get("vp", 0),
                      us_level=LEVEL_NAMES.get(us.get("level"), us.get("level")),
                      ussr_level=LEVEL_NAMES.get(ussr.get("level"), ussr.get("level")))
        key = "region_scored_vp" if "level" not in us else (
            "region_scored_final" if ev.get("final") else "region_scored")
    elif kind == "game_over":
        if ev.get("winner") is None:
            key = "game_over_draw"
        elif ev.get("reason") in END_REASONS:
            params.update(winner=side_name(ev["winner"]), culprit=side_name(ev.get("culprit")))
            return END_REASONS[ev["reason"]], params
    text = TEXTS.get(key)
    return (text, params) if text else None
