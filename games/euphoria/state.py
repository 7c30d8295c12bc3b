"""The state layout and small accessors every rules module shares.

    state = {
      "game", "schema", "options", "rng", "log",
      "players": [{                         # public, one per seat
          "knowledge", "morale", "goods": {energy..clay: n},
          "workers": [{"id", "value", "at": space id | None}], "next_worker",
          "recruits": [active recruit ids], "hidden_count", "hand_count",
          "stars": placed count, "recruit_stars": [ids], "dilemma": None | {"card", "side"},
          "dilemma_used": bool}],
      "seats": [{"hidden": [ids], "artifacts": [types], "dilemma": id | None,
                 "offer": [...], ...}],     # what only seat i sees
      "secret": {"recruit_deck", "artifact_deck", "tiles": {slot: market id}},
      "board": {"allegiance": {nation: 0..11}, "miners": {nation: 0..9},
                "territories": {region: [None | "blocked" | seat, ...6]},
                "markets": {slot: {"built", "tile", "stars": [seats]}},
                "artifact_discard": [types], "recruit_discard_count": n},
      "flow": {"active", "turn", "stack": [steps], "lost": [seats], "start": [worker ids],
               "value": die value placed this turn | None, "placed": n},
      "end": None | {"winners", "tied", "reason", "rolls"},
    }
Worker occupancy is stored once, on the worker ("at"); occupants are derived.
"""
from __future__ import annotations

from games.euphoria import data


def player(state, seat: int) -> dict:
    return state["players"][seat]


def worker(state, seat: int, worker_id: int) -> dict:
    for w in state["players"][seat]["workers"]:
        if w["id"] == worker_id:
            return w
    raise KeyError(f"seat {seat} has no worker {worker_id}")


def available(state, seat: int) -> list[dict]:
    return [w for w in state["players"][seat]["workers"] if w["at"] is None]


def on_board(state, seat: int) -> list[dict]:
    return [w for w in state["players"][seat]["workers"] if w["at"] is not None]


def occupants(state, space_id: str) -> list[tuple[int, dict]]:
    """Every (seat, worker) on a space."""
    return [(seat, w) for seat, p in enumerate(state["players"])
            for w in p["workers"] if w["at"] == space_id]


def seats_from_active(state) -> list[int]:
    """Every seat in turn order, starting with the active player (the order of simultaneous effects)."""
    n = len(state["players"])
    first = state["flow"].get("active") or 0
    return [(first + k) % n for k in range(n)]


def hand(state, seat: int) -> list[str]:
    return state["seats"][seat]["artifacts"]


def n_seats(state) -> int:
    return len(state["players"])


def has_active(state, seat: int, nation: str) -> bool:
    return any(data.RECRUITS[r].nation == nation for r in state["players"][seat]["recruits"])


def nation_activated(state, nation: str) -> bool:
    """Hidden recruits of this nation are revealed: tier 3, or its tunnel at the reveal step."""
    board = state["board"]
    if board["allegiance"][nation] >= data.ALLEGIANCE["tiers"][2]:
        return True
    return nation in board["miners"] and board["miners"][nation] >= data.TUNNEL["reveal"]


def tier(state, nation: str) -> int:
    """How many tiers (0-4) the nation's allegiance marker has reached."""
    value = state["board"]["allegiance"][nation]
    return sum(1 for t in data.ALLEGIANCE["tiers"] if value >= t)


def market_id(state, slot: str) -> str | None:
    """The tile of a built market (None while it is face down)."""
    return state["board"]["markets"][slot]["tile"]


def stars_left(state, seat: int) -> int:
    return data.STARS - state["players"][seat]["stars"]


def new_player() -> dict:
    return {"knowledge": data.KNOWLEDGE["start"], "morale": data.MORALE["start"],
            "goods": {g: 0 for g in data.GOODS}, "workers": [], "next_worker": 0,
            "recruits": [], "hidden_count": 0, "hand_count": 0, "stars": 0,
            "recruit_stars": [], "dilemma": None, "dilemma_used": False,
            "territory_stars": 0, "market_stars": 0}


def new_board(n: int) -> dict:
    territories = {}
    for region in data.REGIONS:
        spaces = [None] * data.TERRITORY_SPACES
        for k in range(n, data.TERRITORY_SPACES):
            spaces[k] = "blocked"
        territories[region] = spaces
    return {
        "allegiance": {nation: data.ALLEGIANCE["start"] for nation in data.NATIONS},
        "miners": {nation: data.TUNNEL["start"] for nation in data.TUNNELS},
        "territories": territories,
        "markets": {slot: {"built": False, "tile": None, "stars": []} for slot in data.SLOTS},
        "artifact_discard": [],
        "artifact_deck_count": 0,
        "recruit_deck_count": 0,
    }
