"""Rate limits per player and per address, counted in Redis so that every web process of an
installation shares them: creating tables, starting tables that only bots play, joining, chat
lines, asking for analyses, and what sends an email to an address someone typed (signing up,
asking for a password reset). An action the settings give no limit is not limited.

A limit is `count/seconds` (TABLETOP_RATE_LIMITS); each key's window opens at its first counted
request and expires by itself, so a burst is never split across a clock-aligned boundary (which
would let twice the limit through). If Redis does not answer, the request goes through: a lost limit is better
than a site that refuses everyone while Redis restarts.
"""
from __future__ import annotations

import logging

import redis
from django.conf import settings

from tabletop.errors import RateLimited

log = logging.getLogger(__name__)

CREATE, START_BOTS, JOIN, CHAT, ANALYSIS, ACCOUNTS = "create", "start_bots", "join", "chat", "analysis", "accounts"
_clients: dict[str, redis.Redis] = {}


def check(action: str, *, player=None, address: str | None = None) -> None:
    """Count one `action` for this player and this address; RateLimited if either is over."""
    limit = settings.TABLETOP_RATE_LIMITS.get(action)
    if limit is None:
        return
    count, seconds = limit
    whos = [f"player:{player.pk}"] if player is not None else []
    whos += [f"addr:{address}"] if address else []
    if not whos:
        return
    try:
        pipe = _client().pipeline()
        for who in whos:
            key = f"{settings.REDIS_NAMESPACE}:rate:{action}:{who}"
            pipe.set(key, 0, ex=seconds, nx=True)
            pipe.incr(key)
        counts = pipe.execute()[1::2]
    except (redis.RedisError, OSError):
        log.warning("rate limit %s not checked: Redis does not answer", action)
        return
    if max(counts) > count:
        raise RateLimited()


def address_of_request(request) -> str | None:
    return request.META.get("REMOTE_ADDR")


def address_of_scope(scope) -> str | None:
    client = scope.get("client")
    return client[0] if client else None


def _client() -> redis.Redis:
    url = settings.REDIS_URL
    if url not in _clients:
        _clients[url] = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
    return _clients[url]
