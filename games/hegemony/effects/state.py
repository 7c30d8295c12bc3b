"""The State's action cards played for their effect (4 players): the 28 base faces and the State's
five Crisis & Control faces, each as printed (data/action-cards.json, cc-action-cards.json) and
the FAQ where it rules on one. Legitimacy on a card is its printed shield: the effect names the
class it chose or the count, and `effects.play` applies it afterwards."""
from __future__ import annotations

from games.engine import Option, Prompt, _
from games.hegemony import actions, mainboard, economy, events, government, legitimacy, production, workers
from games.hegemony.components import COMPANIES
from games.hegemony.effects import effect, shield_change, shield_class, shield_units
from games.hegemony.flow import automatic, decision, push, seat_of

CLASSES = legitimacy.CLASSES
FOREIGN_SALE_MOST = 8
VACCINE_PRICE = 5
GEOPOLITICAL = {"A": 15, "B": 30, "C": 45}


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def st(state: dict) -> dict:
    return state["classes"]["state"]


def gain_money(state: dict, role: str, n: int) -> list[dict]:
    economy.gain(state, role, n)
    return [log("money_gained", role=role, n=n)]


def choose_class(state: dict, card: str, classes: list[str], then: str, **extra) -> list[dict]:
    """A "to a class" choice of the State, carried out by the effect `then` (CLASS_EFFECTS)."""
    push(state, {"step": "card_class", "role": "state", "card": card, "classes": classes, "then": then, **extra})
    return []


CLASS_EFFECTS: dict = {}


@decision("card_class")
class CardClass:
    def prompt(self, state, step):
        return Prompt("hegemony.card_class", seat_of(state, "state"), _("{card}: which class?"),
                      tuple(Option(f"role:{c}", _("{role}"), {"role": c}) for c in step["classes"]),
                      {"card": step["card"]})

    def choose(self, state, step, option):
        return CLASS_EFFECTS[step["then"]](state, option.id.split(":")[1], step)


def class_effect(name: str):
    def register(fn):
        CLASS_EFFECTS[name] = fn
        return fn
    return register


# --------------------------------------------------------------------------- money


@effect("state:agenda-setting")
def agenda_setting(state, role):
    """1 Personal Influence for each Policy matching the Political Agenda."""
    n = government.agenda_matches(state)
    st(state)["influence"] += n
    return [log("influence_gained", role="state", n=n)]


@effect("state:foreign-financial-assistance")
def foreign_financial_assistance(state, role):
    """10₳ for each Policy matching the Political Agenda."""
    return gain_money(state, "state", 10 * government.agenda_matches(state))


@effect("state:foreign-investment-program", when=lambda s, r: st(s)["influence"] >= 2)
def foreign_investment_program(state, role):
    """Spend 2 Personal Influence to get 40₳."""
    st(state)["influence"] -= 2
    return gain_money(state, "state", 40)


@effect("state:geopolitical-support")
def geopolitical_support(state, role):
    """By Foreign Trade: 6A 15₳, 6B 30₳, 6C 45₳."""
    return gain_money(state, "state", GEOPOLITICAL[mainboard.section(state, 6)])


@effect("state:quantitative-easing")
def quantitative_easing(state, role):
    """25₳, or 35₳ with a Loan."""
    return gain_money(state, "state", 35 if state["state_loans"] else 25)


@effect("state:construction-boom")
def construction_boom(state, role):
    """The State, the Working Class and the Capitalist Class get 15₳ each (from the supply)."""
    return [e for r in ("state", "working", "capitalist") for e in gain_money(state, r, 15)]


@effect("state:growth-in-tourism")
def growth_in_tourism(state, role):
    """The State, the Middle Class and the Capitalist Class get 15₳ each (from the supply)."""
    return [e for r in ("state", "middle", "capitalist") for e in gain_money(state, r, 15)]


@effect("state:employment-support-scheme", when=lambda s, r: s["treasury"] >= 30)
def employment_support_scheme(state, role):
    """Give 15₳ to the Working Class and the Middle Class (from the Treasury: an optional cost)."""
    out = []
    for cls in ("working", "middle"):
        actions.spend(state, "state", 15)
        out += gain_money(state, cls, 15)
    return out


@effect("state:higher-vat")
def higher_vat(state, role):
    """Each player pays 15₳ to the State (a Loan if short); then -1 Legitimacy with 2 classes of
    the State's choice."""
    out = []
    for cls in CLASSES:
        economy.pay_mandatory(state, cls, 15)
        state["treasury"] += 15
        out.append(log("paid_to_state", role=cls, n=15))
    push(state, {"step": "card_pair", "role": "state", "card": "state:higher-vat"})
    return out


@decision("card_pair")
class CardPair:
    """Two classes chosen for a -1 Legitimacy (Higher VAT; Denial of Free Speech: each gives the
    State 1 Influence)."""

    def prompt(self, state, step):
        pairs = [(a, b) for i, a in enumerate(CLASSES) for b in CLASSES[i + 1:]]
        return Prompt("hegemony.card_pair", seat_of(state, "state"), _("Choose two classes"),
                      tuple(Option(f"pair:{a}+{b}", _("{first} and {second}"), {"first": a, "second": b})
                            for a, b in pairs))

    def choose(self, state, step, option):
        out = []
        for cls in option.id.split(":")[1].split("+"):
            shield_change(state, cls, -1)
            if step["card"] == "state:denial-of-free-speech":
                n = min(1, state["classes"][cls]["influence"])
                state["classes"][cls]["influence"] -= n
                st(state)["influence"] += n
                out.append(log("influence_given", role=cls, n=n))
        return out


@effect("state:denial-of-free-speech")
def denial_of_free_speech(state, role):
    """Up to 2 Media Influence (into the Public Services, within their limit); then 2 other players
    each give the State 1 Influence and it loses 1 Legitimacy with their classes."""
    got = government.put(state, "influence", 2)
    push(state, {"step": "card_pair", "role": "state", "card": "state:denial-of-free-speech"})
    return [log("media_influence", n=got)]


# --------------------------------------------------------------------------- providing


@effect("state:allowances-and-subsidies", when=lambda s, r: s["treasury"] >= 20)
def allowances_and_subsidies(state, role):
    """Provide 20₳ to a class; +1 Legitimacy with it (the shield)."""
    return choose_class(state, "state:allowances-and-subsidies", list(CLASSES), "provide_money", n=20)


@class_effect("provide_money")
def _provide_money(state, cls, step):
    shield_class(state, cls)
    return government.provide(state, cls, "money", step["n"])


def grants(state):
    return 5 * len(state["private_sector"]["capitalist"])


@effect("state:business-grants", when=lambda s, r: 0 < grants(s) <= s["treasury"])
def business_grants(state, role):
    """Provide 5₳ to the Capitalist Class per Company it has; +1 Legitimacy per 3 Companies."""
    shield_units(state, len(state["private_sector"]["capitalist"]))
    return government.provide(state, "capitalist", "money", grants(state))


def population_providable(state, resource):
    return [c for c in ("middle", "working")
            if government.can_provide_goods(state, resource, mainboard.population(state, c), c)]


def provide_population(resource):
    def run(state, cls, step):
        shield_class(state, cls)
        return government.provide(state, cls, resource, mainboard.population(state, cls))
    return run


CLASS_EFFECTS["provide_health"] = provide_population("health")
CLASS_EFFECTS["provide_education"] = provide_population("education")


@effect("state:healthcare-program", when=lambda s, r: bool(population_providable(s, "health")))
def healthcare_program(state, role):
    """Provide Health equal to a class's Population; +1 Legitimacy with it."""
    return choose_class(state, "state:healthcare-program", population_providable(state, "health"), "provide_health")


@effect("state:literacy-program", when=lambda s, r: bool(population_providable(s, "education")))
def literacy_program(state, role):
    """Provide Education equal to a class's Population; +1 Legitimacy with it."""
    return choose_class(state, "state:literacy-program", population_providable(state, "education"),
                        "provide_education")


def representable(state):
    return [c for c in CLASSES if st(state)["influence"] >= 1 and state["cube_supply"][c] >= 2]


@effect("state:step-for-representation", when=lambda s, r: bool(representable(s)))
def step_for_representation(state, role):
    """Provide 1 Personal Influence and 2 Voting cubes to a class; +2 Legitimacy with it."""
    return choose_class(state, "state:step-for-representation", representable(state), "representation")


@class_effect("representation")
def _representation(state, cls, step):
    shield_class(state, cls)
    return government.provide(state, cls, "personal_influence", 1) + government.provide(state, cls, "cubes", 2)


def employed(state, cls):
    return sum(1 for c in mainboard.companies(state) for w in c["workers"] + ([c["employee"]] if c.get("employee") else [])
               if w["class"] == cls)


def supplemental(state):
    return [c for c in ("working", "middle") if 0 < employed(state, c) <= state["treasury"]]


@effect("state:supplemental-income-program", when=lambda s, r: bool(supplemental(s)))
def supplemental_income_program(state, role):
    """Provide 1₳ per employed Worker of a class; +1 Legitimacy with it per 10₳ provided."""
    return choose_class(state, "state:supplemental-income-program", supplemental(state), "supplemental")


@class_effect("supplemental")
def _supplemental(state, cls, step):
    n = employed(state, cls)
    shield_class(state, cls)
    shield_change(state, cls, n // 10)
    return government.provide(state, cls, "money", n)


# --------------------------------------------------------------------------- Events


@effect("state:immediate-response", when=lambda s, r: bool(events.performable(s)))
def immediate_response(state, role):
    """One Event's Action performed twice (the choices may differ); the card is discarded after."""
    push(state, {"step": "event_action", "role": "state", "times": 2})
    return []


def then_event_action(state: dict) -> None:
    if events.performable(state):
        push(state, {"step": "event_action", "role": "state", "times": 1})


@effect("state:a-matter-of-high-priority")
def a_matter_of_high_priority(state, role):
    """Look at the top 2 Events; if a space is free, one may go on the board (the rest back on
    top of the deck, FAQ); then an Event Action."""
    push(state, {"step": "peek_events", "role": "state", "card": "state:a-matter-of-high-priority"},
         {"step": "after_peek", "role": "state"})
    return []


@effect("state:shift-focus")
def shift_focus(state, role):
    """Look at the top 2 Events; one current Event may be discarded without penalty and replaced
    by one of them (the rest back on top, FAQ); then an Event Action."""
    push(state, {"step": "peek_events", "role": "state", "card": "state:shift-focus"},
         {"step": "after_peek", "role": "state"})
    return []


@decision("peek_events")
class PeekEvents:
    """The State alone sees the two cards (only its prompt names them)."""

    def prompt(self, state, step):
        top = state["secret"]["events"][:2]
        board_events = st(state)["events"]
        options = []
        if step["card"] == "state:a-matter-of-high-priority":
            if len(board_events) < events.BOARD_SPACES:
                options = [Option(f"place:{e}", _("Place {event}"), {"event": events.event_card(e)["name"]}) for e in top]
        else:
            options = [Option(f"swap:{old}:{new}", _("Replace {old} with {new}"),
                              {"old": events.event_card(old)["name"], "new": events.event_card(new)["name"]})
                       for old in board_events for new in top]
        return Prompt("hegemony.peek_events", seat_of(state, "state"), _("The top Events of the deck"),
                      tuple(options + [Option("keep", _("Return them to the top of the deck"))]))

    def choose(self, state, step, option):
        if option.id == "keep":
            return [log("events_returned", n=2)]
        parts = option.id.split(":")
        new = parts[-1]
        state["secret"]["events"].remove(new)
        if parts[0] == "swap":
            events.discard_event(state, parts[1])
        st(state)["events"].append(new)
        return [log("event_placed", event=new)]


@automatic("after_peek")
def after_peek(state, step):
    """Then an Event Action, if one can be performed."""
    then_event_action(state)
    return []


# --------------------------------------------------------------------------- Bills and Policies


@effect("state:pressing-matters", when=lambda s, r: actions.can_propose(s, "state"))
def pressing_matters(state, role):
    """Propose a Bill; an Immediate Vote may be called without spending Influence."""
    push(state, {"step": "bill", "role": "state", "vote": "free"})
    return []


@effect("state:radical-reforms", when=lambda s, r: actions.can_propose(s, "state", {"anywhere": True}))
def radical_reforms(state, role):
    """Propose a Bill on any section, with no Immediate Vote."""
    push(state, {"step": "bill", "role": "state", "anywhere": True, "vote": "never"})
    return []


def emergency_targets(state):
    if len(state["bills"]) < 3:
        return []
    return [f"{p}{s}" for p in range(1, 8) if str(p) not in state["bills"]
            for s in mainboard.bill_targets(state, p)]


@effect("state:emergency-state", when=lambda s, r: bool(emergency_targets(s)))
def emergency_state(state, role):
    """With Bills on at least 3 Policies, a Policy without one moves to an adjacent section
    (no VP: FAQ)."""
    push(state, {"step": "emergency", "role": "state"})
    return []


@decision("emergency")
class Emergency:
    def prompt(self, state, step):
        return Prompt("hegemony.emergency_state", seat_of(state, "state"), _("Move which Policy?"),
                      tuple(Option(f"policy:{t}", _("Policy {policy} to section {section}"),
                                   {"policy": int(t[0]), "section": t[1]}) for t in emergency_targets(state)))

    def choose(self, state, step, option):
        from games.hegemony import rounds
        target = option.id.split(":")[1]
        state["policies"][target[0]] = target[1]
        return [log("policy_moved", policy=int(target[0]), section=target[1])] + rounds.apply_policy(state, int(target[0]))


# --------------------------------------------------------------------------- Public Companies


def sellable_services(state, resource):
    return min(FOREIGN_SALE_MOST, state["services"][resource])


def foreign_sale(resource):
    def run(state, role):
        push(state, {"step": "foreign_services", "role": "state", "resource": resource})
        return []
    return run


effect("state:foreign-students", when=lambda s, r: sellable_services(s, "education") > 0)(foreign_sale("education"))
effect("state:medical-tourism", when=lambda s, r: sellable_services(s, "health") > 0)(foreign_sale("health"))


@decision("foreign_services")
class ForeignServices:
    """Foreign Students, Medical Tourism: up to 8 sold at the current local (Public Service) price."""

    def prompt(self, state, step):
        resource = step["resource"]
        price = economy.public_service_price(state, resource)
        return Prompt("hegemony.foreign_services", seat_of(state, "state"), _("Sell how many {resource} at {price}₳?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(1, sellable_services(state, resource) + 1)),
                      {"resource": resource, "price": price})

    def choose(self, state, step, option):
        n, resource = int(option.id.split(":")[1]), step["resource"]
        government.take(state, resource, n)
        return [log("services_exported", resource=resource, n=n)] + \
            gain_money(state, "state", n * economy.public_service_price(state, resource))


def operational_public(state):
    return [c for c in state["public_sector"] if c["face_up"] and mainboard.is_operational(c) and not c["strike"]]


@effect("state:public-sector-overtime", when=lambda s, r: bool(operational_public(s)))
def public_sector_overtime(state, role):
    """One of the State's Companies pays its Wages and produces once more."""
    push(state, {"step": "state_company", "role": "state", "card": "state:public-sector-overtime",
                 "companies": [c["id"] for c in operational_public(state)]})
    return []


def privatizable(state):
    if len(state["private_sector"]["capitalist"]) >= actions.MAX_COMPANIES["capitalist"]:
        return []
    return [c for c in state["public_sector"] if c["face_up"] and mainboard.is_operational(c)]


@effect("state:privatization", when=lambda s, r: bool(privatizable(s)))
def privatization(state, role):
    """An operational Company of the State is sold to the Capitalist Class for its cost (moved to
    the Private Sector; a Loan if it is short); +1 Legitimacy with it."""
    push(state, {"step": "state_company", "role": "state", "card": "state:privatization",
                 "companies": [c["id"] for c in privatizable(state)]})
    return []


def idle_public(state):
    return [c for c in state["public_sector"] if c["face_up"] and not c["workers"]]


def staffable(state):
    return [c for c in idle_public(state) if actions.staff_options(state, "state", c)]


@effect("state:unemployment-initiative-program", when=lambda s, r: bool(staffable(s)))
def unemployment_initiative_program(state, role):
    """Unemployed Workers are assigned to one of the State's non-operational Companies."""
    push(state, {"step": "state_company", "role": "state", "card": "state:unemployment-initiative-program",
                 "companies": [c["id"] for c in staffable(state)]})
    return []


def nationalizable(state):
    return [c for c in state["private_sector"]["capitalist"]
            if not mainboard.is_operational(c) and not c["machinery"] and not COMPANIES[c["id"]]["automated"]]


@effect("state:nationalization", when=lambda s, r: bool(idle_public(s)) and bool(nationalizable(s)))
def nationalization(state, role):
    """A non-operational Public Company leaves the game for a non-operational Capitalist Company
    without Machinery, which moves to the Public Sector; Workers may then be assigned to it; under
    1B the State pays the Capitalist Class its cost."""
    push(state, {"step": "state_company", "role": "state", "card": "state:nationalization",
                 "companies": [c["id"] for c in idle_public(state)]})
    return []


@decision("state_company")
class StateCompany:
    def prompt(self, state, step):
        return Prompt("hegemony.state_company", seat_of(state, "state"), _("{card}: which Company?"),
                      tuple(Option(f"company:{c}", _("{company}"), {"company": c}) for c in step["companies"]),
                      {"card": step["card"]})

    def choose(self, state, step, option):
        entry = actions.find_company(state, option.id.split(":")[1])
        card = step["card"]
        if card == "state:public-sector-overtime":
            out: list[dict] = []
            production.produce_company(state, "state", entry, out)
            return out
        if card == "state:privatization":
            state["public_sector"].remove(entry)
            entry.pop("row", None), entry.pop("face_up", None)
            state["private_sector"]["capitalist"].append(entry)
            cost = COMPANIES[entry["id"]]["cost"]
            economy.pay_mandatory(state, "capitalist", cost)
            state["treasury"] += cost
            return [log("company_privatized", company=entry["id"], cost=cost)]
        if card == "state:unemployment-initiative-program":
            push(state, {"step": "staff", "role": "state", "company": entry["id"]})
            return []
        push(state, {"step": "nationalize", "role": "state", "replaces": entry["id"]})
        return []


@decision("nationalize")
class Nationalize:
    def prompt(self, state, step):
        return Prompt("hegemony.nationalize", seat_of(state, "state"), _("Nationalize which Capitalist Company?"),
                      tuple(Option(f"company:{c['id']}", _("{company}"), {"company": c["id"]})
                            for c in nationalizable(state)))

    def choose(self, state, step, option):
        old = actions.find_company(state, step["replaces"])
        taken = actions.find_company(state, option.id.split(":")[1])
        lost = workers.remove_staff(taken, state)
        state["private_sector"]["capitalist"].remove(taken)
        state["public_sector"][state["public_sector"].index(old)] = {
            **taken, "row": old["row"], "face_up": True, "wage": max(taken["wage"] or 1, mainboard.minimum_wage_level(state))}
        out = [log("company_nationalized", company=taken["id"], replaces=old["id"])] + lost
        if mainboard.section(state, 1) == "B":
            cost = COMPANIES[taken["id"]]["cost"]
            economy.pay_mandatory(state, "state", cost)
            economy.gain(state, "capitalist", cost)
            out.append(log("paid_to_capitalist", n=cost))
        if actions.staff_options(state, "state", actions.find_company(state, taken["id"])):
            push(state, {"step": "staff", "role": "state", "company": taken["id"]})
        return out


# --------------------------------------------------------------------------- Crisis & Control


@effect("state:covid-19-vaccination-program")
def covid_19_vaccination_program(state, role):
    """Health from the Foreign Market at 5₳ each up to the State's capacity; then Health equal to
    a class's Population Provided, +1 Legitimacy with it per 3."""
    most = min(government.room(state, "health"), state["treasury"] // VACCINE_PRICE)
    push(state, {"step": "vaccines", "role": "state", "most": most})
    return []


@decision("vaccines")
class Vaccines:
    def prompt(self, state, step):
        return Prompt("hegemony.vaccines", seat_of(state, "state"), _("Buy how much Health at 5₳?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(0, step["most"] + 1)))

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        actions.spend(state, "state", n * VACCINE_PRICE)
        government.put(state, "health", n)
        classes = population_providable(state, "health")
        if classes:
            choose_class(state, "state:covid-19-vaccination-program", classes, "vaccinate")
        return [log("state_bought", source="foreign", resource="health", n=n, price=VACCINE_PRICE)]


@class_effect("vaccinate")
def _vaccinate(state, cls, step):
    n = mainboard.population(state, cls)
    shield_class(state, cls)
    shield_change(state, cls, n // 3)
    return government.provide(state, cls, "health", n)
