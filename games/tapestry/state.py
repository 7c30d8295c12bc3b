"""The state layout and the small accessors every rules module shares.

    state = {
      "game", "schema", "options", "rng", "log",
      "players": [{                               # public, one per seat
          "vp", "res": {coin, worker, food, culture},
          "tokens": [{"track", "pos"}],            # player tokens on the tracks (usually 4)
          "complete": [tracks reached the end],    # stays after technology 12 moves the token
          "taken": {market, house, farm, armory},  # buildings taken off the income mat (0-5)
          "capital": key, "city": [9 strings],     # '1' impassable, '0' free, m/h/f/a/L built
          "outside": n buildings placed outside the grid, "districts": [indices filled],
          "landmarks": [keys], "tech": {"bottom": [], "middle": [], "top": []},
          "tiles": [territory numbers] (face up), "space_tiles": [numbers] (face up),
          "explored_space": [numbers], "tapestry": [card keys on the income mat, left to right;
          "face_down" for a blind card], "hand_count", "era": income turns taken (0-5),
          "done": bool (5th income turn taken), "outposts": in supply, "toppled": n toppled,
          "civs": [keys], "civ_state": {civ key: its markers}, "achievements": [keys],
          "era_card": the "this era" tapestry card in force}],
      "seats": [{"hand": [tapestry keys], "offer": [civ keys] | []}],   # only seat i sees
      "secret": {"tech_deck", "tapestry_deck", "territory_deck", "space_deck", "civ_deck",
                 "capital_offer": {...}},                             # nobody sees
      "board": {"map": name, "hexes": {hex: {"tile": number | None | "printed", "rot",
                "outposts": [[seat, upright] or
                [seat, upright, kind] for a civilization's token: Isolationists, Traders,
                a Nomads building]}}, "landmarks": [keys still free],
                "tech_row": [3 keys], "tech_discard": [keys], "tapestry_discard": [keys],
                "achievements": {key: [seats in order]}, "dice": {last rolls}},
      "flow": {"active", "turn", "first", "stack": [steps]},
      "end": None | {"winners", "scores", "reason"},
    }
A track position is the most advanced token on it (AI Singularity can give two).
"""
from __future__ import annotations

from games.tapestry import data


def player(state, seat: int) -> dict:
    return state["players"][seat]


def n_seats(state) -> int:
    return len(state["players"])


def position(state, seat: int, track: str) -> int:
    return max((t["pos"] for t in state["players"][seat]["tokens"] if t["track"] == track), default=0)


def advanced(state, seat: int, track: str) -> int:
    """Spaces advanced on a track (a completed track counts 12)."""
    if track in state["players"][seat]["complete"]:
        return data.LAST_SPACE
    return position(state, seat, track)


def neighbours(state, seat: int) -> list[int]:
    """The seats to the left and right (the other seat in a 2-player game; none alone)."""
    n = n_seats(state)
    return sorted({(seat - 1) % n, (seat + 1) % n} - {seat})


def gain_resource(state, seat: int, res: str, n: int = 1) -> int:
    """Gain up to the cap of 8; returns how many were actually gained (the solo bots never gain
    resources, whatever gives them)."""
    if state["players"][seat].get("bot"):
        return 0
    have = state["players"][seat]["res"]
    got = max(0, min(n, data.RESOURCE_CAP - have[res]))
    have[res] += got
    return got


def total_resources(state, seat: int) -> int:
    return sum(state["players"][seat]["res"].values())


def controlled(state, seat: int) -> list[str]:
    """Hexes where this seat's outpost is the only upright one (sorted: a state read back from
    JSON has its keys in another order)."""
    out = []
    for hid, h in sorted(state["board"]["hexes"].items()):
        if h["outposts"] and {tok[0] for tok in h["outposts"] if tok[1]} == {seat}:
            out.append(hid)
    return out


def new_player(capital: str | None) -> dict:
    return {"vp": 0, "res": {r: 0 for r in data.RESOURCES},
            "tokens": [{"track": t, "pos": 0} for t in data.TRACK_KEYS], "complete": [],
            "taken": {b: 0 for b in data.BUILDINGS}, "capital": capital,
            "city": list(data.CAPITALS[capital]["grid"]) if capital else None,
            "outside": 0, "districts": [], "landmarks": [],
            "tech": {"bottom": [], "middle": [], "top": []},
            "tiles": [], "space_tiles": [], "explored_space": [], "tapestry": [],
            "hand_count": 0, "era": 0, "done": False, "outposts": data.OUTPOSTS, "toppled": 0,
            "civs": [], "civ_state": {}, "achievements": [], "era_card": None}
