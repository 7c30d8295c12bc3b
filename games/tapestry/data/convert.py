"""Build the project's Tapestry data files from the published component data set.

    python games/tapestry/data/convert.py SOURCE_DIR

SOURCE_DIR holds the component data set's json/ folder (tracks, tech cards, tiles, map, capitals,
income, landmarks, achievements, tapestry cards, civilizations). The output, written next to this
file, is committed; the engine reads only the output. The run is deterministic.

Benefits become tokens of the engine's own vocabulary (see data.py): the data set names each
benefit by a numeric catalogue id, and TOKENS below is the whole translation. An id missing from
TOKENS stops the run, so no component is converted with a benefit the engine does not know.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).parent
TRACKS = ("exploration", "science", "military", "technology")

TOKENS = {
    1: "coin", 2: "worker", 3: "food", 4: "culture", 5: "any_resource",
    6: "territory", 7: "tapestry", 8: "market", 9: "house", 10: "farm", 11: "armory",
    14: "upgrade", 17: "explore", 18: "research", 19: "research_nb", 20: "invent", 21: "conquer",
    22: "advance:exploration", 23: "advance:science", 24: "advance:military", 25: "advance:technology",
    27: "vp_per:tech_card", 28: "vp_per:capital", 29: "vp_per:territory", 30: "vp_per:farm",
    31: "vp_per:armory", 32: "tech_circle", 33: "tech_square", 46: "explore_anywhere",
    47: "vp_per:track:exploration", 48: "vp_per:track:science", 49: "vp_per:track:military",
    50: "vp_per:track:technology", 51: "space_tile", 52: "explore_space", 53: "refresh_tech",
    54: "vp_per:market", 55: "restart_track", 56: "landmark:bakery", 57: "landmark:barn",
    58: "landmark:com_tower", 59: "landmark:library", 60: "landmark:stock_market",
    61: "landmark:treasury", 62: "repeat_position", 63: "vp_per:house", 64: "overwrite_tapestry",
    65: "civilization", 66: "vp_per:territory_tile", 69: "regress:military", 70: "regress:technology",
    71: "vp_per:tapestry", 72: "research_nb_maxout", 73: "conquer_both_if_toppled",
    74: "conquer_both", 75: "conquer_anywhere",
    76: "advance_nb:exploration", 77: "advance_nb:science", 78: "advance_nb:military",
    79: "advance_nb:technology",
    80: "advance_nobonus:exploration", 81: "advance_nobonus:science", 82: "advance_nobonus:military",
    83: "advance_nobonus:technology",
    97: "advance_opt_maxout:exploration", 98: "advance_opt_maxout:science",
    99: "advance_opt_maxout:military", 100: "advance_opt_maxout:technology", 131: "regress_nb:exploration", 133: "regress_nb:military",
    307: "territory:2", 308: "invent:2",
}
# Income-mat icons read differently: a VP icon there is the VP it names.
INCOME_TOKENS = {**TOKENS, 27: "vp_per:tech_card", 28: "vp_per:capital", 29: "vp_per:territory"}


def slug(name: str) -> str:
    out = "".join(c if c.isalnum() else "_" for c in name.lower().replace("&", "and"))
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def token(item: dict, table=TOKENS) -> list[str]:
    """One catalogue item as tokens (an item with a count repeats)."""
    bid = item["id"]
    count = item.get("count", 1)
    if 500 < bid < 600:
        return [f"vp:{(bid - 500) * count}"]
    if bid == 15:  # "1 VP" with a count
        return [f"vp:{count}"]
    if bid not in table:
        raise SystemExit(f"benefit id {bid} ({item.get('name')}) has no token")
    tok = table[bid]
    if tok == "territory" and count == 2:
        return ["territory:2"]
    if tok.startswith("vp_per:") and count > 1:
        return [f"{tok}*{count}"]
    return [tok] * count


def benefit(spec, table=TOKENS):
    """{"all"|"one_of"|"any_order": [tokens]} or {"parts": [...]}; None stays None."""
    if spec is None:
        return None
    if "parts" in spec:
        return {"parts": [benefit(p, table) for p in spec["parts"]]}
    for key, ours in (("all", "all"), ("all_any_order", "any_order"), ("one_of", "one_of")):
        if key in spec:
            items = [t for item in spec[key] for t in token(item, table)]
            if ours == "all":
                items = _merge_vp(items)
            return {ours: items}
    raise SystemExit(f"unknown benefit shape {spec}")


def _merge_vp(items: list[str]) -> list[str]:
    """Consecutive fixed VP icons ("1 VP" + "4 VP") are one gain."""
    out = []
    for t in items:
        if t.startswith("vp:") and out and out[-1].startswith("vp:"):
            out[-1] = f"vp:{int(out[-1][3:]) + int(t[3:])}"
        else:
            out.append(t)
    return out


def load(src: Path, name: str):
    with (src / name).open(encoding="utf-8") as handle:
        return json.load(handle)


# The printed cards draw icons where the data set's texts say "[VP]": a page says words.
ICON_WORDS = {"[VP]": "VP", "[ANY RESOURCE]": "any resource", "[COIN]": "coin", "[WORKER]": "worker",
              "[FOOD]": "food", "[CULTURE]": "culture"}


def write(name: str, value) -> None:
    text = json.dumps(value, indent=1, ensure_ascii=False, sort_keys=False)
    for icon, word in ICON_WORDS.items():  # icons appear in card texts only
        text = text.replace(icon, word)
    (OUT / name).write_text(text + "\n", encoding="utf-8")


def landmark_key(name: str) -> str:
    return slug(name)


def convert_tracks(src: Path) -> None:
    tracks = {}
    for t in load(src, "tracks.json")["tracks"]:
        spaces = []
        for s in t["spaces"][1:]:
            bonus = s.get("bonus")
            if bonus:
                pay = bonus["pay"]
                bonus = {"pay": {"any_resource": 1} if pay["id"] == 5 else
                         {{6: "territory", 7: "tapestry", 26: "tech_card"}[pay["id"]]: pay.get("count", 1)},
                         "gain": benefit({"all": bonus["gain"]})["all"]}
            spaces.append({
                "space": s["space"], "name": s["name"].title(), "tier": s["tier"],
                "cost": {k: s["cost"].count(k) for k in dict.fromkeys(s["cost"])},
                "benefit": benefit(s["benefit"]),
                "bonus": bonus,
                "landmark": landmark_key(s["landmark"]["name"]) if s.get("landmark") else None,
            })
        tracks[t["key"]] = {"name": t["name"], "resource": t["tier_resource"], "spaces": spaces}
    write("tracks.json", {"tracks": tracks})


def convert_tech(src: Path) -> None:
    cards = []
    income_rows = {"farms": "farm", "houses": "house", "markets": "market", "armories": "armory"}
    for c in load(src, "tech_cards.json")["tech_cards"]:
        p = c["square_prerequisite"]
        if p["kind"] == "advancement_track":
            prereq = {"track": p["track"], "space": p["space_at_least"]}
        else:
            prereq = {"income": income_rows[p["income_track"]], "level": p["level_at_least"]}
        cards.append({"key": slug(c["name"]), "number": c["id"], "name": c["name"],
                      "circle": benefit(c["circle"]["benefit"]), "circle_text": c["circle"]["text"],
                      "square": benefit(c["square"]["benefit"]), "square_text": c["square"]["text"],
                      "prerequisite": prereq,
                      "landmark": landmark_key(c["landmark"]["name"]) if c.get("landmark") else None})
    write("tech_cards.json", {"tech_cards": cards})


def convert_tiles(src: Path) -> None:
    d = load(src, "territory_tiles.json")
    territory = [{"number": t["id"], "terrain": t["vertex_terrain"], "island": t.get("center_terrain", []),
                  "benefit": benefit(t["benefit"])} for t in d["territory_tiles"]]
    space = [{"number": t["id"], "benefit": benefit(t["benefit"])} for t in d["space_tiles"]]
    write("tiles.json", {"territory": territory, "space": space})


def convert_map(src: Path) -> None:
    d = load(src, "map.json")
    printed = {t["id"]: t for t in d["printed_map_tiles"]}
    capitals = load(src, "capitals.json")["capitals"]
    maps = {}
    for name, m in d["maps"].items():
        hexes = {}
        for h in m["hexes"]:
            entry = {"x": h["x"], "y": h["y"], "row": h["display_row"], "col": h["display_col"],
                     "neighbours": h["neighbours"]}
            if h["printed_tile"]:
                entry["terrain"] = h["vertex_terrain_on_board"]
                entry["island"] = printed[h["printed_tile"]].get("center_terrain", [])
            hexes[h["hex"]] = entry
        starts = {slug(c["name"]): c["start_hex"][f"{name}_map"] for c in capitals}
        maps[name] = {"hexes": hexes, "starts": starts, "middle": "0_0"}
    write("map.json", {"edge_offsets": [n["offset"] for n in d["coordinate_system"]["neighbours"]],
                       "maps": maps})
    write("capitals.json", {"capitals": [
        {"key": slug(c["name"]), "number": c["id"], "name": c["name"], "pair": c["small_map_label"],
         "grid": c["grid"]} for c in capitals]})


def convert_income(src: Path) -> None:
    rows = {}
    for row in load(src, "income.json")["income_mat"]:
        levels = []
        for lv in row["levels"]:
            levels.append({"name": lv["name"],
                           "vp": [t for i in lv["vp_icons (income step 3)"] for t in token(i, INCOME_TOKENS)],
                           "income": [t for i in lv["income_icons (income step 4)"]
                                      for t in token(i, INCOME_TOKENS)]})
        rows[row["building"]] = {"resource": row["resource"], "levels": levels}
    write("income.json", {"rows": rows})


def convert_landmarks(src: Path) -> None:
    out = []
    for lm in load(src, "landmarks.json")["landmarks"]:
        s = lm["source"]
        if s["kind"] == "expansion":
            continue
        source = ({"track": s["track"], "space": s["space"]} if s["kind"] == "advancement_track"
                  else {"tech_card": slug(s["tech_card"])})
        out.append({"key": landmark_key(lm["name"]), "name": lm["name"], "shapes": lm["orientations"],
                    "source": source})
    write("landmarks.json", {"landmarks": out})


def convert_achievements(src: Path) -> None:
    d = load(src, "achievements.json")
    die = {"5 VP": "vp:5", "6 VP": "vp:6", "4 VP": "vp:4", "7 VP": "vp:7",
           "VP - Controlled territories": "vp_per:territory", "Coin": "coin", "Worker": "worker",
           "Food": "food", "Culture": "culture", "Territory Benefit": "territory_benefit"}
    out = {"achievements": [{"key": a["key"], "text": a["text"],
                             "vp_small": a.get("vp_1_3_players", a.get("vp_any_players")),
                             "vp_large": a.get("vp_4_5_players", a.get("vp_any_players"))}
                            for a in d["achievements"]],
           "red_die": [die[f] for f in d["dice"]["red_conquer_die"]],
           "black_die": [die[f] for f in d["dice"]["black_conquer_die"]]}
    write("achievements.json", out)


TIMING = {"WHEN PLAYED": "played", "THIS ERA (until your next income turn)": "era"}


def convert_tapestry(src: Path) -> None:
    out = []
    for c in load(src, "tapestry_cards.json")["tapestry_cards"]:
        out.append({"key": slug(c["name"]), "name": c["name"], "timing": TIMING[c["timing"]],
                    "copies": c["copies"], "text": c["text"].split("\nRulings")[0],
                    "solo": {"mandatory": "removed", "remove 2 of the 7 copies": "remove_2"}.get(
                        c.get("solo_removed", ""), "optional_removal" if c.get("solo_removed") else "kept")})
    write("tapestry_cards.json", {"tapestry_cards": out})


def convert_civilizations(src: Path) -> None:
    out = []
    for c in load(src, "civilizations.json")["civilizations"]:
        original = c["variants"]["original"]
        adjusted = c["variants"].get("official_adjustments", {})
        slots = [{"slot": sl["slot"], "benefit": benefit(sl.get("benefit")), "links_to": sl.get("links_to", [])}
                 for sl in original.get("slots", [])]
        out.append({"key": slug(c["name"]), "name": c["name"], "automa": c["usable_with_automa"],
                    "text": original["text"], "adjustment": adjusted.get("adjustment"),
                    "income_turns": [original["income_trigger"]["from_income_turn"],
                                     original["income_trigger"]["to_income_turn"]]
                    if original.get("income_trigger") else None,
                    "slots": slots})
    write("civilizations.json", {"civilizations": out})


def main(argv: list[str]) -> None:
    if len(argv) != 2:
        raise SystemExit(__doc__)
    src = Path(argv[1])
    for step in (convert_tracks, convert_tech, convert_tiles, convert_map, convert_income,
                 convert_landmarks, convert_achievements, convert_tapestry, convert_civilizations):
        step(src)


if __name__ == "__main__":
    main(sys.argv)
