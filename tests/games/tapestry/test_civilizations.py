"""Civilization abilities, one test each, at income turn 2 unless stated."""
from games.tapestry import steps
from games.tapestry.state import player, position
from games.tapestry.testing import game, game_at, give, play, resolve, start_turn


def income_turn_2(civ: str):
    state = start_turn(game_at(3, civ=civ), 0)
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    return play(state, 0, "income")


def test_civilization_leaders_advance_with_benefit_no_bonus():
    """Leaders: cover a leader, advance free on its track with the benefit, no bonus."""
    state = income_turn_2("leaders")
    assert game().prompt(state, 0).id == "tapestry.civ_leaders"
    state = play(state, 0, "slot:2")  # science: Astronomy, research without benefit
    assert position(state, 0, "science") == 1
    assert player(state, 0)["civ_state"]["leaders"]["covered"] == [2]


def test_civilization_militants_gain_exposed_spaces():
    """Militants: conquering takes an outpost off a row; income turns gain the exposed spaces."""
    state = start_turn(game_at(3, civ="militants"), 0)
    cs = player(state, 0)["civ_state"]["militants"]
    assert cs["covered"] == [4, 4]
    cs["covered"] = [3, 4]  # one conquest from row 1 exposes slot 1 (a coin)
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    state = play(state, 0, "income")
    if steps.top(state)["step"] == "choose_resource":  # first into era 2
        state = play(state, 0, "res:food")
    state = resolve(state, 1)
    assert player(state, 0)["res"]["coin"] >= 1 + 1  # slot 1 and the market income


def test_civilization_merrymakers_climb_a_column():
    """Merrymakers: advance one token up its column and gain the space it lands on."""
    state = income_turn_2("merrymakers")
    state = play(state, 0, "column:1")
    assert player(state, 0)["civ_state"]["merrymakers"]["at"] == [2, 5, 9]
    assert player(state, 0)["res"]["coin"] >= 1


def test_civilization_craftsmen_fill_columns_from_the_bottom():
    """Craftsmen: an income building may go on the mat, lowest free space of a column."""
    state = start_turn(game_at(3, civ="craftsmen"), 0)
    steps.push(state, {"step": "place", "seat": 0, "building": "farm"})
    ids = game().prompt(state, 0).ids()
    assert {"craft:1", "craft:2", "craft:3"} <= set(ids)
    state = play(state, 0, "craft:2")
    assert player(state, 0)["civ_state"]["craftsmen"]["filled"] == [4]


def test_civilization_alchemists_bust_on_a_repeat():
    """Alchemists: rolling a track already rolled busts: tokens removed, 1 resource instead."""
    state = income_turn_2("alchemists")
    for _k in range(8):
        prompt = game().prompt(state, 0)
        if prompt.id != "tapestry.civ_alchemists":
            break
        state = play(state, 0, "roll")
    busts = [e for e in state["log"] if e["kind"] == "alchemy_bust"]
    rolls = [e["rolls"][0] for e in state["log"] if e["kind"] == "science_die"]
    assert busts and len(rolls) == len(set(rolls[:-1])) + 1 and rolls[-1] in rolls[:-1]


def test_civilization_mystics_predict_each_category():
    """Mystics: a prediction in each of the 4 categories at setup."""
    state = game().setup([{"kind": "human"}] * 3, {}, 5)
    while steps.top(state)["step"] != "choose_civ":
        seat = game().to_act(state)[0]
        state = play(state, seat, game().prompt(state, seat).options[0].id)
    seat = steps.top(state)["seat"]
    state["seats"][seat]["offer"] = ["mystics", "leaders"]
    state = play(state, seat, "civ:mystics", "predict:3", "predict:2", "predict:4", "predict:1")
    assert player(state, seat)["civ_state"]["mystics"]["predicted"] == {
        "tech_card": 3, "district": 2, "territory": 4, "complete_track": 1}


def test_civilization_adjustments_are_an_option_off_by_default():
    """The printed mats win over the reference implementation's default (the official
    adjustments): The Chosen start with 0 VP, or 15 VP per opponent with the option."""
    for adjusted, expected in ((False, 0), (True, 30)):
        state = game().setup([{"kind": "human"}] * 3, {"civilization_adjustments": adjusted}, 4)
        while steps.top(state)["step"] != "choose_civ":
            seat = game().to_act(state)[0]
            state = play(state, seat, game().prompt(state, seat).options[0].id)
        seat = steps.top(state)["seat"]
        state["seats"][seat]["offer"] = ["the_chosen", "leaders"]
        state = play(state, seat, "civ:the_chosen")
        assert player(state, seat)["vp"] == expected
