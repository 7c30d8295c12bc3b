"""Your-turn emails: opted into per account, one per table until the person has acted, with a
link to the table; sent by the worker's sweep through Django's email framework (read here from
the test outbox, and once through a real SMTP server on loopback)."""
import asyncio
import socket

import pytest
from aiosmtpd.controller import Controller
from arq import create_pool
from django.contrib.auth.models import User
from django.urls import reverse

from bots import worker as bot_worker
from tabletop import botqueue, notices, services
from tabletop.models import Player, Table
from tests.integration.helpers import players, tiny_table
from tests.integration.test_away_seats import FakeClock


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(services, "clock", fake)
    return fake


def account(name: str, emails: bool = True) -> Player:
    user = User.objects.create_user(name, f"{name}@example.org", "table-top-4-ever")
    return Player.objects.create(name=name, user=user, turn_emails=emails)


def deliver() -> int:
    return asyncio.run(notices.deliver())


def play(table, index, who, option="add:1"):
    services.play(table.pk, index, Table.objects.get(pk=table.pk).version, option, player=who)


@pytest.mark.django_db(transaction=True)
def test_one_email_per_table_until_the_player_has_acted(clock, mailoutbox, settings):
    """Vera's decision waits a minute: one email, to her address, with the table's link; no
    second while she has not played; after her move and a new wait, the next one."""
    settings.SITE_URL = "https://tabletop.example"
    vera, bob = account("vera"), account("bob", emails=False)
    table = tiny_table("human", "human", host=vera, joiners=[bob])
    clock.advance(seconds=59)
    assert deliver() == 0
    clock.advance(seconds=1)
    assert deliver() == 1 and deliver() == 0
    [mail] = mailoutbox
    assert mail.to == ["vera@example.org"] and mail.subject == f"Your turn: Tiny race #{table.pk}"
    assert f"https://tabletop.example/table/{table.pk}/" in mail.body
    assert "https://tabletop.example/players/vera/" in mail.body
    play(table, 0, vera)
    clock.advance(hours=1)
    assert deliver() == 0  # bob did not ask for emails
    play(table, 1, bob)
    clock.advance(minutes=1)
    assert deliver() == 1 and len(mailoutbox) == 2


@pytest.mark.django_db(transaction=True)
def test_emails_are_off_by_default_and_the_profile_turns_them_on(client, clock, mailoutbox):
    """A new account gets no email until its person ticks the box on their profile; guests none."""
    client.post(reverse("signup"), {"username": "ann", "email": "ann@example.org",
                                    "password1": "table-top-4-ever", "password2": "table-top-4-ever"})
    ann = Player.objects.get(user__username="ann")
    guest, = players("Guest")
    tiny_table("human", "human", host=guest, joiners=[ann])
    table = tiny_table("human", "human", host=ann, joiners=[guest])
    clock.advance(hours=1)
    assert not ann.turn_emails and deliver() == 0
    client.post(reverse("notices"), {"turn_emails": "on"})
    assert Player.objects.get(pk=ann.pk).turn_emails
    assert deliver() == 1 and mailoutbox[0].to == ["ann@example.org"]
    assert f"/table/{table.pk}/" in mailoutbox[0].body


@pytest.mark.redis
def test_the_workers_sweep_sends_the_email(clock, transactional_db, mailoutbox, settings):
    """The bot worker's sweep is what sends them."""
    vera, bob = account("vera"), account("bob")
    tiny_table("human", "human", host=vera, joiners=[bob])
    clock.advance(minutes=5)

    async def sweep():
        pool = await create_pool(botqueue.redis_settings(), default_queue_name=settings.BOT_QUEUE)
        try:
            await bot_worker.sweep({"redis": pool})
        finally:
            await pool.aclose()

    asyncio.run(sweep())
    assert [m.to for m in mailoutbox] == [["vera@example.org"]]


class Received:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append((envelope.rcpt_tos, envelope.content.decode()))
        return "250 OK"


@pytest.mark.django_db(transaction=True)
def test_the_email_goes_through_a_real_smtp_server(clock, settings):
    """Django's SMTP backend hands the email to an SMTP server on loopback; a server that does not
    answer leaves the seat to the next sweep."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT, settings.EMAIL_TIMEOUT = "127.0.0.1", port, 5
    vera, bob = account("vera"), account("bob")
    table = tiny_table("human", "human", host=vera, joiners=[bob])
    clock.advance(minutes=2)
    assert deliver() == 0  # nothing listens yet
    received = Received()
    controller = Controller(received, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        assert deliver() == 1
    finally:
        controller.stop()
    [(to, content)] = received.messages
    assert to == ["vera@example.org"] and f"Subject: Your turn: Tiny race #{table.pk}" in content
    assert f"/table/{table.pk}/" in content
