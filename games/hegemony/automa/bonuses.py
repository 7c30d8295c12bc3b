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


BONUSES = {
    "If you Propose a Bill this turn, add 2 Voting cubes": ("PB", _cubes_first),
    "If you Propose a Bill this turn, call for an Immediate Vote without": ("PB", _free_vote),
    "If you Buy Goods & Services this turn, the State gives you 1₳": ("BGS", _one_per_employed),
    "If you Buy Goods & Services this turn, the State first gives you 2₳": ("BGS", _two_per_employed),
    "If you Build a Company this turn, pay 10₳ less.": ("BC", _ten_less),
    "If you Sell to the Foreign Market, first make a Business Deal": ("SFM", _deal_first),
    "If you Sell to the Foreign Market, sell up to 4 [food] for 15₳": ("SFM", _sell_first("food", 4, 15)),
    "If you Sell to the Foreign Market, sell up to 6 [luxury] for 10₳": ("SFM", _sell_first("luxury", 6, 10)),
}


def bonus_of(card: dict):
    for prefix, pair in BONUSES.items():
        if card["bonus"].startswith(prefix):
            return pair
    return None


def apply_bonus(state: dict, role: str, decision: dict) -> list[dict]:
    """Before the first action: its bonus, if written; else a trace line saying it is not applied."""
    card = AI_CARDS[decision["card"]]
    if not decision["bonus"] or not card["bonus"] or card["symbols"][0] == "SA":
        return []
    pair = bonus_of(card)
    if pair is None or pair[0] != decision["action"]:
        return [{"kind": "automaton_bonus_skipped", "audience": "all", "role": role, "card": card["id"],
                 "number": card["number"], "text": _("AI card {number}: bonus not applied (not implemented)")}]
    events = pair[1](state, role, card)
    legitimacy(state, card.get("bonus_legitimacy"), events)
    return [e if "kind" in e else {"kind": "automaton_bonus", "audience": "all", "role": role, "card": card["id"], **e}
            for e in events]


UNAPPLIED = sorted(c["id"] for c in AI_CARDS.values() if c["symbols"][0] != "SA" and c["bonus"] and bonus_of(c) is None)
