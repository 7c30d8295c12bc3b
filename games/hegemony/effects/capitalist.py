"""The Capitalist Class action cards played for their effect (28 faces; each function's
docstring is the printed text). A card that performs a Basic Action runs that action's own step
with the card's terms; every choice it gives is a prompt of its own."""
from __future__ import annotations

from math import ceil

from games.engine import Option, Prompt, _, shuffle
from games.hegemony import actions, board, economy, elections, production, workers
from games.hegemony.components import COMPANIES
from games.hegemony.effects import effect
from games.hegemony.flow import automatic, decision, push, seat_of
from games.hegemony.opening import draw

CC = "capitalist"
STATE_PRICE = 10  # Bid Rigging, Health Crisis, Higher Education Program: 10₳ each


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def money(state: dict) -> int:
    return economy.money(state, CC)


def own(state: dict) -> list[dict]:
    return state["private_sector"][CC]


def cubes(state: dict, n: int, role: str = CC) -> list[dict]:
    added = elections.add_cubes(state, role, n)
    return [log("cubes_added", role=role, cubes=added)]


# --------------------------------------------------------------------------- selling to the State


def state_room(state: dict, resource: str) -> int | None:
    """How much more the State can take (FAQ, Bid Rigging: never more than it can store). Health
    and Education go to the Public Services; Luxury to the State's board at 4 players (its limit
    is its production plus 6), to the supply otherwise (no limit)."""
    if resource != "luxury" or "state" in state["roles"]:
        have = state["services"][resource] if resource != "luxury" else state["classes"]["state"]["storage"][resource]
        return production.public_service_limit(state, resource) - have
    return None


def sale_most(state: dict, role: str, resource: str, most: int) -> int:
    room = state_room(state, resource)
    return max(0, min(most, state["classes"][role]["storage"][resource], most if room is None else room))


def sell_to_state(resource: str, most: int, influence: int = 0):
    """The effect "Sell up to `most` of a resource to the State for 10₳ each" (any class that has
    Storages), then the Influence the card adds."""
    def start(state, role):
        push(state, {"step": "sell_to_state", "role": role, "resource": resource, "most": most, "influence": influence})
        return []
    return start


@decision("sell_to_state")
class SellToState:
    """Goods from the Storage (not the Free Trade Zone: they are sold to the State, not abroad);
    the State pays, taking a Loan if it must (FAQ, Bid Rigging)."""

    def prompt(self, state, step):
        most = sale_most(state, step["role"], step["resource"], step["most"])
        return Prompt("hegemony.sell_to_state", seat_of(state, step["role"]), _("Sell how many {resource} to the State at {price}₳?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(most + 1)),
                      {"resource": step["resource"], "price": STATE_PRICE})

    def choose(self, state, step, option):
        role, n, resource = step["role"], int(option.id.split(":")[1]), step["resource"]
        state["classes"][role]["storage"][resource] -= n
        economy.from_state(state, role, STATE_PRICE * n)
        if resource != "luxury":
            production.store(state, "state", resource, n)
        elif "state" in state["roles"]:
            state["classes"]["state"]["storage"][resource] += n
        state["classes"][role]["influence"] += step["influence"]
        return [log("sold_to_state", role=role, resource=resource, n=n, money=STATE_PRICE * n,
                    influence=step["influence"])]


effect("capitalist:bid-rigging")(sell_to_state("luxury", 6, influence=1))
effect("capitalist:health-crisis")(sell_to_state("health", 9))
effect("capitalist:higher-education-program")(sell_to_state("education", 9))


# --------------------------------------------------------------------------- money and VP


@effect("capitalist:business-grants")
def business_grants(state, role):
    """Get 5₳ from the State for each Company you own."""
    amount = 5 * len(own(state))
    economy.from_state(state, CC, amount)
    return [log("money_from_state", role=CC, money=amount)]


@effect("capitalist:buy-private-island", when=lambda state, role: money(state) >= 50)
def buy_private_island(state, role):
    """Pay 50₳ from your Capital to the State. Gain 7 VP."""
    economy.pay_from_capital(state, 50)
    state["treasury"] += 50
    state["classes"][CC]["vp"] += 7
    return [log("vp_bought", role=CC, money=50, vp=7)]


@effect("capitalist:offshore-companies")
def offshore_companies(state, role):
    """Move half of your Revenue to your Capital (rounded down)."""
    cc = state["classes"][CC]
    moved = cc["revenue"] // 2
    cc["revenue"] -= moved
    cc["capital"] += moved
    return [log("revenue_to_capital", role=CC, money=moved)]


# --------------------------------------------------------------------------- Voting cubes


@effect("capitalist:endorse-political-campaign", when=lambda state, role: money(state) >= 15)
def endorse_political_campaign(state, role):
    """Spend 15₳ and add 6 Voting cubes to the bag."""
    actions.spend(state, CC, 15)
    return cubes(state, 6)


def own_in(state: dict, industries: tuple) -> int:
    return sum(1 for c in own(state) if COMPANIES[c["id"]]["industry"] in industries)


@effect("capitalist:trade-protectionism-lobby")
def trade_protectionism_lobby(state, role):
    """Add 2 Voting cubes to the bag for each Company you own in the Agricultural industry. If 6A
    is in effect, also count the Companies in the Luxury industry."""
    counted = ("food", "luxury") if board.section(state, 6) == "A" else ("food",)
    return cubes(state, 2 * own_in(state, counted))


def opponents(state: dict, role: str) -> set:
    """Cubes of the classes other players play (at 2 players the Middle Class cubes are nobody's)."""
    return {r for r in state["roles"] if r in elections.VOTERS and r != role}


@effect("capitalist:interest-groups")
def interest_groups(state, role):
    """Reveal Voting cubes from the bag until you reveal 3 opponents' cubes. Replace them with your
    Voting cubes and return all revealed cubes to the bag."""
    revealed = {cls: 0 for cls in elections.VOTERS}
    theirs = []
    while len(theirs) < 3 and sum(state["bag"].values()):
        cls = next(c for c, n in elections.draw_cubes(state, 1).items() if n)
        revealed[cls] += 1
        if cls in opponents(state, role):
            theirs.append(cls)
    for cls, n in revealed.items():
        state["bag"][cls] += n
    replaced = []
    for cls in theirs:
        if not state["cube_supply"][role]:
            break  # components are limited: a cube with no replacement stays
        state["bag"][cls] -= 1
        state["cube_supply"][cls] += 1
        elections.add_cubes(state, role, 1)
        replaced.append(cls)
    return [log("cubes_revealed", role=role, drawn=revealed), log("cubes_replaced", role=role, replaced=replaced)]


@effect("capitalist:fake-news")
def fake_news(state, role):
    """Draw 6 Voting cubes from the bag. Remove up to 4 of them and return the rest to the bag.
    (A bag with fewer gives what it has: refilling an empty bag is the Elections' rule.)"""
    drawn = elections.draw_cubes(state, min(6, sum(state["bag"].values())))
    push(state, {"step": "fake_news", "role": role, "drawn": drawn, "left": 4})
    return [log("cubes_revealed", role=role, drawn=drawn)]


@decision("fake_news")
class FakeNews:
    """One cube removed per choice (to its class's supply); done, the rest go back to the bag."""

    def prompt(self, state, step):
        options = [Option(f"remove:{cls}", _("Remove a {role} cube"), {"role": cls})
                   for cls, n in step["drawn"].items() if n] if step["left"] else []
        return Prompt("hegemony.remove_cubes", seat_of(state, step["role"]), _("Remove drawn cubes: {left} left"),
                      tuple(options + [Option("done", _("Return the rest to the bag"))]), {"left": step["left"]})

    def choose(self, state, step, option):
        drawn = dict(step["drawn"])
        if option.id == "done":
            for cls, n in drawn.items():
                state["bag"][cls] += n
            return [log("cubes_returned", role=step["role"], cubes=drawn)]
        cls = option.id.split(":")[1]
        drawn[cls] -= 1
        state["cube_supply"][cls] += 1
        push(state, {**step, "drawn": drawn, "left": step["left"] - 1})
        return [log("cube_removed", role=step["role"], cls=cls)]


# --------------------------------------------------------------------------- Bills


def bill(**terms):
    """A card's Propose Bill: the Basic Action's step with the card's terms (see actions.Bill)."""
    def start(state, role):
        push(state, {"step": "bill", "role": role, **terms})
        return []
    return start


def can_bill(**terms):
    return lambda state, role: actions.can_propose(state, role, terms)


effect("capitalist:radical-reforms", when=can_bill(anywhere=True))(bill(anywhere=True, vote="never"))


@effect("capitalist:public-opinion-polling", when=can_bill())
def public_opinion_polling(state, role):
    """Propose a Bill and reveal 5 Voting cubes from the bag. You may then call for an Immediate
    Vote without spending Influence. If you do, use those 5 cubes instead of drawing new ones. If
    not, return them to the bag."""
    return bill(vote="polling")(state, role)


@effect("capitalist:push-political-agenda",
        when=lambda state, role: money(state) >= 25 and state["classes"][CC]["bills"] >= 2
        and len({b[0] for b in actions.bill_options(state)}) >= 2)
def push_political_agenda(state, role):
    """Pay 25₳ to Propose 2 Bills (each with its own Immediate Vote, on another policy: FAQ)."""
    actions.spend(state, CC, 25)
    return bill(more=1)(state, role)


@automatic("card_cubes")
def card_cubes(state, step):
    return cubes(state, step["n"])


def bill_then_cubes(policy: int):
    """Propose a Bill for one policy, then add 2 Voting cubes (in the printed order: an
    Immediate Vote on the Bill comes before the cubes)."""
    def start(state, role):
        push(state, {"step": "bill", "role": CC, "policies": [policy]}, {"step": "card_cubes", "n": 2})
        return []
    return start


effect("capitalist:tap-into-new-markets", when=can_bill(policies=[6]))(bill_then_cubes(6))
effect("capitalist:taxed-enough-already", when=can_bill(policies=[3]))(bill_then_cubes(3))


# --------------------------------------------------------------------------- building Companies


def build_price(step: dict, card: dict) -> int:
    """What the Capitalist Class pays: half (rounded up, as the FAQ rounds half prices), or the
    cost with the card's difference."""
    return ceil(card["cost"] / 2) if step.get("half") else card["cost"] + step.get("extra", 0)


def build_candidates(state: dict, step: dict) -> list[str]:
    """Companies a card may build: from the Market (or the deck, searched), of the industries it
    names, affordable at the card's price (Build Company's own test)."""
    pool = state["secret"]["companies_capitalist"] if step.get("deck") else state["classes"][CC]["market"]
    return actions.build_options(state, CC, lambda card: build_price(step, card),
                                 [c for c in pool if COMPANIES[c]["industry"] in step.get("industries", INDUSTRIES)])


INDUSTRIES = ("food", "luxury", "health", "education", "media")


@decision("card_build")
class CardBuild:
    """Build Company at a card's price; the company then gets its Wage and may be staffed as
    after the Basic Action."""

    def prompt(self, state, step):
        text = _("Search the Company deck: build which?") if step.get("deck") else _("Build which Company?")
        return Prompt("hegemony.build_company", seat_of(state, CC), text,
                      tuple(Option(f"company:{c}", _("{company} for {cost}₳"),
                                   {"company": c, "cost": build_price(step, COMPANIES[c])})
                            for c in build_candidates(state, step)))

    def choose(self, state, step, option):
        card_id = option.id.split(":")[1]
        price = build_price(step, COMPANIES[card_id])
        actions.spend(state, CC, price)
        if step.get("half"):
            economy.pay_mandatory(state, "state", COMPANIES[card_id]["cost"] - price)  # the other half, to the supply
        if step.get("deck"):  # the searched card is taken out and the deck shuffled
            state["secret"]["companies_capitalist"].remove(card_id)
            shuffle(state["rng"], state["secret"]["companies_capitalist"])
        else:
            state["classes"][CC]["market"].remove(card_id)
        return actions.found_company(state, CC, card_id)


INDUSTRIALIZATION = {"half": True, "industries": ["food", "luxury"]}


@effect("capitalist:industrialization", when=lambda state, role: bool(build_candidates(state, INDUSTRIALIZATION)))
def industrialization(state, role):
    """Build a Luxury or Agricultural Company paying half its cost. The other half is paid by the
    State (half rounded up for you, as the FAQ rounds the half prices)."""
    push(state, {"step": "card_build", "role": CC, **INDUSTRIALIZATION})
    return []


CHEAPER, SEARCH = {"extra": -10}, {"extra": 10, "deck": True}


@effect("capitalist:investment-opportunities",
        when=lambda state, role: bool(build_candidates(state, CHEAPER) or build_candidates(state, SEARCH)))
def investment_opportunities(state, role):
    """Build a Company paying 10₳ less. OR Search the Company deck for a Company of your choice
    and build it paying 10₳ more."""
    push(state, {"step": "investment", "role": CC})
    return []


@decision("investment")
class Investment:
    def prompt(self, state, step):
        options = []
        if build_candidates(state, CHEAPER):
            options.append(Option("mode:market", _("Build a Company from the Market paying 10₳ less")))
        if build_candidates(state, SEARCH):
            options.append(Option("mode:deck", _("Search the Company deck and build paying 10₳ more")))
        return Prompt("hegemony.investment", seat_of(state, CC), _("Investment Opportunities"), tuple(options))

    def choose(self, state, step, option):
        push(state, {"step": "card_build", "role": CC, **(SEARCH if option.id == "mode:deck" else CHEAPER)})
        return []


@effect("capitalist:business-expansion", when=lambda state, role: actions.can_build(state, CC))
def business_expansion(state, role):
    """Build 2 Companies. Add an equal number of new Companies to the Market (as many as you
    could build, if only one)."""
    push(state, {"step": "build", "role": CC},
         {"step": "expansion", "left": 1, "market": len(state["classes"][CC]["market"])})
    return []


@automatic("expansion")
def expansion(state, step):
    if step["left"] and actions.can_build(state, CC):
        push(state, {"step": "build", "role": CC}, {**step, "left": 0})
        return []
    market = state["classes"][CC]["market"]
    built = step["market"] - len(market)
    market += draw(state, "companies_capitalist", built)
    return [log("market_refilled", role=CC, n=built)]


# --------------------------------------------------------------------------- Workers and Wages


def empty_companies(state: dict) -> list[dict]:
    return [c for c in own(state) if not COMPANIES[c["id"]]["automated"] and not c["workers"]]


@effect("capitalist:unemployment-initiative-program",
        when=lambda state, role: any(actions.staff_options(state, CC, c) for c in empty_companies(state)))
def unemployment_initiative_program(state, role):
    """Assign unemployed Workers to one of your non-operational Companies. Get 5₳ from the State
    for each Worker assigned this way."""
    push(state, {"step": "initiative", "role": CC})
    return []


@decision("initiative")
class Initiative:
    def prompt(self, state, step):
        return Prompt("hegemony.choose_company", seat_of(state, CC), _("Assign unemployed Workers to which Company?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]})
                            for c in empty_companies(state) if actions.staff_options(state, CC, c)))

    def choose(self, state, step, option):
        push(state, {"step": "initiative_staff", "role": CC, "company": option.id.split(":")[1]})
        return []


@decision("initiative_staff")
class InitiativeStaff(actions.Staff):
    """The Build Company staffing choice (which class's Workers), without leaving it empty; the
    State pays 5₳ per Worker assigned."""

    def prompt(self, state, step):
        base = super().prompt(state, step)
        return Prompt(base.id, base.seat, base.text, tuple(o for o in base.options if o.id != "staff:none"), base.params)

    def choose(self, state, step, option):
        events = super().choose(state, step, option)
        amount = 5 * events[-1]["workers"]
        economy.from_state(state, CC, amount)
        return events + [log("money_from_state", role=CC, money=amount)]


def supply_classes(state: dict) -> list[str]:
    return [c for c in ("working", "middle") if c in state["classes"]]


@effect("capitalist:foreign-recruitment", when=lambda state, role: money(state) >= 10 and bool(empty_companies(state)))
def foreign_recruitment(state, role):
    """Choose one of your non-operational Companies. Spend 10₳ and assign matching Workers from
    the Supply to that Company (new Workers of the class you choose, committed as assigned)."""
    push(state, {"step": "recruit", "role": CC})
    return []


@decision("recruit")
class Recruit:
    def prompt(self, state, step):
        options = [Option(f"company:{c['id']}:{cls}", _("{company}: new {role} Workers"), {"company": c["id"], "role": cls})
                   for c in empty_companies(state) for cls in supply_classes(state)]
        return Prompt("hegemony.recruit", seat_of(state, CC), _("Recruit Workers from the Supply for which Company?"),
                      tuple(options))

    def choose(self, state, step, option):
        _kind, card_id, cls = option.id.split(":")
        actions.spend(state, CC, 10)
        entry = actions.find_company(state, card_id)
        entry["workers"] = [{"class": cls, "skill": slot, "committed": True} for slot in workers.slots_of(entry)]
        return [log("workers_recruited", role=CC, company=card_id, cls=cls, workers=len(entry["workers"]))]


def wage_companies(state: dict) -> list[dict]:
    return [c for c in own(state) if c["wage"] is not None]


def movable(entry: dict) -> bool:
    return not any(w["committed"] for w in entry["workers"])


def lured(state: dict, entry: dict) -> list[dict]:
    """Operational Public Companies of the same industry with as many Workers as the Company has
    slots, whose Workers are free to move and fit its slots (Competitive Wages)."""
    slots = workers.slots_of(entry)
    if not movable(entry):
        return []
    return [p for p in state["public_sector"] if p["face_up"] and board.is_operational(p) and movable(p)
            and COMPANIES[p["id"]]["industry"] == COMPANIES[entry["id"]]["industry"]
            and len(p["workers"]) == len(slots) and workers.fill_plan(slots, p["workers"]) is not None]


@effect("capitalist:competitive-wages", when=lambda state, role: bool(wage_companies(state)))
def competitive_wages(state, role):
    """Set the Wages in one of your Companies to L3. Then, choose an operational Company of the
    same industry in the Public Sector with the same number of Workers. Assign those Workers to
    your Company."""
    push(state, {"step": "competitive", "role": CC})
    return []


@decision("competitive")
class Competitive:
    def prompt(self, state, step):
        return Prompt("hegemony.choose_company", seat_of(state, CC), _("Set the Wages of which Company to level 3?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]}) for c in wage_companies(state)))

    def choose(self, state, step, option):
        card_id = option.id.split(":")[1]
        actions.find_company(state, card_id)["wage"] = 3  # not a Free Action: nobody is committed by it
        if lured(state, actions.find_company(state, card_id)):
            push(state, {"step": "competitive_public", "role": CC, "company": card_id})
        return [log("wage_set", role=CC, company=card_id, level=3)]


@decision("competitive_public")
class CompetitivePublic:
    def prompt(self, state, step):
        entry = actions.find_company(state, step["company"])
        return Prompt("hegemony.choose_public_company", seat_of(state, CC),
                      _("Take the Workers of which Public Company?"),
                      tuple(Option(f"company:{p['id']}", _("{company}"), {"company": p["id"]}) for p in lured(state, entry)))

    def choose(self, state, step, option):
        entry = actions.find_company(state, step["company"])
        public = actions.find_company(state, option.id.split(":")[1])
        workers.release(entry, state)  # Workers already there (none committed) become unemployed
        pool = public["workers"]
        public["workers"] = []
        public["strike"] = False  # a company left without Workers loses its Strike token
        entry["workers"] = workers.place(pool, workers.fill_plan(workers.slots_of(entry), pool))
        events = [log("workers_moved", role=CC, source=public["id"], company=entry["id"], workers=len(entry["workers"]))]
        return events + workers.check_unions(state)


def shift_companies(state: dict) -> list[dict]:
    """Non-automated, operational, not on Strike (Strike: no production in any way), and its Wage
    affordable (FAQ, Extra Shift)."""
    return [c for c in own(state) if not COMPANIES[c["id"]]["automated"] and board.is_operational(c)
            and not c["strike"] and production.wage(c) <= money(state)]


@effect("capitalist:extra-shift", when=lambda state, role: bool(shift_companies(state)))
def extra_shift(state, role):
    """Choose one of your non-automated Companies. Pay the workers' wages and perform a Production."""
    push(state, {"step": "card_shift", "role": CC})
    return []


@decision("card_shift")
class CardShift:
    def prompt(self, state, step):
        return Prompt("hegemony.extra_shift", seat_of(state, CC), _("Which Company works an Extra Shift?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]}) for c in shift_companies(state)))

    def choose(self, state, step, option):
        events: list = []
        production.produce_company(state, CC, actions.find_company(state, option.id.split(":")[1]), events)
        return events


def exit_options(state: dict) -> list[dict]:
    return [c for c in actions.sellable(state, CC) if not c["machinery"]]


@effect("capitalist:exit-strategy", when=lambda state, role: bool(exit_options(state)))
def exit_strategy(state, role):
    """Sell one of your Companies without Machinery for twice its cost."""
    push(state, {"step": "exit_sale", "role": CC})
    return []


@decision("exit_sale")
class ExitSale(actions.Sell):
    """Sell Company (no committed Workers), for twice the cost."""

    def prompt(self, state, step):
        return Prompt("hegemony.sell_company", seat_of(state, CC), _("Sell which Company?"),
                      tuple(Option(f"company:{c['id']}", _("{company} for {cost}₳"),
                                   {"company": c["id"], "cost": 2 * COMPANIES[c["id"]]["cost"]}) for c in exit_options(state)))

    def choose(self, state, step, option):
        events = super().choose(state, step, option)
        economy.gain(state, CC, COMPANIES[option.id.split(":")[1]]["cost"])  # the second time its cost
        return events


# --------------------------------------------------------------------------- Machinery


MACHINERY_PRICES = {1: 20, 2: 45}


def machinery_slots(state: dict) -> list[dict]:
    """Companies showing the Machinery icon, one token each."""
    return [c for c in own(state) if COMPANIES[c["id"]]["machinery_bonus"] and not c["machinery"]]


@effect("capitalist:technological-progress", when=lambda state, role: money(state) >= MACHINERY_PRICES[1])
def technological_progress(state, role):
    """Pay 20₳ to get a Machinery. OR Pay 45₳ to get 2 Machinery."""
    push(state, {"step": "machinery_buy", "role": CC})
    return []


@decision("machinery_buy")
class MachineryBuy:
    def prompt(self, state, step):
        return Prompt("hegemony.buy_machinery", seat_of(state, CC), _("How much Machinery do you buy?"),
                      tuple(Option(f"machinery:{n}", _("{n} Machinery for {cost}₳"), {"n": n, "cost": cost})
                            for n, cost in MACHINERY_PRICES.items() if cost <= money(state)))

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        actions.spend(state, CC, MACHINERY_PRICES[n])
        push(state, {"step": "machinery_place", "role": CC, "left": n})
        return [log("machinery_bought", role=CC, n=n)]


@decision("machinery_place")
class MachineryPlace:
    """Each token on a different eligible Company; with none left to take it, a token is lost."""

    def prompt(self, state, step):
        options = [Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]}) for c in machinery_slots(state)]
        return Prompt("hegemony.place_machinery", seat_of(state, CC), _("Place the Machinery on which Company?"),
                      tuple(options or [Option("done", _("No Company can take it: it is lost"))]))

    def choose(self, state, step, option):
        if option.id != "done":
            actions.find_company(state, option.id.split(":")[1])["machinery"] = True
            if step["left"] > 1:
                push(state, {**step, "left": step["left"] - 1})
            return [log("machinery_placed", role=CC, company=option.id.split(":")[1])]
        return [log("machinery_lost", role=CC, n=step["left"])]


# --------------------------------------------------------------------------- the Foreign Market


def export_choices(state: dict, step: dict) -> list[Option]:
    """The Export card's transactions not made yet (of the goods the card allows), and the card's
    extra sale if it has one."""
    options = [o for o in actions.export_options(state, CC, step["done"])
               if not step.get("resources") or o.params["resource"] in step["resources"]]
    extra = step.get("extra")
    if extra and "extra" not in step["done"] and extra_most(state, extra):
        options.append(Option("extra", _("Sell up to {n} {resource} for {price}₳ each"),
                              {"n": extra["most"], "resource": extra["resource"], "price": extra["price"]}))
    return options


def extra_most(state: dict, extra: dict) -> int:
    cls = state["classes"][CC]
    return min(extra["most"], cls["storage"][extra["resource"]] + cls["free_trade_zone"].get(extra["resource"], 0))


def foreign_sale(optional: bool, resources: list | None = None, extra: dict | None = None) -> dict:
    return {"step": "card_export", "role": CC, "done": [], "optional": optional, "resources": resources, "extra": extra}


@decision("card_export")
class CardExport(actions.Export):
    """Sell to the Foreign Market on a card's terms: only some goods, an extra transaction (it
    counts for the 1 VP per transaction), or as an option the player may decline."""

    def prompt(self, state, step):
        options = export_choices(state, step)
        if step["done"] or step["optional"]:
            options.append(Option("done", _("No more sales")))
        return Prompt("hegemony.sell_foreign", seat_of(state, CC), _("Sell to the Foreign Market"), tuple(options))

    def choose(self, state, step, option):
        if option.id == "extra":
            push(state, {"step": "card_export_extra", "role": CC, "sale": step})
            return []
        return super().choose(state, step, option)


@decision("card_export_extra")
class CardExportExtra:
    def prompt(self, state, step):
        extra = step["sale"]["extra"]
        return Prompt("hegemony.sell_quantity", seat_of(state, CC), _("Sell how many {resource} at {price}₳?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(1, extra_most(state, extra) + 1)),
                      {"resource": extra["resource"], "price": extra["price"]})

    def choose(self, state, step, option):
        sale, n = step["sale"], int(option.id.split(":")[1])
        extra = sale["extra"]
        actions.take_for_export(state["classes"][CC], extra["resource"], n)
        economy.gain(state, CC, extra["price"] * n)
        push(state, {**sale, "done": sale["done"] + ["extra"]})
        return [log("exported", role=CC, resource=extra["resource"], amount=n, money=extra["price"] * n)]


@automatic("card_export_offer")
def card_export_offer(state, step):
    """A sale the card lets the player make "then": offered only when one is possible."""
    if export_choices(state, step["sale"]):
        push(state, step["sale"])
    return []


def can_sell_abroad(extra: dict):
    return lambda state, role: bool(export_choices(state, foreign_sale(False, extra=extra)))


GLOBAL_BRANDING = {"resource": "luxury", "most": 6, "price": 10}
GLOBAL_FOOD_CRISIS = {"resource": "food", "most": 4, "price": 15}


@effect("capitalist:global-branding", when=can_sell_abroad(GLOBAL_BRANDING))
def global_branding(state, role):
    """Sell to the Foreign Market. You may also Sell up to 6 Luxury for 10₳ each (one more
    transaction, as the Capitalist automaton's matching bonus counts it)."""
    push(state, foreign_sale(False, extra=GLOBAL_BRANDING))
    return []


@effect("capitalist:global-food-crisis", when=can_sell_abroad(GLOBAL_FOOD_CRISIS))
def global_food_crisis(state, role):
    """Sell to the Foreign Market. You may also Sell up to 4 Food for 15₳ each."""
    push(state, foreign_sale(False, extra=GLOBAL_FOOD_CRISIS))
    return []


@effect("capitalist:foreign-partner", when=lambda state, role: actions.can_deal(state, CC))
def foreign_partner(state, role):
    """Make a Business Deal. You may then Sell Food and/or Luxury to the Foreign Market."""
    push(state, {"step": "deal", "role": CC},
         {"step": "card_export_offer", "sale": foreign_sale(True, resources=["food", "luxury"])})
    return []


def reveal_exports(state: dict, n: int) -> list[str]:
    """The next Export cards (the discards shuffled in when the deck runs out, as in Preparation)."""
    found = []
    for _i in range(n):
        if not state["secret"]["export"]:
            state["secret"]["export"], state["export_discards"] = state["export_discards"], []
            shuffle(state["rng"], state["secret"]["export"])
        found += draw(state, "export")
    return found


@effect("capitalist:foreign-market-insight")
def foreign_market_insight(state, role):
    """Reveal the next 2 Export cards. You may choose one to replace the current Export card.
    Discard the other cards. You may then Sell to the Foreign Market."""
    revealed = reveal_exports(state, 2)
    push(state, {"step": "export_choice", "role": CC, "revealed": revealed})
    return [log("exports_revealed", role=CC, cards=revealed)]


@decision("export_choice")
class ExportChoice:
    def prompt(self, state, step):
        options = [Option(f"export:{c}", _("Replace the Export card with {export}"), {"export": c}) for c in step["revealed"]]
        return Prompt("hegemony.choose_export", seat_of(state, CC), _("Replace the current Export card?"),
                      tuple(options + [Option("keep", _("Keep the current Export card"))]))

    def choose(self, state, step, option):
        discarded = list(step["revealed"])
        if option.id != "keep":
            chosen = option.id.split(":")[1]
            discarded.remove(chosen)
            discarded.append(state["export"])
            state["export"] = chosen
        state["export_discards"] += discarded
        push(state, {"step": "card_export_offer", "sale": foreign_sale(True)})
        return [log("export_card", role=CC, export=state["export"])]

