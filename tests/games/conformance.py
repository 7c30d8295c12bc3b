"""Random playouts through the engine protocol, shared by every game's tests.

`playout` plays one game by picking uniformly among the prompt's options for whichever seat
owes a decision, and checks the protocol's invariants at every step; it returns the choices so
a failure can be replayed from (seed, choices).
"""
from __future__ import annotations

import random

from games import engine
from games.engine import Game, IllegalMove


class ProtocolError(AssertionError):
    pass


def check_step(game: Game, state: dict) -> list[int]:
    """Invariants of one position; returns the seats to act."""
    seats = game.to_act(state)
    over = game.result(state)
    if over is not None and seats:
        raise ProtocolError(f"game over but {seats} still to act")
    if over is None and not seats:
        raise ProtocolError("nobody to act and no result")
    for seat in seats:
        prompt = game.prompt(state, seat)
        if prompt is None or not prompt.options:
            raise ProtocolError(f"seat {seat} is to act but has no options")
        ids = prompt.ids()
        if len(ids) != len(set(ids)):
            raise ProtocolError(f"duplicate option ids in {prompt.id}: {ids}")
        check_distinct(game, prompt)
    for seat in [None, *range(len(state["seats"]))]:
        view = game.view(state, seat)
        if "rng" in view or "secret" in view:
            raise ProtocolError(f"view for {seat} exposes rng/secret")
        if seat is not None and seat not in seats and view["prompt"] is not None:
            raise ProtocolError(f"seat {seat} sees a prompt while not to act")
        if seat is None and view.get("me") is not None:
            raise ProtocolError("a spectator's view has a private part")
    return seats


def check_distinct(game: Game, prompt) -> None:
    """A prompt never offers two options a player cannot tell apart: each reads differently once
    its ids are named (two Clinics in one market are "Clinic 1" and "Clinic 2")."""
    shown = [str(engine.Phrase(o.text, game.display_params(o.params))) for o in prompt.options]
    if len(shown) != len(set(shown)):
        alike = sorted({t for t in shown if shown.count(t) > 1})
        raise ProtocolError(f"options that read alike in {prompt.id}: {alike[:3]}")


def playout(game: Game, n_seats: int, seed: int, options: dict | None = None,
            max_steps: int = 300_000, check_every: int = 1) -> tuple[dict, list[tuple[int, str]]]:
    """check_every: invariants are checked at every step of the first 50, then every n-th
    (a view filters the whole log, so checking every step of a long game is quadratic)."""
    rng = random.Random(seed)
    seats = [{"kind": "bot"} for _ in range(n_seats)]
    state = game.setup(seats, options or {}, seed)
    choices: list[tuple[int, str]] = []
    for step in range(max_steps):
        checked = step < 50 or step % check_every == 0
        if checked:
            to_act = check_step(game, state)
            text = engine.to_json(state)
            if engine.to_json(engine.from_json(text)) != text:
                raise ProtocolError("state does not survive a JSON round trip")
        else:
            to_act = game.to_act(state)
        if not to_act:
            return state, choices
        seat = rng.choice(to_act)
        option = rng.choice(game.prompt(state, seat).options)
        state, _events = game.apply(state, seat, option.id)
        choices.append((seat, option.id))
    raise ProtocolError(f"no result after {max_steps} decisions (seed {seed})")


def replay(game: Game, n_seats: int, seed: int, options: dict | None,
           choices: list[tuple[int, str]]) -> dict:
    state = game.setup([{"kind": "bot"} for _ in range(n_seats)], options or {}, seed)
    for seat, option_id in choices:
        state, _events = game.apply(state, seat, option_id)
    return state


def refuses(game: Game, state: dict, seat: int, option_id: str) -> bool:
    try:
        game.apply(state, seat, option_id)
    except IllegalMove:
        return True
    return False
