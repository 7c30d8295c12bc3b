"""`choose(state, role, prompt)`: the option an automaton picks at one of the engine's prompts,
by its rules, without changing the state (Game.automaton_choice).

"At random" in a criteria card draws from a copy of the state's RNG, so the answer is a function
of the state; cards an answer reveals (influence) are read from the top of the deck, and
`after_choice` then moves them under the deck when the engine applies the choice.
"""
from __future__ import annotations

from games.engine import clone
from games.hegemony import actions, mainboard, workers
from games.hegemony.components import AI_CARDS, COMPANIES

from . import bonuses, companies, criteria, freeactions, modules, skills, voting
from .advanced import ladder_bill
from .narrowing import Best, Keep, Prefer, pick
from .options import option


def _step(state: dict) -> dict:
    return state["flow"]["stack"][-1]


def _rng(state: dict) -> dict | None:
    """A copy of the state's RNG for "at random"; None (the first option left) with the table
    option narrowing_tie "first"."""
    return clone(state["rng"]) if option(state, "narrowing_tie") == "random" else None


def _after(option_id: str) -> str:
    return option_id.split(":", 1)[1]


def _ids(prompt) -> list[str]:
    return [o.id for o in prompt.options]


def choose(state: dict, role: str, prompt) -> str:
    handler = HANDLERS.get(prompt.id)
    if handler is None:
        raise NotImplementedError(f"the {role} automaton has no rule for the prompt {prompt.id}")
    answer = handler(state, role, prompt)
    if answer not in _ids(prompt):
        raise ValueError(f"automaton answer {answer!r} is not an option of {prompt.id}")
    return answer


# --- politics

def _bill(state, role, prompt):
    plan = state["automata"][role].get("plan") or {}
    if plan.get("policy"):
        wanted = f"bill:{plan['policy']}{plan['target']}"
        if wanted in _ids(prompt):
            return wanted
    found = _out_of_turn_bill(state, role)
    if found and f"bill:{found[0]}{found[1]}" in _ids(prompt):
        return f"bill:{found[0]}{found[1]}"
    return _ids(prompt)[0]


def _out_of_turn_bill(state, role):
    """§10.1: advanced, the highest policy card; simple, the policies of the next AI cards in order."""
    if state["automata"][role]["mode"] == "advanced":
        return ladder_bill(state, role)
    for card_id in state["secret"][f"ai_{role}"]:
        found = criteria.bill_choice(state, role, AI_CARDS[card_id]["policies"])
        if found:
            return found
    return None


def _immediate(state, role, prompt):
    step = _step(state)
    bill = state["bills"][str(step["policy"])]
    free = bool(state.get("bill_terms", {}).get(role, {}).get("free_vote"))
    now = voting.calls_immediate_vote(state, role, step["policy"], bill["section"], cost=0 if free else 1)
    return "vote:now" if now else "vote:later"


def _side(state, role, prompt):
    step = _step(state)
    bill = state["bills"][str(step["policy"])]
    return "side:for" if voting.votes_for(state, role, step["policy"], bill["section"]) else "side:against"


def spend_plan(state: dict, role: str, policy: int) -> tuple[int, list[str]]:
    """How much this automaton spends on a bill and which cards its side reveals (from the top of
    the deck of the side's first automaton by lot, read without moving them)."""
    bill = state["bills"][str(policy)]
    sides, drawn = bill["sides"], bill["drawn"]
    mine = sides.get(role, False)
    influence = {r: state["classes"][r]["influence"] for r in state["roles"]}
    automata = [r for r in state.get("automata", {}) if sides.get(r, False) == mine and influence[r] > 0]
    ours = {"automata": sum(influence[r] for r in automata)}
    ours.update({r: influence[r] for r in state["roles"] if sides.get(r, False) == mine and r not in automata})
    theirs = {r: influence[r] for r in state["roles"] if sides.get(r, False) != mine}
    our_cubes, their_cubes = voting.drawn_cubes(drawn, sides, mine)
    instr = voting.spending_instruction(state, ours, theirs, our_cubes, their_cubes,
                                        sides.get(bill["by"], False) == mine, last_vote=voting.is_last_vote(state))
    rng = clone(state["rng"])  # the lot between automata (§6.6) is not a narrowing tie
    revealer = automata[0] if len(automata) < 2 else sorted(automata)[rng_pick(rng, len(automata))]
    shown = state["secret"][f"ai_{revealer}"][:instr["draw"]] if automata else []
    total = voting.spent(instr, shown, ours["automata"])
    share = voting.split_spending(total, {r: influence[r] for r in automata}, rng) if automata else {}
    return share.get(role, 0), (shown if role == revealer else [])


def rng_pick(rng: dict, n: int) -> int:
    from games.engine import rng_int
    return rng_int(rng, 0, n - 1)


def _spend(state, role, prompt):
    amount, _shown = spend_plan(state, role, _step(state)["policy"])
    have = state["classes"][role]["influence"]
    return f"spend:{min(amount, have)}"


def after_choice(state: dict, role: str, prompt, option_id: str) -> None:
    """Effects of an automaton's answer on its own components, applied in the engine's play step
    before the option itself (the state still shows the prompt's position): the cards revealed
    for influence go face down under its deck."""
    if prompt.id == "hegemony.spend_influence":
        _amount, shown = spend_plan(state, role, prompt.params["policy"])
        if shown:
            voting.reveal(state, role, len(shown))
    if prompt.id == "hegemony.buy_bond" and len(prompt.options) > 1:  # it could pay: a card was revealed
        voting.reveal(state, role, 1)


# --- the turn's actions

def _basic(state, role, prompt):
    plan = state["automata"][role].get("plan") or {}
    wanted = f"action:{criteria.CODES.get(plan.get('action'), 'political_pressure')}"
    return wanted if wanted in _ids(prompt) else _ids(prompt)[-1]


def _free(state, role, prompt):
    ids = _ids(prompt)
    for resource in freeactions.use_plan(state, role)[:1]:
        if f"free:use_{resource}" in ids:
            return f"free:use_{resource}"
    if "free:pay_loan" in ids and freeactions.repays_loan(state, role):
        return "free:pay_loan"
    if "free:adjust_prices" in ids and role != "working" and \
            freeactions.target_prices(state, role) != state["classes"][role]["prices"]:
        return "free:adjust_prices"
    return "done" if "done" in ids else ids[-1]


def _prices(state, role, prompt):
    target = freeactions.target_prices(state, role)
    for o in prompt.options:
        if o.id != "done" and target[o.params["resource"]] == o.params["price"]:
            return o.id
    return "done"


def _wage(state, role, prompt):
    return min(_ids(prompt), key=lambda i: int(_after(i)))


def _staff(state, role, prompt):
    classes = [_after(i) for i in _ids(prompt) if i != "staff:none"]
    chosen = companies.staff_class(state, role, classes)
    return f"staff:{chosen}" if chosen else "staff:none"


def _build(state, role, prompt):
    offered = [_after(i) for i in _ids(prompt)]
    second = (state["automata"][role].get("plan") or {}).get("second_build")
    if second in offered:  # the bonus's second company, chosen when the first was built
        return f"company:{second}"
    simple = state["automata"][role]["mode"] == "simple"
    chosen = companies.choose_build(state, role, offered, simple, _rng(state)) or \
        pick(offered, companies.build_bullets(state, role), _rng(state))
    return f"company:{chosen}"


def _sell(state, role, prompt):
    offered = [_after(i) for i in _ids(prompt)]
    chosen = companies.choose_sale(state, role, offered, _rng(state)) or \
        pick(offered, companies.sell_bullets(state, role), _rng(state))
    return f"company:{chosen}"


def _wage_of(entry):
    card = COMPANIES[entry["id"]]
    level = entry.get("wage")
    return card.get(f"wage_l{level}") or 0 if level else 0


def _assign(state, role, prompt):
    """Assign Workers Criteria (WC) / Assign Middle Class Workers Criteria (MC): its unemployed
    Workers (it moves employed ones only where a card lets it assign any number, bonuses)."""
    ids = [i for i in _ids(prompt) if i != "done" and not i.startswith("withdraw:")]
    if not ids:
        return "done" if "done" in _ids(prompt) else _ids(prompt)[0]
    entry = {i: actions.find_company(state, _after(i)) for i in ids if i.startswith("company:")}

    def owner(i):
        if i not in entry:
            return None
        e = entry[i]
        return "state" if e in state["public_sector"] else ("capitalist" if e in state["private_sector"]["capitalist"] else "middle")

    def industry(i):
        return COMPANIES[entry[i]["id"]]["industry"] if i in entry else None

    def completes(i):
        if i not in entry:
            return False
        now = workers.workers_in_industry(state, "working", industry(i))
        return now < workers.UNION_MINIMUM <= now + len(workers.slots_of(entry[i]))
    bullets = []
    if role == "working":
        bullets.append(Keep("forming a trade union", lambda i: i.startswith("union:")))
    bullets += [Best("most unemployed workers assigned", lambda i: len(workers.slots_of(entry[i])) if i in entry else 1)]
    if role == "working":
        bullets.append(Keep("fulfilment of the requirements for a trade union", completes))
    bullets += [Best("highest wages", lambda i: _wage_of(entry[i]) if i in entry else None),
                Keep("public company", lambda i: owner(i) == "state"),
                Keep("capitalist company", lambda i: owner(i) == "capitalist"),
                companies.Services("healthcare / education", industry, state, expensive=False),
                Prefer("agricultural, media, luxury", industry, ("food", "media", "luxury"))]
    return pick(ids, bullets, _rng(state))


def _sources_allowed(state, role) -> list[str] | None:
    """The sources a bonus keeps this turn's purchase to (wc-ai-03: Public Services only)."""
    return (state.get("automata", {}).get(role, {}).get("plan") or {}).get("sources")


def _resource(state, role, prompt):
    """Buy Goods & Services Criteria: free; education with 3 unemployed unskilled; cheapest (no
    health that raises the Population if there is another); the printed order."""
    offered = [_after(i) for i in _ids(prompt)]
    only = _sources_allowed(state, role)
    if only:  # a bonus keeps its purchase to these sources
        offered = [r for r in offered if any(actions.max_buy(state, role, s, r) for s in only)] or offered
    goods = [r for r in offered if r in criteria.PROSPERITY_GOODS] or offered
    half = bonuses.bought_at_half(state, role)  # the bonus's half price is the price it compares
    cost = {r: criteria.purchase(state, role, r, half, only) for r in goods}
    unskilled = sum(1 for w in state["classes"][role]["unemployed"] if w["skill"] == "U")
    order = ("health", "education", "luxury") if role == "working" else ("education", "health", "luxury")

    def per_unit(r):
        c = cost.get(r)
        return None if not c else c[1] / c[0]
    others = [r for r in goods if r != "health" and cost.get(r)]
    bullets = [Keep("free", lambda r: bool(cost.get(r)) and cost[r][1] == 0),
               Keep("education with 3 or more unemployed unskilled workers",
                    lambda r: r == "education" and unskilled >= 3),
               Keep("not health raising the population when there is another",
                    lambda r: not (r == "health" and others and freeactions.at_population_threshold(state, role))),
               Best("cheapest", per_unit, highest=False),
               Prefer("printed order", lambda r: r, order)]
    return f"resource:{pick(goods, bullets, _rng(state))}"


SOURCE_ORDER = ("state", "foreign", "capitalist", "middle")


def _extra(state, role, prompt) -> list:
    """The extra purchase (§7.3.2): the need met from one supplier, the other holds Population-many
    at a price it can pay: it buys those too, but not health at the Population threshold."""
    pop = mainboard.population(state, role)
    if prompt.params["resource"] == "health" and freeactions.at_population_threshold(state, role):
        return []
    if option(state, "extra_purchase_stock") == "exactly":  # the stock is exactly Population-many
        return [o for o in prompt.options if o.id != "done" and o.params["n"] >= pop
                and actions.seller_stock(state, o.params["source"], prompt.params["resource"]) in (None, pop)]
    return [o for o in prompt.options if o.id != "done" and o.params["n"] >= pop]


def _source(state, role, prompt):
    options = [o for o in prompt.options if o.id != "done"]
    only = _sources_allowed(state, role)
    if only:  # a bonus keeps its purchase to these sources
        options = [o for o in options if o.params["source"] in only]
        if not options or _step(state).get("used"):
            return "done" if "done" in _ids(prompt) else (options or prompt.options)[0].id
    if options and _step(state).get("used") and not _remaining(state, role, _step(state)):
        extra = _extra(state, role, prompt)
        if extra:
            return extra[0].id
    if not options or (_step(state).get("used") and not _remaining(state, role, _step(state))):
        return "done" if "done" in _ids(prompt) else _ids(prompt)[0]
    own = [o for o in options if o.params["source"] == role]  # its own stock first (§8.3.4)
    if own:
        return own[0].id
    half = bonuses.bought_at_half(state, role)

    def price(o):  # the State's price halved by this turn's bonus (rounded up)
        p = o.params["price"]
        return (p + 1) // 2 if o.params["source"] == "state" and prompt.params.get("resource") == half else p
    best = min(options, key=lambda o: (price(o), SOURCE_ORDER.index(o.params["source"])
                                       if o.params["source"] in SOURCE_ORDER else 9))
    return best.id


def _remaining(state, role, step) -> int:
    """Units still to buy: the whole quantity from the first source, then up to the next multiple
    of the Population from the second."""
    held = state["classes"][role]["goods"][step["resource"]]
    pop = mainboard.population(state, role)
    if not step.get("used"):
        return freeactions.quantity(state, role, step["resource"])
    return (-held) % pop if pop else 0


def _quantity(state, role, prompt):
    most = max(int(_after(i)) for i in _ids(prompt))
    step = _step(state)
    want = _remaining(state, role, step)
    if step.get("used") and not want:  # the extra purchase: Population-many more
        want = mainboard.population(state, role)
    return f"qty:{max(1, min(want, most))}"


def _strike(state, role, prompt):
    """Strike Token Placement Criteria: never a Public Company whose services are free."""
    eligible = {f"company:{c['id']}" for c in criteria.strike_companies(state)}
    ids = [i for i in _ids(prompt) if i in eligible]
    if not ids:
        return "done"
    entry = {i: actions.find_company(state, _after(i)) for i in ids}

    def only_one(i):
        e = entry[i]
        ind = COMPANIES[e["id"]]["industry"]
        for owner, entries in [("state", state["public_sector"])] + list(state["private_sector"].items()):
            if e in entries:
                return sum(1 for x in entries if COMPANIES[x["id"]]["industry"] == ind and mainboard.is_operational(x)) == 1
        return False

    def gap(i):
        card = COMPANIES[entry[i]["id"]]
        return (card.get("wage_l3") or 0) - (card.get(f"wage_l{entry[i]['wage']}") or 0)
    bullets = [Keep("companies with machinery", lambda i: entry[i].get("machinery")),
               Keep("the only operational company of its industry", only_one),
               Best("biggest difference in wages", gap),
               Prefer("media, healthcare, education, luxury, agricultural",
                      lambda i: COMPANIES[entry[i]["id"]]["industry"], ("media", "health", "education", "luxury", "food")),
               Best("biggest production", lambda i: COMPANIES[entry[i]["id"]]["production"])]
    return pick(ids, bullets, _rng(state))


def _export(state, role, prompt):
    """The maximum of each resource: the biggest sale first."""
    ids = [o for o in prompt.options if o.id != "done"]
    if not ids:
        return "done"
    return max(ids, key=lambda o: (o.params["amount"], o.params["money"])).id


def _deal(state, role, prompt):
    """The dearer deal if both can be paid; into the Free Trade Zone when possible."""
    options = list(prompt.options)
    ftz = [o for o in options if o.id.endswith(":ftz")] or options
    return max(ftz, key=lambda o: o.params["cost"]).id


def _needs(state, role, prompt):
    return f"source:{freeactions.food_source(state, role, [_after(i) for i in _ids(prompt)])}"


def _demonstration(state, role, prompt):
    ids = _ids(prompt)
    if ids == ["done"]:
        return "done"
    return f"lose:{freeactions.demonstration_losers(state, [_after(i) for i in ids])}"


def _skill(state, role, prompt):
    """The Skilled Worker Criteria cards (skills.py)."""
    offered = [_after(i) for i in _ids(prompt)]
    choose_ = skills.working_skill if role == "working" else skills.middle_skill
    return f"skill:{choose_(state, offered, _rng(state))}"


def _shift(state, role, prompt):
    """Extra Shift Criteria (no Media company unless nothing else), among the companies a card
    named (plan["shift_only"])."""
    from .specials import shift_bullets
    only = (state["automata"][role].get("plan") or {}).get("shift_only")
    entries = [actions.find_company(state, _after(i)) for i in _ids(prompt)]
    chosen = [e for e in entries if only is None or e["id"] in only] or entries
    chosen = [e for e in chosen if COMPANIES[e["id"]]["industry"] != "media"] or chosen
    return f"company:{pick(chosen, shift_bullets(state, role), _rng(state))['id']}"


def _swap(state, role, prompt):
    """Check Workers: every skilled worker in an unskilled slot is swapped when possible."""
    return _ids(prompt)[0]


def _may_propose(state, role, prompt):
    """"You may both Propose another Bill": an automaton proposes outside its turn by its own
    rule whenever it can (digest 10.1; the Bill's policy is its propose_bill answer)."""
    return "bill:yes" if "bill:yes" in _ids(prompt) else "bill:no"


def _keep_wages(state, role, prompt):
    """The automata never adjust wages on their own initiative."""
    return "done"


def _storage(state, role, prompt):
    ids = _ids(prompt)
    order = ("health", "education", "food", "luxury")  # food and luxury fill the Free Trade Zone first
    return min(ids, key=lambda i: order.index(_after(i)) if _after(i) in order else 9)


# --- the Crisis & Control modules (§10.3)

def _bond(state, role, prompt):
    """New Government Bond Program: the top AI card decides (read here, moved by after_choice)."""
    amounts = tuple(int(_after(i)) for i in _ids(prompt) if i != "bond:0")
    paid = modules.bond_payment(clone(state), role, amounts, actions.role_money(state, role))
    return f"bond:{paid}"


def _remove_worker(state, role, prompt):
    pool = state["classes"][role]["unemployed"]
    return f"skill:{pool[modules.workers_to_return(pool, 1)[0]]['skill']}"


def _intervention(state, role, prompt):
    """Demand for State Intervention (§10.4): the largest difference in wages; owners lower it,
    workers raise it."""
    entry = modules.intervention_company(clone(state), role)  # ties at random: on a copy of the RNG
    if entry is None:
        return "done"
    way = "down" if entry["id"] in {e["id"] for e in state["private_sector"].get(role, [])} else "up"
    wanted = f"wage:{entry['id']}:{way}"
    return wanted if wanted in _ids(prompt) else "done"


HANDLERS = {
    "hegemony.sell_to_state": lambda state, role, prompt: _ids(prompt)[-1],  # as many as it can
    "hegemony.state_intervention": _intervention,
    "hegemony.stimulus_assign": lambda state, role, prompt: _ids(prompt)[0],
    "hegemony.buy_bond": _bond, "hegemony.remove_worker": _remove_worker, "hegemony.crisis_strike": _strike,
    "hegemony.automaton_turn": lambda state, role, prompt: "automaton:play",
    "hegemony.propose_bill": _bill, "hegemony.immediate_vote": _immediate, "hegemony.vote_side": _side,
    "hegemony.spend_influence": _spend, "hegemony.choose_action": _basic, "hegemony.free_action": _free,
    "hegemony.adjust_prices": _prices, "hegemony.set_wage": _wage, "hegemony.staff_company": _staff,
    "hegemony.build_company": _build, "hegemony.sell_company": _sell, "hegemony.assign_workers": _assign,
    "hegemony.buy_resource": _resource, "hegemony.buy_source": _source, "hegemony.buy_quantity": _quantity,
    "hegemony.strike": _strike, "hegemony.sell_foreign": _export, "hegemony.business_deal": _deal,
    "hegemony.cover_needs": _needs, "hegemony.demonstration_vp": _demonstration,
    "hegemony.skilled_worker": _skill, "hegemony.educate": _skill, "hegemony.buy_storage": _storage,
    "hegemony.extra_shift": _shift, "hegemony.swap_workers": _swap, "hegemony.adjust_wages": _keep_wages,
    "hegemony.may_propose": _may_propose,
}
