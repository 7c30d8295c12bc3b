"""Crisis Plans and bonds (Crisis & Control; digest §11.1, §10.3): each Crisis Response card
replacing the IMF Intervention, played through the engine's Check IMF step."""
import json
from math import ceil

import pytest

from games.hegemony import mainboard, crisis, flow
from games.hegemony.automa import chooser
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import CRISIS_PLANS
from games.hegemony.crisis import plans
from games.hegemony.game import Hegemony
from games.hegemony.opening import initial_state, worker
from tests.games.hegemony.crisis_support import QUIET, answer

GAME = Hegemony()


def _game(n=3, automata=(), **options):
    state = initial_state("hegemony", 1, n, {"crisis_plans": True, **options}, 5)
    for role in automata:
        add_automaton(state, role, "simple")
    crisis.setup(state, [])
    state["flow"]["stack"] = [QUIET]  # a decision waiting under the Check IMF step
    return state


def _imf(state, card, loans=4, treasury=0):
    """The State over its Fiscal Policy's loans: the Check IMF step with `card` face up."""
    state["crisis"]["plans"]["card"] = card
    state["secret"]["crisis_plans"] = [c for c in sorted(CRISIS_PLANS) if c != card]
    state["state_loans"], state["treasury"] = loans, treasury
    state["flow"]["stack"].append({"step": "imf"})
    events = []
    flow.run(state, events)
    return events


def test_11_1_setup_one_card_face_up_the_rest_secret():
    state = GAME.setup([{"kind": "bot"}] * 3, {"crisis_plans": True}, 3)
    shown = state["crisis"]["plans"]["card"]
    assert shown in CRISIS_PLANS and len(state["secret"]["crisis_plans"]) == 9
    text = json.dumps(GAME.view(state, 0))
    assert not [c for c in state["secret"]["crisis_plans"] if f'"{c}"' in text]


def test_11_1_without_the_module_the_base_intervention():
    state = _game(crisis_plans=False)
    state["crisis"] = {}
    state["policies"]["1"] = "A"
    state["state_loans"], state["treasury"] = 4, 0
    state["flow"]["stack"].append({"step": "imf"})
    events = []
    flow.run(state, events)
    assert any(e["kind"] == "imf_intervention" for e in events) and state["policies"]["1"] == "B"


def test_11_1_no_intervention_within_the_fiscal_policy():
    state = _game()
    card = state["crisis"]["plans"]["card"]
    assert not [e for e in _imf(state, card, loans=1) if e["kind"] == "crisis_plan"]
    assert state["crisis"]["plans"]["card"] == card


def test_basic_imf_intervention_bills_policies_locks_loans_legitimacy():
    state = _game(n=4)
    state["bills"] = {"2": {"section": "A", "by": "working"}, "6": {"section": "C", "by": "capitalist"}}
    state["classes"]["working"]["bills"] = 2
    influence = state["classes"]["working"]["influence"]
    state["classes"]["state"]["legitimacy"] = {"working": 5, "middle": 2, "capitalist": 1}
    _imf(state, "basic-imf-intervention", loans=4, treasury=120)
    assert state["bills"] == {} and state["classes"]["working"]["influence"] == influence + 1
    assert state["classes"]["working"]["bills"] == 3
    assert [state["policies"][str(p)] for p in range(1, 8)] == list("CCABCBB")
    assert set(state["locks"]) == {"1", "3"}
    assert state["state_loans"] == 0 and state["treasury"] == 0  # 2 repaid at 55, the rest discarded
    assert state["classes"]["state"]["legitimacy"] == {"working": 3, "middle": 1, "capitalist": 1}
    assert state["crisis"]["plans"]["card"] != "basic-imf-intervention"
    assert "basic-imf-intervention" in state["crisis"]["plans"]["aside"]


def test_locks_close_the_policy_to_bills_until_the_next_check_imf():
    state = _game()
    _imf(state, "basic-imf-intervention")
    assert mainboard.bill_targets(state, 1) == [] and mainboard.bill_targets(state, 3) == []
    assert mainboard.bill_targets(state, 2)
    events = _imf(state, state["crisis"]["plans"]["card"], loans=0)
    assert any(e["kind"] == "locks_released" for e in events) and state["locks"] == {}
    assert mainboard.bill_targets(state, 1)


def test_eu_austerity_measures_each_class_pays_10():
    state = _game()
    money = {r: state["classes"][r]["money"] for r in ("working", "middle")}
    revenue = state["classes"]["capitalist"]["revenue"]
    _imf(state, "eu-austerity-measures", loans=3, treasury=0)
    assert state["classes"]["working"]["money"] == money["working"] - 10
    assert state["classes"]["middle"]["money"] == money["middle"] - 10
    assert state["classes"]["capitalist"]["revenue"] == revenue - 10


def test_failed_imf_intervention_revolution_needs_two_unions():
    state = _game()
    state["classes"]["working"]["unions"] = {}
    events = _imf(state, "failed-imf-intervention-revolution")
    assert events[0]["kind"] == "crisis_plan_redrawn"
    assert not any(e.get("card") == "failed-imf-intervention-revolution" and e["kind"] == "crisis_plan" for e in events)


def test_failed_imf_intervention_revolution_all_a_and_free_public_companies():
    state = _game()
    state["classes"]["working"]["unions"] = {"F": worker("working", "F"), "E": worker("working", "E")}
    state["policies"]["1"] = "C"
    cc = state["classes"]["capitalist"]
    influence, companies = cc["influence"], len(state["private_sector"]["capitalist"])
    _imf(state, "failed-imf-intervention-revolution", loans=4, treasury=0)
    assert [state["policies"][str(p)] for p in range(1, 8)] == list("ACAAAAA")  # as printed: 2C
    assert sum(e["face_up"] for e in state["public_sector"]) == 9
    assert cc["influence"] == influence + companies // 2
    # 10 + 35 + 20 paid in; the new Public Companies cost nothing; 1 loan repaid at 55
    assert state["state_loans"] == 0 and state["treasury"] == 0


def test_failed_imf_negotiations_classes_pay_until_the_loans_can_be_paid():
    state = _game(n=4)
    state["bills"] = {"2": {"section": "A", "by": "working"}, "4": {"section": "A", "by": "working"}}
    state["classes"]["state"]["legitimacy"] = {"working": 8, "middle": 8, "capitalist": 8}
    _imf(state, "failed-imf-negotiations", loans=2, treasury=0)
    assert set(state["bills"]) == {"4"}  # only bills in 2 and 7 are withdrawn
    assert state["policies"]["2"] == "C" and state["policies"]["7"] == "A"
    # 110 owed: 4 rounds of 10 from each of 3 classes (120); each class lost 4 legitimacy
    assert state["state_loans"] == 0 and state["treasury"] == 10
    assert state["classes"]["state"]["legitimacy"] == {"working": 4, "middle": 4, "capitalist": 4}


def test_imf_intervention_with_resistance_three_strikes_and_bills_4_5_kept():
    state = _game()
    state["bills"] = {"4": {"section": "A", "by": "working"}, "3": {"section": "A", "by": "working"}}
    _imf(state, "imf-intervention-with-resistance")
    assert set(state["bills"]) == {"4"} and state["locks"] == {"1": True}
    assert flow.top(state)["step"] == "crisis_strike" and flow.top(state)["left"] == 3
    for _ in range(3):
        if flow.top(state)["step"] != "crisis_strike":
            break
        prompt = flow.DECISIONS["crisis_strike"].prompt(state, flow.top(state))
        assert "done" not in prompt.ids()  # the card places 3: none may be kept back
        answer(state, prompt.options[0].id)
    assert sum(c["strike"] for c in mainboard.companies(state)) >= 1


def test_japanese_model_state_gets_40():
    state = _game()
    _imf(state, "japanese-model", loans=2, treasury=0)
    assert state["state_loans"] == 0 and state["treasury"] == 0  # 40 cannot repay a 55 loan: discarded


def test_moderate_imf_intervention_working_class_removes_two_unemployed():
    state = _game()
    wc = state["classes"]["working"]
    wc["unemployed"] = [worker("working", "U"), worker("working", "E"), worker("working", "H")]
    _imf(state, "moderate-imf-intervention")
    assert state["locks"] == {"6": True} and state["policies"]["6"] == "C"
    assert flow.top(state)["step"] == "remove_worker"
    answer(state, "skill:E")
    answer(state, "skill:H")
    assert [w["skill"] for w in wc["unemployed"]] == ["U"]


def test_10_3_automaton_returns_unskilled_workers_first():
    state = _game(automata=("working",))
    wc = state["classes"]["working"]
    wc["unemployed"] = [worker("working", "E"), worker("working", "U"), worker("working", "U")]
    _imf(state, "moderate-imf-intervention")
    for _ in range(2):
        prompt = flow.DECISIONS["remove_worker"].prompt(state, flow.top(state))
        answer(state, chooser.choose(state, "working", prompt))
    assert [w["skill"] for w in wc["unemployed"]] == ["E"]


def test_us_stimulus_package():
    state = _game()
    state["services"]["health"] = 3
    wc, mc, cc = (state["classes"][r] for r in ("working", "middle", "capitalist"))
    before = (wc["money"], mc["money"], cc["revenue"], wc["goods"]["health"], mc["goods"]["health"])
    _imf(state, "us-stimulus-package", loans=2, treasury=0)
    assert (wc["money"], mc["money"], cc["revenue"]) == (before[0] + 10, before[1] + 10, before[2] + 15)
    assert wc["goods"]["health"] == before[3] + 2 and mc["goods"]["health"] == before[4] + 1  # if able


def test_washington_consensus():
    state = _game(n=4)
    wc, mc = state["classes"]["working"], state["classes"]["middle"]
    wc["unions"] = {"F": worker("working", "F")}
    wc["unemployed"] = [worker("working", "U")] * 2
    state["classes"]["state"]["legitimacy"] = {"working": 5, "middle": 5, "capitalist": 5}
    influence, bag = wc["influence"], state["bag"]["working"]
    _imf(state, "washington-consensus")
    assert wc["influence"] == influence + ceil(mainboard.population(state, "working") / 2)
    assert state["bag"]["working"] == bag + 2 and wc["unemployed"] == []
    assert state["classes"]["state"]["legitimacy"] == {"working": 2, "middle": 3, "capitalist": 5}
    assert all(state["policies"][str(p)] == "C" for p in range(1, 7))


def test_new_government_bond_program_redrawn_in_round_5():
    state = _game()
    state["round"] = 5
    events = _imf(state, "new-government-bond-program")
    assert events[0]["kind"] == "crisis_plan_redrawn"


def test_new_government_bond_program_enough_pays_off_and_repays_next_round():
    state = _game()
    _imf(state, "new-government-bond-program", loans=2, treasury=20)
    for role, amount in (("capitalist", 50), ("middle", 30), ("working", 30)):
        assert flow.top(state) == {"step": "buy_bond", "role": role}  # reverse player order
        answer(state, f"bond:{amount}")
    assert state["state_loans"] == 0 and state["treasury"] == 20 + 110 - 110
    bonds = state["crisis"]["plans"]["bonds"]
    assert {b["role"]: b["owed"] for b in bonds} == {"capitalist": 70, "middle": 40, "working": 40}
    money = state["classes"]["working"]["money"]
    assert plans.repay_bonds(state) == []  # not this round
    state["round"] += 1
    plans.repay_bonds(state)
    assert state["classes"]["working"]["money"] == money + 40 and state["crisis"]["plans"]["bonds"] == []


def test_new_government_bond_program_not_enough_returns_the_money():
    state = _game()
    state["secret"]["crisis_plans"] = []
    _imf(state, "new-government-bond-program", loans=4, treasury=0)
    money = state["classes"]["working"]["money"]
    answer(state, "bond:0")
    answer(state, "bond:0")
    answer(state, "bond:30")
    assert state["classes"]["working"]["money"] == money and state["crisis"]["plans"]["bonds"] == []
    assert "new-government-bond-program" in state["crisis"]["plans"]["aside"] or \
        state["crisis"]["plans"]["card"] != "new-government-bond-program"


def test_10_3_automaton_buys_a_bond_at_the_highest_amount_on_an_influence_icon():
    from games.hegemony.components import AI_CARDS
    state = _game(automata=("capitalist",))
    _imf(state, "new-government-bond-program", loans=2, treasury=0)
    top = state["secret"]["ai_capitalist"][0]
    prompt = flow.DECISIONS["buy_bond"].prompt(state, flow.top(state))
    answer = chooser.choose(state, "capitalist", prompt)
    assert answer == ("bond:50" if AI_CARDS[top]["influence_icons"] else "bond:0")
    chooser.after_choice(state, "capitalist", prompt, answer)
    assert state["secret"]["ai_capitalist"][-1] == top  # the revealed card goes under the deck


@pytest.mark.parametrize("card", sorted(CRISIS_PLANS))
def test_every_crisis_response_card_resolves(card):
    """Each card through the step, with every decision it asks answered by its first option."""
    state = _game(n=4)
    state["classes"]["working"]["unions"] = {"F": worker("working", "F"), "E": worker("working", "E")}
    state["classes"]["working"]["unemployed"] = [worker("working", "U"), worker("working", "E"), worker("working", "U")]
    _imf(state, card, loans=3, treasury=10)
    for _ in range(10):
        step = flow.top(state)
        if step == QUIET:
            break
        prompt = flow.DECISIONS[step["step"]].prompt(state, step)
        answer(state, prompt.options[0].id)
    assert flow.top(state) == QUIET and state["state_loans"] == 0


@pytest.mark.parametrize("n,seed", [(2, 11), (3, 12)])
def test_random_games_with_the_modules_end_and_replay(n, seed):
    """Bots on every seat, Hidden Agendas and Crisis Plans on: the game ends, every step survives
    the JSON round trip, and seed + choices replay it exactly."""
    from games.engine import to_json
    from tests.games import conformance
    options = {"hidden_agendas": True, "crisis_plans": True}
    final, choices = conformance.playout(GAME, n, seed, options, check_every=11)
    assert GAME.result(final) is not None
    assert to_json(conformance.replay(GAME, n, seed, options, choices)) == to_json(final)
