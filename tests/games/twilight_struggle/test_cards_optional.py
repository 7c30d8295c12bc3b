"""Optional card events (#104-110), one test (or more) per card, named after the card."""
from games.engine import audience_only
from games.twilight_struggle import hooks
from games.twilight_struggle.flow import era_cards
from games.twilight_struggle.steps import push, resolve
from games.twilight_struggle.testing import board, influence, play, prompt_ids

from .helpers import action, last

OPTIONAL = ["the_cambridge_five", "special_relationship", "norad", "che", "our_man_in_tehran",
            "yuri_and_samantha", "awacs_sale_to_saudis"]


def event(card, side, spec="", **kw):
    """A position where `side`'s `card` event is about to resolve (optional cards in the game)."""
    return board(spec, options={"optional_cards": True}, pending={"step": "event", "side": side, "card": card}, **kw)


def test_optional_cards_are_in_the_deck_only_with_the_option():
    """The optional cards join their era's deck only when `optional_cards` is set."""
    with_them = {c for era in ("early", "mid", "late") for c in era_cards(era, {"optional_cards": True})}
    without = {c for era in ("early", "mid", "late") for c in era_cards(era, {})}
    assert set(OPTIONAL) <= with_them and not set(OPTIONAL) & without
    assert {"the_cambridge_five", "special_relationship", "norad"} <= set(era_cards("early", {"optional_cards": True}))


def test_104_the_cambridge_five__scoring_cards_shown_to_the_ussr_and_one_influence():
    """The Cambridge Five: the US scoring cards are shown to the USSR only; 1 USSR influence in a named region."""
    state = event("the_cambridge_five", "ussr", hands={"us": ["asia_scoring", "nato"], "ussr": []})
    shown = last(state, "hand_revealed")
    assert shown["cards"] == ["asia_scoring"] and shown["audience"] == audience_only(0)
    ids = prompt_ids(state, "ussr")
    assert "country:japan" in ids and "country:vietnam" in ids and "country:france" not in ids and "done" in ids
    state = play(state, "ussr", "country:japan")
    assert influence(state, "japan")["ussr"] == 1 and prompt_ids(state, "ussr") == ["continue"]


def test_104_the_cambridge_five__nothing_without_scoring_cards_and_no_event_in_the_late_war():
    """The Cambridge Five: no scoring card, no placement; from turn 8 it is no event."""
    state = event("the_cambridge_five", "ussr", hands={"us": ["nato"], "ussr": []})
    assert last(state, "hand_revealed")["cards"] == [] and prompt_ids(state, "ussr") == ["continue"]
    assert not hooks.can_play_event(board(turn=8), "ussr", "the_cambridge_five")


def test_105_special_relationship__without_nato_one_next_to_the_uk():
    """Special Relationship, UK US-controlled, no NATO: 1 US influence in a country adjacent to the UK."""
    state = event("special_relationship", "us", "uk us=5")
    assert sorted(prompt_ids(state, "us")) == ["country:benelux", "country:canada", "country:france", "country:norway"]
    state = play(state, "us", "country:norway")
    assert influence(state, "norway")["us"] == 1 and state["board"]["vp"] == 0


def test_105_special_relationship__with_nato_two_in_western_europe_and_2_vp():
    """Special Relationship with NATO: 2 US influence in one West European country, and 2 VP."""
    state = event("special_relationship", "us", "uk us=5", effects={"nato": {"side": "us", "until": "game"}})
    assert "country:italy" in prompt_ids(state, "us") and "country:poland" not in prompt_ids(state, "us")
    state = play(state, "us", "country:italy")
    assert influence(state, "italy")["us"] == 2 and state["board"]["vp"] == 2


def test_105_special_relationship__nothing_unless_the_us_controls_the_uk():
    """Special Relationship with the UK not US-controlled: the event happens and changes nothing."""
    state = event("special_relationship", "us", "uk us=4 ussr=1", effects={"nato": {"side": "us", "until": "game"}})
    assert last(state, "event")["card"] == "special_relationship"
    assert prompt_ids(state, "ussr") == ["continue"] and state["board"]["vp"] == 0


def _norad_round(spec, **kw):
    """A USSR action round (with its end) under NORAD, the USSR holding Fidel."""
    return board(spec, options={"optional_cards": True}, phasing="ussr", wait="ussr",
                 hands={"ussr": ["fidel"], "us": []}, effects={"norad": {"side": "us", "until": "game"}},
                 pending=[{"step": "play_card", "side": "ussr", "round": 1},
                          {"step": "end_action_round", "side": "ussr"}], **kw)


def test_106_norad__defcon_to_2_in_a_round_gives_the_us_one_influence():
    """NORAD: a USSR battleground coup takes DEFCON to 2; after the round the US adds 1 where it has influence."""
    state = event("norad", "us")
    assert "norad" in state["board"]["effects"] and "norad" in state["board"]["in_play"]
    state = _norad_round("canada us=4; iran us=1", defcon=3, dice=[1])
    state = play(state, "ussr", "card:fidel", "mode:coup")
    assert state["board"]["defcon"] == 2
    assert sorted(prompt_ids(state, "us")) == ["country:canada", "country:iran"]
    state = play(state, "us", "country:iran")
    assert influence(state, "iran")["us"] == 2 and prompt_ids(state, "ussr") == ["continue"]


def test_106_norad__nothing_without_canada():
    """NORAD: DEFCON moves to 2 but the US does not control Canada: no influence."""
    state = _norad_round("canada us=3; iran us=1", defcon=3, dice=[1])
    state = play(state, "ussr", "card:fidel", "mode:coup")
    assert state["board"]["defcon"] == 2 and prompt_ids(state, "ussr") == ["continue"]


def test_106_norad__defcon_to_2_in_the_headline_does_not_trigger():
    """NORAD: Duck and Cover headlined at DEFCON 3 takes DEFCON to 2, but the headline is no action round."""
    state = board("canada us=4; iran us=1", options={"optional_cards": True}, defcon=3,
                  effects={"norad": {"side": "us", "until": "game"}},
                  hands={"us": ["duck_and_cover", "nato"], "ussr": ["fidel", "nasser"]},
                  pending={"step": "headline_phase"})
    state = play(state, "ussr", "card:nasser")
    state = play(state, "us", "card:duck_and_cover")
    assert state["board"]["defcon"] == 2 and state["flow"]["phase"] == "action"
    assert "card:fidel" in prompt_ids(state, "ussr")  # straight to the first action round
    assert influence(state, "canada")["us"] == 4 and "triggered" not in state["board"]["effects"]["norad"]


def test_107_che__second_coup_after_removing_us_influence():
    """Che: a coup in a non-battleground country that removes US influence allows a second, elsewhere."""
    state = event("che", "ussr", "honduras us=1; cameroon us=3; zaire us=1", dice=[6, 1])
    ids = prompt_ids(state, "ussr")
    assert "country:honduras" in ids and "country:zaire" not in ids and "pass" in ids  # Zaire: battleground
    state = play(state, "ussr", "country:honduras")  # 6 + 3 - 2*2 = 5: 1 US out, 4 USSR in
    assert influence(state, "honduras") == {"us": 0, "ussr": 4}
    assert state["board"]["milops"]["ussr"] == 3  # an ordinary coup of the card's 3 Ops
    assert prompt_ids(state, "ussr") == ["country:cameroon", "pass"]
    state = play(state, "ussr", "country:cameroon")  # 1 + 3 - 2*1 = 2: no third coup whatever the result
    assert influence(state, "cameroon")["us"] == 1 and prompt_ids(state, "ussr") == ["continue"]


def test_107_che__no_second_coup_after_a_failed_first():
    """Che: a first coup that removes no US influence allows no second coup."""
    state = event("che", "ussr", "honduras us=1; cameroon us=2", dice=[1])
    state = play(state, "ussr", "country:honduras")  # 1 + 3 - 2*2 = 0: fails
    assert influence(state, "honduras")["us"] == 1 and prompt_ids(state, "ussr") == ["continue"]


def test_108_our_man_in_tehran__look_at_five_discard_some_reshuffle():
    """Our Man in Tehran: the US sees the top 5 cards, discards two of them, the rest go back shuffled."""
    state = board("iran us=2", options={"optional_cards": True})
    deck = state["secret"]["deck"]
    top = list(reversed(deck[-5:]))
    push(state, {"step": "event", "side": "us", "card": "our_man_in_tehran"})
    resolve(state)
    seen = last(state, "cards_seen")
    assert seen["cards"] == top and seen["audience"] == audience_only(1)
    assert sorted(prompt_ids(state, "us")) == sorted(["card:" + c for c in top] + ["pass"])
    size = len(state["secret"]["deck"])
    state = play(state, "us", "card:" + top[0], "card:" + top[1])
    assert sorted(prompt_ids(state, "us")) == sorted(["card:" + c for c in top[2:]] + ["pass"])
    state = play(state, "us", "pass")
    assert state["discard"][-2:] == top[:2] and len(state["secret"]["deck"]) == size - 2
    assert set(top[2:]) <= set(state["secret"]["deck"]) and last(state, "card_discarded")["card"] == top[1]


def test_108_our_man_in_tehran__deluxe_without_a_controlled_middle_east_country_it_does_nothing():
    """Our Man in Tehran as the card says: without a US-controlled Middle East country the event
    may still be played; it draws nothing and the card is removed."""
    state = board("iran us=1", options={"optional_cards": True})
    assert hooks.can_play_event(state, "us", "our_man_in_tehran")
    push(state, {"step": "event", "side": "us", "card": "our_man_in_tehran"},
         {"step": "dispose", "side": "us", "card": "our_man_in_tehran", "mode": "event"})
    resolve(state)
    assert not any(e["kind"] == "cards_seen" for e in state["log"]) and "our_man_in_tehran" in state["removed"]


def test_108_our_man_in_tehran__online_needs_a_us_controlled_middle_east_country():
    """Option our_man_in_tehran_needs_control (online edition): no event unless the US controls a
    Middle East country."""
    online = {"optional_cards": True, "our_man_in_tehran_needs_control": True}
    assert not hooks.can_play_event(board("iran us=1", options=online), "us", "our_man_in_tehran")
    assert hooks.can_play_event(board("iran us=2", options=online), "us", "our_man_in_tehran")


def test_109_yuri_and_samantha__ussr_gains_1_vp_per_us_coup_this_turn():
    """Yuri and Samantha: a US coup attempt later in the turn gives the USSR 1 VP."""
    state = event("yuri_and_samantha", "ussr")
    assert state["board"]["effects"]["yuri_and_samantha"]["until"] == "turn"
    state = action("angola ussr=2", "us", ["nato"], effects=dict(state["board"]["effects"]), dice=[1])
    state = play(state, "us", "card:nato", "mode:coup")
    assert state["board"]["vp"] == -1


def test_110_awacs_sale_to_saudis__two_in_saudi_arabia_and_muslim_revolution_blocked():
    """AWACS Sale to Saudis: 2 US influence in Saudi Arabia; Muslim Revolution can no longer be an event."""
    state = event("awacs_sale_to_saudis", "us")
    assert influence(state, "saudi_arabia")["us"] == 2
    assert not hooks.can_play_event(state, "ussr", "muslim_revolution")
    assert hooks.can_play_event(board(), "ussr", "muslim_revolution")
