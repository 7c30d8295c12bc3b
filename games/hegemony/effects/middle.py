"""The Middle Class action cards played for their effect (each card's printed text; the faces
it shares with the Working Class are in common.py)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, shuffle
from games.hegemony import actions, mainboard, economy, production, workers
from games.hegemony.components import COMPANIES
from games.hegemony.effects import effect, shield_units
from games.hegemony.effects.common import (add_cubes, assign_targets, can_card_buy, card_assign, card_buy,
                                           from_state, log, may, public_shift, public_shift_when, register,
                                           sell_to_state)
from games.hegemony.flow import decision, push, seat_of
from games.hegemony.rounds import next_export

GOODS = actions.RESOURCES


def produces(card_id: str) -> str:
    return production.RESOURCE[COMPANIES[card_id]["industry"]]


# --------------------------------------------------------------------------- money from the State

EMPLOYMENT_SUBSIDY = 5


def with_working_employee(state: dict) -> list[dict]:
    return [e for e in state["private_sector"]["middle"] if e.get("employee") and e["employee"]["class"] == "working"]


@effect("middle:employment-subsidy")
def employment_subsidy(state, role):
    """5₳ from the State per company of yours with a Working Class Worker; then you may work an
    Extra Shift in one of them."""
    companies = with_working_employee(state)
    shield_units(state, len(companies))  # MC+1 per 3 Companies
    events = from_state(state, role, EMPLOYMENT_SUBSIDY * len(companies))
    only = [e["id"] for e in actions.shift_options(state) if e in companies]
    if only:
        may(state, role, "extra_shift", {"step": "extra_shift", "role": role, "only": only})
    return events


SUPPLEMENTAL_INCOME = 2


def employed_outside(state: dict, cls: str) -> list[dict]:
    """Public and Capitalist Class companies, and this class's Workers in them."""
    return [w for e in state["public_sector"] + state["private_sector"]["capitalist"] for w in e["workers"]
            if w["class"] == cls]


@effect("middle:supplemental-income-program")
def supplemental_income_program(state, role):
    """2₳ from the State per employed Worker in Public and Capitalist Class companies; then you
    may Buy Goods & Services."""
    shield_units(state, len(employed_outside(state, role)))  # MC+1 per 5 Workers
    events = from_state(state, role, SUPPLEMENTAL_INCOME * len(employed_outside(state, role)))
    if actions.can_buy(state, role):
        may(state, role, "buy", {"step": "buy_resource", "role": role})
    return events


@effect("middle:voice-of-middle-class-workers", when=lambda state, role: state["cube_supply"][role] > 0)
def voice_of_middle_class_workers(state, role):
    """2 cubes plus one per Public or Capitalist Class company employing your Workers."""
    employing = [e for e in state["public_sector"] + state["private_sector"]["capitalist"]
                 if any(w["class"] == role for w in e["workers"])]
    return add_cubes(state, role, 2 + len(employing))


# --------------------------------------------------------------------------- selling and buying

EXPORT_SUBSIDY = 5


@effect("middle:export-subsidy", when=actions.can_export)
def export_subsidy(state, role):
    push(state, {"step": "export", "role": role, "done": [], "subsidy": EXPORT_SUBSIDY})
    return []


register("middle:health-crisis", card=sell_to_state("health", 6, 10))
register("middle:higher-education-program", card=sell_to_state("education", 6, 10))


def import_subsidy_step(role: str) -> dict:
    return card_buy(role, ["foreign"], ["food", "luxury"], "no_tariff")


@effect("middle:import-subsidy", when=lambda state, role: can_card_buy(state, import_subsidy_step(role)))
def import_subsidy(state, role):
    """Food or Luxury from the Foreign Market up to your Population, without Tariffs."""
    push(state, import_subsidy_step(role))
    return []


@decision("personal_consumption")
class PersonalConsumption:
    def prompt(self, state, step):
        return Prompt("hegemony.choose_mode", seat_of(state, step["role"]), _("Personal Consumption: how do you buy?"),
                      (Option("mode:many", _("From any number of sources, up to your Population from each")),
                       Option("mode:single", _("From a single source, up to twice your Population"))))

    def choose(self, state, step, option):
        many = option.id == "mode:many"
        push(state, {"step": "buy_resource", "role": step["role"], "sources": 5 if many else 1, "times": 1 if many else 2})
        return []


@effect("middle:personal-consumption", when=actions.can_buy)
def personal_consumption(state, role):
    push(state, {"step": "personal_consumption", "role": role})
    return []


FOREIGN_INSIGHT_REPEAT = 2


@decision("export_insight")
class ExportInsight:
    def prompt(self, state, step):
        return Prompt("hegemony.choose_export", seat_of(state, step["role"]), _("Replace the Export card with the revealed one?"),
                      (Option("export:revealed", _("Use the revealed Export card")),
                       Option("export:current", _("Keep the current Export card"))))

    def choose(self, state, step, option):
        if option.id == "export:revealed":
            state["export_discards"].remove(step["revealed"])
            state["export_discards"].append(state["export"])
            state["export"] = step["revealed"]
        if actions.export_options(state, step["role"], [], FOREIGN_INSIGHT_REPEAT):
            push(state, {"step": "export", "role": step["role"], "done": [], "repeat": FOREIGN_INSIGHT_REPEAT})
        return [log("export_chosen", role=step["role"], export=state["export"])]


@effect("middle:foreign-market-insight")
def foreign_market_insight(state, role):
    """Reveal the next Export card and keep one of the two; then Sell to the Foreign Market, each
    transaction up to twice."""
    revealed = next_export(state)
    state["export_discards"].append(revealed)  # face up: out of the deck whichever card is kept
    push(state, {"step": "export_insight", "role": role, "revealed": revealed})
    return [log("export_revealed", role=role, export=revealed)]


# --------------------------------------------------------------------------- Companies

def build_cost(step: dict, card: dict) -> int:
    """What the class pays for a company under a card: less, or less for one resource, or more;
    nothing when the State pays."""
    if step.get("state_pays"):
        return 0
    cost = card["cost"] + step.get("more", 0)
    if step.get("less_for") in (None, production.RESOURCE[card["industry"]]):
        cost -= step.get("less", 0)
    return max(0, cost)


def card_build_options(state: dict, step: dict) -> list[str]:
    """The Market, or the whole deck in the order of the ids (its own order stays secret)."""
    deck = sorted(state["secret"]["companies_middle"]) if step.get("from") == "deck" else None
    return actions.build_options(state, "middle", lambda card: build_cost(step, card), deck)


@decision("card_build")
class CardBuild:
    def prompt(self, state, step):
        return Prompt("hegemony.build_company", seat_of(state, "middle"), _("Build which Company?"),
                      tuple(Option(f"company:{c}", _("{company} for {cost}₳"),
                                   {"company": c, "cost": build_cost(step, COMPANIES[c])})
                            for c in card_build_options(state, step)))

    def choose(self, state, step, option):
        card_id = option.id.split(":")[1]
        actions.spend(state, "middle", build_cost(step, COMPANIES[card_id]))
        events = []
        if step.get("state_pays"):
            economy.pay_mandatory(state, "state", COMPANIES[card_id]["cost"])
            events.append(log("state_paid_company", role="middle", company=card_id))
        if step.get("from") == "deck":
            state["secret"]["companies_middle"].remove(card_id)
            shuffle(state["rng"], state["secret"]["companies_middle"])  # searched: its order is no longer secret
        else:
            state["classes"]["middle"]["market"].remove(card_id)
        return events + actions.found_company(state, "middle", card_id)


def card_build(**terms) -> dict:
    return {"step": "card_build", "role": "middle", **terms}


@effect("middle:small-business-grant", when=lambda state, role: bool(card_build_options(state, card_build(state_pays=True))))
def small_business_grant(state, role):
    push(state, card_build(state_pays=True))
    return []


INVESTMENT = 8
INVESTMENT_MODES = {"market": card_build(less=INVESTMENT), "deck": card_build(more=INVESTMENT, **{"from": "deck"})}


@decision("investment")
class Investment:
    def prompt(self, state, step):
        names = {"market": _("Build a Company from the Market for 8₳ less"),
                 "deck": _("Search the Company deck and build one for 8₳ more")}
        return Prompt("hegemony.choose_mode", seat_of(state, "middle"), _("Investment Opportunities: which way do you build?"),
                      tuple(Option(f"mode:{m}", names[m]) for m, terms in INVESTMENT_MODES.items()
                            if card_build_options(state, terms)))

    def choose(self, state, step, option):
        push(state, INVESTMENT_MODES[option.id.split(":")[1]])
        return []


@effect("middle:investment-opportunities",
        when=lambda state, role: any(card_build_options(state, t) for t in INVESTMENT_MODES.values()))
def investment_opportunities(state, role):
    push(state, {"step": "investment", "role": role})
    return []


STORAGE_TILES = 6  # in the box, for both classes that build Storages
GROWING_DISCOUNT = 4


def storage_choices(state: dict) -> list[str]:
    used = sum(len(state["classes"][r].get("extra_storage", [])) for r in state["classes"])
    extra = state["classes"]["middle"]["extra_storage"]
    return [r for r in GOODS if r not in extra] if used < STORAGE_TILES else []


@decision("free_storage")
class FreeStorage:
    def prompt(self, state, step):
        return Prompt("hegemony.buy_storage", seat_of(state, "middle"), _("A free Storage for which resource?"),
                      tuple(Option(f"resource:{r}", _("{resource}"), {"resource": r}) for r in storage_choices(state)))

    def choose(self, state, step, option):
        resource = option.id.split(":")[1]
        state["classes"]["middle"]["extra_storage"].append(resource)
        then = card_build(less=GROWING_DISCOUNT, less_for=resource)
        if card_build_options(state, then):
            may(state, "middle", "build", then)
        return [log("storage_built", role="middle", resource=resource)]


@effect("middle:growing-business", when=lambda state, role: bool(storage_choices(state)))
def growing_business(state, role):
    """A free Storage; then you may Build a Company, 4₳ less if it produces that resource."""
    push(state, {"step": "free_storage", "role": role})
    return []


def newcomer_skills(state: dict, card_id: str) -> list[str]:
    """Skills of a Worker from the Supply with which the company can be built, that Worker in it."""
    pool = state["classes"]["middle"]["unemployed"]
    found = []
    for skill in "FLHEM":
        plan = workers.fill_plan(COMPANIES[card_id]["workers"], [{"class": "middle", "skill": skill}] + pool)
        if plan is not None and 0 in plan:
            found.append(skill)
    return found


def opportunity_companies(state: dict) -> list[str]:
    if len(state["private_sector"]["middle"]) >= actions.MAX_COMPANIES["middle"]:
        return []
    return [c for c in state["classes"]["middle"]["market"]
            if COMPANIES[c]["cost"] <= actions.role_money(state, "middle") and newcomer_skills(state, c)]


@decision("land_of_opportunity")
class LandOfOpportunity:
    """The company, then the skilled Worker from the Supply who goes to work there."""

    def prompt(self, state, step):
        seat = seat_of(state, "middle")
        if "company" not in step:
            return Prompt("hegemony.build_company", seat, _("Build which Company?"),
                          tuple(Option(f"company:{c}", _("{company} for {cost}₳"), {"company": c, "cost": COMPANIES[c]["cost"]})
                                for c in opportunity_companies(state)))
        return Prompt("hegemony.supply_worker", seat, _("Which skilled Worker from the Supply runs it?"),
                      tuple(Option(f"skill:{s}", _("Skilled in {skill}"), {"skill": s})
                            for s in newcomer_skills(state, step["company"])))

    def choose(self, state, step, option):
        kind, key = option.id.split(":")
        if kind == "company":
            push(state, {**step, "company": key})
            return []
        state["classes"]["middle"]["unemployed"].insert(0, {"class": "middle", "skill": key, "committed": False})
        actions.spend(state, "middle", COMPANIES[step["company"]]["cost"])
        state["classes"]["middle"]["market"].remove(step["company"])
        return [log("skilled_worker", role="middle", skill=key)] + actions.found_company(state, "middle", step["company"])


@effect("middle:land-of-opportunity", when=lambda state, role: bool(opportunity_companies(state)))
def land_of_opportunity(state, role):
    push(state, {"step": "land_of_opportunity", "role": role})
    return []


register("middle:public-sector-overtime", card=(public_shift, public_shift_when))


# --------------------------------------------------------------------------- Working Class employees

UNEMPLOYMENT_GRANT = 5


def employees_step(role: str, **terms) -> dict:
    return card_assign(role, 3, workers="working", target="own", **terms)


@effect("middle:specialization")
def specialization(state, role):
    """A skilled Working Class Worker from the Supply joins the Working Class's unemployed; then
    assign up to 3 unemployed Working Class Workers to your companies."""
    push(state, {"step": "supply_worker", "role": role, "workers": "working", "then": employees_step(role)})
    return []


@effect("middle:unemployment-initiative-program",
        when=lambda state, role: bool(assign_targets(state, employees_step(role))))
def unemployment_initiative_program(state, role):
    """Up to 3 unemployed Working Class Workers to your companies, 5₳ from the State for each."""
    push(state, employees_step(role, grant=UNEMPLOYMENT_GRANT))
    return []


# --------------------------------------------------------------------------- Prosperity

THEME_PARK = 6  # ₳ per Population


def theme_park_cost(state: dict, role: str) -> int:
    return THEME_PARK * mainboard.population(state, role)


@effect("middle:new-theme-park", when=lambda state, role: actions.role_money(state, role) >= theme_park_cost(state, role))
def new_theme_park(state, role):
    actions.spend(state, role, theme_park_cost(state, role))
    vp = economy.score_prosperity(state, role)
    return [log("prosperity", role=role, vp=vp)]

