"""The automata with the Crisis & Control modules (digest §10) and the wage answers to strikes
(§8.2, §9.2): hidden agendas face up, alternative events kept or cashed, Public Pressure and Demand
for State Intervention, returning workers and buying bonds in a crisis plan."""
from __future__ import annotations

from games.engine import rng_int, shuffle
from games.hegemony import actions, mainboard
from games.hegemony.components import AI_CARDS, COMPANIES, HIDDEN_AGENDAS

from .cards import CODE
from .options import option
from .voting import predicted_for, reveal, votes_for


# --- Hidden Agenda (§10.2)

def deal_agendas(state: dict, role: str) -> list[str]:
    """An automaton plays all five of its class's hidden agendas, face up (public)."""
    ids = sorted(a for a, c in HIDDEN_AGENDAS.items() if c["class"] == CODE[role])
    state["automata"][role]["agendas"] = {a: False for a in ids}
    return ids


def agenda_met(state: dict, role: str, agenda_id: str) -> None:
    """Its goal reached, the card is turned face down."""
    state["automata"][role]["agendas"][agenda_id] = True


def agenda_vp(state: dict, role: str) -> int:
    """At the end only the face-down card with the most VP scores."""
    done = [a for a, met in state["automata"][role].get("agendas", {}).items() if met]
    return max((HIDDEN_AGENDAS[a]["vp"] for a in done), default=0)


# --- Alternative Events (§10.4)

def keeps_event(state: dict) -> bool:
    """Rounds 1-4: keep the card; round 5: discard it for 1 VP."""
    return state["round"] < 5


def uses_public_pressure(state: dict, role: str, policy: int, in_favor: bool | None = None) -> bool:
    """At the first vote on policies 2-6 where the State is expected on the other side."""
    if not 2 <= policy <= 6:
        return False
    bill = state["bills"][str(policy)]
    mine = in_favor if in_favor is not None else (bill["by"] == role or votes_for(state, role, policy, bill["section"]))
    return predicted_for(state, "state", policy, bill["section"]) != mine


def _wage_step(entry: dict, up: bool) -> int:
    card = COMPANIES[entry["id"]]
    level = entry.get("wage") or 1
    other = min(3, level + 1) if up else max(1, level - 1)
    return abs((card.get(f"wage_l{other}") or 0) - (card.get(f"wage_l{level}") or 0))


def intervention_company(state: dict, role: str) -> dict | None:
    """Demand for State Intervention: the private company (its own, or one its workers are in)
    with the largest difference in wages paid; owners lower, workers raise; ties at random."""
    found = []
    for owner, entries in state["private_sector"].items():
        for e in entries:
            if COMPANIES[e["id"]]["wage_l1"] is None:
                continue
            if owner == role:
                found.append((_wage_step(e, up=False), e))
            elif any(w["class"] == role for w in e["workers"] + ([e["employee"]] if e.get("employee") else [])):
                found.append((_wage_step(e, up=True), e))
    if not found:
        return None
    best = max(d for d, _ in found)
    tied = [e for d, e in found if d == best]
    return tied[rng_int(state["rng"], 0, len(tied) - 1)] if len(tied) > 1 else tied[0]


# --- Crisis Plan (§10.3)

def workers_to_return(pool: list[dict], n: int) -> list[int]:
    """Indices of the workers an automaton returns to the supply: unskilled first."""
    order = sorted(range(len(pool)), key=lambda i: pool[i]["skill"] != "U")
    return order[:n]


def bond_payment(state: dict, role: str, amounts: tuple[int, ...], money: int) -> int:
    """New Government Bonds Program: if it can pay, reveal 1 AI card; an influence icon means it
    pays, the highest amount it can."""
    affordable = [a for a in amounts if a <= money]
    if not affordable:
        return 0
    shown = reveal(state, role, 1)
    return max(affordable) if shown and AI_CARDS[shown[0]]["influence_icons"] else 0


# --- Strikes and wages

def middle_strike_wages(state: dict) -> list[str]:
    """Middle Class automaton, its next turn after a strike: every struck company to L3."""
    raised = []
    for e in state["private_sector"].get("middle", []):
        if e["strike"] and e.get("wage") not in (None, 3):
            actions.adjust_wage(e, 3)
            raised.append(e["id"])
    state["automata"]["middle"].setdefault("raised", []).extend(raised)
    return raised


def capitalist_strike_wages(state: dict) -> list[str]:
    """Response to Strike (start of the Production Phase): per struck company draw 2 AI cards if
    it has machinery or is its only operational company of that industry, else 1; an influence
    icon raises its wage to L3."""
    raised = []
    own = state["private_sector"]["capitalist"]
    scope = own if option(state, "last_operational_scope") == "own" else mainboard.companies(state)
    for e in own:
        if not e["strike"] or e.get("wage") in (None, 3):
            continue
        industry = COMPANIES[e["id"]]["industry"]
        alone = sum(1 for x in scope if COMPANIES[x["id"]]["industry"] == industry and mainboard.is_operational(x)) == 1
        shown = reveal(state, "capitalist", 2 if e["machinery"] or alone else 1)
        if any(AI_CARDS[c]["influence_icons"] for c in shown):
            actions.adjust_wage(e, 3)
            raised.append(e["id"])
    state["automata"]["capitalist"].setdefault("raised", []).extend(raised)
    return raised


def reset_wages(state: dict, role: str) -> None:
    """Start of the next round: every company back to the Labor Market's minimum wage."""
    low = mainboard.minimum_wage_level(state)
    state["automata"][role]["raised"] = []
    for e in state["private_sector"].get(role, []):
        if e.get("wage") is not None:
            e["wage"] = low


def relevel_wages(state: dict, role: str) -> list[dict]:
    """A-17: the Labor Market's minimum fell mid-round: at its next turn the automaton lowers its
    companies to it, never one raised for a strike this round (L3 until the next round) nor one
    whose workers are committed."""
    low = mainboard.minimum_wage_level(state)
    lowered = []
    for e in state["private_sector"].get(role, []):
        staff = e["workers"] + ([e["employee"]] if e.get("employee") else [])
        raised = e["id"] in state["automata"][role].get("raised", [])
        if e.get("wage") is not None and e["wage"] > low and not raised and not any(w["committed"] for w in staff):
            e["wage"] = low
            lowered.append(e["id"])
    return [{"kind": "wages_lowered", "audience": "all", "role": role, "companies": lowered}] if lowered else []


def round_five_reshuffle(state: dict, role: str) -> None:
    """Round 5's voting: the discard pile, shuffled, goes under the 5 cards left (option round5_reshuffle)."""
    if not option(state, "round5_reshuffle"):
        return
    auto = state["automata"][role]
    pile, auto["discard"] = auto["discard"], []
    shuffle(state["rng"], pile)
    state["secret"][f"ai_{role}"] += pile


# --- the engine's hooks (rounds.py)

def at_production(state: dict) -> list[dict]:
    """Start of the Production Phase: the Capitalist automaton's answer to strikes (§9.2)."""
    if "capitalist" not in state.get("automata", {}):
        return []
    raised = capitalist_strike_wages(state)
    return [{"kind": "wages_raised", "audience": "all", "role": "capitalist", "companies": raised}] if raised else []


def at_elections(state: dict) -> None:
    """Start of round 5's Elections Phase: each automaton's discard pile goes under its deck (§6.8)."""
    if state["round"] == 5:
        for role in state.get("automata", {}):
            round_five_reshuffle(state, role)
