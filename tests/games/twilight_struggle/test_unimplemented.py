"""The cards still without an event function. Remove a card here when its event lands; the
goal is an empty list. The test fails whenever this list and the registry disagree."""
import pytest

from games.twilight_struggle.events import EVENTS, UNIMPLEMENTED, run_event
from games.twilight_struggle.testing import board

STILL_MISSING = """
abm_treaty allende alliance_for_progress arab_israeli_war arms_race
ask_not_what_your_country awacs_sale_to_saudis bear_trap brezhnev_doctrine brush_war camp_david_accords
captured_nazi_scientist che cia_created colonial_rear_guards comecon cuban_missile_crisis
cultural_revolution de_gaulle_leads_france de_stalinization defectors east_european_unrest fidel
five_year_plan flower_power formosan_resolution grain_sales_to_soviets
how_i_learned_to_stop_worrying independent_reds indo_pakistani_war
john_paul_ii_elected_pope junta kitchen_debates korean_war
latin_american_death_squads liberation_theology lone_gunman
marshall_plan missile_envy muslim_revolution nasser nato
nixon_plays_the_china_card norad nuclear_subs nuclear_test_ban oas_founded olympic_games
one_small_step opec our_man_in_tehran panama_canal_returned
portuguese_empire_crumbles puppet_governments quagmire
red_scare_purge romanian_abdication sadat_expels_soviets salt_negotiations shuttle_diplomacy
socialist_governments south_african_unrest special_relationship
suez_crisis summit the_cambridge_five
the_voice_of_america truman_doctrine u2_incident un_intervention us_japan_mutual_defense_pact
ussuri_river_skirmish vietnam_revolts warsaw_pact_formed we_will_bury_you willy_brandt
yuri_and_samantha
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
