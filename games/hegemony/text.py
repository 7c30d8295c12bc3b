"""The game log in words: a marked text per event kind, its ids (roles, companies, cards, goods,
sources, skills, free actions) given as names. A kind not listed here keeps the platform's plain
line (its kind and facts)."""
from __future__ import annotations

from games.engine import Phrase, _, ngettext

from .actions import FREE_NAMES
from .components import ACTION_CARDS, AI_CARDS, CC_ACTION_CARDS, COMPANIES, EVENTS, IMMIGRATION
from .names import company_name
from .game import INDUSTRY_NAMES, RESOURCE_NAMES, ROLE_LABELS, SKILL_NAMES, SOURCE_NAMES

EVENT_TEXTS = {
    "round_started": _("Round {round} begins."),
    "card_discarded": _("{role} discards {card} for a Basic Action."),
    "turn_ended": _("{role} ends the turn."),
    "free_action": _("{role}: {action}."),
    "bill_proposed": _("{role} proposes a Bill: Policy {policy} to section {section}."),
    "immediate_vote": _("{role} calls an Immediate Vote on Policy {policy}."),
    "side_chosen": _("{role} votes {side} on Policy {policy}."),
    "cubes_drawn": _("Voting cubes drawn for Policy {policy}: {drawn}."),
    "influence_chosen": _("{role} has chosen how much Influence to spend."),
    "bill_resolved": _("Policy {policy} to section {section}: {outcome}, {for} for and {against} against."),
    "workers_assigned": ngettext("{role} assigns {workers} Worker to {target}.", "{role} assigns {workers} Workers to {target}.",
                                 "workers"),
    "workers_withdrawn": _("{role} takes its Workers out of {company}."),
    "union_lost": _("The Working Class loses its {skill} Trade Union."),
    "storage_bought": _("{role} buys a Storage for {resource}."),
    "bought": _("{role} buys {n} {resource} from {source}."),
    "food_bought": _("{role} buys {n} Food from {source}."),
    "company_built": _("{role} builds {company}."),
    "company_sold": _("{role} sells {company}."),
    "wage_set": _("{role} sets the Wage of {company} to level {level}."),
    "price_set": _("{role} sets the price of {resource} to {price}₳."),
    "strike": _("Strike at {company}."),
    "strike_held": _("{company} is on strike and produces nothing."),
    "demonstration": _("The Working Class calls a Demonstration."),
    "demonstration_held": _("The Demonstration is held: {vp} VP to share out."),
    "vp_lost": _("{role} loses {vp} VP."),
    "political_pressure": ngettext("{role} applies Political Pressure: {cubes} cube into the bag.",
                                   "{role} applies Political Pressure: {cubes} cubes into the bag.", "cubes"),
    "lobby": _("The Capitalist Class lobbies for 3 Influence."),
    "exported": _("{role} sells {amount} {resource} to the Foreign Market for {money}₳."),
    "export_vp": _("{role} scores {vp} VP for its sales abroad."),
    "business_deal": _("The Capitalist Class makes a Business Deal."),
    "bonus_given": _("{role} gives a bonus at {company}."),
    "extra_shift": _("{company} works an Extra Shift."),
    "workers_swapped": _("{role} swaps Workers at {company}."),
    "worker_educated": _("A Worker of the {role} learns {skill}."),
    "skilled_worker": _("A Worker skilled in {skill} joins the {role}."),
    "produced": _("{company} produces {amount} {resource}."),
    "prosperity": _("{role} gains Prosperity: {vp} VP."),
    "taxes_paid": _("{role} pays {tax}₳ in taxes."),
    "public_company_opened": _("The State opens {company}."),
    "public_company_closed": _("The State closes {company}."),
    "no_elections": _("No Bills: no elections this round."),
    "scored": _("{role} scores {vp} VP."),
    "final_scoring": _("Final scoring: {role} {vp} VP."),
    "preparation": _("Preparation for round {round}."),
    "game_over": _("The game is over."),
    "card_played": _("{role} plays {card} for its effect."),
    "automaton_bonus": _("{role} takes the bonus of AI card {number}."),
    "automaton_special": _("{role} takes the Special Action of AI card {number}."),
    "bag_refilled": _("The voting bag is refilled: {added}."),
    "cubes_added": ngettext("{role} puts {cubes} cube into the voting bag.",
                            "{role} puts {cubes} cubes into the voting bag.", "cubes"),
    "cube_removed": _("{role} takes a cube out of the voting bag."),
    "cubes_revealed": _("{role} reveals voting cubes: {drawn}."),
    "export_chosen": _("{role} chooses Export card {number}."),
    "export_revealed": _("Export card {number} is revealed."),
    "export_card": _("{role} takes Export card {number}."),
    "exports_revealed": _("{role} looks at the next Export cards: {cards}."),
    "market_renewed": _("{role} renews the company market, discarding {discarded}."),
    "market_refilled": ngettext("{role} adds {n} company to the market.", "{role} adds {n} companies to the market."),
    "state_paid": _("The State pays {amount}₳ to the {role}."),
    "state_paid_company": _("The State pays for {company} of the {role}."),
    "storage_built": _("{role} builds a {resource} storage."),
    "wages_lowered": _("{role} lowers the Wages at {companies}."),
    "wages_raised": _("{role} raises the Wages at {companies}."),
    "accident_paid": _("{role} pays {money}₳ for an accident in {industry}."),
    "benefits_received": _("{role} receives benefits: {items}."),
    "campaign": _("The State campaigns: {n} Media Influence to its board."),
    "cooperative_farm_built": _("{role} builds a Cooperative Farm."),
    "event_discarded": _("Event {event} is discarded."),
    "event_penalty": _("Nobody dealt with Event {event}: its penalty applies."),
    "event_performed": _("Event {event} is dealt with."),
    "event_placed": _("Event {event} is placed."),
    "event_reward": _("The State scores {vp} VP for an Event."),
    "events_returned": ngettext("{n} Event goes back to the deck.", "{n} Events go back to the deck."),
    "events_revealed": _("Events revealed: {events}."),
    "extra_tax_paid": _("{role} pays the Extra Tax."),
    "imf_intervention": _("IMF intervention: {moved}."),
    "influence_gained": _("{role} gains {n} Influence."),
    "legitimacy": _("Legitimacy changes: {changes}."),
    "machinery_bought": ngettext("{role} buys {n} Machinery.", "{role} buys {n} Machinery.", "n"),
    "machinery_placed": _("{role} puts Machinery into {company}."),
    "met_mps": _("{role} meets the MPs."),
    "money_gained": _("{role} gains {n}₳."),
    "money_given": _("{role} gives {money}₳ to the {to} for {vp} VP."),
    "paid_to_state": _("{role} pays {n}₳ to the State."),
    "political_agenda": _("The State draws a new Political Agenda."),
    "provided": _("The State provides the {role} with {what}."),
    "revenue_to_capital": _("{role} moves {money}₳ of revenue to its capital."),
    "sold_to_state": _("{role} sells {n} {resource} to the State."),
    "state_bought": _("The State buys {n} {resource} from {source} for {price}₳ each."),
    "state_influence": _("The State gains {n} Influence."),
    "state_spent": _("The State uses {n} {resource}."),
    "services_exported": _("The State exports {n} {resource}."),
    "welfare_vp": _("The State scores for {resource} welfare."),
    "worker_emigrated": _("A Worker skilled in {skill} leaves the {role}; it pays {money}₳."),
    "workers_withdrawn": _("{role} withdraws its Workers from {company}."),
    "immigration": _("New Workers join the {role}."),
    "signing_bonus": _("{role} pays a Signing Bonus of {amount}₳."),
}
IMMIGRANTS = _("New Workers join the {role}; immigrants bring {skills}.")
DECISIONS = {True: _("{role}: AI card {number}, {action_name} on Policy {policy} ({target}) because {reason}."),
             False: _("{role}: AI card {number}, {action_name} because {reason}.")}
UNSKILLED = _("no skill")
OUTCOMES = {True: _("passed"), False: _("rejected")}
SIDES = {"for": _("in favor"), "against": _("against")}



def _name(key: str, value):
    """An id in an event as people read it (None: the value stays as it is)."""
    if key in ("role", "by") and value in ROLE_LABELS:
        return ROLE_LABELS[value]
    if key in ("company", "target") and value in COMPANIES:
        return company_name(value)
    if key == "card":
        face = {**ACTION_CARDS, **CC_ACTION_CARDS}.get(value)
        return face["name"] if face else None
    if key == "resource" and value in RESOURCE_NAMES:
        return RESOURCE_NAMES[value]
    if key == "source" and value in SOURCE_NAMES:
        return SOURCE_NAMES[value]
    if key == "skill" and value in SKILL_NAMES:
        return SKILL_NAMES[value]
    if key == "action" and value in FREE_NAMES:
        return FREE_NAMES[value]
    if key == "side" and value in SIDES:
        return SIDES[value]
    if key == "target" and len(str(value)) == 1 and value in SKILL_NAMES:  # a Worker to a Trade Union
        return Phrase(_("the {skill} Trade Union"), {"skill": SKILL_NAMES[value]})
    return None


def _counts(counts: dict, name) -> Phrase:
    """{"working": 2, "middle": 1} -> "Working Class 2, Middle Class 1" (each id named by `name`)."""
    return Phrase.join(Phrase(_("{name} {n}"), {"name": name(k), "n": n}) for k, n in counts.items())


def _companies(ids) -> Phrase:
    return Phrase.join(COMPANIES[c]["name"] if c in COMPANIES else c for c in ids)


def _goods(items: dict) -> Phrase:
    """What the State provides or pays: money as ₳, goods by name."""
    return Phrase.join(Phrase(_("{n}₳"), {"n": n}) if item == "money" else
                       Phrase(_("{n} {resource}"), {"n": n, "resource": RESOURCE_NAMES.get(item, item)})
                       for item, n in items.items())


def _number(card_id: str) -> int | str:
    """A numbered card's number: "export-14" -> 14, an AI card by its printed number."""
    if card_id in AI_CARDS:
        return AI_CARDS[card_id]["number"]
    return int(card_id.rsplit("-", 1)[1]) if card_id.rsplit("-", 1)[-1].isdigit() else card_id


def _derived(event: dict) -> dict:
    """Names for the composite parameters of some kinds: lists, counts by class, card numbers."""
    kind, params = event["kind"], {}
    if kind in ("automaton_bonus", "automaton_special", "automaton_decision"):
        params["number"] = event.get("number") or _number(event.get("card", ""))
    if kind == "automaton_decision":  # the action's name and the reason are marked texts logged as they are
        params.update(action_name=event.get("action_name", ""), reason=event.get("reason", ""))
    if kind in ("export_chosen", "export_revealed", "export_card"):
        params["number"] = _number(event.get("export", ""))
    if kind == "exports_revealed":
        params["cards"] = Phrase.join(str(_number(c)) for c in event.get("cards", []))
    if kind in ("bag_refilled", "cubes_revealed"):
        counts = event.get("added") or event.get("drawn") or {}
        params["added" if kind == "bag_refilled" else "drawn"] = _counts(
            {r: n for r, n in counts.items() if n}, lambda r: ROLE_LABELS.get(r, r))
    if kind == "legitimacy":
        params["changes"] = Phrase.join(Phrase(_("{role} {n:+d}"), {"role": ROLE_LABELS.get(r, r), "n": n})
                                        for r, n in event.get("changes", {}).items())
    if kind == "imf_intervention":
        params["moved"] = Phrase.join(Phrase(_("Policy {policy} to section {section}"), {"policy": p, "section": s})
                                      for p, s in event.get("moved", {}).items())
    if kind == "market_renewed":
        params["discarded"] = _companies(event.get("discarded", []))
    if kind in ("wages_lowered", "wages_raised"):
        params["companies"] = _companies(event.get("companies", []))
    if kind in ("event_discarded", "event_penalty", "event_performed", "event_placed"):
        params["event"] = EVENTS.get(event.get("event"), {}).get("name", "")
    if kind == "events_revealed":
        params["events"] = Phrase.join(EVENTS[e]["name"] for e in event.get("events", []) if e in EVENTS)
    if kind == "benefits_received":
        params["items"] = _goods(event.get("items", {}))
    if kind == "provided":
        params["what"] = _goods({event.get("item"): event.get("n")})
    if kind in ("storage_built", "state_spent", "services_exported", "welfare_vp", "sold_to_state"):
        params["resource"] = RESOURCE_NAMES.get(event.get("resource"), event.get("resource"))
    if kind == "accident_paid":
        params["industry"] = INDUSTRY_NAMES.get(event.get("industry"), event.get("industry"))
    if kind == "money_given":
        params["to"] = ROLE_LABELS.get(event.get("to"), event.get("to"))
    return params


def event_text(event: dict):
    kind = event["kind"]
    if kind == "automaton_decision":
        text = DECISIONS[bool(event.get("policy"))]
    elif kind == "immigration" and event.get("cards"):
        text = IMMIGRANTS
    else:
        text = EVENT_TEXTS.get(kind)
    if text is None:
        return event.get("text")
    params = {}
    for key, value in event.items():
        name = _name(key, value)
        if name is not None:
            params[key] = name
    params.update(_derived(event))
    if text is IMMIGRANTS:
        role = event.get("role")
        skills = [IMMIGRATION[c][role] for c in event["cards"] if c in IMMIGRATION]
        params["skills"] = Phrase.join(SKILL_NAMES.get(s, UNSKILLED) for s in skills)
    if event["kind"] == "bill_resolved":
        params["outcome"] = OUTCOMES[bool(event.get("passed"))]
    if event["kind"] == "cubes_drawn":
        params["drawn"] = Phrase.join(Phrase(_("{role} {n}"), {"role": ROLE_LABELS[r], "n": n})
                                      for r, n in event.get("drawn", {}).items() if n and r in ROLE_LABELS)
    return text, params
