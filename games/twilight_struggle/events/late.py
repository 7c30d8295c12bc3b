"""Late War card events, #82-102 (see events/__init__.py and the examples at the top of early.py).

Lasting effects are flags in board["effects"] read by hooks.py: the_iron_lady, tear_down_this_wall
and an_evil_empire block an event for the rest of the game (hooks.BLOCKED_BY), north_sea_oil adds
a US action round this turn, the_reformer closes Europe to USSR coups, iran_contra_scandal and
chernobyl last until the end of the turn. Whether an event has happened (Iranian Hostage Crisis
for Terrorism, The Reformer for Glasnost, North Sea Oil for OPEC) is board["played"].

Each event gets a test in tests/games/twilight_struggle/test_cards_late.py.
"""
from __future__ import annotations

from games.engine import _

from .. import hooks, ops
from ..data import CARDS, COUNTRIES, REGIONS, other
from ..state import (add_effect, add_influence, add_milops, add_vp, controls, degrade_defcon, emit, end_game,
                     hand, improve_defcon, influence, is_over, only, random_pick, remove_effect, remove_influence)
from ..steps import callback, push
from . import event_for, release_from_play

REGION_NAMES = {"europe": _("Europe"), "asia": _("Asia"), "middle_east": _("Middle East"),
                "central_america": _("Central America"), "south_america": _("South America"),
                "africa": _("Africa")}


def _played(state: dict, card: str) -> bool:
    return card in state["board"]["played"]


def _remove_all(state: dict, side: str, country: str, why: str) -> None:
    remove_influence(state, side, country, influence(state, country, side), why=why)


def _cancel(state: dict, card: str) -> None:
    """Ends another card's lasting effect; a card lying on the table leaves it."""
    remove_effect(state, card)
    release_from_play(state, card, removed=CARDS[card].removed_after_event)


def _block_opec(state, side, card):
    # North Sea Oil's own flag lasts only this turn (the 8th action round); the block is permanent.
    return not (card == "opec" and _played(state, "north_sea_oil"))


hooks.EXTRA["can_play_event"].append(_block_opec)


# --------------------------------------------------------------------------- "using this card" operations
# KAL-007, Glasnost: the owner may place influence or make realignment rolls as if the card
# had been played for Operations (its Ops value with every modifier; no coup, no space race).

OPS_LABELS = {"influence": _("Place influence"), "realign": _("Realignment rolls"),
              "none": _("Do not use the Operations")}


def _offer_ops(state: dict, side: str, card: str) -> None:
    count = hooks.ops_value(state, side, card) + sum(b["n"] for b in hooks.conditional_bonuses(state, side, card))
    realign = ["realign"] if ops.realign_targets(state, {"side": side, "count": count}) else []
    push(state, {"step": "choose_option", "side": side, "card": card, "then": "late_card_ops",
                 "choices": ["influence", *realign, "none"], "labels": OPS_LABELS,
                 "text": _("Use the card's Operations?")})


@callback("late_card_ops")
def _card_ops(state, step, choice):
    side, card = step["side"], step["card"]
    value = hooks.ops_value(state, side, card)
    bonuses = hooks.conditional_bonuses(state, side, card)
    if choice == "influence":
        push(state, ops.influence_step(state, side, card, value, bonuses))
    elif choice == "realign":
        push(state, {"step": "realign", "side": side, "card": card, "ops": True,
                     "count": value + sum(b["n"] for b in bonuses), "bonuses": bonuses})


# --------------------------------------------------------------------------- #82-91


@event_for("iranian_hostage_crisis")
def iranian_hostage_crisis(state, side):
    """All US influence leaves Iran; 2 USSR influence there. Terrorism then costs the US 2 cards."""
    _remove_all(state, "us", "iran", "iranian_hostage_crisis")
    add_influence(state, "ussr", "iran", 2, why="iranian_hostage_crisis")


@event_for("the_iron_lady")
def the_iron_lady(state, side):
    """1 USSR influence in Argentina, all USSR influence leaves the UK, the US gains 1 VP;
    Socialist Governments can no longer be an event."""
    add_influence(state, "ussr", "argentina", 1, why="the_iron_lady")
    _remove_all(state, "ussr", "uk", "the_iron_lady")
    add_effect(state, "the_iron_lady", "us", until="game")
    add_vp(state, "us", 1, why="the_iron_lady")


@event_for("reagan_bombs_libya")
def reagan_bombs_libya(state, side):
    """The US gains 1 VP per 2 USSR influence in Libya."""
    add_vp(state, "us", influence(state, "libya", "ussr") // 2, why="reagan_bombs_libya")


@event_for("star_wars")
def star_wars(state, side):
    """If the US leads the space race, it plays a non-scoring card of the discard pile as an event."""
    space = state["board"]["space"]
    if space["us"] <= space["ussr"]:
        emit(state, "event_no_effect", side="us", card="star_wars")
        return
    # Any side's card: an opponent's event is carried out by its owner, as every event is.
    push(state, {"step": "choose_card", "side": "us", "purpose": "event", "source": "discard",
                 "cards": [c for c in state["discard"] if not CARDS[c].scoring],
                 "text": _("Star Wars: choose a card of the discard pile to play as an event")})


@event_for("north_sea_oil")
def north_sea_oil(state, side):
    """The US has 8 action rounds this turn (hooks.action_rounds); OPEC can no longer be an event."""
    add_effect(state, "north_sea_oil", "us", until="turn")


@event_for("the_reformer")
def the_reformer(state, side):
    """4 USSR influence in Europe (2 per country at most), 6 if the USSR leads on VP; no more
    USSR coups in Europe (hooks.can_coup)."""
    count = 6 if state["board"]["vp"] < 0 else 4
    add_effect(state, "the_reformer", "ussr", until="game")
    push(state, {"step": "place_influence", "side": "ussr", "count": count, "per_country": 2,
                 "areas": ["europe"], "why": "the_reformer"})


@event_for("marine_barracks_bombing")
def marine_barracks_bombing(state, side):
    """All US influence leaves Lebanon; the USSR removes 2 more US influence in the Middle East."""
    _remove_all(state, "us", "lebanon", "marine_barracks_bombing")
    push(state, {"step": "remove_influence", "side": "ussr", "whose": "us", "count": 2,
                 "areas": ["middle_east"], "why": "marine_barracks_bombing"})


@event_for("soviets_shoot_down_kal_007")
def soviets_shoot_down_kal_007(state, side):
    """DEFCON -1, the US gains 2 VP; with South Korea US-controlled, the US may then place
    influence or make realignment rolls with the card's Ops."""
    degrade_defcon(state, 1, why="soviets_shoot_down_kal_007")
    if is_over(state):
        return
    add_vp(state, "us", 2, why="soviets_shoot_down_kal_007")
    if not is_over(state) and controls(state, "us", "south_korea"):
        _offer_ops(state, "us", "soviets_shoot_down_kal_007")


@event_for("glasnost")
def glasnost(state, side):
    """DEFCON +1, the USSR gains 2 VP; after The Reformer, the USSR may then place influence or
    make realignment rolls with the card's Ops."""
    improve_defcon(state, 1, why="glasnost")
    add_vp(state, "ussr", 2, why="glasnost")
    if not is_over(state) and _played(state, "the_reformer"):
        _offer_ops(state, "ussr", "glasnost")


@event_for("ortega_elected_in_nicaragua")
def ortega_elected_in_nicaragua(state, side):
    """All US influence leaves Nicaragua; the USSR may make a free coup with the card's Ops in a
    country next to Nicaragua."""
    _remove_all(state, "us", "nicaragua", "ortega_elected_in_nicaragua")
    push(state, {"step": "coup", "side": "ussr", "free": True, "may_pass": True,
                 "ops": hooks.ops_value(state, "ussr", "ortega_elected_in_nicaragua"),
                 "countries": list(COUNTRIES["nicaragua"].adjacent), "card": "ortega_elected_in_nicaragua"})


# --------------------------------------------------------------------------- #92-102


def random_discard(state: dict, side: str, n: int, why: str) -> list[str]:
    """Discards n cards picked at random from `side`'s hand (fewer if the hand runs out); a
    discarded card is public."""
    mine = hand(state, side)
    out = []
    for _i in range(n):
        card = random_pick(state, mine, why)
        if card is None:
            break
        mine.remove(card)
        state["discard"].append(card)
        emit(state, "card_discarded", side=side, card=card, random=True, why=why)
        out.append(card)
    return out


@event_for("terrorism")
def terrorism(state, side):
    """The opponent discards a random card; the US 2 after Iranian Hostage Crisis."""
    victim = other(side)
    n = 2 if victim == "us" and _played(state, "iranian_hostage_crisis") else 1
    random_discard(state, victim, n, why="terrorism")


@event_for("iran_contra_scandal")
def iran_contra_scandal(state, side):
    """US realignment rolls get -1 for the rest of the turn (hooks.realign_modifier)."""
    add_effect(state, "iran_contra_scandal", "ussr", until="turn")


@event_for("chernobyl")
def chernobyl(state, side):
    """The US names a region where the USSR cannot place influence by Ops this turn
    (hooks.influence_allowed)."""
    push(state, {"step": "choose_option", "side": "us", "choices": list(REGIONS), "labels": REGION_NAMES,
                 "then": "chernobyl", "text": _("Chernobyl: choose a region closed to USSR influence")})


@callback("chernobyl")
def _chernobyl_region(state, step, region):
    add_effect(state, "chernobyl", "us", until="turn", region=region)


@event_for("latin_american_debt_crisis")
def latin_american_debt_crisis(state, side):
    """Unless the US discards a card of 3+ Ops, the USSR may double its influence in 2 South
    American countries."""
    push(state, {"step": "choose_card", "side": "us", "purpose": "discard", "min_ops": 3, "may_pass": True,
                 "then": "latin_american_debt_crisis",
                 "text": _("Latin American Debt Crisis: discard a card of 3+ Ops, or the USSR doubles "
                           "its influence in 2 South American countries")})


@callback("latin_american_debt_crisis")
def _debt_crisis(state, step, card):
    if card is None:
        _offer_doubling(state, [])


def _offer_doubling(state: dict, done: list[str]) -> None:
    if len(done) >= 2:
        return
    countries = [c for c, v in state["board"]["influence"].items()
                 if COUNTRIES[c].region == "south_america" and v["ussr"] > 0 and c not in done]
    if countries:
        push(state, {"step": "choose_country", "side": "ussr", "countries": countries, "may_pass": True,
                     "done": done, "then": "debt_crisis_double",
                     "text": _("Latin American Debt Crisis: double your influence in a country")})


@callback("debt_crisis_double")
def _debt_crisis_double(state, step, country):
    if country is None:
        return
    add_influence(state, "ussr", country, influence(state, country, "ussr"), why="latin_american_debt_crisis")
    _offer_doubling(state, step["done"] + [country])


@event_for("tear_down_this_wall")
def tear_down_this_wall(state, side):
    """3 US influence in East Germany; the US may make a free coup or free realignment rolls in
    Europe with the card's Ops. Willy Brandt is cancelled and can no longer be an event."""
    add_influence(state, "us", "east_germany", 3, why="tear_down_this_wall")
    _cancel(state, "willy_brandt")
    add_effect(state, "tear_down_this_wall", "us", until="game")
    value = hooks.ops_value(state, "us", "tear_down_this_wall")
    choices = []
    if ops.coup_targets(state, {"side": "us", "free": True, "areas": ["europe"]}):
        choices.append("coup")
    if ops.realign_targets(state, {"side": "us", "free": True, "areas": ["europe"], "count": value}):
        choices.append("realign")
    if choices:
        push(state, {"step": "choose_option", "side": "us", "choices": choices + ["none"], "ops": value,
                     "labels": {"coup": _("Free coup in Europe"), "realign": _("Free realignment rolls in Europe"),
                                "none": _("Neither")},
                     "then": "tear_down_this_wall", "text": _("Tear Down This Wall: use the card's Operations?")})


@callback("tear_down_this_wall")
def _tear_down(state, step, choice):
    card, value = "tear_down_this_wall", step["ops"]
    if choice == "coup":
        push(state, {"step": "coup", "side": "us", "free": True, "ops": value, "areas": ["europe"], "card": card})
    elif choice == "realign":
        push(state, {"step": "realign", "side": "us", "free": True, "count": value, "areas": ["europe"],
                     "may_stop": True, "card": card})


@event_for("an_evil_empire")
def an_evil_empire(state, side):
    """The US gains 1 VP; Flower Power is cancelled and can no longer be an event."""
    _cancel(state, "flower_power")
    add_effect(state, "an_evil_empire", "us", until="game")
    add_vp(state, "us", 1, why="an_evil_empire")


@event_for("aldrich_ames_remix")
def aldrich_ames_remix(state, side):
    """The US hand is shown to the USSR (only) for the rest of the turn; the USSR discards one of its cards."""
    cards = list(hand(state, "us"))
    add_effect(state, "aldrich_ames_remix", "ussr", until="turn")
    emit(state, "hand_revealed", only("ussr"), side="us", cards=cards, why="aldrich_ames_remix")
    # The options come from the revealed list, not the live hand, so the prompt depends on what
    # the USSR was shown. Any card may go, scoring cards included (the text makes no exception).
    push(state, {"step": "choose_card", "side": "ussr", "whose": "us", "purpose": "discard", "cards": cards,
                 "allow_scoring": True, "text": _("Aldrich Ames Remix: discard a card from the US hand")})


@event_for("pershing_ii_deployed")
def pershing_ii_deployed(state, side):
    """The USSR gains 1 VP and removes 1 US influence from each of up to 3 Western European countries."""
    add_vp(state, "ussr", 1, why="pershing_ii_deployed")
    push(state, {"step": "remove_influence", "side": "ussr", "whose": "us", "count": 3, "per_country": 1,
                 "areas": ["western_europe"], "why": "pershing_ii_deployed"})


@event_for("wargames")
def wargames(state, side):
    """At DEFCON 2 the player may give the opponent 6 VP and end the game: the VP leader wins."""
    if state["board"]["defcon"] != 2:
        emit(state, "event_no_effect", side=side, card="wargames")
        return
    push(state, {"step": "choose_option", "side": side, "choices": ["end", "continue"], "then": "wargames",
                 "labels": {"end": _("Give 6 VP and end the game"), "continue": _("Go on playing")},
                 "text": _("Wargames: end the game now?")})


@callback("wargames")
def _wargames(state, step, choice):
    if choice != "end":
        return
    side = step["side"]
    add_vp(state, other(side), 6, why="wargames")  # may itself reach 20 VP: that win stands
    vp = state["board"]["vp"]
    # Ruling: the card says nothing of a tie; as after final scoring, VP 0 is a draw.
    end_game(state, "us" if vp > 0 else "ussr" if vp < 0 else None, "wargames", player=side, vp=vp)


@event_for("solidarity")
def solidarity(state, side):
    """3 US influence in Poland (needs John Paul II Elected Pope first: hooks.REQUIRES)."""
    add_influence(state, "us", "poland", 3, why="solidarity")


@event_for("iran_iraq_war")
def iran_iraq_war(state, side):
    """The player invades Iran or Iraq: a die, -1 per enemy-controlled neighbour of the target;
    4-6 wins 2 VP and the target's enemy influence turns into the player's. +2 Military Ops."""
    push(state, {"step": "choose_country", "side": side, "countries": ["iran", "iraq"], "then": "iran_iraq_target",
                 "text": _("Iran-Iraq War: choose the country invaded")})


@callback("iran_iraq_target")
def _iran_iraq_target(state, step, target):
    push(state, {"step": "roll", "side": step["side"], "why": "iran_iraq_war", "target": target,
                 "then": "iran_iraq_roll"})


@callback("iran_iraq_roll")
def _iran_iraq_roll(state, step, die):
    war(state, step["side"], step["target"], die, vp=2, milops=2, why="iran_iraq_war")


def war(state: dict, side: str, target: str, die: int, vp: int, milops: int, why: str, win_from: int = 4) -> bool:
    """A war card's resolution: the die minus one per enemy-controlled neighbour of the target;
    success gains VP and replaces the enemy influence there; Military Ops either way."""
    enemy = other(side)
    mod = sum(1 for c in COUNTRIES[target].adjacent if controls(state, enemy, c))
    success = die - mod >= win_from
    emit(state, "war", side=side, country=target, die=die, mod=-mod, success=success, why=why)
    add_milops(state, side, milops, why=why)
    if success:
        n = remove_influence(state, enemy, target, influence(state, target, enemy), why=why)
        add_influence(state, side, target, n, why=why)
        add_vp(state, side, vp, why=why)
    return success
