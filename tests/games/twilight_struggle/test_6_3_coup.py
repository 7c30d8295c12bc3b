"""Rule 6.3: coups (seed chapter 6, digest T-5, D-1 to D-5, D-12)."""
import pytest

from games.engine import IllegalMove
from games.twilight_struggle.testing import GAME, board, influence, play, prompt_ids

from .helpers import action, last


def test_6_3_2__t5_coup_in_mexico():
    """T-5 (seed 6.3.2, 6.3.3): 3 Ops + 4 against 4 in Mexico: 2 USSR removed, 1 US added, Military Ops +3."""
    state = action("mexico ussr=2", "us", ["duck_and_cover"], milops={"us": 1}, dice=[4])
    state = play(state, "us", "card:duck_and_cover", "mode:coup")
    assert influence(state, "mexico") == {"us": 1, "ussr": 0}
    assert state["board"]["milops"]["us"] == 4
    assert state["board"]["defcon"] == 4  # 6.3.4: Mexico is a battleground


def test_6_3_4__t5_at_defcon_2_the_coup_ends_the_game():
    """T-5 derived (6.3.4): the same battleground coup at DEFCON 2 reaches DEFCON 1; the US (phasing) loses."""
    state = action("mexico ussr=2", "us", ["duck_and_cover"], defcon=2, dice=[4])
    state = play(state, "us", "card:duck_and_cover", "mode:coup")
    assert state["result"]["winner"] == "ussr" and state["result"]["reason"] == "defcon1"
    assert GAME.result(state).winners == (0,) and GAME.to_act(state) == []


def test_6_3_2__d1_equal_to_threshold_fails():
    """D-1 (6.3.2): total 6 against 2 x 3 fails; Military Ops still +2; a battleground still lowers DEFCON."""
    state = action("cuba ussr=1", "us", ["olympic_games"], dice=[4])
    state = play(state, "us", "card:olympic_games", "mode:coup")
    assert influence(state, "cuba") == {"us": 0, "ussr": 1}
    assert last(state, "coup_result")["success"] is False
    assert state["board"]["milops"]["us"] == 2
    assert state["board"]["defcon"] == 4


def test_6_3_2__non_battleground_coup_leaves_defcon():
    """6.3.4: a coup in a non-battleground does not lower DEFCON."""
    state = action("costa_rica ussr=1", "us", ["olympic_games"], dice=[6])
    state = play(state, "us", "card:olympic_games", "mode:coup")
    assert influence(state, "costa_rica") == {"us": 1, "ussr": 0}  # 6+2-6 = 2: 1 removed, 1 added
    assert state["board"]["defcon"] == 5


def test_6_3_1__d2_no_opponent_influence_no_coup():
    """D-2 (6.3.1): a country without opponent influence cannot be couped."""
    state = action("angola ussr=1; zaire us=2", "us", ["olympic_games"])
    state = play(state, "us", "card:olympic_games", "mode:coup")
    assert couped(state) == ["angola"]  # the only target: the engine made the coup


def test_6_3_1__no_coup_mode_without_any_target():
    """6.3.1: with no legal target anywhere, coup is not offered."""
    state = action("zaire us=2", "us", ["olympic_games"])
    state = play(state, "us", "card:olympic_games")
    assert "mode:coup" not in prompt_ids(state, "us")


def test_6_3_4__d3_ussr_coup_at_defcon_2_loses():
    """D-3 (6.3.4, 8.1): at DEFCON 2 a USSR coup in Angola reaches DEFCON 1: the USSR loses whatever the roll."""
    state = action("angola us=1", "ussr", ["olympic_games"], defcon=2, dice=[1])
    state = play(state, "ussr", "card:olympic_games", "mode:coup")
    assert state["board"]["defcon"] == 1
    assert state["result"]["winner"] == "us"


def test_8_1_5__d4_coup_region_limits_at_defcon_3():
    """D-4 (8.1.5): at DEFCON 3 Iran may be couped, Thailand and Turkey not."""
    state = action("iran us=1; thailand us=1; turkey us=1", "ussr", ["olympic_games"], defcon=3)
    state = play(state, "ussr", "card:olympic_games", "mode:coup")
    assert couped(state) == ["iran"]  # the only target: the engine made the coup


def test_8_1_5__region_limits_per_defcon_level():
    """8.1.5: DEFCON 4 closes Europe, 3 adds Asia, 2 adds the Middle East; Africa and the Americas stay open."""
    spec = "italy us=1; japan us=1; iran us=1; angola us=1; mexico us=1; brazil us=1"
    for defcon, allowed in ((5, 6), (4, 5), (3, 4), (2, 3)):
        state = action(spec, "ussr", ["olympic_games"], defcon=defcon)
        state = play(state, "ussr", "card:olympic_games", "mode:coup")
        assert len(prompt_ids(state, "ussr")) == allowed, defcon


def test_6_3_5__d5_free_coup_ignores_defcon_limits_but_lowers_defcon():
    """D-5 (6.3.5): an event's free coup in Europe at DEFCON 4 is legal and lowers DEFCON in a battleground."""
    step = {"step": "coup", "side": "us", "ops": 3, "free": True, "areas": ["europe"]}
    state = board("east_germany ussr=3; poland ussr=1; angola ussr=1", defcon=4, pending=step, dice=[1], wait="us")
    assert prompt_ids(state, "us") == ["country:east_germany", "country:poland"]
    state = play(state, "us", "country:east_germany")
    assert state["board"]["defcon"] == 3
    assert state["board"]["milops"]["us"] == 0  # register default: free coups earn no Military Ops


def test_6_3_5__free_coup_military_ops_setting():
    """Register: with free_coup_milops, an event's free coup earns Military Ops."""
    step = {"step": "coup", "side": "us", "ops": 3, "free": True}
    state = board("angola ussr=1", pending=step, dice=[1], wait="us", options={"free_coup_milops": True})
    state = play(state, "us", "country:angola")
    assert state["board"]["milops"]["us"] == 3


def test_6_3_2__d12_china_card_coup_in_pakistan():
    """D-12: the China Card coups Pakistan with 5 Ops: 1+5 > 4, margin 2; Military Ops 5; China to the US face down."""
    state = action("pakistan us=1", "ussr", [], china={"holder": "ussr", "face_up": True}, dice=[1])
    state = play(state, "ussr", "card:the_china_card", "mode:coup")
    assert influence(state, "pakistan") == {"us": 0, "ussr": 1}
    assert state["board"]["milops"]["ussr"] == 5
    assert state["board"]["defcon"] == 4
    assert state["board"]["china"] == {"holder": "us", "face_up": False}


def test_6_3_3__military_ops_track_tops_out_at_5():
    """6.3.3/8.2: Military Ops never exceed 5."""
    state = action("angola us=1", "ussr", ["nuclear_test_ban"], milops={"ussr": 3}, dice=[1])
    state = play(state, "ussr", "card:nuclear_test_ban", "mode:coup")
    assert state["board"]["milops"]["ussr"] == 5


def test_6_3_2__china_card_outside_asia_has_4_ops():
    """The China Card's +1 is for Asia only: a coup in Angola uses 4 Ops (and 4 Military Ops)."""
    state = action("angola us=2", "ussr", [], china={"holder": "ussr", "face_up": True}, dice=[1])
    state = play(state, "ussr", "card:the_china_card", "mode:coup")
    assert last(state, "coup_result")["ops"] == 4
    assert influence(state, "angola") == {"us": 0, "ussr": 1}  # 1 + 4 - 2 = 3: 2 removed, 1 added
    assert state["board"]["milops"]["ussr"] == 4


def couped(state):
    return [e["country"] for e in state["log"] if e["kind"] == "coup_attempt"]
