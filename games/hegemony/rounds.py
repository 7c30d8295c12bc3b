"""The rounds and phases (rulebook: Gameplay): Preparation, Action, Production, Elections,
Scoring, and the Game End; with the State run by the rules at 2 and 3 players and played at 4
(its own steps are in government.py and events.py)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, shuffle
from games.hegemony import actions, mainboard, crisis, economy, elections, government, legitimacy, production, workers
from games.hegemony import events as events_module
from games.hegemony.automa import modules as automata
from games.hegemony.components import COMPANIES, IMMIGRATION, POLICIES, SETUP
from games.hegemony.flow import automatic, decision, push, seat_of
from games.hegemony.opening import draw

ROUNDS = SETUP["rounds"]
TURNS = SETUP["turns_per_round"]
PROSPERITY_DROP = {"working": 1, "middle": 2}
NEW_UNSKILLED = {"working": 2, "middle": 1}
INTEREST = economy.LOAN["interest"]
ROW_OF_SIZE = {3: 1, 6: 2, 9: 3}


def ordered(state: dict) -> list[str]:
    return [r for r in ("working", "middle", "capitalist", "state") if r in state["roles"]]


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


@automatic("round")
def start_round(state, step):
    steps = []
    if state["round"] > 1:
        steps.append({"step": "preparation"})
    for _turn in range(TURNS):
        steps += [{"step": "start_turn", "role": r} for r in ordered(state)]
    steps += [{"step": "production"}, {"step": "needs_all"}, {"step": "imf"}, {"step": "taxes"},
              {"step": "elections"}, {"step": "scoring"}, {"step": "round_end"}]
    push(state, *steps)
    return [log("round_started", round=state["round"])]


@automatic("start_turn")
def turn(state, step):
    if step["role"] in state.get("automata", {}):  # an automaton plays its AI card, not a hand
        push(state, {"step": "automaton_turn", "role": step["role"]})
    else:
        if step["role"] == "state":
            government.start_state_turn(state)
        actions.start_turn(state, step["role"])
    return []


# --------------------------------------------------------------------------- Preparation


@automatic("preparation")
def preparation(state, step):
    events = crisis.phase_starts(state, "Preparation Phase")
    for role in ordered(state):
        loans = state["classes"][role].get("loans", 0)
        if loans:
            economy.pay_mandatory(state, role, INTEREST * loans)
    if state["state_loans"]:
        economy.pay_mandatory(state, "state", INTEREST * state["state_loans"])
        while not legitimacy.played(state) and state["state_loans"] and state["treasury"] > economy.LOAN["amount"]:
            state["treasury"] -= economy.LOAN["amount"]  # the State pays a Loan off when it can (2-3 players)
            state["state_loans"] -= 1
    for role, drop in PROSPERITY_DROP.items():
        if role in state["classes"]:
            state["classes"][role]["prosperity"] = max(0, state["classes"][role]["prosperity"] - drop)
    for seat, role in enumerate(state["roles"]):
        state["seats"][seat]["hand"] += draw(state, f"actions_{role}", SETUP["hand_size"] - len(state["seats"][seat]["hand"]))
    for role, size in (("capitalist", 4), ("middle", 3)):
        if role in state["classes"]:
            market = state["classes"][role]["market"]
            market += draw(state, f"companies_{role}", size - len(market))
    state["business_deals"] = draw(state, "business_deals", POLICIES[6]["sections"][mainboard.section(state, 6)]["business_deals"])
    upcoming = next_export(state)  # the current card is discarded after any reshuffle
    state["export_discards"].append(state["export"])
    state["export"] = upcoming
    extra = POLICIES[7]["sections"][mainboard.section(state, 7)]["extra_workers"]
    for role in ("working", "middle"):
        if role not in state["classes"]:
            continue
        pool = state["classes"][role]["unemployed"]
        pool += [{"class": role, "skill": "U", "committed": False} for _n in range(NEW_UNSKILLED[role])]
        cards = draw(state, "immigration", extra)
        state["secret"]["immigration"] += cards
        pool += [{"class": role, "skill": IMMIGRATION[c][role], "committed": False} for c in cards]
        events.append(log("immigration", role=role, cards=cards))
    if legitimacy.played(state):  # the State reveals new Events and a new Political Agenda
        events += events_module.reveal(state)
        st = state["classes"]["state"]
        state.setdefault("agenda_discards", []).append(st["political_agenda"])
        st["political_agenda"] = draw(state, "political_agendas")[0]
        events.append(log("political_agenda", agenda=st["political_agenda"]))
    if "middle" in state["classes"]:
        push(state, {"step": "skilled_worker", "role": "middle"})
    state["demonstration"] = False
    return events + [log("preparation", round=state["round"])]


def next_export(state: dict) -> str:
    """The top Export card, the discards reshuffled into a new deck when it is empty."""
    if not state["secret"]["export"]:
        state["secret"]["export"] = state["export_discards"]
        state["export_discards"] = []
        shuffle(state["rng"], state["secret"]["export"])
    return draw(state, "export")[0]


@decision("skilled_worker")
class SkilledWorker:
    """The Middle Class adds a skilled Worker of its choice (setup step 11; each Preparation)."""

    def prompt(self, state, step):
        return Prompt("hegemony.skilled_worker", seat_of(state, "middle"), _("Which skilled Worker joins you?"),
                      tuple(Option(f"skill:{s}", _("Skilled in {skill}"), {"skill": s}) for s in "FLHEM"))

    def choose(self, state, step, option):
        skill = option.id.split(":")[1]
        state["classes"]["middle"]["unemployed"].append({"class": "middle", "skill": skill, "committed": False})
        return [log("skilled_worker", role="middle", skill=skill)]


# --------------------------------------------------------------------------- Production


@automatic("production")
def produce(state, step):
    """The start of the Production Phase: what happens before anything produces (its questions,
    such as an Alternative Event's, come before the goods)."""
    push(state, {"step": "produce_goods"})
    return crisis.before_production(state) + automata.at_production(state)


@automatic("produce_goods")
def produce_goods(state, step):
    events = production.produce_all(state)
    if state.get("demonstration"):
        state["demonstration"] = False
        wc = state["classes"]["working"]
        wc["influence"] += 1
        loss = len(wc["unemployed"]) + len(wc["unions"])
        events.append(log("demonstration_held", vp=loss))
        if loss:
            push(state, {"step": "demonstration_vp", "role": "working", "left": loss})
    return events


def empty_spaces(state: dict, role: str) -> int:
    if role == "capitalist":
        return actions.MAX_COMPANIES["capitalist"] - len(state["private_sector"]["capitalist"])
    if role == "middle":
        return actions.MAX_COMPANIES["middle"] - len(state["private_sector"]["middle"])
    if role == "state":  # face-down Public Companies are empty spaces too
        return sum(1 for c in state["public_sector"] if not c["face_up"])
    return 0


@decision("demonstration_vp")
class DemonstrationVP:
    """The Working Class shares the VP loss among the others, each at most its empty spaces."""

    def prompt(self, state, step):
        taken = step.get("taken", {})
        options = [Option(f"lose:{r}", _("{role} loses 1 VP"), {"role": r}) for r in ordered(state)
                   if r != "working" and taken.get(r, 0) < empty_spaces(state, r)]
        return Prompt("hegemony.demonstration_vp", seat_of(state, "working"), _("Who loses VP? {left} left"),
                      tuple(options or [Option("done", _("Nobody can lose more"))]), {"left": step["left"]})

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        role = option.id.split(":")[1]
        state["classes"][role]["vp"] -= 1
        taken = dict(step.get("taken", {}))
        taken[role] = taken.get(role, 0) + 1
        if step["left"] > 1:
            push(state, {"step": "demonstration_vp", "role": "working", "left": step["left"] - 1, "taken": taken})
        return [log("vp_lost", role=role, vp=1)]


@automatic("needs_all")
def needs_all(state, step):
    push(state, *[{"step": "needs_check", "role": r} for r in ("middle", "working") if r in state["classes"]])
    return []  # reverse player order: the Middle Class covers its needs first


def food_sources(state: dict, role: str) -> list[str]:
    found = [r for r in ("capitalist", "middle", "state") if r in state["classes"] and r != role
             and state["classes"][r]["storage"]["food"] > 0]  # the State's Food on its board too
    return found + ["foreign"]


def food_needed(state: dict, role: str) -> int:
    """Food still owed after using the Food the class already has."""
    cls = state["classes"][role]
    need = mainboard.population(state, role)
    for where in (cls["goods"], cls.get("storage", {})):
        used = min(where.get("food", 0), need)
        if used:
            where["food"] -= used
            need -= used
    return need


@decision("needs")
class Needs:
    def prompt(self, state, step):
        role = step["role"]
        options = [Option(f"source:{s}", _("Buy Food from {source} at {price}₳"),
                          {"source": s, "price": actions.unit_price(state, s, "food")}) for s in food_sources(state, role)]
        return Prompt("hegemony.cover_needs", seat_of(state, role), _("Cover your needs: {need} Food to buy"),
                      tuple(options), {"need": step["need"]})

    def choose(self, state, step, option):
        role, source = step["role"], option.id.split(":")[1]
        stock = actions.seller_stock(state, source, "food")
        n = step["need"] if stock is None else min(step["need"], stock)
        price = actions.unit_price(state, source, "food")
        economy.pay_mandatory(state, role, price * n)  # Food is mandatory: a Loan if short
        if source == "foreign":
            state["treasury"] += economy.tariff(state, "food") * n
        else:
            economy.gain(state, source, price * n)
            state["classes"][source]["storage"]["food"] -= n
        if step["need"] - n > 0:
            push(state, {"step": "needs", "role": role, "need": step["need"] - n})
        return [log("food_bought", role=role, source=source, n=n)]


@automatic("needs_check")
def needs_check(state, step):
    """Own Food first; the rest is bought, from sources the class chooses."""
    need = food_needed(state, step["role"])
    if need:
        push(state, {"step": "needs", "role": step["role"], "need": need})
    return []


@automatic("imf")
def imf(state, step):
    """Check IMF: more State Loans than Fiscal Policy allows, after paying off what it can at
    55₳ each, brings the IMF Intervention (Other Rules), or with Crisis Plans the face-up card."""
    events = crisis.plans.release_locks(state)
    allowed = POLICIES[1]["sections"][mainboard.section(state, 1)]["imf_loans"]
    payoff = economy.LOAN["imf_payoff"]
    while state["state_loans"] > allowed and state["treasury"] >= payoff:
        state["treasury"] -= payoff
        state["state_loans"] -= 1
    if state["state_loans"] <= allowed:
        return events
    if crisis.enabled(state, "crisis_plans"):
        return events + crisis.plans.intervene(state)
    for policy, bill in list(state["bills"].items()):
        state["classes"][bill["by"]]["influence"] += 1
        state["classes"][bill["by"]]["bills"] += 1
        del state["bills"][policy]
    state["taxed_labor_market"] = mainboard.section(state, 2)
    moved = elections.imf_intervention(state)
    push(state, {"step": "imf_settle"})  # after any Public Sector decisions the changes ask for
    for policy in moved:
        apply_policy(state, int(policy))
    return events + [log("imf_intervention", moved=moved)]


@automatic("imf_settle")
def imf_settle(state, step):
    """The State pays off what Loans it can at 55₳ each and discards the rest; then every
    Legitimacy marker drops to half (rounded up)."""
    payoff = economy.LOAN["imf_payoff"]
    while state["state_loans"] and state["treasury"] >= payoff:
        state["treasury"] -= payoff
        state["state_loans"] -= 1
    state["state_loans"] = 0
    if legitimacy.played(state):
        legitimacy.halve(state)
    return []


@automatic("taxes")
def taxes(state, step):
    events = []
    for role in ("capitalist", "middle", "working"):
        if role in state["classes"]:
            paid = economy.pay_taxes(state, role, state.get("taxed_labor_market"))
            events.append(log("taxes_paid", role=role, **paid))
    state.pop("taxed_labor_market", None)
    return events + crisis.after_taxes(state, events)


# --------------------------------------------------------------------------- policy changes


def apply_policy(state: dict, policy: int) -> list[dict]:
    """What a changed policy does at once: the Public Sector's size (the State's rows at 2-3
    players: 60₳ a row, Workers who can fill a new company go there), and Wages below the new
    minimum raised to it (Politics table)."""
    events = []
    if policy == 1 and legitimacy.played(state):
        return government.change_public_sector(state)
    if policy == 1:
        rows = ROW_OF_SIZE[mainboard.public_companies_available(state)]
        for entry in state["public_sector"]:
            visible = entry["row"] <= rows
            if visible and not entry["face_up"]:
                entry["face_up"] = True
                economy.pay_mandatory(state, "state", COMPANIES[entry["id"]]["cost"])
                for cls in ("working", "middle"):
                    pool = state["classes"].get(cls, {}).get("unemployed", [])
                    plan = workers.fill_plan(workers.slots_of(entry), pool)
                    if plan is not None:
                        entry["workers"] = workers.place(pool, plan)
                        break
                entry["wage"] = mainboard.minimum_wage_level(state)
                events.append(log("public_company_opened", company=entry["id"]))
            elif not visible and entry["face_up"]:
                lost = workers.remove_staff(entry, state)
                entry["face_up"] = False
                state["treasury"] += COMPANIES[entry["id"]]["cost"]
                events += [log("public_company_closed", company=entry["id"])] + lost
    if policy == 2:
        low = mainboard.minimum_wage_level(state)
        for entry in mainboard.companies(state):
            run_by_rules = entry["id"].startswith("s-") and not legitimacy.played(state)
            if entry["wage"] is not None and (entry["wage"] < low or run_by_rules):
                entry["wage"] = low
    return events


# --------------------------------------------------------------------------- Elections


@automatic("elections")
def elections_phase(state, step):
    automata.at_elections(state)
    started = crisis.phase_starts(state, "Elections Phase")
    if not state["bills"]:
        return started + [log("no_elections")]
    added = elections.refill_bag(state)
    gained = government.refill_influence(state) if legitimacy.played(state) else []
    steps = []
    for policy in sorted(state["bills"], key=int):
        steps += actions.election_steps(state, int(policy))
    push(state, *steps)
    return started + [log("bag_refilled", added=added)] + gained


@decision("side")
class Side:
    def prompt(self, state, step):
        bill = state["bills"][str(step["policy"])]
        return Prompt("hegemony.vote_side", seat_of(state, step["role"]),
                      _("Policy {policy} to section {section}: are you for or against?"),
                      (Option("side:for", _("In favor")), Option("side:against", _("Against"))),
                      {"policy": step["policy"], "section": bill["section"]})

    def choose(self, state, step, option):
        state["bills"][str(step["policy"])].setdefault("sides", {})[step["role"]] = option.id == "side:for"
        return [log("side_chosen", role=step["role"], policy=step["policy"], side=option.id.split(":")[1])]


@automatic("draw_cubes")
def draw_for_vote(state, step):
    bill = state["bills"][str(step["policy"])]
    bill.setdefault("sides", {})[bill["by"]] = True
    bill["drawn"] = step["drawn"] if "drawn" in step else elections.draw_cubes(state)
    bidders = [seat_of(state, r) for r in state["roles"] if state["classes"][r]["influence"] > 0
               and "influence_bid" not in state["seats"][seat_of(state, r)]]  # not one an effect fixed
    counting = {"step": "count", "policy": step["policy"]}
    if bidders:
        push(state, {"step": "spend", "seats": bidders, "policy": step["policy"]}, counting)
    else:
        push(state, counting)
    return [log("cubes_drawn", policy=step["policy"], drawn=bill["drawn"])]


@decision("spend")
class Spend:
    """Each player with Influence secretly chooses how much to spend; revealed together."""

    def prompt(self, state, step, seat):
        role = state["roles"][seat]
        have = state["classes"][role]["influence"]
        return Prompt("hegemony.spend_influence", seat, _("Spend Influence on policy {policy}"),
                      tuple(Option(f"spend:{n}", str(n)) for n in range(have + 1)), {"policy": step["policy"]})

    def choose(self, state, step, option, seat):
        state["seats"][seat]["influence_bid"] = int(option.id.split(":")[1])
        step["seats"].remove(seat)
        if not step["seats"]:
            state["flow"]["stack"].remove(step)
        return [{"kind": "influence_chosen", "audience": "all", "role": state["roles"][seat]}]


@automatic("count")
def count(state, step):
    policy = step["policy"]
    bill = state["bills"][str(policy)]
    bids = {}
    for seat, role in enumerate(state["roles"]):
        bid = state["seats"][seat].pop("influence_bid", 0)
        if bid:
            bids[role] = bid
    outcome = elections.resolve_bill(state, policy, bill["sides"], bill["drawn"], bids)
    events = [log("bill_resolved", spent=bids, **outcome)]
    if outcome["passed"]:
        events += apply_policy(state, policy)
    return events


# --------------------------------------------------------------------------- Scoring and the end


def fully_operational_middle(state: dict) -> int:
    return sum(1 for c in state["private_sector"].get("middle", [])
               if mainboard.is_operational(c) and (not COMPANIES[c["id"]]["employee"] or c.get("employee")))


@automatic("scoring")
def scoring(state, step):
    events = [log("scored", role="working", vp=economy.score_working(state))]
    if "middle" in state["classes"]:
        mc = state["classes"]["middle"]
        if mc["prosperity"] < fully_operational_middle(state):
            events.append(log("scored", role="middle", vp=economy.score_prosperity(state, "middle")))
    events.append(log("scored", role="capitalist", vp=economy.score_capitalist(state)))
    if legitimacy.played(state):  # the Event penalties first, then the State's score
        push(state, {"step": "event_penalties"}, {"step": "state_scoring"})
    return events + crisis.at_scoring(state)


@automatic("round_end")
def round_end(state, step):
    for mark in state.pop("protected", {}).values():  # Protect the Status Quo lasts the round
        state["classes"][mark["by"]]["bills"] += int(mark["marker"])
    if state["round"] >= ROUNDS:
        return game_end(state)
    state["round"] += 1
    push(state, {"step": "round"})
    return []


def settle_loans(state: dict, role: str) -> int:
    """Game End, Check Loans: 55₳ per Loan, what cannot be paid costs 1 VP per 5₳."""
    cls = state["classes"][role]
    owed = economy.LOAN["payoff_at_end"] * cls["loans"]
    paid = min(owed, (cls["money"] // 5) * 5)
    cls["money"] -= paid
    cls["loans"] = 0
    return (owed - paid) // 5


def game_end(state: dict) -> list[dict]:
    events = crisis.at_game_end(state)
    for role in ordered(state):
        if role == "state":
            state["classes"]["state"]["vp"] -= government.settle_loans(state)
            vp = government.game_end_vp(state)
            state["classes"]["state"]["vp"] += vp
            events.append(log("final_scoring", role=role, vp=vp))
            continue
        if role != "capitalist":
            lost = settle_loans(state, role)
            state["classes"][role]["vp"] -= lost
        vp = economy.game_end_vp(state, role)
        state["classes"][role]["vp"] += vp
        events.append(log("final_scoring", role=role, vp=vp))
    scores = {r: state["classes"][r]["vp"] for r in state["roles"]}
    best = max(scores.values())
    tied = [r for r in state["roles"] if scores[r] == best]
    if len(tied) > 1:
        own = {r: government.agenda_matches(state) if r == "state" else
               economy.policies_in_section(state, economy.CLASS_SECTION[r]) for r in tied}
        tied = [r for r in tied if own[r] == max(own.values())]
    if len(tied) > 1 and "state" in tied:  # still tied with the State: the State wins
        tied = ["state"]
    if len(tied) > 1:
        cubes = {r: state["bag"].get(r, 0) for r in tied}
        tied = [r for r in tied if cubes[r] == max(cubes.values())]
    state["end"] = {"winners": [seat_of(state, r) for r in tied], "scores": [scores[r] for r in state["roles"]]}
    state["flow"]["stack"] = []
    return events + [log("game_over", winners=tied)]
