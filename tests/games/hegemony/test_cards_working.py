"""Each Working Class action card played for its effect, from a constructed position (the
printed text of each card; where the rulebook or FAQ settles a detail, the test says so). The
transcriptions in data/action-cards.json were checked against the card images: no difference."""
from games.hegemony import mainboard, effects, production
from games.hegemony.components import ACTION_CARDS
from tests.games.hegemony.cardplay import company, ids, play, play_card, playable, position, worker

WC = "working"


def test_no_working_or_middle_class_face_is_missing():
    assert [f for f in effects.missing() if f in ACTION_CARDS and f.split(":")[0] in ("working", "middle")] == []


def test_affordable_housing():
    """20₳ to the Capitalist for 5 VP, or 10₳ to the Middle Class for 3 VP."""
    state = play_card(position(3), WC, "affordable-housing", "give:middle")
    assert state["classes"]["working"]["money"] == 20 and state["classes"]["middle"]["money"] == 50
    assert state["classes"]["working"]["vp"] == 3
    state = play_card(position(2), WC, "affordable-housing")  # no Middle Class: the only choice
    assert state["classes"]["working"]["money"] == 10 and state["classes"]["capitalist"]["revenue"] == 140
    assert state["classes"]["working"]["vp"] == 5


def test_boost_domestic_tourism():
    """Luxury from another player up to the Population; the buyer pays half the cost rounded up,
    the State the other half (3 at 8₳: 12₳ each)."""
    assert not playable(position(2), WC, "boost-domestic-tourism")  # 1C: requirement 1A/1B unmet
    state = position(2, p1="B")
    state["classes"]["capitalist"]["storage"]["luxury"] = 5
    state = play_card(state, WC, "boost-domestic-tourism")
    assert ids(state, WC) == ("qty:1", "qty:2", "qty:3")
    state = play(state, WC, "qty:3")
    assert state["classes"]["working"]["money"] == 30 - 12 and state["treasury"] == 120 - 12
    assert state["classes"]["capitalist"]["revenue"] == 120 + 24
    assert state["classes"]["working"]["goods"]["luxury"] == 3 and state["classes"]["capitalist"]["storage"]["luxury"] == 2


def test_cooperative_farm():
    """3 of at least 3 unemployed Workers run a new Cooperative Farm; it produces 2 Food and its
    Workers stand up after Production; they count for the Agricultural Trade Union (FAQ)."""
    state = position(2)
    assert not playable(state, WC, "cooperative-farm")  # 2 unemployed Workers
    state["classes"]["working"]["unemployed"] += [worker(WC, "U"), worker(WC, "U")]
    state = play_card(state, WC, "cooperative-farm", "worker:U", "worker:U", "worker:E")
    farm = state["classes"]["working"]["farms"][0]
    assert [w["skill"] for w in farm] == ["U", "U", "E"] and all(w["committed"] for w in farm)
    assert [w["skill"] for w in state["classes"]["working"]["unemployed"]] == ["U"]
    assert mainboard.worker_count(state, WC) == 12
    production.produce_all(state)
    assert state["classes"]["working"]["goods"]["food"] == 2 and not any(w["committed"] for w in farm)
    from games.hegemony import workers
    assert workers.workers_in_industry(state, WC, "food") == 3 + 2  # the farm and the Supermarket


def test_extra_shift():
    """A Public Company: the State pays its Wage and it produces; then Health from the State up
    to the Population."""
    state = play_card(position(2), WC, "extra-shift")
    assert set(ids(state, WC)) == {"company:s-public-hospital-1", "company:s-public-university-1"}  # staffed ones
    state = play(state, WC, "company:s-public-hospital-1")
    assert state["classes"]["working"]["money"] == 30 + 20 and state["treasury"] == 120 - 20
    assert state["services"]["health"] == 5 + 4
    state = play(state, WC, "do", "qty:3")  # 5₳ each under 4B
    assert state["classes"]["working"]["goods"]["health"] == 3 and state["services"]["health"] == 6
    assert state["classes"]["working"]["money"] == 50 - 15 and state["treasury"] == 100 + 15


def test_fake_news():
    """6 cubes drawn, up to 4 of them removed to their supply, the rest back in the bag."""
    state = position(2)
    state["bag"] = {"working": 0, "middle": 0, "capitalist": 6}
    state = play_card(state, WC, "fake-news")
    assert ids(state, WC) == ("cube:capitalist", "done")
    state = play(state, WC, *["cube:capitalist"] * 4)
    assert state["bag"]["capitalist"] == 2 and state["cube_supply"]["capitalist"] == 17 + 4


def test_general_strike():
    """A Strike with one more token per Trade Union: 3 tokens with one Union."""
    state = position(2, p2="B")
    company(state, "c-college-2")["workers"] = [worker(WC, "E"), worker(WC, "U")]
    company(state, "c-clinic-2")["workers"] = [worker(WC, "H"), worker(WC, "U")]
    state["classes"]["working"]["unions"]["F"] = worker(WC, "F", True)
    state = play_card(state, WC, "general-strike", "company:c-supermarket-2", "company:c-college-2",
                      "company:c-clinic-2")
    struck = [c["id"] for c in mainboard.companies(state) if c["strike"]]
    assert struck == ["c-supermarket-2", "c-college-2", "c-clinic-2"]
    assert "company:c-shopping-mall-2" not in ids(state, WC)  # the turn is over


def test_healthcare_benefits():
    """Health from the State up to the Population at half the total cost rounded up (FAQ: 3 at
    5₳ is 15₳, so 8₳)."""
    assert not playable(position(2, p4="A"), WC, "healthcare-benefits")
    state = play_card(position(2, p4="B"), WC, "healthcare-benefits", "qty:3")
    assert state["classes"]["working"]["money"] == 30 - 8 and state["treasury"] == 120 + 8
    assert state["classes"]["working"]["goods"]["health"] == 3 and state["services"]["health"] == 2


def test_healthcare_movement():
    """A Bill for Welfare State - Healthcare (Policy 4), then 2 cubes into the bag."""
    state = play_card(position(2), WC, "healthcare-movement")
    assert ids(state, WC) == ("bill:4A", "bill:4C")
    state = play(state, WC, "bill:4A", "vote:later")
    assert state["bills"]["4"] == {"section": "A", "by": "working"} and state["bag"]["working"] == 8 + 2


def test_highlight_social_issues():
    state = play_card(position(2), WC, "highlight-social-issues")
    assert state["classes"]["working"]["money"] == 15 and state["classes"]["working"]["influence"] == 1 + 3
    assert state["services"]["influence"] == 0 and state["treasury"] == 120 + 15
    assert not playable(state, WC, "highlight-social-issues")  # the State has no Influence left


def test_immigration_reform():
    """A Bill for Immigration (Policy 7, now A: only 7B), then 2 cubes."""
    state = play_card(position(2), WC, "immigration-reform", "vote:later")
    assert state["bills"]["7"]["section"] == "B" and state["bag"]["working"] == 10


def test_interest_groups():
    """Cubes are revealed until 3 of the opponents' show; those 3 go back to their supply, 3 of
    yours go in, and every revealed cube is returned (at 2 players the Middle Class cubes are no
    opponent's: they go back to the bag)."""
    state = position(2)
    state["bag"] = {"working": 2, "middle": 1, "capitalist": 3}
    state = play_card(state, WC, "interest-groups")
    assert state["bag"] == {"working": 5, "middle": 1, "capitalist": 0}
    assert state["cube_supply"]["capitalist"] == 20 and state["cube_supply"]["working"] == 14


def test_labor_market_deregulation():
    """Any number of unemployed Workers, not only 3; under 2C non-committed Workers move too, and a
    company emptied and refilled in the same action keeps them non-committed (FAQ)."""
    state = position(2, p2="B")
    state["classes"]["working"]["unemployed"] = [worker(WC, s) for s in "EUHUMU"]
    assert not any(i.startswith("withdraw:") for i in ids(play_card(state, WC, "labor-market-deregulation"), WC))
    state = play_card(state, WC, "labor-market-deregulation", "company:c-college-2", "company:c-clinic-2",
                      "company:s-regional-tv-station-1")
    assert state["classes"]["working"]["unemployed"] == []
    assert all(len(company(state, c)["workers"]) == 2 for c in ("c-college-2", "c-clinic-2", "s-regional-tv-station-1"))
    state = play_card(position(2, p2="C"), WC, "labor-market-deregulation")
    assert "withdraw:c-supermarket-2" in ids(state, WC)
    state = play(state, WC, "withdraw:c-supermarket-2", "company:c-supermarket-2", "done")
    assert [w["committed"] for w in company(state, "c-supermarket-2")["workers"]] == [False, False]


def test_migration():
    """With at least 4 unemployed, up to 2 leave: 10₳ for a skilled one, 5₳ for an unskilled one."""
    state = position(2)
    state["classes"]["working"]["unemployed"] += [worker(WC, "U")]
    assert not playable(state, WC, "migration")
    state["classes"]["working"]["unemployed"] += [worker(WC, "F")]
    state = play_card(state, WC, "migration")
    assert "done" not in ids(state, WC)
    state = play(state, WC, "worker:F", "worker:U")
    assert state["classes"]["working"]["money"] == 30 + 15 and len(state["classes"]["working"]["unemployed"]) == 2


def test_need_for_change():
    """2 Bills, the second on another policy (FAQ)."""
    state = position(2)
    state["classes"]["working"]["influence"] = 0
    state = play_card(state, WC, "need-for-change", "bill:2A")
    assert "bill:2C" not in ids(state, WC) and "bill:3B" in ids(state, WC)
    state = play(state, WC, "bill:3B")
    assert set(state["bills"]) == {"2", "3"} and state["classes"]["working"]["bills"] == 1


def test_proletarians_of_the_world_unite():
    """Cubes equal to the Population (3)."""
    state = play_card(position(2), WC, "proletarians-of-the-world-unite")
    assert state["bag"]["working"] == 8 + 3 and state["cube_supply"]["working"] == 17 - 3


def test_public_opinion_polling():
    """A Bill and 5 revealed cubes; a free Immediate Vote counts those 5, or they go back."""
    state = position(2)
    state["bag"] = {"working": 5, "middle": 0, "capitalist": 0}
    state["classes"]["capitalist"]["influence"] = 0
    state = play_card(state, WC, "public-opinion-polling", "bill:2A")
    assert sum(state["bag"].values()) == 0
    later = play(state, WC, "vote:later")
    assert later["bag"]["working"] == 5 and later["bills"]["2"]["section"] == "A"
    state = play(state, WC, "vote:now")
    state = play(state, "capitalist", "side:against")
    state = play(state, WC, "spend:0")
    assert state["policies"]["2"] == "A" and state["classes"]["working"]["influence"] == 1
    resolved = [e for e in state["log"] if e["kind"] == "bill_resolved"][-1]
    assert resolved["for"] == 5 and resolved["against"] == 0


def test_radical_reforms():
    """Any section, even not next to the current one; no Immediate Vote."""
    state = play_card(position(2), WC, "radical-reforms")
    assert "bill:3C" in ids(state, WC)  # Taxation is at A
    state = play(state, WC, "bill:3C")
    assert state["bills"]["3"]["section"] == "C" and state["classes"]["working"]["influence"] == 1
    assert [e["kind"] for e in state["log"]].count("immediate_vote") == 0


def test_signing_bonus():
    """Up to 4 unemployed Workers; 4₳ per Worker from the owner of the company."""
    state = position(2, p2="B")
    state["classes"]["working"]["unemployed"] = [worker(WC, "H"), worker(WC, "U")]
    state = play_card(state, WC, "signing-bonus", "company:c-clinic-2")
    assert state["classes"]["working"]["money"] == 30 + 8 and state["classes"]["capitalist"]["revenue"] == 120 - 8
    assert all(w["committed"] for w in company(state, "c-clinic-2")["workers"])  # FAQ: assigned Workers commit


def test_specialization():
    """A skilled Worker of your choice from the Supply, then up to 3 Workers assigned."""
    assert not playable(position(2), WC, "specialization")  # 7A
    state = play_card(position(2, p7="B"), WC, "specialization", "skill:H", "company:c-clinic-2")
    assert [w["skill"] for w in company(state, "c-clinic-2")["workers"]] == ["H", "U"]
    assert mainboard.worker_count(state, WC) == 11


def test_state_scholarship():
    """Education from the State up to the Population at half the total cost rounded up."""
    assert not playable(position(2, p5="A"), WC, "state-scholarship")
    state = play_card(position(2, p5="B"), WC, "state-scholarship", "qty:3")
    assert state["classes"]["working"]["money"] == 30 - 8 and state["classes"]["working"]["goods"]["education"] == 3


def test_student_movement():
    """A Bill for Welfare State - Education (Policy 5, at C: only 5B), then 2 cubes."""
    state = play_card(position(2), WC, "student-movement", "vote:later")
    assert state["bills"]["5"]["section"] == "B" and state["bag"]["working"] == 10


def test_supplemental_income_program():
    """1₳ from the State per employed Worker (8 of 10); then Buy Goods & Services may follow."""
    state = play_card(position(2, p2="C"), WC, "supplemental-income-program")
    assert state["classes"]["working"]["money"] == 38 and state["treasury"] == 112
    assert ids(state, WC) == ("do", "pass")
    state = play(state, WC, "do")
    assert ids(state, WC)[0].startswith("resource:")


def test_unemployment_benefits():
    """5₳ from the State per unemployed Worker; then Goods & Services from the State only."""
    state = play_card(position(2, p4="A"), WC, "unemployment-benefits", "do")
    assert state["classes"]["working"]["money"] == 30 + 10
    assert ids(state, WC) == ("resource:health", "resource:education", "resource:influence")
    state = play(state, WC, "resource:influence", "qty:1")
    assert state["classes"]["working"]["influence"] == 2 and state["classes"]["working"]["money"] == 30


def test_workers_movement():
    """A Bill for Labor Market (Policy 2), then 2 cubes."""
    state = play_card(position(2), WC, "workers-movement")
    assert ids(state, WC) == ("bill:2A", "bill:2C")
    state = play(state, WC, "bill:2C", "vote:later")
    assert state["bills"]["2"]["section"] == "C" and state["bag"]["working"] == 10


def test_workplace_accident():
    """8₳ from another player per company of theirs in that industry with your Workers (at 2
    players the State is no player: the Public Hospital does not count)."""
    state = play_card(position(2), WC, "workplace-accident")
    assert ids(state, WC) == ("industry:food", "industry:luxury")
    state = play(state, WC, "industry:food")
    assert state["classes"]["working"]["money"] == 38 and state["classes"]["capitalist"]["revenue"] == 112
