"""After the game: a finished table replayed move by move, each position drawn as the spectators'
board (the public view only, whatever was hidden then stays hidden).

The slider runs over the moves that stand: a move taken back (services.undo) was never part of
the game, so it is neither a position nor applied. Position `at` is the one the table stood at
just before its next standing move (after any takings-back), with the seat changes told by then.
A position is rebuilt from the seed and the standing moves (the engine is deterministic), up to
the position asked for; nothing is cached, so a long game costs one replay per slider step.
"""
from __future__ import annotations

import copy

from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from tabletop import analysis, chat, ratelimit, rendering, services
from tabletop.errors import TabletopError
from tabletop.players import current_player
from tabletop.models import Move, Table

SPECTATORS = rendering.Audience(None, False)


def _finished(table_id: int) -> Table:
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.status != Table.Status.FINISHED:
        raise Http404
    return table


def reached(table: Table, versions: list[int], at: int) -> int:
    """The table version that stood at position `at` (`versions`: the standing moves' own): the
    last before the next standing move, or the table's last for the final position."""
    return versions[at] - 1 if at < len(versions) else table.version


def replay(request, table_id, analysis_error: str = ""):
    table = _finished(table_id)
    count = Move.live(table.pk).count()
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
    versions = list(Move.live(table.pk).values_list("version", flat=True))
    try:
        at = int(request.GET.get("at", len(versions)))
    except ValueError:
        raise Http404 from None
    if not 0 <= at <= len(versions):
        raise Http404
    shown = copy.copy(table)
    shown.state = services.replay(table, upto=at)
    if at < len(versions):
        shown.status = Table.Status.ACTIVE
    shown.version = at
    shown.told = table.events.filter(version__lte=reached(table, versions, at)).count()
    return HttpResponse(rendering.render_board(shown, SPECTATORS, request.LANGUAGE_CODE))
