"""Real processes for integration tests: bot workers pointed at the test database, and a Redis
server of a test's own that it may stop and start."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import quote

from django.conf import settings
from django.db import connection

from tests.conftest import free_port, redis_answers, redis_server_binary

ROOT = Path(__file__).resolve().parents[2]


def test_database_url() -> str:
    """DATABASE_URL of the database this test runs on (the test copy, not the real one)."""
    db = connection.settings_dict
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{db['NAME']}"
    auth = quote(db["USER"] or "") + (":" + quote(db["PASSWORD"]) if db["PASSWORD"] else "")
    return f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


class Worker:
    """`manage.py botworker` in its own process group, logging to .run/."""

    def __init__(self, name: str = "worker", job_timeout: float = 2, sweep_every: int = 1, env: dict | None = None):
        self.log_path = ROOT / ".run" / f"test-{name}-{os.getpid()}.log"
        env = {**os.environ, "DATABASE_URL": test_database_url(), "TABLETOP_BOT_JOB_TIMEOUT": str(job_timeout),
               "TABLETOP_BOT_SWEEP_EVERY": str(sweep_every), "TABLETOP_EXTRA_GAMES": "tests.tinygame",
               "PYTHONUNBUFFERED": "1", "DJANGO_SECRET_KEY": settings.SECRET_KEY, **(env or {})}
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([sys.executable, "manage.py", "botworker"], cwd=ROOT, env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)

    def kill(self) -> None:
        """kill -9 the worker and anything it started."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        self.log.close()
        self.log_path.unlink(missing_ok=True)

    def output(self) -> str:
        return self.log_path.read_text()


def wait_for(condition, timeout: float, what: str, worker: Worker | None = None):
    """Poll until condition() is truthy; fail with the worker's log if it never is."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    log = worker.output()[-3000:] if worker else ""
    raise AssertionError(f"timed out after {timeout}s waiting for {what}\n{log}")


class OwnRedis:
    """A Redis server on its own port that a test may stop and start again (empty)."""

    def __init__(self):
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = None
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen([redis_server_binary(), "--port", str(self.port), "--bind", "127.0.0.1",
                                         "--save", "", "--appendonly", "no", "--dir", str(ROOT / ".run")],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: redis_answers(self.url), 10, "redis to start")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
