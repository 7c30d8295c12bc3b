"""Fuzz (hypothesis): malformed requests to every API endpoint and form, and malformed frames to
both websockets. Every HTTP answer is a 4xx (the API's in its JSON error shape; a form re-renders
or redirects), every frame gets an error message or a close with a code and a reason, nothing in
the database changes, and nothing is logged as an error.

Each malformed input is built to be refused: a value the field's own schema rejects, a missing
required field, a body that is not a JSON object, nesting past the limit, a wrong method, a
token that is not the route's. `-s` prints the figures (examples run, answers seen).
"""
import json
import logging
import os
from collections import Counter

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from hypothesis import HealthCheck, given, settings, strategies as st
from pydantic import TypeAdapter, ValidationError

from tabletop.api import schemas
from tabletop.asgi import application
from tabletop.jsonlimit import MAX_DEPTH, MAX_MESSAGE_BYTES
from tabletop.models import Move, Player, Seat, Table
from tests.integration.helpers import session_cookie
from tests.integration.test_api import call

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "100"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

# Route name -> (path, body model, auth: "seat" | "optional" | None)
ROUTES = {
    "games": ("/api/games/", None, None),
    "tables": ("/api/tables/", None, None),
    "create": ("/api/tables/", schemas.NewTable, None),
    "table": ("/api/tables/{t}/", None, "optional"),
    "join": ("/api/tables/{t}/join/", schemas.JoinSeat, None),
    "start": ("/api/tables/{t}/start/", None, "seat"),
    "play": ("/api/tables/{t}/play/", schemas.PlayOption, "seat"),
    "seat": ("/api/tables/{t}/seat/", schemas.SeatChange, "seat"),
}
METHODS = {"/api/games/": {"GET"}, "/api/tables/": {"GET", "POST"}, "/api/tables/{t}/": {"GET"},
           "/api/tables/{t}/join/": {"POST"}, "/api/tables/{t}/start/": {"POST"},
           "/api/tables/{t}/play/": {"POST"}, "/api/tables/{t}/seat/": {"POST"}}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=60)
    | st.sampled_from(["abc", -5, 1e30, 70000, "", " ", "add:1", "open", "bot", "human", "7", "x" * 300]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6)


def nested(depth: int, leaf=1):
    value = leaf
    for _level in range(depth):
        value = [value]
    return value


def refused_by(model, field: str):
    """Values the field's own type refuses."""
    info = model.model_fields[field]
    adapter = TypeAdapter(info.rebuild_annotation() if hasattr(info, "rebuild_annotation") else info.annotation)

    def invalid(value) -> bool:
        try:
            adapter.validate_python(value)
        except ValidationError:
            return True
        return False
    return json_values.filter(invalid)


def valid_body(route: str, fixture: dict) -> dict:
    return {"create": {"game": "tiny", "name": "Zed", "seats": [{"kind": "human"}, {"kind": "bot", "level": 0}]},
            "join": {"seat": 1, "name": "Zed"},
            "play": {"version": fixture["version"], "option": "add:1"},
            "seat": {"kind": "bot", "level": 0}}[route]


@st.composite
def bad_requests(draw):
    """(method, route, body bytes or None, auth: "valid" | a bad header | None)."""
    kind = draw(st.sampled_from(["method", "body", "auth"]))
    if kind == "method":
        route = draw(st.sampled_from(sorted(ROUTES)))
        path = ROUTES[route][0]
        method = draw(st.sampled_from(sorted({"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"} - METHODS[path])))
        return method, route, None, "valid", kind
    if kind == "body":
        route = draw(st.sampled_from(["create", "join", "play", "seat"]))
        model = ROUTES[route][1]
        how = draw(st.sampled_from(["field", "missing", "not_object", "not_json", "deep"]))
        fields = sorted(model.model_fields)
        if how == "field":
            field = draw(st.sampled_from(fields))
            body = ("field", field, draw(refused_by(model, field)))
        elif how == "missing":
            body = ("missing", draw(st.sampled_from([f for f in fields if model.model_fields[f].is_required()])))
        elif how == "not_object":
            body = ("raw", json.dumps(draw(json_values.filter(lambda v: not isinstance(v, dict)))).encode())
        elif how == "not_json":
            body = ("raw", draw(st.binary(min_size=1, max_size=80).filter(not_json)))
        else:
            body = ("deep", draw(st.sampled_from(fields + [None])), draw(st.integers(MAX_DEPTH + 1, 1500)))
        return "POST", route, body, "valid", kind
    route = draw(st.sampled_from(["table", "start", "play", "seat"]))
    auth = draw(st.sampled_from(["forged", "scheme", "empty", "other_table", "dead"]))
    if auth == "forged":
        auth = "Bearer " + draw(st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=60))
    return ("GET" if route == "table" else "POST"), route, ("valid",), auth, kind


def not_json(data: bytes) -> bool:
    try:
        json.loads(data)
    except ValueError:
        return True
    return False


def database() -> tuple:
    """Everything a refused request must leave as it was."""
    return (Player.objects.count(), Move.objects.count(),
            list(Table.objects.order_by("pk").values_list("pk", "version", "status", "host_token")),
            list(Seat.objects.order_by("pk").values_list("pk", "kind", "player", "level", "token")))


def tables(client) -> dict:
    """An active duel (Ann's token), an open table with seat 1 free, and a dead token."""
    _status, duel = call(client, "post", "/api/tables/", {
        "game": "tiny", "name": "Ann", "seats": [{"kind": "human"}, {"kind": "open"}]})
    active = duel["table"]["id"]
    _status, bob = call(client, "post", f"/api/tables/{active}/join/", {"seat": 1, "name": "Bob"})
    _status, started = call(client, "post", f"/api/tables/{active}/start/", token=duel["token"])
    _status, other = call(client, "post", "/api/tables/", {
        "game": "tiny", "name": "Cy", "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}]})
    _status, gone = call(client, "post", f"/api/tables/{other['table']['id']}/join/", {"seat": 2, "name": "Dee"})
    call(client, "post", f"/api/tables/{other['table']['id']}/seat/", {"kind": "open"}, gone["token"])
    return {"active": active, "token": duel["token"], "version": started["version"],
            "open": other["table"]["id"], "other_token": other["token"], "dead": gone["token"]}


def build(request, fixture) -> tuple[str, str, bytes | None, dict]:
    method, route, body, auth, _kind = request
    path, _model, _auth = ROUTES[route]
    table = fixture["open"] if route == "join" else fixture["active"]
    url = path.format(t=table)
    data = None
    if body is not None:
        valid = valid_body(route, fixture) if route in ("create", "join", "play", "seat") else {}
        if body[0] == "field":
            data = json.dumps({**valid, body[1]: body[2]}).encode()
        elif body[0] == "missing":
            data = json.dumps({k: v for k, v in valid.items() if k != body[1]}).encode()
        elif body[0] == "raw":
            data = body[1]
        elif body[0] == "deep":
            deep = nested(body[2])
            data = json.dumps(deep if body[1] is None else {**valid, body[1]: deep}).encode()
        else:
            data = json.dumps(valid).encode()
    headers = {"HTTP_AUTHORIZATION": {
        "valid": f"Bearer {fixture['token']}", "scheme": f"Token {fixture['token']}", "empty": "Bearer ",
        "other_table": f"Bearer {fixture['other_token']}", "dead": f"Bearer {fixture['dead']}",
    }.get(auth, auth)}
    return method, url, data, headers


@pytest.mark.django_db
def test_fuzz_every_api_endpoint(client, caplog):
    figures = Counter()
    fixture = tables(client)

    @FUZZ
    @given(request=bad_requests())
    def run(request):
        method, url, data, headers = build(request, fixture)
        before = database()
        with caplog.at_level(logging.WARNING):
            response = client.generic(method, url, data or b"", content_type="application/json", **headers)
        assert 400 <= response.status_code < 500, (request, response.status_code, response.content[:300])
        answer = response.json()
        assert set(answer) >= {"error", "message"} and answer["message"], answer
        assert database() == before, request
        figures[f"{request[4]} -> {response.status_code} {answer['error']}"] += 1
    run()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    print(f"\nAPI fuzz: {sum(figures.values())} requests", *sorted(figures.items()), sep="\n  ")


form_text = st.text(max_size=60) | st.sampled_from(["", " " * 5, "x" * 41, "foo", "//evil.example/", "\x00"])


@st.composite
def bad_forms(draw):
    form = draw(st.sampled_from(["name", "new_table", "table_page"]))
    if form == "name":
        data = {"name": draw(st.sampled_from(["", "   ", "x" * 41])), "next": draw(form_text)}
        return "POST", "/name/", {k: v for k, v in data.items() if draw(st.booleans()) or k == "name"}
    if form == "new_table":
        data = {"seats": draw(form_text.filter(lambda v: v not in ("2", "3", "4"))), "name": draw(form_text),
                "seat_0": draw(form_text), "seat_1": draw(form_text), "option_target": draw(form_text)}
        return "POST", "/new/tiny/", data
    return "GET", f"/table/{draw(st.integers(10**6, 10**12))}/", {}


@pytest.mark.django_db
def test_fuzz_forms(client, caplog):
    figures = Counter()

    @FUZZ
    @given(request=bad_forms())
    def run(request):
        method, url, data = request
        before = database()
        with caplog.at_level(logging.WARNING):
            response = client.post(url, data) if method == "POST" else client.get(url)
        assert response.status_code < 500 and database() == before, request
        if response.status_code == 302:  # refused: back to a page of this site
            assert response["Location"].startswith("/") and not response["Location"].startswith("//")
        figures[f"{url.split('/')[1]} -> {response.status_code}"] += 1
    run()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    print(f"\nForm fuzz: {sum(figures.values())} requests", *sorted(figures.items()), sep="\n  ")


# --------------------------------------------------------------------------- websockets


def not_int_like(value) -> bool:
    return not ((isinstance(value, int) and not isinstance(value, bool) and value >= 0)
                or (isinstance(value, str) and value.strip().lstrip("+").isdigit()))


@st.composite
def bad_frames(draw):
    """(socket, kind, frame): an ASGI frame, {"text": ...} or {"bytes": ...}."""
    socket = draw(st.sampled_from(["page", "api"]))
    kind = draw(st.sampled_from(["junk_text", "junk_json", "message", "message", "message", "deep", "binary", "huge"]))
    if kind == "binary":
        return socket, kind, {"bytes": draw(st.binary(min_size=1, max_size=64))}
    if kind == "huge":
        return socket, kind, {"text": "x" * draw(st.integers(MAX_MESSAGE_BYTES + 1, 10 * 1024 * 1024))}
    if kind == "junk_text":
        return socket, kind, {"text": draw(st.text(min_size=1, max_size=80).filter(not_json))}
    if kind == "junk_json":
        return socket, kind, {"text": json.dumps(draw(json_values.filter(lambda v: not isinstance(v, dict))))}
    if kind == "deep":
        return socket, kind, {"text": json.dumps({"action": "move", "type": "play", "option": nested(
            draw(st.integers(MAX_DEPTH + 1, 1500)))})}
    junk = draw(json_values.filter(not_int_like))
    if socket == "page":  # the watcher holds no seat and does not host: only a seat number could change things
        action = draw(st.sampled_from(["move", "join", "seat", "start", "sync", "nonsense"]))
        message = {"action": action, "seat": junk, "version": draw(json_values), "option": draw(json_values),
                   "kind": draw(json_values), "level": draw(json_values)}
    else:  # Ann's token: a version that is no number is refused before anything else
        message = {"type": draw(st.sampled_from(["play", "sync", "nonsense"])), "version": junk,
                   "option": draw(json_values)}
    return socket, kind, {"text": json.dumps({k: v for k, v in message.items() if draw(st.booleans()) or k in ("action", "type", "seat", "version")})}


async def open_sockets(fixture, cookie):
    page = WebsocketCommunicator(application, f"/ws/table/{fixture['open']}/", headers=[
        (b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie)])
    api = WebsocketCommunicator(application, f"/ws/api/tables/{fixture['active']}/?token={fixture['token']}")
    assert (await page.connect(timeout=10))[0] and (await api.connect(timeout=10))[0]
    await api.receive_output(timeout=5)  # the table on connect
    return {"page": page, "api": api}


async def send_frames(fixture, cookie, frames, figures):
    sockets = await open_sockets(fixture, cookie)
    try:
        for name, kind, frame in frames:
            socket = sockets[name]
            await socket.send_input({"type": "websocket.receive", **frame})
            answer = await socket.receive_output(timeout=5) if not await socket.receive_nothing(0.3) else None
            if kind in ("binary", "huge"):  # said why, then closed
                assert "This socket takes text messages" in answer["text"]
                answer = await socket.receive_output(timeout=5)
            if answer is None:
                outcome = "no answer"
                assert kind in ("message", "junk_json") and "sync" in frame["text"]
            elif answer["type"] == "websocket.close":
                assert kind in ("binary", "huge") and answer["code"] in (4003, 4009) and answer["reason"]
                outcome = f"close {answer['code']}"
                sockets = {**sockets, **await open_sockets(fixture, cookie)}
            elif name == "api":
                payload = json.loads(answer["text"])
                outcome = payload["type"] + (f" {payload['error']}" if payload["type"] == "error" else "")
                assert payload["type"] == "error" or "sync" in frame["text"]
            else:
                html = answer["text"]
                outcome = "error" if 'class="flash error"' in html else "board"
                assert outcome == "error" or 'id="board"' in html
            figures[f"{name} {kind} -> {outcome}"] += 1
    finally:
        for socket in sockets.values():
            await socket.disconnect()


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
def test_fuzz_both_websockets(client, caplog):
    figures = Counter()
    fixture = tables(client)
    cookie = session_cookie(Player.objects.create(name="Watcher"))

    @settings(max_examples=max(EXAMPLES // 5, 10), deadline=None, suppress_health_check=list(HealthCheck))
    @given(frames=st.lists(bad_frames(), min_size=1, max_size=6))
    def run(frames):
        before = database()
        with caplog.at_level(logging.WARNING):
            async_to_sync(send_frames)(fixture, cookie, frames, figures)
        assert database() == before, frames
    run()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    print(f"\nSocket fuzz: {sum(figures.values())} frames", *sorted(figures.items()), sep="\n  ")
