"""Build games/tapestry/data/automa.json from the component data set's json/automa.json.

    python games/tapestry/automa/convert.py SOURCE_DIR

The printed cards win where the data set notes a difference from the reference implementation
(cards 8, 19 and 21 are taken from their printed fields, which the data set records). The output
is committed; the engine reads only the output. The run is deterministic.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).parent.parent / "data" / "automa.json"
INDICATORS = {"a": "all", "f": "end", "l": "landmark"}
SIDES = {"Conquerors": "conquerors", "Explorers": "explorers", "Scientists": "scientists", "Engineers": "engineers"}
# Income turn 1 advances per level (the level cards' "income turn 1" cells): for the human seat,
# and for the bots ("favourite" = each bot on its own favourite track).
INCOME_1 = {1: {"human": ["military", "exploration", "technology", "science"], "bots": []},
            5: {"human": [], "bots": ["favourite"]},
            6: {"human": [], "bots": ["military", "exploration", "technology", "science"]}}
STEPS = ("favourite_check", "advance_pair", "civ_bonus", "vp", "progress_2", "progress_2_more",
         "place_tapestry_on_mat", "gain_tapestry_card", "shuffle")


def convert(src: Path) -> dict:
    raw = json.loads((src / "automa.json").read_text())
    cards = []
    for c in raw["decision_cards"]["cards"]:
        track, tie = c["track_card_section"], c["tiebreaker_card_section"]
        cards.append({"id": c["id"], "deck": "initial" if c["id"] <= 7 else "progress",
                      "income": track["income_icon"], "automa": INDICATORS[track["automa_indicator"]],
                      "shadow": INDICATORS[track["shadow_indicator"]], "topple": tie["topple_icon"],
                      "tracks": tie["track_tiebreak_top_to_bottom"], "hexes": tie["hex_tiebreaker"]})
    orders = {str(p["id"]): p["order"] for p in raw["hex_tiebreakers"]["patterns"]}
    sides = {SIDES[s["side"]]: {"die": s["science_die_result"], "favourite": s["favourite_track"]}
             for s in raw["automa_civilization_cards"]["sides"]}
    mat = raw["automa_income_mat"]
    levels = []
    for lv in raw["difficulty_levels"]:
        chart = []
        for st in lv["income_chart_printed"]:
            assert st["step"] in STEPS, st["step"]
            chart.append([st["step"], st["income_turns"]])
        levels.append({"level": lv["level"], "name": lv["name"], "mat": "hard" if lv["level"] >= 5 else "normal",
                       "chart": chart, "second_civ": lv["second_automa_civilization"],
                       "income_1": INCOME_1.get(lv["level"], {"human": [], "bots": []})})
    return {"decision_cards": cards, "hex_orders": orders, "civilizations": sides,
            "multipliers": {side: [mat[side][f"income_turn_{t}"] for t in (2, 3, 4, 5)]
                            for side in ("normal", "hard")},
            "first_into_era_vp": {k.split("_")[1]: v for k, v in mat["first_to_start_era_vp"].items()},
            "levels": levels}


if __name__ == "__main__":
    OUT.write_text(json.dumps(convert(Path(sys.argv[1])), indent=1) + "\n")
