"""Each malformed input found by probing the platform gets a 4xx (or, on a socket, an error
message or a close frame with a reason) and changes nothing."""
import json

import pytest
from channels.db import database_sync_to_async

from tabletop.models import Player
from tests.integration.helpers import players, snapshot, tiny_table
from tests.integration.test_api import api_socket, call, new_duel
from tests.integration.test_consumers import connect


def deep(levels: int, leaf=1):
    text = "[" * levels + json.dumps(leaf) + "]" * levels
    return text


@pytest.mark.django_db
@pytest.mark.parametrize("method, path, allowed", [
    ("delete", "/api/tables/", "GET, POST"),
    ("get", "/api/tables/{t}/play/", "POST"),
    ("put", "/api/tables/{t}/", "GET"),
    ("patch", "/api/games/", "GET"),
    ("get", "/api/tables/{t}/join/", "POST"),
])
def test_a_wrong_method_is_405_in_json(client, method, path, allowed):
    table_id, *_rest = new_duel(client)
    response = getattr(client, method)(path.format(t=table_id))
    assert response.status_code == 405
    assert response.json() == {"error": "method_not_allowed",
                               "message": f"This address does not take {method.upper()} requests."}
    assert sorted(response["Allow"].split(", ")) == sorted(allowed.split(", "))


@pytest.mark.django_db
def test_errors_speak_the_requests_language(client):
    response = client.delete("/api/tables/", HTTP_ACCEPT_LANGUAGE="cs")
    assert response.json()["message"] == "Tato adresa nepřijímá požadavky DELETE."


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/tables/", "/api/tables/{t}/join/", "/api/tables/{t}/play/",
                                  "/api/tables/{t}/seat/"])
def test_json_nested_1000_deep_is_a_bad_message(client, path):
    table_id, ann, _bob, _version = new_duel(client)
    before, players_before = snapshot(table_id), Player.objects.count()
    for body in (deep(1000), '{"seats": ' + deep(1000) + "}", '{"options": ' + deep(40, {}) + "}"):
        status, answer = call(client, "post", path.format(t=table_id), body.encode(), ann)
        assert (status, answer["error"], answer["field"]) == (400, "bad_message", "body")
    assert snapshot(table_id) == before and Player.objects.count() == players_before


@pytest.mark.django_db
@pytest.mark.parametrize("level", ["abc", [], -5, 1e30, 70000, 4, None, True])
def test_a_bot_level_is_one_of_the_levels(client, level):
    """Levels are bots.levels' 0 to 3: anything else is a 422 naming the field, at creation and
    when a seat goes to a bot."""
    tables, players_before = client.get("/api/tables/").json()["tables"], Player.objects.count()
    status, answer = call(client, "post", "/api/tables/", {
        "game": "tiny", "name": "Ann", "seats": [{"kind": "human"}, {"kind": "bot", "level": level}]})
    assert (status, answer["error"], answer["field"]) == (422, "bad_message", "seats.1.level")
    assert client.get("/api/tables/").json()["tables"] == tables and Player.objects.count() == players_before
    table_id, ann, _bob, _version = new_duel(client)
    before = snapshot(table_id)
    status, answer = call(client, "post", f"/api/tables/{table_id}/seat/", {"kind": "bot", "level": level}, ann)
    assert (status, answer["field"]) == (422, "level") and snapshot(table_id) == before


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
@pytest.mark.parametrize("level", ["abc", [], -5, 1e30, 70000])
async def test_a_bad_level_over_the_table_socket(level):
    ann, = await database_sync_to_async(players)("Ann")
    table = await database_sync_to_async(tiny_table)("human", "open", host=ann, start=False)
    socket = await connect(table.pk, ann)
    await socket.send_json_to({"action": "seat", "seat": 1, "kind": "bot", "level": level})
    reply = await socket.receive_from(timeout=5)
    assert "Malformed message: level is missing or not valid." in reply
    assert (await database_sync_to_async(snapshot)(table.pk))[0] == table.version
    await socket.disconnect()


@pytest.mark.django_db
@pytest.mark.parametrize("target", ["foo", "", "http://elsewhere.example/", "//elsewhere.example/", "/table/1/"])
def test_name_form_redirects_only_within_the_site(client, target):
    response = client.post("/name/", {"name": "Ann", "next": target})
    assert response.status_code == 302
    assert response["Location"] == (target if target == "/table/1/" else "/")


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
@pytest.mark.parametrize("socket_kind", ["table", "api"])
@pytest.mark.parametrize("frame, code, reason", [
    ({"bytes_data": b"\x00\x01binary"}, 4003, "text frames only"),
    ({"text_data": "x" * (10 * 1024 * 1024)}, 4009, "message too big"),
])
async def test_binary_and_huge_frames_are_closed_with_a_reason(client, socket_kind, frame, code, reason):
    table_id, ann, _bob, _version = await database_sync_to_async(new_duel)(client)
    if socket_kind == "api":
        socket, _ok, _code = await api_socket(table_id, ann)
        await socket.receive_json_from(timeout=5)  # the table on connect
    else:
        socket = await connect(table_id)
    await socket.send_to(**frame)
    said = (await socket.receive_output(timeout=5))["text"]
    assert "This socket takes text messages of at most 64 KiB." in said
    closed = await socket.receive_output(timeout=5)
    assert closed == {"type": "websocket.close", "code": code, "reason": reason}


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
async def test_deeply_nested_socket_messages_are_refused(client):
    table_id, ann, _bob, _version = await database_sync_to_async(new_duel)(client)
    before = await database_sync_to_async(snapshot)(table_id)
    api, _ok, _code = await api_socket(table_id, ann)
    await api.receive_json_from(timeout=5)
    page = await connect(table_id)
    await api.send_to(text_data='{"type": "play", "option": ' + deep(1000) + "}")
    assert (await api.receive_json_from(timeout=5))["error"] == "bad_message"
    await page.send_to(text_data=deep(1000))
    assert "Malformed message: message is missing or not valid." in await page.receive_from(timeout=5)
    assert await database_sync_to_async(snapshot)(table_id) == before
    await api.disconnect()
    await page.disconnect()
