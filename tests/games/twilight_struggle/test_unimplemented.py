"""The cards still without an event function. Remove a card here when its event lands; the
goal is an empty list. The test fails whenever this list and the registry disagree."""
import pytest

from games.twilight_struggle.events import EVENTS, UNIMPLEMENTED, run_event
from games.twilight_struggle.testing import board

STILL_MISSING = """
""".split()


def test_unimplemented_list_is_current():
    """The listed cards are exactly those without an event (all but the China Card need one)."""
    assert sorted(STILL_MISSING) == UNIMPLEMENTED


def test_missing_event_raises_naming_the_card(monkeypatch):
    """Running a card without an event raises NotImplementedError naming it."""
    monkeypatch.delitem(EVENTS, "fidel")
    with pytest.raises(NotImplementedError, match="event of fidel not implemented"):
        run_event(board(), "ussr", "fidel")
