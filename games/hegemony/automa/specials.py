"""The special actions printed at the bottom of the AI cards, one small effect per printed text.

`can_special` says whether the card's special action can be performed now (its policy condition,
and what the text needs); `do_special` performs it with the state's RNG where the text draws or
chooses at random. A special action not written yet raises NotImplementedError naming the card
(UNIMPLEMENTED lists them).
"""
from __future__ import annotations

from games.engine import rng_int
from games.hegemony import actions, mainboard, economy, elections
from games.hegemony.components import COMPANIES

CLASSES = ("working", "middle", "capitalist")


def _policy_ok(state: dict, conditions: list[str]) -> bool:
    return not conditions or any(state["policies"][c[0]] == c[1] for c in conditions)


def _money(state, role):
    return actions.role_money(state, role)


def _pay_state(state, role, n):
    actions.spend(state, role, n)
    state["treasury"] += n


def _from_state(state, role, n):
    paid = min(n, state["treasury"])
    state["treasury"] -= paid
    economy.gain(state, role, paid)
    return paid


def _cubes(state, role, n):
    return elections.add_cubes(state, role, n)


def _draw_one(state) -> str | None:
    drawn = elections.draw_cubes(state, 1)
    return next((c for c, k in drawn.items() if k), None)


# --- the effects: (can(state, role, card) -> bool, do(state, role, card) -> list of events)

def _add_population(state, role, card):
    return [{"cubes": _cubes(state, role, mainboard.population(state, role))}]


def _add_3_pay_15(state, role, card):
    n = _cubes(state, role, 3)
    if _money(state, role) >= 15:
        actions.spend(state, role, 15)
        n += _cubes(state, role, 3)
    return [{"cubes": n}]


def _buy_influence(state, role, card):
    bought = 0
    while bought < 3 and _money(state, role) >= 5:
        _pay_state(state, role, 5)
        bought += 1
    state["classes"][role]["influence"] += bought
    cubes = _cubes(state, role, 2 * (3 - bought))
    return [{"influence": bought, "cubes": cubes}]


def _remove_two_unemployed(state, role, card):
    pool = state["classes"][role]["unemployed"]
    for _ in range(2):
        unskilled = [i for i, w in enumerate(pool) if w["skill"] == "U"]
        i = unskilled[0] if unskilled else rng_int(state["rng"], 0, len(pool) - 1)
        pool.pop(i)
    economy.gain(state, role, 10)
    return [{"removed": 2, "money": 10}]


def _employer(state, role):
    counts = {}
    for owner, entries in [("state", state["public_sector"])] + list(state["private_sector"].items()):
        for e in entries:
            staff = e["workers"] + ([e["employee"]] if e.get("employee") else [])
            counts[owner] = counts.get(owner, 0) + sum(1 for w in staff if w["class"] == role)
    best = max(counts.values(), default=0)
    tied = [o for o in ("capitalist", "middle", "state") if counts.get(o, 0) == best and best > 0]
    return tied[0] if tied else None


def _take_15(state, role, card):
    owner = _employer(state, role)
    if owner == "state":
        paid = _from_state(state, role, 15)
    else:
        paid = min(15, _money(state, owner))
        actions.spend(state, owner, paid)
        economy.gain(state, role, paid)
    return [{"from": owner, "money": paid}]


def _give_20_for_5vp(state, role, card):
    actions.spend(state, role, 20)
    economy.gain(state, "capitalist", 20)
    state["classes"][role]["vp"] += 5
    return [{"vp": 5}]


def _sell_to_state(resource, most):
    def do(state, role, card):
        store = state["classes"][role]["storage"]
        n = min(most, store[resource], state["treasury"] // 10)
        store[resource] -= n
        state["treasury"] -= 10 * n
        state["services"][resource] = state["services"].get(resource, 0) + n
        economy.gain(state, role, 10 * n)
        extra = []
        if resource == "luxury":  # CC 25: "Then, get 1 [influence]."
            state["classes"][role]["influence"] += 1
            extra = [{"influence": 1}]
        return [{"sold": n, "resource": resource}] + extra
    return do


def _5_per_company(state, role, card):
    return [{"money": _from_state(state, role, 5 * len(state["private_sector"][role]))}]


def _50_for_7vp(state, role, card):
    state["classes"][role]["capital"] -= 50
    state["treasury"] += 50
    state["classes"][role]["vp"] += 7
    return [{"vp": 7}]


def _half_revenue(state, role, card):
    cc = state["classes"][role]
    half = cc["revenue"] // 2
    cc["revenue"] -= half
    cc["capital"] += half
    return [{"to_capital": half}]


def _draw_six(state, role, card):
    drawn = elections.draw_cubes(state, 6)
    for cls, n in drawn.items():
        if cls == role:
            state["bag"][cls] += n
        else:
            state["cube_supply"][cls] += n
    return [{"drawn": drawn}]


def _replace_three(state, role, card):
    """Reveal cubes until 3 of other classes; those 3 become the automaton's cubes."""
    own, others = 0, []
    while len(others) < 3 and sum(state["bag"].values()) > 0:
        cls = _draw_one(state)
        if cls is None:
            break
        if cls == role:
            own += 1
        else:
            others.append(cls)
    state["bag"][role] += own
    for cls in others:
        state["cube_supply"][cls] += 1
    added = _cubes(state, role, len(others))
    return [{"replaced": len(others), "cubes": added}]


def _mc_cubes(state, role, card):
    n = 2 + sum(1 for e in state["public_sector"] + state["private_sector"]["capitalist"]
                if any(w["class"] == role for w in e["workers"]))
    return [{"cubes": _cubes(state, role, n)}]


def _prosperity(state, role, card):
    actions.spend(state, role, 6 * mainboard.population(state, role))
    state["classes"][role]["prosperity"] += 1
    return [{"prosperity": 1}]


def _agri_cubes(state, role, card):
    kinds = ("food", "luxury") if state["policies"]["6"] == "A" else ("food",)
    n = 2 * sum(1 for e in state["private_sector"][role] if COMPANIES[e["id"]]["industry"] in kinds)
    return [{"cubes": _cubes(state, role, n)}]


def _business_deal(state, role, card):
    return actions.start_deal(state, role)


def _own(state, role):
    return state["private_sector"][role]


def _industry(entry):
    return COMPANIES[entry["id"]]["industry"]


def _pick(entries, bullets, state):
    from .narrowing import pick
    return pick(entries, bullets, state["rng"])


def _producers(state, role):
    return [e for e in _own(state, role) if not COMPANIES[e["id"]]["automated"] and not e["strike"]
            and mainboard.is_operational(e)]


def _produce_one(state, role, card):
    """Pay the Wages of one non-automated company and produce: the biggest production."""
    from games.hegemony import production
    from .narrowing import Best
    entry = _pick(_producers(state, role), [Best("highest production", lambda e: COMPANIES[e["id"]]["production"])], state)
    events = []
    production.produce_company(state, role, entry, events)
    return events


def _machinery_targets(state, role):
    return [e for e in _own(state, role) if not e["machinery"] and COMPANIES[e["id"]]["machinery_bonus"] is not None]


def _machinery(state, role, card):
    """Place Machinery Criteria: no other machinery in that industry, agricultural, luxury,
    healthcare / education, highest production."""
    from .companies import Services
    from .narrowing import Best, Keep, Prefer
    placed = []
    for cost in (20, 25):
        targets = _machinery_targets(state, role)
        if not targets or _money(state, role) < cost:
            break
        bullets = [Keep("no other machinery in that industry", lambda e: not any(
                       x["machinery"] for x in _own(state, role) if _industry(x) == _industry(e))),
                   Prefer("agricultural, luxury", _industry, ("food", "luxury")),
                   Services("healthcare / education", _industry, state),
                   Best("highest production", lambda e: COMPANIES[e["id"]]["production"])]
        entry = _pick(targets, bullets, state)
        actions.spend(state, role, cost)
        entry["machinery"] = True
        placed.append(entry["id"])
    return [{"machinery": placed}]


def _idle(state, role):
    return [e for e in _own(state, role) if not mainboard.is_operational(e) and not e["workers"]]


def _cc_assign_bullets(state, role):
    """Assign Workers Criteria (Capitalist): no other operational company in that industry, no
    Trade Union requirement met, media, healthcare / education, agricultural, luxury."""
    from .companies import Services, completes_union
    from .narrowing import Keep, Prefer
    return [Keep("no other operational company in that industry", lambda e: not any(
                mainboard.is_operational(x) for x in _own(state, role) if _industry(x) == _industry(e))),
            Keep("does not meet the trade union requirements", lambda e: not completes_union(state, role, e["id"])),
            Prefer("media", _industry, ("media",)),
            Services("healthcare / education", _industry, state),
            Prefer("agricultural, luxury", _industry, ("food", "luxury"))]


def _supply_workers(state, role, card):
    from games.hegemony.opening import worker
    entry = _pick(_idle(state, role), _cc_assign_bullets(state, role), state)
    actions.spend(state, role, 10)
    entry["workers"] = [worker("working", s, committed=True) for s in COMPANIES[entry["id"]]["workers"]]
    return [{"company": entry["id"], "workers": len(entry["workers"])}]


def _fillable(state, role):
    from games.hegemony import workers
    found = []
    for e in _idle(state, role):
        for cls in ("middle", "working"):
            if cls in state["classes"] and workers.fill_plan(COMPANIES[e["id"]]["workers"], state["classes"][cls]["unemployed"]) is not None:
                found.append(e)
                break
    return found


def _assign_unemployed(state, role, card):
    from games.hegemony import workers
    from .companies import staff_class
    entry = _pick(_fillable(state, role), _cc_assign_bullets(state, role), state)
    slots = COMPANIES[entry["id"]]["workers"]
    classes = [c for c in ("middle", "working") if c in state["classes"]
               and workers.fill_plan(slots, state["classes"][c]["unemployed"]) is not None]
    cls = staff_class(state, role, classes)
    pool = state["classes"][cls]["unemployed"]
    entry["workers"] = workers.place(pool, workers.fill_plan(slots, pool))
    paid = _from_state(state, role, 5 * len(entry["workers"]))
    return [{"company": entry["id"], "workers": len(entry["workers"]), "money": paid}]


def _public_match(state, role):
    pairs = []
    for mine in _idle(state, role):
        need = sorted(COMPANIES[mine["id"]]["workers"])
        for public in state["public_sector"]:
            if public.get("face_up", True) and mainboard.is_operational(public) and public["workers"] and \
                    sorted(w["skill"] for w in public["workers"]) == need:
                pairs.append((mine, public))
    return pairs


def _public_workers(state, role, card):
    mine, public = _public_match(state, role)[0]
    mine["workers"], public["workers"] = public["workers"], []
    mine["wage"] = 3
    return [{"company": mine["id"], "from": public["id"]}]


def shift_bullets(state: dict, role: str) -> list:
    """Extra Shift Criteria: storage space, 2 Middle Class workers, a non-committed Working Class
    worker, agricultural, healthcare / education, luxury."""
    from games.hegemony import production
    from .companies import Services
    from .narrowing import Keep, Prefer
    return [Keep("space in your storages", lambda e: _industry(e) == "media" or state["classes"][role]["storage"][
                _industry(e)] < production.storage_limit(state, role, _industry(e))),
            Keep("has 2 Middle Class workers", lambda e: sum(1 for w in e["workers"] if w["class"] == "middle") >= 2),
            Keep("has a non-committed Working Class worker",
                 lambda e: bool(e.get("employee")) and not e["employee"]["committed"]),
            Prefer("agricultural", _industry, ("food",)),
            Services("healthcare / education", _industry, state),
            Prefer("luxury", _industry, ("luxury",))]


def _extra_shift(state, role, card):
    return actions.start_shift(state, role)


def _with_employee(state, role):
    return [e for e in _own(state, role) if e.get("employee") and e["employee"]["class"] == "working"]


def _mc_5_per(state, role, card):
    """5 from the State per company with a Working Class worker; then one of those works an
    Extra Shift if able (the chooser keeps to them: plan["shift_only"])."""
    ids = [e["id"] for e in _with_employee(state, role)]
    paid = _from_state(state, role, 5 * len(ids))
    events = [{"money": paid}]
    if any(e["id"] in ids for e in actions.shift_options(state)):
        state["automata"][role].setdefault("plan", {})["shift_only"] = ids
        events += actions.start_shift(state, role)
    return events


def _open_employee_slots(state, role):
    return [e for e in _own(state, role) if COMPANIES[e["id"]]["employee"] and e.get("employee") is None]


def _mc_assign_wc(state, role, card):
    """Up to 3 unemployed Working Class Workers into its employee slots, 5 each from the State."""
    from games.hegemony import workers
    pool = state["classes"]["working"]["unemployed"]
    moved = 0
    for entry in _open_employee_slots(state, role):
        if moved == 3:
            break
        plan = workers.fill_plan(list(COMPANIES[entry["id"]]["employee"]), pool)
        if plan:
            entry["employee"] = workers.place(pool, plan)[0]
            moved += 1
    paid = _from_state(state, role, 5 * moved)
    return [{"workers": moved, "money": paid}]


EFFECTS = {
    "Add Voting cubes to the bag equal to your Population.":
        (lambda s, r, c: state_cubes_left(s, r), _add_population),
    "Add 3 Voting cubes to the bag. If able, pay 15₳":
        (lambda s, r, c: state_cubes_left(s, r), _add_3_pay_15),
    "Buy 3 [influence] from the State":
        (lambda s, r, c: True, _buy_influence),
    "If you have at least 4 unemployed Workers, remove 2":
        (lambda s, r, c: len(s["classes"][r]["unemployed"]) >= 4, _remove_two_unemployed),
    "Get 15₳ from the player in whose Companies":
        (lambda s, r, c: _employer(s, r) is not None, _take_15),
    "If able, give 20₳ to the Capitalist Class":
        (lambda s, r, c: _money(s, r) >= 20, _give_20_for_5vp),
    "Sell up to 6 [education] to the State": (lambda s, r, c: _stock(s, r, "education"), _sell_to_state("education", 6)),
    "Sell up to 6 [health] to the State": (lambda s, r, c: _stock(s, r, "health"), _sell_to_state("health", 6)),
    "Sell up to 9 [health] to the State": (lambda s, r, c: _stock(s, r, "health"), _sell_to_state("health", 9)),
    "Sell up to 9 [education] to the State": (lambda s, r, c: _stock(s, r, "education"), _sell_to_state("education", 9)),
    "Sell up to 6 [luxury] to the State": (lambda s, r, c: _stock(s, r, "luxury"), _sell_to_state("luxury", 6)),
    "Get 5₳ from the State for each Company you own.":
        (lambda s, r, c: bool(s["private_sector"][r]) and s["treasury"] > 0, _5_per_company),
    "Pay 50₳ from your Capital": (lambda s, r, c: s["classes"][r]["capital"] >= 50, _50_for_7vp),
    "If you have at least 150₳ in Revenue": (lambda s, r, c: s["classes"][r]["revenue"] >= 150, _half_revenue),
    "Draw 6 ": (lambda s, r, c: sum(s["bag"].values()) > 0, _draw_six),
    "Reveal Voting cubes from the bag until": (lambda s, r, c: sum(s["bag"].values()) > 0, _replace_three),
    "Add Voting cubes to the bag equal to 2 plus": (lambda s, r, c: state_cubes_left(s, r), _mc_cubes),
    "If able, pay 6₳ per Population": (lambda s, r, c: _money(s, r) >= 6 * mainboard.population(s, r), _prosperity),
    "Add 2 Voting cubes to the bag for each Company you own in the Agricultural":
        (lambda s, r, c: state_cubes_left(s, r), _agri_cubes),
    "Make a Business Deal.": (lambda s, r, c: actions.can_deal(s, r), _business_deal),
    "Choose one of your non-automated Companies. Pay": (lambda s, r, c: bool(_producers(s, r)), _produce_one),
    "If it's not the final round, pay 20₳": (lambda s, r, c: s["round"] < 5 and _money(s, r) >= 20
                                              and bool(_machinery_targets(s, r)), _machinery),
    "Choose one of your non-operational Companies. Spend 10₳":
        (lambda s, r, c: bool(_idle(s, r)) and _money(s, r) >= 10, _supply_workers),
    "Assign unemployed Workers to one of your non-operational":
        (lambda s, r, c: bool(_fillable(s, r)), _assign_unemployed),
    "If an operational Public Company has the exact same": (lambda s, r, c: bool(_public_match(s, r)), _public_workers),
    "Perform an Extra Shift.": (lambda s, r, c: actions.can_shift(s, r), _extra_shift),
    "Get 5₳ from the State for each of your Companies with a Working":
        (lambda s, r, c: bool(_with_employee(s, r)), _mc_5_per),
    "Assign up to 3 unemployed Working Class Workers":
        (lambda s, r, c: bool(_open_employee_slots(s, r)) and bool(s["classes"]["working"]["unemployed"]), _mc_assign_wc),
}


def state_cubes_left(state, role) -> bool:
    return state["cube_supply"][role] > 0


def _stock(state, role, resource) -> bool:
    return state["classes"][role]["storage"].get(resource, 0) > 0 and state["treasury"] >= 10


def effect(card: dict):
    for prefix, pair in EFFECTS.items():
        if card["special"].startswith(prefix):
            return pair
    return None


def can_special(state: dict, role: str, card: dict) -> bool:
    if not _policy_ok(state, card["special_condition"]):
        return False
    pair = effect(card)
    if pair is None:
        raise NotImplementedError(f"AI card {card['id']}: special action not implemented: {card['special']}")
    return pair[0](state, role, card)


def do_special(state: dict, role: str, card: dict) -> list[dict]:
    pair = effect(card)
    if pair is None:
        raise NotImplementedError(f"AI card {card['id']}: special action not implemented: {card['special']}")
    events = pair[1](state, role, card)
    legitimacy(state, card.get("special_legitimacy"), events)
    return [e if "kind" in e else {"kind": "automaton_special", "audience": "all", "role": role,
                                   "card": card["id"], **e} for e in events]


def legitimacy(state: dict, symbol: str, events: list[dict]) -> None:
    """A legitimacy shield counts only when the bonus or special action is really used (§6.7):
    "WC+1", or "CC+1/3luxury" (+1 per 3 units sold, per 3 companies)."""
    if not symbol or "state" not in state["roles"]:
        return
    cls = {"WC": "working", "MC": "middle", "CC": "capitalist"}[symbol[:2]]
    amount, _, per = symbol[3:].partition("/")
    n = int(amount)
    if per:
        units = sum(e.get("sold", 0) for e in events) if not per.endswith("company") else \
            len(state["private_sector"].get(cls, []))
        n *= units // int(per[0])
    state["classes"]["state"]["legitimacy"][cls] += n


def unimplemented() -> list[str]:
    from games.hegemony.components import AI_CARDS
    return sorted(c["id"] for c in AI_CARDS.values() if effect(c) is None)


UNIMPLEMENTED = unimplemented()
