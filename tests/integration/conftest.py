"""Fixtures the platform tests share."""
import pytest

from bots import pool


@pytest.fixture
def one_bot_process(monkeypatch):
    """Searches in a pool of one process, shut down after the test."""
    monkeypatch.setenv("TABLETOP_BOT_PROCESSES", "1")
    yield
    pool.shutdown()

