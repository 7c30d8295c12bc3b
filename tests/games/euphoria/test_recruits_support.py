"""Position builders shared by the recruit and market tests (this module holds no tests).

`scenario` sets up a real game, finishes the recruit choice, then rewrites the position: who is
on turn, each seat's recruits, goods, hand, workers and built markets. `play` types option ids
as a player would; `dice` scripts the rolls.
"""
from __future__ import annotations

import itertools

from games import registry
from games.euphoria import data
from games.euphoria.state import occupants

GAME = registry.get("euphoria")


def _finish_setup(state: dict) -> dict:
    """Every seat keeps its first offered recruits until the first turn is on."""
    while state["flow"]["stack"] and state["flow"]["stack"][-1]["step"] != "turn":
        seat = GAME.to_act(state)[0]
        state, _events = GAME.apply(state, seat, GAME.prompt(state, seat).options[0].id)
    return state


def scenario(n: int = 2, active: int = 0, seed: int = 5, recruits=None, goods=None, hand=None,
             workers=None, morale=None, knowledge=None, built=None, deck=None, miners=None,
             allegiance=None, options=None) -> dict:
    """A position on `active`'s turn. workers: {seat: [value or (value, space), ...]};
    built: {slot: (market id, [seats with a star])}; deck: the artifact deck, top card last."""
    state = _finish_setup(GAME.setup([{"kind": "human"}] * n, options or {}, seed))
    for seat in range(n):
        p = state["players"][seat]
        p["recruits"] = list((recruits or {}).get(seat, []))
        state["seats"][seat]["hidden"] = []
        p["hidden_count"] = 0
        p["goods"] = {g: 0 for g in data.GOODS} | dict((goods or {}).get(seat, {}))
        state["seats"][seat]["artifacts"] = list((hand or {}).get(seat, []))
        p["hand_count"] = len(state["seats"][seat]["artifacts"])
        p["morale"] = (morale or {}).get(seat, 6)
        p["knowledge"] = (knowledge or {}).get(seat, 3)
        spec = (workers or {}).get(seat, [1, 2])
        p["workers"] = []
        for wid, item in enumerate(spec):
            value, at = item if isinstance(item, tuple) else (item, None)
            p["workers"].append({"id": wid, "value": value, "at": at})
        p["next_worker"] = len(spec)
    for slot, (tile, starred) in (built or {}).items():
        state["board"]["markets"][slot] = {"built": True, "tile": tile, "stars": list(starred)}
        state["secret"]["tiles"].pop(slot, None)
    if deck is not None:
        state["secret"]["artifact_deck"] = list(deck)
    state["board"]["miners"].update(miners or {})
    state["board"]["allegiance"].update(allegiance or {})
    flow = state["flow"]
    flow.update(active=active, lost=[], value=None, placed=0,
                start=[w["id"] for w in state["players"][active]["workers"] if w["at"] is None])
    flow["stack"] = [{"step": "continue", "seat": active}, {"step": "turn", "seat": active}]
    return state


def play(state: dict, *moves) -> dict:
    """Apply moves: "option id" for the seat to act, or (seat, "option id")."""
    for move in moves:
        seat, option = move if isinstance(move, tuple) else (GAME.to_act(state)[0], move)
        state, _events = GAME.apply(state, seat, option)
    return state


def options(state: dict, seat: int | None = None) -> list[str]:
    seat = GAME.to_act(state)[0] if seat is None else seat
    return GAME.prompt(state, seat).ids()


def prompt_id(state: dict) -> str:
    return GAME.prompt(state, GAME.to_act(state)[0]).id


def goods(state: dict, seat: int) -> dict:
    return {g: n for g, n in state["players"][seat]["goods"].items() if n}


def cards(state: dict, seat: int) -> list[str]:
    return sorted(state["seats"][seat]["artifacts"])


def on(state: dict, space: str) -> list[tuple[int, int]]:
    return [(s, w["value"]) for s, w in occupants(state, space)]


def last(state: dict, kind: str) -> dict | None:
    return next((e for e in reversed(state["log"]) if e["kind"] == kind), None)


def dice(monkeypatch, *values) -> None:
    """dice(monkeypatch, 4, 4, 1): the next rolls, in order (then 3 forever)."""
    feed = itertools.chain(values, itertools.repeat(3))
    monkeypatch.setattr("games.euphoria.workers.roll_d6", lambda rng: next(feed))
