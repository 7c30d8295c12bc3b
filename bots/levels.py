"""Bot levels a table creator picks per seat, as stored in `Seat.level`.

Random stays for tests and load; the others are the search bot at growing budgets.
"""
from games.engine import _

RANDOM, EASY, NORMAL, STRONG = 0, 1, 2, 3

# level -> (stable name, display text)
LEVELS = {
    RANDOM: ("random", _("random")),
    EASY: ("easy", _("easy")),
    NORMAL: ("normal", _("normal")),
    STRONG: ("strong", _("strong")),
}


def label(level: int) -> str:
    """Marked text for a level ("normal"); the platform shows it as "Bot (normal)"."""
    return LEVELS.get(level, LEVELS[RANDOM])[1]
