"""What the drawn board of Nucleum shows, from one seat's view only: the map (cities with their
building, mine and turbine spaces, power plants and coal wagons, the railway links with their
spaces and tiles, completed links and each player's networks), the tile offer with its prices,
the contract displays, the milestone track with its tiles and Nucleum tokens, the VP track to
the flag, the end markers, the parliament of the expansion when it is in play, each player's
board (income tracks, tile slots, pool, buildings, mines, turbines, contract spaces,
technologies); and which board element each option of the pending prompt names.

Nothing of a seat is private (Q-16): the whole board is one public part, drawn once per version
for every audience (`shared()`). The component set in use is named on the board, with the note
that the base components are invented when they are.

Map geometry: the component files give no coordinates, so the cities stand where `PLACES` puts
them on a stylised map of Saxony (north) and Bohemia (south); a city of another set that is not
there is placed on a circle, so any checked set draws.
"""
from __future__ import annotations

import math

from games.engine import ByIdentity, Phrase, Public, _, ngettext
from games.nucleum import networks
from games.nucleum.data import TRACKS
from games.nucleum.state import comps
from games.nucleum.text import (ACTION_NAMES, COLOUR_NAMES, CONDITION_NAMES, NEUTRAL_NAMES, PIECE_NAMES,
                                PROGRAM_TEXTS, TEXTS, TRACK_NAMES, city_name, space_name)

WIDTH, HEIGHT = 1400, 1120  # the map's drawing, in SVG units
BOX_W, BOX_H = 156, 104  # a city
SPACE = 24  # a space in a city
RAIL_W, RAIL_H = 44, 20  # a railway space
# city id -> centre on the map (north up); by the real towns' places, spread to fit the boxes
PLACES = {"leipzig": (130, 80), "riesa": (540, 60), "meissen": (700, 280), "dresden": (1010, 330),
          "bautzen": (1270, 120), "zwickau": (130, 370), "chemnitz": (400, 310), "freiberg": (680, 520),
          "plauen": (130, 640), "marienberg": (420, 560), "teplitz": (1010, 600), "aussig": (1290, 530),
          "eger": (110, 920), "karlsbad": (360, 1010), "joachimsthal": (430, 810), "komotau": (680, 740),
          "brux": (930, 830), "prague": (1210, 1010)}
KIND_NAMES = {"one_shot": _("once, when unlocked"), "ongoing": _("lasting"), "end_scoring": _("at the end")}
REQUIREMENTS = {"buildings": _("Buildings"), "residences": _("Residences"), "factories": _("Factories"),
                "laboratories": _("Laboratories"), "mines": _("Mines"), "uranium_mines": _("Uranium mines"),
                "turbines": _("Turbines"), "electrified": _("Electrified buildings"),
                "rail_workers": _("Workers on railway tiles"), "technologies": _("Technologies"),
                "cities": _("Cities you have built in"), "network_cities": _("Cities of your largest network"),
                "fulfilled_contracts": _("Fulfilled contracts"), "politicians": _("Politicians"),
                "leader_of_dominant_party": _("Leader of the dominant party"),
                "action_tiles": _("Action tiles")}
PARTY_NAMES = {"capitalists": _("Capitalists"), "liberals": _("Liberals"), "communists": _("Communists"),
               "royalists": _("Royalists")}
TYPE_MARKS = {"residence": "⌂", "factory": "⚙", "laboratory": "⚗"}  # drawn on a space; the name is in its title

# The public part is made once per position for every audience: the views of one position hold
# the very same public values (games.engine.Views), so `players` names the position by identity.
_publics = ByIdentity(32)


def board_context(view: dict) -> dict:
    """Names, geometry and groupings the board template shows, from a seat's view only (no rules)."""
    return {
        "public": _publics.get(view["players"], (), lambda: Public(public_context(view))),
        "orients": orients(view),
        "experiments": experiments_offered(view),
        "targets": targets(view),
        "end_reason": (view.get("result") or {}).get("reason"),
    }


def seat_name(seat: int) -> str:
    return f"player-{seat + 1}"


def public_context(view: dict) -> dict:
    board = view["board"]
    n = len(view["players"])
    return {
        "components": components_note(view),
        "status": status(view),
        "map": map_context(view),
        "offer": [{"slot": i, "key": f"offer:{i}", "price": price, "tile": tile_context(t) if t else None}
                  for i, (t, price) in enumerate(zip(board["offer"], comps().supply["offer_prices"]))],
        "draw_count": board["draw_count"],
        "contracts": [{"kind": kind, "name": name, "count": board.get(f"{kind}_count"),
                       "cards": [contract_context(c) for c in board[kind]]}
                      for kind, name in (("silver", _("Silver contracts")), ("gold", _("Gold contracts")),
                                         ("purple", _("Purple contracts")))],
        "milestones": milestone_context(view),
        "vp": vp_context(view),
        "players": [player_context(view, s) for s in range(n)],
        "parliament": parliament_context(view),
    }


def components_note(view: dict) -> dict:
    """The component set the game was set up with, and whether it is the invented one."""
    found = comps()
    return {"name": view["components"], "provisional": found.name == view["components"] and found.provisional,
            "note": TEXTS["provisional_components"]}


def status(view: dict) -> dict:
    board, flow = view["board"], view["flow"]
    return {"acting": [seat_name(s) for s in view.get("to_act", [])],
            "first": seat_name(flow.get("first", 0)),
            "rads": board.get("rads", 0),
            "final_turns": flow.get("final_turns"),
            "side": view["side"],
            "end_markers": [{"name": CONDITION_NAMES.get(m["condition"], m["condition"]), "seat": m["seat"],
                             "who": seat_name(m["seat"]) if isinstance(m.get("seat"), int) else None}
                            for m in board.get("end_markers", [])],
            "conditions": [{"id": c, "name": name, "met": any(m["condition"] == c for m in board.get("end_markers", []))}
                           for c, name in CONDITION_NAMES.items()]}


# --------------------------------------------------------------------------- words for data


def gain_phrase(what: dict) -> Phrase:
    """A gain (a Subsidy bonus, a reward, a benefit) in words: "3 thalers, a step on the VP income track"."""
    parts = []
    for key, text in (("thalers", ngettext("{n} thaler", "{n} thalers")),
                      ("workers", ngettext("{n} worker", "{n} workers")),
                      ("achievements", ngettext("{n} achievement token", "{n} achievement tokens")),
                      ("uranium", ngettext("{n} uranium", "{n} uranium")), ("vp", _("{n} VP"))):
        if what.get(key):
            parts.append(Phrase(text, {"n": what[key]}))
    income = what.get("income")
    if income in TRACKS:
        parts.append(Phrase(_("a step on the {track} income track"), {"track": TRACK_NAMES[income]}))
    elif income == "any":
        parts.append(_("a step on an income track of your choice"))
    if what.get("income_steps"):
        parts.append(Phrase(ngettext("{n} step on income tracks of your choice", "{n} steps on income tracks of your choice"),
                            {"n": what["income_steps"]}))
    if what.get("technology"):
        parts.append(Phrase(_("a level {level} technology"), {"level": what["technology"]}))
    if what.get("free_tile"):
        parts.append(_("the rightmost tile of the offer"))
    return Phrase.join(parts)


def requirement_phrase(req: dict) -> Phrase:
    what = REQUIREMENTS.get(req["what"], req["what"])
    if req.get("colour"):
        return Phrase(_("{what} in {colour} cities: at least {n}"),
                      {"what": what, "colour": COLOUR_NAMES.get(req["colour"], req["colour"]), "n": req["at_least"]})
    return Phrase(_("{what}: at least {n}"), {"what": what, "n": req["at_least"]})


def tile_context(tile_id: str) -> dict:
    tile = comps().tiles[tile_id]
    return {"id": tile_id, "halves": [half_context(h, tile) for h in tile["halves"]]}


def half_context(half: dict, tile: dict) -> dict:
    action = "directive" if tile.get("special_directive") else half["action"]
    return {"action": action, "name": ACTION_NAMES.get(action, action), "colour": half.get("colour") or "none",
            "colour_name": COLOUR_NAMES.get(half.get("colour"), ""),
            "bonus": gain_phrase(half["bonus"]) if half.get("bonus") else None}


def contract_context(contract_id: str | None) -> dict | None:
    if contract_id is None:
        return None
    c = comps().contracts[contract_id]
    return {"id": contract_id, "key": f"contract:{contract_id}", "kind": c["kind"],
            "requirement": requirement_phrase(c["requirement"]), "reward": gain_phrase(c["reward"])}


def technology_context(tech_id: str) -> dict:
    t = comps().technologies[tech_id]
    effect = t["effect"]
    words = []
    if effect.get("gain") and not effect.get("after_build"):
        words.append(gain_phrase(effect["gain"]))
    if effect.get("income"):
        words.append(gain_phrase({"income": effect["income"]}))
    for action, n in (effect.get("discount") or {}).items():
        words.append(Phrase(ngettext("{action} {n} thaler cheaper", "{action} {n} thalers cheaper"),
                            {"action": ACTION_NAMES.get(action, action), "n": n}))
    if effect.get("after_build"):
        words.append(Phrase(_("after building a mine or turbine: {gain}"), {"gain": gain_phrase(effect.get("gain", {}))}))
    if effect.get("then"):
        words.append(Phrase(_("then {action}"), {"action": ACTION_NAMES.get(effect["then"], effect["then"])}))
    if effect.get("industrialize_ignores_network"):
        words.append(_("Industrialize outside your networks"))
    if effect.get("coal_discount"):
        words.append(Phrase(ngettext("each coal {n} thaler cheaper", "each coal {n} thalers cheaper"),
                            {"n": effect["coal_discount"]}))
    if effect.get("rail_bonus"):
        words.append(Phrase(_("for each railway tile placed: {gain}"), {"gain": gain_phrase(effect["rail_bonus"])}))
    if effect.get("red_border_surcharge") is not None:
        words.append(Phrase(ngettext("red-bordered spaces {n} thaler more", "red-bordered spaces {n} thalers more"),
                            {"n": effect["red_border_surcharge"]}))
    if isinstance(effect.get("on_contract_gained"), dict):
        words.append(Phrase(_("for each contract taken: {gain}"), {"gain": gain_phrase(effect["on_contract_gained"])}))
    elif effect.get("on_contract_gained"):
        words.append(_("for each contract taken: the benefit of another contract space"))
    if effect.get("gain_tiles"):
        words.append(Phrase(_("tiles {tiles} into your pool"), {"tiles": ", ".join(effect["gain_tiles"])}))
    if t["kind"] == "end_scoring" and effect.get("per"):
        words.append(Phrase(_("{vp} VP for each: {what}"), {"vp": effect.get("vp", 0),
                                                            "what": REQUIREMENTS.get(effect["per"], effect["per"])}))
    return {"id": tech_id, "key": f"tech:{tech_id}", "level": t["level"], "kind": KIND_NAMES.get(t["kind"], t["kind"]),
            "effect": Phrase.join(words) if words else None}


# --------------------------------------------------------------------------- the map


def places(side) -> dict[str, tuple[int, int]]:
    """Each city's centre: from PLACES, else on a circle (a set with other cities still draws)."""
    found = {c: PLACES[c] for c in side.cities if c in PLACES}
    others = [c for c in side.cities if c not in found]
    for i, c in enumerate(others):
        angle = 2 * math.pi * i / len(others)
        found[c] = (int(WIDTH / 2 + (WIDTH / 2 - BOX_W) * math.cos(angle)),
                    int(HEIGHT / 2 + (HEIGHT / 2 - BOX_H) * math.sin(angle)))
    return found


def edge_point(centre: tuple[float, float], towards: tuple[float, float]) -> tuple[float, float]:
    """Where the line from a city's centre towards a point leaves its box."""
    dx, dy = towards[0] - centre[0], towards[1] - centre[1]
    if dx == dy == 0:
        return centre
    scale = min((BOX_W / 2 + 6) / abs(dx) if dx else math.inf, (BOX_H / 2 + 6) / abs(dy) if dy else math.inf)
    return centre[0] + dx * scale, centre[1] + dy * scale


def map_context(view: dict) -> dict:
    side = comps().maps[view["side"]]
    board = view["board"]
    at = places(side)
    completed = {link["id"] for link in networks.completed_links(view)}
    links, rail = [], []
    for link in side.links.values():
        a, b = at[link["a"]], at[link["b"]]
        start, end = edge_point(a, b), edge_point(b, a)
        links.append({"id": link["id"], "x1": round(a[0]), "y1": round(a[1]), "x2": round(b[0]), "y2": round(b[1]),
                      "completed": link["id"] in completed})
        count = len(link["spaces"])
        for i, space in enumerate(link["spaces"]):
            t = (i + 1) / (count + 1)
            x, y = start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t
            rail.append(rail_space(view, space, link, x, y, math.degrees(math.atan2(end[1] - start[1], end[0] - start[0]))))
    cities = [city_context(view, city, at[city["id"]]) for city in side.cities.values()]
    # the drawing is cut to the cities of this side, with a margin
    left, top = min(c["x"] for c in cities) - 20, min(c["y"] for c in cities) - 40
    right, bottom = max(c["x"] for c in cities) + BOX_W + 20, max(c["y"] for c in cities) + BOX_H + 30
    return {"box": f"{left} {top} {right - left} {bottom - top}", "top": top, "right": right, "bottom": bottom,
            "links": links, "rail": rail, "cities": cities, "networks": network_list(view)}


def rail_space(view: dict, space: str, link: dict, x: float, y: float, angle: float) -> dict:
    """A railway space, turned along its link: its left half faces the link's city a, where
    end 0 of every space of the link faces (data.MapSide.rail)."""
    placed = view["board"]["rail"].get(space)
    found = {"id": space, "key": f"rail:{space}", "x": round(x), "y": round(y), "angle": round(angle),
             "label": Phrase(_("Railway space {a}–{b}"), {"a": city_name(link["a"]), "b": city_name(link["b"])}),
             "tile": None}
    if placed:
        halves = comps().tiles[placed["tile"]]["halves"]
        towards_a, towards_b = halves[placed["orient"]], halves[1 - placed["orient"]]
        found["tile"] = {"id": placed["tile"], "owner": placed["owner"], "who": seat_name(placed["owner"]),
                         "colours": [towards_a.get("colour") or "none", towards_b.get("colour") or "none"]}
    return found


def city_context(view: dict, city: dict, centre: tuple[int, int]) -> dict:
    board = view["board"]
    rows = {"urban": [], "mine": [], "turbine": []}
    four = len(view["players"]) >= 4
    for space in city["spaces"]:
        if space.get("four_players") and not four:
            continue
        rows[space["kind"]].append(space_context(view, space, city))
    for row in rows.values():
        for i, s in enumerate(row):
            s["x"], s["y"] = 6 + i * (SPACE + 4), 0
    plant = city.get("power_plant")
    return {"id": city["id"], "name": city["name"], "colour": city["colour"], "region": city["region"],
            "x": centre[0] - BOX_W // 2, "y": centre[1] - BOX_H // 2,
            "colour_name": COLOUR_NAMES.get(city["colour"], city["colour"]),
            "rows": [{"kind": k, "y": 22 + i * (SPACE + 3), "spaces": v}
                     for i, (k, v) in enumerate((k, v) for k, v in rows.items() if v)],
            "plant": {"key": f"plant:{city['id']}", "kind": plant,
                      "nucleum": board["plants"].get(city["id"], {}).get("nucleum", False),
                      "label": Phrase(_("The power plant of {city}"), {"city": city["name"]})} if plant else None,
            "coal": {"key": f"coal:{city['id']}", "n": board["coal"].get(city["id"], 0),
                     "label": Phrase(_("Coal wagons of {city}"), {"city": city["name"]})}
            if city["id"] in board.get("coal", {}) or city.get("coal_wagons") else None}


def space_context(view: dict, space: dict, city: dict) -> dict:
    board = view["board"]
    sid = space["id"]
    found = {"id": sid, "key": f"map:{sid}", "kind": space["kind"], "red": bool(space.get("red")),
             "types": [TYPE_MARKS[t] for t in space.get("types", [])],
             "type_names": [PIECE_NAMES[t] for t in space.get("types", [])], "what": None}
    kind_name = {"urban": _("Building space"), "mine": _("Mine space"), "turbine": _("Turbine space")}[space["kind"]]
    found["label"] = Phrase(_("{kind} in {city}"), {"kind": kind_name, "city": city["name"]})
    if sid in board["rubble"]:
        found["what"] = {"kind": "rubble", "name": _("rubble")}
    elif sid in board["neutral"]:
        n = next((b for b in comps().supply["neutral_buildings"] if b["id"] == board["neutral"][sid]), {})
        found["what"] = {"kind": "neutral", "name": _("neutral building"), "type": TYPE_MARKS.get(n.get("type"), ""),
                         "level": n.get("level"), "need": n.get("requirement"),
                         "electrified": sid in board.get("electrified_neutral", [])}
    elif sid in board["structures"]:
        x = board["structures"][sid]
        found["what"] = {"kind": x["kind"], "owner": x["owner"], "who": seat_name(x["owner"]),
                         "name": PIECE_NAMES.get(x.get("type") or x["kind"], x["kind"]),
                         "type": TYPE_MARKS.get(x.get("type"), ""), "level": x.get("level") or x.get("row"),
                         "uranium": x.get("uranium"), "size": x.get("size"), "electrified": bool(x.get("electrified"))}
    return found


def network_list(view: dict) -> list[dict]:
    """The networks of more than one city (NET-1), each with the players who have a piece in it."""
    side = comps().maps[view["side"]]
    found = []
    for group in networks.networks(view):
        if len(group) < 2:
            continue
        members = [seat_name(s) for s in range(len(view["players"])) if group & networks.own_cities(view, s)]
        found.append({"cities": sorted(side.cities[c]["name"] for c in group), "members": members})
    return found


# --------------------------------------------------------------------------- tracks


def milestone_context(view: dict) -> dict:
    board, ms = view["board"], comps().milestones
    tiers = {t["tier"]: t for t in ms["tiers"]}
    tiles = {t["id"]: t for t in ms["tiles"]}
    spaces = []
    for s in ms["track"]:
        markers = [{"seat": i, "who": seat_name(i), "n": p["markers"].count(s["value"])}
                   for i, p in enumerate(view["players"]) if s["value"] in p["markers"]]
        gain = s.get("zero") or s.get("effect")
        spaces.append({"value": s["value"], "tier": s["tier"], "key": f"milestone:{s['value']}", "markers": markers,
                       "effect": gain_phrase({k: v for k, v in gain.items() if k != "end_vp"}) if gain else None,
                       "end_vp": (s.get("zero") or {}).get("end_vp")})
    return {"spaces": spaces,
            "tiers": [{"tier": n, "multiplier": tiers[n]["multiplier"],
                       "tile": {"id": tid, "scores": Phrase(_("{vp} VP for each: {what}"), {
                           "vp": tiles[tid]["vp"], "what": REQUIREMENTS.get(tiles[tid]["per"], tiles[tid]["per"])})}
                       if tid in tiles else None,
                       "nucleum": n in board.get("nucleum_tiers", []),
                       "reward": gain_phrase(tiers[n]["nucleum"]) if tiers[n].get("nucleum") else None}
                      for n, tid in enumerate(board.get("milestone_tiles", []), start=1) if n in tiers]}


def vp_context(view: dict) -> dict:
    flag = view.get("flag", 70)
    return {"flag": flag,
            "seats": [{"seat": i, "who": seat_name(i), "vp": p["vp"], "share": min(100, round(100 * p["vp"] / flag)) if flag else 0}
                      for i, p in enumerate(view["players"])]}


# --------------------------------------------------------------------------- player boards


def player_context(view: dict, seat: int) -> dict:
    p = view["players"][seat]
    board = comps().board
    income_now = (view.get("income_now") or [{}] * (seat + 1))[seat]
    slots = board["slots"]
    experiment = comps().experiments.get(p.get("experiment") or "")
    built = p["built"]
    return {
        "seat": seat, "who": seat_name(seat), "experiment": p.get("experiment"),
        "thalers": p["thalers"], "workers": p["workers"], "supply": p["supply"], "achievements": p["achievements"],
        "vp": p["vp"], "recharges": p["recharges"],
        "markers_left": max(0, board["starting"]["milestone_markers"] - len(p["markers"])),
        "income": [{"track": t, "key": f"track:{seat}:{t}", "name": TRACK_NAMES[t], "now": income_now.get(t),
                    "cells": [{"value": v, "on": i == p["income"][t], "capped": i > len(p["slots"])}
                              for i, v in enumerate(board["income_tracks"][t])]} for t in TRACKS],
        "slots": [{"n": i + 1, "tile": tile_context(p["slots"][i]) if i < len(p["slots"]) else None,
                   "next": i == len(p["slots"])} for i in range(slots)],
        "pool": [tile_context(t) for t in p["pool"]],
        "chained": [tile_context(t) for t in p.get("chained", [])],
        "buildings": [{"type": kind, "name": PIECE_NAMES[kind], "mark": TYPE_MARKS[kind],
                       "levels": [{"level": b["level"], "cost": b["cost"], "need": b["requirement"], "vp": b["vp"],
                                   "built": f"{kind}-{b['level']}" in built["buildings"],
                                   "key": f"building:{seat}:{kind}-{b['level']}",
                                   "electrified": gain_phrase(b["electrified"])}
                                  for b in board["buildings"] if b["type"] == kind]}
                      for kind in ("residence", "factory", "laboratory")],
        "industry": [{"kind": kind, "name": PIECE_NAMES[kind[:-1]], "key": f"piece:{seat}:{kind}",
                      "rows": [{"row": x["row"], "cost": x["cost"], "size": x.get("size"), "built": x["row"] in built[kind]}
                               for x in board[kind]]} for kind in ("mines", "turbines")],
        "uncover": [{"row": i + 1, "gain": gain_phrase(g),
                     "done": i + 1 in built["mines"] and i + 1 in built["turbines"]}
                    for i, g in enumerate(board["uncover_bonuses"])],
        "contracts": [{"n": i + 1, "key": f"cspace:{seat}:{i}", "benefit": gain_phrase(space["benefit"]),
                       "contract": contract_context(p["contracts"][i]) if i < len(p["contracts"]) else None}
                      for i, space in enumerate(board["contract_spaces"])],
        "fulfilled": [contract_context(c) for c in p["fulfilled"]],
        "technologies": [dict(technology_context(t["id"]), unlocked=t["id"] in p["technologies"])
                         for t in (experiment or {}).get("technologies", [])],
        "other_technologies": [technology_context(t) for t in p["technologies"]
                               if not experiment or t not in {x["id"] for x in experiment["technologies"]}],
        "turbine_effect": turbine_effect(experiment),
        "networks": networks.largest_network(view, seat),
    }


def turbine_effect(experiment: dict | None) -> Phrase | None:
    effect = (experiment or {}).get("turbine_effect")
    if not effect:
        return None
    return gain_phrase({k: v for k, v in effect.items() if k not in ("after", "source")})


# --------------------------------------------------------------------------- the parliament


def parliament_context(view: dict) -> dict | None:
    """The expansion's side board (state "parliament", None without it): each party with its
    program, every seat's politicians, the neutral figures, the leader and the royal token."""
    parl = view.get("parliament")
    if not parl:
        return None
    parties = comps().parliament["parties"]
    programs = {p["id"]: p for p in comps().parliament["programs"]}
    neutrals = parl.get("neutrals", {})
    found = []
    for i, party in enumerate(parties):
        program = programs.get(parl["programs"][i]) if i < len(parl.get("programs", [])) else None
        counts = parl["politicians"][i] if i < len(parl.get("politicians", [])) else []
        leader = parl["leaders"][i] if i < len(parl.get("leaders", [])) else None
        found.append({"id": party, "key": f"party:{i}", "name": PARTY_NAMES.get(party, party),
                      "program": {"id": program["id"], "scores": PROGRAM_TEXTS.get(program["scores"], program["scores"])}
                      if program else None,
                      "politicians": [{"seat": s, "who": seat_name(s), "n": n} for s, n in enumerate(counts) if n],
                      "neutrals": [NEUTRAL_NAMES.get(k, k) for k, at in neutrals.items() if at == i],
                      "leader": (seat_name(leader) if isinstance(leader, int) else NEUTRAL_NAMES.get(leader, leader))
                      if leader is not None else None,
                      "leader_seat": leader if isinstance(leader, int) else None,
                      "dominant": parl.get("dominant") == i})
    return {"parties": found}


# --------------------------------------------------------------------------- click targets


def experiments_offered(view: dict) -> list[dict]:
    """The experiments the seat choosing one is offered, with their technologies and turbine
    effects (once taken, each player's board shows its own)."""
    prompt = view.get("prompt")
    if not prompt or prompt["id"] != "nucleum.choose_experiment":
        return []
    found = comps().experiments
    return [{"id": e, "key": f"experiment:{e}", "turbine_effect": turbine_effect(found[e]),
             "technologies": [technology_context(t["id"]) for t in found[e]["technologies"]]}
            for e in (o["id"].partition(":")[2] for o in prompt["options"]) if e in found]


def orients(view: dict) -> list[dict]:
    """A railway tile's two ways round, for the seat placing it: which half faces which end."""
    prompt = view.get("prompt")
    if not prompt or prompt["id"] != "nucleum.rail_orient":
        return []
    def end(where):
        return space_name(where) if where not in comps().maps[view["side"]].cities else city_name(where)
    return [{"key": o["id"], "colours": [o["params"]["first"], o["params"]["second"]],
             "names": [COLOUR_NAMES.get(o["params"]["first"], ""), COLOUR_NAMES.get(o["params"]["second"], "")],
             "ends": [end(o["params"]["a"]), end(o["params"]["b"])]} for o in prompt["options"]]



def targets(view: dict) -> dict[str, list[str]]:
    """Board elements each option of the pending prompt names, in the order they are picked: a
    tile of the pool (then whether to the board or as railway, when it may go either way), a
    half of the tile just played, a contract, a tile of the offer, a party, a contract space, an income
    track, a technology, a building, mine or turbine of the player board, a space, railway space,
    power plant or coal wagons of the map, a milestone space, an experiment while they are being
    chosen, a way round for a railway tile. Options without one (the special directive's action,
    done, skip) stay buttons."""
    prompt = view.get("prompt")
    if not prompt:
        return {}
    seat = prompt["seat"]
    found = {}
    for option in prompt["options"]:
        keys = _option_keys(prompt["id"], option["id"], seat, prompt.get("params", {}))
        if keys:
            found[option["id"]] = keys
    _tile_uses(found, seat)
    _contract_spaces(found)
    paths = [tuple(keys) for keys in found.values()]
    # one path, one option; and none that is the start of another's (the board could not end there)
    return {option: keys for option, keys in found.items() if paths.count(tuple(keys)) == 1
            and not any(len(p) > len(keys) and p[:len(keys)] == tuple(keys) for p in paths)}


def _option_keys(prompt_id: str, option_id: str, seat: int, params: dict) -> list[str] | None:
    kind, _sep, rest = option_id.partition(":")
    parts = rest.split(":")
    if option_id == "recharge":
        return [f"recharge:{seat}"]
    if kind in ("play", "rail", "chain"):
        return [f"pool:{seat}:{rest}"]
    if kind == "half" and params.get("tile"):
        return [f"half:{params['tile']}:{rest}"]
    if kind == "fulfil":
        return [f"contract:{rest}"]
    if kind == "tile":  # a tile of the offer for free (the expansion's Liberals, a turbine effect)
        return [f"offer:{rest}"]
    if kind == "uranium" and len(parts) == 2:  # from a mine, into another player's turbine
        return [f"map:{parts[0]}", f"map:{parts[1]}"]
    if kind == "party":
        return [f"party:{rest}"]
    if kind == "take" and len(parts) == 2:
        return [f"contract:{parts[0]}", f"cspace:{seat}:{parts[1]}"]
    if kind == "buy":
        return [f"offer:{rest}"]
    if kind == "space" and prompt_id == "nucleum.contract_space_benefit":
        return [f"cspace:{seat}:{rest}"]
    if kind == "space" and prompt_id == "nucleum.rail_space":
        return [f"rail:{rest}"]
    if kind in ("space", "uranium", "convert") or (kind == "building" and prompt_id == "nucleum.energize_deliver"):
        return [f"map:{rest}"]
    if kind == "building":
        return [f"building:{seat}:{rest}"]
    if kind == "piece":
        return [f"piece:{seat}:{rest}"]
    if kind == "track":
        return [f"track:{seat}:{rest}"]
    if kind == "tech":
        return [f"tech:{rest}"]
    if kind == "plant":
        return [f"plant:{rest}"]
    if kind == "coal":
        return [f"coal:{rest}"]
    if kind == "marker":
        return [f"milestone:{rest}"]
    if kind in ("orient", "experiment"):
        return [option_id]
    return None


def _tile_uses(found: dict[str, list[str]], seat: int) -> None:
    """A pool tile that may go to the board or onto the railway: the tile, then how it is used."""
    rail = {o.partition(":")[2] for o in found if o.startswith("rail:")}
    for option in found:
        kind, _sep, tile = option.partition(":")
        if tile in rail and kind in ("play", "rail"):
            found[option] = found[option] + [f"use:{seat}:{tile}:{kind}"]


def _contract_spaces(found: dict[str, list[str]]) -> None:
    """With one empty contract space, a contract taken needs no second click."""
    taken = [o for o, keys in found.items() if keys[0].startswith("contract:") and len(keys) == 2]
    if len({found[o][1] for o in taken}) == 1:
        for option in taken:
            found[option] = found[option][:1]
