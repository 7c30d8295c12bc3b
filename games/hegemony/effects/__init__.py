"""Action cards played for their effect (rulebook: Action Phase; each card's printed text).

Each class's cards live in a module of their own (`working.py`, `middle.py`, `capitalist.py`,
`state.py`, `crisis.py` for the Crisis & Control cards) and register one function per face:

    @effect("working:affordable-housing")
    def affordable_housing(state, role) -> list[dict]:
        push(state, {"step": "affordable_housing", "role": role})  # choices are steps of their own
        return []

An effect returns the events it logs and pushes steps for any choice it needs, as the Basic
Actions do. `can_play` gates the offer: the printed requirement (any listed policy section in
effect) and, where a card says "if ...", the effect's own `when` test. A face without an effect
raises NotImplementedError naming the card (`missing()` lists them).

Legitimacy shields (4 players only): `play` puts a `card_shields` step under the effect's steps,
so the printed shields apply once the effect is done. A fixed shield (`WC+1`) needs nothing from
the effect; for the others the effect reports what the text decides: `shield_class` the class
it chose (`MC+1|WC+1`), `shield_units` what it counted (`CC+1/3company`: 1 per 3), and
`shield_change` the amounts a `WC*` shield takes from the text.

`load()` imports every module of this package (game.py calls it, so the effects' steps are
registered before any saved state is read; the functions here call it too): a class's module
registers its faces without being named anywhere else, and may import the rules modules at its
top (actions.py imports this package, so it cannot load them at import time).
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Callable

from games.hegemony import mainboard, legitimacy
from games.hegemony.components import ACTION_CARDS, CC_ACTION_CARDS
from games.hegemony.flow import automatic, push

Effect = Callable[[dict, str], list]
EFFECTS: dict[str, Effect] = {}
WHEN: dict[str, Callable[[dict, str], bool]] = {}


def effect(*faces: str, when: Callable[[dict, str], bool] | None = None):
    """Register the effect of one or more faces (`<class>:<face>`); `when` is an extra printed
    condition the card must meet to be played for its effect."""
    def register(fn: Effect) -> Effect:
        for face in faces:
            if face not in ACTION_CARDS and face not in CC_ACTION_CARDS:
                raise KeyError(f"no action card {face!r}")
            if face in EFFECTS:
                raise KeyError(f"the action card {face!r} has two effects")
            EFFECTS[face] = fn
            if when is not None:
                WHEN[face] = when
        return fn
    return register


def card(face: str) -> dict:
    return ACTION_CARDS.get(face) or CC_ACTION_CARDS[face]


def face_of(card_id: str) -> str:
    """A card in hand is `<face>#<copy>`."""
    return card_id.split("#")[0]


@cache
def load() -> None:
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")


def requirement_met(state: dict, face: str) -> bool:
    """Any printed policy tag (`1A`: Fiscal Policy in section A) in effect; none printed: always."""
    tags = card(face).get("requirement") or []
    return not tags or any(mainboard.section(state, int(t[0])) == t[1] for t in tags)


def can_play(state: dict, role: str, card_id: str) -> bool:
    load()
    face = face_of(card_id)
    if face not in EFFECTS or not requirement_met(state, face):
        return False
    return WHEN.get(face, lambda s, r: True)(state, role)


def play(state: dict, role: str, card_id: str) -> list[dict]:
    load()
    face = face_of(card_id)
    if face not in EFFECTS:
        raise NotImplementedError(f"the effect of the action card {card(face)['name']!r} ({face}) is not implemented")
    if card(face).get("legitimacy") and legitimacy.played(state):
        push(state, {"step": "card_shields", "face": face, "chosen": None, "units": 0, "changes": {}})
    return EFFECTS[face](state, role)


def _shield_step(state: dict) -> dict | None:
    """The shields step of the card being played (the nearest under the effect's steps)."""
    return next((s for s in reversed(state["flow"]["stack"]) if s["step"] == "card_shields"), None)


def shield_class(state: dict, cls: str) -> None:
    step = _shield_step(state)
    if step is not None:
        step["chosen"] = cls


def shield_units(state: dict, n: int) -> None:
    step = _shield_step(state)
    if step is not None:
        step["units"] += n


def shield_change(state: dict, cls: str, n: int) -> None:
    step = _shield_step(state)
    if step is not None:
        step["changes"][cls] = step["changes"].get(cls, 0) + n


@automatic("card_shields")
def card_shields(state, step):
    """Gameplay, Legitimacy Changes from Cards: after the effect, the shields move the markers."""
    return legitimacy.apply_shields(state, card(step["face"])["legitimacy"], step["chosen"], step["units"],
                                    step["changes"])


def missing() -> list[str]:
    """Faces whose effect is not implemented yet."""
    load()
    return sorted(f for f in (*ACTION_CARDS, *CC_ACTION_CARDS) if f not in EFFECTS)
