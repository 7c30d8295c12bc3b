"""The Automa's printed data, who is who, and choosing a track (rulebook "Advance on a track").

state["automa"] (public): {"mode": "solo" | "shadow", "au": seat | None, "se": seat,
  "level", "civs": [Automa civilization sides], "favourite": {"au", "se"}, "pair": [track card,
  tiebreaker card] | [], "discard": [card ids], "deck_count", "progress_count"}.
state["secret"]["automa"]: {"deck": [ids], "progress": [ids]} (the top card is the last).
players[seat]["bot"] is "automa" or "shadow" for the two bots.
"""
from __future__ import annotations

import json
from pathlib import Path

from games.tapestry import data
from games.tapestry.state import player, position

DATA = json.loads((Path(__file__).parent.parent / "data" / "automa.json").read_text())
CARDS = {c["id"]: c for c in DATA["decision_cards"]}
HEX_ORDERS = {int(k): v for k, v in DATA["hex_orders"].items()}
CIVS = DATA["civilizations"]
LEVELS = {lv["level"]: lv for lv in DATA["levels"]}
LANDMARK_SPACES = (4, 7, 10)
ROLES = ("au", "se")


def seat_of(state, role: str) -> int | None:
    return state["automa"][role]


def role_of(state, seat: int) -> str | None:
    bot = player(state, seat).get("bot")
    return {"automa": "au", "shadow": "se"}.get(bot)


def is_bot(state, seat: int) -> bool:
    return bool(player(state, seat).get("bot"))


def humans(state) -> list[int]:
    """The seats that are not bots (a human or a policy bot)."""
    return [s for s in range(len(state["players"])) if not is_bot(state, s)]


def favourite(state, seat: int) -> str:
    return state["automa"]["favourite"][role_of(state, seat)]


def finished(state, seat: int, track: str) -> bool:
    return position(state, seat, track) >= data.LAST_SPACE or track in player(state, seat)["complete"]


def landmark_distance(state, seat: int, track: str) -> int:
    pos = position(state, seat, track)
    free = state["board"]["landmarks"]
    near = [s - pos for s in LANDMARK_SPACES
            if s > pos and data.TRACK_LANDMARKS.get((track, s)) in free]
    return min(near + [data.LAST_SPACE - pos])


WHY = {"all": "all unfinished tracks", "landmark": "closest to an unclaimed landmark or the end",
       "end": "closest to the end", "favourite": "the favourite track"}


def valid_tracks(state, seat: int, indicator: str) -> list[str]:
    """The tracks an indicator allows (in the order of data.TRACK_KEYS)."""
    open_ = [t for t in data.TRACK_KEYS if not finished(state, seat, t)]
    if indicator == "all" or not open_:
        return open_
    if indicator == "favourite":
        return [t for t in open_ if t == favourite(state, seat)]
    if indicator == "end":
        score = {t: data.LAST_SPACE - position(state, seat, t) for t in open_}
    elif indicator == "landmark":
        score = {t: landmark_distance(state, seat, t) for t in open_}
    else:
        raise ValueError(f"unknown track indicator {indicator!r}")
    best = min(score.values())
    return [t for t in open_ if score[t] == best]


def tiebreak_order(state, seat: int, card: int) -> list[str]:
    """The card's track tiebreaker as this bot reads it: the Automa top to bottom, the Shadow
    Empire bottom to top; "favourite" is the reading bot's own favourite track."""
    entries = CARDS[card]["tracks"]
    if role_of(state, seat) == "se":
        entries = list(reversed(entries))
    return [favourite(state, seat) if e == "favourite" else e for e in entries]


def select_track(state, seat: int, indicator: str, card: int) -> tuple[str | None, list[str]]:
    """SELECT_TRACK: the chosen track (None when every track is finished) and the valid ones."""
    valid = valid_tracks(state, seat, indicator)
    if len(valid) <= 1:
        return (valid[0] if valid else None), valid
    for t in tiebreak_order(state, seat, card):
        if t in valid:
            return t, valid
    raise AssertionError("a tiebreaker list names every track")
