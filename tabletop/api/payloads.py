"""What the JSON API says about a table: one seat's view, the prompt, the version, the seats.

A socket's payload is built once per (table, version, seat, language) for all processes,
however many sockets watch, like the board partial (see tabletop.broadcast); spectators share
the seat-less payload.
"""
from __future__ import annotations

import json

from django.utils import translation

from tabletop import services
from tabletop.errors import BadMessage, NotYourSeat, StaleVersion, TabletopError
from tabletop.i18n import translate, translate_prompt
from tabletop.models import Seat, Table
from tabletop.rendering import view_of


def seat_for_token(table: Table, token: str | None) -> Seat | None:
    """The seat a bearer token plays at this table; None without a token. A token of another
    table, or one whose tenure has ended (see Seat.token), is refused rather than read as a
    spectator."""
    if not token:
        return None
    seat = Seat.objects.filter(token=token).first()
    if seat is None or seat.table_id != table.pk:
        raise NotYourSeat()
    return seat


def table_payload(table: Table, seat: int | None, seats: list[Seat] | None = None) -> dict:
    game = services.game_of(table)
    if seats is None:
        seats = list(table.seats.select_related("player"))
    view = view_of(game, table, seat) if table.state is not None else None
    to_act = view["to_act"] if view and table.status == Table.Status.ACTIVE else []
    prompt = None
    if view and view["prompt"]:
        raw = view["prompt"]
        prompt = translate_prompt(game, raw)
    return {
        "id": table.pk,
        "game": table.game,
        "options": table.options,
        "status": table.status,
        "version": table.version,
        "you": seat,
        "seats": [{"index": s.index, "role": s.role, "kind": s.kind, "level": s.level,
                   "player": s.player.name if s.player else None, "to_act": s.index in to_act, **_clock(table, s)}
                  for s in seats],
        "prompt": prompt,
        "view": view,
    }


def _clock(table: Table, seat: Seat) -> dict:
    """A turn-based seat's deadline (while its person owes a decision) and bank."""
    if not table.move_minutes:
        return {}
    return {"deadline": seat.overdue_at.isoformat() if seat.overdue_at else None, "bank_seconds": seat.bank_seconds}


def error_payload(error: TabletopError, table_id=None) -> dict:
    body = {"error": error.code, "message": str(error)}
    if isinstance(error, BadMessage) and "field" in error.params:
        body["field"] = error.params["field"]
    if isinstance(error, StaleVersion) and table_id is not None:
        current = Table.objects.filter(pk=table_id).values_list("version", flat=True).first()
        if current is not None:
            body["version"] = current
    return body


def socket_text(table: Table, seat: int | None, language: str, seats: list[Seat] | None = None) -> str:
    """What the API socket sends for this audience: the payload as a `table` message, encoded once.
    Keys sorted: the same version gives the same text whether its state was just made or read
    back from PostgreSQL, whose jsonb keeps no key order."""
    with translation.override(language):
        return json.dumps({"type": "table", **table_payload(table, seat, seats)}, sort_keys=True)
