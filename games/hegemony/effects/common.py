"""Steps the Working and Middle Class action cards share, and the effects printed alike on both
decks (Fake News, Interest Groups, Migration, Public Opinion Polling, the half-price Welfare
cards...). Each choice is a step of its own; money a card takes from the State is paid from the
Treasury, with a Loan when it falls short (Other Rules, Loans)."""
from __future__ import annotations

from math import ceil

from games.engine import Option, Prompt, _, rng_int
from games.hegemony import actions, mainboard, economy, elections, government, production, workers
from games.hegemony.components import BOARD_FACTS, COMPANIES
from games.hegemony.effects import effect, shield_units
from games.hegemony.flow import automatic, decision, push, seat_of

SKILLS = "FLHEM"
VOTERS = elections.VOTERS


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def register(*faces: str, card) -> None:
    """Registers an (effect, when) pair built by one of the card makers below."""
    run, when = card
    effect(*faces, when=when)(run)


def from_state(state: dict, role: str, amount: int) -> list[dict]:
    """The State pays a class (a Loan if the Treasury falls short)."""
    if amount <= 0:
        return []
    economy.pay_mandatory(state, "state", amount)
    economy.gain(state, role, amount)
    return [log("state_paid", role=role, amount=amount)]


def owner_of(state: dict, entry: dict) -> str:
    if entry in state["public_sector"]:
        return "state"
    return next(owner for owner, entries in state["private_sector"].items() if entry in entries)


def add_cubes(state: dict, role: str, n: int) -> list[dict]:
    return [log("cubes_added", role=role, cubes=elections.add_cubes(state, role, n))]


def bag_total(state: dict) -> int:
    return sum(state["bag"].values())


def draw_one(state: dict) -> str:
    """One cube at random from the bag (never empty when called)."""
    pick = rng_int(state["rng"], 0, bag_total(state) - 1)
    for cls in VOTERS:
        if pick < state["bag"][cls]:
            state["bag"][cls] -= 1
            return cls
        pick -= state["bag"][cls]
    raise RuntimeError("the bag ran out while drawing")


# --------------------------------------------------------------------------- optional follow-ups

MAY = {"buy": (_("You may now Buy Goods & Services"), _("Buy Goods & Services"), _("Buy nothing")),
       "extra_shift": (_("You may perform an Extra Shift in one of those Companies"), _("Perform an Extra Shift"),
                       _("No Extra Shift")),
       "build": (_("You may now Build a Company"), _("Build a Company"), _("Build nothing")),
       "sell_foreign": (_("You may now Sell to the Foreign Market"), _("Sell to the Foreign Market"),
                        _("Sell nothing"))}


def may(state: dict, role: str, ask: str, then: dict) -> None:
    """A "You may then ..." of a card: a yes/no prompt, then the step itself."""
    push(state, {"step": "card_may", "role": role, "ask": ask, "then": then})


@decision("card_may")
class CardMay:
    def prompt(self, state, step):
        text, do, skip = MAY[step["ask"]]
        return Prompt("hegemony.card_may", seat_of(state, step["role"]), text, (Option("do", do), Option("pass", skip)))

    def choose(self, state, step, option):
        if option.id == "do":
            push(state, step["then"])
        return []


# --------------------------------------------------------------------------- buying at a card's price

def card_price(state: dict, step: dict, source: str, resource: str, n: int) -> tuple[int, int]:
    """(what the buyer pays, what the State adds) for n units bought under a card's "pricing":
    full, half (of the total, rounded up; FAQ Healthcare Benefits), state_half (the State pays
    the other half), no_tariff (Foreign Market at its Import price)."""
    pricing = step.get("pricing", "full")
    if pricing == "no_tariff":
        return BOARD_FACTS["import"][resource] * n, 0
    total = actions.unit_price(state, source, resource) * n
    if pricing == "half":
        return ceil(total / 2), 0
    if pricing == "state_half":
        return ceil(total / 2), total - ceil(total / 2)
    return total, 0


def card_max(state: dict, step: dict, source: str, resource: str) -> int:
    """Most units the buyer can take: its Population, the source's stock, its money at the
    card's price."""
    stock = actions.seller_stock(state, source, resource)
    most = mainboard.population(state, step["role"]) if stock is None else min(mainboard.population(state, step["role"]), stock)
    money = actions.role_money(state, step["role"])
    while most and card_price(state, step, source, resource, most)[0] > money:
        most -= 1
    return most


def buy_choices(state: dict, step: dict) -> list[tuple[str, str]]:
    """(source, resource) pairs the card allows with at least one unit to buy."""
    return [(s, r) for r in step["resources"] for s in step["sources"]
            if s in actions.sources(state, step["role"], r) and card_max(state, step, s, r) > 0]


def card_buy(role: str, sources: list[str], resources: list[str], pricing: str = "full") -> dict:
    return {"step": "card_buy", "role": role, "sources": sources, "resources": resources, "pricing": pricing}


def can_card_buy(state: dict, step: dict) -> bool:
    return bool(buy_choices(state, step))


@decision("card_buy")
class CardBuy:
    """The good (if the card leaves it open), the source (if several), then how many."""

    def prompt(self, state, step):
        seat = seat_of(state, step["role"])
        choices = buy_choices(state, step)
        if len({r for _s, r in choices}) > 1:
            return Prompt("hegemony.card_buy_resource", seat, _("Which good or service do you buy?"),
                          tuple(Option(f"resource:{r}", _("Buy {resource}"), {"resource": r})
                                for r in step["resources"] if any(c[1] == r for c in choices)))
        if len({s for s, _r in choices}) > 1:
            resource = choices[0][1]
            return Prompt("hegemony.card_buy_source", seat, _("Buy {resource} from which source?"),
                          tuple(Option(f"source:{s}", _("From {source}: up to {n}"),
                                       {"source": s, "n": card_max(state, step, s, resource)}) for s, _r in choices),
                          {"resource": resource})
        source, resource = choices[0]
        amounts = range(1, card_max(state, step, source, resource) + 1)
        return Prompt("hegemony.card_buy_quantity", seat, _("How many {resource}?"),
                      tuple(Option(f"qty:{n}", _("{n} for {price}₳"),
                                   {"n": n, "price": card_price(state, step, source, resource, n)[0]}) for n in amounts),
                      {"resource": resource})

    def choose(self, state, step, option):
        kind, key = option.id.split(":")
        if kind == "resource":
            push(state, {**step, "resources": [key]})
            return []
        if kind == "source":
            push(state, {**step, "sources": [key]})
            return []
        source, resource = buy_choices(state, step)[0]
        n = int(key)
        paid, state_share = card_price(state, step, source, resource, n)
        actions.spend(state, step["role"], paid)
        if state_share:
            economy.pay_mandatory(state, "state", state_share)
        if source != "foreign":
            economy.gain(state, source, paid + state_share)
        elif step.get("pricing", "full") == "full":
            state["treasury"] += economy.tariff(state, resource) * n
        actions.deliver(state, step["role"], source, resource, n)
        shield_units(state, n)  # a card's shield per so many bought (Import Subsidy)
        welfare = government.service_sold(state, step["role"], resource, n) if source == "state" else []
        return [log("bought", role=step["role"], resource=resource, source=source, n=n, paid=paid)] + welfare


# --------------------------------------------------------------------------- selling to the State

def sell_room(state: dict, resource: str) -> int:
    return max(0, production.public_service_limit(state, resource) - state["services"][resource])


def sell_most(state: dict, role: str, resource: str, most: int) -> int:
    """Never more than the State can store; it pays even with a Loan (FAQ Bid Rigging)."""
    return min(most, state["classes"][role]["storage"][resource], sell_room(state, resource))


@decision("sell_to_state")
class SellToState:
    def prompt(self, state, step):
        most = sell_most(state, step["role"], step["resource"], step["most"])
        return Prompt("hegemony.sell_to_state", seat_of(state, step["role"]),
                      _("Sell how many {resource} to the State at {price}₳ each?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(1, most + 1)),
                      {"resource": step["resource"], "price": step["price"]})

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        state["classes"][step["role"]]["storage"][step["resource"]] -= n
        state["services"][step["resource"]] += n
        shield_units(state, n)  # a card's shield per so many sold (Health Crisis)
        return [log("sold_to_state", role=step["role"], resource=step["resource"], n=n)] + \
            from_state(state, step["role"], n * step["price"])


def sell_to_state(resource: str, most: int, price: int):
    """"Sell up to {most} {resource} to the State for {price}₳ each": (effect, when)."""
    def run(state, role):
        push(state, {"step": "sell_to_state", "role": role, "resource": resource, "most": most, "price": price})
        return []
    return run, lambda state, role: sell_most(state, role, resource, most) > 0


# --------------------------------------------------------------------------- assigning Workers

def own_employee_slots(state: dict, owner: str, cls: str) -> list[Option]:
    """The employee slots of `owner`'s companies open to an unemployed Worker of `cls`."""
    pool = state["classes"][cls]["unemployed"]
    return [Option(f"company:{e['id']}", _("Fill {company}"), {"company": e["id"]})
            for e in workers.open_companies(state, cls) if e in state["private_sector"].get(owner, [])
            and workers.fill_plan(workers.slots_of(e), pool) is not None]


def assign_targets(state: dict, step: dict) -> list[Option]:
    cls, left = step["workers"], step["left"]
    if step.get("target") == "own":
        options = own_employee_slots(state, step["role"], cls)
    else:
        options = actions.assign_options(state, cls, left)
    if step.get("reassign"):
        options += [Option(f"withdraw:{e['id']}", _("Take your Workers out of {company}"), {"company": e["id"]})
                    for e in workers.movable(state, cls)]
    return options


def card_assign(role: str, left: int, **extra) -> dict:
    """A card's Assign Workers: up to `left` Workers of "workers" (the player's own by default);
    "target" own: into the player's own employee slots; "fee": ₳ per Worker from the company's
    owner; "grant": ₳ per Worker from the State; "reassign": Workers in companies may move too."""
    return {"step": "card_assign", "role": role, "workers": extra.pop("workers", role), "left": left,
            "vacated": [], **extra}


@decision("card_assign")
class CardAssign:
    def prompt(self, state, step):
        options = assign_targets(state, step) + [Option("done", _("Stop assigning"))]
        return Prompt("hegemony.card_assign", seat_of(state, step["role"]), _("Assign Workers: {left} left"),
                      tuple(options), {"left": step["left"]})

    def choose(self, state, step, option):
        role, cls = step["role"], step["workers"]
        if option.id == "done":
            return workers.check_unions(state) if cls == "working" else []
        kind, key = option.id.split(":", 1)
        if kind == "withdraw":
            workers.withdraw(state, actions.find_company(state, key), cls)
            push(state, {**step, "vacated": step["vacated"] + [key]})
            return [log("workers_withdrawn", role=cls, company=key)]
        used, entry = actions.assign(state, cls, option.id)
        events = [log("workers_assigned", role=cls, target=key, workers=used)]
        if entry is not None and key in step["vacated"]:
            for w in workers.staffed_by(entry, cls):  # refilled in the same action: as a swap (FAQ)
                w["committed"] = False
        if entry is not None and step.get("fee"):
            payer = owner_of(state, entry)
            economy.pay_mandatory(state, payer, step["fee"] * used)
            economy.gain(state, role, step["fee"] * used)
            events.append(log("signing_bonus", role=payer, amount=step["fee"] * used))
        if step.get("grant"):
            events += from_state(state, role, step["grant"] * used)
        if state.get("demonstration") and cls == "working" and not workers.demonstration_allowed(state):
            state["demonstration"] = False
        left = step["left"] - used
        rest = {**step, "left": left}
        if left > 0 and assign_targets(state, rest):
            push(state, rest)
        elif cls == "working":
            events += workers.check_unions(state)
        return events


ANY_NUMBER = 99  # "assign any number": more than there are Workers


# --------------------------------------------------------------------------- a skilled Worker from the Supply

@decision("supply_worker")
class SupplyWorker:
    """A skilled Worker of the player's choice joins the Unemployed Workers of a class."""

    def prompt(self, state, step):
        return Prompt("hegemony.supply_worker", seat_of(state, step["role"]), _("Which skilled Worker joins you?"),
                      tuple(Option(f"skill:{s}", _("Skilled in {skill}"), {"skill": s}) for s in SKILLS))

    def choose(self, state, step, option):
        skill = option.id.split(":")[1]
        state["classes"][step["workers"]]["unemployed"].append({"class": step["workers"], "skill": skill,
                                                                "committed": False})
        if step.get("then") and assign_targets(state, step["then"]):
            push(state, step["then"])
        return [log("skilled_worker", role=step["workers"], skill=skill)]


# --------------------------------------------------------------------------- cubes and Bills

@automatic("card_cubes")
def card_cubes(state, step):
    return add_cubes(state, step["role"], step["n"])


def bill_card(policy: int | None = None, cubes: int = 0, **bill):
    """"Propose a Bill [for policy]. [Add n Voting cubes to the bag.]": (effect, when). The cubes
    follow the Bill and any Immediate Vote, in the printed order."""
    if policy is not None:
        bill["policies"] = [policy]

    def run(state, role):
        steps = [{"step": "bill", "role": role, **bill}]
        if cubes:
            steps.append({"step": "card_cubes", "role": role, "n": cubes})
        push(state, *steps)
        return []
    return run, lambda state, role: actions.can_propose(state, role, bill)


@decision("remove_cubes")
class RemoveCubes:
    """Fake News: up to 4 of the 6 drawn cubes leave the bag, the rest go back."""

    def prompt(self, state, step):
        options = [Option(f"cube:{cls}", _("Remove a {role} cube"), {"role": cls}) for cls in VOTERS if step["drawn"][cls]]
        return Prompt("hegemony.remove_cubes", seat_of(state, step["role"]), _("Remove up to {left} of the drawn cubes"),
                      tuple(options + [Option("done", _("Return the rest to the bag"))]), {"left": step["left"]})

    def choose(self, state, step, option):
        drawn, events = dict(step["drawn"]), []
        if option.id != "done":
            cls = option.id.split(":")[1]
            drawn[cls] -= 1
            state["cube_supply"][cls] += 1
            events.append(log("cube_removed", role=cls))
            if step["left"] > 1 and sum(drawn.values()):
                push(state, {**step, "drawn": drawn, "left": step["left"] - 1})
                return events
        for cls, n in drawn.items():
            state["bag"][cls] += n
        return events


FAKE_NEWS_DRAW, FAKE_NEWS_REMOVE = 6, 4
INTEREST_GROUPS = 3


def fake_news(state: dict, role: str) -> list[dict]:
    drawn = {cls: 0 for cls in VOTERS}
    for _n in range(min(FAKE_NEWS_DRAW, bag_total(state))):
        drawn[draw_one(state)] += 1
    push(state, {"step": "remove_cubes", "role": role, "drawn": drawn, "left": FAKE_NEWS_REMOVE})
    return [log("cubes_revealed", role=role, drawn=drawn)]


def interest_groups(state: dict, role: str) -> list[dict]:
    """Cubes are revealed until 3 of the opponents' show (or the bag runs out); those 3 go back to
    their owners' supplies and 3 of the player's take their place; every revealed cube returns to
    the bag. Opponents are the other players: the Middle Class cubes of a 2-player game are
    revealed and returned like the player's own."""
    opponents = [r for r in state["roles"] if r in VOTERS and r != role]
    revealed = {cls: 0 for cls in VOTERS}
    while sum(revealed[r] for r in opponents) < INTEREST_GROUPS and bag_total(state):
        revealed[draw_one(state)] += 1
    for cls, n in revealed.items():
        if cls in opponents:
            state["cube_supply"][cls] += n
        else:
            state["bag"][cls] += n
    replaced = sum(revealed[r] for r in opponents)
    return [log("cubes_revealed", role=role, drawn=revealed)] + add_cubes(state, role, replaced)


# --------------------------------------------------------------------------- Migration

MIGRATION_UNEMPLOYED, MIGRATION_REMOVED = 4, 2
MIGRATION_MONEY = {"U": 5, "skilled": 10}


@decision("migration")
class Migration:
    def prompt(self, state, step):
        pool = state["classes"][step["role"]]["unemployed"]
        skills = sorted({w["skill"] for w in pool}, key="UFLHEM".index)
        options = [Option(f"worker:{s}", _("Remove a Worker skilled in {skill}") if s != "U" else _("Remove an unskilled Worker"),
                          {"skill": s}) for s in skills]
        if step["left"] < MIGRATION_REMOVED:
            options.append(Option("done", _("Remove no more")))
        return Prompt("hegemony.remove_worker", seat_of(state, step["role"]), _("Migration: remove up to {left} Workers"),
                      tuple(options), {"left": step["left"]})

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        skill = option.id.split(":")[1]
        pool = state["classes"][step["role"]]["unemployed"]
        pool.pop(next(j for j, w in enumerate(pool) if w["skill"] == skill))
        money = MIGRATION_MONEY["U" if skill == "U" else "skilled"]
        economy.gain(state, step["role"], money)
        if step["left"] > 1 and pool:
            push(state, {**step, "left": step["left"] - 1})
        return [log("worker_emigrated", role=step["role"], skill=skill, money=money)]


def migration(state: dict, role: str) -> list[dict]:
    push(state, {"step": "migration", "role": role, "left": MIGRATION_REMOVED})
    return []


def migration_when(state: dict, role: str) -> bool:
    return len(state["classes"][role]["unemployed"]) >= MIGRATION_UNEMPLOYED


# --------------------------------------------------------------------------- a Public Company works overtime

def public_shift_targets(state: dict) -> list[dict]:
    """Face-up Public Companies that can produce now: staffed and not on Strike (a struck company
    cannot produce in any way: Strike)."""
    return [c for c in state["public_sector"] if c["face_up"] and mainboard.is_operational(c) and c["workers"]
            and not c["strike"]]


@decision("public_shift")
class PublicShift:
    def prompt(self, state, step):
        return Prompt("hegemony.public_shift", seat_of(state, step["role"]), _("Which Public Company produces?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]})
                            for c in public_shift_targets(state)))

    def choose(self, state, step, option):
        entry = actions.find_company(state, option.id.split(":")[1])
        events: list = []
        production.produce_company(state, "state", entry, events)
        resource = production.RESOURCE[COMPANIES[entry["id"]]["industry"]]
        then = card_buy(step["role"], ["state"], [resource])
        if can_card_buy(state, then):
            may(state, step["role"], "buy", then)
        return events


def public_shift(state: dict, role: str) -> list[dict]:
    push(state, {"step": "public_shift", "role": role})
    return []


def public_shift_when(state: dict, role: str) -> bool:
    return bool(public_shift_targets(state))


# --------------------------------------------------------------------------- the faces printed on both decks

def cubes_in_bag(state: dict, role: str) -> bool:
    return bag_total(state) > 0


register("working:fake-news", "middle:fake-news", card=(fake_news, cubes_in_bag))
register("working:interest-groups", "middle:interest-groups", card=(interest_groups, cubes_in_bag))
register("working:immigration-reform", "middle:immigration-reform", card=bill_card(7, cubes=2))
register("working:public-opinion-polling", "middle:public-opinion-polling", card=bill_card(vote="polling"))


def half_price_welfare(resource: str):
    """Healthcare Benefits, State Scholarship: buy from the State up to the Population at half
    the total cost, rounded up (FAQ)."""
    step = lambda role: card_buy(role, ["state"], [resource], "half")  # noqa: E731

    def run(state, role):
        push(state, step(role))
        return []
    return run, lambda state, role: can_card_buy(state, step(role))


HIGHLIGHT_INFLUENCE, HIGHLIGHT_COST = 3, 15


def highlight_social_issues(state: dict, role: str) -> list[dict]:
    """Buy 3 Influence from the State for 15₳."""
    actions.spend(state, role, HIGHLIGHT_COST)
    state["treasury"] += HIGHLIGHT_COST
    actions.deliver(state, role, "state", "influence", HIGHLIGHT_INFLUENCE)
    return [log("bought", role=role, resource="influence", source="state", n=HIGHLIGHT_INFLUENCE, paid=HIGHLIGHT_COST)]


def highlight_when(state: dict, role: str) -> bool:
    return state["services"]["influence"] >= HIGHLIGHT_INFLUENCE and actions.role_money(state, role) >= HIGHLIGHT_COST


register("working:healthcare-benefits", "middle:healthcare-benefits", card=half_price_welfare("health"))
register("working:state-scholarship", "middle:state-scholarship", card=half_price_welfare("education"))
register("working:highlight-social-issues", "middle:highlight-social-issues",
         card=(highlight_social_issues, highlight_when))
register("working:migration", "middle:migration", card=(migration, migration_when))


def labor_market_deregulation(state: dict, role: str) -> list[dict]:
    """Assign any number of unemployed Workers; under 2C Workers already in other Companies may
    be reassigned too (never committed ones: FAQ)."""
    push(state, card_assign(role, ANY_NUMBER, reassign=mainboard.section(state, 2) == "C"))
    return []


def labor_market_deregulation_when(state: dict, role: str) -> bool:
    return bool(assign_targets(state, card_assign(role, ANY_NUMBER, reassign=mainboard.section(state, 2) == "C")))


register("working:labor-market-deregulation", "middle:labor-market-deregulation",
         card=(labor_market_deregulation, labor_market_deregulation_when))
