"""Urbanize, Industrialize and networks, each test named after its rule (base rules digest)."""
from games.nucleum import counts, networks
from games.nucleum.testing import GAME, begin, build_at, clear_map, ids, new_state, play, rail_at, to_act


def _spaces(state):
    return sorted(i.split(":")[1] for i in ids(state) if i.startswith("space:"))


def _cities(state):
    return sorted({o.params["city"] for o in GAME.prompt(state, to_act(state)).options if o.id.startswith("space:")})


def _ready(n=3):
    state = clear_map(new_state(n))
    return state, to_act(state)


def test_net_1_cities_joined_by_completed_links_are_one_network():
    state, seat = _ready()
    rail_at(state, seat, "riesa-dresden-r1")  # half of a 2-space link: nothing joined yet
    assert {"riesa", "dresden"} not in [g for g in networks.networks(state) if len(g) > 1]
    rail_at(state, seat, "riesa-dresden-r2", "riesa-meissen-r1")
    assert {"riesa", "dresden", "meissen"} in networks.networks(state)


def test_net_5_the_first_structure_goes_anywhere_the_next_only_into_your_networks():
    state, seat = _ready()
    state = play(begin(state, seat, "urbanize"), seat, "building:residence-1")
    assert {"leipzig", "prague", "karlsbad"} <= set(_cities(state))
    state = play(state, seat, "space:leipzig-u1")
    assert state["board"]["structures"]["leipzig-u1"]["owner"] == seat
    # Leipzig alone is this player's network: its one free residence space is taken at once
    state = play(begin(state, seat, "urbanize"), seat, "building:residence-2")
    assert state["board"]["structures"]["leipzig-u4"]["level"] == 2


def test_net_2_anyones_completed_link_extends_your_network():
    state, seat = _ready()
    build_at(state, seat, "riesa-u1", kind="building", type="factory", level=1)
    rail_at(state, (seat + 1) % 3, "riesa-meissen-r1")
    state = play(begin(state, seat, "urbanize"), seat, "building:laboratory-1")
    assert _cities(state) == ["meissen", "riesa"]


def test_urb_4_a_free_single_type_space_comes_before_a_dual_one():
    state, seat = _ready()
    build_at(state, seat, "riesa-u2", kind="building", type="laboratory", level=1)
    state = play(begin(state, seat, "urbanize"), seat, "building:factory-1")
    assert "riesa-u1" in state["board"]["structures"]  # not the dual residence/factory space u3
    state = play(begin(state, seat, "urbanize"), seat, "building:factory-2")
    assert "riesa-u3" in state["board"]["structures"]


def test_urb_3_a_red_bordered_space_takes_any_building_for_2_thalers_more():
    state, seat = _ready()
    build_at(state, seat, "leipzig-u2", kind="building", type="factory", level=1)  # the one factory space
    state = play(begin(state, seat, "urbanize"), seat, "building:factory-2")
    assert state["board"]["structures"]["leipzig-u5"]["type"] == "factory"  # the red-bordered space
    assert state["players"][seat]["thalers"] == 4 - (2 + 2)


def test_tile_9_the_special_directive_builds_a_thaler_cheaper():
    state, seat = _ready()
    state = play(begin(state, seat, "urbanize", discount=1), seat, "building:residence-2")
    assert {o.params["price"] for o in GAME.prompt(state, seat).options} == {1}


def test_ind_4_a_new_mine_brings_as_much_uranium_as_the_players_mines_on_the_map():
    state, seat = _ready()
    state = play(begin(state, seat, "industrialize"), seat, "piece:mines", "space:joachimsthal-m1")
    assert state["board"]["structures"]["joachimsthal-m1"] == {"owner": seat, "kind": "mine", "row": 1,
                                                                 "size": 2, "uranium": 1}
    state["players"][seat]["thalers"] = 10
    state = play(begin(state, seat, "industrialize"), seat, "piece:mines", "space:joachimsthal-m2")
    mines = state["board"]["structures"]
    assert mines["joachimsthal-m1"]["uranium"] + mines["joachimsthal-m2"]["uranium"] == 3
    assert counts.count(state, seat, "uranium_mines") == 2


def test_ind_2_turbines_go_only_on_turbine_spaces_of_power_plant_cities():
    state, seat = _ready()
    state = play(begin(state, seat, "industrialize"), seat, "piece:turbines")
    cities = {s.split("-t")[0] for s in _spaces(state)}
    assert cities == {"leipzig", "dresden", "brux", "prague"} and all("-t" in s for s in _spaces(state))


def test_ind_5_a_rows_mine_and_turbine_built_uncover_its_bonus():
    state, seat = _ready()
    state["players"][seat]["thalers"] = 20
    state = play(begin(state, seat, "industrialize"), seat, "piece:mines", "space:brux-m1")
    assert state["players"][seat]["income"]["worker"] == 0
    state = play(begin(state, seat, "industrialize"), seat, "piece:turbines", "space:brux-t1")
    assert state["players"][seat]["income"]["worker"] == 1  # row 1's bonus: a worker income step


def test_con_10_a_contract_counts_buildings_in_cities_of_its_colour():
    state, seat = _ready()
    build_at(state, seat, "leipzig-u1", kind="building", type="residence", level=1)  # yellow
    build_at(state, seat, "riesa-u1", kind="building", type="factory", level=1)  # orange
    assert counts.count(state, seat, "buildings") == 2
    assert counts.count(state, seat, "buildings", "yellow") == 1
    build_at(state, seat, "chemnitz-u1", kind="building", type="residence", level=2)  # yellow
    state["players"][seat]["contracts"][-1] = "C01"  # 2 buildings in yellow cities
    state["players"][seat]["pool"].append("T08")
    state = play(state, seat, "play:T08")
    assert "fulfil:C01" in ids(state)


def test_turn_6_a_uranium_is_exchanged_for_a_worker_and_the_turn_goes_on():
    state, seat = _ready()
    build_at(state, seat, "brux-m1", kind="mine", row=1, size=2, uranium=1)
    state = play(state, seat, "convert:brux-m1")
    assert state["players"][seat]["workers"] == 3 and state["board"]["structures"]["brux-m1"]["uranium"] == 0
    assert to_act(state) == seat and "recharge" in ids(state) and "convert:brux-m1" not in ids(state)


def test_tec_4_an_ongoing_discount_makes_its_action_cheaper():
    state, seat = _ready()
    state["players"][seat]["technologies"].append("A2")  # provisional: Urbanize 1 thaler cheaper
    state = play(begin(state, seat, "urbanize"), seat, "building:residence-2")
    assert {o.params["price"] for o in GAME.prompt(state, seat).options} == {1}


def test_tec_5_f1_and_its_copy_give_an_achievement_token_for_each_contract_gained():
    state, seat = _ready()
    state["players"][seat]["technologies"].append("D1")  # D holds F1 (the expansion says so)
    wanted = state["board"]["silver"][0]
    state = play(begin(state, seat, "contract"), seat, f"take:{wanted}:2")
    assert state["players"][seat]["achievements"] == 2 + 1  # the space's 2 and F1's 1
