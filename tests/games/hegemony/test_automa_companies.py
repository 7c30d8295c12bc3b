"""Choosing companies by the criteria cards through the narrowing rule (digest §6.1, §12 TC-1)."""
from games.hegemony.automa import narrowing as N
from games.hegemony.automa.companies import choose_build, choose_sale, staff_class
from games.hegemony.opening import company, initial_state, worker


def _tc1():
    """Revenue 63; 4 unemployed Working Class Workers (3 unskilled, 1 education-skilled); the
    Capitalist Class owns only an operational luxury company; the Working Class already has 3
    Workers in education; market: Publishing House, a College, a Fashion Company, the Automated
    Dairy Farm."""
    state = initial_state("hegemony", 1, 2, {}, 11)
    cc = state["classes"]["capitalist"]
    cc["revenue"], cc["capital"] = 63, 0
    mall = company("c-shopping-mall-1")
    mall["workers"] = [worker("working", "L"), worker("working", "U")]
    state["private_sector"]["capitalist"] = [mall]
    for entry in state["public_sector"]:
        entry["workers"] = []
    uni = next(e for e in state["public_sector"] if e["id"] == "s-public-university-1")
    uni["workers"] = [worker("working", "E"), worker("working", "U"), worker("working", "U")]
    state["classes"]["working"]["unemployed"] = [worker("working", s) for s in "UUUE"]
    cc["market"] = ["c-publishing-house-1", "c-college-1", "c-fashion-company-1", "c-automated-dairy-farm-1"]
    return state


def _build(state, cid):
    from games.hegemony import workers
    cc = state["classes"]["capitalist"]
    cc["revenue"] -= {"c-publishing-house-1": 12, "c-automated-dairy-farm-1": 45}[cid]
    cc["market"].remove(cid)
    entry = company(cid)
    pool = state["classes"]["working"]["unemployed"]
    plan = workers.fill_plan(["U", "U", "U"], pool) if cid == "c-publishing-house-1" else None
    if plan:
        entry["workers"] = workers.place(pool, plan)
    state["private_sector"]["capitalist"].append(entry)


def test_tc1_first_company_narrowed_to_the_publishing_house():
    state = _tc1()
    trace = []
    first = choose_build(state, "capitalist", state["classes"]["capitalist"]["market"], True, None, trace)
    assert first == "c-publishing-house-1"
    assert trace == ["unemployed workers available to make it operational",
                     "industry with the fewest operational companies",
                     "does not fulfil the requirements for a trade union"]


def test_tc1_second_company_the_list_rerun_gives_the_automated_dairy():
    state = _tc1()
    _build(state, "c-publishing-house-1")
    second = choose_build(state, "capitalist", state["classes"]["capitalist"]["market"], True, None)
    assert second == "c-automated-dairy-farm-1"


def test_tc1_variant_no_automated_company_no_second_company():
    state = _tc1()
    _build(state, "c-publishing-house-1")
    state["classes"]["capitalist"]["market"].remove("c-automated-dairy-farm-1")
    assert choose_build(state, "capitalist", state["classes"]["capitalist"]["market"], True, None) is None


def test_narrowing_bullet_describing_nothing_is_skipped():
    bullets = [N.Keep("even", lambda x: x % 2 == 0), N.Keep("above 10", lambda x: x > 10),
               N.Best("highest", lambda x: x)]
    assert N.narrow([1, 3, 5], bullets) == [5]


def test_narrowing_first_matching_bullet_defines_the_working_set():
    bullets = [N.Keep("even", lambda x: x % 2 == 0), N.Best("highest", lambda x: x)]
    assert N.narrow([2, 4, 9], bullets) == [4]


def test_narrowing_a_bullet_listing_several_prefers_them_in_order():
    bullets = [N.Prefer("food, luxury, media", lambda x: x[0], ("food", "luxury", "media"))]
    assert N.narrow([("media", 1), ("luxury", 2), ("luxury", 3)], bullets) == [("luxury", 2), ("luxury", 3)]


def test_narrowing_single_option_does_not_consult_the_card():
    assert N.narrow([7], [N.Keep("never", lambda x: False)]) == [7]


def test_narrowing_at_random_uses_the_state_rng():
    from games.engine import new_rng
    picks = {N.pick([1, 2, 3], [], new_rng(s)) for s in range(30)}
    assert picks == {1, 2, 3}


def test_building_company_middle_class_never_a_third_of_an_industry():
    state = initial_state("hegemony", 1, 3, {}, 2)
    state["private_sector"]["middle"] = [company("m-convenience-store-1"), company("m-convenience-store-2")]
    state["classes"]["middle"]["money"] = 200
    assert choose_build(state, "middle", ["m-convenience-store-1"], True, None) is None


def test_capitalist_staffs_with_middle_class_unless_a_demonstration():
    state = initial_state("hegemony", 1, 3, {}, 2)
    assert staff_class(state, "capitalist", ["working", "middle"]) == "middle"
    state["demonstration"] = True
    assert staff_class(state, "capitalist", ["working", "middle"]) == "working"


def test_sell_company_never_an_operational_one_highest_cost_first():
    state = _tc1()
    idle_a, idle_b = company("c-university-1"), company("c-fast-food-chain-1")
    state["private_sector"]["capitalist"] += [idle_a, idle_b]
    ids = [e["id"] for e in state["private_sector"]["capitalist"]]
    assert choose_sale(state, "capitalist", ids, None) == "c-university-1"


def test_option_narrowing_tie_first_takes_the_first_left():
    from games.hegemony.automa.chooser import _rng
    state = _tc1()
    assert _rng(state) is not None
    state["options"] = {"narrowing_tie": "first"}
    assert _rng(state) is None
