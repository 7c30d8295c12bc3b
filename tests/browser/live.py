"""What every browser test shares: a live Daphne (ChannelsLiveServerTestCase), a real bot worker
process, and Debian's Chromium driven by Playwright (it cannot download its own browser here)."""
import os
from pathlib import Path

from channels.testing import ChannelsLiveServerTestCase
from django.db import connections
from playwright.sync_api import sync_playwright

from tests.integration.processes import Worker

os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # Playwright's sync API runs a loop in this thread

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
RESULTS = Path(__file__).resolve().parents[2] / "test-results"


class LiveBrowserTest(ChannelsLiveServerTestCase):
    """Subclasses set `worker_name`; screenshots go to `out` (created for each test)."""

    worker_name = "browser-worker"
    worker_env: dict = {}  # more environment for the worker process
    out: Path = RESULTS

    @classmethod
    def setUpClass(cls):
        connections.close_all()  # the server process is forked: it must not share our PostgreSQL socket
        super().setUpClass()

    def setUp(self):
        self.out.mkdir(parents=True, exist_ok=True)
        self.worker = Worker(name=self.worker_name, env=self.worker_env)
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        self.errors = []

    def tearDown(self):
        self.browser.close()
        self.playwright.stop()
        self.worker.stop()
