"""A fake clock every process of a test shares (the test, the live server, the bot workers): the
real time moved on by the seconds written in the file TABLETOP_FAKE_CLOCK names. A process uses
it with settings.TABLETOP_CLOCK = "tests.fakeclock.now" (the environment's TABLETOP_CLOCK)."""
import os
from datetime import timedelta
from pathlib import Path

from django.utils import timezone

ENV = "TABLETOP_FAKE_CLOCK"


def now():
    path = os.environ.get(ENV)
    ahead = float(Path(path).read_text() or 0) if path and Path(path).exists() else 0.0
    return timezone.now() + timedelta(seconds=ahead)


class SharedClock:
    """The test's handle on it: `advance(hours=25)` moves every process's time on."""

    def __init__(self, path: Path):
        self.path = path
        self.ahead = 0.0
        path.write_text("0")

    def env(self) -> dict:
        return {ENV: str(self.path), "TABLETOP_CLOCK": "tests.fakeclock.now"}

    def advance(self, **delta) -> None:
        self.ahead += timedelta(**delta).total_seconds()
        self.path.write_text(str(self.ahead))
