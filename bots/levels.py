"""Bot levels a table creator picks per seat, as stored in `Seat.level`, and what each plays.

Random stays for tests and load; the others are the search bot (bots/search.py) at growing
think times per decision. A searching bot spends its whole think time on every decision,
one with a single option included (bots/pool.py): its hidden cards decide how many options it
has, and a quick answer would tell them.
"""
from __future__ import annotations

import random
import time

from games.engine import Game, _

RANDOM, EASY, NORMAL, STRONG = 0, 1, 2, 3
DEFAULT = NORMAL

# level -> (stable name, display text)
LEVELS = {
    RANDOM: ("random", _("random")),
    EASY: ("easy", _("easy")),
    NORMAL: ("normal", _("normal")),
    STRONG: ("strong", _("strong")),
}
SECONDS = {EASY: 0.2, NORMAL: 1.0, STRONG: 3.0}  # search time per decision
BY_NAME = {name: level for level, (name, _text) in LEVELS.items()}


def label(level: int) -> str:
    """Marked text for a level ("normal"); the platform shows it as "Bot (normal)"."""
    return LEVELS.get(level, LEVELS[DEFAULT])[1]


def think_time(level: int) -> float:
    """The seconds a bot of this level takes over each decision of a game it searches (random
    play and unknown levels of older rows as `decide` plays them)."""
    if level == RANDOM:
        return 0.0
    return SECONDS.get(level, SECONDS[DEFAULT])


def decide(game: Game, view: dict, seat: int, level: int, seed: str, scale: float = 1.0) -> tuple[str, dict | None]:
    """The option a bot of this level picks from its seat's view, and what it weighed (None for
    random play). `seed` fixes the choice; `scale` shrinks the think time (benchmarks only)."""
    started = time.perf_counter()  # the think time counts from here: setup is inside it
    rng = random.Random(seed)
    prompt = view["prompt"]
    if level not in SECONDS:  # random, and unknown levels from older rows
        if level != RANDOM:
            level = DEFAULT
        else:
            from bots.random_bot import RandomBot
            return RandomBot().choose(view, prompt, rng), None
    from bots.search import search
    decision = search(game, view, seat, rng, seconds=SECONDS[level] * scale, started=started)
    return decision.option, decision.to_dict()
