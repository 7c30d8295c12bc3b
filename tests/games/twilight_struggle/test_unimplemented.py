"""The cards still without an event function. Remove a card here when its event lands; the
goal is an empty list. The test fails whenever this list and the registry disagree."""
import pytest

from games.twilight_struggle.events import EVENTS, UNIMPLEMENTED, run_event
from games.twilight_struggle.testing import board

STILL_MISSING = """
abm_treaty aldrich_ames_remix allende alliance_for_progress an_evil_empire arab_israeli_war arms_race
ask_not_what_your_country awacs_sale_to_saudis bear_trap brezhnev_doctrine brush_war camp_david_accords
captured_nazi_scientist che chernobyl cia_created colonial_rear_guards comecon cuban_missile_crisis
cultural_revolution de_gaulle_leads_france de_stalinization defectors east_european_unrest fidel
five_year_plan flower_power formosan_resolution glasnost grain_sales_to_soviets
how_i_learned_to_stop_worrying independent_reds indo_pakistani_war iran_contra_scandal iran_iraq_war
iranian_hostage_crisis john_paul_ii_elected_pope junta kitchen_debates korean_war
latin_american_death_squads latin_american_debt_crisis liberation_theology lone_gunman
marine_barracks_bombing marshall_plan missile_envy muslim_revolution nasser nato
nixon_plays_the_china_card norad north_sea_oil nuclear_subs nuclear_test_ban oas_founded olympic_games
one_small_step opec ortega_elected_in_nicaragua our_man_in_tehran panama_canal_returned
pershing_ii_deployed portuguese_empire_crumbles puppet_governments quagmire reagan_bombs_libya
red_scare_purge romanian_abdication sadat_expels_soviets salt_negotiations shuttle_diplomacy
socialist_governments solidarity south_african_unrest soviets_shoot_down_kal_007 special_relationship
star_wars suez_crisis summit tear_down_this_wall terrorism the_cambridge_five the_iron_lady the_reformer
the_voice_of_america truman_doctrine u2_incident un_intervention us_japan_mutual_defense_pact
ussuri_river_skirmish vietnam_revolts wargames warsaw_pact_formed we_will_bury_you willy_brandt
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
