"""Random solo games (1 seat + the Automa + the Shadow Empire, every level) and Shadow Empire
games (2 seats + the Shadow Empire): they end, survive a JSON round trip, replay from seed and
choices, and no view changes when the bots' decks (decision and progress order), the Automa's
face-down cards and the other hidden parts are shuffled.

TP_AUTOMA_GAMES sets how many games (default below); TP_PROPERTY_SEED shifts the seeds.
"""
import os
import random

import pytest

from games.engine import from_json, to_json
from games.tapestry import data
from games.tapestry.automa import sample
from games.tapestry.testing import game, implemented_only
from tests.games import conformance
from tests.games.tapestry.test_property import permuted

GAMES = int(os.environ.get("TP_AUTOMA_GAMES", "12"))
SEED0 = int(os.environ.get("TP_PROPERTY_SEED", "0"))
MAX_DECISIONS = 20_000
SOLO = [{"kind": "bot"}, {"kind": "automaton"}, {"kind": "automaton"}]
SHADOW = [{"kind": "bot"}, {"kind": "bot"}, {"kind": "automaton"}]


def cases():
    """Every level; the seats in every order (the automaton seats may come first)."""
    out = []
    for k in range(GAMES):
        seed, turn = SEED0 + k, k % 3
        seats = SHADOW if k % 4 == 3 else SOLO
        seats = seats[turn:] + seats[:turn]
        out.append((seats, {} if k % 4 == 3 else {"automa_level": k % 6 + 1}, seed))
    return out


def check_position(state, rng) -> None:
    bare = {**state, "log": state["log"][-30:]}
    assert from_json(to_json(bare)) == bare
    hidden = state["secret"]["automa"]
    a = state["automa"]
    assert (len(hidden["deck"]), len(hidden["progress"])) == (a["deck_count"], a["progress_count"])
    guess = sample.decks(game().view(bare, 0), {"seed": rng.randrange(2 ** 32), "draws": 0})
    assert sorted(guess["deck"] + guess["progress"]) == sorted(hidden["deck"] + hidden["progress"])
    assert len(guess["deck"]) == a["deck_count"] and not (set(guess["progress"]) & set(range(1, 8)))
    for seat in range(3):
        view = game().view(bare, seat)
        other = permuted(bare, seat, rng)
        for key in ("deck", "progress"):
            rng.shuffle(other["secret"]["automa"][key])
        assert game().view(other, seat) == view, seat


def play(seats, options, seed):
    rng = random.Random(seed)
    state = implemented_only(game().setup(seats, options, seed))
    choices = []
    for k in range(MAX_DECISIONS):
        if game().result(state) is not None:
            return state, choices
        seat = rng.choice(game().to_act(state))
        prompt = game().prompt(state, seat)
        assert prompt is not None and prompt.options
        conformance.check_distinct(game(), prompt)
        if seats[seat]["kind"] == "automaton":
            option = game().automaton_choice(state, seat)
        else:
            option = rng.choice(prompt.options).id
        choices.append((seat, option))
        state, _events = game().apply(state, seat, option)
        if k % 23 == 0:
            check_position(state, rng)
    pytest.fail(f"no end after {MAX_DECISIONS} decisions (seed={seed})")


@pytest.mark.parametrize("seats,options,seed", cases())
def test_random_automa_game(seats, options, seed):
    state, choices = play(seats, options, seed)
    result = game().result(state)
    assert result.winners and game().to_act(state) == []
    shadow = state["automa"]["se"]
    assert shadow not in result.winners and state["players"][shadow]["vp"] == 0
    assert all(p["era"] == data.INCOME_TURNS for p in state["players"])
    for bot in (state["automa"]["au"], shadow):
        if bot is not None:  # the bots never gain resources or buildings
            p = state["players"][bot]
            assert p["res"] == {r: 0 for r in data.RESOURCES} and p["taken"] == {b: 0 for b in data.BUILDINGS}
            assert p["tech"] == {"bottom": [], "middle": [], "top": []} and p["civs"] == []
    assert from_json(to_json(state)) == state
    replay = implemented_only(game().setup(seats, options, seed))
    for seat, option in choices:
        replay, _events = game().apply(replay, seat, option)
    assert to_json(replay) == to_json(state)
