"""Through a real Daphne: a frame the socket will not take is closed with a close frame that says
why, also past Daphne's own 1 MiB limit (where it used to drop the TCP connection silently)."""
import asyncio
import json
import os
import subprocess
import sys
import time

import pytest
import websockets
from channels.db import database_sync_to_async

from tests.conftest import free_port
from tests.integration.helpers import players, tiny_table
from tests.integration import processes

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.redis, pytest.mark.asyncio]


@pytest.fixture(scope="module")
def daphne(django_db_setup, other_processes_use_the_db):
    port = free_port()
    env = {**os.environ, "DATABASE_URL": processes.test_database_url(), "TABLETOP_EXTRA_GAMES": "tests.tinygame",
           "DJANGO_SECRET_KEY": "test-only-key-for-a-live-daphne"}
    process = subprocess.Popen([sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port),
                                "tabletop.asgi:application"], cwd=processes.ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            __import__("socket").create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.1)
    yield f"ws://127.0.0.1:{port}"
    process.terminate()
    _out, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors, errors


@pytest.mark.parametrize("frame, code, reason", [
    (b"\x00\x01", 4003, ""),
    ("x" * 200_000, 4009, ""),
    ("x" * 10_000_000, 1009, "exceeds payload limit"),
])
@pytest.mark.parametrize("path", ["/ws/table/{t}/", "/ws/api/tables/{t}/"])
async def test_refused_frames_get_a_close_frame_with_a_reason(daphne, path, frame, code, reason):
    ann, = await database_sync_to_async(players)("Ann")
    table = await database_sync_to_async(tiny_table)("human", "open", host=ann, start=False)
    async with websockets.connect(daphne + path.format(t=table.pk), max_size=None,
                                  origin=daphne.replace("ws://", "http://")) as socket:
        if "api" in path:
            assert json.loads(await socket.recv())["type"] == "table"
        said = []
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await socket.send(frame)  # a huge one may meet the close while it is still being sent
            while True:
                said.append(await asyncio.wait_for(socket.recv(), 20))
    assert closed.value.rcvd is not None and closed.value.rcvd.code == code and reason in closed.value.rcvd.reason
    if code != 1009:  # the socket's own refusal: Daphne passes no close reason on, so it says why first
        assert len(said) == 1 and "This socket takes text messages of at most 64 KiB." in said[0]
