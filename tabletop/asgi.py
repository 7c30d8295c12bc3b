"""ASGI entry point: HTTP through Django, websockets through Channels (Daphne serves both)."""
import os
from functools import partial

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tabletop.settings")
django_asgi_app = get_asgi_application()  # sets Django up before the consumers are imported

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from channels.sessions import CookieMiddleware  # noqa: E402
from django.conf import settings  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402

from tabletop import collector  # noqa: E402
from tabletop.routing import websocket_urlpatterns  # noqa: E402


def write_through(transport, data: bytes) -> None:
    """Twisted's TCP write, sending at once what the socket takes when nothing waits before it.

    Twisted buffers every write and asks the event loop to say when the socket is writable,
    then sends and stops asking: two epoll changes and a wake-up of the loop for each frame.
    That was two thirds of what Daphne spent on each frame it sent (about 135,000 instructions
    of a move's board to each watcher). What the socket does not take, or any error, goes on
    through Twisted's own write, after which nothing is sent ahead of it."""
    if (transport.connected and not transport.disconnecting and not transport._writeDisconnected
            and not transport._tempDataBuffer and transport.offset == len(transport.dataBuffer) and data):
        sent = transport.writeSomeData(data)
        if type(sent) is int:
            if sent == len(data):
                return
            data = data[sent:]
    type(transport).write(transport, data)


def send_at_once(transport) -> bool:
    """Have a websocket's transport write through (`write_through`) where it is plain TCP;
    whether it does. A websocket has Nagle's algorithm off (autobahn's tcpNoDelay), so a frame
    sent at once leaves as it would have a moment later."""
    from twisted.internet import tcp

    if type(transport) is not tcp.Server or transport.TLS:
        return False
    transport.write = partial(write_through, transport)
    return True


def close_failed_sockets_with_a_frame() -> None:
    """Daphne leaves autobahn's failByDrop on, so a frame over its size limit (1 MiB) or a protocol
    error drops the TCP connection without a close frame, and the client never learns why. Every
    websocket factory Daphne builds from now on closes with a code and a reason instead. Its
    sockets send their frames at once (`send_at_once`)."""
    from daphne import server, ws_protocol

    class WebSocketProtocol(ws_protocol.WebSocketProtocol):
        def onOpen(self):
            if self.tcpNoDelay:
                send_at_once(self.transport)
            super().onOpen()

    class WebSocketFactory(server.WebSocketFactory):
        protocol = WebSocketProtocol

        def setProtocolOptions(self, **options):
            super().setProtocolOptions(**{**options, "failByDrop": False})

    server.WebSocketFactory = WebSocketFactory


class _Styled:
    """A value autobahn's debug lines show styled, styled only if a line is written."""
    __slots__ = ("style", "value", "options")

    def __init__(self, style, value, options: dict):
        self.style, self.value, self.options = style, value, options

    def __str__(self) -> str:  # what "{func}" in a debug line reads
        return self.style(self.value, **self.options)

    __repr__ = __str__


def style_frame_logs_lazily() -> None:
    """autobahn styles the values of its debug line for every frame received and sent (the
    method's qualified name and the peer, coloured by click) before its logger drops the line:
    about 3 us a frame, 50 watchers' frames a move, at any log level. Its websocket modules now
    hand the logger values styled only when a line is written, with the same text."""
    from autobahn import util
    from autobahn.twisted import websocket as twisted_websocket
    from autobahn.websocket import protocol

    def hltype(obj):
        return _Styled(util.hltype, obj, {})

    def hlval(value, color="white", bold=True):
        return _Styled(util.hlval, value, {"color": color, "bold": bold})

    for module in (protocol, twisted_websocket):
        module.hltype, module.hlval = hltype, hlval


close_failed_sockets_with_a_frame()
style_frame_logs_lazily()

http_app = ASGIStaticFilesHandler(django_asgi_app) if settings.SERVE_STATIC else django_asgi_app

# A browser's socket finds its player from the session cookie (tabletop.players.player_for_scope)
# when it opens and when it acts. Channels' session middleware would wrap every frame sent to
# save a changed session, which a socket never has: at fifty watchers that wrapping cost as much
# CPU as Daphne's own sending of the boards.
browser_sockets = AllowedHostsOriginValidator(CookieMiddleware(URLRouter(websocket_urlpatterns)))
# API sockets authenticate with a seat token, never a cookie, so a foreign page cannot ride on
# someone's session through them: they skip the origin check that guards the browser's sockets.
token_sockets = URLRouter(websocket_urlpatterns)


async def websocket_app(scope, receive, send):
    app = token_sockets if scope["path"].startswith("/ws/api/") else browser_sockets
    return await app(scope, receive, send)


application = ProtocolTypeRouter({"http": http_app, "websocket": websocket_app})

collector.tune()
