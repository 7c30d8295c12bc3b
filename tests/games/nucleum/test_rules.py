"""Nucleum's rules as far as the engine goes, each test named after the rule it checks (the IDs
are those of the base rules digest)."""
from games.nucleum import data, scoring
from games.nucleum.testing import GAME, give, ids, new_state, play, play_events, to_act

COMPS = data.load(data.DEFAULT_DIR)


def _tile(first: str, second: str | None = None) -> str:
    """A general tile whose first half carries out `first` (and second half `second`)."""
    return next(t for t, v in sorted(COMPS.tiles.items()) if v["set"] == "general"
                and v["halves"][0]["action"] == first and (second is None or v["halves"][1]["action"] == second))


# --------------------------------------------------------------------------- TURN-2, DEV


def test_turn_2_a_played_tile_goes_to_the_leftmost_free_slot():
    state = new_state(2)
    seat = to_act(state)
    tile = state["players"][seat]["pool"][0]
    state = play(state, seat, f"play:{tile}")
    assert state["players"][seat]["slots"] == [tile] and tile not in state["players"][seat]["pool"]


def test_turn_2_a_full_board_takes_no_more_tiles():
    state = new_state(2)
    seat = to_act(state)
    state["players"][seat]["slots"] = ["T01"] * COMPS.board["slots"]
    assert not any(i.startswith("play:") for i in ids(state)) and "recharge" in ids(state)


def test_turn_2_halves_resolve_in_either_order_each_once():
    state = new_state(2)
    seat = to_act(state)
    tile = "T08"  # Develop | Subsidy 3 thalers
    state["players"][seat]["pool"].append(tile)
    state = play(state, seat, f"play:{tile}", "half:1")
    assert state["players"][seat]["thalers"] == 7
    assert "half:1" not in ids(state) and "half:0" in ids(state)


def test_dev_2_offer_prices_rise_to_the_left_and_a_second_tile_costs_2_more():
    state = new_state(2)
    seat = to_act(state)
    state["players"][seat]["pool"].append("T08")
    state = play(state, seat, "play:T08", "half:0")
    prompt = GAME.prompt(state, seat)
    assert {o.id: o.params["price"] for o in prompt.options if o.id != "done"} == \
        {"buy:0": 4, "buy:1": 3, "buy:2": 2, "buy:3": 1, "buy:4": 0}
    state = play(state, seat, "buy:2")
    assert state["players"][seat]["thalers"] == 2
    # a second tile: slot 4 costs 0 + 2, slot 3 would cost 3
    assert [i for i in ids(state) if i != "done"] == ["buy:4"]


def test_tile_6_the_offer_slides_right_and_refills_from_the_left():
    state = new_state(2)
    seat = to_act(state)
    offer, top = list(state["board"]["offer"]), state["secret"]["draw"][-1]
    state["players"][seat]["pool"].append("T08")
    state = play(state, seat, "play:T08", "half:0", "buy:2")
    assert state["players"][seat]["pool"][-1] == offer[2]
    assert state["board"]["offer"] == [top, offer[0], offer[1], offer[3], offer[4]]
    assert state["board"]["draw_count"] == len(state["secret"]["draw"])


def test_tile_9_the_special_directive_carries_out_any_main_action_a_thaler_cheaper():
    state = new_state(2)
    seat = to_act(state)
    directive = next(t for t in state["players"][seat]["pool"] if COMPS.tiles[t].get("special_directive"))
    assert f"rail:{directive}" not in ids(state)  # never railway
    state = play(state, seat, f"play:{directive}", "half:0")
    assert len([i for i in ids(state) if i.startswith("action:")]) == 5
    state = play(state, seat, "action:develop")
    prices = {o.id: o.params["price"] for o in GAME.prompt(state, seat).options if o.id != "done"}
    assert prices["buy:0"] == 3 and prices["buy:4"] == 0


# --------------------------------------------------------------------------- CON


def test_con_5_taking_a_contract_fills_a_space_gives_its_benefit_and_refills_the_display():
    state = new_state(2)
    seat = to_act(state)
    state["players"][seat]["pool"].append("T04")  # Contract | Subsidy
    wanted, top = state["board"]["silver"][0], state["secret"]["silver"][-1]
    state = play(state, seat, "play:T04", "half:0", f"take:{wanted}:0")
    p = state["players"][seat]
    assert p["contracts"][0] == wanted
    assert GAME.prompt(state, seat).id == "nucleum.choose_technology"  # the top space's benefit (provisional)
    assert GAME.prompt(state, seat).params["level"] == 1
    assert wanted not in state["board"]["silver"] and top in state["board"]["silver"]


def test_turn_3_at_most_one_contract_is_fulfilled_in_a_turn():
    state = new_state(3)
    seat = to_act(state)
    p = state["players"][seat]
    p["contracts"][:2] = ["C08", "C08"]  # both ask for 2 workers on railway tiles
    for space in ("riesa-dresden-r1", "riesa-dresden-r2"):
        state["board"]["rail"][space] = {"tile": "T01", "owner": seat, "orient": 0, "closed": [True, True]}
    p["pool"].append("T08")
    state = play(state, seat, "play:T08")
    assert "fulfil:C08" in ids(state)
    state = play(state, seat, "fulfil:C08")
    assert p is not state["players"][seat] and state["players"][seat]["fulfilled"] == ["C08"]
    assert not any(i.startswith("fulfil:") for i in ids(state))


# --------------------------------------------------------------------------- RAIL


def test_rail_2_a_railway_tile_needs_an_available_worker():
    state = new_state(3)
    seat = to_act(state)
    assert any(i.startswith("rail:") for i in ids(state))
    give(state, seat, workers=0)
    assert not any(i.startswith("rail:") for i in ids(state))


def test_rail_3_a_half_matching_the_city_it_faces_fires():
    state = new_state(3)
    seat = to_act(state)
    state["players"][seat]["pool"].append("T14")  # Contract green | Subsidy orange, 2 thalers
    # orient 1: the orange Subsidy faces Riesa (orange), the green Contract faces Meißen (blue)
    state, events = play_events(state, seat, "rail:T14", "space:riesa-meissen-r1", "orient:1")
    p = state["players"][seat]
    assert p["thalers"] == 6 and p["workers"] == 1
    assert state["board"]["rail"]["riesa-meissen-r1"]["owner"] == seat
    assert "T14" not in p["pool"] and any(e["kind"] == "match" for e in events)


def test_rail_3_a_mismatched_end_fires_nothing():
    state = new_state(3)
    seat = to_act(state)
    state["players"][seat]["pool"].append("T14")
    state, events = play_events(state, seat, "rail:T14", "space:riesa-meissen-r1", "orient:0")
    assert state["players"][seat]["thalers"] == 4 and not any(e["kind"] == "match" for e in events)


def test_rail_6_a_completed_link_raises_each_builders_vp_income_by_two():
    state = new_state(3)
    seat = to_act(state)
    state["players"][seat]["pool"].append("T14")
    state = play(state, seat, "rail:T14", "space:riesa-meissen-r1", "orient:0")
    assert state["players"][seat]["income"]["vp"] == 2


def test_rail_4_matching_tiles_fire_both_owners_halves_the_mover_first():
    state = new_state(3)
    a = to_act(state)
    state["players"][a]["pool"].append("T14")  # Subsidy orange (2 thalers) towards space 2
    state = play(state, a, "rail:T14", "space:riesa-dresden-r1", "orient:0")
    assert state["players"][a]["thalers"] == 4 and state["players"][a]["income"]["vp"] == 0  # link open
    b = to_act(state)
    state["players"][b]["pool"].append("T10")  # Energize grey | Subsidy orange (2 achievements)
    state, events = play_events(state, b, "rail:T10", "space:riesa-dresden-r2", "orient:1")
    gains = [(e["seat"], e["what"]) for e in events if e["kind"] == "gain"]
    assert gains == [(b, "achievements"), (a, "thalers")]
    assert state["players"][a]["thalers"] == 6 and state["players"][b]["achievements"] == 2
    assert state["board"]["rail"]["riesa-dresden-r1"]["closed"] == [True, True]
    assert state["players"][a]["income"]["vp"] == state["players"][b]["income"]["vp"] == 2


# --------------------------------------------------------------------------- INC, MIL, RAD


def test_inc_3_recharge_pays_no_more_than_the_filled_slots_reach():
    state = new_state(2)
    seat = to_act(state)
    p = state["players"][seat]
    p["income"]["thaler"] = 3
    p["slots"] = ["T01", "T02"]
    state = play(state, seat, "recharge")
    p = state["players"][seat]
    track = COMPS.board["income_tracks"]["thaler"]
    assert p["thalers"] == 4 + track[2] + 2  # the forced "0" marker adds 2 thalers (MIL-4)
    assert p["slots"] == [] and {"T01", "T02"} <= set(p["pool"]) and p["recharges"] == 1


def test_mil_3_a_marker_goes_at_most_as_high_as_the_achievement_tokens_once_per_tier():
    state = new_state(2)
    seat = to_act(state)
    give(state, seat, achievements=12)
    state = play(state, seat, "recharge")
    assert ids(state) == ["marker:0", "marker:5", "marker:10"]
    state = play(state, seat, "marker:10")
    assert state["players"][seat]["achievements"] == 12  # tokens are not spent
    state["players"][seat]["markers"] = [10]
    state["flow"]["stack"].append({"step": "marker", "seat": seat, "final": False})
    assert ids(state) == ["marker:0"]  # tier 1 holds this seat's marker already


def test_mil_4_the_zero_space_gives_2_thalers_and_a_worker_and_costs_3_vp_at_the_end():
    state = new_state(2)
    seat = to_act(state)
    state = play(state, seat, "recharge")  # no tokens: the "0" space is forced
    p = state["players"][seat]
    assert p["markers"] == [0] and p["thalers"] == 4 + 4 + 2
    events = scoring.final_scoring(state, {})
    assert next(e for e in events if e["kind"] == "final_score" and e["seat"] == seat)["zero"] == -3


def test_inc_5_the_first_marker_in_a_tier_with_a_nucleum_places_it_and_takes_the_reward():
    state = new_state(2)
    seat = to_act(state)
    give(state, seat, achievements=5)
    state = play(state, seat, "recharge", "marker:5")
    assert GAME.prompt(state, seat).id == "nucleum.place_nucleum"
    city = GAME.prompt(state, seat).options[0].params["city"]
    before = state["players"][seat]["thalers"]
    state = play(state, seat, f"plant:{city}")
    assert state["board"]["plants"][city]["nucleum"] and state["board"]["nucleum_tiers"] == [2, 3]
    assert state["players"][seat]["thalers"] == before + 3


def test_rad_1_a_royal_appraisal_day_follows_everyones_first_recharge():
    state = new_state(2)
    a = to_act(state)
    give(state, a, achievements=10)
    state = play(state, a, "recharge", "marker:10")
    state = play(state, a, GAME.prompt(state, a).options[0].id)  # the Nucleum of tier 1
    assert "rads" not in state["board"]
    b = to_act(state)
    give(state, b, achievements=5)
    vp = (state["players"][a]["vp"], state["players"][b]["vp"])
    state, events = play_events(state, b, "recharge", "marker:5")
    assert any(e["kind"] == "royal_appraisal" for e in events) and state["board"]["rads"] == 1
    assert state["players"][a]["vp"] - vp[0] == 6 and state["players"][b]["vp"] - vp[1] == 2


# --------------------------------------------------------------------------- END


def test_end_1_enough_end_conditions_end_the_game_after_the_round_and_one_more_turn_each():
    state = new_state(3)
    seat = to_act(state)
    state["secret"].update(draw=[], silver=[], gold=[])
    state["board"].update(draw_count=0, silver_count=0, gold_count=0)
    state, events = play_events(state, seat, "recharge")
    assert [m["condition"] for m in state["board"]["end_markers"]] == ["draw_empty", "contracts_empty"]
    assert state["players"][seat]["vp"] == 6
    turns = 0
    while GAME.result(state) is None:
        s = to_act(state)
        prompt = GAME.prompt(state, s)
        turns += prompt.id == "nucleum.turn"
        state = play(state, s, "recharge" if "recharge" in prompt.ids() else prompt.options[0].id)
    assert turns == (state["flow"]["first"] - 1 - seat) % 3 + 3
