"""The JSON API over HTTP (django-ninja): programs play as people do (an outside bot, a load
test, an app). Bodies are the pydantic models of tabletop.api.schemas; the OpenAPI document
and the docs page are generated from these routes.

Every write goes through tabletop.services, so the API keeps the same rules as the browser:
a seat token authorises its moves, a move carries the version it was chosen at, and a stale
or repeated move is refused, never applied twice. Errors are JSON {"error", "message"} in the
request's language: a body the schema refuses is 422 and names the field.
"""
from __future__ import annotations

from django.db import transaction
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError

from games.engine import Game
from tabletop import ratelimit, services
from tabletop.api import schemas
from tabletop.api.auth import Caller, SeatToken
from tabletop.api.parser import LimitedJSON
from tabletop.api.payloads import error_payload, table_payload
from tabletop.errors import (BadMessage, MethodNotAllowed, NotAllowed, NotYourSeat, NotYourTurn, RateLimited,
                             StaleVersion, TableNotFound, TabletopError)
from tabletop.i18n import translate
from tabletop.models import Player, Seat, Table

STATUS = {BadMessage: 400, NotYourSeat: 403, NotAllowed: 403, TableNotFound: 404, MethodNotAllowed: 405,
          StaleVersion: 409, NotYourTurn: 422, RateLimited: 429}
REFUSED = {code: schemas.Error for code in (400, 403, 404, 422, 429)}

api = NinjaAPI(
    title="Tabletop API", version="1", urls_namespace="api", parser=LimitedJSON(),
    openapi_url="/openapi.json", docs_url="/docs/",
    description="Play, watch and create tables as the browser does. A seat token (from create or join) "
                "authorises that seat's moves. Live updates: websocket /ws/api/tables/{table_id}/?token=... "
                'sends {"type": "table", ...Table} on every new version and accepts {"type": "play", "version", '
                '"option"}, {"type": "undo", "version"} and {"type": "sync", "version"}.')
seat_token = SeatToken()
# Reading a table needs no token (spectators); with one it shows that seat's view.
MAYBE_TOKEN = {"security": [{}, {"SeatToken": []}]}


def refuse(request, error: TabletopError):
    return api.create_response(request, error_payload(error, request.resolver_match.kwargs.get("table_id")),
                               status=STATUS.get(type(error), 400))


@api.exception_handler(TabletopError)
def tabletop_error(request, error):
    return refuse(request, error)


@api.exception_handler(ValidationError)
def invalid(request, error):
    """The first field the schema refused, named as a path into the body: `seats.0.level`."""
    loc = [str(part) for part in error.errors[0].get("loc", ())] if error.errors else []
    field = ".".join(loc[2:]) if loc[:1] == ["body"] and len(loc) > 2 else (loc[-1] if loc else "body")
    response = refuse(request, BadMessage(field=field))
    response.status_code = 422
    return response


@api.exception_handler(HttpError)
def http_error(request, error):
    if isinstance(error, AuthenticationError):  # a route that needs a token got none
        return refuse(request, NotYourSeat())
    return refuse(request, BadMessage(field="body"))  # a body that is not JSON (or nests too deep)


def game_payload(game: Game) -> dict:
    return {"id": game.id, "name": translate(game.name), "min_seats": game.min_seats, "max_seats": game.max_seats,
            "options": [{**spec.to_dict(), "label": translate(spec.label)} for spec in game.OPTIONS]}


@api.get("/games/", response=schemas.GameList, summary="Games you can start, with their options")
def games(request):
    return {"games": [game_payload(g) for g in services.lobby_games()]}


@api.get("/tables/", response=schemas.TableList, summary="Tables not finished (to join or watch)")
def tables(request):
    live = Table.objects.exclude(status=Table.Status.FINISHED).order_by("-updated")[:100]
    return {"tables": [{"id": t.pk, "game": t.game, "status": t.status, "version": t.version} for t in live]}


@api.post("/tables/", response={200: schemas.Created, **REFUSED}, summary="Create a table")
def create_table(request, data: schemas.NewTable):
    """A `human` seat is yours and its token comes back; with no such seat you are still the table's
    host, and the token lets you start it."""
    seats = [spec.dict() for spec in data.seats]
    if any(spec["kind"] == Seat.Kind.HUMAN for spec in seats) and not data.name:
        raise BadMessage(field="name")
    ratelimit.check(ratelimit.CREATE, address=ratelimit.address_of_request(request))
    with transaction.atomic():  # a refused table leaves no Player behind
        host = Player.objects.create(name=data.name or "host")
        table = services.create_table(data.game, seats=seats, options=data.options, host=host,
                                      away_minutes=data.away_minutes, move_minutes=data.move_minutes,
                                      bank_minutes=data.bank_minutes, on_timeout=data.on_timeout)
    mine = table.seats.filter(player=host).first()
    return {"table": table_payload(table, None), "seat": mine.index if mine else None,
            "token": mine.token if mine else table.host_token}


@api.get("/tables/{int:table_id}/", response={200: schemas.TableOut, **REFUSED}, auth=SeatToken(optional=True),
         openapi_extra=MAYBE_TOKEN, summary="Read a table: your seat's view with a token, the spectators' without")
def table(request, table_id: int):
    table = services.get_table(table_id)
    caller: Caller = request.auth.at(table.pk)
    return table_payload(table, caller.seat.index if caller.seat else None)


@api.post("/tables/{int:table_id}/join/", response={200: schemas.Joined, **REFUSED}, summary="Take an open seat")
def join(request, table_id: int, data: schemas.JoinSeat):
    ratelimit.check(ratelimit.JOIN, address=ratelimit.address_of_request(request))
    with transaction.atomic():  # a refused join leaves no Player behind
        player = Player.objects.create(name=data.name)
        table = services.join_seat(table_id, data.seat, player)
    seat = table.seats.get(player=player)
    return {"seat": seat.index, "token": seat.token, "table": table_payload(table, seat.index)}


@api.post("/tables/{int:table_id}/start/", response={200: schemas.TableOut, **REFUSED}, auth=seat_token,
          summary="Start the game (the host's token, once every seat is filled)")
def start(request, table_id: int):
    table = services.get_table(table_id)
    caller: Caller = request.auth.at(table.pk)
    if not table.seats.filter(kind=Seat.Kind.HUMAN).exists():
        ratelimit.check(ratelimit.START_BOTS, player=caller.player, address=ratelimit.address_of_request(request))
    table = services.start_table(table_id, caller.player)
    return table_payload(table, caller.seat.index if caller.seat else None)


@api.post("/tables/{int:table_id}/play/", response={200: schemas.TableOut, 409: schemas.Error, **REFUSED},
          auth=seat_token, summary="Play one option of your prompt at the version you saw")
def play(request, table_id: int, data: schemas.PlayOption):
    caller = _seated(request, table_id)
    services.play(table_id, caller.seat.index, data.version, data.option, token=caller.token)
    return table_payload(services.get_table(table_id), caller.seat.index)


@api.post("/tables/{int:table_id}/undo/", response={200: schemas.TableOut, 409: schemas.Error, **REFUSED},
          auth=seat_token, summary="Take back your latest move, if nobody acted since and it revealed nothing")
def undo(request, table_id: int, data: schemas.TakeBack):
    caller = _seated(request, table_id)
    services.undo(table_id, caller.seat.index, data.version, token=caller.token)
    return table_payload(services.get_table(table_id), caller.seat.index)


def _seated(request, table_id: int) -> Caller:
    """The caller, who must hold a seat at this table."""
    caller: Caller = request.auth.at(services.get_table(table_id).pk)
    if caller.seat is None:
        raise NotYourSeat()
    return caller


@api.post("/tables/{int:table_id}/seat/", response={200: schemas.TableOut, **REFUSED}, auth=seat_token,
          summary="Hand your seat to a bot, take it back, or (host, before the start) open or fill a seat")
def seat_kind(request, table_id: int, data: schemas.SeatChange):
    caller: Caller = request.auth.at(services.get_table(table_id).pk)
    index = data.seat if data.seat is not None else caller.seat.index if caller.seat else None
    if index is None or caller.player is None:
        raise NotYourSeat()
    table = services.set_seat_kind(table_id, index, data.kind, caller.player, level=data.level)
    mine = caller.seat.index if caller.seat and table.seats.filter(token=caller.token).exists() else None
    return table_payload(table, mine)
