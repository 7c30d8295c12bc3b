"""The State's Events (4 players; rulebook: The State, Event Action and Scoring Phase): each
printed task as data (what is provided, spent or bought, and how much), the Event Action that
performs one for a choice (a class, an amount) and scores the card's reward, and the NO ACTION
penalties of the Events left on the mainboard.

A task can be performed only in full: every choice offered is one the State can carry out now.
What the State Provides comes from its stock first; anything missing is bought from the cheapest
sellers (the classes' prices, the Foreign Market's Import price without a tariff).
"""
from __future__ import annotations

import re
from math import ceil

from games.engine import Option, Prompt, _
from games.hegemony import actions, mainboard, economy, government, legitimacy, workers
from games.hegemony.components import ALTERNATIVE_EVENTS, COMPANIES, EVENTS
from games.hegemony.flow import automatic, decision, push, seat_of
from games.hegemony.opening import draw

CLASSES = legitimacy.CLASSES
CODE = legitimacy.CODE
BOARD_SPACES = 2


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def half(n: int) -> int:
    return ceil(n / 2)


def operational(state: dict, cls: str) -> int:
    return sum(1 for c in state["private_sector"].get(cls, []) if mainboard.is_operational(c))


def half_population(state, cls):
    return half(mainboard.population(state, cls))


def half_companies(state, cls):
    return half(operational(state, cls))


def half_population_or_companies(state, cls):
    """"Half its Population or half its operational Companies": the Capitalist Class has no
    Population, so it counts its Companies; the Working and Middle Class their Population."""
    return half_companies(state, cls) if cls == "capitalist" else half_population(state, cls)


def public_workers(state, cls):
    return sum(1 for c in state["public_sector"] if c["face_up"] for w in c["workers"] if w["class"] == cls)


def public_companies(state):
    return sum(1 for c in state["public_sector"] if c["face_up"])


# Each task: kind, and its amounts. "provide" gives `items` to one class, `amount(state, cls)` in
# total (several items: any combination, at least 1 of each); "money" provides ₳; "spend_goods"
# spends up to `most`; "spend_money" one of `amounts`; "buy" buys from the other players up to
# the number of Public Companies.
TASKS: dict[str, dict] = {
    "companies-demand-better-internet": {"kind": "provide", "items": ["luxury"], "amount": half_companies},
    "declining-birth-rate": {"kind": "provide", "items": ["health"], "amount": half_population},
    "demand-for-higher-welfare-standards": {"kind": "provide", "items": ["health", "education"],
                                            "amount": half_population},
    "demand-for-pension-reform": {"kind": "money", "amount": lambda s, c: 5 * mainboard.population(s, c)},
    "demand-for-thirteen-month-pay": {"kind": "money", "amount": lambda s, c: 5 * public_workers(s, c)},
    "developing-countries-in-need": {"kind": "spend_goods", "resource": "education", "most": 6},
    "drought": {"kind": "provide", "items": ["food"], "amount": half_population_or_companies},
    "earthquake": {"kind": "provide", "items": ["food", "health"], "amount": half_population},
    "fear-of-deflation": {"kind": "spend_money", "amounts": (15, 30, 45)},
    "global-supply-chain-crisis": {"kind": "provide", "items": ["food", "luxury"], "amount": half_population},
    "infant-industry-requires-help": {"kind": "build", "least": 15},
    "local-industries-in-turmoil": {"kind": "money", "amount": lambda s, c: 5 * operational(s, c)},
    "low-education-index": {"kind": "provide", "items": ["education"], "amount": half_population},
    "low-university-ratings": {"kind": "buy", "resource": "education"},
    "need-for-stimulus-package": {"kind": "stimulus", "amounts": (10, 15)},
    "need-for-sustainability-initiative": {"kind": "two_classes", "money": 25},
    "neighbors-at-war": {"kind": "spend_goods", "resource": "health", "most": 6},
    "outdated-public-sector-infrastructure": {"kind": "buy", "resource": "luxury"},
    "pandemic": {"kind": "buy", "resource": "health"},
    "political-polarization": {"kind": "spread", "item": "cubes", "cost": 30, "total": 4, "exact": True},
    "political-scandal": {"kind": "spread", "item": "influence", "cost": 25, "total": 3, "exact": False},
    "strike-at-the-port": {"kind": "provide", "items": ["influence"], "amount": lambda s, c: 2},
    "technological-illiteracy": {"kind": "provide", "items": ["luxury", "education"],
                                 "amount": half_population_or_companies},
    "unfair-representation": {"kind": "representation"},
    "civil-unrest": {"kind": "bill"},
}


def provide_total(state: dict, event_id: str, cls: str) -> int:
    task = TASKS[event_id]
    total = task["amount"](state, cls)
    return max(total, len(task["items"]))  # "min 1 of each"


def split_cost(state: dict, cls: str, amounts: dict[str, int]) -> int | None:
    """What Providing these goods costs in purchases (None if they cannot be had)."""
    cost = 0
    for resource, n in amounts.items():
        if resource == "influence":
            if n > state["services"]["influence"]:
                return None
            continue
        short = max(0, n - government.stock(state, resource))
        if short:
            extra = government.purchase_cost(state, resource, short, exclude=cls)
            if extra is None:
                return None
            cost += extra
    return cost


def provide_splits(state: dict, event_id: str, cls: str) -> list[dict[str, int]]:
    """The ways to Provide the task's goods the State can afford."""
    items, total = TASKS[event_id]["items"], provide_total(state, event_id, cls)
    splits = [{items[0]: total}] if len(items) == 1 else \
        [{items[0]: k, items[1]: total - k} for k in range(1, total)]
    return [s for s in splits if (c := split_cost(state, cls, s)) is not None and c <= state["treasury"]]


def buy_sellers(state: dict, resource: str) -> list[str]:
    return [r for r in ("middle", "capitalist") if r in state["classes"]
            and state["classes"][r]["storage"][resource] > 0
            and state["classes"][r]["prices"][resource] <= state["treasury"]]


def build_options(state: dict, cls: str, least: int) -> list[str]:
    if len(state["private_sector"][cls]) >= actions.MAX_COMPANIES[cls]:
        return []
    found = []
    for card_id in state["classes"][cls]["market"]:
        card = COMPANIES[card_id]
        if not least <= card["cost"] <= state["treasury"]:
            continue
        if cls == "middle" and workers.fill_plan(card["workers"], state["classes"]["middle"]["unemployed"]) is None:
            continue
        found.append(card_id)
    return found


def choices(state: dict, event_id: str) -> list[str]:
    """The choices printed on an Event the State can perform in full now."""
    if event_id in ALTERNATIVE_EVENTS:
        return alternative_choices(state, event_id)
    task = TASKS[event_id]
    kind = task["kind"]
    printed = [c for c, _reward in EVENTS[event_id]["rewards"]]
    treasury = state["treasury"]
    st = state["classes"]["state"]
    if kind == "provide":
        return [c for c in printed if task["amount"](state, c) > 0 and provide_splits(state, event_id, c)]
    if kind == "money":
        return [c for c in printed if 0 < task["amount"](state, c) <= treasury]
    if kind == "spend_goods":
        return printed if government.stock(state, task["resource"]) > 0 else []
    if kind == "spend_money":
        return [str(a) for a in task["amounts"] if a <= treasury]
    if kind == "buy":
        ok = public_companies(state) > 0 and government.room(state, task["resource"]) > 0 \
            and buy_sellers(state, task["resource"])
        return printed if ok else []
    if kind == "stimulus":
        return [c.rstrip("₳") for c in printed if int(c.rstrip("₳")) * len(CLASSES) <= treasury]
    if kind == "two_classes":
        if 2 * task["money"] > treasury:
            return []
        return [f"{a}+{b}" for i, a in enumerate(printed) for b in printed[i + 1:]]
    if kind == "spread":
        have = sum(state["cube_supply"].values()) if task["item"] == "cubes" else state["services"]["influence"]
        enough = have >= task["total"] if task["exact"] else have >= 1
        return printed if enough and treasury >= task["cost"] else []
    if kind == "representation":
        return [c for c in printed if st["influence"] >= 1 and state["cube_supply"][c] >= 2]
    if kind == "bill":
        return [c for c in printed if st["bills"] > 0 and actions.bill_options(state)]
    if kind == "build":
        return [c for c in printed if build_options(state, c, task["least"])]
    raise ValueError(event_id)


def performable(state: dict) -> list[str]:
    return [e for e in state["classes"]["state"]["events"] if choices(state, e)]


# --------------------------------------------------------------------------- rewards


REWARD = re.compile(r"\[(\d+)VP\]|(WC|MC|CC)\+(\d+)(token)?")


def reward(state: dict, text: str, units: int) -> list[dict]:
    """Scores a printed reward: "[2VP]", "WC+1" (Legitimacy), "MC+1token", each once, or once per
    so much when followed by "per N ..." (N units of what was provided, spent or bought)."""
    gain, _sep, per = text.partition(" per ")
    times = 1
    if per:
        digits = re.match(r"(\d+)", per)
        times = units // (int(digits.group(1)) if digits else 1)
    vp, moved = 0, {}
    for m in REWARD.finditer(gain):
        if m.group(1):
            vp += int(m.group(1)) * times
            continue
        cls, n = CODE[m.group(2)], int(m.group(3)) * times
        for _k in range(n if m.group(4) else 0):
            legitimacy.gain_token(state, cls)
        if not m.group(4):
            legitimacy.change(state, cls, n)
        if n:
            moved[cls] = moved.get(cls, 0) + n
    state["classes"]["state"]["vp"] += vp
    return [log("event_reward", vp=vp, legitimacy=moved)] if vp or moved else []


def reward_for(event_id: str, choice: str) -> str:
    return dict(event_card(event_id)["rewards"])[choice]


# --------------------------------------------------------------------------- the Event Action


def event_option(state: dict, event_id: str, choice: str) -> Option:
    """An Event with the choice it is performed for: a class, two classes, or an amount."""
    oid, name = f"event:{event_id}:{choice}", event_card(event_id)["name"]
    if "/" in choice:  # an Alternative Event: the class, and which way the State pays
        cls, k = choice.split("/")
        cost = alternative_payments(state, event_id, cls)[int(k)]
        if len(alternative_payments(state, event_id, cls)) == 1:
            return Option(oid, _("{event}: for the {role}"), {"event": name, "role": cls})
        return Option(oid, _("{event}: for the {role}, paying {money}₳, Personal Influence {personal}, "
                             "Media Influence {media}, Health {health}, Education {education}, Food bought {food}"),
                      {"event": name, "role": cls, **{k: cost.get(k, 0) for k in COST_KEYS}})
    if choice in CLASSES:
        return Option(oid, _("{event}: for the {role}"), {"event": name, "role": choice})
    if "+" in choice:
        first, second = choice.split("+")
        return Option(oid, _("{event}: for the {first} and the {second}"), {"event": name, "first": first, "second": second})
    if choice == "spend":
        return Option(oid, _("{event}"), {"event": name})
    return Option(oid, _("{event}: {amount}₳"), {"event": name, "amount": int(choice)})


@decision("event_action")
class EventAction:
    """Choose an Event on the board and the choice it is performed for."""

    def prompt(self, state, step):
        events = [step["event"]] if step.get("event") else performable(state)
        options = [event_option(state, e, c) for e in events for c in choices(state, e)]
        return Prompt("hegemony.event_action", seat_of(state, "state"), _("Perform which Event?"),
                      tuple(options or [Option("done", _("The Event cannot be performed again"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return discard_event(state, step["event"])
        _kind, event_id, choice = option.id.split(":")
        if step["times"] > 1:
            push(state, {"step": "event_action", "role": "state", "times": step["times"] - 1, "event": event_id})
        else:
            push(state, {"step": "event_done", "event": event_id})
        return [log("event_performed", event=event_id, choice=choice)] + perform(state, event_id, choice)


@automatic("event_done")
def event_done(state, step):
    """A performed Event is discarded; the State keeps those apart (a Hidden Agenda counts them).
    An Alternative Event went to the class it was performed for instead."""
    event_id = step["event"]
    if event_id in ALTERNATIVE_EVENTS:
        return []
    state.setdefault("events_resolved", []).append(event_id)
    return discard_event(state, event_id)


def discard_event(state: dict, event_id: str) -> list[dict]:
    st = state["classes"]["state"]
    if event_id in st["events"]:
        st["events"].remove(event_id)
        if event_id not in state.get("events_resolved", []):
            state["event_discards"].append(event_id)
    return [log("event_discarded", event=event_id)]


def perform(state: dict, event_id: str, choice: str) -> list[dict]:
    if event_id in ALTERNATIVE_EVENTS:
        return perform_alternative(state, event_id, choice)
    task = TASKS[event_id]
    kind = task["kind"]
    if kind == "provide":
        splits = provide_splits(state, event_id, choice)
        if len(splits) == 1:
            return provide_goods(state, event_id, choice, splits[0])
        push(state, {"step": "event_split", "role": "state", "event": event_id, "choice": choice})
        return []
    if kind == "money":
        n = task["amount"](state, choice)
        return government.provide(state, choice, "money", n) + reward(state, reward_for(event_id, choice), n)
    if kind == "spend_goods":
        push(state, {"step": "event_spend", "role": "state", "event": event_id})
        return []
    if kind == "spend_money":
        n = int(choice)
        actions.spend(state, "state", n)
        return [log("state_spent", n=n)] + reward(state, reward_for(event_id, "spend"), n)
    if kind == "buy":
        push(state, {"step": "event_buy", "role": "state", "event": event_id, "bought": {}})
        return []
    if kind == "stimulus":
        n = int(choice)
        events = []
        for cls in CLASSES:
            events += government.provide(state, cls, "money", n)
        return events + reward(state, reward_for(event_id, f"{n}₳"), 1)
    if kind == "two_classes":
        events = []
        for cls in choice.split("+"):
            events += government.provide(state, cls, "money", task["money"]) + reward(state, reward_for(event_id, cls), 1)
        return events
    if kind == "spread":
        actions.spend(state, "state", task["cost"])
        push(state, {"step": "event_spread", "role": "state", "event": event_id, "given": {}})
        return [log("state_spent", n=task["cost"])]
    if kind == "representation":
        events = government.provide(state, choice, "personal_influence", 1) + government.provide(state, choice, "cubes", 2)
        return events + reward(state, reward_for(event_id, choice), 1)
    if kind == "bill":
        push(state, {"step": "event_bill", "role": choice, "event": event_id})
        return []
    if kind == "build":
        push(state, {"step": "event_build", "role": "state", "event": event_id, "owner": choice})
        return []
    raise ValueError(event_id)


def provide_goods(state: dict, event_id: str, cls: str, split: dict[str, int]) -> list[dict]:
    events = []
    for resource, n in split.items():
        events += government.provide(state, cls, resource, n)
    return events + reward(state, reward_for(event_id, cls), sum(split.values()))


def split_option(split: dict[str, int]) -> Option:
    (resource, n), (other, m) = split.items()
    return Option(f"split:{resource}{n}+{other}{m}", _("{n} {resource} and {m} {other}"),
                  {"n": n, "resource": resource, "m": m, "other": other})


@decision("event_split")
class EventSplit:
    """Goods "in any combination": how many of the first (the rest are the second)."""

    def prompt(self, state, step):
        splits = provide_splits(state, step["event"], step["choice"])
        return Prompt("hegemony.event_split", seat_of(state, "state"), _("Provide which combination?"),
                      tuple(split_option(s) for s in splits))

    def choose(self, state, step, option):
        split = {re.match(r"[a-z]+", p).group(0): int(re.search(r"\d+", p).group(0))
                 for p in option.id.split(":")[1].split("+")}
        return provide_goods(state, step["event"], step["choice"], split)


@decision("event_spend")
class EventSpend:
    """"Spend up to 6": at least 1 (the task must be performed)."""

    def prompt(self, state, step):
        task = TASKS[step["event"]]
        most = min(task["most"], government.stock(state, task["resource"]))
        return Prompt("hegemony.event_spend", seat_of(state, "state"), _("Spend how many {resource}?"),
                      tuple(Option(f"qty:{n}", str(n)) for n in range(1, most + 1)), {"resource": task["resource"]})

    def choose(self, state, step, option):
        task, n = TASKS[step["event"]], int(option.id.split(":")[1])
        government.take(state, task["resource"], n)
        return [log("state_spent", resource=task["resource"], n=n)] + reward(state, reward_for(step["event"], "spend"), n)


@decision("event_buy")
class EventBuy:
    """Buy from the other players, one unit at a time, up to the number of Public Companies and
    the State's storage room (FAQ); the reward counts per class sold by."""

    def prompt(self, state, step):
        resource = TASKS[step["event"]]["resource"]
        done = sum(step["bought"].values())
        options = []
        if done < public_companies(state) and government.room(state, resource) > 0:
            options = [Option(f"source:{r}", _("Buy 1 from {source} at {price}₳"),
                              {"source": r, "price": state["classes"][r]["prices"][resource]})
                       for r in buy_sellers(state, resource)]
        if done:
            options.append(Option("done", _("Buy nothing more")))
        return Prompt("hegemony.event_buy", seat_of(state, "state"), _("Buy {resource} for the State"),
                      tuple(options), {"resource": resource})

    def choose(self, state, step, option):
        if option.id == "done":
            events = []
            for cls, n in step["bought"].items():
                events += reward(state, reward_for(step["event"], cls), n)
            return events
        resource, seller = TASKS[step["event"]]["resource"], option.id.split(":")[1]
        price = state["classes"][seller]["prices"][resource]
        actions.spend(state, "state", price)
        economy.gain(state, seller, price)
        state["classes"][seller]["storage"][resource] -= 1
        government.put(state, resource, 1)
        bought = dict(step["bought"])
        bought[seller] = bought.get(seller, 0) + 1
        push(state, {**step, "bought": bought})
        return [log("state_bought", source=seller, resource=resource, n=1, price=price)]


@decision("event_spread")
class EventSpread:
    """Voting cubes or Media Influence provided "to the classes in any combination", one at a time."""

    def prompt(self, state, step):
        task = TASKS[step["event"]]
        given = sum(step["given"].values())
        options = []
        if given < task["total"]:
            for cls in CLASSES:
                have = state["cube_supply"][cls] if task["item"] == "cubes" else state["services"]["influence"]
                if have > 0:
                    options.append(Option(f"role:{cls}", _("1 to {role}"), {"role": cls}))
        if given and not task["exact"]:
            options.append(Option("done", _("Provide nothing more")))
        return Prompt("hegemony.event_spread", seat_of(state, "state"), _("Provide to which class?"), tuple(options))

    def choose(self, state, step, option):
        task = TASKS[step["event"]]
        if option.id == "done":
            return spread_rewards(state, step)
        cls = option.id.split(":")[1]
        events = government.provide(state, cls, task["item"], 1)
        given = dict(step["given"])
        given[cls] = given.get(cls, 0) + 1
        if sum(given.values()) < task["total"]:
            push(state, {**step, "given": given})
            return events
        return events + spread_rewards(state, {**step, "given": given})


def spread_rewards(state: dict, step: dict) -> list[dict]:
    rewards = dict(event_card(step["event"])["rewards"])
    events = []
    for cls, n in step["given"].items():
        if cls in rewards:
            events += reward(state, rewards[cls], n)
    return events


@decision("event_bill")
class EventBill:
    """Civil Unrest: the chosen player picks the Bill; the State proposes it with its own marker
    and decides on an Immediate Vote (FAQ)."""

    def prompt(self, state, step):
        return Prompt("hegemony.propose_bill", seat_of(state, step["role"]), _("Which Bill does the State propose?"),
                      tuple(Option(f"bill:{b}", _("Policy {policy} to section {section}"),
                                   {"policy": int(b[0]), "section": b[1]}) for b in actions.bill_options(state)))

    def choose(self, state, step, option):
        target = option.id.split(":")[1]
        state["bills"][target[0]] = {"section": target[1], "by": "state"}
        state["classes"]["state"]["bills"] -= 1
        if state["classes"]["state"]["influence"] >= 1:
            push(state, {"step": "immediate", "role": "state", "policy": int(target[0])})
        return [log("bill_proposed", role="state", policy=int(target[0]), section=target[1])] + \
            reward(state, reward_for(step["event"], step["role"]), 1)


@decision("event_build")
class EventBuild:
    """Infant Industry Requires Help: the State pays for a Company of 15₳ or more from the class's
    Market; the owner then sets its Wage and staffs it (FAQ)."""

    def prompt(self, state, step):
        found = build_options(state, step["owner"], TASKS[step["event"]]["least"])
        return Prompt("hegemony.build_company", seat_of(state, "state"), _("Build which Company?"),
                      tuple(Option(f"company:{c}", _("{company} for {cost}₳"), {"company": c, "cost": COMPANIES[c]["cost"]})
                            for c in found))

    def choose(self, state, step, option):
        owner, card_id = step["owner"], option.id.split(":")[1]
        actions.spend(state, "state", COMPANIES[card_id]["cost"])
        state["classes"][owner]["market"].remove(card_id)
        return actions.found_company(state, owner, card_id) + \
            reward(state, reward_for(step["event"], owner), 1)


# --------------------------------------------------------------------------- Alternative Events


def event_card(event_id: str) -> dict:
    return EVENTS.get(event_id) or ALTERNATIVE_EVENTS[event_id]


# Called as hook(state, event_id, role) -> events when the State has performed an Alternative
# Event for a class, which then takes the card (Crisis & Control, Alternative Events).
ON_ALTERNATIVE_RESOLVED: list = []


def operational_industry(industry: str):
    def has(state, cls):
        return any(mainboard.is_operational(c) and COMPANIES[c["id"]]["industry"] == industry
                   for c in state["private_sector"].get(cls, []))
    return has


def in_public_company(state, cls):
    return public_workers(state, cls) > 0


def bill_markers(state, cls):
    return state["classes"][cls]["bills"] > 0


def either_influence(n: int) -> list[dict]:
    """n Influence, "either Media or Personal": every split."""
    return [{"personal": k, "media": n - k} for k in range(n + 1)]


def off_agenda(state: dict) -> int:
    from games.hegemony import government as gov
    return 5 - gov.agenda_matches(state)


def innovation(state: dict) -> list[dict]:
    """4 Education; 8₳ for each one the State cannot spend."""
    have = min(4, government.stock(state, "education"))
    return [{"education": have, "money": 8 * (4 - have)}]


# Each: which classes may be chosen (any printed one, or those meeting `when`), and the ways the
# State can pay (cost dicts: money, personal and media Influence, health, education, food bought).
ALTERNATIVE_TASKS: dict[str, dict] = {
    "demand-for-administrative-upgrade": {"when": operational_industry("luxury"), "pay": lambda s, c: [{}]},
    "demand-for-better-public-education": {"when": operational_industry("education"), "pay": lambda s, c: [{}]},
    "demand-for-digital-transformation": {"when": operational_industry("luxury"), "pay": lambda s, c: [{"money": 30}]},
    "demand-for-economic-stimulus": {"pay": lambda s, c: [{"money": 30}]},
    "demand-for-energy-subsidy": {"pay": lambda s, c: [{"media": 1}]},
    "demand-for-startup-support": {"pay": lambda s, c: [{}]},
    "demand-for-state-intervention": {"pay": lambda s, c: [{"money": 20}]},
    "demand-for-subsidies-by-dairy-farmers": {"pay": lambda s, c: [{"money": 30}]},
    "fear-of-recession": {"pay": lambda s, c: [{"personal": 1, "money": 15}]},
    "gerrymandering": {"pay": lambda s, c: [{"personal": 2}]},
    "healthcare-scandal": {"pay": lambda s, c: [{"personal": 1, "health": 2}]},
    "high-illiteracy-rate": {"pay": lambda s, c: [{"education": 4}, {"money": 30}]},
    "hurricane": {"pay": lambda s, c: [{"food": n} for n in range(1, 6)]},
    "low-global-innovation-index-ranking": {"pay": lambda s, c: innovation(s)},
    "low-political-engagement": {"when": bill_markers,
                                 "pay": lambda s, c: either_influence(s["classes"][c]["bills"])},
    "low-vaccination-rates": {"pay": lambda s, c: [{"health": 4}, {"money": 30}]},
    "political-pressure": {"pay": lambda s, c: either_influence(off_agenda(s))},
    "public-pressure": {"pay": lambda s, c: [{}]},
    "public-sector-union-negotiations": {"when": in_public_company, "pay": lambda s, c: [{}]},
    "rising-economic-inequality": {"pay": lambda s, c: [{"money": 30}]},
    "rising-flu-infections": {"when": operational_industry("health"), "pay": lambda s, c: [{}]},
    "rising-traffic-accidents": {"pay": lambda s, c: [{"health": 2, "education": 2}, {"health": 3, "education": 1},
                                                      {"health": 1, "education": 3}]},
    "smear-campaign": {"pay": lambda s, c: [{"personal": 1, "money": 15}]},
    "student-protest": {"pay": lambda s, c: [{"personal": 1, "education": 2}]},
    "tax-returns": {"pay": lambda s, c: [{}]},
}


def affordable(state: dict, cost: dict) -> bool:
    st = state["classes"]["state"]
    money = cost.get("money", 0)
    if cost.get("food"):
        price = government.purchase_cost(state, "food", cost["food"])
        if price is None or government.room(state, "food") < cost["food"]:
            return False
        money += price
    return (money <= state["treasury"] and cost.get("personal", 0) <= st["influence"]
            and cost.get("media", 0) <= state["services"]["influence"]
            and all(cost.get(r, 0) <= government.stock(state, r) for r in ("health", "education")))


COST_KEYS = ("money", "personal", "media", "health", "education", "food")


def alternative_payments(state: dict, event_id: str, cls: str) -> list[dict]:
    return ALTERNATIVE_TASKS[event_id]["pay"](state, cls)


def alternative_choices(state: dict, event_id: str) -> list[str]:
    """"class/k": the class chosen and the k-th way of paying, for each one the State can afford."""
    task = ALTERNATIVE_TASKS[event_id]
    found = []
    for cls, _reward in ALTERNATIVE_EVENTS[event_id]["rewards"]:
        if task.get("when") and not task["when"](state, cls):
            continue
        found += [f"{cls}/{k}" for k, cost in enumerate(task["pay"](state, cls)) if affordable(state, cost)]
    return found


def perform_alternative(state: dict, event_id: str, choice: str) -> list[dict]:
    cls, k = choice.split("/")
    cost = alternative_payments(state, event_id, cls)[int(k)]
    st = state["classes"]["state"]
    events = []
    if cost.get("food"):
        events += government.buy_for_providing(state, "food", cost["food"])
        government.put(state, "food", cost["food"])
    if cost.get("money"):
        actions.spend(state, "state", cost["money"])
    st["influence"] -= cost.get("personal", 0)
    state["services"]["influence"] -= cost.get("media", 0)
    for resource in ("health", "education"):
        if cost.get(resource):
            government.take(state, resource, cost[resource])
    events.append(log("state_spent", **cost))
    events += reward(state, reward_for(event_id, cls), 1)
    if event_id in st["events"]:
        st["events"].remove(event_id)
        state.setdefault("events_resolved", []).append(event_id)
    for hook in ON_ALTERNATIVE_RESOLVED:
        events += hook(state, event_id, cls)
    return events


# --------------------------------------------------------------------------- Preparation and Scoring


def reveal(state: dict) -> list[dict]:
    """Preparation: new Events fill the board's two spaces."""
    st = state["classes"]["state"]
    new = draw(state, "events", BOARD_SPACES - len(st["events"]))
    st["events"] += new
    return [log("events_revealed", events=new)]


def penalty_pairs(text: str) -> list[list[str]]:
    """"WC-1 CC-1": one fixed pair; "any two of WC-1 MC-1 CC-1": the State picks two."""
    classes = [CODE[c] for c in re.findall(r"(WC|MC|CC)-1", text)]
    if text.startswith("any two of"):
        return [[a, b] for i, a in enumerate(classes) for b in classes[i + 1:]]
    return [classes]


@automatic("event_penalties")
def event_penalties(state, step):
    """Scoring Phase: each Event not acted upon applies its NO ACTION penalty and is discarded."""
    st = state["classes"]["state"]
    events = []
    for event_id in list(st["events"]):
        pairs = penalty_pairs(event_card(event_id)["no_action"])
        if len(pairs) == 1:
            events += government.lose_legitimacy(state, pairs[0])
        else:
            push(state, {"step": "legitimacy_loss", "role": "state", "pairs": pairs})
        events += discard_event(state, event_id)
        events.append(log("event_penalty", event=event_id))
    return events
