"""The JSON API over HTTP: programs play as people do (an outside bot, a load test, an app).

Every write goes through tabletop.services, so the API keeps the same rules as the browser:
a seat token authorises its moves, a move carries the version it was chosen at, and a stale
or repeated move is refused, never applied twice. Errors are JSON: {"error", "message"}.
"""
from __future__ import annotations

import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from games.engine import Game
from bots import levels
from tabletop import services
from tabletop.api.openapi import schema
from tabletop.api.payloads import error_payload, seat_for_token, table_payload
from tabletop.errors import BadMessage, NotAllowed, NotYourSeat, StaleVersion, TableNotFound, TabletopError, NotYourTurn
from tabletop.i18n import translate
from tabletop.models import Player, Table

STATUS = {BadMessage: 400, NotYourSeat: 403, NotAllowed: 403, TableNotFound: 404, StaleVersion: 409,
          NotYourTurn: 422}


def api(view):
    """JSON in, JSON out; TabletopErrors become their HTTP status. Token auth, so no CSRF."""
    @csrf_exempt
    def wrapper(request, *args, **kwargs):
        try:
            return JsonResponse(view(request, *args, **kwargs))
        except TabletopError as error:
            return JsonResponse(error_payload(error, kwargs.get("table_id")), status=STATUS.get(type(error), 400))
    wrapper.__name__ = view.__name__
    return wrapper


def body(request) -> dict:
    try:
        data = json.loads(request.body or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise BadMessage(field="body") from None
    if not isinstance(data, dict):
        raise BadMessage(field="body")
    return data


def bearer(request) -> str | None:
    header = request.headers.get("Authorization", "")
    if not header:
        return None
    scheme, _space, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise BadMessage(field="Authorization")
    return token.strip()


def name_from(data: dict) -> str:
    name = data.get("name")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > 40:
        raise BadMessage(field="name")
    return name.strip()


def game_payload(game: Game) -> dict:
    return {"id": game.id, "name": translate(game.name), "min_seats": game.min_seats, "max_seats": game.max_seats,
            "options": [{**spec.to_dict(), "label": translate(spec.label)} for spec in game.OPTIONS]}


@api
@require_GET
def games(request):
    return {"games": [game_payload(g) for g in services.lobby_games()]}


@api
@require_http_methods(["GET", "POST"])
def tables(request):
    if request.method == "GET":
        live = Table.objects.exclude(status=Table.Status.FINISHED).order_by("-updated")[:100]
        return {"tables": [{"id": t.pk, "game": t.game, "status": t.status, "version": t.version} for t in live]}
    data = body(request)
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        raise BadMessage(field="seats")
    if not isinstance(data.get("options", {}), dict):
        raise BadMessage(field="options")
    if not isinstance(data.get("game"), str):
        raise BadMessage(field="game")
    host = Player.objects.create(name=name_from(data)) if any(s.get("kind") == "human" for s in seats) else None
    table = services.create_table(data["game"], seats=seats, options=data.get("options"), host=host)
    mine = table.seats.filter(player=host).first() if host else None
    return {"table": table_payload(table, None), "seat": mine.index if mine else None,
            "token": mine.token if mine else None}


@api
@require_GET
def table(request, table_id):
    table = services.get_table(table_id)
    seat = seat_for_token(table, bearer(request))
    return table_payload(table, seat.index if seat else None)


@api
@require_POST
def join(request, table_id):
    data = body(request)
    player = Player.objects.create(name=name_from(data))
    table = services.join_seat(table_id, services.number(data.get("seat"), "seat"), player)
    seat = table.seats.get(player=player)
    return {"seat": seat.index, "token": seat.token, "table": table_payload(table, seat.index)}


@api
@require_POST
def start(request, table_id):
    table = services.get_table(table_id)
    seat = seat_for_token(table, bearer(request))
    table = services.start_table(table_id, seat.player if seat else None)
    return table_payload(table, seat.index if seat else None)


@api
@require_POST
def play(request, table_id):
    data = body(request)
    table = services.get_table(table_id)
    token = bearer(request)
    seat = seat_for_token(table, token)
    if seat is None:
        raise NotYourSeat()
    services.play(table_id, seat.index, data.get("version"), data.get("option"), token=token)
    return table_payload(services.get_table(table_id), seat.index)


@api
@require_POST
def seat_kind(request, table_id):
    """Hand your seat to a bot ({"kind": "bot"}) or take it back ({"kind": "human"})."""
    data = body(request)
    table = services.get_table(table_id)
    seat = seat_for_token(table, bearer(request))
    if seat is None or seat.player is None:
        raise NotYourSeat()
    table = services.set_seat_kind(table_id, seat.index, data.get("kind"), seat.player,
                                   level=services.number(data.get("level", levels.DEFAULT), "level"))
    return table_payload(table, seat.index)


@require_GET
def openapi(request):
    return JsonResponse(schema(request.build_absolute_uri("/")))
