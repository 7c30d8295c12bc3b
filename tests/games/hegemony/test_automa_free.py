"""The automata's free actions and class clarifications (digest §7-§9, D-12)."""
from games.hegemony.automa import freeactions as F
from games.hegemony.opening import initial_state


def _state(n=3):
    return initial_state("hegemony", 1, n, {}, 9)


def test_d12_working_class_uses_luxury_then_education_then_health():
    state = _state()
    from games.hegemony import mainboard
    pop = mainboard.population(state, "working")
    state["classes"]["working"]["goods"].update({"luxury": pop, "education": 2 * pop, "health": pop})
    assert F.use_plan(state, "working") == ["luxury", "education", "education", "health"]


def test_adjust_prices_middle_spaces():
    state = _state()
    state["policies"].update({"6": "B", "4": "B", "5": "B"})
    assert F.target_prices(state, "capitalist") == {"food": 12, "luxury": 8, "health": 8, "education": 8}


def test_adjust_prices_highest_with_foreign_trade_a_healthcare_c_education_c():
    state = _state()
    state["policies"].update({"6": "A", "4": "C", "5": "C"})
    assert F.target_prices(state, "middle") == {"food": 15, "luxury": 10, "health": 10, "education": 10}


def test_capitalist_repays_a_loan_only_with_100_in_capital():
    state = _state()
    cc = state["classes"]["capitalist"]
    cc["loans"], cc["capital"], cc["revenue"] = 1, 90, 200
    assert not F.repays_loan(state, "capitalist")
    cc["capital"] = 100
    assert F.repays_loan(state, "capitalist")


def test_food_cheapest_supplier_ties_foreign_first_for_the_working_class():
    state = _state()
    from games.hegemony import actions
    price = actions.unit_price(state, "foreign", "food")
    state["classes"]["capitalist"]["prices"]["food"] = price
    assert F.food_source(state, "working", ["capitalist", "foreign"]) == "foreign"
    state["classes"]["capitalist"]["prices"]["food"] = price - 1
    assert F.food_source(state, "working", ["capitalist", "foreign"]) == "capitalist"


def test_quantity_bought_tops_up_and_buys_again_at_exactly_population():
    state = _state()
    from games.hegemony import mainboard
    pop = mainboard.population(state, "working")
    goods = state["classes"]["working"]["goods"]
    assert F.quantity(state, "working", "health") == pop
    goods["health"] = 1
    assert F.quantity(state, "working", "health") == pop - 1
    goods["health"] = pop
    assert F.quantity(state, "working", "health") == pop


def test_demonstration_capitalist_loses_first_then_middle_state_last():
    assert F.demonstration_losers({}, ["state", "middle", "capitalist"]) == "capitalist"
    assert F.demonstration_losers({}, ["state", "middle"]) == "middle"


def test_tc6_skilled_worker_if_assigned_could_form_a_trade_union_education():
    """2 Working Class Workers in an education company; 2 unemployed could fill another
    education company, one of them education-skilled; the new worker should be education."""
    from games.hegemony.automa.skills import could_form_union, working_skill
    from games.hegemony.opening import worker
    state = initial_state("hegemony", 1, 2, {}, 3)
    for entry in state["public_sector"] + state["private_sector"]["capitalist"]:
        entry["workers"] = []
    uni = next(e for e in state["public_sector"] if e["id"] == "s-public-university-1")
    uni["workers"] = [worker("working", "E"), worker("working", "U")]
    college = next(e for e in state["private_sector"]["capitalist"] if e["id"] == "c-college-2")
    assert college["workers"] == []  # E U: the other education company
    state["classes"]["working"]["unemployed"] = [worker("working", "E"), worker("working", "U")]
    assert could_form_union(state, "E")
    assert not could_form_union(state, "H")
    trace = []
    assert working_skill(state, list("FLHEM"), None, trace) == "E"  # the unemployed yellow does not exclude E
    assert trace[0] == "if assigned, could form a trade union"


def test_extra_purchase_from_the_other_supplier_holding_population_many():
    """The need met from one supplier, the other holds Population-many at a price it can pay."""
    from games.engine import Option, Prompt
    from games.hegemony import mainboard
    from games.hegemony.automa import chooser
    state = _state()
    pop = mainboard.population(state, "working")
    state["classes"]["working"]["goods"]["luxury"] = pop  # bought from the first source already
    state["flow"]["stack"].append({"step": "buy_source", "role": "working", "resource": "luxury", "used": ["capitalist"]})
    prompt = Prompt("hegemony.buy_source", 0, "", (Option("source:foreign", "", {"source": "foreign", "n": pop, "price": 9}),
                                                    Option("done", "")), {"resource": "luxury"})
    assert chooser.choose(state, "working", prompt) == "source:foreign"
    short = Prompt("hegemony.buy_source", 0, "", (Option("source:foreign", "", {"source": "foreign", "n": pop - 1, "price": 9}),
                                                   Option("done", "")), {"resource": "luxury"})
    assert chooser.choose(state, "working", short) == "done"


def test_capitalist_buys_a_storage_by_itself_during_production_before_losing_goods():
    """Line 358: more than it can store (the Free Trade Zone full too): it buys the resource's
    Storage at once, outside its turn, and keeps what the tile holds."""
    from games.hegemony import actions, production
    from games.hegemony.automa.setup import add_automaton
    from games.hegemony.components import BOARD_FACTS
    state = _state(2)
    add_automaton(state, "capitalist", "simple")
    cc = state["classes"]["capitalist"]
    cc["storage"]["food"] = BOARD_FACTS["storage"]["capitalist"]["food"]
    cc["free_trade_zone"]["food"] = BOARD_FACTS["free_trade_zone"]["food"]
    cc["revenue"], cc["capital"] = 25, 0
    events = []
    assert production.store(state, "capitalist", "food", 3, events) == 3
    assert cc["extra_storage"] == ["food"] and cc["revenue"] == 25 - actions.STORAGE_COST
    assert [e["kind"] for e in events] == ["storage_bought"]
    assert production.store(state, "capitalist", "food", 99, events) < 99  # one tile only: the rest is lost
    assert cc["extra_storage"] == ["food"]


def test_a_human_capitalist_loses_what_its_storages_cannot_hold():
    from games.hegemony import production
    from games.hegemony.components import BOARD_FACTS
    state = _state(2)
    cc = state["classes"]["capitalist"]
    cc["storage"]["health"] = BOARD_FACTS["storage"]["capitalist"]["health"]
    assert production.store(state, "capitalist", "health", 2) == 0 and cc["extra_storage"] == []


def test_capitalist_buys_a_storage_before_a_business_deal_overflows_it():
    from games.engine import Option
    from games.hegemony.automa.setup import add_automaton
    from games.hegemony.flow import DECISIONS
    state = _state(2)
    add_automaton(state, "capitalist", "simple")
    cc = state["classes"]["capitalist"]
    cc["storage"]["food"], cc["revenue"], cc["capital"] = 5, 100, 0
    state["policies"]["6"] = "C"  # no tariff
    state["business_deals"] = ["business-deal-01"]  # 7 food for 50
    events = DECISIONS["deal"].choose(state, {"step": "deal", "role": "capitalist"},
                                      Option("deal:business-deal-01:storage", ""))
    assert cc["extra_storage"] == ["food"] and cc["storage"]["food"] == 12
    assert cc["revenue"] == 100 - 50 - 20 and events[-1]["kind"] == "storage_bought"
