"""The audiences of one position share their view's public part (games.engine.Views): it is copied
and its derived facts worked out once. That is safe only while every view equals the view built
alone and nothing that reads a view changes it: the boards, the API payloads and the bots' samples."""
import copy

import pytest

from tabletop import rendering
from tabletop.api import payloads
from tests.integration.test_board_targets import EVERY_GAME, table_and_positions


@pytest.mark.django_db
@pytest.mark.parametrize("game_id, seats", EVERY_GAME)
def test_shared_views_equal_views_built_alone_and_nothing_that_reads_them_changes_them(game_id, seats):
    table, game, table_seats, positions = table_and_positions(game_id, seats, seed=5, count=6)
    audiences = [*range(seats), None]
    for version, position in enumerate(positions, start=2):
        views = game.views(position)
        table.state, table.version = position, version
        table.__dict__["_views"] = (version, views)
        drawn = [views[a] for a in audiences]
        # one copy of the public part: every audience holds its very objects
        assert any(isinstance(value, dict) for value in views.base.values())
        assert all(view[key] is value for view in drawn for key, value in views.base.items())
        assert drawn == [game.view(position, a) for a in audiences]
        before = copy.deepcopy(drawn)
        for audience in audiences:
            for language in ("en", "cs"):
                rendering.render_board(table, rendering.Audience(audience, audience == 0), language, seats=table_seats)
                payloads.socket_text(table, audience, language, seats=table_seats)
            if audience is not None and audience in game.to_act(position):
                game.determinize(views[audience], audience, {"seed": 3, "draws": 0})
        assert [views[a] for a in audiences] == before
        assert [views[a] for a in audiences] == [game.view(position, a) for a in audiences]
