"""Daphne's websockets send each frame at once (tabletop.asgi.write_through): over a real TCP
connection through Twisted's own connection class, every byte arrives once and in order, also
when the socket takes only part of a frame, and a peer that is gone raises nothing."""
import os
import socket
import struct

import pytest
from twisted.internet import protocol, selectreactor, tcp

import tabletop.asgi as asgi


@pytest.fixture
def connection():
    """A Twisted TCP server connection over a real loopback connection, on a reactor of its own
    (never run: a test drives the writes it would make); (connection, its reactor, the peer)."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        peer = socket.create_connection(listener.getsockname())
        accepted, address = listener.accept()
    accepted.setblocking(False)
    accepted.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * 1024)  # a frame fills it soon
    reactor = selectreactor.SelectReactor()
    made = tcp.Server(accepted, protocol.Protocol(), address, None, 1, reactor)
    made.protocol.makeConnection(made)
    assert asgi.send_at_once(made)
    yield made, reactor, peer
    peer.close()
    accepted.close()


def received(peer: socket.socket, size: int) -> bytes:
    peer.settimeout(5)
    got = bytearray()
    while len(got) < size:
        chunk = peer.recv(size - len(got))
        assert chunk, "the connection closed early"
        got += chunk
    return bytes(got)


def test_a_frame_the_socket_takes_leaves_at_once_without_waking_the_loop(connection):
    made, reactor, peer = connection
    made.write(b"one frame")
    assert received(peer, 9) == b"one frame"
    assert made not in reactor.getWriters() and not made._tempDataBuffer


def test_what_the_socket_does_not_take_follows_in_order_and_nothing_jumps_ahead(connection):
    """A frame of 8 MiB fills the socket: the rest waits in Twisted's buffer for the loop, the
    frames written meanwhile wait behind it, and once it is out a frame leaves at once again."""
    made, reactor, peer = connection
    big = os.urandom(8 * 1024 * 1024)
    made.write(big)
    assert made in reactor.getWriters() and made._tempDataBuffer  # the socket took only part of it
    made.write(b"second")
    got, pluses = bytearray(), 0
    peer.settimeout(5)
    while made in reactor.getWriters():  # as the loop does: write whenever the socket has room
        got += peer.recv(1024 * 1024)
        assert made.doWrite() is None
        if pluses < 3:
            made.write(b"+")
            pluses += 1
    made.write(b"after")
    assert made not in reactor.getWriters()
    expected = big + b"second" + b"+" * pluses + b"after"
    stream = bytes(got) + received(peer, len(expected) - len(got))
    assert stream == expected


def test_a_peer_that_is_gone_raises_nothing_and_the_connection_learns_it(connection):
    made, reactor, peer = connection
    peer.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    peer.close()  # a reset, not a close handshake
    for _ in range(3):
        made.write(b"x" * 100_000)
    assert made in reactor.getWriters()  # what the socket refused waits for the loop,
    assert isinstance(made.doWrite(), Exception)  # whose write finds the connection lost


def test_daphnes_websockets_send_through_it():
    """The websocket protocol Daphne builds from now on has its plain TCP transport write through,
    and leaves any other transport as it is."""
    from daphne import server, ws_protocol

    factory = server.WebSocketFactory(server_class=None)
    made = factory.buildProtocol(("127.0.0.1", 1))
    made.tcpNoDelay = factory.tcpNoDelay  # as autobahn copies its factory's options once connected
    assert made.tcpNoDelay
    sock = socket.socket()
    transport = tcp.Server(sock, made, ("127.0.0.1", 1), None, 1, selectreactor.SelectReactor())
    made.transport = transport
    opened = []
    original = ws_protocol.WebSocketProtocol.onOpen
    ws_protocol.WebSocketProtocol.onOpen = lambda self: opened.append(self)  # Daphne's own needs its server
    try:
        made.onOpen()
    finally:
        ws_protocol.WebSocketProtocol.onOpen = original
    assert opened == [made] and transport.write.func is asgi.write_through
    transport.TLS = True
    assert not asgi.send_at_once(transport)
    sock.close()
