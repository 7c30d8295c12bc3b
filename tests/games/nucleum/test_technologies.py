"""Technologies: unlocking (TEC-4) and the effects the engine carries out. A-D are provisional
but for the ones the expansion says they share (E1, F4, E6, F1); E and F are in
test_experiments.py."""
from games.nucleum.testing import begin, clear_map, ids, new_state, play, rail_at, to_act


def _ready(experiment="B"):
    state = clear_map(new_state(3))
    seat = to_act(state)
    state["players"][seat]["experiment"] = experiment
    return state, seat


def _unlock(state, seat, level):
    state["flow"]["stack"].append({"step": "technology", "seat": seat, "level": level})
    return state


def test_tec_4_a_reward_unlocks_a_locked_technology_of_its_level():
    state, seat = _ready()
    state = _unlock(state, seat, 2)
    assert ids(state) == ["tech:B4", "tech:B5", "tech:B6"]
    state = play(state, seat, "tech:B5")  # provisional: 5 thalers at once
    assert state["players"][seat]["technologies"] == ["B5"] and state["players"][seat]["thalers"] == 9


def test_tec_3_b7_brings_experiment_bs_two_special_tiles_into_the_pool():
    state, seat = _ready()
    state = play(_unlock(state, seat, 3), seat, "tech:B7")
    assert {"B-X1", "B-X2"} <= set(state["players"][seat]["pool"])


def test_tec_3_c7_makes_each_coal_give_two_electricity():
    state, seat = _ready("C")
    state["players"][seat]["technologies"].append("C7")
    rail_at(state, seat, "leipzig-riesa-r1", "leipzig-riesa-r2")
    state = play(begin(state, seat, "energize"), seat, "plant:riesa", "coal:leipzig")
    assert state["flow"]["stack"][-1]["power"] == 2


def test_tec_1_e1_in_a_gives_a_uranium_after_building_a_mine_or_turbine():
    state, seat = _ready("A")
    state["players"][seat]["technologies"].append("A1")
    state = play(begin(state, seat, "industrialize"), seat, "piece:mines", "space:brux-m1")
    assert state["board"]["structures"]["brux-m1"]["uranium"] == 2  # IND-4's 1 and E1's 1
