"""Whether the engine plays a decision by itself never tells what a seat cannot see.

Everyone sees whether a seat was asked or the engine played its one option itself (the log, the
seat to act): a prompt listing each distinct card of a hand would, for a hand of two Traps, have
one option and be played at once, showing the whole hand. So for every game: random play, and
before a move, twins of the position that differ only in what an observer seat cannot see (the
game's own `determinize` from that seat's view, the dice left as they were). The move is made in
both (where it is legal in both); then, step by step through the decisions the engine plays
itself, as long as the observer sees the same in both, the seats to act and the seat whose
decision the engine plays (if any) must be the same.

FORCED_HIDDEN_GAMES sets the number of random games per game (default below), FORCED_HIDDEN_SEED
shifts the seeds and FORCED_HIDDEN_LENGTH multiplies the decisions played per game.
"""
import os
import random

import pytest

from games import registry
from games.engine import clone, new_rng

GAMES = int(os.environ.get("FORCED_HIDDEN_GAMES", "1"))
SEED0 = int(os.environ.get("FORCED_HIDDEN_SEED", "0"))
LENGTH = float(os.environ.get("FORCED_HIDDEN_LENGTH", "1"))
TWIN_EVERY = 4  # decisions between twins in a random game

# game -> (seat counts, options, decisions per game)
PLAYS = {
    "twilight-struggle": ((2,), {}, 300),
    "euphoria": ((2, 3), {"turn_limit": 200}, 80),
    "tapestry": ((3, 2), {}, 120),
    "hegemony": ((3, 4), {"hidden_agendas": True}, 120),
}


def steps(game, state, seat, option_id, observer):
    """What the observer sees after `seat` plays `option_id` (the engine's own plays included):
    per step, (its view, the seats to act, the seat whose decision the engine plays now)."""
    state = clone(state)
    state.setdefault("log", []).extend(game.play(state, seat, game.prompt(state, seat).option(option_id)))
    seen = []
    while True:
        forced = game.forced(state)
        to_act = game.to_act(state) if game.result(state) is None else []
        seen.append((game.view(state, observer), to_act, forced.seat if forced else None,
                     [game.prompt(state, s).id for s in to_act]))
        if forced is None:
            return seen
        state["log"].extend(game.play(state, forced.seat, forced.options[0]))


def twin(game, state, observer, rng):
    """The position as `observer` knows it, all it cannot see sampled again (same dice)."""
    other = game.determinize(game.view(state, observer), observer, new_rng(rng.getrandbits(63)))
    other["rng"] = clone(state["rng"])
    return other


def compare(game, state, seat, option_id, observer, rng) -> int:
    """Asserts the twins' steps agree while the observer sees the same; returns steps compared."""
    other = twin(game, state, observer, rng)
    if game.view(other, observer) != game.view(state, observer):
        return 0  # a sample the observer could tell apart (a peek the game does not keep): no twin
    if game.to_act(other) != game.to_act(state) or option_id not in game.prompt(other, seat).ids():
        return 0
    compared = 0
    for (view, to_act, forced, asked), (view2, to_act2, forced2, asked2) in zip(
            steps(game, state, seat, option_id, observer), steps(game, other, seat, option_id, observer)):
        if view != view2:
            break  # something hidden came to light: no longer twins for the observer
        assert (to_act, forced) == (to_act2, forced2), (
            f"after seat {seat} plays {option_id}, observer {observer} tells the twins apart: "
            f"to act {to_act} / {to_act2}, the engine plays seat {forced} / {forced2}, prompts {asked} / {asked2}")
        compared += 1
    return compared


def random_positions(game_id):
    """Each position of random play of the game's PLAYS, with the move about to be made there:
    (state, seats, the test's random source, decisions made, seat, option id)."""
    game = registry.get(game_id)
    counts, options, limit = PLAYS[game_id]
    for k in range(GAMES):
        seed = SEED0 + k
        n = counts[k % len(counts)]
        rng = random.Random(seed)
        state = game.setup([{"kind": "bot"}] * n, options, seed)
        for made in range(int(limit * LENGTH)):
            if game.result(state) is not None:
                break
            seat = rng.choice(game.to_act(state))
            option_id = rng.choice(game.prompt(state, seat).ids())
            yield state, n, rng, made, seat, option_id
            state, _events = game.apply(state, seat, option_id)


@pytest.mark.parametrize("game_id", sorted(PLAYS))
def test_what_the_engine_plays_itself_follows_what_everyone_sees(game_id):
    game = registry.get(game_id)
    compared = 0
    for state, n, rng, made, seat, option_id in random_positions(game_id):
        if made % TWIN_EVERY == 0:
            for observer in range(n):
                compared += compare(game, state, seat, option_id, observer, rng)
    assert compared > 10 * GAMES


def test_tapestry_income_turn_asks_for_the_card_of_a_hand_of_two_traps():
    """Income: a hand of two Traps and one of a Trap and another card are both asked for the card
    to play (each kind of card is one option: played by the engine, two Traps would show)."""
    from games.tapestry.state import player
    from games.tapestry.testing import game, game_at, give, play, start_turn

    asked = []
    for hand in (["trap", "trap"], ["trap", "boast_of_superiority"]):
        state = start_turn(game_at(3), 0)
        state["seats"][0]["hand"] = list(hand)
        player(state, 0)["hand_count"] = 2
        give(state, 0, coin=0, worker=0, food=0, culture=0)
        state = play(state, 0, "income")
        if game().prompt(state, 0).id == "tapestry.choose_resource":
            state = play(state, 0, "res:coin")
        asked.append((game().to_act(state), game().prompt(state, 0).id))
    assert asked[0] == asked[1] == ([0], "tapestry.play_tapestry")


def test_euphoria_an_artifact_market_asks_how_to_pay_whatever_the_three_cards_are():
    """The Free Press takes 2 artifacts of one kind or 3 of any: book, bifocals and balloons pay it
    one way, book, book and bifocals two ways. Both are asked (the hand is secret)."""
    from games.euphoria.testing import game, game_at, give_cards, plain_recruits, play, set_workers

    asked = []
    for cards in (("book", "bifocals", "balloons"), ("book", "book", "bifocals")):
        state = plain_recruits(game_at(4, active=0))
        set_workers(state, 0, [3])
        give_cards(state, 0, *cards)
        state = play(state, 0, "place:3:free_press_of_harsh_reality")
        asked.append((game().to_act(state), game().prompt(state, 0).id))
    assert asked[0] == asked[1] == ([0], "euphoria.choose_payment")


def test_euphoria_a_decision_waits_for_its_seat_whatever_the_hand_holds():
    """Euphoria's steps resolve some decisions themselves when there is one way (`auto`: a cost
    paid one way only). At every position where such a step waits for its seat, it must wait in
    every twin an observer cannot tell apart from it, or resolving it in one of them would tell
    the observer what the seat holds."""
    from games.euphoria import steps as euphoria_steps

    game = registry.get("euphoria")
    checked = 0
    for state, n, rng, _made, _seat, _option in random_positions("euphoria"):
        step = euphoria_steps.top(state)
        auto = getattr(euphoria_steps.DECISIONS.get(step["step"] if step else ""), "auto", None)
        if auto is None or "seat" not in step:
            continue
        for observer in range(n):
            if observer == step["seat"]:
                continue
            other = twin(game, state, observer, rng)
            if game.view(other, observer) != game.view(state, observer):
                continue
            if not game.prompt(other, step["seat"]).options:
                continue  # a hand that could not have come here (a space it cannot pay)
            assert auto(clone(other), clone(euphoria_steps.top(other))) is None, (
                f"{step['step']} of seat {step['seat']} waits here and resolves itself in a twin "
                f"observer {observer} cannot tell apart")
            checked += 1
    assert checked >= 3 * GAMES
