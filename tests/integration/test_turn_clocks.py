"""Turn-based tables: a time per move and a time bank per seat; a seat out of time goes to a bot
or forfeits, as the table's creator chose. Time comes from a fake clock; nothing sleeps."""
import json
from datetime import datetime, timedelta

import pytest
from django.urls import reverse

from bots import worker as bot_worker
from tabletop import rendering, services
from tabletop.errors import BadMessage, NotAllowed
from tabletop.models import Table
from tests.integration.helpers import page_text, players
from tests.integration.test_away_seats import FakeClock, seat, told

HOUR = 60
DAY = 24 * 60


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(services, "clock", fake)
    return fake


def turn_table(*kinds, host, joiners=(), move=12 * HOUR, bank=DAY, on_timeout="bot", game="tiny"):
    """A started tiny-game table, turn-based: "human" seats go to the host, then the joiners."""
    humans = [host, *joiners]
    table = services.create_table(game, seats=[{"kind": "open" if k == "human" else k, "level": 0} for k in kinds],
                                  host=host, move_minutes=move, bank_minutes=bank, on_timeout=on_timeout)
    for index, kind in enumerate(kinds):
        if kind == "human":
            services.join_seat(table.pk, index, humans.pop(0))
    services.start_table(table.pk, host)
    return Table.objects.get(pk=table.pk)


def play(table, index, who, option="add:1"):
    services.play(table.pk, index, Table.objects.get(pk=table.pk).version, option, player=who)


@pytest.mark.django_db
def test_a_move_within_its_time_keeps_the_bank_and_a_slow_one_draws_on_it(clock):
    """12 h per move, a day of bank: Ann moves in 11 h (bank whole), Bob in 15 h (3 h drawn);
    Ann's deadline is then 12 h + her whole bank from Bob's move."""
    ann, bob = players("Ann", "Bob")
    table = turn_table("human", "human", host=ann, joiners=[bob])
    assert seat(table, 0).overdue_at == clock.now + timedelta(hours=12 + 24)
    assert seat(table, 1).overdue_at is None and seat(table, 1).bank_seconds == DAY * 60
    clock.advance(hours=11)
    play(table, 0, ann)
    assert seat(table, 0).bank_seconds == DAY * 60 and seat(table, 0).overdue_at is None
    clock.advance(hours=15)
    play(table, 1, bob)
    assert seat(table, 1).bank_seconds == (DAY - 3 * HOUR) * 60
    assert seat(table, 0).overdue_at == clock.now + timedelta(hours=36)


@pytest.mark.django_db
def test_taking_a_move_back_gives_back_its_time_but_never_more(clock):
    """Ann moves 3 h into her hour (2 h from her bank), then takes it back: her bank is whole
    again and her deadline is where it was; moving and taking back again gains her nothing."""
    ann, bob = players("Ann", "Bob")
    table = turn_table("human", "human", host=ann, joiners=[bob], move=HOUR, game="tiny-quiet")
    deadline = seat(table, 0).overdue_at
    clock.advance(hours=3)
    play(table, 0, ann)
    assert seat(table, 0).bank_seconds == (DAY - 2 * HOUR) * 60
    for _again in range(2):
        clock.advance(minutes=10)
        services.undo(table.pk, 0, Table.objects.get(pk=table.pk).version, player=ann)
        assert (seat(table, 0).bank_seconds, seat(table, 0).overdue_at) == (DAY * 60, deadline)
        play(table, 0, ann)
    assert seat(table, 0).bank_seconds == (DAY - 2 * HOUR - 20) * 60


@pytest.mark.django_db
def test_out_of_time_a_bot_takes_the_seat_until_its_person_takes_it_back(clock):
    """Ann lets move time and bank run out: a bot plays her seat, told in the log; she takes it
    back with only the move's time, her bank spent."""
    ann, bob = players("Ann", "Bob")
    table = turn_table("human", "human", host=ann, joiners=[bob], move=HOUR, bank=HOUR)
    clock.advance(hours=1, minutes=59)
    assert services.take_over_absent_seats() == []
    clock.advance(minutes=1)
    [(table_id, version)] = services.take_over_absent_seats()
    assert (seat(table, 0).kind, seat(table, 0).player, seat(table, 0).bank_seconds) == ("bot", ann, 0)
    assert told(table) == [("timeout", 0, "Ann", None, None)]
    assert bot_worker.take_turn(table_id, version) == "played"
    play(table, 1, bob)
    services.set_seat_kind(table.pk, 0, "human", ann)
    assert seat(table, 0).overdue_at == clock.now + timedelta(hours=1)


@pytest.mark.django_db
def test_out_of_time_in_a_two_seat_game_the_player_forfeits_and_the_other_wins(clock):
    """The creator chose forfeit: the game ends with Bob's win, and Ann's seat is not hers to take back."""
    ann, bob = players("Ann", "Bob")
    table = turn_table("human", "human", host=ann, joiners=[bob], move=HOUR, bank=0, on_timeout="forfeit")
    play(table, 0, ann)
    clock.advance(hours=1)
    assert len(services.take_over_absent_seats()) == 1
    table.refresh_from_db()
    assert table.status == "finished" and not table.bot_turn
    assert services.game_of(table).result(table.state).winners == (0,)
    assert told(table) == [("forfeit", 1, "Bob", None, None)]
    assert seat(table, 1).forfeited and seat(table, 1).prompt_key == ""
    with pytest.raises(NotAllowed):
        services.set_seat_kind(table.pk, 1, "human", bob)


@pytest.mark.django_db
def test_where_the_rules_go_on_a_forfeited_seat_is_played_by_a_bot_to_the_end(clock):
    """Three seats: Ann forfeits, a bot plays her seat on and she cannot take it back: her board
    tells her so and offers no button for it."""
    ann, bob, cid = players("Ann", "Bob", "Cid")
    table = turn_table("human", "human", "human", host=ann, joiners=[bob, cid], move=HOUR, bank=0,
                       on_timeout="forfeit")
    clock.advance(hours=2)
    [(table_id, version)] = services.take_over_absent_seats()
    table.refresh_from_db()
    assert table.status == "active"
    assert (seat(table, 0).kind, seat(table, 0).forfeited) == ("bot", True)
    board = rendering.render_board(table, rendering.Audience(0, True), "en")
    assert "Your time ran out and you forfeited: a bot plays your seat to the end." in board
    assert "Take my seat back" not in board
    assert "Ann ran out of time and forfeits." in rendering.render_board(table, rendering.Audience(None, False), "en")
    assert bot_worker.take_turn(table_id, version) == "played"
    with pytest.raises(NotAllowed):
        services.set_seat_kind(table.pk, 0, "human", ann)


@pytest.mark.django_db
def test_a_clock_must_be_whole_minutes_within_a_month_and_a_known_timeout_rule():
    """Bad clock settings are refused and create nothing."""
    bots = [{"kind": "bot"}] * 2
    for bad in [{"move_minutes": 0}, {"move_minutes": "60"}, {"move_minutes": 31 * DAY},
                {"move_minutes": HOUR, "bank_minutes": -1}, {"bank_minutes": DAY},
                {"move_minutes": HOUR, "on_timeout": "explode"}]:
        with pytest.raises(BadMessage):
            services.create_table("tiny", seats=bots, **bad)
    assert not Table.objects.exists()


@pytest.mark.django_db
def test_the_seats_and_the_lobby_show_each_players_time(client, clock, settings):
    """The seat owing a move shows its deadline, every seat its bank; the lobby's My tables says
    how long Ann has left by the server's clock."""
    settings.TABLETOP_TEST_GAMES = True
    client.post(reverse("set_name"), {"name": "Ann"})
    client.post(reverse("new_table", args=["tiny"]), {
        "name": "Ann", "seats": "2", "option_target": "1", "seat_0": "me", "seat_1": "open",
        "pace": "turns", "move_minutes": str(12 * HOUR), "bank_minutes": str(DAY), "on_timeout": "bot"})
    table = Table.objects.get()
    assert (table.move_minutes, table.bank_minutes, table.on_timeout) == (12 * HOUR, DAY, "bot")
    bob, = players("Bob")
    services.join_seat(table.pk, 1, bob)
    services.start_table(table.pk, seat(table, 0).player)
    deadline = (clock.now + timedelta(hours=36)).strftime("%Y-%m-%d %H:%M UTC")
    page = page_text(client.get(reverse("table", args=[table.pk])))
    assert f"time until {deadline}" in page and page.count("bank 1 d 0 h") == 2
    clock.advance(hours=30, minutes=20)
    assert "5 h 40 min left" in page_text(client.get(reverse("lobby")))
    # Once Ann has moved, her My tables says how long the player it waits on has left.
    play(table, 0, seat(table, 0).player)
    clock.advance(hours=2)
    lobby = page_text(client.get(reverse("lobby")))
    assert "Bob: 1 d 10 h left" in lobby, lobby


@pytest.mark.django_db
def test_the_api_creates_a_turn_based_table_and_reads_each_seats_clock(client, clock):
    """The JSON API takes the clock with the new table and gives each seat's deadline and bank;
    a bad clock is refused with the field named."""
    def post(url, body, token=None):
        headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
        response = client.post(url, json.dumps(body), content_type="application/json", **headers)
        return response.status_code, response.json()

    status, created = post("/api/tables/", {"game": "tiny", "name": "Ann",
                                            "seats": [{"kind": "human"}, {"kind": "open"}],
                                            "move_minutes": 12 * HOUR, "bank_minutes": DAY, "on_timeout": "forfeit"})
    assert status == 200
    table_id, ann = created["table"]["id"], created["token"]
    assert post(f"/api/tables/{table_id}/join/", {"seat": 1, "name": "Bob"})[0] == 200
    status, started = post(f"/api/tables/{table_id}/start/", {}, ann)
    seats = started["seats"]
    assert [s["bank_seconds"] for s in seats] == [DAY * 60] * 2
    assert datetime.fromisoformat(seats[0]["deadline"]) == clock.now + timedelta(hours=36)
    assert seats[1]["deadline"] is None
    status, refused = post("/api/tables/", {"game": "tiny", "seats": [{"kind": "bot"}] * 2, "bank_minutes": DAY})
    assert status == 400 and refused["field"] == "bank_minutes"


@pytest.mark.django_db
def test_a_forfeit_rates_the_game_as_a_loss_like_any_end(clock):
    """Bob runs out of time and forfeits: the game is rated as Ann's win, once."""
    from tabletop.models import Rating, RatingChange
    from tests.integration.test_ratings import accounts
    ann, bob = accounts("Ann", "Bob")
    table = turn_table("human", "human", host=ann, joiners=[bob], move=HOUR, bank=0, on_timeout="forfeit")
    play(table, 0, ann)
    clock.advance(hours=1)
    services.take_over_absent_seats()
    rated = {r.user.username: r.rating for r in Rating.objects.filter(game="tiny")}
    assert rated["ann"] > 1500 > rated["bob"]
    assert RatingChange.objects.filter(table=table).count() == 2
