"""Alternative Events (Crisis & Control; digest §11.2, §10.4, TC-9): 4 players only; the deck
replaced, each resolved card kept for its advantage or discarded for 1 VP, and the advantages at
the start of their phase."""
import pytest

from games.hegemony import crisis, flow
from games.hegemony.automa import chooser
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import ALTERNATIVE_EVENTS, COMPANIES, EVENTS
from games.hegemony.crisis import events as alt
from games.hegemony.opening import company, initial_state, worker
from tests.games.hegemony.crisis_support import QUIET, answer



def _game(n=4, automata=()):
    state = initial_state("hegemony", 1, n, {"alternative_events": True}, 7)
    for role in automata:
        add_automaton(state, role, "simple")
    crisis.setup(state, [])
    state["flow"]["stack"] = [QUIET]
    return state


def test_11_2_setup_the_alternative_events_replace_the_base_deck():
    state = _game()
    deck = state["secret"]["events"] + state["classes"]["state"]["events"]
    assert sorted(deck) == sorted(ALTERNATIVE_EVENTS) and not set(deck) & set(EVENTS)


def test_11_2_only_with_four_players():
    state = _game(n=3)
    assert "events" not in state["crisis"]


def test_tc9_kept_by_the_capitalist_class_then_sold_to_the_state():
    """TC-9: the State resolves Demand for Better Public Education for the CC, who keeps it; at the
    start of the Production Phase she sells 1 unsold education to the State for 10 and the State
    gains 1 VP."""
    state = _game()
    alt.after_resolved(state, "demand-for-better-public-education", "capitalist")
    assert flow.top(state)["step"] == "keep_event"
    answer(state, "event:keep")
    assert state["crisis"]["events"]["capitalist"] == ["demand-for-better-public-education"]
    cc = state["classes"]["capitalist"]
    cc["storage"]["education"] = 1
    revenue, vp = cc["revenue"], state["classes"]["state"]["vp"]
    crisis.before_production(state)
    prompt = flow.DECISIONS["event_sell_to_state"].prompt(state, flow.top(state))
    assert prompt.ids() == ["qty:0", "qty:1"]
    answer(state, "qty:1")
    assert cc["revenue"] == revenue + 10 and cc["storage"]["education"] == 0
    assert state["classes"]["state"]["vp"] == vp + 1


def test_11_2_discarded_at_once_for_1_vp():
    state = _game()
    vp = state["classes"]["middle"]["vp"]
    alt.after_resolved(state, "fear-of-recession", "middle")
    answer(state, "event:discard")
    assert state["classes"]["middle"]["vp"] == vp + 1 and state["crisis"]["events"]["middle"] == []


def test_tc9_10_4_automaton_keeps_in_rounds_1_to_4_and_cashes_in_round_5():
    state = _game(automata=("capitalist",))
    alt.after_resolved(state, "demand-for-better-public-education", "capitalist")
    assert state["crisis"]["events"]["capitalist"] == ["demand-for-better-public-education"]
    state["round"] = 5
    vp = state["classes"]["capitalist"]["vp"]
    alt.after_resolved(state, "fear-of-recession", "capitalist")
    assert state["classes"]["capitalist"]["vp"] == vp + 1 and "fear-of-recession" not in state["crisis"]["events"]["capitalist"]


@pytest.mark.parametrize("event,role,phase,where,gained", [
    ("fear-of-recession", "working", "Production Phase", "goods", {"food": 1}),
    ("healthcare-scandal", "middle", "Preparation Phase", "goods", {"health": 2}),
    ("student-protest", "capitalist", "Preparation Phase", "storage", {"education": 2}),
    ("low-global-innovation-index-ranking", "working", "Preparation Phase", "goods", {"education": 1, "luxury": 1}),
    ("rising-traffic-accidents", "middle", "Preparation Phase", "goods", {"health": 1, "education": 1}),
])
def test_advantage_goods_from_the_supply(event, role, phase, where, gained):
    state = _game()
    state["crisis"]["events"][role].append(event)
    before = dict(state["classes"][role][where])
    crisis.phase_starts(state, phase)
    for resource, n in gained.items():
        assert state["classes"][role][where][resource] == before[resource] + n
    assert crisis.phase_starts(state, "Elections Phase") == []  # only at the start of its own phase


@pytest.mark.parametrize("event,role,money,from_state", [
    ("demand-for-energy-subsidy", "working", 10, True), ("demand-for-subsidies-by-dairy-farmers", "capitalist", 10, False),
    ("rising-economic-inequality", "middle", 10, False)])
def test_advantage_money(event, role, money, from_state):
    from games.hegemony import economy
    state = _game()
    state["crisis"]["events"][role].append(event)
    have, treasury = economy.money(state, role), state["treasury"]
    crisis.phase_starts(state, "Production Phase")
    assert economy.money(state, role) == have + money
    assert state["treasury"] == treasury - (money if from_state else 0)


@pytest.mark.parametrize("event", ["gerrymandering", "low-political-engagement", "political-pressure"])
def test_advantage_two_voting_cubes_at_the_elections_phase(event):
    state = _game()
    state["crisis"]["events"]["working"].append(event)
    bag = state["bag"]["working"]
    crisis.phase_starts(state, "Elections Phase")
    assert state["bag"]["working"] == bag + 2


def test_smear_campaign_one_influence():
    state = _game()
    state["crisis"]["events"]["middle"].append("smear-campaign")
    influence = state["classes"]["middle"]["influence"]
    crisis.phase_starts(state, "Elections Phase")
    assert state["classes"]["middle"]["influence"] == influence + 1


def test_hurricane_the_state_without_food_loses_1_vp():
    state = _game()
    state["crisis"]["events"]["working"].append("hurricane")
    vp = state["classes"]["state"]["vp"]
    crisis.phase_starts(state, "Production Phase")
    assert state["classes"]["state"]["vp"] == vp - 1


def test_public_sector_union_negotiations_5_per_public_company_then_1_vp():
    state = _game()
    state["crisis"]["events"]["working"].append("public-sector-union-negotiations")
    n = sum(1 for e in state["public_sector"] if e["face_up"] and any(w["class"] == "working" for w in e["workers"]))
    money, vp = state["classes"]["working"]["money"], state["classes"]["state"]["vp"]
    crisis.phase_starts(state, "Production Phase")
    assert n and state["classes"]["working"]["money"] == money + 5 * n and state["classes"]["state"]["vp"] == vp + 1


def test_tax_returns_ten_less_at_pay_taxes():
    from games.hegemony import rounds
    state = _game()
    state["crisis"]["events"]["working"].append("tax-returns")
    crisis.phase_starts(state, "Production Phase")
    money = state["classes"]["working"]["money"]
    events = rounds.taxes(state, {"step": "taxes"})
    tax = next(e for e in events if e["kind"] == "taxes_paid" and e["role"] == "working")["tax"]
    assert state["classes"]["working"]["money"] == money - tax + min(10, tax)


def test_demand_for_digital_transformation_luxury_companies_make_one_more():
    state = _game()
    state["crisis"]["events"]["capitalist"].append("demand-for-digital-transformation")
    mall = next(e for e in state["private_sector"]["capitalist"] if e["id"] == "c-shopping-mall-2")
    assert mall["workers"]
    luxury = state["classes"]["capitalist"]["storage"]["luxury"]
    crisis.phase_starts(state, "Production Phase")
    assert state["classes"]["capitalist"]["storage"]["luxury"] == luxury + 1


def test_demand_for_startup_support_state_pays_10_of_each_company_built():
    state = _game()
    state["crisis"]["events"]["middle"].append("demand-for-startup-support")
    money, vp = state["classes"]["middle"]["money"], state["classes"]["state"]["vp"]
    crisis.after_play(state, [{"kind": "company_built", "audience": "all", "role": "middle", "company": "m-x"}])
    assert state["classes"]["middle"]["money"] == money + 10 and state["classes"]["state"]["vp"] == vp + 1
    assert crisis.after_play(state, [{"kind": "company_built", "audience": "all", "role": "capitalist",
                                      "company": "c-x"}]) == []


def test_demand_for_state_intervention_for_the_production_phase_only():
    from games.hegemony import rounds
    state = _game()
    state["crisis"]["events"]["capitalist"].append("demand-for-state-intervention")
    crisis.phase_starts(state, "Production Phase")
    prompt = flow.DECISIONS["state_intervention"].prompt(state, flow.top(state))
    choice = next(o for o in prompt.options if o.id.endswith(":down"))
    entry = next(e for e in state["private_sector"]["capitalist"] if e["id"] == choice.params["company"])
    wage = entry["wage"]
    answer(state, choice.id)
    assert entry["wage"] == wage - 1
    rounds.taxes(state, {"step": "taxes"})
    assert entry["wage"] == wage


def test_10_4_automaton_demand_for_state_intervention_lowers_its_own_largest_difference():
    state = _game(automata=("capitalist",))
    a, b = company("c-university-1"), company("c-fast-food-chain-1")
    state["private_sector"]["capitalist"] = [a, b]
    state["crisis"]["events"]["capitalist"].append("demand-for-state-intervention")
    crisis.phase_starts(state, "Production Phase")
    prompt = flow.DECISIONS["state_intervention"].prompt(state, flow.top(state))
    assert chooser.choose(state, "capitalist", prompt) == "wage:c-university-1:down"


def test_demand_for_economic_stimulus_5_and_workers_before_production():
    state = _game()
    idle = company("c-fast-food-chain-1")
    state["private_sector"]["capitalist"].append(idle)
    state["classes"]["working"]["unemployed"] = [worker("working", "U") for _ in range(3)]
    state["crisis"]["events"]["capitalist"].append("demand-for-economic-stimulus")
    revenue = state["classes"]["capitalist"]["revenue"]
    crisis.phase_starts(state, "Production Phase")
    assert state["classes"]["capitalist"]["revenue"] == revenue + 5
    answer(state, "staff:c-fast-food-chain-1:working")
    assert len(idle["workers"]) == len(COMPANIES["c-fast-food-chain-1"]["workers"])


def test_public_pressure_the_state_supports_the_bill_up_to_2_influence():
    state = _game()
    state["crisis"]["events"]["working"].append("public-pressure")
    state["classes"]["state"]["influence"] = 5
    state["bills"]["4"] = {"section": "A", "by": "working", "sides": {"state": False}}
    alt.before_vote(state, 4)
    answer(state, "pressure:use")
    seat = state["roles"].index("state")
    assert state["bills"]["4"]["sides"]["state"] is True and state["seats"][seat]["influence_bid"] == 2
    assert "public-pressure" not in state["crisis"]["events"]["working"]


def test_public_pressure_not_offered_against_the_bill():
    state = _game()
    state["crisis"]["events"]["working"].append("public-pressure")
    state["bills"]["4"] = {"section": "C", "by": "capitalist", "sides": {"working": False}}
    assert alt.before_vote(state, 4) == [] and flow.top(state) == QUIET


def test_10_4_automaton_uses_public_pressure_when_the_state_is_expected_against():
    state = _game(automata=("capitalist",))
    state["crisis"]["events"]["capitalist"].append("public-pressure")
    state["policies"]["3"] = "A"
    state["bills"]["3"] = {"section": "B", "by": "capitalist", "sides": {}}
    events = alt.before_vote(state, 3)
    assert events[0]["kind"] == "public_pressure" and state["bills"]["3"]["sides"]["state"] is True


def test_every_advantage_is_written():
    assert set(alt.AT_START) | set(alt.WHEN_IT_HAPPENS) == set(ALTERNATIVE_EVENTS)


def test_advantage_questions_come_before_anything_produces():
    """Demand for State Intervention at the start of the Production Phase: the Wage chosen is the
    one paid when the company produces."""
    from games.hegemony import production
    state = _game()
    state["crisis"]["events"]["capitalist"].append("demand-for-state-intervention")
    state["flow"]["stack"].append({"step": "production"})
    flow.run(state, [])
    assert flow.top(state)["step"] == "state_intervention"
    mall = next(e for e in state["private_sector"]["capitalist"] if e["id"] == "c-shopping-mall-2")
    level = mall["wage"]
    events = answer(state, f"wage:c-shopping-mall-2:{'down' if level > 1 else 'up'}")
    produced = next(e for e in events if e["kind"] == "produced" and e["company"] == "c-shopping-mall-2")
    assert produced["wage"] == production.wage(mall) and mall["wage"] != level
