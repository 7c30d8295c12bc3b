"""Position builders for tests and benchmarks.

    state = game_at(n=3)                      # setup done, every seat took income turn 1
    give(state, 0, coin=3, food=2)
    state = play(state, 0, "advance:exploration", "pay:coin")
"""
from __future__ import annotations

from games.engine import IllegalMove
from games.tapestry import civilizations, steps, tapestry, turn
from games.tapestry.game import Tapestry

GAME = Tapestry()


def game() -> Tapestry:
    return GAME


def implemented_only(state) -> dict:
    """Replace components without an implementation (none since every civilization and card is
    in) in the offers and decks; kept for tests written while some were missing."""
    secret = state["secret"]
    pool = [c for c in secret["civ_deck"] if civilizations.implemented(c)]
    for seat in state["seats"]:
        seat["offer"] = [c if civilizations.implemented(c) else pool.pop() for c in seat["offer"]]
    secret["civ_deck"] = pool
    secret["tapestry_deck"] = [c for c in secret["tapestry_deck"] if tapestry.implemented(c)]
    return state


def new_state(n: int = 3, seed: int = 1, core: bool = True) -> dict:
    state = GAME.setup([{"kind": "human"}] * n, {}, seed)
    return implemented_only(state) if core else state


def play(state, seat: int, *option_ids: str) -> dict:
    for oid in option_ids:
        state, _events = GAME.apply(state, seat, oid)
    return state


def first_option(state) -> dict:
    seat = GAME.to_act(state)[0]
    return play(state, seat, GAME.prompt(state, seat).options[0].id)


def game_at(n: int = 3, seed: int = 1, civ: str = "the_chosen") -> dict:
    """Setup done with first options (the capital) and `civ` for every seat; income turn 1 (a one-option turn, played
    by the engine) taken by everyone; the first player is to choose a turn."""
    state = new_state(n, seed)
    while GAME.to_act(state) and steps.top(state)["step"] != "turn":
        seat = GAME.to_act(state)[0]
        if steps.top(state)["step"] == "choose_civ":  # every seat takes `civ`
            state["seats"][seat]["offer"] = [civ, "leaders" if civ != "leaders" else "the_chosen"]
            state = play(state, seat, f"civ:{civ}")
        else:
            state = play(state, seat, GAME.prompt(state, seat).options[0].id)
    return state


def give(state, seat: int, **res: int) -> dict:
    for r, n in res.items():
        state["players"][seat]["res"][r] = n
    return state


def set_track(state, seat: int, track: str, pos: int) -> dict:
    for tok in state["players"][seat]["tokens"]:
        if tok["track"] == track:
            tok["pos"] = pos
    return state


def resolve(state, seat: int | None = None, limit: int = 200) -> dict:
    """Take the first option of every pending prompt until `seat`'s turn decision is due."""
    for _k in range(limit):
        if GAME.result(state) is not None:
            return state
        top = steps.top(state)
        if top["step"] == "turn" and (seat is None or top["seat"] == seat):
            return state
        state = first_option(state)
    raise AssertionError("no turn decision reached")


def refuses(state, seat: int, option_id: str) -> bool:
    try:
        GAME.apply(state, seat, option_id)
    except IllegalMove:
        return True
    return False


def start_turn(state, seat: int) -> dict:
    state["flow"]["stack"] = [{"step": "turn", "seat": seat}]
    state["flow"]["active"] = seat
    return state


__all__ = ["game", "game_at", "give", "new_state", "play", "resolve", "set_track", "start_turn", "turn"]
