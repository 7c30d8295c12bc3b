"""An automaton's turn (digest §4.3, §5.4): reveal the AI card, pick the action (simple: the
symbols left to right, the special action, Apply Political Pressure; advanced: the checks and the
ladder), and write the public trace.

`plan_turn` runs in the engine's automaton step (it mutates the state: the card drawn, the ladder
moved); the engine then starts the chosen action with actions.START and the automaton answers the
action's prompts through chooser.choose.
"""
from __future__ import annotations

from games.engine import _, shuffle
from games.hegemony.components import AI_CARDS

from . import advanced, criteria
from . import ladder as L
from .options import option

NAMES = {"AW": _("Assign Workers"), "BGS": _("Buy Goods & Services"), "PB": _("Propose Bill"), "STR": _("Strike"),
         "DEM": _("Demonstration"), "BC": _("Build Company"), "SC": _("Sell Company"),
         "SFM": _("Sell to the Foreign Market"), "LOB": _("Lobby"), "SA": _("Special Action"),
         "PP": _("Apply Political Pressure")}


def draw_card(state: dict, role: str) -> str:
    """The top AI card; an empty deck takes the shuffled discard pile (option empty_deck)."""
    auto = state["automata"][role]
    key = f"ai_{role}"
    if auto["card"]:
        auto["discard"].append(auto["card"])
    if not state["secret"][key]:
        deck, auto["discard"] = auto["discard"], []
        shuffle(state["rng"], deck)
        state["secret"][key] = deck
    auto["card"] = state["secret"][key].pop(0)
    return auto["card"]


def simple_choice(state: dict, role: str, card_id: str) -> dict:
    """§4.3: the first symbol whose criteria hold (the bonus belongs to the first only), else the
    special action, else Apply Political Pressure."""
    card = AI_CARDS[card_id]
    symbols = list(card["symbols"])
    if symbols[0] == "SA":
        if advanced.sa_first_condition(state, role, card) and criteria.met(state, role, "SA", card, simple=True):
            return _decision(card, "SA", 0, _("first condition on the card holds"))
        if option(state, "special_first_fails") == "pressure":
            return _decision(card, "PP", None, _("first condition fails"))
    for index, code in enumerate(symbols):
        if code == "SA":
            continue
        if criteria.met(state, role, code, card, simple=True):
            return _decision(card, code, index, _("action criteria met"), bill=_bill(state, role, card, code))
        if code == "AW" and role == "working" and criteria.met(state, role, "DEM", card, simple=True):
            return _decision(card, "DEM", index, _("cannot assign; unemployed exceed slots by 2"))
        if code == "BC" and role == "capitalist" and _sell_instead(state, role):
            return _decision(card, "SC", index, _("cannot build; a non-operational company sells for 20 or more"))
    if criteria.met(state, role, "SA", card, simple=True):
        return _decision(card, "SA", None, _("no action possible: special action"))
    return _decision(card, "PP", None, _("nothing else possible"))


def _sell_instead(state: dict, role: str) -> bool:
    from games.hegemony import mainboard
    from games.hegemony.components import COMPANIES
    return any(not mainboard.is_operational(e) and COMPANIES[e["id"]]["cost"] >= 20
               for e in state["private_sector"][role])


def _bill(state: dict, role: str, card: dict, code: str):
    if code != "PB":
        return None
    if state["automata"][role]["mode"] == "advanced":
        return advanced.ladder_bill(state, role)
    return criteria.bill_choice(state, role, card["policies"])


def _decision(card: dict, code: str, index, reason: str, bill=None) -> dict:
    return {"card": card["id"], "number": card["number"], "action": code, "bonus": index == 0,
            "reason": reason, "policy": bill[0] if bill else None, "target": bill[1] if bill else None}


def advanced_choice(state: dict, role: str, card_id: str) -> dict:
    """§5.4: run the four checks, then the highest action card if it can be done, else the second,
    else Apply Political Pressure (no card moves)."""
    card = AI_CARDS[card_id]
    moved = advanced.run_checks(state, role, card_id)
    order = L.ordered(state["automata"][role]["ladder"], "action")
    for rank, code in enumerate(order[:2]):
        if criteria.met(state, role, code, card, simple=False):
            first = card["symbols"][0]
            d = _decision(card, code, 0 if code == first else None,
                          _("highest priority") if rank == 0 else _("second highest priority"),
                          bill=_bill(state, role, card, code))
            d["second"], d["checks"] = rank == 1, moved
            return d
    d = _decision(card, "PP", None, _("neither of the two highest can be done"))
    d["second"], d["checks"] = False, moved
    return d


def plan_turn(state: dict, role: str) -> tuple[dict, list[dict]]:
    """Draw the turn card and choose; returns the decision and its public trace event."""
    card_id = draw_card(state, role)
    if state["automata"][role]["mode"] == "advanced":
        decision = advanced_choice(state, role, card_id)
    else:
        decision = simple_choice(state, role, card_id)
    return decision, [trace(role, decision)]


def trace(role: str, d: dict) -> dict:
    """The public trace, "AI card 17: Propose Bill on policy 3 (A), criterion: ...": a marked
    text filled from the event's own keys (event_text)."""
    text = (_("AI card {number}: {action_name} on policy {policy} ({target}), criterion: {reason}") if d["policy"]
            else _("AI card {number}: {action_name}, criterion: {reason}"))
    return {"kind": "automaton_decision", "audience": "all", "role": role, "card": d["card"], "number": d["number"],
            "action": d["action"], "action_name": NAMES[d["action"]], "policy": d["policy"], "target": d["target"],
            "reason": d["reason"], "checks": d.get("checks", []), "text": text}


def finish_action(state: dict, role: str, decision: dict) -> None:
    """After the action: the advanced ladder moves (Apply Political Pressure moves nothing)."""
    if state["automata"][role]["mode"] == "advanced" and decision["action"] != "PP":
        advanced.after_action(state, role, decision["action"], decision.get("second", False))
