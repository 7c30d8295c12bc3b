"""The engine steps of an automaton's turn: "automaton_turn" (one option, so the engine plays it
itself) runs the start-of-turn free actions, reveals the AI card, chooses and starts the action;
"automaton_end" after the action moves the ladder and uses goods for Prosperity.

The engine pushes {"step": "automaton_turn", "role": r} instead of its "turn" step for a role in
state["automata"]; the action's own prompts are answered by chooser.choose.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _
from games.hegemony import actions
from games.hegemony.components import AI_CARDS
from games.hegemony.flow import automatic, decision, push, seat_of

from . import advanced, bonuses, criteria, freeactions, modules, policies, specials, turn
from . import ladder as L
from .options import option


def update_ladder(state: dict, role: str, new: list[dict] = ()) -> None:
    """An advanced automaton's ladder follows what changed at once: its policy cards (from the log
    and `new`, the events of the move being made) and the Demonstration card, back once its token
    is gone."""
    auto = state["automata"][role]
    if auto["mode"] != "advanced":
        return
    policies.sync(state, role, new)
    lad = auto["ladder"]
    if "DEM" in lad["aside_action"] and not state.get("demonstration"):
        L.return_from_aside(lad, "action", "DEM", 1)


def after_move(state: dict, events: list[dict]) -> None:
    """After every move, whoever made it: each automaton's ladder brought up to date, so the
    board and a bill it proposes out of turn read the current one."""
    for role in state.get("automata", {}):
        update_ladder(state, role, events)


def start_of_turn(state: dict, role: str) -> list[dict]:
    """The ladder brought up to date (policy cards from the log; the Demonstration card back once
    its token is gone, the Strike card each new round), wages (back to the minimum each new
    round; the Middle Class raises struck companies to L3), one Loan repaid if able (the
    Capitalist Class with 100 in Capital), prices to their targets."""
    events = []
    auto = state["automata"][role]
    new_round = auto.get("round") != state["round"]
    auto["round"] = state["round"]
    update_ladder(state, role)
    if auto["mode"] == "advanced":
        lad = auto["ladder"]
        if "STR" in lad["aside_action"] and new_round:
            L.return_from_aside(lad, "action", "STR", 1)
    if new_round and state["round"] > 1 and role != "working":
        modules.reset_wages(state, role)
        events += renew_market(state, role)
    elif role != "working" and option(state, "wage_relevel") == "next_turn":
        events += modules.relevel_wages(state, role)
    if role == "middle":
        raised = modules.middle_strike_wages(state)
        if raised:
            events.append({"kind": "wages_raised", "audience": "all", "role": role, "companies": raised})
    if actions.free_legal(state, role, "receive_benefits"):  # start of turn, always (§7.2, §8.2, §9.2)
        events += actions.free_action(state, role, "receive_benefits")
    if freeactions.repays_loan(state, role):
        events += actions.free_action(state, role, "pay_loan")
    if role != "working":
        target = freeactions.target_prices(state, role)
        prices = state["classes"][role]["prices"]
        for resource, price in target.items():
            if prices[resource] != price:
                prices[resource] = price
                events.append({"kind": "price_set", "audience": "all", "role": role, "resource": resource,
                               "price": price})
    return events


def swap_all(state: dict, role: str) -> list[dict]:
    """Swap Workers: every skilled worker in an unskilled slot for an unemployed unskilled one,
    through the engine's own Swap step (whose answer asks for the next swap: taken here)."""
    from games.hegemony.flow import DECISIONS
    events = []
    while actions.swap_options(state, role):
        entry, slot = actions.swap_options(state, role)[0]
        events += DECISIONS["swap"].choose(state, {"step": "swap", "role": role}, Option(f"swap:{entry['id']}:{slot}", ""))
        state["flow"]["stack"].pop()
    return events


def renew_market(state: dict, role: str) -> list[dict]:
    """Preparation (§8.3.2, §9.3.2): the Capitalist automaton discards every company card left from
    the previous round, the Middle Class one only those of an industry it already has; new cards
    replace them."""
    from games.hegemony.components import COMPANIES
    from games.hegemony.opening import draw
    auto = state["automata"][role]
    market = state["classes"][role]["market"]
    left = [c for c in market if c in auto.get("last_market", [])]
    if role == "middle":
        have = {COMPANIES[e["id"]]["industry"] for e in state["private_sector"]["middle"]}
        left = [c for c in left if COMPANIES[c]["industry"] in have]
    for card in left:
        market.remove(card)
    market += draw(state, f"companies_{role}", len(left))
    return [{"kind": "market_renewed", "audience": "all", "role": role, "discarded": left}] if left else []


def start_action(state: dict, role: str, decision_: dict) -> list[dict]:
    code = decision_["action"]
    if code == "PP":
        return actions.start_pressure(state, role)
    if code == "SA":
        return specials.do_special(state, role, AI_CARDS[decision_["card"]])
    if code == "STR":  # Strike Token Placement Criteria: up to the Trade Unions plus 2
        return actions.start_strike(state, role, actions.union_strike_tokens(state))
    return actions.START[criteria.CODES[code]](state, role)


@decision("automaton_turn")
class AutomatonTurn:
    def prompt(self, state, step):
        return Prompt("hegemony.automaton_turn", seat_of(state, step["role"]), _("The automaton takes its turn"),
                      (Option("automaton:play", _("Play the automaton's turn")),))

    def choose(self, state, step, option):
        role = step["role"]
        events = start_of_turn(state, role)
        deck = state["secret"][f"ai_{role}"]
        if state["automata"][role]["mode"] == "advanced" and deck and "AW" in AI_CARDS[deck[0]]["symbols"]:
            events += swap_all(state, role)  # the workers check swaps first
        plan, trace = turn.plan_turn(state, role)
        if plan["action"] == "AW" and state["automata"][role]["mode"] == "simple":
            events += swap_all(state, role)  # just before Assign Workers
        plan["before"] = bonuses.snapshot(state, role)
        state["automata"][role]["plan"] = plan
        events += trace
        push(state, {"step": "automaton_end", "role": role})
        early = plan["action"] != "SFM"  # a deal before exporting: its step goes above the export's
        if early:
            events += bonuses.apply_bonus(state, role, plan)
            if plan.get("again"):  # the second bill or company after the first
                push(state, {"step": "automaton_again", "role": role})
        events += start_action(state, role, plan)
        bonuses.step_terms(state, role, plan)
        return events + ([] if early else bonuses.apply_bonus(state, role, plan))


def educate_employed(state: dict, role: str) -> list[dict]:
    """Use Education with no unemployed unskilled Worker: a randomly chosen employed unskilled
    Worker gains the skill its Skilled Worker Criteria card picks (§7.3.7, §8.3.6)."""
    from games.engine import rng_int
    from games.hegemony import mainboard, economy
    from . import skills
    employed = [w for e in mainboard.companies(state) for w in e["workers"] + ([e["employee"]] if e.get("employee") else [])
                if w["class"] == role and w["skill"] == "U"]
    if not employed:
        return []
    state["classes"][role]["goods"]["education"] -= mainboard.population(state, role)
    vp = economy.score_prosperity(state, role)
    chosen = employed[rng_int(state["rng"], 0, len(employed) - 1)]
    pick = skills.working_skill if role == "working" else skills.middle_skill
    chosen["skill"] = pick(state, list("FLHEM"), state["rng"])
    return [{"kind": "prosperity", "audience": "all", "role": role, "vp": vp},
            {"kind": "worker_educated", "audience": "all", "role": role, "skill": chosen["skill"]}]


@automatic("automaton_again")
def automaton_again(state, step):
    """"Build 2 Companies instead" / "Propose 2 Bills instead": the second one if the criteria
    still allow it (for a company, it must become operational: TC-1)."""
    from games.hegemony.opening import draw
    from . import companies
    role = step["role"]
    plan = state["automata"][role]["plan"]
    again = plan.pop("again")
    if again["kind"] == "build":
        second = companies.choose_build(state, role, actions.build_options(state, role), True, None)
        market = state["classes"][role]["market"]
        market += draw(state, f"companies_{role}", 2)  # then 2 new companies to the market
        if second:
            plan["second_build"] = second
            push(state, {"step": "build", "role": role})
        return []
    found = criteria.bill_choice(state, role, AI_CARDS[plan["card"]]["policies"]) \
        if state["automata"][role]["mode"] == "simple" else advanced.ladder_bill(state, role)
    if not found or actions.role_money(state, role) < again["cost"]:
        return []
    if again["cost"]:
        actions.spend(state, role, again["cost"])
    plan["policy"], plan["target"] = found
    push(state, {"step": "bill", "role": role})
    return []


@automatic("automaton_end")
def automaton_end(state, step):
    role = step["role"]
    auto = state["automata"][role]
    plan = auto.pop("plan")
    if role != "working":
        auto["last_market"] = list(state["classes"][role]["market"])
    events = bonuses.after_bonus(state, role, plan)
    turn.finish_action(state, role, plan)
    state.get("bill_terms", {}).pop(role, None)
    # each Use Education trains one unemployed unskilled worker (its step comes later): count them
    unskilled = sum(1 for w in state["classes"][role].get("unemployed", []) if w["skill"] == "U")
    for resource in freeactions.use_plan(state, role):
        if resource == "education" and unskilled <= 0:
            events += educate_employed(state, role)
        elif actions.free_legal(state, role, f"use_{resource}"):
            unskilled -= resource == "education"
            events += actions.free_action(state, role, f"use_{resource}")
    return events + [{"kind": "turn_ended", "audience": "all", "role": role}]
