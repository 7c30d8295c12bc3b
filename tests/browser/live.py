"""What every browser test shares: a live Daphne (ChannelsLiveServerTestCase), a real bot worker
process, and Debian's Chromium driven by Playwright (it cannot download its own browser here)."""
import os
from pathlib import Path

from channels.testing import ChannelsLiveServerTestCase
from django.db import connections
from playwright.sync_api import sync_playwright

from tests.integration.helpers import session_cookie
from tests.integration.processes import Worker

os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # Playwright's sync API runs a loop in this thread

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
RESULTS = Path(__file__).resolve().parents[2] / "test-results"
SIZES = {"desktop": (1366, 900), "phone": (390, 844)}  # a laptop's window and a phone's screen


class LiveBrowserTest(ChannelsLiveServerTestCase):
    """Subclasses set `worker_name` (and `worker_env`, the worker's extra environment);
    screenshots go to `out` (created for each test)."""

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

    def page_for(self, player=None, locale: str = "en-US", size: str | tuple = (1280, 900)):
        """A page in a browser context of its own, signed in as `player` (None: a guest) and
        sized `size` ("desktop" and "phone" from SIZES, a phone with touch)."""
        width, height = SIZES.get(size, size) if isinstance(size, str) else size
        phone = size == "phone"
        context = self.browser.new_context(locale=locale, viewport={"width": width, "height": height},
                                           is_mobile=phone, has_touch=phone)
        if player is not None:
            key = session_cookie(player).decode().split("=", 1)[1]
            context.add_cookies([{"name": "sessionid", "value": key, "url": self.live_server_url}])
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        return page
