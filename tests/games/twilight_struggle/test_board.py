"""What the drawn board shows of the rules: a map whose country boxes stand apart, each roll
of the last dice once, and every use of a card offered alike."""
import itertools

import pytest

from games.twilight_struggle import board as drawn
from games.twilight_struggle.testing import GAME, board, play

GAP = 4  # SVG units between two boxes, so neither's border or influence square touches the other


def rectangles() -> dict[str, tuple[int, int, int, int]]:
    """Every box the map draws (a country's with its influence squares, each superpower's) as
    (left, top, right, bottom), read from the map the board template is given."""
    view = GAME.view(GAME.setup([{}, {}], {}, 1), None)
    boxes = {}
    for c in drawn.board_context(view)["public"]["map"]["countries"]:
        x, y, m = int(c["x"]), int(c["y"]), c["m"]
        w, h = int(m["box_w"]), int(m["box_h"])
        # the US square at 4..30 and the USSR square from ussr_x, 26 wide, both 20..43 down
        squares = [(4, 20, 30, 43), (int(m["ussr_x"]), 20, int(m["ussr_x"]) + 26, 43)]
        for left, top, right, bottom in squares:
            assert 0 <= left and right <= w and 0 <= top and bottom <= h, (c["id"], "square outside its box")
        boxes[c["id"]] = (x, y, x + w, y + h)
    fixed = drawn.map_context(view)["fixed"]
    for s in fixed["superpowers"]:
        boxes[s["id"]] = (int(s["x"]), int(s["y"]), int(s["x"]) + 120, int(s["y"]) + 60)
    return boxes


def test_no_two_boxes_of_the_map_overlap_or_touch():
    boxes = rectangles()
    assert len(boxes) == 84 + 2
    close = [(a, b) for (a, r), (b, s) in itertools.combinations(boxes.items(), 2)
             if r[0] < s[2] + GAP and s[0] < r[2] + GAP and r[1] < s[3] + GAP and s[1] < r[3] + GAP]
    assert close == []


def test_every_box_lies_inside_the_map():
    for name, (left, top, right, bottom) in rectangles().items():
        assert 0 <= left and right <= drawn.MAP_WIDTH and 0 <= top and bottom <= drawn.MAP_HEIGHT, name


@pytest.mark.parametrize("card, spec, choice", [
    ("korean_war", "south_korea us=2; japan us=4", None),
    ("brush_war", "pakistan us=2 ussr=1; india us=3", "choice:pakistan"),
    ("iran_iraq_war", "iraq us=2 ussr=1; iran us=2", "country:iraq"),
])
def test_a_wars_die_shows_once_among_the_last_dice(card, spec, choice):
    state = board(spec, pending={"step": "event", "side": "ussr", "card": card}, dice=[5])
    if choice:
        state = play(state, "ussr", choice)
    dice = drawn.recent_dice(GAME.view(state, None)["log"])
    assert [d["value"] for r in dice for d in r["dice"]] == [5]


def test_two_dice_of_one_card_both_show():
    state = board("", pending={"step": "event", "side": "ussr", "card": "olympic_games"}, dice=[3, 4])
    state = play(state, "us", "choice:participate")
    dice = [d["value"] for r in drawn.recent_dice(GAME.view(state, None)["log"]) for d in r["dice"]]
    assert dice == [4, 3]  # newest first


def test_the_space_race_is_offered_as_the_other_uses_of_a_card_are():
    # A card's uses (event, influence, realignment, coup, space race) are one choice: none of them
    # is hidden behind a place on the board while the others are buttons.
    state = board("", phasing="ussr", hands={"ussr": ["olympic_games"], "us": []}, wait="ussr",
                  pending={"step": "play_card", "side": "ussr", "round": 1})
    state = play(state, "ussr", "card:olympic_games")
    prompt = GAME.view(state, 0)["prompt"]
    uses = [o["id"] for o in prompt["options"] if o["id"].startswith("mode:")]
    assert "mode:space" in uses and "mode:influence" in uses
    assert not set(uses) & set(drawn.targets(prompt))
