"""Alternative Events (Crisis & Control; digest §11.2, §10.4): 4 players only.

They replace the base events: the State's deck and its two face-up events are Alternative Events,
resolved as events are (their task, the chosen class's reward). The State then hands the card to
the chosen class, which keeps it for its advantage for the rest of the game or discards it at
once for 1 VP (an automaton keeps it in rounds 1-4 and cashes it in round 5). A kept advantage
activates at the start of the phase it names, and its holder may decline it.

The engine calls `after_resolved(state, event_id, role)` when the State has resolved an event
for a class, and `phase_starts(state, phase)` at the start of each phase.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, shuffle
from games.hegemony.automa import modules
from games.hegemony.components import ALTERNATIVE_EVENTS
from games.hegemony.crisis import log
from games.hegemony.flow import decision, push, seat_of
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
