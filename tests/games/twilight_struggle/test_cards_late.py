"""Late War card events #82-102: at least one test per card, named test_<number>_<card id>__<what>."""
from games.engine import can_see
from games.twilight_struggle import hooks, ops
from games.twilight_struggle.data import COUNTRIES
from games.twilight_struggle.state import hand
from games.twilight_struggle.steps import push, resolve
from games.twilight_struggle.testing import GAME, board, force_dice, influence, play, prompt_ids

from .helpers import action, last


def event(card, side, spec="", played=(), dice=(), picks=(), **kw):
    """A position where `side`'s `card` event is about to resolve; `played`: events that
    already happened (prerequisites, blocks), `dice`: the next die rolls, `picks`: the next
    random picks."""
    state = board(spec, **kw)
    state["board"]["played"].extend(played)
    force_dice(state, *dice)
    state["secret"].setdefault("forced_picks", []).extend(picks)
    push(state, {"step": "event", "side": side, "card": card})
    resolve(state)
    return state


def vp(state):
    return state["board"]["vp"]


def done(state):
    """Nothing left but the test position's closing "wait" step."""
    return prompt_ids(state, "ussr") == ["continue"]


# --------------------------------------------------------------------------- #82 Iranian Hostage Crisis


def test_082_iranian_hostage_crisis__us_out_of_iran_and_2_ussr_in():
    """Iranian Hostage Crisis: all US influence leaves Iran, 2 USSR influence are added."""
    state = event("iranian_hostage_crisis", "ussr", "iran us=3 ussr=1")
    assert influence(state, "iran") == {"us": 0, "ussr": 3}
    assert "iranian_hostage_crisis" in state["board"]["played"]


def test_082_iranian_hostage_crisis__then_terrorism_costs_the_us_two_cards():
    """After Iranian Hostage Crisis, the USSR's Terrorism makes the US discard 2 random cards."""
    state = event("iranian_hostage_crisis", "ussr", hands={"us": ["nato", "cia_created", "summit"], "ussr": []})
    push(state, {"step": "event", "side": "ussr", "card": "terrorism"})
    resolve(state)
    assert len(hand(state, "us")) == 1
    assert len([c for c in ("nato", "cia_created", "summit") if c in state["discard"]]) == 2


# --------------------------------------------------------------------------- #83 The Iron Lady


def test_083_the_iron_lady__argentina_uk_vp_and_blocks_socialist_governments():
    """The Iron Lady: +1 USSR in Argentina, USSR out of the UK, US +1 VP; Socialist Governments blocked."""
    state = board("")
    assert hooks.can_play_event(state, "ussr", "socialist_governments")
    state = event("the_iron_lady", "us", "argentina ussr=1; uk us=5 ussr=2")
    assert influence(state, "argentina")["ussr"] == 2
    assert influence(state, "uk") == {"us": 5, "ussr": 0}
    assert vp(state) == 1
    assert not hooks.can_play_event(state, "ussr", "socialist_governments")
    assert state["board"]["effects"]["the_iron_lady"]["until"] == "game"


# --------------------------------------------------------------------------- #84 Reagan Bombs Libya


def test_084_reagan_bombs_libya__one_vp_per_two_ussr_influence_in_libya():
    """Reagan Bombs Libya: 5 USSR influence in Libya give the US 2 VP (rounded down)."""
    assert vp(event("reagan_bombs_libya", "us", "libya ussr=5")) == 2
    assert vp(event("reagan_bombs_libya", "us", "libya ussr=1")) == 0


# --------------------------------------------------------------------------- #85 Star Wars


def test_085_star_wars__ahead_in_space_plays_a_discarded_event():
    """Star Wars: the US, ahead in space, plays a non-scoring card of the discard pile as an event."""
    state = board("libya ussr=4", space={"us": 3, "ussr": 1})
    state["discard"].extend(["reagan_bombs_libya", "asia_scoring", "decolonization", "socialist_governments"])
    state["board"]["played"].append("the_iron_lady")
    state["board"]["effects"]["the_iron_lady"] = {"side": "us", "until": "game"}
    push(state, {"step": "event", "side": "us", "card": "star_wars"})
    resolve(state)
    ids = prompt_ids(state, "us")
    assert "card:reagan_bombs_libya" in ids and "card:decolonization" in ids
    assert "card:asia_scoring" not in ids  # scoring cards are excluded
    assert "card:socialist_governments" not in ids  # a blocked event cannot be picked
    state = play(state, "us", "card:reagan_bombs_libya")
    assert vp(state) == 2
    assert "reagan_bombs_libya" in state["removed"] and "reagan_bombs_libya" not in state["discard"]


def test_085_star_wars__not_ahead_does_nothing():
    """Star Wars: level on the space race, the US gets no card."""
    state = board("", space={"us": 2, "ussr": 2})
    state["discard"].append("reagan_bombs_libya")
    push(state, {"step": "event", "side": "us", "card": "star_wars"})
    resolve(state)
    assert done(state) and state["discard"] == ["reagan_bombs_libya"]


def test_085_star_wars__a_ussr_card_is_carried_out_by_the_ussr():
    """Star Wars: a USSR card from the discard pile is played as an event, decided by the USSR."""
    state = board("lebanon us=1; israel us=2", space={"us": 3, "ussr": 1})
    state["discard"].append("marine_barracks_bombing")
    push(state, {"step": "event", "side": "us", "card": "star_wars"})
    resolve(state)
    state = play(state, "us", "card:marine_barracks_bombing")
    assert influence(state, "lebanon")["us"] == 0
    assert influence(state, "israel")["us"] == 0  # the USSR's only choice, made by the engine


# --------------------------------------------------------------------------- #86 North Sea Oil


def test_086_north_sea_oil__the_us_gets_an_eighth_action_round():
    """North Sea Oil: in the Late War the US plays an 8th action round this turn; the USSR does not."""
    state = event("north_sea_oil", "us", turn=8)
    assert hooks.action_rounds(state, "us") == 8 and hooks.action_rounds(state, "ussr") == 7
    state["board"]["vp"] = 0
    state["flow"]["stack"] = []
    for side in ("ussr", "us"):
        hand(state, side).clear()
    hand(state, "us").append("reagan_bombs_libya")
    push(state, {"step": "action_rounds", "round": 8})
    resolve(state)
    assert GAME.to_act(state) == [1]
    assert prompt_ids(state, "us") == ["card:reagan_bombs_libya", "pass"]  # the extra round may be passed
    assert last(state, "action_round")["round"] == 8


def test_086_north_sea_oil__blocks_opec_for_the_rest_of_the_game():
    """North Sea Oil: OPEC can no longer be an event, even after the 8-round effect has expired."""
    state = board("")
    assert hooks.can_play_event(state, "ussr", "opec")
    state = event("north_sea_oil", "us")
    state["board"]["effects"].pop("north_sea_oil")  # the end of the turn
    assert not hooks.can_play_event(state, "ussr", "opec")


# --------------------------------------------------------------------------- #87 The Reformer


def test_087_the_reformer__four_in_europe_two_per_country():
    """The Reformer: 4 USSR influence in Europe, at most 2 per country, when the USSR is not ahead."""
    state = event("the_reformer", "ussr", vp=0)
    assert "country:poland" in prompt_ids(state, "ussr") and "country:iran" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:poland", "country:poland")
    assert "country:poland" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:italy", "country:france")
    assert done(state)
    assert [influence(state, c)["ussr"] for c in ("poland", "italy", "france")] == [2, 1, 1]


def test_087_the_reformer__six_when_the_ussr_leads_on_vp():
    """The Reformer: 6 USSR influence when the USSR is ahead in VP."""
    state = event("the_reformer", "ussr", vp=-3)
    state = play(state, "ussr", *["country:" + c for c in ("poland", "poland", "italy", "italy", "france", "spain_portugal")])
    assert done(state)
    assert sum(influence(state, c)["ussr"] for c in COUNTRIES) == 6


def test_087_the_reformer__no_ussr_coups_in_europe_afterwards():
    """The Reformer: the USSR may no longer coup in Europe (Ops or free), elsewhere it still may."""
    state = event("the_reformer", "ussr", "italy us=1; iran us=1", vp=0)
    assert not hooks.can_coup(state, "ussr", "italy", free=True)
    assert ops.coup_targets(state, {"side": "ussr", "ops": 3}) == ["iran"]
    assert hooks.can_coup(state, "us", "poland")
    state = action("italy us=1", "ussr", ["nasser"], effects={"the_reformer": {"side": "ussr", "until": "game"}})
    assert "mode:coup" not in prompt_ids(play(state, "ussr", "card:nasser"), "ussr")


# --------------------------------------------------------------------------- #88 Marine Barracks Bombing


def test_088_marine_barracks_bombing__lebanon_emptied_and_two_more_removed():
    """Marine Barracks Bombing: all US influence leaves Lebanon, then the USSR removes 2 US in the Middle East."""
    state = event("marine_barracks_bombing", "ussr", "lebanon us=2; israel us=3; iran us=1; italy us=2")
    assert influence(state, "lebanon")["us"] == 0
    ids = prompt_ids(state, "ussr")
    assert "country:israel" in ids and "country:italy" not in ids and "country:lebanon" not in ids
    state = play(state, "ussr", "country:israel", "country:iran")
    assert (influence(state, "israel")["us"], influence(state, "iran")["us"]) == (2, 0)
    assert done(state)


# --------------------------------------------------------------------------- #89 Soviets Shoot Down KAL-007


def test_089_soviets_shoot_down_kal_007__defcon_vp_and_ops_with_south_korea():
    """KAL-007: DEFCON -1, US +2 VP; with South Korea US-controlled the US may place 4 influence."""
    state = event("soviets_shoot_down_kal_007", "us", "south_korea us=3", defcon=4)
    assert state["board"]["defcon"] == 3 and vp(state) == 2
    assert prompt_ids(state, "us") == ["choice:influence", "choice:none"]  # no USSR influence to realign
    state = play(state, "us", "choice:influence", *["country:japan"] * 4)
    assert influence(state, "japan")["us"] == 4 and done(state)


def test_089_soviets_shoot_down_kal_007__no_ops_without_south_korea():
    """KAL-007: South Korea not US-controlled, no influence or realignment follows."""
    state = event("soviets_shoot_down_kal_007", "us", "south_korea us=2", defcon=4)
    assert vp(state) == 2 and done(state)


def test_089_soviets_shoot_down_kal_007__at_defcon_2_the_phasing_player_loses():
    """KAL-007 at DEFCON 2 reaches DEFCON 1: the phasing USSR, who played it for Ops, loses."""
    state = event("soviets_shoot_down_kal_007", "us", defcon=2, phasing="ussr")
    assert state["result"]["winner"] == "us" and state["result"]["reason"] == "defcon1"


# --------------------------------------------------------------------------- #90 Glasnost


def test_090_glasnost__defcon_and_vp_without_the_reformer():
    """Glasnost: DEFCON +1 and USSR +2 VP; without The Reformer, no further Ops."""
    state = event("glasnost", "ussr", defcon=3)
    assert state["board"]["defcon"] == 4 and vp(state) == -2 and done(state)


def test_090_glasnost__after_the_reformer_realignment_rolls():
    """Glasnost after The Reformer: the USSR may make 4 realignment rolls with the card."""
    state = event("glasnost", "ussr", "iran us=2", played=["the_reformer"], defcon=3, dice=(6, 1))
    assert prompt_ids(state, "ussr") == ["choice:influence", "choice:realign", "choice:none"]
    state = play(state, "ussr", "choice:realign")
    assert influence(state, "iran")["us"] == 0
    assert last(state, "realigned")["dice"] == {"ussr": 6, "us": 1}


# --------------------------------------------------------------------------- #91 Ortega Elected in Nicaragua


def test_091_ortega_elected_in_nicaragua__us_out_and_free_coup_next_door():
    """Ortega: US influence leaves Nicaragua; a free USSR coup with 2 Ops in a neighbour, no Military Ops."""
    state = event("ortega_elected_in_nicaragua", "ussr", "nicaragua us=2; cuba us=1; panama us=1", dice=(6,))
    assert influence(state, "nicaragua")["us"] == 0
    assert prompt_ids(state, "ussr") == ["country:cuba", "pass"]  # Panama is not adjacent
    state = play(state, "ussr", "country:cuba")
    # 6 + 2 - 2*3 = 2: one US removed, one USSR added
    assert influence(state, "cuba") == {"us": 0, "ussr": 1}
    assert state["board"]["milops"]["ussr"] == 0 and state["board"]["defcon"] == 4  # Cuba is a battleground


# --------------------------------------------------------------------------- #92 Terrorism


def test_092_terrorism__the_opponent_discards_one_random_card():
    """Terrorism played by the US: the USSR discards one card at random, seen by both."""
    state = event("terrorism", "us", hands={"ussr": ["nasser", "fidel"], "us": ["nato"]},
                  played=["iranian_hostage_crisis"], picks=["fidel"])  # doubles only for the US
    assert hand(state, "ussr") == ["nasser"] and hand(state, "us") == ["nato"]
    gone = last(state, "card_discarded")
    assert (gone["side"], gone["card"]) == ("ussr", "fidel") and state["discard"] == ["fidel"]


def test_092_terrorism__two_us_cards_after_iranian_hostage_crisis():
    """Terrorism played by the USSR after Iranian Hostage Crisis: the US discards 2 at random."""
    state = event("terrorism", "ussr", hands={"us": ["nato", "summit", "cia_created"], "ussr": []},
                  played=["iranian_hostage_crisis"])
    assert len(hand(state, "us")) == 1
    state = event("terrorism", "ussr", hands={"us": ["nato", "summit", "cia_created"], "ussr": []})
    assert len(hand(state, "us")) == 2


def test_092_terrorism__empty_hand_discards_nothing():
    """Terrorism against an empty hand resolves without a discard."""
    state = event("terrorism", "ussr", hands={"us": [], "ussr": []}, played=["iranian_hostage_crisis"])
    assert done(state) and state["discard"] == []


# --------------------------------------------------------------------------- #93 Iran-Contra Scandal


def test_093_iran_contra_scandal__us_realignment_rolls_minus_one():
    """Iran-Contra Scandal: US realignment rolls get -1 for the rest of the turn; the USSR's do not."""
    state = event("iran_contra_scandal", "ussr")
    assert hooks.realign_modifier(state, "us", "iran") == -1
    assert hooks.realign_modifier(state, "ussr", "iran") == 0
    assert state["board"]["effects"]["iran_contra_scandal"]["until"] == "turn"
    state = action("iran ussr=2", "us", ["nato"], effects=dict(state["board"]["effects"]), dice=(4, 4))
    state = play(state, "us", "card:nato", "mode:realign")
    # US: 4 - 1 = 3 against USSR 4 + 1 (more influence): the US loses 2
    rolled = next(e for e in state["log"] if e["kind"] == "realigned")  # the first of NATO's 4
    assert rolled["mods"] == {"us": -1, "ussr": 1} and rolled["totals"] == {"us": 3, "ussr": 5}


# --------------------------------------------------------------------------- #94 Chernobyl


def test_094_chernobyl__blocks_ussr_ops_placement_in_the_region():
    """Chernobyl: the US names Asia; USSR Ops cannot place influence there this turn, elsewhere they can."""
    state = event("chernobyl", "us")
    assert "choice:asia" in prompt_ids(state, "us") and len(prompt_ids(state, "us")) == 6
    state = play(state, "us", "choice:asia")
    assert state["board"]["effects"]["chernobyl"]["region"] == "asia"
    assert hooks.influence_allowed(state, "ussr", "afghanistan", by_ops=False)  # events still may
    state = action("afghanistan ussr=1; iran ussr=1", "ussr", ["nasser"], effects=dict(state["board"]["effects"]))
    ids = prompt_ids(play(state, "ussr", "card:nasser", "mode:influence"), "ussr")
    assert "country:iran" in ids
    assert not any(i in ids for i in ("country:afghanistan", "country:north_korea", "country:pakistan"))


# --------------------------------------------------------------------------- #95 Latin American Debt Crisis


def test_095_latin_american_debt_crisis__us_discards_a_3_ops_card():
    """Latin American Debt Crisis: the US discards a card of 3+ Ops and nothing doubles."""
    state = event("latin_american_debt_crisis", "ussr", "argentina ussr=2",
                  hands={"us": ["nato", "cia_created"], "ussr": []})
    assert prompt_ids(state, "us") == ["card:nato", "pass"]
    state = play(state, "us", "card:nato")
    assert "nato" in state["discard"] and influence(state, "argentina")["ussr"] == 2 and done(state)


def test_095_latin_american_debt_crisis__else_ussr_doubles_two_countries():
    """Latin American Debt Crisis: if the US passes, the USSR doubles its influence in 2 South American countries."""
    state = event("latin_american_debt_crisis", "ussr", "argentina ussr=2; chile ussr=3; peru ussr=1; cuba ussr=2",
                  hands={"us": ["nato"], "ussr": []})
    state = play(state, "us", "pass")
    ids = prompt_ids(state, "ussr")
    assert "country:argentina" in ids and "country:cuba" not in ids and "country:brazil" not in ids
    assert "pass" in ids  # the USSR may double fewer
    state = play(state, "ussr", "country:argentina")
    assert "country:argentina" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:chile")
    assert [influence(state, c)["ussr"] for c in ("argentina", "chile", "peru")] == [4, 6, 1]
    assert done(state)


# --------------------------------------------------------------------------- #96 Tear Down This Wall


def test_096_tear_down_this_wall__east_germany_and_willy_brandt_cancelled():
    """Tear Down This Wall: +3 US in East Germany; Willy Brandt's effect ends and it cannot be an event again."""
    state = event("tear_down_this_wall", "us", "east_germany ussr=3",
                  effects={"willy_brandt": {"side": "ussr", "until": "game"}})
    assert influence(state, "east_germany") == {"us": 3, "ussr": 3}
    assert "willy_brandt" not in state["board"]["effects"]
    assert not hooks.can_play_event(state, "ussr", "willy_brandt")


def test_096_tear_down_this_wall__free_coup_in_europe_ignores_defcon():
    """Tear Down This Wall: at DEFCON 2 the US may still make a free coup in Europe with 3 Ops."""
    state = event("tear_down_this_wall", "us", "poland ussr=2; austria ussr=1; iran ussr=1", defcon=2, dice=(6,),
                  phasing="us")
    assert prompt_ids(state, "us") == ["choice:coup", "choice:realign", "choice:none"]
    state = play(state, "us", "choice:coup")
    assert sorted(prompt_ids(state, "us")) == ["country:austria", "country:poland"]  # Europe only
    state = play(state, "us", "country:poland")
    # 6 + 3 - 2*3 = 3: two USSR removed, one US added; a battleground coup still degrades DEFCON
    assert influence(state, "poland") == {"us": 1, "ussr": 0}
    assert state["result"] == {"winner": "ussr", "reason": "defcon1", "params": {"culprit": "us"}}


# --------------------------------------------------------------------------- #97 An Evil Empire


def test_097_an_evil_empire__vp_and_flower_power_cancelled():
    """An Evil Empire: US +1 VP; Flower Power's effect ends and it cannot be an event again."""
    state = event("an_evil_empire", "us", effects={"flower_power": {"side": "ussr", "until": "game"}})
    assert vp(state) == 1
    assert "flower_power" not in state["board"]["effects"]
    assert not hooks.can_play_event(state, "ussr", "flower_power")


# --------------------------------------------------------------------------- #98 Aldrich Ames Remix


def test_098_aldrich_ames_remix__us_hand_shown_to_the_ussr_who_discards_one():
    """Aldrich Ames Remix: the US hand is revealed to the USSR only; the USSR discards any card of it."""
    state = event("aldrich_ames_remix", "ussr", hands={"us": ["nato", "asia_scoring"], "ussr": []})
    shown = last(state, "hand_revealed")
    assert shown["cards"] == ["nato", "asia_scoring"]
    assert can_see(shown["audience"], 0) and not can_see(shown["audience"], 1)
    assert not can_see(shown["audience"], None)  # spectators do not see it
    assert prompt_ids(state, "ussr") == ["card:nato", "card:asia_scoring"]
    state = play(state, "ussr", "card:asia_scoring")
    assert hand(state, "us") == ["nato"] and "asia_scoring" in state["discard"]
    assert state["board"]["effects"]["aldrich_ames_remix"]["until"] == "turn"


def test_098_aldrich_ames_remix__the_us_hand_stays_in_the_ussr_view_for_the_turn():
    """Aldrich Ames Remix: for the rest of the turn the USSR's view shows the US hand as it is now;
    the US and spectators are shown nothing new, and the effect's end hides it again."""
    from games.twilight_struggle.game import GAME

    state = event("aldrich_ames_remix", "ussr", hands={"us": ["nato", "asia_scoring", "containment"], "ussr": []})
    state = play(state, "ussr", "card:asia_scoring")
    ussr, us, spectator = (GAME().view(state, seat) for seat in (0, 1, None))
    assert ussr["revealed"] == {"us": ["nato", "containment"]}
    assert "nato" not in ussr["unseen"]
    assert us["revealed"] == {} and spectator["revealed"] == {}
    del state["board"]["effects"]["aldrich_ames_remix"]  # what the end of the turn does
    assert GAME().view(state, 0)["revealed"] == {}


# --------------------------------------------------------------------------- #99 Pershing II Deployed


def test_099_pershing_ii_deployed__vp_and_one_from_three_western_countries():
    """Pershing II: USSR +1 VP and 1 US influence removed from each of 3 Western European countries."""
    state = event("pershing_ii_deployed", "ussr", "italy us=2; france us=2; uk us=2; poland us=1; benelux us=1")
    assert vp(state) == -1
    assert "country:poland" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:italy")
    assert "country:italy" not in prompt_ids(state, "ussr")  # one per country
    state = play(state, "ussr", "country:france", "country:uk")
    assert [influence(state, c)["us"] for c in ("italy", "france", "uk", "benelux")] == [1, 1, 1, 1]
    assert done(state)


def test_099_pershing_ii_deployed__played_by_the_us_for_ops_the_ussr_decides():
    """Pershing II played by the US for Ops: the USSR event fires, the USSR chooses the removals."""
    state = action("italy us=1; france us=1; uk us=1", "us", ["pershing_ii_deployed"])
    state = play(state, "us", "card:pershing_ii_deployed", "mode:influence", "order:event_first")
    assert GAME.to_act(state) == [0]
    state = play(state, "ussr", "country:italy", "country:france")
    assert vp(state) == -1
    state = play(state, "us", "country:canada", "country:canada", "country:canada")
    assert "pershing_ii_deployed" in state["removed"]


# --------------------------------------------------------------------------- #100 Wargames


def test_100_wargames__at_defcon_2_ends_the_game_after_6_vp():
    """Wargames at DEFCON 2: the USSR gives the US 6 VP and ends the game; the VP leader wins."""
    state = event("wargames", "ussr", defcon=2, vp=-8)
    assert prompt_ids(state, "ussr") == ["choice:end", "choice:continue"]
    state = play(state, "ussr", "choice:end")
    assert vp(state) == -2
    assert state["result"]["winner"] == "ussr" and state["result"]["reason"] == "wargames"


def test_100_wargames__the_player_behind_after_6_vp_loses():
    """Wargames: if the 6 VP put the opponent ahead, the opponent wins."""
    state = play(event("wargames", "us", defcon=2, vp=4), "us", "choice:end")
    assert vp(state) == -2 and state["result"]["winner"] == "ussr"


def test_100_wargames__may_decline_and_needs_defcon_2():
    """Wargames: the player may go on playing; above DEFCON 2 the event does nothing."""
    state = play(event("wargames", "us", defcon=2, vp=9), "us", "choice:continue")
    assert state["result"] is None and vp(state) == 9 and done(state)
    state = event("wargames", "us", defcon=3, vp=9)
    assert state["result"] is None and done(state)


# --------------------------------------------------------------------------- #101 Solidarity


def test_101_solidarity__needs_john_paul_ii_then_three_us_in_poland():
    """Solidarity: no event before John Paul II Elected Pope; after it, +3 US influence in Poland."""
    state = action("", "us", ["solidarity"])
    assert "mode:event" not in prompt_ids(play(state, "us", "card:solidarity"), "us")
    state["board"]["played"].append("john_paul_ii_elected_pope")
    state = play(state, "us", "card:solidarity", "mode:event")
    assert influence(state, "poland")["us"] == 3
    assert "solidarity" in state["removed"]


# --------------------------------------------------------------------------- #102 Iran-Iraq War


def test_102_iran_iraq_war__victory_takes_over_the_target():
    """Iran-Iraq War: the USSR invades Iraq; die 5 - 1 (Iran US-controlled) = 4 wins 2 VP and the US influence."""
    state = event("iran_iraq_war", "ussr", "iraq us=2 ussr=1; iran us=2", dice=(5,))
    assert prompt_ids(state, "ussr") == ["country:iran", "country:iraq"]
    state = play(state, "ussr", "country:iraq")
    assert influence(state, "iraq") == {"us": 0, "ussr": 3}
    assert vp(state) == -2 and state["board"]["milops"]["ussr"] == 2


def test_102_iran_iraq_war__defeat_only_military_ops():
    """Iran-Iraq War: a modified 3 fails; only the 2 Military Ops are gained."""
    state = event("iran_iraq_war", "us", "iran ussr=2; iraq ussr=3", dice=(4,))
    state = play(state, "us", "country:iran")  # Iraq is USSR-controlled: 4 - 1 = 3
    assert influence(state, "iran") == {"us": 0, "ussr": 2}
    assert vp(state) == 0 and state["board"]["milops"]["us"] == 2
