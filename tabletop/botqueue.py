"""Queue a bot's turn on the durable Redis queue (arq) that bots/worker.py consumes.

A job is `(table, version)`; each enqueue also publishes a wake-up, so an idle worker starts it at
once instead of at its next poll. Its id `<queue>:<table>:<version>`: arq ignores a second enqueue while
the first is waiting or running, and a job that runs twice applies at most once because
`services.play` checks the version. If Redis is down the move still stands; the worker's
sweeper queues the turn once it is back.
"""
import logging

from arq import create_pool
from arq.connections import RedisSettings
from asgiref.sync import async_to_sync
from django.conf import settings

log = logging.getLogger(__name__)

JOB = "bot_turn"  # the function name registered in bots.worker.WorkerSettings


def job_id(table_id: int, version: int) -> str:
    # arq's job keys are global in Redis, so the id carries the queue (and so the namespace).
    return f"{settings.BOT_QUEUE}:{table_id}:{version}"


def redis_settings() -> RedisSettings:
    return RedisSettings.from_dsn(settings.REDIS_URL)


def wake_channel() -> str:
    return f"{settings.BOT_QUEUE}:wake"


async def enqueue(pool, table_id: int, version: int):
    job = await pool.enqueue_job(JOB, table_id, version, _job_id=job_id(table_id, version),
                                 _queue_name=settings.BOT_QUEUE)
    if job is not None:
        await pool.publish(wake_channel(), b"1")
    return job


async def _enqueue_once(table_id: int, version: int):
    pool = await create_pool(redis_settings(), default_queue_name=settings.BOT_QUEUE)
    try:
        return await enqueue(pool, table_id, version)
    finally:
        await pool.aclose()


def enqueue_turn(table_id: int, version: int) -> None:
    """Queue the bot turn; called after the commit. Failures are logged: the sweeper retries."""
    try:
        async_to_sync(_enqueue_once)(table_id, version)
    except Exception:
        log.exception("could not queue the bot turn of table %s version %s", table_id, version)


def analysis_channel() -> str:
    """Where a new post-game analysis wakes the workers (they also look for one now and then)."""
    return f"{settings.BOT_QUEUE}:analysis"


def wake_analysis() -> None:
    """Called after the commit of a new analysis; a failure only delays it to the next look."""
    from tabletop.broadcast import redis_client

    try:
        redis_client().publish(analysis_channel(), b"1")
    except Exception:
        log.warning("could not wake the workers for an analysis")
