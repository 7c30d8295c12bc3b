"""The automata with the Crisis & Control modules and the strike wages (digest §8.2, §9.2, §10, TC-9)."""
from games.hegemony.automa import modules as M
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import AI_CARDS, HIDDEN_AGENDAS
from games.hegemony.opening import company, initial_state, worker


def _game(n=4, role="capitalist"):
    state = initial_state("hegemony", 1, n, {}, 6)
    add_automaton(state, role, "simple")
    return state


def test_hidden_agenda_automaton_has_all_five_face_up():
    state = _game()
    ids = M.deal_agendas(state, "capitalist")
    assert len(ids) == 5 and all(HIDDEN_AGENDAS[a]["class"] == "cc" for a in ids)
    assert not any(state["automata"]["capitalist"]["agendas"].values())


def test_hidden_agenda_only_the_best_face_down_card_scores():
    state = _game()
    ids = M.deal_agendas(state, "capitalist")
    assert M.agenda_vp(state, "capitalist") == 0
    for a in ids[:2]:
        M.agenda_met(state, "capitalist", a)
    assert M.agenda_vp(state, "capitalist") == max(HIDDEN_AGENDAS[a]["vp"] for a in ids[:2])


def test_tc9_alternative_event_kept_in_rounds_one_to_four_cashed_in_round_five():
    state = _game()
    assert M.keeps_event(state)
    state["round"] = 5
    assert not M.keeps_event(state)


def test_public_pressure_used_when_the_state_is_expected_against():
    state = _game()
    # the CC proposes Taxation A -> B; the State wants 3A (against); policy 3 is within 2-6
    state["policies"]["3"] = "A"
    state["bills"]["3"] = {"section": "B", "by": "capitalist"}
    assert M.uses_public_pressure(state, "capitalist", 3)
    state["bills"]["7"] = {"section": "C", "by": "capitalist"}
    assert not M.uses_public_pressure(state, "capitalist", 7)


def test_demand_for_state_intervention_largest_wage_difference():
    state = _game()
    a, b = company("c-university-1"), company("c-fast-food-chain-1")
    a["wage"] = b["wage"] = 2
    state["private_sector"]["capitalist"] = [a, b]
    assert M.intervention_company(state, "capitalist")["id"] == "c-university-1"


def test_crisis_plan_returns_unskilled_workers_first():
    pool = [worker("working", "E"), worker("working", "U"), worker("working", "H"), worker("working", "U")]
    assert sorted(M.workers_to_return(pool, 2)) == [1, 3]


def test_bonds_paid_at_the_highest_amount_on_an_influence_icon():
    state = _game()
    top = state["secret"]["ai_capitalist"][0]
    paid = M.bond_payment(state, "capitalist", (30, 50), 60)
    assert paid == (50 if AI_CARDS[top]["influence_icons"] else 0)
    assert state["secret"]["ai_capitalist"][-1] == top
    assert M.bond_payment(state, "capitalist", (30, 50), 20) == 0


def test_middle_class_raises_struck_companies_to_l3_and_resets_next_round():
    state = _game(3, "middle")
    entry = company("m-convenience-store-1")
    entry["strike"], entry["wage"] = True, 1
    state["private_sector"]["middle"] = [entry]
    assert M.middle_strike_wages(state) == ["m-convenience-store-1"] and entry["wage"] == 3
    M.reset_wages(state, "middle")
    from games.hegemony import mainboard
    assert entry["wage"] == mainboard.minimum_wage_level(state)


def test_capitalist_strike_response_draws_two_for_machinery_or_the_only_company():
    state = _game()
    e = company("c-university-1")
    e["strike"], e["machinery"], e["wage"] = True, True, 1
    state["private_sector"]["capitalist"] = [e]
    top2 = state["secret"]["ai_capitalist"][:2]
    raised = M.capitalist_strike_wages(state)
    assert (raised == ["c-university-1"]) == any(AI_CARDS[c]["influence_icons"] for c in top2)
    assert state["secret"]["ai_capitalist"][-2:] == top2


def test_round_five_discard_shuffled_under_the_deck():
    state = _game()
    state["automata"]["capitalist"]["discard"] = state["secret"]["ai_capitalist"][5:]
    state["secret"]["ai_capitalist"] = state["secret"]["ai_capitalist"][:5]
    first5 = list(state["secret"]["ai_capitalist"])
    M.round_five_reshuffle(state, "capitalist")
    assert state["secret"]["ai_capitalist"][:5] == first5 and len(state["secret"]["ai_capitalist"]) == 30


def test_option_last_operational_scope_board_counts_other_owners():
    state = _game()
    e = company("c-university-1")
    e["strike"], e["wage"] = True, 1
    e["workers"] = [worker("working", "E"), worker("working", "U"), worker("working", "U")]
    state["private_sector"]["capitalist"] = [e]
    deck = list(state["secret"]["ai_capitalist"])
    M.capitalist_strike_wages(state)  # its only operational education company: 2 cards
    assert state["secret"]["ai_capitalist"] == deck[2:] + deck[:2]
    e["wage"] = 1
    state["options"] = {"last_operational_scope": "board"}  # a public university also produces education
    M.capitalist_strike_wages(state)
    assert state["secret"]["ai_capitalist"] == deck[3:] + deck[:3]


def test_option_round5_reshuffle_off_keeps_the_discard_pile():
    state = _game()
    state["options"] = {"round5_reshuffle": False}
    state["automata"]["capitalist"]["discard"] = ["cc-ai-01"]
    M.round_five_reshuffle(state, "capitalist")
    assert state["automata"]["capitalist"]["discard"] == ["cc-ai-01"]


def test_raising_wages_in_answer_to_a_strike_commits_the_workers():
    """Adjust Wages (Middle Class rules): the automaton's raise to L3 commits the Workers there."""
    state = _game(3, "middle")
    entry = company("m-convenience-store-1")
    entry["strike"], entry["wage"] = True, 1
    entry["workers"] = [worker("middle", "F")]
    entry["employee"] = worker("working", "U")
    state["private_sector"]["middle"] = [entry]
    M.middle_strike_wages(state)
    assert entry["workers"][0]["committed"] and entry["employee"]["committed"]
