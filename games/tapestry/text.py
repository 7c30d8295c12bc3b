"""Words for Tapestry: log lines for the engine's event kinds, ids turned into names, and the
names and groupings the board template shows (built from a seat's view only).

Names of cards, civilizations, landmarks and capitals are the printed (English) proper names.
Every event kind has a line: the game's own here, the bots' decision trace in automa/text.py.
"""
from __future__ import annotations

from games.engine import Phrase, _, ngettext
from games.tapestry import data

TRACK_NAMES = {"exploration": _("exploration"), "science": _("science"), "military": _("military"),
               "technology": _("technology")}
RES_NAMES = {"coin": _("coin"), "worker": _("worker"), "food": _("food"), "culture": _("culture")}
BUILDING_NAMES = {"market": _("market"), "house": _("house"), "farm": _("farm"), "armory": _("armory")}
ACHIEVEMENT_NAMES = {"complete_track": _("complete a track"), "topple_2": _("topple 2 outposts"),
                     "middle_island": _("conquer the middle island")}

TEXTS = {
    "setup": _("A game for {seats} players begins on the {map} map."),
    "capital": _("{seat} takes the {capital} capital and starts at hex {hex}."),
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
    "tapestry_drawn_count": ngettext("{seat} draws {n} tapestry card.", "{seat} draws {n} tapestry cards."),
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
        if isinstance(value, list) and value and all(v in data.TECH_CARDS for v in value):
            return Phrase.join([name_of("tech", v) for v in value])  # a row of tech cards
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
    if key in ("benefit", "face", "red", "black"):
        return benefit_name(value)
    if key == "bonus":
        return bonus_name(value)
    if key == "hex" and isinstance(value, str) and "_" in value:
        return hex_label(value)
    if key in ("paid", "roll"):
        return RES_NAMES.get(value, TRACK_NAMES.get(value, value))
    return value


BENEFIT_NAMES = {
    "any_resource": _("any resource"), "territory": _("a territory tile"), "tapestry": _("a tapestry card"),
    "space_tile": _("a space tile"), "explore": _("explore"), "explore_anywhere": _("explore anywhere"),
    "explore_space": _("explore space"), "research": _("roll the science die"),
    "research_nb": _("roll the science die (no benefit)"), "research_nb_maxout": _("roll the science die (no benefit)"),
    "invent": _("invent"), "upgrade": _("upgrade a tech card"), "tech_circle": _("a tech card's circle benefit"),
    "tech_square": _("a tech card's square benefit"), "refresh_tech": _("replace the face-up tech cards"),
    "conquer": _("conquer"), "conquer_anywhere": _("conquer anywhere"), "conquer_both": _("conquer with both dice"),
    "conquer_both_if_toppled": _("conquer (both dice if you topple)"), "repeat_position": _("repeat your space's benefit"),
    "overwrite_tapestry": _("play a tapestry card over the current one"), "civilization": _("a civilization"),
    "restart_track": _("start a track again"), "territory_benefit": _("the conquered tile's benefit"),
}
VP_PER = {"tech_card": _("tech card"), "capital": _("complete district"), "territory": _("controlled territory"),
          "farm": _("farm"), "armory": _("armory"), "market": _("market"), "house": _("house"),
          "territory_tile": _("territory tile"), "tapestry": _("tapestry card")}


def benefit_name(tok: str):
    """A benefit token in words: "vp:5" -> "5 VP", "vp_per:territory" -> "1 VP per controlled territory"."""
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
    if head == "vp_per":
        what, _star, times = arg.partition("*")
        if what.startswith("track"):
            per = Phrase(_("space on {track}"), {"track": TRACK_NAMES.get(what.partition(":")[2], what)})
        else:
            per = VP_PER.get(what, what)
        return Phrase(_("{n} VP per {what}"), {"n": int(times or 1), "what": per})
    if head == "landmark":
        return data.LANDMARKS.get(arg, {}).get("name", arg)
    if head in ("territory", "invent") and arg:
        return Phrase(_("{n} × {what}"), {"n": arg, "what": BENEFIT_NAMES[head]})
    return BENEFIT_NAMES.get(head) or tok.replace("_", " ").replace(":", " ")


def bonus_name(value: str):
    """A track space's bonus ("science:2") by what it gives: "house (the bonus of Mathematics)"."""
    track, _sep, pos = value.partition(":")
    sp = data.space(track, int(pos)) if pos.isdigit() else None
    if not sp or not sp.get("bonus"):
        return value
    return Phrase(_("{gain} (the bonus of {space})"), {
        "gain": Phrase.join([benefit_name(t) for t in sp["bonus"].get("gain", [])]), "space": sp["name"]})


def _hex_labels() -> dict[str, str]:
    """Each hex's label, as the map prints it: its column's letter and its place from the top of
    that column ("D4"), on the large map's frame (the small map's hexes are some of its hexes),
    so a hex has one label whichever map it is on."""
    spots = data.MAPS["large"]["hexes"]
    labels = {}
    for col in sorted({s["col"] for s in spots.values()}):
        column = sorted((s["row"], hid) for hid, s in spots.items() if s["col"] == col)
        labels.update({hid: f"{chr(ord('A') + col - 1)}{n}" for n, (_row, hid) in enumerate(column, 1)})
    return labels


HEX_LABELS = _hex_labels()


def hex_label(hid: str) -> str:
    return HEX_LABELS.get(hid, hid)


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
