"""Sampling what a seat cannot see (Game.determinize): the other hands and every deck's order,
drawn from the components that seat has not seen, so search bots plan on a full state that
agrees with its view. Nothing here reads the real state."""
from __future__ import annotations

from games.engine import clone, new_rng, rng_u64, shuffle
from games.hegemony.automa.cards import ai_deck
from games.hegemony.components import BUSINESS_DEALS, EVENTS, EXPORT, IMMIGRATION, POLITICAL_AGENDAS
from games.hegemony.crisis import agendas, plans
from games.hegemony.crisis import events as alternative
from games.hegemony.opening import action_deck, deck_ids

DERIVED = ("seat", "to_act", "prompt", "result", "me", "hand_count", "population", "tax_multiplier",
           "agenda_held")


def determinize(view: dict, seat: int, rng: dict) -> dict:
    # Logged events are never changed once written: the log is shared, not deep-copied.
    state = {k: (list(v) if k == "log" else clone(v)) for k, v in view.items() if k not in DERIVED}
    state["rng"] = new_rng(rng_u64(rng))  # drawn from the caller's: each sample its own
    roles = state["roles"]
    state["seats"] = [{"hand": []} for _ in roles]
    state["seats"][seat] = clone(view["me"])
    secret: dict = {}
    automata = state.get("automata", {})
    for index, role in enumerate(roles):
        if role in automata:  # an automaton's action cards stay in the box
            secret[f"actions_{role}"] = []
            continue
        unseen = [c for c in action_deck(role, state.get("options")) if c not in state["discards"][role]
                  and c not in state["seats"][seat]["hand"]]
        shuffle(state["rng"], unseen)
        if index != seat:
            count = view["hand_count"][index]
            state["seats"][index]["hand"], unseen = unseen[:count], unseen[count:]
        secret[f"actions_{role}"] = unseen
    on_board = {c["id"] for cs in state["private_sector"].values() for c in cs}
    for owner in ("capitalist", "middle"):
        if owner in state["classes"]:
            seen = on_board | set(state["classes"][owner]["market"])
            secret[f"companies_{owner}"] = [c for c in deck_ids(owner) if c not in seen]
    secret["immigration"] = sorted(IMMIGRATION)  # every card returns under the deck: all 25 are in it
    secret["export"] = [c for c in sorted(EXPORT) if c != state["export"] and c not in state["export_discards"]]
    secret["business_deals"] = [f"{d}#{n}" for d in sorted(BUSINESS_DEALS) for n in (1, 2)
                                if f"{d}#{n}" not in state["business_deals"]]
    if "state" in state["classes"]:
        seen_events = set(state["classes"]["state"]["events"]) | set(state.get("event_discards", [])) \
            | set(state.get("events_resolved", []))
        secret["events"] = [e for e in sorted(EVENTS) if e not in seen_events]
        seen_agendas = {state["classes"]["state"]["political_agenda"], *state.get("agenda_discards", [])}
        secret["political_agendas"] = [a for a in sorted(POLITICAL_AGENDAS) if a not in seen_agendas]
    for role, auto in automata.items():  # the AI deck: every card not face up or in the discard pile
        shown = set(auto["discard"]) | {auto["card"]}
        secret[f"ai_{role}"] = [c for c in ai_deck(role) if c not in shown]
    _agendas(view, seat, state)
    plans.determinize(state, secret)
    alternative.determinize(state, secret)
    for name in sorted(secret):
        if not name.startswith("actions_"):
            shuffle(state["rng"], secret[name])
    state["secret"] = secret
    return state


def _agendas(view: dict, seat: int, state: dict) -> None:
    """Another player's secret Hidden Agenda (or the two it is choosing from): drawn from its
    class's cards not revealed."""
    for index, role in enumerate(state["roles"]):
        if index == seat or not view.get("agenda_held", [False] * len(state["roles"]))[index]:
            continue
        pool = agendas.unseen_by(view, role)
        shuffle(state["rng"], pool)
        if any(step.get("step") == "keep_agenda" and index in step.get("seats", ()) for step in state["flow"]["stack"]):
            state["seats"][index]["agenda_offer"] = pool[:2]
        else:
            state["seats"][index]["agenda"] = pool[0]
