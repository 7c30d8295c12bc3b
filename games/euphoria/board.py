"""What the drawn board shows, from one seat's view only: the four regions with their action
spaces and the dice on them, construction sites and markets (face down until built), tunnels,
allegiance tracks and territories, the activation tanks; each player's area; which board
element each option of the pending prompt names; the stars over time.
"""
from __future__ import annotations

from games.engine import _, public

from . import data
from .text import (GOOD_NAMES, NATION_NAMES, REGION_NAMES, artifact_name, market_name, recruit_name, region_name,
                   seat_name, space_name)

DILEMMA_SIDES = {"join": _("joined"), "fight": _("fought")}
END_REASONS = {"stars": _("a player placed all their stars"), "turn_limit": _("the turn limit was reached")}

# The board's areas in play order of the rulebook's map: the four regions, then the spaces
# that belong to none (the activation tanks).
AREA_ORDER = ("euphoria", "subterra", "wastelands", "icarus", None)
SPACE_KIND_NAMES = {"area": _("commodity area"), "bump": _("action space"), "exclusive": _("exclusive space")}


def board_context(view: dict) -> dict:
    """Names and groupings the board template shows, from a seat's view only (no rules)."""
    players, board = view["players"], view["board"]
    occupancy = view.get("occupancy", {})

    def workers_on(space_id):
        return [{"seat": s, "name": seat_name(s), "value": v} for s, v in occupancy.get(space_id, [])]

    areas = []
    for region in AREA_ORDER:
        spaces = [{"id": sp.id, "name": space_name(sp.id), "kind": sp.kind, "kind_name": SPACE_KIND_NAMES.get(sp.kind, ""),
                   "workers": workers_on(sp.id), "cost": _goods_short(sp.cost[0]) if sp.cost else []}
                  for sp in data.SPACES.values() if sp.region == region and sp.kind not in ("site", "market")]
        markets = []
        for slot_id, slot in data.SLOTS.items():
            if slot["region"] != region:
                continue
            market = board["markets"][slot_id]
            markets.append({
                "id": slot_id, "built": market["built"],
                "name": market_name(market["tile"]) if market["tile"] else None,  # None: face down
                "text": data.MARKETS[market["tile"]].text if market["tile"] in data.MARKETS else "",
                "stars": [{"seat": s, "name": seat_name(s)} for s in market.get("stars", [])],
                "workers": workers_on(slot_id),
                "sites": [{"id": f"{slot_id}_site_{k}", "resource": GOOD_NAMES.get(res, res), "good": res,
                           "workers": workers_on(f"{slot_id}_site_{k}")}
                          for k, res in enumerate(slot["sites"], start=1)]})
        nation = data.REGIONS[region]["nation"] if region else None
        allegiance = board["allegiance"].get(nation) if nation else None
        miner = board["miners"].get(nation) if nation in board["miners"] else None
        areas.append({
            "id": region or "tanks", "name": region_name(region) if region else _("Activation tanks"),
            "nation": NATION_NAMES.get(nation), "spaces": spaces, "markets": markets,
            "allegiance": allegiance,
            "allegiance_cells": [{"n": n, "on": allegiance is not None and n <= allegiance,
                                  "tier": n in data.ALLEGIANCE["tiers"]} for n in range(1, data.ALLEGIANCE["max"] + 1)]
            if nation else [],
            "tiers": [{"at": t, "reached": allegiance >= t} for t in data.ALLEGIANCE["tiers"]] if nation else [],
            "miner": miner,
            "tunnel_cells": [{"n": n, "on": n <= miner, "reveal": n == data.TUNNEL["reveal"]}
                             for n in range(1, data.TUNNEL["end"] + 1)] if miner is not None else [],
            "territory": [{"seat": s, "name": seat_name(s) if isinstance(s, int) else None, "blocked": s == "blocked"}
                          for s in board["territories"].get(region, [])] if region else []})

    me_seat = view.get("seat")
    seats = []
    for seat, p in enumerate(players):
        mine = seat == me_seat
        seats.append({
            "seat": seat, "name": seat_name(seat), "mine": mine,
            "knowledge": p["knowledge"], "morale": p["morale"], "stars": p["stars"],
            "knowledge_cells": _cells(p["knowledge"], data.KNOWLEDGE),
            "morale_cells": _cells(p["morale"], data.MORALE),
            "stars_left": view.get("stars_left", [None] * len(players))[seat],
            "goods": [{"id": g, "name": GOOD_NAMES[g], "n": p["goods"].get(g, 0)} for g in data.GOODS],
            "workers": [{"id": w["id"], "value": w["value"], "at": space_name(w["at"]) if w["at"] else None}
                        for w in p["workers"]],
            "recruits": [dict(recruit_info(r), starred=r in p.get("recruit_stars", [])) for r in p["recruits"]],
            # a star on a recruit no longer face up in front of the player (rare) is listed apart
            "recruit_stars": [recruit_name(r) for r in p.get("recruit_stars", []) if r not in p["recruits"]],
            "hidden_count": p["hidden_count"], "hand_count": p["hand_count"],
            "dilemma": ({"card": artifact_name(p["dilemma"]["card"]),
                         "side": DILEMMA_SIDES.get(p["dilemma"].get("side"), p["dilemma"].get("side"))}
                        if p.get("dilemma") else None)})
    me = view.get("me") or {}
    artifacts = {}
    for card in me.get("artifacts", []):
        artifacts[card] = artifacts.get(card, 0) + 1
    flow = view.get("flow", {})
    return {
        # what every audience sees alike: one object per content, drawn (names put in) once for all
        "areas": [public(a) for a in areas], "players": seats,
        "active": seat_name(flow["active"]) if isinstance(flow.get("active"), int) else None,
        "turn": flow.get("turn"),
        "artifact_deck": board.get("artifact_deck_count"), "artifact_discard": len(board.get("artifact_discard", [])),
        "recruit_deck": board.get("recruit_deck_count"),
        "end_reason": END_REASONS.get((view.get("result") or {}).get("reason")),
        "me": {"hidden": [recruit_info(r) for r in me.get("hidden", [])],
               "artifacts": [{"id": a, "name": artifact_name(a), "n": n} for a, n in sorted(artifacts.items())],
               "dilemma": artifact_name(me["dilemma"]) if me.get("dilemma") else None,
               "offer": [recruit_info(r) for r in me.get("offer", []) if isinstance(r, str)],
               "drawn": [recruit_info(r) for r in me.get("drawn", []) if isinstance(r, str)]} if me else None,
        "targets": targets(view.get("prompt")),
        "stars_plot": stars_plot(view.get("log", []), len(players)),
    }


def _cells(value: int, track: dict) -> list[dict]:
    return [{"n": n, "on": n == value} for n in range(track["min"], track["max"] + 1)]


COST_NAMES = {**GOOD_NAMES, "artifact_set": _("artifact set"), "resource": _("resource"),
              "non_bliss": _("commodity other than bliss")}


def _goods_short(cost: dict) -> list[dict]:
    """A space's printed cost as (number, marked name) pairs: 1 bliss, 1 commodity other than bliss."""
    return [{"n": n, "what": COST_NAMES.get(k, k)} for k, n in cost.items()]


def recruit_info(rid: str) -> dict:
    recruit = data.RECRUITS.get(rid)
    return {"id": rid, "name": recruit_name(rid), "nation": recruit.nation if recruit else "",
            "nation_name": NATION_NAMES.get(recruit.nation, "") if recruit else "", "text": recruit.text if recruit else ""}


def targets(prompt: dict | None) -> dict[str, list[str]]:
    """Board elements each option of the pending prompt names, in the order they are picked:
    a worker die then a space (`place:5:farm`), a placed worker to retrieve, a recruit to keep,
    an artifact card to discard. Options without one (trades, payments, yes/no) stay buttons."""
    if not prompt:
        return {}
    found = {}
    for option in prompt["options"]:
        kind, _sep, rest = option["id"].partition(":")
        if kind == "place":
            value, _sep, space = rest.partition(":")
            found[option["id"]] = [f"die:{value}", f"space:{space}"]
        elif kind == "worker":
            found[option["id"]] = [f"worker:{rest}"]
        elif kind in ("active", "hidden", "recruit") and rest in data.RECRUITS:
            found[option["id"]] = [f"recruit:{rest}"]
        elif kind == "artifact" and prompt["id"] == "euphoria.choose_discard":
            found[option["id"]] = [f"artifact:{rest}"]
    return found


def stars_plot(log: list, n_players: int) -> dict:
    """Each player's stars placed against the game's turn, as SVG polylines."""
    stars = [0] * n_players
    turn, series = 0, [[(0, 0)] for _ in range(n_players)]
    for ev in log:
        if ev["kind"] == "turn":
            turn = ev.get("turn", turn)
        elif ev["kind"] == "star" and isinstance(ev.get("seat"), int) and ev["seat"] < n_players:
            stars[ev["seat"]] += 1
            series[ev["seat"]].append((turn, stars[ev["seat"]]))
    width, height, top = 300, 110, data.STARS
    last = max(turn, 1)
    for points in series:
        points.append((last, points[-1][1]))
    return {"width": width, "height": height, "top": top,
            "lines": [{"seat": s, "points": " ".join(f"{t * width / last:.1f},{height - v * height / top:.1f}"
                                                     for t, v in pts)} for s, pts in enumerate(series)]}
