"""The Automa civilizations (4 sides of 2 cards): their income-turn bonuses as printed.

Conquerors (turns 2-5): conquer if the Automa controls fewer territories than the income turn
number; if more than 2 of its territories hold a single token, a toppled Shadow Empire outpost
on one of them (hex tiebreaker); +1 VP per controlled territory.
Explorers: advance on exploration (turns 2, 4) or military (turns 3, 5), with benefits.
Scientists (turns 3-5): research with the benefit. Engineers (turns 2-5): +1 VP per landmark.
"""
from __future__ import annotations

from games.engine import event
from games.tapestry import benefits, steps
from games.tapestry.automa import board
from games.tapestry.automa.rules import finished
from games.tapestry.state import controlled, player


@steps.automatic("automa_civ")
def _civ(state, step):
    from games.tapestry.automa.turn import move
    au, civ, era, card = step["seat"], step["civ"], step["era"], step["card"]
    events = [event("automa_civ", seat=au, civ=civ, era=era)]
    if civ == "conquerors" and era >= 2:
        todo = []
        if len(controlled(state, au)) < era:
            todo.append({"step": "automa_action", "seat": au, "action": ["conquer", False], "card": card})
        todo.append({"step": "automa_conquerors", "seat": au, "card": card})
        steps.push(state, *todo)
    elif civ == "explorers" and era >= 2:
        track = "exploration" if era % 2 == 0 else "military"
        if not finished(state, au, track):
            steps.push(state, *move(state, au, track, card, benefit=True))
    elif civ == "scientists" and era >= 3:
        steps.push(state, {"step": "automa_action", "seat": au, "action": ["research", True], "card": card})
    elif civ == "engineers" and era >= 2:
        events += benefits.add_vp(state, au, len(player(state, au)["landmarks"]), "automa_civ")
    return events


@steps.automatic("automa_conquerors")
def _conquerors_rest(state, step):
    au, card = step["seat"], step["card"]
    hexes = state["board"]["hexes"]
    single = [h for h in controlled(state, au) if len(hexes[h]["outposts"]) == 1]
    events = []
    if len(single) > 2:
        hid, place = board.hex_tiebreak(single, card)
        events += board.shadow_outpost(state, hid)
    return events + benefits.add_vp(state, au, len(controlled(state, au)), "automa_civ")
