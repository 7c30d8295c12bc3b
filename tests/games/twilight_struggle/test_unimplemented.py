"""The cards still without an event function. Remove a card here when its event lands; the
goal is an empty list. The test fails whenever this list and the registry disagree."""
import pytest

from games.twilight_struggle.events import EVENTS, UNIMPLEMENTED, run_event
from games.twilight_struggle.testing import board

STILL_MISSING = """
aldrich_ames_remix an_evil_empire chernobyl glasnost iran_contra_scandal iran_iraq_war
iranian_hostage_crisis latin_american_debt_crisis marine_barracks_bombing north_sea_oil
ortega_elected_in_nicaragua pershing_ii_deployed reagan_bombs_libya solidarity
soviets_shoot_down_kal_007 star_wars tear_down_this_wall terrorism the_iron_lady the_reformer
wargames
""".split()


def test_unimplemented_list_is_current():
    """The listed cards are exactly those without an event (all but the China Card need one)."""
    assert sorted(STILL_MISSING) == UNIMPLEMENTED


def test_missing_event_raises_naming_the_card():
    """Running a card without an event raises NotImplementedError naming it."""
    if not UNIMPLEMENTED:
        pytest.skip("every event is implemented")
    card = UNIMPLEMENTED[0]
    assert card not in EVENTS
    with pytest.raises(NotImplementedError, match=f"event of {card} not implemented"):
        run_event(board(), "us", card)
