"""The AI card bonuses, applied when the card's first action is the one performed (§4.2, §5.3)
and the policy chips printed in front of the text hold, each with its legitimacy shield (§6.7).
A bonus not written would be named in the turn's trace ("bonus not applied") and listed in
UNAPPLIED (empty: all 33 printed texts are written); the action goes ahead without it."""
from __future__ import annotations

from games.engine import _
from games.hegemony import actions, mainboard, economy, elections
from games.hegemony.components import AI_CARDS

from .cards import DESIRED
from .specials import _from_state, _policy_ok, legitimacy


def _employed(state, role, owners=None):
    sectors = [("state", state["public_sector"])] + list(state["private_sector"].items())
    return sum(1 for owner, entries in sectors if owners is None or owner in owners
               for e in entries for w in e["workers"] + ([e["employee"]] if e.get("employee") else [])
               if w["class"] == role)


def _cubes_first(state, role, card):
    return [{"cubes": elections.add_cubes(state, role, 2)}]


def _free_vote(state, role, card):
    """"Call for an Immediate Vote without spending [influence]": a term of its bill this turn."""
    state.setdefault("bill_terms", {}).setdefault(role, {})["free_vote"] = True
    return []


def _one_per_employed(state, role, card):
    return [{"money": _from_state(state, role, _employed(state, role))}]


def _two_per_employed(state, role, card):
    return [{"money": _from_state(state, role, 2 * _employed(state, role, ("state", "capitalist")))}]


def _ten_less(state, role, card):
    economy.gain(state, role, 10)  # paying 10 less: the same money as 10 before paying in full
    return [{"money": 10}]


def _deal_first(state, role, card):
    return actions.start_deal(state, role) if actions.can_deal(state, role) else []


def _sell_first(resource, most, price):
    def apply(state, role, card):
        cls = state["classes"][role]
        zone = cls.get("free_trade_zone", {})
        from_zone = min(zone.get(resource, 0), most)
        n = from_zone + min(cls["storage"][resource], most - from_zone)
        if not n:
            return []
        if from_zone:
            zone[resource] -= from_zone
        cls["storage"][resource] -= n - from_zone
        economy.gain(state, role, price * n)
        cls["vp"] += 1  # it counts as one more transaction
        return [{"sold": n, "resource": resource, "money": price * n}]
    apply.sells_first = True  # the checks count its sale as a transaction (as_checked)
    return apply


def _skilled_first(state, role, card):
    """A skilled Worker from the supply before assigning (the Middle Class skips the first bullet
    of its Skilled Worker Criteria card, §8.3.8)."""
    from . import skills
    skill = skills.working_skill(state, list("FLHEM"), state["rng"]) if role == "working" else \
        skills.middle_skill(state, list("FLHEM"), state["rng"], first_bullet=False)
    state["classes"][role]["unemployed"].append({"class": role, "skill": skill, "committed": False})
    return [{"skill": skill}]


def _middle_worker_first(state, role, card):
    from . import skills
    skill = skills.middle_skill(state, list("FLHEM"), state["rng"])
    state["classes"][role]["unemployed"].append({"class": role, "skill": skill, "committed": False})
    return [{"skill": skill}]


def _public_production(industry):
    """"A Public Healthcare / Education Company with your Workers does a Production first"."""
    def apply(state, role, card):
        from games.hegemony import mainboard, production
        from games.hegemony.components import COMPANIES
        for e in state["public_sector"]:
            if COMPANIES[e["id"]]["industry"] == industry and mainboard.is_operational(e) and \
                    any(w["class"] == role for w in e["workers"]):
                events = []
                production.produce_company(state, "state", e, events)
                return events
        return []
    return apply


def _again(kind, cost=0):
    def apply(state, role, card):
        state["automata"][role]["plan"]["again"] = {"kind": kind, "cost": cost}
        return []
    return apply


# --- after the action: what it built, sold or exported this turn (plan["before"])

def _built(state, role, plan):
    before = plan["before"]["companies"]
    return [e for e in state["private_sector"][role] if e["id"] not in before]


def _state_pays(state, role, plan, share=lambda card: card["cost"], only=None):
    from games.hegemony.components import COMPANIES
    paid = 0
    for e in _built(state, role, plan):
        card = COMPANIES[e["id"]]
        if only is None or card["industry"] in only:
            paid += _from_state(state, role, share(card))
    return [{"money": paid}] if paid else []


def _non_media(state, role, plan):
    from games.hegemony.components import COMPANIES
    events = []
    for e in _built(state, role, plan):
        card = COMPANIES[e["id"]]
        if card["industry"] == "media":
            continue
        economy.gain(state, role, 4)
        extra = state["classes"][role]["extra_storage"]
        if card["industry"] not in extra:
            extra.append(card["industry"])
        events.append({"money": 4, "storage": card["industry"]})
    return events


def _twice(state, role, plan):
    from games.hegemony.components import COMPANIES
    now = {e["id"] for e in state["private_sector"][role]}
    sold = [c for c in plan["before"]["companies"] if c not in now and c not in plan["before"]["machinery"]]
    gain = sum(COMPANIES[c]["cost"] for c in sold)
    if gain:
        economy.gain(state, role, gain)
    return [{"money": gain}] if gain else []


def _per_transaction(from_state):
    def after(state, role, plan):
        made = state["classes"][role]["vp"] - plan["before"]["vp"]  # 1 VP per transaction
        if made <= 0:
            return []
        paid = _from_state(state, role, 5 * made) if from_state else 5 * made
        if not from_state:
            economy.gain(state, role, paid)
        return [{"money": paid}]
    return after


def _half_price(resource):
    """"[resource] is sold by the State at half price this turn (rounded up)": the State gives
    back what the units bought from it cost beyond half price."""
    def after(state, role, plan):
        bought = plan["before"]["services"].get(resource, 0) - state["services"].get(resource, 0)
        if bought <= 0:
            return []
        price = economy.public_service_price(state, resource)
        back = _from_state(state, role, bought * (price - (price + 1) // 2))
        return [{"bought": bought, "resource": resource, "money": back}]
    after.half_price = resource  # what the checks and the choice of resource price at half
    return after


# --- bills: the Desired Policy bonus (the bill's terms are read by the engine's Propose Bill)

def _desired_bill(state, role, card):
    """"Place your marker on your Desired Policy, even if it's not next to the current section":
    the card's policy goes straight to the desired section; only a bill next to the current
    section may then be voted at once (the engine's Bill step keeps that rule)."""
    plan = state["automata"][role]["plan"]
    if not plan.get("policy"):
        return []
    plan["target"] = DESIRED[role][str(plan["policy"])]
    state.setdefault("bill_terms", {}).setdefault(role, {})["any_section"] = True
    return [{"policy": plan["policy"], "target": plan["target"]}]


# --- Buy Goods & Services: what this turn bought, from whom (plan["before"] holds the stocks)

def _bought(state, role, plan):
    """{resource: {source: units}} bought in this action; the Foreign Market is what is left."""
    before = plan["before"]
    found = {}
    for resource, held in before["goods"].items():
        total = state["classes"][role]["goods"][resource] - held
        if total <= 0:
            continue
        got = {src: stock[resource] - state["classes"][src]["storage"][resource]
               for src, stock in before["stock"].items()}
        if resource in before["services"]:
            got["state"] = before["services"][resource] - state["services"][resource]
        got = {src: n for src, n in got.items() if n > 0}
        if total - sum(got.values()) > 0:
            got["foreign"] = total - sum(got.values())
        found[resource] = got
    return found


def _every_source(state, role, plan):
    """"Buy the resource from every available source (including yourself), up to your Population
    from each": each source topped up to Population-many units (as far as stock and money go)."""
    events = []
    pop = mainboard.population(state, role)
    for resource, got in _bought(state, role, plan).items():
        for source in actions.sources(state, role, resource):
            n = min(pop - got.get(source, 0), actions.max_buy(state, role, source, resource))
            if n > 0:
                actions.buy(state, role, source, resource, n)
                events.append({"kind": "bought", "audience": "all", "role": role, "resource": resource,
                               "source": source, "n": n})
    return events


def _no_tariff(state, role, plan):
    """"Do not pay tariffs for [food] or [luxury] from the Foreign Market": the tariff paid back."""
    back = sum(economy.tariff(state, r) * got.get("foreign", 0) for r, got in _bought(state, role, plan).items()
               if r in ("food", "luxury"))
    if not back:
        return []
    state["treasury"] -= back
    economy.gain(state, role, back)
    return [{"money": back}]


def _half_luxury(state, role, plan):
    """"Half of the cost of [luxury] (rounded down) bought from other players this turn is paid by
    the State"."""
    got = _bought(state, role, plan).get("luxury", {})
    cost = sum(n * state["classes"][src]["prices"]["luxury"] for src, n in got.items()
               if src in state["classes"] and src != role)
    paid = _from_state(state, role, cost // 2) if cost // 2 else 0
    return [{"money": paid, "resource": "luxury"}] if paid else []


def _public_only(state, role, card):
    """"You may only Buy from Public Services this turn. If you do, the State gives you 5₳ for
    each of your unemployed Workers first": its purchase keeps to the State (chooser reads the
    plan's terms)."""
    if not any(state["services"].get(r, 0) for r in ("health", "education")):
        return []
    state["automata"][role]["plan"]["sources"] = ["state"]
    return [{"money": _from_state(state, role, 5 * len(state["classes"][role]["unemployed"]))}]


# --- Assign Workers: the assign step's terms, the Cooperative Farm, moves to Public Companies

def _farm_first(state, role, card):
    """"Build a Cooperative Farm first and Assign the Workers there if able": a farm card left
    and 3 unemployed Workers for its 3 unskilled slots; the Assign Workers is then done."""
    from games.hegemony import workers
    wc = state["classes"]["working"]
    pool = wc["unemployed"]
    plan = workers.fill_plan(["U", "U", "U"], pool)
    if len(wc["farms"]) >= FARMS or plan is None:
        return []
    wc["farms"].append(workers.place(pool, plan))
    state["automata"][role]["plan"]["assigned"] = True
    return [{"kind": "cooperative_farm_built", "audience": "all", "role": role}]


def _assign_terms(state, role, step, plan):
    """The bonus's reach on the Assign Workers step just pushed (its "left")."""
    text = AI_CARDS[plan["card"]]["bonus"]
    if plan.get("assigned"):  # the Cooperative Farm took the workers
        state["flow"]["stack"].remove(step)
    elif text.startswith("You may Assign up to 4"):
        step["left"] = 4
    elif text.startswith("If you Assign Workers this turn, you may Assign") and mainboard.section(state, 2) in "BC":
        step["left"] = max(3, len(state["classes"][role]["unemployed"]))


def _paid_by_owner(state, role, plan):
    """"Get 4₳ for each Worker assigned to a Company this way from that Company's owner"."""
    before = plan["before"]["staff"]
    events = []
    for owner, entries in [("state", state["public_sector"])] + list(state["private_sector"].items()):
        for e in entries:
            n = _staff_of(e, role) - before.get(e["id"], 0)
            if n <= 0:
                continue
            money = _from_state(state, role, 4 * n) if owner == "state" else 4 * n
            if owner != "state":
                economy.pay_mandatory(state, owner, money)
                economy.gain(state, role, money)
            events.append({"money": money, "company": e["id"]})
    return events


def _staff_of(entry, role):
    return sum(1 for w in entry["workers"] + ([entry["employee"]] if entry.get("employee") else [])
               if w["class"] == role)


def _any_workers(state, role, plan):
    """Under [2C] "any number of Workers": after the unemployed, employed Workers move from
    Capitalist (and, for the Working Class, Middle Class) companies to Public Companies at an equal
    or higher Wage, never breaking a Trade Union's 4 (§7.3.6, §8.3.9)."""
    if mainboard.section(state, 2) != "C":
        return []
    from games.hegemony import production, workers
    owners = ("capitalist", "middle") if role == "working" else ("capitalist",)
    events = []
    for target in [e for e in state["public_sector"] if e["face_up"] and not e["workers"]]:
        pay = production.wage(target)
        movable = [(e, w) for o in owners for e in state["private_sector"].get(o, [])
                   for w in (e["workers"] if not e["id"].startswith("m-") else [e["employee"]] if e.get("employee") else [])
                   if w["class"] == role and not w["committed"] and production.wage(e) <= pay]
        plan_ = workers.fill_plan(workers.slots_of(target), [w for _e, w in movable])
        if plan_ is None:
            continue
        chosen = [movable[j] for j in plan_]
        saved = [(e, list(e["workers"]), e.get("employee")) for e, _w in chosen]
        for e, w in chosen:
            if e.get("employee") is w:
                e["employee"] = None
            else:
                e["workers"].remove(w)
        target["workers"] = [w for _e, w in chosen]
        if role == "working" and _union_broken(state):
            target["workers"] = []
            for e, staff, employee in saved:
                e["workers"], e["employee"] = staff, employee
            continue
        for w in target["workers"]:
            w["committed"] = True
        events.append({"kind": "workers_moved", "audience": "all", "role": role, "company": target["id"],
                       "from": sorted({e["id"] for e, _w in chosen})})
    return events


def _union_broken(state):
    from games.hegemony import workers
    industry = {skill: name for name, skill in workers.SKILL_OF_INDUSTRY.items()}
    return any(workers.workers_in_industry(state, "working", industry[s]) < workers.UNION_MINIMUM
               for s in state["classes"]["working"]["unions"])


FARMS = 2  # Cooperative Farm cards


# printed text -> (the action it goes with, before the action, after it)
BONUSES = {
    "If you Propose a Bill this turn, add 2 Voting cubes": ("PB", _cubes_first, None),
    "If you Propose a Bill this turn, call for an Immediate Vote without": ("PB", _free_vote, None),
    "If you Propose a Bill this turn, Propose 2 Bills instead": ("PB", _again("bill"), None),
    "If you Propose a Bill this turn, pay 25₳, if able, to Propose 2": ("PB", _again("bill", 25), None),
    "If you Buy Goods & Services this turn, the State gives you 1₳": ("BGS", _one_per_employed, None),
    "If you Buy Goods & Services this turn, the State first gives you 2₳": ("BGS", _two_per_employed, None),
    "[health] is sold by the State at half price": ("BGS", None, _half_price("health")),
    "If you Buy Goods & Services this turn, a Public Education Company": ("BGS", _public_production("education"), None),
    "If you Buy Goods & Services this turn, a Public Healthcare Company": ("BGS", _public_production("health"), None),
    "[education] is sold by the State at half": ("BGS", None, _half_price("education")),
    "If you Assign Workers this turn, get a skilled Worker from the Supply": ("AW", _skilled_first, None),
    "If you Build a Company this turn, pay 10₳ less.": ("BC", _ten_less, None),
    "If you Build a Company this turn, use a skilled Middle Class Worker": ("BC", _middle_worker_first, None),
    "If you Build a Company this turn, Build 2 Companies instead": ("BC", _again("build"), None),
    "If you Build a Company this turn, the State pays its cost.": ("BC", None, _state_pays),
    "If you Build a Luxury or Agricultural Company this turn, half":
        ("BC", None, lambda s, r, p: _state_pays(s, r, p, lambda c: c["cost"] // 2, ("luxury", "food"))),
    "If you Build a non-Media Company this turn, pay 4₳ less.": ("BC", None, _non_media),
    "If you sell one of your Companies without [machinery] this turn, get twice": ("SC", None, _twice),
    "If you Sell to the Foreign Market, first make a Business Deal": ("SFM", _deal_first, None),
    "If you Sell to the Foreign Market, sell up to 4 [food] for 15₳": ("SFM", _sell_first("food", 4, 15), None),
    "If you Sell to the Foreign Market, sell up to 6 [luxury] for 10₳": ("SFM", _sell_first("luxury", 6, 10), None),
    "If you Sell to the Foreign Market, get an additional 5₳": ("SFM", None, _per_transaction(False)),
    "If you Sell to the Foreign Market, the State gives you 5₳": ("SFM", None, _per_transaction(True)),
    "If you Propose a Bill this turn, place your marker on your Desired Policy": ("PB", _desired_bill, None),
    "If you Buy Goods & Services this turn, buy the resource from every available source":
        ("BGS", None, _every_source),
    "If you Buy Goods & Services this turn, do not pay tariffs": ("BGS", None, _no_tariff),
    "Half of the cost of [luxury] (rounded down) bought from other players": ("BGS", None, _half_luxury),
    "You may only Buy from Public Services this turn.": ("BGS", _public_only, None),
    "If you Assign Workers this turn, Build a Cooperative Farm first": ("AW", _farm_first, None),
    "You may Assign up to 4 unemployed Workers this turn.": ("AW", None, _paid_by_owner),
    "If you Assign Workers this turn, you may Assign [2B]": ("AW", None, _any_workers),
}

# Bonuses that change the reach of the action's own step, once the engine has pushed it.
STEP_TERMS = {"AW": _assign_terms}


def bonus_of(card: dict):
    for prefix, entry in BONUSES.items():
        if card["bonus"].startswith(prefix):
            return entry
    return None


def _applies(state: dict, decision: dict) -> tuple | None:
    """The card's bonus if it goes with this turn's first action and its policy chips hold."""
    card = AI_CARDS[decision["card"]]
    if not decision["bonus"] or not card["bonus"] or card["symbols"][0] == "SA":
        return None
    if not _policy_ok(state, card["bonus_condition"]):
        return None
    return bonus_of(card)


def _first_bonus(state: dict, card: dict, code: str) -> tuple | None:
    """The card's bonus when `code` is its first action (the one the bonus goes with)."""
    if (card.get("symbols") or [None])[0] != code:
        return None
    entry = _applies(state, {"card": card["id"], "bonus": True})
    return entry if entry and entry[0] == code else None


def as_checked(state: dict, role: str, card: dict, code: str) -> dict:
    """The position the Action Criteria of `code` are checked in (line 61: the bonus connected
    with the first action counts while its criteria are checked): a copy of the state with the
    bonus's first part done (money, a Worker from the Supply, a Public Company's production, the
    purchase kept to Public Services, a sale first, counted as a transaction in the plan's
    "sold_first"), else the state itself. A Cooperative Farm first is not tried: it does the
    action's work."""
    from games.engine import clone
    entry = _first_bonus(state, card, code)
    if not entry or entry[1] is None or not (code in ("BGS", "BC") or entry[1] is _skilled_first
                                             or getattr(entry[1], "sells_first", False)):
        return state
    trial = clone(state)
    trial["automata"][role]["plan"] = {"card": card["id"], "action": code, "bonus": True, "policy": None,
                                       "target": None}
    done = entry[1](trial, role, card)
    trial["automata"][role]["plan"]["sold_first"] = bool(done) and getattr(entry[1], "sells_first", False)
    return trial


def half_price(state: dict, card: dict, code: str) -> str | None:
    """The resource the State sells at half price with this first action, if the card says so."""
    entry = _first_bonus(state, card, code)
    return getattr(entry[2], "half_price", None) if entry else None


def bought_at_half(state: dict, role: str) -> str | None:
    """This turn's half-price resource: the plan's bonus, while its Buy Goods & Services runs."""
    plan = state.get("automata", {}).get(role, {}).get("plan") or {}
    if not plan.get("bonus") or plan.get("action") != "BGS":
        return None
    return half_price(state, AI_CARDS[plan["card"]], "BGS")


def step_terms(state: dict, role: str, decision: dict) -> None:
    """After the action's first step is pushed: a bonus that widens or replaces it."""
    entry = _applies(state, decision)
    top = state["flow"]["stack"][-1] if state["flow"]["stack"] else None
    if entry and entry[0] == decision["action"] and entry[0] in STEP_TERMS and top and top.get("role") == role:
        STEP_TERMS[entry[0]](state, role, top, decision)


def snapshot(state: dict, role: str) -> dict:
    """What the after-bonuses compare with: companies (with machinery) and VP before the action."""
    own = state["private_sector"].get(role, [])
    sellers = {r: dict(state["classes"][r]["storage"]) for r in ("capitalist", "middle") if r in state["classes"]}
    staff = {e["id"]: _staff_of(e, role) for e in mainboard.companies(state)}
    return {"companies": [e["id"] for e in own], "machinery": [e["id"] for e in own if e["machinery"]],
            "vp": state["classes"][role]["vp"], "services": dict(state["services"]), "stock": sellers,
            "goods": dict(state["classes"][role].get("goods", {})), "staff": staff}


def after_bonus(state: dict, role: str, decision: dict) -> list[dict]:
    entry = _applies(state, decision)
    if not entry or entry[0] != decision["action"] or entry[2] is None:
        return []
    card = AI_CARDS[decision["card"]]
    events = entry[2](state, role, decision)
    if events:  # the shield only when the bonus was really used (§6.7)
        legitimacy(state, card.get("bonus_legitimacy"), events)
    return [e if "kind" in e else {"kind": "automaton_bonus", "audience": "all", "role": role, "card": card["id"], **e}
            for e in events]


def apply_bonus(state: dict, role: str, decision: dict) -> list[dict]:
    """Before the first action: its bonus, if written; else a trace line saying it is not applied."""
    card = AI_CARDS[decision["card"]]
    if not decision["bonus"] or not card["bonus"] or card["symbols"][0] == "SA":
        return []
    if not _policy_ok(state, card["bonus_condition"]):
        return []
    entry = bonus_of(card)
    if entry is None:
        return [{"kind": "automaton_bonus_skipped", "audience": "all", "role": role, "card": card["id"],
                 "number": card["number"], "text": _("AI card {number}: bonus not applied (not implemented)")}]
    if entry[0] != decision["action"] or entry[1] is None:
        return []
    events = entry[1](state, role, card)
    if entry[2] is None and events:  # an after-bonus shows its shield when it is paid
        legitimacy(state, card.get("bonus_legitimacy"), events)
    return [e if "kind" in e else {"kind": "automaton_bonus", "audience": "all", "role": role, "card": card["id"], **e}
            for e in events]


UNAPPLIED = sorted(c["id"] for c in AI_CARDS.values() if c["symbols"][0] != "SA" and c["bonus"] and bonus_of(c) is None)
