"""Game.undoable, the game's guardrail for taking a move back: a seat may take back its own
step while it revealed nothing (no die, no card drawn or shown, no private event, no hidden
name in anyone's view); each game's cases are named after the rule that decides them."""
import random

import pytest

from games import registry
from games.playout import random_play
from tests.tinygame import TinyGame  # noqa: F401  (registers the test game)

import games.euphoria  # noqa: F401
import games.twilight_struggle  # noqa: F401

TS, EU = registry.get("twilight-struggle"), registry.get("euphoria")


def decisions(game, seats: int, seeds=range(2), limit: int = 300):
    for seed in seeds:
        yield from random_play(game, game.setup([{"kind": "bot"}] * seats, {}, seed), random.Random(seed), limit)


def first(game, seats: int, test):
    found = next((d for d in decisions(game, seats) if test(d)), None)
    assert found is not None, "random play never reached the case"
    return found


def undoable(game, d) -> bool:
    return game.undoable(d.before, d.after, d.events, d.seat)


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


def test_undo__ts_3_0_setup_influence_placement_is_undoable():
    """TS setup (3.0): each influence point the USSR places in Eastern Europe may be taken back."""
    before = TS.setup([{}, {}], {}, 5)
    assert TS.prompt(before, 0).id == "ts.place_influence"
    after, events = TS.apply(before, 0, TS.prompt(before, 0).options[0].id)
    assert TS.undoable(before, after, events, 0)


def test_undo__ts_6_1_influence_from_ops_is_undoable():
    """TS 6.1: placing influence with Ops draws and shows nothing, so each point may be taken back."""
    d = first(TS, 2, lambda d: d.prompt.id == "ts.place_influence" and d.before["flow"]["phase"] != "setup"
              and d.before["rng"] == d.after["rng"] and d.after["seats"] == d.before["seats"])
    assert undoable(TS, d)


def test_undo__ts_a_card_played_from_the_hand_is_not_undoable():
    """TS 4.3: a card played from the hand is shown to the opponent: no taking it back."""
    d = first(TS, 2, lambda d: d.prompt.id == "ts.play_card" and d.before["seats"][d.seat]["hand"]
              != d.after["seats"][d.seat]["hand"])
    assert not undoable(TS, d)


def test_undo__ts_6_3_a_coup_roll_is_not_undoable():
    """TS 6.3: a coup rolls a die; once rolled it stays."""
    d = first(TS, 2, lambda d: d.prompt.id == "ts.coup")
    assert d.after["rng"]["draws"] != d.before["rng"]["draws"] and not undoable(TS, d)


def test_undo__ts_4_2_a_headline_choice_is_not_undoable():
    """TS 4.2: the headline card is chosen in secret and set aside: a hidden change, not taken back."""
    d = first(TS, 2, lambda d: d.prompt.id == "ts.headline")
    assert not undoable(TS, d)


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
