"""Technologies: unlocking (TEC-4) and the effects the engine carries out. A-D are provisional
but for the ones the expansion says they share (E1, F4, E6, F1)."""
from games.nucleum import scoring
from games.nucleum.testing import GAME, begin, build_at, clear_map, ids, new_state, play, rail_at, to_act


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


def test_tec_5_e6_in_b_gives_the_benefit_of_another_contract_space_too():
    state, seat = _ready()
    state["players"][seat]["technologies"].append("B4")  # the expansion's E6
    wanted = state["board"]["silver"][0]
    state = play(begin(state, seat, "contract"), seat, f"take:{wanted}:2")  # its space: 2 tokens
    assert "space:2" not in ids(state) and "space:3" in ids(state)  # the initial contract's too
    state = play(state, seat, "space:0")  # the top space: a level-1 technology (provisional)
    assert state["players"][seat]["achievements"] == 2 and ids(state) == ["tech:B1", "tech:B2", "tech:B3"]


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


# --------------------------------------------------------------------------- Experiment F (EXF, CH)


def test_exf_1_experiment_f_without_the_expansion_takes_its_star_tile_for_the_politicking_one():
    state = GAME.setup([{"kind": "human"}] * 2, {}, 1)
    seat = to_act(state)
    state = play(state, seat, "experiment:F")
    assert "F-X" in state["players"][seat]["pool"] and "F-S1" not in state["players"][seat]["pool"]


def test_ch_1_a_chaining_tile_acts_in_full_then_a_tile_is_played_onto_it():
    state, seat = _ready("F")
    state["players"][seat]["pool"] += ["F-C1", "F-C2", "T08"]  # F-C1: Urbanize
    state = play(state, seat, "play:F-C1")
    assert GAME.prompt(state, seat).id == "nucleum.urbanize"
    state = play(state, seat, "skip")
    assert "chain:T08" in ids(state) and "chain:F-C2" not in ids(state)  # CH-3: one a turn
    state = play(state, seat, "chain:T08", "half:1")  # T08's Subsidy: 3 thalers
    p = state["players"][seat]
    assert p["slots"] == ["F-C1"] and p["chained"] == ["T08"] and p["thalers"] == 7
    assert to_act(play(state, seat, "done")) != seat  # the turn is over


def test_ch_7_a_recharge_takes_back_the_chaining_tile_and_the_tile_on_it():
    state, seat = _ready("F")
    state["players"][seat].update(slots=["F-C1"], chained=["T08"])
    state = play(state, seat, "recharge")
    p = state["players"][seat]
    assert {"F-C1", "T08"} <= set(p["pool"]) and "chained" not in p and p["slots"] == []


def test_f3_another_players_turbine_is_paid_from_the_supply_and_gives_one_more_electricity():
    state, seat = _ready("F")
    other = (seat + 1) % 3
    state["players"][seat]["technologies"].append("F3")
    state["board"]["plants"]["leipzig"]["nucleum"] = True
    rail_at(state, other, "leipzig-zwickau-r1", "leipzig-zwickau-r2")
    build_at(state, seat, "zwickau-m1", kind="mine", row=1, size=3, uranium=3)
    build_at(state, other, "leipzig-t1", kind="turbine", row=1)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1")
    assert state["flow"]["stack"][-1]["power"] == 3  # 2 and the bonus, the Nucleum still free
    assert state["players"][seat]["thalers"] == 4 and state["players"][other]["thalers"] == 5
    assert "uranium:zwickau-m1" in ids(state)


def test_f5_urbanizes_anywhere_three_thalers_cheaper():
    state, seat = _ready("F")
    build_at(state, seat, "leipzig-u1", kind="building", type="residence", level=1)
    state = play(_unlock(state, seat, 2), seat, "tech:F5", "building:residence-3")
    prices = {o.params["city"]: o.params["price"] for o in GAME.prompt(state, seat).options}
    assert "prague" in prices and prices["prague"] == 0
    state = play(state, seat, "space:prague-u2")
    state = begin(state, seat, "develop")  # the discount was F5's once: Develop pays in full
    assert {o.params.get("price") for o in GAME.prompt(state, seat).options} >= {4, 0}


def test_f6_a_fulfilled_contract_steps_up_the_track_paying_least():
    state, seat = _ready("F")
    p = state["players"][seat]
    p["technologies"].append("F6")
    p["income"].update(thaler=0, worker=2, vp=1)  # with one tile played: 4, 2 and 1, VP lowest
    p["contracts"][0] = "C08"
    rail_at(state, seat, "riesa-dresden-r1", "riesa-dresden-r2")
    p["pool"].append("T08")
    state = play(state, seat, "play:T08", "fulfil:C08", "track:thaler")  # C08's own step first
    assert state["players"][seat]["income"] == {"thaler": 1, "worker": 2, "vp": 2}


def test_f8_scores_the_highest_threshold_of_action_tiles_reached():
    state, seat = _ready("F")
    p = state["players"][seat]
    p["technologies"].append("F8")
    p["pool"] = ["T01"] * 10
    p["slots"] = ["T02"] * 4  # 14 tiles: 10 VP
    assert scoring.technology_vp(state, seat) == 10
