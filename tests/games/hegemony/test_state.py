"""The State as a played class at 4 players (rulebook: Setup, The State, Gameplay, Other Rules;
the State board and player aid): setup, its Basic and Free Actions, Legitimacy, Events, Political
Agendas, Providing and Receive Benefits, Scoring and the Game End. Played by option id."""
import pytest

from games.hegemony import actions, economy, effects, events, flow, government, legitimacy, rounds
from games.hegemony.flow import push
from games.hegemony.game import Hegemony

GAME = Hegemony()
WC, MC, CC, ST = 0, 1, 2, 3


def new(seed=1):
    return GAME.setup([{"kind": "human"}] * 4, {}, seed)


def play(state, seat, *ids):
    for option_id in ids:
        state, _events = GAME.apply(state, seat, option_id)
    return state


def ids(state, seat):
    return GAME.prompt(state, seat).ids()


def turn(state, role="state", hand=None):
    """Puts `role` on turn (its hand replaced when given)."""
    seat = state["roles"].index(role)
    if hand is not None:
        state["seats"][seat]["hand"] = list(hand)
    if role == "state":
        government.start_state_turn(state)
    push(state, {"step": "turn", "role": role, "free_used": False})
    return state


def basic(state, action, role="state"):
    """Discards the first card for a Basic Action."""
    seat = state["roles"].index(role)
    state = turn(state, role, ["state:quantitative-easing#1"] if role == "state" else None)
    card = state["seats"][seat]["hand"][0]
    return play(state, seat, f"card:{card}", f"action:{action}")


# --------------------------------------------------------------------------- setup and turns


def test_setup_four_players_has_all_roles_and_the_4_player_policies():
    """Setup: all roles at 4 players; Policy 6 in A and 7 in B; 6/6/4 Public Services."""
    state = new()
    assert state["roles"] == ["working", "middle", "capitalist", "state"]
    assert state["policies"]["6"] == "A" and state["policies"]["7"] == "B"
    assert state["services"] == {"health": 6, "education": 6, "influence": 4}
    assert GAME.max_seats == 4 and GAME.roles(4, {}) == state["roles"]


def test_state_setup_legitimacy_2_one_influence_seven_cards_two_events_an_agenda():
    """State Setup steps 2-8."""
    st = new()["classes"]["state"]
    state = new()
    assert st["legitimacy"] == {"working": 2, "middle": 2, "capitalist": 2}
    assert st["influence"] == 1 and st["bills"] == 3
    assert len(state["seats"][ST]["hand"]) == 7 and all(c.startswith("state:") for c in state["seats"][ST]["hand"])
    assert len(st["events"]) == 2 and st["political_agenda"].startswith("political-agenda-")
    assert [c["id"] for c in state["public_sector"] if c["face_up"]] == [
        "s-national-public-broadcasting-1", "s-technical-university-1", "s-university-hospital-1"]


def test_turn_order_ends_with_the_state():
    """Turn Order: Working, Middle, Capitalist, State."""
    state = play(new(), MC, "skill:E")  # the Middle Class's skilled Worker comes first
    turns = [s["role"] for s in reversed(state["flow"]["stack"]) if s["step"] in ("turn", "start_turn")]
    assert turns[:5] == ["working", "middle", "capitalist", "state", "working"]


def test_the_state_hand_is_secret():
    state = new()
    view = GAME.view(state, WC)
    assert view["hand_count"][ST] == 7
    assert not any(c in str(view) for c in state["seats"][ST]["hand"])


# --------------------------------------------------------------------------- Legitimacy


def test_legitimacy_tracks_run_from_1_to_10():
    state = new()
    assert legitimacy.change(state, "working", 20) == 8 and legitimacy.track(state)["working"] == 10
    assert legitimacy.change(state, "working", -20) == -9 and legitimacy.track(state)["working"] == 1


def test_legitimacy_is_ignored_below_4_players():
    """Legitimacy Changes from Cards: only in 4-player games."""
    state = GAME.setup([{"kind": "human"}] * 3, {}, 1)
    assert legitimacy.change(state, "working", 1) == 0
    assert legitimacy.apply_shields(state, "WC+1", None) == []


def test_a_legitimacy_token_adds_one_now_and_one_after_each_halving():
    state = new()
    legitimacy.gain_token(state, "middle")
    assert legitimacy.track(state)["middle"] == 3
    legitimacy.halve(state)
    legitimacy.add_tokens(state)
    assert legitimacy.track(state)["middle"] == 3  # ceil(3/2) = 2, +1 token


def test_refill_bag_gives_the_state_the_influence_over_its_lowest_legitimacy():
    """Elections, Refill Bag: lowest 4 -> 2 Personal Influence (the board: 2-3: 1, 4-5: 2, ...)."""
    state = new()
    state["classes"]["state"]["legitimacy"] = {"working": 4, "middle": 7, "capitalist": 5}
    state["bills"]["3"] = {"section": "B", "by": "working"}
    state["flow"]["stack"] = [{"step": "round_end"}, {"step": "elections"}]
    state = rounds_run(state)
    assert state["classes"]["state"]["influence"] == 1 + 2


SENTINEL = {"step": "turn", "role": "working", "free_used": False}  # a decision the test stops at


def rounds_run(state):
    """Runs the automatic steps put on the stack."""
    out: list = []
    flow.run(state, out)
    state["log"] += out
    return state


def test_the_state_states_a_side_only_with_personal_influence():
    """Carry Out Elections: a State without Personal Influence does not take part."""
    state = new()
    state["bills"]["3"] = {"section": "B", "by": "working"}
    state["classes"]["state"]["influence"] = 0
    state["flow"]["stack"] = [{"step": "round_end"}] + actions.election_steps(state, 3)[::-1]
    state = rounds_run(state)
    asked = [s["role"] for s in state["flow"]["stack"] if s["step"] == "side"]
    assert "state" not in asked and GAME.prompt(state, GAME.to_act(state)[0]).id == "hegemony.vote_side"


# --------------------------------------------------------------------------- Basic Actions


def test_state_basic_actions_are_its_own():
    state = turn(new(), hand=["state:quantitative-easing#1"])
    state = play(state, ST, "card:state:quantitative-easing#1")
    offered = ids(state, ST)
    assert "action:meet_mps" not in offered  # 1 Influence: not enough to give 2
    assert {"action:propose_bill", "action:event_action", "action:extra_tax", "action:campaign"} <= set(offered)
    assert "action:assign_workers" not in offered and "action:strike" not in offered


def test_meet_with_a_partys_mps_gives_2_influence_and_1_legitimacy():
    state = new()
    state["classes"]["state"]["influence"] = 3
    state = play(basic(state, "meet_mps"), ST, "role:capitalist")
    assert state["classes"]["state"]["influence"] == 1 and state["classes"]["capitalist"]["influence"] == 3
    assert legitimacy.track(state)["capitalist"] == 3


def test_extra_tax_takes_10_from_each_and_costs_the_two_lowest_one_legitimacy():
    """Extra Tax: 10₳ from each other player (a Loan if short); -1 to the two lowest (choose on a tie)."""
    state = new()
    state["classes"]["state"]["legitimacy"] = {"working": 3, "middle": 5, "capitalist": 5}
    state["classes"]["working"]["money"] = 5
    treasury = state["treasury"]
    state = basic(state, "extra_tax")
    assert state["treasury"] == treasury + 30 and state["classes"]["working"]["loans"] == 1
    assert set(ids(state, ST)) == {"pair:working+middle", "pair:working+capitalist"}
    state = play(state, ST, "pair:working+capitalist")
    assert legitimacy.track(state) == {"working": 2, "middle": 5, "capitalist": 4}


def test_extra_tax_needs_legitimacy_to_lose():
    """FAQ: not with the Legitimacy to lose already at 1."""
    state = new()
    state["classes"]["state"]["legitimacy"] = {"working": 1, "middle": 1, "capitalist": 5}
    assert not government.can_extra_tax(state, "state")


def test_campaign_moves_up_to_3_media_influence_to_personal():
    state = play(basic(new(), "campaign"), ST, "qty:3")
    assert state["services"]["influence"] == 1 and state["classes"]["state"]["influence"] == 4


def test_the_state_sells_only_goods_to_the_foreign_market_and_scores_nothing():
    state = new()
    state["classes"]["state"]["storage"]["food"] = 6
    state = basic(state, "sell_foreign")
    offered = ids(state, ST)
    assert offered and all(o.startswith("export:food") for o in offered)
    vp = state["classes"]["state"]["vp"]
    state = play(state, ST, offered[0], "done")
    assert state["classes"]["state"]["vp"] == vp and state["classes"]["state"]["storage"]["food"] < 6


def test_state_free_actions_adjust_public_wages_and_pay_off_a_loan():
    state = new()
    state["state_loans"] = 1
    state = turn(state, hand=["state:quantitative-easing#1"])
    assert {"free:adjust_wages", "free:pay_loan"} <= set(ids(state, ST))
    treasury = state["treasury"]
    state = play(state, ST, "free:pay_loan")
    assert state["state_loans"] == 0 and state["treasury"] == treasury - 50


def test_state_adjust_wages_raising_commits_the_workers():
    """Adjust Wages (State): a raised Wage commits the Workers there."""
    state = turn(new(), hand=["state:quantitative-easing#1"])
    state = play(state, ST, "free:adjust_wages", "wage:s-university-hospital-1:3")
    hospital = next(c for c in state["public_sector"] if c["id"] == "s-university-hospital-1")
    assert hospital["wage"] == 3 and all(w["committed"] for w in hospital["workers"])


# --------------------------------------------------------------------------- Events


def with_events(state, *event_ids):
    state["classes"]["state"]["events"] = list(event_ids)
    return state


def test_event_action_low_education_index_provides_half_the_population_and_scores():
    """Low Education Index: Education = half the Population (rounded up) to the Working or Middle
    Class; +1 Legitimacy with it; the Event is discarded."""
    state = with_events(new(), "low-education-index", "drought")
    state = basic(state, "event_action")
    assert "event:low-education-index:working" in ids(state, ST)
    state = play(state, ST, "event:low-education-index:working")
    assert state["classes"]["state"]["benefits"]["working"] == {"education": 2}  # Population 3
    assert state["services"]["education"] == 4 and legitimacy.track(state)["working"] == 3
    assert state["classes"]["state"]["events"] == ["drought"] and state["events_resolved"] == ["low-education-index"]


def test_providing_what_the_state_lacks_buys_it_first():
    """Provide: missing goods are bought (here Food from the Foreign Market at its Import price,
    no tariff) before they go to the State Benefits area."""
    state = with_events(new(), "drought")
    treasury = state["treasury"]
    state = play(basic(state, "event_action"), ST, "event:drought:working")
    assert state["classes"]["state"]["benefits"]["working"] == {"food": 2}
    assert state["treasury"] == treasury - 2 * 10
    assert legitimacy.track(state)["working"] == 3 and state["classes"]["state"]["legitimacy_tokens"]["working"] == 1


def test_an_event_that_cannot_be_performed_in_full_is_not_offered():
    """Event Action: a task the State cannot fully perform cannot be chosen."""
    state = with_events(new(), "fear-of-deflation")
    state["treasury"] = 20
    assert events.choices(state, "fear-of-deflation") == ["15"]
    state["treasury"] = 10
    assert events.performable(state) == []


def test_new_benefits_replace_the_old_but_not_those_of_the_same_turn():
    """State Benefits: items from a previous action are discarded; FAQ, Immediate Response: two
    Event Actions in one turn both stay."""
    state = new()
    government.start_state_turn(state)
    government.provide(state, "working", "money", 10)
    government.provide(state, "working", "money", 5)
    assert state["classes"]["state"]["benefits"]["working"] == {"money": 15}
    government.start_state_turn(state)
    government.provide(state, "working", "health", 1)
    assert state["classes"]["state"]["benefits"]["working"] == {"health": 1}


def test_receive_benefits_takes_the_area_cubes_to_the_bag_and_the_state_scores_1():
    """Receive Benefits (4 players): the class takes its area, Voting cubes go into the bag; the
    State gains 1 VP."""
    state = new()
    government.start_state_turn(state)
    government.provide(state, "working", "money", 20)
    government.provide(state, "working", "cubes", 2)
    money, bag = state["classes"]["working"]["money"], state["bag"]["working"]
    state = turn(state, "working")
    assert "free:receive_benefits" in ids(state, WC)
    state = play(state, WC, "free:receive_benefits")
    assert state["classes"]["working"]["money"] == money + 20 and state["bag"]["working"] == bag + 2
    assert state["classes"]["state"]["vp"] == 1 and state["classes"]["state"]["benefits"]["working"] == {}


def test_receive_benefits_is_not_offered_below_4_players():
    state = GAME.setup([{"kind": "human"}] * 3, {}, 1)
    assert not government.has_benefits(state, "working")


def test_unacted_events_apply_their_no_action_penalty_at_scoring():
    """Scoring, Apply Event Penalties: "WC-1 CC-1" at once; "any two of" chosen by the State."""
    state = with_events(new(), "drought", "fear-of-deflation")
    state["classes"]["state"]["legitimacy"] = {"working": 5, "middle": 5, "capitalist": 5}
    state["flow"]["stack"] = [SENTINEL, {"step": "scoring"}]
    state = rounds_run(state)
    assert GAME.prompt(state, ST).id == "hegemony.lose_legitimacy"
    assert legitimacy.track(state) == {"working": 4, "middle": 5, "capitalist": 4}
    state = play(state, ST, "pair:middle+capitalist")
    assert state["classes"]["state"]["events"] == []
    # then the State's score: the two lowest (3 + 4) before halving
    assert [e for e in state["log"] if e["kind"] == "scored" and e["role"] == "state"][-1]["legitimacy_vp"] == 7


def test_event_rewards_per_amount_provided():
    """Demand for Pension Reform: 5₳ per Population; the Middle Class reward is a Legitimacy token
    per 20₳ provided."""
    state = with_events(new(), "demand-for-pension-reform")
    state = play(basic(state, "event_action"), ST, "event:demand-for-pension-reform:middle")
    provided = state["classes"]["state"]["benefits"]["middle"]["money"]
    assert provided == 5 * 3  # Middle Class Population 3
    assert state["classes"]["state"]["legitimacy_tokens"]["middle"] == 0  # 15₳ < 20₳


def test_civil_unrest_the_chosen_player_picks_the_bill_the_state_proposes_it():
    """Civil Unrest (FAQ): the chosen player names the Bill; it is the State's, with its marker."""
    state = with_events(new(), "civil-unrest")
    state = play(basic(state, "event_action"), ST, "event:civil-unrest:capitalist")
    assert GAME.to_act(state) == [CC]
    state = play(state, CC, "bill:3B")
    assert state["bills"]["3"] == {"section": "B", "by": "state"} and state["classes"]["state"]["bills"] == 2
    assert legitimacy.track(state)["capitalist"] == 4
    assert GAME.to_act(state) == [ST] and GAME.prompt(state, ST).id == "hegemony.immediate_vote"


def test_infant_industry_the_state_pays_the_owner_sets_the_wage():
    """Infant Industry Requires Help (FAQ): the State picks and pays; the owner decides the rest."""
    state = with_events(new(), "infant-industry-requires-help")
    state = basic(state, "event_action")  # its only choice is played at once
    from games.hegemony.components import COMPANIES
    company = next(o.split(":")[1] for o in ids(state, ST) if not COMPANIES[o.split(":")[1]]["automated"])
    treasury = state["treasury"]
    state = play(state, ST, f"company:{company}")
    assert company in [c["id"] for c in state["private_sector"]["capitalist"]]
    assert state["treasury"] < treasury and GAME.to_act(state) == [CC]
    assert state["classes"]["state"]["legitimacy_tokens"]["capitalist"] == 1


def test_pandemic_buys_health_from_the_players_up_to_the_public_companies():
    """Pandemic: Health bought from the other players, at most one per Public Company; +1
    Legitimacy per 3 bought from a class."""
    state = with_events(new(), "pandemic")
    state["classes"]["capitalist"]["storage"]["health"] = 5
    state["services"]["health"] = 0
    state = play(basic(state, "event_action"), ST, "event:pandemic:capitalist")
    state = play(state, ST, "source:capitalist", "source:capitalist", "source:capitalist")
    assert "source:capitalist" not in ids(state, ST)  # 3 Public Companies
    state = play(state, ST, "done")
    assert state["services"]["health"] == 3 and legitimacy.track(state)["capitalist"] == 3


# --------------------------------------------------------------------------- Public Services, Policies


def buy_health(state, n):
    state = turn(state, "working")
    card = state["seats"][WC]["hand"][0]
    return play(state, WC, f"card:{card}", "action:buy_goods", "resource:health", "source:state", f"qty:{n}")


def test_health_sold_at_5_gives_the_state_1_vp_whatever_the_amount():
    """Action Phase: Health at 5₳ (4B): 1 VP."""
    state = buy_health(new(), 3)
    assert state["classes"]["state"]["vp"] == 1


def test_free_health_gives_1_legitimacy_per_3_sold():
    """Action Phase: free Health (4A): +1 Legitimacy with the buyer per 3."""
    state = new()
    state["policies"]["4"] = "A"
    state = buy_health(state, 3)
    assert legitimacy.track(state)["working"] == 3 and state["classes"]["state"]["vp"] == 0


def test_fiscal_policy_the_state_player_chooses_the_public_companies():
    """Politics table, Fiscal Policy at 4 players: the State decides which open and who works there."""
    state = new()
    state["policies"]["1"] = "B"
    push(state, {"step": "round_end"})
    rounds.apply_policy(state, 1)
    treasury = state["treasury"]
    assert GAME.prompt(state, ST).id == "hegemony.public_sector" and len(ids(state, ST)) == 6
    state = play(state, ST, "company:s-public-hospital-3")
    assert state["treasury"] == treasury - 20 or state["treasury"] < treasury
    assert any(c["id"] == "s-public-hospital-3" and c["face_up"] for c in state["public_sector"])


def test_the_state_keeps_its_loans_at_4_players():
    """Other Rules: only at 2-3 players does the State pay Loans off in the Preparation Phase."""
    state = new()
    state["state_loans"], state["treasury"] = 1, 200
    state["flow"]["stack"] = [{"step": "round_end"}, {"step": "preparation"}]
    state["round"] = 2
    state = rounds_run(state)
    assert state["state_loans"] == 1 and state["treasury"] == 195


def test_preparation_reveals_events_and_a_new_agenda():
    state = with_events(new(), )
    agenda = state["classes"]["state"]["political_agenda"]
    state["flow"]["stack"] = [{"step": "round_end"}, {"step": "preparation"}]
    state = rounds_run(state)
    assert len(state["classes"]["state"]["events"]) == 2 and state["classes"]["state"]["political_agenda"] != agenda


def test_imf_intervention_halves_legitimacy():
    """Other Rules, IMF Intervention: finally every Legitimacy marker to half (rounded up)."""
    state = new()
    state["state_loans"], state["treasury"] = 3, 0
    state["classes"]["state"]["legitimacy"] = {"working": 5, "middle": 4, "capitalist": 9}
    state["flow"]["stack"] = [{"step": "round_end"}, {"step": "imf"}]
    state = rounds_run(state)
    assert legitimacy.track(state) == {"working": 3, "middle": 2, "capitalist": 5} and state["state_loans"] == 0


# --------------------------------------------------------------------------- Scoring and the end


def test_state_scoring_two_lowest_then_half_then_tokens_then_agenda():
    """Scoring: VP = the two lowest Legitimacy; all to half, rounded up; +1 per token; 1 VP per
    Policy matching the Political Agenda."""
    state = new()
    state["classes"]["state"]["events"] = []
    state["classes"]["state"]["legitimacy"] = {"working": 7, "middle": 3, "capitalist": 6}
    state["classes"]["state"]["legitimacy_tokens"]["working"] = 1
    state["classes"]["state"]["political_agenda"] = "political-agenda-02"  # 1C 2B 3A 4B 5C: all in effect
    state["flow"]["stack"] = [{"step": "round_end"}, {"step": "state_scoring"}]
    state = rounds_run(state)
    assert state["classes"]["state"]["vp"] == 3 + 6 + 5
    assert legitimacy.track(state) == {"working": 5, "middle": 2, "capitalist": 3}


def test_state_game_end_treasury_and_stock():
    """Game End: 1 VP per 30₳ in the Treasury, per 2 Food, 3 Luxury/Health/Education/Media Influence."""
    state = new()
    state["treasury"] = 95
    state["services"] = {"health": 6, "education": 2, "influence": 3}
    state["classes"]["state"]["storage"] = {"food": 5, "luxury": 3}
    assert government.game_end_vp(state) == 3 + 2 + 0 + 1 + 2 + 1


def test_state_game_end_loans_cost_1_vp_per_5_unpaid():
    state = new()
    state["state_loans"], state["treasury"] = 2, 72
    assert government.settle_loans(state) == (110 - 70) // 5 and state["treasury"] == 2


def test_a_tie_with_the_state_goes_to_the_state():
    """Game End: still tied after the Policies count, the State among them wins."""
    state = new()
    state["policies"].update({"1": "B", "2": "C", "3": "C", "4": "C", "5": "B"})
    state["classes"]["state"]["political_agenda"] = "political-agenda-01"  # 1B 2A 3C 4A 5C: 2 match
    for role in state["roles"]:
        state["classes"][role]["vp"] = 0
    state["treasury"] = 0
    state["services"] = {"health": 0, "education": 0, "influence": 0}
    for cls in ("working", "middle"):
        state["classes"][cls]["money"] = 0
    state["classes"]["capitalist"].update(storage={"food": 0, "luxury": 0, "health": 0, "education": 0},
                                          free_trade_zone={"food": 0, "luxury": 0})
    state["classes"]["middle"]["storage"] = {"food": 0, "luxury": 0, "health": 0, "education": 0}
    state["classes"]["capitalist"]["vp"] = -100
    state["classes"]["working"]["vp"] = -10
    state["classes"]["middle"]["vp"] = -3  # 2 Policies in B: 3 VP, as many as the State's Agenda matches
    rounds.game_end(state)
    scores = dict(zip(state["roles"], state["end"]["scores"]))
    assert scores["state"] == scores["middle"] == 0 and state["end"]["winners"] == [ST]


def test_demonstration_losses_count_face_down_public_companies_as_empty_spaces():
    """Demonstration: at most the empty spaces, face-down Public Companies included."""
    state = new()
    assert rounds.empty_spaces(state, "state") == 6


# --------------------------------------------------------------------------- card shields


def test_shields_apply_after_the_effect_at_4_players(monkeypatch):
    """Legitimacy Changes from Cards: Healthcare Benefits shows WC+1."""
    monkeypatch.setitem(effects.EFFECTS, "working:healthcare-benefits", lambda s, r: [])
    state = turn(new(), "working", ["working:healthcare-benefits#1"])
    state = play(state, WC, "play:working:healthcare-benefits#1")
    assert legitimacy.track(state)["working"] == 3


def test_shields_are_ignored_when_discarded_for_a_basic_action():
    state = turn(new(), "working", ["working:boost-domestic-tourism#1"])
    state = play(state, WC, "card:working:boost-domestic-tourism#1")
    assert legitimacy.track(state)["working"] == 2


def test_a_per_count_shield_uses_what_the_effect_counted(monkeypatch):
    """Business Grants (Capitalist): CC+1 per 3 Companies."""
    def grants(state, role):
        effects.shield_units(state, 7)
        return []
    monkeypatch.setitem(effects.EFFECTS, "capitalist:business-grants", grants)
    state = new()
    state["policies"]["1"] = "B"
    state = turn(state, "capitalist", ["capitalist:business-grants#1"])
    state = play(state, CC, "play:capitalist:business-grants#1")
    assert legitimacy.track(state)["capitalist"] == 2 + 2


@pytest.mark.parametrize("text,groups", [
    ("WC+1 CC+1", [[("working", "+1", None)], [("capitalist", "+1", None)]]),
    ("MC+1|WC+1", [[("middle", "+1", None), ("working", "+1", None)]]),
    ("CC+1/3company", [[("capitalist", "+1", 3)]]),
    ("CC+1/company", [[("capitalist", "+1", 1)]]),
])
def test_shield_notation(text, groups):
    assert legitimacy.shields(text) == groups


def test_every_printed_shield_is_readable():
    from games.hegemony.components import ACTION_CARDS, CC_ACTION_CARDS
    for card in (*ACTION_CARDS.values(), *CC_ACTION_CARDS.values()):
        legitimacy.shields(card["legitimacy"])


def test_every_event_has_a_task():
    from games.hegemony.components import EVENTS
    assert set(events.TASKS) == set(EVENTS)


def test_money_of_the_state_is_the_treasury():
    state = new()
    assert economy.money(state, "state") == state["treasury"] == 120


def test_a_star_shield_takes_the_amount_the_text_sets():
    """Supplemental Income Program: WC*|MC*/10worker, +1 with the chosen class per 10₳ provided."""
    state = new()
    legitimacy.apply_shields(state, "WC*|MC*/10worker", "middle", changes={"middle": 2})
    assert legitimacy.track(state) == {"working": 2, "middle": 4, "capitalist": 2}


def test_a_privatized_company_sold_again_returns_face_down_to_the_public_sector():
    """FAQ, Privatization: the card goes back face down, to be used again when Fiscal Policy changes."""
    state = new()
    entry = next(c for c in state["public_sector"] if c["id"] == "s-university-hospital-1")
    state["public_sector"].remove(entry)
    for w in entry["workers"]:
        w["committed"] = False
    state["private_sector"]["capitalist"].append({k: v for k, v in entry.items() if k not in ("row", "face_up")})
    state = turn(state, "capitalist")
    card = state["seats"][CC]["hand"][0]
    state = play(state, CC, f"card:{card}", "action:sell_company", "company:s-university-hospital-1")
    back = next(c for c in state["public_sector"] if c["id"] == "s-university-hospital-1")
    assert back["face_up"] is False and back["workers"] == []


def test_food_on_the_state_board_is_a_source_for_covering_needs():
    """The State: goods on its board are available to the Working and Middle Class at 12₳/8₳."""
    state = new()
    state["classes"]["state"]["storage"]["food"] = 2
    assert "state" in rounds.food_sources(state, "working")
    from games.hegemony import actions
    assert actions.unit_price(state, "state", "food") == 12 and "state" in actions.sources(state, "working", "food")


def test_need_for_stimulus_package_15_to_each_class_raises_every_legitimacy():
    """Need for Stimulus Package: 10₳ to each for 3 VP, or 15₳ to each for +1 with every class."""
    state = with_events(new(), "need-for-stimulus-package")
    state = basic(state, "event_action")
    assert set(ids(state, ST)) == {"event:need-for-stimulus-package:10", "event:need-for-stimulus-package:15"}
    state = play(state, ST, "event:need-for-stimulus-package:15")
    assert state["treasury"] == 120 - 45 and legitimacy.track(state) == {"working": 3, "middle": 3, "capitalist": 3}


# --------------------------------------------------------------------------- Alternative Events (Crisis & Control)


def test_an_alternative_event_offers_each_class_and_way_of_paying(monkeypatch):
    """High Illiteracy Rate: spend 4 Education or 30₳, then choose a class; the card goes to it
    (the hook the Alternative Events module registers)."""
    given = []
    monkeypatch.setattr(events, "ON_ALTERNATIVE_RESOLVED", [lambda s, e, c: given.append((e, c)) or []])
    state = with_events(new(), "high-illiteracy-rate")
    state = basic(state, "event_action")
    assert set(ids(state, ST)) == {"event:high-illiteracy-rate:working/0", "event:high-illiteracy-rate:working/1",
                                   "event:high-illiteracy-rate:middle/0", "event:high-illiteracy-rate:middle/1"}
    state = play(state, ST, "event:high-illiteracy-rate:working/1")
    assert state["treasury"] == 90 and legitimacy.track(state)["working"] == 4
    assert given == [("high-illiteracy-rate", "working")] and state["classes"]["state"]["events"] == []


def test_an_alternative_event_with_a_class_condition():
    """Rising Flu Infections: only a class with an operational Healthcare Company."""
    state = with_events(new(), "rising-flu-infections")
    assert events.choices(state, "rising-flu-infections") == ["middle/0"]  # the Doctor's Office


def test_an_alternative_event_penalty_uses_its_own_no_action():
    state = with_events(new(), "tax-returns")
    state["flow"]["stack"] = [SENTINEL, {"step": "event_penalties"}]
    state = rounds_run(state)
    assert GAME.prompt(state, ST).id == "hegemony.lose_legitimacy"


def test_a_game_with_the_alternative_events_ends():
    """The Event deck replaced by the Alternative Events (the table option), random choices:
    the game ends."""
    import random

    from games.hegemony.components import ALTERNATIVE_EVENTS
    state = GAME.setup([{"kind": "human"}] * 4, {"alternative_events": True}, 7)
    rng = random.Random(7)
    while GAME.result(state) is None:
        seat = rng.choice(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).options).id)
    assert state["events_resolved"] and all(e in ALTERNATIVE_EVENTS for e in state["events_resolved"])


def test_below_4_players_the_rules_run_state_opens_a_whole_row():
    """Politics table, Fiscal Policy with fewer players: the next row opens at once for 60₳ and
    Public Company Wages follow the Labor Market's minimum; nobody is asked."""
    state = GAME.setup([{"kind": "human"}] * 3, {}, 1)
    state["policies"]["1"] = "B"
    treasury = state["treasury"]
    rounds.apply_policy(state, 1)
    assert [c["row"] for c in state["public_sector"] if c["face_up"]] == [1, 1, 1, 2, 2, 2]
    assert state["treasury"] == treasury - 60 and GAME.prompt(state, 1).id != "hegemony.public_sector"
    state["policies"]["2"] = "C"
    rounds.apply_policy(state, 2)
    assert all(c["wage"] == 1 for c in state["public_sector"] if c["face_up"])


def test_at_4_players_a_lower_labor_market_leaves_public_wages_to_the_state():
    state = new()
    state["policies"]["2"] = "C"
    rounds.apply_policy(state, 2)
    assert all(c["wage"] == 2 for c in state["public_sector"] if c["face_up"])


def test_unemployment_benefits_shield_counts_the_unemployed_workers():
    """Unemployment Benefits (Working Class) shows WC+1 per 3 Workers: 6 unemployed, +2."""
    state = new()
    state["classes"]["working"]["unemployed"] += [{"class": "working", "skill": "U", "committed": False}] * 3
    state = turn(state, "working", ["working:unemployment-benefits#1"])
    state = play(state, WC, "play:working:unemployment-benefits#1")
    assert legitimacy.track(state)["working"] == 2  # not before the effect's own choice is made
    state = play(state, WC, "pass")
    assert legitimacy.track(state)["working"] == 4


def test_health_crisis_shield_counts_the_health_sold():
    """Health Crisis (Middle Class) shows MC+1 per 3 Health sold to the State."""
    state = new()
    state["classes"]["middle"]["storage"]["health"] = 6
    state["services"]["health"] = 0
    state = turn(state, "middle", ["middle:health-crisis#1"])
    state = play(state, MC, "play:middle:health-crisis#1", "qty:6")
    assert legitimacy.track(state)["middle"] == 4
