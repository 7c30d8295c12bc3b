"""The whole log: the board keeps the newest lines only, the log's page has every one from the
first, for a seat and a spectator alike, with the board's audience filtering (a card drawn
reads with its face to the one who drew it only) and the seat changes in their places."""
import html
import re

import pytest
from django.urls import reverse

from tabletop import services, views
from tabletop.models import Table
from tests.integration.helpers import players, session_cookie, tiny_table

pytestmark = pytest.mark.django_db


def long_game():
    """Ann and Bob race to 20 one point at a time (about 40 moves, 80 lines a seat sees); Bob
    hands his seat to a bot after his first move and takes it back."""
    ann, bob, cy = players("Ann", "Bob", "Cy")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=20)
    seat = 0
    while Table.objects.get(pk=table.pk).status == Table.Status.ACTIVE:
        version = Table.objects.get(pk=table.pk).version
        services.play(table.pk, seat, version, "add:1", player=(ann, bob)[seat])
        if version == table.version + 1:
            services.set_seat_kind(table.pk, 1, "bot", bob)
            services.set_seat_kind(table.pk, 1, "human", bob)
        seat = 1 - seat
    return Table.objects.get(pk=table.pk), ann, bob, cy


def log_page(client, table, who=None, page=1) -> str:
    if who is not None:
        client.cookies.load(session_cookie(who).decode())
    response = client.get(reverse("table_log", args=[table.pk]), {"page": page})
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def lines_of(page: str) -> list[str]:
    return re.findall(r"<li[^>]*>(.*?)</li>", page.split('class="whole-log', 1)[1].split("</ol>", 1)[0])


def test_a_seat_and_a_spectator_read_the_log_from_its_first_line_with_the_boards_filtering(client, monkeypatch):
    monkeypatch.setattr(views, "LOG_PAGE", 1000)
    table, ann, bob, cy = long_game()
    board = html.unescape(client.get(reverse("table", args=[table.pk])).content.decode())
    board_lines = re.findall(r"<li[^>]*>(.*?)</li>", board.split('class="log-lines"', 1)[1])
    assert "started (seats: 2)" not in board_lines and len(board_lines) < 70  # the board keeps the newest
    for name, who in (("cy", cy), ("ann", ann), ("bob", bob)):
        client.cookies.clear()
        lines = lines_of(log_page(client, table, who))
        assert lines[0] == "started (seats: 2)" and lines[1].startswith("added (seat: Ann, n: 1"), name
        if name == "cy":  # the spectators' board (a guest's) ends as the spectators' whole log does
            assert len(lines) > len(board_lines) and lines[-len(board_lines):] == board_lines
        faces = [re.search(r"drew \(seat: (\w+), card: (\d+)\)", line) for line in lines]
        seen = {m.group(1) for m in faces if m}
        # a card's face only to the seat that drew it; everyone else reads that a card was drawn
        assert seen == ({"Ann"} if name == "ann" else {"Bob"} if name == "bob" else set()), name
        assert any(re.search(r"drew \(seat: (Ann|Bob), count: 1\)", line) for line in lines), name
        assert lines.index("Bob leaves the table; a bot plays their seat.") < 8, name
    # In pages, from the oldest: the last page for a page past it, the first for no number.
    monkeypatch.setattr(views, "LOG_PAGE", 30)
    first, second = log_page(client, table, page=1), log_page(client, table, page=2)
    assert lines_of(first)[0] == "started (seats: 2)" and len(lines_of(first)) == 30
    assert 'start="31"' in second and "Lines 31–60 of 81" in second and 'href="?page=3" rel="next"' in second
    assert lines_of(log_page(client, table, page=99)) == lines_of(log_page(client, table, page=3))
    assert lines_of(log_page(client, table, page="x")) == lines_of(first)


def test_an_open_tables_log_is_empty_and_a_missing_table_is_not_found(client):
    (ann,) = players("Ann")
    table = tiny_table("human", "bot", host=ann, start=False)
    assert "Nothing yet." in client.get(reverse("table_log", args=[table.pk])).content.decode()
    assert client.get(reverse("table_log", args=[987654])).status_code == 404
