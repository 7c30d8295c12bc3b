"""Two people and a bot play a whole game in real Chromium while a third person watches.

Daphne runs live (ChannelsLiveServerTestCase), the bot is played by a real worker process, and
every page follows the game over its websocket. Screenshots go to test-results/browser/.
"""
import pytest
from playwright.sync_api import expect

from tabletop.models import Move, Table
from tests.browser import live as browser
from tests.tinygame import TinyGame  # noqa: F401  (registers the test game)

OUT = browser.RESULTS / "browser"


def live(page):
    """Wait until the page's websocket is open (the page marks body[data-live])."""
    page.wait_for_selector("body[data-live]", state="attached")
    return page


def shown_version(page) -> int:
    return int(page.locator("#board").get_attribute("data-version"))


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class TableInChromiumTest(browser.LiveBrowserTest):
    out = OUT

    def setUp(self):
        super().setUp()
        for old in [*OUT.glob("player-*.png"), *OUT.glob("spectator-*.png")]:  # its own, not the other games'
            old.unlink()

    def open_page(self):
        page = self.browser.new_context(locale="en-US", viewport={"width": 1280, "height": 860}).new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        return page

    def test_two_players_and_a_bot_play_while_a_spectator_watches(self):
        """Ann creates, Bob joins by the invite link, a bot fills seat 3, Cy watches the whole game."""
        ann, bob, cy = self.open_page(), self.open_page(), self.open_page()

        ann.goto(self.live_server_url + "/")
        ann.locator("a.button[href=\"/new/tiny/\"]").click()
        ann.fill("#id_name", "Ann")
        ann.select_option("#id_option_target", label="5")
        ann.select_option("#id_seats", "3")
        ann.select_option("#id_seat_0", "me")
        ann.select_option("#id_seat_1", "open")
        ann.select_option("#id_seat_2", "bot")
        ann.get_by_role("button", name="Create table").click()
        expect(live(ann).locator("#board")).to_contain_text("Waiting for players.")
        invite = ann.locator(".invite input").input_value()
        table = Table.objects.get()

        bob.goto(invite)
        bob.fill("#id_name", "Bob")
        bob.get_by_role("button", name="Save").click()
        live(bob).get_by_role("button", name="Take this seat").click()
        expect(ann.locator(".seat.kind-human")).to_have_count(2)  # Ann's page saw Bob sit down
        ann.get_by_role("button", name="Start the game").click()

        cy.goto(invite)
        expect(live(cy).locator("#board")).to_contain_text("You are watching.")
        expect(ann.locator(".prompt")).to_be_visible()

        turns = 0
        while not Table.objects.filter(pk=table.pk, status="finished").exists():
            turns += 1
            assert turns < 40, "the game did not end"
            mover = next((p for p in (ann, bob) if p.locator(".prompt button[data-option]:enabled").count()), None)
            if mover is None:  # the bot's turn, or a board still on its way
                ann.wait_for_timeout(100)
                continue
            before = shown_version(mover)
            if not (OUT / "player-mid-game.png").exists() and Move.objects.filter(table=table).count() >= 2:
                cy.screenshot(path=str(OUT / "spectator-mid-game.png"), full_page=True)
                mover.screenshot(path=str(OUT / "player-mid-game.png"), full_page=True)
            mover.locator(".prompt button").last.click()
            mover.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)

        final = Table.objects.get(pk=table.pk).version
        for page in (ann, bob, cy):
            expect(page.locator("#board")).to_have_attribute("data-version", str(final))
            expect(page.locator("#status")).to_contain_text("Game over.")
        assert cy.locator(".prompt").count() == 0 and "Only you see this" not in cy.content()
        moves = Move.objects.filter(table=table)
        assert moves.filter(by_bot=True).exists() and moves.filter(by_bot=False).exists()
        assert list(moves.values_list("version", flat=True)) == sorted(set(moves.values_list("version", flat=True)))
        ann.screenshot(path=str(OUT / "player-game-over.png"), full_page=True)
        cy.screenshot(path=str(OUT / "spectator-game-over.png"), full_page=True)
        assert self.errors == []
