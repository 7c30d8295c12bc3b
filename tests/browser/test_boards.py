"""The real games' boards in Chromium: one person plays against a bot by clicking prompt options,
and the game's own board (templates/games/<id>/board.html) follows each move.

Daphne runs live (ChannelsLiveServerTestCase) and a real worker process plays the bot seats.
Screenshots go to test-results/boards/.
"""
import re

import pytest
from playwright.sync_api import expect

from games.euphoria.data import RECRUITS
from tabletop.models import Table
from tests.browser import live as browser

BOT_WAIT = 30_000  # ms: a bot's move comes from the worker process, slow on a busy machine
OUT = browser.RESULTS / "boards"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class GameBoardsTest(browser.LiveBrowserTest):
    worker_name = "boards-worker"
    out = OUT

    def start_game(self, game_id: str, seats: int):
        """Ann creates a table of the game in seat 1 with bots in the others, and starts it."""
        page = self.browser.new_context(locale="en-US", viewport={"width": 1400, "height": 1000}).new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        page.goto(f"{self.live_server_url}/new/{game_id}/")
        page.fill("#id_name", "Ann")
        if page.locator("#id_seats").count():
            page.select_option("#id_seats", str(seats))
        page.select_option("#id_seat_0", "me")
        for index in range(1, seats):
            page.select_option(f"#id_seat_{index}", "bot")
        page.get_by_role("button", name="Create table").click()
        page.wait_for_selector("body[data-live]", state="attached")
        page.get_by_role("button", name="Start the game").click()
        expect(page.locator(".prompt button:enabled").first).to_be_visible()
        return page

    def click(self, page, option: str) -> None:
        """Click a prompt option by its id and wait for the board after it."""
        before = int(page.locator("#board").get_attribute("data-version"))
        page.locator(f'.prompt button[data-option="{option}"]').click()
        page.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)

    def test_twilight_struggle_board_follows_the_ussr_setup(self):
        page = self.start_game("twilight-struggle", 2)
        board = page.locator(".ts-board")
        expect(board.locator(".ts-region")).to_have_count(6)
        expect(board.locator("#region-europe h2")).to_have_text("Europe")
        # the printed start: East Germany 3 USSR influence, controlled (stability 3)
        east_germany = board.locator("#country-east_germany")
        expect(east_germany).to_have_attribute("data-ussr", "3")
        expect(east_germany).to_have_class(re.compile(r"\bcontrol-ussr\b"))
        expect(board.locator("#country-west_germany")).to_have_class(re.compile(r"\bbg\b"))
        expect(board.locator(".ts-hand .ts-card")).to_have_count(8)  # the USSR's first hand
        expect(board.locator(".ts-sides tr[data-side=us] .hand-count")).to_have_text("8")

        # Ann places her free setup influence in Eastern Europe, one click at a time.
        for country, expected in (("poland", "1"), ("poland", "2"), ("hungary", "1")):
            self.click(page, f"country:{country}")
            expect(page.locator(f"#country-{country}")).to_have_attribute("data-ussr", expected)
        expect(page.locator(".log-lines")).to_contain_text("USSR adds 1 influence in Hungary")
        expect(page.locator(".log-lines")).not_to_contain_text("influence (")  # no raw event left
        assert Table.objects.get().state["board"]["influence"]["poland"]["ussr"] == 2
        page.screenshot(path=str(OUT / "twilight-struggle.png"), full_page=True)
        assert self.errors == []

    def test_euphoria_board_shows_recruits_and_a_placed_worker(self):
        page = self.start_game("euphoria", 2)
        board = page.locator(".eu-board")
        expect(board.locator(".eu-player")).to_have_count(2)
        expect(board.locator(".eu-area")).to_have_count(5)  # four regions and the activation tanks
        expect(board.locator("#market-euphoria_1")).to_contain_text("Market (face down)")

        # Ann keeps one offered recruit face up and one hidden: the first shows on her tableau for
        # everyone, the second only in her own panel. The bot chooses at the same time; its move
        # re-renders the board, and a click landing on a board being replaced is lost, so she
        # waits until it has chosen.
        expect(page.locator(".log-lines")).to_contain_text(re.compile(r"Bot \(\w+\) has chosen their recruits"), timeout=BOT_WAIT)
        active = page.locator('.prompt button[data-option^="active:"]').first.get_attribute("data-option")
        self.click(page, active)
        hidden = page.locator('.prompt button[data-option^="hidden:"]').first.get_attribute("data-option")
        self.click(page, hidden)
        active_name, hidden_name = (RECRUITS[o.split(":", 1)[1]].name for o in (active, hidden))
        expect(page.locator("#player-0 .eu-recruits")).to_contain_text(active_name)
        expect(page.locator(".eu-secret")).to_contain_text(hidden_name)
        expect(page.locator("#player-0")).not_to_contain_text(hidden_name)

        # On her turn (the bot may go first) she places a worker; its die appears on that space.
        first_place = page.locator('.prompt button[data-option^="place:"]').first
        expect(first_place).to_be_visible(timeout=BOT_WAIT)
        option = first_place.get_attribute("data-option")
        _verb, value, space = option.split(":")
        dice = page.locator(f"#space-{space} .die.p0")
        before = dice.count()
        self.click(page, option)
        expect(dice).to_have_count(before + 1)
        expect(dice.last).to_have_text(value)
        expect(page.locator(".log-lines")).to_contain_text(f"Ann places a worker ({value}) on")
        page.screenshot(path=str(OUT / "euphoria.png"), full_page=True)
        assert self.errors == []
