"""Rate limits in Redis, per address and per player: table creation (API and form), starting a
table only bots play, and joining (API and the table page's socket)."""
import itertools

import pytest
from channels.db import database_sync_to_async
from django.test import override_settings

from tabletop.models import Player, Table
from tests.integration.helpers import players, tiny_table
from tests.integration.test_api import call
from tests.integration.test_consumers import connect

pytestmark = [pytest.mark.redis]
LIMITS = {"create": (3, 60), "start_bots": (2, 60), "join": (2, 60)}
LIMITED = {"error": "rate_limited", "message": "Too many requests; try again in a minute."}


def create(client, address, seats=("human", "open")):
    return call(client, "post", "/api/tables/", {"game": "tiny", "name": "Ann", "seats": [{"kind": k, "level": 0} for k in seats]},
                REMOTE_ADDR=address)


ADDRESSES = itertools.count(1)


@pytest.fixture(autouse=True)
def fresh_counters(settings):
    """Counters of earlier tests (same player ids, same minute) would count against these."""
    from tabletop import ratelimit

    client = ratelimit._client()
    for key in client.scan_iter(f"{settings.REDIS_NAMESPACE}:rate:*"):
        client.delete(key)


@pytest.fixture
def limited():
    # Each test counts from an address of its own, so no other test's requests share its
    # counters (a hash of the test's name could collide: string hashes change per process).
    with override_settings(TABLETOP_RATE_LIMITS=LIMITS):
        yield f"192.0.2.{next(ADDRESSES)}"


@pytest.mark.django_db
def test_table_creation_is_limited_per_address(client, limited):
    """The fourth table in a minute from one address is refused, and no Player is left behind;
    another address still creates."""
    for _ in range(3):
        assert create(client, limited)[0] == 200
    tables, people = Table.objects.count(), Player.objects.count()
    assert create(client, limited) == (429, LIMITED)
    assert (Table.objects.count(), Player.objects.count()) == (tables, people)
    assert create(client, "198.51.100.7")[0] == 200


@pytest.mark.django_db
def test_starting_bot_only_tables_is_limited(client, limited):
    """Tables only bots play start twice a minute per host and address; a table with people is
    not counted."""
    tokens = [create(client, limited, ("bot", "bot"))[1]["token"] for _ in range(3)]
    starts = [call(client, "post", f"/api/tables/{Table.objects.get(host_token=t).pk}/start/", token=t,
                   REMOTE_ADDR=limited) for t in tokens]
    assert [s for s, _ in starts] == [200, 200, 429] and starts[2][1] == LIMITED
    assert Table.objects.get(host_token=tokens[2]).status == "open"


@pytest.mark.django_db
def test_joins_are_limited_per_address(client, limited):
    table_ids = [create(client, "198.51.100.8", ("human", "open"))[1]["table"]["id"] for _ in range(3)]
    answers = [call(client, "post", f"/api/tables/{t}/join/", {"seat": 1, "name": "Bob"}, REMOTE_ADDR=limited)
               for t in table_ids]
    assert [s for s, _ in answers] == [200, 200, 429] and answers[2][1] == LIMITED
    assert Table.objects.get(pk=table_ids[2]).seats.get(index=1).kind == "open"


@pytest.mark.django_db
def test_the_new_table_form_is_limited(client, limited):
    data = {"name": "Ann", "seats": "2", "seat_0": "me", "seat_1": "bot", "option_target": "0"}
    statuses = [client.post("/new/tiny/", data, REMOTE_ADDR=limited).status_code for _ in range(4)]
    assert statuses == [302, 302, 302, 200]
    assert "Too many requests" in client.post("/new/tiny/", data, REMOTE_ADDR=limited).content.decode()


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_joins_over_the_page_socket_are_limited_per_player():
    with override_settings(TABLETOP_RATE_LIMITS=LIMITS):
        ann, bob = await database_sync_to_async(players)("Ann", "Bob")
        tables = [await database_sync_to_async(tiny_table)("human", "open", host=ann, start=False) for _ in range(3)]
        replies = []
        for table in tables:
            socket = await connect(table.pk, bob)
            await socket.send_json_to({"action": "join", "seat": 1})
            replies.append(await socket.receive_from(timeout=5))
            await socket.disconnect()
        assert ["Too many requests" in reply for reply in replies] == [False, False, True]


@pytest.mark.django_db
def test_a_window_opens_at_the_first_request_and_closes_by_itself(settings):
    """A burst is counted whole (a clock-aligned window could split it and let twice the limit
    through), and the count is gone once the window has passed."""
    import time

    from tabletop import ratelimit
    from tabletop.errors import RateLimited

    settings.TABLETOP_RATE_LIMITS = {"join": (2, 1)}
    address = f"192.0.2.{next(ADDRESSES)}"
    ratelimit.check("join", address=address)
    ratelimit.check("join", address=address)
    with pytest.raises(RateLimited):
        ratelimit.check("join", address=address)
    time.sleep(1.2)
    ratelimit.check("join", address=address)


@pytest.mark.django_db
def test_sign_ups_and_password_resets_from_one_address_are_limited(client, settings, mailoutbox):
    """What emails an address someone typed counts per address: past the limit the form says
    so, and no account is made nor email sent."""
    from django.contrib.auth.models import User

    settings.TABLETOP_RATE_LIMITS = {"accounts": (2, 60)}
    address = f"192.0.2.{next(ADDRESSES)}"
    User.objects.create_user("vera", "vera@example.org", "table-top-4-ever")
    for name in ("ann", "bob", "cid"):
        page = client.post("/accounts/signup/", {"username": name, "email": f"{name}@example.org",
                                                 "password1": "table-top-4-ever", "password2": "table-top-4-ever"},
                           REMOTE_ADDR=address)
        client.post("/accounts/logout/")
    assert "Too many requests" in page.content.decode()
    assert sorted(User.objects.values_list("username", flat=True)) == ["ann", "bob", "vera"]
    page = client.post("/accounts/password/reset/", {"email": "vera@example.org"}, REMOTE_ADDR=address)
    assert "Too many requests" in page.content.decode() and mailoutbox == []
