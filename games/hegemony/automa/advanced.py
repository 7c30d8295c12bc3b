"""Advanced mode (digest §5): the four checks of the turn card move priority cards up, then the
highest action card is done (or the second; else Apply Political Pressure), moves down 2, and a
level left empty by the second card disappears.

Each check is a function over the state returning moves (side, card, steps, reason); the Check
cards' text is quoted in the reasons so a trace names the line that moved a card.
"""
from __future__ import annotations

from games.hegemony import actions, mainboard, workers
from games.hegemony.components import AI_CARDS, COMPANIES

from . import companies
from . import ladder as L
from .cards import DESIRED, distance
from .criteria import (PROSPERITY_GOODS, checked_purchase, placeable, proposable, strike_companies,
                       transactions)
from .options import option

Move = tuple  # (side, card, steps, reason)


def production_phases_left(state: dict) -> int:
    """Production Phases still to come, this round's included (checks happen in the Action Phase)."""
    return 6 - state["round"]


def ladder_bill(state: dict, role: str) -> tuple[int, str] | None:
    """§5.7: the policy of the highest policy card the automaton can propose now."""
    auto = state["automata"][role]
    if state["classes"][role]["bills"] <= 0:
        return None
    for policy in L.ordered(auto["ladder"], "policy"):
        target = proposable(state, role, policy)
        if target:
            return policy, target
    return None


def check_policies(state: dict, role: str, card: dict) -> list[Move]:
    lad = state["automata"][role]["ladder"]
    moves, able = [], False
    for policy in card["policies"]:
        if L.level_of(lad, "policy", policy) is None or state["classes"][role]["bills"] <= 0:
            continue
        d = distance(state["policies"][str(policy)], DESIRED[role][str(policy)])
        steps = d
        if (role, policy) in (("working", 2), ("capitalist", 3)):
            steps += 1
        if steps:
            moves += [("action", "PB", steps, f"policy {policy} {d} from the desired section"),
                      ("policy", policy, steps, f"policy {policy} {d} from the desired section")]
        able = able or proposable(state, role, policy) is not None
    if not able:
        moves.append(("action", "SA", 1, "unable to propose a bill for either policy"))
    return moves


def check_workers(state: dict, role: str, card: dict) -> list[Move]:
    n = placeable(state, role)
    moves = []
    if n >= 2:
        moves.append(("action", "AW", n, f"{n} unemployed workers can be employed"))
    if role == "working":
        unions = len(workers.union_options(state))
        if unions:
            moves.append(("action", "AW", 2 * unions, f"{unions} trade union(s) can be formed"))
    if not moves:
        moves.append(("action", "SA", 1, "no way to employ 2 workers"))
    if role == "working":
        extra = len(state["classes"]["working"]["unemployed"]) - workers.available_slots(state, "working")
        if extra > 0:
            moves.append(("action", "DEM", extra, f"{extra} more unemployed workers than slots"))
    return moves


def check_goods(state: dict, role: str, card: dict) -> list[Move]:
    """The average price of the purchase; money the card's bonus gives first counts as a price
    reduction, and a half price lowers the price, when Buy Goods & Services is the card's first
    action (§7.3.1, TC-4, line 61)."""
    moves = []
    for resource in PROSPERITY_GOODS:
        found = checked_purchase(state, role, card, resource)
        if found is None:
            continue
        units, cost, bonus = found
        cost = max(0, cost - bonus) if cost else 0
        if cost == 0:
            steps, why = 3, "free"
        elif cost <= 6 * units:
            steps, why = 2, "6 or less per item"
        else:
            steps, why = 1, "more than 6 per item"
        moves.append(("action", "BGS", steps, f"{resource}: {why}"))
    return moves or [("action", "SA", 1, "unable to buy any of the 3 resources")]


def check_strike(state: dict, role: str, card: dict) -> list[Move]:
    low = mainboard.minimum_wage_level(state)
    n = sum(1 for c in strike_companies(state) if c["wage"] == low)
    labor = state["policies"]["2"]
    if labor == "B" and len(state["classes"]["working"]["unions"]) >= 2 and n // 3:
        return [("action", "STR", n // 3, f"labor market B, 2 unions, {n} companies")]
    if labor == "C":
        moves = [("policy", 2, 1, "labor market in C")]
        if n // 2:
            moves.insert(0, ("action", "STR", n // 2, f"labor market C, {n} companies"))
        return moves
    return []


def check_foreign(state: dict, role: str, card: dict) -> list[Move]:
    t = transactions(state, role)
    if t < 2:
        return [("action", "SA", 1, "fewer than 2 transactions")]
    moves = [("action", "SFM", t, f"{t} transactions")]
    if role == "middle" and actions.role_money(state, role) <= 15:
        moves.append(("action", "SFM", 1, "15 or less money"))
    return moves


def _produced(state: dict, role: str) -> set[str]:
    return {COMPANIES[e["id"]]["industry"] for e in state["private_sector"][role] if mainboard.is_operational(e)}


def check_companies(state: dict, role: str, card: dict) -> list[Move]:
    moves = []
    money = actions.role_money(state, role)
    made = _produced(state, role)
    phases = production_phases_left(state)
    for cid in state["classes"][role]["market"]:
        c = COMPANIES[cid]
        if c["cost"] > money:
            continue
        if role == "capitalist":
            if c["automated"] or companies.can_staff(state, role, cid):
                moves.append(("action", "BC", phases // 2, f"{c['name']}: can be operational"))
                if c["industry"] not in made:
                    moves.append(("action", "BC", 1, f"{c['name']}: a new resource"))
        else:
            if workers.fill_plan(c["workers"], state["classes"]["middle"]["unemployed"]) is None:
                continue
            if phases >= 2:
                moves.append(("action", "BC", phases // 2, f"{c['name']}: production phases left"))
            if c["employee"] and companies.can_staff(state, role, cid):
                moves.append(("action", "BC", 2, f"{c['name']}: a Working Class worker for its slot"))
            if c["industry"] not in made:
                moves.append(("action", "BC", 2, f"{c['name']}: a new resource"))
    if role == "capitalist" and state.get("demonstration"):
        moves.append(("action", "BC", 3, "a demonstration is taking place"))
    if role == "middle":
        full = sum(1 for e in state["private_sector"][role] if mainboard.is_operational(e))
        if state["classes"][role]["prosperity"] >= full:
            moves.append(("action", "BC", 2, "prosperity at least the operational companies"))
    if sum(m[2] for m in moves) <= 1:
        moves.append(("action", "SA", 1, "the card moved 1 step or less"))
    if role == "capitalist":
        for e in state["private_sector"][role]:
            value = COMPANIES[e["id"]]["cost"]
            if not mainboard.is_operational(e) and value >= 20:
                moves.append(("action", "SC", value // 10, f"{COMPANIES[e['id']]['name']} sells for {value}"))
    return moves


def check_influence(state: dict, role: str, card: dict) -> list[Move]:
    """The Capitalist Class's influence check. The influence the others would still get before
    the elections is not forecast (the engine has no projection yet): current influence only."""
    if not state["bills"]:
        return [("action", "SA", 1, "no proposed bills")]
    others = sum(state["classes"][r]["influence"] for r in state["roles"] if r != role)
    mine = state["classes"][role]["influence"]
    if others > mine:
        return [("action", "LOB", others - mine, f"others' influence {others} against {mine}")]
    return [("action", "SA", 1, "influence not behind")]


def _sa_first(state: dict, role: str, card: dict) -> list[Move]:
    """The conditions printed instead of a bonus on the cards whose first symbol is SA."""
    text = card["bonus"]
    cls = state["classes"][role]
    phases = production_phases_left(state)
    moves = []
    if text.startswith("If you have at least 4 unemployed"):
        n = len(cls["unemployed"])
        if n >= 4:
            moves.append(("action", "SA", n, f"{n} unemployed workers"))
    elif "could get a [machinery]" in text:
        n = sum(1 for e in state["private_sector"][role] if not e["machinery"] and not COMPANIES[e["id"]]["automated"]
                and COMPANIES[e["id"]]["machinery_bonus"] is not None)
        if n:
            moves.append(("action", "SA", n, f"{n} companies could get machinery"))
            if phases >= 2:
                moves.append(("action", "SA", phases // 2, "production phases left"))
    elif "Agricultural Companies" in text:
        kinds = {"A": ("food", "luxury"), "B": ("food",)}.get(state["policies"]["6"], ())
        n = sum(1 for e in state["private_sector"][role] if COMPANIES[e["id"]]["industry"] in kinds)
        if n:
            moves.append(("action", "SA", n, f"{n} agricultural/luxury companies"))
    elif "150₳ in Revenue" in text:
        if cls["revenue"] >= 150:
            moves.append(("action", "SA", cls["revenue"] // 100, "revenue"))
            extra = {"A": 2, "B": 1}.get(state["policies"]["3"], 0)
            if extra:
                moves.append(("action", "SA", extra, f"taxation in {state['policies']['3']}"))
    elif "at least 3 [luxury]" in text:
        lux = cls["storage"]["luxury"] + cls.get("free_trade_zone", {}).get("luxury", 0)
        if lux >= 3:
            moves.append(("action", "SA", lux // 3, f"{lux} luxury"))
            if cls["influence"] == 0:
                moves.append(("action", "SA", 1, "no influence"))
    else:
        raise NotImplementedError(f"AI card {card['id']}: first-symbol conditions not implemented")
    return moves


def sa_first_condition(state: dict, role: str, card: dict) -> bool:
    """Simple mode reads only the first printed condition (§8.3.1)."""
    moves = _sa_first(state, role, card)
    return bool(moves) and moves[0][3] not in ("production phases left", "no influence")


CHECKS = {"PB": check_policies, "AW": check_workers, "BGS": check_goods, "STR": check_strike,
          "SFM": check_foreign, "BC": check_companies, "LOB": check_influence}


def run_checks(state: dict, role: str, card_id: str) -> list[dict]:
    """All four checks, left to right, applying their moves at once; returns the trace lines."""
    card = AI_CARDS[card_id]
    lad = state["automata"][role]["ladder"]
    done = []
    for index, symbol in enumerate(card["symbols"]):
        moves = _sa_first(state, role, card) if (symbol == "SA" and index == 0) else CHECKS[symbol](state, role, card)
        for side, what, steps, why in moves:
            if L.level_of(lad, side, what) is None or steps <= 0:
                continue
            L.move_up(lad, side, what, steps)
            done.append({"check": symbol, "card": what, "steps": steps, "reason": why})
    return done


def after_action(state: dict, role: str, code: str, second: bool) -> None:
    """The card of the action done goes down 2 (Demonstration: aside until the token returns);
    for the second card, its level disappears if nothing else is left on it."""
    lad = state["automata"][role]["ladder"]
    level = L.level_of(lad, "action", code)
    if code == "DEM":
        L.set_aside(lad, "action", "DEM")
    else:
        L.move_down(lad, "action", code, 2)
    both = option(state, "collapse_row") == "both"
    if second and L.row_empty(lad, level, both_sides=both):
        L.collapse(lad, level)
