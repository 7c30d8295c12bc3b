"""Random solo games against Baron von Automat (every difficulty, both readings of the last-tile
rule, his seat first or second, with the parliament and its difficulty adjustments): they end, survive a JSON round trip, replay identically from
seed and choices (from states read back from JSON too), no view changes when his deck is
shuffled, and a bot's sample deals his unseen cards and looks to its seat like the real position.

NUCLEUM_BARON_GAMES sets how many games; NUCLEUM_PROPERTY_SEED shifts the seeds.
"""
import os
import random

import pytest

from games.engine import from_json, new_rng, to_json
from games.nucleum.baron.setup import LEVELS
from games.nucleum.testing import GAME
from tests.games import conformance

GAMES = int(os.environ.get("NUCLEUM_BARON_GAMES", "2"))
SEED0 = int(os.environ.get("NUCLEUM_PROPERTY_SEED", "0"))
MAX_DECISIONS = 20_000


def cases():
    out = []
    for k in range(GAMES):
        seats = [{"kind": "bot"}, {"kind": "automaton"}]
        if k % 2:
            seats.reverse()
        options = {"baron_level": LEVELS[k % len(LEVELS)], "baron_last_tile": ("pool", "offer")[k // 2 % 2]}
        out.append((seats, options, SEED0 + k))
        # with the parliament he Politicks first (BAR-2); every difficulty adjustment on
        out.append((seats, options | {"expansion": "parliament", "baron_h1": True, "baron_h2": True,
                                      "baron_h3": k % 2 == 0, "baron_easier": k % 2 == 1}, SEED0 + 50 + k))
    return out


def check_position(state, seed) -> None:
    text = to_json(state)
    assert to_json(from_json(text)) == text
    baron = state["baron"]["seat"]
    deck = state["secret"]["baron_deck"]
    assert len(deck) == state["baron"]["deck_count"]
    shuffled = {**state, "secret": {**state["secret"], "baron_deck": list(reversed(deck))}}
    for audience in (None, 0, 1):
        assert to_json(GAME.view(shuffled, audience)) == to_json(GAME.view(state, audience))
    human = 1 - baron
    sample = GAME.determinize(GAME.view(state, human), human, new_rng(seed))
    assert sorted(sample["secret"]["baron_deck"]) == sorted(deck)
    assert to_json(GAME.view(sample, human)) == to_json(GAME.view(state, human))


@pytest.mark.parametrize("seats, options, seed", cases())
def test_random_solo_games_against_the_baron_end_replay_and_hide_his_deck(seats, options, seed):
    rng = random.Random(seed)
    state = GAME.setup(seats, options, seed)
    choices = []
    for k in range(MAX_DECISIONS):
        if GAME.result(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        conformance.check_distinct(GAME, prompt)
        if seats[seat]["kind"] == "automaton":
            option = GAME.automaton_choice(state, seat)
            assert option in prompt.ids()
        else:
            option = rng.choice(prompt.options).id
        state, _events = GAME.apply(state, seat, option)
        choices.append((seat, option))
        if k % 31 == 0:
            check_position(state, seed)
    assert GAME.result(state) is not None, f"no end after {MAX_DECISIONS} decisions"
    assert state["players"][state["baron"]["seat"]]["recharges"] >= 1
    replayed = GAME.setup(seats, options, seed)
    stored = GAME.setup(seats, options, seed)
    for k, (seat, option) in enumerate(choices):
        replayed, _events = GAME.apply(replayed, seat, option)
        if k % 7 == 0:  # a table keeps its state as JSON between moves
            stored = from_json(to_json(stored | {"log": []}))
        stored, _events = GAME.apply(stored, seat, option)
    assert to_json(replayed) == to_json(state)
    assert to_json(stored | {"log": []}) == to_json(state | {"log": []})
