"""Rule 6.1: placing influence (seed chapter 6, digest T-1 to T-3)."""
import pytest

from games.engine import IllegalMove
from games.twilight_struggle.ops import influence_cost
from games.twilight_struggle.state import controller
from games.twilight_struggle.testing import GAME, board, influence, play, prompt_ids

from .helpers import action


def costs(state, side="ussr"):
    p = GAME.prompt(state, 0 if side == "ussr" else 1)
    return {o.params["country"]: o.params["cost"] for o in p.options if o.id.startswith("country:")}


def test_6_1_2__t1_cost_drops_part_way():
    """T-1 (seed 6.1.2): the first USSR influence into US-controlled Turkey costs 2, the next two 1."""
    state = action("turkey us=2; syria ussr=1", "ussr", ["nuclear_test_ban"])
    state = play(state, "ussr", "card:nuclear_test_ban", "mode:influence")
    assert costs(state)["turkey"] == 2
    state = play(state, "ussr", "country:turkey")
    assert controller(state, "turkey") is None and costs(state)["turkey"] == 1
    state = play(state, "ussr", "country:turkey", "country:turkey")
    assert influence(state, "turkey") == {"us": 2, "ussr": 3}
    assert controller(state, "turkey") is None
    assert prompt_ids(state, "ussr") == ["continue"]  # all 4 Ops spent


def test_6_1_2__t1b_uncontrolled_country_costs_one_each():
    """T-1b (seed 6.1.2): into uncontrolled Turkey (US 1) every point costs 1; the USSR ends controlling it."""
    state = action("turkey us=1; syria ussr=1", "ussr", ["nuclear_test_ban"])
    state = play(state, "ussr", "card:nuclear_test_ban", "mode:influence")
    for n in range(4):
        assert costs(state)["turkey"] == 1
        state = play(state, "ussr", "country:turkey")
        if n == 2:
            assert controller(state, "turkey") == "ussr"  # 3 - 1 >= 2, and the 4th still costs 1
    assert influence(state, "turkey") == {"us": 1, "ussr": 4}
    assert controller(state, "turkey") == "ussr"


def test_6_1_2__t2_control_states_and_costs():
    """T-2 (seed 6.1.2 caption): control of six countries, and what influence there costs each side."""
    state = board("turkey us=2; greece us=3 ussr=1; syria ussr=2; lebanon ussr=1; romania ussr=2; "
                  "bulgaria us=1 ussr=2")
    assert [controller(state, c) for c in ("turkey", "greece", "syria", "lebanon", "romania", "bulgaria")] == \
        ["us", "us", "ussr", "ussr", None, None]
    assert [influence_cost(state, "ussr", c) for c in ("turkey", "greece", "romania", "bulgaria")] == [2, 2, 1, 1]
    assert [influence_cost(state, "us", c) for c in ("syria", "lebanon")] == [2, 2]


def test_6_1_1__t3_reach_is_fixed_at_the_start_of_the_action_round():
    """T-3 (seed 6.1.1, 6.1.3): after Costa Rica, Nicaragua (next to Costa Rica only) is still out of reach."""
    state = action("panama us=1; south_korea us=1; north_korea ussr=3", "us", ["duck_and_cover"])
    state = play(state, "us", "card:duck_and_cover", "mode:influence")
    reach = costs(state, "us")
    assert set(reach) == {"panama", "costa_rica", "colombia", "south_korea", "japan", "taiwan", "north_korea",
                          "canada", "mexico", "cuba"}
    assert reach["north_korea"] == 2
    state = play(state, "us", "country:costa_rica", "country:colombia")
    assert "country:nicaragua" not in prompt_ids(state, "us")
    with pytest.raises(IllegalMove):
        play(state, "us", "country:nicaragua")
    state = play(state, "us", "country:south_korea")
    assert influence(state, "costa_rica")["us"] == influence(state, "colombia")["us"] == 1
    assert influence(state, "south_korea")["us"] == 2


def test_6_1_4__superpower_adjacency_gives_reach_without_influence():
    """6.1.4: with no influence anywhere, the USSR reaches the five countries next to the USSR."""
    state = action("", "ussr", ["olympic_games"])
    state = play(state, "ussr", "card:olympic_games", "mode:influence")
    assert set(costs(state)) == {"finland", "poland", "romania", "afghanistan", "north_korea"}


def test_6_1_2__two_cost_marker_needs_two_points_and_leftovers_are_forfeited():
    """6.0/6.1.2: a last point cannot buy influence in an opponent-controlled country; it is lost."""
    state = action("poland us=3; finland us=4; romania us=3; afghanistan us=2; north_korea us=3", "ussr",
                   ["un_intervention"])
    state = play(state, "ussr", "card:un_intervention", "mode:influence")
    assert prompt_ids(state, "ussr") == ["continue"]  # 1 Op, every reachable country costs 2
    assert sum(v["ussr"] for v in state["board"]["influence"].values()) == 0


def test_6_1_5__influence_is_unbounded():
    """6.1.5: no cap on influence in a country."""
    state = action("syria ussr=30", "ussr", ["nuclear_test_ban"])
    state = play(state, "ussr", "card:nuclear_test_ban", "mode:influence", *["country:syria"] * 4)
    assert influence(state, "syria")["ussr"] == 34


def test_6_1_1__snapshot_keeps_sources_an_opponent_event_removed():
    """6.1.1 (register: start of the action round): influence removed by an opponent's event first
    still counts as a source; with the "operation" setting it does not."""
    for snapshot, expect in (("action_round", True), ("operation", False)):
        state = action("west_germany us=2", "us", ["blockade"], options={"reach_snapshot": snapshot})
        # the US is asked about a discard even with no card to give (its hand is hidden)
        state = play(state, "us", "card:blockade", "order:event_first", "pass")
        assert influence(state, "west_germany")["us"] == 0
        assert ("country:france" in prompt_ids(state, "us")) is expect


def test_6_1__china_card_gets_plus_one_only_if_all_in_asia():
    """China Card: 5 Ops of influence all in Asia; one point outside Asia leaves 4 in all."""
    state = action("pakistan ussr=1", "ussr", [], china={"holder": "ussr", "face_up": True})
    state = play(state, "ussr", "card:the_china_card", "mode:influence", *["country:pakistan"] * 5)
    assert influence(state, "pakistan")["ussr"] == 6
    state = action("pakistan ussr=1; syria ussr=1", "ussr", [], china={"holder": "ussr", "face_up": True})
    state = play(state, "ussr", "card:the_china_card", "mode:influence", "country:pakistan", "country:syria")
    state = play(state, "ussr", "country:syria", "country:syria")
    assert prompt_ids(state, "ussr") == ["continue"]
    assert influence(state, "pakistan")["ussr"] + influence(state, "syria")["ussr"] == 2 + 4


def test_6_1__china_card_last_asia_point_not_usable_elsewhere():
    """China Card: after 4 points in Asia the fifth (the bonus) can only go to Asia."""
    state = action("pakistan ussr=1; syria ussr=1", "ussr", [], china={"holder": "ussr", "face_up": True})
    state = play(state, "ussr", "card:the_china_card", "mode:influence", *["country:pakistan"] * 4)
    ids = prompt_ids(state, "ussr")
    assert "country:pakistan" in ids and "country:syria" not in ids
