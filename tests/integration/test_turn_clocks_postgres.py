"""A turn-based table on the whole stack over PostgreSQL: Daphne, a bot worker and Redis, with
the fake clock they all share. The worker emails the person the table waits on; their time runs
out while no worker runs, and the worker started afterwards has them forfeit, which ends the
game: a page watching over Daphne's socket sees it."""
import asyncio

import pytest

from tests.fakeclock import SharedClock
from tests.integration.helpers import mail_written
from tests.integration.test_scale_out import django, page, stack_on_postgres

pytestmark = [pytest.mark.redis]

SETUP = """
from django.contrib.auth.models import User
from django.contrib.sessions.backends.db import SessionStore
from tabletop import services
from tabletop.models import Player
from tabletop.players import SESSION_KEY
import json
vera = Player.objects.create(name="vera", turn_emails=True,
                             user=User.objects.create_user("vera", "vera@example.org", "table-top-4-ever"))
bob = Player.objects.create(name="bob")
table = services.create_table("tiny", seats=[{"kind": "open"}, {"kind": "open"}], host=vera, move_minutes=60,
                              on_timeout="forfeit")
services.join_seat(table.pk, 0, vera); services.join_seat(table.pk, 1, bob); services.start_table(table.pk, vera)
s = SessionStore(); s[SESSION_KEY] = bob.pk; s.save()
print(json.dumps({"table": table.pk, "bob": "sessionid=" + s.session_key}))
"""

@pytest.fixture
def clock(tmp_path):
    return SharedClock(tmp_path / "clock")


@pytest.mark.asyncio
async def test_on_postgres_the_worker_emails_then_times_out_a_turn_based_seat(clock, tmp_path):
    mail = tmp_path / "mail"
    env = {**clock.env(), "TABLETOP_BOT_SWEEP_EVERY": "1", "EMAIL_FILE_PATH": str(mail),
           "DJANGO_EMAIL_BACKEND": "django.core.mail.backends.filebased.EmailBackend"}
    with stack_on_postgres(daphnes=1, workers=1, env=env) as stack:
        made = await asyncio.to_thread(django, stack, SETUP)
        bob = await page(stack, stack.port, made["table"], made["bob"])
        start = await bob.first()
        clock.advance(minutes=2)
        async with asyncio.timeout(30):
            while not (sent := mail_written(mail)):
                await asyncio.sleep(0.1)
        assert sent.count("To: ") == 1
        assert "To: vera@example.org" in sent and f"/table/{made['table']}/" in sent
        # The worker is down while Vera's hour runs out; the one started afterwards still finds
        # her seat by its stored deadline.
        await asyncio.to_thread(stack.kill_worker, 0, False)
        clock.advance(hours=1)
        stack.start_again(0)
        board = await bob.reaches(start + 1, timeout=30)
        assert "vera ran out of time and forfeits." in board and "Game over" in board
        assert "Take my seat back" not in board
        await bob.socket.close()
