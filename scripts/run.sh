#!/usr/bin/env bash
# Daphne and one bot worker in the foreground; Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
# Bot searches run in a pool of this many processes (bots/pool.py): one per core.
export TABLETOP_BOT_PROCESSES=${TABLETOP_BOT_PROCESSES:-$(nproc 2>/dev/null || echo 2)}
.venv/bin/python manage.py botworker &
WORKER=$!
trap 'kill "$WORKER" 2>/dev/null || true' EXIT INT TERM
echo "Tabletop is at http://$HOST:$PORT/"
.venv/bin/daphne -b "$HOST" -p "$PORT" tabletop.asgi:application
