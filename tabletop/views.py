"""Lobby and table pages. Views parse and authorise, call tabletop.services, and render."""
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from games import registry
from tabletop import chat, clocks, ratelimit, ratings, rendering, services
from tabletop.errors import TabletopError
from tabletop.forms import NameForm, NewTableForm, players_label
from tabletop.i18n import bot_name, drawing_in, localise, translate
from tabletop.models import Seat, Table
from tabletop.players import become, current_player

LIVE_TABLES = 30
LOG_PAGE = 200  # lines to a page of a table's whole log


def lobby(request):
    games = [{"id": g.id, "name": translate(g.name), "seats": (g.min_seats, g.max_seats), "notice": translate(g.notice()),
              "players": players_label(g.min_seats) if g.min_seats == g.max_seats else
              gettext("%(min)d–%(max)d players") % {"min": g.min_seats, "max": g.max_seats}}
             for g in services.lobby_games()]
    names = {g["id"]: g["name"] for g in games}
    recent = Table.objects.filter(game__in=names).order_by("-updated")
    mine = my_tables(current_player(request), names)
    return render(request, "tabletop/lobby.html", {
        "games": games,
        "my_tables": mine,
        "my_turns": sum(1 for t in mine if t["my_turn"]),
        "open_tables": [(t, names[t.game]) for t in recent.filter(status=Table.Status.OPEN)[:LIVE_TABLES]],
        "live_tables": [(t, names[t.game], progress(t)) for t in recent.filter(status=Table.Status.ACTIVE)[:LIVE_TABLES]],
        "name_form": NameForm(initial={"name": getattr(current_player(request), "name", "")}),
    })


def progress(table: Table) -> str:
    """How far the table's game is ("Round 3, turn 2"), in the active language; "" if the game
    does not tell."""
    told = services.game_of(table).progress(table.state) if table.state is not None else None
    return localise(told) if told else ""


def my_tables(player, names: dict) -> list[dict]:
    """The open and running tables where `player` holds a seat, those waiting on them first."""
    if player is None:
        return []
    seats = (Seat.objects.filter(player=player, table__game__in=names,
                                 table__status__in=[Table.Status.OPEN, Table.Status.ACTIVE])
             .select_related("table").order_by("-table__updated"))
    now = services.clock()
    rows = [{"table": s.table, "name": names[s.table.game], "seat": s,
             # Seat.prompt_key is set while the seat owes a decision: no engine call per table.
             "my_turn": s.table.status == Table.Status.ACTIVE and s.kind == Seat.Kind.HUMAN and bool(s.prompt_key),
             # A turn-based seat's time: to its deadline while asked, else its bank.
             "time_left": clocks.left(s, now) if s.table.move_minutes and s.kind == Seat.Kind.HUMAN else None}
            for s in seats[:LIVE_TABLES]]
    # Who else each turn-based table waits on, and their time to the deadline: one query for all.
    waiting: dict[int, list] = {}
    for other in (Seat.objects.filter(table__in=[row["table"] for row in rows], table__move_minutes__isnull=False,
                                      kind=Seat.Kind.HUMAN, overdue_at__isnull=False)
                  .exclude(player=player).select_related("player").order_by("index")):
        waiting.setdefault(other.table_id, []).append({"name": other.player.name if other.player else "",
                                                       "left": clocks.left(other, now)})
    for row in rows:
        row["waiting"] = waiting.get(row["table"].pk, [])
    return sorted(rows, key=lambda row: not row["my_turn"])


@require_POST
def set_name(request):
    form = NameForm(request.POST)
    if form.is_valid():
        become(request, form.cleaned_data["name"])
    target = request.POST.get("next", "")
    # Only a path on this site: a bare word ("foo") would be taken for a URL name by redirect().
    if not target.startswith("/") or not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        target = reverse("lobby")
    return HttpResponseRedirect(target)


def new_table(request, game_id):
    if game_id not in {g.id for g in services.lobby_games()}:
        raise Http404
    game = registry.get(game_id)
    player = current_player(request)
    form = NewTableForm(game, request.POST or None, initial={"name": getattr(player, "name", "")})
    if request.method == "POST" and form.is_valid():
        try:
            ratelimit.check(ratelimit.CREATE, player=player, address=ratelimit.address_of_request(request))
            if form.cleaned_data["name"].strip():
                player = become(request, form.cleaned_data["name"])
            table = services.create_table(game_id, seats=form.seat_specs(), options=form.options(), host=player,
                                          away_minutes=form.away_minutes(), **form.clock())
        except TabletopError as error:
            form.add_error(None, str(error))
        else:
            return redirect("table", table_id=table.pk)
    return render(request, "tabletop/new_table.html", {"form": form, "game_name": translate(game.name),
                                                       "notice": translate(game.notice())})


def table(request, table_id):
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.game not in {g.id for g in registry.games()}:
        raise Http404
    player = current_player(request)
    audience = rendering.audience_of(table, player)
    return render(request, "tabletop/table.html", {
        "table": table,
        "board": rendering.render_board(table, audience, request.LANGUAGE_CODE),
        "invite_url": request.build_absolute_uri(reverse("table", args=[table.pk])),
        "needs_name": player is None and table.status == Table.Status.OPEN,
        # The tone toggle, for anyone who has or may take a seat (a seat taken later comes by websocket).
        "may_sit": audience.seat is not None or player is not None and table.status == Table.Status.OPEN,
        "name_form": NameForm(),
        **chat.panel(table, player, audience.seat, chat.may_moderate(table, player)),
        "now": services.clock(),  # the seats' clocks count down from the server's time, not the browser's
    })


def table_log(request, table_id):
    """The whole log of a table as the visitor's board would show it (their seat's lines, or the
    spectators'), LOG_PAGE lines to a page, from the first: the board keeps only the newest."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.game not in {g.id for g in registry.games()}:
        raise Http404
    with drawing_in(request.LANGUAGE_CODE):
        lines = rendering.whole_log(table, rendering.audience_of(table, current_player(request)))
    pages = max(1, -(-len(lines) // LOG_PAGE))
    try:
        page = min(max(int(request.GET.get("page", 1)), 1), pages)
    except ValueError:
        page = 1
    first = (page - 1) * LOG_PAGE
    return render(request, "tabletop/whole_log.html", {
        "table": table, "game_name": translate(registry.get(table.game).name), "lines": lines[first:first + LOG_PAGE],
        "first": first + 1, "page": page, "pages": pages, "total": len(lines)})


def game_ratings(request, game_id):
    """A game's rating list: accounts and bot levels, best first (tabletop.ratings)."""
    if game_id not in {g.id for g in services.lobby_games()}:
        raise Http404
    rows = ratings.leaderboard(game_id)
    for row in rows:
        if row["bot_level"] is not None:
            row["name"] = bot_name(row["bot_level"])
    return render(request, "players/game_ratings.html", {
        "game_name": translate(registry.get(game_id).name), "rows": rows})
