#!/usr/bin/env bash
# Daphne and one bot worker in the foreground; Ctrl-C stops both. The worker is started again
# whenever it exits (it rides out Redis outages itself; this covers anything else).
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
(
  trap 'kill -TERM "$child" 2>/dev/null; wait "$child"; exit 0' TERM INT
  while true; do
    .venv/bin/python manage.py botworker & child=$!
    wait "$child" || true
    echo "bot worker exited; starting it again in 1 s" >&2
    sleep 1
  done
) &
KEEPER=$!
trap 'kill -TERM "$KEEPER" 2>/dev/null || true; wait "$KEEPER" 2>/dev/null || true' EXIT INT TERM
echo "Tabletop is at http://$HOST:$PORT/"
.venv/bin/daphne -b "$HOST" -p "$PORT" tabletop.asgi:application
