"""Twilight Struggle's undo guardrail (Game.undoable, the default): influence placed point by
point may be taken back; a card from the hand, a die roll or a headline may not."""
import games.twilight_struggle  # noqa: F401
from games import registry
from tests.games.undo_cases import first, undoable

TS = registry.get("twilight-struggle")


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
