"""Writes the provisional component set (the *.json beside this file).

The printed base-game components are not published; this builds a set to the published counts,
kinds and limits (see README.md in this directory and `check.py`), every invented value marked
"provisional". What the expansion's rulebook prints (contracts C64-C67, technologies E1-E8 and
F1-F8, the turbine effects, the party programs) is written as printed. Run it again after
changing the design:

    python -m games.nucleum.data.provisional
"""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent
PROV = "provisional"

COLOURS = ["yellow", "orange", "blue", "green", "grey"]
ACTIONS = ["urbanize", "industrialize", "develop", "contract", "energize"]
BUILDING_TYPES = ["residence", "factory", "laboratory"]

# name, region, colour, urban spaces, mine spaces, power plant, turbine spaces (of which 4p-only),
# coal wagons, on the 1-2 player side too. Leipzig, Dresden, Chemnitz, Marienberg, Riesa, Aussig,
# Brüx, Joachimsthal, Karlsbad and Prague are named by the public sources; the other towns are
# real towns of the region placed here by invention.
CITIES = [
    ("leipzig", "Leipzig", "saxony", "yellow", 5, 0, "standee", 3, 7, True, "public"),
    ("riesa", "Riesa", "saxony", "orange", 3, 0, "coal", 0, 0, True, "public"),
    ("meissen", "Meißen", "saxony", "blue", 3, 0, None, 0, 0, True, PROV),
    ("dresden", "Dresden", "saxony", "green", 5, 0, "standee", 3, 0, True, "public"),
    ("bautzen", "Bautzen", "saxony", "grey", 3, 0, None, 0, 0, False, PROV),
    ("chemnitz", "Chemnitz", "saxony", "yellow", 4, 0, None, 0, 0, True, "public"),
    ("zwickau", "Zwickau", "saxony", "blue", 3, 1, None, 0, 0, False, PROV),
    ("plauen", "Plauen", "saxony", "orange", 3, 0, None, 0, 0, False, PROV),
    ("freiberg", "Freiberg", "saxony", "grey", 3, 2, None, 0, 0, True, PROV),
    ("marienberg", "Marienberg", "saxony", "green", 3, 2, None, 0, 0, True, "public"),
    ("eger", "Eger", "bohemia", "green", 3, 1, None, 0, 0, False, PROV),
    ("karlsbad", "Karlsbad", "bohemia", "orange", 3, 1, None, 0, 0, True, "public"),
    ("joachimsthal", "Joachimsthal", "bohemia", "blue", 3, 3, None, 0, 0, True, "public"),
    ("komotau", "Komotau", "bohemia", "yellow", 3, 1, None, 0, 0, True, PROV),
    ("brux", "Brüx", "bohemia", "grey", 3, 2, "standee", 3, 0, True, "public"),
    ("teplitz", "Teplitz", "bohemia", "blue", 3, 0, None, 0, 0, False, PROV),
    ("aussig", "Aussig", "bohemia", "green", 3, 0, None, 0, 6, True, "public"),
    ("prague", "Prague", "bohemia", "orange", 5, 0, "standee", 3, 0, True, "public"),
]

# (a, b, railway spaces); a link touching a city missing from the 1-2 side is not on that side.
LINKS = [
    ("leipzig", "riesa", 2), ("leipzig", "chemnitz", 2), ("leipzig", "zwickau", 2),
    ("riesa", "meissen", 1), ("riesa", "dresden", 2), ("meissen", "dresden", 1),
    ("meissen", "freiberg", 2), ("dresden", "bautzen", 2), ("dresden", "freiberg", 1),
    ("dresden", "aussig", 2), ("bautzen", "teplitz", 2), ("chemnitz", "freiberg", 1),
    ("chemnitz", "zwickau", 1), ("chemnitz", "marienberg", 1), ("zwickau", "plauen", 1),
    ("plauen", "eger", 2), ("freiberg", "marienberg", 1), ("marienberg", "komotau", 1),
    ("marienberg", "joachimsthal", 2), ("eger", "karlsbad", 1), ("karlsbad", "joachimsthal", 1),
    ("karlsbad", "komotau", 2), ("komotau", "brux", 1), ("brux", "teplitz", 1),
    ("teplitz", "aussig", 1), ("brux", "prague", 2), ("aussig", "prague", 2),
    ("karlsbad", "prague", 2), ("leipzig", "meissen", 2),
    # the 1-2 player side joins Chemnitz to the Erzgebirge without Zwickau
    ("brux", "aussig", 1),
]


def _urban_spaces(city: str, n: int, index: int) -> list[dict]:
    """Spaces of one city: single types in turn, a dual-type one, and a red-bordered one in
    cities with 4+ spaces or every third town (red spaces hold neutral governments)."""
    spaces = []
    for i in range(n):
        if i == n - 1 and (n >= 4 or index % 3 == 0):
            types, red = list(BUILDING_TYPES), True
        elif i == n - 1:
            types, red = [BUILDING_TYPES[(index + i) % 3], BUILDING_TYPES[(index + i + 1) % 3]], False
        else:
            types, red = [BUILDING_TYPES[(index + i) % 3]], False
        spaces.append({"id": f"{city}-u{i + 1}", "kind": "urban", "types": types, "red": red})
    return spaces


def map_sides() -> dict:
    sides = {}
    for side, small in (("3-4", False), ("1-2", True)):
        cities = []
        names = {c[0] for c in CITIES if not small or c[9]}
        for index, (cid, name, region, colour, urban, mines, plant, turbines, wagons, _both,
                    source) in enumerate(CITIES):
            if cid not in names:
                continue
            spaces = _urban_spaces(cid, urban, index)
            spaces += [{"id": f"{cid}-m{i + 1}", "kind": "mine"} for i in range(mines)]
            # the last turbine space of each of three plants is marked for 4 players
            spaces += [{"id": f"{cid}-t{i + 1}", "kind": "turbine",
                        **({"four_players": True} if i == turbines - 1 and cid != "prague" else {})}
                       for i in range(turbines)]
            cities.append({"id": cid, "name": name, "region": region, "colour": colour,
                           "name_source": "public" if source == "public" else PROV,
                           "spaces": spaces, "power_plant": plant, "coal_wagons": wagons})
        links = []
        for a, b, n in LINKS:
            if a in names and b in names:
                if not small and (a, b) == ("brux", "aussig"):
                    continue
                lid = f"{a}-{b}"
                links.append({"id": lid, "a": a, "b": b,
                              "spaces": [f"{lid}-r{i + 1}" for i in range(n)]})
        sides[side] = {"cities": cities, "links": links}
    return sides


def setup_cards(sides: dict) -> list[dict]:
    """13 cards; each names per map side the cities of rows 1-4 (neutral building, the plant
    that starts with a Nucleum, urban rubble, mining rubble)."""
    cards = []
    for number in range(1, 14):
        per_side = {}
        for side, m in sides.items():
            cities = [c["id"] for c in m["cities"]]
            plants = [c["id"] for c in m["cities"] if c["power_plant"] == "standee"]
            mines = [c["id"] for c in m["cities"] if any(s["kind"] == "mine" for s in c["spaces"])]
            per_side[side] = [cities[(number * 5) % len(cities)], plants[number % len(plants)],
                              cities[(number * 7 + 3) % len(cities)], mines[number % len(mines)]]
        cards.append({"number": number, "rows": per_side, "source": PROV})
    return cards


def _half(action: str, colour: str, bonus: dict | None = None) -> dict:
    half = {"action": action, "colour": colour}
    if bonus:
        half["bonus"] = bonus
    return half


SUBSIDIES = [{"thalers": 3}, {"workers": 1}, {"achievements": 2}, {"income": "thaler"},
             {"income": "worker"}, {"income": "vp"}, {"thalers": 2}, {"achievements": 1}]


def general_tiles() -> list[dict]:
    """50 tiles: 80 main-action halves (16 of each) and 20 Subsidy halves, each colour on 20
    ends, the two halves of a tile different in action and colour; tiles 1-20 dotted."""
    tiles = []
    kinds = ACTIONS + ["subsidy"]
    for i in range(50):
        first = ACTIONS[i % 5]
        # the second half walks the six kinds so that the totals come out even
        second = kinds[(i % 5 + 1 + (i // 5) % 5) % 6] if i % 5 != 4 or i < 40 else "subsidy"
        if second == first:
            second = "subsidy"
        c1 = COLOURS[i % 5]
        c2 = COLOURS[(i + 1 + (i // 5) % 4) % 5]
        halves = [_half(first, c1)]
        halves.append(_half(second, c2, SUBSIDIES[i % len(SUBSIDIES)] if second == "subsidy" else None))
        tiles.append({"id": f"T{i + 1:02d}", "set": "general", "dotted": i < 20, "halves": halves,
                      "source": PROV})
    return tiles


def _balance(tiles: list[dict]) -> None:
    """Swap second halves to Subsidy / main actions until the counts are 16 each and 20."""
    def count(a):
        return sum(1 for t in tiles for h in t["halves"] if h["action"] == a)
    for t in tiles:
        h = t["halves"][1]
        if count("subsidy") >= 20:
            break
        if h["action"] != "subsidy" and count(h["action"]) > 16:
            h["action"] = "subsidy"
            h["bonus"] = SUBSIDIES[int(t["id"][1:]) % len(SUBSIDIES)]
    for t in tiles:
        h = t["halves"][1]
        if count("subsidy") <= 20:
            break
        if h["action"] == "subsidy":
            for a in ACTIONS:
                if count(a) < 16 and a != t["halves"][0]["action"]:
                    h["action"] = a
                    h.pop("bonus", None)
                    break


def starting_tiles(experiment: str, offset: int, expansion: bool = False) -> list[dict]:
    """Five starting tiles: one main action on each first half (the fifth is the special
    directive tile, any main action at a discount), second halves Subsidies, all colours."""
    tiles = []
    for i in range(5):
        colour = COLOURS[(i + offset) % 5]
        other = COLOURS[(i + offset + 2) % 5]
        if i == 4:
            tile = {"id": f"{experiment}-S{i + 1}", "set": "start", "experiment": experiment,
                    "special_directive": True,
                    "halves": [_half("directive", colour), _half("directive", other)]}
        else:
            tile = {"id": f"{experiment}-S{i + 1}", "set": "start", "experiment": experiment,
                    "halves": [_half(ACTIONS[(i + offset) % 4], colour),
                               _half("subsidy", other, SUBSIDIES[(i + offset) % 6])]}
        if i == 0 and not expansion:
            tile["replaced_in_expansion"] = True
        tile["source"] = PROV
        tiles.append(tile)
    return tiles


def all_tiles() -> list[dict]:
    tiles = general_tiles()
    _balance(tiles)
    for n, e in enumerate("ABCD"):
        tiles += starting_tiles(e, n)
    tiles += [{"id": "B-X1", "set": "b_special", "experiment": "B", "source": PROV,
               "halves": [_half("industrialize", "blue"), _half("industrialize", "yellow")]},
              {"id": "B-X2", "set": "b_special", "experiment": "B", "source": PROV,
               "halves": [_half("energize", "green"), _half("develop", "grey")]}]
    # the expansion: 12 Politicking tiles replace 7 general ones; alternative starting tiles
    replaced = ["T21", "T24", "T27", "T33", "T38", "T42", "T47"]
    for tile in tiles:
        if tile["id"] in replaced:
            tile["removed_by_expansion"] = True
    for i in range(12):
        tiles.append({"id": f"P{i + 1:02d}", "set": "politicking", "dotted": False, "expansion": True,
                      "halves": [_half("politicking", COLOURS[i % 5]),
                                 _half(ACTIONS[i % 5] if i < 10 else "subsidy", COLOURS[(i + 2) % 5],
                                       SUBSIDIES[i % 6] if i >= 10 else None)],
                      "source": PROV})
    for n, e in enumerate("ABCD"):
        tiles.append({"id": f"{e}-A1", "set": "alt_start", "experiment": e, "expansion": True,
                      "replaces": f"{e}-S1", "source": PROV,
                      "halves": [_half("politicking", COLOURS[n]), _half(ACTIONS[n], COLOURS[(n + 3) % 5])]})
    for n, e in ((4, "E"), (5, "F")):
        for t in starting_tiles(e, n, expansion=True):
            t["expansion"] = e == "E"
            if t["id"].endswith("S1"):
                t["halves"][0]["action"] = "politicking"
                if e == "F":
                    t["replaced_without_expansion"] = "F-X"
            tiles.append(t)
    tiles.append({"id": "F-X", "set": "start_base", "experiment": "F", "source": PROV,
                  "halves": [_half("urbanize", "grey"), _half("subsidy", "yellow", {"thalers": 2})]})
    for i, a in enumerate(["urbanize", "industrialize", "energize"]):
        tiles.append({"id": f"F-C{i + 1}", "set": "chaining", "experiment": "F", "source": PROV,
                      "halves": [_half(a, None)]})
    return tiles + baron_tiles()


# Baron von Automat's starting tiles (SOLO-2: he has his own; their faces are not published).
# Two main actions each, every main action on two tiles: under the reading of Q-18 that he never
# plays the last tile of his pool showing an action, a single one would never be played.
BARON_TILES = [("urbanize", "yellow", "industrialize", "orange"), ("develop", "blue", "contract", "green"),
               ("energize", "grey", "urbanize", "orange"), ("industrialize", "green", "develop", "yellow"),
               ("contract", "grey", "energize", "blue")]


def baron_tiles() -> list[dict]:
    tiles = [{"id": f"BAR-S{i + 1}", "set": "baron", "source": PROV,
              "halves": [_half(a, ca), _half(b, cb)]} for i, (a, ca, b, cb) in enumerate(BARON_TILES)]
    # BAR-1: the expansion replaces his matching starting tile with one showing Politicking
    tiles.append({"id": "BAR-X1", "set": "baron_alt", "expansion": True, "replaces": "BAR-S2",
                  "source": "printed (that it exists, BAR-1); provisional (its faces)",
                  "halves": [_half("politicking", "blue"), _half("contract", "green")]})
    return tiles


def _req(what: str, n: int, **more) -> dict:
    return {"what": what, "at_least": n, **more}


CONTRACT_GOALS = ["buildings", "uranium_mines", "rail_workers", "turbines", "electrified",
                  "technologies", "cities", "mines", "residences", "factories", "laboratories",
                  "fulfilled_contracts", "network_cities"]


BOARD_HOLDS = {"mines": 4, "uranium_mines": 4, "turbines": 4, "residences": 4, "factories": 4, "laboratories": 4}


def contracts() -> list[dict]:
    """C01-C04 initial, C05-C17 silver, C18-C35 gold, C36-C50 purple (CON-2), the known
    examples where they sit (any building C01-C04 and C18-C21, uranium mine C17/C33/C39,
    workers on railway tiles C08/C25/C50); then the expansion's printed C64-C67."""
    out = []
    colour_of = {1: "yellow", 2: "orange", 3: "blue", 4: "green"}
    for n in range(1, 5):
        out.append({"id": f"C{n:02d}", "kind": "initial", "source": "public+provisional",
                    "requirement": _req("buildings", 2, colour=colour_of[n]), "reward": {"technology": 1}})
    silver = {8: _req("rail_workers", 2), 17: _req("uranium_mines", 1)}
    for n in range(5, 18):
        req = silver.get(n) or _req(CONTRACT_GOALS[n % len(CONTRACT_GOALS)], 2)
        reward = {"technology": 1} if n % 3 == 0 else {"income": "any"}
        out.append({"id": f"C{n:02d}", "kind": "silver", "source": "provisional", "requirement": req,
                    "reward": reward})
    gold = {25: _req("rail_workers", 4), 33: _req("uranium_mines", 2)}
    for n in range(18, 36):
        if n <= 21:
            req = _req("buildings", 3, colour=colour_of[n - 17])
        else:
            req = gold.get(n) or _req(CONTRACT_GOALS[n % len(CONTRACT_GOALS)], 3 + n % 2)
        out.append({"id": f"C{n:02d}", "kind": "gold", "source": "provisional", "requirement": req,
                    "reward": {"vp": 4 + n % 3, "income_steps": 1 + n % 2}})
    purple = {39: _req("uranium_mines", 4), 50: _req("rail_workers", 7)}
    for n in range(36, 51):
        what = CONTRACT_GOALS[n % len(CONTRACT_GOALS)]
        # never more than a player's board holds (4 mine and 4 turbine spaces, 4 of each building)
        req = purple.get(n) or _req(what, min(5 + n % 3, BOARD_HOLDS.get(what, 99)))
        out.append({"id": f"C{n:02d}", "kind": "purple", "purple_kind": (n - 36) % 3 + 1,
                    "source": "provisional", "requirement": req, "reward": {"vp": 8 + n % 5}})
    out += [
        {"id": "C64", "kind": "silver", "expansion": True, "source": "printed",
         "requirement": {"what": "leader_of_dominant_party", "at_least": 1}, "reward": {"income": "any"}},
        {"id": "C65", "kind": "silver", "expansion": True, "source": "printed",
         "requirement": _req("politicians", 3), "reward": {"technology": 1}},
        {"id": "C66", "kind": "gold", "expansion": True, "source": "printed",
         "requirement": _req("politicians", 5), "reward": {"vp": 5, "income_steps": 2}},
        # a purple contract's kind decides which display pile it joins (CON-3): C67's is not printed
        {"id": "C67", "kind": "purple", "expansion": True, "source": "printed (purple kind: provisional)",
         "purple_kind": 3,
         "requirement": _req("politicians", 6), "reward": {"vp": 12}},
    ]
    return out


def experiments() -> list[dict]:
    """A-D invented around the shared technologies the expansion names (E1 and F4 in A, E6 in
    B, F1 in D; B3 and D3 Industrialize ignoring the network); E and F as printed."""
    def tech(tid, level, kind, effect, source=PROV):
        return {"id": tid, "level": level, "kind": kind, "effect": effect, "source": source}
    shared = {"E1": ("ongoing", {"after_build": ["mine", "turbine"], "gain": {"uranium": 1}}),
              "F4": ("one_shot", {"gain": {"workers": 3, "thalers": 3}}),
              "E6": ("ongoing", {"on_contract_gained": "other_space_benefit"}),
              "F1": ("ongoing", {"on_contract_gained": {"achievements": 1}})}
    layouts = {
        "A": [("E1",), ("ongoing", {"discount": {"urbanize": 1}}), ("one_shot", {"gain": {"thalers": 4}}),
              ("F4",), ("one_shot", {"gain": {"achievements": 3}}), ("ongoing", {"discount": {"industrialize": 1}}),
              ("ongoing", {"signature": "uranium_power", "uranium_power": 3}), ("end_scoring", {"per": "uranium_mines", "vp": 3})],
        "B": [("ongoing", {"discount": {"develop": 1}}), ("one_shot", {"gain": {"workers": 2}}),
              ("ongoing", {"industrialize_ignores_network": True}), ("E6",),
              ("one_shot", {"gain": {"thalers": 5}}), ("one_shot", {"gain": {"achievements": 3}}),
              ("one_shot", {"signature": "special_tiles", "gain_tiles": ["B-X1", "B-X2"]}), ("end_scoring", {"per": "fulfilled_contracts", "vp": 3})],
        "C": [("ongoing", {"discount": {"energize": 1}}), ("one_shot", {"gain": {"thalers": 3}}),
              ("one_shot", {"gain": {"achievements": 2}}), ("one_shot", {"gain": {"workers": 3}}),
              ("ongoing", {"coal_discount": 1}), ("one_shot", {"income": "vp"}),
              ("ongoing", {"signature": "coal_power", "coal_power": 2}), ("end_scoring", {"per": "electrified", "vp": 2})],
        "D": [("F1",), ("one_shot", {"gain": {"thalers": 3}}), ("ongoing", {"industrialize_ignores_network": True}),
              ("one_shot", {"gain": {"workers": 2, "achievements": 1}}), ("one_shot", {"income": "thaler"}),
              ("ongoing", {"rail_bonus": {"thalers": 1}}),
              ("ongoing", {"signature": "inauguration", "inauguration_extra": 1}), ("end_scoring", {"per": "rail_workers", "vp": 1})],
    }
    out = []
    levels = [1, 1, 1, 2, 2, 2, 3, 3]
    turbine_a_d = [{"after": "energize", "gain": {"thalers": 2}}, {"after": "energize", "gain": {"achievements": 1}},
                   {"after": "energize", "gain": {"workers": 1}}, {"after": "energize", "income": "thaler"}]
    for n, e in enumerate("ABCD"):
        techs = []
        for i, spec in enumerate(layouts[e]):
            if len(spec) == 1:
                kind, effect = shared[spec[0]]
                techs.append(tech(f"{e}{i + 1}", levels[i], kind, effect | {"same_as": spec[0]},
                                  "printed (by the expansion's reference)"))
            else:
                techs.append(tech(f"{e}{i + 1}", levels[i], *spec))
        out.append({"id": e, "expansion": False, "technologies": techs,
                    "turbine_effect": turbine_a_d[n] | {"source": PROV},
                    "special_tiles": ["B-X1", "B-X2"] if e == "B" else []})
    p = "printed"
    out.append({"id": "E", "expansion": True, "special_tiles": [],
                "turbine_effect": {"after": "energize", "income": "vp", "source": "printed (which experiment: provisional, A-13)"},
                "technologies": [
                    tech("E1", 1, "ongoing", shared["E1"][1], p),
                    tech("E2", 1, "ongoing", {"red_border_surcharge": 1}, p),
                    tech("E3", 1, "ongoing", {"foreign_turbine": "supply_pays_plus_one"}, p),
                    tech("E4", 2, "one_shot", {"gain": {"achievements": 4, "thalers": 4}}, p),
                    tech("E5", 2, "one_shot", {"gain": {"workers": 2}, "then": "politicking"}, p),
                    tech("E6", 2, "ongoing", shared["E6"][1], p),
                    tech("E7", 3, "ongoing", {"on_politicking": ["worker", "reward_again"]}, p),
                    tech("E8", 3, "end_scoring", {"per_threshold": "politicians", "thresholds": [5, 7, 9],
                                                  "vp": [4, 10, 21]}, p)]})
    out.append({"id": "F", "expansion": False, "special_tiles": ["F-C1", "F-C2", "F-C3"],
                "turbine_effect": {"after": "energize", "free_tile": "rightmost", "source": "printed (which experiment: provisional, A-13)"},
                "technologies": [
                    tech("F1", 1, "ongoing", shared["F1"][1], p),
                    tech("F2", 1, "ongoing", {"red_border_surcharge": 1}, p),
                    tech("F3", 1, "ongoing", {"foreign_turbine": "supply_pays_plus_one"}, p),
                    tech("F4", 2, "one_shot", shared["F4"][1], p),
                    tech("F5", 2, "one_shot", {"then": "urbanize", "then_discount": 3, "ignore_network": True}, p),
                    tech("F6", 2, "ongoing", {"on_contract_fulfilled": "lowest_income_step"}, p),
                    tech("F7", 3, "one_shot", {"gain_tiles": ["F-C1", "F-C2", "F-C3"]}, p),
                    tech("F8", 3, "end_scoring", {"per_threshold": "action_tiles", "thresholds": [12, 14, 16],
                                                  "vp": [4, 10, 21]}, p)]})
    return out


def player_board() -> dict:
    return {
        "source": PROV,
        "slots": 8,
        "starting": {"thalers": 4, "available_workers": 2, "supply_workers": 16,
                     "expansion_supply_workers": 2, "milestone_markers": 6, "source": "public (SET-10, A-16)"},
        # the value a track pays at each marker position (0 = the start); Q-7: a Recharge pays at
        # most the value at the position of the rightmost filled slot
        "income_tracks": {"thaler": [4, 5, 6, 7, 8, 9, 10, 11, 12], "worker": [2, 2, 3, 3, 4, 4, 5, 5, 6],
                          "vp": [0, 1, 2, 3, 4, 5, 6, 7, 8]},
        "buildings": [{"type": t, "level": lvl, "cost": lvl, "requirement": 2 * lvl, "vp": lvl + 1,
                       "electrified": ({"income": "vp"} if t == "residence" else
                                       {"thalers": 2 * lvl} if t == "factory" else {"technology": min(lvl, 3)})}
                      for t in BUILDING_TYPES for lvl in range(1, 5)],
        "turbines": [{"row": r + 1, "cost": 2 + r} for r in range(4)],
        "mines": [{"row": r + 1, "cost": 2 + r, "size": [2, 2, 3, 3][r]} for r in range(4)],
        "uncover_bonuses": [{"income": "worker"}, {"thalers": 3}, {"income": "vp"}, {"achievements": 2}],
        # Technologies of levels 1, 2 and 3 on three of the spaces: with laboratories, contracts
        # and the top milestone tier alone, no player of 30 bot games unlocked more than 4, so
        # "all 8 technologies" never ended a game (level 2 had one source, the laboratory).
        "contract_spaces": [{"benefit": {"technology": 1}}, {"benefit": {"technology": 2}},
                            {"benefit": {"achievements": 2}}, {"benefit": {"technology": 3}}],
    }


def milestones() -> dict:
    return {
        "source": PROV,
        "track": [{"value": 0, "tier": 0, "zero": {"thalers": 2, "workers": 1, "end_vp": -3},
                   "source": "public (MIL-4)"},
                  {"value": 5, "tier": 1}, {"value": 10, "tier": 1}, {"value": 15, "tier": 2},
                  {"value": 20, "tier": 2}, {"value": 25, "tier": 3}, {"value": 30, "tier": 3},
                  {"value": 35, "tier": 4, "effect": {"technology": 3}},
                  {"value": 40, "tier": 4, "effect": {"vp": 9}, "source": "public (MIL-5)"}],
        "tiers": [{"tier": 1, "multiplier": 1, "nucleum": {"thalers": 3}},
                  {"tier": 2, "multiplier": 2, "nucleum": {"achievements": 2}},
                  {"tier": 3, "multiplier": 3, "nucleum": {"income": "vp"}},
                  {"tier": 4, "multiplier": 4}],
        "tiles": [{"id": f"M{i + 1}", "per": what, "vp": 1, "source": "public" if what == "uranium_mines" else PROV}
                  for i, what in enumerate(["uranium_mines", "turbines", "electrified", "rail_workers",
                                            "fulfilled_contracts", "technologies", "cities", "laboratories"])],
    }


def supply() -> dict:
    return {
        "source": PROV,
        "offer_prices": [4, 3, 2, 1, 0],
        "second_tile_extra": 2,
        "coal_wagons": [{"id": f"W{i + 1:02d}", "price": 1 + i // 2, "discounted_first": True} for i in range(13)],
        "neutral_buildings": [{"id": f"N{i + 1:02d}", "type": t, "level": lvl, "requirement": 2 * lvl,
                               "electrified": {"thalers": 2 * lvl} if t != "government" else {"achievements": 2}}
                              for i, (t, lvl) in enumerate(
                                  [("residence", 1), ("residence", 2), ("residence", 3), ("factory", 1),
                                   ("factory", 2), ("factory", 3), ("laboratory", 1), ("laboratory", 2),
                                   ("laboratory", 3), ("government", 2)])],
        "inauguration": {"income": "vp", "steps": 2},
        "rad_scoring": [6, 2],
        "leftovers": {"thalers_per_vp": 3, "worker": 1, "uranium": 1},
    }


PARTIES = ["capitalists", "liberals", "communists", "royalists"]


def parliament() -> dict:
    """The expansion's parliament as printed: parties, rewards (POL-3), the Baron's rewards
    (BAR-6) and scoring (BAR-7, H3), programs (which tile side holds each: A-2), the setup-card
    table for the neutral politicians (SET-8), the flag and the end count (SET-5, END-1)."""
    programs = ["fulfilled_contracts", "mines_and_turbines", "best_milestone_x2", "technologies",
                "largest_network", "distinct_cities", "parties_x2", "largest_electrified"]
    return {
        "source": "printed",
        "parties": PARTIES,
        "rewards_source": "printed",
        "rewards": {"capitalists": {"thalers": 2, "income": "thaler"}, "liberals": {"free_tile": "any"},
                    "communists": {"vp": 2, "income": "worker"}, "royalists": {"achievements": 2, "income": "vp"}},
        "baron_rewards": {"capitalists": {"thalers": 1}, "liberals": {"discard_tile": "rightmost"},
                          "communists": {"workers": 1, "vp_without_supply": 3}, "royalists": {"vp": 2}},
        "baron_scoring": {"per_leadership": 4, "dominant_member": 4, "harder": 6},
        "programs": [{"id": f"P{i + 1}", "scores": what, "party": PARTIES[i // 2],
                      "side": i % 2 + 1, "source": "printed (party and side: inferred, A-2)"}
                     for i, what in enumerate(programs)],
        # the rulebook's worked example scores the liberals with a program its appendix lacks
        # kept for that example, never dealt
        "example_programs": [{"id": "PX", "scores": "residences_x2", "party": "liberals",
                              "source": "printed (the Royal Appraisal Day example only, A-1)"}],
        "neutrals": ["arrow", "N2", "N3", "N4"],
        "setup_card_party": {"capitalists": [1, 2, 3], "liberals": [4, 5, 6], "communists": [7, 8, 9],
                             "royalists": [10, 11, 12]},
        "flag": 90,
        "end_conditions_needed": {"3": 3, "4": 3},  # 1-2 players: unchanged (END-2)
    }


def baron() -> dict:
    """Baron von Automat, the solo opponent: what is public of his procedure and the invented
    rest (U-17: a house automaton until the official solo rules are transcribed)."""
    return {
        "source": "provisional (U-17): a house automaton built on SOLO-1..6; not the printed solo rules",
        "tiles": {"ids": [f"BAR-S{i + 1}" for i in range(len(BARON_TILES))], "source": "public (SOLO-2); faces provisional"},
        "preference": {"order": ["urbanize", "industrialize", "develop", "contract", "energize", "subsidy"],
                       "source": "public (SOLO-3)"},
        "preference_with_parliament": {"order": ["politicking", "urbanize", "industrialize", "develop", "contract",
                                                 "energize", "subsidy"], "source": "printed (BAR-2)"},
        # SOLO-2: a deck of preference cards with a primary preference. Here the primary preference
        # is a position: among tied candidates in their listed order, the n-th (counted round again
        # past the last), so one card serves every choice (BAR-5 maps it to the parties).
        "cards": [{"id": f"BC{i + 1:02d}", "primary": i % 4 + 1, "source": PROV} for i in range(12)],
        "ignores_network": {"value": True, "source": PROV + ": he builds no railway, so his own networks would "
                            "hold him to his first city"},
        "income_track_order": {"order": ["vp", "thaler", "worker"], "source": PROV},
        "difficulties": [
            {"id": "easy", "thalers": 2, "available_workers": 2, "income": {}, "source": PROV},
            {"id": "normal", "thalers": 4, "available_workers": 2, "income": {},
             "source": "public (SOLO-6 that levels exist; a player's start, SET-10)"},
            {"id": "hard", "thalers": 6, "available_workers": 3, "income": {"vp": 1}, "source": PROV},
            {"id": "expert", "thalers": 8, "available_workers": 3, "income": {"vp": 2, "thaler": 1}, "source": PROV},
        ],
        "default_difficulty": "normal",
    }


def write() -> None:
    sides = map_sides()
    files = {
        "map.json": {"sides": sides},
        "setup_cards.json": {"cards": setup_cards(sides)},
        "tiles.json": {"tiles": all_tiles()},
        "contracts.json": {"contracts": contracts()},
        "experiments.json": {"experiments": experiments()},
        "player_board.json": player_board(),
        "milestones.json": milestones(),
        "supply.json": supply(),
        "parliament.json": parliament(),
        "baron.json": baron(),
    }
    manifest = {"name": "provisional", "provisional": True,
                "note": "Invented to the published counts and limits; not the printed game."}
    files["manifest.json"] = manifest
    for name, content in files.items():
        (HERE / name).write_text(json.dumps(content, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write()
