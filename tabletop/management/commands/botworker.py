"""`python manage.py botworker`: run one bot worker in the foreground (start several to scale)."""
from arq import run_worker
from django.core.management.base import BaseCommand

from bots.worker import WorkerSettings


class Command(BaseCommand):
    help = "Run a bot worker: plays every bot and automaton turn queued in Redis."

    def handle(self, *args, **options):
        run_worker(WorkerSettings)
