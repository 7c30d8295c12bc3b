"""The bot worker against what Redis and the operating system do: a Redis restart, SIGTERM, and
a worker killed in the middle of a bot turn. Real worker processes, a real Redis of their own."""
import os
import signal
import time

import pytest

from tabletop import services
from tabletop.models import Move, Table
from tests import slowgame  # noqa: F401  (registers tiny-slow)
from tests.integration.helpers import tiny_table
from tests.integration.processes import Worker, wait_for
from tests.integration.test_worker import moves, replay

pytestmark = [pytest.mark.redis, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def workers(own_redis, other_processes_use_the_db):
    started = []

    def start(**kwargs) -> Worker:
        kwargs.setdefault("env", {"REDIS_URL": own_redis.url})
        started.append(Worker(name=f"survivor{len(started)}", **kwargs))
        return started[-1]

    yield start
    for worker in started:
        worker.stop()


def assert_played_once_each(table: Table) -> None:
    versions = [m[0] for m in moves(table.pk)]
    assert versions == list(range(table.version - len(versions) + 1, table.version + 1))  # no gap, no repeat
    assert replay(table) == table.state


def test_the_worker_rides_out_a_redis_restart(own_redis, workers):
    """Redis goes away for two seconds mid-game and comes back empty: the same worker process
    goes on (the sweep re-queues the turn Redis forgot) and the game ends with every move once."""
    worker = workers(sweep_every=1)
    table = tiny_table("bot", "bot", "bot", target=20)
    wait_for(lambda: Move.objects.filter(table=table).count() >= 3, 30, "a few bot moves", worker)
    own_redis.stop()
    time.sleep(2)
    own_redis.start()
    wait_for(lambda: Table.objects.get(pk=table.pk).status == "finished", 60, "the end of the game", worker)
    assert worker.process.poll() is None, worker.output()[-2000:]
    assert "Redis is unreachable" in worker.output()
    table.refresh_from_db()
    assert_played_once_each(table)


def test_sigterm_stops_the_worker_cleanly(own_redis, workers):
    """SIGTERM mid-game: the worker finishes what it runs and exits with status 0, well within
    its job timeout, with no CancelledError."""
    worker = workers(job_timeout=5)
    table = tiny_table("bot", "bot", "bot", target=20)
    wait_for(lambda: Move.objects.filter(table=table).count() >= 2, 30, "a few bot moves", worker)
    os.killpg(worker.process.pid, signal.SIGTERM)
    assert worker.process.wait(timeout=15) == 0, worker.output()[-2000:]
    assert "CancelledError" not in worker.output()
    table.refresh_from_db()
    assert_played_once_each(table)


def test_a_turn_in_flight_on_a_killed_worker_is_taken_over_in_seconds(own_redis, workers):
    """A worker is killed -9 in the middle of a long automaton turn; with the sweep too slow to
    help (a minute), another worker goes on within seconds (the in-progress lease), not after
    the job timeout + 10 s that arq waits by default, and no move is applied twice."""
    env = {"REDIS_URL": own_redis.url, "TABLETOP_EXTRA_GAMES": "tests.tinygame,tests.slowgame"}
    first = workers(job_timeout=20, sweep_every=59, env=env)
    wait_for(lambda: "bot worker ready" in first.output(), 30, "the first worker", first)
    table = services.create_table("tiny-slow", seats=[{"kind": "automaton"}] * 2, options={"target": 20})
    services.start_table(table.pk, None)
    wait_for(lambda: Move.objects.filter(table=table).count() >= 3, 30, "a few automaton moves", first)
    second = workers(job_timeout=20, sweep_every=59, env=env)
    wait_for(lambda: "bot worker ready" in second.output(), 30, "the second worker", second)
    first.kill()
    killed_at, count = time.monotonic(), Move.objects.filter(table=table).count()
    wait_for(lambda: Move.objects.filter(table=table).count() > count, 12, "the second worker to go on", second)
    assert time.monotonic() - killed_at < 12
    assert Table.objects.get(pk=table.pk).status == "active"  # it was mid-game: 40 decisions
    wait_for(lambda: Table.objects.get(pk=table.pk).status == "finished", 60, "the end of the game", second)
    table.refresh_from_db()
    assert_played_once_each(table)
