"""The Working Class action cards played for their effect (each card's printed text; the faces
it shares with the Middle Class are in common.py)."""
from __future__ import annotations

from games.engine import Option, Prompt, _
from games.hegemony import actions, mainboard, economy
from games.hegemony.components import COMPANIES
from games.hegemony.effects import effect, shield_units
from games.hegemony.effects.common import (add_cubes, assign_targets, bill_card, can_card_buy, card_assign,
                                           card_buy, from_state, log, may, public_shift, public_shift_when, register)
from games.hegemony.flow import decision, push, seat_of

# --------------------------------------------------------------------------- Affordable Housing

HOUSING = {"capitalist": (20, 5), "middle": (10, 3)}  # give ₳ to that class, get VP


def housing_options(state: dict, role: str) -> list[str]:
    return [cls for cls, (cost, _vp) in HOUSING.items()
            if cls in state["classes"] and actions.role_money(state, role) >= cost]


@decision("affordable_housing")
class AffordableHousing:
    def prompt(self, state, step):
        return Prompt("hegemony.give_money", seat_of(state, step["role"]), _("Affordable Housing: which class do you pay?"),
                      tuple(Option(f"give:{cls}", _("Give {money}₳ to the {role}, get {vp} VP"),
                                   {"money": HOUSING[cls][0], "role": cls, "vp": HOUSING[cls][1]})
                            for cls in housing_options(state, step["role"])))

    def choose(self, state, step, option):
        cls = option.id.split(":")[1]
        money, vp = HOUSING[cls]
        actions.spend(state, step["role"], money)
        economy.gain(state, cls, money)
        state["classes"][step["role"]]["vp"] += vp
        return [log("money_given", role=step["role"], to=cls, money=money, vp=vp)]


@effect("working:affordable-housing", when=lambda state, role: bool(housing_options(state, role)))
def affordable_housing(state, role):
    push(state, {"step": "affordable_housing", "role": role})
    return []


# --------------------------------------------------------------------------- buying with help

def tourism(role: str) -> dict:
    """Luxury from another player, half the cost paid by the State."""
    return card_buy(role, [r for r in ("capitalist", "middle") if r != role], ["luxury"], "state_half")


@effect("working:boost-domestic-tourism", when=lambda state, role: can_card_buy(state, tourism(role)))
def boost_domestic_tourism(state, role):
    push(state, tourism(role))
    return []


UNEMPLOYMENT_BENEFIT = 5


@effect("working:unemployment-benefits")
def unemployment_benefits(state, role):
    """5₳ from the State per unemployed Worker; then you may Buy Goods & Services from the State."""
    shield_units(state, len(state["classes"][role]["unemployed"]))  # WC+1 per 3 Workers
    events = from_state(state, role, UNEMPLOYMENT_BENEFIT * len(state["classes"][role]["unemployed"]))
    then = card_buy(role, ["state"], ["health", "education", "influence"])
    if can_card_buy(state, then):
        may(state, role, "buy", then)
    return events


def employed(state: dict, cls: str) -> int:
    """Workers of a class in companies (as employees too), Trade Unions and Cooperative Farms."""
    return mainboard.worker_count(state, cls) - len(state["classes"][cls]["unemployed"])


@effect("working:supplemental-income-program")
def supplemental_income_program(state, role):
    """1₳ from the State per employed Worker; then you may Buy Goods & Services."""
    shield_units(state, employed(state, role))  # WC+1 per 10 Workers
    events = from_state(state, role, employed(state, role))
    if actions.can_buy(state, role):
        may(state, role, "buy", {"step": "buy_resource", "role": role})
    return events


# --------------------------------------------------------------------------- Bills and cubes

register("working:healthcare-movement", card=bill_card(4, cubes=2))
register("working:student-movement", card=bill_card(5, cubes=2))
register("working:workers-movement", card=bill_card(2, cubes=2))
register("working:radical-reforms", card=bill_card(anywhere=True, vote="never"))
register("working:need-for-change", card=bill_card(more=1))


@effect("working:proletarians-of-the-world-unite", when=lambda state, role: state["cube_supply"][role] > 0)
def proletarians_unite(state, role):
    return add_cubes(state, role, mainboard.population(state, role))


# --------------------------------------------------------------------------- Workers

COOPERATIVE_FARMS, FARM_WORKERS = 2, 3  # 2 Cooperative Farm cards; 3 Workers run one


@decision("cooperative_farm")
class CooperativeFarm:
    """The 3 Workers, one choice each (the farm's slots are unskilled: any Worker may go there)."""

    def prompt(self, state, step):
        pool = state["classes"]["working"]["unemployed"]
        skills = sorted({w["skill"] for w in pool}, key="UFLHEM".index)
        return Prompt("hegemony.farm_worker", seat_of(state, "working"), _("Which Worker goes to the Cooperative Farm?"),
                      tuple(Option(f"worker:{s}", _("Skilled in {skill}") if s != "U" else _("An unskilled Worker"),
                                   {"skill": s}) for s in skills))

    def choose(self, state, step, option):
        wc = state["classes"]["working"]
        skill = option.id.split(":")[1]
        worker = wc["unemployed"].pop(next(j for j, w in enumerate(wc["unemployed"]) if w["skill"] == skill))
        worker["committed"] = True
        wc["farms"][step["farm"]].append(worker)
        if len(wc["farms"][step["farm"]]) < FARM_WORKERS:
            push(state, step)
            return []
        return [log("cooperative_farm_built", role="working")]


def can_farm(state: dict, role: str) -> bool:
    wc = state["classes"]["working"]
    return len(wc["farms"]) < COOPERATIVE_FARMS and len(wc["unemployed"]) >= FARM_WORKERS


@effect("working:cooperative-farm", when=can_farm)
def cooperative_farm(state, role):
    state["classes"]["working"]["farms"].append([])
    push(state, {"step": "cooperative_farm", "role": role, "farm": len(state["classes"]["working"]["farms"]) - 1})
    return []


SIGNING_FEE, SIGNING_WORKERS = 4, 4


@effect("working:signing-bonus", when=lambda state, role: bool(assign_targets(state, card_assign(role, SIGNING_WORKERS))))
def signing_bonus(state, role):
    """Assign up to 4 unemployed Workers; 4₳ per Worker from the owner of the company it went to."""
    push(state, card_assign(role, SIGNING_WORKERS, fee=SIGNING_FEE))
    return []


@effect("working:specialization")
def specialization(state, role):
    """A skilled Worker of your choice from the Supply, then assign up to 3 Workers."""
    push(state, {"step": "supply_worker", "role": role, "workers": role, "then": card_assign(role, 3)})
    return []


# --------------------------------------------------------------------------- Strikes, overtime, accidents


@effect("working:general-strike", when=actions.can_strike)
def general_strike(state, role):
    """A Strike, with one more token per Trade Union."""
    return actions.start_strike(state, role, actions.union_strike_tokens(state))


effect("working:extra-shift", when=public_shift_when)(public_shift)

ACCIDENT_MONEY = 8
INDUSTRIES = ("food", "luxury", "health", "education", "media")


def accident_liable(state: dict, owner: str, industry: str) -> int:
    """An owner's companies of an industry with Working Class Workers in them."""
    entries = state["public_sector"] if owner == "state" else state["private_sector"].get(owner, [])
    return sum(1 for e in entries if COMPANIES[e["id"]]["industry"] == industry
               and any(w["class"] == "working" for w in e["workers"] + ([e["employee"]] if e.get("employee") else [])))


def accident_owners(state: dict, industry: str) -> list[str]:
    """The other players (the State only when someone plays it) owning such companies."""
    return [o for o in ("middle", "capitalist", "state") if o in state["roles"] and o != "working"
            and accident_liable(state, o, industry)]


@decision("workplace_accident")
class WorkplaceAccident:
    """The industry, then the player who pays (8₳ per company of theirs there with your Workers)."""

    def prompt(self, state, step):
        seat = seat_of(state, "working")
        if "industry" not in step:
            return Prompt("hegemony.choose_industry", seat, _("Workplace Accident: in which industry?"),
                          tuple(Option(f"industry:{i}", _("{industry}"), {"industry": i})
                                for i in INDUSTRIES if accident_owners(state, i)))
        return Prompt("hegemony.choose_payer", seat, _("Who pays for the accident?"),
                      tuple(Option(f"role:{o}", _("{role} pays {money}₳"),
                                   {"role": o, "money": ACCIDENT_MONEY * accident_liable(state, o, step["industry"])})
                            for o in accident_owners(state, step["industry"])))

    def choose(self, state, step, option):
        kind, key = option.id.split(":")
        if kind == "industry":
            push(state, {**step, "industry": key})
            return []
        money = ACCIDENT_MONEY * accident_liable(state, key, step["industry"])
        economy.pay_mandatory(state, key, money)
        economy.gain(state, "working", money)
        return [log("accident_paid", role=key, industry=step["industry"], money=money)]


@effect("working:workplace-accident", when=lambda state, role: any(accident_owners(state, i) for i in INDUSTRIES))
def workplace_accident(state, role):
    push(state, {"step": "workplace_accident", "role": role})
    return []

