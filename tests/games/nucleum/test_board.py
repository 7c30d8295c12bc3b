"""The drawn board's display builder: the map draws every space of its side once, with the
railway spaces along their links; each option of a prompt that names a board element is mapped
to it (a pool tile and how it goes, a half of the tile just played, a contract and its space, a
space of the map); the component set is named with its note."""
from games.nucleum import board
from games.nucleum.state import comps
from games.nucleum.testing import GAME, give, ids, new_state, play, to_act


def view_of(state, seat=None):
    return GAME.views(state)[seat]


def test_the_map_draws_each_space_and_railway_space_of_its_side_once_within_its_box():
    """Every space of the side (4-player turbine spaces only at 4) and every railway space has
    one element, no railway space lies over a city, and the drawing's box holds every city."""
    for n in (2, 4):
        state = new_state(n)
        drawn = board.map_context(view_of(state))
        side = comps().maps[state["side"]]
        spaces = [s["id"] for c in drawn["cities"] for row in c["rows"] for s in row["spaces"]]
        wanted = [s for s, x in side.spaces.items() if n >= 4 or not x.get("four_players")]
        assert sorted(spaces) == sorted(wanted)
        assert sorted(r["id"] for r in drawn["rail"]) == sorted(side.rail)
        for r in drawn["rail"]:  # no railway space hides a city's spaces
            assert not [c["id"] for c in drawn["cities"] if c["x"] - board.RAIL_W / 2 < r["x"] < c["x"] + board.BOX_W
                        + board.RAIL_W / 2 and c["y"] - board.RAIL_H / 2 < r["y"] < c["y"] + board.BOX_H + board.RAIL_H / 2]
        left, top, width, height = map(int, drawn["box"].split())
        for c in drawn["cities"]:
            assert left <= c["x"] and c["x"] + board.BOX_W <= left + width
            assert top <= c["y"] and c["y"] + board.BOX_H <= top + height


def test_a_pool_tile_that_may_go_either_way_is_picked_then_how_it_goes():
    """The turn's "play" and "rail" options of one tile: the pool tile, then To your board or As
    railway; Recharge is the seat's Recharge mark."""
    state = new_state(2)
    seat = to_act(state)
    found = board.targets(view_of(state, seat))
    tile = next(o.split(":")[1] for o in ids(state) if o.startswith("rail:"))
    assert found[f"play:{tile}"] == [f"pool:{seat}:{tile}", f"use:{seat}:{tile}:play"]
    assert found[f"rail:{tile}"] == [f"pool:{seat}:{tile}", f"use:{seat}:{tile}:rail"]
    assert found["recharge"] == [f"recharge:{seat}"]


def test_the_halves_of_the_tile_just_played_are_its_targets_and_done_stays_a_button():
    state = new_state(2)
    seat = to_act(state)
    tile = next(o.split(":")[1] for o in ids(state) if o.startswith("play:"))
    state = play(state, seat, f"play:{tile}")
    found = board.targets(view_of(state, seat))
    halves = [o for o in ids(state) if o.startswith("half:")]
    assert halves and all(found[o] == [f"half:{tile}:{o.split(':')[1]}"] for o in halves)
    assert "done" not in found


def test_a_contract_goes_to_the_space_clicked_and_with_one_empty_space_takes_one_click():
    """CON-5: a contract, then the empty contract space; with a single empty space the contract
    alone."""
    state = new_state(2)
    seat = to_act(state)
    give(state, seat, thalers=20)
    state["flow"]["stack"].append({"step": "take_contract", "seat": seat, "bought": 0, "discount": 0})
    found = board.targets(view_of(state, seat))
    contract = state["board"]["silver"][0]
    empty = [i for i, c in enumerate(state["players"][seat]["contracts"]) if c is None]
    assert len(empty) > 1
    assert found[f"take:{contract}:{empty[0]}"] == [f"contract:{contract}", f"cspace:{seat}:{empty[0]}"]
    state["players"][seat]["contracts"] = ["C01" if i != empty[0] else None for i in range(len(empty) + 1)]
    found = board.targets(view_of(state, seat))
    assert found[f"take:{contract}:{empty[0]}"] == [f"contract:{contract}"]


def test_the_board_names_the_component_set_and_says_the_invented_one_is_provisional():
    drawn = board.board_context(view_of(new_state(2)))["public"]["components"]
    assert drawn["name"] == comps().name == "provisional"
    assert drawn["provisional"] is True
    assert "provisional" in drawn["note"]


def test_the_expansions_choices_name_a_party_and_a_tile_of_the_offer():
    """Politicking's party (POL-1) is the party on the parliament; a tile taken for free (the
    Liberals' reward) is a tile of the offer."""
    politicking = {"prompt": {"id": "nucleum.politicking", "seat": 1, "params": {},
                              "options": [{"id": f"party:{i}"} for i in range(4)]}}
    assert board.targets(politicking) == {f"party:{i}": [f"party:{i}"] for i in range(4)}
    free_tile = {"prompt": {"id": "nucleum.offer_tile", "seat": 0, "params": {},
                            "options": [{"id": "tile:0"}, {"id": "tile:3"}]}}
    assert board.targets(free_tile) == {"tile:0": ["offer:0"], "tile:3": ["offer:3"]}


def test_uranium_into_another_players_turbine_is_the_mine_then_the_turbine():
    """E3/F3: a uranium burnt in another player's turbine names the mine, then the turbine; the
    same mine burnt plainly stays a button (the board cannot end a choice where another goes on)."""
    fuel = {"prompt": {"id": "nucleum.energize_fuel", "seat": 0, "params": {},
                       "options": [{"id": "uranium:freiberg-m1"}, {"id": "uranium:freiberg-m1:dresden-t1"},
                                   {"id": "uranium:marienberg-m1"}, {"id": "coal:leipzig"}, {"id": "done"}]}}
    assert board.targets(fuel) == {"uranium:freiberg-m1:dresden-t1": ["map:freiberg-m1", "map:dresden-t1"],
                                   "uranium:marienberg-m1": ["map:marienberg-m1"], "coal:leipzig": ["coal:leipzig"]}


def test_the_seat_choosing_an_experiment_is_shown_those_offered_and_clicks_one():
    state = GAME.setup([{"kind": "human"}] * 2, {}, 1)
    seat = to_act(state)
    offered = [o for o in ids(state) if o.startswith("experiment:")]
    assert board.targets(view_of(state, seat)) == {o: [o] for o in offered}
    shown = board.board_context(view_of(state, seat))["experiments"]
    assert [e["key"] for e in shown] == offered
    assert all(len(e["technologies"]) == 8 for e in shown)
    assert board.board_context(view_of(state))["experiments"] == []  # the spectators are shown no choice


def test_a_railway_tile_is_turned_by_clicking_one_of_its_two_ways_round():
    """RAIL-2: which half faces which end; each way round names its colours and the ends."""
    state = new_state(2)
    seat = to_act(state)
    tile = next(o.split(":")[1] for o in ids(state) if o.startswith("rail:")
                if len({h["colour"] for h in comps().tiles[o.split(":")[1]]["halves"]}) == 2)
    state = play(state, seat, f"rail:{tile}")
    space = next(o for o in ids(state) if o.startswith("space:"))
    state = play(state, seat, space)
    view = view_of(state, seat)
    turned = board.board_context(view)["orients"]
    halves = [h["colour"] for h in comps().tiles[tile]["halves"]]
    assert [o["colours"] for o in turned] == [halves, halves[::-1]]
    assert board.targets(view) == {"orient:0": ["orient:0"], "orient:1": ["orient:1"]}
    assert board.board_context(view_of(state))["orients"] == []  # the spectators are shown no choice
