"""Fixtures the platform tests share."""
import pytest

from bots import pool


@pytest.fixture
def one_bot_process(monkeypatch):
    """Searches in a pool of one process, shut down after the test."""
    monkeypatch.setenv("TABLETOP_BOT_PROCESSES", "1")
    yield
    pool.shutdown()


@pytest.fixture(autouse=True)
def quick_password_hashing(settings):
    """Accounts in tests hash their passwords with a fast hasher: PBKDF2's million rounds cost a
    second a password on a busy machine, and what they protect here is nothing."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
