"""The whole log in real Chromium at 1366x900 and 390x844: a spectator who comes late follows the
board's "Whole log" link and reads the game from its first line, in pages, with hidden cards
still hidden. Screenshots: test-results/whole-log/."""
import pytest
from playwright.sync_api import expect

from tests.browser import live as browser
from tests.integration.test_whole_log import long_game

OUT = browser.RESULTS / "whole-log"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class WholeLogTest(browser.LiveBrowserTest):
    out = OUT
    worker_name = "whole-log-worker"

    def test_a_late_spectator_reads_the_log_from_its_first_line(self):
        table, _ann, _bob, cy = long_game()
        for size in browser.SIZES:
            page = self.page_for(cy, size=size)
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            expect(page.locator("#log li").first).not_to_have_text("started (seats: 2)")
            link = page.get_by_role("link", name="Whole log")
            expect(link).to_be_visible()
            page.screenshot(path=str(OUT / f"board-log-link-{size}.png"), full_page=True)
            with page.context.expect_page() as opened:
                link.click()
            log = opened.value
            log.wait_for_load_state()
            expect(log.locator("ol.whole-log li").first).to_have_text("started (seats: 2)")
            expect(log.locator("ol.whole-log")).to_contain_text("Bob leaves the table; a bot plays their seat.")
            expect(log.locator("ol.whole-log")).not_to_contain_text("card:")
            assert log.evaluate("document.documentElement.scrollWidth") <= browser.SIZES[size][0]
            log.screenshot(path=str(OUT / f"whole-log-{size}.png"))
        assert self.errors == []
