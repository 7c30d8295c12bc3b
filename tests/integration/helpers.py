"""Shared set-up for platform tests: players, tiny-game tables, snapshots of a table, a page's text."""
import re

from tabletop import services
from tabletop.models import Move, Player, Table
from tests.tinygame import TinyGame  # noqa: F401  (registers the test game)


def players(*names: str) -> list[Player]:
    return [Player.objects.create(name=name) for name in names]


def tiny_table(*seat_kinds: str, host: Player | None = None, joiners=(), target: int = 10, start: bool = True,
               away_minutes: int | None = None, deal: bool = True) -> Table:
    """A tiny-game table: "human" seats go to the host and then to `joiners`, in order; with
    deal=False the quiet variant, whose steps may be taken back."""
    humans = [host, *joiners]
    table = services.create_table("tiny" if deal else "tiny-quiet",
                                  seats=[{"kind": "open" if k == "human" else k, "level": 0} for k in seat_kinds],
                                  options={"target": target}, host=host, away_minutes=away_minutes)
    for index, kind in enumerate(seat_kinds):
        if kind == "human":
            services.join_seat(table.pk, index, humans.pop(0))
    if start:
        services.start_table(table.pk, host)
    table.refresh_from_db()
    return table


def snapshot(table_id: int) -> tuple:
    """Everything a refused message must leave untouched."""
    table = Table.objects.get(pk=table_id)
    return table.version, table.state, table.status, list(Move.objects.filter(table_id=table_id).values_list("version", "seat", "option", "undone_at_version"))


def session_cookie(player: Player | None) -> bytes:
    """A saved session that identifies `player` (None: an anonymous spectator)."""
    from django.contrib.sessions.backends.db import SessionStore

    from tabletop.players import SESSION_KEY

    session = SessionStore()
    if player is not None:
        session[SESSION_KEY] = player.pk
    session.save()
    return f"sessionid={session.session_key}".encode()


def characters(html: str) -> str:
    """HTML with its numeric character references read as the characters they stand for: the
    templates write every character beyond ASCII as one (tabletop.jinja2.ascii_only)."""
    return re.sub(r"&#(\d+);", lambda ref: chr(int(ref.group(1))), html)


def page_text(response) -> str:
    """A page's HTML, its character references read (`characters`)."""
    return characters(response.content.decode())


def mail_written(directory) -> str:
    """The emails Django's file backend wrote to `directory`, once the last is whole (it makes a
    file, then writes each message and a rule after it); "" until then."""
    from pathlib import Path

    text = "".join(path.read_text() for path in sorted(Path(directory).glob("*.log")))
    return text if text.endswith("-" * 79 + "\n") else ""
