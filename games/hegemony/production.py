"""The Produce Goods & Services step of the Production Phase (rulebook: Gameplay, Production
Phase; each class's Production Phase): Strikes, Wages, production into Storages, Trade Unions and
Cooperative Farms. The steps that ask for decisions (Cover Needs, buying Food) are not here."""
from __future__ import annotations

from games.hegemony import mainboard, economy
from games.hegemony.components import BOARD_FACTS, COMPANIES

ORDER = ("state", "capitalist", "middle")  # Production runs in reverse player order
RESOURCE = {"food": "food", "luxury": "luxury", "health": "health", "education": "education", "media": "influence"}
COOPERATIVE_FARM_FOOD = 2


def wage(entry: dict) -> int:
    return COMPANIES[entry["id"]][f"wage_l{entry['wage']}"] or 0


def storage_limit(state: dict, owner: str, resource: str) -> int:
    tiles = state["classes"][owner].get("extra_storage", [])
    extra = BOARD_FACTS["storage_tile"][resource] if resource in tiles else 0
    return BOARD_FACTS["storage"][owner][resource] + extra


def public_service_limit(state: dict, resource: str) -> int:
    """Production of the available Public Companies of that kind, plus 6 (Public Services)."""
    total = sum(COMPANIES[c["id"]]["production"] for c in state["public_sector"]
                if c["face_up"] and RESOURCE[COMPANIES[c["id"]]["industry"]] == resource)
    return total + BOARD_FACTS["public_services"]["storage_over_production"]


def store(state: dict, owner: str, resource: str, amount: int, events: list | None = None) -> int:
    """Puts produced goods away; excess is lost (Food and Luxury of the Capitalist Class may
    overflow into its Free Trade Zone; the Capitalist automaton then buys a Storage first, its
    purchase logged in `events`). Influence has no limit. Returns what was kept."""
    if owner == "state" and resource in ("food", "luxury"):  # a Company the State took over
        from games.hegemony import government
        return government.put(state, resource, amount)
    if owner == "state":
        limit = public_service_limit(state, resource)
        kept = max(0, min(amount, limit - state["services"][resource]))
        state["services"][resource] += kept
        return kept
    cls = state["classes"][owner]
    if resource == "influence":
        cls["influence"] += amount
        return amount
    room = storage_limit(state, owner, resource) - cls["storage"][resource]
    kept = max(0, min(amount, room))
    cls["storage"][resource] += kept
    overflow = amount - kept
    if owner == "capitalist" and resource in BOARD_FACTS["free_trade_zone"] and overflow:
        zone = cls["free_trade_zone"]
        extra = min(overflow, BOARD_FACTS["free_trade_zone"][resource] - zone[resource])
        zone[resource] += extra
        kept += extra
        overflow -= extra
    if overflow and room_bought(state, owner, resource, events):
        more = min(overflow, storage_limit(state, owner, resource) - cls["storage"][resource])
        cls["storage"][resource] += more
        kept += more
    return kept


def room_bought(state: dict, owner: str, resource: str, events: list | None = None) -> bool:
    """More goods than the Storages hold: the Capitalist automaton buys a Storage for them by
    itself, even outside its turn (line 358); True if it did."""
    if owner != "capitalist" or owner not in state.get("automata", {}):
        return False
    from games.hegemony.automa import freeactions
    bought = freeactions.storage_when_full(state, resource)
    if events is not None:
        events += bought
    return bool(bought)


def produce_company(state: dict, owner: str, entry: dict, events: list) -> None:
    """One company's Production: Wages to its Workers' class, then its goods to its owner."""
    card = COMPANIES[entry["id"]]
    resource = RESOURCE[card["industry"]]
    paid = {}  # the wage and who got it, for the log (a Hidden Agenda counts the Working Class's)
    if owner == "middle":
        amount = card["production"] if len(entry["workers"]) == len(card["workers"]) else 0
        employee = entry.get("employee")
        if employee and not entry["strike"]:
            economy.pay_mandatory(state, "middle", wage(entry))
            economy.gain(state, employee["class"], wage(entry))
            paid = {"wage": wage(entry), "paid_to": employee["class"]}
            amount += card["employee_bonus"]
        if not amount and not paid:
            return
    else:
        if entry["strike"] or not mainboard.is_operational(entry):
            return
        if entry["workers"]:
            payer = "state" if owner == "state" else owner
            economy.pay_mandatory(state, payer, wage(entry))
            economy.gain(state, entry["workers"][0]["class"], wage(entry))
            paid = {"wage": wage(entry), "paid_to": entry["workers"][0]["class"]}
        # An automated company's printed production already counts its built-in machinery.
        amount = card["production"] + ((card["machinery_bonus"] or 0) if entry["machinery"] else 0)
    kept = store(state, owner, resource, amount, events)
    events.append({"kind": "produced", "audience": "all", "company": entry["id"], "owner": owner,
                   "resource": resource, "amount": amount, "kept": kept, **paid})


def resolve_strikes(state: dict, events: list) -> None:
    """Strike tokens on Level 3 Wages are discarded; each other struck operational company skips
    its Production and the Working Class gains 1 Influence."""
    for entry in mainboard.companies(state):
        if not entry["strike"]:
            continue
        if entry["wage"] == 3 or not mainboard.is_operational(entry):
            entry["strike"] = False
            continue
        state["classes"]["working"]["influence"] += 1
        events.append({"kind": "strike_held", "audience": "all", "company": entry["id"]})


def produce_all(state: dict) -> list[dict]:
    """The whole Produce Goods & Services step, in reverse player order; afterwards Strike
    tokens are discarded and every committed Worker stands up."""
    events: list[dict] = []
    resolve_strikes(state, events)
    for owner in ORDER:
        entries = state["public_sector"] if owner == "state" else state["private_sector"].get(owner, [])
        for entry in entries:
            if owner != "state" or entry["face_up"]:
                produce_company(state, owner, entry, events)
    wc = state["classes"]["working"]
    wc["goods"]["food"] += COOPERATIVE_FARM_FOOD * sum(1 for farm in wc["farms"] if farm)  # a farm runs staffed
    wc["influence"] += len(wc["unions"])
    for entry in mainboard.companies(state):
        entry["strike"] = False
        for w in entry["workers"] + ([entry["employee"]] if entry.get("employee") else []):
            w["committed"] = False
    for w in (w for farm in wc["farms"] for w in farm):
        w["committed"] = False
    return events
