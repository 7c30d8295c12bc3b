"""After the game: a finished table replayed move by move, each position drawn as the spectators'
board (the public view only, whatever was hidden then stays hidden).

A position is rebuilt from the seed and the stored moves (the engine is deterministic), up to the
position asked for; nothing is cached, so a long game costs one replay per slider step.
"""
from __future__ import annotations

import copy

from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from tabletop import analysis, chat, ratelimit, rendering, services
from tabletop.errors import TabletopError
from tabletop.players import current_player
from tabletop.models import Table

SPECTATORS = rendering.Audience(None, False)


def _finished(table_id: int) -> Table:
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.status != Table.Status.FINISHED:
        raise Http404
    return table


def position(table: Table, moves: list, at: int) -> dict:
    """The state after the first `at` moves (0: as the game started)."""
    game = services.game_of(table)
    seats = list(table.seats.all())
    state = game.setup([{"kind": s.kind, "level": s.level} for s in seats], table.options, table.seed)
    for move in moves[:at]:
        state, _events = game.apply(state, move.seat, move.option)
    return state


def replay(request, table_id, analysis_error: str = ""):
    table = _finished(table_id)
    count = table.moves.count()
    return render(request, "games/replay.html", {"table": table, "moves": count,
                                                 "game_name": services.game_of(table).name,
                                                 "chat_lines": chat.lines(table.pk, limit=None, hidden=False),
                                                 **analysis.context(table, current_player(request)),
                                                 "analysis_error": analysis_error})


@require_http_methods(["GET", "POST"])
def analysis_part(request, table_id):
    """The replay's analysis section (GET, polled while the analysis runs); POST asks for one."""
    table = _finished(table_id)
    player = current_player(request)
    if request.method == "POST":
        try:
            analysis.ask(table.pk, player, ratelimit.address_of_request(request))
        except TabletopError as error:
            return replay(request, table.pk, analysis_error=str(error))
        return redirect("replay", table_id=table.pk)
    return render(request, "games/analysis.html", analysis.context(table, player))


def replay_board(request, table_id):
    """The board at position `?at=`, as an out-of-band swap of #board (the same partial as live)."""
    table = _finished(table_id)
    moves = list(table.moves.order_by("version"))
    try:
        at = int(request.GET.get("at", len(moves)))
    except ValueError:
        raise Http404 from None
    if not 0 <= at <= len(moves):
        raise Http404
    shown = copy.copy(table)
    shown.state = position(table, moves, at)
    if at < len(moves):
        shown.status = Table.Status.ACTIVE
    shown.version = at
    return HttpResponse(rendering.render_board(shown, SPECTATORS, request.LANGUAGE_CODE))
