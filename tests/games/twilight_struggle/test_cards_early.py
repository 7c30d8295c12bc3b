"""Early War card events, one test (or more) per card, named after the card.

The first four are the framework's examples: copy their shape.
"""
from games.twilight_struggle.hooks import ops_value
from games.twilight_struggle.testing import board, influence, play, prompt_ids


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
