"""State layout and the small accessors every rules module uses.

    state = {
      "game", "schema", "options", "rng",
      "board": {
        "influence": {country: {"us": n, "ussr": n}},   # every country, always present
        "defcon": 5, "vp": 0,                             # vp > 0 favours the US, < 0 the USSR
        "turn": 1, "round": 0,                            # round 0 = headline / setup
        "milops": {"ussr": 0, "us": 0}, "space": {"ussr": 0, "us": 0},
        "space_attempts": {"ussr": 0, "us": 0},           # attempts made this turn
        "china": {"holder": "ussr", "face_up": True},
        "effects": {name: {"side": ..., "until": "turn"|"round"|"game", ...}},
        "in_play": [card, ...],                           # ongoing cards lying on the table
        "played": [card, ...],                            # events that happened (prerequisites)
      },
      "flow": {"phase", "phasing", "stack": [step, ...], "ar": {...}, "headlines": {...}},
      "seats": [{"hand": [...], "headline": None}, ...],  # seat 0 USSR, seat 1 US
      "secret": {"deck": [...], "forced_dice": [...]},    # nobody sees it
      "discard": [...], "removed": [...], "result": None | {...}, "log": [...],
    }

Derived facts (control, region tallies, effective ops) are computed here or in ops.py/view.py,
never stored. Every die is rolled through `roll(state, why)`: tests and the log replay script
dice by appending values to state["secret"]["forced_dice"], consumed before the RNG; every
other random choice goes through `random_pick`, scripted by state["secret"]["forced_picks"].
Log events are written with `emit`; `Game.play` hands the events written during one move back
to the engine (see game.py).
"""
from __future__ import annotations

from games.engine import ALL, audience_only, event, rng_int, roll_d6

from .data import COUNTRIES, SIDES, other, seat_of

US, USSR = "us", "ussr"


# --------------------------------------------------------------------------- log and dice


def emit(state: dict, kind: str, audience=ALL, **params) -> dict:
    ev = event(kind, audience, **params)
    state["log"].append(ev)
    return ev


def only(side: str) -> dict:
    """The audience of one side's private event."""
    return audience_only(seat_of(side))


def roll(state: dict, why: str, side: str | None = None, **params) -> int:
    """One d6, from the scripted dice if any, else the state's RNG; logged for everyone."""
    forced = state["secret"].get("forced_dice")
    value = forced.pop(0) if forced else roll_d6(state["rng"])
    emit(state, "die_rolled", value=value, why=why, side=side, **params)
    return value


def random_pick(state: dict, items: list, why: str):
    """A uniformly random item (e.g. a card from a hidden hand). The log replay scripts it by
    appending the wanted item to state["secret"]["forced_picks"]; a scripted item not among
    `items` is an error."""
    if not items:
        return None
    forced = state["secret"].get("forced_picks")
    if forced:
        item = forced.pop(0)
        if item not in items:
            raise ValueError(f"scripted pick {item!r} is not among the choices for {why}")
        return item
    return items[rng_int(state["rng"], 0, len(items) - 1)]


# --------------------------------------------------------------------------- influence and control


def influence(state: dict, country: str, side: str | None = None):
    entry = state["board"]["influence"][country]
    return entry if side is None else entry[side]


def controller(state: dict, country: str) -> str | None:
    """The side controlling a country: its influence exceeds the other's by its stability."""
    entry = state["board"]["influence"][country]
    stability = COUNTRIES[country].stability
    us, ussr = entry["us"], entry["ussr"]
    if us - ussr >= stability:
        return US
    if ussr - us >= stability:
        return USSR
    return None


def controls(state: dict, side: str, country: str) -> bool:
    return controller(state, country) == side


def add_influence(state: dict, side: str, country: str, n: int, why: str = "") -> None:
    if n <= 0:
        return
    state["board"]["influence"][country][side] += n
    entry = state["board"]["influence"][country]
    emit(state, "influence", side=side, country=country, delta=n, us=entry["us"], ussr=entry["ussr"], why=why)


def remove_influence(state: dict, side: str, country: str, n: int, why: str = "") -> int:
    """Removes up to n of a side's influence (never below 0); returns how much was removed."""
    entry = state["board"]["influence"][country]
    n = min(n, entry[side])
    if n <= 0:
        return 0
    entry[side] -= n
    emit(state, "influence", side=side, country=country, delta=-n, us=entry["us"], ussr=entry["ussr"], why=why)
    return n


# --------------------------------------------------------------------------- the game end


def is_over(state: dict) -> bool:
    return state.get("result") is not None


def end_game(state: dict, winner: str | None, reason: str, **params) -> None:
    """Ends the game at once (the first end wins; later calls do nothing)."""
    if state.get("result") is not None:
        return
    state["result"] = {"winner": winner, "reason": reason, "params": params}
    state["flow"]["phase"] = "over"
    emit(state, "game_over", winner=winner, reason=reason, **params)


# --------------------------------------------------------------------------- tracks


def add_vp(state: dict, side: str, n: int, why: str = "") -> None:
    """`side` gains n VP (n may be negative). ±20 ends the game at once (rule 10.1)."""
    if n == 0:
        return
    board = state["board"]
    board["vp"] += n if side == US else -n
    emit(state, "vp", side=side, delta=n, vp=board["vp"], why=why)
    if board["vp"] >= 20:
        end_game(state, US, "vp20")
    elif board["vp"] <= -20:
        end_game(state, USSR, "vp20")


def set_defcon(state: dict, value: int, why: str = "") -> None:
    """Moves DEFCON (capped at 5). DEFCON 1 ends the game: the phasing player loses; in the
    headline phase, the side whose headline event caused it."""
    from . import hooks

    board = state["board"]
    value = max(1, min(5, value))
    old = board["defcon"]
    if value == old:
        return
    board["defcon"] = value
    emit(state, "defcon", value=value, old=old, why=why)
    if value == 1:
        flow = state["flow"]
        culprit = flow.get("culprit") or flow.get("phasing")
        end_game(state, other(culprit) if culprit else None, "defcon1", culprit=culprit)
        return
    hooks.on_defcon_change(state, old, value)


def degrade_defcon(state: dict, n: int = 1, why: str = "") -> None:
    set_defcon(state, state["board"]["defcon"] - n, why)


def improve_defcon(state: dict, n: int = 1, why: str = "") -> None:
    set_defcon(state, state["board"]["defcon"] + n, why)


def add_milops(state: dict, side: str, n: int, why: str = "") -> None:
    """Military Operations, capped at 5 (rule 8.2)."""
    milops = state["board"]["milops"]
    value = max(0, min(5, milops[side] + n))
    if value != milops[side]:
        milops[side] = value
        emit(state, "milops", side=side, value=value, why=why)


# --------------------------------------------------------------------------- effects


def add_effect(state: dict, name: str, side: str | None = None, until: str = "turn", **data) -> None:
    """Records an ongoing effect read by hooks.py. `until`: "round" (end of this action round),
    "turn" (end of turn), "game" (until an event cancels it)."""
    state["board"]["effects"][name] = {"side": side, "until": until, **data}
    emit(state, "effect_added", name=name, side=side, until=until)


def effect(state: dict, name: str) -> dict | None:
    return state["board"]["effects"].get(name)


def remove_effect(state: dict, name: str) -> None:
    if state["board"]["effects"].pop(name, None) is not None:
        emit(state, "effect_removed", name=name)


def expire_effects(state: dict, until: str) -> None:
    for name, data in list(state["board"]["effects"].items()):
        if data.get("until") == until:
            remove_effect(state, name)


# --------------------------------------------------------------------------- hands and cards


def hand(state: dict, side: str) -> list:
    return state["seats"][seat_of(side)]["hand"]


def holds_china(state: dict, side: str) -> bool:
    return state["board"]["china"]["holder"] == side


def new_board() -> dict:
    influence = {c: {"us": 0, "ussr": 0} for c in COUNTRIES}
    return {"influence": influence, "defcon": 5, "vp": 0, "turn": 1, "round": 0,
            "milops": {s: 0 for s in SIDES}, "space": {s: 0 for s in SIDES},
            "space_attempts": {s: 0 for s in SIDES},
            "china": {"holder": USSR, "face_up": True},
            "space_first": {}, "effects": {}, "in_play": [], "played": []}
