"""The shared engine helpers: RNG, audience, JSON, and the provided apply/view."""
import pytest

from games import engine
from games.engine import IllegalMove, can_see, audience_except, audience_only
from tests.tinygame import TinyGame


def test_rng_is_deterministic_and_resumable():
    a, b = engine.new_rng(7), engine.new_rng(7)
    first = [engine.roll_d6(a) for _ in range(50)]
    assert first == [engine.roll_d6(b) for _ in range(50)]
    resumed = engine.from_json(engine.to_json(a))
    assert [engine.roll_d6(a) for _ in range(20)] == [engine.roll_d6(resumed) for _ in range(20)]
    assert set(first) == {1, 2, 3, 4, 5, 6}


def test_rng_differs_by_seed():
    assert [engine.rng_u64(engine.new_rng(1)) for _ in range(3)] != [engine.rng_u64(engine.new_rng(2)) for _ in range(3)]


def test_audience():
    assert can_see("all", None)
    assert can_see(audience_only(1), 1) and not can_see(audience_only(1), 0) and not can_see(audience_only(1), None)
    assert can_see(audience_except(1), None) and can_see(audience_except(1), 0) and not can_see(audience_except(1), 1)
    with pytest.raises(ValueError):
        can_see("others", 0)


def test_apply_refuses_out_of_turn_and_unknown_option_and_leaves_state():
    game = TinyGame()
    state = game.setup([{"kind": "human"}] * 2, {}, seed=3)
    before = engine.to_json(state)
    with pytest.raises(IllegalMove, match="not your turn"):
        game.apply(state, 1, "add:1")
    with pytest.raises(IllegalMove, match="not a choice"):
        game.apply(state, 0, "add:4")
    new, events = game.apply(state, 0, "add:3")
    assert engine.to_json(state) == before
    assert new["scores"] == [3, 0] and events[0]["n"] == 3


def test_view_hides_rng_secret_and_other_seats():
    game = TinyGame()
    state = game.setup([{"kind": "human"}] * 2, {}, seed=5)
    state, _ = game.apply(state, 0, "add:1")
    mine, theirs, spectator = game.view(state, 0), game.view(state, 1), game.view(state, None)
    text = engine.to_json(theirs)
    assert "rng" not in theirs and "secret" not in theirs
    assert theirs["me"]["secret"] == state["seats"][1]["secret"]
    assert mine["prompt"] is None and theirs["prompt"]["id"] == "tiny.choose_step"
    assert spectator["me"] is None and spectator["prompt"] is None
    drawn = state["seats"][0]["secret"]
    assert any(e.get("card") == drawn for e in mine["log"])
    assert not any(e.get("card") == drawn for e in theirs["log"] + spectator["log"])
    assert all(str(c) not in engine.to_json(theirs["log"]) for c in state["secret"]["deck"])


def test_resolve_options():
    game = TinyGame()
    assert game.resolve_options({}) == {"target": 10}
    with pytest.raises(ValueError):
        game.resolve_options({"target": 11})
    with pytest.raises(ValueError):
        game.resolve_options({"nope": 1})
