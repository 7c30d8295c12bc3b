"""Every rule an ongoing event can change, as one named function each (digest §5.14).

Core rules (ops.py, flow.py, scoring) ask these hooks; the hooks read the flags in
board["effects"] (written with state.add_effect) and board["played"] (events that happened).
An event with a lasting effect records a flag, and its rule lives here, next to the others:

    ops value        ops_value, conditional_bonuses  containment, brezhnev_doctrine,
                                                     red_scare_purge, vietnam_revolts, China
    die modifiers    coup_modifier, realign_modifier salt_negotiations,
                                                     latin_american_death_squads, iran_contra_scandal
    targets          can_coup, can_realign           nato, us_japan_mutual_defense_pact, the_reformer
    placement        influence_allowed,              chernobyl
                     influence_cost_extra
    DEFCON           coup_degrades_defcon            nuclear_subs
                     on_defcon_change                norad (event module fills it in)
                     on_coup_attempt                 cuban_missile_crisis, yuri_and_samantha
                     end_of_round                    norad (event module fills it in)
    action rounds    action_rounds, replace_action_round   north_sea_oil, quagmire, bear_trap
    space race       space_attempts_allowed, space_race_allowed
    events           can_play_event (prerequisites and blocks), on_card_use (flower_power),
                     after_card_play (u2_incident, missile_envy...)
    scoring          scoring_battleground (formosan_resolution), shuttle diplomacy in scoring.py
    headline         flow.headline_order (Defectors first), flow.cancel_headline (Defectors),
                     space_bonus(state, side, 4) (the opponent headlines first)

Hooks that event modules complete (NORAD, Quagmire/Bear Trap, card-play triggers) are lists of
functions in `EXTRA`: an event module appends `fn(state, ...)` to EXTRA["on_defcon_change"] etc.
"""
from __future__ import annotations

from .data import CARDS, CHINA, COUNTRIES, other
from .state import controls, effect

EXTRA: dict[str, list] = {
    "on_defcon_change": [],      # fn(state, old, new)
    "replace_action_round": [],  # fn(state, side) -> True if it pushed its own steps
    "after_card_play": [],       # fn(state, side, card, mode)  mode: event/influence/.../space
    "on_card_use": [],           # fn(state, side, card, mode)  as the use starts (mode also "headline")
    "on_coup_attempt": [],       # fn(state, side, country, free)
    "can_play_event": [],        # fn(state, side, card) -> False to forbid
    "ops_value": [],             # fn(state, side, card, value) -> value
    "end_of_round": [],          # fn(state): after each action round and after the headline phase
}

# --------------------------------------------------------------------------- ops value


def ops_value(state: dict, side: str, card: str) -> int:
    """The Ops value of `card` played by `side`, with every active modifier but the
    region-conditional ones (see conditional_bonuses)."""
    c = CARDS[card]
    if c.scoring:
        return 0
    # The modifiers add up before the bounds apply: a 4 Ops US card under Containment and a USSR
    # Red Scare/Purge stays 4 (4 + 1 - 1), as recorded games show.
    delta = 0
    if side == "us" and effect(state, "containment"):
        delta += 1
    if side == "ussr" and effect(state, "brezhnev_doctrine"):
        delta += 1
    red = effect(state, "red_scare_purge")
    if red and red["side"] != side:
        delta -= 1
    value = max(1, min(4, c.ops + delta))
    for fn in EXTRA["ops_value"]:
        value = fn(state, side, card, value)
    return value


def conditional_bonuses(state: dict, side: str, card: str) -> list[dict]:
    """+n Ops that count only if every point of the operation is spent in an area."""
    bonuses = []
    if card == CHINA:
        bonuses.append({"area": "asia", "n": 1})
    if side == "ussr" and effect(state, "vietnam_revolts"):
        bonuses.append({"area": "southeast_asia", "n": 1})
    return bonuses


# --------------------------------------------------------------------------- dice modifiers


def coup_modifier(state: dict, side: str, country: str) -> int:
    mod = 0
    if effect(state, "salt_negotiations"):
        mod -= 1
    squads = effect(state, "latin_american_death_squads")
    if squads and COUNTRIES[country].region in ("central_america", "south_america"):
        mod += 1 if squads["side"] == side else -1
    return mod


def realign_modifier(state: dict, side: str, country: str) -> int:
    if side == "us" and effect(state, "iran_contra_scandal"):
        return -1
    return 0


# --------------------------------------------------------------------------- targets


def _protected(state: dict, side: str, country: str) -> bool:
    """NATO and the US/Japan pact shield countries from USSR coups and realignments."""
    if side != "ussr":
        return False
    if country == "japan" and effect(state, "us_japan_mutual_defense_pact"):
        return True
    if effect(state, "nato") and COUNTRIES[country].region == "europe" and controls(state, "us", country):
        if country == "france" and effect(state, "de_gaulle_leads_france"):
            return False
        if country == "west_germany" and effect(state, "willy_brandt"):
            return False
        return True
    return False


def can_coup(state: dict, side: str, country: str, free: bool = False) -> bool:
    if side == "ussr" and effect(state, "the_reformer") and COUNTRIES[country].region == "europe":
        return False  # The Reformer: no USSR coup in Europe, free ones included
    return not _protected(state, side, country)


def can_realign(state: dict, side: str, country: str, free: bool = False) -> bool:
    return not _protected(state, side, country)


def influence_allowed(state: dict, side: str, country: str, by_ops: bool) -> bool:
    chernobyl = effect(state, "chernobyl")
    if by_ops and side == "ussr" and chernobyl and COUNTRIES[country].in_area(chernobyl["region"]):
        return False
    return True


def influence_cost_extra(state: dict, side: str, country: str) -> int:
    """Extra Ops per influence point placed by Ops (no printed card needs it yet)."""
    return 0


# --------------------------------------------------------------------------- DEFCON and coups


def coup_degrades_defcon(state: dict, side: str, country: str, free: bool) -> bool:
    if not COUNTRIES[country].battleground:
        return False
    if side == "us" and effect(state, "nuclear_subs"):
        return False
    return True


def on_defcon_change(state: dict, old: int, new: int) -> None:
    for fn in EXTRA["on_defcon_change"]:
        fn(state, old, new)


def end_of_round(state: dict) -> None:
    """After an action round or the headline phase (NORAD); a function may push steps."""
    for fn in EXTRA["end_of_round"]:
        fn(state)


def on_coup_attempt(state: dict, side: str, country: str, free: bool) -> None:
    """Before the die: Cuban Missile Crisis, Yuri and Samantha."""
    from .state import add_vp, end_game

    crisis = effect(state, "cuban_missile_crisis")
    if crisis and crisis["side"] != side:  # the flag's side is the player who played it
        end_game(state, other(side), "cuban_missile_crisis", culprit=side)
        return
    if side == "us" and effect(state, "yuri_and_samantha"):
        add_vp(state, "ussr", 1, why="yuri_and_samantha")
    for fn in EXTRA["on_coup_attempt"]:
        fn(state, side, country, free)


# --------------------------------------------------------------------------- action rounds


def base_action_rounds(state: dict) -> int:
    return 6 if state["board"]["turn"] <= 3 else 7


def action_rounds(state: dict, side: str) -> int:
    """Rounds `side` may take this turn: 6 or 7, +1 (optional) for Space Station or North Sea Oil."""
    n = base_action_rounds(state)
    if space_bonus(state, side, 8) or (side == "us" and effect(state, "north_sea_oil")):
        n += 1
    return n


def replace_action_round(state: dict, side: str) -> bool:
    """Quagmire / Bear Trap: an event module pushes its own steps instead of a card play."""
    return any(fn(state, side) for fn in EXTRA["replace_action_round"])


# --------------------------------------------------------------------------- space race


def space_bonus(state: dict, side: str, box: int) -> bool:
    """Whether `side` holds the permanent bonus of box 2/4/6/8: it got there first and the
    other side has not arrived yet (rule 6.4.4)."""
    space = state["board"]["space"]
    first = state["board"].get("space_first", {}).get(str(box))
    return first == side and space[side] >= box and space[other(side)] < box


def space_attempts_allowed(state: dict, side: str) -> int:
    return 2 if space_bonus(state, side, 2) else 1


# --------------------------------------------------------------------------- events

# Events that need another event first (any one of), and events another event blocks.
REQUIRES = {
    "nato": ("marshall_plan", "warsaw_pact_formed"),
    "solidarity": ("john_paul_ii_elected_pope",),
}
BLOCKED_BY = {
    "arab_israeli_war": ("camp_david_accords",),
    "socialist_governments": ("the_iron_lady",),
    "willy_brandt": ("tear_down_this_wall",),
    "flower_power": ("an_evil_empire",),
    "muslim_revolution": ("awacs_sale_to_saudis",),
    "opec": ("north_sea_oil",),
}


def can_play_event(state: dict, side: str, card: str) -> bool:
    """Whether the event can happen now (prerequisites and blocking events)."""
    c = CARDS[card]
    if c.side == "china":
        return False
    played = state["board"]["played"]
    effects = state["board"]["effects"]
    if card in REQUIRES and not any(p in played or p in effects for p in REQUIRES[card]):
        return False
    if any(b in effects for b in BLOCKED_BY.get(card, ())):
        return False
    if card == "the_cambridge_five" and state["board"]["turn"] >= 8:
        return False
    return all(fn(state, side, card) is not False for fn in EXTRA["can_play_event"])


def on_card_use(state: dict, side: str, card: str, mode: str) -> None:
    """A card's use is decided, before anything of it happens (Flower Power scores here)."""
    for fn in EXTRA["on_card_use"]:
        fn(state, side, card, mode)


def after_card_play(state: dict, side: str, card: str, mode: str) -> None:
    for fn in EXTRA["after_card_play"]:
        fn(state, side, card, mode)


# --------------------------------------------------------------------------- scoring


def scoring_battleground(state: dict, country: str) -> bool:
    """Battlegrounds for scoring: Taiwan counts under Formosan Resolution while the US controls it."""
    if country == "taiwan" and effect(state, "formosan_resolution"):
        return controls(state, "us", "taiwan")
    return COUNTRIES[country].battleground
