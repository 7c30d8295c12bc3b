"""Mid War card events (#36-80 but the scoring cards): at least one test per card, named
`test_<number>_<card>__<what>`. Cards that change a rule are tested in actual play."""
from games.twilight_struggle import hooks
from games.twilight_struggle.state import hand
from games.twilight_struggle.steps import push, resolve
from games.twilight_struggle.testing import board, force_dice, influence, play, prompt_ids

from .helpers import action, last


def event(card, side, spec="", **kw):
    """A position where `side`'s `card` event is about to resolve (or has, if no decision)."""
    return board(spec, pending={"step": "event", "side": side, "card": card}, **kw)


def fire(state, side, card, *dice):
    """Runs `card`'s event for `side` on an existing position."""
    force_dice(state, *dice)
    push(state, {"step": "event", "side": side, "card": card})
    resolve(state)
    return state


def round_of(state, side, r=2, *dice):
    """Starts `side`'s action round `r` on an existing position (the rules of the round apply)."""
    force_dice(state, *dice)
    push(state, {"step": "action_round", "side": side, "round": r})
    resolve(state)
    return state


def idle(state):
    """The event is over: only the position's closing "wait" step is left."""
    return state["flow"]["stack"][-1]["step"] == "wait" and state["result"] is None


def vp(state):
    return state["board"]["vp"]


# --------------------------------------------------------------------------- #36-#50


def test_036_brush_war__win_replaces_the_opponents_influence():
    """Brush War: d6 4 - 1 (US-controlled India next door) = 3 wins: 1 VP, Pakistan turns USSR, +3 Military Ops."""
    state = event("brush_war", "ussr", "pakistan us=2 ussr=1; india us=3", dice=(4,))
    ids = prompt_ids(state, "ussr")
    assert "choice:pakistan" in ids and "choice:india" not in ids  # stability 3
    state = play(state, "ussr", "choice:pakistan")
    assert influence(state, "pakistan") == {"us": 0, "ussr": 3}
    assert vp(state) == -1 and state["board"]["milops"]["ussr"] == 3


def test_036_brush_war__loss_still_gives_military_ops_and_nato_protects():
    """Brush War: a modified 2 fails (no VP, no change) but gives 3 Military Ops; NATO Italy is no target."""
    state = event("brush_war", "ussr", "pakistan us=2; india us=3; italy us=2",
                  effects={"nato": {"side": "us", "until": "game"}}, dice=(3,))
    assert "choice:italy" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "choice:pakistan")
    assert influence(state, "pakistan") == {"us": 2, "ussr": 0}
    assert vp(state) == 0 and state["board"]["milops"]["ussr"] == 3


def test_039_arms_race__3_vp_when_ahead_and_at_the_required_level():
    """Arms Race: more Military Ops than the opponent and at least DEFCON: 3 VP; ahead but short: 1 VP."""
    assert vp(event("arms_race", "ussr", defcon=3, milops={"ussr": 3, "us": 1})) == -3
    assert vp(event("arms_race", "ussr", defcon=3, milops={"ussr": 2, "us": 1})) == -1
    assert vp(event("arms_race", "us", defcon=3, milops={"ussr": 2, "us": 2})) == 0


def test_040_cuban_missile_crisis__us_coup_ends_the_game():
    """Cuban Missile Crisis (USSR): DEFCON to 2; the US coups in Panama in its action round and loses."""
    state = event("cuban_missile_crisis", "ussr", "panama ussr=1", defcon=4, hands={"us": ["summit"], "ussr": []})
    assert state["board"]["defcon"] == 2
    state = round_of(state, "us")
    state = play(state, "us", "card:summit", "mode:coup")
    assert state["result"]["winner"] == "ussr" and state["result"]["reason"] == "cuban_missile_crisis"


def test_040_cuban_missile_crisis__us_cancels_by_removing_2_from_west_germany():
    """Cuban Missile Crisis: at the start of its round the US removes 2 from West Germany; its coup is then safe."""
    state = event("cuban_missile_crisis", "ussr", "nicaragua ussr=1; west_germany us=3; turkey us=1",
                  defcon=4, hands={"us": ["summit"], "ussr": []})
    state = round_of(state, "us")
    assert prompt_ids(state, "us") == ["choice:west_germany", "choice:keep"]  # Turkey holds only 1
    state = play(state, "us", "choice:west_germany")
    assert influence(state, "west_germany")["us"] == 1 and "cuban_missile_crisis" not in state["board"]["effects"]
    force_dice(state, 1)
    state = play(state, "us", "mode:coup")  # Nicaragua, the only target: not a battleground, DEFCON stays 2
    assert state["result"] is None and last(state, "coup_result")["country"] == "nicaragua"


def test_041_nuclear_subs__us_battleground_coup_keeps_defcon():
    """Nuclear Subs: a US coup in battleground Panama this turn leaves DEFCON at 3."""
    state = event("nuclear_subs", "us", "panama ussr=1", defcon=3, hands={"us": ["summit"], "ussr": []})
    state = round_of(state, "us", 2, 6)
    state = play(state, "us", "card:summit", "mode:coup")
    assert influence(state, "panama")["ussr"] == 0 and state["board"]["defcon"] == 3
    assert state["board"]["effects"]["nuclear_subs"]["until"] == "turn"


def test_042_quagmire__us_must_discard_and_roll():
    """Quagmire: the US round becomes a 2+ Ops discard and a roll; 5 keeps it trapped, 4 frees it."""
    state = event("quagmire", "ussr", hands={"us": ["summit", "arms_race", "junta", "asia_scoring"], "ussr": []})
    assert "quagmire" in state["board"]["in_play"]
    state = round_of(state, "us", 1, 5)
    assert prompt_ids(state, "us") == ["card:arms_race", "card:junta"]  # 1 Ops and scoring cards excluded
    state = play(state, "us", "card:arms_race")
    assert "arms_race" in state["discard"] and "quagmire" in state["board"]["effects"]
    state = round_of(state, "us", 2, 4)
    state = play(state, "us", "card:junta")
    assert "quagmire" not in state["board"]["effects"] and "quagmire" in state["removed"]
    state = round_of(state, "us", 3)
    assert "card:summit" in prompt_ids(state, "us")  # a normal round again


def test_042_quagmire__without_a_2_ops_card_scoring_cards_then_skips():
    """Quagmire: no 2+ Ops card: the US plays its scoring card, then skips its rounds; NORAD is cancelled."""
    state = event("quagmire", "ussr", hands={"us": ["summit", "asia_scoring"], "ussr": []},
                  effects={"norad": {"side": "us", "until": "game"}})
    assert "norad" not in state["board"]["effects"]
    state = round_of(state, "us", 1)
    assert prompt_ids(state, "us") == ["card:asia_scoring"]
    state = play(state, "us", "card:asia_scoring")
    assert last(state, "region_scored")["region"] == "asia"
    state = round_of(state, "us", 2)
    assert idle(state) and last(state, "round_skipped")["side"] == "us"
    assert hand(state, "us") == ["summit"]


def test_043_salt_negotiations__defcon_coups_and_a_card_from_the_discard():
    """SALT: DEFCON +2, coups -1 for both this turn, the player takes a non-scoring card from the discard."""
    state = board(defcon=2, hands={"us": [], "ussr": []})
    state["discard"].extend(["arms_race", "asia_scoring"])
    state = fire(state, "us", "salt_negotiations")
    assert state["board"]["defcon"] == 4
    assert hooks.coup_modifier(state, "us", "iran") == -1 and hooks.coup_modifier(state, "ussr", "iran") == -1
    assert prompt_ids(state, "us") == ["card:arms_race", "pass"]
    state = play(state, "us", "card:arms_race")
    assert hand(state, "us") == ["arms_race"] and state["discard"] == ["asia_scoring"]


def test_043_salt_negotiations__coup_roll_is_one_lower_in_play():
    """SALT in play: a 1 Ops coup on Panama (stability 2) rolling 4 totals 4 - 1 = 3 < 4 and fails."""
    state = event("salt_negotiations", "ussr", "panama us=1", hands={"ussr": ["summit"], "us": []})
    state = play(state, "ussr", "pass")
    state = round_of(state, "ussr", 1, 4)
    state = play(state, "ussr", "card:summit", "mode:coup")
    result = last(state, "coup_result")
    assert result["mod"] == -1 and not result["success"] and influence(state, "panama")["us"] == 1


def test_044_bear_trap__ussr_must_discard_and_roll():
    """Bear Trap: the USSR round becomes a 2+ Ops discard and a roll; a 6 keeps it trapped."""
    state = event("bear_trap", "us", hands={"ussr": ["summit", "junta"], "us": []})
    state = round_of(state, "ussr", 1, 6)
    assert prompt_ids(state, "ussr") == ["card:junta"]
    state = play(state, "ussr", "card:junta")
    assert "bear_trap" in state["board"]["effects"] and "junta" in state["discard"]
    state = round_of(state, "ussr", 2)
    assert idle(state)  # only a 1 Ops card, no scoring card: skipped


def test_045_summit__winner_gets_2_vp_and_moves_defcon():
    """Summit: US 5 against USSR 2: the US gains 2 VP and improves DEFCON from 3 to 4."""
    state = event("summit", "us", defcon=3, dice=(5, 2))
    assert vp(state) == 2
    assert prompt_ids(state, "us") == ["choice:degrade", "choice:improve", "choice:none"]
    state = play(state, "us", "choice:improve")
    assert state["board"]["defcon"] == 4


def test_045_summit__regions_dominated_add_to_the_roll_and_ties_do_nothing():
    """Summit: the USSR dominates Central America (+1): US 4 against USSR 3+1 is a tie, no VP."""
    state = event("summit", "us", "cuba ussr=3; nicaragua ussr=1", dice=(4, 3))
    assert vp(state) == 0 and idle(state)


def test_046_how_i_learned_to_stop_worrying__sets_defcon_and_5_milops():
    """How I Learned...: the player sets DEFCON (here 5 from 2) and gets 5 Military Ops."""
    state = event("how_i_learned_to_stop_worrying", "us", defcon=2)
    assert len(prompt_ids(state, "us")) == 5
    state = play(state, "us", "choice:5")
    assert state["board"]["defcon"] == 5 and state["board"]["milops"]["us"] == 5


def test_046_how_i_learned_to_stop_worrying__defcon_1_loses_for_the_chooser():
    """How I Learned...: the US, playing it in the USSR's round, sets DEFCON 1 and loses."""
    state = event("how_i_learned_to_stop_worrying", "us", phasing="ussr")
    state = play(state, "us", "choice:1")
    assert state["result"]["winner"] == "ussr"


def test_047_junta__two_in_one_country_then_a_free_coup():
    """Junta: 2 USSR in Chile, then a free 2 Ops coup in Brazil (6+2-4 = 4): US 2 out, USSR 2 in."""
    state = event("junta", "ussr", "brazil us=2", milops={"ussr": 0, "us": 0})
    ids = prompt_ids(state, "ussr")
    assert "country:chile" in ids and "country:mexico" in ids and "country:angola" not in ids
    state = play(state, "ussr", "country:chile")
    assert influence(state, "chile")["ussr"] == 2
    assert prompt_ids(state, "ussr") == ["choice:coup", "choice:realign", "choice:none"]
    force_dice(state, 6)
    state = play(state, "ussr", "choice:coup")  # Brazil, the only target
    assert influence(state, "brazil") == {"us": 0, "ussr": 2}
    assert state["board"]["milops"]["ussr"] == 0  # a free coup


def test_048_kitchen_debates__us_gains_2_vp_with_more_battlegrounds():
    """Kitchen Debates: the US controls 2 battlegrounds against 1: +2 VP; with 1 against 1: nothing."""
    assert vp(event("kitchen_debates", "us", "panama us=2; mexico us=2; cuba ussr=3")) == 2
    assert vp(event("kitchen_debates", "us", "panama us=2; cuba ussr=3")) == 0


def test_048_kitchen_debates__deluxe_without_the_lead_the_event_happens_and_the_card_is_removed():
    """Kitchen Debates as the Deluxe card says: without a US battleground lead the US may still
    play the event (no VP), and the card is removed; played by the USSR for Ops, likewise."""
    state = action("panama us=2; cuba ussr=3", "us", ["kitchen_debates"])
    state = play(state, "us", "card:kitchen_debates", "mode:event")
    assert "kitchen_debates" in state["removed"] and vp(state) == 0
    state = action("cuba ussr=3", "ussr", ["kitchen_debates"])
    state = play(state, "ussr", "card:kitchen_debates", "order:ops_first", "country:cuba")
    assert "kitchen_debates" in state["removed"] and vp(state) == 0


def test_048_kitchen_debates__online_without_the_lead_no_event_and_the_card_is_discarded():
    """Option kitchen_debates_needs_lead (online edition): without a US battleground lead no
    Event option for the US; played by the USSR for Ops, no event happens and the card is
    discarded, not removed."""
    online = {"kitchen_debates_needs_lead": True}
    state = action("panama us=2; cuba ussr=3", "us", ["kitchen_debates"], options=online)
    assert "mode:event" not in prompt_ids(play(state, "us", "card:kitchen_debates"), "us")
    state = action("cuba ussr=3", "ussr", ["kitchen_debates"], options=online)
    state = play(state, "ussr", "card:kitchen_debates", "country:cuba")
    assert "kitchen_debates" in state["discard"] and vp(state) == 0


def test_049_missile_envy__takes_the_highest_card_and_uses_its_ops():
    """Missile Envy: the US takes Brezhnev Doctrine (3 Ops, a USSR event: Ops only), the USSR gets
    Missile Envy and must play it for Ops in its next round."""
    state = action("", "us", ["missile_envy"], other_hand=["brezhnev_doctrine", "summit"])
    state = play(state, "us", "card:missile_envy", "mode:event")
    # The USSR is asked even for its one highest card: how many tie is its secret.
    assert prompt_ids(state, "ussr") == ["card:brezhnev_doctrine"]
    state = play(state, "ussr", "card:brezhnev_doctrine")
    assert "mode:event" not in prompt_ids(state, "us")
    state = play(state, "us", "mode:influence", "country:mexico", "country:mexico", "country:mexico")
    assert influence(state, "mexico")["us"] == 3 and "brezhnev_doctrine" not in state["board"]["effects"]
    assert hand(state, "ussr") == ["summit", "missile_envy"] and "brezhnev_doctrine" in state["discard"]
    state = round_of(state, "ussr", 1)
    ids = prompt_ids(state, "ussr")
    assert "mode:influence" in ids and "mode:event" not in ids  # the forced Ops play
    state = play(state, "ussr", "mode:influence", "country:poland", "country:poland")
    assert "missile_envy" in state["discard"] and "missile_envy" not in state["board"]["effects"]


def test_049_missile_envy__opponent_picks_among_ties_and_neutral_event_fires():
    """Missile Envy: two 3 Ops cards: the US picks; the USSR's neutral Arms Race fires for the USSR."""
    state = action("", "ussr", ["missile_envy"], other_hand=["arms_race", "containment", "cia_created"],
                   milops={"ussr": 2, "us": 0}, defcon=2)
    state = play(state, "ussr", "card:missile_envy", "mode:event")
    assert prompt_ids(state, "us") == ["card:arms_race", "card:containment"]
    state = play(state, "us", "card:arms_race")
    assert vp(state) == -3 and "arms_race" in state["discard"]
    assert "missile_envy" in hand(state, "us")


def test_049_missile_envy__deluxe_compares_the_printed_ops():
    """Missile Envy as the card says ("highest value"): under Brezhnev Doctrine the USSR's
    Flower Power (4) is taken; Shuttle Diplomacy (3, +1 for the USSR) does not tie it."""
    state = action("", "us", ["missile_envy"], other_hand=["flower_power", "shuttle_diplomacy", "junta"],
                   effects={"brezhnev_doctrine": {"side": "ussr", "until": "turn"}})
    state = play(state, "us", "card:missile_envy", "mode:event")
    assert prompt_ids(state, "ussr") == ["card:flower_power"]  # the one card of highest value
    state = play(state, "ussr", "card:flower_power")
    assert hand(state, "ussr") == ["shuttle_diplomacy", "junta"]
    assert "mode:influence" in prompt_ids(state, "us")  # the US plays its Ops


def test_049_missile_envy__online_ops_valued_with_the_opponents_modifiers():
    """Option missile_envy_modified_ops (online edition), under Brezhnev Doctrine: the USSR's
    Shuttle Diplomacy (3+1) ties Flower Power (4): the USSR may give Shuttle Diplomacy, whose US
    event then fires (a 2 Ops card is no candidate)."""
    state = action("", "us", ["missile_envy"], other_hand=["flower_power", "shuttle_diplomacy", "junta"],
                   effects={"brezhnev_doctrine": {"side": "ussr", "until": "turn"}},
                   options={"missile_envy_modified_ops": True})
    state = play(state, "us", "card:missile_envy", "mode:event")
    assert prompt_ids(state, "ussr") == ["card:flower_power", "card:shuttle_diplomacy"]
    state = play(state, "ussr", "card:shuttle_diplomacy")
    assert "shuttle_diplomacy" in state["board"]["effects"] and "missile_envy" in hand(state, "ussr")


def test_050_we_will_bury_you__ussr_gains_3_vp_after_the_next_us_round():
    """We Will Bury You: DEFCON -1; after the US's next round without UN Intervention, USSR +3 VP."""
    state = event("we_will_bury_you", "ussr", defcon=4, hands={"us": ["summit"], "ussr": []})
    assert state["board"]["defcon"] == 3 and vp(state) == 0
    state = round_of(state, "us", 1)
    state = play(state, "us", "card:summit", "mode:influence")
    assert vp(state) == 0  # not before the round ends
    state = play(state, "us", "country:mexico")
    assert vp(state) == -3 and "we_will_bury_you" not in state["board"]["effects"]


def test_050_we_will_bury_you__un_intervention_event_in_that_round_stops_it():
    """We Will Bury You: the US plays UN Intervention (with Brezhnev Doctrine for Ops) in its next round: no VP."""
    state = event("we_will_bury_you", "ussr", hands={"us": ["un_intervention", "brezhnev_doctrine"], "ussr": []})
    state = round_of(state, "us", 1)
    state = play(state, "us", "card:un_intervention", "mode:event", "card:brezhnev_doctrine", "mode:influence",
                 *["country:mexico"] * 3)
    assert vp(state) == 0 and "we_will_bury_you" not in state["board"]["effects"] and idle(state)


# --------------------------------------------------------------------------- #51-#65


def test_051_brezhnev_doctrine__ussr_cards_get_one_more_op():
    """Brezhnev Doctrine: a 1 Ops USSR card places 2 influence this turn; 4 stays 4; US cards unchanged."""
    state = event("brezhnev_doctrine", "ussr", hands={"ussr": ["summit"], "us": []})
    assert hooks.ops_value(state, "ussr", "we_will_bury_you") == 4
    assert hooks.ops_value(state, "us", "summit") == 1
    state = round_of(state, "ussr", 1)
    state = play(state, "ussr", "card:summit", "mode:influence", "country:poland", "country:poland")
    assert influence(state, "poland")["ussr"] == 2


def test_051_brezhnev_doctrine__adds_up_with_red_scare_before_the_cap():
    """Brezhnev Doctrine with a US Red Scare/Purge: a 4 Ops USSR card is 4 + 1 - 1 = 4, a 2 Ops one 2."""
    effects = {"brezhnev_doctrine": {"side": "ussr", "until": "turn"},
               "red_scare_purge": {"side": "us", "until": "turn"}}
    state = board(effects=effects)
    assert hooks.ops_value(state, "ussr", "we_will_bury_you") == 4
    assert hooks.ops_value(state, "ussr", "allende") == 1 and hooks.ops_value(state, "ussr", "junta") == 2


def test_052_portuguese_empire_crumbles__two_in_angola_and_se_africa():
    """Portuguese Empire Crumbles: +2 USSR in Angola and the SE African States."""
    state = event("portuguese_empire_crumbles", "ussr")
    assert influence(state, "angola")["ussr"] == 2 and influence(state, "se_african_states")["ussr"] == 2


def test_053_south_african_unrest__two_in_south_africa_or_split():
    """South African Unrest: 2 in South Africa; or 1 there and 2 in its neighbours (Angola, Botswana)."""
    state = play(event("south_african_unrest", "ussr"), "ussr", "choice:two")
    assert influence(state, "south_africa")["ussr"] == 2
    state = play(event("south_african_unrest", "ussr"), "ussr", "choice:split")
    assert prompt_ids(state, "ussr") == ["country:angola", "country:botswana"]
    state = play(state, "ussr", "country:botswana")
    assert influence(state, "south_africa")["ussr"] == 1 and influence(state, "botswana")["ussr"] == 2
    assert idle(state)


def test_053_south_african_unrest__deluxe_the_two_go_to_a_single_neighbour():
    """South African Unrest as the card says: the 2 go to a single country adjacent to South
    Africa: choosing Angola places both there."""
    state = play(event("south_african_unrest", "ussr"), "ussr", "choice:split", "country:angola")
    assert [influence(state, c)["ussr"] for c in ("south_africa", "botswana", "angola")] == [1, 0, 2]
    assert idle(state)


def test_053_south_african_unrest__online_the_two_may_be_split_between_neighbours():
    """Option south_african_unrest_split (online edition): 1 in South Africa, 1 in Botswana and
    1 in Angola."""
    state = play(event("south_african_unrest", "ussr", options={"south_african_unrest_split": True}),
                 "ussr", "choice:split", "country:botswana", "country:angola")
    assert [influence(state, c)["ussr"] for c in ("south_africa", "botswana", "angola")] == [1, 1, 1]


def test_054_allende__two_in_chile():
    """Allende: +2 USSR in Chile."""
    assert influence(event("allende", "ussr"), "chile")["ussr"] == 2


def test_055_willy_brandt__vp_influence_and_nato_lifted_for_west_germany():
    """Willy Brandt: USSR +1 VP and +1 in West Germany; NATO no longer shields West Germany (France still is)."""
    nato = {"nato": {"side": "us", "until": "game"}}
    state = event("willy_brandt", "ussr", "west_germany us=5; france us=4", effects=nato)
    assert vp(state) == -1 and influence(state, "west_germany")["ussr"] == 1
    assert hooks.can_coup(state, "ussr", "west_germany") and not hooks.can_coup(state, "ussr", "france")


def test_056_muslim_revolution__all_us_influence_leaves_two_countries():
    """Muslim Revolution: the USSR picks Iran and Iraq; Egypt keeps its US influence."""
    state = event("muslim_revolution", "ussr", "iran us=2; iraq us=1; egypt us=1; israel us=1")
    assert prompt_ids(state, "ussr") == ["choice:iran", "choice:iraq", "choice:egypt"]
    state = play(state, "ussr", "choice:iran", "choice:iraq")
    assert [influence(state, c)["us"] for c in ("iran", "iraq", "egypt")] == [0, 0, 1]


def test_056_muslim_revolution__two_targets_need_no_choice():
    """Muslim Revolution: only two listed countries hold US influence: both are cleared at once."""
    state = event("muslim_revolution", "ussr", "iran us=2; libya us=1; israel us=3")
    assert influence(state, "iran")["us"] == 0 and influence(state, "libya")["us"] == 0
    assert influence(state, "israel")["us"] == 3


def test_056_muslim_revolution__no_event_after_awacs_sale():
    """Muslim Revolution: after AWACS Sale to Saudis its event can no longer happen."""
    state = board("iran us=2")
    assert hooks.can_play_event(state, "ussr", "muslim_revolution")
    state = fire(state, "us", "awacs_sale_to_saudis")
    assert not hooks.can_play_event(state, "ussr", "muslim_revolution")


def test_057_abm_treaty__defcon_up_then_four_ops():
    """ABM Treaty: DEFCON 2 -> 3, then 4 Ops of influence."""
    state = event("abm_treaty", "us", defcon=2)
    assert state["board"]["defcon"] == 3
    state = play(state, "us", "choice:influence", *["country:mexico"] * 4)
    assert influence(state, "mexico")["us"] == 4 and idle(state)


def test_058_cultural_revolution__china_card_to_the_ussr_face_up_or_vp():
    """Cultural Revolution: the US's China Card goes to the USSR face up; held by the USSR: +1 VP."""
    state = event("cultural_revolution", "ussr", china={"holder": "us", "face_up": True})
    assert state["board"]["china"] == {"holder": "ussr", "face_up": True} and vp(state) == 0
    assert vp(event("cultural_revolution", "ussr")) == -1


def test_059_flower_power__us_war_cards_give_the_ussr_2_vp():
    """Flower Power: the US plays Brush War for Ops: USSR +2 VP; sent to space: nothing."""
    state = event("flower_power", "ussr", hands={"us": ["brush_war", "indo_pakistani_war"], "ussr": []},
                  space={"us": 0})
    state = round_of(state, "us", 1)
    state = play(state, "us", "card:brush_war", "mode:influence", *["country:mexico"] * 3)
    assert vp(state) == -2
    state = round_of(state, "us", 2, 6)
    state = play(state, "us", "card:indo_pakistani_war", "mode:space")
    assert vp(state) == -2


def test_059_flower_power__scores_as_the_war_card_is_played_before_its_event():
    """Flower Power: the US plays Brush War as its event: USSR +2 VP comes first, then the war."""
    state = event("flower_power", "ussr", "pakistan ussr=1", hands={"us": ["brush_war"], "ussr": []})
    state = round_of(state, "us", 1)
    state = play(state, "us", "card:brush_war", "mode:event")
    kinds = [(e["kind"], e.get("why") or e.get("card")) for e in state["log"] if e["kind"] in ("vp", "event")]
    assert kinds[-2:] == [("vp", "flower_power"), ("event", "brush_war")] and vp(state) == -2


def test_059_flower_power__deluxe_arab_israeli_war_after_camp_david_still_scores():
    """Flower Power as the card says (every US war card played for Operations): after Camp David
    Accords the US plays Arab-Israeli War for Ops: USSR +2 VP."""
    effects = {"flower_power": {"side": "ussr", "until": "game"},
               "camp_david_accords": {"side": "us", "until": "game"}}
    state = action("", "us", ["arab_israeli_war"], effects=effects)
    state = play(state, "us", "card:arab_israeli_war", "mode:influence", "country:mexico", "country:mexico")
    assert vp(state) == -2 and influence(state, "mexico")["us"] == 2


def test_059_flower_power__online_arab_israeli_war_after_camp_david_is_no_war():
    """Option flower_power_blocked_wars off (online edition): after Camp David Accords the US
    plays Arab-Israeli War for Ops: no VP."""
    effects = {"flower_power": {"side": "ussr", "until": "game"},
               "camp_david_accords": {"side": "us", "until": "game"}}
    state = action("", "us", ["arab_israeli_war"], effects=effects, options={"flower_power_blocked_wars": False})
    state = play(state, "us", "card:arab_israeli_war", "mode:influence", "country:mexico", "country:mexico")
    assert vp(state) == 0 and influence(state, "mexico")["us"] == 2


def test_060_u2_incident__vp_and_one_more_on_un_intervention():
    """U2 Incident: USSR +1 VP; the US plays UN Intervention as an event later this turn: +1 more."""
    state = event("u2_incident", "ussr", hands={"us": ["un_intervention", "brezhnev_doctrine"], "ussr": []})
    assert vp(state) == -1
    state = round_of(state, "us", 3)
    state = play(state, "us", "card:un_intervention", "mode:event", "card:brezhnev_doctrine", "mode:influence",
                 *["country:mexico"] * 3)
    assert vp(state) == -2 and "u2_incident" not in state["board"]["effects"]


def test_061_opec__vp_per_controlled_oil_country():
    """OPEC: the USSR controls Egypt and Venezuela (not Iran): +2 VP."""
    state = event("opec", "ussr", "egypt ussr=2; venezuela ussr=2; iran ussr=1")
    assert vp(state) == -2


def test_062_lone_gunman__us_hand_shown_to_the_ussr_then_ops():
    """Lone Gunman: the US hand is revealed to the USSR only; the USSR may use 1 Op."""
    state = event("lone_gunman", "ussr", hands={"us": ["summit", "arms_race"], "ussr": []})
    shown = last(state, "hand_revealed")
    assert shown["cards"] == ["summit", "arms_race"] and shown["audience"] == {"only": [0]}
    assert "choice:none" in prompt_ids(state, "ussr")
    state = play(state, "ussr", "choice:influence", "country:poland")
    assert influence(state, "poland")["ussr"] == 1 and idle(state)


def test_063_colonial_rear_guards__one_in_each_of_four_african_or_se_asian_countries():
    """Colonial Rear Guards: 1 US influence in each of 4 countries of Africa and/or Southeast Asia."""
    state = event("colonial_rear_guards", "us")
    ids = prompt_ids(state, "us")
    assert "country:angola" in ids and "country:thailand" in ids and "country:india" not in ids
    state = play(state, "us", "country:angola", "country:thailand", "country:zaire", "country:burma")
    assert [influence(state, c)["us"] for c in ("angola", "thailand", "zaire", "burma")] == [1, 1, 1, 1]


def test_064_panama_canal_returned__one_each_in_panama_costa_rica_venezuela():
    """Panama Canal Returned: +1 US in Panama, Costa Rica and Venezuela."""
    state = event("panama_canal_returned", "us")
    assert [influence(state, c)["us"] for c in ("panama", "costa_rica", "venezuela")] == [1, 1, 1]


def test_065_camp_david_accords__vp_influence_and_arab_israeli_war_blocked():
    """Camp David Accords: US +1 VP, +1 in Israel, Jordan, Egypt; Arab-Israeli War can no longer be an event."""
    state = event("camp_david_accords", "us")
    assert vp(state) == 1
    assert [influence(state, c)["us"] for c in ("israel", "jordan", "egypt")] == [1, 1, 1]
    assert not hooks.can_play_event(state, "ussr", "arab_israeli_war")


# --------------------------------------------------------------------------- #66-#80


def test_066_puppet_governments__three_countries_without_influence():
    """Puppet Governments: the US adds 1 to up to 3 countries with no influence at all."""
    state = event("puppet_governments", "us", "mexico ussr=1; chile us=1")
    ids = prompt_ids(state, "us")
    assert "country:mexico" not in ids and "country:chile" not in ids and "country:peru" in ids and "done" in ids
    state = play(state, "us", "country:peru")
    assert "country:peru" not in prompt_ids(state, "us")
    state = play(state, "us", "done")
    assert influence(state, "peru")["us"] == 1 and idle(state)


def test_067_grain_sales_to_soviets__us_plays_the_card_taken():
    """Grain Sales: the US takes the USSR's only card (Arms Race) and plays it as its own event."""
    state = event("grain_sales_to_soviets", "us", hands={"ussr": ["arms_race"], "us": []},
                  milops={"us": 3, "ussr": 0}, defcon=3)
    taken = next(e for e in reversed(state["log"]) if e["kind"] == "card_taken" and "card" in e)
    assert hand(state, "ussr") == [] and taken["card"] == "arms_race" and taken["audience"] == {"only": [0, 1]}
    state = play(state, "us", "choice:play", "mode:event")
    assert vp(state) == 3 and "arms_race" in state["discard"]


def test_067_grain_sales_to_soviets__returned_card_then_ops():
    """Grain Sales: the US returns the card and uses the 2 Ops of Grain Sales."""
    state = event("grain_sales_to_soviets", "us", hands={"ussr": ["arms_race"], "us": []})
    state = play(state, "us", "choice:return")
    assert hand(state, "ussr") == ["arms_race"]
    state = play(state, "us", "choice:influence", "country:mexico", "country:mexico")
    assert influence(state, "mexico")["us"] == 2


def test_068_john_paul_ii_elected_pope__poland_and_solidarity():
    """John Paul II: -2 USSR and +1 US in Poland; Solidarity may now be an event."""
    state = board("poland ussr=3")
    assert not hooks.can_play_event(state, "us", "solidarity")
    state = fire(state, "us", "john_paul_ii_elected_pope")
    assert influence(state, "poland") == {"us": 1, "ussr": 1}
    assert hooks.can_play_event(state, "us", "solidarity")


def test_069_latin_american_death_squads__coup_rolls_in_play():
    """Death Squads (USSR): this turn USSR coups in Latin America +1, US ones -1; elsewhere unchanged."""
    state = event("latin_american_death_squads", "ussr", "panama us=1", hands={"ussr": ["summit"], "us": []})
    assert hooks.coup_modifier(state, "us", "chile") == -1 and hooks.coup_modifier(state, "ussr", "iran") == 0
    state = round_of(state, "ussr", 1, 3)
    state = play(state, "ussr", "card:summit", "mode:coup")
    # 3 + 1 Op + 1 = 5 against 4: one point of US influence removed.
    assert last(state, "coup_result")["mod"] == 1 and influence(state, "panama") == {"us": 0, "ussr": 0}


def test_070_oas_founded__two_in_central_or_south_america():
    """OAS Founded: 2 US influence in Central and/or South America."""
    state = event("oas_founded", "us")
    assert "country:angola" not in prompt_ids(state, "us")
    state = play(state, "us", "country:mexico", "country:brazil")
    assert influence(state, "mexico")["us"] == 1 and influence(state, "brazil")["us"] == 1


def test_071_nixon_plays_the_china_card__china_to_the_us_face_down_or_vp():
    """Nixon: the USSR's China Card goes to the US face down; held by the US: +2 VP."""
    state = event("nixon_plays_the_china_card", "us")
    assert state["board"]["china"] == {"holder": "us", "face_up": False}
    assert vp(event("nixon_plays_the_china_card", "us", china={"holder": "us", "face_up": True})) == 2


def test_072_sadat_expels_soviets__egypt_cleared_of_ussr():
    """Sadat Expels Soviets: all USSR influence leaves Egypt; +1 US."""
    assert influence(event("sadat_expels_soviets", "us", "egypt ussr=3"), "egypt") == {"us": 1, "ussr": 0}


def test_073_shuttle_diplomacy__one_ussr_battleground_less_at_the_next_scoring():
    """Shuttle Diplomacy: at Middle East scoring one of the USSR's 2 battlegrounds does not count;
    the card is then discarded."""
    spec = "iraq ussr=3; libya ussr=2"
    plain = event("middle_east_scoring", "ussr", spec)
    state = event("shuttle_diplomacy", "us", spec)
    assert "shuttle_diplomacy" in state["board"]["in_play"]
    state = fire(state, "ussr", "middle_east_scoring")
    assert vp(state) == vp(plain) + 1
    assert "shuttle_diplomacy" in state["discard"] and "shuttle_diplomacy" not in state["board"]["effects"]


def test_074_the_voice_of_america__four_ussr_outside_europe_two_each():
    """Voice of America: remove 4 USSR influence outside Europe, at most 2 from a country."""
    state = event("the_voice_of_america", "us", "cuba ussr=3; angola ussr=2; poland ussr=2")
    assert "country:poland" not in prompt_ids(state, "us")
    state = play(state, "us", "country:cuba", "country:cuba")  # then Angola twice, the only choice left
    assert influence(state, "cuba")["ussr"] == 1 and influence(state, "angola")["ussr"] == 0


def test_075_liberation_theology__three_in_central_america_two_each():
    """Liberation Theology: 3 USSR influence in Central America, at most 2 per country."""
    state = event("liberation_theology", "ussr")
    assert "country:brazil" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:panama", "country:panama")
    assert "country:panama" not in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:cuba")
    assert influence(state, "panama")["ussr"] == 2 and influence(state, "cuba")["ussr"] == 1


def test_076_ussuri_river_skirmish__china_face_up_or_four_in_asia():
    """Ussuri River Skirmish: the USSR's China Card to the US face up; held by the US: 4 in Asia, 2 max each."""
    state = event("ussuri_river_skirmish", "us")
    assert state["board"]["china"] == {"holder": "us", "face_up": True}
    state = event("ussuri_river_skirmish", "us", china={"holder": "us", "face_up": False})
    assert "country:iran" not in prompt_ids(state, "us")
    state = play(state, "us", "country:japan", "country:japan", "country:thailand")
    assert "country:japan" not in prompt_ids(state, "us")
    state = play(state, "us", "country:india")
    assert [influence(state, c)["us"] for c in ("japan", "thailand", "india")] == [2, 1, 1]


def test_077_ask_not_what_your_country__discard_then_draw_as_many():
    """Ask Not: the US discards 2 cards (a scoring card among them), then draws 2."""
    state = event("ask_not_what_your_country", "us", hands={"us": ["summit", "asia_scoring", "arms_race"], "ussr": []})
    assert "card:asia_scoring" in prompt_ids(state, "us")
    deck_top = list(reversed(state["secret"]["deck"][-2:]))
    state = play(state, "us", "card:summit", "card:asia_scoring", "pass")
    assert {"summit", "asia_scoring"} <= set(state["discard"])
    assert hand(state, "us") == ["arms_race"] + deck_top
    assert last(state, "cards_drawn")["count"] == 2  # the others see only the number


def test_078_alliance_for_progress__vp_per_us_battleground_in_the_americas():
    """Alliance for Progress: the US controls Panama and Chile (battlegrounds) and Costa Rica: +2 VP."""
    state = event("alliance_for_progress", "us", "panama us=2; chile us=3; costa_rica us=3; cuba ussr=3")
    assert vp(state) == 2


def test_080_one_small_step__two_boxes_vp_only_for_the_last():
    """One Small Step: the US, behind (3 vs 4), moves to box 5 first: 3 VP, nothing for box 4."""
    state = event("one_small_step", "us", space={"ussr": 4, "us": 3})
    assert state["board"]["space"]["us"] == 5 and vp(state) == 3


def test_080_one_small_step__nothing_when_not_behind_and_no_vp_for_the_passed_box():
    """One Small Step: level on the track: nothing; 4 vs 5: box 5 (second, 1 VP) is skipped, box 6 gives none."""
    state = event("one_small_step", "us", space={"ussr": 2, "us": 2})
    assert state["board"]["space"]["us"] == 2
    state = event("one_small_step", "us", space={"ussr": 5, "us": 4})
    assert state["board"]["space"]["us"] == 6 and vp(state) == 0
