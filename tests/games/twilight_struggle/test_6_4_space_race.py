"""Rule 6.4: the space race (seed chapter 6, digest T-6, D-8 to D-11)."""
from games.twilight_struggle.hooks import action_rounds, space_bonus
from games.twilight_struggle.testing import GAME, board, play, prompt_ids

from .helpers import action, last


def space(state, side, card):
    return play(state, side, "card:" + card, "mode:space")


def test_6_4_4__t6_animal_in_space_allows_a_second_attempt_this_turn():
    """T-6 (seed 6.4.4): after reaching box 2 first, the USSR may try again in the same turn."""
    state = action("", "ussr", ["olympic_games", "indo_pakistani_war"], space={"ussr": 1},
                   dice=[4])
    state = space(state, "ussr", "olympic_games")
    assert state["board"]["space"]["ussr"] == 2 and space_bonus(state, "ussr", 2)
    assert state["board"]["space_attempts"]["ussr"] == 1
    state = board("", phasing="ussr", hands={"ussr": ["indo_pakistani_war"], "us": []}, wait="ussr",
                  space={"ussr": 2}, pending={"step": "play_card", "side": "ussr", "round": 2})
    state["board"]["space_attempts"]["ussr"] = 1
    state = play(state, "ussr", "card:indo_pakistani_war")
    assert "mode:space" in prompt_ids(state, "ussr")


def test_6_4_2__d9_one_attempt_per_turn_without_the_bonus():
    """D-9 (6.4.2): after a failed attempt this turn and without box 2's bonus, no second attempt."""
    state = action("", "us", ["olympic_games"])
    state["board"]["space_attempts"]["us"] = 1
    state = play(state, "us", "card:olympic_games")
    assert "mode:space" not in prompt_ids(state, "us")


def test_6_4_4__t6_earth_orbit_makes_the_opponent_headline_first():
    """T-6 (6.4.4): holding Man in Earth Orbit, the USSR chooses its headline after the US has revealed its own."""
    state = board("", space={"ussr": 4}, pending={"step": "headline_phase"})
    assert GAME.to_act(state) == [1]  # only the US
    us_card = state["seats"][1]["hand"][0]
    state = play(state, "us", "card:" + us_card)
    assert state["flow"]["headlines"]["us"] == us_card
    assert last(state, "headline_revealed")["card"] == us_card
    assert GAME.to_act(state) == [0]
    assert GAME.view(state, 0)["flow"]["headlines"] == {"us": us_card}


def test_6_4_4__bonus_is_lost_when_the_other_side_arrives():
    """6.4.4: box 2's bonus ends when the US reaches box 2; box 4's stays until the US reaches box 4."""
    state = board("", space={"ussr": 4})
    state["board"]["space"]["us"] = 2
    assert not space_bonus(state, "ussr", 2) and space_bonus(state, "ussr", 4)
    assert not space_bonus(state, "us", 2)


def test_6_4_1__d8_card_ops_must_reach_the_next_box():
    """D-8 (6.4.1): from box 4 the next box needs 3 Ops; a 2-Ops card cannot try."""
    state = action("", "ussr", ["olympic_games"], space={"ussr": 4})
    state = play(state, "ussr", "card:olympic_games")
    assert "mode:space" not in prompt_ids(state, "ussr")
    state = action("", "ussr", ["comecon"], space={"ussr": 4})
    state = play(state, "ussr", "card:comecon")
    assert "mode:space" in prompt_ids(state, "ussr")


def test_6_4_1__roll_must_fall_in_the_box_range():
    """6.4.1: box 1 succeeds on 1-3; a 4 fails and the attempt is still used."""
    state = action("", "us", ["olympic_games"], dice=[4])
    state = space(state, "us", "olympic_games")
    assert state["board"]["space"]["us"] == 0 and state["board"]["space_attempts"]["us"] == 1


def test_6_4_5__d10_space_race_never_fires_the_opponents_event():
    """D-10 (6.4.5): a US card sent to space by the USSR: no event, and the card is discarded despite its asterisk."""
    state = action("", "ussr", ["truman_doctrine", "nato"], dice=[6])
    assert "mode:space" in prompt_ids(play(state, "ussr", "card:nato"), "ussr")
    state = space(state, "ussr", "nato")
    assert "nato" in state["discard"] and "nato" not in state["removed"]
    assert not any(e["kind"] in ("event", "event_unimplemented") for e in state["log"][-6:])


def test_6_4_3__d11_first_and_second_arrival_vp():
    """D-11 (6.4.3): the US reaches box 1 first (+2 VP), the USSR second (+1 VP: VP -1)."""
    state = action("", "us", ["olympic_games"], dice=[1])
    state = space(state, "us", "olympic_games")
    assert state["board"]["vp"] == 2
    state = action("", "ussr", ["olympic_games"], dice=[1], space={"us": 1}, vp=2)
    state = space(state, "ussr", "olympic_games")
    assert state["board"]["vp"] == 1


def test_6_4_3__all_vp_boxes():
    """6.4.3 with the track of §5.9: VP 2/1, 2/0, 3/1, 4/2, 2/0 on boxes 1, 3, 5, 7, 8."""
    from games.twilight_struggle.ops import SPACE_TRACK
    assert {box: (t[2], t[3]) for box, t in SPACE_TRACK.items() if t[2]} == \
        {1: (2, 1), 3: (2, 0), 5: (3, 1), 7: (4, 2), 8: (2, 0)}
    assert [SPACE_TRACK[b][0] for b in range(1, 9)] == [2, 2, 2, 2, 3, 3, 3, 4]
    assert [SPACE_TRACK[b][1] for b in range(1, 9)] == [3, 4, 3, 4, 3, 4, 3, 2]


def test_6_4_6__no_attempts_after_the_last_box():
    """6.4.6: a side on the Space Station box makes no further attempts."""
    state = action("", "us", ["nato"], space={"us": 8})
    state = play(state, "us", "card:nato")
    assert "mode:space" not in prompt_ids(state, "us")


def test_6_4_4__space_station_gives_an_eighth_action_round():
    """6.4.4 box 8: the holder may take 8 action rounds (the 8th may be passed)."""
    state = board("", space={"us": 8}, turn=4)
    assert action_rounds(state, "us") == 8 and action_rounds(state, "ussr") == 7
    state = action("", "us", ["olympic_games"], space={"us": 8}, turn=4, round=8)
    assert prompt_ids(state, "us") == ["card:olympic_games", "pass"]


def test_6_4_4__eagle_has_landed_discards_at_end_of_turn():
    """6.4.4 box 6: at the end of the turn the holder may discard one held (non-scoring) card."""
    state = board("", space={"us": 6}, hands={"us": ["nato", "asia_scoring"], "ussr": ["olympic_games"]},
                  pending={"step": "call", "fn": "eagle_bear"}, wait="us")
    assert prompt_ids(state, "us") == ["card:nato", "pass"]
    state = play(state, "us", "card:nato")
    assert "nato" in state["discard"] and state["seats"][1]["hand"] == ["asia_scoring"]


def test_6_4__modified_ops_count_for_the_requirement():
    """Register: Ops modifiers apply to the space requirement (Containment makes a 2 into a 3)."""
    effects = {"containment": {"side": "us", "until": "turn"}}
    state = action("", "us", ["olympic_games"], space={"us": 4}, effects=effects)
    assert "mode:space" in prompt_ids(play(state, "us", "card:olympic_games"), "us")
    state = action("", "us", ["olympic_games"], space={"us": 4}, effects=effects,
                   options={"space_modified_ops": False})
    assert "mode:space" not in prompt_ids(play(state, "us", "card:olympic_games"), "us")
