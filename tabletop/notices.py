"""Your-turn emails: a person who asked for them (Player.turn_emails, on their profile) gets one
when a decision has waited on them settings.TABLETOP_TURN_EMAIL_AFTER seconds, with a link
straight to the table; then no more from that table until they have acted (Seat.turn_mailed,
cleared by their move: tabletop.clocks).

The bot worker's sweep sends them, so a restart loses none: `claim` marks the seats and builds
the messages in the database thread, `send` talks to the mail server outside it, and a failed
send gives the seats back to the next sweep. Mail goes through Django's email framework
(settings.EMAIL_BACKEND), so any SMTP server works.
"""
from __future__ import annotations

import asyncio
import logging
from datetime import timedelta

from channels.db import database_sync_to_async
from django.conf import settings
from django.core.mail import EmailMessage, get_connection
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext_noop as _

from games import registry
from tabletop import services
from tabletop.i18n import translate
from tabletop.models import Seat, Table

log = logging.getLogger(__name__)

BATCH = 50  # emails one sweep sends at most; the next sweep sends the rest


def claim() -> list[tuple[int, EmailMessage]]:
    """Mark every seat whose person is owed a your-turn email as mailed, and build the emails:
    (seat id, message) each. A seat claimed by another worker meanwhile is left to it."""
    cutoff = services.clock() - timedelta(seconds=settings.TABLETOP_TURN_EMAIL_AFTER)
    due = (Seat.objects.filter(kind=Seat.Kind.HUMAN, turn_mailed=False, asked_at__lte=cutoff,
                               table__status=Table.Status.ACTIVE, player__turn_emails=True,
                               player__user__isnull=False)
           .exclude(player__user__email="").select_related("table", "player__user")[:BATCH])
    claimed = []
    for seat in due:
        if Seat.objects.filter(pk=seat.pk, turn_mailed=False, asked_at=seat.asked_at).update(turn_mailed=True):
            claimed.append((seat.pk, message(seat)))
    return claimed


def message(seat: Seat) -> EmailMessage:
    table, user = seat.table, seat.player.user
    with translation.override(settings.LANGUAGE_CODE):
        game = translate(registry.get(table.game).name)
        link = settings.SITE_URL + reverse("table", args=[table.pk])
        profile = settings.SITE_URL + reverse("profile", args=[user.get_username()])
        subject = translate(_("Your turn: {game} #{table}"), {"game": game, "table": table.pk})
        body = "\n\n".join([
            translate(_("Hello {name},"), {"name": seat.player.name}),
            translate(_("a decision waits on you at {game} #{table}:"), {"game": game, "table": table.pk}),
            link,
            translate(_("This is the only email about this table until you have played. You asked for these "
                        "emails; turn them off on your profile: {profile}"), {"profile": profile}),
        ])
    return EmailMessage(subject, body + "\n", to=[user.email])


def send(claimed: list[tuple[int, EmailMessage]]) -> list[int]:
    """Send the claimed emails (no database here: this may wait on the mail server); returns the
    seats whose email could not go, which `unclaim` gives back."""
    if not claimed:
        return []
    try:
        with get_connection() as connection:
            connection.send_messages([m for _seat, m in claimed])
    except Exception:
        log.exception("could not send %d your-turn email(s); the next sweep tries again", len(claimed))
        return [seat for seat, _m in claimed]
    return []


def unclaim(seat_ids: list[int]) -> None:
    Seat.objects.filter(pk__in=seat_ids).update(turn_mailed=False)


async def deliver() -> int:
    """Claim, send and give back what failed, the mail server waited on outside the database
    thread (the bot worker's sweep); returns how many emails went."""
    claimed = await database_sync_to_async(claim)()
    if not claimed:
        return 0
    failed = await asyncio.to_thread(send, claimed)
    if failed:
        await database_sync_to_async(unclaim)(failed)
    return len(claimed) - len(failed)
