"""The JSON API's websocket: the same updates as the table page, as JSON.

    ws://host/ws/api/tables/<id>/?token=<seat token>      (no token: a spectator)

Server to client: {"type": "table", ...the GET /api/tables/<id>/ payload} on connect and on
every new version; {"type": "error", "error": code, "message": text} when a message is refused.
Client to server: {"type": "play", "version": 7, "option": "add:2"}, {"type": "undo", "version": 8}
(take back your latest move, as POST undo/ does) and {"type": "sync", "version": 7} (answered
with the table only if it moved on).
"""
from __future__ import annotations

from urllib.parse import parse_qs

from channels.db import database_sync_to_async

from tabletop import broadcast, services
from tabletop.api.payloads import error_payload, seat_for_token
from tabletop.consumers import VersionedTableSocket, language_of
from tabletop.errors import BadMessage, NotYourSeat, StaleVersion, TabletopError
from tabletop.models import Seat


class ApiTableConsumer(VersionedTableSocket):
    async def connect(self):
        self.table_id = int(self.scope["url_route"]["kwargs"]["table_id"])
        self.language = language_of(self.scope)
        token = parse_qs(self.scope.get("query_string", b"").decode()).get("token", [None])[0]
        self.token, self.digest = token, broadcast.token_digest(token)
        try:
            self.seat = await database_sync_to_async(self._identify)()
        except TabletopError:
            await self.close(code=4403)
            return
        self.audience = broadcast.api_audience(self.seat, self.language)
        if await self.join_table():
            await self.accept()
            await self.sync(None)

    def _identify(self) -> int | None:
        table = services.get_table(self.table_id)
        seat = seat_for_token(table, self.token)
        return seat.index if seat else None

    def current_audience(self) -> str | None:
        try:
            self.seat = self._identify()
        except TabletopError:
            return None  # the token no longer holds a seat here
        return broadcast.api_audience(self.seat, self.language)

    def audience_for(self, announcement: dict) -> str | None:
        if self.token:
            self.seat = next((index for index, _p, digest in announcement["seats"] if digest == self.digest), None)
            if self.seat is None:
                return None  # the token's seat changed hands
        self.audience = broadcast.api_audience(self.seat, self.language)
        return self.audience

    async def receive_json(self, content, **kwargs):
        try:
            if not isinstance(content, dict):
                raise BadMessage(field="message")
            kind = content.get("type")
            if kind == "sync":
                await self.sync(content.get("version"))
            elif kind in ("play", "undo"):
                if self.seat is None:
                    raise NotYourSeat()
                if kind == "play":
                    await database_sync_to_async(services.play)(
                        self.table_id, self.seat, content.get("version"), content.get("option"), token=self.token)
                else:
                    await database_sync_to_async(services.undo)(
                        self.table_id, self.seat, content.get("version"), token=self.token)
            else:
                raise BadMessage(field="type")
        except TabletopError as error:
            await self.send_error(error)
            if isinstance(error, StaleVersion):
                await self.sync(None)

    async def send_error(self, error: TabletopError) -> None:
        body = await database_sync_to_async(error_payload)(error, self.table_id)
        await self.send_json({"type": "error", **body})
