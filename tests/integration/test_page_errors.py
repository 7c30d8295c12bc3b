"""Nothing fails silently: a seating the game refuses is refused at creation in words, a table
that cannot start says why, and anything unforeseen while handling a page's action (a socket
message, a form's POST, by htmx or not) tells the person so in their language and changes
nothing."""
import html

import pytest
from channels.db import database_sync_to_async
from django.urls import reverse

from games import registry
from tabletop import services
from tabletop.errors import BadMessage
from tabletop.forms import NewTableForm
from tabletop.models import Player, Seat, Table
from tests.integration.helpers import players, snapshot
from tests.integration.test_consumers import connect

TAPESTRY_SEATS = "Tapestry's automata play in 3 seats"
UNEXPECTED = "Something went wrong on the server, and nothing was changed."
UNEXPECTED_CS = "Na serveru se něco pokazilo a nic se nezměnilo."


@pytest.mark.django_db
def test_the_form_offers_tapestrys_solo_game_and_refuses_an_automaton_with_two_seats(client):
    form = NewTableForm(registry.get("tapestry"))
    assert [label for _v, label in form.fields["seats"].choices] == [
        "2 players", "3 players", "4 players", "5 players",
        "1 player + Automa + Shadow Empire", "2 players + Shadow Empire"]
    options = {name: field.initial for name, field in form.fields.items() if name.startswith("option_")}
    response = client.post(reverse("new_table", args=["tapestry"]), {
        **options, "name": "Ann", "seats": "2", "seat_0": "me", "seat_1": "automaton"})
    assert "Not a choice for this seat with the players chosen." in response.content.decode()
    assert not Table.objects.exists()
    response = client.post(reverse("new_table", args=["tapestry"]), {
        **options, "name": "Ann", "seats": "3-1", "seat_0": "me", "seat_1": "automaton", "seat_2": "automaton"})
    table = Table.objects.get()
    assert response["Location"] == reverse("table", args=[table.pk])
    assert [s.kind for s in table.seats.all()] == ["human", "automaton", "automaton"]


@pytest.mark.django_db
def test_creating_a_seating_the_game_refuses_says_why_and_creates_nothing():
    (ann,) = players("Ann")
    with pytest.raises(BadMessage, match=TAPESTRY_SEATS):
        services.create_table("tapestry", seats=[{"kind": "human"}, {"kind": "automaton"}], host=ann)
    with pytest.raises(BadMessage, match="Seat 4 cannot be played by an automaton."):
        services.create_table("hegemony", seats=[{"kind": "bot"}] * 3 + [{"kind": "automaton"}], host=ann)
    assert not Table.objects.exists()


def open_tapestry_with_bad_seats():
    """A Tapestry table of 2 seats, one an automaton, as the form made them before it asked the
    game (written past services, which refuses it now)."""
    (ann,) = players("Ann")
    table = services.create_table("tapestry", seats=[{"kind": "human"}, {"kind": "bot"}], host=ann)
    Seat.objects.filter(table=table, index=1).update(kind=Seat.Kind.AUTOMATON)
    return table, ann


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
@pytest.mark.parametrize("language, words", [("en", TAPESTRY_SEATS), ("cs", "Automaty hrají Tapestry na 3 místech")])
async def test_a_table_that_cannot_start_says_why_in_the_hosts_language(language, words):
    table, ann = await database_sync_to_async(open_tapestry_with_bad_seats)()
    before = await database_sync_to_async(snapshot)(table.pk)
    socket = await connect(table.pk, ann, language)
    await socket.send_json_to({"action": "start"})
    reply = html.unescape(await socket.receive_from(timeout=5))
    assert 'id="flash"' in reply and words in reply
    assert await database_sync_to_async(snapshot)(table.pk) == before
    await socket.disconnect()


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
@pytest.mark.parametrize("language, words", [("en", UNEXPECTED), ("cs", UNEXPECTED_CS)])
async def test_an_unforeseen_error_in_a_socket_message_is_told_and_the_socket_goes_on(language, words):
    """The faulty test game's setup slips when its table starts: the host is told, the table
    stays as it was, and the socket still answers."""
    (ann,) = await database_sync_to_async(players)("Ann")
    table = await database_sync_to_async(lambda: services.create_table(
        "tiny-faulty", seats=[{"kind": "human"}, {"kind": "bot"}], options={"target": 20}, host=ann))()
    before = await database_sync_to_async(snapshot)(table.pk)
    socket = await connect(table.pk, ann, language)
    await socket.send_json_to({"action": "start"})
    reply = html.unescape(await socket.receive_from(timeout=5))
    assert 'id="flash"' in reply and words in reply
    assert await database_sync_to_async(snapshot)(table.pk) == before
    await socket.send_json_to({"action": "seat", "seat": 1, "kind": "open"})
    replies = [await socket.receive_from(timeout=5) for _n in range(2)]  # the socket goes on:
    assert sorted('id="board"' in r for r in replies) == [False, True]  # the new board, the error cleared
    await socket.disconnect()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("htmx", [False, True])
def test_an_unforeseen_error_in_a_form_post_is_told_in_czech_and_creates_nothing(client, htmx):
    """The faulty test game's seat check slips (a KeyError) at the target of 5: the POST that
    would create its table creates nothing (the name given with it neither) and says so."""
    client.post(reverse("set_language"), {"language": "cs", "next": "/"})
    form_url = reverse("new_table", args=["tiny-faulty"])
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {"HTTP_REFERER": "http://testserver" + form_url}
    response = client.post(form_url, {"name": "Ann", "option_target": "0", "seats": "2", "seat_0": "me",
                                      "seat_1": "bot"}, **headers)
    assert not Table.objects.exists() and not Player.objects.exists()
    if htmx:
        assert response.status_code == 200 and response["HX-Retarget"] == "#flash"
        assert UNEXPECTED_CS in html.unescape(response.content.decode())
    else:
        assert response.status_code == 302 and response["Location"] == "http://testserver" + form_url
        assert UNEXPECTED_CS in html.unescape(client.get(response["Location"]).content.decode())


@pytest.mark.django_db
def test_the_table_page_offers_only_seat_changes_the_game_accepts():
    """Before the start the host may make a seat an automaton only where the seating that makes
    is one Tapestry accepts; a change sent anyway is refused in its words."""
    from tabletop import rendering

    def offered(table):
        table = Table.objects.get(pk=table.pk)
        return [row["kinds"] for row in rendering.board_context(table, rendering.Audience(0, True))["seats"]["rows"]]

    (ann,) = players("Ann")
    duel = services.create_table("tapestry", seats=[{"kind": "human"}, {"kind": "bot"}], host=ann)
    assert all("automaton" not in kinds for kinds in offered(duel))
    with pytest.raises(BadMessage, match=TAPESTRY_SEATS):
        services.set_seat_kind(duel.pk, 1, "automaton", ann)
    three = services.create_table("tapestry", seats=[{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}], host=ann)
    assert ["automaton" in kinds for kinds in offered(three)] == [True, True, True]
    services.set_seat_kind(three.pk, 2, "automaton", ann)  # two players + the Shadow Empire
    services.set_seat_kind(three.pk, 1, "automaton", ann)  # the solo game
    assert [s.kind for s in Table.objects.get(pk=three.pk).seats.all()] == ["human", "automaton", "automaton"]
    assert "automaton" not in offered(three)[0]  # three automata play no game
