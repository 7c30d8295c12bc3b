"""Experiments E and F (expansion digest §3.10-3.13): every technology E1-E8 and F1-F8, the two
turbine effects, the starting tiles with and without the parliament (MOD-2/3) and the chaining
tiles (CH-1..7). The parliament is another module's: where a technology reads it, the test sets
its public layout (state.py) directly."""
import random

import pytest

from games.nucleum import actions, scoring
from games.nucleum.counts import count
from games.nucleum.testing import (GAME, begin, build_at, choose_experiments, clear_map, ids, new_state, play,
                                   rail_at, to_act, with_player)


def _parliament(state, politicians=None):
    """The parliament's layout with `politicians` {seat: per party} and nothing else on it."""
    n = len(state["players"])
    table = [[0] * n for _ in range(4)]
    for seat, parties in (politicians or {}).items():
        for party, k in enumerate(parties):
            table[party][seat] = k
    state["parliament"] = {"programs": ["P1", "P3", "P5", "P7"], "politicians": table, "neutrals": {},
                           "leaders": [None] * 4, "dominant": 0}
    return state


def _ready(experiment, *technologies, n=3):
    state = clear_map(new_state(n))
    seat = to_act(state)
    return with_player(state, seat, experiment, list(technologies)), seat


def _unlock(state, seat, level):
    state["flow"]["stack"].append({"step": "technology", "seat": seat, "level": level})
    return state


def _plant(state, seat, n=3):
    """Leipzig's plant with a Nucleum, joined to Zwickau, where this seat has a mine of 3."""
    state["board"]["plants"]["leipzig"]["nucleum"] = True
    rail_at(state, (seat + 1) % n, "leipzig-zwickau-r1", "leipzig-zwickau-r2")
    return build_at(state, seat, "zwickau-m1", kind="mine", row=1, size=3, uranium=3)


# --------------------------------------------------------------------------- MOD, EXE, EXF


def test_mod_3_experiment_e_is_chosen_only_with_the_parliament():
    state = GAME.setup([{"kind": "human"}] * 2, {}, 1)
    assert "experiment:E" not in ids(state) and "experiment:F" in ids(state)
    state = _parliament(GAME.setup([{"kind": "human"}] * 2, {}, 1))
    assert "experiment:E" in ids(state)


def test_mod_2_experiment_f_without_the_parliament_takes_its_star_tile_for_the_politicking_one():
    state = GAME.setup([{"kind": "human"}] * 2, {}, 1)
    seat = to_act(state)
    pool = play(state, seat, "experiment:F")["players"][seat]["pool"]
    assert "F-X" in pool and "F-S1" not in pool and len(pool) == 5
    state = _parliament(GAME.setup([{"kind": "human"}] * 2, {}, 1))
    pool = play(state, seat, "experiment:F")["players"][seat]["pool"]
    assert "F-S1" in pool and "F-X" not in pool


def test_exe_2_experiment_e_starts_with_its_five_tiles_one_with_politicking():
    state, seat = _ready("E")
    pool = state["players"][seat]["pool"]
    assert pool == ["E-S1", "E-S2", "E-S3", "E-S4", "E-S5"]
    assert GAME.prompt(state, seat).id == "nucleum.turn"


# --------------------------------------------------------------------------- level 1


def test_e1_building_a_mine_or_a_turbine_gains_a_uranium():
    state, seat = _ready("E", "E1")
    state = play(begin(state, seat, "industrialize"), seat, "piece:mines", "space:brux-m1")
    assert state["board"]["structures"]["brux-m1"]["uranium"] == 2  # IND-4's 1 and E1's 1
    state["players"][seat]["thalers"] = 10
    state = play(begin(state, seat, "industrialize"), seat, "piece:turbines", "space:brux-t1")
    # the mine of 2 is full: the uranium with no room is a worker (A-14, as IND-4's)
    assert state["board"]["structures"]["brux-m1"]["uranium"] == 2 and state["players"][seat]["workers"] == 2 + 1


def test_e2_and_f2_a_red_bordered_space_costs_1_thaler_more_not_2():
    for experiment, tech in (("E", "E2"), ("F", "F2")):
        state, seat = _ready(experiment, tech)
        build_at(state, seat, "leipzig-u2", kind="building", type="factory", level=1)  # the one factory space
        state = play(begin(state, seat, "urbanize"), seat, "building:factory-2")
        assert state["board"]["structures"]["leipzig-u5"]["type"] == "factory"  # the red-bordered space
        assert state["players"][seat]["thalers"] == 4 - (2 + 1)


def test_e3_and_f3_another_players_turbine_is_paid_from_the_supply_and_gives_one_more_electricity():
    for experiment, tech in (("E", "E3"), ("F", "F3")):
        state, seat = _ready(experiment, tech)
        other = (seat + 1) % 3
        _plant(state, seat)
        build_at(state, other, "leipzig-t1", kind="turbine", row=1)
        state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "uranium:zwickau-m1")
        assert state["flow"]["stack"][-1]["power"] == 2  # the Nucleum's free use first, as without
        state = play(state, seat, "uranium:zwickau-m1")  # then the other player's turbine
        assert state["flow"]["stack"][-1]["power"] == 2 + 3
        assert state["players"][seat]["thalers"] == 4 and state["players"][other]["thalers"] == 5
        assert not any(i.startswith("uranium:") for i in ids(state))


def test_e3_and_f3_another_players_turbine_may_go_before_the_nucleums_free_use():
    state, seat = _ready("F", "F3")
    other = (seat + 1) % 3
    _plant(state, seat)
    build_at(state, other, "leipzig-t1", kind="turbine", row=1)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig")
    assert "uranium:zwickau-m1:leipzig-t1" in ids(state)
    state = play(state, seat, "uranium:zwickau-m1:leipzig-t1")
    assert state["flow"]["stack"][-1]["power"] == 3 and state["players"][other]["thalers"] == 5
    assert ids(state)[0] == "uranium:zwickau-m1" and "uranium:zwickau-m1:leipzig-t1" not in ids(state)
    state = play(state, seat, "uranium:zwickau-m1")  # the Nucleum's free use is still there
    assert state["flow"]["stack"][-1]["power"] == 5 and state["players"][seat]["thalers"] == 4


def test_eng_5_without_e3_another_players_turbine_waits_for_the_free_use():
    state, seat = _ready("F")
    _plant(state, seat)
    build_at(state, (seat + 1) % 3, "leipzig-t1", kind="turbine", row=1)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig")
    assert [i for i in ids(state) if i.startswith("uranium:")] == ["uranium:zwickau-m1"]


def test_f1_each_contract_gained_gives_an_achievement_token():
    state, seat = _ready("F", "F1")
    wanted = state["board"]["silver"][0]
    state = play(begin(state, seat, "contract"), seat, f"take:{wanted}:2")
    assert state["players"][seat]["achievements"] == 2 + 1  # the space's 2 and F1's 1


# --------------------------------------------------------------------------- level 2


def test_e4_gives_4_achievement_tokens_and_4_thalers_at_once():
    state, seat = _ready("E")
    state = play(_unlock(state, seat, 2), seat, "tech:E4")
    p = state["players"][seat]
    assert (p["achievements"], p["thalers"], p["technologies"]) == (4, 8, ["E4"])


def test_e5_gives_2_workers_then_politicking_if_the_player_wants_it():
    state, seat = _ready("E")
    state = play(_unlock(_parliament(state), seat, 2), seat, "tech:E5")
    assert state["players"][seat]["workers"] == 2 + 2
    assert GAME.prompt(state, seat).id == "nucleum.may_act" and ids(state) == ["action:politicking", "skip"]
    state = play(state, seat, "skip")
    assert GAME.prompt(state, seat).id == "nucleum.turn"


def test_e5_without_a_parliament_gives_the_workers_alone():
    state, seat = _ready("E")
    state = play(_unlock(state, seat, 2), seat, "tech:E5")
    assert state["players"][seat]["workers"] == 4 and GAME.prompt(state, seat).id == "nucleum.turn"


@pytest.mark.parametrize("experiment, tech", [("E", "E6"), ("B", "B4")])  # B holds E6 (TEC-5)
def test_e6_a_contract_gained_also_gives_another_contract_spaces_benefit(experiment, tech):
    state, seat = _ready(experiment, tech)
    wanted = state["board"]["silver"][0]
    state = play(begin(state, seat, "contract"), seat, f"take:{wanted}:2")  # its space: 2 tokens
    assert "space:2" not in ids(state) and "space:3" in ids(state)  # the initial contract's too
    state = play(state, seat, "space:0")  # the top space: a level-1 technology (provisional)
    assert state["players"][seat]["achievements"] == 2
    assert ids(state) and all(i.startswith("tech:") for i in ids(state))


def test_f4_gives_3_workers_and_3_thalers_at_once():
    state, seat = _ready("F")
    state = play(_unlock(state, seat, 2), seat, "tech:F4")
    p = state["players"][seat]
    assert (p["workers"], p["thalers"]) == (5, 7)


def test_f5_urbanizes_at_once_anywhere_three_thalers_cheaper():
    state, seat = _ready("F")
    build_at(state, seat, "leipzig-u1", kind="building", type="residence", level=1)
    state = play(_unlock(state, seat, 2), seat, "tech:F5", "building:residence-3")
    prices = {o.params["city"]: o.params["price"] for o in GAME.prompt(state, seat).options}
    assert "prague" in prices and prices["prague"] == 0  # not in the network; 3 - 3
    state = play(state, seat, "space:prague-u2")
    state = begin(state, seat, "develop")  # the discount was F5's once: Develop pays in full
    assert {o.params.get("price") for o in GAME.prompt(state, seat).options} >= {4, 0}


def test_f6_tc_tec_1_a_fulfilled_contract_steps_up_the_track_with_the_lowest_income():
    state, seat = _ready("F", "F6")
    p = state["players"][seat]
    p["income"].update(thaler=0, worker=4, vp=5)  # 4, 4 and 5 at the markers: a tie
    p["contracts"][0] = "C08"
    rail_at(state, seat, "riesa-dresden-r1", "riesa-dresden-r2")
    p["pool"].append("T08")
    state = play(state, seat, "play:T08", "fulfil:C08", "track:vp")  # C08's own step first: VP to 6
    assert ids(state) == ["track:thaler", "track:worker"]  # TC-TEC-1: the tie is the player's
    state = play(state, seat, "track:worker")
    assert state["players"][seat]["income"] == {"thaler": 0, "worker": 5, "vp": 6}


def test_f6_counts_only_contracts_fulfilled_after_it_is_unlocked():
    state, seat = _ready("F")
    p = state["players"][seat]
    p["contracts"][0] = "C08"
    rail_at(state, seat, "riesa-dresden-r1", "riesa-dresden-r2")
    p["pool"].append("T08")
    state = play(state, seat, "play:T08", "fulfil:C08", "track:vp")
    assert GAME.prompt(state, seat).id == "nucleum.resolve_halves"  # no F6 step


# --------------------------------------------------------------------------- level 3


def test_e7_politicking_gains_a_worker_or_the_partys_reward_once_more():
    state, seat = _ready("E", "E7")
    capitalists = {"thalers": 2, "income": "thaler"}  # the reward the parliament just gave
    state["log"] += actions.after_politicking(state, seat, capitalists)
    assert ids(state) == ["worker", "reward"]
    after = play(state, seat, "reward")["players"][seat]
    assert after["thalers"] == 6 and after["income"]["thaler"] == 1
    state, seat = _ready("E", "E7")
    actions.after_politicking(state, seat, capitalists)
    assert play(state, seat, "worker")["players"][seat]["workers"] == 3


def test_e7_the_liberals_reward_again_is_any_tile_of_the_offer_free():
    state, seat = _ready("E", "E7")
    actions.after_politicking(state, seat, {"free_tile": "any"})
    state = play(state, seat, "reward")
    offer = list(state["board"]["offer"])
    assert ids(state) == [f"tile:{i}" for i in range(5)]
    state = play(state, seat, "tile:0")
    assert offer[0] in state["players"][seat]["pool"] and state["players"][seat]["thalers"] == 4


def test_e7_without_it_politicking_asks_nothing_more():
    state, seat = _ready("E")
    actions.after_politicking(state, seat, {"vp": 2, "income": "worker"})
    assert GAME.prompt(state, seat).id == "nucleum.turn"


def test_e8_tc_tec_3_scores_the_highest_threshold_of_politicians_reached():
    state, seat = _ready("E", "E8")
    assert scoring.technology_vp(state, seat) == 0  # no parliament: no politicians
    for parties, vp in (([1, 1, 1, 1], 0), ([2, 1, 1, 1], 4), ([3, 2, 1, 1], 10), ([3, 3, 2, 1], 21)):
        _parliament(state, {seat: parties})
        assert scoring.technology_vp(state, seat) == vp


def test_f7_brings_the_three_chaining_tiles_into_the_pool():
    state, seat = _ready("F")
    state = play(_unlock(state, seat, 3), seat, "tech:F7")
    assert {"F-C1", "F-C2", "F-C3"} <= set(state["players"][seat]["pool"])
    assert GAME.view(state, None)["special_tiles"][seat] == "gained"


def test_f8_tc_tec_2_scores_the_highest_threshold_of_action_tiles_off_the_map():
    state, seat = _ready("F", "F8")
    p = state["players"][seat]
    p["pool"], p["slots"] = ["T01"] * 10, ["T02"] * 3  # 13 tiles: 4 VP
    rail_at(state, seat, "riesa-dresden-r1", "riesa-dresden-r2", "leipzig-riesa-r1")  # not counted
    assert scoring.technology_vp(state, seat) == 4
    p["slots"] += ["F-C1"]
    assert scoring.technology_vp(state, seat) == 10  # CH-5: a chaining tile counts too
    p["chained"] = ["T03", "T04"]
    assert scoring.technology_vp(state, seat) == 21


# --------------------------------------------------------------------------- turbine effects


def _energize_with_turbine(experiment, **options):
    state = clear_map(GAME.setup([{"kind": "human"}] * 3, options, 1))
    state["flow"]["stack"] = []
    seat = 0
    for s in range(3):
        with_player(state, s, "ABF"[s] if s else experiment)
    state["flow"]["stack"].append({"step": "turn", "seat": seat})
    _plant(state, seat)
    build_at(state, seat, "leipzig-t1", kind="turbine", row=1)
    return play(begin(state, seat, "energize"), seat, "plant:leipzig", "done"), seat


def test_trb_a_after_energize_a_step_on_the_vp_income_track():
    state, seat = _energize_with_turbine("E")
    assert state["players"][seat]["income"]["vp"] == 1 and GAME.prompt(state, seat).id == "nucleum.turn"


def test_trb_b_after_energize_the_rightmost_offer_tile_free_if_wanted():
    state, seat = _energize_with_turbine("F")
    rightmost = state["board"]["offer"][-1]
    assert ids(state) == ["tile:4", "skip"]
    taken = play(state, seat, "tile:4")
    assert rightmost in taken["players"][seat]["pool"] and taken["players"][seat]["thalers"] == 4
    left = play(state, seat, "skip")
    assert left["board"]["offer"][-1] == rightmost and rightmost not in left["players"][seat]["pool"]


def test_a_13_the_option_swaps_which_turbine_effect_is_es_and_which_fs():
    state, seat = _energize_with_turbine("E", turbine_effects="swapped")
    assert ids(state) == ["tile:4", "skip"]
    state, seat = _energize_with_turbine("F", turbine_effects="swapped")
    assert state["players"][seat]["income"]["vp"] == 1


def test_trb_the_turbine_effect_waits_for_a_turbine_on_the_map():
    state, seat = _ready("E")
    _plant(state, seat)
    state = play(begin(state, seat, "energize"), seat, "plant:leipzig", "done")
    assert state["players"][seat]["income"]["vp"] == 0
    facts = GAME.view(state, None)["turbine_effect"][seat]
    assert facts == {"effect": {"income": "vp"}, "active": False}


# --------------------------------------------------------------------------- chaining tiles


def _chaining(*pool):
    state, seat = _ready("F", "F7")
    state["players"][seat]["pool"] = list(pool)
    return state, seat


def test_ch_1_a_chaining_tile_acts_in_full_then_a_tile_is_played_onto_it():
    state, seat = _chaining("F-C1", "F-C2", "T08", "T09")  # F-C1: Urbanize
    state = play(state, seat, "play:F-C1")
    assert GAME.prompt(state, seat).id == "nucleum.urbanize"
    state = play(state, seat, "skip")
    assert ids(state) == ["chain:T08", "chain:T09"]
    state = play(state, seat, "chain:T08", "half:1")  # T08's Subsidy: 3 thalers
    p = state["players"][seat]
    assert p["slots"] == ["F-C1"] and p["chained"] == ["T08"] and p["thalers"] == 7
    assert to_act(play(state, seat, "done")) != seat  # the turn is over


def test_ch_1_a_chaining_tile_is_not_played_without_another_tile_to_play_onto_it():
    state, seat = _chaining("F-C1", "F-C2")
    assert not any(i.startswith("play:") for i in ids(state))


def test_ch_2_a_chaining_tile_is_never_railway():
    state, seat = _chaining("F-C1", "T08")
    assert "rail:T08" in ids(state) and "rail:F-C1" not in ids(state)


def test_ch_3_one_chaining_tile_a_turn():
    state, seat = _chaining("F-C1", "F-C2", "F-C3", "T08", "T09")
    state = play(state, seat, "play:F-C1", "skip")
    assert ids(state) == ["chain:T08", "chain:T09"]


def test_ch_4_the_special_directive_may_be_played_onto_a_chaining_tile():
    state, seat = _chaining("F-C1", "F-S5", "T08")
    state = play(state, seat, "play:F-C1", "skip", "chain:F-S5", "half:0")
    assert GAME.prompt(state, seat).id == "nucleum.directive"


def test_ch_5_chaining_tiles_count_as_action_tiles_for_contracts_and_milestones():
    state, seat = _chaining("F-C1", "F-C2", "T08", "T09")
    state = play(state, seat, "play:F-C1", "skip", "chain:T08")
    assert count(state, seat, "action_tiles") == 4


def test_ch_6_a_chaining_tile_brings_no_second_contract_in_the_turn():
    state, seat = _chaining("F-C1", "T08", "T09")
    p = state["players"][seat]
    p["contracts"][0], p["contracts"][1] = "C08", "C25"
    rail_at(state, seat, "riesa-dresden-r1", "riesa-dresden-r2", "leipzig-riesa-r1", "leipzig-riesa-r2")
    state = play(state, seat, "play:F-C1")
    assert ids(state) == ["half:0", "fulfil:C08", "fulfil:C25"]  # TURN-3: before the action too
    state = play(state, seat, "fulfil:C08", "track:vp")
    assert GAME.prompt(state, seat).id == "nucleum.urbanize"  # the action alone was left: it follows
    state = play(state, seat, "skip", "chain:T08")
    assert GAME.prompt(state, seat).id == "nucleum.resolve_halves"
    assert not any(i.startswith("fulfil:") for i in ids(state))


def test_ch_6_the_turns_contract_may_come_with_the_tile_played_onto_the_chaining_tile():
    state, seat = _chaining("F-C1", "T08", "T09")
    p = state["players"][seat]
    p["contracts"][0] = "C08"
    rail_at(state, seat, "riesa-dresden-r1", "riesa-dresden-r2")
    state = play(state, seat, "play:F-C1", "half:0", "skip")
    assert ids(state) == ["fulfil:C08", "done"]
    state = play(state, seat, "done", "chain:T08")
    assert "fulfil:C08" in ids(state)


def test_ch_7_a_recharge_takes_back_the_chaining_tile_and_the_tile_on_it():
    state, seat = _chaining("T09")
    state["players"][seat].update(slots=["F-C1"], chained=["T08"])
    state = play(state, seat, "recharge")
    p = state["players"][seat]
    assert {"F-C1", "T08"} <= set(p["pool"]) and "chained" not in p and p["slots"] == []


def test_ch_random_games_with_the_chaining_tiles_in_hand_end_and_chain():
    """Random play where Experiment F's player holds F7 and its tiles from the start: a turn
    with a chaining tile always finds a tile to play onto it, and the game ends."""
    state = choose_experiments(GAME.setup([{"kind": "bot"}] * 2, {}, 1), "F", "A")
    seat = next(s for s, p in enumerate(state["players"]) if p["experiment"] == "F")
    with_player(state, seat, technologies=["F7"])["players"][seat]["pool"] += ["F-C1", "F-C2", "F-C3"]
    rng, chained = random.Random(1), 0
    for _step in range(20_000):
        if GAME.result(state) is not None:
            break
        actor = to_act(state)
        state, events = GAME.apply(state, actor, rng.choice(GAME.prompt(state, actor).options).id)
        chained += sum(1 for e in events if e["kind"] == "chained")
    assert GAME.result(state) is not None and chained
