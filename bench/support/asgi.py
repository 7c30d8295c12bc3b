"""Tabletop's ASGI app plus two yardsticks of bench/ws_fanout.py, served by the same Daphne.

/ws/bench/echo/: every socket joins one group; a text sent by any socket is group_sent through
the same Redis channel layer to all of them, with no database and no rendering.
/ws/bench/bare/: a text sent by any socket is sent straight on to every socket of that path, by
a bare ASGI app (no Channels consumer, no Redis): what Daphne itself costs to take one frame and
send it to each socket.
/ws/bench/relay/: the path a move takes through Channels, with nothing of Tabletop's: a
consumer (no channel layer, as a table socket) takes a text, makes one trip to the database
thread as a move does (database_sync_to_async, touching nothing), and sends the text to every
socket of that path in this process: what Channels adds to Daphne's floor on a move's path.
/ws/bench/durable/: the relay, whose trip to the database thread makes the writes every move
must make, through the very functions a move uses (tabletop.rows): the table's version bumped
with its state, a Move row added, committed. No read, no rules, no render, no Redis: what a
move that is never lost costs on this stack before Tabletop does anything else.
"""
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.db import transaction

from tabletop.asgi import application as tabletop

GROUP = "bench-echo"


class EchoFanout(AsyncWebsocketConsumer):
    async def connect(self):
        await self.channel_layer.group_add(GROUP, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        await self.channel_layer.group_discard(GROUP, self.channel_name)

    async def receive(self, text_data=None, bytes_data=None):
        await self.channel_layer.group_send(GROUP, {"type": "echo.text", "text": text_data})

    async def echo_text(self, message):
        await self.send(text_data=message["text"])


echo = EchoFanout.as_asgi()


def _nothing() -> None:
    pass


class Relay(AsyncWebsocketConsumer):
    channel_layer_alias = None
    sockets: set = set()
    trip = staticmethod(_nothing)  # what it does in the database thread

    async def connect(self):
        type(self).sockets.add(self)
        await self.accept()

    async def disconnect(self, code):
        type(self).sockets.discard(self)

    async def receive(self, text_data=None, bytes_data=None):
        await database_sync_to_async(self.trip)()
        for socket in list(type(self).sockets):
            await socket.send(text_data=text_data)


relay = Relay.as_asgi()


_written: list = []  # [table id, version, state, events] of the durable yardstick's table


def _write_a_move() -> None:
    """A move's writes and commit (services.play's) of a tiny game's first move, each time on a
    started table of the yardstick's own."""
    from tabletop import rows, services
    from tabletop.models import Player

    if not _written:
        ann, bob = Player.objects.create(name="Ann"), Player.objects.create(name="Bob")
        table = services.create_table("tiny", seats=[{"kind": "open"}, {"kind": "open"}],
                                      options={"target": 20}, host=ann)
        services.join_seat(table.pk, 0, ann)
        services.join_seat(table.pk, 1, bob)
        table = services.start_table(table.pk, ann)
        state, events = services.game_of(table).apply(table.state, 0, "add:1")
        _written[:] = [table.pk, table.version, state, events]
    table_id, version, state, events = _written
    with transaction.atomic():
        if not rows.advance(table_id, version, state=state, version=version + 1, status="active",
                            bot_turn=False, undo_seat=None):
            raise RuntimeError("the durable yardstick's table moved under it")
        rows.add_move(table_id=table_id, version=version + 1, seat=0, option="add:1", events=events,
                      by_bot=False, note=None, undoable=False)
    _written[1] = version + 1


class Durable(Relay):
    sockets: set = set()
    trip = staticmethod(_write_a_move)


durable = Durable.as_asgi()
_bare_sockets: set = set()


async def bare(scope, receive, send):
    await receive()  # websocket.connect
    await send({"type": "websocket.accept"})
    _bare_sockets.add(send)
    try:
        while (message := await receive())["type"] == "websocket.receive":
            for socket in list(_bare_sockets):
                await socket({"type": "websocket.send", "text": message.get("text")})
    finally:
        _bare_sockets.discard(send)


async def application(scope, receive, send):
    if scope["type"] == "websocket" and scope["path"] == "/ws/bench/echo/":
        return await echo(scope, receive, send)
    if scope["type"] == "websocket" and scope["path"] == "/ws/bench/bare/":
        return await bare(scope, receive, send)
    if scope["type"] == "websocket" and scope["path"] == "/ws/bench/relay/":
        return await relay(scope, receive, send)
    if scope["type"] == "websocket" and scope["path"] == "/ws/bench/durable/":
        return await durable(scope, receive, send)
    return await tabletop(scope, receive, send)
