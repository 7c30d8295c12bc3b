"""Words for Tapestry: log lines for the engine's event kinds, ids turned into names, and the
names and groupings the board template shows (built from a seat's view only).

Names of cards, civilizations, landmarks and capitals are the printed (English) proper names.
Every event kind has a line: the game's own here, the bots' decision trace in automa/text.py.
"""
from __future__ import annotations

from games.engine import Phrase, _
from games.tapestry import data

TRACK_NAMES = {"exploration": _("exploration"), "science": _("science"), "military": _("military"),
               "technology": _("technology")}
RES_NAMES = {"coin": _("coin"), "worker": _("worker"), "food": _("food"), "culture": _("culture")}
BUILDING_NAMES = {"market": _("market"), "house": _("house"), "farm": _("farm"), "armory": _("armory")}
ACHIEVEMENT_NAMES = {"complete_track": _("complete a track"), "topple_2": _("topple 2 outposts"),
                     "middle_island": _("conquer the middle island")}

TEXTS = {
    "setup": _("A game for {seats} players begins on the {map} map."),
    "capital": _("{seat} takes the {capital} capital (start: hex {hex})."),
    "civilization": _("{seat} takes the {civ}."),
    "income_turn": _("{seat} takes income turn {era}."),
    "first_into_era": _("{seat} is the first of their neighbours into era {era}."),
    "advanced": _("{seat} advances on {track} to {space}."),
    "regressed": _("{seat} regresses on {track} to space {pos}."),
    "no_advance": _("{seat} is already at the end of {track}."),
    "paid": _("{seat} pays {paid}."),
    "gained": _("{seat} gains {n} {res}."),
    "lost": _("{seat} loses {n} {res}."),
    "vp": _("{seat} scores {n} VP."),
    "vp_spent": _("{seat} pays {n} VP."),
    "bonus": _("{seat} takes the bonus."),
    "building": _("{seat} gains a {building}."),
    "no_building": _("{seat} has no {building} left to gain."),
    "placed": _("{seat} builds a {building} at row {row}, column {col}."),
    "placed_outside": _("{seat} builds a {building} outside the city."),
    "placed_on_map": _("{seat} puts a {building} on the map at hex {hex}."),
    "district": _("{seat} completes district {district}."),
    "landmark": _("{seat} gains the {landmark}."),
    "achievement": _("{seat} earns the achievement “{achievement}” ({n} VP)."),
    "tapestry_drawn": _("{seat} draws {cards}."),
    "tapestry_drawn_count": _("{seat} draws {n} tapestry cards."),
    "tapestry_played": _("{seat} plays {card}."),
    "tapestry_face_down": _("{seat} places the top tapestry card face down."),
    "tiles_drawn": _("{seat} draws {deck} tiles {tiles}."),
    "deck_empty": _("{seat} finds the {deck} deck empty."),
    "explored": _("{seat} explores hex {hex} with tile {tile}."),
    "explored_space": _("{seat} explores space tile {tile}."),
    "outpost": _("{seat} places an outpost on hex {hex}."),
    "toppled": _("{seat} topples {victim}'s outpost on hex {hex}."),
    "trap": _("{seat} springs a trap on {attacker} at hex {hex}."),
    "no_trap": _("{seat} plays no trap."),
    "conquer_dice": _("{seat} rolls the conquer dice: {red} and {black}."),
    "science_die": _("{seat} rolls the science die: {rolls}."),
    "research_declined": _("{seat} does not advance."),
    "invented": _("{seat} invents {tech}."),
    "upgraded": _("{seat} upgrades {tech}."),
    "tech_refreshed": _("{seat} replaces the face-up tech cards."),
    "finished": _("{seat} finishes with {vp} VP."),
    "game_over": _("The game is over."),
    "civs_dealt": _("{seat} is dealt {civs}."),
    "civ_used": _("{seat} uses the {civ}: space {slot}."),
    "civ_token": _("{seat} puts a {civ} token on hex {hex}."),
    "civ_discarded": _("{seat} discards the {civ}."),
    "crafted": _("{seat} places the {building} on the Craftsmen mat (space {slot})."),
    "alchemy_bust": _("{seat} rolls a track already rolled: the alchemy ends."),
    "predicted": _("{seat} predicts {n} {category}."),
    "inventor": _("{seat} upgrades {partner}'s {tech}."),
    "tech_taken": _("{seat} takes {tech} from {partner}."),
    "historian": _("{seat} sends a historian to {partner}."),
    "herald": _("{seat} uses the {card} of a neighbour."),
    "swapped": _("{seat} swaps two buildings in the city."),
    "discarded_tapestry": _("{seat} discards {card}."),
    "discarded_tile": _("{seat} discards territory tile {tile}."),
    "discarded_tech": _("{seat} discards {tech}."),
    "reused_tech": _("{seat} gains the {side} benefit of {tech} again."),
    "repeated": _("{seat} gains the benefit of {track} {space} again."),
    "restarted": _("{seat} starts {track} again."),
    "no_regress": _("{seat} cannot regress on {track}."),
    "moved_to": _("{seat} moves to {space} on {track}."),
    "traded": _("{seat} takes the benefit of {partner}'s space {space} on {track}."),
    "gave_tile": _("{seat} gives territory tile {tile} to {partner}."),
    "converted": _("{seat} converts {res}."),
    "copied": _("{seat} copies {card}."),
    "revolt": _("{seat}'s outpost on hex {hex} rises again."),
    "alliance": _("{seat} forms an alliance with {partner}."),
    "marriage": _("{seat} advances on {track} with {partner} (marriage of state)."),
    "landmark_gone": _("The {landmark} is no longer available."),
}
SIDE_NAMES = {"circle": _("circle"), "square": _("square")}
END_REASONS = {"all_finished": _("every player has finished their fifth era")}


NAMED = {"track", "res", "building", "landmark", "card", "tech", "civ", "capital", "achievement",
         "victim", "attacker", "partner", "deck"}
CATEGORY_NAMES = {"tech_card": _("tech cards"), "district": _("complete districts"),
                  "territory": _("controlled territories"), "complete_track": _("completed tracks")}
DECK_NAMES = {"territory": _("territory"), "space": _("space"), "tapestry": _("tapestry"),
              "civilization": _("civilization")}


def seat_name(seat) -> str:
    return f"player-{seat + 1}" if isinstance(seat, int) else str(seat)


def space_name(track: str, pos: int) -> str:
    sp = data.space(track, pos)
    return sp["name"] if sp else str(pos)


def card_name(key: str) -> str:
    card = data.TAPESTRY_CARDS.get(key)
    return card["name"] if card else str(key)


def name_of(key: str, value):
    """A param as people read it (ids of the data become names)."""
    if not isinstance(value, (str, int)):
        if isinstance(value, list) and all(isinstance(v, int) for v in value):
            return ", ".join(str(v) for v in value)
        if isinstance(value, list):
            return Phrase.join([name_of(key[:-1] if key.endswith("s") else key, v) for v in value])
        return value
    if key == "track":
        return TRACK_NAMES.get(value, value)
    if key == "res":
        return RES_NAMES.get(value, value)
    if key == "building":
        return BUILDING_NAMES.get(value) or data.LANDMARKS.get(value, {}).get("name", value)
    if key == "landmark":
        return data.LANDMARKS.get(value, {}).get("name", value)
    if key in ("card", "card_key"):
        return card_name(value)
    if key == "tech":
        return data.TECH_CARDS.get(value, {}).get("name", value)
    if key == "civ":
        return data.CIVILIZATIONS.get(value, {}).get("name", value)
    if key == "capital":
        return data.CAPITALS.get(value, {}).get("name", value)
    if key == "category":
        return CATEGORY_NAMES.get(value, value)
    if key == "deck":
        return DECK_NAMES.get(value, value)
    if key == "achievement":
        return ACHIEVEMENT_NAMES.get(value, value)
    if key in ("player", "victim", "attacker", "partner", "by", "winners"):
        return seat_name(value)
    if key == "benefit":
        return benefit_name(value)
    if key in ("paid", "roll"):
        return RES_NAMES.get(value, TRACK_NAMES.get(value, value))
    return value


def benefit_name(tok: str) -> str:
    """A benefit token in words (a few common ones; otherwise the token made readable)."""
    head, _sep, arg = tok.partition(":")
    if head in RES_NAMES:
        return RES_NAMES[head]
    if head in BUILDING_NAMES:
        return BUILDING_NAMES[head]
    if head in ("advance", "advance_nb", "regress", "regress_nb"):
        return Phrase(_("{verb} on {track}"), {"verb": _("advance") if head.startswith("adv") else _("regress"),
                                               "track": TRACK_NAMES.get(arg, arg)})
    if head == "vp":
        return Phrase(_("{n} VP"), {"n": arg})
    return tok.replace("_", " ").replace(":", " ")


def event_text(ev: dict):
    if ev["kind"].startswith(("automa_", "shadow_", "solo_")):  # the bots' public trace
        from games.tapestry.automa import text as automa_text
        return automa_text.event_text(ev)
    text = TEXTS.get(ev["kind"])
    if text is None:
        return None
    derived = {}
    for key, value in ev.items():
        if key in ("kind", "audience", "seat"):
            continue
        shown = name_of(key, value)
        if key in NAMED or shown is not value:
            derived[key] = shown
    if ev["kind"] in ("advanced", "moved_to", "repeated", "traded"):
        derived["space"] = space_name(ev["track"], ev["pos"])
    if ev["kind"] == "reused_tech":
        derived["side"] = SIDE_NAMES.get(ev["side"], ev["side"])
    if ev["kind"] == "paid":
        derived["paid"] = Phrase.join([RES_NAMES.get(r, r) for r in ev["paid"]]) if ev["paid"] else _("nothing")
    return text, derived


def display_params(params: dict) -> dict:
    return {k: name_of(k, v) for k, v in params.items()}
