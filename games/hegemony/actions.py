"""The Action Phase: a turn is a Main Action (a card played for its effect, or discarded for a
Basic Action) plus at most one Free Action before or after it, each a sequence of one-choice
prompts (rulebook: Action Phase and each class's Basic and Free Actions). The effects themselves
live in effects/."""
from __future__ import annotations

from games.engine import IllegalMove, Option, Prompt, _
from games.hegemony import mainboard, economy, effects, elections, government, production, workers
from games.hegemony.components import BOARD_FACTS, BUSINESS_DEALS, COMPANIES, EXPORT
from games.hegemony.flow import decision, push, seat_of

RESOURCES = ("food", "luxury", "health", "education")
BASIC = {
    "working": ("propose_bill", "assign_workers", "buy_goods", "strike", "demonstration", "political_pressure"),
    "middle": ("propose_bill", "assign_workers", "build_company", "sell_company", "sell_foreign", "buy_goods",
               "extra_shift", "political_pressure"),
    "capitalist": ("propose_bill", "build_company", "sell_company", "sell_foreign", "business_deal", "lobby",
                   "political_pressure"),
    "state": ("propose_bill", "event_action", "sell_foreign", "meet_mps", "extra_tax", "campaign"),
}
BASIC_NAMES = {
    "propose_bill": _("Propose Bill"), "assign_workers": _("Assign Workers"), "buy_goods": _("Buy Goods & Services"),
    "strike": _("Strike"), "demonstration": _("Demonstration"), "political_pressure": _("Apply Political Pressure"),
    "build_company": _("Build Company"), "sell_company": _("Sell Company"), "sell_foreign": _("Sell to the Foreign Market"),
    "business_deal": _("Make Business Deal"), "lobby": _("Lobby"), "extra_shift": _("Extra Shift"),
    "event_action": _("Event Action"), "meet_mps": _("Meet with a Party's MPs"), "extra_tax": _("Extra Tax"),
    "campaign": _("Campaign"), "none": _("No Basic Action is possible"),
}
FREE = {"working": ("use_health", "use_education", "use_luxury", "swap_workers", "receive_benefits", "pay_loan"),
        "middle": ("use_health", "use_education", "use_luxury", "swap_workers", "adjust_prices", "adjust_wages",
                   "receive_benefits", "pay_loan"),
        "capitalist": ("adjust_prices", "adjust_wages", "give_bonus", "buy_storage", "receive_benefits", "pay_loan"),
        "state": ("adjust_wages", "pay_loan")}
FREE_NAMES = {"use_health": _("Use Healthcare"), "use_education": _("Use Education"), "use_luxury": _("Use Luxury"),
              "pay_loan": _("Pay Off Loan"), "adjust_prices": _("Adjust Prices"), "buy_storage": _("Buy Storage"),
              "swap_workers": _("Swap Workers"), "adjust_wages": _("Adjust Wages"), "give_bonus": _("Give Bonus"),
              "receive_benefits": _("Receive Benefits")}
BONUS = 5
MAX_COMPANIES = {"capitalist": 12, "middle": 8}
PRESSURE_CUBES = 3
LOBBY_COST, LOBBY_INFLUENCE = 30, 3
STORAGE_COST = 20


def role_money(state: dict, role: str) -> int:
    return economy.money(state, role)


def spend(state: dict, role: str, amount: int) -> None:
    """An optional cost: only ever offered when affordable, so no Loan is taken."""
    if role_money(state, role) < amount:
        raise IllegalMove(_("You cannot afford that."))
    economy.pay_mandatory(state, role, amount)


# --------------------------------------------------------------------------- the turn


def start_turn(state: dict, role: str) -> None:
    push(state, {"step": "turn", "role": role, "free_used": False})


@decision("turn")
class Turn:
    def prompt(self, state, step):
        role = step["role"]
        hand = state["seats"][seat_of(state, role)]["hand"]
        options = [Option(f"play:{c}", _("Play {card} for its effect"), {"card": effects.face_of(c)})
                   for c in hand if effects.can_play(state, role, c)]
        options += [Option(f"card:{c}", _("Discard {card} for a Basic Action"), {"card": effects.face_of(c)})
                    for c in hand]
        if not step["free_used"]:
            options += free_options(state, role)
        return Prompt("hegemony.choose_card", seat_of(state, role),
                      _("Your turn: play a card for its effect or discard it for a Basic Action, "
                        "or take your Free Action first"), tuple(options))

    def choose(self, state, step, option):
        role = step["role"]
        kind, _sep, key = option.id.partition(":")
        if kind == "free":
            push(state, {"step": "turn", "role": role, "free_used": True})
            return free_action(state, role, key)
        hand = state["seats"][seat_of(state, role)]["hand"]
        hand.remove(key)
        state["discards"][role].append(key)  # played or discarded, the card goes face up on the pile
        after = {"step": "after_main", "role": role, "free_used": step["free_used"]}
        if kind == "play":
            push(state, after)  # the effect's own steps go on top of it
            return ([{"kind": "card_played", "audience": "all", "role": role, "card": effects.face_of(key)}]
                    + effects.play(state, role, key))
        push(state, {"step": "basic", "role": role}, after)
        return [{"kind": "card_discarded", "audience": "all", "role": role, "card": effects.face_of(key)}]


@decision("after_main")
class AfterMain:
    def prompt(self, state, step):
        options = [] if step["free_used"] else free_options(state, step["role"])
        return Prompt("hegemony.free_action", seat_of(state, step["role"]), _("Take a Free Action, or end your turn"),
                      tuple(options + [Option("done", _("End the turn"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return [{"kind": "turn_ended", "audience": "all", "role": step["role"]}]
        return free_action(state, step["role"], option.id.split(":", 1)[1])


@decision("basic")
class Basic:
    def prompt(self, state, step):
        role = step["role"]
        legal = [a for a in BASIC[role] if LEGAL[a](state, role)]
        options = [Option(f"action:{a}", BASIC_NAMES[a]) for a in legal] or [Option("action:none", BASIC_NAMES["none"])]
        return Prompt("hegemony.choose_action", seat_of(state, role), _("Choose a Basic Action"), tuple(options))

    def choose(self, state, step, option):
        action = option.id.split(":", 1)[1]
        if action == "none":
            return []
        return START[action](state, step["role"])


# --------------------------------------------------------------------------- Propose Bill


def bill_options(state: dict, step: dict | None = None) -> list[str]:
    """Policy and section pairs a Bill may propose. A card's Bill step may name the policies it
    allows ("policies"), rule out some ("exclude") or allow any other section ("anywhere"); an
    AI card bonus's bill term "any_section" does the same for this turn's bills."""
    step = step or {}
    policies = [p for p in step.get("policies", range(1, 8)) if p not in step.get("exclude", ())]
    if step.get("anywhere") or ("role" in step and bill_terms(state, step["role"]).get("any_section")):
        return [f"{p}{s}" for p in policies if mainboard.bill_targets(state, p)  # no Bill on it, none barred
                for s in mainboard.SECTIONS if s != mainboard.section(state, p)]
    return [f"{p}{s}" for p in policies for s in mainboard.bill_targets(state, p)]


def bill_terms(state: dict, role: str) -> dict:
    """This turn's terms of a player's bills ({"free_vote", "any_section"}), set by an effect."""
    return state.get("bill_terms", {}).get(role, {})


def can_propose(state, role, step: dict | None = None):
    return state["classes"][role]["bills"] > 0 and bool(bill_options(state, step))


def start_bill(state, role):
    push(state, {"step": "bill", "role": role})
    return []


@decision("bill")
class Bill:
    """A Bill step from a card may also carry "vote" ("never": no Immediate Vote; "free": one
    without spending Influence; "polling": 5 cubes revealed now, a free Immediate Vote with
    them) and "more" (Bills still to propose after this one and its vote, each on another
    policy)."""

    def prompt(self, state, step):
        options = [Option(f"bill:{b}", _("Policy {policy} to section {section}"), {"policy": int(b[0]), "section": b[1]})
                   for b in (bill_options(state, step) if state["classes"][step["role"]]["bills"] > 0 else [])]
        return Prompt("hegemony.propose_bill", seat_of(state, step["role"]), _("Propose a Bill"),
                      tuple(options or [Option("done", _("No Bill can be proposed"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        role = step["role"]
        target = option.id.split(":")[1]
        policy, section = target[0], target[1]
        next_to = abs(mainboard.SECTIONS.index(section) - mainboard.SECTIONS.index(mainboard.section(state, int(policy)))) == 1
        state["bills"][policy] = {"section": section, "by": role}
        state["classes"][role]["bills"] -= 1
        events = [{"kind": "bill_proposed", "audience": "all", "role": role, "policy": int(policy), "section": section}]
        then = []
        if step.get("more"):
            then.append({**step, "more": step["more"] - 1, "exclude": step.get("exclude", []) + [int(policy)]})
        vote = step.get("vote", "influence")
        free = bool(bill_terms(state, role).get("free_vote"))
        if vote == "polling":
            drawn = elections.draw_cubes(state)
            events.append({"kind": "cubes_revealed", "audience": "all", "role": role, "drawn": drawn})
            then.insert(0, {"step": "immediate", "role": role, "policy": int(policy), "drawn": drawn})
        elif vote in ("influence", "free") and next_to:  # only a Bill next to the section is voted at once
            free = free or vote == "free"  # Pressing Matters, or an AI card bonus: no Influence spent
            if free or state["classes"][role]["influence"] >= 1:
                then.insert(0, {"step": "immediate", "role": role, "policy": int(policy), "free": free})
        push(state, *then)
        return events


@decision("immediate")
class Immediate:
    """With "drawn" (Public Opinion Polling) the vote is free and counts the cubes already
    revealed; declined, they go back to the bag."""

    def prompt(self, state, step):
        if "drawn" in step:
            return Prompt("hegemony.immediate_vote", seat_of(state, step["role"]),
                          _("Call an Immediate Vote on it with the revealed cubes, for free?"),
                          (Option("vote:now", _("Vote now with these cubes")),
                           Option("vote:later", _("Return them to the bag and vote in the Elections Phase"))))
        if step.get("free"):
            return Prompt("hegemony.immediate_vote", seat_of(state, step["role"]), _("Call an Immediate Vote on it for free?"),
                          (Option("vote:now", _("Vote now (free)")), Option("vote:later", _("Vote in the Elections Phase"))))
        return Prompt("hegemony.immediate_vote", seat_of(state, step["role"]),
                      _("Call an Immediate Vote on it for 1 Influence?"),
                      (Option("vote:now", _("Vote now (1 Influence)")), Option("vote:later", _("Vote in the Elections Phase"))))

    def choose(self, state, step, option):
        if option.id == "vote:later":
            for cls, n in step.get("drawn", {}).items():
                state["bag"][cls] += n
            return []
        if "drawn" not in step and not step.get("free"):
            state["classes"][step["role"]]["influence"] -= 1
        push(state, *election_steps(state, step["policy"], step.get("drawn")))
        return [{"kind": "immediate_vote", "audience": "all", "role": step["role"], "policy": step["policy"]}]


def election_steps(state: dict, policy: int, drawn: dict | None = None) -> list[dict]:
    """Sides in player order (the proposer is in favor), then the cubes (drawn now, or those a
    card revealed), the secret Influence, the count."""
    proposer = state["bills"][str(policy)]["by"]
    # the State states a side only while it has Personal Influence (government.state_side)
    steps = [{"step": "state_side" if r == "state" else "side", "role": r, "policy": policy}
             for r in state["roles"] if r != proposer]
    if state.get("crisis", {}).get("events") is not None:  # Public Pressure may be used before the cubes
        steps.append({"step": "before_vote", "policy": policy})
    return steps + [{"step": "draw_cubes", "policy": policy, **({"drawn": drawn} if drawn else {})}]


# --------------------------------------------------------------------------- Assign Workers


def assign_options(state: dict, role: str, left: int) -> list[Option]:
    pool = state["classes"][role]["unemployed"]
    options = []
    for entry in workers.open_companies(state, role):
        slots = workers.slots_of(entry)
        if len(slots) <= left and workers.fill_plan(slots, pool) is not None:
            options.append(Option(f"company:{entry['id']}", _("Fill {company}"), {"company": entry["id"]}))
    if role == "working" and left >= 1:
        options += [Option(f"union:{s}", _("A Worker to the {skill} Trade Union"), {"skill": s})
                    for s in workers.union_options(state)]
    return options


def reassignable(state: dict, role: str) -> list[dict]:
    """Companies Assign Workers may take a class's Workers out of: where none is committed, not the
    class's own (its Workers are not assigned there, so they could not come back)."""
    own = state["private_sector"].get(role, [])
    return [e for e in workers.movable(state, role) if not any(e is o for o in own)]


def can_assign(state, role):
    return bool(assign_options(state, role, 3)) or bool(reassignable(state, role) and workers.open_companies(state, role))


def start_assign(state, role):
    push(state, {"step": "assign", "role": role, "left": 3, "vacated": []})
    return []


def owned(state: dict, role: str) -> list[dict]:
    """A class's companies: the State's are the available (face-up) Public Companies."""
    if role == "state":
        return [c for c in state["public_sector"] if c["face_up"]]
    return state["private_sector"][role]


def find_company(state: dict, card_id: str) -> dict:
    return next(c for c in mainboard.companies(state) if c["id"] == card_id)


@decision("assign")
class Assign:
    """Up to 3 Workers, unemployed or moved from a company where none is committed (the
    company's Workers taken out first: "withdraw")."""

    def prompt(self, state, step):
        options = assign_options(state, step["role"], step["left"])
        options += [Option(f"withdraw:{e['id']}", _("Take your Workers out of {company}"), {"company": e["id"]})
                    for e in reassignable(state, step["role"])]
        if step["left"] < 3 or step.get("vacated"):
            options.append(Option("done", _("Stop assigning")))
        return Prompt("hegemony.assign_workers", seat_of(state, step["role"]),
                      _("Assign Workers: {left} left"), tuple(options), {"left": step["left"]})

    def choose(self, state, step, option):
        role = step["role"]
        vacated = step.get("vacated", [])
        if option.id == "done":
            return workers.check_unions(state) if role == "working" else []
        kind, key = option.id.split(":", 1)
        if kind == "withdraw":
            workers.withdraw(state, find_company(state, key), role)
            push(state, {**step, "vacated": vacated + [key]})
            return [{"kind": "workers_withdrawn", "audience": "all", "role": role, "company": key}]
        used, entry = assign(state, role, option.id)
        if entry is not None and key in vacated:
            for w in workers.staffed_by(entry, role):  # refilled in the same action: as a swap (FAQ)
                w["committed"] = False
        events = [{"kind": "workers_assigned", "audience": "all", "role": role, "target": key, "workers": used}]
        if step["left"] - used > 0 and assign_options(state, role, step["left"] - used):
            push(state, {**step, "left": step["left"] - used})
        elif role == "working":
            events += workers.check_unions(state)
        return events


def assign(state: dict, cls: str, option_id: str) -> tuple[int, dict | None]:
    """Assigns unemployed Workers of `cls` as an assign option says ("union:<skill>" or
    "company:<id>"), committed; returns how many and the company (None for a Trade Union)."""
    kind, key = option_id.split(":", 1)
    pool = state["classes"][cls]["unemployed"]
    if kind == "union":
        w = pool.pop(next(j for j, w in enumerate(pool) if w["skill"] == key))
        w["committed"] = True
        state["classes"]["working"]["unions"][key] = w
        return 1, None
    entry = find_company(state, key)
    placed = workers.place(pool, workers.fill_plan(workers.slots_of(entry), pool))
    if entry["id"].startswith("m-"):
        entry["employee"] = placed[0]
    else:
        entry["workers"] = placed
    return len(placed), entry


# --------------------------------------------------------------------------- Buy Goods & Services


def seller_stock(state: dict, source: str, resource: str) -> int | None:
    """How many units a source can sell (None: unlimited, the Foreign Market)."""
    if source == "foreign":
        return None if resource in ("food", "luxury") else 0
    if source == "state":
        return government.stock(state, resource)
    if source in state["classes"] and resource in RESOURCES:
        return state["classes"][source]["storage"][resource]
    return 0


def unit_price(state: dict, source: str, resource: str) -> int:
    if source == "foreign":
        return economy.import_price(state, resource)
    if source == "state":
        return government.STATE_PRICES.get(resource) or economy.public_service_price(state, resource)
    return state["classes"][source]["prices"][resource]


def sources(state: dict, role: str, resource: str) -> list[str]:
    found = ["state"] if resource in ("health", "education", "influence") or government.stock(state, resource) else []
    if resource in RESOURCES:
        found += [r for r in ("capitalist", "middle") if r in state["classes"] and r != role]
        if role == "middle":
            found.append("middle")  # buying from yourself: a transfer, no money (Middle Class rules)
        if resource in ("food", "luxury"):
            found.append("foreign")
    return found


def max_buy(state: dict, role: str, source: str, resource: str, times: int = 1) -> int:
    stock = seller_stock(state, source, resource)
    cap = mainboard.population(state, role) * times
    if stock is not None:
        cap = min(cap, stock)
    price = 0 if source == role else unit_price(state, source, resource)
    if price:
        cap = min(cap, role_money(state, role) // price)
    return cap


def buy(state: dict, role: str, source: str, resource: str, n: int) -> None:
    price = 0 if source == role else unit_price(state, source, resource)
    spend(state, role, price * n)
    if source == "foreign":
        state["treasury"] += economy.tariff(state, resource) * n
    else:
        economy.gain(state, source, price * n)
    deliver(state, role, source, resource, n)


def deliver(state: dict, role: str, source: str, resource: str, n: int) -> None:
    """The goods of a purchase change hands (the money is settled by the caller)."""
    if source == "state":
        government.take(state, resource, n)
    elif source != "foreign":
        state["classes"][source]["storage"][resource] -= n
    target = state["classes"][role]
    if resource == "influence":
        target["influence"] += n
    else:
        target["goods"][resource] += n


def can_buy(state, role):
    return any(max_buy(state, role, s, r) > 0 for r in RESOURCES + ("influence",) for s in sources(state, role, r))


def start_buy(state, role):
    push(state, {"step": "buy_resource", "role": role})
    return []


@decision("buy_resource")
class BuyResource:
    def prompt(self, state, step):
        role = step["role"]
        options = [Option(f"resource:{r}", _("Buy {resource}"), {"resource": r}) for r in RESOURCES + ("influence",)
                   if any(max_buy(state, role, s, r) > 0 for s in sources(state, role, r))]
        return Prompt("hegemony.buy_resource", seat_of(state, role), _("Which good or service do you buy?"), tuple(options))

    def choose(self, state, step, option):
        push(state, {**step, "step": "buy_source", "resource": option.id.split(":")[1], "used": []})
        return []


@decision("buy_source")
class BuySource:
    """Up to 2 sources, each up to the Population; a card may allow more sources ("sources") or
    a multiple of the Population from one ("times")."""

    def prompt(self, state, step):
        role, resource, times = step["role"], step["resource"], step.get("times", 1)
        options = [Option(f"source:{s}", _("From {source}: up to {n} at {price}₳"),
                          {"source": s, "n": max_buy(state, role, s, resource, times),
                           "price": 0 if s == role else unit_price(state, s, resource)})
                   for s in sources(state, role, resource)
                   if s not in step["used"] and max_buy(state, role, s, resource, times) > 0]
        if step["used"]:
            options.append(Option("done", _("Buy nothing more")))
        return Prompt("hegemony.buy_source", seat_of(state, role), _("Buy {resource} from which source?"),
                      tuple(options), {"resource": resource})

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        push(state, {**step, "step": "buy_quantity", "source": option.id.split(":")[1]})
        return []


@decision("buy_quantity")
class BuyQuantity:
    def prompt(self, state, step):
        most = max_buy(state, step["role"], step["source"], step["resource"], step.get("times", 1))
        return Prompt("hegemony.buy_quantity", seat_of(state, step["role"]), _("How many?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(1, most + 1)))

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        buy(state, step["role"], step["source"], step["resource"], n)
        used = step["used"] + [step["source"]]
        # buying from yourself leaves one other source (Middle Class, Buy Goods & Services; a
        # card allowing any number of sources sets its own limit)
        most = step.get("sources", 2)
        if len(used) < most and not (most == 2 and step["role"] in used and len(used) >= 2):
            after = {k: v for k, v in step.items() if k != "source"}
            push(state, {**after, "step": "buy_source", "used": used})
        events = government.service_sold(state, step["role"], step["resource"], n) if step["source"] == "state" else []
        return [{"kind": "bought", "audience": "all", "role": step["role"], "resource": step["resource"],
                 "source": step["source"], "n": n}] + events


# --------------------------------------------------------------------------- Strike, Demonstration, Pressure


def strike_targets(state: dict) -> list[dict]:
    four = "state" in state["roles"]
    found = []
    for owner, entries in [("state", state["public_sector"])] + list(state["private_sector"].items()):
        if owner == "state" and not four:
            continue
        for c in entries:
            staff = c["workers"] if not c["id"].startswith("m-") else ([c["employee"]] if c.get("employee") else [])
            if c["strike"] or c["wage"] in (None, 3) or not staff:
                continue
            if any(w["class"] == "working" for w in staff) and not any(w["committed"] for w in staff):
                found.append(c)
    return found


def can_strike(state, role):
    return bool(strike_targets(state)) and strikes_on_board(state) < STRIKE_TOKENS


STRIKE_TOKENS = 7  # in the box (Components)


def union_strike_tokens(state: dict) -> int:
    """Strike tokens up to the number of Trade Unions plus 2 (General Strike; the Working Class
    automaton's Strike Token Placement Criteria)."""
    return 2 + len(state["classes"]["working"]["unions"])


def start_strike(state, role, tokens: int = 2):
    push(state, {"step": "strike", "role": role, "left": tokens, "placed": 0})
    return []


def strikes_on_board(state: dict) -> int:
    return sum(1 for c in mainboard.companies(state) if c["strike"])


@decision("strike")
class Strike:
    def prompt(self, state, step):
        options = [Option(f"company:{c['id']}", _("Strike at {company}"), {"company": c["id"]}) for c in strike_targets(state)]
        if step["placed"]:
            options.append(Option("done", _("No more Strike tokens")))
        return Prompt("hegemony.strike", seat_of(state, step["role"]), _("Place a Strike token"), tuple(options))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        find_company(state, option.id.split(":")[1])["strike"] = True
        if step["left"] > 1 and strike_targets(state) and strikes_on_board(state) < STRIKE_TOKENS:
            push(state, {**step, "left": step["left"] - 1, "placed": step["placed"] + 1})
        return [{"kind": "strike", "audience": "all", "company": option.id.split(":")[1]}]


def can_demonstrate(state, role):
    return not state.get("demonstration") and workers.demonstration_allowed(state)


def start_demonstration(state, role):
    state["demonstration"] = True
    return [{"kind": "demonstration", "audience": "all"}]


def can_pressure(state, role):
    return state["cube_supply"][role] > 0


def start_pressure(state, role):
    added = elections.add_cubes(state, role, PRESSURE_CUBES)
    return [{"kind": "political_pressure", "audience": "all", "role": role, "cubes": added}]


# --------------------------------------------------------------------------- companies


def build_options(state: dict, role: str, cost=lambda card: card["cost"], cards=None) -> list[str]:
    """Companies the class can build now: from its Market (or `cards`), affordable at `cost`
    (what the class itself pays), with its Workers for a Middle Class company."""
    if len(state["private_sector"][role]) >= MAX_COMPANIES[role]:
        return []
    cls = state["classes"][role]
    found = []
    for card_id in cls["market"] if cards is None else cards:
        card = COMPANIES[card_id]
        if cost(card) > role_money(state, role):
            continue
        if role == "middle" and workers.fill_plan(card["workers"], cls["unemployed"]) is None:
            continue
        found.append(card_id)
    return found


def can_build(state, role):
    return bool(build_options(state, role))


def start_build(state, role):
    push(state, {"step": "build", "role": role})
    return []


@decision("build")
class Build:
    def prompt(self, state, step):
        return Prompt("hegemony.build_company", seat_of(state, step["role"]), _("Build which Company?"),
                      tuple(Option(f"company:{c}", _("{company} for {cost}₳"), {"company": c, "cost": COMPANIES[c]["cost"]})
                            for c in build_options(state, step["role"])))

    def choose(self, state, step, option):
        role, card_id = step["role"], option.id.split(":")[1]
        spend(state, role, COMPANIES[card_id]["cost"])
        state["classes"][role]["market"].remove(card_id)
        return found_company(state, role, card_id)


def found_company(state: dict, role: str, card_id: str) -> list[dict]:
    """A paid-for company enters the class's Private Sector: a Middle Class one takes its own
    Workers at once; the Wage and the employees are chosen next."""
    card = COMPANIES[card_id]
    entry = {"id": card_id, "wage": None, "workers": [], "employee": None, "machinery": False, "strike": False}
    state["private_sector"][role].append(entry)
    if role == "middle":
        pool = state["classes"]["middle"]["unemployed"]
        entry["workers"] = workers.place(pool, workers.fill_plan(card["workers"], pool))
    if card["wage_l1"] is not None:
        push(state, {"step": "wage", "role": role, "company": card_id})
    return [{"kind": "company_built", "audience": "all", "role": role, "company": card_id}]


@decision("wage")
class Wage:
    def prompt(self, state, step):
        low = mainboard.minimum_wage_level(state)
        card = COMPANIES[step["company"]]
        return Prompt("hegemony.set_wage", seat_of(state, step["role"]), _("Set the Wage of {company}"),
                      tuple(Option(f"wage:{n}", _("Level {level}: {amount}₳"), {"level": n, "amount": card[f"wage_l{n}"]})
                            for n in range(low, 4)), {"company": step["company"]})

    def choose(self, state, step, option):
        entry = find_company(state, step["company"])
        entry["wage"] = int(option.id.split(":")[1])
        staff = staff_options(state, step["role"], entry)
        if staff:
            push(state, {"step": "staff", "role": step["role"], "company": step["company"]})
        return []


def staff_options(state: dict, role: str, entry: dict) -> list[str]:
    """Classes whose unemployed Workers could fill all the slots of a new company."""
    slots = workers.slots_of(entry)
    if not slots:
        return []
    classes = ["working"] if role == "middle" else ["working", "middle"]
    return [c for c in classes if c in state["classes"] and workers.fill_plan(slots, state["classes"][c]["unemployed"]) is not None]


@decision("staff")
class Staff:
    def prompt(self, state, step):
        entry = find_company(state, step["company"])
        options = [Option(f"staff:{c}", _("Assign unemployed {role} Workers"), {"role": c})
                   for c in staff_options(state, step["role"], entry)]
        return Prompt("hegemony.staff_company", seat_of(state, step["role"]), _("Assign Workers to {company}?"),
                      tuple(options + [Option("staff:none", _("Leave it empty"))]), {"company": step["company"]})

    def choose(self, state, step, option):
        cls = option.id.split(":")[1]
        if cls == "none":
            return []
        entry = find_company(state, step["company"])
        pool = state["classes"][cls]["unemployed"]
        placed = workers.place(pool, workers.fill_plan(workers.slots_of(entry), pool))
        if entry["id"].startswith("m-"):
            entry["employee"] = placed[0]
        else:
            entry["workers"] = placed
        if state.get("demonstration") and cls == "working" and not workers.demonstration_allowed(state):
            state["demonstration"] = False
        return [{"kind": "workers_assigned", "audience": "all", "role": cls, "target": entry["id"], "workers": len(placed)}]


def sellable(state: dict, role: str) -> list[dict]:
    return [c for c in state["private_sector"][role]
            if not any(w["committed"] for w in c["workers"] + ([c["employee"]] if c.get("employee") else []))]


def can_sell(state, role):
    return bool(sellable(state, role))


def start_sell(state, role):
    push(state, {"step": "sell", "role": role})
    return []


@decision("sell")
class Sell:
    def prompt(self, state, step):
        return Prompt("hegemony.sell_company", seat_of(state, step["role"]), _("Sell which Company?"),
                      tuple(Option(f"company:{c['id']}", _("{company} for {cost}₳"),
                                   {"company": c["id"], "cost": COMPANIES[c["id"]]["cost"]})
                            for c in sellable(state, step["role"])))

    def choose(self, state, step, option):
        role, card_id = step["role"], option.id.split(":")[1]
        entry = find_company(state, card_id)
        lost = workers.remove_staff(entry, state)
        state["private_sector"][role].remove(entry)
        economy.gain(state, role, COMPANIES[card_id]["cost"])
        if COMPANIES[card_id]["owner"] == "state":  # a privatized one goes back face down (FAQ)
            state["public_sector"].append({**entry, "row": int(card_id[-1]), "face_up": False, "workers": [],
                                           "strike": False})
        return [{"kind": "company_sold", "audience": "all", "role": role, "company": card_id}] + lost


# --------------------------------------------------------------------------- trade


def export_options(state: dict, role: str, done: list[str], repeat: int = 1) -> list[Option]:
    card = EXPORT[state["export"]]
    cls = state["classes"][role]
    options = []
    for resource in RESOURCES:
        have = cls["storage"].get(resource, 0) + cls.get("free_trade_zone", {}).get(resource, 0)
        for i, (amount, money_) in enumerate(card[resource]):
            key = f"{resource}:{i}"
            if done.count(key) < repeat and have >= amount:
                options.append(Option(f"export:{key}", _("{amount} {resource} for {money}₳"),
                                      {"amount": amount, "resource": resource, "money": money_}))
    return options


def take_for_export(cls: dict, resource: str, amount: int) -> None:
    """Goods sold abroad come from the Free Trade Zone first, then the Storage."""
    zone = cls.get("free_trade_zone", {})
    from_zone = min(zone.get(resource, 0), amount)
    if from_zone:
        zone[resource] -= from_zone
    cls["storage"][resource] -= amount - from_zone


def can_export(state, role):
    return bool(export_options(state, role, []))


def start_export(state, role):
    push(state, {"step": "export", "role": role, "done": []})
    return []


@decision("export")
class Export:
    """A card may allow each transaction "repeat" times, or pay a "subsidy" per transaction
    from the State."""

    def prompt(self, state, step):
        options = export_options(state, step["role"], step["done"], step.get("repeat", 1))
        if step["done"] or not options:  # nothing left to sell: an automaton's sell-first bonus took it
            options.append(Option("done", _("No more sales")))
        return Prompt("hegemony.sell_foreign", seat_of(state, step["role"]), _("Sell to the Foreign Market"), tuple(options))

    def choose(self, state, step, option):
        role = step["role"]
        cls = state["classes"][role]
        if option.id == "done":
            if role == "state":  # the State scores nothing for its sales
                return []
            cls["vp"] += len(step["done"])  # 1 VP per transaction made
            events = [{"kind": "export_vp", "audience": "all", "role": role, "vp": len(step["done"])}]
            if step.get("subsidy"):
                paid = step["subsidy"] * len(step["done"])
                economy.pay_mandatory(state, "state", paid)
                economy.gain(state, role, paid)
                events.append({"kind": "state_paid", "audience": "all", "role": role, "amount": paid})
            return events
        resource, index = option.id.split(":")[1:]
        amount, money_ = EXPORT[state["export"]][resource][int(index)]
        take_for_export(cls, resource, amount)
        economy.gain(state, role, money_)
        push(state, {**step, "done": step["done"] + [f"{resource}:{index}"]})
        return [{"kind": "exported", "audience": "all", "role": role, "resource": resource, "amount": amount, "money": money_}]


def deal_options(state: dict) -> list[Option]:
    options = []
    cc_money = role_money(state, "capitalist")
    for deal in state["business_deals"]:
        card = BUSINESS_DEALS[deal.split("#")[0]]
        tariff = {"A": card["tariff_a"], "B": card["tariff_b"], "C": 0}[mainboard.section(state, 6)]
        if card["cost"] + tariff <= cc_money:
            options.append(Option(f"deal:{deal}:storage", _("Business Deal for {cost}₳ into your Storages"),
                                  {"cost": card["cost"] + tariff}))
        if card["cost"] <= cc_money:
            options.append(Option(f"deal:{deal}:ftz", _("Business Deal for {cost}₳ into the Free Trade Zone"),
                                  {"cost": card["cost"]}))
    return options


def can_deal(state, role):
    return bool(deal_options(state))


def start_deal(state, role):
    push(state, {"step": "deal", "role": role})
    return []


@decision("deal")
class Deal:
    def prompt(self, state, step):
        return Prompt("hegemony.business_deal", seat_of(state, "capitalist"), _("Make which Business Deal?"),
                      tuple(deal_options(state)))

    def choose(self, state, step, option):
        _kind, deal, where = option.id.split(":")
        card = BUSINESS_DEALS[deal.split("#")[0]]
        cc = state["classes"]["capitalist"]
        tariff = {"A": card["tariff_a"], "B": card["tariff_b"], "C": 0}[mainboard.section(state, 6)] if where == "storage" else 0
        spend(state, "capitalist", card["cost"] + tariff)
        state["treasury"] += tariff
        state["business_deals"].remove(deal)
        events: list[dict] = []
        for resource in ("food", "luxury"):
            n = card[resource]
            if where == "ftz":
                cc["free_trade_zone"][resource] = min(BOARD_FACTS["free_trade_zone"][resource], cc["free_trade_zone"][resource] + n)
            else:
                if cc["storage"][resource] + n > production.storage_limit(state, "capitalist", resource):
                    production.room_bought(state, "capitalist", resource, events)
                cc["storage"][resource] = min(production.storage_limit(state, "capitalist", resource),
                                              cc["storage"][resource] + n)
        return [{"kind": "business_deal", "audience": "all", "deal": deal.split("#")[0], "where": where}] + events


def can_lobby(state, role):
    return role_money(state, role) >= LOBBY_COST


def start_lobby(state, role):
    economy.pay_from_capital(state, LOBBY_COST)  # Lobby spends from Capital first
    state["classes"]["capitalist"]["influence"] += LOBBY_INFLUENCE
    return [{"kind": "lobby", "audience": "all"}]


def shift_options(state: dict) -> list[dict]:
    """Middle Class companies whose own Workers are all there and not committed; an employee who
    is not committed must be paid, so the Wage must be affordable (Extra Shift)."""
    found = []
    for entry in state["private_sector"].get("middle", []):
        card = COMPANIES[entry["id"]]
        if len(entry["workers"]) != len(card["workers"]) or any(w["committed"] for w in entry["workers"]):
            continue
        employee = entry.get("employee")
        if employee and not employee["committed"] and not entry["strike"] and \
                role_money(state, "middle") < (card[f"wage_l{entry['wage']}"] or 0):
            continue
        found.append(entry)
    return found


def can_shift(state, role):
    return bool(shift_options(state))


def start_shift(state, role):
    push(state, {"step": "extra_shift", "role": role})
    return []


@decision("extra_shift")
class ExtraShift:
    def prompt(self, state, step):
        return Prompt("hegemony.extra_shift", seat_of(state, "middle"), _("Which Company works an Extra Shift?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]}) for c in shift_options(state)
                            if c["id"] in step.get("only", [c["id"]])))

    def choose(self, state, step, option):
        entry = find_company(state, option.id.split(":")[1])
        card = COMPANIES[entry["id"]]
        amount = card["production"]
        employee = entry.get("employee")
        if employee and not employee["committed"] and not entry["strike"]:
            pay = card[f"wage_l{entry['wage']}"] or 0
            spend(state, "middle", pay)
            economy.gain(state, employee["class"], pay)
            employee["committed"] = True
            amount += card["employee_bonus"] or 0
        for w in entry["workers"]:
            w["committed"] = True
        resource = production.RESOURCE[card["industry"]]
        kept = production.store(state, "middle", resource, amount)
        return [{"kind": "extra_shift", "audience": "all", "company": entry["id"], "resource": resource, "kept": kept}]


LEGAL: dict = {"propose_bill": can_propose, "assign_workers": can_assign, "buy_goods": can_buy, "strike": can_strike,
         "demonstration": can_demonstrate, "political_pressure": can_pressure, "build_company": can_build,
         "sell_company": can_sell, "sell_foreign": can_export, "business_deal": can_deal, "lobby": can_lobby,
         "extra_shift": can_shift, "event_action": government.can_event, "meet_mps": government.can_meet,
         "extra_tax": government.can_extra_tax, "campaign": government.can_campaign}
START: dict = {"propose_bill": start_bill, "assign_workers": start_assign, "buy_goods": start_buy, "strike": start_strike,
         "demonstration": start_demonstration, "political_pressure": start_pressure, "build_company": start_build,
         "sell_company": start_sell, "sell_foreign": start_export, "business_deal": start_deal, "lobby": start_lobby,
         "extra_shift": start_shift, "event_action": government.start_event, "meet_mps": government.start_meet,
         "extra_tax": government.start_extra_tax, "campaign": government.start_campaign}


# --------------------------------------------------------------------------- free actions


def free_legal(state: dict, role: str, action: str) -> bool:
    cls = state["classes"][role]
    if role == "state" and action == "pay_loan":
        return government.public_loan_options(state)
    if action == "receive_benefits":
        return government.has_benefits(state, role)
    if action.startswith("use_"):
        resource = {"use_health": "health", "use_education": "education", "use_luxury": "luxury"}[action]
        if cls["goods"][resource] < mainboard.population(state, role):
            return False
        return action != "use_education" or any(w["skill"] == "U" for w in cls["unemployed"])
    if action == "pay_loan":
        return cls["loans"] > 0 and economy.loan_money(state, role) >= economy.LOAN["payoff_in_game"]
    if action == "adjust_prices":
        return True
    if action == "swap_workers":
        return bool(swap_options(state, role))
    if action == "adjust_wages":
        return bool(wage_options(state, role))
    if action == "give_bonus":
        return role_money(state, role) >= BONUS and any(mainboard.is_operational(c) and c["workers"]
                                                        for c in state["private_sector"][role])
    if action == "buy_storage":
        produced = {COMPANIES[c["id"]]["industry"] for c in state["private_sector"][role]}
        return role_money(state, role) >= STORAGE_COST and any(
            r in produced and r not in cls["extra_storage"] for r in RESOURCES)
    return False


def free_options(state: dict, role: str) -> list[Option]:
    return [Option(f"free:{a}", FREE_NAMES[a]) for a in FREE[role] if free_legal(state, role, a)]


def free_action(state: dict, role: str, action: str) -> list[dict]:
    cls = state["classes"][role]
    events = [{"kind": "free_action", "audience": "all", "role": role, "action": action}]
    if action.startswith("use_"):
        resource = {"use_health": "health", "use_education": "education", "use_luxury": "luxury"}[action]
        cls["goods"][resource] -= mainboard.population(state, role)
        vp = economy.score_prosperity(state, role)
        events.append({"kind": "prosperity", "audience": "all", "role": role, "vp": vp})
        if action == "use_health":
            cls["vp"] += 2
            cls["unemployed"].append({"class": role, "skill": "U", "committed": False})
        elif action == "use_education":
            push(state, {"step": "educate", "role": role})
    elif action == "receive_benefits":
        events += government.receive_benefits(state, role)
    elif action == "pay_loan" and role == "state":
        government.pay_loan(state)
    elif action == "pay_loan" and role == "capitalist":
        cls["capital"] -= economy.LOAN["payoff_in_game"]
        cls["loans"] -= 1
    elif action == "pay_loan":
        spend(state, role, economy.LOAN["payoff_in_game"])
        cls["loans"] -= 1
    elif action == "adjust_prices":
        push(state, {"step": "prices", "role": role})
    elif action == "buy_storage":
        push(state, {"step": "storage", "role": role})
    elif action == "swap_workers":
        push(state, {"step": "swap", "role": role})
    elif action == "adjust_wages":
        push(state, {"step": "wages", "role": role, "changed": []})
    elif action == "give_bonus":
        push(state, {"step": "bonus", "role": role})
    return events


@decision("educate")
class Educate:
    def prompt(self, state, step):
        return Prompt("hegemony.educate", seat_of(state, step["role"]), _("An unskilled Worker learns which skill?"),
                      tuple(Option(f"skill:{s}", _("Skilled in {skill}"), {"skill": s}) for s in "FLHEM"))

    def choose(self, state, step, option):
        pool = state["classes"][step["role"]]["unemployed"]
        next(w for w in pool if w["skill"] == "U")["skill"] = option.id.split(":")[1]
        return []


@decision("prices")
class Prices:
    def prompt(self, state, step):
        prices = state["classes"][step["role"]]["prices"]
        options = [Option(f"price:{r}:{p}", _("{resource} at {price}₳"), {"resource": r, "price": p})
                   for r in RESOURCES if r not in step.get("set", []) for p in BOARD_FACTS["price_options"][r]
                   if p != prices[r]]
        return Prompt("hegemony.adjust_prices", seat_of(state, step["role"]), _("Set a price"),
                      tuple(options + [Option("done", _("Keep the prices"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        _kind, resource, price = option.id.split(":")
        state["classes"][step["role"]]["prices"][resource] = int(price)
        push(state, {"step": "prices", "role": step["role"], "set": step.get("set", []) + [resource]})
        return [{"kind": "price_set", "audience": "all", "role": step["role"], "resource": resource, "price": int(price)}]


@decision("storage")
class Storage:
    def prompt(self, state, step):
        cls = state["classes"][step["role"]]
        produced = {COMPANIES[c["id"]]["industry"] for c in state["private_sector"][step["role"]]}
        return Prompt("hegemony.buy_storage", seat_of(state, step["role"]), _("A Storage for which resource?"),
                      tuple(Option(f"resource:{r}", _("{resource}"), {"resource": r})
                            for r in RESOURCES if r in produced and r not in cls["extra_storage"]))

    def choose(self, state, step, option):
        spend(state, step["role"], STORAGE_COST)  # paid to the supply
        state["classes"][step["role"]]["extra_storage"].append(option.id.split(":")[1])
        return []


def swap_options(state: dict, role: str) -> list[tuple[dict, int]]:
    """(company, slot) of this class's skilled Workers in unskilled slots, when an unskilled
    Worker of the class is unemployed to take the place (Swap Workers)."""
    if not any(w["skill"] == "U" for w in state["classes"][role]["unemployed"]):
        return []
    found = []
    for entry in mainboard.companies(state):
        slots = COMPANIES[entry["id"]]["workers"] if not entry["id"].startswith("m-") else []
        for i, w in enumerate(entry["workers"]):
            if w["class"] == role and w["skill"] != "U" and i < len(slots) and slots[i] == "U":
                found.append((entry, i))
    return found


@decision("swap")
class Swap:
    def prompt(self, state, step):
        options = [Option(f"swap:{entry['id']}:{i}", _("{company}: the {skill} Worker"),
                          {"company": entry["id"], "skill": entry["workers"][i]["skill"]})
                   for entry, i in swap_options(state, step["role"])]
        return Prompt("hegemony.swap_workers", seat_of(state, step["role"]),
                      _("Swap which skilled Worker for an unemployed unskilled one?"),
                      tuple(options + [Option("done", _("No more swaps"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        _kind, card_id, slot = option.id.split(":")
        entry, pool = find_company(state, card_id), state["classes"][step["role"]]["unemployed"]
        skilled = entry["workers"][int(slot)]
        unskilled = pool.pop(next(j for j, w in enumerate(pool) if w["skill"] == "U"))
        unskilled["committed"], skilled["committed"] = skilled["committed"], False  # the newcomer keeps the commitment
        entry["workers"][int(slot)] = unskilled
        pool.append(skilled)
        push(state, {"step": "swap", "role": step["role"]})
        return [{"kind": "workers_swapped", "audience": "all", "role": step["role"], "company": card_id}]


def wage_options(state: dict, role: str, changed: tuple = ()) -> list[tuple[dict, int]]:
    """(company, level) a Wage may move to: never under the Labor Market's minimum, never lower
    while Workers there are committed (Adjust Wages)."""
    low = mainboard.minimum_wage_level(state)
    found = []
    for entry in owned(state, role):
        if entry["wage"] is None or entry["id"] in changed:
            continue
        staff = entry["workers"] + ([entry["employee"]] if entry.get("employee") else [])
        committed = any(w["committed"] for w in staff)
        for level in range(low, 4):
            if level != entry["wage"] and not (level < entry["wage"] and committed):
                found.append((entry, level))
    return found


def adjust_wage(entry: dict, level: int) -> None:
    """Adjust Wages at one company: raising the Wage commits the Workers there."""
    raised = level > entry["wage"]
    entry["wage"] = level
    if raised:
        for w in entry["workers"] + ([entry["employee"]] if entry.get("employee") else []):
            w["committed"] = True


@decision("wages")
class Wages:
    def prompt(self, state, step):
        options = [Option(f"wage:{entry['id']}:{level}", _("{company}: level {level}"),
                          {"company": entry["id"], "level": level})
                   for entry, level in wage_options(state, step["role"], tuple(step["changed"]))]
        return Prompt("hegemony.adjust_wages", seat_of(state, step["role"]), _("Adjust which Wage?"),
                      tuple(options + [Option("done", _("Keep the Wages"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        _kind, card_id, level = option.id.split(":")
        adjust_wage(find_company(state, card_id), int(level))
        push(state, {"step": "wages", "role": step["role"], "changed": step["changed"] + [card_id]})
        return [{"kind": "wage_set", "audience": "all", "role": step["role"], "company": card_id, "level": int(level)}]


@decision("bonus")
class Bonus:
    def prompt(self, state, step):
        return Prompt("hegemony.give_bonus", seat_of(state, step["role"]), _("Give a 5₳ bonus at which Company?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]})
                            for c in state["private_sector"][step["role"]] if mainboard.is_operational(c) and c["workers"]))

    def choose(self, state, step, option):
        entry = find_company(state, option.id.split(":")[1])
        spend(state, step["role"], BONUS)
        economy.gain(state, entry["workers"][0]["class"], BONUS)
        for w in entry["workers"]:
            w["committed"] = True
        return [{"kind": "bonus_given", "audience": "all", "role": step["role"], "company": entry["id"]}]
