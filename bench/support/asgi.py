"""Tabletop's ASGI app plus a bare Channels echo fan-out, the yardstick of bench/ws_fanout.py.

/ws/bench/echo/: every socket joins one group; a text sent by any socket is group_sent through
the same Redis channel layer to all of them, with no database and no rendering.
"""
from channels.generic.websocket import AsyncWebsocketConsumer

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


async def application(scope, receive, send):
    if scope["type"] == "websocket" and scope["path"] == "/ws/bench/echo/":
        return await echo(scope, receive, send)
    return await tabletop(scope, receive, send)
