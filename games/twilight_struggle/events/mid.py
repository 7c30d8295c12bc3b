"""Mid War card events (#36-80 but the scoring cards; see events/__init__.py and the examples
at the top of early.py).

Rules these events change live in hooks.py where a flag suffices (Brezhnev Doctrine, SALT,
Nuclear Subs, Latin American Death Squads, Cuban Missile Crisis coups, Willy Brandt and NATO,
Camp David and Arab-Israeli War, Shuttle Diplomacy in scoring.py). The rest hook in here
through hooks.EXTRA, registered at the bottom of this module:

  replace_action_round  Quagmire / Bear Trap (discard and roll instead of a card play),
                        Missile Envy (its receiver plays it for Ops), Cuban Missile Crisis (the
                        threatened side may cancel it at the start of each of its rounds),
                        We Will Bury You (checks the US round after the card play)
  on_card_use           Flower Power (US war cards, scored as the card's use is chosen)
  after_card_play       U2 Incident and We Will Bury You (UN Intervention played as an event),
                        Missile Envy (the card changes hands)
  can_play_event        Kitchen Debates (no event without a US battleground lead)

The events follow the Deluxe card texts. Where the online edition (whose records are
tests/fixtures/twilight_struggle/logs) reads a card otherwise, the online reading is a table
option, off by default, noted at its event and set by the log replay:

  missile_envy_modified_ops    Missile Envy compares the Ops as modified, not as printed
  flower_power_blocked_wars    False: a war whose event can no longer happen scores nothing
  south_african_unrest_split   the 2 influence may be split between neighbours
  kitchen_debates_needs_lead   no event at all without a US battleground lead
  (optional.py: our_man_in_tehran_needs_control, the same for Our Man in Tehran)

Effect flags name the card; their "side" is the side the card text favours or targets, as said
at each event.
"""
from __future__ import annotations

from games.engine import _, audience_only

from .. import hooks
from ..data import AREA_COUNTRIES, CARDS, COUNTRIES, REGIONS, SIDES, other, seat_of
from ..ops import space_advance, SPACE_TRACK
from ..state import (add_effect, add_influence, add_milops, add_vp, controls, degrade_defcon,
                     effect, emit, hand, improve_defcon, influence, is_over, only, random_pick,
                     remove_effect, remove_influence, roll, set_defcon)
from ..steps import callback, push
from . import event_for, put_in_play, release_from_play

WARS = ("arab_israeli_war", "korean_war", "brush_war", "indo_pakistani_war", "iran_iraq_war")
UN = "un_intervention"


# --------------------------------------------------------------------------- shared shapes


def _two_in_one(side: str, why: str, countries=None, areas=None) -> dict:
    """The step placing two influence in a single country: the first point is chosen, the
    second follows it."""
    return {"step": "place_influence", "side": side, "count": 1, "countries": countries,
            "areas": areas, "why": why, "then": "mid_second_point"}


@callback("mid_second_point")
def _second_point(state, step, choice):
    for country in step.get("done_in", {}):
        add_influence(state, step["side"], country, 1, why=step["why"])


OPS_LABELS = {"influence": _("Place influence"), "realign": _("Realignment rolls"), "coup": _("Coup"),
              "none": _("No operations")}


def _event_ops(state: dict, side: str, card: str, optional: bool = False) -> None:
    """`side` conducts Operations with this card's Ops value (influence, realignment or a coup;
    not the space race). Prerequisites of a normal Ops play apply: reach, DEFCON, Military Ops."""
    from .. import flow

    modes = [o.params["mode"] for o in flow.mode_options(state, side, card, "ops_no_event")
             if o.params.get("mode") in ("influence", "realign", "coup")]
    if optional:
        modes.append("none")
    if modes:
        push(state, {"step": "choose_option", "side": side, "choices": modes, "labels": OPS_LABELS,
                     "card": card, "then": "mid_event_ops",
                     "text": _("Conduct operations with the event's card")})


@callback("mid_event_ops")
def _event_ops_chosen(state, step, choice):
    if choice != "none":
        push(state, {"step": "ops", "side": step["side"], "card": step["card"], "mode": choice})


def _take_china(state: dict, taker: str, face_up: bool, why: str) -> bool:
    """The China Card passes from the other side to `taker`; False if `taker` already has it."""
    if state["board"]["china"]["holder"] == taker:
        return False
    state["board"]["china"] = {"holder": taker, "face_up": face_up}
    emit(state, "china_passed", holder=taker, face_up=face_up, why=why)
    return True


def _with_culprit(state: dict, side: str, fn) -> None:
    """A DEFCON change chosen by `side` (Summit, How I Learned...): DEFCON 1 makes it lose."""
    flow = state["flow"]
    before = flow.get("culprit")
    flow["culprit"] = side
    try:
        fn()
    finally:
        if not is_over(state):
            flow["culprit"] = before


# --------------------------------------------------------------------------- rule-changing events


@event_for("cuban_missile_crisis")
def cuban_missile_crisis(state, side):
    """DEFCON to 2; any coup by the opponent this turn ends the game (hooks.on_coup_attempt).
    The flag's side is the player of the card; the threatened side may cancel at the start of
    each of its action rounds (see _cmc_offer) by removing 2 of its influence."""
    set_defcon(state, 2, why="cuban_missile_crisis")
    if not is_over(state):
        add_effect(state, "cuban_missile_crisis", side, until="turn")


CMC_CANCEL = {"ussr": ("cuba",), "us": ("west_germany", "turkey")}


def _cmc_offer(state, side):
    crisis = effect(state, "cuban_missile_crisis")
    if not crisis or crisis["side"] == side:
        return False
    where = [c for c in CMC_CANCEL[side] if influence(state, c, side) >= 2]
    if not where:
        return False
    # The offer comes before the round's card play, so the cancelled crisis no longer binds it.
    push(state, {"step": "choose_option", "side": side, "choices": where + ["keep"],
                 "labels": {"keep": _("Keep the crisis"), **{c: COUNTRIES[c].name for c in where}},
                 "then": "cmc_cancel",
                 "text": _("Cuban Missile Crisis: remove 2 influence to cancel it?")},
         {"step": "play_card", "side": side, "round": state["board"]["round"]})
    return True


@callback("cmc_cancel")
def _cmc_cancel(state, step, choice):
    if choice != "keep":
        remove_influence(state, step["side"], choice, 2, why="cuban_missile_crisis")
        remove_effect(state, "cuban_missile_crisis")


@event_for("nuclear_subs")
def nuclear_subs(state, side):
    """US coups in battlegrounds do not degrade DEFCON this turn (hooks.coup_degrades_defcon)."""
    add_effect(state, "nuclear_subs", "us", until="turn")


# Quagmire traps the US, Bear Trap the USSR: the flag's side is the trapped side. The card lies
# on the table until the trapped side escapes, then leaves the game (its asterisk).
TRAPS = {"quagmire": "us", "bear_trap": "ussr"}


@event_for("quagmire")
def quagmire(state, side):
    """The US must discard a 2+ Ops card and roll 1-4 in each action round until it escapes.
    Cancels NORAD."""
    add_effect(state, "quagmire", "us", until="game")
    put_in_play(state, "quagmire")
    if effect(state, "norad"):
        remove_effect(state, "norad")
        release_from_play(state, "norad", removed=True)


@event_for("bear_trap")
def bear_trap(state, side):
    """The USSR must discard a 2+ Ops card and roll 1-4 in each action round until it escapes."""
    add_effect(state, "bear_trap", "ussr", until="game")
    put_in_play(state, "bear_trap")


def _trapped_round(state, side):
    trap = next((t for t, victim in TRAPS.items() if victim == side and effect(state, t)), None)
    if trap is None:
        return False
    cards = hand(state, side)
    if any(not CARDS[c].scoring and hooks.ops_value(state, side, c) >= 2 for c in cards):
        push(state, {"step": "choose_card", "side": side, "purpose": "discard", "min_ops": 2,
                     "then": "trap_discarded", "trap": trap,
                     "text": _("Trapped: discard a card of 2+ Ops, then roll 1-4 to escape")})
    else:
        scoring = [c for c in cards if CARDS[c].scoring]
        if scoring:  # no card to discard: the scoring cards are played, one a round
            push(state, {"step": "choose_card", "side": side, "purpose": "event", "scoring_only": True,
                         "text": _("Trapped: play a scoring card")})
        else:
            emit(state, "round_skipped", side=side, why=trap)
    return True


@callback("trap_discarded")
def _trap_discarded(state, step, card):
    if card is not None:
        push(state, {"step": "roll", "side": step["side"], "why": step["trap"], "trap": step["trap"],
                     "then": "trap_roll"})


@callback("trap_roll")
def _trap_roll(state, step, value):
    trap = step["trap"]
    if value <= 4:
        remove_effect(state, trap)
        release_from_play(state, trap, removed=True)
        emit(state, "trap_escaped", side=step["side"], card=trap)


@event_for("salt_negotiations")
def salt_negotiations(state, side):
    """DEFCON +2; coups -1 for both this turn; the player may take a non-scoring card from the
    discard pile, shown to both."""
    improve_defcon(state, 2, why="salt_negotiations")
    add_effect(state, "salt_negotiations", None, until="turn")
    push(state, {"step": "choose_card", "side": side, "purpose": "then", "cards": list(state["discard"]),
                 "may_pass": True, "then": "salt_take",
                 "text": _("SALT Negotiations: take a card from the discard pile")})


@callback("salt_take")
def _salt_take(state, step, card):
    if card is not None:
        state["discard"].remove(card)
        hand(state, step["side"]).append(card)
        emit(state, "card_taken_from_discard", side=step["side"], card=card)


@event_for("missile_envy")
def missile_envy(state, side):
    """Swap this card for the opponent's highest-Ops card (ties: the opponent picks).
    The card taken is played at once: its event if it is the player's or neutral, else its Ops.
    The opponent must play Missile Envy for Ops in its next action round.

    "Highest value": the printed Ops. Option missile_envy_modified_ops (the online edition):
    as the opponent would play them (Brezhnev Doctrine, Containment, Red Scare); in a recorded
    game the USSR, under Brezhnev Doctrine, gave Shuttle Diplomacy (3+1) while holding Flower
    Power (4)."""
    opp = other(side)
    cards = [c for c in hand(state, opp) if not CARDS[c].scoring]
    if not cards:
        return
    put_in_play(state, "missile_envy")  # handed over after the play (_missile_envy_handover)
    add_effect(state, "missile_envy", opp, until="game")
    take = {"step": "choose_card", "side": opp, "purpose": "then", "highest_ops": True, "player": side,
            "printed_ops": not state["options"].get("missile_envy_modified_ops", False),
            "then": "missile_envy_take", "text": _("Missile Envy: choose the card to give")}
    # Asked even when one card is highest: taken by the engine, it would tell that no other tied.
    push(state, take)


@callback("missile_envy_take")
def _missile_envy_take(state, step, card):
    from .. import flow

    side, opp = step["player"], step["side"]
    if card is None:  # nothing left to give (cannot happen with a non-empty tie)
        return
    hand(state, opp).remove(card)
    emit(state, "card_taken", side=side, card=card, why="missile_envy")
    if CARDS[card].side in (side, "neutral") and flow.event_allowed(state, side, card):
        flow.play_card(state, side, card, purpose="event")
    else:
        flow.play_card(state, side, card, purpose="ops_no_event")


def _missile_envy_handover(state, side, card, mode):
    envy = effect(state, "missile_envy")
    if card == "missile_envy" and envy and card in state["board"]["in_play"]:
        state["board"]["in_play"].remove(card)
        hand(state, envy["side"]).append(card)
        emit(state, "card_given", side=side, card=card)


def _missile_envy_round(state, side):
    from .. import flow

    envy = effect(state, "missile_envy")
    if not envy or envy["side"] != side:
        return False
    remove_effect(state, "missile_envy")
    if "missile_envy" not in hand(state, side):
        return False
    hand(state, side).remove("missile_envy")
    flow.play_card(state, side, "missile_envy", purpose="ops_no_event")
    return True


@event_for("we_will_bury_you")
def we_will_bury_you(state, side):
    """DEFCON -1; the USSR gains 3 VP after the US's next action round unless the US played UN
    Intervention as an event in it."""
    degrade_defcon(state, 1, why="we_will_bury_you")
    if not is_over(state):
        add_effect(state, "we_will_bury_you", "ussr", until="game", armed=False)


def _wwby_round(state, side):
    bury = effect(state, "we_will_bury_you")
    if side == "us" and bury and not bury["armed"]:
        bury["armed"] = True
        push(state, {"step": "call", "fn": "wwby_check"})  # runs after this round's card play
    return False


@callback("wwby_check")
def _wwby_check(state, step, choice):
    bury = effect(state, "we_will_bury_you")
    if bury is None:
        return
    remove_effect(state, "we_will_bury_you")
    if not bury.get("un"):
        add_vp(state, "ussr", 3, why="we_will_bury_you")


@event_for("brezhnev_doctrine")
def brezhnev_doctrine(state, side):
    """USSR cards +1 Ops (max 4) for the rest of the turn (hooks.ops_value)."""
    add_effect(state, "brezhnev_doctrine", "ussr", until="turn")


@event_for("willy_brandt")
def willy_brandt(state, side):
    """USSR +1 VP and +1 influence in West Germany; NATO no longer protects West Germany."""
    add_vp(state, "ussr", 1, why="willy_brandt")
    add_influence(state, "ussr", "west_germany", 1, why="willy_brandt")
    add_effect(state, "willy_brandt", "ussr", until="game")


@event_for("flower_power")
def flower_power(state, side):
    """The USSR gains 2 VP for every war card the US plays (event or Ops) from now on."""
    add_effect(state, "flower_power", "ussr", until="game")


def _flower_power(state, side, card, mode):
    # Scored as the card's use is chosen, before its event or operations (as recorded games
    # show). The space race is not "Operations or an Event": a war card sent to space is free.
    # The Deluxe card counts every war card played for Operations or an Event, Arab-Israeli War
    # after Camp David Accords included. Option flower_power_blocked_wars off (the online
    # edition): a war whose event can no longer happen scores nothing.
    if side != "us" or card not in WARS or not effect(state, "flower_power") or mode == "space":
        return
    owner = CARDS[card].side if CARDS[card].side in SIDES else side
    if state["options"].get("flower_power_blocked_wars", True) or hooks.can_play_event(state, owner, card):
        add_vp(state, "ussr", 2, why="flower_power")


@event_for("u2_incident")
def u2_incident(state, side):
    """USSR +1 VP, and +1 more if UN Intervention is played as an event later this turn."""
    add_vp(state, "ussr", 1, why="u2_incident")
    add_effect(state, "u2_incident", "ussr", until="turn")


def _un_played(state, side, card, mode):
    if card != UN or mode not in ("event", "headline"):
        return
    if effect(state, "u2_incident"):
        remove_effect(state, "u2_incident")
        add_vp(state, "ussr", 1, why="u2_incident")
    bury = effect(state, "we_will_bury_you")
    if side == "us" and mode == "event" and bury and bury["armed"]:
        bury["un"] = True


@event_for("camp_david_accords")
def camp_david_accords(state, side):
    """US +1 VP, +1 in Israel, Jordan and Egypt; Arab-Israeli War can no longer be an event."""
    add_vp(state, "us", 1, why="camp_david_accords")
    for c in ("israel", "jordan", "egypt"):
        add_influence(state, "us", c, 1, why="camp_david_accords")
    add_effect(state, "camp_david_accords", "us", until="game")


@event_for("john_paul_ii_elected_pope")
def john_paul_ii_elected_pope(state, side):
    """-2 USSR and +1 US in Poland; Solidarity becomes playable (hooks.REQUIRES)."""
    remove_influence(state, "ussr", "poland", 2, why="john_paul_ii_elected_pope")
    add_influence(state, "us", "poland", 1, why="john_paul_ii_elected_pope")


@event_for("latin_american_death_squads")
def latin_american_death_squads(state, side):
    """This turn the player's coups in Central/South America +1, the opponent's -1."""
    add_effect(state, "latin_american_death_squads", side, until="turn")


@event_for("shuttle_diplomacy")
def shuttle_diplomacy(state, side):
    """At the next Asia or Middle East scoring one USSR battleground does not count; the card
    lies on the table until then (scoring.py discards it)."""
    add_effect(state, "shuttle_diplomacy", "us", until="game")
    put_in_play(state, "shuttle_diplomacy")


def _us_ahead_in_battlegrounds(state: dict) -> bool:
    bgs = [c for c, country in COUNTRIES.items() if country.battleground]
    count = {s: sum(1 for c in bgs if controls(state, s, c)) for s in SIDES}
    return count["us"] > count["ussr"]


@event_for("kitchen_debates")
def kitchen_debates(state, side):
    """US +2 VP if it controls more battlegrounds than the USSR; otherwise the event happens
    with no effect and the card is removed (its asterisk). Option kitchen_debates_needs_lead
    (the online edition): without the lead the event cannot happen at all
    (_kitchen_debates_playable), so the card is discarded, not removed."""
    if _us_ahead_in_battlegrounds(state):
        add_vp(state, "us", 2, why="kitchen_debates")


def _kitchen_debates_playable(state, side, card):
    # Online edition: the USSR plays it for Ops without its event while the US does not lead,
    # and holds it again later, so the condition is a prerequisite, not an empty effect.
    if card != "kitchen_debates" or not state["options"].get("kitchen_debates_needs_lead", False):
        return True
    return _us_ahead_in_battlegrounds(state)


# --------------------------------------------------------------------------- the China Card


@event_for("cultural_revolution")
def cultural_revolution(state, side):
    """US China Card -> the USSR, face up; already the USSR's: USSR +1 VP."""
    if not _take_china(state, "ussr", True, "cultural_revolution"):
        add_vp(state, "ussr", 1, why="cultural_revolution")


@event_for("nixon_plays_the_china_card")
def nixon_plays_the_china_card(state, side):
    """USSR China Card -> the US, face down; already the US's: US +2 VP."""
    if not _take_china(state, "us", False, "nixon_plays_the_china_card"):
        add_vp(state, "us", 2, why="nixon_plays_the_china_card")


@event_for("ussuri_river_skirmish")
def ussuri_river_skirmish(state, side):
    """USSR China Card -> the US, face up; already the US's: 4 US influence in Asia, max 2 each."""
    if not _take_china(state, "us", True, "ussuri_river_skirmish"):
        push(state, {"step": "place_influence", "side": "us", "count": 4, "per_country": 2,
                     "areas": ["asia"], "why": "ussuri_river_skirmish"})


# --------------------------------------------------------------------------- wars, dice, DEFCON


@event_for("brush_war")
def brush_war(state, side):
    """Attack a stability 1-2 country (not one NATO protects): d6 - 1 per adjacent enemy-
    controlled country; 3+ wins 1 VP and all the opponent's influence there turns to the
    player's. Military Ops +3 either way."""
    targets = [c for c, country in COUNTRIES.items()
               if country.stability <= 2 and not hooks._protected(state, side, c)]
    push(state, {"step": "choose_option", "side": side, "choices": targets,
                 "labels": {c: COUNTRIES[c].name for c in targets}, "then": "brush_war_target",
                 "text": _("Brush War: choose the country to attack")})


@callback("brush_war_target")
def _brush_war_target(state, step, country):
    side = step["side"]
    opp = other(side)
    die = roll(state, "brush_war", side, country=country)
    mod = -sum(1 for n in COUNTRIES[country].adjacent if controls(state, opp, n))
    won = die + mod >= 3
    emit(state, "war_result", card="brush_war", side=side, country=country, die=die, mod=mod, success=won)
    add_milops(state, side, 3, why="brush_war")
    if won:
        n = remove_influence(state, opp, country, influence(state, country, opp), why="brush_war")
        add_influence(state, side, country, n, why="brush_war")
        add_vp(state, side, 1, why="brush_war")


@event_for("arms_race")
def arms_race(state, side):
    """More Military Ops than the opponent: 1 VP, or 3 VP if also at least the DEFCON level."""
    milops = state["board"]["milops"]
    if milops[side] > milops[other(side)]:
        add_vp(state, side, 3 if milops[side] >= state["board"]["defcon"] else 1, why="arms_race")


def _dominated_regions(state: dict, side: str) -> int:
    from .scoring import tally

    # Not a scoring: Shuttle Diplomacy stays out of it (final=True skips it).
    return sum(1 for r in REGIONS if tally(state, r, final=True)[side]["level"] in ("domination", "control"))


@event_for("summit")
def summit(state, side):
    """Both roll +1 per region dominated or controlled; the higher gets 2 VP and may move
    DEFCON by 1 either way. Ties: nothing."""
    totals = {}
    for s in (side, other(side)):
        mod = _dominated_regions(state, s)
        totals[s] = roll(state, "summit", s, mod=mod) + mod
    if totals[side] == totals[other(side)]:
        emit(state, "summit_tied", totals=totals)
        return
    winner = max(totals, key=totals.get)
    add_vp(state, winner, 2, why="summit")
    if is_over(state):
        return
    push(state, {"step": "choose_option", "side": winner, "choices": ["degrade", "improve", "none"],
                 "labels": {"degrade": _("Degrade DEFCON by 1"), "improve": _("Improve DEFCON by 1"),
                            "none": _("Leave DEFCON")},
                 "then": "summit_defcon", "text": _("Summit: move the DEFCON level?")})


@callback("summit_defcon")
def _summit_defcon(state, step, choice):
    if choice == "degrade":
        _with_culprit(state, step["side"], lambda: degrade_defcon(state, 1, why="summit"))
    elif choice == "improve":
        improve_defcon(state, 1, why="summit")


DEFCON_LABELS = {"1": _("DEFCON 1"), "2": _("DEFCON 2"), "3": _("DEFCON 3"), "4": _("DEFCON 4"),
                 "5": _("DEFCON 5")}


@event_for("how_i_learned_to_stop_worrying")
def how_i_learned_to_stop_worrying(state, side):
    """The player sets DEFCON to any level (1 loses the game for it) and gains 5 Military Ops."""
    levels = ["1", "2", "3", "4", "5"]
    push(state, {"step": "choose_option", "side": side, "choices": levels,
                 "labels": DEFCON_LABELS,
                 "then": "hilsw_defcon", "text": _("Set the DEFCON level")})


@callback("hilsw_defcon")
def _hilsw_defcon(state, step, choice):
    side = step["side"]
    _with_culprit(state, side, lambda: set_defcon(state, int(choice), why="how_i_learned_to_stop_worrying"))
    if not is_over(state):
        add_milops(state, side, 5, why="how_i_learned_to_stop_worrying")


@event_for("one_small_step")
def one_small_step(state, side):
    """Behind on the space race: 2 boxes forward, VP only for the second box."""
    space = state["board"]["space"]
    if space[side] >= space[other(side)]:
        return
    box = space[side] + 1
    if box + 1 in SPACE_TRACK:
        # The box passed through: the opponent is already there, so no first-arrival record.
        space[side] = box
        emit(state, "space_advanced", side=side, box=box, first=False, why="one_small_step")
    space_advance(state, side)


# --------------------------------------------------------------------------- influence and VP


@event_for("portuguese_empire_crumbles")
def portuguese_empire_crumbles(state, side):
    """+2 USSR in Angola and in the SE African States."""
    for c in ("angola", "se_african_states"):
        add_influence(state, "ussr", c, 2, why="portuguese_empire_crumbles")


@event_for("south_african_unrest")
def south_african_unrest(state, side):
    """The USSR adds 2 to South Africa, or 1 there and 2 to a single neighbouring country.
    Option south_african_unrest_split (the online edition): the 2 may be split between Angola
    and Botswana."""
    push(state, {"step": "choose_option", "side": "ussr", "choices": ["two", "split"],
                 "labels": {"two": _("2 in South Africa"),
                            "split": _("1 in South Africa and 2 in a neighbouring country")},
                 "then": "south_african_unrest"})


@callback("south_african_unrest")
def _south_african_unrest(state, step, choice):
    add_influence(state, "ussr", "south_africa", 2 if choice == "two" else 1, why="south_african_unrest")
    if choice == "split":
        neighbours = list(COUNTRIES["south_africa"].adjacent)
        if state["options"].get("south_african_unrest_split", False):
            push(state, {"step": "place_influence", "side": "ussr", "count": 2,
                         "countries": neighbours, "why": "south_african_unrest"})
        else:
            push(state, _two_in_one("ussr", "south_african_unrest", countries=neighbours))


@event_for("allende")
def allende(state, side):
    """+2 USSR in Chile."""
    add_influence(state, "ussr", "chile", 2, why="allende")


MUSLIM_COUNTRIES = ("sudan", "iran", "iraq", "egypt", "libya", "saudi_arabia", "syria", "jordan")


@event_for("muslim_revolution")
def muslim_revolution(state, side):
    """All US influence leaves 2 of the listed countries (the USSR picks)."""
    _muslim_pick(state, 2)


def _muslim_pick(state, left):
    targets = [c for c in MUSLIM_COUNTRIES if influence(state, c, "us") > 0]
    if left <= 0 or not targets:
        return
    if len(targets) <= left:  # no real choice
        for c in targets:
            remove_influence(state, "us", c, influence(state, c, "us"), why="muslim_revolution")
        return
    push(state, {"step": "choose_option", "side": "ussr", "choices": targets, "left": left,
                 "labels": {c: COUNTRIES[c].name for c in targets}, "then": "muslim_revolution",
                 "text": _("Muslim Revolution: remove all US influence from a country")})


@callback("muslim_revolution")
def _muslim_revolution(state, step, country):
    remove_influence(state, "us", country, influence(state, country, "us"), why="muslim_revolution")
    _muslim_pick(state, step["left"] - 1)


OPEC_COUNTRIES = ("egypt", "iran", "libya", "saudi_arabia", "iraq", "gulf_states", "venezuela")


@event_for("opec")
def opec(state, side):
    """USSR +1 VP per controlled OPEC country."""
    add_vp(state, "ussr", sum(1 for c in OPEC_COUNTRIES if controls(state, "ussr", c)), why="opec")


@event_for("liberation_theology")
def liberation_theology(state, side):
    """3 USSR influence in Central America, max 2 per country."""
    push(state, {"step": "place_influence", "side": "ussr", "count": 3, "per_country": 2,
                 "areas": ["central_america"], "why": "liberation_theology"})


@event_for("colonial_rear_guards")
def colonial_rear_guards(state, side):
    """1 US influence in each of 4 countries of Africa and/or Southeast Asia."""
    push(state, {"step": "place_influence", "side": "us", "count": 4, "per_country": 1,
                 "areas": ["africa", "southeast_asia"], "why": "colonial_rear_guards"})


@event_for("panama_canal_returned")
def panama_canal_returned(state, side):
    """+1 US in Panama, Costa Rica and Venezuela."""
    for c in ("panama", "costa_rica", "venezuela"):
        add_influence(state, "us", c, 1, why="panama_canal_returned")


@event_for("puppet_governments")
def puppet_governments(state, side):
    """The US may add 1 to each of 3 countries holding no influence at all."""
    empty = [c for c, v in state["board"]["influence"].items() if v["us"] == 0 and v["ussr"] == 0]
    push(state, {"step": "place_influence", "side": "us", "count": 3, "per_country": 1, "countries": empty,
                 "may_stop": True, "why": "puppet_governments"})


@event_for("oas_founded")
def oas_founded(state, side):
    """2 US influence in Central and/or South America."""
    push(state, {"step": "place_influence", "side": "us", "count": 2,
                 "areas": ["central_america", "south_america"], "why": "oas_founded"})


@event_for("sadat_expels_soviets")
def sadat_expels_soviets(state, side):
    """All USSR influence leaves Egypt; +1 US there."""
    remove_influence(state, "ussr", "egypt", influence(state, "egypt", "ussr"), why="sadat_expels_soviets")
    add_influence(state, "us", "egypt", 1, why="sadat_expels_soviets")


@event_for("the_voice_of_america")
def the_voice_of_america(state, side):
    """Remove 4 USSR influence outside Europe, max 2 per country."""
    outside = [c for c, country in COUNTRIES.items() if country.region != "europe"]
    push(state, {"step": "remove_influence", "side": "us", "whose": "ussr", "count": 4, "per_country": 2,
                 "countries": outside, "why": "the_voice_of_america"})


@event_for("alliance_for_progress")
def alliance_for_progress(state, side):
    """US +1 VP per controlled battleground in Central and South America."""
    bgs = [c for c in AREA_COUNTRIES["central_america"] + AREA_COUNTRIES["south_america"]
           if COUNTRIES[c].battleground and controls(state, "us", c)]
    add_vp(state, "us", len(bgs), why="alliance_for_progress")


@event_for("junta")
def junta(state, side):
    """2 influence in one Central/South American country, then a free coup or free
    realignment rolls there with this card's Ops, if the player wants."""
    push(state, _two_in_one(side, "junta", areas=["central_america", "south_america"]),
         {"step": "call", "fn": "junta_ops", "side": side})


@callback("junta_ops")
def _junta_ops(state, step, choice):
    from .. import ops

    side = step["side"]
    value = hooks.ops_value(state, side, "junta")
    areas = ["central_america", "south_america"]
    coup = {"step": "coup", "side": side, "ops": value, "free": True, "areas": areas, "card": "junta"}
    realign = {"step": "realign", "side": side, "count": value, "free": True, "areas": areas,
               "may_stop": True, "card": "junta"}
    choices = [k for k, s in (("coup", coup), ("realign", realign))
               if (ops.coup_targets if k == "coup" else ops.realign_targets)(state, s)]
    if choices:
        push(state, {"step": "choose_option", "side": side, "choices": choices + ["none"],
                     "labels": {"coup": _("Free coup"), "realign": _("Free realignment rolls"),
                                "none": _("Neither")},
                     "coup": coup, "realign": realign, "then": "junta_chosen",
                     "text": _("Junta: a free coup or realignment rolls in Central or South America?")})


@callback("junta_chosen")
def _junta_chosen(state, step, choice):
    if choice != "none":
        push(state, step[choice])


@event_for("abm_treaty")
def abm_treaty(state, side):
    """DEFCON +1, then Operations with this card's Ops."""
    improve_defcon(state, 1, why="abm_treaty")
    _event_ops(state, side, "abm_treaty")


@event_for("lone_gunman")
def lone_gunman(state, side):
    """The US shows its hand to the USSR, which may then conduct Operations with this card."""
    emit(state, "hand_revealed", only("ussr"), side="us", cards=list(hand(state, "us")), why="lone_gunman")
    _event_ops(state, "ussr", "lone_gunman", optional=True)


@event_for("grain_sales_to_soviets")
def grain_sales_to_soviets(state, side):
    """The US takes a random USSR card and plays it or returns it; returned (or no card): the US
    may conduct Operations with this card."""
    cards = hand(state, "ussr")
    if not cards:
        _event_ops(state, "us", "grain_sales_to_soviets", optional=True)
        return
    card = random_pick(state, cards, "grain_sales_to_soviets")
    cards.remove(card)
    # Both players know the card; spectators only that one was taken.
    emit(state, "card_taken", audience_only(seat_of("us"), seat_of("ussr")), side="us", card=card,
         why="grain_sales_to_soviets")
    emit(state, "card_taken", {"except": [seat_of("us"), seat_of("ussr")]}, side="us",
         why="grain_sales_to_soviets")
    push(state, {"step": "choose_option", "side": "us", "choices": ["play", "return"], "card": card,
                 "labels": {"play": _("Play the card"), "return": _("Return it")},
                 "then": "grain_sales", "text": _("Grain Sales to Soviets: play the card or return it?")})


@callback("grain_sales")
def _grain_sales(state, step, choice):
    from .. import flow

    card = step["card"]
    if choice == "play":
        flow.play_card(state, "us", card, purpose="action")
    else:
        hand(state, "ussr").append(card)
        emit(state, "card_returned", side="us", card=card, why="grain_sales_to_soviets")
        _event_ops(state, "us", "grain_sales_to_soviets", optional=True)


@event_for("ask_not_what_your_country")
def ask_not_what_your_country(state, side):
    """The US discards any number of cards (scoring cards too), then draws as many."""
    _ask_not_next(state, 0)


def _ask_not_next(state, n):
    push(state, {"step": "choose_card", "side": "us", "purpose": "discard", "allow_scoring": True,
                 "may_pass": True, "n": n, "then": "ask_not",
                 "text": _("Ask Not: discard a card, or pass to draw replacements")})


@callback("ask_not")
def _ask_not(state, step, card):
    from .. import flow

    if card is not None:
        _ask_not_next(state, step["n"] + 1)
        return
    flow.draw_cards(state, "us", step["n"])


# --------------------------------------------------------------------------- hooks

# Order matters for replace_action_round: We Will Bury You only watches (returns False) and must
# see every US round; a trapped side discards instead of anything else; Missile Envy's forced
# Ops play replaces the card choice; the Cuban Missile Crisis offer comes last.
hooks.EXTRA["replace_action_round"].extend([_wwby_round, _trapped_round, _missile_envy_round, _cmc_offer])
hooks.EXTRA["can_play_event"].append(_kitchen_debates_playable)
hooks.EXTRA["on_card_use"].append(_flower_power)
hooks.EXTRA["after_card_play"].extend([_un_played, _missile_envy_handover])
