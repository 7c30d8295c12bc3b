"""Euphoria's undo guardrail (Game.undoable, with the trade draft as the mover's own scratch):
a quiet worker placement and each step of composing a trade may be taken back; a roll, a drawn
artifact or a proposed trade may not."""
import games.euphoria  # noqa: F401
from games import registry
from tests.games.undo_cases import first, undoable

EU = registry.get("euphoria")


def test_undo__euphoria_placing_a_worker_without_a_bump_is_undoable():
    """Euphoria (placing a worker): a placement that bumps nobody and rolls nothing may be taken back."""
    d = first(EU, 3, lambda d: d.prompt.id == "euphoria.choose_action" and d.option.startswith("place")
              and d.before["rng"] == d.after["rng"] and d.before["seats"] == d.after["seats"])
    assert undoable(EU, d)


def test_undo__euphoria_a_bump_rolls_and_is_not_undoable():
    """Euphoria (bumping): a bumped or retrieved worker is rolled again; the roll stays."""
    d = first(EU, 3, lambda d: d.before["rng"]["draws"] != d.after["rng"]["draws"])
    assert not undoable(EU, d)


def test_undo__euphoria_composing_a_trade_is_undoable_proposing_it_is_not():
    """Euphoria (trading): each step of an offer being composed is the mover's own draft and may be
    taken back; proposing it shows the offer's cards to the partner, which cannot be taken back."""
    composing = first(EU, 3, lambda d: d.prompt.id == "euphoria.build_trade" and d.option.split(":")[0]
                      in ("give", "take"))
    assert undoable(EU, composing)
    proposing = first(EU, 3, lambda d: d.prompt.id == "euphoria.build_trade" and d.option == "propose")
    assert not undoable(EU, proposing)


def test_undo__euphoria_drawing_an_artifact_is_not_undoable():
    """Euphoria: an artifact card drawn into the hand comes from the hidden deck."""
    d = first(EU, 3, lambda d: len(d.after["seats"][d.seat]["artifacts"]) > len(d.before["seats"][d.seat]["artifacts"]))
    assert not undoable(EU, d)
