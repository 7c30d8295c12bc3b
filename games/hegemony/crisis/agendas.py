"""Hidden Agendas (Crisis & Control; digest §11.3, §10.2).

Setup: every player draws 2 of their class's 5 cards and keeps 1 in secret; the other returns to
the box unseen by anyone else. The kept card sits in the seat's own entry (`seats[i]["agenda"]`),
so only that seat's view holds it; the log names it only to that seat. When its goal is met
within its timing the card is revealed and its VP scored at once: revealing can only gain, so the
engine reveals it for the player. An automaton plays all 5 face up (automa/modules.py): a goal
met turns that card face down, and at the end only the best face-down card scores.

Timings: Anytime (cards about the current policies not while votes of an Elections Phase are
still to come), Anytime with a round limit, a named phase, Game End. Goals that happen in one
action or phase (an export, a Production's wages, an Elections Phase's bills) are followed from
the events, so they count even if the move that made them ran on into the next phase.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, audience_only, shuffle
from games.hegemony import mainboard
from games.hegemony.automa import modules
from games.hegemony.components import COMPANIES, HIDDEN_AGENDAS, POLITICAL_AGENDAS
from games.hegemony.crisis import log
from games.hegemony.flow import decision

CLASS_OF = {"working": "wc", "middle": "mc", "capitalist": "cc", "state": "state"}
INDUSTRIES = ("food", "luxury", "health", "education", "media")
EXPORT_TYCOON, SURPLUS_VALUE, WORKING_CLASS_PUSH = (
    "agenda-cc-export-tycoon", "agenda-wc-the-surplus-value-is-ours", "agenda-wc-working-class-push")
EXPERT_BUDGETER = "agenda-state-expert-budgeter"
# The public trackers of goals reached within one phase name the feat, never the card: the
# trackers follow every class whether or not it holds the card, so a card id in them would put
# a Hidden Agenda's name in everyone's view.
FEATS = {EXPORT_TYCOON: "exported_240", SURPLUS_VALUE: "wages_240", WORKING_CLASS_PUSH: "passed_3_own_bills"}
# Cards whose goal is about the current policies: not revealed before an Elections Phase's last vote.
ABOUT_POLICIES = {"agenda-cc-toward-a-neoliberal-state", "agenda-mc-golden-compromise",
                  "agenda-state-state-led-economy", "agenda-state-strong-welfare-state"}


def cards_of(role: str) -> list[str]:
    return sorted(a for a, c in HIDDEN_AGENDAS.items() if c["class"] == CLASS_OF[role])



# --------------------------------------------------------------------------- setup


def setup(state: dict, kinds: list[str]) -> None:
    """Automata: all five face up. Everyone else: two drawn, one to keep (a decision)."""
    state["crisis"]["agendas"] = {"revealed": {}, "discarded": [], "achieved": {}, "export": {}, "wages": 0,
                                  "elections": None, "state_loans": state.get("state_loans", 0)}
    choosing = []
    for seat, role in enumerate(state["roles"]):
        if role in state.get("automata", {}):
            modules.deal_agendas(state, role)
            continue
        deck = cards_of(role)
        shuffle(state["rng"], deck)
        state["seats"][seat]["agenda_offer"] = deck[:2]
        choosing.append(seat)
    if choosing:
        state["flow"]["stack"].append({"step": "keep_agenda", "seats": choosing})


@decision("keep_agenda")
class KeepAgenda:
    """Each player at once keeps one of the two Hidden Agendas drawn (simultaneous, secret)."""

    def prompt(self, state, step, seat):
        offer = state["seats"][seat]["agenda_offer"]
        return Prompt("hegemony.keep_agenda", seat, _("Keep which Hidden Agenda?"),
                      tuple(Option(f"agenda:{a}", _("Keep {agenda}"), {"agenda": a}) for a in offer))

    def choose(self, state, step, option, seat):
        entry = state["seats"][seat]
        entry["agenda"] = option.id.split(":", 1)[1]
        entry.pop("agenda_offer")  # the other card goes back to the box
        step["seats"].remove(seat)
        if not step["seats"]:
            state["flow"]["stack"].remove(step)
        role = state["roles"][seat]
        return [{"kind": "agenda_kept", "audience": audience_only(seat), "role": role, "agenda": entry["agenda"]},
                log("agenda_chosen", role=role)]


# --------------------------------------------------------------------------- goals


def _fully_operational_middle(state):
    return sum(1 for c in state["private_sector"].get("middle", [])
               if mainboard.is_operational(c) and (not COMPANIES[c["id"]]["employee"] or c.get("employee")))


def _employers_of_middle(state):
    entries = [e for e in state["public_sector"] if e["face_up"]] + state["private_sector"]["capitalist"]
    return sum(1 for e in entries if any(w["class"] == "middle" for w in e["workers"]))


def _in_section(state, policies, letter):
    return sum(1 for p in policies if mainboard.section(state, p) == letter)


def _industries(state, owner):
    counts = {i: 0 for i in INDUSTRIES}
    for e in state["private_sector"][owner]:
        counts[COMPANIES[e["id"]]["industry"]] += 1
    return counts


def _agenda_matches(state):
    card = POLITICAL_AGENDAS.get(state["classes"]["state"].get("political_agenda") or "")
    return sum(1 for s in card["sections"] if mainboard.section(state, int(s[0])) == s[1]) if card else 0


def _operational_public(state):
    return sum(1 for e in state["public_sector"] if e["face_up"] and mainboard.is_operational(e))


def events_performed(state) -> int:
    """The events whose task the State performed (the 4-player tip: kept apart from other discards)."""
    return len(state["classes"]["state"].get("events_performed", []))


GOALS = {
    "agenda-cc-corporate-empire": lambda s, r: len(s["private_sector"][r]) >= 12 and sum(
        1 for e in s["private_sector"][r] if mainboard.is_operational(e)) >= 11,
    "agenda-cc-diversified-portfolio": lambda s, r: min(_industries(s, r).values()) >= 2,
    EXPORT_TYCOON: lambda s, r: FEATS[EXPORT_TYCOON] in s["crisis"]["agendas"]["achieved"].get(r, []),
    "agenda-cc-toward-a-neoliberal-state": lambda s, r: _in_section(s, range(1, 6), "C") >= 3,
    "agenda-cc-venture-capitalist": lambda s, r: s["classes"][r]["capital"] >= 320,
    "agenda-mc-entrepreneur": lambda s, r: all(s["classes"][r]["storage"][x] >= 8
                                               for x in ("food", "luxury", "health", "education")),
    "agenda-mc-golden-compromise": lambda s, r: _in_section(s, range(1, 6), "B") == 5,
    "agenda-mc-growing-middle-class": lambda s, r: _fully_operational_middle(s) >= 8 and _employers_of_middle(s) >= 5,
    "agenda-mc-successful-startup": lambda s, r: _fully_operational_middle(s) >= 5,
    "agenda-mc-we-work-we-thrive": lambda s, r: not s["classes"][r]["unemployed"],
    "agenda-state-according-to-plan": lambda s, r: _agenda_matches(s) >= 4,
    EXPERT_BUDGETER: lambda s, r: "state" not in s["crisis"]["agendas"]["discarded"],
    "agenda-state-leviathan": lambda s, r: events_performed(s) >= 10,
    "agenda-state-state-led-economy": lambda s, r: mainboard.section(s, 1) == "A" and _operational_public(s) >= 6,
    "agenda-state-strong-welfare-state": lambda s, r: s["treasury"] >= 150 and _in_section(s, (4, 5), "A") == 2,
    "agenda-wc-rally-the-masses": lambda s, r: s["classes"][r]["influence"] >= 6,
    "agenda-wc-small-labor-force": lambda s, r: mainboard.population(s, r) <= 7,
    SURPLUS_VALUE: lambda s, r: FEATS[SURPLUS_VALUE] in s["crisis"]["agendas"]["achieved"].get(r, []),
    "agenda-wc-workers-unite": lambda s, r: len(s["classes"][r]["unions"]) >= 4,
    WORKING_CLASS_PUSH: lambda s, r: FEATS[WORKING_CLASS_PUSH] in s["crisis"]["agendas"]["achieved"].get(r, []),
}


def timely(state: dict, agenda: str, moment: str) -> bool:
    """Whether the card's timing lets it be revealed at `moment` ("anytime" after a move,
    "Scoring Phase", "Game End"). Goals followed from the events carry their own timing."""
    timing = HIDDEN_AGENDAS[agenda]["timing"]
    if agenda in (EXPORT_TYCOON, SURPLUS_VALUE, WORKING_CLASS_PUSH):
        return True
    if timing.startswith("Anytime"):
        if agenda in ABOUT_POLICIES and state["crisis"]["agendas"]["elections"] is not None:
            return False
        if "after the 1st round" in timing and state["round"] < 2:
            return False
        if "before the 4th round" in timing and state["round"] > 3:
            return False
        return True
    return timing == moment


def held(state: dict) -> list[tuple[str, str, int | None]]:
    """(role, agenda, seat) of every card still to score: the players' secret ones (seat set)
    and the automata's face-up ones (seat None)."""
    found = []
    for seat, role in enumerate(state["roles"]):
        if state["seats"][seat].get("agenda"):
            found.append((role, state["seats"][seat]["agenda"], seat))
    for role, auto in state.get("automata", {}).items():
        found += [(role, a, None) for a, met in auto.get("agendas", {}).items() if not met]
    return found


def check(state: dict, moment: str) -> list[dict]:
    events = []
    for role, agenda, seat in held(state):
        if not timely(state, agenda, moment) or not GOALS[agenda](state, role):
            continue
        vp = HIDDEN_AGENDAS[agenda]["vp"]
        if seat is None:
            modules.agenda_met(state, role, agenda)
            events.append(log("agenda_met", role=role, agenda=agenda, text=_("{role} turns {agenda} face down")))
        else:
            state["seats"][seat]["agenda"] = None
            state["crisis"]["agendas"]["revealed"][role] = agenda
            state["classes"][role]["vp"] += vp
            events.append(log("agenda_revealed", role=role, agenda=agenda, vp=vp))
    return events


# --------------------------------------------------------------------------- following the play


def _follow(state: dict, events: list[dict]) -> list[dict]:
    """The trackers of goals reached within one action or phase, from the events in order."""
    track = state["crisis"]["agendas"]
    out = []
    for e in events:
        kind = e["kind"]
        if kind == "round_started":
            track["wages"] = 0
        elif kind == "exported" or (kind == "automaton_bonus" and "sold" in e):
            track["export"][e["role"]] = track["export"].get(e["role"], 0) + e["money"]
        elif kind == "export_vp":
            if track["export"].pop(e["role"], 0) >= 240:
                _achieve(track, e["role"], EXPORT_TYCOON)
        elif kind == "produced" and e.get("paid_to") == "working":
            track["wages"] += e["wage"]
            if track["wages"] >= 240:
                _achieve(track, "working", SURPLUS_VALUE)
        elif kind == "bag_refilled":
            track["elections"] = {}
        elif kind == "bill_resolved" and track["elections"] is not None and e["passed"]:
            by = e["by"]
            track["elections"][by] = track["elections"].get(by, 0) + 1
            if track["elections"][by] >= 3:
                _achieve(track, by, WORKING_CLASS_PUSH)
        elif kind in ("scored", "no_elections"):
            track["elections"] = None
    if state.get("state_loans", 0) > track["state_loans"]:
        out += _budget_broken(state)
    track["state_loans"] = state.get("state_loans", 0)
    return out


def _achieve(track: dict, role: str, agenda: str) -> None:
    done = track["achieved"].setdefault(role, [])
    if FEATS[agenda] not in done:
        done.append(FEATS[agenda])


def _budget_broken(state: dict) -> list[dict]:
    """Expert Budgeter: a Loan taken discards it (the State knows which card it discards)."""
    if "state" not in state["roles"]:
        return []
    seat = state["roles"].index("state")
    if state["seats"][seat].get("agenda") != EXPERT_BUDGETER:
        return []
    state["crisis"]["agendas"]["discarded"].append("state")
    state["seats"][seat]["agenda"] = None
    return [{"kind": "agenda_discarded", "audience": audience_only(seat), "role": "state", "agenda": EXPERT_BUDGETER}]


def after_play(state: dict, events: list[dict]) -> list[dict]:
    out = _follow(state, events)
    if state.get("end"):
        return out
    return out + check(state, "anytime")


def game_end(state: dict) -> list[dict]:
    """Game End: the cards of that timing (and any goal met at the last moment); then each
    automaton scores its best face-down card."""
    events = check(state, "Game End")
    for role in state.get("automata", {}):
        vp = modules.agenda_vp(state, role)
        if vp:
            state["classes"][role]["vp"] += vp
            events.append(log("agenda_scored", role=role, vp=vp))
    return events


def unseen_by(state_view: dict, role: str) -> list[str]:
    """The cards another seat of `role` may hold, for sampling: its class's cards not revealed."""
    revealed = set(state_view.get("crisis", {}).get("agendas", {}).get("revealed", {}).values())
    return [a for a in cards_of(role) if a not in revealed]

