"""`make run`'s scripts stop what they started: Ctrl-C on scripts/run.sh (SIGINT to its whole
process group, as a terminal sends it) stops Daphne, the bot worker and the Redis the script
started, and a Redis that answered before is left running."""
import os
import signal
import socket
import subprocess
import time

from tests.conftest import ROOT, free_port, redis_answers


def answers(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def until(condition, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_ctrl_c_on_run_stops_daphne_the_worker_and_the_redis_it_started(tmp_path):
    redis_port, web_port = free_port(), free_port()
    url = f"redis://127.0.0.1:{redis_port}/0"
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env.update(REDIS_URL=url, HOST="127.0.0.1", PORT=str(web_port), TABLETOP_BOT_PROCESSES="1",
               DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", DJANGO_SECRET_KEY="tests-only-not-secret")
    run = subprocess.Popen(["scripts/run.sh"], cwd=ROOT, env=env, start_new_session=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert until(lambda: redis_answers(url) and answers(web_port), 60), "run.sh did not come up"
        redis_pid = int((ROOT / f".run/redis-{redis_port}.pid").read_text())
        os.killpg(run.pid, signal.SIGINT)  # Ctrl-C: the terminal signals the foreground group
        output = run.communicate(timeout=30)[0]
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert "redis stopped" in output, output
    assert not alive(redis_pid) and not redis_answers(url)
    assert not answers(web_port)
    assert not list((ROOT / ".run").glob(f"redis-started-by-run-{run.pid}.pid"))


def test_redis_up_names_no_redis_to_stop_when_one_was_up_already(tmp_path):
    """The tests' own Redis answers at REDIS_URL: redis-up.sh leaves it be and says it started none."""
    url = os.environ["REDIS_URL"]
    started = tmp_path / "started"
    done = subprocess.run(["scripts/redis-up.sh", str(started)], cwd=ROOT, env={**os.environ, "REDIS_URL": url},
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and "already up" in done.stdout
    assert not started.exists() and redis_answers(url)
