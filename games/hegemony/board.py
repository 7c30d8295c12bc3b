"""What the drawn board of Hegemony shows, from one seat's view only: the Politics table (the
seven policies, their sections and the Bills on them), the markets (each class's storage and
prices, the State's public services, the Foreign Market with its Import prices, the Export card,
the Business Deals), the State (Treasury, Loans, the Public Sector; for a State player its
Legitimacy, Events, Political Agenda and Benefits areas), each class's board with its companies,
the seat's own hand and Hidden Agenda, the Crisis & Control modules' public parts, the automata's
AI cards, the round, phase and score; and which board element each option of the pending prompt
names.

Everything but the hand and the Hidden Agenda is public and the same for every audience: it goes
in `public`, which the template draws once per version for all of them (`shared()`).
"""
from __future__ import annotations

from games.datatext import in_words
from games.engine import ByIdentity, Phrase, Public, _

from . import actions, economy, legitimacy as legitimacy_track
from .automa import ladder as automa_ladder
from .game import RESOURCE_NAMES as RESOURCE_LABELS, ROLE_LABELS, SKILL_NAMES as SKILL_LABELS
from .components import (ACTION_CARDS, AI_CARDS, ALTERNATIVE_EVENTS, BOARD_FACTS, BUSINESS_DEALS, CC_ACTION_CARDS,
                         COMPANIES, CRISIS_PLANS, EVENTS, EXPORT, HIDDEN_AGENDAS, POLICIES, POLITICAL_AGENDAS, SETUP)

# Names as the rules modules give them, with what only the board shows (Media as an industry,
# the unskilled slot).
ROLE_NAMES = ROLE_LABELS
RESOURCE_NAMES = {**RESOURCE_LABELS, "media": _("Media")}
SKILL_NAMES = {**SKILL_LABELS, "U": _("unskilled")}
RESOURCES = actions.RESOURCES
SECTION_CLASS = {"A": "working", "B": "middle", "C": "capitalist"}
POLICY_NAMES = {1: _("Fiscal Policy"), 2: _("Labor Market"), 3: _("Taxation"), 4: _("Health & Benefits"),
                5: _("Education"), 6: _("Foreign Trade"), 7: _("Immigration")}
# The actions printed on each class board, in the rulebook's order (the engine offers those legal now).
BASIC_OF, ACTION_NAMES = actions.BASIC, actions.BASIC_NAMES
FREE_OF, FREE_NAMES = actions.FREE, actions.FREE_NAMES
AI_SYMBOLS = {"AW": _("Assign Workers"), "BGS": _("Buy Goods & Services"), "PB": _("Propose Bill"),
              "STR": _("Strike"), "BC": _("Build Company"), "SFM": _("Sell to the Foreign Market"),
              "LOB": _("Lobby"), "SA": _("Special Action")}
MODE_NAMES = {"simple": _("simple mode"), "advanced": _("advanced mode")}
PHASE_NAMES = {"preparation": _("Preparation"), "action": _("Action Phase"), "production": _("Production Phase"),
               "elections": _("Elections Phase"), "scoring": _("Scoring"), "end": _("Game over")}
# The step a round schedules for each phase (rounds.start_round): while one is still on the stack,
# the phase before it is under way.
PHASE_BEFORE = {"start_turn": "preparation", "production": "action", "needs_all": "production", "imf": "production",
                "taxes": "production", "elections": "production", "scoring": "elections", "round_end": "scoring"}
# The steps of one Bill's vote (rounds.py): while one is on the stack, that Bill is being voted on.
VOTE_STEPS = ("immediate", "side", "draw_cubes", "spend", "count")
CARDS = {**ACTION_CARDS, **CC_ACTION_CARDS}  # the Crisis & Control action cards join the decks
EVENT_CARDS = {**EVENTS, **ALTERNATIVE_EVENTS}  # the Alternative Events module replaces the State's deck
BENEFIT_NAMES = {**RESOURCE_NAMES, "money": _("Money"), "cubes": _("Voting cubes"), "media": _("Media Influence")}
ROUNDS, TURNS = SETUP["rounds"], SETUP["turns_per_round"]
WAGE_LEVELS = (1, 2, 3)


# The public part is made once per position for every audience: the views of one position hold
# the very same public values (games.engine.Views), so one of them, `classes`, names the position
# by its identity. Comparing the part's content (pickled, as games.engine.public does) cost more
# than making it again, as it changes with every move; made per audience, it and its translation
# were a quarter of a board.
_publics = ByIdentity(32)


def board_context(view: dict) -> dict:
    """Names and groupings the board template shows, from a seat's view only (no rules)."""
    seat = view.get("seat")
    roles = view["roles"]
    me = view.get("me") or {}
    return {
        "public": _publics.get(view["classes"], (), lambda: Public(public_context(view))),
        "my_role": roles[seat] if seat is not None else None,
        "hand": [action_card(c) for c in me.get("hand", [])],
        # the seat's own Hidden Agenda (or the two it keeps one of): only in its own context
        "agenda": hidden_agenda(me["agenda"]) if me.get("agenda") else None,
        "agenda_offer": [hidden_agenda(a) for a in me.get("agenda_offer", [])],
        "targets": targets(view),
        "end_reason": (view.get("result") or {}).get("reason"),  # marked text (Hegemony.result)
    }


def public_context(view: dict) -> dict:
    roles = view["roles"]
    acting = [roles[s] for s in view.get("to_act", [])]
    return {
        "status": status(view),
        "acting": [{"role": r, "name": ROLE_NAMES[r]} for r in acting],
        "scores": [{"role": r, "name": ROLE_NAMES[r], "vp": view["classes"][r].get("vp", 0)} for r in roles],
        "policies": policies(view),
        "tax_multiplier": view.get("tax_multiplier"),
        "bag": [{"role": r, "name": ROLE_NAMES[r], "n": n, "supply": view.get("cube_supply", {}).get(r)}
                for r, n in view.get("bag", {}).items()],
        "markets": markets(view),
        "export": export_card(view),
        "deals": [business_deal(d, view) for d in view.get("business_deals", [])],
        "state": state_board(view),
        "classes": [class_board(view, r) for r in roles if r != "state"],
        "crisis": crisis_panel(view),
    }


# --------------------------------------------------------------------------- round and phase


def status(view: dict) -> dict:
    """The round, the phase and the turn in it, read from the scheduled steps left on the stack."""
    if view.get("end") or view.get("result"):
        return {"round": view["round"], "rounds": ROUNDS, "phase": PHASE_NAMES["end"], "turn": None, "turns": TURNS}
    stack = view.get("flow", {}).get("stack", [])
    phase = None
    for step in reversed(stack):  # the top of the stack is its end
        if step["step"] in PHASE_BEFORE:
            phase = PHASE_BEFORE[step["step"]]
            break
    turns_left = sum(1 for s in stack if s["step"] == "start_turn")
    players = len(view["roles"])
    started = TURNS * players - turns_left
    if phase == "preparation" and started:
        phase = "action"
    turn = -(-started // players) if phase == "action" else None
    return {"round": view["round"], "rounds": ROUNDS, "phase": PHASE_NAMES.get(phase, ""), "turn": turn or None,
            "turns": TURNS}


# --------------------------------------------------------------------------- the Politics table


def section_text(policy: int, letter: str) -> Phrase:
    facts = POLICIES[policy]["sections"][letter]
    if policy == 1:
        return Phrase(_("{n} Public Companies; IMF above {loans} State Loans"),
                      {"n": facts["public_companies"], "loans": facts["imf_loans"]})
    if policy == 2:
        return Phrase(_("Minimum Wage: level {level}"), {"level": facts["min_wage_level"]})
    if policy == 3:
        return Phrase(_("Tax Multiplier {base} + {factor}× welfare"),
                      {"base": facts["base_tax_multiplier"], "factor": facts["welfare_modifier_factor"]})
    if policy in (4, 5):
        return Phrase(_("Public price {price}₳; welfare +{n}"), {"price": facts["public_price"],
                                                                "n": facts["tax_modifier"]})
    if policy == 6:
        return Phrase(_("Tariffs: Food {food}₳, Luxury {luxury}₳; {n} Business Deals"),
                      {"food": facts["food_tariff"], "luxury": facts["luxury_tariff"], "n": facts["business_deals"]})
    return Phrase(_("{n} more immigrants a round"), {"n": facts["extra_workers"]})


def voting_on(view: dict) -> int | None:
    """The policy whose Bill is being voted on now, if any (the topmost vote step)."""
    for step in reversed(view.get("flow", {}).get("stack", [])):
        if step["step"] in VOTE_STEPS and "policy" in step:
            return int(step["policy"])
    return None


def bill_info(bill: dict) -> dict:
    """A Bill on its section: who proposed it, the sides taken and the cubes drawn so far."""
    sides = bill.get("sides", {})
    return {"role": bill["by"], "name": ROLE_NAMES.get(bill["by"], ""),
            "for": [ROLE_NAMES[r] for r, yes in sides.items() if yes and r in ROLE_NAMES],
            "against": [ROLE_NAMES[r] for r, yes in sides.items() if not yes and r in ROLE_NAMES],
            "drawn": [{"role": r, "name": ROLE_NAMES[r], "n": n} for r, n in (bill.get("drawn") or {}).items()
                      if n and r in ROLE_NAMES]}


def policies(view: dict) -> list[dict]:
    found = []
    voting = voting_on(view)
    for number in sorted(POLICIES):
        current = view["policies"][str(number)]
        bill = view.get("bills", {}).get(str(number))
        sections = []
        for letter in "ABC":
            proposed = bill if bill and bill.get("section") == letter else None
            sections.append({"letter": letter, "key": f"section:{number}:{letter}", "current": letter == current,
                             "owner": SECTION_CLASS[letter], "text": section_text(number, letter),
                             "bill": bill_info(proposed) if proposed else None})
        guard = (view.get("protected") or {}).get(str(number))
        found.append({"number": number, "name": POLICY_NAMES[number], "sections": sections, "current": current,
                      "voting": number == voting, "key": f"policy:{number}",
                      "protected": {"role": guard["by"], "name": ROLE_NAMES.get(guard["by"], "")} if guard else None,
                      "locked": str(number) in (view.get("locks") or {})})
    return found


# --------------------------------------------------------------------------- markets and trade


def _price_of(view: dict, source: str, resource: str) -> int:
    """The unit price at a source, as the rules read it (the view holds the public state they read)."""
    if source == "foreign":
        return economy.import_price(view, resource)
    if source == "state":
        return economy.public_service_price(view, resource)
    return view["classes"][source]["prices"][resource]


def markets(view: dict) -> list[dict]:
    """Per good or service, every place it can be bought: the classes' storages at their prices,
    the State's public services, the Foreign Market (Import price plus the tariff)."""
    rows = []
    for resource in RESOURCES + ("influence",):
        sellers = []
        if resource in RESOURCES:
            for role in ("capitalist", "middle"):
                if role in view["classes"] and "storage" in view["classes"][role]:
                    sellers.append({"key": f"stock:{role}:{resource}", "who": ROLE_NAMES[role], "role": role,
                                    "n": view["classes"][role]["storage"][resource],
                                    "price": _price_of(view, role, resource)})
        if resource in ("health", "education", "influence"):
            sellers.append({"key": f"stock:state:{resource}", "who": ROLE_NAMES["state"], "role": "state",
                            "n": view.get("services", {}).get(resource, 0), "price": _price_of(view, "state", resource)})
        if resource in ("food", "luxury"):
            tariff = economy.tariff(view, resource)
            sellers.append({"key": f"stock:foreign:{resource}", "who": _("Foreign Market"), "role": "foreign",
                            "n": None, "price": _price_of(view, "foreign", resource),
                            "tariff": Phrase(_("{import}₳ + {tariff}₳ tariff"),
                                             {"import": BOARD_FACTS["import"][resource], "tariff": tariff})})
        rows.append({"id": resource, "name": RESOURCE_NAMES[resource], "key": f"resource:{resource}",
                     "sellers": sellers})
    return rows


def export_card(view: dict) -> dict | None:
    card = EXPORT.get(view.get("export") or "")
    if card is None:
        return None
    return {"id": card["id"], "discarded": len(view.get("export_discards", [])),
            "rows": [{"id": r, "name": RESOURCE_NAMES[r],
                      "sales": [{"key": f"export:{r}:{i}", "amount": amount, "money": money}
                                for i, (amount, money) in enumerate(card[r])]} for r in RESOURCES]}


def business_deal(deal: str, view: dict) -> dict:
    card = BUSINESS_DEALS[deal.split("#")[0]]
    tariff = {"A": card["tariff_a"], "B": card["tariff_b"], "C": 0}[view["policies"]["6"]]
    return {"key": f"deal:{deal}", "food": card["food"], "luxury": card["luxury"], "cost": card["cost"],
            "tariff": tariff}


# --------------------------------------------------------------------------- the State


def state_board(view: dict) -> dict:
    state_class = view["classes"].get("state") or {}
    rows = {}
    for entry in view.get("public_sector", []):
        rows.setdefault(entry.get("row", 1), []).append(company(entry, "state"))
    roles = view["roles"]
    return {
        "key": "class:state",
        "hand_count": (view.get("hand_count") or [None] * len(roles))[roles.index("state")] if "state" in roles else None,
        "actions": [{"key": f"action:state:{a}", "name": ACTION_NAMES[a]} for a in BASIC_OF.get("state", ())],
        "free": [{"key": f"free:state:{a}", "name": FREE_NAMES[a]} for a in FREE_OF.get("state", ())],
        "treasury": view.get("treasury"), "loans": view.get("state_loans", 0),
        "services": [{"id": r, "name": RESOURCE_NAMES[r], "n": n} for r, n in view.get("services", {}).items()],
        "rows": [{"row": row, "companies": rows[row]} for row in sorted(rows)],
        "player": bool(state_class),
        "vp": state_class.get("vp"), "influence": state_class.get("influence"),
        "events": [event_card(e) for e in state_class.get("events", [])],
        "agenda": [{"policy": a[0], "section": a[1], "met": view["policies"].get(a[0]) == a[1]}
                   for a in POLITICAL_AGENDAS.get(state_class.get("political_agenda") or "", {}).get("sections", [])],
        "legitimacy": [{"role": r, "name": ROLE_NAMES[r], "n": n,
                        "cells": [{"n": i, "on": i == n} for i in range(legitimacy_track.LOW, legitimacy_track.HIGH + 1)],
                        "tokens": state_class.get("legitimacy_tokens", {}).get(r, 0)}
                       for r, n in state_class.get("legitimacy", {}).items()],
        "storage": [{"id": r, "name": RESOURCE_NAMES[r], "n": n} for r, n in state_class.get("storage", {}).items()],
        "benefits": [{"role": r, "name": ROLE_NAMES[r],
                      "items": [{"id": k, "name": BENEFIT_NAMES.get(k, k), "n": n} for k, n in items.items() if n]}
                     for r, items in state_class.get("benefits", {}).items()],
    }


def event_card(event_id: str) -> dict:
    """An Event (or Alternative Event) card: its task, what the State loses if it is not done,
    and an Alternative Event's advantage for the class that keeps it."""
    card = EVENT_CARDS.get(event_id, {})
    return {"id": event_id, "key": f"event:{event_id}", "name": card.get("name", event_id), "task": in_words(card.get("task", "")),
            "no_action": card.get("no_action", ""), "advantage": card.get("phase_effect", "")}


# --------------------------------------------------------------------------- Crisis & Control modules


def hidden_agenda(agenda_id: str) -> dict:
    card = HIDDEN_AGENDAS[agenda_id]
    return {"id": agenda_id, "key": f"agenda:{agenda_id}", "name": card["name"], "task": in_words(card["task"]),
            "timing": card["timing"], "vp": card["vp"]}


def crisis_panel(view: dict) -> dict | None:
    """The modules' public components: who holds a secret Hidden Agenda (never which) and the
    revealed ones, the face-up Crisis Plan with the bonds sold, each class's kept Alternative Events."""
    crisis = view.get("crisis") or {}
    if not crisis:
        return None
    roles = view["roles"]
    held = view.get("agenda_held") or [False] * len(roles)
    revealed = (crisis.get("agendas") or {}).get("revealed", {})
    plans = crisis.get("plans") or {}
    plan = CRISIS_PLANS.get(plans.get("card") or "")
    return {
        "agendas": [{"role": r, "name": ROLE_NAMES[r], "held": held[i],
                     "revealed": hidden_agenda(revealed[r]) if revealed.get(r) in HIDDEN_AGENDAS else None}
                    for i, r in enumerate(roles) if held[i] or r in revealed] if "agendas" in crisis else [],
        "plan": {"name": plan["name"], "precondition": plan["precondition"], "policies": plan["change_policies"],
                 "effects": in_words(plan["effects"]), "legitimacy": plan["legitimacy"]} if plan else None,
        "bonds": [{"role": b["role"], "name": ROLE_NAMES.get(b["role"], ""), "lent": b["lent"], "owed": b["owed"]}
                  for b in plans.get("bonds", [])],
        "kept": [{"role": r, "name": ROLE_NAMES[r], "events": [event_card(e) for e in kept]}
                 for r, kept in (crisis.get("events") or {}).items() if kept],
    }


# --------------------------------------------------------------------------- companies


def worker(w: dict | None) -> dict | None:
    if not w:
        return None
    return {"role": w["class"], "skill": w["skill"], "skill_name": SKILL_NAMES.get(w["skill"], w["skill"]),
            "committed": w.get("committed", False), "class_name": ROLE_NAMES.get(w["class"], "")}


def company(entry: dict, owner: str) -> dict:
    """A company on the board: its card's facts, who fills each slot, its Wage and tokens."""
    card = COMPANIES[entry["id"]]
    filled = entry.get("workers", [])
    slots = [{"skill": s, "skill_name": SKILL_NAMES.get(s, s), "key": f"slot:{entry['id']}:{i}",
              "worker": worker(filled[i]) if i < len(filled) else None} for i, s in enumerate(card["workers"])]
    employee = None
    if card["employee"]:
        employee = {"skill": card["employee"][0], "skill_name": SKILL_NAMES.get(card["employee"][0], ""),
                    "worker": worker(entry.get("employee"))}
    wage = entry.get("wage")
    staffed = card["automated"] or len(filled) == len(card["workers"])
    return {
        "id": entry["id"], "key": f"company:{entry['id']}", "name": card["name"], "owner": owner,
        "industry": card["industry"], "industry_name": RESOURCE_NAMES.get(card["industry"], card["industry"]),
        "cost": card["cost"], "production": card["production"], "machinery_bonus": card["machinery_bonus"],
        "employee_bonus": card["employee_bonus"], "automated": card["automated"],
        "slots": slots, "employee": employee,
        "wages": [{"level": n, "amount": card[f"wage_l{n}"], "current": n == wage, "key": f"wage:{entry['id']}:{n}"}
                  for n in WAGE_LEVELS] if card["wage_l2"] is not None else [],
        "machinery": entry.get("machinery", False), "strike": entry.get("strike", False),
        "face_up": entry.get("face_up", True), "operational": staffed and entry.get("face_up", True),
    }


def market_card(card_id: str) -> dict:
    """A company card for sale in a class's Company market."""
    card = COMPANIES[card_id]
    return {"id": card_id, "key": f"company:{card_id}", "name": card["name"], "industry": card["industry"],
            "industry_name": RESOURCE_NAMES.get(card["industry"], card["industry"]), "cost": card["cost"],
            "production": card["production"], "automated": card["automated"],
            "slots": [{"skill": s, "skill_name": SKILL_NAMES.get(s, s)} for s in card["workers"]],
            "wages": [card[f"wage_l{n}"] for n in WAGE_LEVELS if card[f"wage_l{n}"] is not None]}


# --------------------------------------------------------------------------- the classes


def class_board(view: dict, role: str) -> dict:
    cls = view["classes"][role]
    roles = view["roles"]
    seat = roles.index(role)
    storage_limit = BOARD_FACTS["storage"].get(role, {})
    tile = BOARD_FACTS["storage_tile"]
    board = {
        "role": role, "name": ROLE_NAMES[role], "key": f"class:{role}", "vp": cls.get("vp", 0),
        "influence": cls.get("influence", 0), "bills": cls.get("bills", 0), "loans": cls.get("loans", 0),
        "hand_count": (view.get("hand_count") or [None] * len(roles))[seat],
        "discards": [action_card(c) for c in reversed(view.get("discards", {}).get(role, []))],
        "companies": [company(e, role) for e in view.get("private_sector", {}).get(role, [])],
        "market": [market_card(c) for c in cls.get("market", [])],
        "automaton": automaton(view, role),
        "actions": [{"key": f"action:{role}:{a}", "name": ACTION_NAMES[a]} for a in BASIC_OF.get(role, ())],
        "free": [{"key": f"free:{role}:{a}", "name": FREE_NAMES[a]} for a in FREE_OF.get(role, ())],
    }
    if role == "capitalist":
        board["revenue"], board["capital"] = cls.get("revenue", 0), cls.get("capital", 0)
        board["wealth"] = wealth_track(cls)
        board["ftz"] = [{"id": r, "name": RESOURCE_NAMES[r], "n": n, "limit": BOARD_FACTS["free_trade_zone"][r]}
                        for r, n in cls.get("free_trade_zone", {}).items()]
    else:
        board["money"] = cls.get("money", 0)
        board["prosperity"] = [{"n": n, "vp": vp, "on": n == cls.get("prosperity", 0)}
                               for n, vp in enumerate(BOARD_FACTS["prosperity_vp"][role])]
        board["population"] = (view.get("population") or {}).get(role)
        board["employed"] = _employed(view, role)
        board["workers"] = (board["employed"] + len(cls.get("unemployed", [])) + len(cls.get("unions", {}))
                            + sum(len(f) for f in cls.get("farms", [])))
        board["unemployed"] = [worker(w) for w in cls.get("unemployed", [])]
        board["unemployed_key"] = f"unemployed:{role}"
        board["goods"] = [{"id": r, "name": RESOURCE_NAMES[r], "n": cls.get("goods", {}).get(r, 0)} for r in RESOURCES]
    if role == "working":
        unions = cls.get("unions", {})
        board["unions"] = [{"skill": s, "name": SKILL_NAMES[s], "key": f"union:{s}", "worker": worker(unions.get(s))}
                           for s in "FLHEM"]
        board["farms"] = [[worker(w) for w in farm] for farm in cls.get("farms", [])]
    if "storage" in cls:
        extra = cls.get("extra_storage", [])
        board["storage"] = [{"id": r, "name": RESOURCE_NAMES[r], "n": cls["storage"][r], "key": f"storage:{role}:{r}",
                             "limit": storage_limit.get(r, 0) + (tile[r] if r in extra else 0), "extra": r in extra}
                            for r in RESOURCES]
        options = BOARD_FACTS["price_options"]
        board["prices"] = [{"id": r, "name": RESOURCE_NAMES[r],
                            "cells": [{"price": p, "on": p == cls["prices"][r], "key": f"price:{role}:{r}:{p}"}
                                      for p in options[r]]} for r in RESOURCES]
    return board


def _employed(view: dict, role: str) -> int:
    """The class's Workers in companies (in slots or as a Middle Class company's employee)."""
    entries = view.get("public_sector", []) + [e for es in view.get("private_sector", {}).values() for e in es]
    return sum(1 for e in entries for w in e.get("workers", []) + [e.get("employee")] if w and w["class"] == role)


def wealth_track(cls: dict) -> list[dict]:
    level = cls.get("wealth_level")
    return [{"at": at, "vp": vp, "on": level == i} for i, (at, vp) in enumerate(BOARD_FACTS["wealth_table"]["levels"])]


# --------------------------------------------------------------------------- cards


def action_card(card_id: str) -> dict:
    """An action card (`<class>:<face>#<copy>`) with its printed title and text."""
    face = card_id.split("#")[0]
    card = CARDS.get(face)
    if card is None:
        return {"id": card_id, "key": f"card:{card_id}", "name": face, "text": "", "requirement": []}
    return {"id": card_id, "key": f"card:{card_id}", "name": card["name"], "text": in_words(card["text"]),
            "role": card["class"], "requirement": card.get("requirement", []),
            # the second click when the card may be discarded or played: lit only then
            "uses": [{"key": f"use:{card_id}:basic", "label": _("For a Basic Action")},
                     {"key": f"use:{card_id}:effect", "label": _("For its effect")}]}


def automaton(view: dict, role: str) -> dict | None:
    """An automaton seat's public state: its AI card, its discard pile and, in advanced mode, the
    priority ladder (action and policy cards by level)."""
    auto = (view.get("automata") or {}).get(role)
    if auto is None:
        return None
    card = AI_CARDS.get(auto.get("card") or "")
    found = {"mode": MODE_NAMES.get(auto.get("mode"), auto.get("mode")), "discarded": len(auto.get("discard", [])),
             "card": ai_card(card) if card else None,
             "last": ai_card(AI_CARDS[auto["discard"][-1]]) if not card and auto.get("discard") else None,
             # Hidden Agendas module: an automaton plays its five face up
             "agendas": [{**hidden_agenda(a), "met": met} for a, met in auto.get("agendas", {}).items()]}
    lad = auto.get("ladder")
    if lad:
        levels = sorted({int(k) for side in automa_ladder.SIDES for k in lad.get(side, {})}, reverse=True)
        found["ladder"] = [{"level": n,
                            "actions": [AI_SYMBOLS.get(c, c) for c in lad["action"].get(str(n), [])],
                            "policies": [POLICY_NAMES.get(p, p) for p in lad["policy"].get(str(n), [])]}
                           for n in levels]
        found["aside"] = [POLICY_NAMES.get(p, p) for p in lad.get("aside_policy", [])]
    return found


def ai_card(card: dict) -> dict:
    return {"number": card["number"], "symbols": [AI_SYMBOLS.get(s, s) for s in card["symbols"]],
            "policies": [{"n": p, "name": POLICY_NAMES.get(p, "")} for p in card["policies"]],
            "influence": card["influence_icons"], "bonus": in_words(card["bonus"]), "special": in_words(card["special"])}


# --------------------------------------------------------------------------- click targets


def targets(view: dict) -> dict[str, list[str]]:
    """Board elements each option of the pending prompt names, in the order they are picked: a
    hand card, an action on the class board, a policy section, a company, one of its slots or
    Wage levels, a seller in the markets, a sale on the Export card, a Business Deal then where
    its goods go, an Event then the class it is done for, a class, a policy, a Hidden Agenda
    offered. Options without one (how many, yes or no, Influence to spend) stay buttons, and so do
    options whose elements another option names alike (an Event paid one way or another)."""
    prompt = view.get("prompt")
    if not prompt:
        return {}
    role = view["roles"][prompt["seat"]]
    params = prompt.get("params", {})
    found = {}
    for option in prompt["options"]:
        keys = _option_keys(prompt["id"], option["id"], role, params, view)
        if keys:
            found[option["id"]] = keys
    _card_uses(found)
    paths = [tuple(keys) for keys in found.values()]
    return {option: keys for option, keys in found.items() if paths.count(tuple(keys)) == 1}


def _card_uses(found: dict[str, list[str]]) -> None:
    """A hand card that may be discarded for a Basic Action or played for its effect: the card,
    then how it is used."""
    playable = {option[len("play:"):] for option in found if option.startswith("play:")}
    for option in found:
        kind, _sep, card = option.partition(":")
        if card in playable and kind in ("card", "play"):
            found[option] = [f"card:{card}", f"use:{card}:{'basic' if kind == 'card' else 'effect'}"]


def _option_keys(prompt_id: str, option_id: str, role: str, params: dict, view: dict) -> list[str] | None:
    kind, _sep, rest = option_id.partition(":")
    parts = rest.split(":")
    if kind in ("card", "play") and rest.split("#")[0] in CARDS:
        return [f"card:{rest}"]
    if kind == "action" and rest in BASIC_OF.get(role, ()):
        return [f"action:{role}:{rest}"]
    if kind == "free" and rest in FREE_NAMES:
        return [f"free:{role}:{rest}"]
    if kind == "bill" and len(rest) == 2 and rest[1] in "ABC":
        return [f"section:{rest[0]}:{rest[1]}"]
    if kind == "bill" and rest in view.get("bills", {}):  # a Bill to discard: where it lies
        return [f"section:{rest}:{view['bills'][rest]['section']}"]
    if kind == "policy" and len(rest) == 2 and rest[1] in "ABC":  # Emergency: a policy to a section
        return [f"section:{rest[0]}:{rest[1]}"]
    if kind == "policy" and rest in view["policies"]:
        return [f"policy:{rest}"]
    if kind in ("role", "give") and rest in view["roles"]:
        return [f"class:{rest}"]
    if kind == "pair" and all(r in view["roles"] for r in rest.split("+")):
        return [f"class:{r}" for r in rest.split("+")]
    if kind == "cube" and rest in view.get("bag", {}):
        return [f"bag:{rest}"]
    if kind == "agenda" and rest in HIDDEN_AGENDAS:
        return [f"agenda:{rest}"]
    if kind == "event" and len(parts) == 2 and parts[0] in EVENT_CARDS:
        return _event_keys(parts[0], parts[1])
    if kind in ("company", "withdraw") and rest in COMPANIES:  # a company filled, or one Workers leave
        return [f"company:{rest}"]
    if kind == "union":
        return [f"union:{rest}"]
    if kind == "resource" and prompt_id in ("hegemony.buy_resource", "hegemony.card_buy_resource"):
        return [f"resource:{rest}"]
    if kind == "resource" and prompt_id == "hegemony.buy_storage":
        return [f"storage:{role}:{rest}"]
    if kind == "source":
        return [f"stock:{rest}:{params.get('resource', 'food')}"]
    if kind == "swap" and len(parts) == 2 and parts[0] in COMPANIES:
        return [f"slot:{parts[0]}:{parts[1]}"]
    if kind == "price" and len(parts) == 2:
        return [f"price:{role}:{parts[0]}:{parts[1]}"]
    if kind == "wage" and len(parts) == 2 and parts[1].isdigit():
        return [f"wage:{parts[0]}:{parts[1]}"]
    if kind == "wage" and params.get("company") in COMPANIES:
        return [f"wage:{params['company']}:{rest}"]
    if kind == "staff" and rest in view["classes"]:
        return [f"unemployed:{rest}"]
    if kind == "export" and len(parts) == 2:
        return [f"export:{parts[0]}:{parts[1]}"]
    if kind == "deal" and len(parts) == 2:
        return [f"deal:{parts[0]}", f"dealto:{parts[1]}"]
    if kind == "lose" and rest in view["classes"]:
        return [f"class:{rest}"]
    return None


def _event_keys(event_id: str, choice: str) -> list[str]:
    """An Event on the State's board, then the class or classes it is done for (an Alternative
    Event's `class/way`: the way it is paid stays with the button when there are several)."""
    classes = [r for r in choice.split("/")[0].split("+") if r in ROLE_NAMES]
    return [f"event:{event_id}"] + [f"class:{r}" for r in classes]
