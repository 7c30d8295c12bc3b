"""The Crisis & Control action cards played for their effect: the four faces every class, the
State included, has (Change of Government Agenda, Momentum for Change, Protect the Status Quo,
Reveal Political Scandal) and the Working, Middle and Capitalist Classes' own cards (the State's
own is in state.py). They are in the
decks when the table plays with them (opening.CRISIS_CARDS); each function's docstring is the
printed text."""
from __future__ import annotations

from math import ceil

from games.engine import Option, Prompt, _
from games.hegemony import actions, mainboard
from games.hegemony.components import COMPANIES
from games.hegemony.effects import effect
from games.hegemony.effects.common import from_state, may
from games.hegemony.flow import decision, push, seat_of

CLASSES = ("working", "middle", "capitalist", "state")
MOST_BILLS = 3  # Change of Government Agenda: "if there are 3 or less proposed Bills"
SCANDAL = 2


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def faces(name: str) -> list[str]:
    return [f"{cls}:{name}" for cls in CLASSES]


# --------------------------------------------------------------------------- Bills


def others_bills(state: dict, role: str) -> list[str]:
    return sorted((p for p, b in state["bills"].items() if b["by"] != role), key=int)


@effect(*faces("change-of-government-agenda"),
        when=lambda state, role: len(state["bills"]) <= MOST_BILLS and bool(others_bills(state, role)))
def change_of_government_agenda(state, role):
    """If there are 3 or less proposed Bills, discard a Bill proposed by another player. Then, you
    may both Propose another Bill, with you going first."""
    push(state, {"step": "discard_bill", "role": role})
    return []


@decision("discard_bill")
class DiscardBill:
    def prompt(self, state, step):
        return Prompt("hegemony.discard_bill", seat_of(state, step["role"]), _("Discard which proposed Bill?"),
                      tuple(Option(f"bill:{p}", _("Policy {policy} to section {section} ({role})"),
                                   {"policy": int(p), "section": state["bills"][p]["section"], "role": state["bills"][p]["by"]})
                            for p in others_bills(state, step["role"])))

    def choose(self, state, step, option):
        policy = option.id.split(":")[1]
        bill = state["bills"].pop(policy)
        state["classes"][bill["by"]]["bills"] += 1  # the marker goes back to its owner
        push(state, {"step": "may_propose", "role": step["role"]}, {"step": "may_propose", "role": bill["by"]})
        return [log("bill_discarded", role=step["role"], policy=int(policy), by=bill["by"])]


@decision("may_propose")
class MayPropose:
    """"You may both Propose another Bill": a yes or no first (an automaton settles it with one
    AI card's influence icon, digest 6.9), then the Bill."""

    def prompt(self, state, step):
        options = [Option("bill:yes", _("Propose a Bill"))] if actions.can_propose(state, step["role"]) else []
        return Prompt("hegemony.may_propose", seat_of(state, step["role"]), _("Propose another Bill?"),
                      tuple(options + [Option("bill:no", _("No"))]))

    def choose(self, state, step, option):
        if option.id == "bill:yes":
            push(state, {"step": "bill", "role": step["role"]})
        return []


def markers_on_table(state: dict, role: str) -> int:
    """Bill markers of a class on the Politics Table: its proposed Bills and the markers Protect
    the Status Quo placed as reminders."""
    return (sum(1 for b in state["bills"].values() if b["by"] == role)
            + sum(1 for m in state.get("protected", {}).values() if m["by"] == role and m["marker"]))


@effect(*faces("momentum-for-change"))
def momentum_for_change(state, role):
    """Get 1 Influence for each Bill marker of yours on the Politics Table. Then, Propose a Bill.
    You may not call for an Immediate Vote on this Bill. (Played with all its markers on the
    table, it brings the Influence and no Bill can follow.)"""
    gained = markers_on_table(state, role)
    state["classes"][role]["influence"] += gained
    push(state, {"step": "bill", "role": role, "vote": "never"})
    return [log("influence_gained", role=role, influence=gained)]


def unprotected(state: dict) -> list[int]:
    return [p for p in range(1, 8) if str(p) not in state.get("protected", {})]


@effect(*faces("protect-the-status-quo"))
def protect_the_status_quo(state, role):
    """Choose a Policy. For the rest of this round, no Bills may be proposed for that Policy.
    (Place one of your Bill markers in its current section as a reminder.) Then, get 1 Influence."""
    push(state, {"step": "protect_policy", "role": role})
    return []


@decision("protect_policy")
class ProtectPolicy:
    def prompt(self, state, step):
        return Prompt("hegemony.protect_policy", seat_of(state, step["role"]),
                      _("No Bills for which Policy for the rest of this round?"),
                      tuple(Option(f"policy:{p}", _("Policy {policy} (section {section})"),
                                   {"policy": p, "section": mainboard.section(state, p)}) for p in unprotected(state)))

    def choose(self, state, step, option):
        role, policy = step["role"], option.id.split(":")[1]
        cls = state["classes"][role]
        marker = cls["bills"] > 0  # the reminder takes a marker while one is left
        cls["bills"] -= int(marker)
        state.setdefault("protected", {})[policy] = {"by": role, "marker": marker}
        cls["influence"] += 1
        return [log("policy_protected", role=role, policy=int(policy)), log("influence_gained", role=role, influence=1)]


def scandal_targets(state: dict, role: str) -> list[str]:
    return [r for r in state["roles"] if r != role and state["classes"][r]["influence"] > 0]


@effect(*faces("reveal-political-scandal"), when=lambda state, role: bool(scandal_targets(state, role)))
def reveal_political_scandal(state, role):
    """Take 2 Influence from another player (what it has, if only 1)."""
    push(state, {"step": "scandal", "role": role})
    return []


@decision("scandal")
class Scandal:
    def prompt(self, state, step):
        return Prompt("hegemony.choose_player", seat_of(state, step["role"]), _("Take Influence from which player?"),
                      tuple(Option(f"role:{r}", _("{role}: {n} Influence"), {"role": r, "n": state["classes"][r]["influence"]})
                            for r in scandal_targets(state, step["role"])))

    def choose(self, state, step, option):
        victim = option.id.split(":")[1]
        taken = min(SCANDAL, state["classes"][victim]["influence"])
        state["classes"][victim]["influence"] -= taken
        state["classes"][step["role"]]["influence"] += taken
        return [log("influence_taken", role=step["role"], source=victim, influence=taken)]


# --------------------------------------------------------------------------- each class's own card


@effect("capitalist:covid-19-vaccine-randd-funding")
def covid_19_vaccine_funding(state, role):
    """Get 15₳ from the State for each operational Healthcare Company you own."""
    n = sum(1 for c in state["private_sector"]["capitalist"]
            if COMPANIES[c["id"]]["industry"] == "health" and mainboard.is_operational(c))
    return from_state(state, "capitalist", 15 * n)


@effect("middle:covid-19-stimulus-package")
def covid_19_stimulus_package(state, role):
    """Get 2₳ from the State for each employed Worker you have in Public and Capitalist Class
    Companies and 4₳ for each Company you own."""
    employers = state["public_sector"] + state["private_sector"]["capitalist"]
    employed = sum(1 for c in employers for w in c["workers"] if w["class"] == "middle")
    amount = 2 * employed + 4 * len(state["private_sector"]["middle"])
    return from_state(state, "middle", amount)


@effect("working:rising-covid-19-cases")
def rising_covid_19_cases(state, role):
    """Get Health from the State, up to half of your Population (rounded up), without paying its
    cost. You may then buy Health from any number of sources, up to your Population from each."""
    free = min(ceil(mainboard.population(state, "working") / 2), state["services"]["health"])
    actions.deliver(state, "working", "state", "health", free)
    sources = actions.sources(state, "working", "health")
    if any(actions.max_buy(state, "working", s, "health") for s in sources):
        may(state, "working", "buy", {"step": "buy_source", "role": "working", "resource": "health", "used": [],
                                      "sources": len(sources)})
    return [log("health_from_state", role="working", n=free)]
