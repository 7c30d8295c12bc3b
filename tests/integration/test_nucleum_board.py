"""Nucleum's drawn board as the platform renders it: people's names in its log and on its map,
the parliament drawn only when the expansion is in play, and the component set named."""
import re

import pytest

from games.nucleum.board import board_context
from games.nucleum.testing import GAME, new_state, play
from tabletop import rendering
from tests.integration.test_board_targets import table_for


@pytest.mark.django_db
def test_the_log_and_the_board_name_people_not_seat_numbers():
    """A Nucleum log line names the seat's person ("Ann takes experiment A."), never its index."""
    table, game, state = table_for("nucleum", 2)
    game.resolve_forced(state)
    for _turn in range(6):
        seat = game.to_act(state)[0]
        state = play(state, seat, game.prompt(state, seat).options[0].id)
    table.state = state
    html = rendering.render_board(table, rendering.Audience(None, False), "en")
    log = re.search(r'<section class="log".*?</section>', html, re.S).group(0)
    assert "Ann takes experiment" in log
    assert not re.search(r"<li>\d+ ", log)
    assert not re.search(r"(>|title=\"|label=\")[^<\"]*\bplayer-\d", html)  # in text, not in ids
    assert "Component set" in html and "components are provisional" in html


def test_the_parliament_is_drawn_only_when_the_expansion_is_in_play():
    """Without the expansion the state's parliament is None (or absent) and the board has none;
    with it, each party with its program, politicians, leader and the royal token."""
    state = new_state(2)
    view = GAME.views(state)[0]
    assert board_context(view)["public"]["parliament"] is None
    state["parliament"] = {"programs": ["P1", "P3", "P6", "P8"], "politicians": [[2, 0], [0, 1], [0, 0], [1, 1]],
                           "neutrals": {"arrow": 2, "N2": 3}, "leaders": [0, None, "arrow", 1], "dominant": 3}
    parliament = board_context(GAME.views(state)[0])["public"]["parliament"]
    parties = parliament["parties"]
    assert [p["id"] for p in parties] == ["capitalists", "liberals", "communists", "royalists"]
    assert parties[0]["leader"] == "player-1" and parties[0]["politicians"] == [{"seat": 0, "who": "player-1", "n": 2}]
    assert parties[2]["leader"] == "the neutral politician with the arrow" and parties[2]["politicians"] == []
    assert [p["dominant"] for p in parties] == [False, False, False, True]
    assert [p["key"] for p in parties] == ["party:0", "party:1", "party:2", "party:3"]
    assert parties[1]["program"]["id"] == "P3" and parties[3]["neutrals"] == ["neutral politician 2"]
