#!/usr/bin/env bash
# Daphne and one bot worker; Ctrl-C or SIGTERM stops both. The worker is started again whenever
# it exits (it rides out Redis outages itself; this covers anything else).
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
# Bot searches run in a pool of this many processes (bots/pool.py): one per core.
# Mail (password resets, your-turn notices) goes to files under .run/mail unless a real server
# is set (README, Hosting).
export DJANGO_EMAIL_BACKEND=${DJANGO_EMAIL_BACKEND:-django.core.mail.backends.filebased.EmailBackend}
export TABLETOP_SITE_URL=${TABLETOP_SITE_URL:-http://$HOST:$PORT}
export TABLETOP_BOT_PROCESSES=${TABLETOP_BOT_PROCESSES:-$(nproc 2>/dev/null || echo 2)}
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
stop() { kill -TERM "$WEB" "$KEEPER" 2>/dev/null || true; }
trap stop INT TERM
wait "$WEB" || true
stop
wait
