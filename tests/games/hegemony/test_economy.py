"""Taxes, Loans and scoring (rulebook: Pay Taxes, Loans, Scoring Phase, Game End of each class)."""
import pytest

from games.hegemony import economy
from games.hegemony.opening import initial_state


def setup(n, seed=5):
    return initial_state("hegemony", 1, n, {}, seed)


def test_working_income_tax_per_population():
    """Labor Market 2B, Taxation 3A: 4₳ per Population; Population 3 pays 12₳."""
    state = setup(2)
    paid = economy.pay_taxes(state, "working")
    assert paid == {"tax": 12, "loans": 0}
    assert state["classes"]["working"]["money"] == 18 and state["treasury"] == 132


def test_income_tax_uses_the_labor_market_before_an_imf_intervention():
    state = setup(2)
    state["policies"]["2"] = "C"
    assert economy.taxes_due(state, "working") == 3
    assert economy.taxes_due(state, "working", labor_market="B") == 12


def test_capitalist_employment_and_corporate_tax():
    """2 players: the Supermarket and Shopping Mall are staffed (2 operational), Tax Multiplier 5:
    Employment Tax 10₳; 110₳ Revenue left is in the 100-199₳ band, 40₳ under 3A."""
    state = setup(2)
    paid = economy.pay_taxes(state, "capitalist")
    assert paid == {"tax": 10, "loans": 0, "corporate": 40}
    assert state["classes"]["capitalist"]["revenue"] == 70 and state["treasury"] == 170


@pytest.mark.parametrize("revenue,taxation,tax", [(4, "A", 0), (5, "A", 1), (9, "B", 2), (10, "C", 4),
                                                  (49, "A", 12), (99, "B", 15), (200, "C", 40), (300, "A", 160)])
def test_corporate_tax_table(revenue, taxation, tax):
    state = setup(2)
    state["policies"]["3"] = taxation
    assert economy.corporate_tax(state, revenue) == tax


def test_a_mandatory_cost_takes_loans():
    """Short of money for a mandatory cost, a class takes 50₳ Loans until it can pay."""
    state = setup(2)
    state["classes"]["working"]["money"] = 5
    assert economy.pay_mandatory(state, "working", 12) == 1
    assert state["classes"]["working"]["money"] == 43 and state["classes"]["working"]["loans"] == 1


def test_capitalist_pays_from_revenue_then_capital():
    state = setup(2)
    cc = state["classes"]["capitalist"]
    cc["revenue"], cc["capital"] = 10, 30
    economy.pay_mandatory(state, "capitalist", 25)
    assert (cc["revenue"], cc["capital"], cc["loans"]) == (0, 15, 0)
    economy.pay_mandatory(state, "capitalist", 40)
    assert (cc["revenue"], cc["capital"], cc["loans"]) == (0, 25, 1)


def test_wealth_marker_scores_3_per_space_once():
    """Capital 120₳: 5 VP (100₳ level) plus 3 VP for each of the 5 spaces the marker moves;
    the same Capital next round scores only the 5 VP."""
    state = setup(2)
    assert economy.score_capitalist(state) == 5 + 15
    assert economy.score_capitalist(state) == 5


def test_trade_unions_score_2_each():
    state = setup(2)
    state["classes"]["working"]["unions"] = {"F": {"class": "working", "skill": "F", "committed": True}}
    assert economy.score_working(state) == 2


def test_game_end_working_class():
    """At the start only Taxation is Socialist (3A): 1 VP; 30₳ left is 3 VP (1 per 10₳, at most 15)."""
    state = setup(2)
    assert economy.game_end_vp(state, "working") == 1 + 3
    state["policies"].update({"1": "A", "2": "A", "3": "A"})
    state["classes"]["working"]["money"] = 500
    assert economy.game_end_vp(state, "working") == 8 + 15


def test_game_end_capitalist_storages_and_loans():
    """1 VP per 2 Food / 3 Luxury, Health, Education, Free Trade Zone included; -5 VP per Loan;
    the starting 1C and 5C are 2 Neoliberal policies: 4 VP."""
    state = setup(2)
    cc = state["classes"]["capitalist"]
    cc["storage"] = {"food": 3, "luxury": 2, "health": 0, "education": 3}
    cc["free_trade_zone"] = {"food": 1, "luxury": 1}
    cc["loans"] = 1
    assert economy.game_end_vp(state, "capitalist") == 4 + (2 + 1 + 1) - 5


def test_game_end_middle_class_section_b():
    state = setup(3)
    state["classes"]["middle"]["money"] = 30
    assert economy.game_end_vp(state, "middle") == 3 + 2  # 2B and 4B; 30₳ is 2 VP


def test_middle_class_prosperity_track_values():
    """The Middle Class board prints 0 1 2 3 4 5 5 6 6 7 7; at the end of the track the marker
    stays and scores its space again (FAQ: Prosperity at the end of the track)."""
    state = setup(3)
    gained = [economy.score_prosperity(state, "middle") for _ in range(10)]
    assert gained == [1, 2, 3, 4, 5, 5, 6, 6, 7, 7]
    assert economy.score_prosperity(state, "middle") == 7
    assert state["classes"]["middle"]["prosperity"] == 10


def test_import_prices_with_tariffs():
    """Foreign Market Food 10₳ and Luxury 6₳, plus 5₳/3₳ tariffs under 6B."""
    state = setup(2)
    assert (economy.import_price(state, "food"), economy.import_price(state, "luxury")) == (15, 9)
    assert economy.public_service_price(state, "health") == 5 and economy.public_service_price(state, "education") == 10
