"""A seat token belongs to one person's tenure of a seat; a table created with bots only still
has a host; refused joins and creations leave no players behind."""
import pytest

from tabletop.models import Player, Table
from tests.integration.helpers import snapshot
from tests.integration.test_api import call, new_duel

pytestmark = pytest.mark.django_db


def open_table(client, seats=("human", "open")):
    status, created = call(client, "post", "/api/tables/", {
        "game": "tiny", "name": "Ann", "seats": [{"kind": k} for k in seats], "options": {"target": 10}})
    assert status == 200
    return created["table"]["id"], created["token"]


@pytest.mark.parametrize("who_leaves", ["the holder", "the host"])
def test_a_token_dies_with_its_tenure(client, who_leaves):
    """Bob joins seat 1 (token X) and the seat is opened again, by Bob or by the host; Cy takes it
    and the game starts: X reads nothing and plays nothing, and Cy's token is a new one."""
    table_id, ann = open_table(client)
    _status, bob = call(client, "post", f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Bob"})
    leave = {"kind": "open"} if who_leaves == "the holder" else {"kind": "open", "seat": 1}
    status, left = call(client, "post", f"/api/tables/{table_id}/seat/", leave,
                        bob["token"] if who_leaves == "the holder" else ann)
    assert status == 200 and left["seats"][1] == {**left["seats"][1], "kind": "open", "player": None}
    assert left["you"] == (None if who_leaves == "the holder" else 0)
    status, cy = call(client, "post", f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Cy"})
    assert status == 200 and cy["token"] != bob["token"]
    status, started = call(client, "post", f"/api/tables/{table_id}/start/", token=ann)
    assert status == 200
    # Ann moves, so seat 1 (Cy) owes the next move.
    call(client, "post", f"/api/tables/{table_id}/play/", {"version": started["version"], "option": "add:1"}, ann)
    before = snapshot(table_id)
    status, answer = call(client, "get", f"/api/tables/{table_id}/", token=bob["token"])
    assert (status, answer) == (403, {"error": "not_your_seat", "message": "That seat is not yours."})
    status, answer = call(client, "post", f"/api/tables/{table_id}/play/",
                          {"version": before[0], "option": "add:1"}, bob["token"])
    assert (status, answer["error"]) == (403, "not_your_seat")
    assert snapshot(table_id) == before
    status, mine = call(client, "get", f"/api/tables/{table_id}/", token=cy["token"])
    assert status == 200 and mine["you"] == 1 and mine["view"]["me"] == Table.objects.get(pk=table_id).state["seats"][1]


def test_a_seat_handed_to_a_bot_keeps_its_holder(client):
    """Handing your seat to a bot is not leaving it: the same token takes it back and plays."""
    table_id, ann, _bob, _version = new_duel(client)
    call(client, "post", f"/api/tables/{table_id}/seat/", {"kind": "bot"}, ann)
    status, back = call(client, "post", f"/api/tables/{table_id}/seat/", {"kind": "human"}, ann)
    assert status == 200 and back["you"] == 0
    status, played = call(client, "post", f"/api/tables/{table_id}/play/", {"version": back["version"], "option": "add:2"}, ann)
    assert status == 200 and played["view"]["scores"][0] == 2


def test_a_table_of_bots_has_its_creator_as_host(client):
    """Created through the API with bots only, a table comes with the host's token: only it
    starts the table (no token, a seat token of another table and a forged one are refused)."""
    status, created = call(client, "post", "/api/tables/", {
        "game": "tiny", "seats": [{"kind": "bot", "level": 0}, {"kind": "bot", "level": 0}]})
    assert status == 200 and created["seat"] is None and created["token"]
    table_id = created["table"]["id"]
    assert Table.objects.get(pk=table_id).host is not None
    _other_id, other_ann = open_table(client)
    for token, expect in [(None, 403), (other_ann, 403), ("forged", 403)]:
        status, answer = call(client, "post", f"/api/tables/{table_id}/start/", token=token)
        assert (status, answer["error"]) == (expect, "not_your_seat")
    status, started = call(client, "post", f"/api/tables/{table_id}/start/", token=created["token"])
    assert status == 200 and started["status"] == "active" and started["you"] is None


def test_refused_joins_and_tables_leave_no_players(client):
    """A join of a taken seat, of a missing seat or table, and a table the services refuse, create
    no Player rows."""
    table_id, _ann = open_table(client)
    call(client, "post", f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Bob"})
    players = Player.objects.count()
    for url, body in [(f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Cy"}),
                      (f"/api/tables/{table_id}/join/", {"seat": 7, "name": "Cy"}),
                      ("/api/tables/999999/join/", {"seat": 0, "name": "Cy"}),
                      ("/api/tables/", {"game": "no-such-game", "name": "Cy", "seats": [{"kind": "human"}]}),
                      ("/api/tables/", {"game": "tiny", "name": "Cy", "seats": [{"kind": "human"}] * 9})]:
        status, _answer = call(client, "post", url, body)
        assert 400 <= status < 500
    assert Player.objects.count() == players
