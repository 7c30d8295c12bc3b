"""Chat and the post-game analysis in Chromium: a player's chat line appears on a spectator's
page, escaped, and the host hides it; on a finished game's replay a spectator asks for the
analysis and the page draws each seat's curve once the real worker has judged the game.
"""
import random

import pytest
from playwright.sync_api import expect

from tabletop import services
from tabletop.models import Player, Table
from tests.browser import live as browser
from tests.integration.helpers import session_cookie
from tests.integration.test_analysis import ANALYSIS_WORKER

OUT = browser.RESULTS / "chat-analysis"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class ChatAndAnalysisInChromiumTest(browser.LiveBrowserTest):
    worker_name = "chat-analysis-worker"
    worker_env = ANALYSIS_WORKER
    out = OUT

    def page_for(self, player: Player | None):
        context = self.browser.new_context(locale="en-US", viewport={"width": 1280, "height": 900})
        if player is not None:
            name, value = session_cookie(player).decode().split("=", 1)
            context.add_cookies([{"name": name, "value": value, "url": self.live_server_url}])
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(30_000)
        return page

    def test_a_chat_line_reaches_a_spectator_the_host_hides_it_and_a_finished_game_is_analysed(self):
        """One test, one worker and one browser for both: each costs seconds to start."""
        self.chat_line_reaches_a_spectator_and_the_host_hides_it()
        self.a_spectator_asks_for_the_analysis_and_sees_the_curves()

    def chat_line_reaches_a_spectator_and_the_host_hides_it(self):
        ann, bob, cy = (Player.objects.create(name=name) for name in ("Ann", "Bob", "Cy"))
        table = services.create_table("tiny", seats=[{"kind": "human"}, {"kind": "open"}], host=ann)
        services.join_seat(table.pk, 1, bob)
        services.start_table(table.pk, ann)
        pages = {who.name: self.page_for(who) for who in (ann, bob, cy)}
        for page in pages.values():
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
        pages["Bob"].fill("#chat-form input[name=text]", "<b>good luck</b>")
        pages["Bob"].get_by_role("button", name="Send").click()
        line = pages["Cy"].locator("#chat-lines .chat-line")
        expect(line).to_contain_text("Bob: <b>good luck</b>")  # the text as typed, not markup
        expect(pages["Bob"].locator("#chat-form input[name=text]")).to_have_value("")
        pages["Cy"].fill("#chat-form input[name=text]", "go Ann")
        pages["Cy"].get_by_role("button", name="Send").click()
        expect(pages["Ann"].locator("#chat-lines .chat-line.spectator")).to_contain_text("Cy (watching): go Ann")
        pages["Ann"].screenshot(path=str(OUT / "chat-host.png"), full_page=True)
        pages["Ann"].locator("#chat-lines .chat-line").first.get_by_role("button", name="Hide").click()
        expect(line.first).to_contain_text("A message was hidden.")
        expect(pages["Bob"].locator("#chat-lines")).not_to_contain_text("good luck")
        pages["Cy"].screenshot(path=str(OUT / "chat-spectator.png"), full_page=True)
        assert self.errors == []

    def a_spectator_asks_for_the_analysis_and_sees_the_curves(self):
        ann, bob = (Player.objects.create(name=name) for name in ("Ann", "Bob"))
        table = services.create_table("tiny-sampled", seats=[{"kind": "human"}, {"kind": "open"}], host=ann,
                                      options={"target": 10}, seed=7)
        services.join_seat(table.pk, 1, bob)
        services.start_table(table.pk, ann)
        steps = random.Random(7)
        while (table := Table.objects.get(pk=table.pk)).status == Table.Status.ACTIVE:
            (seat,) = services.who_acts(table)
            services.play(table.pk, seat, table.version, f"add:{steps.randint(1, 3)}", player=(ann, bob)[seat])
        page = self.page_for(None)
        page.goto(f"{self.live_server_url}/table/{table.pk}/replay/")
        page.get_by_role("button", name="Analyse this game").click()
        expect(page.locator("svg.analysis-chart polyline.curve")).to_have_count(2, timeout=60_000)  # the worker at work
        expect(page.locator(".analysis-legend")).to_contain_text("Ann")
        page.screenshot(path=str(OUT / "analysis.png"), full_page=True)
        assert self.errors == []
