"""Every registered game obeys the engine protocol (run over the registry, OpenSpiel-style)."""
import os

import pytest

from games import engine, registry
from tests.games import conformance
from tests.tinygame import TinyGame

GAMES = [TinyGame(), *registry.games()]
PLAYOUTS = int(os.environ.get("PROTOCOL_PLAYOUTS", "2"))


def _ids(game):
    return game.id


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_declares_itself(game):
    """A game has an id, a name, a seat range, and options that resolve to their defaults."""
    assert game.id and game.name
    assert 1 <= game.min_seats <= game.max_seats
    defaults = game.resolve_options({})
    assert defaults == {spec.key: spec.default for spec in game.OPTIONS}
    assert len(game.roles(game.min_seats, defaults)) == game.min_seats


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_random_playouts_finish_and_replay_identically(game):
    """Random games end with a result; seed + choices replays to the identical state."""
    for n in sorted({game.min_seats, game.max_seats}):
        for seed in range(PLAYOUTS):
            final, choices = conformance.playout(game, n, seed, check_every=500)
            assert game.result(final) is not None
            again = conformance.replay(game, n, seed, {}, choices)
            assert engine.to_json(again) == engine.to_json(final)


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_refusals_change_nothing(game):
    """Out of turn, an unknown option, and a finished game are refused; the state is unchanged."""
    state = game.setup([{"kind": "human"}] * game.min_seats, {}, 11)
    before = engine.to_json(state)
    to_act = game.to_act(state)
    idle = [s for s in range(game.min_seats) if s not in to_act]
    if idle:
        assert conformance.refuses(game, state, idle[0], game.prompt(state, to_act[0]).options[0].id)
    assert conformance.refuses(game, state, to_act[0], "no-such-option")
    assert engine.to_json(state) == before
    final, _ = conformance.playout(game, game.min_seats, 1, check_every=50)
    assert conformance.refuses(game, final, 0, "pass")
