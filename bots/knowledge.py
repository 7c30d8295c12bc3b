"""Game knowledge for the search bot, one registered `Knowledge` per game id.

The search itself knows no game. What it needs from one: an evaluation of a position that is
not finished (each seat's chance to win, in [0, 1]), a playout policy (cheap, better than
random where random play is absurd) and how far to play out before evaluating. A game without
its own module gets `Knowledge`: random playouts and an even evaluation, which still searches
sensibly for short games. A new game adds bots/<game>.py with

    @register("tapestry")
    class TapestryKnowledge(Knowledge):
        def evaluate(self, game, state): ...

and lists the module in MODULES below.
"""
from __future__ import annotations

import importlib
import math
import random

from games.engine import Game, Prompt, Result, State

MODULES = ("bots.twilight_struggle", "bots.euphoria", "bots.tapestry", "bots.hegemony", "bots.nucleum")
_REGISTRY: dict[str, type["Knowledge"]] = {}


class Knowledge:
    playout_depth = 40
    # UCB's weight of trying an option less played against its mean: the spread of the results a
    # game's evaluation gives sets it (a game whose lines differ by hundredths needs less).
    exploration = 0.7

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Each seat's chance to win from here, in [0, 1]."""
        n = len(state.get("seats", ())) or game.min_seats
        return [1.0 / n] * n

    def result_values(self, result: Result, n: int) -> list[float]:
        """A finished game: 1 for a sole winner, shared on a tie, 0 for the rest."""
        if not result.winners:
            return [1.0 / n] * n
        return [1.0 / len(result.winners) if s in result.winners else 0.0 for s in range(n)]

    def playout_choice(self, game: Game, state: State, seat: int, prompt: Prompt, rng: random.Random) -> str:
        return prompt.options[rng.randrange(len(prompt.options))].id

    def root_options(self, game: Game, view: dict, options: list[str]) -> list[str]:
        """The bot's own options the search considers (all, unless the game knows better)."""
        return options

    def scripted(self, game: Game, view: dict, prompt: dict) -> str | None:
        """A choice made by rule, without search (None: search)."""
        return None

    def expand_order(self, game: Game, state: State, seat: int, prompt: Prompt, untried: list[str],
                     rng: random.Random) -> str:
        """Which untried option the tree tries first (the playout policy's pick when untried)."""
        preferred = self.playout_choice(game, state, seat, prompt, rng)
        return preferred if preferred in untried else untried[rng.randrange(len(untried))]


def softmax(worths: list[float], temperature: float) -> list[float]:
    """Each seat's chance to win from its worth: `temperature` worth per e-fold of the odds."""
    top = max(worths)
    weights = [math.exp((w - top) / temperature) for w in worths]
    total = sum(weights)
    return [w / total for w in weights]


def standing(worths: list[float], temperature: float, span: float) -> list[float]:
    """Each seat's result in [0, 1] from its worth: half its chance to win (`softmax`), half its
    lead over the best other seat, linear from `span` behind (0) to `span` ahead (1). The chance
    alone is flat for a seat far behind or far ahead (every line "loses" or "wins"), and a search
    scoring by it tells its moves apart by noise; the lead keeps a better line better."""
    chance = softmax(worths, temperature)
    if len(worths) < 2:
        return chance
    out = []
    for s, w in enumerate(worths):
        lead = w - max(v for o, v in enumerate(worths) if o != s)
        out.append(0.5 * chance[s] + 0.5 * min(1.0, max(0.0, 0.5 + lead / (2 * span))))
    return out


def register(game_id: str):
    def add(cls):
        _REGISTRY[game_id] = cls
        return cls
    return add


def knowledge_for(game_id: str) -> Knowledge:
    # Every module, always: one game's module imported on its own (a test, a process that played
    # that game first) must not leave the others unregistered.
    for module in MODULES:
        importlib.import_module(module)
    return _REGISTRY.get(game_id, Knowledge)()
