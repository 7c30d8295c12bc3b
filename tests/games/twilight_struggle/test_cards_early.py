"""Early War card events, one test (or more) per card, named after the card.

The first four are the framework's examples: copy their shape.
"""
from games.engine import audience_only
from games.twilight_struggle import hooks, ops
from games.twilight_struggle.data import CHINA
from games.twilight_struggle.hooks import ops_value
from games.twilight_struggle.steps import push, resolve
from games.twilight_struggle.testing import GAME, board, influence, play, prompt_ids

from .helpers import action, last


def event(card, side, spec="", **kw):
    """A position where `side`'s `card` event is about to resolve."""
    return board(spec, pending={"step": "event", "side": side, "card": card}, **kw)


# --------------------------------------------------------------------------- examples


def test_decolonization_places_one_in_each_of_four_african_or_se_asian_countries():
    """Decolonization: 1 USSR influence in each of 4 countries of Africa and/or Southeast Asia."""
    state = event("decolonization", "ussr")
    ids = prompt_ids(state, "ussr")
    assert "country:angola" in ids and "country:vietnam" in ids
    assert "country:india" not in ids and "country:egypt" not in ids  # Asia outside SE Asia; Middle East
    state = play(state, "ussr", "country:angola", "country:vietnam")
    assert "country:angola" not in prompt_ids(state, "ussr")  # one per country
    state = play(state, "ussr", "country:zaire", "country:thailand")
    assert prompt_ids(state, "ussr") == ["continue"]
    assert [influence(state, c)["ussr"] for c in ("angola", "vietnam", "zaire", "thailand")] == [1, 1, 1, 1]


def test_duck_and_cover_degrades_defcon_and_gives_the_us_5_minus_defcon():
    """Duck and Cover at DEFCON 4: DEFCON 3, the US gains 2 VP."""
    state = event("duck_and_cover", "us", defcon=4)
    assert state["board"]["defcon"] == 3
    assert state["board"]["vp"] == 2


def test_duck_and_cover_at_defcon_2_ends_the_game_for_the_phasing_player():
    """Duck and Cover at DEFCON 2 reaches DEFCON 1: the phasing player (here the USSR) loses."""
    state = event("duck_and_cover", "us", defcon=2, phasing="ussr")
    assert state["result"]["winner"] == "us" and state["result"]["reason"] == "defcon1"


def test_blockade_us_discards_a_3_ops_card_to_keep_west_germany():
    """Blockade: the US may discard a card of 3+ Ops; then West Germany keeps its US influence."""
    state = event("blockade", "ussr", "west_germany us=4",
                  hands={"us": ["duck_and_cover", "cia_created", "asia_scoring"], "ussr": []})
    assert prompt_ids(state, "us") == ["card:duck_and_cover", "pass"]  # 1 Ops and scoring cards excluded
    state = play(state, "us", "card:duck_and_cover")
    assert influence(state, "west_germany")["us"] == 4
    assert "duck_and_cover" in state["discard"]


def test_blockade_pass_removes_all_us_influence_from_west_germany():
    """Blockade: if the US does not discard, all US influence leaves West Germany."""
    state = event("blockade", "ussr", "west_germany us=4 ussr=1", hands={"us": ["duck_and_cover"], "ussr": []})
    state = play(state, "us", "pass")
    assert influence(state, "west_germany") == {"us": 0, "ussr": 1}


def test_blockade_without_a_3_ops_card_removes_at_once():
    """Blockade: a US hand with no card of 3+ Ops gives no choice; West Germany is emptied."""
    state = event("blockade", "ussr", "west_germany us=2", hands={"us": ["cia_created"], "ussr": []})
    assert prompt_ids(state, "us") == ["pass"]
    state = play(state, "us", "pass")
    assert influence(state, "west_germany")["us"] == 0


def test_containment_adds_one_op_to_us_cards_up_to_4_until_end_of_turn():
    """Containment: US cards +1 Ops (max 4) for the rest of the turn; USSR cards unchanged."""
    state = event("containment", "us")
    assert ops_value(state, "us", "cia_created") == 2
    assert ops_value(state, "us", "nato") == 4
    assert ops_value(state, "ussr", "cia_created") == 1
    assert state["board"]["effects"]["containment"]["until"] == "turn"


# --------------------------------------------------------------------------- #5-#35, #103

NATO_EFFECT = {"nato": {"side": "us", "until": "game"}}


def test_005_five_year_plan__a_us_event_discarded_happens_for_the_us():
    """Five Year Plan: the USSR's random discard Duck and Cover is a US event: it happens, then is discarded."""
    state = event("five_year_plan", "us", defcon=4, hands={"ussr": ["duck_and_cover"], "us": []})
    assert state["board"]["defcon"] == 3 and state["board"]["vp"] == 2
    assert "duck_and_cover" in state["discard"] and state["seats"][0]["hand"] == []


def test_005_five_year_plan__a_discarded_asterisk_event_is_removed():
    """Five Year Plan: a US asterisk event that happens (Containment) is removed from the game."""
    state = event("five_year_plan", "us", hands={"ussr": ["containment"], "us": []})
    assert "containment" in state["board"]["effects"] and "containment" in state["removed"]


def test_005_five_year_plan__a_ussr_or_neutral_card_is_discarded_without_event():
    """Five Year Plan: a USSR card (Decolonization) goes to the discard pile, its event untouched."""
    state = event("five_year_plan", "us", hands={"ussr": ["decolonization", "nuclear_test_ban"], "us": []})
    assert len(state["seats"][0]["hand"]) == 1
    assert prompt_ids(state, "ussr") == ["continue"] and state["board"]["vp"] == 0
    assert last(state, "card_discarded")["card"] in state["discard"]


def test_005_five_year_plan__the_pick_is_random_over_the_whole_hand():
    """Five Year Plan: a scripted pick takes that card; an empty USSR hand makes the event do nothing."""
    state = board(hands={"ussr": ["decolonization", "fidel"], "us": []})
    state["secret"]["forced_picks"] = ["fidel"]
    push(state, {"step": "event", "side": "us", "card": "five_year_plan"})
    resolve(state)
    assert state["seats"][0]["hand"] == ["decolonization"] and "fidel" in state["discard"]
    assert prompt_ids(event("five_year_plan", "us", hands={"ussr": [], "us": []}), "ussr") == ["continue"]


def test_005_five_year_plan__played_by_the_ussr_discarding_defectors_gives_the_us_1_vp():
    """Five Year Plan played by the USSR for Ops discards Defectors: its event happens in the USSR round (US +1 VP)."""
    state = action("poland ussr=1", "ussr", ["five_year_plan", "defectors"])
    state = play(state, "ussr", "card:five_year_plan", "mode:influence", "order:event_first")
    assert state["board"]["vp"] == 1 and "defectors" in state["discard"]
    state = play(state, "ussr", *["country:poland"] * 3)
    assert influence(state, "poland")["ussr"] == 4 and "five_year_plan" in state["discard"]


def test_007_socialist_governments__three_from_western_europe_two_per_country():
    """Socialist Governments: 3 US influence out of Western Europe, at most 2 from one country."""
    state = event("socialist_governments", "ussr", "france us=3; italy us=2; poland us=2")
    assert "country:poland" not in prompt_ids(state, "ussr")  # Eastern Europe
    state = play(state, "ussr", "country:france", "country:france")
    assert "country:france" not in prompt_ids(state, "ussr")  # the third can only be Italy's: played by itself
    assert influence(state, "france")["us"] == 1 and influence(state, "italy")["us"] == 1
    assert prompt_ids(state, "ussr") == ["continue"]


def test_007_socialist_governments__blocked_by_the_iron_lady():
    """Socialist Governments cannot be an event after The Iron Lady."""
    state = board(effects={"the_iron_lady": {"side": "us", "until": "game"}})
    assert not hooks.can_play_event(state, "ussr", "socialist_governments")


def test_008_fidel__us_out_of_cuba_ussr_controls_it():
    """Fidel: all US influence leaves Cuba; the USSR gets 3 (Cuba's stability) for control."""
    state = event("fidel", "ussr", "cuba us=2 ussr=1")
    assert influence(state, "cuba") == {"us": 0, "ussr": 3}


def test_009_vietnam_revolts__two_in_vietnam_and_a_southeast_asia_bonus_in_play():
    """Vietnam Revolts: 2 USSR in Vietnam; later this turn a 2 Ops USSR card spent in SE Asia gives 3."""
    state = event("vietnam_revolts", "ussr")
    assert influence(state, "vietnam")["ussr"] == 2
    assert state["board"]["effects"]["vietnam_revolts"]["until"] == "turn"
    state = action("vietnam ussr=2", "ussr", ["fidel"], effects=dict(state["board"]["effects"]))
    state = play(state, "ussr", "card:fidel", "mode:influence", "country:vietnam", "country:thailand",
                 "country:vietnam")
    assert influence(state, "vietnam")["ussr"] == 4 and influence(state, "thailand")["ussr"] == 1
    assert prompt_ids(state, "ussr") == ["continue"]


def test_011_korean_war__win_on_modified_4_replaces_us_influence():
    """Korean War: die 6 -1 for US-controlled Japan = 5: USSR +2 VP, South Korea's US influence turns USSR."""
    state = event("korean_war", "ussr", "south_korea us=2; japan us=4", dice=[6])
    assert influence(state, "south_korea") == {"us": 0, "ussr": 2}
    assert state["board"]["vp"] == -2 and state["board"]["milops"]["ussr"] == 2


def test_011_korean_war__loss_still_gives_military_ops():
    """Korean War: die 4 -1 (Japan) = 3 fails; the USSR still gains 2 Military Ops."""
    state = event("korean_war", "ussr", "south_korea us=2; japan us=4", dice=[4])
    assert influence(state, "south_korea") == {"us": 2, "ussr": 0}
    assert state["board"]["vp"] == 0 and state["board"]["milops"]["ussr"] == 2


def test_012_romanian_abdication__us_out_ussr_controls_romania():
    """Romanian Abdication: all US influence leaves Romania; the USSR reaches control (3)."""
    state = event("romanian_abdication", "ussr", "romania us=1 ussr=1")
    assert influence(state, "romania") == {"us": 0, "ussr": 3}


def test_013_arab_israeli_war__israel_itself_counts_when_us_controlled():
    """Arab-Israeli War: US-controlled Israel and Jordan make -2: die 5 fails, die 6 wins."""
    spec = "israel us=4; jordan us=2"
    state = event("arab_israeli_war", "ussr", spec, dice=[5])
    assert influence(state, "israel")["us"] == 4 and state["board"]["milops"]["ussr"] == 2
    state = event("arab_israeli_war", "ussr", spec, dice=[6])
    assert influence(state, "israel") == {"us": 0, "ussr": 4} and state["board"]["vp"] == -2


def test_013_arab_israeli_war__blocked_by_camp_david():
    """Arab-Israeli War cannot be an event after Camp David Accords."""
    state = board(effects={"camp_david_accords": {"side": "us", "until": "game"}})
    assert not hooks.can_play_event(state, "ussr", "arab_israeli_war")


def test_014_comecon__four_non_us_controlled_east_european_countries():
    """COMECON: 1 USSR in each of 4 East European countries not controlled by the US."""
    state = event("comecon", "ussr", "poland us=3")
    ids = prompt_ids(state, "ussr")
    assert "country:poland" not in ids and "country:france" not in ids and "country:austria" in ids
    state = play(state, "ussr", "country:austria", "country:hungary", "country:romania")
    assert "country:austria" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:bulgaria")
    assert [influence(state, c)["ussr"] for c in ("austria", "hungary", "romania", "bulgaria")] == [1, 1, 1, 1]
    assert prompt_ids(state, "ussr") == ["continue"]


def test_015_nasser__two_ussr_and_the_us_loses_half_rounded_up():
    """Nasser: +2 USSR in Egypt; 3 US influence there loses 2."""
    state = event("nasser", "ussr", "egypt us=3")
    assert influence(state, "egypt") == {"us": 1, "ussr": 2}


def test_016_warsaw_pact_formed__remove_all_us_from_four_countries():
    """Warsaw Pact Formed (remove): all US influence leaves 4 chosen East European countries."""
    state = event("warsaw_pact_formed", "ussr", "poland us=2; hungary us=1; romania us=1; bulgaria us=1; "
                  "czechoslovakia us=3; france us=2")
    state = play(state, "ussr", "choice:remove")
    assert "country:france" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:poland", "country:hungary", "country:romania", "country:czechoslovakia")
    assert prompt_ids(state, "ussr") == ["continue"]
    assert [influence(state, c)["us"] for c in ("poland", "hungary", "romania", "czechoslovakia")] == [0] * 4
    assert influence(state, "bulgaria")["us"] == 1


def test_016_warsaw_pact_formed__add_five_at_most_two_per_country_and_nato_allowed():
    """Warsaw Pact Formed (add): 5 USSR influence in Eastern Europe, 2 per country; NATO becomes playable."""
    state = event("warsaw_pact_formed", "ussr")
    state = play(state, "ussr", "choice:add", "country:poland", "country:poland")
    assert "country:poland" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:hungary", "country:hungary", "country:romania")
    assert prompt_ids(state, "ussr") == ["continue"]
    assert influence(state, "poland")["ussr"] == 2 and influence(state, "romania")["ussr"] == 1
    assert hooks.can_play_event(state, "us", "nato")


def test_017_de_gaulle_leads_france__france_changes_and_leaves_nato_protection():
    """De Gaulle: France -2 US +1 USSR; NATO no longer shields US-controlled France from USSR coups."""
    state = event("de_gaulle_leads_france", "ussr", "france us=6; west_germany us=4", effects=NATO_EFFECT)
    assert influence(state, "france") == {"us": 4, "ussr": 1}
    targets = ops.coup_targets(state, {"side": "ussr", "ops": 3})
    assert "france" in targets and "west_germany" not in targets
    assert "de_gaulle_leads_france" in state["board"]["in_play"]


def test_018_captured_nazi_scientist__space_marker_advances_one_box():
    """Captured Nazi Scientist: the player's space marker advances a box (first to box 1: 2 VP)."""
    state = event("captured_nazi_scientist", "ussr")
    assert state["board"]["space"]["ussr"] == 1 and state["board"]["vp"] == -2


def test_019_truman_doctrine__all_ussr_out_of_an_uncontrolled_european_country():
    """Truman Doctrine: only uncontrolled European countries with USSR influence; all of it goes."""
    state = event("truman_doctrine", "us", "poland ussr=3; finland ussr=2; italy ussr=1 us=1; iran ussr=1")
    assert sorted(prompt_ids(state, "us")) == ["country:finland", "country:italy"]  # Poland USSR-controlled
    state = play(state, "us", "country:finland")
    assert influence(state, "finland")["ussr"] == 0 and influence(state, "italy")["ussr"] == 1


def test_020_olympic_games__participation_reroll_ties_sponsor_plus_two():
    """Olympic Games: the US participates; 3+2 ties 5, reroll 1+2 against 2: the sponsor (USSR) wins 2 VP."""
    state = event("olympic_games", "ussr", dice=[3, 5, 1, 2])
    assert prompt_ids(state, "us") == ["choice:participate", "choice:boycott"]
    state = play(state, "us", "choice:participate")
    assert state["board"]["vp"] == -2


def test_020_olympic_games__boycott_degrades_defcon_and_gives_four_ops():
    """Olympic Games: a boycott degrades DEFCON and the sponsor conducts operations with 4 Ops."""
    state = event("olympic_games", "ussr", "poland ussr=1")
    state = play(state, "us", "choice:boycott")
    assert state["board"]["defcon"] == 4
    state = play(state, "ussr", "mode:influence")
    state = play(state, "ussr", *["country:poland"] * 4)
    assert influence(state, "poland")["ussr"] == 5 and prompt_ids(state, "ussr") == ["continue"]


def test_020_olympic_games__boycott_ops_under_red_scare_are_three():
    """Olympic Games boycotted while Red Scare/Purge hits the sponsor: the sponsor conducts 3 Ops."""
    state = event("olympic_games", "ussr", "poland ussr=1", effects={"red_scare_purge": {"side": "us", "until": "turn"}})
    state = play(state, "us", "choice:boycott")
    state = play(state, "ussr", "mode:influence", *["country:poland"] * 3)
    assert influence(state, "poland")["ussr"] == 4 and prompt_ids(state, "ussr") == ["continue"]


def test_021_nato__needs_marshall_plan_or_warsaw_pact_then_shields_us_controlled_europe():
    """NATO: unplayable before Marshall Plan/Warsaw Pact; then no USSR coup or realignment in US-controlled Europe."""
    state = board("west_germany us=5 ussr=1; italy us=1 ussr=1")
    assert not hooks.can_play_event(state, "us", "nato")
    state["board"]["played"].append("marshall_plan")
    push(state, {"step": "event", "side": "us", "card": "nato"})
    resolve(state)
    assert "nato" in state["board"]["effects"] and "nato" in state["board"]["in_play"]
    assert ops.coup_targets(state, {"side": "ussr", "ops": 3}) == ["italy"]
    assert ops.realign_targets(state, {"side": "ussr", "count": 3}) == ["italy"]


def test_022_independent_reds__us_matches_ussr_influence():
    """Independent Reds: US influence in one of the five countries rises to equal the USSR's."""
    state = event("independent_reds", "us", "yugoslavia ussr=3 us=1; hungary ussr=1 us=1; poland ussr=3")
    assert prompt_ids(state, "us") == ["country:yugoslavia"]
    state = play(state, "us", "country:yugoslavia")
    assert influence(state, "yugoslavia") == {"us": 3, "ussr": 3}


def test_023_marshall_plan__seven_non_ussr_controlled_west_european_countries():
    """Marshall Plan: 1 US influence in each of 7 West European countries the USSR does not control."""
    state = event("marshall_plan", "us", "italy ussr=2")
    assert "country:italy" not in prompt_ids(state, "us") and "country:poland" not in prompt_ids(state, "us")
    countries = ["france", "uk", "west_germany", "benelux", "spain_portugal", "greece", "turkey"]
    state = play(state, "us", *["country:" + c for c in countries])
    assert all(influence(state, c)["us"] == 1 for c in countries)
    assert prompt_ids(state, "ussr") == ["continue"]
    assert hooks.can_play_event(state, "us", "nato")


def test_024_indo_pakistani_war__the_player_chooses_the_target():
    """Indo-Pakistani War: the US invades India; die 5 -1 (USSR-controlled Pakistan) = 4 wins."""
    state = event("indo_pakistani_war", "us", "india ussr=2; pakistan ussr=2", dice=[5])
    state = play(state, "us", "choice:india")
    assert influence(state, "india") == {"us": 2, "ussr": 0}
    assert state["board"]["vp"] == 2 and state["board"]["milops"]["us"] == 2


def test_025_containment__us_card_places_one_more_influence_in_real_play():
    """Containment in play: the US plays a 2 Ops card for influence and places 3."""
    state = event("containment", "us")
    state = action("iran us=1", "us", ["independent_reds"], effects=dict(state["board"]["effects"]))
    state = play(state, "us", "card:independent_reds", "mode:influence", *["country:iran"] * 3)
    assert influence(state, "iran")["us"] == 4 and prompt_ids(state, "us") == ["continue"]


def test_026_cia_created__ussr_hand_shown_to_the_us_and_one_op():
    """CIA Created: the USSR hand is shown to the US only; the US then places 1 influence."""
    state = event("cia_created", "us", "iran us=1", hands={"ussr": ["fidel", "asia_scoring"], "us": []})
    shown = last(state, "hand_revealed")
    assert shown["cards"] == ["fidel", "asia_scoring"] and shown["audience"] == audience_only(1)
    assert "choice:none" in prompt_ids(state, "us")
    state = play(state, "us", "choice:influence", "country:iran")
    assert influence(state, "iran")["us"] == 2 and prompt_ids(state, "ussr") == ["continue"]


def test_026_cia_created__triggered_by_a_ussr_ops_play_the_us_conducts_operations():
    """CIA Created played by the USSR for Ops: its event gives the US 1 Op in the USSR's round."""
    state = action("poland ussr=1; iran us=1", "ussr", ["cia_created", "fidel"])
    state = play(state, "ussr", "card:cia_created", "mode:influence", "order:event_first")
    assert last(state, "hand_revealed")["cards"] == ["fidel"]
    state = play(state, "us", "choice:influence", "country:iran")
    assert influence(state, "iran")["us"] == 2
    state = play(state, "ussr", "country:poland")
    assert influence(state, "poland")["ussr"] == 2 and "cia_created" in state["removed"]


def test_027_us_japan_mutual_defense_pact__control_and_no_ussr_coup():
    """US/Japan Pact: the US controls Japan; the USSR may not coup or realign there."""
    state = event("us_japan_mutual_defense_pact", "us", "japan ussr=1")
    assert influence(state, "japan") == {"us": 5, "ussr": 1}
    assert "japan" not in ops.coup_targets(state, {"side": "ussr", "ops": 4})
    assert not hooks.can_realign(state, "ussr", "japan")


def test_028_suez_crisis__four_from_france_uk_israel_two_per_country():
    """Suez Crisis: 4 US influence out of France, the UK and Israel, at most 2 each."""
    state = event("suez_crisis", "ussr", "france us=3; uk us=5; israel us=1; italy us=2")
    assert sorted(prompt_ids(state, "ussr")) == ["country:france", "country:israel", "country:uk"]
    state = play(state, "ussr", "country:uk", "country:uk", "country:israel")
    assert [influence(state, c)["us"] for c in ("france", "uk", "israel")] == [2, 3, 0]


def test_029_east_european_unrest__one_each_from_three_countries():
    """East European Unrest (Early War): 1 USSR influence out of each of 3 countries."""
    state = event("east_european_unrest", "us", "poland ussr=2; hungary ussr=2; romania ussr=2; bulgaria ussr=2")
    state = play(state, "us", "country:poland")
    assert "country:poland" not in prompt_ids(state, "us")
    state = play(state, "us", "country:hungary", "country:romania")
    assert [influence(state, c)["ussr"] for c in ("poland", "hungary", "romania", "bulgaria")] == [1, 1, 1, 2]


def test_029_east_european_unrest__two_each_in_the_late_war():
    """East European Unrest (Late War): 2 USSR influence out of each of 3 countries."""
    state = event("east_european_unrest", "us", "poland ussr=3; hungary ussr=1; romania ussr=2", turn=8)
    state = play(state, "us", "country:poland", "country:hungary")
    assert [influence(state, c)["ussr"] for c in ("poland", "hungary", "romania")] == [1, 0, 0]


def test_031_red_scare_purge__opponent_ops_minus_one_in_real_play():
    """Red Scare/Purge by the US: a 3 Ops USSR card places only 2 influence this turn; 1 Ops stays 1."""
    state = event("red_scare_purge", "us")
    assert ops_value(state, "ussr", "fidel") == 1 and ops_value(state, "ussr", "blockade") == 1
    assert ops_value(state, "us", "nato") == 4
    state = action("poland ussr=1", "ussr", ["comecon"], effects=dict(state["board"]["effects"]))
    state = play(state, "ussr", "card:comecon", "mode:influence", "country:poland", "country:poland")
    assert influence(state, "poland")["ussr"] == 3 and prompt_ids(state, "ussr") == ["continue"]


def test_031_red_scare_purge__played_by_both_sides_hits_both():
    """Red Scare/Purge played by each side in one turn: both sides' cards lose 1 Ops."""
    state = event("red_scare_purge", "ussr", effects={"red_scare_purge": {"side": "us", "until": "turn"}})
    assert ops_value(state, "us", "nato") == 3 and ops_value(state, "ussr", "comecon") == 2


def test_032_un_intervention__opponent_card_for_ops_without_its_event():
    """UN Intervention: the USSR plays Duck and Cover for 3 Ops; its event does not happen."""
    state = action("poland ussr=1", "ussr", ["un_intervention", "duck_and_cover", "fidel"])
    state = play(state, "ussr", "card:un_intervention", "mode:event")
    # Only cards with the opponent's event: Duck and Cover, the one left, is still asked for (how
    # many the hand holds is the USSR's secret).
    assert prompt_ids(state, "ussr") == ["card:duck_and_cover"]
    state = play(state, "ussr", "card:duck_and_cover")
    assert GAME.prompt(state, 0).params == {"card": "duck_and_cover"}
    state = play(state, "ussr", "mode:influence", *["country:poland"] * 3)
    assert influence(state, "poland")["ussr"] == 4
    assert state["board"]["defcon"] == 5 and state["board"]["vp"] == 0
    assert "duck_and_cover" in state["discard"] and "un_intervention" in state["discard"]


def test_032_un_intervention__not_in_the_headline_nor_without_an_opponent_card():
    """UN Intervention needs an opponent's card in hand and is no event in the headline."""
    state = action("", "ussr", ["un_intervention", "fidel"])
    state = play(state, "ussr", "card:un_intervention")
    assert "mode:event" not in prompt_ids(state, "ussr")
    state = board(hands={"ussr": ["duck_and_cover"], "us": []})
    state["flow"]["phase"] = "headline"
    assert not hooks.can_play_event(state, "ussr", "un_intervention")


def test_033_de_stalinization__moves_influence_to_non_us_controlled_countries():
    """De-Stalinization: 2 USSR influence moved from Poland; at most 2 per country; US-controlled Italy excluded."""
    state = event("de_stalinization", "ussr", "poland ussr=4; italy us=2")
    state = play(state, "ussr", "country:poland", "country:poland", "done")
    ids = prompt_ids(state, "ussr")
    assert "country:italy" not in ids and "country:angola" in ids
    state = play(state, "ussr", "country:angola", "country:angola")
    assert influence(state, "poland")["ussr"] == 2 and influence(state, "angola")["ussr"] == 2
    assert prompt_ids(state, "ussr") == ["continue"]


def test_034_nuclear_test_ban__vp_defcon_minus_two_then_defcon_plus_two():
    """Nuclear Test Ban at DEFCON 3: the player gains 1 VP, then DEFCON 5."""
    state = event("nuclear_test_ban", "us", defcon=3)
    assert state["board"]["vp"] == 1 and state["board"]["defcon"] == 5


def test_035_formosan_resolution__taiwan_battleground_until_the_us_plays_china():
    """Formosan Resolution: US-controlled Taiwan is a scoring battleground; the US playing China ends it."""
    state = event("formosan_resolution", "us", "taiwan us=3")
    assert hooks.scoring_battleground(state, "taiwan")
    state = action("taiwan us=3", "us", ["fidel"], effects=dict(state["board"]["effects"]),
                   china={"holder": "us", "face_up": True})
    state["board"]["in_play"].append("formosan_resolution")
    state = play(state, "us", "card:" + CHINA, "mode:influence", *["country:taiwan"] * 5)
    assert not hooks.scoring_battleground(state, "taiwan")
    assert "formosan_resolution" in state["removed"] and "formosan_resolution" not in state["board"]["in_play"]


def test_103_defectors__us_headline_cancels_the_ussr_headline():
    """Defectors headlined by the US: the USSR headline (Decolonization) is discarded without its event."""
    state = board(hands={"us": ["defectors", "fidel"], "ussr": ["decolonization", "nasser"]},
                  pending={"step": "headline_phase"})
    state = play(state, "ussr", "card:decolonization")
    state = play(state, "us", "card:defectors")
    assert "decolonization" in state["discard"] and last(state, "headline_cancelled")["card"] == "decolonization"
    assert all(v["ussr"] == 0 for v in state["board"]["influence"].values())


def test_103_defectors__played_by_the_ussr_in_its_action_round_gives_the_us_1_vp():
    """Defectors played by the USSR for Ops in its action round: the US gains 1 VP."""
    state = action("poland ussr=1", "ussr", ["defectors"])
    state = play(state, "ussr", "card:defectors", "mode:influence", "order:ops_first", "country:poland",
                 "country:poland")
    assert state["board"]["vp"] == 1 and influence(state, "poland")["ussr"] == 3


def test_103_defectors__no_vp_for_a_space_race_play_nor_for_a_us_event():
    """Defectors: the USSR using it for the space race triggers no event, so no VP; the US playing it gives none."""
    state = action("", "ussr", ["defectors"], dice=[6])
    state = play(state, "ussr", "card:defectors", "mode:space")
    assert state["board"]["vp"] == 0
    state = action("", "us", ["defectors"])
    state = play(state, "us", "card:defectors", "mode:event")
    assert state["board"]["vp"] == 0 and "defectors" in state["discard"]
