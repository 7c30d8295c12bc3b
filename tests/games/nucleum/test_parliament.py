"""The parliament expansion ("Pokrok nezastavíš"), each test named after the rule it checks (the
IDs are those of the expansion's rules digest: SET, POL, RAD, FIN, END, the programs P1-P8,
contracts C64-C67, its worked example TC-RAD-1 and derived cases TC-*)."""
import pytest

from games.nucleum import actions, data, parliament, recharge
from games.nucleum.scoring import final_scoring
from games.nucleum.setup import contract_pool, tile_pools
from games.nucleum.testing import (GAME, begin, build_at, clear_map, give, ids, new_state, parliament_at, play,
                                   play_events, rail_at, to_act, with_player)
from games.nucleum.turn import end_conditions

COMPS = data.load(data.DEFAULT_DIR)
CAP, LIB, COM, ROY = range(4)
EMPTY = {}


def _state(n=4, **options):
    return clear_map(new_state(n, seed=3, expansion="parliament", **options))


def _politick(state, seat, party, **give_to):
    """`seat` carries out Politicking in `party` (its turn, with a worker)."""
    give(state, seat, **({"workers": 1} | give_to))
    return play_events(begin(state, seat, "politicking"), seat, f"party:{party}")


def _par(state):
    return state["parliament"]


def _vp(state):
    return [p["vp"] for p in state["players"]]


# --------------------------------------------------------------------------- setup (SET)


def test_set_1_seven_general_tiles_give_way_to_the_twelve_politicking_tiles():
    removed = {t for t, v in COMPS.tiles.items() if v.get("removed_by_expansion")}
    politicking = {t for t, v in COMPS.tiles.items() if v["set"] == "politicking"}
    dotted, undotted = tile_pools({"expansion": "parliament"})
    assert len(removed) == 7 and not removed & set(dotted + undotted)
    assert politicking <= set(undotted) and len(dotted + undotted) == 50 - 7 + 12
    state = new_state(4, expansion="parliament", politicking_tiles="always")
    assert politicking <= set(state["secret"]["draw"]) | set(state["board"]["offer"])
    base = new_state(4)
    assert not politicking & (set(base["secret"]["draw"]) | set(base["board"]["offer"]))


def test_set_2_a_to_d_start_with_their_alternative_tile_showing_politicking():
    state = new_state(2, experiments=False, expansion="parliament")
    seat = to_act(state)
    state = play(state, seat, "experiment:A")
    pool = state["players"][seat]["pool"]
    assert "A-A1" in pool and "A-S1" not in pool and len(pool) == 5
    base = new_state(2, experiments=False)
    chooser = to_act(base)
    assert "A-S1" in play(base, chooser, "experiment:A")["players"][chooser]["pool"]


def test_set_2_f_keeps_its_politicking_tile_with_the_expansion_and_the_star_tile_without():
    for options, tile, other in (({"expansion": "parliament"}, "F-S1", "F-X"), ({}, "F-X", "F-S1")):
        state = new_state(2, experiments=False, **options)
        seat = to_act(state)
        pool = play(state, seat, "experiment:F")["players"][seat]["pool"]
        assert tile in pool and other not in pool


def test_set_3_the_four_new_contracts_join_their_stacks_before_the_shuffle():
    options = {"expansion": "parliament"}
    assert {"C64", "C65"} <= set(contract_pool(options, "silver")) and "C66" in contract_pool(options, "gold")
    assert "C67" in contract_pool(options, "purple")
    assert not {"C64", "C65", "C66", "C67"} & set(contract_pool({}, "silver") + contract_pool({}, "gold")
                                                  + contract_pool({}, "purple"))
    dealt = set()
    for seed in range(12):
        s = new_state(4, seed=seed, experiments=False, expansion="parliament")
        dealt |= set(s["secret"]["silver"] + s["board"]["silver"] + s["secret"]["gold"] + s["board"]["gold"]
                     + s["board"]["purple"])
    assert {"C64", "C65", "C66", "C67"} <= dealt


def test_set_5_the_vp_flag_stands_at_90():
    assert new_state(3, expansion="parliament")["flag"] == 90 and new_state(3)["flag"] == 70


def test_set_7_each_party_shows_one_side_of_its_own_program_tile_at_random():
    seen = set()
    for seed in range(10):
        programs = new_state(2, seed=seed, experiments=False, expansion="parliament")["parliament"]["programs"]
        assert [COMPS.parliament["parties"].index(parliament.program(p)["party"]) for p in programs] == [0, 1, 2, 3]
        seen |= set(programs)
    assert seen == {f"P{i}" for i in range(1, 9)}


def _neutrals_from(*cards):
    """The parliament's setup with the unused setup cards revealed in this order."""
    state = new_state(3, experiments=False)
    state["secret"]["setup_cards"] = list(reversed(cards))
    parliament.setup(state)
    return state["parliament"]


def test_set_8_the_first_card_places_the_arrow_and_2_with_the_royal_token_tc_set_1():
    par = _neutrals_from(5, 1, 7)
    assert par["neutrals"]["arrow"] == par["neutrals"]["N2"] == LIB and par["dominant"] == LIB
    assert par["leaders"][LIB] == "N2"  # SET-10


def test_set_8_a_13_is_set_aside_and_another_card_drawn_tc_set_2():
    par = _neutrals_from(13, 11, 1, 4)
    assert par["neutrals"]["arrow"] == ROY and par["dominant"] == ROY and par["cards"] == [13, 11, 1, 4]


def test_set_9_a_figure_whose_party_is_taken_goes_to_the_next_party_round_from_the_bottom_tc_set_3():
    par = _neutrals_from(10, 12, 7)
    assert par["neutrals"]["N3"] == CAP and par["leaders"][CAP] == "N3"


def test_set_9_the_next_party_is_sought_until_a_free_one_tc_set_4():
    par = _neutrals_from(1, 4, 2)
    assert par["neutrals"] == {"arrow": CAP, "N2": CAP, "N3": LIB, "N4": COM}
    assert par["leaders"] == ["N2", "N3", "N4", None]  # SET-10: the royalists empty, no leader


def test_set_10_the_numbered_figure_leads_and_the_arrow_never_does():
    for seed in range(6):
        par = new_state(4, seed=seed, experiments=False, expansion="parliament")["parliament"]
        assert sorted(par["leaders"], key=str) == sorted(["N2", "N3", "N4", None], key=str)
        assert par["leaders"][par["neutrals"]["arrow"]] == "N2" and par["dominant"] == par["neutrals"]["arrow"]


def test_set_11_each_player_adds_2_workers_to_the_supply():
    assert new_state(2, expansion="parliament")["players"][0]["supply"] == 18
    assert new_state(2)["players"][0]["supply"] == 16
    assert new_state(2)["parliament"] is None


# --------------------------------------------------------------------------- Politicking (POL)


def test_pol_1_without_a_worker_or_uranium_politicking_is_lost_and_the_tile_goes_on_tc_pol_5():
    state = _state()
    seat = to_act(state)
    tile = "P01"  # Politicking | Subsidy or a main action
    give(state, seat, workers=0, pool=[tile])
    state, events = play_events(state, seat, f"play:{tile}", "half:0")
    assert any(e["kind"] == "politicking_lost" for e in events)
    assert "half:1" in ids(state) and sum(_par(state)["politicians"][p][seat] for p in range(4)) == 0


def test_pol_1_a_uranium_may_be_exchanged_for_the_worker():
    state = _state()
    seat = to_act(state)
    build_at(state, seat, "freiberg-m1", kind="mine", row=1, size=2, uranium=1)
    give(state, seat, workers=0)
    state = begin(state, seat, "politicking")
    assert ids(state) == ["convert:freiberg-m1", "forgo"]
    state = play(state, seat, "convert:freiberg-m1", "party:2")
    assert _par(state)["politicians"][COM][seat] == 1 and state["board"]["structures"]["freiberg-m1"]["uranium"] == 0


def test_pol_2_the_worker_becomes_a_politician_in_the_party_chosen():
    state = _state()
    seat = to_act(state)
    give(state, seat, workers=2)
    state = begin(state, seat, "politicking")
    assert ids(state) == ["party:0", "party:1", "party:2", "party:3"]
    state = play(state, seat, "party:3")
    assert state["players"][seat]["workers"] == 1 and _par(state)["politicians"][ROY][seat] == 1


@pytest.mark.parametrize("party, thalers, vp, achievements, income", [
    (CAP, 2, 0, 0, {"thaler": 1, "worker": 0, "vp": 0}),
    (COM, 0, 2, 0, {"thaler": 0, "worker": 1, "vp": 0}),
    (ROY, 0, 0, 2, {"thaler": 0, "worker": 0, "vp": 1}),
])
def test_pol_3_each_party_gives_its_printed_reward(party, thalers, vp, achievements, income):
    state = _state()
    seat = to_act(state)
    before = dict(state["players"][seat])
    state, _e = _politick(state, seat, party)
    p = state["players"][seat]
    assert (p["thalers"] - before["thalers"], p["vp"] - before["vp"], p["achievements"] - before["achievements"]) \
        == (thalers, vp, achievements)
    assert p["income"] == income


def test_pol_3_the_liberals_give_any_tile_of_the_offer_unpaid():
    state = _state()
    seat = to_act(state)
    offer, thalers = list(state["board"]["offer"]), state["players"][seat]["thalers"]
    state, _e = _politick(state, seat, LIB)
    assert ids(state) == [f"tile:{i}" for i in range(5)]
    state = play(state, seat, "tile:0")  # the dearest slot
    assert offer[0] in state["players"][seat]["pool"] and state["players"][seat]["thalers"] == thalers


def test_pol_3_an_empty_offer_leaves_the_liberals_reward_empty():
    state = _state()
    seat = to_act(state)
    state["board"]["offer"] = [None] * 5
    pool = list(state["players"][seat]["pool"])
    state, _e = _politick(state, seat, LIB)
    assert GAME.prompt(state, to_act(state)).id != "nucleum.offer_tile" and state["players"][seat]["pool"] == pool


def test_pol_4_an_empty_leader_slot_goes_to_the_politician_just_placed_tc_pol_1():
    state = parliament_at(_state(), [{"neutrals": ["arrow", "N2"], "leader": "N2"}, EMPTY, EMPTY, EMPTY])
    seat = to_act(state)
    state, events = _politick(state, seat, ROY)
    assert _par(state)["leaders"][ROY] == seat and state["players"][seat]["workers"] == 0
    assert _par(state)["dominant"] == CAP  # 1 figure is not more than the dominant party's 2


def test_pol_4_a_tie_with_the_neutral_bloc_keeps_it_leading_one_more_takes_the_slot_tc_pol_2():
    state = parliament_at(_state(), [{"seats": {0: 1}, "neutrals": ["arrow", "N2"], "leader": "N2"},
                                     EMPTY, EMPTY, EMPTY])
    state["flow"]["active"] = 0
    state, _e = _politick(state, 0, CAP)
    assert _par(state)["leaders"][CAP] == "N2"
    state, events = _politick(state, 0, CAP)
    assert _par(state)["leaders"][CAP] == 0 and any(e["kind"] == "party_leader" for e in events)


def test_pol_4_by_option_a_neutral_leader_counts_as_its_one_figure():
    state = parliament_at(_state(neutral_leader="figure"),
                          [{"seats": {0: 1}, "neutrals": ["arrow", "N2"], "leader": "N2"}, EMPTY, EMPTY, EMPTY])
    state, _e = _politick(state, 0, CAP)
    assert _par(state)["leaders"][CAP] == 0


def test_pol_4_a_tie_with_a_players_leadership_changes_nothing_tc_pol_3():
    state = parliament_at(_state(), [EMPTY, {"seats": {1: 2, 0: 1}, "leader": 1}, EMPTY, EMPTY])
    state, _e = _politick(state, 0, LIB)
    assert _par(state)["leaders"][LIB] == 1
    state, _e = _politick(state, 0, LIB)
    assert _par(state)["leaders"][LIB] == 0


def test_pol_4_an_empty_slot_goes_to_the_newcomer_even_against_more_tc_pol_6():
    position = [EMPTY, EMPTY, {"seats": {0: 2, 1: 2}}, EMPTY]
    state = parliament_at(_state(), position)
    state, _e = _politick(state, 2, COM)
    assert _par(state)["leaders"][COM] == 2
    state, _e = _politick(state, 0, COM)
    assert _par(state)["leaders"][COM] == 0  # 3 > 1
    other = parliament_at(_state(empty_slot="most"), position)  # A-10 by option
    other, _e = _politick(other, 2, COM)
    assert _par(other)["leaders"][COM] is None


def test_pol_5_strictly_more_figures_than_the_dominant_party_take_the_royal_token_tc_pol_4():
    state = parliament_at(_state(), [{"seats": {1: 2}, "neutrals": ["arrow", "N2"], "leader": "N2"}, EMPTY,
                                     {"seats": {1: 2}, "neutrals": ["N3"], "leader": "N3"}, EMPTY])
    state, events = _politick(state, 0, COM)  # 4 = 4
    assert _par(state)["dominant"] == CAP and not any(e["kind"] == "dominant_party" for e in events)
    state, events = _politick(state, 0, COM)  # 5 > 4
    assert _par(state)["dominant"] == COM and any(e["kind"] == "dominant_party" for e in events)


def test_pol_6_the_special_directive_may_carry_out_politicking_only_with_the_parliament():
    for options, offered in (({"expansion": "parliament"}, True), ({}, False)):
        state = new_state(2, **options)
        seat = to_act(state)
        directive = next(t for t in state["players"][seat]["pool"] if COMPS.tiles[t].get("special_directive"))
        state = play(state, seat, f"play:{directive}", "half:0")
        assert ("action:politicking" in ids(state)) is offered


def test_pol_7_politicking_costs_nothing_but_the_worker_even_through_the_directive():
    state = _state()
    seat = to_act(state)
    directive = next(t for t in state["players"][seat]["pool"] if COMPS.tiles[t].get("special_directive"))
    thalers = state["players"][seat]["thalers"]
    give(state, seat, workers=1)
    state = play(state, seat, f"play:{directive}", "half:0", "action:politicking", "party:2")
    assert state["players"][seat]["thalers"] == thalers and state["players"][seat]["workers"] == 0


# --------------------------------------------------------------------------- Royal Appraisal Day (RAD)


def _tc_rad_1():
    """The rulebook's worked example (digest §4.1): Red 0, Yellow 1, Blue 2, Turquoise 3."""
    state = _state(4)
    r, y, b, t = range(4)
    parliament_at(state, [
        {"seats": {r: 3, y: 2, b: 2, t: 2}, "neutrals": ["arrow", "N2"], "leader": r},
        {"seats": {y: 3, r: 1, b: 1, t: 1}, "neutrals": ["N4"], "leader": y},
        {"seats": {b: 2, r: 2}, "leader": b},
        {"seats": {b: 2, y: 1}, "neutrals": ["N3"], "leader": b},
    ], dominant=CAP, programs=["P1", "PX", "P5", "P7"])
    for seat, n in ((r, 3), (y, 2), (b, 1), (t, 0)):
        state["players"][seat]["fulfilled"] = [f"C{5 + i:02d}" for i in range(n)]
    build_at(state, y, "leipzig-u1", kind="building", type="residence", level=1)
    build_at(state, y, "dresden-u1", kind="building", type="residence", level=2)
    rail_at(state, b, "riesa-meissen-r1")
    return state


def test_tc_rad_1_the_rulebooks_royal_appraisal_day_example():
    state = _tc_rad_1()
    before = _vp(state)
    supply = [p["supply"] for p in state["players"]]
    events = parliament.appraise(state, 1)
    scored = [(e["seat"], e["party"], e["n"], e["role"]) for e in events if e["kind"] == "program_scored"]
    assert scored == [(0, CAP, 3, "leader"), (1, LIB, 4, "leader"), (2, COM, 2, "leader"), (2, ROY, 8, "leader"),
                      (0, CAP, 3, "dominant"), (1, CAP, 2, "dominant"), (2, CAP, 1, "dominant"),
                      (3, CAP, 0, "dominant")]
    assert [v - w for v, w in zip(_vp(state), before)] == [6, 6, 11, 0]
    par = _par(state)
    assert par["politicians"] == [[1, 1, 1, 1], [1, 2, 1, 1], [2, 0, 1, 0], [0, 1, 1, 0]]
    assert [p["supply"] - s for p, s in zip(state["players"], supply)] == [2, 2, 3, 1]
    assert par["neutrals"] == {"arrow": LIB, "N2": CAP, "N3": ROY}
    assert par["leaders"] == [0, 1, 0, 2]  # R stays, Y stays, R takes COM, B stays in a tie
    assert par["dominant"] == LIB


def test_rad_0_the_parties_score_when_everyone_has_made_their_recharge():
    state = _state(2)
    parliament_at(state, [{"seats": {0: 1, 1: 1}, "neutrals": ["arrow", "N2"], "leader": "N2"},
                          EMPTY, EMPTY, EMPTY], programs=["P1", "P4", "P5", "P7"])
    a = to_act(state)
    state, events = play_events(state, a, "recharge")  # the "0" space, the only one, is forced
    assert not any(e["kind"] == "party_scoring" for e in events)
    b = to_act(state)
    state, events = play_events(state, b, "recharge")
    assert [e["kind"] for e in events].count("party_scoring") == 1


def test_rad_1_the_base_scoring_comes_before_the_parties():
    state = _state(2)
    state["players"][0]["markers"] = [10]
    events = recharge.royal_appraisal(state, 1)
    kinds = [e["kind"] for e in events]
    assert kinds[0] == "royal_appraisal" and kinds.index("vp") < kinds.index("party_scoring")
    assert "party_scoring" not in [e["kind"] for e in recharge.royal_appraisal(new_state(2), 1)]


def test_rad_2_a_neutral_leader_scores_nothing_and_a_player_leader_scores_its_program():
    state = parliament_at(_state(), [{"seats": {0: 1}, "neutrals": ["arrow", "N2"], "leader": "N2"},
                                     {"seats": {1: 1}, "leader": 1}, EMPTY, EMPTY],
                          programs=["P1", "P4", "P5", "P7"])
    state["players"][0]["fulfilled"] = ["C05"]
    state["players"][1]["technologies"] = ["A1", "A2"]
    before = _vp(state)
    parliament.score_parties(state, 1)
    assert [v - w for v, w in zip(_vp(state), before)] == [1, 2, 0, 0]  # 0 only as a dominant member


def test_rad_3_the_dominant_partys_leader_scores_its_program_twice():
    state = parliament_at(_state(), [{"seats": {0: 2}, "leader": 0}, EMPTY, EMPTY, EMPTY],
                          programs=["P1", "P4", "P5", "P7"])
    state["players"][0]["fulfilled"] = ["C05", "C06"]
    before = _vp(state)
    parliament.score_parties(state, 1)
    assert _vp(state)[0] - before[0] == 4


def test_rad_4_a_sole_politician_leading_returns_from_the_slot_tc_rad_2():
    state = parliament_at(_state(), [{"neutrals": ["arrow", "N2"], "leader": "N2"}, EMPTY, EMPTY,
                                     {"seats": {0: 1}, "neutrals": ["N3"], "leader": 0}])
    parliament.remove_politicians(state)
    assert _par(state)["politicians"][ROY][0] == 0 and _par(state)["leaders"][ROY] is None
    parliament.rearrange(state)  # N4 is gone already: N3 leaves, the arrow moves to LIB
    assert _par(state)["neutrals"] == {"arrow": LIB, "N2": CAP} and _par(state)["leaders"][ROY] is None
    state = parliament_at(_state(), [{"neutrals": ["arrow", "N2"], "leader": "N2"}, EMPTY, EMPTY,
                                     {"seats": {0: 1}, "neutrals": ["N3"], "leader": 0}])
    parliament.remove_politicians(state)
    _par(state)["neutrals"]["N4"] = COM  # with N4 still on the board, N3 stays and wins ROY
    parliament.rearrange(state)
    assert _par(state)["leaders"][ROY] == "N3"


def test_rad_4_the_dominant_partys_leader_loses_two_there_tc_rad_5():
    state = parliament_at(_state(), [{"seats": {0: 2, 1: 1}, "neutrals": ["arrow"], "leader": 0},
                                     EMPTY, EMPTY, EMPTY])
    events = parliament.remove_politicians(state)
    assert _par(state)["politicians"][CAP][:2] == [0, 0] and _par(state)["leaders"][CAP] is None
    assert [(e["seat"], e["party"]) for e in events] == [(0, CAP), (0, CAP), (1, CAP)]
    assert _par(state)["dominant"] == CAP  # the token does not move in RAD-4


def test_rad_5_the_numbered_neutrals_leave_4_3_2_and_the_arrow_walks_round_tc_rad_3():
    state = parliament_at(_state(), [EMPTY, EMPTY, {"neutrals": ["N2", "N3"], "leader": "N2"},
                                     {"neutrals": ["arrow", "N4"], "leader": "N4"}], dominant=ROY)
    removed, arrow = [], []
    for _k in range(3):
        events = parliament.rearrange(state)
        removed += [e["figure"] for e in events if e["kind"] == "neutral_removed"]
        arrow.append(_par(state)["neutrals"]["arrow"])
    assert removed == ["N4", "N3", "N2"] and arrow == [CAP, LIB, COM]
    assert _par(state)["neutrals"] == {"arrow": COM}  # RAD-6: the arrow alone after the 3rd


def test_rad_5_a_tie_for_most_leaves_the_royal_token_where_it_is_tc_rad_4():
    state = parliament_at(_state(), [{"seats": {0: 2}, "leader": 0}, {"seats": {1: 4}, "leader": 1},
                                     {"seats": {2: 4}, "leader": 2}, EMPTY])
    parliament.rearrange(state)
    assert _par(state)["dominant"] == CAP


def test_rad_5_the_neutral_bloc_with_strictly_most_takes_the_slot():
    state = parliament_at(_state(), [EMPTY, {"seats": {0: 1}, "neutrals": ["N2", "N3"], "leader": 0},
                                     EMPTY, {"neutrals": ["N4"], "leader": "N4"}], dominant=LIB)
    events = parliament.rearrange(state)  # N4 leaves ROY: no figure, no leader
    assert _par(state)["leaders"] == [None, "N2", None, None]
    assert any(e["kind"] == "neutral_leader" for e in events)


def test_rad_5_by_option_a_leader_outside_a_tie_for_most_leaves_the_slot_empty():
    position = [EMPTY, {"seats": {0: 1, 1: 2, 2: 2}, "leader": 0}, EMPTY, EMPTY]
    state = parliament_at(_state(), position, dominant=LIB)
    parliament.rearrange(state)
    assert _par(state)["leaders"][LIB] == 0  # the sitting leader stays
    state = parliament_at(_state(tied_leader="leaves"), position, dominant=LIB)
    parliament.rearrange(state)
    assert _par(state)["leaders"][LIB] is None


def test_rad_6_no_fourth_royal_appraisal_day():
    state = _state(2)
    state["board"]["rads"] = 3
    for p in state["players"]:
        p["recharges"] = 4
    assert recharge.after_recharge(state, {"seat": 0}) == []


# --------------------------------------------------------------------------- final scoring (FIN), end (END)


def test_fin_1_the_base_final_scoring_follows_the_parties():
    state = parliament_at(_state(), [{"seats": {0: 1}, "leader": 0}, EMPTY, EMPTY, EMPTY])
    state["players"][0]["markers"] = [0]
    kinds = [e["kind"] for e in final_scoring(state, {"seat": 0})]
    assert kinds.index("party_scoring") < kinds.index("final_score") and kinds.count("final_score") == 4
    assert state["end"]["scores"] == [p["vp"] for p in state["players"]]


def test_fin_2_the_parties_score_at_the_end_and_nobody_leaves_tc_fin_1():
    state = parliament_at(_state(), [{"seats": {0: 1}, "neutrals": ["arrow", "N2"], "leader": "N2"},
                                     {"seats": {0: 3}, "leader": 0}, EMPTY, EMPTY],
                          programs=["P1", "P4", "P5", "P7"])
    state["players"][0]["fulfilled"] = ["C05", "C06"]
    state["players"][0]["technologies"] = ["A1"]
    politicians = [list(row) for row in _par(state)["politicians"]]
    events = final_scoring(state, {"seat": 0})
    assert [(e["party"], e["n"]) for e in events if e["kind"] == "program_scored" and e["seat"] == 0] \
        == [(LIB, 1), (CAP, 2)]
    assert _par(state)["politicians"] == politicians


def test_fin_3_politicians_are_no_leftover_workers():
    state = parliament_at(_state(), [{"seats": {0: 4}, "leader": 0}, EMPTY, EMPTY, EMPTY])
    give(state, 0, workers=2, thalers=0)
    events = final_scoring(state, {"seat": 0})
    final = next(e for e in events if e["kind"] == "final_score" and e["seat"] == 0)
    assert final["leftovers"] == 2 * COMPS.supply["leftovers"]["worker"]


def test_end_1_three_or_four_players_need_three_end_conditions_tc_end_1():
    state = _state(3)
    seat = to_act(state)
    state["board"].update(draw_count=0, silver_count=0, gold_count=0)
    end_conditions(state, seat)
    assert len(state["board"]["end_markers"]) == 2 and state["flow"]["final_turns"] is None
    state["players"][seat]["vp"] = 90
    end_conditions(state, seat)
    assert state["flow"]["final_turns"] is not None


def test_end_2_two_players_and_solo_keep_the_base_count():
    for n in (1, 2):
        state = new_state(n, expansion="parliament")
        state["board"].update(draw_count=0, silver_count=0, gold_count=0)
        end_conditions(state, to_act(state))
        assert state["flow"]["final_turns"] is None
        state["players"][0]["vp"] = 95
        end_conditions(state, to_act(state))
        assert state["flow"]["final_turns"] is not None


def test_end_4_the_flag_condition_is_met_at_90_tc_end_2():
    state = _state(3)
    seat = to_act(state)
    state["players"][seat]["vp"] = 89
    end_conditions(state, seat)
    assert state["board"]["end_markers"] == []
    state["players"][seat]["vp"] = 90
    end_conditions(state, seat)
    assert [m["condition"] for m in state["board"]["end_markers"]] == ["vp_flag"]


# --------------------------------------------------------------------------- programs P1-P8


def _program(program_id, setup):
    state = _state()
    setup(state)
    return parliament.program_vp(state, 0, program_id)


def test_p1_one_vp_per_fulfilled_contract():
    assert _program("P1", lambda s: s["players"][0].update(fulfilled=["C05", "C06", "C64"])) == 3


def test_p2_one_vp_per_mine_and_turbine_on_the_map():
    def setup(s):
        build_at(s, 0, "freiberg-m1", kind="mine", row=1, size=2, uranium=0)
        build_at(s, 0, "leipzig-t1", kind="turbine", row=1)
        build_at(s, 0, "dresden-t1", kind="turbine", row=2)
        build_at(s, 0, "leipzig-u1", kind="building", type="residence", level=1)
        build_at(s, 1, "brux-m1", kind="mine", row=1, size=2, uranium=0)
    assert _program("P2", setup) == 3


def test_p3_the_highest_milestone_tile_with_a_marker_scores_twice():
    def setup(s):
        s["board"]["milestone_tiles"] = ["M6", "M5", "M7", "M8"]  # technologies, contracts, cities, labs
        s["players"][0].update(markers=[0, 5, 20], technologies=["A1"], fulfilled=["C05", "C06", "C07"])
    assert _program("P3", setup) == 3 * 2  # tier 2 (20): contracts, 3 x 2
    assert _program("P3", lambda s: s["players"][0].update(markers=[0])) == 0


def test_p4_one_vp_per_unlocked_technology():
    assert _program("P4", lambda s: s["players"][0].update(technologies=["A1", "A4", "A7"])) == 3


def test_p5_one_vp_per_city_of_the_largest_network():
    def setup(s):
        rail_at(s, 0, "riesa-meissen-r1")
        rail_at(s, 1, "meissen-dresden-r1")  # another's railway joins Dresden to the network
        build_at(s, 0, "prague-u1", kind="building", type="residence", level=1)
    assert _program("P5", setup) == 3


def test_p6_one_vp_per_city_holding_a_building_mine_or_turbine():
    def setup(s):
        build_at(s, 0, "leipzig-u1", kind="building", type="residence", level=1)
        build_at(s, 0, "leipzig-t1", kind="turbine", row=1)
        build_at(s, 0, "freiberg-m1", kind="mine", row=1, size=2, uranium=0)
        rail_at(s, 0, "riesa-meissen-r1")  # railway alone is no city of this program
    assert _program("P6", setup) == 2


def test_p7_two_vp_per_party_of_membership_or_leadership():
    state = parliament_at(_state(), [{"seats": {0: 1}, "leader": 0}, {"seats": {0: 2}, "leader": 1},
                                     EMPTY, {"seats": {1: 1}}])
    assert parliament.program_vp(state, 0, "P7") == 4 and parliament.program_vp(state, 2, "P7") == 0


def test_p8_the_largest_requirement_among_electrified_buildings():
    def setup(s):
        build_at(s, 0, "leipzig-u1", kind="building", type="residence", level=3, electrified=True)
        build_at(s, 0, "leipzig-u2", kind="building", type="factory", level=4)  # not electrified
        build_at(s, 0, "dresden-u1", kind="building", type="laboratory", level=1, electrified=True)
    need = {(b["type"], b["level"]): b["requirement"] for b in COMPS.board["buildings"]}
    assert _program("P8", setup) == need[("residence", 3)]
    assert _program("P8", lambda s: None) == 0


# --------------------------------------------------------------------------- contracts C64-C67


def _contract(state, seat, contract):
    state["players"][seat]["contracts"][0] = contract
    return actions.meets(state, seat, contract)


def test_c64_the_leader_of_the_dominant_party_gains_an_income_step():
    state = parliament_at(_state(), [{"seats": {0: 1}, "leader": 0}, {"seats": {1: 1}, "leader": 1},
                                     EMPTY, EMPTY], dominant=LIB)
    assert not _contract(state, 0, "C64") and _contract(state, 1, "C64")
    state["flow"]["active"] = 1
    events = actions.fulfil(state, 1, "C64")
    assert any(e["kind"] == "contract_fulfilled" for e in events)
    assert [o.id for o in GAME.prompt(state, 1).options] == ["track:thaler", "track:worker", "track:vp"]


def test_c65_three_politicians_unlock_a_level_1_technology_tc_con_2():
    state = parliament_at(_state(), [{"seats": {0: 1}}, {"seats": {0: 1}, "leader": 0}, EMPTY, EMPTY])
    assert not _contract(state, 0, "C65")
    _par(state)["politicians"][ROY][0] = 1
    assert _contract(state, 0, "C65")
    actions.fulfil(state, 0, "C65")
    assert GAME.prompt(state, 0).id == "nucleum.choose_technology"


def test_c66_five_politicians_give_5_vp_and_two_steps_tc_con_1():
    state = parliament_at(_state(), [{"seats": {0: 4}, "leader": 0}, EMPTY, EMPTY, EMPTY])
    assert not _contract(state, 0, "C66")
    _par(state)["politicians"][COM][0] = 1
    assert _contract(state, 0, "C66")
    vp = state["players"][0]["vp"]
    actions.fulfil(state, 0, "C66")
    state = play(state, 0, "track:vp", "track:vp")
    assert state["players"][0]["vp"] == vp + 5 and state["players"][0]["income"]["vp"] == 2


def test_c67_six_politicians_fulfil_the_purple_contract_for_12_vp():
    state = parliament_at(_state(), [{"seats": {0: 5}, "leader": 0}, EMPTY, EMPTY, EMPTY])
    state["board"]["purple"] = ["C67"]
    assert "C67" not in actions.fulfillable(state, 0)
    _par(state)["politicians"][LIB][0] = 1
    assert "C67" in actions.fulfillable(state, 0)
    vp = state["players"][0]["vp"]
    actions.fulfil(state, 0, "C67")
    assert state["players"][0]["vp"] == vp + 12 and state["board"]["purple"] == []


# --------------------------------------------------------------------------- Baron von Automat (BAR)

BARON = 1


def _baron(parties, dominant=CAP, **players):
    state = parliament_at(_state(2), parties, dominant=dominant)
    parliament.baron_joins(state, BARON)
    give(state, BARON, **players)
    return state


def card(order: list[int]):
    """A preference card that prefers the parties in `order`."""
    return lambda tied: next(p for p in order if p in tied)


def test_bar_5_one_target_party_is_chosen_tc_bar_1():
    state = _baron([{"neutrals": ["arrow", "N2"], "leader": "N2"}, {"neutrals": ["N3"], "leader": "N3"},
                    {"neutrals": ["N4"], "leader": "N4"}, EMPTY])
    assert parliament.baron_party_choice(state, BARON, card([0, 1, 2, 3])) == ROY
    vp = state["players"][BARON]["vp"]
    events = parliament.baron_politick(state, BARON, card([0, 1, 2, 3]))
    assert _par(state)["leaders"][ROY] == BARON and state["players"][BARON]["vp"] == vp + 2
    assert any(e["kind"] == "baron_party" for e in events)


def test_bar_5_no_target_and_no_politician_in_the_dominant_party_places_there_tc_bar_2():
    state = _baron([{"neutrals": ["arrow", "N2"], "leader": "N2"}, {"seats": {0: 2}, "leader": 0},
                    {"neutrals": ["N3", "N4"], "leader": "N3"}, {"seats": {0: 1}, "leader": 0}])
    assert parliament.baron_party_choice(state, BARON, card([3, 2, 1, 0])) == CAP
    thalers = state["players"][BARON]["thalers"]
    parliament.baron_politick(state, BARON, card([3, 2, 1, 0]))
    assert state["players"][BARON]["thalers"] == thalers + 1  # BAR-6: the capitalists' thaler


def test_bar_5_several_targets_with_a_politician_in_the_dominant_party_the_fewest_and_the_card():
    # targets: LIB (no leader), COM (no leader after a tie), ROY (1 = the neutral's 1); fewest own:
    # LIB and COM, which the card's order or an RNG decides
    state = _baron([{"seats": {BARON: 1, 0: 2}, "leader": 0}, EMPTY, {"seats": {0: 1}},
                    {"seats": {BARON: 1}, "neutrals": ["N2"], "leader": "N2"}])
    assert parliament.baron_party_choice(state, BARON, card([COM, LIB, ROY, CAP])) == COM
    assert parliament.baron_party_choice(state, BARON, card([LIB, COM, ROY, CAP])) == LIB
    offered = []
    parliament.baron_party_choice(state, BARON, lambda tied: offered.append(tied) or tied[0])
    assert offered == [[LIB, COM]]  # the card chooses among the tied only, top to bottom


def test_bar_5_the_fewest_are_sought_among_several_targets_or_by_argument_among_all_a_11():
    state = _baron([{"seats": {0: 2}, "leader": 0}, EMPTY, {"seats": {BARON: 1, 0: 1}, "leader": 0},
                    {"seats": {BARON: 1}, "neutrals": ["N2"], "leader": "N2"}], dominant=ROY)
    assert parliament.baron_party_choice(state, BARON, card([CAP, LIB, COM, ROY])) == LIB
    assert parliament.baron_party_choice(state, BARON, card([CAP, LIB, COM, ROY]), fewest_among_targets=False) == CAP


def test_bar_4_without_a_worker_in_supply_the_baron_does_not_politick():
    state = _baron([EMPTY] * 4, supply=0)
    events = parliament.baron_politick(state, BARON, card([0, 1, 2, 3]))
    assert [e["kind"] for e in events] == ["politicking_lost"] and sum(map(sum, _par(state)["politicians"])) == 0


def test_bar_6_the_liberals_send_the_rightmost_offer_tile_to_the_box_tc_bar_4():
    state = _baron([EMPTY] * 4)
    offer, pool = list(state["board"]["offer"]), list(state["players"][BARON]["pool"])
    parliament.baron_reward(state, BARON, LIB)
    assert offer[4] not in state["board"]["offer"] and state["players"][BARON]["pool"] == pool
    assert state["board"]["offer"][1:] == offer[:4]


def test_bar_6_the_communists_give_a_worker_or_3_vp_without_one_in_supply():
    state = _baron([EMPTY] * 4, supply=1, workers=0)
    parliament.baron_reward(state, BARON, COM)
    assert state["players"][BARON]["workers"] == 1
    vp = state["players"][BARON]["vp"]
    parliament.baron_reward(state, BARON, COM)
    assert state["players"][BARON]["workers"] == 1 and state["players"][BARON]["vp"] == vp + 3


def test_bar_7_the_baron_scores_4_per_leadership_and_4_in_the_dominant_party_tc_bar_3():
    position = [{"seats": {BARON: 1}, "leader": BARON}, {"seats": {BARON: 2}, "leader": BARON}, EMPTY, EMPTY]
    state = _baron(position, dominant=LIB)
    assert parliament.baron_party_score(state, BARON, 1) == 12
    assert parliament.baron_party_score(state, BARON, 2, harder=True) == 18  # H3
    assert parliament.baron_party_score(state, BARON, 1, harder=True) == 12
    vp = _vp(state)
    parliament.score_parties(state, parliament.FINAL)
    assert _vp(state)[BARON] - vp[BARON] == 12  # no programs for him


def test_bar_8_the_barons_politicians_leave_like_the_players():
    state = _baron([{"seats": {BARON: 2}, "leader": BARON}, EMPTY, EMPTY, EMPTY])
    parliament.appraise(state, 1)
    assert _par(state)["politicians"][CAP][BARON] == 0


def test_bar_10_h1_the_baron_leads_the_party_without_neutrals():
    state = new_state(1, expansion="parliament")
    empty = next(p for p in range(4) if not parliament.neutrals_in(_par(state), p))
    supply = state["players"][0]["supply"]
    parliament.baron_harder_leader(state, 0)
    assert _par(state)["leaders"][empty] == 0 and state["players"][0]["supply"] == supply - 1


def test_bar_10_h2_the_baron_joins_every_party_a_neutral_leads_without_taking_it():
    state = new_state(1, expansion="parliament")
    leaders = list(_par(state)["leaders"])
    parliament.baron_harder_members(state, 0)
    assert [row[0] for row in _par(state)["politicians"]] == [int(isinstance(x, str)) for x in leaders]
    assert _par(state)["leaders"] == leaders


def test_bar_11_easier_a_players_worker_leads_the_party_without_neutrals_without_reward():
    state = new_state(1, expansion="parliament")
    before = dict(state["players"][0])
    parliament.easier_leader(state, 0)
    empty = next(p for p in range(4) if not parliament.neutrals_in(_par(state), p))
    assert _par(state)["leaders"][empty] == 0
    assert (state["players"][0]["thalers"], state["players"][0]["vp"]) == (before["thalers"], before["vp"])


# --------------------------------------------------------------------------- what a board and the log show


def test_the_view_tells_each_partys_program_figures_and_what_it_would_score_now():
    state = parliament_at(_state(), [{"seats": {0: 1}, "neutrals": ["arrow", "N2"], "leader": "N2"},
                                     EMPTY, EMPTY, EMPTY], programs=["P1", "P4", "P5", "P7"])
    facts = GAME.view(state, None)["parliament_now"]
    assert [f["party"] for f in facts] == ["capitalists", "liberals", "communists", "royalists"]
    assert facts[0]["figures"] == 3 and facts[0]["dominant"] and facts[3]["program_vp"][0] == 2
    assert "parliament_now" not in GAME.view(new_state(2), None)


def test_every_parliament_event_reads_as_a_sentence():
    state = _tc_rad_1()
    events = parliament.appraise(state, 1)
    assert {"party_scoring", "program_scored", "politician_returned", "neutral_removed", "arrow_moved",
            "party_leader", "dominant_party"} <= {e["kind"] for e in events}  # each RAD step is logged
    state, more = _politick(state, to_act(state), LIB)
    for e in events + more + [{"kind": "neutral_placed", "figures": ["arrow", "N2"], "party": 1, "card": 5}]:
        text = GAME.event_text(e)
        assert text, e["kind"]
        words, params = text
        assert "{" not in str(words).format(**{"seat": "Ann", **{k: str(v) for k, v in params.items()}})


def test_e7_politicking_with_experiment_e_offers_its_bonus_after_the_partys_reward():
    """E7 (expansion appendix, TEC): after Politicking gave the capitalists' reward, a player with
    E7 takes 1 worker or that reward once more."""
    state = _state()
    seat = to_act(state)
    with_player(state, seat, "E", ["E7"])
    thalers = state["players"][seat]["thalers"]
    state, _e = _politick(state, seat, CAP)
    assert state["players"][seat]["thalers"] == thalers + 2  # the reward came first
    assert GAME.prompt(state, seat).id == "nucleum.politicking_bonus"
    state = play(state, seat, "reward")
    assert state["players"][seat]["thalers"] == thalers + 4 and state["players"][seat]["income"]["thaler"] == 2
