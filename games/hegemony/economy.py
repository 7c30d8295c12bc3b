"""Money that must be paid (taxes, interest, needs), Loans, and the Pay Taxes and Scoring steps
(rulebook: each class's Production Phase, Scoring Phase and Game End)."""
from __future__ import annotations

from games.hegemony import mainboard
from games.hegemony.components import BOARD_FACTS, POLICIES, SETUP

LOAN = SETUP["loan"]
CLASS_SECTION = {"working": "A", "middle": "B", "capitalist": "C"}


def money(state: dict, role: str) -> int:
    if role == "state":
        return state["treasury"]
    cls = state["classes"][role]
    return cls["revenue"] + cls["capital"] if role == "capitalist" else cls["money"]


def loan_money(state: dict, role: str) -> int:
    """What a class may repay a Loan with: the Capitalist Class only from its Capital (Pay Off
    Loan), the others from their money."""
    return state["classes"][role]["capital"] if role == "capitalist" else money(state, role)


def gain(state: dict, role: str, amount: int) -> None:
    """Money gained goes to the Capitalist Class's Revenue unless stated otherwise."""
    if role == "state":
        state["treasury"] += amount
    elif role == "capitalist":
        state["classes"][role]["revenue"] += amount
    else:
        state["classes"][role]["money"] += amount


def pay_mandatory(state: dict, role: str, amount: int) -> int:
    """Pays a cost the rules impose, taking Loans (50₳ each) while money falls short (Other Rules,
    Loans); the Capitalist Class pays from Revenue, then Capital, and its Loans go to Capital.
    Returns the number of Loans taken."""
    loans = 0
    if role == "state":
        while state["treasury"] < amount:
            state["treasury"] += LOAN["amount"]
            state["state_loans"] += 1
            loans += 1
        state["treasury"] -= amount
        return loans
    cls = state["classes"][role]
    while money(state, role) < amount:
        cls["capital" if role == "capitalist" else "money"] += LOAN["amount"]
        cls["loans"] += 1
        loans += 1
    if role == "capitalist":
        from_revenue = min(cls["revenue"], amount)
        cls["revenue"] -= from_revenue
        cls["capital"] -= amount - from_revenue
    else:
        cls["money"] -= amount
    return loans


def pay_from_capital(state: dict, amount: int) -> None:
    """A Capitalist cost paid "from your Capital": Capital first, the rest from Revenue (Revenue
    & Capital); only offered when affordable."""
    cc = state["classes"]["capitalist"]
    from_capital = min(cc["capital"], amount)
    cc["capital"] -= from_capital
    cc["revenue"] -= amount - from_capital


def income_tax_rate(state: dict, labor_market: str | None = None) -> int:
    """Income Tax per unit by Labor Market and Taxation. After an IMF Intervention the Labor
    Market section the Workers were paid under is passed in (Other Rules, IMF Intervention)."""
    return BOARD_FACTS["working_income_tax"][labor_market or mainboard.section(state, 2)][mainboard.section(state, 3)]


def operational_owned(state: dict, owner: str) -> int:
    return sum(1 for c in state["private_sector"].get(owner, []) if mainboard.is_operational(c))


def corporate_tax(state: dict, revenue: int) -> int:
    column = 2 + "ABC".index(mainboard.section(state, 3))
    for band in BOARD_FACTS["corporate_tax"]["bands"]:
        if band[0] <= revenue <= band[1]:
            return band[column]
    return 0


def employing_companies(state: dict, cls: str) -> int:
    """Companies other than the class's own in which it has Workers."""
    count = 0
    for owner, entries in [("state", state["public_sector"])] + list(state["private_sector"].items()):
        if owner == cls:
            continue
        count += sum(1 for c in entries if any(w["class"] == cls for w in c["workers"]))
    return count


def taxes_due(state: dict, role: str, labor_market: str | None = None) -> int:
    """The tax a class pays in the Pay Taxes step, before the Capitalist's Corporate Tax (which
    depends on the Revenue left after the Employment Tax: see pay_taxes)."""
    if role == "working":
        return income_tax_rate(state, labor_market) * mainboard.population(state, "working")
    if role == "middle":
        return (income_tax_rate(state, labor_market) * employing_companies(state, "middle")
                + mainboard.tax_multiplier(state) * operational_owned(state, "middle"))
    if role == "capitalist":
        return mainboard.tax_multiplier(state) * operational_owned(state, "capitalist")
    return 0


def pay_taxes(state: dict, role: str, labor_market: str | None = None) -> dict:
    """Pays a class's taxes into the State Treasury; returns the amounts for the log."""
    due = taxes_due(state, role, labor_market)
    paid = {"tax": due, "loans": pay_mandatory(state, role, due)}
    if role == "capitalist":
        corporate = corporate_tax(state, state["classes"]["capitalist"]["revenue"])
        paid["corporate"] = corporate
        paid["loans"] += pay_mandatory(state, role, corporate)
        due += corporate
    state["treasury"] += due
    return paid


def wealth_vp(capital: int) -> tuple[int, int]:
    """(VP, level index) for a Capital on the Wealth table; level -1 below 10₳."""
    vp, level = 0, -1
    for i, (threshold, points) in enumerate(BOARD_FACTS["wealth_table"]["levels"]):
        if capital >= threshold:
            vp, level = points, i
    return vp, level


def score_capitalist(state: dict) -> int:
    """Revenue moves to Capital; VP from the Wealth table, and 3 VP per space the Wealth marker
    moves right (it never moves left)."""
    cc = state["classes"]["capitalist"]
    cc["capital"] += cc["revenue"]
    cc["revenue"] = 0
    vp, level = wealth_vp(cc["capital"])
    previous = -1 if cc["wealth_level"] is None else cc["wealth_level"]
    if level > previous:
        vp += BOARD_FACTS["wealth_table"]["marker_vp_per_space"] * (level - previous)
        cc["wealth_level"] = level
    cc["vp"] += vp
    return vp


def score_working(state: dict) -> int:
    """2 VP per Trade Union."""
    vp = 2 * len(state["classes"]["working"]["unions"])
    state["classes"]["working"]["vp"] += vp
    return vp


def policies_in_section(state: dict, letter: str) -> int:
    return sum(1 for p in range(1, 6) if mainboard.section(state, p) == letter)


def game_end_vp(state: dict, role: str) -> int:
    """The Game End VP of a class (after the Loans are settled): its policies, money, storages."""
    facts = BOARD_FACTS
    vp = facts["game_end_policy_vp"][role][policies_in_section(state, CLASS_SECTION[role])]
    cls = state["classes"][role]
    if role in facts["game_end_money_vp"]:
        rule = facts["game_end_money_vp"][role]
        extra = cls["money"] // rule["per"]
        vp += min(extra, rule["max"]) if rule["max"] is not None else extra
    if role in ("middle", "capitalist"):
        goods = dict(cls["storage"])
        for resource, n in cls.get("free_trade_zone", {}).items():
            goods[resource] += n
        vp += sum(goods[r] // per for r, per in facts["game_end_storage_vp"].items())
    if role == "capitalist":
        vp -= 5 * cls["loans"]
    return vp


def score_prosperity(state: dict, role: str) -> int:
    """Gaining 1 Prosperity scores the VP printed on the new space (Free Actions); at the end of
    the track the marker stays and scores its space again (FAQ)."""
    cls = state["classes"][role]
    track = BOARD_FACTS["prosperity_vp"][role]
    cls["prosperity"] = min(cls["prosperity"] + 1, len(track) - 1)
    cls["vp"] += track[cls["prosperity"]]
    return track[cls["prosperity"]]


def tariff(state: dict, resource: str) -> int:
    return BOARD_FACTS["import"]["tariff"][mainboard.section(state, 6)][resource]


def import_price(state: dict, resource: str) -> int:
    """Foreign Market price per unit: the Import price plus the tariff paid to the State."""
    return BOARD_FACTS["import"][resource] + tariff(state, resource)


def public_service_price(state: dict, resource: str) -> int:
    if resource == "influence":
        return BOARD_FACTS["public_services"]["influence_price"]
    policy = 4 if resource == "health" else 5
    return POLICIES[policy]["sections"][mainboard.section(state, policy)]["public_price"]
