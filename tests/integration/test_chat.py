"""Table chat over the real table socket and Redis: lines reach everyone live, escaped, limited in
length and rate, spectators' chat can be turned off, the host hides a line, the replay shows them."""
import pytest
from channels.db import database_sync_to_async
from django.test import Client, override_settings

from tabletop.models import ChatMessage, Table
from tests.integration.helpers import page_text, players, session_cookie, tiny_table
from tests.integration.test_consumers import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.redis, pytest.mark.asyncio]


async def receive_matching(socket, needle: str) -> str:
    """The next frame holding `needle` (boards and flashes may come before it)."""
    while True:
        frame = await socket.receive_from(timeout=5)
        if needle in frame:
            return frame


@database_sync_to_async
def duel_and_a_watcher():
    ann, bob, cy = players("Ann", "Bob", "Cy")
    return tiny_table("human", "human", host=ann, joiners=[bob]), ann, bob, cy


@database_sync_to_async
def stored(table_id: int) -> list[tuple]:
    return list(ChatMessage.objects.filter(table_id=table_id).values_list("name", "seat", "text", "hidden"))


async def test_a_line_reaches_players_and_spectators_escaped_and_is_stored():
    table, ann, bob, cy = await duel_and_a_watcher()
    sockets = [await connect(table.pk, who) for who in (ann, bob, cy)]
    await sockets[1].send_json_to({"action": "chat", "text": "  <b>gg</b> & <script>x()</script>\n"})
    frames = [await receive_matching(s, "chat-line") for s in sockets]
    for frame in frames:
        assert "&lt;b&gt;gg&lt;/b&gt; &amp; &lt;script&gt;x()&lt;/script&gt;" in frame
        assert "<b>" not in frame and "<script>" not in frame
        assert 'hx-swap-oob="beforeend"' in frame and "Bob" in frame
    # Only the host may hide: Ann's line has the Hide button, the others' not.
    assert 'name="action" value="hide_chat"' in frames[0]
    assert 'value="hide_chat"' not in frames[1] and 'value="hide_chat"' not in frames[2]
    await sockets[2].send_json_to({"action": "chat", "text": "nice"})
    assert "(watching)" in await receive_matching(sockets[0], "nice")
    assert await stored(table.pk) == [("Bob", 1, "<b>gg</b> & <script>x()</script>", False),
                                      ("Cy", None, "nice", False)]
    for socket in sockets:
        await socket.disconnect()


async def test_an_empty_or_too_long_line_is_refused_and_nothing_stored():
    table, ann, _bob, _cy = await duel_and_a_watcher()
    socket = await connect(table.pk, ann)
    for text in ["   ", "x" * 301, 42]:
        await socket.send_json_to({"action": "chat", "text": text})
        assert "error" in await receive_matching(socket, 'id="flash"')
    await socket.send_json_to({"action": "chat", "text": "x" * 300})
    await receive_matching(socket, "chat-line")
    assert [row[2] for row in await stored(table.pk)] == ["x" * 300]
    await socket.disconnect()


async def test_lines_are_limited_per_player():
    with override_settings(TABLETOP_RATE_LIMITS={"chat": (3, 60)}):
        table, ann, bob, _cy = await duel_and_a_watcher()
        ann_socket, bob_socket = await connect(table.pk, ann), await connect(table.pk, bob)
        for n in range(3):
            await ann_socket.send_json_to({"action": "chat", "text": f"line {n}"})
            await receive_matching(ann_socket, f"line {n}")
        await ann_socket.send_json_to({"action": "chat", "text": "one too many"})
        assert "Too many requests" in await receive_matching(ann_socket, 'id="flash"')
        await bob_socket.send_json_to({"action": "chat", "text": "bob may"})  # another player's count
        await receive_matching(bob_socket, "bob may")
        assert len(await stored(table.pk)) == 4
        for socket in (ann_socket, bob_socket):
            await socket.disconnect()


async def test_the_host_turns_spectators_chat_off_and_hides_a_line():
    table, ann, bob, cy = await duel_and_a_watcher()
    ann_socket, bob_socket, cy_socket = [await connect(table.pk, who) for who in (ann, bob, cy)]
    await cy_socket.send_json_to({"action": "spectator_chat", "allow": "0"})  # not the host
    assert "Only the host" in await receive_matching(cy_socket, 'id="flash"')
    await ann_socket.send_json_to({"action": "spectator_chat", "allow": "0"})
    assert "Let spectators chat" in await receive_matching(ann_socket, 'id="chat"')
    await cy_socket.send_json_to({"action": "chat", "text": "let me talk"})
    assert "turned off the spectators" in await receive_matching(cy_socket, 'id="flash"')
    await bob_socket.send_json_to({"action": "chat", "text": "rude words"})
    frame = await receive_matching(cy_socket, "rude words")
    message_id = (await database_sync_to_async(ChatMessage.objects.get)(text="rude words")).pk
    assert f'id="chat-{message_id}"' in frame
    await bob_socket.send_json_to({"action": "hide_chat", "message": message_id})  # a player, not the host
    assert "Only the host" in await receive_matching(bob_socket, 'id="flash"')
    await ann_socket.send_json_to({"action": "hide_chat", "message": message_id})
    hidden = await receive_matching(cy_socket, "was hidden")
    assert f'<li id="chat-{message_id}"' in hidden and 'hx-swap-oob="true"' in hidden and "rude" not in hidden
    assert await stored(table.pk) == [("Bob", 1, "rude words", True)]
    # A socket that (re)connects gets the lines as they stand with its first sync.
    late = await connect(table.pk, cy)
    await late.send_json_to({"action": "sync", "version": table.version, "chat": 1})
    lines = await receive_matching(late, 'id="chat-lines"')
    assert "was hidden" in lines and "rude" not in lines
    for socket in (ann_socket, bob_socket, cy_socket, late):
        await socket.disconnect()


@database_sync_to_async
def finished_game_with_chat():
    """A finished race with two lines, one of them hidden; the replay page's text."""
    from tabletop import chat, services

    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=5)
    chat.post(table.pk, ann, "good luck")
    hidden = chat.post(table.pk, bob, "something rude")
    chat.hide(table.pk, hidden.pk, ann)
    for n in range(3):  # 3, 3, 6: Ann reaches 5
        table.refresh_from_db()
        services.play(table.pk, n % 2, table.version, "add:3", player=(ann, bob)[n % 2])
    table.refresh_from_db()
    assert table.status == Table.Status.FINISHED
    client = Client()
    client.cookies["sessionid"] = session_cookie(None).decode().split("=", 1)[1]
    return page_text(client.get(f"/table/{table.pk}/replay/"))


async def test_the_replay_shows_the_chat_without_hidden_lines():
    text = await finished_game_with_chat()
    assert "good luck" in text and "something rude" not in text


@database_sync_to_async
def staff_member():
    from django.contrib.auth.models import User

    from tabletop.models import Player

    return Player.objects.create(name="Mod", user=User.objects.create(username="mod", is_staff=True))


async def test_staff_may_hide_a_line_at_any_table():
    table, _ann, bob, _cy = await duel_and_a_watcher()
    staff = await staff_member()
    bob_socket, staff_socket = await connect(table.pk, bob), await connect(table.pk, staff)
    await bob_socket.send_json_to({"action": "chat", "text": "spam"})
    frame = await receive_matching(staff_socket, "spam")
    assert 'value="hide_chat"' in frame  # staff see the Hide button
    message_id = (await database_sync_to_async(ChatMessage.objects.get)(text="spam")).pk
    await staff_socket.send_json_to({"action": "hide_chat", "message": message_id})
    assert "was hidden" in await receive_matching(bob_socket, "was hidden")
    assert await stored(table.pk) == [("Bob", 1, "spam", True)]
    for socket in (bob_socket, staff_socket):
        await socket.disconnect()
