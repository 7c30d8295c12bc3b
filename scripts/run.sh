#!/usr/bin/env bash
# Daphne and one bot worker, over the project's Redis (scripts/redis-up.sh starts one on
# REDIS_URL's port unless one answers there). Ctrl-C or SIGTERM stops what this script started:
# Daphne, the worker and that Redis; a Redis that was up before is left running. The worker is
# started again whenever it exits (it rides out Redis outages itself; this covers anything else).
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6390/0}
# Bot searches run in a pool of this many processes (bots/pool.py): one per core.
# Mail (password resets, your-turn notices) goes to files under .run/mail unless a real server
# is set (README, Hosting).
export DJANGO_EMAIL_BACKEND=${DJANGO_EMAIL_BACKEND:-django.core.mail.backends.filebased.EmailBackend}
export TABLETOP_SITE_URL=${TABLETOP_SITE_URL:-http://$HOST:$PORT}
export TABLETOP_BOT_PROCESSES=${TABLETOP_BOT_PROCESSES:-$(nproc 2>/dev/null || echo 2)}
mkdir -p .run
STARTED=.run/redis-started-by-run-$$.pid  # the pid of the Redis started for this run, if one was
WEB="" KEEPER=""
stop() {
  trap - INT TERM EXIT
  for pid in $WEB $KEEPER; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
  if [ -s "$STARTED" ]; then
    redis=$(cat "$STARTED")
    kill -TERM "$redis" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$redis" 2>/dev/null || break; sleep 0.1; done
    echo "redis stopped"
  fi
  rm -f "$STARTED"
}
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM
trap stop EXIT
scripts/redis-up.sh "$STARTED"
(
  child=""
  trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; wait; exit 0' TERM INT
  while true; do
    .venv/bin/python manage.py botworker & child=$!
    wait "$child" || true
    echo "bot worker exited; starting it again in 1 s" >&2
    sleep 1
  done
) &
KEEPER=$!
echo "Tabletop is at http://$HOST:$PORT/"
.venv/bin/daphne -b "$HOST" -p "$PORT" tabletop.asgi:application &
WEB=$!
wait "$WEB" || true
