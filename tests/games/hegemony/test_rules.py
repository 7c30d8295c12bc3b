"""The turn, the Basic and Free Actions, the Elections and the Production decisions, played by
option id through the engine (rulebook: Action Phase, each class's actions, Elections Phase)."""
import pytest

from games.engine import IllegalMove
from games.hegemony import actions, mainboard
from games.hegemony.game import Hegemony

GAME = Hegemony()
WC, CC = 0, 1


def new(n=2, seed=1):
    return GAME.setup([{"kind": "human"}] * n, {}, seed)


def play(state, seat, *ids):
    for option_id in ids:
        state, _events = GAME.apply(state, seat, option_id)
    return state


def ids(state, seat):
    return GAME.prompt(state, seat).ids()


def discard(state, seat):
    """Discards the first card of the hand for a Basic Action."""
    card = state["seats"][seat]["hand"][0]
    return play(state, seat, f"card:{card}")


def test_turn_order_starts_with_the_working_class():
    state = new()
    assert GAME.to_act(state) == [WC]
    assert GAME.prompt(state, WC).id == "hegemony.choose_card"


def test_three_players_begin_with_the_middle_class_skilled_worker():
    """Setup step 11: the Middle Class first adds a skilled Worker of its choice."""
    state = new(3)
    assert GAME.to_act(state) == [1] and GAME.prompt(state, 1).id == "hegemony.skilled_worker"
    state = play(state, 1, "skill:E")
    assert state["classes"]["middle"]["unemployed"][-1]["skill"] == "E"
    assert mainboard.worker_count(state, "middle") == 10


def test_a_card_is_discarded_for_a_basic_action():
    state = discard(new(), WC)
    assert len(state["seats"][WC]["hand"]) == 6 and len(state["discards"]["working"]) == 1
    assert GAME.prompt(state, WC).id == "hegemony.choose_action"


def test_propose_bill_next_to_the_current_section():
    state = discard(new(), WC)
    state = play(state, WC, "action:propose_bill")
    assert "bill:3C" not in ids(state, WC) and "bill:3B" in ids(state, WC)
    state = play(state, WC, "bill:2A")
    assert state["bills"]["2"] == {"section": "A", "by": "working"}
    assert state["classes"]["working"]["bills"] == 2


def test_immediate_vote_costs_one_influence_and_asks_the_others():
    state = discard(new(), WC)
    state = play(state, WC, "action:propose_bill", "bill:2A", "vote:now")
    assert state["classes"]["working"]["influence"] == 0
    assert GAME.to_act(state) == [CC] and GAME.prompt(state, CC).id == "hegemony.vote_side"
    state = play(state, CC, "side:against")
    # the Capitalist Class still has 1 Influence: it alone chooses its secret spending
    assert GAME.to_act(state) == [CC] and GAME.prompt(state, CC).id == "hegemony.spend_influence"
    state = play(state, CC, "spend:1")
    assert "2" not in state["bills"] and state["classes"]["working"]["bills"] == 3
    resolved = [e for e in state["log"] if e["kind"] == "bill_resolved"][-1]
    drawn = [e for e in state["log"] if e["kind"] == "cubes_drawn"][-1]["drawn"]
    # 5 cubes, the Middle Class's discarded at 2 players, plus the 1 Influence spent
    assert resolved["for"] + resolved["against"] == 5 - drawn["middle"] + 1


def test_secret_influence_is_chosen_simultaneously():
    """With Influence on both sides, both seats choose at once and neither sees the other's bid."""
    state = discard(new(), WC)
    state["classes"]["working"]["influence"] = 3
    state = play(state, WC, "action:propose_bill", "bill:2A", "vote:now")
    state = play(state, CC, "side:against")
    assert sorted(GAME.to_act(state)) == [WC, CC]
    state = play(state, CC, "spend:1")
    assert GAME.to_act(state) == [WC]
    assert "influence_bid" not in str(GAME.view(state, WC))
    state = play(state, WC, "spend:2")
    assert state["classes"]["working"]["influence"] == 0  # 1 for the vote, 2 spent


def test_political_pressure_adds_three_cubes():
    state = discard(new(), WC)
    state = play(state, WC, "action:political_pressure")
    assert state["bag"]["working"] == 11 and state["cube_supply"]["working"] == 14


def test_buy_health_from_the_state_at_the_policy_price():
    """4B: Public Health costs 5₳; up to the Population (3) from one source."""
    state = discard(new(), WC)
    state = play(state, WC, "action:buy_goods", "resource:health")
    # the State is the only seller of Health here: that one-option prompt plays itself
    assert GAME.prompt(state, WC).id == "hegemony.buy_quantity"
    state = play(state, WC, "qty:3")
    assert state["classes"]["working"]["goods"]["health"] == 3
    assert state["classes"]["working"]["money"] == 30 - 15 and state["treasury"] == 135


def test_use_luxury_gains_prosperity_and_its_vp():
    state = new()
    state["classes"]["working"]["goods"]["luxury"] = 3
    assert "free:use_luxury" in ids(state, WC)
    state = play(state, WC, "free:use_luxury")
    wc = state["classes"]["working"]
    assert wc["prosperity"] == 1 and wc["vp"] == 1 and wc["goods"]["luxury"] == 0
    assert "free:use_luxury" not in ids(state, WC)  # one Free Action a turn


def test_use_health_adds_a_worker_and_2_vp():
    state = new()
    state["classes"]["working"]["goods"]["health"] = 3
    state = play(state, WC, "free:use_health")
    assert state["classes"]["working"]["vp"] == 1 + 2 and mainboard.worker_count(state, "working") == 11


def end_working_turn(state):
    state = discard(state, WC)
    state = play(state, WC, "action:political_pressure")
    return play(state, WC, "done") if GAME.to_act(state) == [WC] else state


def test_capitalist_builds_a_company_with_a_legal_wage():
    state = end_working_turn(new())
    state = discard(state, CC)
    state = play(state, CC, "action:build_company")
    card = GAME.prompt(state, CC).ids()[0].split(":")[1]
    state = play(state, CC, f"company:{card}")
    if GAME.prompt(state, CC).id == "hegemony.set_wage":
        assert "wage:1" not in ids(state, CC)  # Labor Market 2B: Level 2 or 3
        state = play(state, CC, "wage:2")
    assert any(c["id"] == card for c in state["private_sector"]["capitalist"])
    assert card not in state["classes"]["capitalist"]["market"]


def test_lobby_spends_30_for_3_influence():
    state = end_working_turn(new())
    state = discard(state, CC)
    state = play(state, CC, "action:lobby")
    cc = state["classes"]["capitalist"]
    assert cc["influence"] == 4 and cc["revenue"] == 90


def test_sell_to_the_foreign_market_scores_a_vp_per_sale():
    state = end_working_turn(new())
    cc = state["classes"]["capitalist"]
    cc["storage"] = {"food": 8, "luxury": 12, "health": 12, "education": 12}
    state = discard(state, CC)
    state = play(state, CC, "action:sell_foreign")
    first, second = ids(state, CC)[:2]
    state = play(state, CC, first, second, "done")
    assert state["classes"]["capitalist"]["vp"] == 2


def test_an_illegal_option_changes_nothing():
    state = new()
    with pytest.raises(IllegalMove):
        GAME.apply(state, WC, "action:lobby")
    with pytest.raises(IllegalMove):
        GAME.apply(state, CC, "done")


def test_a_round_ends_with_production_elections_and_scoring():
    """Played by taking "done" where offered, else the first option: round 2 starts after
    Production, taxes, Scoring and the next Preparation."""
    state = new()
    for _k in range(500):
        if state["round"] != 1:
            break
        seat = GAME.to_act(state)[0]
        options = ids(state, seat)
        state = play(state, seat, "done" if "done" in options else options[0])
    assert state["round"] == 2
    kinds = {e["kind"] for e in state["log"]}
    assert {"produced", "taxes_paid", "scored", "preparation"} <= kinds
    assert all(len(s["hand"]) == 7 for s in state["seats"])


def middle_to_act():
    """3 players, the Middle Class's turn (its skilled Worker chosen, the Working Class passed)."""
    state = play(new(3), 1, "skill:E")
    state = discard(state, WC)
    state = play(state, WC, "action:political_pressure")
    return play(state, WC, "done") if GAME.to_act(state) == [WC] else state


def test_middle_class_extra_shift_produces_and_commits():
    """Extra Shift: the Convenience Store's Middle Class Worker produces 2 Food at once."""
    state = middle_to_act()
    state = discard(state, 1)
    state = play(state, 1, "action:extra_shift")
    if GAME.prompt(state, 1).id == "hegemony.extra_shift":
        state = play(state, 1, "company:m-convenience-store-2")
    store = next(c for c in state["private_sector"]["middle"] if c["id"] == "m-convenience-store-2")
    assert store["workers"][0]["committed"]
    assert state["classes"]["middle"]["storage"]["food"] == 1 + 2


def test_give_bonus_pays_5_and_commits():
    state = end_working_turn(new())
    state = play(state, CC, "free:give_bonus")
    if GAME.prompt(state, CC).id == "hegemony.give_bonus":
        state = play(state, CC, "company:c-supermarket-2")
    market = next(c for c in state["private_sector"]["capitalist"] if c["workers"] and c["workers"][0]["committed"])
    assert state["classes"]["working"]["money"] == 35 and state["classes"]["capitalist"]["revenue"] == 115
    assert all(w["committed"] for w in market["workers"])


def test_adjust_wages_never_under_the_minimum_and_raising_commits():
    state = end_working_turn(new())
    state = play(state, CC, "free:adjust_wages")
    assert not [i for i in ids(state, CC) if i.endswith(":1")]  # 2B: Level 1 is not allowed
    state = play(state, CC, "wage:c-supermarket-2:3", "done")
    market = next(c for c in state["private_sector"]["capitalist"] if c["id"] == "c-supermarket-2")
    assert market["wage"] == 3 and all(w["committed"] for w in market["workers"])


def test_swap_a_skilled_worker_out_of_an_unskilled_slot():
    state = new()
    mall = next(c for c in state["private_sector"]["capitalist"] if c["id"] == "c-shopping-mall-2")
    mall["workers"][1]["skill"] = "H"  # a healthcare Worker in the Mall's unskilled slot
    state["classes"]["working"]["unemployed"].append({"class": "working", "skill": "U", "committed": False})
    state = play(state, WC, "free:swap_workers", "swap:c-shopping-mall-2:1")  # then nothing is left to swap
    mall = next(c for c in state["private_sector"]["capitalist"] if c["id"] == "c-shopping-mall-2")
    assert mall["workers"][1]["skill"] == "U"
    assert any(w["skill"] == "H" for w in state["classes"]["working"]["unemployed"])


def test_pay_off_loan_takes_the_capitalists_50_from_capital_not_revenue():
    state = end_working_turn(new())
    cc = state["classes"]["capitalist"]
    cc.update(loans=1, capital=40, revenue=120)
    assert "free:pay_loan" not in ids(state, CC)  # Revenue does not repay a Loan
    cc["capital"] = 60
    state = play(state, CC, "free:pay_loan")
    cc = state["classes"]["capitalist"]
    assert (cc["loans"], cc["capital"], cc["revenue"]) == (0, 10, 120)


def _union_at_four(state, skill):
    from games.hegemony import workers
    from games.hegemony.opening import worker
    state["classes"]["working"]["unions"] = {skill: worker("working", skill, committed=True)}
    industry = {s: i for i, s in workers.SKILL_OF_INDUSTRY.items()}[skill]
    assert workers.workers_in_industry(state, "working", industry) == 4


def test_a_trade_union_is_lost_at_once_when_a_company_of_its_industry_is_sold():
    from games.engine import Option
    from games.hegemony.flow import DECISIONS
    from games.hegemony.opening import company, worker
    state = new()
    market = company("c-supermarket-1")
    market["workers"] = [worker("working", "F"), worker("working", "U")]
    state["private_sector"]["capitalist"].append(market)
    _union_at_four(state, "F")
    events = DECISIONS["sell"].choose(state, {"step": "sell", "role": "capitalist"}, Option("company:c-supermarket-1", ""))
    assert state["classes"]["working"]["unions"] == {} and any(e["kind"] == "union_lost" for e in events)
    assert sum(w["skill"] == "F" for w in state["classes"]["working"]["unemployed"]) >= 2


def test_a_trade_union_is_lost_at_once_when_a_public_company_of_its_industry_closes():
    from games.hegemony import rounds
    from games.hegemony.opening import worker
    state = new()
    hospital = next(c for c in state["public_sector"] if c["id"] == "s-public-hospital-2")
    hospital.update(face_up=True, workers=[worker("working", "H"), worker("working", "U")])
    _union_at_four(state, "H")
    events = rounds.apply_policy(state, 1)  # Policy 1 in C: one row of Public Companies
    assert not hospital["face_up"] and state["classes"]["working"]["unions"] == {}
    assert [e["kind"] for e in events] == ["public_company_closed", "union_lost"]


def test_assign_workers_may_move_employed_workers_that_are_not_committed():
    state = play(discard(new(), WC), WC, "action:assign_workers")
    assert "withdraw:c-shopping-mall-2" in ids(state, WC)
    state = play(state, WC, "withdraw:c-shopping-mall-2", "company:c-college-2")
    mall, college = (actions.find_company(state, c) for c in ("c-shopping-mall-2", "c-college-2"))
    assert mall["workers"] == [] and len(college["workers"]) == 2
    assert all(w["committed"] and w["class"] == "working" for w in college["workers"])


def test_assign_workers_back_into_the_company_they_left_is_a_swap_and_commits_nobody():
    state = play(discard(new(), WC), WC, "action:assign_workers", "withdraw:c-shopping-mall-2", "company:c-shopping-mall-2")
    assert not any(w["committed"] for w in actions.find_company(state, "c-shopping-mall-2")["workers"])


def test_a_prompt_offers_two_copies_of_the_same_card_once():
    state = new()
    state["seats"][WC]["hand"] = ["working:strike#1", "working:strike#2", "working:fake-news#1"]
    offered = ids(state, WC)
    assert [i for i in offered if i.startswith("card:")] == ["card:working:strike#1", "card:working:fake-news#1"]
    state = play(state, WC, "card:working:strike#1")
    assert state["seats"][WC]["hand"] == ["working:strike#2", "working:fake-news#1"]


def test_assign_workers_never_takes_the_middle_class_out_of_its_own_companies():
    """Its Workers could not be assigned back there: no move out, so the action cannot stall."""
    from tests.games.hegemony.cardplay import position
    state = position(3)
    own = {e["id"] for e in state["private_sector"]["middle"]}
    assert own and not own & {e["id"] for e in actions.reassignable(state, "middle")}
