"""Civilization abilities, one test each, at income turn 2 unless stated."""
from games.tapestry import data, steps
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


def test_civilization_entertainers_follow_a_path():
    """Entertainers: from the far left, move along a path each income turn and gain the space."""
    state = income_turn_2("entertainers")
    assert set(game().prompt(state, 0).ids()) == {"slot:2", "slot:3", "slot:4", "slot:5"}
    state = play(state, 0, "slot:5")  # a coin
    assert player(state, 0)["civ_state"]["entertainers"]["at"] == 5
    assert player(state, 0)["res"]["coin"] >= 1


def test_civilization_historians_gain_when_an_opponent_gains_a_landmark():
    """Historians: an opponent holding your historian gains a landmark: you gain the exposed spaces."""
    from games.tapestry import tracks, turn
    state = start_turn(game_at(3, civ="historians"), 0)
    player(state, 0)["civ_state"]["historians"]["given"] = [1]
    before = player(state, 0)["vp"]
    tracks.gain_landmark(state, 1, "forge")
    steps.run(state, [], turn.next_turn)  # the Historians' gain resolves before the Forge is placed
    assert player(state, 0)["vp"] - before == 3  # slot 1: 3 VP


def test_civilization_heralds_copy_a_when_played_card():
    """Heralds: put a herald on a WHEN PLAYED card on any mat and gain its benefits."""
    def setup(state):
        player(state, 1)["tapestry"] = ["trap"]  # played as a tapestry: 10 VP
    state = start_turn(game_at(3, civ="heralds"), 0)
    setup(state)
    state["seats"][0]["hand"] = ["academia"]
    player(state, 0)["hand_count"] = 1
    before = player(state, 0)["vp"]
    state = play(state, 0, "income", "card:1:0")
    assert player(state, 0)["vp"] - before >= 10


def test_civilization_architects_identical_lines_score_extra():
    """Architects: a complete row of identical income buildings is worth 1 VP more."""
    from games.tapestry.benefits import vp_per
    state = game_at(3, civ="architects")
    p = player(state, 0)
    p["city"] = ["fff1fffff"] + p["city"][1:]
    assert vp_per(state, 0, "capital") == 2  # the row, and again for identical buildings
    p["city"] = ["ffh1fffff"] + p["city"][1:]
    assert vp_per(state, 0, "capital") == 1


def test_civilization_militants_gained_mid_game_the_player_chooses_each_row():
    """Militants gained mid-game: the remaining outposts go on the spaces from the right, the
    player choosing the row for each; once a row is full the rest fill the other."""
    from games.tapestry import civilizations
    state = start_turn(game_at(3), 0)
    player(state, 0)["outposts"] = 5
    civilizations.take(state, 0, "militants", at_setup=False)
    state = play(state, 0, *["row:1"] * 4)  # row 1 full: the 5th outpost goes on row 2 unasked
    assert player(state, 0)["civ_state"]["militants"]["covered"] == [4, 1]
    assert steps.top(state)["step"] != "civ_choice"


def test_civilization_militants_gained_mid_game_asks_only_while_there_is_a_choice():
    """Militants gained mid-game: with 8 or more outposts left both rows fill without a question."""
    from games.tapestry import civilizations
    state = start_turn(game_at(3), 0)
    player(state, 0)["outposts"] = 3
    civilizations.take(state, 0, "militants", at_setup=False)
    assert game().prompt(state, 0).id == "tapestry.civ_militants_place"
    state = play(state, 0, "row:2", "row:1", "row:2")
    assert player(state, 0)["civ_state"]["militants"]["covered"] == [1, 2]
    state = start_turn(game_at(3), 1)
    player(state, 1)["outposts"] = 9
    civilizations.take(state, 1, "militants", at_setup=False)
    assert player(state, 1)["civ_state"]["militants"]["covered"] == [4, 4]
    assert steps.top(state)["step"] == "turn"


def test_civilization_inventors_upgrade_an_opponents_card():
    """Inventors: an inventor upgrades any tech card at once; on an opponent's, you may gain the benefit too."""
    state = start_turn(game_at(3, civ="inventors"), 0)
    player(state, 1)["tech"]["bottom"] = ["calendar"]  # circle: 1 culture
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    state = play(state, 0, "income")
    culture = player(state, 0)["res"]["culture"]
    state = play(state, 0, "tech:1:calendar")
    assert "calendar" in player(state, 1)["tech"]["middle"]
    assert game().prompt(state, 0).id == "tapestry.may_gain"
    state = play(state, 0, "gain")
    assert player(state, 0)["res"]["culture"] == culture + 1


def test_civilization_inventors_may_decline_the_benefit():
    """Inventors: "you may gain the benefit after they do": the inventor's seat is asked, after
    the owner gained it, and may say no."""
    state = start_turn(game_at(3, civ="inventors"), 0)
    player(state, 1)["tech"]["bottom"] = ["calendar"]  # circle: 1 culture
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    give(state, 1, culture=0)
    state = play(state, 0, "income", "tech:1:calendar")
    assert player(state, 1)["res"]["culture"] == 1  # the owner's benefit came first
    prompt = game().prompt(state, 0)
    assert prompt.id == "tapestry.may_gain" and prompt.ids() == ["gain", "pass"]
    culture = player(state, 0)["res"]["culture"]
    state = play(state, 0, "pass")
    assert player(state, 0)["res"]["culture"] == culture
    assert game().prompt(state, 0) is None or game().prompt(state, 0).id != "tapestry.may_gain"


def test_civilization_isolationists_protect_a_conquest():
    """Isolationists: after conquering an empty territory, a token makes it unconquerable."""
    from games.tapestry import territory
    state = start_turn(game_at(3, civ="isolationists"), 0)
    give(state, 0, coin=1, worker=0, food=0, culture=0)
    target = territory.conquerable(state, 0, anywhere=False)[0]
    state = play(state, 0, "advance:military", f"hex:{target}")
    state = play(state, 0, game().prompt(state, 0).options[0].id)  # a conquer die
    state = play(state, 0, "token")
    assert len(state["board"]["hexes"][target]["outposts"]) == 2
    assert target not in territory.conquerable(state, 1, anywhere=True)


def test_civilization_traders_score_next_to_opponents():
    """Traders: a trader on an empty territory scores 1 VP per adjacent opponent territory."""
    from games.tapestry.state import controlled
    state = income_turn_2("traders")
    ids = game().prompt(state, 0).ids()
    assert "pass" in ids and len(ids) > 1
    best = ids[0]
    before = player(state, 0)["vp"]
    state = play(state, 0, best)
    hid = best.split(":", 1)[1]
    assert state["board"]["hexes"][hid]["outposts"][-1] == [0, False, "trader"]
    near = set(data.MAPS[state["board"]["map"]]["hexes"][hid]["neighbours"])
    theirs = {h for s in (1, 2) for h in controlled(state, s)}
    if not any(len(t) == 2 for t in state["board"]["hexes"][hid]["outposts"]):
        assert player(state, 0)["vp"] - before == len(near & theirs)


def test_civilization_traders_may_gain_the_unselected_die():
    """Traders: when an opponent conquers a trader's territory, the Traders may gain the benefit
    of the unselected conquer die: their seat is asked (yes or no)."""
    def conquered_trader(choice):
        state = start_turn(game_at(3, civ="traders"), 1)
        hid = next(h for h, v in state["board"]["hexes"].items() if not v["outposts"])
        state["board"]["hexes"][hid]["outposts"] = [[1, True], [0, False, "trader"]]
        steps.push(state, {"step": "choose_die", "seat": 1, "faces": ["vp:5", "culture"], "hex": hid})
        give(state, 0, culture=0)
        state = play(state, 1, "die:0")  # seat 1 takes the 5 VP: the culture die is unselected
        prompt = game().prompt(state, 0)
        assert prompt.id == "tapestry.may_gain" and prompt.ids() == ["gain", "pass"]
        return play(state, 0, choice)
    assert player(conquered_trader("gain"), 0)["res"]["culture"] == 1
    assert player(conquered_trader("pass"), 0)["res"]["culture"] == 0


def test_civilization_nomads_place_a_building_on_the_map():
    """Nomads: a building may go on an empty territory next to one you control, which you then control."""
    from games.tapestry.state import controlled
    state = start_turn(game_at(3, civ="nomads"), 0)
    steps.push(state, {"step": "place", "seat": 0, "building": "farm"})
    claims = [o for o in game().prompt(state, 0).options if o.id.startswith("map:") and o.params["kind"] == "claim"]
    assert claims
    state = play(state, 0, claims[0].id)
    assert claims[0].params["hex"] in controlled(state, 0)
