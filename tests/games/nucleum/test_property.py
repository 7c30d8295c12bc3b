"""Random games through what the engine has: they end, survive a JSON round trip, replay
identically from seed and choices (from states read back from JSON too), no view holds the draw stack, the contract stacks or the
unused setup cards, and a determinized sample looks to its seat exactly like the real position.

NUCLEUM_PROPERTY_GAMES sets how many games (spread over 1-4 seats), each played without and with
the parliament expansion; NUCLEUM_PROPERTY_SEED shifts the seeds. A few more games play the
experiment auction, and Experiments E and F taken directly.
"""
import os
import random

import pytest

from games.engine import _strings, from_json, new_rng, to_json
from games.nucleum.testing import GAME, choose_experiments

GAMES = int(os.environ.get("NUCLEUM_PROPERTY_GAMES", "2"))
SEED0 = int(os.environ.get("NUCLEUM_PROPERTY_SEED", "0"))


def hidden_names(state) -> set[str]:
    secret = state["secret"]
    return set(secret["draw"]) | set(secret["silver"]) | set(secret["gold"])


CASES = [((1, 4, 2, 3)[k % 4], SEED0 + k, {"expansion": expansion}, ())
         for k in range(GAMES) for expansion in ("none", "parliament")] + [
    (3, SEED0 + 100, {"auction": True}, ()),
    (2, SEED0 + 101, {"turbine_effects": "swapped"}, ("E", "F")),
    (4, SEED0 + 102, {}, ("F", "E")),
    (3, SEED0 + 103, {"expansion": "parliament", "auction": True}, ("E", "F", "A")),
]


def start(n, seed, options, experiments):
    """A new game, with the first experiment choices taken from `experiments` directly."""
    return choose_experiments(GAME.setup([{"kind": "bot"}] * n, options, seed), *experiments)


@pytest.mark.parametrize("n, seed, options, experiments", CASES)
def test_random_games_end_replay_and_hide_what_no_seat_may_see(n, seed, options, experiments):
    rng = random.Random(seed)
    state = start(n, seed, options, experiments)
    choices = []
    for step in range(20_000):
        if GAME.result(state) is not None:
            break
        if step % 25 == 0:
            text = to_json(state)
            assert to_json(from_json(text)) == text
            for audience in [None, *range(n)]:
                view = GAME.view(state, audience)
                assert not _strings(view, skip="log") & hidden_names(state)
                assert set(view["board"]["setup_cards"]) & set(state["secret"]["setup_cards"]) == set()
                assert "secret" not in view and "rng" not in view
            seat = GAME.to_act(state)[0]
            sample = GAME.determinize(GAME.view(state, seat), seat, new_rng(seed))
            assert to_json(GAME.view(sample, seat)) == to_json(GAME.view(state, seat))
            assert len(sample["secret"]["draw"]) == state["board"]["draw_count"]
        seat = GAME.to_act(state)[0]
        option = rng.choice(GAME.prompt(state, seat).options)
        state, _events = GAME.apply(state, seat, option.id)
        choices.append((seat, option.id))
    assert GAME.result(state) is not None
    replayed = start(n, seed, options, experiments)
    for seat, option in choices:
        replayed, _events = GAME.apply(replayed, seat, option)
    assert to_json(replayed) == to_json(state)
    # a table stores its state as JSON between moves (keys sorted): the same choices give the
    # same game (read back every few moves, without the log, which no rule reads: it stays quick)
    stored = start(n, seed, options, experiments)
    for k, (seat, option) in enumerate(choices):
        if k % 7 == 0:
            stored = from_json(to_json(stored | {"log": []}))
        stored, _events = GAME.apply(stored, seat, option)
    assert to_json(stored | {"log": []}) == to_json(state | {"log": []})


def test_a_sample_keeps_a_railway_tile_being_placed_out_of_the_draw_stack():
    """Between choosing a tile for railway and its space the tile is in no pool: a sample must
    not deal it into the draw stack."""
    state = GAME.setup([{"kind": "bot"}] * 3, {}, 2)
    while state["flow"]["stack"][-1]["step"] == "choose_experiment":
        seat = GAME.to_act(state)[0]
        state, _e = GAME.apply(state, seat, GAME.prompt(state, seat).options[0].id)
    seat = GAME.to_act(state)[0]
    tile = next(t for t in state["secret"]["draw"] if t < "T21")  # a dotted tile
    state["secret"]["draw"].remove(tile)
    state["board"]["draw_count"] -= 1
    state["players"][seat]["pool"].append(tile)
    state, _e = GAME.apply(state, seat, f"rail:{tile}")
    sample = GAME.determinize(GAME.view(state, seat), seat, new_rng(1))
    assert tile not in sample["secret"]["draw"] and len(sample["secret"]["draw"]) == state["board"]["draw_count"]
