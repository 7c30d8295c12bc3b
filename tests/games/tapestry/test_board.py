"""The drawn board's display builder: the map geometry matches the data's adjacency and side
order, each option of a prompt that names a board element is mapped to it (a plot, a hex, a
track, a card...), and a view shows only what its seat may see."""
import math
import random

from games.tapestry import board, data, steps
from games.tapestry.testing import game, game_at, give, play, start_turn


def test_map_hexes_touch_their_neighbours_and_each_side_faces_its_neighbour():
    """Neighbouring hex centres are one hex width apart, and side k (the data's order, clockwise
    from the top) is drawn facing the neighbour data.EDGE_OFFSETS[k] names."""
    for m in data.MAPS.values():
        spots = m["hexes"]
        for hid, spot in spots.items():
            x, y = board.hex_centre(spot)
            ax, ay = (int(v) for v in hid.split("_"))
            for k, (dx, dy) in enumerate(data.EDGE_OFFSETS):
                other = spots.get(f"{ax + dx}_{ay + dy}")
                if other is None:
                    continue
                ox, oy = board.hex_centre(other)
                assert math.isclose(math.hypot(ox - x, oy - y), board.RADIUS * math.sqrt(3), rel_tol=1e-9)
                (cx1, cy1), (cx2, cy2) = board.corner((k + 4) % 6), board.corner((k + 5) % 6)
                mid = ((cx1 + cx2) / 2, (cy1 + cy2) / 2)  # the side's middle, from the centre
                cos = (mid[0] * (ox - x) + mid[1] * (oy - y)) / (math.hypot(*mid) * math.hypot(ox - x, oy - y))
                assert cos > 0.999, (hid, k)


def test_a_turned_tile_shows_its_terrain_turned():
    state = game_at(n=2)
    hid = next(h for h, x in state["board"]["hexes"].items() if x["tile"] is None)
    state["board"]["hexes"][hid].update(tile=1, rot=2)
    printed = data.TERRITORY_TILES[1]["terrain"]  # desert on side 1
    view = game().view(state, 0)
    assert board.terrains(view, hid) == [printed[(i - 2) % 6] for i in range(6)]
    assert board.terrains(view, hid)[3] == "desert"
    drawn = next(h for h in board.board_context(view)["public"]["map"]["hexes"] if h["id"] == hid)
    assert [w["terrain"] for w in drawn["wedges"]] == board.terrains(view, hid)
    assert str(drawn["terrain"]) == "desert"


def test_the_turn_prompt_names_the_tracks_and_the_income_mat():
    state = start_turn(give(game_at(n=2), 0, coin=5, worker=5, food=5, culture=5), 0)
    view = game().view(state, 0)
    found = board.targets(view)
    assert found["income"] == ["income"]
    assert found["advance:science"] == ["track:science"]
    tracks = {t["id"]: t for t in board.board_context(view)["tracks"]}
    assert [s["pos"] for s in tracks["science"]["spaces"] if s["next"]] == [1]


def test_an_income_building_is_placed_by_clicking_its_plot():
    state = start_turn(game_at(n=2), 0)
    steps.push(state, {"step": "place", "seat": 0, "building": "farm"})
    view = game().view(state, 0)
    found = board.targets(view)
    city = state["players"][0]["city"]
    assert found and all(keys == [f"plot:{o.split(':')[1]}:{o.split(':')[2]}"] for o, keys in found.items())
    assert {tuple(int(v) for v in k[0].split(":")[1:]) for k in found.values()} == \
        {(r, c) for r in range(9) for c in range(9) if city[r][c] == "0"}
    state = play(state, 0, "plot:0:0" if city[0][0] == "0" else next(iter(found)))
    assert "f" in "".join(state["players"][0]["city"])


def test_a_landmark_is_placed_by_its_first_plot_then_its_orientation_where_several_start_there():
    state = start_turn(game_at(n=2), 0)
    steps.push(state, {"step": "place", "seat": 0, "building": "tech_hub"})  # 2x3 or 3x2
    view = game().view(state, 0)
    found = board.targets(view)
    prompt = game().prompt(state, 0)
    assert set(found) == set(prompt.ids())
    for option in prompt.options:
        r, c, o = option.params["row"] - 1, option.params["col"] - 1, option.params["o"]
        assert found[option.id][0] == f"plot:{r}:{c}"  # both shapes fill their top-left plot
        same_plot = [x for x in prompt.options if (x.params["row"], x.params["col"]) == (r + 1, c + 1)]
        assert found[option.id][1:] == ([f"shape:{o}"] if len(same_plot) > 1 else [])
    context = board.board_context(view)
    assert [s["o"] for s in context["placing"]] == [0, 1]
    assert context["placing"][0]["rows"] == [list("111"), list("111")]


def test_a_landmark_with_an_empty_corner_is_clicked_on_a_plot_it_covers():
    shape_keys = {k: lm["shapes"] for k, lm in data.LANDMARKS.items()
                  if any(s[0][0] == "0" for s in lm["shapes"])}
    assert shape_keys, "some landmark shapes leave their top-left corner empty"
    key, shapes = next(iter(shape_keys.items()))
    o = next(k for k, s in enumerate(shapes) if s[0][0] == "0")
    i, j = board.first_filled(shapes[o])
    assert shapes[o][i][j] == "1" and (i, j) != (0, 0)


def test_options_naming_cards_tiles_hexes_and_resources_map_to_those_elements():
    prompt = {"id": "tapestry.any", "params": {}, "options": [
        {"id": "tech:radio"}, {"id": "tech:1:radio"}, {"id": "card:trap"}, {"id": "card:1:0"},
        {"id": "hex:0_1"}, {"id": "map:1_1"}, {"id": "res:food"}, {"id": "seat:1"}, {"id": "pos:1:military"},
        {"id": "landmark:forge"}, {"id": "building:farm"}, {"id": "swap:0:1:2:3"}, {"id": "give:7:1"},
        {"id": "tile:7"}, {"id": "tile:8"}, {"id": "rot:2"}, {"id": "pass"}, {"id": "pay:coin"}]}
    view = {"prompt": prompt, "seat": 0, "players": [{"tiles": [7], "space_tiles": []}]}
    assert board.targets(view) == {
        "tech:radio": ["tech:radio"], "tech:1:radio": ["tech:radio"], "card:trap": ["card:trap"],
        "card:1:0": ["tapestry:1:0"], "hex:0_1": ["hex:0_1"], "map:1_1": ["hex:1_1"], "res:food": ["res:food"],
        "seat:1": ["seat:1"], "pos:1:military": ["token:1:military"], "landmark:forge": ["landmark:forge"],
        "building:farm": ["building:farm"], "swap:0:1:2:3": ["plot:0:1", "plot:2:3"], "give:7:1": ["tile:7", "seat:1"],
        "tile:7": ["tile:7"]}  # tile 8 is not in the supply; a rotation, a pass, a payment stay buttons


def test_a_seat_sees_its_own_hand_and_civilization_offer_and_nobody_else_does():
    g = game()
    state = g.setup([{"kind": "human"}] * 3, {}, 3)
    for seat in range(3):  # at setup: the two civilizations each seat is offered
        assert [c["key"] for c in board.board_context(g.view(state, seat))["offer"]] == state["seats"][seat]["offer"]
    assert board.board_context(g.view(state, None))["offer"] == []
    rng = random.Random(4)
    while not all(s["hand"] for s in state["seats"]):
        seat = g.to_act(state)[0]
        state, _events = g.apply(state, seat, rng.choice(g.prompt(state, seat).ids()))
    for audience in (None, 0, 1, 2):
        context = board.board_context(g.view(state, audience))
        hand = state["seats"][audience]["hand"] if audience is not None else []
        assert sorted(c["key"] for c in context["hand"]) == sorted(hand)
        assert [p["hand_count"] for p in context["players"]] == [len(s["hand"]) for s in state["seats"]]
        assert [p["mine"] for p in context["players"]] == [s == audience for s in range(3)]
        if audience is None:
            assert context["targets"] == {}


def test_each_rotation_of_an_explored_tile_is_drawn_turned_and_is_its_options_target():
    """Exploring, the tile is drawn six times, as it would lie in each rotation (its terrains
    turned a sixth each time), with the VP each earns; clicking one picks that option."""
    from games.tapestry.territory import ExploreRotation

    state = game().setup([{"kind": "human"}] * 2, {}, 3)
    tile = next(iter(data.TERRITORY_TILES))
    prompt = ExploreRotation().prompt(state, {"seat": 0, "hex": "0_1", "tile": tile}).to_dict()
    drawn = board.rotations(prompt)
    printed = data.TERRITORY_TILES[tile]["terrain"]
    assert [d["key"] for d in drawn] == [f"rot:{r}" for r in range(6)]
    for r, d in enumerate(drawn):
        assert [w["terrain"] for w in d["wedges"]] == printed[-r:] + printed[:-r] if r else printed
        assert d["degrees"] == 60 * r and d["vp"] == prompt["options"][r]["params"]["vp"]
    view = {"prompt": prompt, "seat": 0, "players": [{"tiles": [], "space_tiles": []}]}
    assert board.targets(view) == {f"rot:{r}": [f"rot:{r}"] for r in range(6)}
