"""Every board is ASCII (tabletop.jinja2.ascii_only): a character beyond it anywhere made Python
hold the whole board two bytes a character and encode it character by character for Redis and
every socket. What a browser reads is unchanged: each reference stands for the character the value
held."""
import pytest
from django.template import engines

from tabletop import rendering
from tests.integration.helpers import characters
from tests.integration.test_board_targets import EVERY_GAME, table_and_positions


@pytest.mark.django_db
@pytest.mark.parametrize("game_id, seats", EVERY_GAME)
def test_boards_are_ascii_and_read_as_the_characters_their_values_hold(game_id, seats):
    table, game, table_seats, positions = table_and_positions(game_id, seats, seed=6, count=4, limit=500)
    env = engines["jinja2"].env
    wide = 0
    for version, position in enumerate(positions, start=2):
        table.state, table.version = position, version
        for audience in (rendering.Audience(0, True), rendering.Audience(None, False)):
            for language in ("en", "cs"):
                rendering.forget_shared()
                board = rendering.render_board(table, audience, language, seats=table_seats)
                assert board.isascii()
                rendering.forget_shared()
                finalize, env.finalize = env.finalize, lambda value: value  # the values as they are
                try:
                    raw = rendering.render_board(table, audience, language, seats=table_seats)
                finally:
                    env.finalize = finalize
                assert characters(board) == characters(raw)
                wide += not raw.isascii()
    assert wide  # the values held such characters: Czech letters, stars, dashes
