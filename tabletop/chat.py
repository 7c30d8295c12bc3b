"""A table's chat: short public lines from its players and, unless the host turned it off, its
spectators; stored with the table (models.ChatMessage) and shown in the replay.

A line is plain text: stripped of control characters, at most ChatMessage.MAX_LENGTH
characters, escaped where it is drawn (the templates escape every value), and counted per
player by tabletop.ratelimit. Nothing here ever reads a game's state: a chat line says only
what its writer typed. Bots do not chat: the only way in is a person's socket.

After the commit each change is published on the tables channel (tabletop.broadcast) as a
`chat` announcement, which every web process hands to its page sockets of the table (the
API's sockets carry no chat); each draws the line in its own language, with the Hide button
where its viewer may hide it.
"""
from __future__ import annotations

import unicodedata

from django.db import transaction
from django.utils.translation import gettext_noop as _

from tabletop import broadcast, ratelimit, services
from tabletop.errors import BadMessage, NotAllowed
from tabletop.models import ChatMessage, Player, Seat, Table

SHOWN = 100  # newest lines a table page shows


def line(message: ChatMessage) -> dict:
    """A message as its announcement and its templates take it (plain values only)."""
    return {"id": message.pk, "name": message.name, "seat": message.seat, "text": message.text,
            "hidden": message.hidden, "version": message.version}


def lines(table_id: int, limit: int | None = SHOWN, hidden: bool = True) -> list[dict]:
    """The table's newest lines, oldest first (hidden ones too where `hidden`, to show as such)."""
    found = ChatMessage.objects.filter(table_id=table_id).order_by("-id")
    if not hidden:
        found = found.filter(hidden=False)
    return [line(m) for m in reversed(found[:limit] if limit else found)]


def panel(table: Table, player: Player | None, seat: int | None, moderator: bool, oob: bool = False) -> dict:
    """The context of the chat panel (templates/tabletop/chat.html) for this viewer."""
    why_not = panel_refusal(table, player, seat)
    return {"chat": {"lines": lines(table.pk), "may_write": not why_not, "why_not": why_not,
                     "host": player is not None and table.host_id == player.pk,
                     "spectators": table.spectator_chat, "max_length": ChatMessage.MAX_LENGTH},
            "moderator": moderator, "oob": oob}


def panel_refusal(table: Table, player: Player | None, seat: int | None) -> str:
    """Why this viewer may not write now (a msgid), or "" if they may."""
    if player is None:
        return _("Give a name to chat.")
    if seat is None and not table.spectator_chat:
        return _("The host has turned off the spectators' chat.")
    return ""


def clean(text) -> str:
    """The text of a line as stored, or BadMessage: control characters (newlines included)
    become spaces, the ends are stripped, and nothing empty or too long passes."""
    if not isinstance(text, str):
        raise BadMessage(field="text")
    text = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in text).strip()
    if not text:
        raise BadMessage(_("Write something first."))
    if len(text) > ChatMessage.MAX_LENGTH:
        raise BadMessage(_("A chat message has at most {size} characters."), size=ChatMessage.MAX_LENGTH)
    return text


def may_moderate(table: Table, player: Player | None) -> bool:
    """The table's host and staff accounts may hide lines."""
    if player is None:
        return False
    return table.host_id == player.pk or (player.user_id is not None and player.user.is_staff)


def post(table_id, player: Player | None, text, *, address: str | None = None) -> ChatMessage:
    """Write a line for `player` at the table; a TabletopError (and nothing stored) if they may
    not: no name yet, a spectator while spectators' chat is off, a bad text, too many lines."""
    table = services.get_table(table_id)
    seat = None if player is None else Seat.objects.filter(table=table, player=player).values_list(
        "index", flat=True).first()
    why_not = panel_refusal(table, player, seat)
    if why_not:
        raise NotAllowed(why_not)
    text = clean(text)
    ratelimit.check(ratelimit.CHAT, player=player, address=address)
    with transaction.atomic():
        message = ChatMessage.objects.create(table=table, player=player, name=player.name, seat=seat, text=text,
                                             version=table.version)
        transaction.on_commit(lambda: broadcast.publish_chat(table.pk, line(message)), robust=True)
    return message


def hide(table_id, message_id, player: Player | None) -> ChatMessage:
    """Hide a line of the table (the host or staff only); hiding a hidden line changes nothing."""
    table = services.get_table(table_id)
    if not may_moderate(table, player):
        raise NotAllowed(_("Only the host can hide a message."))
    try:
        message = ChatMessage.objects.get(table=table, pk=int(message_id))
    except (ChatMessage.DoesNotExist, TypeError, ValueError):
        raise BadMessage(field="message") from None
    if not message.hidden:
        with transaction.atomic():
            message.hidden, message.hidden_by = True, player
            message.save(update_fields=["hidden", "hidden_by"])
            transaction.on_commit(lambda: broadcast.publish_chat(table.pk, line(message)), robust=True)
    return message


def set_spectator_chat(table_id, player: Player | None, allow) -> None:
    """The host turns the spectators' chat on or off."""
    table = services.get_table(table_id)
    if player is None or table.host_id != player.pk:
        raise NotAllowed(_("Only the host can do that."))
    if allow not in ("0", "1", 0, 1, True, False):
        raise BadMessage(field="allow")
    Table.objects.filter(pk=table.pk).update(spectator_chat=allow in ("1", 1, True))
