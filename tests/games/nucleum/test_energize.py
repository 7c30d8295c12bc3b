"""Energize, each test named after its rule (base rules digest §10 and its defaults)."""
from games.nucleum import scoring
from games.nucleum.testing import GAME, begin, build_at, clear_map, ids, new_state, play, rail_at, to_act


def _plant_with_mine(n=3):
    """Leipzig's plant with a Nucleum, joined to Zwickau, where this seat has a mine of 3."""
    state = clear_map(new_state(n))
    seat = to_act(state)
    state["board"]["plants"]["leipzig"]["nucleum"] = True
    rail_at(state, (seat + 1) % n, "leipzig-zwickau-r1", "leipzig-zwickau-r2")
    build_at(state, seat, "zwickau-m1", kind="mine", row=1, size=3, uranium=3)
    return state, seat


def test_eng_5_the_nucleum_burns_one_uranium_free_and_each_own_turbine_one_more():
    state, seat = _plant_with_mine()
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1")
    assert "uranium:zwickau-m1" not in ids(state)  # no turbine: the Nucleum's one uranium only
    state, seat = _plant_with_mine()
    build_at(state, seat, "leipzig-t1", kind="turbine", row=1)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1", "uranium:zwickau-m1")
    assert state["flow"]["stack"][-1]["power"] == 4 and state["players"][seat]["thalers"] == 4


def test_eng_5_another_players_turbine_costs_its_owner_1_thaler():
    state, seat = _plant_with_mine()
    other = (seat + 1) % 3
    build_at(state, other, "leipzig-t2", kind="turbine", row=1)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1", "uranium:zwickau-m1")
    assert state["players"][seat]["thalers"] == 3 and state["players"][other]["thalers"] == 5
    assert state["board"]["structures"]["zwickau-m1"]["uranium"] == 1


def test_eng_6_uranium_comes_only_from_mines_in_the_plants_network():
    state, seat = _plant_with_mine()
    del state["board"]["rail"]["leipzig-zwickau-r2"]  # the link is no longer complete
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig")
    assert not any(i.startswith("uranium:") for i in ids(state))


def test_eng_7_coal_from_a_wagon_area_in_the_network_gives_1_electricity_at_the_wagon_price():
    state = clear_map(new_state(3))
    seat = to_act(state)
    rail_at(state, seat, "leipzig-riesa-r1", "leipzig-riesa-r2")
    state = play(begin(state, seat, "energize"), seat, "plant:riesa", "coal:leipzig")
    assert state["board"]["coal"]["leipzig"] == 6 and state["players"][seat]["thalers"] == 3
    assert state["flow"]["stack"][-1]["power"] == 1


def test_eng_9_a_building_whose_whole_requirement_is_met_is_electrified_and_pays_its_benefit():
    state, seat = _plant_with_mine()
    build_at(state, seat, "leipzig-u2", kind="building", type="factory", level=1)  # needs 2
    build_at(state, seat, "leipzig-u1", kind="building", type="residence", level=2)  # needs 4
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1", "done")
    assert [o.params.get("space") for o in GAME.prompt(state, seat).options] == ["leipzig-u2", None]
    state = play(state, seat, "building:leipzig-u2")
    assert state["board"]["structures"]["leipzig-u2"]["electrified"]
    assert state["players"][seat]["thalers"] == 4 + 2  # a level-1 factory's benefit
    assert scoring.building_vp(state, seat) == 2


def test_eng_10_the_energizer_takes_a_neutral_buildings_benefit():
    state, seat = _plant_with_mine()
    state["board"]["neutral"]["leipzig-u5"] = "N10"  # the government: needs 4, gives 2 tokens
    build_at(state, seat, "leipzig-t1", kind="turbine", row=1)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1",
                 "uranium:zwickau-m1", "done", "building:leipzig-u5")
    assert state["players"][seat]["achievements"] == 2
    assert state["board"]["electrified_neutral"] == ["leipzig-u5"]


def test_tec_7_a_player_with_a_turbine_has_the_turbine_effect_after_energize():
    state, seat = _plant_with_mine()
    state["players"][seat]["experiment"] = "A"  # after Energize: 2 thalers (provisional)
    build_at(state, seat, "leipzig-t1", kind="turbine", row=1)
    state, events = GAME.apply(begin(state, seat, "energize"), seat, "plant:leipzig")
    state, events = GAME.apply(state, seat, "done")  # no building to electrify: the step ends alone
    assert any(e["kind"] == "turbine_effect" for e in events) and state["players"][seat]["thalers"] == 6
