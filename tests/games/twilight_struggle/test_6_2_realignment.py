"""Rule 6.2: realignment rolls (seed chapter 6, digest T-4, D-4, D-6, D-7)."""
import pytest

from games.engine import IllegalMove
from games.twilight_struggle.testing import influence, play, prompt_ids

from .helpers import action, last


def test_6_2_2__t4_realignment_in_north_korea():
    """T-4 (seed 6.2.2): US 5 against USSR 2+2 (more influence, touches the USSR): 1 USSR influence goes."""
    state = action("north_korea ussr=3; south_korea us=1", "us", ["cia_created"], dice=[5, 2])
    state = play(state, "us", "card:cia_created", "mode:realign")
    roll = last(state, "realigned")
    assert roll["mods"] == {"us": 0, "ussr": 2}
    assert roll["totals"] == {"us": 5, "ussr": 4}
    assert influence(state, "north_korea") == {"us": 0, "ussr": 2}


def test_6_2_2__d6_tie_removes_nothing():
    """D-6 (seed 6.2.2): equal modified rolls remove nothing."""
    state = action("north_korea ussr=3; south_korea us=1", "us", ["cia_created"], dice=[4, 2])
    state = play(state, "us", "card:cia_created", "mode:realign")
    assert influence(state, "north_korea") == {"us": 0, "ussr": 3}


def test_6_2_3__d7_removal_is_capped_and_nothing_is_added():
    """D-7 (seed 6.2.2, 6.2.3): winning by 4 against 1 influence leaves 0; realignment never adds."""
    state = action("angola ussr=1 us=1", "us", ["cia_created"], dice=[6, 1])
    state = play(state, "us", "card:cia_created", "mode:realign")
    assert influence(state, "angola") == {"us": 1, "ussr": 0}


def test_6_2_2__the_defender_can_win_the_roll():
    """6.2.2: when the non-phasing side rolls higher, the phasing side's influence is removed."""
    state = action("angola ussr=1 us=3", "us", ["cia_created"], dice=[1, 5])
    state = play(state, "us", "card:cia_created", "mode:realign")
    assert influence(state, "angola") == {"us": 0, "ussr": 1}  # US 1+1 against USSR 5: 3 removed, capped


def test_6_2_2__adjacent_control_modifiers():
    """6.2.2: +1 per controlled neighbour, +1 for more influence, +1 for the own superpower."""
    state = action("mexico us=3; guatemala ussr=1 us=0; el_salvador us=1; honduras us=2", "us", ["cia_created"],
                   dice=[3, 3])
    state = play(state, "us", "card:cia_created", "mode:realign")
    roll = last(state, "realigned")
    # US controls Mexico (3-0 >= 2), El Salvador (1 >= 1), Honduras (2 >= 2): +3; USSR has more influence: +1
    assert roll["mods"] == {"us": 3, "ussr": 1}
    assert influence(state, "guatemala") == {"us": 0, "ussr": 0}


def test_6_2_1__several_rolls_one_at_a_time_same_target_again():
    """6.2.1: each roll resolves before the next target is chosen; the same country may be chosen again."""
    state = action("angola ussr=4 us=0; zaire us=1", "us", ["olympic_games"], dice=[6, 1])
    state = play(state, "us", "card:olympic_games", "mode:realign")
    assert influence(state, "angola")["ussr"] == 0  # 6 against 1+1: 4 removed
    assert "country:angola" not in prompt_ids(state, "us")  # no USSR influence left (register default)
    state = action("angola ussr=5", "us", ["olympic_games"], dice=[6, 1, 6, 1])
    state = play(state, "us", "card:olympic_games", "mode:realign")  # Angola twice, the only target
    assert influence(state, "angola")["ussr"] == 0 and len(realigned(state)) == 2


def test_6_2__target_without_opponent_influence_is_a_setting():
    """Register: a realignment target needs opponent influence by default; the setting allows it."""
    state = action("angola ussr=1; zaire us=1", "us", ["cia_created"])
    state = play(state, "us", "card:cia_created", "mode:realign")
    assert realigned(state) == ["angola"]  # the only target: the engine rolled it
    state = action("angola ussr=1; zaire us=1", "us", ["cia_created"],
                   options={"realign_needs_opponent_influence": False})
    state = play(state, "us", "card:cia_created", "mode:realign")
    assert "country:zaire" in prompt_ids(state, "us") and "country:mexico" in prompt_ids(state, "us")


def test_8_1_5__d4_realignment_region_limits_at_defcon_3():
    """D-4 (8.1.5): at DEFCON 3 Iran may be realigned, Thailand and Turkey not."""
    state = action("iran ussr=1; thailand ussr=1; turkey ussr=1", "us", ["cia_created"], defcon=3)
    state = play(state, "us", "card:cia_created", "mode:realign")
    assert realigned(state) == ["iran"]  # the only target: the engine rolled it


def test_6_2_2__china_card_gives_five_realignment_rolls_in_asia():
    """The China Card in Asia: 5 realignment rolls (digest 5.12); one outside Asia leaves 4 in all."""
    state = action("pakistan us=9; south_korea us=1", "ussr", [], china={"holder": "ussr", "face_up": True},
                   dice=[1, 1] * 5)
    state = play(state, "ussr", "card:the_china_card", "mode:realign", *["country:pakistan"] * 5)
    assert prompt_ids(state, "ussr") == ["continue"]
    assert sum(1 for e in state["log"] if e["kind"] == "realigned") == 5
    state = action("pakistan us=9; angola us=5", "ussr", [], china={"holder": "ussr", "face_up": True},
                   dice=[1, 1] * 5)
    state = play(state, "ussr", "card:the_china_card", "mode:realign", "country:angola",
                 *["country:pakistan"] * 3)
    assert prompt_ids(state, "ussr") == ["continue"]
    assert sum(1 for e in state["log"] if e["kind"] == "realigned") == 4


def realigned(state):
    return [e["country"] for e in state["log"] if e["kind"] == "realigned"]
