"""What the drawn board shows, from one seat's view only: the map of hexes (terrain, tiles,
outposts, home territories), the four advancement tracks with every player's tokens and the
landmarks still on them, each player's capital city, income mat, tapestry cards played, tech
cards, resources and VP, the bots' panel in the solo game, the seat's own hand; and which board
element each option of the pending prompt names.

Map geometry: a hex's `row` and `col` in data/map.json are those of a flat-topped hex grid
(a column every 1.5 radii, a row every half hex height); its six sides, in the data's order,
run clockwise from the top (the order of data.EDGE_OFFSETS).
"""
from __future__ import annotations

import math

from games.engine import Phrase, _, public
from games.tapestry import data, territory
from games.tapestry.automa import text as automa_text
from games.tapestry.automa.setup import home_hexes
from games.tapestry.capital import SIZE, shapes
from games.tapestry.text import (ACHIEVEMENT_NAMES, BUILDING_NAMES, RES_NAMES, TRACK_NAMES, card_name, hex_label, seat_name,
                                 space_name)

RADIUS = 40
ROW_STEP = RADIUS * math.sqrt(3) / 2  # half a hex's height
COL_STEP = RADIUS * 1.5
TERRAIN_NAMES = {"sea": _("sea"), "forest": _("forest"), "mountain": _("mountain"), "desert": _("desert"),
                 "grassland": _("grassland"), "wetland": _("wetland"), "tropical": _("tropical")}
# the capital's legend: what each kind of plot holds
PLOT_NAMES = [("c1", _("impassable plot")), ("cm", _("market")), ("ch", _("house")), ("cf", _("farm")),
              ("ca", _("armory")), ("cL", _("landmark"))]
TECH_ROWS = (("top", _("top row")), ("middle", _("middle row")), ("bottom", _("bottom row")))


def board_context(view: dict) -> dict:
    """Names, geometry and groupings the board template shows; nothing the view does not hold."""
    board = view["board"]
    seat = view.get("seat")
    me = view.get("me") or {}
    prompt = view.get("prompt")
    building = (prompt or {}).get("params", {}).get("building") if (prompt or {}).get("id") == "tapestry.place_building" else None
    flow = view["flow"]
    return {
        # what every seat and the spectators see alike: the platform draws it once for all of them
        "public": public({"map": map_context(view)}),
        "tracks": tracks_context(view),
        # another player's mats are alike for every audience but their owner
        "players": [player_context(view, s, True) if s == seat else public(player_context(view, s, False))
                    for s in range(len(view["players"]))],
        "automa": automa_text.board(view),
        "tech_row": [{"key": c, "name": data.TECH_CARDS[c]["name"], "text": tech_text(c)} for c in board["tech_row"]],
        "landmarks": [{"key": k, "name": data.LANDMARKS[k]["name"]} for k in board["landmarks"]],
        "achievements": [{"name": ACHIEVEMENT_NAMES[k], "text": data.ACHIEVEMENTS[k]["text"],
                          "seats": [{"seat": s, "name": seat_name(s)} for s in board["achievements"].get(k, [])]}
                         for k in data.ACHIEVEMENTS],
        "decks": {"tech": board["tech_deck_count"], "tapestry": board["tapestry_deck_count"],
                  "territory": board["territory_deck_count"], "space": board["space_deck_count"]},
        # `copy`: which of the hand's copies of that card (one card has seven): names its piece of the board
        "hand": [{"key": c, "copy": hand[:i].count(c), "name": card_name(c), "text": data.TAPESTRY_CARDS[c]["text"]}
                 for hand in [me.get("hand", [])] for i, c in enumerate(hand)],
        "offer": [{"key": c, "name": data.CIVILIZATIONS[c]["name"], "text": civ_text(c)}
                  for c in me.get("offer", [])],
        "plot_names": [{"cls": c, "name": n} for c, n in PLOT_NAMES],
        "placing": placing(building) if building and building not in data.BUILDINGS else None,
        "placing_name": (BUILDING_NAMES.get(building) or data.LANDMARKS.get(building, {}).get("name")) if building else None,
        "active": seat_name(flow["active"]) if flow.get("active") is not None else "",
        "turn": flow["turn"],
        "targets": targets(view),
        "rotations": rotations(prompt),
        "outline": OUTLINE,
    }


# --------------------------------------------------------------------------- the map


def hex_centre(spot: dict) -> tuple[float, float]:
    return spot["col"] * COL_STEP, spot["row"] * ROW_STEP


def corner(k: int) -> tuple[float, float]:
    """Corner k of a flat-topped hex around (0, 0); side s runs from corner s + 4 to corner s + 5."""
    a = math.radians(60 * k)
    return RADIUS * math.cos(a), RADIUS * math.sin(a)


def _points(pts) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


OUTLINE = _points(corner(k) for k in range(6))
# the six wedges from the centre, one per side, clockwise from the top
WEDGES = [_points([(0, 0), corner((s + 4) % 6), corner((s + 5) % 6)]) for s in range(6)]


def terrains(view: dict, hid: str) -> list[str] | None:
    """The 6 side terrains of a hex as they lie on the board (a tile turned), None if unexplored."""
    return territory.terrain(view, hid)  # the view holds the whole public board


def hex_terrain(view: dict, hid: str):
    """What a map hex reads as: "unexplored", "middle island", or its land terrains (sea if none)."""
    sides = terrains(view, hid)
    if sides is None:
        return _("unexplored")
    if hid == data.MAPS[view["board"]["map"]]["middle"]:
        return _("middle island")
    land = list(dict.fromkeys(t for t in sides if t != "sea")) or ["sea"]
    return Phrase.join([TERRAIN_NAMES.get(t, t) for t in land])


def wedges(sides: list[str]) -> list[dict]:
    """A hex drawn as six wedges in its side terrains."""
    return [{"terrain": t, "points": WEDGES[s]} for s, t in enumerate(sides)]


def rotations(prompt: dict | None) -> list[dict]:
    """The tile being explored drawn as it would lie in each of its rotations, each a board target
    of its option (explore_rotation's prompt names the tile)."""
    if not prompt or prompt.get("id") != "tapestry.explore_rotation":
        return []
    tile = prompt["params"]["tile"]
    return [{"key": o["id"], "vp": o["params"]["vp"], "degrees": o["params"]["degrees"],
             "wedges": wedges(territory.turned(tile, o["params"]["rot"]))} for o in prompt["options"]]


def map_context(view: dict) -> dict:
    board = view["board"]
    spots = data.MAPS[board["map"]]["hexes"]
    middle = data.MAPS[board["map"]]["middle"]
    homes = {}
    for s, hid in sorted(home_hexes(view).items()):
        homes.setdefault(hid, []).append({"seat": s, "name": seat_name(s)})
    hexes = []
    for hid, h in board["hexes"].items():
        spot = spots[hid]
        x, y = hex_centre(spot)
        sides = terrains(view, hid)
        outposts = [{"seat": t[0], "upright": t[1], "kind": t[2] if len(t) > 2 else "outpost", "owner": seat_name(t[0])}
                    for t in h["outposts"]]
        owners = list(dict.fromkeys(o["owner"] for o in outposts if o["upright"]))
        hexes.append({  # "at" is text: a number would be drawn with a decimal comma in Czech
            "id": hid, "label": hex_label(hid), "row": spot["row"], "col": spot["col"], "at": f"{x:.1f},{y:.1f}",
            "tile": h["tile"], "terrain": hex_terrain(view, hid), "middle": hid == middle,
            "wedges": wedges(sides) if sides else [],
            "homes": homes.get(hid, []), "home_names": [o["name"] for o in homes.get(hid, [])],
            "outposts": [dict(o, dx=(k % 3 - 1) * 13, dy=(k // 3) * 13 + 4) for k, o in enumerate(outposts)],
            "owners": owners,
            "number": h["tile"] if isinstance(h["tile"], int) else "",
        })
    xs, ys = zip(*(hex_centre(spots[hid]) for hid in board["hexes"]))
    pad = RADIUS + 4
    return {"hexes": sorted(hexes, key=lambda h: (h["row"], h["col"])), "outline": OUTLINE,
            "view_box": f"{min(xs) - pad:.0f} {min(ys) - pad:.0f} {max(xs) - min(xs) + 2 * pad:.0f} "
                        f"{max(ys) - min(ys) + 2 * pad:.0f}"}


# --------------------------------------------------------------------------- tracks and players


def tracks_context(view: dict) -> list[dict]:
    """The four tracks: each space with the tokens on it (a player's 0 is the start space) and
    the landmark still printed there; the seat's next space carries the track's key."""
    seat = view.get("seat")
    free = set(view["board"]["landmarks"])
    out = []
    for t in data.TRACK_KEYS:
        tokens = {}
        for s, p in enumerate(view["players"]):
            for tok in p["tokens"]:
                if tok["track"] == t:
                    tokens.setdefault(tok["pos"], []).append({"seat": s, "name": seat_name(s)})
        mine = max((tok["pos"] for tok in view["players"][seat]["tokens"] if tok["track"] == t), default=None) \
            if seat is not None else None
        spaces = [{"pos": 0, "name": _("start"), "tier": 0, "tokens": tokens.get(0, []), "landmark": None,
                   "next": False, "text": ""}]
        for sp in data.TRACKS[t]["spaces"]:
            lm = data.TRACK_LANDMARKS.get((t, sp["space"]))
            spaces.append({"pos": sp["space"], "name": sp["name"], "tier": sp["tier"], "tokens": tokens.get(sp["space"], []),
                           "landmark": {"key": lm, "name": data.LANDMARKS[lm]["name"]} if lm in free else None,
                           "bonus": bool(sp.get("bonus")), "next": mine is not None and sp["space"] == mine + 1})
        out.append({"id": t, "name": TRACK_NAMES[t], "spaces": spaces})
    return out


def tech_text(key: str) -> Phrase:
    """A tech card's two benefits, each translated on its own."""
    c = data.TECH_CARDS[key]
    return Phrase("● {circle} ■ {square}", {"circle": c["circle_text"], "square": c["square_text"]})


def civ_text(key: str) -> Phrase:
    """A civilization's paragraphs, each translated on its own."""
    return Phrase.join(data.CIVILIZATIONS[key]["text"], " ")


def player_context(view: dict, s: int, mine: bool) -> dict:
    p = view["players"][s]
    tracks = {t: max((tok["pos"] for tok in p["tokens"] if tok["track"] == t), default=0) for t in data.TRACK_KEYS}
    return {
        "seat": s, "name": seat_name(s), "mine": mine, "vp": p["vp"], "era": p["era"],
        "done": p["done"] and p.get("bot") != "shadow",  # the Shadow Empire takes no turns of its own
        "bot": p.get("bot"),
        "res": [{"id": r, "name": RES_NAMES[r], "n": p["res"][r]} for r in data.RESOURCES],
        "tracks": [{"id": t, "name": TRACK_NAMES[t], "pos": tracks[t],
                    "space": space_name(t, tracks[t]) if tracks[t] else "", "complete": t in p["complete"]}
                   for t in data.TRACK_KEYS],
        "income": income_mat(p) if p["capital"] or not p.get("bot") else None,
        "landmarks": [{"key": k, "name": data.LANDMARKS[k]["name"]} for k in p["landmarks"]],
        "tech": [{"row": row, "name": name, "cards": [{"key": c, "name": data.TECH_CARDS[c]["name"], "text": tech_text(c)}
                                                      for c in p["tech"][row]]} for row, name in TECH_ROWS],
        "tapestry": [{"k": k, "name": card_name(c) if c != "face_down" else "", "face_down": c == "face_down",
                      "text": data.TAPESTRY_CARDS[c]["text"] if c in data.TAPESTRY_CARDS else "",
                      "era": k + 2} for k, c in enumerate(p["tapestry"])],
        "tapestry_slots": [] if p.get("bot") else list(range(max(0, data.INCOME_TURNS - 1 - len(p["tapestry"])))),
        "civs": [{"key": c, "name": data.CIVILIZATIONS[c]["name"], "text": civ_text(c)}
                 for c in p["civs"]],
        "capital": data.CAPITALS[p["capital"]]["name"] if p["capital"] else "",
        "city": city_grid(p["city"]) if p["city"] else None,
        "outside": p["outside"],
        "districts": len(p["districts"]),
        "tiles": p["tiles"], "space_tiles": p["space_tiles"], "hand_count": p["hand_count"],
        "outposts": p["outposts"], "achievements": [ACHIEVEMENT_NAMES[a] for a in p["achievements"]],
    }


def income_mat(p: dict) -> list[dict]:
    """The 4 rows of the income mat: the 5 buildings still on it cover levels 2-6 from the left;
    taking one exposes the next level (level 1 is always exposed)."""
    rows = []
    for b in data.BUILDINGS:
        levels = data.INCOME[b]["levels"]
        taken = p["taken"][b]
        rows.append({"id": b, "name": BUILDING_NAMES[b], "left": data.INCOME_TURNS - taken, "taken": taken,
                     "levels": [{"name": lv["name"], "exposed": k <= taken} for k, lv in enumerate(levels)]})
    return rows


def city_grid(city: list[str]) -> list[list[str]]:
    """The 9x9 capital as each plot's classes: its content (c0 free, c1 impassable, cm ch cf ca
    an income building, cL a landmark) and the edges of its 3x3 district (dr below, dc right).
    Plain strings: 81 plots a player, drawn for every audience, stay cheap to render."""
    return [[f"c{city[r][c]}" + (" dr" if r % 3 == 2 and r < SIZE - 1 else "") + (" dc" if c % 3 == 2 and c < SIZE - 1 else "")
             for c in range(SIZE)] for r in range(SIZE)]


def first_filled(shape: list[str]) -> tuple[int, int]:
    """The first plot a shape covers, reading rows left to right: where its placement is clicked."""
    return next((i, j) for i, line in enumerate(shape) for j, cell in enumerate(line) if cell == "1")


def placing(building: str) -> list[dict]:
    """The orientations of a landmark being placed, drawn small to pick one after its plot."""
    return [{"o": o, "rows": [list(line) for line in shape]} for o, shape in enumerate(shapes(building))]


# --------------------------------------------------------------------------- what a click plays


SINGLE = {"hex": "hex", "map": "hex", "tile": "tile", "space": "space", "civ": "civ", "landmark": "landmark",
          "building": "building", "res": "res", "seat": "seat", "advance": "track", "track": "track"}


def targets(view: dict) -> dict[str, list[str]]:
    """Board elements each option of the pending prompt names, in the order they are picked: a
    hex, a plot of the capital (then a landmark's orientation, where several start on that plot),
    a track, a tech card, a tapestry card in hand or played, a tile in supply, a resource, an
    income mat row, a player, the explored tile drawn turned. Options without one (pay with what, yes/no,
    a civilization mat's spaces) stay buttons."""
    prompt = view.get("prompt")
    if not prompt:
        return {}
    found = {}
    plots = {}
    supply = view["players"][view["seat"]] if view.get("seat") is not None else {"tiles": [], "space_tiles": []}
    for option in prompt["options"]:
        oid = option["id"]
        kind, _sep, rest = oid.partition(":")
        parts = rest.split(":") if rest else []
        if kind in SINGLE and len(parts) == 1:
            if kind == "res" and prompt["id"] == "tapestry.mercantilism":
                continue  # a conversion, not a resource of the player's
            if (kind == "tile" and int(rest) not in supply["tiles"]) or (kind == "space" and int(rest) not in supply["space_tiles"]):
                continue  # a tile drawn for this choice only, not lying in the supply
            found[oid] = [f"{SINGLE[kind]}:{rest}"]
        elif kind == "income":
            found[oid] = ["income"]
        elif kind == "tech" and parts:
            found[oid] = [f"tech:{parts[-1]}"]  # a card of the row or of a player (Inventors: seat:card)
        elif kind == "deck" and prompt["id"] == "tapestry.invent":
            found[oid] = ["techdeck"]
        elif kind == "card" and len(parts) == 1 and parts[0] in data.TAPESTRY_CARDS:
            found[oid] = [f"card:{rest}"]
        elif kind == "card" and len(parts) == 2:  # Heralds: a tapestry card a neighbour played
            found[oid] = [f"tapestry:{parts[0]}:{parts[1]}"]
        elif kind == "pos" and len(parts) == 2:  # Trade Economy: a player's token on a track
            found[oid] = [f"token:{parts[0]}:{parts[1]}"]
        elif kind == "plot":
            r, c = int(parts[0]), int(parts[1])
            o = int(parts[2]) if len(parts) > 2 else 0
            building = prompt["params"].get("building")
            i, j = first_filled(shapes(building)[o]) if building else (0, 0)
            plots.setdefault((r + i, c + j), []).append((oid, o))
        elif kind == "swap" and len(parts) == 4:  # Architects: two buildings of the capital
            found[oid] = [f"plot:{parts[0]}:{parts[1]}", f"plot:{parts[2]}:{parts[3]}"]
        elif kind == "give" and len(parts) == 2:  # Age of Sail: a tile, then the player
            found[oid] = [f"tile:{parts[0]}", f"seat:{parts[1]}"]
        elif kind == "rot" and prompt["id"] == "tapestry.explore_rotation":  # the tile drawn turned
            found[oid] = [oid]
    for (r, c), there in plots.items():
        for oid, o in there:
            found[oid] = [f"plot:{r}:{c}"] if len(there) == 1 else [f"plot:{r}:{c}", f"shape:{o}"]
    return found
