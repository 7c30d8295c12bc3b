"""Property: over random sequences of join / leave / reopen / hand to a bot / take back / start /
move, through the HTTP API, the API socket and the table page's socket, nobody ever receives or
acts on a view they do not hold at that moment.

A viewer is a page (a browser player, who holds the seat whose `player` they are) or a seat token
(which holds its seat while it is that seat's token). After every step the test records who held
which seat at the table's new version; every board, payload and answer received is checked
against the holders at the version it shows, and every attempted move must succeed exactly when
its sender holds the seat that is asked, as a human.
"""
import asyncio
import json
import logging
import os
import re

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import AsyncClient
from hypothesis import HealthCheck, example, given, settings, strategies as st

from tabletop import services
from tabletop.asgi import application
from tabletop.models import Seat, Table
from tests.integration.helpers import players, session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.redis]

SEATS = (0, 1, 2)
PEOPLE = ("ann", "bob", "cy")  # Ann hosts and sits in seat 0 at the start
SETTLE = 0.15  # seconds for broadcasts to arrive before the sockets are read
EXAMPLES = int(os.environ.get("HIDDEN_VIEW_EXAMPLES", "12"))

steps = st.lists(st.one_of(
    st.tuples(st.just("join_api"), st.sampled_from(SEATS)),
    st.tuples(st.just("join_page"), st.sampled_from(PEOPLE), st.sampled_from(SEATS)),
    st.tuples(st.just("leave"), st.sampled_from(SEATS)),
    st.tuples(st.just("reopen"), st.sampled_from(SEATS)),
    st.tuples(st.just("to_bot"), st.sampled_from(SEATS), st.booleans()),
    st.tuples(st.just("take_back"), st.sampled_from(SEATS)),
    st.tuples(st.just("start")),
    st.tuples(st.just("move"), st.integers(0, 40), st.sampled_from(["http", "socket"])),
    st.tuples(st.just("move"), st.integers(0, 40), st.sampled_from(["http", "socket"])),
), min_size=3, max_size=14)


class Page:
    """A table page's socket for one browser player (None: a spectator's)."""

    def __init__(self, name, player):
        self.name, self.player, self.closed = name, player, False

    async def open(self, table_id):
        cookie = await database_sync_to_async(session_cookie)(self.player)
        self.socket = WebsocketCommunicator(application, f"/ws/table/{table_id}/", headers=[
            (b"origin", b"http://localhost"), (b"host", b"localhost"), (b"cookie", cookie)])
        assert (await self.socket.connect())[0]


class Token:
    """A seat token and the API socket opened with it (None: a spectator's socket)."""

    def __init__(self, token):
        self.token, self.closed = token, False

    async def open(self, table_id):
        query = f"?token={self.token}" if self.token else ""
        self.socket = WebsocketCommunicator(application, f"/ws/api/tables/{table_id}/{query}")
        assert (await self.socket.connect())[0]


def holders(table_id) -> tuple[int, str, dict]:
    table = Table.objects.get(pk=table_id)
    return table.version, table.status, {s.index: (s.player_id, s.token, s.kind) for s in table.seats.all()}


class Scenario:
    def __init__(self, table_id, pages, host):
        self.table_id, self.pages, self.host = table_id, pages, host
        self.tokens: list[Token] = []
        self.seen: dict[int, dict] = {}  # version -> holders then
        self.http = AsyncClient()

    async def record(self):
        version, status, seats = await database_sync_to_async(holders)(self.table_id)
        self.seen[version] = seats
        self.version, self.status, self.seats = version, status, seats

    def holder_of(self, seat):
        """The page or token that holds `seat` now, if any."""
        player_id, token, _kind = self.seats[seat]
        page = next((p for p in self.pages if p.player is not None and p.player.pk == player_id), None)
        return page or next((t for t in self.tokens if t.token and t.token == token), None)

    def holds(self, who, seat, seats) -> bool:
        player_id, token, _kind = seats[seat]
        if isinstance(who, Page):
            return who.player is not None and who.player.pk == player_id
        return who.token is not None and who.token == token

    # -- acting

    async def post(self, path, body, token=None):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = await self.http.post(f"/api/tables/{self.table_id}/{path}", json.dumps(body),
                                        content_type="application/json", headers=headers)
        assert response.status_code < 500
        return response.status_code, response.json()

    async def by(self, who, action: dict, api_path: str, api_body: dict):
        """One table action through the holder's own channel: its page's socket or its token."""
        if isinstance(who, Page):
            await who.socket.send_json_to(action)
        elif who is not None:
            await self.post(api_path, api_body, who.token)

    async def step(self, step):
        kind, *args = step
        if kind == "join_api":
            status, joined = await self.post("join/", {"seat": args[0], "name": "Api"})
            if status == 200:
                token = Token(joined["token"])
                await token.open(self.table_id)
                self.tokens.append(token)
        elif kind == "join_page":
            page = next(p for p in self.pages if p.name == args[0])
            await page.socket.send_json_to({"action": "join", "seat": args[1]})
        elif kind == "leave":
            await self.by(self.holder_of(args[0]), {"action": "seat", "seat": args[0], "kind": "open"},
                          "seat/", {"kind": "open"})
        elif kind == "reopen":
            await self.host.socket.send_json_to({"action": "seat", "seat": args[0], "kind": "open"})
        elif kind == "to_bot":
            who = self.host if args[1] else self.holder_of(args[0])
            await self.by(who, {"action": "seat", "seat": args[0], "kind": "bot", "level": 0},
                          "seat/", {"kind": "bot", "level": 0})
        elif kind == "take_back":
            await self.by(self.holder_of(args[0]), {"action": "seat", "seat": args[0], "kind": "human"},
                          "seat/", {"kind": "human"})
        elif kind == "start":
            await self.host.socket.send_json_to({"action": "start"})
        elif kind == "move":
            await self.move(*args)

    async def move(self, pick, channel):
        """Someone plays the seat that is asked: it counts only if they hold it as a human."""
        everyone = [*self.pages, *self.tokens]
        who = everyone[pick % len(everyone)]
        table = await database_sync_to_async(Table.objects.get)(pk=self.table_id)
        asked = await database_sync_to_async(services.who_acts)(table)
        seat = asked[0] if asked else 0
        allowed = bool(asked) and self.holds(who, seat, self.seats) and self.seats[seat][2] == Seat.Kind.HUMAN
        if isinstance(who, Page):
            if who.player is None:
                return
            await who.socket.send_json_to({"action": "move", "seat": seat, "version": table.version, "option": "add:1"})
        elif channel == "socket" and not who.closed:
            await who.socket.send_json_to({"type": "play", "version": table.version, "option": "add:1"})
        else:
            await self.post("play/", {"version": table.version, "option": "add:1"}, who.token)
        await asyncio.sleep(SETTLE)
        moved = (await database_sync_to_async(holders)(self.table_id))[0] > table.version
        assert moved == allowed, f"{'played' if moved else 'refused'} a move by {who.__dict__} for seat {seat}"

    # -- what each viewer received

    async def check(self):
        await asyncio.sleep(SETTLE)
        await self.record()
        for page in self.pages:
            for html in drain(page):
                if 'id="board"' not in html:
                    continue
                version = int(re.search(r'data-version="(\d+)"', html).group(1))
                seats = re.findall(r'<li class="seat ([^"]*)"', html)
                mine = [i for i, classes in enumerate(seats) if "mine" in classes.split()]
                assert len(mine) <= 1
                if mine:
                    assert self.holds(page, mine[0], self.seen[version]), f"{page.name} got seat {mine[0]}'s board"
                else:
                    assert "Only you see this" not in html
        for token in [*self.tokens, self.watcher]:
            for message in drain(token):
                if message.get("type") == "table" and message["you"] is not None:
                    assert self.holds(token, message["you"], self.seen[message["version"]]), "a dead token got a view"
        for token in self.tokens:  # and what a token reads over HTTP now
            response = await self.http.get(f"/api/tables/{self.table_id}/", headers={"Authorization": f"Bearer {token.token}"})
            held = [s for s in SEATS if self.holds(token, s, self.seats)]
            if held:
                assert response.status_code == 200 and response.json()["you"] == held[0]
                assert response.json()["view"] is None or response.json()["view"]["me"] is not None
            else:
                assert response.status_code == 403


def drain(viewer) -> list:
    """Everything the viewer's socket received so far; a close marks it closed."""
    received = []
    queue = viewer.socket.output_queue
    while not queue.empty():
        message = queue.get_nowait()
        if message["type"] == "websocket.close":
            assert isinstance(viewer, Token) and message["code"] == 4403
            viewer.closed = True
        elif "text" in message:
            assert not viewer.closed
            received.append(message["text"] if isinstance(viewer, Page) else json.loads(message["text"]))
    return received


async def scenario(people, steps_):
    table = await database_sync_to_async(services.create_table)(
        "tiny", seats=[{"kind": "human"}, {"kind": "open"}, {"kind": "open"}], options={"target": 20}, host=people[0])
    pages = [Page(name, player) for name, player in zip(PEOPLE, people)] + [Page("watcher", None)]
    run = Scenario(table.pk, pages, pages[0])
    ann_token = await database_sync_to_async(lambda: table.seats.get(index=0).token)()
    run.tokens.append(Token(ann_token))
    run.watcher = Token(None)
    try:
        for viewer in [*pages, *run.tokens, run.watcher]:
            await viewer.open(table.pk)
        await run.check()
        for step in steps_:
            await run.step(step)
            await run.check()
    finally:
        for viewer in [*pages, *run.tokens, run.watcher]:
            if hasattr(viewer, "socket"):
                await viewer.socket.disconnect()


# The two leaks found by probing, always run: (1) Bob's token X outlived his leaving seat 1 and
# read and played Cy's seat; (2) Bob's open page kept seat 1's board after the host reopened it.
# (Movers are picked from the pages ann, bob, cy, watcher, then the tokens: Ann's, X, ...)
@example(steps=[("join_api", 1), ("leave", 1), ("join_api", 1), ("join_page", "cy", 2), ("start",),
                ("move", 0, "http"), ("move", 5, "http"), ("move", 5, "socket")])
@example(steps=[("join_page", "bob", 1), ("reopen", 1), ("join_page", "cy", 1), ("join_api", 2), ("start",),
                ("move", 0, "http"), ("to_bot", 1, True), ("move", 1, "http")])
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(steps=steps)
def test_nobody_receives_or_acts_on_a_view_they_do_not_hold(steps, caplog):
    with caplog.at_level(logging.ERROR):
        people = players(*PEOPLE)
        async_to_sync(scenario)(people, steps)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
