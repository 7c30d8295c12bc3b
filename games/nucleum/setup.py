"""Setting up a game (rules digest §16.1, SET-1..SET-11; with the parliament the expansion's
SET-1..SET-11 too), then each seat's choice of experiment from the last player counter-clockwise
(TEC-2), or in the order an auction sets (AUC-1)."""
from __future__ import annotations

from games.engine import event, new_rng, rng_int, shuffle
from games.nucleum import auction, parliament, steps
from games.nucleum.state import comps

# Tiles drawn from the 30 undotted ones for 2 / 3 / 4 players (TILE-4; solo as 2, Q-14), and
# the silver and gold contracts kept (CON-4).
UNDOTTED = {1: 10, 2: 10, 3: 15, 4: 25}
SILVER = {1: 6, 2: 6, 3: 9, 4: 12}
GOLD = {1: 10, 2: 10, 3: 12, 4: 16}
EXPERIMENTS = ("A", "B", "C", "D", "E", "F")  # E only with the parliament (MOD-3)
FLAG = 70


def tile_pools(options: dict) -> tuple[list[str], list[str]]:
    """The tiles every draw stack holds and those it draws from (TILE-4): with the parliament,
    7 general tiles leave and the 12 Politicking tiles join (SET-1), drawn like the undotted
    ones or (by option, A-15) all of them in every game."""
    expansion = options.get("expansion") == "parliament"
    tiles = [t for t in comps().tiles.values() if t["set"] == "general" and not (expansion and t.get("removed_by_expansion"))]
    if expansion:
        tiles += [t | ({"dotted": True} if options.get("politicking_tiles") == "always" else {})
                  for t in comps().tiles.values() if t["set"] == "politicking"]
    return [t["id"] for t in tiles if t.get("dotted")], [t["id"] for t in tiles if not t.get("dotted")]


def contract_pool(options: dict, kind: str) -> list[str]:
    """A contract stack's tiles, the expansion's among them with the parliament (SET-3)."""
    expansion = options.get("expansion") == "parliament"
    return [k for k, v in comps().contracts.items() if v["kind"] == kind and (expansion or not v.get("expansion"))]


def starting_tiles(experiment: str, expansion: bool) -> list[str]:
    """An experiment's five starting tiles. With the parliament, A-D's marked tile gives way to
    its alternative with Politicking (SET-2); without it, F's tile with Politicking stays in the
    box for its "*" tile (MOD-2)."""
    tiles = comps().tiles
    start = [t for t, v in tiles.items() if v["set"] == "start" and v.get("experiment") == experiment]
    if not expansion:
        return sorted(tiles[t].get("replaced_without_expansion", t) for t in start)
    alternative = {v["replaces"]: t for t, v in tiles.items() if v["set"] == "alt_start"}
    return sorted(alternative.get(t, t) for t in start)


def initial_state(game_id: str, schema: int, n: int, options: dict, seed: int) -> dict:
    c = comps()
    rng = new_rng(seed)
    side = c.side_name(n)
    m = c.maps[side]
    expansion = options.get("expansion") == "parliament"
    dotted, undotted = tile_pools(options)
    shuffle(rng, undotted)
    draw = dotted + undotted[:UNDOTTED[n]]
    shuffle(rng, draw)
    offer, draw = draw[:5], draw[5:]

    def deck(kind: str, keep: int) -> list[str]:
        ids = contract_pool(options, kind)
        shuffle(rng, ids)
        return ids[:keep]

    initial = deck("initial", n)
    silver, gold = deck("silver", SILVER[n]), deck("gold", GOLD[n])
    purple = []
    for kind in (1, 2, 3):  # one of each purple kind (CON-3)
        ids = sorted(k for k in contract_pool(options, "purple") if c.contracts[k].get("purple_kind") == kind)
        purple.append(ids[rng_int(rng, 0, len(ids) - 1)])
    tiles = sorted(t["id"] for t in c.milestones["tiles"])
    shuffle(rng, tiles)
    cards = sorted(c.setup_cards)
    shuffle(rng, cards)
    board = {
        "offer": offer, "draw_count": len(draw),
        "silver": silver[:2], "gold": gold[:2], "silver_count": len(silver) - 2, "gold_count": len(gold) - 2,
        "purple": purple, "rail": {},
        "plants": {cid: {"nucleum": False} for cid, city in m.cities.items() if city.get("power_plant") == "standee"},
        "neutral": {}, "rubble": [], "structures": {}, "setup_cards": [],
        "milestone_tiles": tiles[:4], "nucleum_tiers": [t["tier"] for t in c.milestones["tiers"] if t.get("nucleum")],
        "coal": {cid: city["coal_wagons"] for cid, city in m.cities.items() if city.get("coal_wagons")},
        "end_markers": [],
    }
    start = c.board["starting"]
    spaces = len(c.board["contract_spaces"])
    players = [{
        "thalers": start["thalers"], "workers": start["available_workers"],
        # SET-11: the expansion's two workers join the supply
        "supply": start["supply_workers"] + (start["expansion_supply_workers"] if expansion else 0),
        "achievements": 0, "vp": 0, "income": {"thaler": 0, "worker": 0, "vp": 0},
        "built": {"buildings": [], "mines": [], "turbines": []},
        "experiment": None, "pool": [], "slots": [],
        # the initial contract lies on the bottom space, without that space's benefit (SET-10)
        "contracts": [None] * (spaces - 1) + [initial[i]], "fulfilled": [], "technologies": [],
        "recharges": 0, "markers": [],
    } for i in range(n)]
    first = rng_int(rng, 0, n - 1)
    state = {
        "game": game_id, "schema": schema, "options": options, "rng": rng, "log": [],
        "components": c.name, "side": side, "flag": c.parliament["flag"] if expansion else FLAG,
        "players": players, "seats": [{} for _ in range(n)],
        "secret": {"draw": draw, "silver": silver[2:], "gold": gold[2:], "setup_cards": cards},
        "board": board,
        "flow": {"active": first, "first": first, "stack": [], "final_turns": None},
        "end": None, "parliament": None,
    }
    events = [event("setup", seats=n, side=side, first=first)]
    if c.provisional:
        events.append(event("provisional_components", components=c.name))
    events += _setup_map(state)
    if expansion:
        events += parliament.setup(state)
    if options.get("auction") and n > 1:  # the advanced variant is not for solo (AUC)
        events += auction.start(state)
    else:  # experiments from the last player counter-clockwise (TEC-2)
        order = [(first - 1 - i) % n for i in range(n)]
        steps.push(state, *[{"step": "choose_experiment", "seat": s} for s in order])
    state["log"].extend(events)
    return state


def _setup_map(state) -> list:
    """SET-7 and SET-8: the first setup card's neutral building, Nucleum and (under 4 players)
    rubble, then three more cards with a neutral building each."""
    c, board, rng = comps(), state["board"], state["rng"]
    m = c.maps[state["side"]]
    events = []
    neutral = sorted(b["id"] for b in c.supply["neutral_buildings"])
    shuffle(rng, neutral)
    for i in range(4):
        number = state["secret"]["setup_cards"].pop()
        board["setup_cards"].append(number)
        rows = c.setup_cards[number]["rows"][state["side"]]
        events += _place_neutral(state, m, rows[0], neutral)
        if i:
            continue
        board["plants"][rows[1]]["nucleum"] = True
        events.append(event("nucleum_placed", city=rows[1], card=number))
        if len(state["players"]) < 4:
            for city, kind in ((rows[2], "urban"), (rows[3], "mine")):
                free = [s["id"] for s in m.cities[city]["spaces"] if s["kind"] == kind and _free(board, s["id"])]
                if free:
                    board["rubble"].append(free[-1])
                    events.append(event("rubble", space=free[-1], city=city))
            for space in sorted(m.spaces):
                if m.spaces[space].get("four_players"):
                    board["rubble"].append(space)
    return events


def _free(board, space: str) -> bool:
    return space not in board["neutral"] and space not in board["rubble"]


def _place_neutral(state, m, city: str, pile: list) -> list:
    """SET-8: a red-bordered space if free, else a matching single-type space, else a matching
    dual-type one; a building that fits nowhere is set aside and the next one drawn."""
    c, board = comps(), state["board"]
    buildings = {b["id"]: b for b in c.supply["neutral_buildings"]}
    urban = [s for s in m.cities[city]["spaces"] if s["kind"] == "urban" and _free(board, s["id"])]
    while pile:
        b = buildings[pile.pop()]
        for fits in (lambda s: s.get("red"),
                     lambda s: not s.get("red") and s["types"] == [b["type"]],
                     lambda s: not s.get("red") and b["type"] in s["types"]):
            space = next((s["id"] for s in urban if fits(s)), None)
            if space:
                board["neutral"][space] = b["id"]
                return [event("neutral_building", building=b["id"], space=space, city=city)]
    return []
