"""Workers and the slots of Companies: who can fill a company, Trade Unions, Demonstrations
(rulebook: Assign Workers, Committed Workers, Trade Unions, Demonstration, Build Company)."""
from __future__ import annotations

from games.hegemony import mainboard
from games.hegemony.components import COMPANIES

UNION_MINIMUM = 4  # Workers of the class in companies of that industry before a Trade Union
SKILL_OF_INDUSTRY = {"food": "F", "luxury": "L", "health": "H", "education": "E", "media": "M"}


def fill_plan(slots: list[str], pool: list[dict]) -> list[int] | None:
    """Indices into `pool` filling every slot: a skilled slot takes a Worker of that skill; an
    unskilled slot takes an unskilled Worker if able, else a skilled one not needed elsewhere.
    None when the slots cannot all be filled."""
    used: set[int] = set()
    plan: list[int | None] = [None] * len(slots)
    for i, slot in enumerate(slots):
        if slot != "U":
            pick = next((j for j, w in enumerate(pool) if j not in used and w["skill"] == slot), None)
            if pick is None:
                return None
            plan[i] = pick
            used.add(pick)
    for i, slot in enumerate(slots):
        if slot == "U":
            pick = next((j for j, w in enumerate(pool) if j not in used and w["skill"] == "U"), None)
            if pick is None:
                pick = next((j for j, w in enumerate(pool) if j not in used), None)
            if pick is None:
                return None
            plan[i] = pick
            used.add(pick)
    return plan  # type: ignore[return-value]


def place(pool: list[dict], plan: list[int]) -> list[dict]:
    """Takes the planned Workers out of `pool` (in slot order), committed."""
    chosen = [pool[j] for j in plan]
    for j in sorted(plan, reverse=True):
        pool.pop(j)
    for w in chosen:
        w["committed"] = True
    return chosen


def open_companies(state: dict, for_class: str) -> list[dict]:
    """Companies whose required slots are all empty and that a Worker of `for_class` may work
    in: face-up Public Companies, Capitalist companies, and (for the Working Class) the employee
    slots of Middle Class companies run by their Middle Class Workers (FAQ: not without them)."""
    found = [c for c in state["public_sector"] if c["face_up"] and not c["workers"]]
    found += [c for c in state["private_sector"]["capitalist"]
              if not c["workers"] and not COMPANIES[c["id"]]["automated"]]
    if for_class == "working":
        found += [c for c in state["private_sector"].get("middle", [])
                  if COMPANIES[c["id"]]["employee"] and c.get("employee") is None
                  and len(c["workers"]) == len(COMPANIES[c["id"]]["workers"])]
    return found


def slots_of(entry: dict) -> list[str]:
    card = COMPANIES[entry["id"]]
    if entry["id"].startswith("m-"):
        return list(card["employee"])
    return list(card["workers"])


def available_slots(state: dict, for_class: str) -> int:
    return sum(len(slots_of(c)) for c in open_companies(state, for_class))


def workers_in_industry(state: dict, cls: str, industry: str) -> int:
    """Workers of a class in companies of an industry; Cooperative Farm Workers count as
    Agricultural (FAQ, Cooperative Farm)."""
    count = 0
    if industry == "food" and cls == "working":
        count += sum(len(farm) for farm in state["classes"]["working"]["farms"])
    for entry in mainboard.companies(state):
        if COMPANIES[entry["id"]]["industry"] != industry:
            continue
        count += sum(1 for w in entry["workers"] if w["class"] == cls)
        if entry.get("employee") and entry["employee"]["class"] == cls:
            count += 1
    return count


def union_options(state: dict) -> list[str]:
    """Skills whose Trade Union is empty, with a skilled unemployed Worker and at least 4 other
    Working Class Workers in companies of that industry."""
    wc = state["classes"]["working"]
    options = []
    for industry, skill in SKILL_OF_INDUSTRY.items():
        if skill in wc["unions"]:
            continue
        if any(w["skill"] == skill for w in wc["unemployed"]) and \
                workers_in_industry(state, "working", industry) >= UNION_MINIMUM:
            options.append(skill)
    return options


def check_unions(state: dict) -> list[dict]:
    """A Trade Union whose industry no longer has 4 Working Class Workers loses its Worker."""
    wc = state["classes"]["working"]
    events = []
    for industry, skill in SKILL_OF_INDUSTRY.items():
        if skill in wc["unions"] and workers_in_industry(state, "working", industry) < UNION_MINIMUM:
            worker = wc["unions"].pop(skill)
            worker["committed"] = False
            wc["unemployed"].append(worker)
            events.append({"kind": "union_lost", "audience": "all", "skill": skill})
    return events


def staffed_by(entry: dict, cls: str) -> list[dict]:
    """The Workers of `cls` a company could give up (the Working Class leaves a Middle Class
    company's employee slot only; others leave the whole company)."""
    if entry["id"].startswith("m-") and cls != "middle":
        return [entry["employee"]] if entry.get("employee") and entry["employee"]["class"] == cls else []
    return [w for w in entry["workers"] if w["class"] == cls]


def movable(state: dict, cls: str) -> list[dict]:
    """Companies whose Workers of `cls` may be reassigned: there, and none of its Workers committed."""
    found = []
    for entry in mainboard.companies(state):
        staff = entry["workers"] + ([entry["employee"]] if entry.get("employee") else [])
        if staffed_by(entry, cls) and not any(w["committed"] for w in staff):
            found.append(entry)
    return found


def withdraw(state: dict, entry: dict, cls: str) -> None:
    if entry["id"].startswith("m-") and cls != "middle":
        worker = entry["employee"]
        worker["committed"] = False
        state["classes"][cls]["unemployed"].append(worker)
        entry["employee"] = None
    else:
        release(entry, state)


def demonstration_allowed(state: dict) -> bool:
    """More unemployed Working Class Workers than available slots by at least 2."""
    return len(state["classes"]["working"]["unemployed"]) >= available_slots(state, "working") + 2


def release(entry: dict, state: dict) -> None:
    """Empties a company: its Workers go to their class's Unemployed Workers area."""
    for w in entry["workers"]:
        w["committed"] = False
        state["classes"][w["class"]]["unemployed"].append(w)
    entry["workers"] = []
    if entry.get("employee"):
        entry["employee"]["committed"] = False
        state["classes"][entry["employee"]["class"]]["unemployed"].append(entry["employee"])
        entry["employee"] = None
    entry["strike"] = False


def remove_staff(entry: dict, state: dict) -> list[dict]:
    """A company sold, closed or taken: its Workers become unemployed, and a Trade Union whose
    industry drops below its Workers is lost at once (check_unions); returns those losses."""
    release(entry, state)
    return check_unions(state)
