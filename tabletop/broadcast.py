"""How a new version of a table reaches every open socket: rendered once per audience, for all
processes, by the process that committed it.

The committer has the new table in hand. After the commit it renders the payload of every
audience someone watches (`watch:<table>` in Redis: the board partial per seat, host flag and
language; the API's JSON per seat and language), stores each under
`view:<table>:<audience>`, with a board's delta from the version before under
`delta:<table>:<audience>` (tabletop.pieces: the pieces that changed), each written over the
version before's and headed by its version (`stamped`): Redis holds one payload and one delta
per table and audience however fast the table moves. A finished table's last ones live
FINISHED_TTL, those of every audience it ever rendered too, and its `watch` key goes. Then it
publishes one announcement on the `tables` channel:
`{"table", "version", "host", "seats": [[index, player, token digest]], "from": process}`. Each
web process listens to that channel once (`Hub`), works out from the announcement who each of its
sockets is now (a seat changes hands between two versions), fetches the payloads its sockets need
in one MGET and sends them: the delta to a socket that holds the version before, else the whole
payload. The committing process hands the payloads it just drew to its own hubs directly and
skips its own announcement when it comes back: its sockets wait for no Redis round trip. No
socket reads the table from the database to serve a broadcast; a payload that is missing
(someone started watching after the commit) is built from the database once per process and
stored for the others.

Nothing depends on every announcement arriving: clients resync by version (a sync reads the
version, then the payload the same way).
"""
from __future__ import annotations

import asyncio
import contextvars
import hashlib
import json
import logging
import time
import uuid
import weakref
from typing import Protocol

import redis
import redis.asyncio as aioredis
from django.conf import settings

from tabletop import pieces
from tabletop.once import OncePerKey

log = logging.getLogger(__name__)

VIEW_TTL = 300  # seconds a table's newest payloads stay for late or reconnecting sockets
# A delta is only for a hub still fetching its announcement: it fetches within milliseconds, and
# one so far behind that it misses it sends the whole payload instead. (Kept per version, even
# for 2 s, superseded boards and deltas made Redis's memory follow the rate of moves.)
DELTA_TTL = 2
# A finished table changes no more: its last payloads serve the sockets open on it for a moment,
# and one that opens later has its payload built once per process. Redis keeps nothing of it.
FINISHED_TTL = 30
WATCH_TTL = 90  # a watched audience not refreshed for this long is no longer rendered
WATCH_REFRESH = 30
CLOSE_OFFLINE = 1012  # "service restart": sockets closed while Redis is unreachable
PROCESS = uuid.uuid4().hex  # names this process in its announcements


# --------------------------------------------------------------------------- names in Redis


def _ns() -> str:
    return settings.REDIS_NAMESPACE


def channel() -> str:
    return f"{_ns()}:tables"


def watch_key(table_id: int) -> str:
    return f"{_ns()}:watch:{table_id}"


def view_key(table_id: int, audience: str) -> str:
    return f"{_ns()}:view:{table_id}:{audience}"


def delta_key(table_id: int, audience: str) -> str:
    return f"{_ns()}:delta:{table_id}:{audience}"


def stamped(version: int, text: str) -> str:
    """A payload or delta as Redis holds it: its version first, since the next one takes its key."""
    return f"{version}\n{text}"


def unstamped(stored: bytes | None) -> tuple[int, str] | None:
    """(version, text) of what `stamped` wrote, or None."""
    if stored is None:
        return None
    version, _line, text = stored.decode().partition("\n")
    return int(version), text


def token_digest(token: str | None) -> str:
    """Seat tokens never travel in announcements; a digest lets an API socket find its seat."""
    return hashlib.sha256(token.encode()).hexdigest()[:24] if token else ""


# --------------------------------------------------------------------------- audiences


def board_audience(seat: int | None, host: bool, language: str) -> str:
    return f"board:{'-' if seat is None else seat}:{int(host)}:{language}"


def api_audience(seat: int | None, language: str) -> str:
    return f"api:{'-' if seat is None else seat}:{language}"


def render(audience: str, table, seats) -> str:
    """The payload text of one audience for this table and its seats (no database read)."""
    from tabletop import rendering
    from tabletop.api import payloads

    form, seat, *rest = audience.split(":")
    index = None if seat == "-" else int(seat)
    if form == "board":
        host, language = rest
        return rendering.render_board(table, rendering.Audience(index, host == "1"), language, seats=seats)
    (language,) = rest
    return payloads.socket_text(table, index, language, seats=seats)


def announcement(table, seats) -> dict:
    return {"table": table.pk, "version": table.version, "host": table.host_id,
            "seats": [[s.index, s.player_id, token_digest(s.token)] for s in seats], "from": PROCESS}


# --------------------------------------------------------------------------- the committer


_clients: dict[str, redis.Redis] = {}


def redis_client() -> redis.Redis:
    url = settings.REDIS_URL
    if url not in _clients:
        _clients[url] = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=2)
    return _clients[url]


def watched(table_id: int) -> list[str]:
    now = time.time()
    return [field.decode() for field, until in redis_client().hgetall(watch_key(table_id)).items()
            if float(until) > now]


def publish(table, seats) -> None:
    """After the commit: render what is watched, store it, announce the version. A failure is
    logged, never raised: the move is stored and clients catch up on their next sync."""
    from tabletop import rendering

    try:
        client = redis_client()
        audiences = watched(table.pk)
        boards = [a for a in audiences if a.startswith("board:")]
        before = table.version - 1
        # The boards of the version before: kept by this process if it drew them, else read back.
        # (A table id may come back after a database reset: its creation tells the two apart.)
        board = (_ns(), table.pk, table.created)
        previous = {a: pieces.kept((*board, a), before) for a in boards}
        missing = [a for a, text in previous.items() if text is None]
        if missing:
            read = map(unstamped, client.mget([view_key(table.pk, a) for a in missing]))
            previous.update({a: found[1] for a, found in zip(missing, read) if found and found[0] == before})
        pipe = client.pipeline(transaction=False)
        texts, deltas = {}, {}
        ttl = FINISHED_TTL if table.status == "finished" else VIEW_TTL
        with rendering.one_version():  # what every audience's board shares, made once for them all
            for audience in audiences:
                try:
                    texts[audience] = render(audience, table, seats)
                except Exception:
                    log.exception("could not render %s of table %s v%s", audience, table.pk, table.version)
        for audience, text in texts.items():
            pipe.set(view_key(table.pk, audience), stamped(table.version, text), ex=ttl)
            if audience in previous:
                try:
                    change = pieces.delta(previous[audience], text, before, table.version,
                                          board=(*board, audience))
                except ValueError:
                    log.exception("could not find the pieces of %s of table %s v%s", audience, table.pk, table.version)
                    change = None
                if change is not None:
                    deltas[audience] = change
                    pipe.set(delta_key(table.pk, audience), stamped(table.version, change), ex=DELTA_TTL)
        if table.status == "finished":  # nothing is rendered for it any more, nor kept for long
            for audience in client.hkeys(watch_key(table.pk)):  # every audience watched, if gone since
                pipe.expire(view_key(table.pk, audience.decode()), FINISHED_TTL)
            pipe.delete(watch_key(table.pk))
        message = announcement(table, seats)
        pipe.publish(channel(), json.dumps(message))
        pipe.execute()
        hand_over(message, texts, deltas)
    except Exception:
        log.exception("could not announce table %s version %s", table.pk, table.version)


def publish_chat(table_id: int, line: dict) -> None:
    """After the commit: a chat line written or hidden (tabletop.chat), for every process's
    sockets of the table, this one's too (it comes back through Redis). A failure is logged:
    the line is stored, and a page that reconnects reads it."""
    try:
        redis_client().publish(channel(), json.dumps({"table": table_id, "chat": line}))
    except Exception:
        log.exception("could not announce a chat line of table %s", table_id)


def hand_over(message: dict, texts: dict[str, str], deltas: dict[str, str]) -> None:
    """Give this process's hubs the payloads just stored (from any thread); each skips the
    announcement when Redis brings it back. The delivery runs in a context of its own: the
    committing thread's would tell asgiref it is still inside its sync_to_async call, and a
    payload built from the database there would be refused as a deadlock."""
    for loop, found in _all_hubs():
        try:
            loop.call_soon_threadsafe(found.take, message, texts, deltas, context=contextvars.Context())
        except RuntimeError:  # a closed loop (tests run several): nobody listens there
            pass


# --------------------------------------------------------------------------- building on a miss


def _build_from_db(table_id: int, audience: str) -> tuple[int, str] | None:
    from tabletop.models import Table

    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return None
    text = render(audience, table, list(table.seats.select_related("player")))
    try:
        redis_client().set(view_key(table_id, audience), stamped(table.version, text),
                           ex=FINISHED_TTL if table.status == Table.Status.FINISHED else VIEW_TTL)
    except redis.RedisError:
        pass
    return table.version, text


# (version, text) or None, weighed by the text
_built = OncePerKey(_build_from_db, weigh=lambda found: len(found[1]) if found else 0)


# --------------------------------------------------------------------------- a web process


class Listener(Protocol):
    """A socket of a table: says which audience it is at an announcement, and takes its payload."""
    table_id: int
    audience: str  # the one it had at the last announcement or sync
    sent_version: int  # the version it was sent last: one before an announcement's takes a delta
    sent_audience: str  # the audience of that payload (a seat taken since changes it)

    def audience_for(self, announcement: dict) -> str | None: ...  # None: it may see nothing now

    def stepping(self, version: int, audience: str) -> bool: ...  # holds `audience` at version - 1

    async def deliver(self, version: int, text: str | None) -> None: ...

    async def resync(self) -> None: ...

    async def close(self, code: int) -> None: ...


class Hub:
    """One per event loop of a web process: one Redis subscription for all its sockets."""

    def __init__(self):
        self.url = settings.REDIS_URL
        self.redis = aioredis.from_url(self.url)
        self.tables: dict[int, weakref.WeakSet] = {}
        self.watching: dict[tuple[int, str], int] = {}  # (table, audience) -> local sockets
        self.ready = asyncio.Event()
        self.tasks = [asyncio.ensure_future(self._listen()), asyncio.ensure_future(self._refresh())]

    async def join(self, listener: Listener, audience: str) -> None:
        self.tables.setdefault(listener.table_id, weakref.WeakSet()).add(listener)
        await self.watch(listener.table_id, audience)
        await asyncio.wait_for(self.ready.wait(), timeout=10)

    def leave(self, listener: Listener) -> None:
        local = self.tables.get(listener.table_id)
        if local is not None:
            local.discard(listener)
            if not local:
                del self.tables[listener.table_id]

    async def watch(self, table_id: int, audience: str) -> None:
        """Ask committers to render this audience of this table from now on."""
        self.watching[(table_id, audience)] = time.time()
        await self.redis.hset(watch_key(table_id), audience, time.time() + WATCH_TTL)
        await self.redis.expire(watch_key(table_id), WATCH_TTL)

    async def payload(self, table_id: int, version: int, audience: str) -> tuple[int, str] | None:
        """(version, text) of this audience at `version`, or at a later one if Redis holds one or
        it had to be built."""
        found = unstamped(await self.redis.get(view_key(table_id, audience)))
        if found is not None and found[0] >= version:
            return found
        return await _built.get((table_id, version, audience), table_id, audience)

    def take(self, message: dict, texts: dict[str, str], deltas: dict[str, str]) -> None:
        """An announcement of this process, with the payloads it drew (hand_over)."""
        if message["table"] in self.tables:
            asyncio.ensure_future(self._safely(self._deliver(message, texts, deltas)))

    async def _deliver(self, message: dict, drawn: dict[str, str] | None = None,
                       drawn_deltas: dict[str, str] | None = None) -> None:
        """Send the version announced to this table's sockets: the payloads drawn by this process
        where it committed (`drawn`), the rest fetched from Redis in one MGET."""
        table_id, version = message["table"], message["version"]
        drawn, drawn_deltas = drawn or {}, drawn_deltas or {}
        listeners = list(self.tables.get(table_id, ()))
        wanted = {}
        for listener in listeners:
            wanted[listener] = listener.audience_for(message)
        audiences = sorted({a for a in wanted.values() if a is not None})
        # A board socket that holds the version before takes the delta, where there is one.
        stepping = sorted({a for listener, a in wanted.items()
                           if a is not None and a.startswith("board:") and listener.stepping(version, a)})
        texts: dict = {}  # audience -> (version, text)
        deltas = {a: drawn_deltas[a] for a in stepping if a in drawn_deltas}
        fetch = [a for a in audiences if a not in drawn]
        fetch_deltas = [a for a in stepping if a not in deltas and a not in drawn]
        if fetch or fetch_deltas:
            found = list(map(unstamped, await self.redis.mget([view_key(table_id, a) for a in fetch]
                                                              + [delta_key(table_id, a) for a in fetch_deltas])))
            # A later version than announced serves as well (the socket is the more up to date);
            # an earlier one (a slower committer wrote over it) does not.
            texts.update((a, stored) for a, stored in zip(fetch, found) if stored and stored[0] >= version)
            deltas.update((a, stored[1]) for a, stored in zip(fetch_deltas, found[len(fetch):])
                          if stored and stored[0] == version)
        for audience in audiences:
            if (table_id, audience) not in self.watching:
                await self.watch(table_id, audience)  # a new audience: rendered by the next commit
            if audience in drawn:
                texts[audience] = (version, drawn[audience])
            elif audience not in texts:
                texts[audience] = await _built.get((table_id, version, audience), table_id, audience)
        for listener, audience in wanted.items():
            if audience in deltas and listener.stepping(version, audience):
                await listener.deliver(version, deltas[audience])
                continue
            payload = texts.get(audience) if audience is not None else None
            await listener.deliver(*(payload or (version, None)))

    async def _chat(self, message: dict) -> None:
        """A chat line to every socket of its table that shows the chat."""
        for listener in list(self.tables.get(message["table"], ())):
            say = getattr(listener, "chat", None)
            if say is not None:
                await say(message["chat"])

    async def _listen(self) -> None:
        backoff, first = 0.1, True
        while True:
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(channel())
                self.ready.set()
                if not first:  # announcements and watched audiences may have been lost meanwhile
                    log.info("table announcements back after a Redis outage")
                    asyncio.ensure_future(self._safely(self._register_all()))
                    for listener in [x for local in self.tables.values() for x in local]:
                        asyncio.ensure_future(listener.resync())
                first, backoff = False, 0.1
                async for message in pubsub.listen():
                    if message["type"] == "message":
                        announced = json.loads(message["data"])
                        if "chat" in announced:
                            asyncio.ensure_future(self._safely(self._chat(announced)))
                        elif announced.get("from") != PROCESS:  # this process's own came by hand_over
                            asyncio.ensure_future(self._safely(self._deliver(announced)))
            except asyncio.CancelledError:
                raise
            except Exception as error:
                if self.ready.is_set():  # pages show they are offline and reconnect by themselves
                    for listener in [x for local in self.tables.values() for x in local]:
                        asyncio.ensure_future(self._safely(listener.close(code=CLOSE_OFFLINE)))
                self.ready.clear()
                log.warning("table announcements lost (%s); retrying in %.1f s", error, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5)
            finally:
                try:
                    await pubsub.aclose()
                except Exception:
                    pass

    async def _refresh(self) -> None:
        """Keep the watched audiences of open sockets registered."""
        while True:
            await asyncio.sleep(WATCH_REFRESH)
            try:
                await self._register_all()
            except Exception as error:
                log.warning("could not refresh watched audiences: %s", error)

    async def _register_all(self) -> None:
        """Register what this process's sockets watch now; forget what nobody watches."""
        live = {(listener.table_id, listener.audience) for local in self.tables.values() for listener in local}
        self.watching = {k: v for k, v in self.watching.items() if k in live}
        for table_id, audience in list(self.watching):
            await self.watch(table_id, audience)

    @staticmethod
    async def _safely(coroutine) -> None:
        try:
            await coroutine
        except Exception:
            log.exception("could not deliver a table announcement")


_hubs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _all_hubs() -> list:
    """(loop, hub) of this process, read from any thread: a loop that starts its hub meanwhile
    changes the dict under the reading, which then reads it again."""
    while True:
        try:
            return list(_hubs.items())
        except RuntimeError:
            continue


def hub() -> Hub:
    """This event loop's hub (tests run several loops in one process; each gets its own)."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(loop)
    if found is None or found.url != settings.REDIS_URL:
        found = _hubs[loop] = Hub()
    return found
