"""The published facts of Tapestry, loaded once from data/*.json (built by data/convert.py).

Benefit vocabulary: a benefit is {"all": [tokens]} (each in order), {"any_order": [tokens]} (each,
the player picks the order), {"one_of": [tokens]} (the player picks one) or {"parts": [benefits]}.
A token is a string:
    coin worker food culture any_resource          1 resource (at most 8 of each)
    territory[:n] tapestry space_tile               draw tiles or cards
    market house farm armory                        take the leftmost income building, place it
    landmark:<key>                                  gain that landmark (if still on the board)
    vp:<n>   vp_per:<what>[*k]                      VP; what = tech_card capital territory farm
                                                    armory market house territory_tile tapestry
                                                    track:<track> (spaces advanced on it)
    explore explore_anywhere explore_space          explore a territory / a space tile
    research research_nb research_nb_maxout         roll the science die (nb: no benefit or bonus;
                                                    maxout: 5 VP if it would push off the track)
    invent[:n] upgrade tech_circle tech_square refresh_tech
    conquer conquer_anywhere conquer_both conquer_both_if_toppled
    advance:<track> advance_nb:<track> regress:<track> regress_nb:<track>
    repeat_position overwrite_tapestry civilization restart_track
Income-mat and die faces use the same tokens ("territory_benefit": the conquered tile's benefit).
"""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent / "data"


def _load(name: str):
    with (HERE / name).open(encoding="utf-8") as handle:
        return json.load(handle)


TRACK_KEYS = ("exploration", "science", "military", "technology")
RESOURCES = ("coin", "worker", "food", "culture")
BUILDINGS = ("market", "house", "farm", "armory")
RESOURCE_CAP = 8
LAST_SPACE = 12
OUTPOSTS = 10  # 2 start on the capital's territory
INCOME_TURNS = 5

TRACKS = _load("tracks.json")["tracks"]


def space(track: str, pos: int) -> dict | None:
    """The board space `pos` (1-12) of a track; None for the start space."""
    return TRACKS[track]["spaces"][pos - 1] if pos >= 1 else None


TECH_CARDS = {c["key"]: c for c in _load("tech_cards.json")["tech_cards"]}
_tiles = _load("tiles.json")
TERRITORY_TILES = {t["number"]: t for t in _tiles["territory"]}
SPACE_TILES = {t["number"]: t for t in _tiles["space"]}
_map = _load("map.json")
MAPS = _map["maps"]
EDGE_OFFSETS = [tuple(o) for o in _map["edge_offsets"]]
CAPITALS = {c["key"]: c for c in _load("capitals.json")["capitals"]}
INCOME = _load("income.json")["rows"]
LANDMARKS = {lm["key"]: lm for lm in _load("landmarks.json")["landmarks"]}
TRACK_LANDMARKS = {(lm["source"]["track"], lm["source"]["space"]): k
                   for k, lm in LANDMARKS.items() if "track" in lm["source"]}
_ach = _load("achievements.json")
ACHIEVEMENTS = {a["key"]: a for a in _ach["achievements"]}
RED_DIE = _ach["red_die"]
BLACK_DIE = _ach["black_die"]
TAPESTRY_CARDS = {c["key"]: c for c in _load("tapestry_cards.json")["tapestry_cards"]}
CIVILIZATIONS = {c["key"]: c for c in _load("civilizations.json")["civilizations"]}


def map_for(n_players: int) -> str:
    """The small map for 1-3 players, the large one for 4-5."""
    return "small" if n_players <= 3 else "large"
