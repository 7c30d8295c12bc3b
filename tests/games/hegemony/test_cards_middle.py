"""Each Middle Class action card played for its effect, from a constructed position at 3
players (the printed text of each card; where the rulebook or FAQ settles a detail, the test
says so). The transcriptions in data/action-cards.json were checked against the card images: no
difference."""
from games.hegemony import mainboard
from tests.games.hegemony.cardplay import GAME, company, ids, play, play_card, playable, position, worker

MC, WC = "middle", "working"


def mc(state):
    return state["classes"]["middle"]


def test_employment_subsidy():
    """5₳ from the State per company of yours with a Working Class Worker; then an Extra Shift
    may follow in one of them (its Wage paid, the employee's bonus produced)."""
    state = position(3, p1="B")
    store = company(state, "m-convenience-store-2")
    store["employee"] = worker(WC, "U")
    state = play_card(state, MC, "employment-subsidy")
    assert mc(state)["money"] == 45 and state["treasury"] == 115
    state = play(state, MC, "do")
    assert mc(state)["storage"]["food"] == 1 + 2 + 1 and mc(state)["money"] == 45 - 8
    assert state["classes"]["working"]["money"] == 30 + 8


def test_export_subsidy():
    """Sell to the Foreign Market; 5₳ from the State per transaction, besides its 1 VP."""
    assert not playable(position(3), MC, "export-subsidy")  # 1C
    state = position(3, p1="B")
    mc(state)["storage"]["food"] = 6
    state = play_card(state, MC, "export-subsidy", "export:food:0")  # nothing else to sell: done
    assert mc(state)["money"] == 40 + 20 + 5 and mc(state)["vp"] == 1 and state["treasury"] == 115


def test_fake_news():
    state = position(3)
    state["bag"] = {"working": 3, "middle": 0, "capitalist": 0}
    state = play_card(state, MC, "fake-news", "cube:working", "done")
    assert state["bag"]["working"] == 2 and state["cube_supply"]["working"] == 18


def test_foreign_market_insight():
    """The next Export card revealed and kept in place of the current one (which is discarded);
    each transaction up to twice."""
    state = position(3)
    revealed = state["secret"]["export"][0]
    mc(state)["storage"] = {"food": 8, "luxury": 8, "health": 8, "education": 8}
    state = play_card(state, MC, "foreign-market-insight", "export:revealed")
    assert state["export"] == revealed and state["export_discards"] == ["export-01"]
    state = play(state, MC, "export:food:0")
    assert "export:food:0" in ids(state, MC)
    state = play(state, MC, "export:food:0")
    assert "export:food:0" not in ids(state, MC)
    state = play(state, MC, "done")
    assert mc(state)["vp"] == 2


def test_growing_business():
    """A free Storage; then a Company may be built, 4₳ less if it produces that resource."""
    state = position(3)
    mc(state)["unemployed"].append(worker(MC, "F"))
    state = play_card(state, MC, "growing-business", "resource:food", "do")
    assert mc(state)["extra_storage"] == ["food"] and mc(state)["money"] == 40
    assert set(ids(state, MC)) == {"company:m-convenience-store-1", "company:m-regional-radio-station-1"}
    prompt_costs = {o.id: o.params["cost"] for o in GAME.prompt(state, 1).options}
    assert prompt_costs == {"company:m-convenience-store-1": 14 - 4, "company:m-regional-radio-station-1": 20}
    state = play(state, MC, "company:m-convenience-store-1")
    assert mc(state)["money"] == 30 and any(c["id"] == "m-convenience-store-1" for c in state["private_sector"]["middle"])


def sold_to_state(face, resource, stock):
    """Plays a "Sell up to 6 ... to the State for 10₳ each" card with `stock` in Storage; the
    quantities offered and the position after selling the most."""
    state = position(3)
    mc(state)["storage"][resource] = stock
    state = play_card(state, MC, face)
    offered = ids(state, MC)
    return offered, play(state, MC, offered[-1])


def test_health_crisis():
    """Up to 6 Health to the State at 10₳ each, never more than it can store (FAQ, Bid Rigging)."""
    offered, state = sold_to_state("health-crisis", "health", 8)
    assert offered[-1] == "qty:6"
    assert mc(state)["money"] == 100 and state["services"]["health"] == 12 and state["treasury"] == 60


def test_healthcare_benefits():
    state = play_card(position(3, p4="B"), MC, "healthcare-benefits", "qty:3")
    assert mc(state)["money"] == 40 - 8 and mc(state)["goods"]["health"] == 3


def test_higher_education_program():
    offered, state = sold_to_state("higher-education-program", "education", 5)
    assert offered[-1] == "qty:5"
    assert mc(state)["money"] == 90 and mc(state)["storage"]["education"] == 0


def test_highlight_social_issues():
    state = play_card(position(3), MC, "highlight-social-issues")
    assert mc(state)["money"] == 25 and mc(state)["influence"] == 4 and state["services"]["influence"] == 1


def test_immigration_reform():
    state = play_card(position(3), MC, "immigration-reform", "vote:later")
    assert state["bills"]["7"] == {"section": "B", "by": "middle"} and state["bag"]["middle"] == 10


def test_import_subsidy():
    """Food or Luxury from the Foreign Market up to the Population, at the Import price without
    the Tariff (the State gets nothing)."""
    state = play_card(position(3), MC, "import-subsidy", "resource:food", "qty:3")
    assert mc(state)["money"] == 40 - 30 and mc(state)["goods"]["food"] == 3 and state["treasury"] == 120


def test_interest_groups():
    state = position(3)
    state["bag"] = {"working": 3, "middle": 1, "capitalist": 0}
    state = play_card(state, MC, "interest-groups")
    assert state["bag"] == {"working": 0, "middle": 4, "capitalist": 0} and state["cube_supply"]["working"] == 20


def test_investment_opportunities():
    """8₳ less from the Market, or any company of the deck for 8₳ more (the deck reshuffled)."""
    state = play_card(position(3), MC, "investment-opportunities")
    assert ids(state, MC) == ("mode:market", "mode:deck")
    market = play(state, MC, "mode:market")  # the Radio Station is the one its Workers can run
    assert mc(market)["money"] == 40 - 12 and ids(market, MC) == ("wage:2", "wage:3")
    deck = play(state, MC, "mode:deck")
    choice = ids(deck, MC)[0].split(":", 1)[1]
    assert choice in state["secret"]["companies_middle"]
    from games.hegemony.components import COMPANIES
    deck = play(deck, MC, f"company:{choice}")
    assert choice not in deck["secret"]["companies_middle"] and mc(deck)["money"] == 40 - COMPANIES[choice]["cost"] - 8


def test_labor_market_deregulation():
    state = play_card(position(3, p2="B"), MC, "labor-market-deregulation", "company:s-national-public-broadcasting-1")
    assert [w["skill"] for w in company(state, "s-national-public-broadcasting-1")["workers"]] == ["M", "U", "U"]


def test_land_of_opportunity():
    """A Company built with a skilled Middle Class Worker of your choice from the Supply."""
    state = play_card(position(3, p7="B"), MC, "land-of-opportunity")
    assert "company:m-medical-laboratory-1" in ids(state, MC)  # no Healthcare Worker needed beforehand
    state = play(state, MC, "company:m-medical-laboratory-1")  # only a Healthcare Worker fits its slot
    lab = company(state, "m-medical-laboratory-1")
    assert [w["skill"] for w in lab["workers"]] == ["H"] and mc(state)["money"] == 20
    assert mainboard.worker_count(state, MC) == 11


def test_migration():
    state = position(3)
    mc(state)["unemployed"].append(worker(MC, "U"))
    state = play_card(state, MC, "migration", "worker:M", "done")
    assert mc(state)["money"] == 50 and len(mc(state)["unemployed"]) == 3


def test_new_theme_park():
    """6₳ per Population (3), then 1 Prosperity and its VP."""
    state = play_card(position(3), MC, "new-theme-park")
    assert mc(state)["money"] == 40 - 18 and mc(state)["prosperity"] == 1 and mc(state)["vp"] == 1


def test_personal_consumption():
    """From one source up to twice the Population (6 Luxury from the Foreign Market)."""
    state = position(3)
    mc(state)["money"] = 100
    state = play_card(state, MC, "personal-consumption", "mode:single", "resource:luxury", "source:foreign")
    assert ids(state, MC)[-1] == "qty:6"
    state = play(state, MC, "qty:6")
    assert mc(state)["goods"]["luxury"] == 6 and mc(state)["money"] == 100 - 6 * 9
    many = play_card(position(3), MC, "personal-consumption", "mode:many", "resource:food", "source:capitalist")
    assert "source:foreign" in ids(many, MC)  # a second source, and a third would be open too


def test_public_opinion_polling():
    state = position(3)
    state["bag"] = {"working": 0, "middle": 5, "capitalist": 0}
    state = play_card(state, MC, "public-opinion-polling", "bill:2C", "vote:later")
    assert state["bag"]["middle"] == 5 and state["bills"]["2"] == {"section": "C", "by": "middle"}


def test_public_sector_overtime():
    """An operational Public Company produces, the State paying its Wage; then its service may be
    bought from the State up to the Population."""
    state = play_card(position(3), MC, "public-sector-overtime", "company:s-technical-university-1")
    assert mc(state)["money"] == 40 + 30 and state["services"]["education"] == 12
    state = play(state, MC, "do", "qty:3")  # 10₳ each under 5C
    assert mc(state)["goods"]["education"] == 3 and mc(state)["money"] == 70 - 30


def test_small_business_grant():
    """The State pays the company's cost."""
    state = play_card(position(3, p1="A"), MC, "small-business-grant", "wage:2")  # only the Radio Station can open
    assert mc(state)["money"] == 40 and state["treasury"] == 100
    assert any(c["id"] == "m-regional-radio-station-1" for c in state["private_sector"]["middle"])


def test_specialization():
    """A skilled Working Class Worker joins the Working Class's unemployed; then up to 3 of them
    go to your companies as employees."""
    state = play_card(position(3, p7="C"), MC, "specialization", "skill:F")
    assert state["classes"]["working"]["unemployed"][-1]["skill"] == "F"
    assert set(ids(state, MC)) == {"company:m-convenience-store-2", "company:m-doctors-office-2", "done"}
    state = play(state, MC, "company:m-convenience-store-2", "company:m-doctors-office-2")
    assert company(state, "m-convenience-store-2")["employee"]["class"] == WC
    assert company(state, "m-doctors-office-2")["employee"]["committed"]


def test_state_scholarship():
    state = play_card(position(3, p5="B"), MC, "state-scholarship", "qty:3")
    assert mc(state)["money"] == 40 - 8 and mc(state)["goods"]["education"] == 3


def test_supplemental_income_program():
    """2₳ from the State per Worker in Public and Capitalist Class companies (3 + 2)."""
    state = play_card(position(3, p2="B"), MC, "supplemental-income-program", "pass")
    assert mc(state)["money"] == 50 and state["treasury"] == 110


def test_unemployment_initiative_program():
    """Up to 3 unemployed Working Class Workers to your companies, 5₳ from the State each."""
    state = play_card(position(3, p4="A"), MC, "unemployment-initiative-program",
                      "company:m-convenience-store-2", "company:m-doctors-office-2")
    assert mc(state)["money"] == 50 and state["treasury"] == 110
    assert company(state, "m-convenience-store-2")["employee"]["skill"] == "U"  # an unskilled slot takes one first
    state = position(3, p4="A")
    company(state, "m-doctors-office-2")["workers"] = []  # its Middle Class Worker gone: no employee (FAQ)
    state = play_card(state, MC, "unemployment-initiative-program")
    assert ids(state, MC) == ("company:m-convenience-store-2", "done")


def test_voice_of_middle_class_workers():
    """2 cubes plus 1 per Public or Capitalist company employing your Workers (2 of them)."""
    state = play_card(position(3), MC, "voice-of-middle-class-workers")
    assert state["bag"]["middle"] == 8 + 4
