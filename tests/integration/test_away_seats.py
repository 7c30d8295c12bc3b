"""Abandoned seats: a table's `away_minutes` hands a seat whose person leaves a decision open to a
bot until they take it back, told in the log. Time comes from a fake clock; nothing sleeps."""
import asyncio
from datetime import datetime, timedelta, timezone

import pytest
from arq import create_pool

from bots import worker as bot_worker
from tabletop import botqueue, services
from tabletop.errors import BadMessage
from tabletop.models import Move, Seat, Table, TableEvent
from tests.integration.helpers import players, tiny_table


class FakeClock:
    def __init__(self):
        self.now = datetime(2026, 11, 24, 12, 0, tzinfo=timezone.utc)

    def __call__(self):
        return self.now

    def advance(self, **delta):
        self.now += timedelta(**delta)


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(services, "clock", fake)
    return fake


def seat(table, index) -> Seat:
    return Seat.objects.get(table=table, index=index)


def told(table) -> list[tuple]:
    return list(TableEvent.objects.filter(table=table).values_list("kind", "seat", "player__name", "by__name", "minutes"))


@pytest.mark.django_db
def test_a_seat_left_undecided_past_the_limit_is_played_by_a_bot_until_taken_back(clock):
    """Ann leaves her decision open 5 minutes: a bot takes her seat (she keeps it), plays her turn,
    and the log tells it; she takes the seat back and plays on."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], away_minutes=5)
    clock.advance(minutes=4, seconds=59)
    assert services.take_over_absent_seats() == []
    clock.advance(seconds=1)
    version = Table.objects.get(pk=table.pk).version + 1
    assert services.take_over_absent_seats() == [(table.pk, version)]
    assert (seat(table, 0).kind, seat(table, 0).player) == ("bot", ann)
    assert Table.objects.get(pk=table.pk).bot_turn
    assert told(table) == [("away", 0, "Ann", None, 5)]
    assert bot_worker.take_turn(table.pk, version) == "played"
    assert Move.objects.get(table=table).by_bot
    services.set_seat_kind(table.pk, 0, "human", ann)
    assert seat(table, 0).kind == "human"
    assert told(table)[-1] == ("taken_back", 0, "Ann", "Ann", None)


@pytest.mark.django_db
def test_without_a_limit_nobody_is_replaced(clock):
    """A table without away_minutes waits for its people however long they take."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    clock.advance(days=30)
    assert services.take_over_absent_seats() == [] and seat(table, 0).kind == "human"


@pytest.mark.django_db
def test_only_the_seat_that_owes_a_decision_runs_out_of_time(clock):
    """Bob, who owes nothing, is never replaced; his time starts when Ann's move asks him."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], away_minutes=5)
    clock.advance(minutes=4)
    services.play(table.pk, 0, Table.objects.get(pk=table.pk).version, "add:1", player=ann)
    clock.advance(minutes=4, seconds=59)
    assert services.take_over_absent_seats() == []
    clock.advance(seconds=1)
    assert len(services.take_over_absent_seats()) == 1
    assert [seat(table, i).kind for i in (0, 1)] == ["human", "bot"]


@pytest.mark.django_db
def test_taking_the_seat_back_gives_the_full_time_again(clock):
    """Back before the bot moved, Ann owes the decision again with a fresh 5 minutes."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], away_minutes=5)
    clock.advance(minutes=5)
    services.take_over_absent_seats()
    clock.advance(minutes=1)
    services.set_seat_kind(table.pk, 0, "human", ann)
    clock.advance(minutes=4, seconds=59)
    assert services.take_over_absent_seats() == []
    clock.advance(seconds=1)
    assert len(services.take_over_absent_seats()) == 1


@pytest.mark.django_db
def test_the_limit_must_be_a_number_of_minutes():
    """A bad away_minutes is refused and creates nothing."""
    for bad in (0, -5, "5", True, 10 ** 6):
        with pytest.raises(BadMessage):
            services.create_table("tiny", seats=[{"kind": "bot"}] * 2, away_minutes=bad)
    assert not Table.objects.exists()


@pytest.mark.redis
def test_the_workers_sweep_hands_an_overdue_seat_to_a_bot_and_queues_its_turn(clock, transactional_db, settings):
    """The sweep notices the overdue seat; the bot's turn is on the queue after the commit."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], away_minutes=2)
    clock.advance(minutes=3)

    async def sweep_and_look():
        pool = await create_pool(botqueue.redis_settings(), default_queue_name=settings.BOT_QUEUE)
        try:
            await bot_worker.sweep({"redis": pool})
            version = await asyncio.to_thread(lambda: Table.objects.get(pk=table.pk).version)
            key = f"arq:job:{botqueue.job_id(table.pk, version)}"
            queued = await pool.exists(key)
            await pool.delete(settings.BOT_QUEUE, key)
            return queued
        finally:
            await pool.aclose()

    assert asyncio.run(sweep_and_look())
    assert seat(table, 0).kind == "bot" and told(table) == [("away", 0, "Ann", None, 2)]
