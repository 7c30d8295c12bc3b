"""Games register themselves; the platform asks the registry and never names a game.

Every package directly under games/ is imported on first use, and registers its Game with
`@register`. Tests may register extra games (see tests/tinygame.py).
"""
from __future__ import annotations

import importlib
import pkgutil
import threading
from pathlib import Path

from games.engine import Game

_GAMES: dict[str, Game] = {}
_discovered = False
_discovering = threading.RLock()  # the worker looks games up from several threads at once


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: registers one instance of the game under its id."""
    game = cls()
    existing = _GAMES.get(game.id)
    if existing is not None and type(existing) is not cls:
        raise ValueError(f"two games claim the id {game.id!r}")
    _GAMES[game.id] = game
    return cls


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    with _discovering:  # re-entrant: a game's import may ask the registry
        if _discovered:
            return
        here = Path(__file__).parent
        for info in pkgutil.iter_modules([str(here)]):
            if info.ispkg:
                importlib.import_module(f"games.{info.name}")
        _discovered = True


def games() -> list[Game]:
    _discover()
    return sorted(_GAMES.values(), key=lambda g: g.id)


def get(game_id: str) -> Game:
    _discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}") from None
