"""The JSON API: a whole session over HTTP, every refusal changing nothing, the OpenAPI schema,
and the API websocket streaming each seat's own view over a real Redis channel layer."""
import json
import re

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.urls import get_resolver

from django.contrib.staticfiles import finders
from openapi_spec_validator import validate
from tabletop.asgi import application
from tabletop.models import Move, Table
from tests.integration.helpers import players, snapshot, tiny_table
from tests.tinygame import TinyGame  # noqa: F401  (registers the test game)


def call(client, method, url, data=None, token=None, **extra):
    headers = {**({"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}), **extra}
    if method == "get":
        response = client.get(url, **headers)
    else:
        response = client.post(url, data=json.dumps(data or {}) if not isinstance(data, bytes) else data,
                               content_type="application/json", **headers)
    return response.status_code, response.json()


def new_duel(client):
    """Ann creates a two-seat tiny table and takes seat 0; Bob joins seat 1; Ann starts."""
    status, created = call(client, "post", "/api/tables/", {
        "game": "tiny", "name": "Ann", "seats": [{"kind": "human"}, {"kind": "open"}], "options": {"target": 10}})
    assert status == 200 and created["seat"] == 0 and created["table"]["status"] == "open"
    table_id, ann = created["table"]["id"], created["token"]
    status, joined = call(client, "post", f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Bob"})
    assert status == 200 and joined["seat"] == 1
    status, started = call(client, "post", f"/api/tables/{table_id}/start/", token=ann)
    assert status == 200 and started["status"] == "active"
    return table_id, ann, joined["token"], started["version"]


@pytest.mark.django_db
def test_a_session_create_join_start_read_play(client):
    """Two programs play through the API; each reads its own view, a spectator the public one."""
    table_id, ann, bob, version = new_duel(client)
    status, mine = call(client, "get", f"/api/tables/{table_id}/", token=ann)
    assert status == 200 and mine["you"] == 0 and mine["version"] == version
    assert [o["id"] for o in mine["prompt"]["options"]] == ["add:1", "add:2", "add:3"]
    assert mine["prompt"]["options"][1]["text"] == "Add 2"
    status, played = call(client, "post", f"/api/tables/{table_id}/play/", {"version": version, "option": "add:3"}, ann)
    assert status == 200 and played["version"] == version + 1 and played["prompt"] is None
    assert played["view"]["scores"] == [3, 0]
    _status, bobs = call(client, "get", f"/api/tables/{table_id}/", token=bob)
    _status, watcher = call(client, "get", f"/api/tables/{table_id}/")
    state = Table.objects.get(pk=table_id).state
    assert bobs["prompt"]["id"] == "tiny.choose_step" and bobs["view"]["me"] == state["seats"][1]
    assert watcher["you"] is None and watcher["prompt"] is None and watcher["view"]["me"] is None
    assert str(state["seats"][0]["secret"]) not in json.dumps(watcher["view"]["log"])
    assert [s["player"] for s in watcher["seats"]] == ["Ann", "Bob"] and watcher["seats"][1]["to_act"]


@pytest.mark.django_db
@pytest.mark.parametrize("case, expect", [
    ("stale version", (409, "stale_version", "The board has moved on; here is the new position.")),
    ("out of turn", (422, "not_your_turn", "It is not your turn.")),
    ("no token", (403, "not_your_seat", "That seat is not yours.")),
    ("forged token", (403, "not_your_seat", "That seat is not yours.")),
    ("another table's token", (403, "not_your_seat", "That seat is not yours.")),
    ("illegal option", (422, "not_your_turn", "That is not a choice now.")),
    ("malformed body", (400, "bad_message", "Malformed message: body is missing or not valid.")),
    # A body the schema refuses is a validation error: 422, naming the field.
    ("missing version", (422, "bad_message", "Malformed message: version is missing or not valid.")),
    ("bad auth header", (400, "bad_message", "Malformed message: Authorization is missing or not valid.")),
])
def test_refused_moves_change_nothing(client, case, expect):
    """Each bad move gets its status, code and message, and the table is exactly as before."""
    table_id, ann, bob, version = new_duel(client)
    other_id, other_ann, _other_bob, _v = new_duel(client)
    url, body, token = f"/api/tables/{table_id}/play/", {"version": version, "option": "add:1"}, ann
    if case == "stale version":
        body["version"] = version - 1
    elif case == "out of turn":
        token = bob
    elif case == "no token":
        token = None
    elif case == "forged token":
        token = "x" * 32
    elif case == "another table's token":
        token = other_ann
    elif case == "illegal option":
        body["option"] = "add:9"
    elif case == "malformed body":
        body = b"{not json"
    elif case == "missing version":
        del body["version"]
    before = snapshot(table_id)
    if case == "bad auth header":
        response = client.post(url, data=json.dumps(body), content_type="application/json", HTTP_AUTHORIZATION="Token abc")
        status, answer = response.status_code, response.json()
    else:
        status, answer = call(client, "post", url, body, token)
    assert (status, answer["error"], answer["message"]) == expect
    assert snapshot(table_id) == before
    if case == "stale version":
        assert answer["version"] == version


@pytest.mark.django_db
def test_the_same_move_sent_twice_applies_once(client):
    """A repeated play message (same version) is refused as stale; one Move is stored."""
    table_id, ann, _bob, version = new_duel(client)
    first = call(client, "post", f"/api/tables/{table_id}/play/", {"version": version, "option": "add:2"}, ann)
    second = call(client, "post", f"/api/tables/{table_id}/play/", {"version": version, "option": "add:2"}, ann)
    assert first[0] == 200 and second[0] == 409
    assert Move.objects.filter(table_id=table_id).count() == 1
    assert Table.objects.get(pk=table_id).state["scores"] == [2, 0]


@pytest.mark.django_db
def test_unknown_table_and_hand_over_to_a_bot(client):
    """A missing table is a 404; a seat handed to a bot no longer takes its token's moves."""
    assert call(client, "get", "/api/tables/999999/")[0] == 404
    table_id, ann, _bob, version = new_duel(client)
    status, handed = call(client, "post", f"/api/tables/{table_id}/seat/", {"kind": "bot"}, ann)
    assert status == 200 and handed["seats"][0]["kind"] == "bot"
    status, answer = call(client, "post", f"/api/tables/{table_id}/play/", {"version": handed["version"], "option": "add:1"}, ann)
    assert status == 403 and answer["message"] == "A bot plays this seat now; take it back first."
    status, back = call(client, "post", f"/api/tables/{table_id}/seat/", {"kind": "human"}, ann)
    assert status == 200 and back["seats"][0]["kind"] == "human"


def api_routes(patterns=None, prefix="") -> set[str]:
    """Every HTTP route under /api/ in the project's URL conf, in OpenAPI's spelling."""
    found = set()
    for entry in get_resolver().url_patterns if patterns is None else patterns:
        route = prefix + str(entry.pattern)
        if hasattr(entry, "url_patterns"):
            found |= api_routes(entry.url_patterns, route)
        elif route.startswith("api/"):
            found.add("/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route))
    return found


@pytest.mark.django_db
def test_openapi_describes_every_route(client):
    """The served document is valid OpenAPI 3.1 and names every HTTP route of the API in the URL
    conf (besides its own, the docs page and the 404 at /api/); the docs page loads its files from this site."""
    response = client.get("/api/openapi.json")
    schema = response.json()
    assert response.status_code == 200 and schema["openapi"].startswith("3.1")
    validate(schema)
    assert api_routes() - {"/api/openapi.json", "/api/docs/", "/api/"} == set(schema["paths"])
    assert client.get("/api/").status_code == 404
    assert {"/api/games/", "/api/tables/{table_id}/play/"} <= set(schema["paths"])
    seat_kinds = schema["components"]["schemas"]["SeatChange"]["properties"]["kind"]["enum"]
    assert set(seat_kinds) == {"open", "human", "bot", "automaton"}
    docs = client.get("/api/docs/")
    assert docs.status_code == 200 and b"/api/openapi.json" in docs.content
    scripts = re.findall(rb'(?:src|href)="([^"]+)"', docs.content)
    assert scripts and all(url.startswith(b"/static/") for url in scripts)
    assert all(finders.find(url.decode().removeprefix("/static/")) for url in scripts)
    games = client.get("/api/games/").json()["games"]
    assert "tiny" in {g["id"] for g in games}


# --------------------------------------------------------------------------- websocket


async def api_socket(table_id, token=None):
    query = f"?token={token}" if token else ""
    socket = WebsocketCommunicator(application, f"/ws/api/tables/{table_id}/{query}")
    connected, code = await socket.connect()
    return socket, connected, code


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
async def test_api_socket_streams_each_seat_its_own_view(client):
    """Ann plays over her socket; her socket and a spectator's each get the new version as JSON,
    the spectator without Ann's private part; a malformed message is refused with an error."""
    table_id, ann, _bob, version = await database_sync_to_async(new_duel)(client)
    mine, ok, _ = await api_socket(table_id, ann)
    watcher, ok2, _ = await api_socket(table_id)
    assert ok and ok2
    first_mine, first_watch = await mine.receive_json_from(), await watcher.receive_json_from()
    assert first_mine["version"] == first_watch["version"] == version and first_mine["you"] == 0
    await mine.send_json_to({"type": "play", "version": version, "option": "add:1"})
    new_mine, new_watch = await mine.receive_json_from(timeout=5), await watcher.receive_json_from(timeout=5)
    assert new_mine["type"] == new_watch["type"] == "table"
    assert new_mine["version"] == new_watch["version"] == version + 1
    assert new_mine["view"]["me"] is not None and new_watch["view"]["me"] is None
    await watcher.send_json_to({"type": "play", "version": version + 1, "option": "add:1"})
    refused = await watcher.receive_json_from(timeout=5)
    assert refused == {"type": "error", "error": "not_your_seat", "message": "That seat is not yours."}
    await mine.send_to(text_data="{oops")
    assert (await mine.receive_json_from(timeout=5))["error"] == "bad_message"
    await mine.disconnect()
    await watcher.disconnect()


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_api_socket_refuses_a_forged_token(client):
    """A token that is no seat of this table closes the socket."""
    table_id, *_rest = await database_sync_to_async(new_duel)(client)
    _socket, connected, code = await api_socket(table_id, "forged")
    assert not connected and code == 4403


@pytest.mark.django_db
def test_a_table_created_through_the_api_may_set_the_away_limit(client):
    """away_minutes reaches the table as the form's choice does; out of range is a 422 naming it."""
    seats = [{"kind": "human"}, {"kind": "open"}]
    status, created = call(client, "post", "/api/tables/", {"game": "tiny", "name": "Ann", "seats": seats,
                                                          "away_minutes": 15})
    assert status == 200 and Table.objects.get(pk=created["table"]["id"]).away_minutes == 15
    status, refused = call(client, "post", "/api/tables/", {"game": "tiny", "name": "Ann", "seats": seats,
                                                          "away_minutes": 0})
    assert status == 422 and "away_minutes" in json.dumps(refused) and Table.objects.count() == 1


@pytest.mark.django_db
def test_undo_takes_back_the_callers_latest_move(client):
    """POST undo/ with the version seen: the earlier position at a new version; a stale version is
    409, and another seat's move cannot be taken back (403), both changing nothing."""
    status, created = call(client, "post", "/api/tables/", {
        "game": "tiny-quiet", "name": "Ann", "seats": [{"kind": "human"}, {"kind": "open"}],
        "options": {"target": 10}})
    table_id, ann = created["table"]["id"], created["token"]
    _status, joined = call(client, "post", f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Bob"})
    _status, started = call(client, "post", f"/api/tables/{table_id}/start/", token=ann)
    version = started["version"]
    _status, played = call(client, "post", f"/api/tables/{table_id}/play/", {"version": version, "option": "add:3"}, ann)
    status, refused = call(client, "post", f"/api/tables/{table_id}/undo/", {"version": version}, ann)
    assert status == 409 and refused["error"] == "stale_version"
    status, refused = call(client, "post", f"/api/tables/{table_id}/undo/", {"version": version + 1}, joined["token"])
    assert status == 403 and refused["message"] == "You have no move to take back."
    assert Table.objects.get(pk=table_id).version == version + 1
    status, undone = call(client, "post", f"/api/tables/{table_id}/undo/", {"version": version + 1}, ann)
    assert status == 200 and undone["version"] == version + 2 and undone["view"]["scores"] == [0, 0]
    assert [o["id"] for o in undone["prompt"]["options"]] == ["add:1", "add:2", "add:3"]
    assert Move.objects.get(table_id=table_id).undone_at_version == version + 2


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
async def test_api_socket_takes_a_move_back():
    """{"type": "undo"} on a seat's API socket takes back its latest move: the socket gets the
    earlier position at a new version; a second undo, with nothing left, is refused."""
    ann, bob = await database_sync_to_async(players)("Ann", "Bob")
    table = await database_sync_to_async(tiny_table)("human", "human", host=ann, joiners=[bob], deal=False)
    token = await database_sync_to_async(lambda: table.seats.get(index=0).token)()
    mine, ok, _ = await api_socket(table.pk, token)
    assert ok and (await mine.receive_json_from())["version"] == table.version
    await mine.send_json_to({"type": "play", "version": table.version, "option": "add:2"})
    assert (await mine.receive_json_from(timeout=5))["view"]["scores"] == [2, 0]
    await mine.send_json_to({"type": "undo", "version": table.version + 1})
    undone = await mine.receive_json_from(timeout=5)
    assert undone["version"] == table.version + 2 and undone["view"]["scores"] == [0, 0]
    await mine.send_json_to({"type": "undo", "version": table.version + 2})
    assert await mine.receive_json_from(timeout=5) == {
        "type": "error", "error": "not_allowed", "message": "You have no move to take back."}
    await mine.disconnect()
