"""Crisis Plans and bonds (Crisis & Control; digest §11.1, §10.3).

With the module on, an IMF Intervention follows the face-up Crisis Response card instead of the
Politics table: (1) the bills it lists are withdrawn, each owner getting 1 Influence per bill;
(2) the policies move to its sections (locks on those marked); (3) its further effects in printed
order; (4) the State repays its Loans at 55₳ each, and what it cannot repay is discarded with
all its money; (5) Legitimacy (4 players). The card is then set aside and the next one revealed.
Locks go back to the supply at the start of the next Check IMF step.

New Government Bond Program: each class, in reverse player order, may lend 30₳ or 50₳; if that
and the Treasury cannot pay off the Loans the money goes back and another card is drawn;
otherwise the Loans are paid off and the State owes 40₳ or 70₳ to each lender, paid at the end
of the next round's Action Phase.
"""
from __future__ import annotations

import re
from math import ceil

from games.engine import Option, Prompt, _, shuffle
from games.hegemony import actions, mainboard, economy, elections
from games.hegemony.components import COMPANIES, CRISIS_PLANS
from games.hegemony.crisis import log
from games.hegemony.flow import automatic, decision, push, seat_of
from games.hegemony.opening import draw

CLASSES = ("working", "middle", "capitalist")
REVERSE = ("capitalist", "middle", "working")
SHORT = {"WC": "working", "MC": "middle", "CC": "capitalist"}
BONDS = {30: 40, 50: 70}  # the bond cards: lent -> repaid
LOCK_TOKENS = 2
PAYOFF = economy.LOAN["imf_payoff"]
LEGITIMACY_FLOOR = 1



def setup(state: dict) -> None:
    deck = sorted(CRISIS_PLANS)
    shuffle(state["rng"], deck)
    state["secret"]["crisis_plans"] = deck
    state["crisis"]["plans"] = {"card": draw(state, "crisis_plans")[0], "aside": [], "bonds": [], "bonds_due": None}


def determinize(state: dict, secret: dict) -> None:
    plans = state.get("crisis", {}).get("plans")
    if plans:
        shown = set(plans["aside"]) | {plans["card"]}
        secret["crisis_plans"] = [c for c in sorted(CRISIS_PLANS) if c not in shown]


def reveal_next(state: dict) -> str:
    """The card used is set aside and the next revealed; an empty deck takes the set-aside cards."""
    plans = state["crisis"]["plans"]
    plans["aside"].append(plans["card"])
    if not state["secret"]["crisis_plans"]:
        state["secret"]["crisis_plans"], plans["aside"] = plans["aside"], []
        shuffle(state["rng"], state["secret"]["crisis_plans"])
    plans["card"] = draw(state, "crisis_plans")[0]
    return plans["card"]


# --------------------------------------------------------------------------- the card's parts


def bills_withdrawn(card: dict, policies: list[str]) -> list[str]:
    """Step 1: "All", "None", "Only in Policies 2 and 7.", "All except Policies 4 and 5."."""
    text = card["discard_bills"]
    named = re.findall(r"\d", text)
    if text.startswith("All except"):
        return [p for p in policies if p not in named]
    if text.startswith("All"):
        return list(policies)
    return [p for p in policies if p in named]


def policy_changes(card: dict) -> list[tuple[str, str, bool]]:
    """Step 2: (policy, section, locked) for each "1C[locked]"-style entry."""
    return [(p, s, bool(lock)) for p, s, lock in re.findall(r"([1-7])([ABC])(\[locked\])?", card["change_policies"])]


def precondition_redraws(state: dict, card_id: str) -> bool:
    """Revolution needs 2 Trade Unions; the Bond Program is not used in round 5."""
    if card_id == "failed-imf-intervention-revolution":
        return len(state["classes"]["working"]["unions"]) < 2
    if card_id == "new-government-bond-program":
        return state["round"] == 5
    return False


# --------------------------------------------------------------------------- the Check IMF step


def release_locks(state: dict) -> list[dict]:
    """At the start of the Check IMF step every lock returns to the supply."""
    if not state.get("locks"):
        return []
    freed = sorted(state["locks"])
    state["locks"] = {}
    return [log("locks_released", policies=[int(p) for p in freed])]


def intervene(state: dict) -> list[dict]:
    """The IMF intervenes: the face-up card (another while its precondition sends one back)."""
    plans = state["crisis"]["plans"]
    events = []
    while precondition_redraws(state, plans["card"]):
        events.append(log("crisis_plan_redrawn", card=plans["card"]))
        reveal_next(state)
    card_id = plans["card"]
    events.append(log("crisis_plan", card=card_id, text=_("The IMF intervenes: {name}"),
                       name=CRISIS_PLANS[card_id]["name"]))
    if card_id == "new-government-bond-program":
        push(state, {"step": "bonds_settle"})
        lenders = [r for r in REVERSE if r in state["classes"]]
        push(state, *[{"step": "buy_bond", "role": r} for r in lenders])
        return events
    push(state, {"step": "crisis_finish", "card": card_id})
    events += _withdraw(state, CRISIS_PLANS[card_id])
    events += _change_policies(state, card_id)
    events += EFFECTS.get(card_id, lambda s: [])(state)
    return events


def _withdraw(state: dict, card: dict) -> list[dict]:
    gone = bills_withdrawn(card, sorted(state["bills"], key=int))
    for policy in gone:
        bill = state["bills"].pop(policy)
        state["classes"][bill["by"]]["influence"] += 1
        state["classes"][bill["by"]]["bills"] += 1
    return [log("bills_withdrawn", policies=[int(p) for p in gone])] if gone else []


def _change_policies(state: dict, card_id: str) -> list[dict]:
    from games.hegemony.rounds import apply_policy
    events = []
    state["taxed_labor_market"] = mainboard.section(state, 2)
    changes = policy_changes(CRISIS_PLANS[card_id])
    for policy, section, locked in changes:
        if locked and len(state.setdefault("locks", {})) < LOCK_TOKENS:
            state["locks"][policy] = True
        if state["policies"][policy] == section:
            continue
        state["policies"][policy] = section
        if card_id == "failed-imf-intervention-revolution" and policy == "1":
            state["treasury"] += _opening_cost(state)  # the State does not pay for them this round
        events += apply_policy(state, int(policy))
    moved = {p: s for p, s, _lock in changes}
    return events + [log("policies_changed", moved=moved, locked=sorted(state.get("locks", {})))]


def _opening_cost(state: dict) -> int:
    from games.hegemony.rounds import ROW_OF_SIZE
    rows = ROW_OF_SIZE[mainboard.public_companies_available(state)]
    return sum(COMPANIES[e["id"]]["cost"] for e in state["public_sector"] if e["row"] <= rows and not e["face_up"])


@automatic("crisis_finish")
def finish(state, step):
    """Steps 4 and 5, then the next card."""
    events = repay_loans(state)
    events += legitimacy(state, step["card"], step.get("paid", {}))
    reveal_next(state)
    return events + [log("crisis_plan_revealed", card=state["crisis"]["plans"]["card"])]


def repay_loans(state: dict) -> list[dict]:
    loans = state["state_loans"]
    paid = 0
    while state["state_loans"] and state["treasury"] >= PAYOFF:
        state["treasury"] -= PAYOFF
        state["state_loans"] -= 1
        paid += 1
    if state["state_loans"]:
        state["treasury"] = 0
        state["state_loans"] = 0
    return [log("state_loans_settled", loans=loans, paid=paid)]


# --------------------------------------------------------------------------- step 3: effects


def _pay_state(state: dict, role: str, amount: int) -> int:
    economy.pay_mandatory(state, role, amount)
    state["treasury"] += amount
    return amount


def _from_state(state: dict, role: str, amount: int) -> int:
    paid = min(amount, state["treasury"])
    state["treasury"] -= paid
    economy.gain(state, role, paid)
    return paid


def _austerity(state):
    return [log("paid_to_state", role=r, money=_pay_state(state, r, 10)) for r in CLASSES if r in state["classes"]]


def _revolution(state):
    events = []
    for role, amount in (("working", 10), ("capitalist", 35), ("middle", 20)):
        if role not in state["classes"]:
            continue
        events.append(log("paid_to_state", role=role, money=_pay_state(state, role, amount)))
        if role != "working":
            gained = len(state["private_sector"][role]) // 2
            state["classes"][role]["influence"] += gained
            events.append(log("influence_gained", role=role, n=gained))
    return events


def _negotiations(state):
    """Each class pays 10₳, again and again until the State can pay off its Loans; the
    Legitimacy loss counts every 10₳ (finish reads it from the step)."""
    paid = {r: 0 for r in CLASSES if r in state["classes"]}
    while state["treasury"] < PAYOFF * state["state_loans"]:
        for role in paid:
            paid[role] += _pay_state(state, role, 10)
    next(s for s in reversed(state["flow"]["stack"]) if s["step"] == "crisis_finish")["paid"] = paid
    return [log("paid_to_state", role=r, money=m) for r, m in paid.items() if m]


def _resistance(state):
    if actions.strike_targets(state):
        push(state, {"step": "crisis_strike", "role": "working", "left": 3})
    return []


def _japanese(state):
    state["treasury"] += 40
    return [log("state_gains", money=40)]


def _remove_two(role):
    def apply(state):
        pool = state["classes"][role]["unemployed"]
        if len(pool) <= 2 or len({w["skill"] for w in pool}) == 1:
            removed = [pool.pop()["skill"] for _n in range(min(2, len(pool)))]
            return [log("workers_removed", role=role, skills=removed)] if removed else []
        push(state, {"step": "remove_worker", "role": role, "left": 2})
        return []
    return apply


def _stimulus(state):
    state["treasury"] += 60
    events = [log("state_gains", money=60)]
    for role in ("working", "middle"):
        if role in state["classes"]:
            money = _from_state(state, role, 10)
            health = min(2, state["services"]["health"])
            state["services"]["health"] -= health
            state["classes"][role]["goods"]["health"] += health
            events.append(log("from_state", role=role, money=money, health=health))
    events.append(log("from_state", role="capitalist", money=_from_state(state, "capitalist", 15), health=0))
    return events


def _employing(state: dict, cls: str) -> int:
    entries = [e for e in state["public_sector"] if e["face_up"]] + state["private_sector"]["capitalist"]
    return sum(1 for e in entries if any(w["class"] == cls for w in e["workers"]))


def _washington(state):
    wc = state["classes"]["working"]
    gained = ceil(mainboard.population(state, "working") / 2)
    wc["influence"] += gained
    events = [log("influence_gained", role="working", n=gained),
              log("cubes_added", role="working", n=elections.add_cubes(state, "working", 2 * len(wc["unions"])))]
    events += _remove_two("working")(state)
    if "middle" in state["classes"]:
        state["classes"]["middle"]["influence"] += 2
        events += [log("influence_gained", role="middle", n=2),
                   log("cubes_added", role="middle", n=elections.add_cubes(state, "middle", 2 * _employing(state, "middle")))]
        events += _remove_two("middle")(state)
    return events


EFFECTS = {
    "eu-austerity-measures": _austerity,
    "failed-imf-intervention-revolution": _revolution,
    "failed-imf-negotiations": _negotiations,
    "imf-intervention-with-resistance": _resistance,
    "japanese-model": _japanese,
    "moderate-imf-intervention": _remove_two("working"),
    "us-stimulus-package": _stimulus,
    "washington-consensus": _washington,
}


# --------------------------------------------------------------------------- step 5: Legitimacy


def legitimacy(state: dict, card_id: str, paid: dict) -> list[dict]:
    """4 players only: halved (rounded up), lowered by a number, or by 1 per 10₳ taken."""
    if "state" not in state["classes"]:
        return []
    track = state["classes"]["state"]["legitimacy"]
    text = CRISIS_PLANS[card_id]["legitimacy"]
    before = dict(track)
    if text.startswith("The State reduces Legitimacy to half"):
        for role in (("working", "middle") if "Working Class and the Middle Class" in text else CLASSES):
            track[role] = ceil(track[role] / 2)
    elif "for every 10₳" in text:
        for role, money in paid.items():
            track[role] -= money // 10
    elif "to each class" in text:
        loss = int(re.search(r"legitimacy-(\d)", text).group(1))
        for role in CLASSES:
            track[role] -= loss
    else:
        for tag, loss in re.findall(r"\[(WC|MC|CC)-(\d)\]", text):
            track[SHORT[tag]] -= int(loss)
    for role in CLASSES:
        track[role] = max(LEGITIMACY_FLOOR, track[role])
    return [log("legitimacy_changed", before=before, after=dict(track))]


# --------------------------------------------------------------------------- decisions


@decision("crisis_strike")
class CrisisStrike:
    """IMF Intervention with Resistance: the Working Class places 3 Strike tokens."""

    def prompt(self, state, step):
        return Prompt("hegemony.crisis_strike", seat_of(state, "working"), _("Place a Strike token: {left} left"),
                      tuple(Option(f"company:{c['id']}", _("Strike at {company}"), {"company": c["id"]})
                            for c in actions.strike_targets(state)), {"left": step["left"]})

    def choose(self, state, step, option):
        company = option.id.split(":")[1]
        actions.find_company(state, company)["strike"] = True
        if step["left"] > 1 and actions.strike_targets(state):
            push(state, {"step": "crisis_strike", "role": "working", "left": step["left"] - 1})
        return [{"kind": "strike", "audience": "all", "company": company}]


@decision("remove_worker")
class RemoveWorker:
    """A crisis card removes unemployed Workers: the class picks which, one at a time."""

    def prompt(self, state, step):
        skills = sorted({w["skill"] for w in state["classes"][step["role"]]["unemployed"]})
        return Prompt("hegemony.remove_worker", seat_of(state, step["role"]), _("Remove an unemployed Worker: {left} left"),
                      tuple(Option(f"skill:{s}", _("A Worker skilled in {skill}") if s != "U" else _("An unskilled Worker"),
                                   {"skill": s}) for s in skills), {"left": step["left"]})

    def choose(self, state, step, option):
        skill = option.id.split(":")[1]
        pool = state["classes"][step["role"]]["unemployed"]
        pool.pop(next(i for i, w in enumerate(pool) if w["skill"] == skill))
        if step["left"] > 1 and pool:
            push(state, {"step": "remove_worker", "role": step["role"], "left": step["left"] - 1})
        return [log("workers_removed", role=step["role"], skills=[skill])]


@decision("buy_bond")
class BuyBond:
    """New Government Bond Program: lend the State 30₳ or 50₳, or nothing."""

    def prompt(self, state, step):
        role = step["role"]
        options = [Option(f"bond:{a}", _("Lend {amount}₳ (repaid {back}₳)"), {"amount": a, "back": BONDS[a]})
                   for a in sorted(BONDS) if actions.role_money(state, role) >= a]
        return Prompt("hegemony.buy_bond", seat_of(state, role), _("Buy a bond from the State?"),
                      tuple(options + [Option("bond:0", _("Lend nothing"))]))

    def choose(self, state, step, option):
        amount = int(option.id.split(":")[1])
        if amount:
            actions.spend(state, step["role"], amount)
            state["crisis"]["plans"]["bonds"].append({"role": step["role"], "lent": amount, "owed": BONDS[amount]})
        return [log("bond_bought", role=step["role"], money=amount)]


@automatic("bonds_settle")
def settle(state, step):
    """Enough with the Treasury to pay off the Loans: paid off, the bonds stand. Not enough: the
    money goes back and another card is drawn."""
    plans = state["crisis"]["plans"]
    lent = sum(b["lent"] for b in plans["bonds"])
    if state["treasury"] + lent < PAYOFF * state["state_loans"]:
        for bond in plans["bonds"]:
            economy.gain(state, bond["role"], bond["lent"])
        plans["bonds"] = []
        reveal_next(state)
        return [log("bonds_returned", money=lent)] + intervene(state)
    state["treasury"] += lent
    events = repay_loans(state)
    if plans["bonds"]:
        plans["bonds_due"] = state["round"] + 1
    reveal_next(state)
    return events + [log("crisis_plan_revealed", card=plans["card"])]


def repay_bonds(state: dict) -> list[dict]:
    """The end of the Action Phase of the round after the loan: the State pays each lender back."""
    plans = state.get("crisis", {}).get("plans")
    if not plans or plans["bonds_due"] != state["round"]:
        return []
    events = []
    for bond in plans["bonds"]:
        economy.pay_mandatory(state, "state", bond["owed"])
        economy.gain(state, bond["role"], bond["owed"])
        events.append(log("bond_repaid", role=bond["role"], money=bond["owed"]))
    plans["bonds"], plans["bonds_due"] = [], None
    return events
