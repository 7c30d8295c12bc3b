"""The seat token as the API's auth: `Authorization: Bearer <token>`.

A token is a seat's (it lives as long as one person's tenure of that seat, see Seat.token) or a
host's who holds no seat (Table.host_token). A token that is neither is refused, never read as
a spectator; only the routes that allow spectators accept a request without one.
"""
from __future__ import annotations

from dataclasses import dataclass

from ninja.security import HttpBearer

from tabletop.errors import BadMessage, NotYourSeat
from tabletop.models import Player, Seat, Table


@dataclass(frozen=True)
class Caller:
    table_id: int | None  # None: a spectator (no token)
    seat: Seat | None
    player: Player | None
    token: str | None

    def at(self, table_id: int) -> "Caller":
        """This caller at `table_id`: a token of another table is refused."""
        if self.table_id is not None and self.table_id != table_id:
            raise NotYourSeat()
        return self


SPECTATOR = Caller(None, None, None, None)


class SeatToken(HttpBearer):
    def __init__(self, *, optional: bool = False):
        super().__init__()
        self.optional = optional

    def __call__(self, request):
        header = request.headers.get(self.header, "")
        if not header:
            return SPECTATOR if self.optional else None
        scheme, _space, token = header.partition(" ")
        if scheme.lower() != self.openapi_scheme or not token.strip():
            raise BadMessage(field="Authorization")
        return self.authenticate(request, token.strip())

    def authenticate(self, request, token: str) -> Caller:
        seat = Seat.objects.select_related("player").filter(token=token).first()
        if seat is not None:
            return Caller(seat.table_id, seat, seat.player, token)
        table = Table.objects.select_related("host").filter(host_token=token).first()
        if table is not None:
            return Caller(table.pk, None, table.host, token)
        raise NotYourSeat()
