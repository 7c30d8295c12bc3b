"""Authority stars: where they go, the instant end when a player has placed all 10, tie-breaks.

R-10: the end is checked after every atomic effect, so the players tied are exactly those whose
last star came in the same effect. Tie-breaks (seed L444-L450): higher morale, lower knowledge
(track value, R-17), more markets with their star, more territories with their star, then a
roll-off of all their workers, lowest sum wins, repeated while tied (R-18).
"""
from __future__ import annotations

from games.engine import event, roll_d6
from games.euphoria import data, hooks
from games.euphoria.state import player, stars_left


def _placed(state, seat: int, where: str) -> list:
    player(state, seat)["stars"] += 1
    events = [event("star", seat=seat, where=where, left=stars_left(state, seat))]
    return events + hooks.trigger(state, seat, "after_star", where)


def free_territory(state, region: str) -> int | None:
    for k, cell in enumerate(state["board"]["territories"][region]):
        if cell is None:
            return k
    return None


def on_territory(state, seat: int, region: str) -> list:
    """A star on an empty space of the region's territory; nothing if it is full (L370)."""
    if stars_left(state, seat) <= 0:
        return []  # cannot happen, the game has ended
    k = free_territory(state, region)
    if k is None:
        return [event("territory_full", seat=seat, region=region)]
    state["board"]["territories"][region][k] = seat
    events = _placed(state, seat, f"territory:{region}")
    if region == "icarus":
        events += _icarite_bonus(state, seat)
    return events


def _icarite_bonus(state, seat: int) -> list:
    from games.euphoria import economy, tracks
    if tracks.tier_bonus(state, seat, "icarite", 2):
        return economy.draw(state, seat, 1)
    return []


def territory_full_bonus(state, seat: int, region: str) -> list:
    """R-20 (option): the Icarite tier-2 card even when the Icarus territory is full."""
    if region == "icarus" and state["options"].get("icarite_bonus_when_full"):
        return _icarite_bonus(state, seat)
    return []


def on_market(state, seat: int, slot: str) -> list:
    market = state["board"]["markets"][slot]
    if stars_left(state, seat) <= 0 or seat in market["stars"]:
        return []
    market["stars"].append(seat)
    return _placed(state, seat, f"market:{slot}")


def on_recruit(state, seat: int, rid: str) -> list:
    p = player(state, seat)
    if stars_left(state, seat) <= 0 or rid in p["recruit_stars"]:
        return []
    p["recruit_stars"].append(rid)
    return _placed(state, seat, f"recruit:{rid}")


def on_dilemma(state, seat: int) -> list:
    if stars_left(state, seat) <= 0:
        return []
    return _placed(state, seat, "dilemma")


def markets_with_star(state, seat: int) -> int:
    return sum(1 for m in state["board"]["markets"].values() if seat in m["stars"])


def territories_with_star(state, seat: int) -> int:
    return sum(1 for cells in state["board"]["territories"].values() if seat in cells)


def check_end(state) -> list:
    """End the game at once when someone has no star left; break ties."""
    if state.get("end"):
        return []
    done = [s for s in range(len(state["players"])) if stars_left(state, s) <= 0]
    if not done:
        return []
    winners, rolls = tie_break(state, done)
    state["end"] = {"winners": winners, "tied": done, "reason": "stars", "rolls": rolls}
    return [event("game_over", winners=winners, tied=done, rolls=rolls)]


def tie_break(state, seats: list[int]) -> tuple[list[int], list]:
    rolls = []
    keys = (
        lambda s: player(state, s)["morale"],
        lambda s: -player(state, s)["knowledge"],
        lambda s: markets_with_star(state, s),
        lambda s: territories_with_star(state, s),
    )
    alive = list(seats)
    for key in keys:
        if len(alive) == 1:
            return alive, rolls
        best = max(key(s) for s in alive)
        alive = [s for s in alive if key(s) == best]
    while len(alive) > 1:
        sums = {s: sum(roll_d6(state["rng"]) for _w in player(state, s)["workers"]) for s in alive}
        rolls.append([[s, sums[s]] for s in alive])
        low = min(sums.values())
        alive = [s for s in alive if sums[s] == low]
    return alive, rolls
