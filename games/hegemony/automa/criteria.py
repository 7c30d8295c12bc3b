"""The Action Criteria cards: whether an automaton can take an action this turn (simple mode:
the card's symbols left to right; advanced mode: whether the chosen priority card can be done).

Each criterion is a small predicate over the engine's state; the engine's own legality
(actions.LEGAL) is always required as well.
"""
from __future__ import annotations

from games.hegemony import actions, mainboard, economy, workers
from games.hegemony.components import COMPANIES, EXPORT

from . import companies
from .cards import DESIRED, distance
from .voting import calls_immediate_vote

CODES = {"AW": "assign_workers", "BGS": "buy_goods", "PB": "propose_bill", "STR": "strike",
         "DEM": "demonstration", "BC": "build_company", "SC": "sell_company", "SFM": "sell_foreign",
         "LOB": "lobby"}
PROSPERITY_GOODS = ("health", "education", "luxury")


def bill_target(state: dict, role: str, policy: int) -> str | None:
    """The section an automaton's bill proposes: the legal one toward its desired section (a bill
    moves a policy one section, mainboard.bill_targets); None if the policy is where it wants it,
    already has a bill, or is locked."""
    if str(policy) in state.get("locks", {}):
        return None
    desired = DESIRED[role][str(policy)]
    now = state["policies"][str(policy)]
    better = [s for s in mainboard.bill_targets(state, policy) if distance(s, desired) < distance(now, desired)]
    return better[0] if better else None


def proposable(state: dict, role: str, policy: int) -> str | None:
    """A policy the automaton may propose now (§6.8: never Immigration in round 5; Foreign Trade
    in round 5 only if it can call an immediate vote)."""
    target = bill_target(state, role, policy)
    if target is None:
        return None
    if state["round"] == 5 and policy == 7:
        return None
    if state["round"] == 5 and policy == 6 and not (
            state["classes"][role]["influence"] >= 1 and calls_immediate_vote(state, role, 6, target)):
        return None
    return target


def bill_choice(state: dict, role: str, policies: list[int]) -> tuple[int, str] | None:
    """The first of `policies` (the card's order, or the ladder's) that the automaton can propose."""
    if state["classes"][role]["bills"] <= 0:
        return None
    for policy in policies:
        target = proposable(state, role, policy)
        if target:
            return policy, target
    return None


def placeable(state: dict, cls: str) -> int:
    """How many unemployed Workers one Assign Workers could employ, filling the open companies in
    turn with the engine's slot rule."""
    pool = list(state["classes"][cls]["unemployed"])
    placed = 0
    for entry in workers.open_companies(state, cls):
        plan = workers.fill_plan(workers.slots_of(entry), pool)
        if plan:
            placed += len(plan)
            for j in sorted(plan, reverse=True):
                pool.pop(j)
    return placed


def best_single_company(state: dict, cls: str) -> int:
    pool = state["classes"][cls]["unemployed"]
    sizes = [len(workers.slots_of(e)) for e in workers.open_companies(state, cls)
             if workers.fill_plan(workers.slots_of(e), pool) is not None]
    return max(sizes, default=0)


def purchase(state: dict, role: str, resource: str, half: str | None = None,
             only: list[str] | None = None) -> tuple[int, int] | None:
    """The cheapest way to get Population-many units of a resource from at most 2 sources:
    (units bought, money paid), or None if it cannot be had or paid for. Units already held are
    topped up; exactly Population held buys as if none (§7.3.2). A bonus's terms: `half`, the
    resource the State sells at half price (rounded up); `only`, the sources allowed."""
    pop = mainboard.population(state, role)
    held = state["classes"][role]["goods"][resource]
    need = pop - held if 0 < held < pop else pop
    offers = []
    for source in actions.sources(state, role, resource):
        if only and source not in only:
            continue
        stock = actions.seller_stock(state, source, resource)
        price = 0 if source == role else actions.unit_price(state, source, resource)
        if source == "state" and resource == half:
            price = (price + 1) // 2
        offers.append((price, source, need if stock is None else min(stock, need)))
    offers.sort()
    best = None
    for i, (p1, _s1, n1) in enumerate(offers):
        if n1 >= need:
            cost = p1 * need
        else:
            rest = [(p2, n2) for j, (p2, _s2, n2) in enumerate(offers) if j != i and n2 >= need - n1]
            if not rest:
                continue
            cost = p1 * n1 + min(p2 for p2, _ in rest) * (need - n1)
        if best is None or cost < best:
            best = cost
    if best is None or best > actions.role_money(state, role):
        return None
    return need, best


def strike_companies(state: dict) -> list[dict]:
    """Strike targets, without Public Companies whose services are free."""
    return [c for c in actions.strike_targets(state)
            if not (c in state["public_sector"] and economy.public_service_price(
                state, COMPANIES[c["id"]]["industry"]) == 0)]


def transactions(state: dict, role: str) -> int:
    """Sales one Sell to the Foreign Market could make on the current Export card."""
    card = EXPORT[state["export"]]
    cls = state["classes"][role]
    count = 0
    for resource in actions.RESOURCES:
        have = cls["storage"][resource] + cls.get("free_trade_zone", {}).get(resource, 0)
        for amount, _money in sorted(card[resource]):
            if have >= amount:
                have -= amount
                count += 1
    return count


def checked_purchase(state: dict, role: str, card: dict, resource: str,
                     trial: dict | None = None) -> tuple[int, int, int] | None:
    """A Buy Goods & Services check's purchase with the card's bonus counted when it is the first
    action: (units, money paid, money the bonus gives first), or None. `trial`: the position with
    the bonus's first part done (bonuses.as_checked), if already made."""
    from .bonuses import as_checked, half_price
    trial = as_checked(state, role, card, "BGS") if trial is None else trial
    only = (trial["automata"][role].get("plan") or {}).get("sources") if trial is not state else None
    found = purchase(trial, role, resource, half_price(state, card, "BGS"), only)
    if found is None:
        return None
    return found[0], found[1], actions.role_money(trial, role) - actions.role_money(state, role)


def met(state: dict, role: str, code: str, card: dict, simple: bool) -> bool:
    """The Action Criteria card of the class for one symbol, and the engine's legality; the
    card's bonus counts when `code` is its first action (line 61)."""
    if code in ("BGS", "BC", "AW", "SFM"):
        from .bonuses import as_checked
        state, before = as_checked(state, role, card, code), state
    if code == "SA":
        from .specials import can_special
        return can_special(state, role, card)
    if code == "PB":
        if simple:
            return bill_choice(state, role, card["policies"]) is not None
        from .advanced import ladder_bill
        return ladder_bill(state, role) is not None
    if not actions.LEGAL[CODES[code]](state, role):
        return False
    if code == "AW":
        if role == "working":
            return placeable(state, "working") >= 2 or bool(workers.union_options(state))
        return best_single_company(state, role) >= 2
    if code == "BGS":
        return any(checked_purchase(before, role, card, r, trial=state) for r in PROSPERITY_GOODS)
    if code == "STR":
        labor = state["policies"]["2"]
        unions = len(state["classes"]["working"]["unions"])
        return (labor == "C" or (labor == "B" and unions >= 2)) and len(strike_companies(state)) >= 2
    if code == "BC":
        return bool(companies.build_choices(state, role, actions.build_options(state, role), simple))
    if code == "SFM":
        sold_first = state is not before and state["automata"][role]["plan"].get("sold_first")
        return transactions(state, role) + int(bool(sold_first)) >= 2
    if code == "LOB":
        mine = state["classes"][role]["influence"]
        return all(mine < state["classes"][r]["influence"] for r in state["roles"] if r != role)
    return True
