"""One test per component: every track space, tech card, tapestry card and civilization.

Components not implemented yet are listed here and in games/tapestry/data/README.md; their
tests check that they raise NotImplementedError naming them, and fail once they are
implemented without the list being updated.
"""
import pytest

from games.tapestry import benefits, civilizations, data, steps, tapestry
from games.tapestry.state import player
from games.tapestry.testing import game, game_at, give, play, resolve, set_track, start_turn

UNIMPLEMENTED_TAPESTRY = set()
IMPLEMENTED_CIVS = set(data.CIVILIZATIONS)

SPACES = [(t, s["space"]) for t in data.TRACK_KEYS for s in data.TRACKS[t]["spaces"]]


def _tokens(benefit):
    if benefit is None:
        return []
    if "parts" in benefit:
        return [t for part in benefit["parts"] for t in _tokens(part)]
    return next(iter(benefit.values()))


@pytest.mark.parametrize("track,pos", SPACES, ids=[f"{t}_{p}" for t, p in SPACES])
def test_track_space(track, pos):
    """Advancing onto each space moves the token there, pays the tier cost, and every token of
    its benefit has a handler; the turn then runs to its end with any choices."""
    state = start_turn(game_at(3), 0)
    set_track(state, 0, track, pos - 1)
    give(state, 0, coin=8, worker=8, food=8, culture=8)
    for tok in _tokens(data.space(track, pos)["benefit"]):
        assert tok.partition(":")[0] in benefits.HANDLERS, tok
    cost = data.space(track, pos)["cost"]
    state = play(state, 0, f"advance:{track}")
    if steps.top(state)["step"] == "pay_advance":
        state = play(state, 0, game().prompt(state, 0).options[0].id)
    paid = [e for e in state["log"] if e["kind"] == "paid" and e.get("track") == track][-1]["paid"]
    assert len(paid) == sum(cost.values()) and all(paid.count(r) >= n for r, n in cost.items() if r != "any")
    assert any(t["track"] == track and t["pos"] == pos for t in player(state, 0)["tokens"])
    state = resolve(state, 1)
    assert state["flow"]["active"] == 1


def test_track_space_exploration_5_counts_territories():
    """Exploration 5 (Ships): 1 VP per territory controlled (the capital's territory: 1)."""
    state = start_turn(game_at(3), 0)
    set_track(state, 0, "exploration", 4)
    give(state, 0, coin=0, worker=0, food=2, culture=0)
    state = play(state, 0, "advance:exploration")
    assert player(state, 0)["vp"] == 1


def test_track_space_technology_12_restarts_a_token():
    """Technology 12: gain 1 of each resource, the token starts again on a track, and technology
    still counts as complete."""
    state = start_turn(game_at(3), 0)
    set_track(state, 0, "technology", 11)
    give(state, 0, coin=2, worker=0, food=0, culture=0)
    state = play(state, 0, "advance:technology", "track:military")
    p = player(state, 0)
    assert "technology" in p["complete"]
    assert sorted((t["track"], t["pos"]) for t in p["tokens"] if t["track"] == "military") == [("military", 0), ("military", 0)]
    assert p["res"] == {"coin": 1, "worker": 1, "food": 1, "culture": 1}


@pytest.mark.parametrize("card", sorted(data.TECH_CARDS))
def test_tech_card(card):
    """Each tech card: upgrading it to the middle row gives its circle benefit; to the top row
    needs its prerequisite (met here by maxing the tracks and income rows of seat 0)."""
    state = start_turn(game_at(3), 0)
    p = player(state, 0)
    p["tech"]["bottom"] = [card]
    for t in data.TRACK_KEYS:
        set_track(state, 0, t, 10)
    p["taken"] = {b: 4 for b in data.BUILDINGS}
    give(state, 0, coin=8, worker=8, food=8, culture=8)  # so the turn that follows is a real choice
    steps.push(state, {"step": "upgrade", "seat": 0, "optional": False})
    state = _upgrade(state, card)
    assert player(state, 0)["tech"]["middle"] == [card]
    assert [e for e in state["log"] if e["kind"] == "upgraded"][-1] == {
        "kind": "upgraded", "audience": "all", "seat": 0, "tech": card, "row": "middle"}
    state = resolve_until_upgrade(state)
    steps.push(state, {"step": "upgrade", "seat": 0, "optional": False})
    state = _upgrade(state, card)
    assert player(state, 0)["tech"]["top"] == [card]


def _upgrade(state, card):
    prompt = game().prompt(state, 0)
    if prompt.id == "tapestry.upgrade":
        return play(state, 0, f"tech:{card}")
    return state  # a single option, played by the engine


def resolve_until_upgrade(state):
    for _k in range(50):
        if steps.top(state)["step"] == "turn":
            return state
        seat = game().to_act(state)[0]
        state = play(state, seat, game().prompt(state, seat).options[0].id)
    return state


def test_tech_card_prerequisite_of_a_neighbour():
    """Technology: the square needs the prerequisite met by you or a neighbour."""
    from games.tapestry.tech import meets
    state = game_at(3)
    pre = data.TECH_CARDS["air_conditioning"]["prerequisite"]
    assert not meets(state, 0, "air_conditioning")
    set_track(state, 1, pre["track"], pre["space"])
    assert meets(state, 0, "air_conditioning")


@pytest.mark.parametrize("card", sorted(data.TAPESTRY_CARDS))
def test_tapestry_card(card):
    """Each tapestry card is played on an income turn (or raises NotImplementedError if listed)."""
    state = start_turn(game_at(3), 0)
    state["seats"][0]["hand"] = [card]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=2, worker=2, food=2, culture=2)
    state = play(state, 0, "income")
    if card in UNIMPLEMENTED_TAPESTRY:
        with pytest.raises(NotImplementedError, match=card):
            resolve(state, 1)
        return
    state = resolve(state, 1)
    assert player(state, 0)["tapestry"][0] == card  # (Tyranny may play a card drawn later on top)
    if data.TAPESTRY_CARDS[card]["timing"] == "era" and player(state, 0)["tapestry"] == [card]:
        assert player(state, 0)["era_card"] == card


def test_tapestry_card_trap_gives_10_vp_when_played():
    state = start_turn(game_at(3), 0)
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    state = play(state, 0, "income")
    state = resolve(state, 1)
    assert player(state, 0)["vp"] >= 10


def test_tapestry_card_unimplemented_list_is_current():
    assert {k for k in data.TAPESTRY_CARDS if not tapestry.implemented(k)} == UNIMPLEMENTED_TAPESTRY


@pytest.mark.parametrize("civ", sorted(data.CIVILIZATIONS))
def test_civilization(civ):
    """Each civilization can be chosen at setup (or raises NotImplementedError if not yet)."""
    state = game().setup([{"kind": "human"}] * 3, {}, 3)
    while steps.top(state)["step"] != "choose_civ":
        seat = game().to_act(state)[0]
        state = play(state, seat, game().prompt(state, seat).options[0].id)
    seat = steps.top(state)["seat"]
    state["seats"][seat]["offer"] = [civ, "the_chosen" if civ != "the_chosen" else "futurists"]
    if civ not in IMPLEMENTED_CIVS:
        with pytest.raises(NotImplementedError, match=civ):
            play(state, seat, f"civ:{civ}")
        return
    state = play(state, seat, f"civ:{civ}")
    assert player(state, seat)["civs"] == [civ]


def test_civilization_implemented_list_is_current():
    assert {k for k in data.CIVILIZATIONS if civilizations.implemented(k)} == IMPLEMENTED_CIVS


def test_civilization_the_chosen_income():
    """The Chosen, income turns 2-4: 1 VP per opponent for each track where nobody is further."""
    state = start_turn(game_at(3, civ="the_chosen"), 0)
    for t in data.TRACK_KEYS:
        set_track(state, 0, t, 3)
    before = player(state, 0)["vp"]
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    state = play(state, 0, "income")
    state = resolve(state, 1)
    assert player(state, 0)["vp"] - before >= 4 * 2 + 10


def test_civilization_futurists_start_4_ahead():
    """Futurists: advance exactly 4 on each track, no benefits; gain 1 of each resource."""
    state = game_at(3, civ="futurists")
    p = player(state, 0)
    assert all(t["pos"] == 4 for t in p["tokens"])
    assert p["landmarks"] == []


def test_tapestry_card_dictatorship_blocks_until_after_the_next_turn():
    """Dictatorship: opponents may not advance on the track until after the player's next turn."""
    state = start_turn(game_at(2), 0)
    state["seats"][0]["hand"] = ["dictatorship"]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=3, worker=3, food=3, culture=3)
    give(state, 1, coin=3, worker=3, food=3, culture=3)
    state = play(state, 0, "income")
    while game().prompt(state, 0) is not None and game().prompt(state, 0).id != "tapestry.card_dictatorship":
        state = play(state, 0, game().prompt(state, 0).options[0].id)
    state = play(state, 0, "track:science")
    state = resolve(state, 1)
    assert "advance:science" not in game().prompt(state, 1).ids()
    state = play(state, 1, "income")
    state = resolve(state, 0)
    state = play(state, 0, "income")  # the dictator's next turn
    state = resolve(state, 1)
    assert "dictatorship" not in state["board"]
    assert "advance:science" in game().prompt(state, 1).ids()
