"""Game.undoable, the game's guardrail for taking a move back: a seat may take back its own
step while it revealed nothing (no die, no card drawn or shown, no private event, no hidden
name in anyone's view). Each game's own cases are in its folder, named after their rule."""
import pytest

import games.euphoria  # noqa: F401
import games.twilight_struggle  # noqa: F401
from games import engine, registry
from tests.games.undo_cases import decisions, undoable
from tests.tinygame import TinyGame  # noqa: F401  (registers the test games)

TS, EU = registry.get("twilight-struggle"), registry.get("euphoria")


def test_undo__tiny_a_quiet_step_is_undoable_a_dealt_one_is_not():
    """Tiny race: a step that only adds is undoable; one that draws a card and rolls is not."""
    for game_id, expected in (("tiny-quiet", True), ("tiny", False)):
        game = registry.get(game_id)
        before = game.setup([{}, {}], {}, 3)
        after, events = game.apply(before, 0, "add:2")
        assert game.undoable(before, after, events, 0) is expected


def test_undo__only_the_mover_takes_a_move_back():
    """A seat that did not owe the decision cannot take it back."""
    game = registry.get("tiny-quiet")
    before = game.setup([{}, {}], {}, 3)
    after, events = game.apply(before, 0, "add:1")
    assert not game.undoable(before, after, events, 1)


@pytest.mark.parametrize("game, seats", [(TS, 2), (EU, 3)], ids=["twilight-struggle", "euphoria"])
def test_undo__an_undoable_move_shows_no_audience_a_hidden_name(game, seats):
    """Over random play, every undoable move draws nothing, logs only public events, and gives no
    audience a view holding a name that sat hidden from it before."""
    seen = 0
    for d in decisions(game, seats, seeds=range(1), limit=250):
        if undoable(game, d):
            seen += 1
            assert d.after["rng"] == d.before["rng"] and all(e["audience"] == "all" for e in d.events)
            assert not game.revealed(d.before, d.after)
    assert seen > 10


@pytest.mark.parametrize("game, seats", [(TS, 2), (EU, 3)], ids=["twilight-struggle", "euphoria"])
def test_undo__the_names_found_by_one_moves_test_judge_the_next_alike(game, seats):
    """Each move's test may start from the names the test of the move before found in its views
    (the platform keeps them with the state): over random play it judges every move as the test
    that draws the views of the position before anew, and the names it hands on are those views'."""
    found, starts, differ = {}, 0, 0
    for d in decisions(game, seats, seeds=range(1), limit=250):
        known, found = found, {}
        judged = game.undoable(d.before, d.after, d.events, d.seat, names=(known, found))
        assert judged == undoable(game, d)
        starts += bool(known)
        for audience, names in found.items():
            fresh = game.view(d.after, audience)
            assert names == engine._strings(fresh, keys=True, skip="log")
        differ += judged != game.undoable(d.before, d.after, d.events, d.seat, names=({a: set() for a in known}, {}))
    assert starts > 10 and differ > 0  # the names were used, and they decide (empty ones judge otherwise)


@pytest.mark.parametrize("game, seats", [(TS, 2), (EU, 3)], ids=["twilight-struggle", "euphoria"])
def test_undo__the_views_kept_of_the_position_before_judge_as_views_drawn_anew(game, seats):
    """The platform hands the test the views it kept of the position before (its boards drew
    them): over random play every move is judged as by the test that draws them anew, and the
    views handed over are the ones read where names must be looked up there."""
    class Counted(engine.Views):
        read = 0

        def names(self, audience):
            Counted.read += 1
            return super().names(audience)

    for d in decisions(game, seats, seeds=range(1), limit=250):
        kept = Counted(game, d.before)
        assert game.undoable(d.before, d.after, d.events, d.seat, earlier=kept) == undoable(game, d)
    assert Counted.read > 0
