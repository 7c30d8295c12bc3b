"""The State's action cards played for their effect (4 players), one test per face: the 28 base
faces and the State's five Crisis & Control faces, as printed (data/action-cards.json,
cc-action-cards.json) and as the FAQ rules. A prompt with one option is played at once
(Hegemony.AUTO_FORCED)."""
from games.hegemony import effects, legitimacy
from games.hegemony.components import ACTION_CARDS, CC_ACTION_CARDS

from .test_state import GAME, ST, WC, ids, new, play, turn


def card(state, face, *choices):
    """The State plays `face` for its effect, then answers `choices`."""
    state = turn(state, hand=[f"{face}#1"])
    assert f"play:{face}#1" in ids(state, ST)
    return play(state, ST, f"play:{face}#1", *choices)


def playable(state, face):
    return effects.can_play(state, "state", f"{face}#1")


def legit(state):
    return legitimacy.track(state)


def test_every_state_face_has_an_effect():
    faces = [f for f in (*ACTION_CARDS, *CC_ACTION_CARDS) if f.startswith("state:")]
    assert len(faces) == 28 + 5 and not [f for f in faces if f in effects.missing()]


def test_a_matter_of_high_priority_places_one_of_the_top_two_then_an_event_action():
    """FAQ: the card not chosen goes back on top of the Event deck."""
    state = new()
    state["classes"]["state"]["events"] = ["drought"]
    top = state["secret"]["events"][:2]
    state = card(state, "state:a-matter-of-high-priority", f"place:{top[0]}")
    assert state["classes"]["state"]["events"] == ["drought", top[0]]
    assert state["secret"]["events"][0] == top[1]
    assert GAME.prompt(state, ST).id == "hegemony.event_action"


def test_a_matter_of_high_priority_with_a_full_board_places_nothing():
    state = new()
    top = state["secret"]["events"][:2]
    state = card(state, "state:a-matter-of-high-priority")
    assert state["secret"]["events"][:2] == top  # "keep" was the only choice
    assert GAME.prompt(state, ST).id == "hegemony.event_action"


def test_agenda_setting_one_personal_influence_per_matching_policy():
    state = new()
    state["classes"]["state"]["political_agenda"] = "political-agenda-02"  # 1C 2B 3A 4B 5C: all 5
    state = card(state, "state:agenda-setting")
    assert state["classes"]["state"]["influence"] == 1 + 5


def test_allowances_and_subsidies_provides_20_and_one_legitimacy():
    state = card(new(), "state:allowances-and-subsidies", "role:middle")
    assert state["classes"]["state"]["benefits"]["middle"] == {"money": 20}
    assert state["treasury"] == 100 and legit(state)["middle"] == 3 and legit(state)["working"] == 2


def test_business_grants_5_per_company_and_legitimacy_per_3_companies():
    """Requirement 1A/1B; CC+1 per 3 Companies."""
    state = new()
    assert not playable(state, "state:business-grants")  # 1C
    state["policies"]["1"] = "B"
    state = card(state, "state:business-grants")
    assert state["classes"]["state"]["benefits"]["capitalist"] == {"money": 20}  # 4 Companies
    assert legit(state)["capitalist"] == 3


def test_construction_boom_15_each_to_the_state_working_and_capitalist():
    state = new()
    money, revenue = state["classes"]["working"]["money"], state["classes"]["capitalist"]["revenue"]
    state = card(state, "state:construction-boom")
    assert state["treasury"] == 135 and state["classes"]["working"]["money"] == money + 15
    assert state["classes"]["capitalist"]["revenue"] == revenue + 15
    assert legit(state) == {"working": 3, "middle": 2, "capitalist": 3}


def test_denial_of_free_speech_media_influence_then_two_classes_give_one_and_lose_legitimacy():
    state = new()
    state = card(state, "state:denial-of-free-speech", "pair:working+capitalist")
    assert state["services"]["influence"] == 6  # 4 + 2 (room: production 4 + 6)
    assert state["classes"]["state"]["influence"] == 3
    assert state["classes"]["working"]["influence"] == 0 and state["classes"]["capitalist"]["influence"] == 0
    assert legit(state) == {"working": 1, "middle": 2, "capitalist": 1}


def test_emergency_state_needs_three_bills_and_moves_a_policy_without_one():
    """FAQ: no VP for the change."""
    state = new()
    assert not playable(state, "state:emergency-state")
    state["bills"] = {p: {"section": "B", "by": "working"} for p in ("1", "3", "5")}
    state = card(state, "state:emergency-state")
    assert "policy:1B" not in ids(state, ST) and "policy:4A" in ids(state, ST)
    state = play(state, ST, "policy:4A")
    assert state["policies"]["4"] == "A" and state["classes"]["state"]["vp"] == 0


def test_employment_support_scheme_gives_15_to_working_and_middle():
    state = new()
    wc, mc = state["classes"]["working"]["money"], state["classes"]["middle"]["money"]
    state = card(state, "state:employment-support-scheme")
    assert state["classes"]["working"]["money"] == wc + 15 and state["classes"]["middle"]["money"] == mc + 15
    assert state["treasury"] == 90 and legit(state) == {"working": 3, "middle": 3, "capitalist": 2}


def test_foreign_financial_assistance_10_per_matching_policy():
    state = new()
    state["classes"]["state"]["political_agenda"] = "political-agenda-01"  # 1B 2A 3C 4A 5C: 5C matches
    state = card(state, "state:foreign-financial-assistance")
    assert state["treasury"] == 130


def test_foreign_investment_program_2_personal_influence_for_40():
    state = new()
    assert not playable(state, "state:foreign-investment-program")
    state["classes"]["state"]["influence"] = 2
    state = card(state, "state:foreign-investment-program")
    assert state["classes"]["state"]["influence"] == 0 and state["treasury"] == 160


def test_foreign_students_sells_up_to_8_education_at_the_local_price():
    state = new()
    state["policies"]["1"] = "A"
    state = card(state, "state:foreign-students", "qty:4")
    assert state["services"]["education"] == 2 and state["treasury"] == 120 + 4 * 10  # 5C: 10₳


def test_geopolitical_support_by_foreign_trade():
    state = new()
    state["policies"]["6"] = "C"
    assert card(state, "state:geopolitical-support")["treasury"] == 165


def test_growth_in_tourism_15_each_to_the_state_middle_and_capitalist():
    state = new()
    mc = state["classes"]["middle"]["money"]
    state = card(state, "state:growth-in-tourism")
    assert state["treasury"] == 135 and state["classes"]["middle"]["money"] == mc + 15
    assert legit(state) == {"working": 2, "middle": 3, "capitalist": 3}


def test_healthcare_program_provides_health_equal_to_population():
    state = card(new(), "state:healthcare-program", "role:working")  # 4B in effect
    assert state["classes"]["state"]["benefits"]["working"] == {"health": 3}
    assert state["services"]["health"] == 3 and legit(state)["working"] == 3


def test_higher_vat_15_from_each_then_two_classes_lose_legitimacy():
    state = new()
    state["classes"]["working"]["money"] = 10
    state = card(state, "state:higher-vat", "pair:working+middle")
    assert state["treasury"] == 165 and state["classes"]["working"]["loans"] == 1
    assert legit(state) == {"working": 1, "middle": 1, "capitalist": 2}


def test_immediate_response_performs_one_event_twice():
    """FAQ: both Providings stay in the areas; the Event is discarded once."""
    state = new()
    state["classes"]["state"]["events"] = ["low-education-index", "drought"]
    state = card(state, "state:immediate-response", "event:low-education-index:working")
    assert set(ids(state, ST)) == {"event:low-education-index:working", "event:low-education-index:middle"}
    state = play(state, ST, "event:low-education-index:working")
    assert state["classes"]["state"]["benefits"]["working"] == {"education": 4}
    assert state["classes"]["state"]["events"] == ["drought"] and legit(state)["working"] == 4


def test_literacy_program_provides_education_equal_to_population():
    state = new()
    assert not playable(state, "state:literacy-program")  # 5C
    state["policies"]["5"] = "B"
    state = card(state, "state:literacy-program", "role:middle")
    assert state["classes"]["state"]["benefits"]["middle"] == {"education": 3} and legit(state)["middle"] == 3


def test_medical_tourism_sells_health_at_the_local_price():
    state = new()
    state["policies"]["1"] = "B"
    state = card(state, "state:medical-tourism", "qty:6")
    assert state["services"]["health"] == 0 and state["treasury"] == 120 + 6 * 5  # 4B: 5₳


def test_nationalization_swaps_an_idle_public_company_for_an_idle_capitalist_one():
    """Under 1B the State pays the Capitalist Class the Company's cost."""
    state = new()
    state["policies"]["1"] = "B"
    revenue = state["classes"]["capitalist"]["revenue"]
    state = card(state, "state:nationalization")  # the Broadcasting company is the only idle one
    state = play(state, ST, "company:c-clinic-2") if GAME.prompt(state, ST).id == "hegemony.nationalize" else state
    ids_public = [c["id"] for c in state["public_sector"]]
    assert "c-clinic-2" in ids_public and "s-national-public-broadcasting-1" not in ids_public
    assert "c-clinic-2" not in [c["id"] for c in state["private_sector"]["capitalist"]]
    assert state["classes"]["capitalist"]["revenue"] == revenue + 16 and state["treasury"] == 120 - 16


def test_pressing_matters_a_free_immediate_vote():
    state = card(new(), "state:pressing-matters", "bill:3B")
    assert GAME.prompt(state, ST).id == "hegemony.immediate_vote"
    state = play(state, ST, "vote:now")
    assert state["classes"]["state"]["influence"] == 1  # nothing spent


def test_privatization_sells_an_operational_company_to_the_capitalist_class():
    state = new()
    capital = state["classes"]["capitalist"]["revenue"]
    state = card(state, "state:privatization", "company:s-university-hospital-1")
    assert "s-university-hospital-1" in [c["id"] for c in state["private_sector"]["capitalist"]]
    assert state["treasury"] == 150 and state["classes"]["capitalist"]["revenue"] == capital - 30
    assert legit(state)["capitalist"] == 3


def test_public_sector_overtime_pays_wages_and_produces_once_more():
    state = new()
    state["services"]["health"] = 0
    wc = state["classes"]["working"]["money"]
    state = card(state, "state:public-sector-overtime", "company:s-university-hospital-1")
    assert state["services"]["health"] == 6 and state["classes"]["working"]["money"] == wc + 30
    assert state["treasury"] == 90


def test_quantitative_easing_25_or_35_with_a_loan():
    assert card(new(), "state:quantitative-easing")["treasury"] == 145
    state = new()
    state["state_loans"] = 1
    assert card(state, "state:quantitative-easing")["treasury"] == 155


def test_radical_reforms_any_section_and_no_immediate_vote():
    state = card(new(), "state:radical-reforms", "bill:3C")  # 3A in effect: two sections away
    assert state["bills"]["3"] == {"section": "C", "by": "state"}
    assert GAME.prompt(state, ST).id == "hegemony.free_action"


def test_shift_focus_replaces_an_event_without_penalty_then_an_event_action():
    state = new()
    old = state["classes"]["state"]["events"][0]
    top = state["secret"]["events"][:2]
    state = card(state, "state:shift-focus", f"swap:{old}:{top[1]}")
    assert top[1] in state["classes"]["state"]["events"] and old in state["event_discards"]
    assert legit(state) == {"working": 2, "middle": 2, "capitalist": 2} and state["secret"]["events"][0] == top[0]


def test_step_for_representation_personal_influence_and_two_cubes_and_two_legitimacy():
    state = card(new(), "state:step-for-representation", "role:capitalist")
    assert state["classes"]["state"]["benefits"]["capitalist"] == {"influence": 1, "cubes": 2}
    assert state["classes"]["state"]["influence"] == 0 and state["cube_supply"]["capitalist"] == 15
    assert legit(state)["capitalist"] == 4


def test_supplemental_income_program_1_per_employed_worker_legitimacy_per_10():
    state = card(new(), "state:supplemental-income-program", "role:working")  # 2B
    assert state["classes"]["state"]["benefits"]["working"] == {"money": 7}  # 7 employed Workers
    assert legit(state)["working"] == 2  # under 10₳


def test_unemployment_initiative_program_assigns_workers_to_an_idle_public_company():
    state = new()
    state["classes"]["working"]["unemployed"].append({"class": "working", "skill": "M", "committed": False})
    state = card(state, "state:unemployment-initiative-program")
    state = play(state, ST, "staff:working") if GAME.prompt(state, ST).id == "hegemony.staff_company" else state
    broadcasting = next(c for c in state["public_sector"] if c["id"] == "s-national-public-broadcasting-1")
    assert len(broadcasting["workers"]) == 3 and all(w["committed"] for w in broadcasting["workers"])


# --------------------------------------------------------------------------- Crisis & Control faces


def test_change_of_government_agenda_discards_another_bill_then_both_may_propose():
    state = new()
    state["bills"]["3"] = {"section": "B", "by": "working"}
    state["classes"]["working"]["bills"] = 2
    state = card(state, "state:change-of-government-agenda")
    assert "3" not in state["bills"] and state["classes"]["working"]["bills"] == 3
    assert GAME.prompt(state, ST).id == "hegemony.may_propose"  # the card's player first
    state = play(state, ST, "bill:no")
    assert GAME.to_act(state) == [WC] and GAME.prompt(state, WC).id == "hegemony.may_propose"


def test_covid_19_vaccination_program_buys_health_then_provides_population():
    state = new()
    state = card(state, "state:covid-19-vaccination-program", "qty:2", "role:middle")
    assert state["treasury"] == 110 and state["classes"]["state"]["benefits"]["middle"] == {"health": 3}
    assert state["services"]["health"] == 5 and legit(state)["middle"] == 3


def test_covid_19_vaccination_program_over_its_capacity_buys_none_and_still_provides():
    """"Up to your current capacity": a State holding more Health than its limit (the limit
    shrinks with its companies) has none, so it buys 0 and provides from what it holds."""
    from games.hegemony import government, production
    state = new()
    state["services"]["health"] = production.public_service_limit(state, "health") + 4
    assert government.room(state, "health") == 0
    state = turn(state, hand=["state:covid-19-vaccination-program#1"])
    state = play(state, ST, "play:state:covid-19-vaccination-program#1")  # "0" is its one choice: played at once
    assert state["treasury"] == 120 and "role:middle" in ids(state, ST)
    state = play(state, ST, "role:middle")
    assert state["classes"]["state"]["benefits"]["middle"] == {"health": 3}


def test_momentum_for_change_influence_per_own_bill_then_a_bill_without_a_vote():
    state = new()
    state["bills"] = {"1": {"section": "B", "by": "state"}, "2": {"section": "A", "by": "state"}}
    state["classes"]["state"]["bills"] = 1
    state = card(state, "state:momentum-for-change", "bill:3B")
    assert state["classes"]["state"]["influence"] == 3 and state["bills"]["3"]["by"] == "state"
    assert GAME.prompt(state, ST).id == "hegemony.free_action"


def test_protect_the_status_quo_no_bills_on_the_policy_this_round():
    from games.hegemony import rounds
    state = card(new(), "state:protect-the-status-quo", "policy:3")
    assert state["classes"]["state"]["bills"] == 2 and state["classes"]["state"]["influence"] == 2
    from games.hegemony import actions
    assert not [b for b in actions.bill_options(state) if b.startswith("3")]
    rounds.round_end(state, {"step": "round_end"})  # the marker comes back at the round's end
    assert state["classes"]["state"]["bills"] == 3 and "3B" in actions.bill_options(state)


def test_reveal_political_scandal_takes_2_influence_or_what_there_is():
    state = new()
    state["classes"]["middle"]["influence"] = 4
    state = card(state, "state:reveal-political-scandal", "role:middle")
    assert state["classes"]["middle"]["influence"] == 2 and state["classes"]["state"]["influence"] == 3


def test_shields_of_state_cards_count_only_at_4_players():
    """Below 4 players the State has no cards; the shields do nothing there (apply_shields)."""
    state = GAME.setup([{"kind": "human"}] * 3, {}, 1)
    assert legitimacy.apply_shields(state, ACTION_CARDS["state:construction-boom"]["legitimacy"]) == []
