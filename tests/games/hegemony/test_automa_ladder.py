"""The priority ladder of advanced mode (digest §5.5, §5.6), named after the rules."""
from games.hegemony.automa import ladder as L


def _ladder(action=None, policy=None):
    lad = L.empty()
    for level, cards in (action or {}).items():
        lad["action"][str(level)] = list(cards)
    for level, cards in (policy or {}).items():
        lad["policy"][str(level)] = list(cards)
    return lad


def test_d1_fifo_placement_move_up_joins_the_tail():
    lad = _ladder({3: ["X", "Y"], 1: ["A", "Z", "B"]})
    L.move_up(lad, "action", "Z", 2)
    assert lad["action"]["3"] == ["X", "Y", "Z"]
    assert lad["action"]["1"] == ["A", "B"]


def test_move_up_above_the_eighth_marker_has_no_bound():
    lad = _ladder({8: ["X"]})
    L.move_up(lad, "action", "X", 5)
    assert L.level_of(lad, "action", "X") == 13


def test_move_down_two_levels_to_the_tail():
    lad = _ladder({5: ["X"], 3: ["A"]})
    L.move_down(lad, "action", "X")
    assert lad["action"]["3"] == ["A", "X"]


def test_move_down_floor_clamps_at_level_one():
    lad = _ladder({2: ["X"], 1: ["A"]})
    L.move_down(lad, "action", "X")
    assert lad["action"]["1"] == ["A", "X"]


def test_priority_order_highest_level_then_nearest_the_marker():
    lad = _ladder({1: ["E"], 4: ["B", "C"], 6: ["A"], 2: ["D"]})
    assert L.ordered(lad, "action") == ["A", "B", "C", "D", "E"]


def test_collapse_drops_every_card_above_one_level_both_sides():
    lad = _ladder({5: ["X"], 2: ["A"]}, {6: [3], 1: [2]})
    L.collapse(lad, 4)
    assert L.level_of(lad, "action", "X") == 4
    assert L.level_of(lad, "policy", 3) == 5
    assert L.level_of(lad, "action", "A") == 2 and L.level_of(lad, "policy", 2) == 1


def test_row_counts_policy_cards_on_the_same_level():
    lad = _ladder({5: ["X"]}, {4: [1]})
    assert not L.row_empty(lad, 4)
    assert L.row_empty(lad, 4, both_sides=False)


def test_set_aside_and_return_to_the_tail():
    lad = _ladder(policy={1: [1, 2]})
    L.set_aside(lad, "policy", 1)
    assert lad["aside_policy"] == [1] and lad["policy"]["1"] == [2]
    L.return_from_aside(lad, "policy", 1, 1)
    assert lad["policy"]["1"] == [2, 1] and lad["aside_policy"] == []


def test_moving_a_card_not_on_the_ladder_is_an_error():
    lad = _ladder({1: ["A"]})
    try:
        L.move_up(lad, "action", "Q", 1)
    except ValueError as e:
        assert "Q" in str(e)
    else:
        raise AssertionError("no error")
