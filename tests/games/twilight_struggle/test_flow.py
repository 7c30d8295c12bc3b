"""Setup, the turn sequence, card play, end of turn and victory (digest §5.3-5.12)."""
import pytest

from games.engine import IllegalMove
from games.twilight_struggle.data import CARDS
from games.twilight_struggle.state import controller, hand
from games.twilight_struggle.testing import GAME, board, force_card_in_hand, influence, play, prompt_ids

from .helpers import action, last


def new(seed=1, **options):
    return GAME.setup([{}, {}], options, seed)


# --------------------------------------------------------------------------- setup


def test_5_3__setup_tracks_china_and_hands():
    """Setup: VP 0, DEFCON 5, turn 1, China with the USSR face up, 8 Early War cards each, none held twice."""
    state = new()
    b = state["board"]
    assert (b["vp"], b["defcon"], b["turn"]) == (0, 5, 1)
    assert b["china"] == {"holder": "ussr", "face_up": True}
    hands = [s["hand"] for s in state["seats"]]
    assert [len(h) for h in hands] == [8, 8]
    cards = hands[0] + hands[1] + state["secret"]["deck"]
    assert len(cards) == len(set(cards)) == 35 and "the_china_card" not in cards
    assert all(CARDS[c].era == "early" and not CARDS[c].optional for c in cards)
    assert len(new(optional_cards=True)["secret"]["deck"]) == 38 - 16


def test_5_3__control_before_the_free_placement():
    """Setup: the USSR controls North Korea and East Germany, the US the UK and Australia, not Canada or Panama."""
    state = new()
    assert {c for c in state["board"]["influence"] if controller(state, c)} == \
        {"north_korea", "east_germany", "uk", "australia"}


def test_5_3__free_placements_ussr_6_east_then_us_7_west():
    """Setup: the USSR places 6 in Eastern Europe, then the US 7 in Western Europe (Austria, Finland in both)."""
    state = new()
    assert GAME.to_act(state) == [0]
    ids = prompt_ids(state, "ussr")
    assert "country:austria" in ids and "country:finland" in ids and "country:poland" in ids
    assert "country:france" not in ids
    state = play(state, "ussr", *["country:poland"] * 6)
    assert influence(state, "poland")["ussr"] == 6
    assert GAME.to_act(state) == [1]
    ids = prompt_ids(state, "us")
    assert "country:austria" in ids and "country:canada" in ids and "country:turkey" in ids
    assert "country:poland" not in ids
    state = play(state, "us", *["country:italy"] * 7)
    assert influence(state, "italy")["us"] == 7
    assert state["flow"]["phase"] == "headline" and GAME.to_act(state) == [0, 1]


def test_5_15__bid_gives_the_us_extra_influence_where_it_already_is():
    """Bid option: after its 7, the US places the bid in countries already holding US influence."""
    state = new(bid=2)
    state = play(state, "ussr", *["country:poland"] * 6)
    state = play(state, "us", *["country:italy"] * 7)
    ids = prompt_ids(state, "us")
    assert "country:italy" in ids and "country:iran" in ids and "country:angola" not in ids
    state = play(state, "us", "country:iran", "country:iran")
    assert influence(state, "iran")["us"] == 3
    assert state["flow"]["phase"] == "headline"


# --------------------------------------------------------------------------- headline


def headline_position(ussr, us, **kw):
    return board("", hands={"ussr": ussr, "us": us}, pending={"step": "headline_phase"}, **kw)


def test_5_6__headline_is_simultaneous_and_secret():
    """Headline: both choose at once; the other side sees only that a choice was made."""
    state = headline_position(["duck_and_cover", "comecon"], ["containment", "nato"])
    assert GAME.to_act(state) == [0, 1]
    state = play(state, "us", "card:containment")
    assert GAME.to_act(state) == [0]
    view = GAME.view(state, 0)
    assert view["headline_chosen"] == {"ussr": False, "us": True}
    assert view["flow"]["headlines"] == {}
    assert "containment" not in str({k: v for k, v in view.items() if k != "unseen"})  # unseen: hand + deck
    assert GAME.view(state, 1)["me"]["headline"] == "containment"


def test_5_6__d14_headline_order_higher_ops_first_us_on_ties():
    """D-14: equal Ops: the US headline resolves first; USSR 4 against US 2: the USSR first."""
    state = headline_position(["duck_and_cover"], ["containment"])  # 3 and 3
    state = play(state, "us", "card:containment")  # the USSR's only card is headlined by itself
    events = [e["card"] for e in state["log"] if e["kind"] == "event"]
    assert events[-2:] == ["containment", "duck_and_cover"]
    from games.twilight_struggle.flow import headline_order
    state = headline_position([], [])
    state["flow"]["headlines"] = {"ussr": "nuclear_test_ban", "us": "olympic_games"}
    assert [s for s, _c in headline_order(state)] == ["ussr", "us"]


def test_5_6__defcon_1_in_the_headline_loses_for_the_headliner():
    """DEFCON 1 during the headline: the side whose headline caused it loses (here the USSR, with Duck and Cover)."""
    state = headline_position(["duck_and_cover"], ["containment"], defcon=2)
    state = play(state, "us", "card:containment")  # the USSR's only card goes by itself
    assert state["result"]["reason"] == "defcon1" and state["result"]["winner"] == "us"


def test_5_6__headlines_are_discarded_or_removed_then_action_rounds_begin():
    """After the headline, asterisk events are removed, others discarded, and the USSR starts round 1."""
    state = headline_position(["duck_and_cover", "comecon"], ["containment", "nato"])
    state = play(state, "us", "card:containment", )
    state = play(state, "ussr", "card:duck_and_cover")
    assert "containment" in state["removed"] and "duck_and_cover" in state["discard"]
    assert state["flow"]["phase"] == "action" and GAME.to_act(state) == [0]
    assert state["board"]["round"] == 1


# --------------------------------------------------------------------------- card play


def test_5_5__own_card_event_or_ops_opponent_card_ops_only():
    """A side's own card offers its event; the opponent's card offers Ops only."""
    state = action("", "us", ["containment", "decolonization"])
    assert "mode:event" in prompt_ids(play(state, "us", "card:containment"), "us")
    ids = prompt_ids(play(state, "us", "card:decolonization"), "us")
    assert "mode:event" not in ids and "mode:influence" in ids


def test_5_5__opponent_event_fires_in_the_chosen_order():
    """The US plays Decolonization for Ops: the player orders event and Ops; the USSR places the influence."""
    state = action("japan us=1", "us", ["decolonization"])
    state = play(state, "us", "card:decolonization", "mode:influence")
    assert prompt_ids(state, "us") == ["order:event_first", "order:ops_first"]
    state = play(state, "us", "order:ops_first", "country:japan", "country:japan")
    assert GAME.to_act(state) == [0] and "country:angola" in prompt_ids(state, "ussr")
    state = play(state, "ussr", "country:angola", "country:zaire", "country:vietnam", "country:burma")
    assert influence(state, "japan")["us"] == 3
    assert "decolonization" in state["discard"]


def test_5_5__opponent_asterisk_event_removes_the_card_after_ops():
    """An opponent's asterisk event triggered by an Ops play removes the card from the game."""
    state = action("west_germany us=1", "us", ["blockade"], other_hand=[])
    # Blockade asks the US for a 3 Ops card even with none left (its hand is its secret).
    state = play(state, "us", "card:blockade", "order:event_first", "pass", "country:canada")
    assert "blockade" in state["removed"]


def test_5_5__unimplemented_opponent_event_is_logged_not_skipped_silently(monkeypatch):
    """An opponent's event with no implementation is logged as event_unimplemented, and not offered as an event."""
    from games.twilight_struggle import events
    monkeypatch.delitem(events.EVENTS, "fidel", raising=False)
    state = action("", "us", ["fidel"])
    state = play(state, "us", "card:fidel", "mode:influence", "order:event_first", "country:canada",
                 "country:canada")
    assert last(state, "event_unimplemented")["card"] == "fidel"
    assert "fidel" in state["discard"]
    state = action("", "ussr", ["fidel"])
    assert "mode:event" not in prompt_ids(play(state, "ussr", "card:fidel"), "ussr")


def test_5_5__event_prerequisite_nato_needs_marshall_or_warsaw():
    """NATO's event needs Marshall Plan or Warsaw Pact first (hooks.can_play_event)."""
    from games.twilight_struggle.hooks import can_play_event
    state = board("")
    assert not can_play_event(state, "us", "nato")
    state["board"]["played"].append("warsaw_pact_formed")
    assert can_play_event(state, "us", "nato")


def test_5_5__opponent_card_whose_event_cannot_happen_gives_ops_only():
    """NATO played by the USSR before Marshall Plan or Warsaw Pact: Ops only, no order to choose."""
    state = action("", "ussr", ["nato"])
    state = play(state, "ussr", "card:nato", "mode:influence")
    assert GAME.prompt(state, 0).id == "ts.place_influence"
    state = action("", "us", ["nato"])
    assert "mode:event" not in prompt_ids(play(state, "us", "card:nato"), "us")


def test_5_5__illegal_choice_changes_nothing():
    """A card not in hand is refused with IllegalMove and the state is unchanged."""
    state = action("", "us", ["containment"])
    before = repr(state)
    with pytest.raises(IllegalMove):
        play(state, "us", "card:nato")
    with pytest.raises(IllegalMove):
        play(state, "ussr", "card:containment")
    assert repr(state) == before


def test_5_12__china_card_passes_face_down_and_flips_at_end_of_turn():
    """The China Card goes to the opponent face down, cannot be played, and turns face up at the end of the turn."""
    state = action("", "ussr", ["olympic_games"], china={"holder": "ussr", "face_up": True})
    assert "card:the_china_card" in prompt_ids(state, "ussr")
    state = play(state, "ussr", "card:the_china_card", "mode:influence", *["country:north_korea"] * 5)
    assert state["board"]["china"] == {"holder": "us", "face_up": False}
    state = action("", "us", ["olympic_games"], china={"holder": "us", "face_up": False})
    assert "card:the_china_card" not in prompt_ids(state, "us")
    state = board("", china={"holder": "us", "face_up": False}, pending={"step": "end_turn_2"},
                  hands={"us": [], "ussr": []})
    assert state["board"]["china"] == {"holder": "us", "face_up": True}


def test_5_5__only_the_china_card_left_may_pass_empty_hand_skips():
    """With only the China Card a side may pass; with nothing at all its round is skipped."""
    state = action("", "ussr", [], china={"holder": "ussr", "face_up": True})
    assert prompt_ids(state, "ussr") == ["card:the_china_card", "pass"]
    state = action("", "ussr", [], china={"holder": "us", "face_up": True})
    assert last(state, "round_skipped")["side"] == "ussr"


# --------------------------------------------------------------------------- turn sequence


def turn_end(spec="", **kw):
    return board(spec, pending={"step": "end_turn"}, **kw)


def test_5_4__action_rounds_alternate_ussr_then_us_six_then_seven():
    """Turns 1-3 have 6 action rounds per side, USSR first; turn 4 onwards 7."""
    state = new()
    state = play(state, "ussr", *["country:poland"] * 6)
    state = play(state, "us", *["country:italy"] * 7)
    sides = []
    while state["board"]["turn"] == 1 and not state["result"]:
        seat = GAME.to_act(state)[0]
        if state["flow"]["stack"][-1]["step"] == "play_card":
            sides.append((state["board"]["round"], seat))
        p = GAME.prompt(state, seat)
        ids = p.ids()
        choice = next((i for i in ids if i in ("mode:influence", "order:ops_first", "pass")), ids[0])
        state, _ = GAME.apply(state, seat, choice)
    assert state["result"] is None
    assert sides == [(r, s) for r in range(1, 7) for s in (0, 1)]
    assert state["board"]["turn"] == 2


def test_5_4__begin_turn_improves_defcon_and_deals_to_the_hand_size():
    """Turn start: DEFCON +1 (max 5), then hands are filled to 8 (turns 1-3) or 9."""
    state = board("", defcon=3, turn=2, hands={"ussr": ["comecon"], "us": []}, pending={"step": "begin_turn"})
    assert state["board"]["defcon"] == 4
    assert [len(s["hand"]) for s in state["seats"]] == [8, 8]


def test_5_4__mid_war_joins_at_turn_4_and_hands_are_nine():
    """Turn 4: the Mid War cards are shuffled into the draw deck, the discard pile stays apart; hands of 9."""
    state = board("", turn=4, hands={"ussr": [], "us": []}, pending={"step": "begin_turn"})
    mid = [c for c in state["secret"]["deck"] + state["seats"][0]["hand"] + state["seats"][1]["hand"]
           if CARDS[c].era == "mid"]
    assert len(mid) == 46
    assert [len(s["hand"]) for s in state["seats"]] == [9, 9]


def test_5_4__reshuffle_when_the_deck_runs_out():
    """Dealing from an empty deck reshuffles the discard pile into a new deck."""
    state = board("", turn=2, hands={"ussr": [], "us": []})
    state["discard"].extend(state["secret"]["deck"])
    state["secret"]["deck"].clear()
    state["flow"]["stack"].append({"step": "begin_turn"})
    from games.twilight_struggle.steps import resolve
    resolve(state)
    assert last(state, "reshuffled")
    assert [len(s["hand"]) for s in state["seats"]] == [8, 8] and not state["discard"]


def test_8_2__d13_military_ops_shortfall():
    """D-13: DEFCON 3, USSR 3 and US 1 Military Ops: the USSR gains 2 VP; both tracks reset."""
    state = turn_end(defcon=3, milops={"ussr": 3, "us": 1}, hands={"ussr": [], "us": []})
    assert state["board"]["vp"] == -2
    assert state["board"]["milops"] == {"ussr": 0, "us": 0}


def test_5_5__held_scoring_card_at_end_of_turn_loses():
    """A side holding a scoring card at the end of the turn loses."""
    state = turn_end(hands={"ussr": ["asia_scoring"], "us": ["nato"]})
    assert state["result"]["winner"] == "us" and state["result"]["reason"] == "held_scoring"


def test_5_5__holding_a_scoring_card_does_not_forbid_playing_another():
    """The rules forbid holding a scoring card at the end of the turn, not playing another card
    while one is held: by default, in the last round, the USSR may play Five Year Plan, which
    discards the held scoring card at random (then the turn ends without a held card)."""
    state = action("", "ussr", ["asia_scoring", "five_year_plan"], round=6)
    assert {"card:asia_scoring", "card:five_year_plan"} <= set(prompt_ids(state, "ussr"))
    state = play(state, "ussr", "card:five_year_plan", "mode:influence", "order:event_first")
    assert "asia_scoring" in state["discard"] and hand(state, "ussr") == []


def test_5_5__scoring_cards_are_forced_when_rounds_run_out_as_an_option():
    """held_scoring="enforce": in the last round a side holding a scoring card must play it."""
    enforce = {"held_scoring": "enforce"}
    state = action("", "ussr", ["asia_scoring", "comecon"], round=6, options=enforce)
    assert prompt_ids(state, "ussr") == ["card:asia_scoring"]
    state = action("", "ussr", ["asia_scoring", "comecon"], round=5, options=enforce)
    assert {"card:asia_scoring", "card:comecon"} <= set(prompt_ids(state, "ussr"))


def test_5_5__an_eighth_action_round_counts_among_the_rounds_left():
    """held_scoring="enforce", turn 4 (7 rounds): a USSR side holding the space race's 8th round
    (box 8) has two rounds left in round 7, so Asia Scoring and Comecon are both offered; in
    round 8 the scoring card is forced. North Sea Oil gives the US the same 8th round."""
    enforce = {"held_scoring": "enforce"}
    state = action("", "ussr", ["asia_scoring", "comecon"], round=7, turn=4, space={"ussr": 8}, options=enforce)
    assert {"card:asia_scoring", "card:comecon"} <= set(prompt_ids(state, "ussr"))
    state = action("", "ussr", ["asia_scoring", "comecon"], round=8, turn=4, space={"ussr": 8}, options=enforce)
    assert prompt_ids(state, "ussr") == ["card:asia_scoring"]
    oil = {"north_sea_oil": {"side": "us", "until": "turn"}}
    state = action("", "us", ["asia_scoring", "nato"], round=7, turn=8, effects=oil, options=enforce)
    assert {"card:asia_scoring", "card:nato"} <= set(prompt_ids(state, "us"))


def test_5_4__end_of_turn_expires_turn_effects_and_advances():
    """End of turn: turn effects end, space attempts reset, the turn marker advances and DEFCON improves."""
    effects = {"containment": {"side": "us", "until": "turn"}}
    state = turn_end(effects=effects, defcon=4, milops={"ussr": 5, "us": 5}, hands={"ussr": [], "us": []})
    assert "containment" not in state["board"]["effects"]
    assert state["board"]["turn"] == 2 and state["board"]["defcon"] == 5


# --------------------------------------------------------------------------- victory


def test_5_11__twenty_vp_wins_at_once():
    """VP reaching +20 ends the game with a US win at once."""
    state = board("", vp=18, pending={"step": "event", "side": "us", "card": "duck_and_cover"}, defcon=3)
    assert state["board"]["vp"] == 21 and state["result"]["winner"] == "us"
    assert GAME.result(state).winners == (1,) and GAME.to_act(state) == []


def test_5_11__final_scoring_after_turn_10():
    """After turn 10 final scoring decides: VP > 0 US, < 0 USSR, 0 a draw."""
    state = turn_end("thailand us=2", turn=10, milops={"ussr": 5, "us": 5}, hands={"ussr": [], "us": []},
                     china={"holder": "ussr", "face_up": True})
    assert state["result"]["reason"] == "final_scoring"
    assert state["board"]["vp"] == 4 - 1 and state["result"]["winner"] == "us"
    state = turn_end("", turn=10, milops={"ussr": 5, "us": 5}, hands={"ussr": [], "us": []},
                     china={"holder": "ussr", "face_up": True}, vp=1)
    assert state["board"]["vp"] == 0 and state["result"]["winner"] is None
    assert GAME.result(state).scores == (0.5, 0.5)


def test_testing_hook_force_card_in_hand():
    """force_card_in_hand moves a card from the deck (or the box) into a hand, optionally keeping its size."""
    state = board("")
    card = state["secret"]["deck"][0]
    force_card_in_hand(state, "us", card, keep_size=True)
    assert card in state["seats"][1]["hand"] and len(state["seats"][1]["hand"]) == 8
    force_card_in_hand(state, "ussr", "brush_war")
    assert "brush_war" in state["seats"][0]["hand"]


def test_5_6__china_card_cannot_be_headlined_scoring_cards_can():
    """Headline: every card of the hand may be chosen, scoring cards included; the China Card never."""
    state = headline_position(["asia_scoring", "comecon"], ["nato"], china={"holder": "ussr", "face_up": True})
    assert prompt_ids(state, "ussr") == ["card:asia_scoring", "card:comecon"]


def test_5_4__defcon_never_rises_above_5():
    """Turn start at DEFCON 5: DEFCON stays 5."""
    state = board("", defcon=5, turn=2, hands={"ussr": [], "us": []}, pending={"step": "begin_turn"})
    assert state["board"]["defcon"] == 5


def test_5_11__twenty_vp_from_the_military_ops_penalty_ends_the_game():
    """The end-of-turn Military Ops penalty can reach -20: the USSR wins at once."""
    state = turn_end(vp=-18, defcon=5, milops={"ussr": 5, "us": 2}, hands={"ussr": [], "us": []})
    assert state["result"]["winner"] == "ussr" and state["result"]["reason"] == "vp20"


def test_5_11__europe_control_in_final_scoring_wins():
    """Europe Control at final scoring is still an automatic victory, whatever the VP."""
    spec = "; ".join(f"{c} us=4" for c in ("france", "italy", "west_germany", "east_germany", "poland"))
    state = turn_end(spec + "; benelux us=3", turn=10, vp=-15, milops={"ussr": 5, "us": 5},
                     hands={"ussr": [], "us": []})
    assert state["result"]["winner"] == "us" and state["result"]["reason"] == "europe_control"


def test_5_4__end_turn_milops_first_setting():
    """Register: with end_turn_order=milops_first the Military Ops penalty comes before the held-card check."""
    args = dict(vp=-19, defcon=5, milops={"ussr": 5, "us": 3}, hands={"ussr": ["asia_scoring"], "us": []})
    assert turn_end(**args)["result"]["reason"] == "held_scoring"
    assert turn_end(options={"end_turn_order": "milops_first"}, **args)["result"]["reason"] == "vp20"


def test_5_3__setup_order_setting_us_first():
    """Register: with setup_order=us_first the US places its 7 before the USSR's 6."""
    state = new(setup_order="us_first")
    assert GAME.to_act(state) == [1]


def test_view_shows_counts_control_and_unseen_cards_not_the_other_hand():
    """The view: hand counts, derived control, region tallies, and the unseen cards (opponent's hand + deck)."""
    state = new()
    view = GAME.view(state, 0)
    assert view["hand_count"] == {"ussr": 8, "us": 8} and view["deck_count"] == 19
    assert view["control"]["north_korea"] == "ussr" and view["regions"]["asia"]["us"]["level"] == "presence"
    assert sorted(view["unseen"]) == sorted(state["seats"][1]["hand"] + state["secret"]["deck"])
    assert view["me"]["hand"] == state["seats"][0]["hand"] and "secret" not in view and "rng" not in view
    assert len(GAME.view(state, None)["unseen"]) == 35


# --------------------------------------------------------------------------- forfeit


def test_a_side_that_forfeits_loses_at_once_and_the_game_is_over():
    """The US runs out of time: the USSR wins, told in the log; the state given is unchanged,
    and a game already over cannot be forfeited again."""
    state = new()
    ended = GAME.forfeit(state, 1)
    assert state.get("result") is None and GAME.to_act(state)
    result = GAME.result(ended)
    assert result.winners == (0,) and result.reason == "the other side's time ran out" and GAME.to_act(ended) == []
    text, params = GAME.event_text(last(ended, "game_over"))
    assert text == "{culprit} ran out of time and forfeits: {winner} wins."
    assert (str(params["culprit"]), str(params["winner"])) == ("USA", "USSR")
    assert GAME.forfeit(ended, 0) is None
