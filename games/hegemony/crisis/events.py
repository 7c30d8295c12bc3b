"""Alternative Events (Crisis & Control; digest §11.2, §10.4): 4 players only.

They replace the base events: the State's deck and its two face-up events are Alternative Events,
resolved as events are (their task, the chosen class's reward). The State then hands the card to
the chosen class, which keeps it for its advantage for the rest of the game or discards it at
once for 1 VP (an automaton keeps it in rounds 1-4 and cashes it in round 5). A kept advantage
activates at the start of the phase it names, and its holder may decline it.

The engine calls `after_resolved(state, event_id, role)` when the State has resolved an event
for a class, `phase_starts(state, phase)` at the start of the Preparation, Production and
Elections Phases, `after_taxes` after the Pay Taxes step, `before_vote` between the sides of a
vote and its cubes, and `after_play` sees each company built (Demand for Startup Support).
Advantages that only gain are taken for the holder; those with a choice ask it (an automaton
answers by §10.4: as well as it can). Hurricane: the State gives 1 Food from the Public
Services, or loses 1 VP when there is none.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, shuffle
from games.hegemony import mainboard, economy, elections, workers
from games.hegemony import events as base_events
from games.hegemony.automa import modules
from games.hegemony.components import ALTERNATIVE_EVENTS, COMPANIES
from games.hegemony.crisis import log
from games.hegemony.flow import automatic, decision, push, seat_of
from games.hegemony.opening import draw

FACE_UP = 2



def setup(state: dict) -> None:
    """The base event cards go back to the box; the Alternative Events are shuffled in their place."""
    deck = sorted(ALTERNATIVE_EVENTS)
    shuffle(state["rng"], deck)
    state["secret"]["events"] = deck
    state["classes"]["state"]["events"] = draw(state, "events", FACE_UP)
    state["crisis"]["events"] = {role: [] for role in ("working", "middle", "capitalist") if role in state["classes"]}


def determinize(state: dict, secret: dict) -> None:
    kept = state.get("crisis", {}).get("events")
    if kept is None:
        return
    seen = set(state["classes"]["state"]["events"]) | {e for held in kept.values() for e in held}
    seen |= set(state["crisis"].get("events_discarded", []))
    secret["events"] = [e for e in sorted(ALTERNATIVE_EVENTS) if e not in seen]


def after_resolved(state: dict, event_id: str, role: str) -> list[dict]:
    """The resolved card goes to the chosen class, which keeps it or discards it for 1 VP."""
    if role in state.get("automata", {}):
        return keep_or_cash(state, role, event_id, modules.keeps_event(state))
    push(state, {"step": "keep_event", "role": role, "event": event_id})
    return []


def keep_or_cash(state: dict, role: str, event_id: str, keep: bool) -> list[dict]:
    if keep:
        state["crisis"]["events"][role].append(event_id)
        return [log("event_kept", role=role, event=event_id)]
    state["crisis"].setdefault("events_discarded", []).append(event_id)
    state["classes"][role]["vp"] += 1
    return [log("event_cashed", role=role, event=event_id, vp=1)]


@decision("keep_event")
class KeepEvent:
    def prompt(self, state, step):
        card = ALTERNATIVE_EVENTS[step["event"]]
        return Prompt("hegemony.keep_event", seat_of(state, step["role"]),
                      _("Keep {event} for its advantage, or discard it for 1 VP?"),
                      (Option("event:keep", _("Keep it: {advantage}"), {"advantage": card["phase_effect"]}),
                       Option("event:discard", _("Discard it for 1 VP"))), {"event": card["name"]})

    def choose(self, state, step, option):
        return keep_or_cash(state, step["role"], step["event"], option.id == "event:keep")


def holders(state: dict, phase: str) -> list[tuple[str, str]]:
    """(role, event) of every kept advantage that activates at the start of `phase`."""
    kept = state.get("crisis", {}).get("events", {})
    return [(role, e) for role, held in kept.items() for e in held if ALTERNATIVE_EVENTS[e]["phase"] == phase]


def _discard(state: dict, role: str, event_id: str) -> None:
    state["crisis"]["events"][role].remove(event_id)
    state["crisis"].setdefault("events_discarded", []).append(event_id)


def held_by(state: dict, event_id: str) -> str | None:
    for role, held in state.get("crisis", {}).get("events", {}).items():
        if event_id in held:
            return role
    return None


# --------------------------------------------------------------------------- the advantages


def _gain_goods(**goods):
    """"Get 2 [health]": from the supply, to the goods area (the Capitalist Class's Storage)."""
    def apply(state, role):
        for resource, n in goods.items():
            if resource == "influence":
                state["classes"][role]["influence"] += n
            else:
                area = "storage" if role == "capitalist" else "goods"
                state["classes"][role][area][resource] += n
        return [log("advantage_goods", role=role, **goods)]
    return apply


def _gain_money(n, from_state=False):
    def apply(state, role):
        if from_state:
            economy.pay_mandatory(state, "state", n)
        economy.gain(state, role, n)
        return [log("advantage_money", role=role, money=n)]
    return apply


def _cubes(state, role):
    return [log("cubes_added", role=role, n=elections.add_cubes(state, role, 2))]


def _state_vp(state, n):
    if "state" in state["classes"]:
        state["classes"]["state"]["vp"] += n


def _luxury_boost(state, role):
    """Digital Transformation: each of its Luxury Companies that will produce makes 1 more."""
    from games.hegemony import production
    n = sum(1 for e in state["private_sector"].get(role, []) if COMPANIES[e["id"]]["industry"] == "luxury"
            and mainboard.is_operational(e) and not e["strike"])
    kept = production.store(state, role, "luxury", n) if n else 0
    return [log("advantage_goods", role=role, luxury=kept)]


def _hurricane(state, role):
    """The State gives 1 Food for the Cover Needs step; unable (it holds none), it loses 1 VP."""
    if state["services"].get("food", 0) > 0:
        state["services"]["food"] -= 1
        state["classes"][role]["goods"]["food"] += 1
        return [log("advantage_goods", role=role, food=1)]
    _state_vp(state, -1)
    return [log("state_vp_lost", vp=1)]


def _union_negotiations(state, role):
    """5₳ more from the State per Public Company with its Workers; then the State gets 1 VP."""
    n = sum(1 for e in state["public_sector"] if e["face_up"] and any(w["class"] == role for w in e["workers"]))
    if not n:
        return []
    economy.pay_mandatory(state, "state", 5 * n)
    economy.gain(state, role, 5 * n)
    _state_vp(state, 1)
    return [log("advantage_money", role=role, money=5 * n)]


def _tax_return(state, role):
    state["crisis"].setdefault("tax_return", []).append(role)
    return []


def _ask(kind, **facts):
    def apply(state, role):
        push(state, {"step": kind, "role": role, **facts})
        return []
    return apply


AT_START = {
    "demand-for-administrative-upgrade": _ask("event_sell_to_state", resource="luxury"),
    "demand-for-better-public-education": _ask("event_sell_to_state", resource="education"),
    "rising-flu-infections": _ask("event_sell_to_state", resource="health"),
    "demand-for-digital-transformation": _luxury_boost,
    "demand-for-economic-stimulus": lambda s, r: _gain_money(5)(s, r) + _ask("stimulus_assign")(s, r),
    "demand-for-energy-subsidy": _gain_money(10, from_state=True),
    "demand-for-state-intervention": _ask("state_intervention"),
    "demand-for-subsidies-by-dairy-farmers": _gain_money(10),
    "fear-of-recession": _gain_goods(food=1),
    "gerrymandering": _cubes, "low-political-engagement": _cubes, "political-pressure": _cubes,
    "healthcare-scandal": _gain_goods(health=2), "low-vaccination-rates": _gain_goods(health=2),
    "high-illiteracy-rate": _gain_goods(education=2), "student-protest": _gain_goods(education=2),
    "low-global-innovation-index-ranking": _gain_goods(education=1, luxury=1),
    "rising-traffic-accidents": _gain_goods(health=1, education=1),
    "hurricane": _hurricane,
    "public-sector-union-negotiations": _union_negotiations,
    "rising-economic-inequality": _gain_money(10),
    "smear-campaign": _gain_goods(influence=1),
    "tax-returns": _tax_return,
}
# Not at a phase's start: Startup Support on each company built, Public Pressure at a vote.
WHEN_IT_HAPPENS = ("demand-for-startup-support", "public-pressure")


def phase_starts(state: dict, phase: str) -> list[dict]:
    events = []
    for role, event_id in holders(state, phase):
        if event_id in AT_START:
            events += AT_START[event_id](state, role)
    return events


def after_taxes(state: dict, taxes: list[dict]) -> list[dict]:
    """Tax Returns: 10₳ of the taxes just paid come back (never more than was paid); the wages of
    a Demand for State Intervention return to where they were (for the Production Phase only)."""
    events = []
    paid = {e["role"]: e.get("tax", 0) + e.get("corporate", 0) for e in taxes if e["kind"] == "taxes_paid"}
    for role in state["crisis"].pop("tax_return", []):
        back = min(10, paid.get(role, 0))
        state["treasury"] -= back  # the State got 10₳ less
        economy.gain(state, role, back)
        events.append(log("advantage_money", role=role, money=back))
    for company, wage in state["crisis"].pop("wage_restore", {}).items():
        next(e for e in mainboard.companies(state) if e["id"] == company)["wage"] = wage
    return events


def after_play(state: dict, events: list[dict]) -> list[dict]:
    """Demand for Startup Support: whenever its holder builds a company the State pays 10₳ of it
    and gets 1 VP."""
    holder = held_by(state, "demand-for-startup-support")
    out = []
    for e in events:
        if e["kind"] == "company_built" and e["role"] == holder:
            economy.pay_mandatory(state, "state", 10)
            economy.gain(state, holder, 10)
            _state_vp(state, 1)
            out.append(log("advantage_money", role=holder, money=10))
    return out


# --------------------------------------------------------------------------- Public Pressure


@automatic("before_vote")
def before_vote_step(state, step):
    return before_vote(state, step["policy"])


def before_vote(state: dict, policy: int) -> list[dict]:
    """After the sides of a vote, before its cubes: a holder of Public Pressure on the bill's side
    may discard it; the State then supports the bill, spending up to 2 Influence."""
    holder = held_by(state, "public-pressure")
    bill = state["bills"][str(policy)]
    if holder is None or "state" not in state["classes"] or not (holder == bill["by"] or bill.get("sides", {}).get(holder)):
        return []
    if holder in state.get("automata", {}):
        return use_public_pressure(state, holder, policy) if modules.uses_public_pressure(state, holder, policy, True) else []
    push(state, {"step": "public_pressure", "role": holder, "policy": policy})
    return []


def use_public_pressure(state: dict, role: str, policy: int) -> list[dict]:
    _discard(state, role, "public-pressure")
    bill = state["bills"][str(policy)]
    bill.setdefault("sides", {})["state"] = True
    spent = min(2, state["classes"]["state"]["influence"])
    state["seats"][state["roles"].index("state")]["influence_bid"] = spent
    return [log("public_pressure", role=role, policy=policy, spent=spent)]


@decision("public_pressure")
class PublicPressure:
    def prompt(self, state, step):
        return Prompt("hegemony.public_pressure", seat_of(state, step["role"]),
                      _("Discard Public Pressure: the State supports the bill on policy {policy}?"),
                      (Option("pressure:use", _("Discard it: the State supports the bill")),
                       Option("pressure:keep", _("Keep it"))), {"policy": step["policy"]})

    def choose(self, state, step, option):
        return use_public_pressure(state, step["role"], step["policy"]) if option.id == "pressure:use" else []


# --------------------------------------------------------------------------- the advantages' choices


@decision("event_sell_to_state")
class EventSellToState:
    """Sell up to 2 of a resource to the State for 10₳ each; if it does, the State gets 1 VP."""

    def prompt(self, state, step):
        resource = step["resource"]
        have = state["classes"][step["role"]]["storage"][resource]
        return Prompt("hegemony.sell_to_state", seat_of(state, step["role"]), _("Sell {resource} to the State at 10₳ each?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(min(2, have) + 1)), {"resource": resource})

    def choose(self, state, step, option):
        n = int(option.id.split(":")[1])
        if not n:
            return []
        resource = step["resource"]
        state["classes"][step["role"]]["storage"][resource] -= n
        if resource in state["services"]:
            state["services"][resource] += n
        economy.pay_mandatory(state, "state", 10 * n)
        economy.gain(state, step["role"], 10 * n)
        _state_vp(state, 1)
        return [log("sold_to_state", role=step["role"], resource=resource, n=n)]


def intervention_options(state: dict, role: str) -> list[Option]:
    found = []
    for owner, entries in state["private_sector"].items():
        for e in entries:
            staff = e["workers"] + ([e["employee"]] if e.get("employee") else [])
            if e.get("wage") is None or not (owner == role or any(w["class"] == role for w in staff)):
                continue
            for way, level in (("up", e["wage"] + 1), ("down", e["wage"] - 1)):
                if 1 <= level <= 3:
                    found.append(Option(f"wage:{e['id']}:{way}", _("{company}: Wage to level {level}"),
                                        {"company": e["id"], "level": level}))
    return found


@decision("state_intervention")
class StateIntervention:
    """Demand for State Intervention: one private company's Wage a level up or down for this phase."""

    def prompt(self, state, step):
        return Prompt("hegemony.state_intervention", seat_of(state, step["role"]),
                      _("Change a Wage for this Production Phase?"),
                      tuple(intervention_options(state, step["role"]) + [Option("done", _("Leave the Wages"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        _kind, company, way = option.id.split(":")
        entry = next(e for e in mainboard.companies(state) if e["id"] == company)
        state["crisis"].setdefault("wage_restore", {})[company] = entry["wage"]
        entry["wage"] += 1 if way == "up" else -1
        return [log("wage_changed", role=step["role"], company=company, wage=entry["wage"])]


def stimulus_options(state: dict, role: str) -> list[Option]:
    """Its own companies with empty required slots that unemployed Workers of a class could fill."""
    found = []
    for e in state["private_sector"].get(role, []):
        if e["workers"] or COMPANIES[e["id"]]["automated"]:
            continue
        classes = ["middle"] if role == "middle" else ["working", "middle"]
        for cls in classes:
            pool = state["classes"].get(cls, {}).get("unemployed", [])
            if workers.fill_plan(list(COMPANIES[e["id"]]["workers"]), pool) is not None:
                found.append(Option(f"staff:{e['id']}:{cls}", _("{company}: unemployed {role} Workers"),
                                    {"company": e["id"], "role": cls}))
    return found


@decision("stimulus_assign")
class StimulusAssign:
    """Demand for Economic Stimulus: Workers to one of its companies before it produces."""

    def prompt(self, state, step):
        return Prompt("hegemony.stimulus_assign", seat_of(state, step["role"]), _("Assign Workers to one of your Companies?"),
                      tuple(stimulus_options(state, step["role"]) + [Option("done", _("No"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        _kind, company, cls = option.id.split(":")
        entry = next(e for e in state["private_sector"][step["role"]] if e["id"] == company)
        pool = state["classes"][cls]["unemployed"]
        entry["workers"] = workers.place(pool, workers.fill_plan(list(COMPANIES[company]["workers"]), pool))
        if entry.get("wage") is None and COMPANIES[company]["wage_l1"] is not None:
            entry["wage"] = mainboard.minimum_wage_level(state)
        return [log("workers_assigned", role=step["role"], target=company, workers=len(entry["workers"]))]


base_events.ON_ALTERNATIVE_RESOLVED.append(after_resolved)  # the State performed it for `role`
