"""A game's `Public` board parts (games.engine.public: one object per content) are translated and
named once for every audience (tabletop.rendering.drawn), and make the very boards drawn afresh."""
import random

import pytest

from games import engine
from games.playout import random_play
from tabletop import rendering
from tests.integration.test_board_targets import table_for


@pytest.mark.django_db
@pytest.mark.parametrize("game_id, seats, parts", [("tapestry", 3, 4), ("tapestry", 2, 3)])
def test_the_public_parts_are_drawn_once_per_version_and_make_the_same_boards_as_drawn_afresh(game_id, seats, parts):
    """Tapestry's map and each player's mats (for everyone but their owner, the Automa's and the
    Shadow Empire's too): drawn once, whoever looks (at most `parts` new ones a version and
    language). Over random play, in two languages, every audience's board is the board drawn with
    nothing kept."""
    table, game, state = table_for(game_id, seats)
    game.resolve_forced(state)
    audiences = [rendering.Audience(seat, seat == 0) for seat in range(seats)] + [rendering.Audience(None, False)]
    table_seats = list(table.seats.select_related("player"))
    decisions = list(random_play(game, state, random.Random(4), limit=400))
    positions = [d.before for d in decisions][::max(1, len(decisions) // 8)]
    assert len(positions) >= 6
    for version, position in enumerate(positions, start=2):
        table.state, table.version = position, version
        for language in ("en", "cs"):
            rendering.forget_shared()
            kept = [rendering.render_board(table, a, language, seats=table_seats) for a in audiences]
            assert 0 < len(rendering._drawn_parts) <= parts
            rendering.forget_shared()
            engine._public.clear()
            assert [rendering.render_board(table, a, language, seats=table_seats) for a in audiences] == kept


@pytest.mark.django_db
def test_hegemonys_public_part_is_made_once_per_position_and_makes_the_boards_drawn_afresh():
    """Hegemony's public part (everything but a seat's hand and Hidden Agenda) is one object for
    every audience of a position, found by the identity of the public values their views share;
    over random play, in two languages, every audience's board is the one drawn with nothing kept,
    and a seat's hand shows on its own board only."""
    from games.hegemony import board as hegemony_board

    table, game, state = table_for("hegemony", 3)
    game.resolve_forced(state)
    audiences = [rendering.Audience(seat, seat == 0) for seat in range(3)] + [rendering.Audience(None, False)]
    table_seats = list(table.seats.select_related("player"))
    decisions = list(random_play(game, state, random.Random(5), limit=300))
    positions = [d.before for d in decisions][::max(1, len(decisions) // 8)]
    assert len(positions) >= 6
    checked = 0
    for version, position in enumerate(positions, start=2):
        table.state, table.version = position, version
        views = game.views(position)
        parts = [game.board_context(views[a.seat])["public"] for a in audiences]
        assert all(part is parts[0] for part in parts)
        assert game.board_context(game.view(position, None))["public"] == parts[0]  # the same, made anew
        for language in ("en", "cs"):
            rendering.forget_shared()
            kept = [rendering.render_board(table, a, language, seats=table_seats) for a in audiences]
            rendering.forget_shared()
            hegemony_board._publics.clear()
            assert [rendering.render_board(table, a, language, seats=table_seats) for a in audiences] == kept
        for seat in range(3):
            for card in position["seats"][seat].get("hand", []):
                assert [f'data-card="{card}"' in board for board in kept] == [a.seat == seat for a in audiences]
                checked += 1
    assert checked > 10
