"""The table page's websocket (htmx ws extension): pushes the board, takes moves.

Server to client: HTML fragments swapped out of band (`#board`, `#flash`).
Client to server (JSON, the fields of a `ws-send` form):
    {"action": "move", "seat": 0, "version": 7, "option": "add:2"}
    {"action": "sync", "version": 7}   # on (re)connect and now and then: "I show version 7"
The server answers a sync with the board only if the table moved on, so a lost broadcast or a
dropped connection costs one late refresh, never a wrong board.
"""
import logging

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext_noop as _

from bots import levels
from tabletop import broadcast, rendering, services
from tabletop.errors import BadMessage, NotAllowed, StaleVersion, TabletopError
from tabletop.models import Table
from tabletop.players import player_for_scope

log = logging.getLogger(__name__)


def language_of(scope) -> str:
    """The language chosen with the switcher (cookie), else the browser's, else English."""
    headers = dict(scope.get("headers", []))
    cookie = scope.get("cookies", {}).get(settings.LANGUAGE_COOKIE_NAME)
    accept = headers.get(b"accept-language", b"").decode("latin-1")
    candidates = [cookie] if cookie else []
    candidates += [lang for lang, _q in translation.trans_real.parse_accept_lang_header(accept)]
    for lang in candidates:
        try:
            return translation.get_supported_language_variant(lang)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


class VersionedTableSocket(AsyncJsonWebsocketConsumer):
    """What every table socket shares: the table's group and resync by version. A subclass
    sets self.table_id before `join_table` and sends its audience's update in `send_update`."""

    async def join_table(self) -> None:
        self.group = broadcast.table_group(self.table_id)
        await self.channel_layer.group_add(self.group, self.channel_name)

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def table_version(self, message):
        """From the table's group: the table is at a new version."""
        await self.send_update(message["version"])

    async def send_update(self, version: int) -> None:
        raise NotImplementedError

    async def decode_json(self, text_data):
        """A malformed frame reaches receive_json as None (refused there), not as an exception."""
        try:
            return await super().decode_json(text_data)
        except ValueError:
            return None

    async def sync(self, version) -> None:
        """The client shows `version`: send the update only if the table moved on."""
        current = await database_sync_to_async(
            lambda: Table.objects.filter(pk=self.table_id).values_list("version", flat=True).first())()
        if current is not None and str(current) != str(version):
            await self.send_update(current)


class TableConsumer(VersionedTableSocket):
    async def connect(self):
        self.table_id = int(self.scope["url_route"]["kwargs"]["table_id"])
        self.language = language_of(self.scope)
        found = await database_sync_to_async(self._identify)()
        if not found:
            await self.close(code=4404)
            return
        await self.join_table()
        await self.accept()

    def _identify(self) -> bool:
        table = Table.objects.filter(pk=self.table_id).first()
        if table is None:
            return False
        self.player = player_for_scope(self.scope)
        self.audience = rendering.audience_of(table, self.player)
        return True

    async def send_update(self, version: int) -> None:
        _version, html = await rendering.cached_board(self.table_id, version, self.audience, self.language)
        await self.send(text_data=html)

    # -- from the browser

    async def receive_json(self, content, **kwargs):
        try:
            if not isinstance(content, dict):
                raise BadMessage(field="message")
            action = content.get("action")
            if action == "sync":
                await self.sync(content.get("version"))
            elif action == "move":
                await database_sync_to_async(services.play)(
                    self.table_id, content.get("seat"), content.get("version"), content.get("option"),
                    player=self.player)
                await self.flash("")
            elif action in self.TABLE_ACTIONS:
                await database_sync_to_async(self.table_action)(action, content)
                await self.flash("")
                await self.sync(None)  # the audience may have changed: a seat taken or handed over
            else:
                raise BadMessage(field="action")
        except StaleVersion as error:
            await self.flash(error)
            await self.sync(None)
        except TabletopError as error:
            await self.flash(error)

    TABLE_ACTIONS = ("join", "start", "seat")

    def table_action(self, action: str, content: dict) -> None:
        self.player = player_for_scope(self.scope)  # a name given since the socket opened
        if self.player is None:
            raise NotAllowed(_("Give a name to take a seat."))
        if action == "join":
            services.join_seat(self.table_id, content.get("seat"), self.player)
        elif action == "start":
            services.start_table(self.table_id, self.player)
        else:
            services.set_seat_kind(self.table_id, content.get("seat"), content.get("kind"), self.player,
                                   level=services.number(content.get("level", levels.DEFAULT), "level"))
        self._identify()

    async def flash(self, error) -> None:
        with translation.override(self.language):
            text = str(error)
            html = render_to_string("tabletop/flash.html", {"message": text, "error": bool(text)})
        await self.send(text_data=html)
