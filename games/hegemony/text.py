"""The game log in words: a marked text per event kind, its ids (roles, companies, cards, goods,
sources, skills, free actions) given as names. A kind not listed here keeps the platform's plain
line (its kind and facts)."""
from __future__ import annotations

from games.engine import Phrase, _

from .actions import FREE_NAMES
from .components import ACTION_CARDS, CC_ACTION_CARDS, COMPANIES
from .game import RESOURCE_NAMES, ROLE_LABELS, SKILL_NAMES, SOURCE_NAMES

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
    "workers_assigned": _("{role} assigns {workers} Workers to {target}."),
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
    "political_pressure": _("{role} applies Political Pressure: {cubes} cubes into the bag."),
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
}
OUTCOMES = {True: _("passed"), False: _("rejected")}
SIDES = {"for": _("in favor"), "against": _("against")}


def _name(key: str, value):
    """An id in an event as people read it (None: the value stays as it is)."""
    if key in ("role", "by") and value in ROLE_LABELS:
        return ROLE_LABELS[value]
    if key in ("company", "target") and value in COMPANIES:
        return COMPANIES[value]["name"]
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


def event_text(event: dict):
    text = EVENT_TEXTS.get(event["kind"])
    if text is None:
        return event.get("text")
    params = {}
    for key, value in event.items():
        name = _name(key, value)
        if name is not None:
            params[key] = name
    if event["kind"] == "bill_resolved":
        params["outcome"] = OUTCOMES[bool(event.get("passed"))]
    if event["kind"] == "cubes_drawn":
        params["drawn"] = Phrase.join(Phrase(_("{role} {n}"), {"role": ROLE_LABELS[r], "n": n})
                                      for r, n in event.get("drawn", {}).items() if n and r in ROLE_LABELS)
    return text, params
