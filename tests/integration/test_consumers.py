"""The table websocket over a real Redis channel layer: broadcasts per audience, moves, errors, resync."""
import asyncio
import html
import re

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator

import json

import redis

from tabletop import broadcast, rendering, services
from tabletop.asgi import application
from tabletop.models import Move, Seat, Table
from tests.integration.helpers import players, session_cookie, snapshot, tiny_table

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.redis, pytest.mark.asyncio]


async def connect(table_id: int, player=None, language: str = "en") -> WebsocketCommunicator:
    cookie = await database_sync_to_async(session_cookie)(player)
    socket = WebsocketCommunicator(application, f"/ws/table/{table_id}/", headers=[
        (b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie),
        (b"accept-language", language.encode())])
    connected, _code = await socket.connect()
    assert connected
    return socket


def version_of(html: str) -> int:
    return int(re.search(r'id="board"[^>]*data-version="(\d+)"', html).group(1))


async def receive_board(socket) -> str:
    """The next board fragment (skipping flash fragments)."""
    while True:
        html = await socket.receive_from(timeout=5)
        if 'id="board"' in html:
            return html


@database_sync_to_async
def duel():
    ann, bob, cy = players("Ann", "Bob", "Cy")
    return tiny_table("human", "human", host=ann, joiners=[bob]), ann, bob, cy


async def test_a_move_reaches_both_players_and_a_spectator_each_with_its_own_view():
    """After Ann's move each socket gets the new version; only Ann's board shows Ann's secret."""
    table, ann, bob, cy = await duel()
    sockets = {name: await connect(table.pk, who) for name, who in [("ann", ann), ("bob", bob), ("cy", cy)]}
    await sockets["ann"].send_json_to({"action": "move", "seat": 0, "version": table.version, "option": "add:2"})
    boards = {name: await receive_board(s) for name, s in sockets.items()}
    state = (await database_sync_to_async(Table.objects.get)(pk=table.pk)).state
    ann_secret, bob_secret = str(state["seats"][0]["secret"]), str(state["seats"][1]["secret"])
    assert {version_of(html) for html in boards.values()} == {table.version + 1}
    assert ann_secret in boards["ann"] and bob_secret not in boards["ann"]
    assert bob_secret in boards["bob"] and ann_secret not in boards["bob"]
    assert ann_secret not in boards["cy"] and bob_secret not in boards["cy"]
    assert "Only you see this" in boards["bob"] and "Only you see this" not in boards["cy"]
    assert 'data-option="add:1"' in boards["bob"]  # Bob's turn now: his prompt, as buttons
    assert 'data-option=' not in boards["ann"] and 'data-option=' not in boards["cy"]
    assert "You are watching." in boards["cy"]
    for socket in sockets.values():
        await socket.disconnect()


@database_sync_to_async
def account_at_a_table():
    """Vera, logged in to her account, holds seat 0 of a duel; (table, her session cookie, the
    session key)."""
    from django.contrib.auth.models import User
    from django.test import Client

    from tabletop.models import Player

    vera = Player.objects.create(name="vera", user=User.objects.create_user("vera", password="s3cret-pass"))
    (bob,) = players("Bob")
    table = tiny_table("human", "human", host=vera, joiners=[bob])
    client = Client()
    client.force_login(vera.user)
    key = client.cookies["sessionid"].value
    return table, f"sessionid={key}".encode(), key


async def test_an_account_is_known_to_the_table_socket_by_its_session_alone():
    """A person logged in to an account plays their seat through the socket, known by the session
    cookie (no other middleware); once the session is logged out, the same cookie watches."""
    from importlib import import_module

    from django.conf import settings

    table, cookie, key = await account_at_a_table()
    socket = WebsocketCommunicator(application, f"/ws/table/{table.pk}/", headers=[
        (b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie)])
    assert (await socket.connect())[0]
    await socket.send_json_to({"action": "sync", "version": -1})
    assert 'data-option="add:1"' in await receive_board(socket)  # her seat's prompt
    await socket.send_json_to({"action": "move", "seat": 0, "version": table.version, "option": "add:3"})
    assert version_of(await receive_board(socket)) == table.version + 1
    assert (await database_sync_to_async(Table.objects.get)(pk=table.pk)).state["scores"][0] == 3
    await socket.disconnect()

    await database_sync_to_async(import_module(settings.SESSION_ENGINE).SessionStore(session_key=key).flush)()
    socket = WebsocketCommunicator(application, f"/ws/table/{table.pk}/", headers=[
        (b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie)])
    assert (await socket.connect())[0]
    # her seat, out of turn: while she was known, "not your turn"; now the seat is not hers
    await socket.send_json_to({"action": "move", "seat": 0, "version": table.version + 1, "option": "add:1"})
    assert "That seat is not yours." in await socket.receive_from(timeout=5)
    await socket.disconnect()


async def test_many_watchers_cost_one_render_per_audience(monkeypatch):
    """Thirty spectators and two players: a broadcast renders each audience once, not per socket,
    in the committing process, and no socket reads the table to serve it."""
    table, ann, bob, _cy = await duel()
    calls = []
    real = rendering.render_board
    monkeypatch.setattr(rendering, "render_board",
                        lambda t, audience, lang, seats=None: calls.append(audience) or real(t, audience, lang, seats))
    watchers = [await connect(table.pk) for _ in range(30)]
    players_ = [await connect(table.pk, ann), await connect(table.pk, bob)]
    await database_sync_to_async(services.play)(table.pk, 0, table.version, "add:1", player=ann)
    html = {await receive_board(s) for s in watchers}
    assert len(html) == 1 and version_of(html.pop()) == table.version + 1
    for socket in players_:
        await receive_board(socket)
    assert sorted(calls, key=str) == sorted([rendering.Audience(None, False), rendering.Audience(0, True),
                                             rendering.Audience(1, False)], key=str)
    for socket in watchers + players_:
        await socket.disconnect()


async def test_the_committing_process_serves_its_own_sockets_what_it_drew(monkeypatch):
    """A move's payloads go from the committing thread to this process's sockets without a Redis
    read, one delivery per version (its own announcement, back from Redis, is skipped), while the
    announcement still reaches Redis for the other processes."""
    table, ann, bob, _cy = await duel()
    sockets = [await connect(table.pk), await connect(table.pk, ann), await connect(table.pk, bob)]
    hub = broadcast.hub()
    fetched, delivered = [], []
    real_mget, real_deliver = hub.redis.mget, broadcast.Hub._deliver

    async def mget(keys, *args):
        fetched.append(keys)
        return await real_mget(keys, *args)

    async def deliver(self, message, *args):
        delivered.append(message["version"])
        await real_deliver(self, message, *args)

    monkeypatch.setattr(hub.redis, "mget", mget)
    monkeypatch.setattr(broadcast.Hub, "_deliver", deliver)
    others = redis.Redis.from_url(broadcast.settings.REDIS_URL).pubsub(ignore_subscribe_messages=True)
    others.subscribe(broadcast.channel())
    version = table.version
    for seat, who in [(0, ann), (1, bob), (0, ann)]:
        await database_sync_to_async(services.play)(table.pk, seat, version, "add:1", player=who)
        version += 1
        assert {version_of(await receive_board(s)) for s in sockets} == {version}
    await asyncio.sleep(0.2)  # time for this process's own announcements to come back
    assert fetched == [] and delivered == [table.version + 1, table.version + 2, table.version + 3]
    heard = [json.loads(m["data"]) for m in (others.get_message(timeout=0.2) for _ in range(10)) if m]
    assert [(m["table"], m["version"], m["from"]) for m in heard] == \
        [(table.pk, v, broadcast.PROCESS) for v in range(table.version + 1, version + 1)]
    others.close()
    for socket in sockets:
        await socket.disconnect()


@pytest.mark.parametrize("who, message, error", [
    ("ann", {"action": "move", "seat": 1, "option": "add:1"}, "That seat is not yours."),
    ("cy", {"action": "move", "seat": 0, "option": "add:1"}, "That seat is not yours."),
    ("ann", {"action": "move", "seat": 0, "option": "add:1", "version": -5}, "Malformed message: version is missing or not valid."),
    ("ann", {"action": "move", "seat": 0, "option": "add:7"}, "That is not a choice now."),
    ("bob", {"action": "move", "seat": 1, "option": "add:1"}, "It is not your turn."),
    ("ann", {"action": "teleport"}, "Malformed message: action is missing or not valid."),
    ("ann", "not json at all", "Malformed message: message is missing or not valid."),
])
async def test_bad_messages_get_a_clear_error_and_change_nothing(who, message, error):
    """Each refused message answers with its error text and leaves the table as it was."""
    table, ann, bob, cy = await duel()
    socket = await connect(table.pk, {"ann": ann, "bob": bob, "cy": cy}[who])
    before = await database_sync_to_async(snapshot)(table.pk)
    if isinstance(message, dict):
        message.setdefault("version", table.version)
        await socket.send_json_to(message)
    else:
        await socket.send_to(text_data=message)
    reply = await socket.receive_from(timeout=5)
    assert 'id="flash"' in reply and f"{error}</p>" in html.unescape(reply)
    assert await database_sync_to_async(snapshot)(table.pk) == before
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()


async def test_a_stale_or_repeated_move_is_refused_and_resyncs():
    """The second copy of a move is stale: an error plus the current board, and one Move stored."""
    table, ann, _bob, _cy = await duel()
    socket = await connect(table.pk, ann)
    move = {"action": "move", "seat": 0, "version": table.version, "option": "add:3"}
    await socket.send_json_to(move)
    await receive_board(socket)
    await socket.send_json_to(move)
    replies = [await socket.receive_from(timeout=5) for _ in range(2)]
    assert "The board has moved on; here is the new position." in replies[0]
    assert version_of(replies[1]) == table.version + 1
    assert await database_sync_to_async(Move.objects.filter(table_id=table.pk).count)() == 1
    await socket.disconnect()


async def test_reconnect_resyncs_by_version():
    """A client that missed moves gets the board on sync; an up-to-date client gets nothing."""
    table, ann, bob, _cy = await duel()
    await database_sync_to_async(services.play)(table.pk, 0, table.version, "add:1", player=ann)  # while Bob was away
    socket = await connect(table.pk, bob)
    await socket.send_json_to({"action": "sync", "version": table.version})
    html = await receive_board(socket)
    assert version_of(html) == table.version + 1
    await socket.send_json_to({"action": "sync", "version": table.version + 1})
    assert await socket.receive_nothing(timeout=0.5)
    await socket.disconnect()


async def test_join_and_start_over_the_socket(caplog):
    """A guest takes the open seat and the host starts, each through the table socket; the
    host's page sees the guest sit down (the guest's new board, which nobody watched, is built
    while this process delivers the version it committed)."""
    ann, bob = await database_sync_to_async(players)("Ann", "Bob")
    table = await database_sync_to_async(tiny_table)("human", "open", host=ann, start=False)
    host, guest = await connect(table.pk, ann), await connect(table.pk, bob)
    await guest.send_json_to({"action": "join", "seat": 1})
    assert "Take this seat" not in await receive_board(guest)
    seated = await receive_board(host)
    assert version_of(seated) == table.version + 1 and seated.count("kind-human") == 2
    assert "could not deliver" not in caplog.text
    await host.send_json_to({"action": "start"})
    for socket in (host, guest):
        while "Waiting on" not in (html := await receive_board(socket)) and "Your turn." not in html:
            pass
    table = await database_sync_to_async(Table.objects.get)(pk=table.pk)
    assert table.status == "active"
    await host.disconnect()
    await guest.disconnect()


async def test_boards_are_translated_per_connection():
    """A Czech browser gets the board in Czech, an English one in English."""
    table, ann, _bob, _cy = await duel()
    english, czech = await connect(table.pk, language="en"), await connect(table.pk, language="cs")
    await database_sync_to_async(services.play)(table.pk, 0, table.version, "add:1", player=ann)
    assert "You are watching." in await receive_board(english)
    assert "You are watching." not in await receive_board(czech)
    await english.disconnect()
    await czech.disconnect()


async def test_unknown_table_is_refused():
    socket = WebsocketCommunicator(application, "/ws/table/424242/", headers=[(b"origin", b"http://localhost")])
    connected, code = await socket.connect()
    assert not connected and code == 4404



async def test_an_open_socket_follows_its_viewer_when_the_seat_changes_hands():
    """Ann sits in seat 1 with the page open; the host reopens the seat, Bob takes it and the game
    starts: every board Ann's open socket gets from then on is a spectator's, Bob's is seat 1's."""
    cy, ann, bob = await database_sync_to_async(players)("Cy", "Ann", "Bob")
    table = await database_sync_to_async(tiny_table)("human", "human", host=cy, joiners=[ann], start=False)
    ann_socket, bob_socket = await connect(table.pk, ann), await connect(table.pk, bob)
    await database_sync_to_async(services.set_seat_kind)(table.pk, 1, "open", cy)
    await database_sync_to_async(services.join_seat)(table.pk, 1, bob)
    await database_sync_to_async(services.start_table)(table.pk, cy)
    started = (await database_sync_to_async(Table.objects.get)(pk=table.pk))
    await database_sync_to_async(services.play)(table.pk, 0, started.version, "add:1", player=cy)
    state = (await database_sync_to_async(Table.objects.get)(pk=table.pk)).state
    bob_secret = str(state["seats"][1]["secret"])
    ann_boards = []
    while not ann_boards or version_of(ann_boards[-1]) < started.version + 1:
        ann_boards.append(await receive_board(ann_socket))
    for html in ann_boards:  # each sent after the reopening
        assert 'class="badge">you<' not in html and "Only you see this" not in html
    assert "You are watching." in ann_boards[-1] and bob_secret not in ann_boards[-1]
    while version_of(html := await receive_board(bob_socket)) < started.version + 1:
        pass
    assert bob_secret in html and "Only you see this" in html
    await ann_socket.disconnect()
    await bob_socket.disconnect()


async def test_an_error_shown_is_cleared_by_the_next_good_move():
    """A refused move shows its error; the next accepted move clears it (and a move with no
    error showing sends no empty flash at all)."""
    table, ann, _bob, _cy = await duel()
    socket = await connect(table.pk, ann)
    await socket.send_json_to({"action": "move", "seat": 0, "version": table.version, "option": "add:7"})
    assert "That is not a choice now." in await socket.receive_from(timeout=5)
    await socket.send_json_to({"action": "move", "seat": 0, "version": table.version, "option": "add:1"})
    replies = [await socket.receive_from(timeout=5) for _ in range(2)]
    assert '<div id="flash" hx-swap-oob="true"></div>\n' in replies
    assert any(version_of(r) == table.version + 1 for r in replies if 'id="board"' in r)
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()


async def test_a_redis_outage_closes_pages_so_they_show_offline_and_reconnect(own_redis):
    """When Redis goes away the page's socket is closed with 1012 (the page shows it is offline
    and reconnects by itself); once Redis is back a new socket gets the board again."""
    table, ann, _bob, _cy = await duel()
    socket = await connect(table.pk, ann)
    await database_sync_to_async(own_redis.stop)()
    closed = await socket.receive_output(timeout=10)
    assert closed == {"type": "websocket.close", "code": 1012}
    refused = WebsocketCommunicator(application, f"/ws/table/{table.pk}/", headers=[
        (b"origin", b"http://localhost"), (b"host", b"localhost")])
    assert await refused.connect(timeout=5) == (False, 1013)  # offline: try again later
    await database_sync_to_async(own_redis.start)()
    again = None
    for _attempt in range(50):  # the process's listener reconnects with backoff
        again = WebsocketCommunicator(application, f"/ws/table/{table.pk}/", headers=[
            (b"origin", b"http://localhost"), (b"host", b"localhost"),
            (b"cookie", await database_sync_to_async(session_cookie)(ann))])
        connected, _code = await again.connect(timeout=5)
        if connected:
            break
        await asyncio.sleep(0.2)
    assert connected
    await again.send_json_to({"action": "sync", "version": -1})
    assert version_of(await receive_board(again)) == table.version
    await again.disconnect()


async def test_an_api_socket_whose_token_lost_its_seat_is_closed():
    """An API socket plays and sees the seat its token holds; once that seat's token is no longer
    the one the socket gave (the seat changed hands), the next update closes it instead of
    sending the new holder's view."""
    table, ann, bob, _cy = await duel()
    token = (await database_sync_to_async(Seat.objects.get)(table=table, index=1)).token
    socket = WebsocketCommunicator(application, f"/ws/api/tables/{table.pk}/?token={token}")
    assert (await socket.connect())[0]
    assert (await socket.receive_json_from(timeout=5))["version"] == table.version  # on connect
    await database_sync_to_async(services.play)(table.pk, 0, table.version, "add:1", player=ann)
    update = await socket.receive_json_from(timeout=5)
    assert update["type"] == "table" and update["you"] == 1 and update["version"] == table.version + 1
    await database_sync_to_async(Seat.objects.filter(table=table, index=1).update)(token="a-new-holder")
    await database_sync_to_async(services.set_seat_kind)(table.pk, 1, "bot", bob)
    closed = await socket.receive_output(timeout=5)
    assert closed == {"type": "websocket.close", "code": 4403}


async def test_undo_over_the_socket_takes_the_move_back_for_every_watcher():
    """Ann's Undo on the socket: every socket gets the earlier position at a new version, the log
    tells who took a move back, and a second Undo (nothing left) is refused with its error."""
    ann, bob, cy = await database_sync_to_async(players)("Ann", "Bob", "Cy")
    table = await database_sync_to_async(tiny_table)("human", "human", host=ann, joiners=[bob], deal=False)
    sockets = {name: await connect(table.pk, who) for name, who in [("ann", ann), ("bob", bob), ("cy", cy)]}
    await sockets["ann"].send_json_to({"action": "move", "seat": 0, "version": table.version, "option": "add:2"})
    played = {name: await receive_board(s) for name, s in sockets.items()}
    assert 'value="undo"' in played["ann"] and 'value="undo"' not in played["bob"] + played["cy"]
    await sockets["ann"].send_json_to({"action": "undo", "seat": 0, "version": table.version + 1})
    boards = {name: await receive_board(s) for name, s in sockets.items()}
    assert {version_of(html) for html in boards.values()} == {table.version + 2}
    assert all("Ann takes back a move." in html for html in boards.values())
    assert 'data-option="add:1"' in boards["ann"] and 'value="undo"' not in boards["ann"]
    assert (await database_sync_to_async(Table.objects.get)(pk=table.pk)).state["scores"] == [0, 0]
    await sockets["ann"].send_json_to({"action": "undo", "seat": 0, "version": table.version + 2})
    reply = await sockets["ann"].receive_from(timeout=5)
    assert 'id="flash"' in reply and "You have no move to take back." in reply
    for socket in sockets.values():
        await socket.disconnect()
