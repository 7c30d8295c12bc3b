"""The table page's websocket (htmx ws extension): pushes the board, takes moves.

Server to client: HTML fragments swapped out of band (`#board`, `#flash`).
Client to server (JSON, the fields of a `ws-send` form):
    {"action": "move", "seat": 0, "version": 7, "option": "add:2"}
    {"action": "undo", "seat": 0, "version": 8}   # take back the seat's latest move
    {"action": "sync", "version": 7}   # on (re)connect and now and then: "I show version 7"
    {"action": "chat", "text": "gg"}   # a chat line (tabletop.chat); "hide_chat" {"message": id}
    {"action": "spectator_chat", "allow": "0"}   # the host turns the spectators' chat off or on
The server answers a sync with the board only if the table moved on, so a lost broadcast or a
dropped connection costs one late refresh, never a wrong board. A sync on (re)connect carries
`"chat": 1`: it is answered with the chat's lines as well, since lines announced while the
socket was away are not sent again.
"""
import asyncio
import logging

from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext_noop as _
from redis.exceptions import RedisError

from bots import levels
from tabletop import broadcast, chat, jsonlimit, ratelimit, services
from tabletop.errors import BadMessage, NotAllowed, StaleVersion, TabletopError, Unexpected
from tabletop.models import Seat, Table
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
    """What every table socket shares: the process's hub (tabletop.broadcast) and resync by
    version. A subclass sets self.table_id and its identity, says which audience it is at an
    announcement (`audience_for`, from the seats named there: who the viewer is now) and which it
    is from the database (`current_audience`, on connect and sync)."""

    # The hub brings every update; a channel of the channel layer per socket would only add a
    # Redis listener that nothing ever sends to.
    channel_layer_alias = None
    audience: str = ""
    sent_version = -1
    sent_audience = ""
    accepted = False  # a socket joins its table's hub before its handshake is answered

    async def join_table(self) -> bool:
        """Listen to the table; while Redis is unreachable, refuse (1013: try again later) so the
        page keeps saying it is offline and retries."""
        self.hub = broadcast.hub()
        try:
            await self.hub.join(self, self.audience)
        except (RedisError, OSError, asyncio.TimeoutError) as error:
            log.warning("table %s socket refused while Redis is unreachable: %s", self.table_id, error)
            self.hub.leave(self)
            await self.close(code=1013)
            return False
        return True

    async def accept(self, subprotocol=None, headers=None):
        await super().accept(subprotocol, headers)
        self.accepted = True

    async def dispatch(self, message):
        """As Channels does, less its thread hop per frame to close stale database connections:
        every handler here reaches the database through database_sync_to_async, which closes
        them itself in its own thread."""
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        await handler(message)

    async def disconnect(self, code):
        if hasattr(self, "hub"):
            self.hub.leave(self)

    def __hash__(self):  # the hub keeps its sockets in a weak set
        return id(self)

    def audience_for(self, announcement: dict) -> str | None:
        raise NotImplementedError

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        """Text frames of a sane size only; anything else closes the socket, saying why: first as
        an error message, since Daphne passes no close reason on, then in the close itself.
        (Application close codes must be 4000-4999; these mirror 1003 and 1009.)"""
        if text_data is None:
            await self.refuse_frame(4003, "text frames only")
        elif len(text_data) > jsonlimit.MAX_MESSAGE_BYTES:
            await self.refuse_frame(4009, "message too big")
        else:
            await self.receive_json(await self.decode_json(text_data), **kwargs)

    def current_audience(self) -> str | None:
        """(In a thread) who this socket is now, from the database."""
        raise NotImplementedError

    async def deliver(self, version: int, text: str | None) -> None:
        """Send a version's payload, never an older one than this socket already has. Nothing
        goes before the handshake is answered (Daphne refuses it, and the socket's first sync
        brings the board)."""
        if version <= self.sent_version or not self.accepted:
            return
        if text is None:  # the viewer holds nothing it may see any more
            await self.close(code=4403)
            return
        self.sent_version, self.sent_audience = version, self.audience
        await self.send(text_data=text)

    def stepping(self, version: int, audience: str) -> bool:
        """Whether this socket shows `audience`'s board at the version before `version`: a
        delta (tabletop.pieces) makes its next board."""
        return self.sent_version == version - 1 and self.sent_audience == audience

    async def refuse_frame(self, code: int, reason: str) -> None:
        await self.send_error(BadMessage(_("This socket takes text messages of at most {size} KiB."),
                                         size=jsonlimit.MAX_MESSAGE_BYTES // 1024))
        await self.close(code=code, reason=reason)

    async def send_error(self, error: TabletopError) -> None:
        raise NotImplementedError

    async def decode_json(self, text_data):
        """A malformed frame (or one nested too deep) reaches receive_json as None, refused there."""
        try:
            return jsonlimit.loads(text_data)
        except ValueError:
            return None

    async def sync(self, version) -> None:
        """The client shows `version`: send the update only if the table moved on."""
        current = await database_sync_to_async(
            lambda: Table.objects.filter(pk=self.table_id).values_list("version", flat=True).first())()
        if current is not None and str(current) != str(version):
            await self.send_current(current)

    async def send_current(self, version: int) -> None:
        audience = await database_sync_to_async(self.current_audience)()
        if audience is None:
            await self.deliver(version, None)
            return
        if audience != self.audience:
            self.audience = audience
            await self.hub.watch(self.table_id, audience)
        found = await self.hub.payload(self.table_id, version, audience)
        if found is not None:
            self.sent_version = -1  # a sync always answers, even with the version it had
            await self.deliver(*found)

    async def resync(self) -> None:
        await self.sync(None)


class TableConsumer(VersionedTableSocket):
    async def connect(self):
        self.table_id = int(self.scope["url_route"]["kwargs"]["table_id"])
        self.language = language_of(self.scope)
        found = await database_sync_to_async(self._identify)()
        if not found:
            await self.close(code=4404)
            return
        self.audience = self._audience()
        if await self.join_table():
            await self.accept()

    def _identify(self) -> bool:
        host = Table.objects.filter(pk=self.table_id).values_list("host_id", flat=True)
        if not host:
            return False
        self.player = player_for_scope(self.scope)
        self.player_id = self.player.pk if self.player else None
        self.seat, self.host = None, False
        self.staff = bool(self.player and self.player.user_id and self.player.user.is_staff)
        if self.player_id is not None:
            self.seat = Seat.objects.filter(table_id=self.table_id, player_id=self.player_id).values_list(
                "index", flat=True).first()
            self.host = host[0] == self.player_id
        return True

    def _audience(self) -> str:
        return broadcast.board_audience(self.seat, self.host, self.language)

    def current_audience(self) -> str:
        self._identify()
        return self._audience()

    def audience_for(self, announcement: dict) -> str:
        me = self.player_id
        self.seat = next((index for index, player, _t in announcement["seats"] if me is not None and player == me), None)
        self.host = me is not None and announcement["host"] == me
        self.audience = self._audience()
        return self.audience

    # -- from the browser

    async def receive_json(self, content, **kwargs):
        action = content.get("action") if isinstance(content, dict) else None
        try:
            if not isinstance(content, dict):
                raise BadMessage(field="message")
            if action == "sync":
                await self.sync(content.get("version"))
                if content.get("chat"):
                    await self.send_chat_lines()
            elif action == "move":
                await database_sync_to_async(services.play)(
                    self.table_id, content.get("seat"), content.get("version"), content.get("option"),
                    player=self.player)
                await self.flash("")
            elif action == "undo":
                await database_sync_to_async(services.undo)(
                    self.table_id, content.get("seat"), content.get("version"), player=self.player)
                await self.flash("")
            elif action in self.CHAT_ACTIONS:
                await database_sync_to_async(self.chat_action)(action, content)
                await self.flash("")
                if action == "spectator_chat":
                    await self.send_chat_panel()
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
        except Exception:
            if action == "sync":  # the page's own resync: the socket closes, and the page reconnects
                raise
            # A person's action failed on something unforeseen: they hear of it, and its writes
            # were rolled back (each service writes in one transaction).
            log.exception("table %s: a socket message failed: %.200r", self.table_id, content)
            await self.flash(Unexpected())

    TABLE_ACTIONS = ("join", "start", "seat")

    def table_action(self, action: str, content: dict) -> None:
        self.player = player_for_scope(self.scope)  # a name given since the socket opened
        if self.player is None:
            raise NotAllowed(_("Give a name to take a seat."))
        who = {"player": self.player, "address": ratelimit.address_of_scope(self.scope)}
        if action == "join":
            ratelimit.check(ratelimit.JOIN, **who)
            services.join_seat(self.table_id, content.get("seat"), self.player)
        elif action == "start":
            if not Seat.objects.filter(table_id=self.table_id, kind=Seat.Kind.HUMAN).exists():
                ratelimit.check(ratelimit.START_BOTS, **who)
            services.start_table(self.table_id, self.player)
        else:
            services.set_seat_kind(self.table_id, content.get("seat"), content.get("kind"), self.player,
                                   level=services.number(content.get("level", levels.DEFAULT), "level"))
        self._identify()

    CHAT_ACTIONS = ("chat", "hide_chat", "spectator_chat")

    def chat_action(self, action: str, content: dict) -> None:
        self.player = player_for_scope(self.scope)  # a name given since the socket opened
        if action == "chat":
            chat.post(self.table_id, self.player, content.get("text"),
                      address=ratelimit.address_of_scope(self.scope))
        elif action == "hide_chat":
            chat.hide(self.table_id, content.get("message"), self.player)
        else:
            chat.set_spectator_chat(self.table_id, self.player, content.get("allow"))
        self._identify()

    def _chat_context(self, oob: bool) -> dict:
        """(In a thread) the chat panel's context for this socket's viewer, from the database."""
        self._identify()
        table = services.get_table(self.table_id)
        return chat.panel(table, self.player, self.seat, self.host or self.staff, oob=oob)

    async def send_chat_lines(self) -> None:
        context = await database_sync_to_async(self._chat_context)(True)
        with translation.override(self.language):
            await self.send(text_data=render_to_string("tabletop/chat_lines.html", context))

    async def send_chat_panel(self) -> None:
        context = await database_sync_to_async(self._chat_context)(True)
        with translation.override(self.language):
            await self.send(text_data=render_to_string("tabletop/chat.html", context))

    async def chat(self, line: dict) -> None:
        """A chat line announced (tabletop.broadcast): a new one is added at the end, a hidden
        one replaces its line. Drawn in this socket's language, with a Hide button where its
        viewer may hide lines."""
        context = {"m": line, "moderator": self.host or self.staff}
        with translation.override(self.language):
            html = render_to_string("tabletop/chat_line.html", {**context, "line_oob": line["hidden"]})
        if not line["hidden"]:
            html = f'<ol id="chat-lines" hx-swap-oob="beforeend">{html}</ol>'
        await self.send(text_data=html)

    async def send_error(self, error: TabletopError) -> None:
        await self.flash(error)

    flashing = False  # an error is shown on the page

    async def flash(self, error) -> None:
        """Show an error, or clear the one shown ("")."""
        if not error and not self.flashing:
            return
        with translation.override(self.language):
            text = str(error)
            self.flashing = bool(text)
            html = render_to_string("tabletop/flash.html", {"message": text, "error": bool(text)})
        await self.send(text_data=html)
