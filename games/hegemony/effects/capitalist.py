"""The Capitalist Class action cards played for their effect (28 faces; each function's
docstring is the printed text). A card that performs a Basic Action runs that action's own step
with the card's terms; every choice it gives is a prompt of its own."""
from __future__ import annotations

from math import ceil

from games.engine import Option, Prompt, _, shuffle
from games.hegemony import actions, mainboard, economy, production, workers
from games.hegemony.components import COMPANIES
from games.hegemony.effects import effect
from games.hegemony.effects.common import (add_cubes, bill_card, cubes_in_bag, fake_news, from_state, interest_groups,
                                           may, register, sell_to_state)
from games.hegemony.flow import automatic, decision, push, seat_of
from games.hegemony.opening import draw
from games.hegemony.rounds import next_export

CC = "capitalist"
STATE_PRICE = 10  # Bid Rigging, Health Crisis, Higher Education Program: 10₳ each


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def money(state: dict) -> int:
    return economy.money(state, CC)


def own(state: dict) -> list[dict]:
    return state["private_sector"][CC]


def cc_board(state: dict) -> dict:
    return state["classes"][CC]


def state_has_board(state: dict) -> bool:
    return "state" in state["roles"]


# --------------------------------------------------------------------------- selling to the State


register("capitalist:health-crisis", card=sell_to_state("health", 9, STATE_PRICE))
register("capitalist:higher-education-program", card=sell_to_state("education", 9, STATE_PRICE))
BID_RIGGING = 6


def luxury_room(state: dict) -> int:
    """The State stores Luxury on its board at 4 players (its production plus 6) and can take no
    more (FAQ, Bid Rigging); at 2-3 players the Luxury goes to the supply."""
    if not state_has_board(state):
        return BID_RIGGING
    return production.public_service_limit(state, "luxury") - state["classes"]["state"]["storage"]["luxury"]


@effect("capitalist:bid-rigging")
def bid_rigging(state, role):
    """Sell up to 6 Luxury to the State for 10₳ each. Then, get 1 Influence. (From the Storage:
    Free Trade Zone goods are sold abroad only; the State pays even with a Loan: FAQ.)"""
    push(state, {"step": "bid_rigging", "role": CC})
    return []


@decision("bid_rigging")
class BidRigging:
    def prompt(self, state, step):
        most = max(0, min(BID_RIGGING, cc_board(state)["storage"]["luxury"], luxury_room(state)))
        return Prompt("hegemony.sell_to_state", seat_of(state, CC), _("Sell how many {resource} to the State at {price}₳?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(most + 1)),
                      {"resource": "luxury", "price": STATE_PRICE})

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        cc_board(state)["storage"]["luxury"] -= n
        if state_has_board(state):
            state["classes"]["state"]["storage"]["luxury"] += n
        cc_board(state)["influence"] += 1
        return [log("sold_to_state", role=CC, resource="luxury", n=n)] + from_state(state, CC, STATE_PRICE * n)


# --------------------------------------------------------------------------- money and VP


@effect("capitalist:business-grants")
def business_grants(state, role):
    """Get 5₳ from the State for each Company you own."""
    return from_state(state, CC, 5 * len(own(state)))


@effect("capitalist:buy-private-island", when=lambda state, role: money(state) >= 50)
def buy_private_island(state, role):
    """Pay 50₳ from your Capital to the State. Gain 7 VP."""
    economy.pay_from_capital(state, 50)
    state["treasury"] += 50
    cc_board(state)["vp"] += 7
    return [log("vp_bought", role=CC, money=50, vp=7)]


@effect("capitalist:offshore-companies")
def offshore_companies(state, role):
    """Move half of your Revenue to your Capital (rounded down)."""
    cc = cc_board(state)
    moved = cc["revenue"] // 2
    cc["revenue"] -= moved
    cc["capital"] += moved
    return [log("revenue_to_capital", role=CC, money=moved)]


# --------------------------------------------------------------------------- Voting cubes and Bills


@effect("capitalist:endorse-political-campaign", when=lambda state, role: money(state) >= 15)
def endorse_political_campaign(state, role):
    """Spend 15₳ and add 6 Voting cubes to the bag."""
    actions.spend(state, CC, 15)
    return add_cubes(state, CC, 6)


def own_in(state: dict, industries: tuple) -> int:
    return sum(1 for c in own(state) if COMPANIES[c["id"]]["industry"] in industries)


@effect("capitalist:trade-protectionism-lobby")
def trade_protectionism_lobby(state, role):
    """Add 2 Voting cubes to the bag for each Company you own in the Agricultural industry. If 6A
    is in effect, also count the Companies in the Luxury industry."""
    counted = ("food", "luxury") if mainboard.section(state, 6) == "A" else ("food",)
    return add_cubes(state, CC, 2 * own_in(state, counted))


# printed alike on the Working and Middle Class decks
register("capitalist:fake-news", card=(fake_news, cubes_in_bag))
register("capitalist:interest-groups", card=(interest_groups, cubes_in_bag))
register("capitalist:public-opinion-polling", card=bill_card(vote="polling"))
register("capitalist:radical-reforms", card=bill_card(anywhere=True, vote="never"))
register("capitalist:tap-into-new-markets", card=bill_card(6, cubes=2))  # the cubes after the Bill's vote
register("capitalist:taxed-enough-already", card=bill_card(3, cubes=2))


@effect("capitalist:push-political-agenda",
        when=lambda state, role: money(state) >= 25 and cc_board(state)["bills"] >= 2
        and len({b[0] for b in actions.bill_options(state)}) >= 2)
def push_political_agenda(state, role):
    """Pay 25₳ to Propose 2 Bills (each with its own Immediate Vote, on another policy: FAQ)."""
    actions.spend(state, CC, 25)
    push(state, {"step": "bill", "role": CC, "more": 1})
    return []


# --------------------------------------------------------------------------- building Companies


def build_price(step: dict, card: dict) -> int:
    """What the Capitalist Class pays: half (rounded up, as the FAQ rounds half prices), or the
    cost with the card's difference."""
    return ceil(card["cost"] / 2) if step.get("half") else card["cost"] + step.get("extra", 0)


def build_candidates(state: dict, step: dict) -> list[str]:
    """Companies a card may build: from the Market (or the deck, searched), of the industries it
    names, affordable at the card's price (Build Company's own test)."""
    # the deck searched is listed in id order: its own order stays secret (and a sampled deck shows the same)
    pool = sorted(state["secret"]["companies_capitalist"]) if step.get("deck") else state["classes"][CC]["market"]
    wanted = step.get("industries")
    return actions.build_options(state, CC, lambda card: build_price(step, card),
                                 [c for c in pool if not wanted or COMPANIES[c]["industry"] in wanted])


@decision("cc_build")
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
    push(state, {"step": "cc_build", "role": CC, **INDUSTRIALIZATION})
    return []


CHEAPER, SEARCH = {"extra": -10}, {"extra": 10, "deck": True}


@effect("capitalist:investment-opportunities",
        when=lambda state, role: bool(build_candidates(state, CHEAPER) or build_candidates(state, SEARCH)))
def investment_opportunities(state, role):
    """Build a Company paying 10₳ less. OR Search the Company deck for a Company of your choice
    and build it paying 10₳ more."""
    push(state, {"step": "cc_investment", "role": CC})
    return []


@decision("cc_investment")
class Investment:
    def prompt(self, state, step):
        options = []
        if build_candidates(state, CHEAPER):
            options.append(Option("mode:market", _("Build a Company from the Market for 10₳ less")))
        if build_candidates(state, SEARCH):
            options.append(Option("mode:deck", _("Search the Company deck and build one for 10₳ more")))
        return Prompt("hegemony.choose_mode", seat_of(state, CC), _("Investment Opportunities"), tuple(options))

    def choose(self, state, step, option):
        push(state, {"step": "cc_build", "role": CC, **(SEARCH if option.id == "mode:deck" else CHEAPER)})
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
        return events + from_state(state, CC, 5 * events[-1]["workers"])


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
    return [p for p in state["public_sector"] if p["face_up"] and mainboard.is_operational(p) and movable(p)
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
    return [c for c in own(state) if not COMPANIES[c["id"]]["automated"] and mainboard.is_operational(c)
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


def foreign_sale(resources: list | None = None, extra: dict | None = None) -> dict:
    return {"step": "card_export", "role": CC, "done": [], "resources": resources, "extra": extra}


@decision("card_export")
class CardExport(actions.Export):
    """Sell to the Foreign Market on a card's terms: only some goods, or an extra transaction (it
    counts for the 1 VP per transaction)."""

    def prompt(self, state, step):
        options = export_choices(state, step)
        if step["done"]:
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
    """A sale the card says the player "may then" make: asked only when one is possible."""
    if export_choices(state, step["sale"]):
        may(state, CC, "sell_foreign", step["sale"])
    return []


def can_sell_abroad(extra: dict):
    return lambda state, role: bool(export_choices(state, foreign_sale(extra=extra)))


GLOBAL_BRANDING = {"resource": "luxury", "most": 6, "price": 10}
GLOBAL_FOOD_CRISIS = {"resource": "food", "most": 4, "price": 15}


@effect("capitalist:global-branding", when=can_sell_abroad(GLOBAL_BRANDING))
def global_branding(state, role):
    """Sell to the Foreign Market. You may also Sell up to 6 Luxury for 10₳ each (one more
    transaction, as the Capitalist automaton's matching bonus counts it)."""
    push(state, foreign_sale(extra=GLOBAL_BRANDING))
    return []


@effect("capitalist:global-food-crisis", when=can_sell_abroad(GLOBAL_FOOD_CRISIS))
def global_food_crisis(state, role):
    """Sell to the Foreign Market. You may also Sell up to 4 Food for 15₳ each."""
    push(state, foreign_sale(extra=GLOBAL_FOOD_CRISIS))
    return []


@effect("capitalist:foreign-partner", when=lambda state, role: actions.can_deal(state, CC))
def foreign_partner(state, role):
    """Make a Business Deal. You may then Sell Food and/or Luxury to the Foreign Market."""
    push(state, {"step": "deal", "role": CC},
         {"step": "card_export_offer", "role": CC, "sale": foreign_sale(resources=["food", "luxury"])})
    return []


@effect("capitalist:foreign-market-insight")
def foreign_market_insight(state, role):
    """Reveal the next 2 Export cards. You may choose one to replace the current Export card.
    Discard the other cards. You may then Sell to the Foreign Market."""
    revealed = [next_export(state) for _card in range(2)]
    state["export_discards"] += revealed  # face up: out of the deck whichever is kept
    push(state, {"step": "export_choice", "role": CC, "revealed": revealed})
    return [log("exports_revealed", role=CC, cards=revealed)]


@decision("export_choice")
class ExportChoice:
    def prompt(self, state, step):
        options = [Option(f"export:{c}", _("Replace the Export card with {export}"), {"export": c}) for c in step["revealed"]]
        return Prompt("hegemony.choose_export", seat_of(state, CC), _("Replace the current Export card?"),
                      tuple(options + [Option("keep", _("Keep the current Export card"))]))

    def choose(self, state, step, option):
        if option.id != "keep":
            chosen = option.id.split(":")[1]
            state["export_discards"].remove(chosen)
            state["export_discards"].append(state["export"])
            state["export"] = chosen
        push(state, {"step": "card_export_offer", "role": CC, "sale": foreign_sale()})
        return [log("export_card", role=CC, export=state["export"])]

