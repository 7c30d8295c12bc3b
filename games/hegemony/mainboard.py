"""Facts derived from the state, computed and never stored (a class's Population, the Tax
Multiplier, the minimum Wage): the Politics table and the class boards as the rulebook states them."""
from __future__ import annotations

from games.hegemony.components import BOARD_FACTS, COMPANIES, POLICIES

SECTIONS = "ABC"



def section(state: dict, policy: int) -> str:
    return state["policies"][str(policy)]


def tax_multiplier(state: dict) -> int:
    """Base by Taxation (3/2/1) plus the Welfare modifiers of Policies 4 and 5, doubled under 3A,
    ignored under 3C (Politics table, Policy 3)."""
    taxation = POLICIES[3]["sections"][section(state, 3)]
    welfare = sum(POLICIES[p]["sections"][section(state, p)]["tax_modifier"] for p in (4, 5))
    return taxation["base_tax_multiplier"] + taxation["welfare_modifier_factor"] * welfare


def minimum_wage_level(state: dict) -> int:
    return POLICIES[2]["sections"][section(state, 2)]["min_wage_level"]


def public_companies_available(state: dict) -> int:
    return POLICIES[1]["sections"][section(state, 1)]["public_companies"]


def companies(state: dict) -> list[dict]:
    """Every company on the board: the Public Sector (face up or down) and the Private Sector."""
    return state["public_sector"] + [c for cs in state["private_sector"].values() for c in cs]


def is_operational(entry: dict) -> bool:
    """All its required slots are filled, or it is automated (Components, Automated Companies)."""
    card = COMPANIES[entry["id"]]
    return card["automated"] or len(entry["workers"]) == len(card["workers"])


def workers_of(state: dict, cls: str) -> list[dict]:
    """Every Worker of a class: in companies, as Middle Class employees, unemployed, in unions."""
    found = [w for c in companies(state) for w in c["workers"] + ([c["employee"]] if c.get("employee") else [])
             if w["class"] == cls]
    board = state["classes"].get(cls, {})
    found += board.get("unemployed", [])
    found += [w for w in board.get("unions", {}).values()]
    found += [w for farm in board.get("farms", []) for w in farm]
    return found


def worker_count(state: dict, cls: str) -> int:
    """The marker on the top row of the Population track follows the Workers at all times.
    Counted as `workers_of` finds them, without listing them: Population is asked for often."""
    count = 0
    for group in (state["public_sector"], *state["private_sector"].values()):  # `companies`
        for c in group:
            for w in c["workers"]:
                if w["class"] == cls:
                    count += 1
            employee = c.get("employee")
            if employee and employee["class"] == cls:
                count += 1
    board = state["classes"].get(cls, {})
    return (count + len(board.get("unemployed", [])) + len(board.get("unions", {}))
            + sum(len(farm) for farm in board.get("farms", [])))


def population(state: dict, cls: str) -> int:
    """Population: the bottom row of the Population track under the Worker count (3 for 10-11
    Workers ... 10 for 30 or more); what the rules buy, spend and pay taxes "per Population" by."""
    count = worker_count(state, cls)
    if count < len(_POPULATION_OF):
        return _POPULATION_OF[count]
    return next(pop for low, high, pop in BOARD_FACTS["population_track"]["bands"] if low <= count <= high)


# The Population track's bottom row by Worker count, up to 60 Workers (the bands read once).
_POPULATION_OF = tuple(next(pop for low, high, pop in BOARD_FACTS["population_track"]["bands"] if low <= n <= high)
                       for n in range(60))


def bill_targets(state: dict, policy: int) -> list[str]:
    """Sections a Bill may propose for a Policy: next to the current one, and none if a Bill is
    already on that Policy (Propose Bill), a card keeps Bills off it this round (Protect the
    Status Quo), or a Crisis Plan's lock is on it."""
    if str(policy) in state["bills"] or str(policy) in state.get("protected", {}) or str(policy) in state.get("locks", {}):
        return []
    current = SECTIONS.index(section(state, policy))
    return [SECTIONS[i] for i in (current - 1, current + 1) if 0 <= i < 3]
