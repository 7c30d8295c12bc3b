"""The AI card bonuses written last, one test per printed text named after a card that prints it
(digest §4.2; the card images' texts in data/ai-cards.json)."""
import pytest

from games.engine import Option
from games.hegemony import actions, mainboard, economy
from games.hegemony.automa import bonuses
from games.hegemony.automa.setup import add_automaton
from games.hegemony.flow import DECISIONS
from games.hegemony.opening import company, initial_state, worker


def _game(role, n=4):
    state = initial_state("hegemony", 1, n, {}, 8)
    add_automaton(state, role, "simple")
    return state


def _plan(state, role, card, action):
    plan = {"card": card, "action": action, "bonus": True, "policy": None, "target": None}
    state["automata"][role]["plan"] = plan
    plan["before"] = bonuses.snapshot(state, role)
    return plan


def test_cc_ai_06_desired_policy_even_if_not_next_and_no_immediate_vote():
    """"Place your marker on your Desired Policy, even if it's not next to the current section.
    You may only call for an Immediate Vote if you placed your marker next to the current section.\""""
    state = _game("capitalist")
    state["policies"]["3"] = "A"  # the Capitalist automaton desires 3C
    plan = _plan(state, "capitalist", "cc-ai-06", "PB")
    plan.update(policy=3, target="B")
    bonuses.apply_bonus(state, "capitalist", plan)
    assert plan["target"] == "C" and "3C" in actions.bill_options(state, {"role": "capitalist"})
    assert "3C" not in actions.bill_options(state, {"role": "working"})
    state["classes"]["capitalist"]["influence"] = 3
    depth = len(state["flow"]["stack"])
    DECISIONS["bill"].choose(state, {"step": "bill", "role": "capitalist"}, Option("bill:3C", ""))
    assert state["bills"]["3"]["section"] == "C" and len(state["flow"]["stack"]) == depth  # no Immediate Vote


def test_wc_ai_18_desired_policy_next_to_the_current_one_may_vote_at_once():
    state = _game("working")
    state["policies"]["3"] = "B"  # the Working Class automaton desires 3A: next to B
    plan = _plan(state, "working", "wc-ai-18", "PB")
    plan.update(policy=3, target="A")
    bonuses.apply_bonus(state, "working", plan)
    DECISIONS["bill"].choose(state, {"step": "bill", "role": "working"}, Option("bill:3A", ""))
    assert state["flow"]["stack"][-1]["step"] == "immediate"


def test_wc_ai_06_immediate_vote_without_spending_influence():
    """"Call for an Immediate Vote without spending [influence]": offered even with none, and free."""
    state = _game("working")
    state["classes"]["working"]["influence"] = 0
    plan = _plan(state, "working", "wc-ai-06", "PB")
    bonuses.apply_bonus(state, "working", plan)
    DECISIONS["bill"].choose(state, {"step": "bill", "role": "working"}, Option("bill:2A", ""))
    step = state["flow"]["stack"][-1]
    assert step["step"] == "immediate" and step["free"]
    state["flow"]["stack"].pop()
    DECISIONS["immediate"].choose(state, step, Option("vote:now", ""))
    assert state["classes"]["working"]["influence"] == 0
    assert state["flow"]["stack"][-1]["step"] == "side"  # the vote is under way


def test_mc_ai_03_buys_from_every_source_up_to_population_from_each():
    state = _game("middle")
    mc, cc = state["classes"]["middle"], state["classes"]["capitalist"]
    pop = mainboard.population(state, "middle")
    mc["money"], mc["storage"]["luxury"], cc["storage"]["luxury"] = 500, 1, pop + 2
    plan = _plan(state, "middle", "mc-ai-03", "BGS")
    actions.buy(state, "middle", "capitalist", "luxury", 1)  # its own purchase: 1 from the Capitalist Class
    bonuses.after_bonus(state, "middle", plan)
    assert cc["storage"]["luxury"] == 2  # topped up to Population-many from the Capitalist Class
    assert mc["storage"]["luxury"] == 0  # its own stock (1) taken too
    assert mc["goods"]["luxury"] == pop + 1 + pop  # and Population-many from the Foreign Market


def test_mc_ai_06_no_tariff_for_food_from_the_foreign_market():
    state = _game("middle")
    state["policies"]["6"] = "A"
    mc = state["classes"]["middle"]
    plan = _plan(state, "middle", "mc-ai-06", "BGS")
    money, treasury = mc["money"], state["treasury"]
    actions.buy(state, "middle", "foreign", "food", 2)
    bonuses.after_bonus(state, "middle", plan)
    tariff = economy.tariff(state, "food")
    assert tariff > 0 and mc["money"] == money - 2 * actions.unit_price(state, "foreign", "food") + 2 * tariff
    assert state["treasury"] == treasury


def test_mc_ai_06_not_under_policy_6c():
    state = _game("middle")
    state["policies"]["6"] = "C"  # the chips print 6A and 6B
    plan = _plan(state, "middle", "mc-ai-06", "BGS")
    actions.buy(state, "middle", "foreign", "food", 2)
    assert bonuses.after_bonus(state, "middle", plan) == []


def test_wc_ai_15_state_pays_half_of_luxury_bought_from_other_players():
    state = _game("working")
    state["policies"]["1"] = "A"
    wc, legit = state["classes"]["working"], state["classes"]["state"]["legitimacy"]
    state["classes"]["capitalist"]["storage"]["luxury"] = 5
    price = state["classes"]["capitalist"]["prices"]["luxury"]
    plan = _plan(state, "working", "wc-ai-15", "BGS")
    before, shield = wc["money"], legit["working"]
    actions.buy(state, "working", "capitalist", "luxury", 3)
    bonuses.after_bonus(state, "working", plan)
    assert wc["money"] == before - 3 * price + (3 * price) // 2 and legit["working"] == shield + 1


def test_wc_ai_03_only_public_services_and_5_per_unemployed_first():
    state = _game("working")
    state["policies"]["4"] = "B"
    wc = state["classes"]["working"]
    unemployed, money = len(wc["unemployed"]), wc["money"]
    plan = _plan(state, "working", "wc-ai-03", "BGS")
    bonuses.apply_bonus(state, "working", plan)
    assert wc["money"] == money + 5 * unemployed and plan["sources"] == ["state"]
    from games.hegemony.automa import chooser
    step = {"step": "buy_source", "role": "working", "resource": "health", "used": []}
    state["flow"]["stack"].append(step)
    prompt = DECISIONS["buy_source"].prompt(state, step)
    assert chooser.choose(state, "working", prompt) == "source:state"


def test_wc_ai_02_cooperative_farm_first_takes_the_assignment():
    state = _game("working")
    wc = state["classes"]["working"]
    wc["unemployed"] = [worker("working", "U") for _ in range(4)]
    plan = _plan(state, "working", "wc-ai-02", "AW")
    bonuses.apply_bonus(state, "working", plan)
    assert len(wc["farms"]) == 1 and len(wc["farms"][0]) == 3 and len(wc["unemployed"]) == 1
    actions.start_assign(state, "working")
    bonuses.step_terms(state, "working", plan)
    assert state["flow"]["stack"][-1]["step"] != "assign"


def test_wc_ai_01_up_to_4_workers_paid_4_each_by_the_owner():
    state = _game("working")
    state["policies"]["2"] = "B"
    plan = _plan(state, "working", "wc-ai-01", "AW")
    actions.start_assign(state, "working")
    bonuses.step_terms(state, "working", plan)
    assert state["flow"]["stack"][-1]["left"] == 4
    target = company("c-hotel-1")
    state["private_sector"]["capitalist"].append(target)
    plan["before"] = bonuses.snapshot(state, "working")
    target["workers"] = [worker("working", "U", True) for _ in range(3)]
    cc_money, wc_money = economy.money(state, "capitalist"), state["classes"]["working"]["money"]
    bonuses.after_bonus(state, "working", plan)
    assert economy.money(state, "capitalist") == cc_money - 12 and state["classes"]["working"]["money"] == wc_money + 12


@pytest.mark.parametrize("labor,left", [("B", 7), ("C", 7), ("A", 3)])
def test_wc_ai_08_any_number_of_unemployed_under_2b_or_2c(labor, left):
    """[2B]/[2C]: any number of unemployed Workers; under 2A the card prints nothing: 3 as usual."""
    state = _game("working")
    state["policies"]["2"] = labor
    state["classes"]["working"]["unemployed"] = [worker("working", "U") for _ in range(7)]
    plan = _plan(state, "working", "wc-ai-08", "AW")
    actions.start_assign(state, "working")
    bonuses.step_terms(state, "working", plan)
    assert state["flow"]["stack"][-1]["left"] == left


def test_mc_ai_16_any_number_of_workers_under_2c_moves_to_a_public_company():
    """[2C]: employed Middle Class Workers move from a Capitalist company to an open Public Company
    paying as much or more (§8.3.9)."""
    state = _game("middle")
    state["policies"]["2"] = "C"
    public = next(e for e in state["public_sector"] if e["face_up"] and not e["workers"]) if any(
        e["face_up"] and not e["workers"] for e in state["public_sector"]) else None
    if public is None:
        public = state["public_sector"][0]
        public["workers"], public["face_up"] = [], True
    public["wage"] = 3
    for e in state["public_sector"]:
        if e is not public and not e["workers"]:
            e["face_up"] = False  # this one is the only open Public Company
    from games.hegemony import workers
    slots = workers.slots_of(public)
    source = company("c-hotel-1")
    source["wage"] = 1
    source["workers"] = [worker("middle", s) for s in slots]
    state["private_sector"]["capitalist"].append(source)
    in_cc = sum(1 for e in state["private_sector"]["capitalist"] for w in e["workers"] if w["class"] == "middle")
    plan = _plan(state, "middle", "mc-ai-16", "AW")
    events = bonuses.after_bonus(state, "middle", plan)
    assert events and [w["class"] for w in public["workers"]] == ["middle"] * len(slots)
    assert sum(1 for e in state["private_sector"]["capitalist"] for w in e["workers"]
               if w["class"] == "middle") == in_cc - len(slots)
    assert not any(w["skill"] == "M" for w in source["workers"])


def test_mc_ai_16_no_move_to_a_lower_wage():
    state = _game("middle")
    state["policies"]["2"] = "C"
    for e in state["public_sector"]:
        e["wage"] = 1
    for e in state["private_sector"]["capitalist"]:
        e["wage"] = 3
    plan = _plan(state, "middle", "mc-ai-16", "AW")
    assert bonuses.after_bonus(state, "middle", plan) == []
