"""What a seat cannot see (the draw stack, the silver and gold contract stacks, the unused setup
cards) never reaches its view, and a search's sample deals all of it afresh: Q-16 with the
hidden parts of §19 (draw stack, contract stacks, setup cards)."""
import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import _strings, new_rng, rng_u64, shuffle, to_json
from games.nucleum.state import comps
from games.nucleum.testing import GAME
from games.playout import play_out

HIDDEN = ("draw", "silver", "gold", "setup_cards")


def position(n: int, seed: int, decisions: int) -> dict:
    return play_out(GAME, GAME.setup([{"kind": "bot"}] * n, {}, seed), random.Random(seed), limit=decisions)


def reshuffled(state: dict, seed: int) -> dict:
    """The same public position with other hidden parts: each stack's order shuffled, and the
    undotted tiles and contracts in the stacks swapped for others nobody has seen."""
    other = copy.deepcopy(state)
    secret = other["secret"]
    sample = GAME.determinize(GAME.view(state, None), None, new_rng(seed))["secret"]
    for part in HIDDEN:
        secret[part] = sample[part]
    rng = new_rng(seed + 1)
    for part in HIDDEN:
        shuffle(rng, secret[part])
    other["rng"] = new_rng(rng_u64(rng))
    return other


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 400))
def test_q_16__no_view_depends_on_the_hidden_stacks_or_the_rng(n, seed, decisions):
    """Two positions that differ only in what nobody may see look alike to every audience."""
    state = position(n, seed, decisions)
    other = reshuffled(state, seed)
    assert any(other["secret"][p] != state["secret"][p] for p in HIDDEN if len(state["secret"][p]) > 1) \
        or all(len(state["secret"][p]) <= 1 for p in HIDDEN)
    for audience in [None, *range(n)]:
        assert to_json(GAME.view(other, audience)) == to_json(GAME.view(state, audience))


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 400))
def test_q_16__a_sample_deals_every_unseen_component_once_in_the_public_sizes(n, seed, decisions):
    state = position(n, seed, decisions)
    if GAME.result(state) is not None:
        return
    seat = GAME.to_act(state)[0]
    sample = GAME.determinize(GAME.view(state, seat), seat, new_rng(seed))
    secret, board, c = sample["secret"], state["board"], comps()
    assert len(secret["draw"]) == board["draw_count"]
    assert len(secret["silver"]) == board["silver_count"] and len(secret["gold"]) == board["gold_count"]
    assert len(secret["setup_cards"]) == len(c.setup_cards) - len(board["setup_cards"])
    dealt = secret["draw"] + secret["silver"] + secret["gold"]
    assert len(dealt) == len(set(dealt))
    assert not set(dealt) & _strings(GAME.view(state, seat))
    assert not set(secret["setup_cards"]) & set(board["setup_cards"])
    # every dotted tile out of sight is in the draw stack (TILE-4: all 20 are shuffled in)
    true_dotted = {t for t in state["secret"]["draw"] if c.tiles[t].get("dotted")}
    assert {t for t in secret["draw"] if c.tiles[t].get("dotted")} == true_dotted
    assert to_json(GAME.view(sample, seat)) == to_json(GAME.view(state, seat))


def test_samples_deal_the_stacks_afresh_and_never_copy_the_true_order():
    """Each hidden part is resampled: over a few samples the draw stack's order, the contract
    stacks and the setup cards each come out otherwise than they lie."""
    state = position(3, 4, 60)
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    samples = [GAME.determinize(view, seat, new_rng(k))["secret"] for k in range(6)]
    for part in HIDDEN:
        assert any(s[part] != state["secret"][part] for s in samples), part
        assert len({tuple(s[part]) for s in samples}) > 1, part
