"""The AI card bonuses, applied when the card's first action is the one performed (§4.2, §5.3),
each with its legitimacy shield (§6.7). A bonus not written yet is named in the turn's trace
("bonus not applied") and listed in UNAPPLIED; the action itself goes ahead without it."""
from __future__ import annotations

from games.engine import _
from games.hegemony import actions, economy, elections
from games.hegemony.components import AI_CARDS

from .specials import _from_state, legitimacy


def _employed(state, role, owners=None):
    sectors = [("state", state["public_sector"])] + list(state["private_sector"].items())
    return sum(1 for owner, entries in sectors if owners is None or owner in owners
               for e in entries for w in e["workers"] + ([e["employee"]] if e.get("employee") else [])
               if w["class"] == role)


def _cubes_first(state, role, card):
    return [{"cubes": elections.add_cubes(state, role, 2)}]


def _free_vote(state, role, card):
    state["automata"][role]["free_vote"] = True
    return []


def _one_per_employed(state, role, card):
    return [{"money": _from_state(state, role, _employed(state, role))}]


def _two_per_employed(state, role, card):
    return [{"money": _from_state(state, role, 2 * _employed(state, role, ("state", "capitalist")))}]


def _ten_less(state, role, card):
    economy.gain(state, role, 10)  # paying 10 less: the same money as 10 before paying in full
    return [{"money": 10}]


def _deal_first(state, role, card):
    return actions.start_deal(state, role) if actions.can_deal(state, role) else []


def _sell_first(resource, most, price):
    def apply(state, role, card):
        cls = state["classes"][role]
        zone = cls.get("free_trade_zone", {})
        from_zone = min(zone.get(resource, 0), most)
        n = from_zone + min(cls["storage"][resource], most - from_zone)
        if not n:
            return []
        if from_zone:
            zone[resource] -= from_zone
        cls["storage"][resource] -= n - from_zone
        economy.gain(state, role, price * n)
        cls["vp"] += 1  # it counts as one more transaction
        return [{"sold": n, "resource": resource, "money": price * n}]
    return apply


def _skilled_first(state, role, card):
    """A skilled Worker from the supply before assigning (the Middle Class skips the first bullet
    of its Skilled Worker Criteria card, §8.3.8)."""
    from . import skills
    skill = skills.working_skill(state, list("FLHEM"), state["rng"]) if role == "working" else \
        skills.middle_skill(state, list("FLHEM"), state["rng"], first_bullet=False)
    state["classes"][role]["unemployed"].append({"class": role, "skill": skill, "committed": False})
    return [{"skill": skill}]


def _middle_worker_first(state, role, card):
    from . import skills
    skill = skills.middle_skill(state, list("FLHEM"), state["rng"])
    state["classes"][role]["unemployed"].append({"class": role, "skill": skill, "committed": False})
    return [{"skill": skill}]


def _public_production(industry):
    """"A Public Healthcare / Education Company with your Workers does a Production first"."""
    def apply(state, role, card):
        from games.hegemony import board, production
        from games.hegemony.components import COMPANIES
        for e in state["public_sector"]:
            if COMPANIES[e["id"]]["industry"] == industry and board.is_operational(e) and \
                    any(w["class"] == role for w in e["workers"]):
                events = []
                production.produce_company(state, "state", e, events)
                return events
        return []
    return apply


def _again(kind, cost=0):
    def apply(state, role, card):
        state["automata"][role]["plan"]["again"] = {"kind": kind, "cost": cost}
        return []
    return apply


# --- after the action: what it built, sold or exported this turn (plan["before"])

def _built(state, role, plan):
    before = plan["before"]["companies"]
    return [e for e in state["private_sector"][role] if e["id"] not in before]


def _state_pays(state, role, plan, share=lambda card: card["cost"], only=None):
    from games.hegemony.components import COMPANIES
    paid = 0
    for e in _built(state, role, plan):
        card = COMPANIES[e["id"]]
        if only is None or card["industry"] in only:
            paid += _from_state(state, role, share(card))
    return [{"money": paid}] if paid else []


def _non_media(state, role, plan):
    from games.hegemony.components import COMPANIES
    events = []
    for e in _built(state, role, plan):
        card = COMPANIES[e["id"]]
        if card["industry"] == "media":
            continue
        economy.gain(state, role, 4)
        extra = state["classes"][role]["extra_storage"]
        if card["industry"] not in extra:
            extra.append(card["industry"])
        events.append({"money": 4, "storage": card["industry"]})
    return events


def _twice(state, role, plan):
    from games.hegemony.components import COMPANIES
    now = {e["id"] for e in state["private_sector"][role]}
    sold = [c for c in plan["before"]["companies"] if c not in now and c not in plan["before"]["machinery"]]
    gain = sum(COMPANIES[c]["cost"] for c in sold)
    if gain:
        economy.gain(state, role, gain)
    return [{"money": gain}] if gain else []


def _per_transaction(from_state):
    def after(state, role, plan):
        made = state["classes"][role]["vp"] - plan["before"]["vp"]  # 1 VP per transaction
        if made <= 0:
            return []
        paid = _from_state(state, role, 5 * made) if from_state else 5 * made
        if not from_state:
            economy.gain(state, role, paid)
        return [{"money": paid}]
    return after


def _half_price(resource):
    """"[resource] is sold by the State at half price this turn (rounded up)": the State gives
    back what the units bought from it cost beyond half price."""
    def after(state, role, plan):
        bought = plan["before"]["services"].get(resource, 0) - state["services"].get(resource, 0)
        if bought <= 0:
            return []
        price = economy.public_service_price(state, resource)
        back = _from_state(state, role, bought * (price - (price + 1) // 2))
        return [{"bought": bought, "resource": resource, "money": back}]
    return after


# printed text -> (the action it goes with, before the action, after it)
BONUSES = {
    "If you Propose a Bill this turn, add 2 Voting cubes": ("PB", _cubes_first, None),
    "If you Propose a Bill this turn, call for an Immediate Vote without": ("PB", _free_vote, None),
    "If you Propose a Bill this turn, Propose 2 Bills instead": ("PB", _again("bill"), None),
    "If you Propose a Bill this turn, pay 25₳, if able, to Propose 2": ("PB", _again("bill", 25), None),
    "If you Buy Goods & Services this turn, the State gives you 1₳": ("BGS", _one_per_employed, None),
    "If you Buy Goods & Services this turn, the State first gives you 2₳": ("BGS", _two_per_employed, None),
    "[health] is sold by the State at half price": ("BGS", None, _half_price("health")),
    "If you Buy Goods & Services this turn, a Public Education Company": ("BGS", _public_production("education"), None),
    "If you Buy Goods & Services this turn, a Public Healthcare Company": ("BGS", _public_production("health"), None),
    "[education] is sold by the State at half": ("BGS", None, _half_price("education")),
    "If you Assign Workers this turn, get a skilled Worker from the Supply": ("AW", _skilled_first, None),
    "If you Build a Company this turn, pay 10₳ less.": ("BC", _ten_less, None),
    "If you Build a Company this turn, use a skilled Middle Class Worker": ("BC", _middle_worker_first, None),
    "If you Build a Company this turn, Build 2 Companies instead": ("BC", _again("build"), None),
    "If you Build a Company this turn, the State pays its cost.": ("BC", None, _state_pays),
    "If you Build a Luxury or Agricultural Company this turn, half":
        ("BC", None, lambda s, r, p: _state_pays(s, r, p, lambda c: c["cost"] // 2, ("luxury", "food"))),
    "If you Build a non-Media Company this turn, pay 4₳ less.": ("BC", None, _non_media),
    "If you sell one of your Companies without [machinery] this turn, get twice": ("SC", None, _twice),
    "If you Sell to the Foreign Market, first make a Business Deal": ("SFM", _deal_first, None),
    "If you Sell to the Foreign Market, sell up to 4 [food] for 15₳": ("SFM", _sell_first("food", 4, 15), None),
    "If you Sell to the Foreign Market, sell up to 6 [luxury] for 10₳": ("SFM", _sell_first("luxury", 6, 10), None),
    "If you Sell to the Foreign Market, get an additional 5₳": ("SFM", None, _per_transaction(False)),
    "If you Sell to the Foreign Market, the State gives you 5₳": ("SFM", None, _per_transaction(True)),
}


def bonus_of(card: dict):
    for prefix, entry in BONUSES.items():
        if card["bonus"].startswith(prefix):
            return entry
    return None


def _applies(decision: dict) -> tuple | None:
    card = AI_CARDS[decision["card"]]
    if not decision["bonus"] or not card["bonus"] or card["symbols"][0] == "SA":
        return None
    return bonus_of(card)


def snapshot(state: dict, role: str) -> dict:
    """What the after-bonuses compare with: companies (with machinery) and VP before the action."""
    own = state["private_sector"].get(role, [])
    return {"companies": [e["id"] for e in own], "machinery": [e["id"] for e in own if e["machinery"]],
            "vp": state["classes"][role]["vp"], "services": dict(state["services"])}


def after_bonus(state: dict, role: str, decision: dict) -> list[dict]:
    entry = _applies(decision)
    if not entry or entry[0] != decision["action"] or entry[2] is None:
        return []
    card = AI_CARDS[decision["card"]]
    events = entry[2](state, role, decision)
    if events:  # the shield only when the bonus was really used (§6.7)
        legitimacy(state, card.get("bonus_legitimacy"), events)
    return [e if "kind" in e else {"kind": "automaton_bonus", "audience": "all", "role": role, "card": card["id"], **e}
            for e in events]


def apply_bonus(state: dict, role: str, decision: dict) -> list[dict]:
    """Before the first action: its bonus, if written; else a trace line saying it is not applied."""
    card = AI_CARDS[decision["card"]]
    if not decision["bonus"] or not card["bonus"] or card["symbols"][0] == "SA":
        return []
    entry = bonus_of(card)
    if entry is None:
        return [{"kind": "automaton_bonus_skipped", "audience": "all", "role": role, "card": card["id"],
                 "number": card["number"], "text": _("AI card {number}: bonus not applied (not implemented)")}]
    if entry[0] != decision["action"] or entry[1] is None:
        return []
    events = entry[1](state, role, card)
    if entry[2] is None and events:  # an after-bonus shows its shield when it is paid
        legitimacy(state, card.get("bonus_legitimacy"), events)
    return [e if "kind" in e else {"kind": "automaton_bonus", "audience": "all", "role": role, "card": card["id"], **e}
            for e in events]


UNAPPLIED = sorted(c["id"] for c in AI_CARDS.values() if c["symbols"][0] != "SA" and c["bonus"] and bonus_of(c) is None)
