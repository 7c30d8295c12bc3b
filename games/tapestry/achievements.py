"""The three achievements: complete a track, topple 2 outposts, conquer the middle island.
Each seat earns each at most once and takes the highest free VP space; with no space left it is
not earned."""
from __future__ import annotations

from games.engine import event
from games.tapestry import data


def vp_spaces(state, key: str) -> list[int]:
    a = data.ACHIEVEMENTS[key]
    return a["vp_small"] if len(state["players"]) <= 3 else a["vp_large"]


def earn(state, seat: int, key: str) -> list:
    earned = state["board"]["achievements"].setdefault(key, [])
    if seat in earned:
        return []
    spaces = vp_spaces(state, key)
    if len(earned) >= len(spaces):
        return []  # every space is taken: not earned, so no reward and nothing for The Chosen to count
    vp = spaces[len(earned)]
    if state["players"][seat].get("bot") == "shadow":
        vp = 0  # the Shadow Empire takes the space without VP
    earned.append(seat)
    state["players"][seat]["achievements"].append(key)
    state["players"][seat]["vp"] += vp
    return [event("achievement", seat=seat, achievement=key, n=vp)]
