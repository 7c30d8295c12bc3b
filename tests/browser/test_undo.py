"""Undo in Chromium: in Twilight Struggle's setup Ann places an influence point, clicks Undo,
and her board shows the earlier position with the log line saying she took a move back.

Daphne runs live (ChannelsLiveServerTestCase); the US seat is a bot of a real worker process.
"""
import pytest
from playwright.sync_api import expect

from tabletop import services
from tabletop.models import Move, Player, Table
from tests.browser import live as browser
from tests.integration.helpers import session_cookie

OUT = browser.RESULTS / "undo"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class UndoInChromiumTest(browser.LiveBrowserTest):
    worker_name = "undo-worker"
    out = OUT

    def test_ann_takes_back_a_setup_placement_by_clicking_undo(self):
        ann = Player.objects.create(name="Ann")
        table = services.create_table("twilight-struggle", seats=[{"kind": "human"}, {"kind": "bot"}], host=ann)
        services.start_table(table.pk, ann)
        context = self.browser.new_context(locale="en-US", viewport={"width": 1280, "height": 900})
        name, value = session_cookie(ann).decode().split("=", 1)
        context.add_cookies([{"name": name, "value": value, "url": self.live_server_url}])
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        page.goto(f"{self.live_server_url}/table/{table.pk}/")
        page.wait_for_selector("body[data-live]", state="attached")
        expect(page.locator("button[data-undo]")).to_have_count(0)  # nothing played yet

        version = int(page.locator("#board").get_attribute("data-version"))
        page.locator('#board [data-key="country:poland"].target').click()  # the map box, lit
        expect(page.locator("#board")).to_have_attribute("data-version", str(version + 1))
        expect(page.locator("#country-poland")).to_have_attribute("data-ussr", "1")

        page.locator("button[data-undo]").click()
        expect(page.locator("#board")).to_have_attribute("data-version", str(version + 2))
        expect(page.locator("#country-poland")).to_have_attribute("data-ussr", "0")
        expect(page.locator(".log-lines")).to_contain_text("Ann (USSR) takes back a move.")
        expect(page.locator("button[data-undo]")).to_have_count(0)
        expect(page.locator('#board [data-key="country:poland"].target')).to_be_visible()
        assert Table.objects.get(pk=table.pk).state["board"]["influence"]["poland"]["ussr"] == 0
        assert Move.objects.get(table=table).undone_at_version == version + 2
        page.screenshot(path=str(OUT / "twilight-struggle-undone.png"), full_page=True)
        assert self.errors == []
