"""Every game in the lobby can be created, started and played by bots through the platform,
and its board renders for each seat and for spectators."""
import pytest

from bots.worker import take_turn
from games import registry
from tabletop import rendering, services
from tabletop.models import Move, Table

pytestmark = pytest.mark.django_db
MOVES = 120  # enough to pass setup and the first rounds; whole games are the engines' own tests
REAL_GAMES = [g.id for g in registry.games() if not getattr(g, "test_only", False)]


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_bots_play_a_real_game_through_the_platform(game_id):
    """All-bot table (random bots, level 0): each bot turn goes through the worker's take_turn and services.play."""
    game = registry.get(game_id)
    table = services.create_table(game_id, seats=[{"kind": "bot", "level": 0}] * game.min_seats, seed=20261121)
    services.start_table(table.pk, None)
    for _ in range(MOVES):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            break
        assert table.bot_turn, "a running all-bot table must wait on a bot"
        assert take_turn(table.pk, table.version) == "played"
    table.refresh_from_db()
    assert Move.objects.filter(table=table).count() >= min(MOVES, 1)
    for seat in [None, *range(game.min_seats)]:
        html = rendering.render_board(table, rendering.Audience(seat, False), "cs")
        assert f'data-version="{table.version}"' in html
