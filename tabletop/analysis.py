"""Post-game analysis on the platform's side: asking for one, the worker's claims and progress
(it runs in bots/worker.py, the judging in bots/analysis.py), and what the replay page shows.

Anyone who may see the whole log may ask: the log of a finished table is open to everyone who
opens its replay, so anyone may ask, once the game is over, and only once per table (a second
ask finds the first). A bot worker claims the oldest waiting analysis when no live bot turn is
running or queued, judges one decision at a time in its low-priority process, and records each
as it goes; a running analysis whose worker stopped renewing it for STALE seconds is claimed by
another and goes on where it stopped.

What a viewer sees: each seat's estimated chances over the game (an inline SVG), and the
decisions that cost their seat the most with the move the bot preferred. A move that names
something the end of the game keeps hidden (bots.analysis.private_moves) is shown to its own
seat alone; the others see that the decision cost, not what it was.
"""
from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_noop as _

from bots import analysis as judging
from bots import levels, pool
from tabletop import botqueue, ratelimit, services
from tabletop.errors import NotAllowed
from tabletop.i18n import translate_prompt
from tabletop.models import Analysis, Move, Player, Table

STALE = 60  # seconds without progress after which a running analysis is taken over
WIDTH, HEIGHT = 600, 160  # the chart's drawing box
COLOURS = ("#1f6fb2", "#c0392b", "#27ae60", "#8e44ad", "#d68910", "#16a085")


def think() -> float:
    return settings.ANALYSIS_THINK or levels.SECONDS[levels.STRONG]


def analysable(table: Table) -> bool:
    """A game whose hidden parts the search bot can sample, finished."""
    return table.status == Table.Status.FINISHED and pool.searches(services.game_of(table), levels.STRONG)


def ask(table_id, player: Player | None, address: str | None = None) -> Analysis:
    """The table's analysis, queued now if nobody asked before (each new one counted against
    the asker's rate limit: an analysis costs minutes of a core), or again if it failed."""
    table = services.get_table(table_id)
    if table.status != Table.Status.FINISHED:
        raise NotAllowed(_("A game can be analysed once it is over."))
    if not analysable(table):
        raise NotAllowed(_("This game cannot be analysed."))
    existing = Analysis.objects.filter(table=table).first()
    if existing is not None:
        if existing.status == Analysis.Status.FAILED:  # asked again: a worker tries once more
            Analysis.objects.filter(pk=existing.pk).update(status=Analysis.Status.QUEUED, error="")
            transaction.on_commit(botqueue.wake_analysis, robust=True)
        return existing
    ratelimit.check(ratelimit.ANALYSIS, player=player, address=address)
    with transaction.atomic():
        found, created = Analysis.objects.get_or_create(table=table, defaults={"requested_by": player})
        if created:
            transaction.on_commit(botqueue.wake_analysis, robust=True)
    return found


def claim() -> Analysis | None:
    """(Worker) the oldest analysis waiting, or one whose worker stopped, now running here."""
    now = timezone.now()
    waiting = Analysis.objects.filter(Q(status=Analysis.Status.QUEUED)
                                      | Q(status=Analysis.Status.RUNNING, updated__lt=now - timedelta(seconds=STALE)))
    for pk, status, updated in waiting.order_by("created").values_list("pk", "status", "updated")[:5]:
        if Analysis.objects.filter(pk=pk, status=status, updated=updated).update(status=Analysis.Status.RUNNING,
                                                                                 updated=now):
            found = Analysis.objects.select_related("table").get(pk=pk)
            if found.think is None:
                found.think = think()
                found.save(update_fields=["think"])
            return found
    return None


def plan(found: Analysis) -> tuple:
    """(Worker) what bots.analysis replays: (game, seats, options, seed, moves)."""
    table = found.table
    seats = [{"kind": s.kind, "level": s.level} for s in table.seats.all()]
    moves = list(Move.live(table.pk).values_list("seat", "option"))
    return services.game_of(table), seats, table.options, table.seed, moves


def started(analysis_id: int, total: int) -> None:
    Analysis.objects.filter(pk=analysis_id).update(total=total, updated=timezone.now())


def touch(analysis_id: int) -> None:
    """(Worker) still at it, while it waits for live turns to finish."""
    Analysis.objects.filter(pk=analysis_id, status=Analysis.Status.RUNNING).update(updated=timezone.now())


def add(analysis_id: int, judged: list[dict]) -> None:
    """(Worker) more decisions judged (a few at a time: each write rewrites the whole list)."""
    with transaction.atomic():
        found = Analysis.objects.select_for_update().get(pk=analysis_id)
        known = {d["move"] for d in found.decisions}
        found.decisions += [d for d in judged if d["move"] not in known]
        found.save(update_fields=["decisions", "updated"])


def finish(analysis_id: int, private: list[int] | None = None, error: str = "") -> None:
    """(Worker) done, with the moves only their own seat may read; or failed, saying why."""
    found = Analysis.objects.get(pk=analysis_id)
    hidden = set(private or [])
    for decision in found.decisions:
        decision["private"] = decision["move"] in hidden
    found.status = Analysis.Status.FAILED if error else Analysis.Status.DONE
    found.error = error
    found.save(update_fields=["decisions", "status", "error", "updated"])


# --------------------------------------------------------------------------- the replay page


def context(table: Table, player: Player | None) -> dict:
    """What templates/games/analysis.html draws for this viewer."""
    found = Analysis.objects.filter(table=table).first()
    shown = {"table": table, "analysis": found, "analysable": analysable(table), "chart": None, "marks": []}
    if found is None or found.status != Analysis.Status.DONE:
        return shown
    from tabletop.rendering import Names

    game = services.game_of(table)
    seats = list(table.seats.select_related("player"))
    drawn = Names(game, seats)
    names = drawn.people
    mine = services.seat_of(table, player)
    viewer = mine.index if mine else None
    moves = max(table.moves.filter(undone_at_version__isnull=True).count(), 1)
    x = lambda move: round(move / moves * WIDTH, 1)  # noqa: E731
    y = lambda chance: round((1 - chance) * HEIGHT, 1)  # noqa: E731
    lines = []
    for seat in sorted({d["seat"] for d in found.decisions}):
        points = []
        for d in (d for d in found.decisions if d["seat"] == seat):
            points += [f"{x(d['move'])},{y(d['before'])}", f"{x(d['move'] + 1)},{y(d['after'])}"]
        lines.append({"seat": seat, "name": names.get(seat, seat), "colour": COLOURS[seat % len(COLOURS)],
                      "points": " ".join(points)})
    marks = []
    for d in judging.costliest(found.decisions):
        readable = not d.get("private") or d["seat"] == viewer
        texts = {}
        if readable and d.get("made") and d.get("preferred"):
            offered = drawn.put_in(translate_prompt(game, {"id": "", "text": "", "params": {},
                                                           "options": [d["made"], d["preferred"]]})["options"])
            texts = {"made": offered[0]["text"], "preferred": offered[1]["text"]}
        marks.append({"move": d["move"] + 1, "seat": d["seat"], "name": names.get(d["seat"], d["seat"]),
                      "before": round(d["before"] * 100), "after": round(d["after"] * 100),
                      "x": x(d["move"] + 1), "y": y(d["after"]), "colour": COLOURS[d["seat"] % len(COLOURS)],
                      **texts})
    shown.update(chart={"width": WIDTH, "height": HEIGHT, "lines": lines, "half": y(0.5)}, marks=marks)
    return shown

