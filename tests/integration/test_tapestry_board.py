"""The Tapestry board rendered: the map's geometry survives a language with a decimal comma; the
map is one render for every audience, and each player's mats one render for all but their owner
(whose plots, resources and mat rows are click targets)."""
import re

import pytest

from tabletop import rendering
from games.tapestry.testing import resolve
from tests.integration.test_board_targets import table_for

NUMBER = r"-?\d+(?:\.\d+)?"


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_map_is_drawn_with_svg_numbers_in_every_language(language):
    table, game, state = table_for("tapestry", 3)
    table.state = state
    html = rendering.render_board(table, rendering.Audience(None, False), language)
    moves = re.findall(r'<g class="hex[^"]*"[^>]*transform="translate\(([^)]*)\)"', html)
    assert len(moves) == 34  # the small map
    assert all(re.fullmatch(f"{NUMBER},{NUMBER}", m) for m in moves), moves[:3]
    points = re.findall(r'<polygon[^>]* points="([^"]*)"', html)
    assert points and all(re.fullmatch(rf"(?:{NUMBER},{NUMBER} ?)+", p) for p in points)
    view_box = re.search(r'class="tp-hexes" viewBox="([^"]*)"', html).group(1)
    assert re.fullmatch(rf"{NUMBER} {NUMBER} {NUMBER} {NUMBER}", view_box)


@pytest.mark.django_db
def test_the_map_and_the_other_players_mats_are_drawn_once_for_every_audience():
    table, game, state = table_for("tapestry", 3)
    table.state = resolve(state)  # the capitals are taken: every player has a city
    rendering.forget_shared()
    boards = [rendering.render_board(table, rendering.Audience(seat, False), "en") for seat in (0, 1, 2, None)]
    maps = rendering.kept_pieces("games/tapestry/map.html")
    assert len(maps) == 1
    assert all(maps[0] in board for board in boards)
    mats = rendering.kept_pieces("games/tapestry/player_shared.html")
    assert len(mats) == 3  # one per player, whoever looks
    for seat, board in enumerate(boards):
        others = [m for m in mats if m in board]
        assert len(others) == (3 if seat == 3 else 2)
        assert all('data-key="plot:' not in m and 'data-key="res:' not in m and 'data-key="income"' not in m for m in others)
        if seat < 3:
            assert f'id="player-{seat}"' not in "".join(others) and 'data-key="plot:' in board
