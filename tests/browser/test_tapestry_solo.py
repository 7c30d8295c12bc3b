"""Tapestry in Chromium: one person plays a whole solo game by clicking, against the Automa and
the Shadow Empire at level 3 (two automaton seats played by a real worker process), until the
result shows. Screenshots go to test-results/boards/tapestry-*.png.
"""
import random

import pytest
from playwright.sync_api import expect

from tabletop.models import Table
from tests.browser import live as browser

BOT_WAIT = 60_000  # ms: the automata's turns come from the worker process, slow on a busy machine
OUT = browser.RESULTS / "boards"
MAX_CLICKS = 600


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class TapestrySoloTest(browser.LiveBrowserTest):
    worker_name = "tapestry-worker"
    out = OUT

    def test_tapestry_solo_game_against_the_automa_and_shadow_empire_level_3(self):
        page = self.browser.new_context(locale="en-US", viewport={"width": 1400, "height": 1100}).new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        page.goto(f"{self.live_server_url}/new/tapestry/")
        page.fill("#id_name", "Ann")
        page.select_option("#id_seats", "3")
        page.select_option("#id_seat_0", "me")
        page.select_option("#id_seat_1", "automaton")
        page.select_option("#id_seat_2", "automaton")
        page.locator("#id_option_automa_level").select_option(label="3")  # level 3
        expect(page.locator("#id_option_automa_level")).to_have_value("2")
        page.get_by_role("button", name="Create table").click()
        page.wait_for_selector("body[data-live]", state="attached")
        page.get_by_role("button", name="Start the game").click()
        board = page.locator(".tp-board")
        expect(board.locator(".tp-player")).to_have_count(3)
        expect(board.locator(".hex")).to_have_count(34)  # the small map
        page.screenshot(path=str(OUT / "tapestry-start.png"), full_page=True)

        rng = random.Random(3)
        clicks = 0
        while clicks < MAX_CLICKS:
            page.wait_for_selector(".prompt button[data-option]:enabled, .game-result", timeout=BOT_WAIT)
            if page.locator(".game-result").count():
                break
            options = page.locator(".prompt button[data-option]:enabled")
            ids = [options.nth(k).get_attribute("data-option") for k in range(options.count())]
            advances = [i for i in ids if i.startswith("advance:")]
            # Ann advances on most turns and takes income now and then, so the game goes the
            # distance; any other question gets a random answer.
            choice = rng.choice(advances) if advances and rng.random() < 0.8 else rng.choice(ids)
            before = int(page.locator("#board").get_attribute("data-version"))
            page.locator(f'.prompt button[data-option="{choice}"]').click()
            page.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)
            clicks += 1
            if clicks == 40:
                page.screenshot(path=str(OUT / "tapestry-middle.png"), full_page=True)
        expect(page.locator(".game-result")).to_be_visible()
        page.screenshot(path=str(OUT / "tapestry-end.png"), full_page=True)
        table = Table.objects.get()
        assert table.status == Table.Status.FINISHED
        state = table.state
        assert all(p["done"] for p in state["players"])
        assert state["options"]["automa_level"] == 3, (state["options"], state.get("automa", {}).get("level"))
        assert state["players"][0]["era"] == 5
        expect(page.locator(".log-lines")).to_contain_text("The game is over.")
        assert self.errors == []
