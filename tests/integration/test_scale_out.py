"""Several machines' worth on one: two Daphne processes and two bot workers over one Redis and
one PostgreSQL serve the same tables consistently (a watcher on one process sees a move made
through the other, bot moves reach both, every move is stored once)."""
import asyncio
import contextlib
import json
import os
import re
import subprocess
import sys
import uuid

import pytest
import websockets

from bench.support.stack import ROOT, Stack

pytestmark = [pytest.mark.redis]

POSTGRES = os.environ.get("TABLETOP_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres")
BOARD_VERSION = re.compile(r'id="board"[^>]*data-version="(\d+)"')

SETUP = """
from django.contrib.sessions.backends.db import SessionStore
from tabletop import services
from tabletop.models import Player
from tabletop.players import SESSION_KEY
import json
def cookie(player):
    s = SessionStore(); s[SESSION_KEY] = player.pk; s.save(); return "sessionid=" + s.session_key
ann, bob = Player.objects.create(name="Ann"), Player.objects.create(name="Bob")
duel = services.create_table("tiny", seats=[{"kind": "open"}, {"kind": "open"}], options={"target": 20}, host=ann)
services.join_seat(duel.pk, 0, ann); services.join_seat(duel.pk, 1, bob); services.start_table(duel.pk, ann)
bots = services.create_table("tiny", seats=[{"kind": "bot"}] * 3, options={"target": 20})
services.start_table(bots.pk, None)
print(json.dumps({"duel": duel.pk, "bots": bots.pk, "ann": cookie(ann), "bob": cookie(bob)}))
"""

CHECK = """
import json
from games import registry
from tabletop.models import Move, Table
out = {}
for table in Table.objects.all():
    game = registry.get(table.game)
    state = game.setup([{"kind": s.kind} for s in table.seats.all()], table.options, table.seed)
    versions = []
    for version, seat, option in Move.live(table.pk).values_list("version", "seat", "option"):
        state, _ = game.apply(state, seat, option)
        versions.append(version)
    out[table.pk] = {"version": table.version, "status": table.status, "replays": state == table.state,
                     "contiguous": versions == list(range(table.version - len(versions) + 1, table.version + 1))}
print(json.dumps(out))
"""


def postgres_answers() -> str | None:
    try:
        import psycopg

        with psycopg.connect(POSTGRES.replace("postgres://", "postgresql://"), connect_timeout=2):
            return None
    except Exception as error:  # noqa: BLE001  (any failure means: no PostgreSQL to use)
        return str(error).splitlines()[0] if str(error) else type(error).__name__


@contextlib.contextmanager
def stack_on_postgres(**stack_options):
    """A Stack (bench.support.stack) over a PostgreSQL database of its own, dropped afterwards;
    the test is skipped, saying why, when no PostgreSQL answers at TABLETOP_TEST_POSTGRES."""
    reason = postgres_answers()
    if reason is not None:
        pytest.skip(f"no PostgreSQL answers at {POSTGRES}: {reason}")
    import psycopg

    name = f"tabletop_scale_{uuid.uuid4().hex[:8]}"
    admin = POSTGRES.replace("postgres://", "postgresql://")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    stack = None
    try:
        stack = Stack(database_url=POSTGRES.rsplit("/", 1)[0] + "/" + name, **stack_options)
        yield stack
    finally:
        if stack is not None:
            stack.close()
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def two_of_each():
    with stack_on_postgres(daphnes=2, workers=2, env={"TABLETOP_BOT_SWEEP_EVERY": "1"}) as stack:
        yield stack


def django(stack: Stack, code: str) -> dict:
    done = subprocess.run([sys.executable, "manage.py", "shell", "-c", code], cwd=ROOT, env=stack.env,
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


class Page:
    def __init__(self, socket):
        self.socket, self.boards = socket, []
        self.task = asyncio.create_task(self._listen())

    async def _listen(self):
        try:
            async for message in self.socket:
                if BOARD_VERSION.search(message):
                    self.boards.append(message)
        except websockets.ConnectionClosed:
            pass

    def version(self) -> int:
        return max((int(BOARD_VERSION.search(b).group(1)) for b in self.boards), default=-1)

    async def first(self, timeout: float = 20) -> int:
        """The version of the first board this page got."""
        async with asyncio.timeout(timeout):
            while not self.boards:
                await asyncio.sleep(0.01)
        return self.version()

    async def reaches(self, version: int, timeout: float = 20) -> str:
        async with asyncio.timeout(timeout):
            while self.version() < version:
                await asyncio.sleep(0.01)
        return next(b for b in self.boards if int(BOARD_VERSION.search(b).group(1)) >= version)


async def page(stack: Stack, port: int, table_id: int, cookie: str | None = None) -> Page:
    socket = await websockets.connect(f"ws://127.0.0.1:{port}/ws/table/{table_id}/", origin=f"http://127.0.0.1:{port}",
                                      additional_headers={"Cookie": cookie} if cookie else {})
    await socket.send(json.dumps({"action": "sync", "version": -1}))
    return Page(socket)


@pytest.mark.asyncio
async def test_two_web_processes_and_two_workers_serve_the_same_tables(two_of_each):
    stack = two_of_each
    a, b = stack.ports
    made = await asyncio.to_thread(django, stack, SETUP)
    duel, bots = made["duel"], made["bots"]
    ann, bob = await page(stack, a, duel, made["ann"]), await page(stack, b, duel, made["bob"])
    watch_a, watch_b = await page(stack, a, duel), await page(stack, b, duel)
    start = await ann.first()  # the answer to its sync: the table's version after the start
    await ann.socket.send(json.dumps({"action": "move", "seat": 0, "version": start, "option": "add:2"}))
    seen_on_b = await watch_b.reaches(start + 1)  # made through A, watched on B
    assert "You are watching." in seen_on_b
    assert 'data-option="add:1"' in await bob.reaches(start + 1)  # Bob's turn, on B
    await bob.socket.send(json.dumps({"action": "move", "seat": 1, "version": start + 1, "option": "add:3"}))
    await watch_a.reaches(start + 2)  # made through B, watched on A
    await ann.reaches(start + 2)
    bot_a, bot_b = await page(stack, a, bots), await page(stack, b, bots)
    async with asyncio.timeout(60):
        while "Game over." not in "".join(bot_a.boards[-1:]) or bot_b.version() < bot_a.version():
            await asyncio.sleep(0.05)
    tables = await asyncio.to_thread(django, stack, CHECK)
    assert tables[str(bots)]["status"] == "finished" and tables[str(bots)]["version"] == bot_a.version() == bot_b.version()
    assert tables[str(duel)]["version"] == start + 2
    assert all(t["replays"] and t["contiguous"] for t in tables.values()), tables
    for p in (ann, bob, watch_a, watch_b, bot_a, bot_b):
        await p.socket.close()
