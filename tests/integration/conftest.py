"""Fixtures the platform tests share."""
import pytest

from bots import pool
from tests.integration.processes import Worker


@pytest.fixture
def one_bot_process(monkeypatch):
    """Searches in a pool of one process, shut down after the test."""
    monkeypatch.setenv("TABLETOP_BOT_PROCESSES", "1")
    yield
    pool.shutdown()


@pytest.fixture
def worker(transactional_db, other_processes_use_the_db):
    """Starts bot workers (`worker(**Worker's arguments)`) on the test database; stops them after the test."""
    workers = []

    def start(**kwargs) -> Worker:
        workers.append(Worker(name=f"worker{len(workers)}", **kwargs))
        return workers[-1]

    yield start
    for w in workers:
        w.stop()
