"""Checks a component set against the published counts, kinds and limits of the base game
(rules digest §17 and the sections it cites) and the expansion's printed components, and that
every id one file names exists in another. Each violation is one sentence in plain words.

The tags in brackets name the rule a check comes from: CON-1 (contract counts), TILE-1 (tile
counts), U-1 (map bounds), SET-7 (setup cards), MIL-1 (milestones) and so on.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from games.nucleum.data import COLOURS, MAIN_ACTIONS, SIDES, TRACKS, Components, read

KNOWN_CITIES = ("Leipzig", "Dresden", "Chemnitz", "Marienberg", "Riesa", "Aussig", "Brüx",
                "Joachimsthal", "Karlsbad", "Prague")
HALF_ACTIONS = (*MAIN_ACTIONS, "subsidy", "politicking", "directive")
BONUS_KEYS = ("thalers", "workers", "achievements", "income", "uranium")
BUILDING_TYPES = ("residence", "factory", "laboratory")
CONTRACT_GOALS = ("buildings", "uranium_mines", "rail_workers", "turbines", "electrified", "technologies",
                  "cities", "mines", "residences", "factories", "laboratories", "fulfilled_contracts",
                  "network_cities", "politicians", "leader_of_dominant_party")
REWARD_KEYS = ("vp", "income", "income_steps", "technology", "thalers", "workers", "achievements")
MILESTONE_CRITERIA = CONTRACT_GOALS
# what a technology's or turbine effect's record may say (README.md, experiments.json)
EFFECT_KEYS = ("gain", "income", "discount", "after_build", "on_contract_gained", "on_contract_fulfilled",
               "red_border_surcharge", "foreign_turbine", "then", "then_discount", "gain_tiles", "coal_discount", "rail_bonus",
               "signature", "uranium_power", "coal_power", "inauguration_extra", "per", "vp", "per_threshold",
               "thresholds", "same_as", "industrialize_ignores_network", "on_politicking", "ignore_network",
               "after", "free_tile", "source")
# Experiments E and F as the expansion's appendix prints them (TEC table, TRB): each technology's
# level and the printed numbers of its effect; the two turbine effects, one for each of E and F
PRINTED_TECHNOLOGIES = {
    "E1": (1, {"gain": {"uranium": 1}}), "E2": (1, {"red_border_surcharge": 1}), "E3": (1, {}),
    "E4": (2, {"gain": {"achievements": 4, "thalers": 4}}), "E5": (2, {"gain": {"workers": 2}, "then": "politicking"}),
    "E6": (2, {"on_contract_gained": "other_space_benefit"}), "E7": (3, {}),
    "E8": (3, {"per_threshold": "politicians", "thresholds": [5, 7, 9], "vp": [4, 10, 21]}),
    "F1": (1, {"on_contract_gained": {"achievements": 1}}), "F2": (1, {"red_border_surcharge": 1}), "F3": (1, {}),
    "F4": (2, {"gain": {"workers": 3, "thalers": 3}}), "F5": (2, {"then": "urbanize", "then_discount": 3}),
    "F6": (2, {"on_contract_fulfilled": "lowest_income_step"}), "F7": (3, {}),
    "F8": (3, {"per_threshold": "action_tiles", "thresholds": [12, 14, 16], "vp": [4, 10, 21]}),
}
PRINTED_TURBINE_EFFECTS = ({"income": "vp"}, {"free_tile": "rightmost"})
CONTRACT_COUNTS = {"initial": (4, 1, 4), "silver": (13, 5, 17), "gold": (18, 18, 35), "purple": (15, 36, 50)}
EXPANSION_CONTRACTS = {"C64": "silver", "C65": "silver", "C66": "gold", "C67": "purple"}
PARTIES = ["capitalists", "liberals", "communists", "royalists"]
PROGRAM_SCORES = ("fulfilled_contracts", "mines_and_turbines", "best_milestone_x2", "technologies",
                  "largest_network", "distinct_cities", "parties_x2", "largest_electrified", "residences_x2")
# the printed rewards (POL-3, BAR-6): a set that differs is not the expansion
PARTY_REWARDS = {"capitalists": {"thalers": 2, "income": "thaler"}, "liberals": {"free_tile": "any"},
                 "communists": {"vp": 2, "income": "worker"}, "royalists": {"achievements": 2, "income": "vp"}}
BARON_REWARDS = {"capitalists": {"thalers": 1}, "liberals": {"discard_tile": "rightmost"},
                 "communists": {"workers": 1, "vp_without_supply": 3}, "royalists": {"vp": 2}}
PARTY_REWARD_KEYS = (*REWARD_KEYS, "free_tile")
BARON_REWARD_KEYS = ("thalers", "discard_tile", "workers", "vp_without_supply", "vp")


def check(path: Path | str) -> list[str]:
    """Every violation of the component set in directory `path`, in plain words."""
    try:
        raw = read(Path(path))
    except FileNotFoundError as missing:
        return [f"The file {Path(missing.filename).name} is missing."]
    except ValueError as bad:
        return [f"A file is not valid JSON: {bad}."]
    try:
        comp = Components(raw)
    except (KeyError, TypeError) as bad:
        return [f"A file lacks a required field: {bad}."]
    out: list[str] = []
    for part in (_tiles, _contracts, _experiments, _map, _setup_cards, _milestones, _board, _supply,
                 _parliament, _baron):
        try:
            part(comp, out)
        except (KeyError, TypeError, IndexError, AttributeError) as bad:
            out.append(f"{part.__name__[1:].replace('_', ' ').capitalize()}: a record lacks the field {bad}.")
    return out


def _count(out: list, what: str, found: int, wanted: int, tag: str) -> None:
    if found != wanted:
        out.append(f"There are {found} {what}, the game has {wanted} [{tag}].")


def _unique(out: list, what: str, ids: list) -> None:
    for item, n in Counter(ids).items():
        if n > 1:
            out.append(f"The {what} id {item} is used {n} times.")


def _tiles(comp: Components, out: list) -> None:
    tiles = comp.raw["tiles"]["tiles"]
    _unique(out, "tile", [t["id"] for t in tiles])
    sets = Counter(t["set"] for t in tiles)
    general = [t for t in tiles if t["set"] == "general"]
    _count(out, "general action tiles", len(general), 50, "TILE-1")
    _count(out, "dotted general tiles", sum(1 for t in general if t.get("dotted")), 20, "TILE-1")
    _count(out, "special tiles of Experiment B", sets["b_special"], 2, "TILE-1")
    _count(out, "Politicking tiles", sets["politicking"], 12, "expansion components")
    _count(out, "alternative starting tiles", sets["alt_start"], 4, "expansion components")
    _count(out, "chaining tiles", sets["chaining"], 3, "expansion components")
    _count(out, "base-compatible starting tiles of Experiment F (*)", sets["start_base"], 1, "expansion components")
    _count(out, "general tiles the expansion removes", sum(1 for t in general if t.get("removed_by_expansion")), 7,
           "expansion setup")
    for e in "ABCDEF":
        start = [t for t in tiles if t["set"] == "start" and t.get("experiment") == e]
        _count(out, f"starting tiles of Experiment {e}", len(start), 5, "TILE-1")
        if sum(1 for t in start if t.get("special_directive")) != 1:
            out.append(f"Experiment {e}'s starting tiles must hold one special directive tile [Q-9].")
        if e in "ABCD" and sum(1 for t in start if t.get("replaced_in_expansion")) != 1:
            out.append(f"Experiment {e} must have one starting tile the expansion replaces [expansion setup].")
    for t in tiles:
        if t["set"] in ("alt_start", "baron_alt") and t.get("replaces") not in comp.tiles:
            out.append(f"Tile {t['id']} replaces {t.get('replaces')}, which is no tile.")
        wanted = 1 if t["set"] == "chaining" else 2
        if len(t["halves"]) != wanted:
            out.append(f"Tile {t['id']} has {len(t['halves'])} halves, not {wanted} [TILE-2].")
        for h in t["halves"]:
            if h["action"] not in HALF_ACTIONS:
                out.append(f"Tile {t['id']} shows the unknown action {h['action']}.")
            if t["set"] != "chaining" and h["colour"] not in COLOURS:
                out.append(f"Tile {t['id']} has an end of the unknown colour {h['colour']} [TILE-2].")
            if h["action"] == "subsidy" and not set(h.get("bonus") or {}) <= set(BONUS_KEYS) | {"income"}:
                out.append(f"Tile {t['id']} has a Subsidy with an unknown bonus {h.get('bonus')}.")
            if h["action"] == "subsidy" and not h.get("bonus"):
                out.append(f"Tile {t['id']} has a Subsidy half without a bonus.")
            if h["action"] == "politicking" and not (t.get("expansion") or t.get("experiment") == "F"):
                out.append(f"Tile {t['id']} shows Politicking but is not an expansion tile.")
        if t["set"] == "general" and t["halves"][0]["action"] == t["halves"][1]["action"] == "subsidy":
            out.append(f"Tile {t['id']} has no main action [TILE-3].")


def _contracts(comp: Components, out: list) -> None:
    contracts = comp.raw["contracts"]["contracts"]
    _unique(out, "contract", [c["id"] for c in contracts])
    base = [c for c in contracts if not c.get("expansion")]
    for kind, (n, first, last) in CONTRACT_COUNTS.items():
        mine = [c for c in base if c["kind"] == kind]
        _count(out, f"{kind} contracts", len(mine), n, "CON-1")
        for c in mine:
            if not first <= int(c["id"][1:]) <= last:
                out.append(f"Contract {c['id']} is {kind}, but {kind} contracts are C{first:02d}-C{last:02d} [CON-2].")
    for cid, kind in EXPANSION_CONTRACTS.items():
        c = comp.contracts.get(cid)
        if c is None:
            out.append(f"The expansion's contract {cid} is missing.")
        elif c["kind"] != kind:
            out.append(f"Contract {cid} is printed as {kind}, not {c['kind']}.")
    purple = {c.get("purple_kind") for c in base if c["kind"] == "purple"}
    if len(purple) != 3:
        out.append(f"Purple contracts come in 3 kinds (one on display of each), not {len(purple)} [CON-3].")
    for c in contracts:
        if c.get("expansion") and c["kind"] == "purple" and c.get("purple_kind") not in purple:
            out.append(f"Contract {c['id']} must join one of the purple kinds {sorted(purple)} [SET-3, CON-3].")
    for c in contracts:
        if c["kind"] not in CONTRACT_COUNTS:
            out.append(f"Contract {c['id']} is of the unknown kind {c['kind']}.")
        req = c["requirement"]
        if req.get("what") not in CONTRACT_GOALS:
            out.append(f"Contract {c['id']} requires the unknown thing {req.get('what')}.")
        if not isinstance(req.get("at_least"), int) or req["at_least"] < 1:
            out.append(f"Contract {c['id']} must require at least 1 of something.")
        elif req["at_least"] > most_of(comp, req["what"]):
            out.append(f"Contract {c['id']} requires {req['at_least']} {req['what']}, more than one player's "
                       f"board holds ({most_of(comp, req['what'])}).")
        if "colour" in req and req["colour"] not in COLOURS:
            out.append(f"Contract {c['id']} names the unknown city colour {req['colour']}.")
        if not c["reward"] or not set(c["reward"]) <= set(REWARD_KEYS):
            out.append(f"Contract {c['id']} has an unknown or empty reward {c['reward']}.")
        if c["kind"] == "initial" and c["reward"].get("technology") != 1:
            out.append(f"Initial contract {c['id']} must reward a level-1 technology [CON-9].")


def most_of(comp: Components, what: str) -> float:
    """The most of a contract's goal one player can ever have, where the player's board bounds it
    (its mine and turbine spaces, its buildings of each type); unbounded goals are infinite."""
    board = comp.board
    types = {"residences": "residence", "factories": "factory", "laboratories": "laboratory"}
    if what in ("mines", "uranium_mines"):
        return len(board["mines"])
    if what == "turbines":
        return len(board["turbines"])
    if what in types:
        return sum(1 for b in board["buildings"] if b["type"] == types[what])
    if what in ("buildings", "electrified"):
        return len(board["buildings"])
    return float("inf")


def _experiments(comp: Components, out: list) -> None:
    exps = comp.raw["experiments"]["experiments"]
    if sorted(e["id"] for e in exps) != list("ABCDEF"):
        out.append(f"The experiments must be A-F, not {sorted(e['id'] for e in exps)} [TEC-1].")
    for e in exps:
        techs = e["technologies"]
        levels = [t["level"] for t in techs]
        if sorted(levels) != [1, 1, 1, 2, 2, 2, 3, 3]:
            out.append(f"Experiment {e['id']} must have 3, 3 and 2 technologies of levels 1-3, not {sorted(levels)} [TEC-3].")
        if [t["id"] for t in techs] != [f"{e['id']}{i}" for i in range(1, 9)]:
            out.append(f"Experiment {e['id']}'s technologies must be {e['id']}1-{e['id']}8 in order.")
        if techs and techs[-1].get("kind") != "end_scoring":
            out.append(f"Technology {e['id']}8 must score at the end [TEC-3].")
        for t in techs:
            if t.get("kind") not in ("one_shot", "ongoing", "end_scoring"):
                out.append(f"Technology {t['id']} is of the unknown kind {t.get('kind')}.")
            unknown = set(t.get("effect", {})) - set(EFFECT_KEYS)
            if unknown:
                out.append(f"Technology {t['id']} has effects the engine does not know: {', '.join(sorted(unknown))}.")
            if t.get("effect", {}).get("same_as", t["id"]) not in comp.technologies:
                out.append(f"Technology {t['id']} repeats {t['effect']['same_as']}, which is no technology.")
        if not e.get("turbine_effect"):
            out.append(f"Experiment {e['id']} has no turbine effect [TEC-7].")
        elif set(e["turbine_effect"]) - set(EFFECT_KEYS):
            out.append(f"Experiment {e['id']}'s turbine effect says what the engine does not know.")
        for tile in e.get("special_tiles", []):
            if tile not in comp.tiles:
                out.append(f"Experiment {e['id']} names the special tile {tile}, which is no tile.")
    for need, where in (("E1", "A"), ("F4", "A"), ("E6", "B"), ("F1", "D")):
        if not any(t["effect"].get("same_as") == need for t in comp.experiments.get(where, {}).get("technologies", [])):
            out.append(f"Experiment {where} must contain technology {need}, as the expansion says [TEC-5].")
    _experiments_e_and_f(comp, out)


def _experiments_e_and_f(comp: Components, out: list) -> None:
    """The printed technologies and turbine effects of E and F, E only with the parliament
    (MOD-3), F's "*" tile for play without it (MOD-2) and its chaining tiles (CH-1, F7)."""
    for tid, (level, printed) in PRINTED_TECHNOLOGIES.items():
        t = comp.technologies.get(tid)
        if t is None:
            out.append(f"Technology {tid} is missing [TEC table].")
            continue
        if t["level"] != level or any(t["effect"].get(k) != v for k, v in printed.items()):
            out.append(f"Technology {tid} is not as printed: level {level} and {printed} [TEC table].")
    effects = [{k: v for k, v in comp.experiments[e]["turbine_effect"].items() if k not in ("after", "source")}
               for e in "EF" if e in comp.experiments]
    if sorted(map(str, effects)) != sorted(map(str, PRINTED_TURBINE_EFFECTS)):
        out.append("Experiments E and F must have the two printed turbine effects, one each [TRB].")
    if not comp.experiments.get("E", {}).get("expansion") or comp.experiments.get("F", {}).get("expansion"):
        out.append("Experiment E needs the expansion and Experiment F does not [MOD-2, MOD-3].")
    star = [t["id"] for t in comp.tiles.values() if t["set"] == "start_base"]
    swapped = [t.get("replaced_without_expansion") for t in comp.tiles.values()
               if t["set"] == "start" and t.get("experiment") == "F" and t.get("replaced_without_expansion")]
    if swapped != star:
        out.append("Experiment F's one starting tile with Politicking must name its \"*\" tile [MOD-2].")
    chaining = sorted(t["id"] for t in comp.tiles.values() if t["set"] == "chaining")
    if sorted(comp.technologies.get("F7", {}).get("effect", {}).get("gain_tiles", [])) != chaining:
        out.append("Technology F7 must bring the chaining tiles [EXF-2].")
    for tid in chaining:
        if comp.tiles[tid]["halves"][0]["action"] not in MAIN_ACTIONS:
            out.append(f"Chaining tile {tid} must show one main action [CH-1].")


def _map(comp: Components, out: list) -> None:
    if sorted(comp.maps) != sorted(SIDES):
        out.append(f"The map must have the sides {', '.join(SIDES)} [SET-1].")
    for side, m in comp.maps.items():
        where = f"On the {side} side,"
        _unique(out, f"{side} map", [c["id"] for c in m.raw["cities"]]
                + [s["id"] for c in m.raw["cities"] for s in c["spaces"]]
                + [link["id"] for link in m.raw["links"]] + [s for link in m.raw["links"] for s in link["spaces"]])
        names = {c["name"] for c in m.cities.values()}
        for name in KNOWN_CITIES:
            if name not in names:
                out.append(f"{where} the city {name} is missing [MAP-2].")
        for c in m.cities.values():
            if c["colour"] not in COLOURS:
                out.append(f"{where} {c['name']} has the unknown colour {c['colour']} [MAP-1].")
            for s in c["spaces"]:
                if s["kind"] not in ("urban", "mine", "turbine"):
                    out.append(f"{where} space {s['id']} is of the unknown kind {s['kind']}.")
                if s["kind"] == "urban" and (not s.get("types") or not set(s["types"]) <= set(BUILDING_TYPES)):
                    out.append(f"{where} urban space {s['id']} names unknown building types {s.get('types')} [URB-3].")
                if s["kind"] == "turbine" and c.get("power_plant") != "standee":
                    out.append(f"{where} {c['name']} has a turbine space but no power plant for uranium [IND-2].")
        plants = Counter(c.get("power_plant") for c in m.cities.values() if c.get("power_plant"))
        if plants != Counter({"standee": 4, "coal": 1}):
            out.append(f"{where} there must be 4 power plants for uranium and 1 coal plant, not {dict(plants)} [ENG-1].")
        coal = [c["name"] for c in m.cities.values() if c.get("power_plant") == "coal"]
        if coal and coal != ["Riesa"]:
            out.append(f"{where} the coal power plant stands in {coal[0]}, not in Riesa [ENG-1].")
        wagons = [c for c in m.cities.values() if c.get("coal_wagons")]
        if len(wagons) != 2 or sum(c["coal_wagons"] for c in wagons) != 13:
            out.append(f"{where} there must be 2 coal-wagon areas holding 13 wagons [U-12].")
        urban = sum(1 for s in m.spaces.values() if s["kind"] == "urban")
        mines = sum(1 for s in m.spaces.values() if s["kind"] == "mine")
        players = 2 if side == "1-2" else 4
        need = players * 12 + 4 + (5 if side == "1-2" else 0)
        if urban < need:
            out.append(f"{where} {urban} urban spaces cannot hold {players} players' buildings, the neutral ones and the rubble ({need}) [U-1].")
        if mines < 3 + players * 2:
            out.append(f"{where} {mines} mine spaces are too few for the rubble and the players' mines [U-1].")
        if side == "3-4" and sum(1 for s in m.spaces.values() if s.get("four_players")) < 3:
            out.append(f"{where} at least 3 turbine spaces must be marked for 4 players [IND-7].")
        for link in m.links.values():
            for end in (link["a"], link["b"]):
                if end not in m.cities:
                    out.append(f"{where} link {link['id']} ends at {end}, which is no city.")
            if not 1 <= len(link["spaces"]) <= 2:
                out.append(f"{where} link {link['id']} has {len(link['spaces'])} railway spaces, not 1 or 2 [RAIL-8].")
        if m.cities and _parts(m) > 1:
            out.append(f"{where} the railway does not join every city: the map falls into {_parts(m)} parts [U-1].")


def _parts(m) -> int:
    seen, parts = set(), 0
    for start in m.cities:
        if start in seen:
            continue
        parts += 1
        todo = [start]
        while todo:
            city = todo.pop()
            if city in seen:
                continue
            seen.add(city)
            todo += [link["b"] if link["a"] == city else link["a"] for link in m.links.values()
                     if city in (link["a"], link["b"]) and link["a"] in m.cities and link["b"] in m.cities]
    return parts


def _setup_cards(comp: Components, out: list) -> None:
    cards = comp.raw["setup_cards"]["cards"]
    if sorted(c["number"] for c in cards) != list(range(1, 14)):
        out.append("The setup cards must be numbered 1-13 [SET-7].")
    for c in cards:
        for side, m in comp.maps.items():
            rows = c["rows"].get(side)
            if not rows or len(rows) != 4:
                out.append(f"Setup card {c['number']} must name 4 cities for the {side} side [SET-7].")
                continue
            for city in rows:
                if city not in m.cities:
                    out.append(f"Setup card {c['number']} names {city}, which is no city of the {side} side.")
            if rows[1] in m.cities and m.cities[rows[1]].get("power_plant") != "standee":
                out.append(f"Setup card {c['number']}'s second row ({rows[1]}) must be a city with a power plant for a Nucleum [SET-7].")
            if rows[3] in m.cities and not any(s["kind"] == "mine" for s in m.cities[rows[3]]["spaces"]):
                out.append(f"Setup card {c['number']}'s fourth row ({rows[3]}) must be a city with mine spaces [SET-7].")


def _milestones(comp: Components, out: list) -> None:
    ms = comp.milestones
    _count(out, "milestone tiles", len(ms["tiles"]), 8, "MIL-1")
    for t in ms["tiles"]:
        if t["per"] not in MILESTONE_CRITERIA:
            out.append(f"Milestone tile {t['id']} counts the unknown thing {t['per']}.")
    track = ms["track"]
    values = [s["value"] for s in track]
    if values != sorted(values) or values[:1] != [0]:
        out.append("The milestone track must rise from its 0 space [MIL-3].")
    if sorted({s["tier"] for s in track if s["tier"]}) != [1, 2, 3, 4]:
        out.append("The milestone track must have 4 tiers above its 0 space [U-8].")
    if not any(s["value"] >= 40 for s in track):
        out.append("The milestone track must reach at least 40 achievement tokens [U-8].")
    if not any(s["value"] == 40 and s.get("effect", {}).get("vp") == 9 for s in track):
        out.append("The 40 space of the milestone track gives 9 VP [MIL-5].")
    if sum(1 for t in ms["tiers"] if t.get("nucleum")) != 3:
        out.append("Three lower tiers must each hold a Nucleum token and its reward [SET-6].")


def _board(comp: Components, out: list) -> None:
    b = comp.board
    start = b["starting"]
    for key, wanted, tag in (("thalers", 4, "SET-10"), ("available_workers", 2, "SET-10"),
                             ("supply_workers", 16, "SET-10"), ("milestone_markers", 6, "MIL-2")):
        if start.get(key) != wanted:
            out.append(f"A player starts with {wanted} {key.replace('_', ' ')}, not {start.get(key)} [{tag}].")
    tracks = b["income_tracks"]
    if sorted(tracks) != sorted(TRACKS):
        out.append("The player board has the income tracks thaler, worker and VP [INC-1].")
    elif [tracks[t][0] for t in TRACKS] != [4, 2, 0]:
        out.append("Income starts at 4 thalers, 2 workers and 0 VP [INC-1].")
    elif any(len(tracks[t]) != b["slots"] + 1 for t in TRACKS):
        out.append("Each income track needs a space for every action slot and its start [Q-7].")
    kinds = Counter((x["type"], x["level"]) for x in b["buildings"])
    if kinds != Counter({(t, lvl): 1 for t in BUILDING_TYPES for lvl in range(1, 5)}):
        out.append("A player has one building of each type at levels I-IV, 12 in all [URB-6].")
    _count(out, "turbines per player", len(b["turbines"]), 4, "IND-2")
    if sorted(x["size"] for x in b["mines"]) != [2, 2, 3, 3]:
        out.append("A player's 4 mines are two of size 2 and two of size 3 [IND-3].")
    if not 1 <= len(b["contract_spaces"]) <= 4:
        out.append("A player board has 1-4 contract spaces [CON-6].")


def _supply(comp: Components, out: list) -> None:
    s = comp.supply
    prices = s["offer_prices"]
    if len(prices) != 5 or prices[-1] != 0 or prices != sorted(prices, reverse=True):
        out.append("The offer has 5 slots whose prices rise from 0 at the right [TILE-5].")
    _count(out, "coal wagons", len(s["coal_wagons"]), 13, "U-12")
    neutral = s["neutral_buildings"]
    _count(out, "neutral buildings", len(neutral), 10, "BLD-4")
    if not any(n["type"] == "government" for n in neutral):
        out.append("The neutral buildings include government buildings [BLD-4].")


def _parliament(comp: Components, out: list) -> None:
    p = comp.parliament
    if p["parties"] != ["capitalists", "liberals", "communists", "royalists"]:
        out.append("The parliament's parties are, top to bottom, capitalists, liberals, communists, royalists.")
    _count(out, "party programs", len(p["programs"]), 8, "expansion components")
    for party, n in Counter(x["party"] for x in p["programs"]).items():
        if n != 2:
            out.append(f"The {party} have {n} programs, not the two sides of one tile.")
    for program in p["programs"] + p.get("example_programs", []):
        if program["scores"] not in PROGRAM_SCORES:
            out.append(f"Program {program['id']} scores the unknown thing {program['scores']}.")
        if program["party"] not in PARTIES:
            out.append(f"Program {program['id']} belongs to the unknown party {program['party']}.")
    if [x["id"] for x in p["programs"]] != [f"P{i}" for i in range(1, 9)]:
        out.append("The party programs must be P1-P8 in the appendix's order.")
    for key, table, allowed in (("rewards", PARTY_REWARDS, PARTY_REWARD_KEYS), ("baron_rewards", BARON_REWARDS,
                                                                         BARON_REWARD_KEYS)):
        if p[key] != table:
            out.append(f"The parties' {key.replace('_', ' ')} are printed as {table}, not {p[key]} [POL-3, BAR-6].")
        for reward in p[key].values():
            if not set(reward) <= set(allowed):
                out.append(f"A party reward says what the engine does not know: {reward}.")
    if p["baron_scoring"] != {"per_leadership": 4, "dominant_member": 4, "harder": 6}:
        out.append("The Baron scores 4 VP per party he leads and 4 in the dominant party, 6 and 6 when harder [BAR-7].")
    if p["neutrals"] != ["arrow", "N2", "N3", "N4"]:
        out.append("The neutral politicians are the arrow and the numbers 2, 3 and 4.")
    cards = sorted(n for numbers in p["setup_card_party"].values() for n in numbers)
    if cards != list(range(1, 13)) or list(p["setup_card_party"]) != PARTIES:
        out.append("Setup cards 1-12 map three each to the parties in order; 13 is drawn again [SET-8].")
    if p["flag"] != 90:
        out.append(f"The VP flag stands at 90 with the expansion, not {p['flag']} [SET-5].")
    if p["end_conditions_needed"] != {"3": 3, "4": 3}:
        out.append("With 3 or 4 players the expansion needs 3 end conditions; 1-2 players keep the base count [END-1].")


def _baron(comp: Components, out: list) -> None:
    """Baron von Automat (SOLO-2/3, BAR-1/2): his tiles, his preference orders, his deck, his
    difficulty set-ups."""
    b = comp.baron
    tiles = b["tiles"]["ids"]
    for t in tiles:
        if comp.tiles.get(t, {}).get("set") != "baron":
            out.append(f"The Baron's starting tile {t} is no tile of the set baron [SOLO-2].")
    shown = Counter(h["action"] for t in tiles if t in comp.tiles for h in comp.tiles[t]["halves"])
    for action in MAIN_ACTIONS:
        if shown[action] < 2:
            out.append(f"The Baron's starting tiles show {action} {shown[action]} times: under the last-tile "
                       f"rule one alone is never played [SOLO-3, Q-18].")
    alt = [t for t in comp.raw["tiles"]["tiles"] if t["set"] == "baron_alt"]
    if len(alt) != 1 or alt[0].get("replaces") not in tiles or \
            not any(h["action"] == "politicking" for h in alt[0]["halves"]):
        out.append("The expansion replaces one of the Baron's starting tiles with one showing Politicking [BAR-1].")
    if b["preference"]["order"] != [*MAIN_ACTIONS[:2], "develop", "contract", "energize", "subsidy"]:
        out.append("The Baron's preference order is Urbanize, Industrialize, Develop, Contract, Energize, "
                   "Subsidy [SOLO-3].")
    if b["preference_with_parliament"]["order"] != ["politicking", *b["preference"]["order"]]:
        out.append("With the parliament the Baron prefers Politicking before the base order [BAR-2].")
    cards = b["cards"]
    if not cards:
        out.append("The Baron has a deck of preference cards [SOLO-2].")
    _unique(out, "preference card", [c["id"] for c in cards])
    for c in cards:
        if not isinstance(c["primary"], int) or c["primary"] < 1:
            out.append(f"Preference card {c['id']} has no primary preference (a position from 1) [SOLO-2].")
    if sorted(b["income_track_order"]["order"]) != sorted(TRACKS):
        out.append("The Baron's income track order names each income track once.")
    levels = [d["id"] for d in b["difficulties"]]
    _unique(out, "difficulty", levels)
    if b["default_difficulty"] not in levels:
        out.append(f"The Baron's default difficulty {b['default_difficulty']} is not one of {levels} [SOLO-6].")
    for d in b["difficulties"]:
        if not set(d["income"]) <= set(TRACKS) or d["thalers"] < 0 or d["available_workers"] < 0:
            out.append(f"The Baron's difficulty {d['id']} names unknown income tracks or negative amounts.")
