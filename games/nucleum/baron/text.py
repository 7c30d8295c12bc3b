"""Log lines of Baron von Automat's public trace: the card he reveals, the action and tile he
takes by his preference order (and which actions the last-tile rule kept him from), why he
Recharges, and the reason of every other choice he makes. `event_text` returns (marked text,
display params) for the Baron's event kinds, None for any other kind."""
from __future__ import annotations

from games.engine import Phrase, _
from games.nucleum.baron.setup import LEVEL_OPTION

TEXTS = {
    "baron_setup": _("{seat} is Baron von Automat ({level}), with starting tiles {tiles}."),
    "baron_card": _("{seat} reveals preference card {card}: primary preference {primary}."),
    "baron_reshuffle": _("{seat} shuffles his {cards} preference cards into a new deck."),
    "baron_tile": _("{seat} takes {action}, the first action of his preference order he may take: "
                    "tile {tile}, card {card}'s pick among {tiles}{skipped}."),
    "baron_recharge": _("{seat} recharges: {why}."),
    "baron_choice": _("{seat}: {choice} ({why})."),
}
RECHARGE_WHY = {"slots_full": _("his slots are full"),
                "no_tiles": _("he has no tile left"),
                "last_tiles": _("each action he has is on its last tile ({skipped})")}
WHY = {
    "listed": _("the card's preference among the choices"),
    "nothing_else": _("nothing else is possible"),
    "contract_first": _("he fulfils a contract when he can"),
    "chosen_half": _("the half of the action he chose"),
    "other_half": _("the other half"),
    "halves_done": _("both halves are done"),
    "lowest_building": _("the lowest level he can build"),
    "plant_city": _("the cheapest space in a city with a power plant"),
    "cheapest_space": _("the cheapest space"),
    "cheapest_piece": _("the cheaper piece, a mine at the same price"),
    "cheapest_tile": _("the cheapest tile"),
    "one_tile": _("he buys one tile"),
    "no_tile_allowed": _("he never takes the last tile of the offer showing an action"),
    "meets_contract": _("a contract he already meets"),
    "contract": _("the card's contract"),
    "nothing_to_electrify": _("nothing of his to electrify"),
    "most_buildings": _("the plant reaching most of his buildings"),
    "enough_power": _("enough electricity for his buildings"),
    "no_fuel": _("no more fuel"),
    "more_power": _("more electricity, uranium first"),
    "own_building": _("his own building, the largest first"),
    "neutral_building": _("a neutral building"),
    "track_order": _("VP first, then thalers, then workers"),
    "highest_marker": _("the highest space he reaches"),
    "no_marker": _("no space worth a marker"),
    "near_buildings": _("a plant near his buildings"),
}
LEVELS = dict(zip(LEVEL_OPTION.choices, LEVEL_OPTION.labels))


def event_text(ev: dict, display_params) -> tuple[str, dict] | None:
    """`display_params`: the game's, for the ids inside the choice he made."""
    kind = ev["kind"]
    if kind not in TEXTS:
        return None
    p = {k: v for k, v in display_params(ev).items() if k != "seat"}  # the platform names the seat's person
    if kind == "baron_setup":
        p["level"], p["tiles"] = LEVELS.get(ev["level"], ev["level"]), ", ".join(ev["tiles"])
    elif kind == "baron_tile":
        p["tiles"] = ", ".join(ev["tiles"])
        skipped = [display_params({"action": a})["action"] for a in ev["skipped"]]
        p["skipped"] = Phrase(_("; not {actions}: the last tile showing them"), {"actions": Phrase.join(skipped)}) \
            if skipped else ""
    elif kind == "baron_recharge":
        skipped = [display_params({"action": a})["action"] for a in ev.get("skipped", [])]
        p["why"] = Phrase(RECHARGE_WHY[ev["why"]], {"skipped": Phrase.join(skipped)})
    elif kind == "baron_choice":
        p["choice"] = Phrase(ev["choice"], display_params(ev["params"]))
        p["why"] = WHY.get(ev["why"], ev["why"])
    return TEXTS[kind], p
