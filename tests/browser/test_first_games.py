"""A new user's first games in real Chromium: the new-table form in words with only the chosen
seat rows, names instead of seat ids, the tab title on my turn, my tables in the lobby, and a
seat the host hands to a bot told to its player. Screenshots go to test-results/first-games/."""
import re

import pytest
from playwright.sync_api import expect

from tabletop import services
from tabletop.models import Player, Table
from tests.browser import live as browser
from tests.tinygame import TinyGame  # noqa: F401  (registers the test game)

OUT = browser.RESULTS / "first-games"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class FirstGamesTest(browser.LiveBrowserTest):
    out = OUT
    worker_name = "first-games-worker"

    def test_the_new_table_form_shows_only_as_many_seat_rows_as_players_chosen(self):
        page = self.page_for()
        page.goto(self.live_server_url + "/new/euphoria/")
        rows = page.locator(".seat-row")
        expect(rows).to_have_count(6)
        expect(page.locator(".seat-row:visible")).to_have_count(2)
        expect(page.locator(".seat-hint")).to_be_hidden()
        page.select_option("#id_seats", label="4 players")
        expect(page.locator(".seat-row:visible")).to_have_count(4)
        expect(rows.nth(3)).to_contain_text("Seat 4")
        page.screenshot(path=str(OUT / "new-table-euphoria.png"), full_page=True)
        page.goto(self.live_server_url + "/new/twilight-struggle/")
        expect(page.locator(".seat-row:visible")).to_have_count(2)
        expect(page.locator(".seat-rows")).to_contain_text("2 players")
        assert page.locator("#id_option_reach_snapshot option").all_inner_texts() == ["the start of the action round", "the start of the operation"]
        page.screenshot(path=str(OUT / "new-table-twilight-struggle.png"), full_page=True)
        assert self.errors == []

    def test_euphoria_shows_names_not_seat_ids(self):
        ann = Player.objects.create(name="Ann")
        table = services.create_table("euphoria", seats=[{"kind": "human"}, {"kind": "bot", "level": 2}], host=ann)
        services.start_table(table.pk, ann)
        for locale, bot in (("en-US", "Bot (normal)"), ("cs-CZ", "Bot (normální)")):
            page = self.page_for(ann, locale)
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
            expect(page.locator(".eu-players")).to_contain_text("Ann")
            expect(page.locator(".eu-players")).to_contain_text(bot)
            assert not re.search(r"player-\d", page.locator("#board").inner_text())
            page.screenshot(path=str(OUT / f"euphoria-names-{locale[:2]}.png"), full_page=True)
        assert self.errors == []

    def test_my_turn_is_in_the_tab_title_and_my_seat_handed_to_a_bot_is_told_to_me(self):
        """Bob's tab says when it is his turn; the host hands his seat to a bot: Bob's board and
        the log say so, he takes it back, and the lobby lists his table."""
        ann, bob = Player.objects.create(name="Ann"), Player.objects.create(name="Bob")
        table = services.create_table("tiny", seats=[{"kind": "human"}, {"kind": "open"}], host=ann,
                                      options={"target": 20})
        services.join_seat(table.pk, 1, bob)
        services.start_table(table.pk, ann)
        ann_page, bob_page = self.page_for(ann), self.page_for(bob)
        for page in (ann_page, bob_page):
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
        expect(bob_page).to_have_title(f"Tabletop #{table.pk}")
        expect(ann_page).to_have_title(f"\u25cf Your turn \u00b7 Tabletop #{table.pk}")
        expect(bob_page.locator("#turn-sound")).not_to_be_checked()  # the tone is off until chosen
        bob_page.locator("#turn-sound").check()
        bob_page.reload()
        bob_page.wait_for_selector("body[data-live]", state="attached")
        expect(bob_page.locator("#turn-sound")).to_be_checked()  # kept in this browser
        ann_page.locator(".prompt button").first.click()
        expect(bob_page).to_have_title(f"\u25cf Your turn \u00b7 Tabletop #{table.pk}")
        expect(ann_page).to_have_title(f"Tabletop #{table.pk}")
        expect(bob_page.locator("body")).to_have_attribute("data-tones", "1")
        assert ann_page.locator("body").get_attribute("data-tones") is None

        lobby = self.page_for(bob)
        lobby.goto(self.live_server_url + "/")
        expect(lobby).to_have_title("(1) Tabletop")
        expect(lobby.locator("#my-tables li.my-turn")).to_contain_text(f"#{table.pk}")
        lobby.screenshot(path=str(OUT / "lobby-my-tables.png"), full_page=True)

        ann_page.locator("#seats > summary").click()  # the seats are folded while the game runs
        ann_page.locator(".seat", has_text="Bob").get_by_role("button", name="Give to a bot").click()
        expect(bob_page.locator("#seat-notice")).to_contain_text("Ann handed your seat to a bot.")
        expect(bob_page.locator(".log-lines")).to_contain_text("Ann hands Bob's seat to a bot.")
        expect(ann_page.locator("#seat-notice")).to_have_count(0)
        bob_page.screenshot(path=str(OUT / "seat-handed-to-a-bot.png"), full_page=True)
        bob_page.locator("#seat-notice").get_by_role("button", name="Take my seat back").click()
        expect(bob_page.locator("#seat-notice")).to_have_count(0)
        expect(ann_page.locator(".log-lines li").last).to_contain_text("Bob is back and plays their seat again.")
        lines = ann_page.locator(".log-lines li").all_inner_texts()
        assert lines[0].startswith("started") and lines.index("Ann hands Bob's seat to a bot.") > 0
        ann_page.screenshot(path=str(OUT / "log-with-seat-changes.png"), full_page=True)
        assert Table.objects.get(pk=table.pk).status == "active" and self.errors == []
