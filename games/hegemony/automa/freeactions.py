"""The automata's free actions at fixed moments (digest §7.2, §8.2, §9.2) and the class
clarifications for buying (§7.3, §8.3): pure answers the engine's steps act on."""
from __future__ import annotations

from games.hegemony import actions, mainboard
from games.hegemony.components import BOARD_FACTS

USE_ORDER = ("luxury", "education", "health")


def use_plan(state: dict, role: str) -> list[str]:
    """End of turn: every resource held in Population-many units is used, as often as it can be,
    luxury, then education, then health (D-12)."""
    if "goods" not in state["classes"][role]:
        return []  # the Capitalist Class has no prosperity to raise
    pop = mainboard.population(state, role)
    goods = dict(state["classes"][role]["goods"])
    plan = []
    for resource in USE_ORDER:
        while pop and goods[resource] >= pop:
            goods[resource] -= pop
            plan.append(resource)
    return plan


def target_prices(state: dict, role: str) -> dict[str, int]:
    """Adjust Prices: the middle spaces, except the highest for food and luxury with Foreign Trade
    in A, health with Healthcare in C, education with Education in C."""
    options = BOARD_FACTS["price_options"]
    prices = {r: opts[len(opts) // 2] for r, opts in options.items()}
    highest = {"food": state["policies"]["6"] == "A", "luxury": state["policies"]["6"] == "A",
               "health": state["policies"]["4"] == "C", "education": state["policies"]["5"] == "C"}
    for resource, high in highest.items():
        if high:
            prices[resource] = max(options[resource])
    return prices


def repays_loan(state: dict, role: str) -> bool:
    """Start of turn: one Loan if able; the Capitalist Class only with 100 or more in Capital."""
    cls = state["classes"][role]
    if cls["loans"] <= 0:
        return False
    if role == "capitalist":
        return cls["capital"] >= 100 and actions.free_legal(state, role, "pay_loan")
    return actions.free_legal(state, role, "pay_loan")


FOOD_TIES = {"working": ("foreign", "state", "capitalist", "middle"),
             "middle": ("middle", "state", "foreign", "capitalist")}


def food_source(state: dict, role: str, offered: list[str]) -> str:
    """Needs step: the cheapest supplier; ties in the class's printed order."""
    ties = FOOD_TIES[role]

    def key(source):
        price = 0 if source == role else actions.unit_price(state, source, "food")
        return price, ties.index(source) if source in ties else len(ties)
    return min(offered, key=key)


def quantity(state: dict, role: str, resource: str) -> int:
    """Buy Goods & Services: Population-many, a top-up if some are held, and a full Population
    again if exactly Population is held (§7.3.2)."""
    pop = mainboard.population(state, role)
    held = state["classes"][role]["goods"][resource]
    return pop - held if 0 < held < pop else pop


def at_population_threshold(state: dict, role: str) -> bool:
    """One more Worker would raise the Population (buying health adds a Worker)."""
    now = mainboard.population(state, role)
    count = mainboard.worker_count(state, role)
    return next(p for lo, hi, p in BOARD_FACTS["population_track"]["bands"] if lo <= count + 1 <= hi) > now


def demonstration_losers(state: dict, offered: list[str]) -> str:
    """Who loses VP to the Demonstration: the Capitalist Class as much as possible, then the
    Middle Class, the State last (§7.3.9)."""
    for role in ("capitalist", "middle", "state"):
        if role in offered:
            return role
    return offered[0]


def storage_when_full(state: dict, resource: str) -> list[dict]:
    """Buy Storage (Capitalist automaton, line 358): whenever it has more of a resource than it can
    store, it buys the resource's Storage if it has none yet and can pay; the events, or []."""
    cc = state["classes"]["capitalist"]
    if resource not in actions.RESOURCES or resource in cc["extra_storage"] or \
            actions.role_money(state, "capitalist") < actions.STORAGE_COST:
        return []
    actions.spend(state, "capitalist", actions.STORAGE_COST)  # paid to the supply
    cc["extra_storage"].append(resource)
    return [{"kind": "storage_bought", "audience": "all", "role": "capitalist", "resource": resource}]
