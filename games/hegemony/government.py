"""The State as a played class (4 players; rulebook: The State): its Basic Actions (Event Action,
Meet with a Party's MPs, Extra Tax, Campaign; Propose Bill and Sell to the Foreign Market are the
shared ones), Providing into the State Benefits areas and the other classes' Receive Benefits,
the bonuses of selling Public Services cheaply, the Public Sector decisions of Fiscal Policy, the
Scoring Phase and the Game End score."""
from __future__ import annotations

from games.engine import Option, Prompt, _
from games.hegemony import actions, mainboard, economy, legitimacy, workers
from games.hegemony.components import BOARD_FACTS, COMPANIES, POLITICAL_AGENDAS
from games.hegemony.flow import automatic, decision, push, seat_of

CLASSES = legitimacy.CLASSES
MEET_INFLUENCE = 2
EXTRA_TAX = 10
CAMPAIGN_MOST = 3
STATE_PRICES = {"food": 12, "luxury": 8}  # printed on the State board's storages
GAME_END_PER = {"food": 2, "luxury": 3, "health": 3, "education": 3, "influence": 3}
TREASURY_VP_PER = 30


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def played(state: dict) -> bool:
    return legitimacy.played(state)


# --------------------------------------------------------------------------- the State's stock


def stock(state: dict, resource: str) -> int:
    """What the State has of a resource: Public Services (Health, Education, Media Influence) or
    the goods on its board (Food, Luxury)."""
    if resource in ("food", "luxury"):
        return state["classes"]["state"]["storage"][resource] if played(state) else 0
    return state["services"].get(resource, 0)


def take(state: dict, resource: str, n: int) -> None:
    if resource in ("food", "luxury"):
        state["classes"]["state"]["storage"][resource] -= n
    else:
        state["services"][resource] -= n


def room(state: dict, resource: str) -> int:
    """Free space in the State's storage for a resource (its production plus 6); none, never
    less, when it holds more than that (its limit shrinks with its companies)."""
    from games.hegemony import production
    return max(0, production.public_service_limit(state, resource) - stock(state, resource))


def put(state: dict, resource: str, n: int) -> int:
    kept = max(0, min(n, room(state, resource)))
    if resource in ("food", "luxury"):
        state["classes"]["state"]["storage"][resource] += kept
    else:
        state["services"][resource] += kept
    return kept


def sellers(state: dict, resource: str, exclude: str | None = None) -> list[tuple[int, str]]:
    """(unit price, source) the State can buy a good from when it Provides: the classes' storages
    at their prices, the Foreign Market at its Import price without a tariff (the State does not
    pay itself), cheapest first."""
    found = [(state["classes"][r]["prices"][resource], r) for r in ("middle", "capitalist")
             if r in state["classes"] and r != exclude and state["classes"][r]["storage"].get(resource, 0) > 0]
    if resource in ("food", "luxury"):
        found.append((BOARD_FACTS["import"][resource], "foreign"))
    return sorted(found, key=lambda p: (p[0], ("foreign", "capitalist", "middle").index(p[1])))


def purchase_cost(state: dict, resource: str, n: int, exclude: str | None = None) -> int | None:
    """The cheapest cost of buying n units for Providing, or None if they cannot be had."""
    cost = 0
    for price, source in sellers(state, resource, exclude):
        have = n if source == "foreign" else state["classes"][source]["storage"][resource]
        k = min(n, have)
        cost += k * price
        n -= k
        if not n:
            return cost
    return None


def buy_for_providing(state: dict, resource: str, n: int, exclude: str | None = None) -> list[dict]:
    """Buys n units from the cheapest sellers, paying them (the Foreign Market's money goes to
    the supply); the goods go straight on to the class provided for."""
    events = []
    for price, source in sellers(state, resource, exclude):
        if not n:
            break
        have = n if source == "foreign" else state["classes"][source]["storage"][resource]
        k = min(n, have)
        actions.spend(state, "state", k * price)
        if source != "foreign":
            state["classes"][source]["storage"][resource] -= k
            economy.gain(state, source, k * price)
        n -= k
        events.append(log("state_bought", source=source, resource=resource, n=k, price=price))
    return events


def can_provide_goods(state: dict, resource: str, n: int, cls: str, extra_money: int = 0) -> bool:
    have = stock(state, resource) if resource != "influence" else state["services"]["influence"]
    short = max(0, n - have)
    if not short:
        return state["treasury"] >= extra_money
    if resource == "influence":
        return False  # Media Influence cannot be bought
    cost = purchase_cost(state, resource, short, exclude=cls)
    return cost is not None and cost + extra_money <= state["treasury"]


def benefits_area(state: dict, cls: str) -> dict:
    """The class's State Benefits area; what was there from an earlier action is discarded (but
    not what this same turn put there: FAQ, Immediate Response)."""
    st = state["classes"]["state"]
    if cls not in st["provided"]:
        for item, n in st["benefits"][cls].items():
            if item == "cubes":
                state["cube_supply"][cls] += n
        st["benefits"][cls] = {}
        st["provided"].append(cls)
    return st["benefits"][cls]


def provide(state: dict, cls: str, item: str, n: int) -> list[dict]:
    """Provide: money from the Treasury, goods and Media Influence from the State's stock (buying
    what is missing), Personal Influence, or a class's Voting cubes from its supply."""
    if n <= 0:
        return []
    events = []
    if item == "money":
        actions.spend(state, "state", n)
    elif item == "personal_influence":
        state["classes"]["state"]["influence"] -= n
        item = "influence"
    elif item == "cubes":
        state["cube_supply"][cls] -= n
    else:
        own = min(n, stock(state, item))
        take(state, item, own)
        events += buy_for_providing(state, item, n - own, exclude=cls)
    area = benefits_area(state, cls)
    area[item] = area.get(item, 0) + n
    return events + [log("provided", role=cls, item=item, n=n)]


def start_state_turn(state: dict) -> None:
    state["classes"]["state"]["provided"] = []


def has_benefits(state: dict, role: str) -> bool:
    return played(state) and any(state["classes"]["state"]["benefits"][role].values())


def receive_benefits(state: dict, role: str) -> list[dict]:
    """Receive Benefits (Free Action, 4 players): the class takes its State Benefits area; Voting
    cubes go into the bag; the State gains 1 VP."""
    area = state["classes"]["state"]["benefits"][role]
    cls = state["classes"][role]
    for item, n in area.items():
        if item == "money":
            economy.gain(state, role, n)
        elif item == "influence":
            cls["influence"] += n
        elif item == "cubes":
            state["bag"][role] += n
        elif role == "capitalist":
            from games.hegemony import production
            production.store(state, role, item, n)
        else:
            cls["goods"][item] += n
    got = dict(area)
    state["classes"]["state"]["benefits"][role] = {}
    state["classes"]["state"]["vp"] += 1
    return [log("benefits_received", role=role, items=got)]


def service_sold(state: dict, buyer: str, resource: str, n: int) -> list[dict]:
    """Health or Education bought from the State at 5₳ (Policy 4/5 in B): 1 VP whatever the amount;
    for free (A): 1 Legitimacy with the buyer's class per 3 (State, Action Phase)."""
    if not played(state) or resource not in ("health", "education") or buyer not in CLASSES:
        return []
    section = mainboard.section(state, 4 if resource == "health" else 5)
    if section == "B":
        state["classes"]["state"]["vp"] += 1
        return [log("welfare_vp", resource=resource)]
    if section == "A" and n >= 3:
        moved = legitimacy.change(state, buyer, n // 3)
        return [log("legitimacy", changes={buyer: moved})]
    return []


# --------------------------------------------------------------------------- Basic Actions


def can_event(state, role):
    from games.hegemony import events
    return bool(events.performable(state))


def start_event(state, role):
    push(state, {"step": "event_action", "role": "state", "times": 1})
    return []


def can_meet(state, role):
    return state["classes"]["state"]["influence"] >= MEET_INFLUENCE


def start_meet(state, role):
    push(state, {"step": "meet_mps", "role": "state"})
    return []


@decision("meet_mps")
class MeetMPs:
    """Meet with a Party's MPs: give 2 Personal Influence to a class, +1 Legitimacy with it."""

    def prompt(self, state, step):
        return Prompt("hegemony.meet_mps", seat_of(state, "state"), _("Meet with which party's MPs?"),
                      tuple(Option(f"role:{c}", _("{role}"), {"role": c}) for c in CLASSES))

    def choose(self, state, step, option):
        cls = option.id.split(":")[1]
        state["classes"]["state"]["influence"] -= MEET_INFLUENCE
        state["classes"][cls]["influence"] += MEET_INFLUENCE
        legitimacy.change(state, cls, 1)
        return [log("met_mps", role=cls)]


def extra_tax_losers(state: dict) -> list[list[str]]:
    """The pairs of classes with the lowest Legitimacy (a choice only when tied); each must have
    Legitimacy to lose (FAQ: not at 1)."""
    legit = legitimacy.track(state)
    order = sorted(CLASSES, key=lambda c: legit[c])
    second = legit[order[1]]
    sure = [c for c in CLASSES if legit[c] < second]
    tied = [c for c in CLASSES if legit[c] == second]
    need = 2 - len(sure)
    pairs = [sure + tied[:need]] if need == len(tied) else \
        [sure + [a] for a in tied] if need == 1 else [[a, b] for i, a in enumerate(tied) for b in tied[i + 1:]]
    return [p for p in pairs if all(legit[c] > legitimacy.LOW for c in p)]


def can_extra_tax(state, role):
    return bool(extra_tax_losers(state))


def start_extra_tax(state, role):
    events = []
    for cls in CLASSES:
        loans = economy.pay_mandatory(state, cls, EXTRA_TAX)  # a Loan if short
        state["treasury"] += EXTRA_TAX
        events.append(log("extra_tax_paid", role=cls, loans=loans))
    pairs = extra_tax_losers(state)
    if len(pairs) == 1:
        return events + lose_legitimacy(state, pairs[0])
    push(state, {"step": "legitimacy_loss", "role": "state", "pairs": pairs})
    return events


def lose_legitimacy(state: dict, classes: list[str]) -> list[dict]:
    moved = {c: legitimacy.change(state, c, -1) for c in classes}
    return [log("legitimacy", changes=moved)]


@decision("legitimacy_loss")
class LegitimacyLoss:
    """Which two classes lose 1 Legitimacy (Extra Tax when tied; an Event's "any two")."""

    def prompt(self, state, step):
        return Prompt("hegemony.lose_legitimacy", seat_of(state, "state"), _("Which two classes lose 1 Legitimacy?"),
                      tuple(Option(f"pair:{a}+{b}", _("{first} and {second}"), {"first": a, "second": b})
                            for a, b in step["pairs"]))

    def choose(self, state, step, option):
        return lose_legitimacy(state, option.id.split(":")[1].split("+"))


def can_campaign(state, role):
    return state["services"]["influence"] > 0


def start_campaign(state, role):
    push(state, {"step": "campaign", "role": "state"})
    return []


@decision("campaign")
class Campaign:
    """Campaign: up to 3 Media Influence become Personal Influence."""

    def prompt(self, state, step):
        most = min(CAMPAIGN_MOST, state["services"]["influence"])
        return Prompt("hegemony.campaign", seat_of(state, "state"), _("Move how much Media Influence to your board?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(1, most + 1)))

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        state["services"]["influence"] -= n
        state["classes"]["state"]["influence"] += n
        return [log("campaign", n=n)]


@automatic("state_side")
def state_side(state, step):
    """Carry Out Elections: the State, without Voting cubes, states a side only while it has
    Personal Influence; without any it does not take part."""
    if state["classes"]["state"]["influence"] > 0:
        push(state, {**step, "step": "side"})
    return []


# --------------------------------------------------------------------------- Fiscal Policy (4 players)


def change_public_sector(state: dict) -> list[dict]:
    """Fiscal Policy moved at 4 players: the State chooses which Public Companies open (paying
    their cost) or close (gaining it), and whose Workers fill a new one (Politics table)."""
    wanted = mainboard.public_companies_available(state)
    up = sum(1 for c in state["public_sector"] if c["face_up"])
    down = len(state["public_sector"]) - up  # fewer after a Privatization
    left = min(wanted - up, down) if wanted > up else up - wanted
    if left:
        push(state, {"step": "public_sector", "role": "state", "left": left, "open": wanted > up})
    return []


@decision("public_sector")
class PublicSector:
    def prompt(self, state, step):
        entries = [c for c in state["public_sector"] if c["face_up"] != step["open"]]
        text = _("Open which Public Company? {left} to open") if step["open"] else \
            _("Close which Public Company? {left} to close")
        return Prompt("hegemony.public_sector", seat_of(state, "state"), text,
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]}) for c in entries),
                      {"left": step["left"]})

    def choose(self, state, step, option):
        entry = actions.find_company(state, option.id.split(":")[1])
        cost = COMPANIES[entry["id"]]["cost"]
        if step["left"] > 1:
            push(state, {**step, "left": step["left"] - 1})
        if step["open"]:
            entry["face_up"] = True
            entry["wage"] = mainboard.minimum_wage_level(state)
            economy.pay_mandatory(state, "state", cost)  # a Loan if short
            if actions.staff_options(state, "state", entry):
                push(state, {"step": "staff", "role": "state", "company": entry["id"]})
            return [log("public_company_opened", company=entry["id"])]
        lost = workers.remove_staff(entry, state)
        entry["face_up"] = False
        state["treasury"] += cost
        return [log("public_company_closed", company=entry["id"])] + lost


# --------------------------------------------------------------------------- Scoring and Game End


def agenda_matches(state: dict) -> int:
    agenda = POLITICAL_AGENDAS[state["classes"]["state"]["political_agenda"]]["sections"]
    return sum(1 for tag in agenda if mainboard.section(state, int(tag[0])) == tag[1])


@automatic("state_scoring")
def state_scoring(state, step):
    """The State's Scoring Phase after the Event penalties: the two lowest Legitimacy values as VP,
    every track to half (rounded up), +1 per token, then 1 VP per Policy matching its Agenda."""
    st = state["classes"]["state"]
    vp = legitimacy.two_lowest_sum(state)
    legitimacy.halve(state)
    legitimacy.add_tokens(state)
    agenda = agenda_matches(state)
    st["vp"] += vp + agenda
    return [log("scored", role="state", vp=vp + agenda, legitimacy_vp=vp, agenda_vp=agenda)]


def game_end_vp(state: dict) -> int:
    """1 VP per 2 Food / 3 Luxury / 3 Health / 3 Education / 3 Media Influence, and per 30₳ in
    the Treasury."""
    vp = sum(stock(state, r) // per for r, per in GAME_END_PER.items())
    return vp + state["treasury"] // TREASURY_VP_PER


def settle_loans(state: dict) -> int:
    """Game End, Check Loans for the State: 55₳ each from the Treasury, 1 VP lost per 5₳ unpaid."""
    owed = economy.LOAN["payoff_at_end"] * state["state_loans"]
    paid = min(owed, (state["treasury"] // 5) * 5)
    state["treasury"] -= paid
    state["state_loans"] = 0
    return (owed - paid) // 5


def public_loan_options(state: dict) -> bool:
    return state["state_loans"] > 0 and state["treasury"] >= economy.LOAN["payoff_in_game"]


def pay_loan(state: dict) -> None:
    actions.spend(state, "state", economy.LOAN["payoff_in_game"])
    state["state_loans"] -= 1


def refill_influence(state: dict) -> list[dict]:
    """Refill Bag: the State gains the Personal Influence over its lowest Legitimacy."""
    n = legitimacy.influence_for_refill(state)
    state["classes"]["state"]["influence"] += n
    return [log("state_influence", n=n)]

