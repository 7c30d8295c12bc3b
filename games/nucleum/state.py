"""The state layout and the small accessors the rules modules share.

    state = {
      "game", "schema", "options", "rng", "log", "components": the set's name ("provisional"),
      "side": "1-2" | "3-4" (the map side), "flag": VP of the flag (70; 90 with the parliament),
      "players": [{                                  # public, one per seat (Q-16)
          "thalers", "workers" (available), "supply" (workers in supply), "achievements", "vp",
          "income": {"thaler": pos, "worker": pos, "vp": pos},   # marker positions, 0 = start
          "experiment": "A".."D" | None, "pool": [tile ids], "slots": [tile ids, left to right],
          "contracts": [contract id | None per contract space, top to bottom],
          "fulfilled": [contract ids], "technologies": [tech ids], "recharges": n,
          "markers": [milestone track values placed; 0 = the "0" space],
          "built": {"buildings": ["residence-1"...], "mines": [rows], "turbines": [rows]},
          "chained": [tiles played onto chaining tiles since the last Recharge] (Experiment F)}],
      "seats": [{}],                                  # nothing is private to a seat yet
      "secret": {"draw": [tile ids], "silver": [...], "gold": [...], "setup_cards": [numbers],
                 "baron_deck": [preference card ids, drawn from the end] (solo against the Baron)},
      "baron": None | {"seat", "level", "card": the card revealed this turn, "discard": [card ids],
                       "deck_count", "action": the action he chose this turn} (public),
      "board": {"offer": [5 tile ids | None, left to right], "draw_count",
                "silver": [2 face up], "gold": [2], "silver_count", "gold_count", "purple": [3],
                "rail": {space: {"tile", "owner", "orient": the half facing end 0 of the space,
                                 "closed": [bool, bool] (each end has touched its neighbour)}},
                "plants": {city: {"nucleum": bool}}, "neutral": {space: building id},
                "structures": {space: {"owner", "kind": "building"|"mine"|"turbine", "type",
                               "level" | "row", "size", "uranium" (mines), "electrified"}},
                "rubble": [space ids], "setup_cards": [revealed numbers],
                "milestone_tiles": [tile id per tier 1-4], "nucleum_tiers": [tiers still holding one],
                "coal": {city: wagons left}, "end_markers": [{"condition", "seat"}],
                "electrified_neutral": [spaces], "rads": Royal Appraisal Days held,
                "auction": absent | {"bids": [{"seat", "bid"} | {"seat", "drop": True}] in order,
                            "high": highest bid, "last": [each seat's last bid | None],
                            "dropped": [seats in the order they dropped out],
                            "order": [seats in choosing order] once the auction is over}
                           (the advanced variant, option auction: AUC-1..6)},
      "flow": {"active", "first", "stack": [steps], "started": the first turn has begun,
               "contract_done": a contract was fulfilled this turn (TURN-3),
               "final_turns": None | turns left once enough end conditions are met},
      "end": None | {"scores", "winners", "reason"},
      "parliament": None | {              # the expansion's side board (option expansion="parliament")
          "programs": [program id face up per party: "P1"|"P2", "P3"|"P4", "P5"|"P6", "P7"|"P8"],
          "politicians": [[politicians of each seat, body and leader slot together] per party],
          "neutrals": {"arrow"|"N2"|"N3"|"N4": party index}  (the neutral figures still on the board),
          "leaders": [None | seat (int) | neutral figure ("arrow"|"N2"|"N3"|"N4") per party],
          "dominant": party index beside the royal token,
          "cards": [setup-card numbers revealed to place the neutral figures, 13s too],
          "baron": None | {"seat": Baron von Automat's seat, "harder": H3 raises his scoring}},
    }
    Parties are indexed in the board's order top to bottom: 0 capitalists, 1 liberals,
    2 communists, 3 royalists (data parliament.json "parties"). A seat's leader-slot figure is
    one of its politicians counted in "politicians".
"""
from __future__ import annotations

from games.nucleum import data


def comps() -> data.Components:
    return data.load()


def baron_seat(state) -> int | None:
    """The seat Baron von Automat plays, in a solo game against him."""
    return (state.get("baron") or {}).get("seat")


def player(state, seat: int) -> dict:
    return state["players"][seat]


def n_seats(state) -> int:
    return len(state["players"])


def map_side(state) -> data.MapSide:
    return comps().maps[state["side"]]


def clockwise_from(state, seat: int) -> list[int]:
    n = n_seats(state)
    return [(seat + i) % n for i in range(n)]


def income_value(state, seat: int, track: str) -> int:
    """What a Recharge pays on a track (Q-7): the value at the marker, but no further right
    than the column of the rightmost filled slot."""
    p = player(state, seat)
    values = comps().board["income_tracks"][track]
    return values[min(p["income"][track], len(p["slots"]))]


def income_level(state, seat: int, track: str) -> int:
    """The income printed where the marker stands (F6 compares the tracks by it), whatever
    the slots would let a Recharge pay now."""
    return comps().board["income_tracks"][track][player(state, seat)["income"][track]]
