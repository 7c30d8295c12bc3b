"""The step stack a seat is shown (`view["masked_flow"]`, what a search bot rebuilds a position
from) tells it nothing it cannot see: two positions that differ only in the other side's hand and
the deck give that seat the same masked flow, steps that choose from a hidden hand included
(Missile Envy's tie, UN Intervention, a trapped side's scoring cards): not even the number of
cards they choose from.

Twins are built where the flow names no hidden card, by dealing the other hand and the deck
again; both then take the same moves for as long as each is legal in both. While everything else
the seat sees is still equal, its masked flow must be equal too. TS_PROPERTY_GAMES sets the
number of random games.
"""
import json
import os
import random

from games.twilight_struggle.data import seat_of
from games.twilight_struggle.determinize import MASK
from games.twilight_struggle.testing import GAME, play

from .helpers import action

GAMES = int(os.environ.get("TS_PROPERTY_GAMES", "12"))
TWIN_EVERY = 9   # decisions between twins in a random game
TWIN_MOVES = 8   # common moves played in both twins


def redealt(state, seat, rng):
    """`state` with the cards `seat` cannot see dealt again: the other hand and the deck."""
    twin = json.loads(json.dumps(state))
    other = twin["seats"][1 - seat]
    pool = other["hand"] + twin["secret"]["deck"]
    rng.shuffle(pool)
    n = len(other["hand"])
    other["hand"], twin["secret"]["deck"] = pool[:n], pool[n:]
    return twin


def masked(view):
    return view["masked_flow"]


def rest(view):
    return {k: v for k, v in view.items() if k != "masked_flow"}


def assert_same_flow_while_same_view(a, b, seat, rng, moves=TWIN_MOVES):
    """Play the same moves in both twins; returns how many positions were compared."""
    compared = 0
    for _ in range(moves):
        va, vb = GAME.view(a, seat), GAME.view(b, seat)
        if rest(va) != rest(vb):
            return compared  # the moves revealed something hidden: no longer twins for `seat`
        assert masked(va) == masked(vb), f"seat {seat} sees a hidden difference in the flow"
        compared += 1
        if GAME.result(a) is not None or GAME.to_act(a) != GAME.to_act(b):
            return compared
        mover = GAME.to_act(a)[0]
        common = sorted(set(GAME.prompt(a, mover).ids()) & set(GAME.prompt(b, mover).ids()))
        if not common:
            return compared
        choice = rng.choice(common)
        a, _ = GAME.apply(a, mover, choice)
        b, _ = GAME.apply(b, mover, choice)
    return compared


def no_hidden_card_named(state, seat):
    return MASK not in json.dumps(GAME.view(state, seat)["masked_flow"])


def test_random_games_twins_see_the_same_flow():
    rng = random.Random(11)
    compared = 0
    for seed in range(GAMES):
        state = GAME.setup([{"kind": "bot"}] * 2, {}, seed)
        made = 0
        while GAME.result(state) is None:
            if made % TWIN_EVERY == 0:
                for seat in (0, 1):
                    if no_hidden_card_named(state, seat) and not GAME.view(state, seat)["revealed"]:
                        compared += assert_same_flow_while_same_view(state, redealt(state, seat, rng), seat, rng)
            mover = rng.choice(GAME.to_act(state))
            state, _ = GAME.apply(state, mover, rng.choice(GAME.prompt(state, mover).ids()))
            made += 1
    assert compared > 20 * GAMES


def twins(side, hand, other_hands, **kw):
    return [action("", side, hand, other_hand=h, **kw) for h in other_hands]


def test_missile_envy_tie_hides_how_many_cards_tie():
    """The US picks among its tied highest-Ops cards; the USSR learns a tie exists (the US is to
    choose) but not how many cards tie: two of 3 Ops, or three."""
    two, three = (play(s, "ussr", "card:missile_envy", "mode:event") for s in twins(
        "ussr", ["missile_envy"], [["arms_race", "containment", "cia_created"],
                                   ["arms_race", "containment", "duck_and_cover"]], milops={"ussr": 2}, defcon=2))
    ussr = seat_of("ussr")
    assert GAME.to_act(two) == GAME.to_act(three) == [seat_of("us")]
    assert rest(GAME.view(two, ussr)) == rest(GAME.view(three, ussr))
    assert masked(GAME.view(two, ussr)) == masked(GAME.view(three, ussr))


def test_un_intervention_hides_how_many_opponent_cards_the_hand_holds():
    """The US plays UN Intervention: the USSR is not told how many USSR-event cards it could use."""
    two, three = (play(s, "us", "card:un_intervention", "mode:event") for s in (
        action("", "us", ["un_intervention", "fidel", "nasser", "duck_and_cover"]),
        action("", "us", ["un_intervention", "fidel", "nasser", "decolonization"])))
    ussr = seat_of("ussr")
    assert GAME.to_act(two) == GAME.to_act(three) == [seat_of("us")]
    assert rest(GAME.view(two, ussr)) == rest(GAME.view(three, ussr))
    assert masked(GAME.view(two, ussr)) == masked(GAME.view(three, ussr))
