"""Each seat's clock: when a person owes a decision, until when they have, and what is left of a
turn-based table's time bank.

A seat is asked from the moment a question reaches it (`Seat.asked_at`) until it acts; a new
question that reaches it meanwhile (another seat's simultaneous choice) does not restart it. On a
turn-based table (`Table.move_minutes`) each decision may take that long for free; what it takes
beyond is drawn from the seat's bank, and the seat runs out of time at asked_at + the move's
time + the bank left (`Seat.overdue_at`, what the worker's sweep looks for). On a real-time table
the deadline is the table's `away_minutes` after the question, if it has one.

Time comes from `now()`: settings.TABLETOP_CLOCK names the function, so a test moves a fake clock
for every process (the server, the workers) instead of sleeping.
"""
from __future__ import annotations

from datetime import datetime, timedelta
from functools import cache

from django.conf import settings
from django.utils.module_loading import import_string
from django.utils.translation import gettext_noop as _

from tabletop.i18n import translate

# The new-table form's choices, in minutes.
MOVE_MINUTES = (60, 12 * 60, 24 * 60, 3 * 24 * 60)
BANK_MINUTES = (0, 24 * 60, 3 * 24 * 60, 7 * 24 * 60)
MOST_MINUTES = 30 * 24 * 60  # the longest move time or bank a table may set


@cache
def _clock(path: str):
    return import_string(path)


def now() -> datetime:
    return _clock(settings.TABLETOP_CLOCK)()


def asked(seat, table, key: str, acted: bool, at: datetime) -> None:
    """Set the seat's clock (asked_at, bank_seconds, overdue_at, turn_mailed) for its new
    question `key` ("" for none) at time `at`; `acted`: the seat's own move led here."""
    if seat.asked_at is not None and (acted or not key):
        if table.move_minutes:
            over = (at - seat.asked_at).total_seconds() - table.move_minutes * 60
            seat.bank_seconds = max(0, seat.bank_seconds - max(0, int(over)))
        seat.asked_at = None
    if acted or not key:
        seat.turn_mailed = False
    if key and seat.asked_at is None and seat.kind == "human":  # a bot's time is not counted
        seat.asked_at = at
    seat.overdue_at = deadline(seat, table)


def restart(seat, table, at: datetime) -> None:
    """The seat's person takes it back from a bot: their time for the question asked runs from now."""
    seat.asked_at = at if seat.prompt_key and seat.kind == "human" else None
    seat.overdue_at = deadline(seat, table)


def taken_back(seat, table, asked_since: datetime, moved_at: datetime) -> None:
    """The seat took back its move made at `moved_at` on a question asked since `asked_since`:
    its clock runs on from then, and what that move drew from its bank comes back."""
    if table.move_minutes:
        drawn = max(0, int((moved_at - asked_since).total_seconds()) - table.move_minutes * 60)
        seat.bank_seconds = min(table.bank_minutes * 60, seat.bank_seconds + drawn)
    seat.asked_at = asked_since if seat.kind == "human" else None
    seat.overdue_at = deadline(seat, table)


def deadline(seat, table) -> datetime | None:
    """When the seat runs out of time, if its person owes a decision and the table has a limit."""
    if seat.asked_at is None or seat.kind != "human":
        return None
    if table.move_minutes:
        return seat.asked_at + timedelta(minutes=table.move_minutes, seconds=seat.bank_seconds)
    if table.away_minutes:
        return seat.asked_at + timedelta(minutes=table.away_minutes)
    return None


def duration(seconds: float) -> str:
    """A span of time as people read it, to the minute: "2 d 5 h", "5 h 10 min", "45 min"."""
    minutes = max(0, int(seconds) // 60)
    days, hours, minutes = minutes // (24 * 60), minutes // 60 % 24, minutes % 60
    if days:
        return translate(_("{d} d {h} h"), {"d": days, "h": hours})
    if hours:
        return translate(_("{h} h {m} min"), {"h": hours, "m": minutes})
    return translate(_("{m} min"), {"m": minutes})


def left(seat, at: datetime) -> str:
    """What a seat has left as text: its time to the deadline while asked, else its bank."""
    if seat.overdue_at is not None:
        return duration((seat.overdue_at - at).total_seconds())
    return duration(seat.bank_seconds)
