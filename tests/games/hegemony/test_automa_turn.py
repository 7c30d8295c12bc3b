"""An automaton's turn: simple mode's symbols left to right, advanced mode's checks and ladder
(digest §4.3, §5.4-§5.6, §6.8, D-2 ... D-4, D-11)."""
from games.hegemony.automa import criteria, turn
from games.hegemony.automa import ladder as L
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import AI_CARDS
from games.hegemony.opening import initial_state, worker


def _game(n=2, role="working", mode="simple", seed=4):
    state = initial_state("hegemony", 1, n, {}, seed)
    add_automaton(state, role, mode)
    return state


def test_turn_card_is_the_top_of_the_deck_and_the_last_goes_to_the_discard():
    state = _game()
    deck = list(state["secret"]["ai_working"])
    assert turn.draw_card(state, "working") == deck[0]
    assert turn.draw_card(state, "working") == deck[1]
    assert state["automata"]["working"]["discard"] == [deck[0]]


def test_empty_deck_reshuffles_the_discard_pile():
    state = _game()
    auto = state["automata"]["working"]
    for _ in range(30):
        turn.draw_card(state, "working")
    assert state["secret"]["ai_working"] == []
    turn.draw_card(state, "working")
    assert len(state["secret"]["ai_working"]) == 29 and auto["discard"] == []


def test_simple_mode_first_symbol_whose_criteria_hold_with_the_bonus():
    state = _game()
    d = turn.simple_choice(state, "working", "wc-ai-05")  # PB AW BGS STR, policies 2, 3
    assert (d["action"], d["policy"], d["target"], d["bonus"]) == ("PB", 2, "A", True)


def test_simple_mode_next_symbol_when_criteria_fail_without_the_bonus():
    state = _game()
    state["classes"]["working"]["bills"] = 0
    d = turn.simple_choice(state, "working", "wc-ai-05")
    assert d["action"] != "PB" and d["bonus"] is False


def test_simple_mode_propose_bill_needs_a_card_policy_off_the_desired_section():
    state = _game()
    state["policies"].update({"2": "A", "3": "A"})
    assert criteria.bill_choice(state, "working", [2, 3]) is None


def test_d11_round_five_foreign_trade_only_with_an_immediate_vote():
    state = _game()
    state["round"] = 5
    state["policies"].update({"6": "B", "3": "B"})
    state["classes"]["working"]["influence"] = 0
    assert criteria.bill_choice(state, "working", [6, 3]) == (3, "A")
    state["classes"]["working"]["influence"] = 5
    assert criteria.bill_choice(state, "working", [6, 3]) == (6, "C")


def test_round_five_immigration_ignored():
    state = _game()
    state["round"] = 5
    state["policies"]["7"] = "A"  # the WC wants 7B
    assert criteria.bill_choice(state, "working", [7]) is None


def test_a_bill_only_where_no_bill_is_and_no_lock():
    state = _game()
    state["bills"]["2"] = {"section": "A", "by": "capitalist"}
    assert criteria.bill_choice(state, "working", [2]) is None
    del state["bills"]["2"]
    state["locks"] = {"2": True}
    assert criteria.bill_choice(state, "working", [2]) is None


def test_special_first_card_with_its_first_condition_does_the_special_action():
    state = _game(3, role="middle")
    state["classes"]["middle"]["unemployed"] = [worker("middle", "U") for _ in range(4)]
    d = turn.simple_choice(state, "middle", "mc-ai-28")
    assert d["action"] == "SA"


def test_special_first_card_whose_condition_fails_continues_with_the_second_symbol():
    state = _game(3, role="middle")
    state["classes"]["middle"]["unemployed"] = []
    d = turn.simple_choice(state, "middle", "mc-ai-28")
    assert d["action"] != "SA" or d["reason"] != "first condition on the card holds"


def test_trace_names_card_action_policy_and_criterion():
    state = _game()
    d = turn.simple_choice(state, "working", "wc-ai-05")
    event = turn.trace("working", d)
    assert event["audience"] == "all"
    assert event["text"].format(**event) == "AI card 5: Propose Bill on policy 2 (A), criterion: action criteria met"


def _advanced(top, second=None, second_level=60):
    state = _game(mode="advanced")
    lad = state["automata"]["working"]["ladder"]
    L.move_up(lad, "action", top, 100 - L.level_of(lad, "action", top))
    if second:
        L.move_up(lad, "action", second, second_level - L.level_of(lad, "action", second))
    return state, lad


def test_d2_top_card_fails_second_done_and_its_level_disappears():
    # Strike cannot be done (Labor Market B, no unions); Assign Workers can
    state, lad = _advanced("STR", "AW")
    state["classes"]["working"]["unemployed"] = [worker("working", s) for s in "EUHU"]
    d = turn.advanced_choice(state, "working", "wc-ai-01")
    assert (d["action"], d["second"]) == ("AW", True)
    level = L.level_of(lad, "action", "AW")
    turn.finish_action(state, "working", d)
    assert L.level_of(lad, "action", "AW") == level - 2
    assert L.level_of(lad, "action", "STR") == 99


def test_d3_no_collapse_when_the_level_keeps_other_cards():
    state, lad = _advanced("STR")
    L.move_up(lad, "action", "PB", 100 - L.level_of(lad, "action", "PB"))
    assert lad["action"]["100"] == ["STR", "PB"]
    state["policies"].update({"1": "A", "7": "B"})  # the card's policies (1, 7) already desired
    d = turn.advanced_choice(state, "working", "wc-ai-03")
    assert (d["action"], d["second"], d["policy"], d["target"]) == ("PB", True, 5, "B")  # 5C on level 2
    turn.finish_action(state, "working", d)
    assert L.level_of(lad, "action", "PB") == 98 and lad["action"]["100"] == ["STR"]


def test_d4_both_fail_apply_political_pressure_no_card_moves():
    state, lad = _advanced("STR", "DEM", 99)
    state["classes"]["working"]["unemployed"] = []
    d = turn.advanced_choice(state, "working", "wc-ai-01")
    assert d["action"] == "PP"
    before = (L.level_of(lad, "action", "STR"), L.level_of(lad, "action", "DEM"))
    turn.finish_action(state, "working", d)
    assert (L.level_of(lad, "action", "STR"), L.level_of(lad, "action", "DEM")) == before == (100, 99)


def test_top_card_done_moves_down_two_without_collapse():
    state, lad = _advanced("AW")
    state["classes"]["working"]["unemployed"] = [worker("working", s) for s in "EUHU"]
    d = turn.advanced_choice(state, "working", "wc-ai-01")
    top = L.level_of(lad, "action", "AW")
    turn.finish_action(state, "working", d)
    assert d["second"] is False and L.level_of(lad, "action", "AW") == top - 2


def test_demonstration_card_set_aside_when_done():
    state, lad = _advanced("DEM")
    state["classes"]["working"]["unemployed"] = [worker("working", "U") for _ in range(12)]
    d = turn.advanced_choice(state, "working", "wc-ai-01")
    assert d["action"] == "DEM"
    turn.finish_action(state, "working", d)
    assert lad["aside_action"] == ["DEM"]


def test_check_policies_moves_the_bill_and_the_policy_card_by_distance():
    state = _game(mode="advanced")
    lad = state["automata"]["working"]["ladder"]
    pb, p1 = L.level_of(lad, "action", "PB"), L.level_of(lad, "policy", 1)
    from games.hegemony.automa.advanced import check_policies
    moves = check_policies(state, "working", {"policies": [1, 3]})  # 1C (2 from A), 3A (aside)
    assert ("action", "PB", 2, "policy 1 2 from the desired section") in moves
    assert ("policy", 1, 2, "policy 1 2 from the desired section") in moves
    assert all(m[1] != 3 for m in moves)
    assert pb and p1


def test_check_goods_average_price_levels():
    """TC-3/TC-5 arithmetic: more than 6 per item +1, 6 or less +2, free +3 (the printed card)."""
    from games.hegemony.automa.advanced import check_goods
    state = _game(mode="advanced")
    moves = check_goods(state, "working", AI_CARDS["wc-ai-01"])
    assert all(m[1] in ("BGS", "SA") for m in moves)
    for m in moves:
        if m[1] == "BGS":
            assert (m[2], m[3].split(": ")[1]) in ((3, "free"), (2, "6 or less per item"), (1, "more than 6 per item"))


def _goods_state():
    state = initial_state("hegemony", 1, 3, {}, 1)
    add_automaton(state, "working", "advanced")
    add_automaton(state, "middle", "advanced")
    for cls in ("working", "middle", "capitalist"):
        state["classes"][cls].setdefault("storage", {}).update({"health": 0})
    return state


def test_tc3_working_class_mixed_suppliers_average_above_six_moves_one_level():
    from games.hegemony.automa.advanced import check_goods
    state = _goods_state()
    state["classes"]["working"]["unemployed"] += [worker("working", "U") for _ in range(5)]  # Population 5
    state["policies"]["4"] = "B"  # the State sells health at 5
    state["classes"]["working"]["money"] = 50
    state["services"]["health"] = 2
    state["classes"]["capitalist"]["storage"]["health"] = 3
    state["classes"]["capitalist"]["prices"]["health"] = 8
    assert criteria.purchase(state, "working", "health") == (5, 34)
    assert ("action", "BGS", 1, "health: more than 6 per item") in check_goods(state, "working", {})


def test_tc4_bonus_money_first_lowers_the_average_price():
    """TC-4: 5 education from the State for 50, the bonus giving 20 first: 30, 6 per item. The
    Check Goods card prints "6 or less per item" for 2 levels (the digest left the exact 6 open)."""
    from games.hegemony.automa.advanced import check_goods
    from games.hegemony.components import AI_CARDS
    state = _goods_state()
    state["classes"]["working"]["unemployed"] += [worker("working", "U") for _ in range(5)]  # Population 5
    state["policies"]["4"], state["policies"]["5"] = "A", "C"  # wc-ai-03's chips 4A/4B; education at 10
    for cls in ("middle", "capitalist"):
        state["classes"][cls]["storage"]["education"] = 0
    state["services"]["education"] = 5
    state["classes"]["working"]["money"], state["treasury"] = 50, 20  # 5 per unemployed, the State has 20
    assert criteria.purchase(state, "working", "education") == (5, 50)
    assert ("action", "BGS", 1, "education: more than 6 per item") in check_goods(state, "working", {})
    card = AI_CARDS["wc-ai-03"]  # "... the State gives you 5₳ for each of your unemployed Workers first"
    assert ("action", "BGS", 2, "education: 6 or less per item") in check_goods(state, "working", card)


def test_tc5_middle_class_own_stock_free_average_below_six_moves_two_levels():
    from games.hegemony.automa.advanced import check_goods
    state = _goods_state()
    state["classes"]["middle"]["unemployed"] += [worker("middle", "U") for _ in range(9)]  # Population 6
    state["policies"]["4"] = "C"  # the State sells health at 10
    state["services"]["health"] = 2
    state["classes"]["middle"]["storage"]["health"] = 4
    assert criteria.purchase(state, "middle", "health") == (6, 20)
    assert ("action", "BGS", 2, "health: 6 or less per item") in check_goods(state, "middle", {})


def test_demonstration_card_back_to_level_one_when_the_token_is_gone():
    from games.hegemony.automa import steps
    state, lad = _advanced("DEM")
    L.set_aside(lad, "action", "DEM")
    state["demonstration"] = True
    steps.start_of_turn(state, "working")
    assert lad["aside_action"] == ["DEM"]
    state["demonstration"] = False
    steps.start_of_turn(state, "working")
    assert lad["aside_action"] == [] and lad["action"]["1"][-1] == "DEM"


def test_use_education_without_unemployed_unskilled_trains_an_employed_one():
    from games.hegemony import mainboard
    from games.hegemony.automa import steps
    state = _game()
    wc = state["classes"]["working"]
    wc["unemployed"] = [w for w in wc["unemployed"] if w["skill"] != "U"]
    pop = mainboard.population(state, "working")
    wc["goods"]["education"] = pop
    unskilled = sum(1 for e in mainboard.companies(state) for w in e["workers"] if w["class"] == "working" and w["skill"] == "U")
    events = steps.educate_employed(state, "working")
    after = sum(1 for e in mainboard.companies(state) for w in e["workers"] if w["class"] == "working" and w["skill"] == "U")
    assert after == unskilled - 1 and wc["goods"]["education"] == 0 and wc["prosperity"] == 1
    assert events[-1]["kind"] == "worker_educated"


def test_preparation_capitalist_discards_every_leftover_company_card():
    from games.hegemony.automa import steps
    state = _game(role="capitalist")
    auto = state["automata"]["capitalist"]
    market = state["classes"]["capitalist"]["market"]
    auto["last_market"], auto["round"] = list(market), 1
    old = list(market)
    state["round"] = 2
    steps.start_of_turn(state, "capitalist")
    assert len(market) == 4 and not set(old) & set(market)


def test_preparation_middle_class_keeps_cards_of_industries_it_lacks():
    from games.hegemony.automa import steps
    from games.hegemony.components import COMPANIES
    state = _game(3, role="middle")
    auto = state["automata"]["middle"]
    market = state["classes"]["middle"]["market"]
    auto["last_market"], auto["round"] = list(market), 1
    have = {COMPANIES[e["id"]]["industry"] for e in state["private_sector"]["middle"]}
    kept = [c for c in market if COMPANIES[c]["industry"] not in have]
    state["round"] = 2
    steps.start_of_turn(state, "middle")
    assert all(c in market for c in kept) and len(market) == 3


def test_check_workers_swaps_skilled_workers_out_of_unskilled_slots():
    from games.hegemony import actions
    from games.hegemony.automa import steps
    state = _game()
    entry = next(e for e in state["private_sector"]["capitalist"] if e["id"] == "c-supermarket-2")
    entry["workers"] = [worker("working", "F"), worker("working", "H")]  # H in the unskilled slot
    state["classes"]["working"]["unemployed"] = [worker("working", "U")]
    assert actions.swap_options(state, "working")
    events = steps.swap_all(state, "working")
    assert [w["skill"] for w in entry["workers"]] == ["F", "U"] and events[0]["kind"] == "workers_swapped"
    assert [w["skill"] for w in state["classes"]["working"]["unemployed"]] == ["H"]
    assert state["flow"]["stack"][-1]["step"] != "swap"


def test_strike_tokens_up_to_the_trade_unions_plus_two():
    """Strike Token Placement Criteria: up to the number of Trade Unions plus 2."""
    from games.hegemony.automa import steps
    state = _game()
    state["classes"]["working"]["unions"] = {"F": worker("working", "F"), "E": worker("working", "E")}
    steps.start_action(state, "working", {"action": "STR", "card": "wc-ai-05"})
    assert state["flow"]["stack"][-1] == {"step": "strike", "role": "working", "left": 4, "placed": 0}


def test_strike_tokens_never_on_a_public_company_whose_services_are_free():
    from games.engine import Option, Prompt
    from games.hegemony.automa import chooser
    state = _game(n=4)
    state["policies"]["4"] = "A"  # free public healthcare
    hospital = next(c for c in state["public_sector"] if c["id"] == "s-university-hospital-1")
    prompt = Prompt("hegemony.strike", 0, "", (Option(f"company:{hospital['id']}", ""), Option("done", "")))
    assert chooser.choose(state, "working", prompt) == "done"


def _short_of_goods(money):
    """3 players, Population 3: only the State's education (5 at 5B) and the Foreign Market's
    luxury (27 for 3) can be bought; the Working Class holds `money`."""
    state = initial_state("hegemony", 1, 3, {}, 1)
    add_automaton(state, "working", "simple")
    for cls in ("middle", "capitalist"):
        state["classes"][cls]["storage"].update({"health": 0, "education": 0, "luxury": 0})
    state["services"].update({"health": 0, "education": 10})
    state["policies"].update({"2": "B", "5": "B"})
    state["classes"]["working"]["money"] = money
    state["classes"]["working"]["unemployed"] = [worker("working", "F")]
    return state


def test_the_first_actions_bonus_money_counts_while_its_criteria_are_checked():
    """Line 61: wc-ai-13 (Buy Goods & Services first; the State first gives 1 per employed Worker)
    with 14 for education costing 15: the bonus makes it possible."""
    state = _short_of_goods(14)
    assert criteria.met(state, "working", "BGS", AI_CARDS["wc-ai-13"], simple=True)
    assert turn.simple_choice(state, "working", "wc-ai-13")["action"] == "BGS"
    state["policies"]["2"] = "A"  # the bonus's chips 2B/2C fail: no bonus, no purchase
    assert not criteria.met(state, "working", "BGS", AI_CARDS["wc-ai-13"], simple=True)
    assert state["classes"]["working"]["money"] == 14  # the check spent nothing of the real state


def test_a_half_price_bonus_lowers_the_price_during_the_check():
    """wc-ai-04: education from the State at half price (rounded up): 10 at 5C buys as 5."""
    state = _short_of_goods(20)
    state["policies"]["5"] = "C"  # 30 for 3 at full price, 15 at half
    assert criteria.met(state, "working", "BGS", AI_CARDS["wc-ai-04"], simple=True)
    state["policies"]["2"] = "A"  # wc-ai-13's money bonus does not hold: full price, nothing affordable
    assert not criteria.met(state, "working", "BGS", AI_CARDS["wc-ai-13"], simple=True)


def test_the_resource_chosen_compares_the_half_price_not_the_full_one():
    from games.engine import Option, Prompt
    from games.hegemony.automa import chooser
    state = _short_of_goods(60)
    state["policies"].update({"4": "C", "5": "C"})  # health and education both 10 from the State
    state["services"]["health"] = 10
    state["automata"]["working"]["plan"] = {"card": "wc-ai-04", "action": "BGS", "bonus": True}
    prompt = Prompt("hegemony.buy_resource", 0, "", (Option("resource:health", ""), Option("resource:education", "")))
    assert chooser.choose(state, "working", prompt) == "resource:education"


def test_pay_10_less_counts_while_build_company_is_checked():
    """cc-ai-08 (Build Company first, "pay 10₳ less"): a company 5 beyond its money is buildable."""
    from games.hegemony.components import COMPANIES
    state = _game(n=2, role="capitalist")
    cc = state["classes"]["capitalist"]
    cc["market"] = ["c-automated-grain-farm-1"]  # automated: operational without Workers
    cc["revenue"], cc["capital"] = COMPANIES["c-automated-grain-farm-1"]["cost"] - 5, 0
    assert criteria.met(state, "capitalist", "BC", AI_CARDS["cc-ai-08"], simple=True)
    assert not criteria.met(state, "capitalist", "BC", {**AI_CARDS["cc-ai-08"], "symbols": ["SFM", "BC"]}, simple=True)


def test_a_sale_first_counts_as_a_transaction_while_sell_to_the_foreign_market_is_checked():
    """cc-ai-10 (sell up to 4 food for 15 first, one more transaction): 2 food the Export card
    would not take and 2 luxury it takes once make the 2 transactions the criteria ask for."""
    state = _game(n=2, role="capitalist")
    state["export"] = "export-15"  # food from 3, luxury from 2
    state["classes"]["capitalist"]["storage"].update({"food": 2, "luxury": 2, "health": 0, "education": 0})
    assert criteria.met(state, "capitalist", "SFM", AI_CARDS["cc-ai-10"], simple=True)
    assert not criteria.met(state, "capitalist", "SFM", AI_CARDS["cc-ai-22"], simple=True)  # its bonus comes after
    assert state["classes"]["capitalist"]["storage"]["food"] == 2
