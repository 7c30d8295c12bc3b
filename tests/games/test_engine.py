"""The shared engine helpers: RNG, audience, JSON, and the provided apply/view."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["grow", "branch", "filter", "decode"]), st.integers(0, 4),
                          st.sampled_from([None, 0, 1, 2])), min_size=1, max_size=40))
def test_visible_log_is_the_log_filtered_whatever_logs_were_filtered_before(steps):
    """visible_log filters only what follows a log it filtered before, where the log holds that
    one's events: over logs grown by apply's rule (a copy plus new events), branched from an
    older log, filtered into a view's log, or decoded from JSON, interleaved at random, it gives
    what filtering the whole log gives, to every seat."""
    audiences = ["all", audience_only(0), audience_only(1), audience_except(0), audience_except(2)]
    logs, made = [[engine.event("start")]], 0
    for action, n, seat in steps:
        log = logs[n % len(logs)]
        if action in ("grow", "branch"):
            fresh = []
            for i in range(n + 1):
                made += 1
                fresh.append(engine.event("step", audiences[(made + i) % len(audiences)], n=made))
            log = list(log if action == "grow" else log[:max(1, len(log) - n)]) + fresh
        elif action == "filter":
            log = engine.visible_log(log, seat)
        else:
            log = engine.from_json(engine.to_json(log))
        logs.append(log)
        for who in (None, 0, 1, 2):
            assert engine.visible_log(log, who) == [e for e in log if can_see(e["audience"], who)]


def test_a_public_part_is_one_object_per_content():
    from games.engine import Public, public

    part = public({"map": [{"hex": 1, "owner": "player-2"}], "turn": 3})
    assert type(part) is Public and part == {"map": [{"hex": 1, "owner": "player-2"}], "turn": 3}
    assert public({"map": [{"hex": 1, "owner": "player-2"}], "turn": 3}) is part  # another audience's
    assert public({"map": [{"hex": 1, "owner": "player-3"}], "turn": 3}) is not part
