"""`python manage.py botworker`: run one bot worker in the foreground (start several to scale).

The worker rides out a Redis outage by itself (bots.worker.BotWorker); if it still stops on an
error (no Redis at start, say), it starts again after a pause, until SIGTERM or Ctrl-C.
"""
import logging
import time

from arq.worker import get_kwargs
from django.core.management.base import BaseCommand

from bots.worker import BotWorker, WorkerSettings
from tabletop import collector

log = logging.getLogger("bots.worker")


class Command(BaseCommand):
    help = "Run a bot worker: plays every bot and automaton turn queued in Redis."

    def handle(self, *args, **options):
        collector.tune()
        stopping = []
        pause = 1.0
        while not stopping:
            worker = BotWorker(**get_kwargs(WorkerSettings))
            worker.on_stop = stopping.append
            try:
                worker.run()
            except Exception as error:
                log.warning("bot worker stopped (%s); starting again in %.0f s", error, pause)
                time.sleep(pause)
                pause = min(pause * 2, 10)
