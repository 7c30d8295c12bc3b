"""Setup for 1-4 seats (rules digest §16.1) and the choice of experiments (TEC-2)."""
import pytest

from games.nucleum import data
from games.nucleum.setup import GOLD, SILVER, UNDOTTED
from games.nucleum.testing import GAME, new_state, play, to_act

COMPS = data.load(data.DEFAULT_DIR)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_deals_the_draw_stack_offer_and_contracts_by_player_count(n):
    """TILE-4/5, CON-3/4: 20 dotted + 10/15/25 undotted tiles, 5 of them in the offer; silver and
    gold stacks by count with 2 + 2 face up; 3 purple contracts, one of each kind."""
    state = GAME.setup([{"kind": "human"}] * n, {}, 5)
    board, secret = state["board"], state["secret"]
    assert len(board["offer"]) == 5 and board["draw_count"] == len(secret["draw"]) == 20 + UNDOTTED[n] - 5
    dotted = {t for t, v in COMPS.tiles.items() if v.get("dotted")}
    assert dotted <= set(secret["draw"]) | set(board["offer"])
    assert len(board["silver"]) == 2 and board["silver_count"] == SILVER[n] - 2
    assert len(board["gold"]) == 2 and board["gold_count"] == GOLD[n] - 2
    assert sorted(COMPS.contracts[c]["purple_kind"] for c in board["purple"]) == [1, 2, 3]
    assert state["side"] == ("1-2" if n <= 2 else "3-4")


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_each_player_starts_with_the_printed_supplies_and_an_initial_contract(n):
    """SET-10: 4 thalers, 2 available workers and 16 in supply, income at the start, the initial
    contract on the bottom contract space."""
    state = GAME.setup([{"kind": "human"}] * n, {}, 6)
    initial = [p["contracts"][-1] for p in state["players"]]
    assert len(set(initial)) == n and all(COMPS.contracts[c]["kind"] == "initial" for c in initial)
    for p in state["players"]:
        assert (p["thalers"], p["workers"], p["supply"]) == (4, 2, 16)
        assert p["income"] == {"thaler": 0, "worker": 0, "vp": 0} and p["contracts"][:-1] == [None] * 3


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_cards_place_neutral_buildings_a_nucleum_and_rubble_under_four_players(n):
    """SET-7: four cards revealed, a neutral building for each; the first card's plant starts with a
    Nucleum; with fewer than 4 players rubble blocks spaces; the other cards stay hidden."""
    state = GAME.setup([{"kind": "human"}] * n, {}, 7)
    board = state["board"]
    assert len(board["setup_cards"]) == 4 and len(state["secret"]["setup_cards"]) == 9
    assert len(board["neutral"]) == 4
    assert sum(p["nucleum"] for p in board["plants"].values()) == 1
    first = COMPS.setup_cards[board["setup_cards"][0]]["rows"][state["side"]]
    assert board["plants"][first[1]]["nucleum"]
    assert bool(board["rubble"]) == (n < 4)
    assert len(board["milestone_tiles"]) == 4 and board["nucleum_tiers"] == [1, 2, 3]


def test_neutral_buildings_take_a_red_bordered_space_first():
    """SET-8: a city with a free red-bordered space gets the neutral building there."""
    state = GAME.setup([{"kind": "human"}] * 3, {}, 8)
    m = COMPS.maps[state["side"]]
    for space in state["board"]["neutral"]:
        city = m.cities[m.spaces[space]["city"]]
        reds = [s["id"] for s in city["spaces"] if s.get("red")]
        if reds and not m.spaces[space].get("red"):
            assert all(r in state["board"]["neutral"] for r in reds)


def test_experiments_are_chosen_from_the_last_player_counter_clockwise():
    """TEC-2: the player before the first chooses first; each takes its 5 starting tiles."""
    state = GAME.setup([{"kind": "human"}] * 3, {}, 9)
    first = state["flow"]["first"]
    order = []
    for _ in range(2):
        seat = to_act(state)
        order.append(seat)
        state = play(state, seat, GAME.prompt(state, seat).options[0].id)
    assert order == [(first - 1) % 3, (first - 2) % 3]
    # the last seat chooses among the three experiments left (A-D and F)
    seat = to_act(state)
    assert len(GAME.prompt(state, seat).options) == 3
    state = play(state, seat, GAME.prompt(state, seat).options[0].id)
    assert to_act(state) == first
    for p in state["players"]:
        assert len(p["pool"]) == 5 and all(COMPS.tiles[t]["experiment"] == p["experiment"] for t in p["pool"])


def test_a_solo_game_sets_up_on_the_small_map_side():
    state = new_state(1)
    assert state["side"] == "1-2" and to_act(state) == 0
