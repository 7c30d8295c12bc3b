"""Random games: they end, survive a JSON round trip, replay identically from seed + choices,
always offer a choice and never two they cannot tell apart, and no seat's view changes when what it may not see is shuffled (other
hands, civilization offers, every deck).

TP_PROPERTY_GAMES sets how many games (default below, spread over 2, 3 and 5 players);
TP_PROPERTY_SEED shifts the seeds. Every component is in the decks; a NotImplementedError fails
the test. Solo and Shadow Empire games are covered by test_automa_property.py.
"""
import json
import os
import random

import pytest

from games.engine import from_json, to_json
from games.tapestry import data
from games.tapestry.testing import game
from tests.games import conformance

GAMES = int(os.environ.get("TP_PROPERTY_GAMES", "6"))
SEED0 = int(os.environ.get("TP_PROPERTY_SEED", "0"))
COUNTS = (2, 3, 5)
MAX_DECISIONS = 20_000


def cases():
    return [(COUNTS[k % 3], SEED0 + k) for k in range(GAMES)]


def permuted(state, seat: int, rng: random.Random) -> dict:
    """The same position as `seat` knows it: other hands and offers swapped with deck cards,
    every deck reshuffled."""
    other = from_json(to_json(state))
    secret = other["secret"]
    for s, mine in enumerate(other["seats"]):
        if s == seat:
            continue
        deck = secret["tapestry_deck"]
        for k in range(len(mine["hand"])):
            if deck:
                j = rng.randrange(len(deck))
                mine["hand"][k], deck[j] = deck[j], mine["hand"][k]
        civs = secret["civ_deck"]
        for k in range(len(mine["offer"])):
            if civs:
                j = rng.randrange(len(civs))
                mine["offer"][k], civs[j] = civs[j], mine["offer"][k]
    for key in ("tech_deck", "tapestry_deck", "territory_deck", "space_deck", "civ_deck"):
        rng.shuffle(secret[key])
    return other


def check_position(state, rng) -> None:
    bare = {**state, "log": state["log"][-30:]}
    assert from_json(to_json(bare)) == bare
    for seat in range(len(state["players"])):
        view = game().view(bare, seat)
        assert game().view(permuted(bare, seat, rng), seat) == view, seat
        text = json.dumps(view)
        assert '"secret"' not in text and '"rng"' not in text
    spectator = game().view(bare, None)
    assert spectator["me"] is None


def play_out(n, seed):
    rng = random.Random(seed)
    state = game().setup([{"kind": "bot"}] * n, {}, seed)
    choices = []
    for k in range(MAX_DECISIONS):
        if game().result(state) is not None:
            return state, choices
        seats = game().to_act(state)
        assert seats
        seat = rng.choice(seats)
        prompt = game().prompt(state, seat)
        assert prompt is not None and prompt.options
        conformance.check_distinct(game(), prompt)
        option = rng.choice(prompt.options).id
        choices.append((seat, option))
        state, _events = game().apply(state, seat, option)
        if k % 37 == 0:
            check_position(state, rng)
    pytest.fail(f"no end after {MAX_DECISIONS} decisions (n={n}, seed={seed})")


@pytest.mark.parametrize("n,seed", cases())
def test_random_game(n, seed):
    """A random game ends with winners; views never leak; seed + choices replay it exactly."""
    state, choices = play_out(n, seed)
    result = game().result(state)
    assert result.winners and game().to_act(state) == []
    assert all(p["done"] and p["era"] == data.INCOME_TURNS for p in state["players"])
    assert max(result.scores) == result.scores[result.winners[0]]
    assert from_json(to_json(state)) == state
    replay = game().setup([{"kind": "bot"}] * n, {}, seed)
    for seat, option in choices:
        replay, _events = game().apply(replay, seat, option)
    assert to_json(replay) == to_json(state)


@pytest.mark.parametrize("n,seed", cases()[:3])
def test_determinize_matches_the_view(n, seed):
    """A sampled state shows the seat exactly its view, keeps the public deck sizes, and plays on."""
    from games.engine import new_rng
    rng = random.Random(seed)
    state = game().setup([{"kind": "bot"}] * n, {}, seed)
    for k in range(400):
        if game().result(state) is not None:
            break
        seat = rng.choice(game().to_act(state))
        state, _e = game().apply(state, seat, rng.choice(game().prompt(state, seat).options).id)
        if k % 50 == 0:
            for s in range(n):
                view = game().view(state, s)
                world = game().determinize(view, s, new_rng(seed + k))
                assert game().view(world, s) == view
                assert from_json(to_json(world)) == world
                for other in range(n):
                    assert len(world["seats"][other]["hand"]) == state["players"][other]["hand_count"]
                if game().to_act(world):
                    mover = game().to_act(world)[0]
                    game().apply(world, mover, game().prompt(world, mover).options[0].id)


def test_determinize_solo_matches_the_view():
    """In a solo game the sample also deals the bots' unseen decision and progress cards."""
    from games.engine import new_rng
    kinds = ["bot", "automaton", "automaton"]
    rng = random.Random(7)
    state = game().setup([{"kind": k} for k in kinds], {}, 7)
    for k in range(300):
        if game().result(state) is not None:
            break
        seat = rng.choice(game().to_act(state))
        choice = (game().automaton_choice(state, seat) if kinds[seat] == "automaton"
                  else rng.choice(game().prompt(state, seat).options).id)
        state, _e = game().apply(state, seat, choice)
        if k % 60 == 0:
            view = game().view(state, 0)
            world = game().determinize(view, 0, new_rng(k))
            assert game().view(world, 0) == view
            assert sorted(world["secret"]["automa"]["deck"] + world["secret"]["automa"]["progress"]) == \
                sorted(state["secret"]["automa"]["deck"] + state["secret"]["automa"]["progress"])
