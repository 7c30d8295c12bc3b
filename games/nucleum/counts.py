"""What contracts, milestone tiles and scoring technologies count on a player's position."""
from __future__ import annotations

from games.nucleum import networks
from games.nucleum.state import comps, map_side, player

BUILDING_COUNTS = {"buildings": None, "residences": "residence", "factories": "factory",
                   "laboratories": "laboratory"}


def count(state, seat: int, what: str, colour: str | None = None) -> int:
    """How many of `what` a seat has now: what contracts, milestone tiles and scoring
    technologies count (`colour`: only in cities of that colour)."""
    p, board = player(state, seat), state["board"]
    par = state.get("parliament")
    if what == "politicians":  # on the whole parliament board, leader slots too
        return sum(row[seat] for row in par["politicians"]) if par else 0
    if what == "leader_of_dominant_party":
        return int(bool(par) and par["leaders"][par["dominant"]] == seat)
    if what == "rail_workers":
        return sum(1 for r in board["rail"].values() if r["owner"] == seat)
    if what == "technologies":
        return len(p["technologies"])
    if what == "action_tiles":  # F8: in the pool and on the board, not on the map (CH-5)
        return len(p["pool"]) + len(p["slots"]) + len(p.get("chained", []))
    if what == "fulfilled_contracts":
        return len(p["fulfilled"])
    if what == "cities":
        side = map_side(state)
        return len({side.spaces[s]["city"] for s, x in board["structures"].items() if x["owner"] == seat})
    if what == "network_cities":
        return networks.largest_network(state, seat)
    side = map_side(state)
    mine = [(x, side.cities[side.spaces[s]["city"]]) for s, x in board["structures"].items() if x["owner"] == seat
            and (colour is None or side.cities[side.spaces[s]["city"]]["colour"] == colour)]
    if what in BUILDING_COUNTS:
        return sum(1 for x, _c in mine if x["kind"] == "building" and BUILDING_COUNTS[what] in (None, x["type"]))
    if what in ("mines", "uranium_mines"):  # every base-game mine is a uranium mine
        return sum(1 for x, _c in mine if x["kind"] == "mine")
    if what == "electrified":
        return sum(1 for x, _c in mine if x.get("electrified"))
    if what == "turbines":
        return sum(1 for x, _c in mine if x["kind"] == "turbine")
    return 0


def milestone_tile_vp(state, seat: int, tier: int, multiplier: int) -> int:
    """What the milestone tile of a tier scores for a seat (MIL-6), times `multiplier`."""
    ms = comps().milestones
    tile = next(t for t in ms["tiles"] if t["id"] == state["board"]["milestone_tiles"][tier - 1])
    return tile["vp"] * count(state, seat, tile["per"]) * multiplier
