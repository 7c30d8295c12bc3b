"""A Euphoria trade between two people in real Chromium, Ann on a laptop and Bob on a phone: the
offer reads as its terms while Ann builds it, Bob reads who offers what before he answers, and an
offer Bob cannot pay stops with a line saying so, never as his refusal.
Screenshots: test-results/trades/."""
import random

import pytest
from playwright.sync_api import expect

from tabletop.models import Table
from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "trades"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class EuphoriaTradeTest(boardplay.BoardPlayTest):
    worker_name = "eu-trade-worker"
    out = OUT

    def seated(self):
        """Ann's table with Bob in the second seat, started; their pages."""
        ann = self.page(1366, 900)
        ann.goto(f"{self.live_server_url}/new/euphoria/")
        ann.fill("#id_name", "Ann")
        ann.select_option("#id_seats", "2")
        ann.select_option("#id_seat_0", "me")
        ann.select_option("#id_seat_1", "open")
        ann.get_by_role("button", name="Create table").click()
        ann.wait_for_selector("body[data-live]", state="attached")
        invite = ann.locator(".invite input").input_value()
        bob = self.page(390, 844, mobile=True)
        bob.goto(invite)
        bob.fill("#id_name", "Bob")
        bob.get_by_role("button", name="Save").click()
        bob.get_by_role("button", name="Take this seat").click()
        expect(ann.locator(".seat.kind-human")).to_have_count(2)
        ann.get_by_role("button", name="Start the game").click()
        for page in (ann, bob):  # once the game runs, the invite link and the seats fold away
            expect(page.locator("details.invite:not([open])")).to_have_count(1)
            expect(page.locator("details.seats-fold:not([open])")).to_have_count(1)
        return Table.objects.get(), ann, bob

    def to_a_turn_with_goods(self, table, pages):
        """Both play (never trading) until one of them may trade and holds a good: (that seat,
        their page, the other's page)."""
        rng = random.Random(4)
        for _ in range(200):
            table.refresh_from_db()
            for seat, page in enumerate(pages):
                if not page.locator('.prompt button[data-option]:enabled').count():
                    continue
                goods = table.state["players"][seat]["goods"]
                if page.locator('.prompt button[data-option="trade"]').count() and any(goods.values()):
                    return seat, page, pages[1 - seat]
                before = self.version(page)
                self.click_once(page, rng, avoid=("trade",))
                # a worker picked first waits for its space, on the same board
                while page.locator(".board-picked:not([hidden])").count() and self.version(page) == before:
                    self.click_once(page, rng, avoid=("trade",))
                page.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)
                break
            else:
                pages[0].wait_for_timeout(200)
        raise AssertionError("no turn with goods to trade")

    def test_an_offer_reads_as_its_terms_to_both_people(self):
        table, ann, bob = self.seated()
        seat, proposer, receiver = self.to_a_turn_with_goods(table, [ann, bob])
        me, other = ("Ann", "Bob") if seat == 0 else ("Bob", "Ann")
        table.refresh_from_db()
        mine = table.state["players"][seat]["goods"]
        lacking = next(g for g, n in table.state["players"][1 - seat]["goods"].items() if n == 0)
        good = next(g for g, n in mine.items() if n)

        # An offer the other cannot pay: the other is asked all the same (an answer the engine
        # gave would tell the table what they lack), reads why, and both read why it stops.
        proposer.locator('.prompt button[data-option="trade"]').click()
        expect(proposer.locator("#prompt h2")).to_have_text("Whom do you offer a trade?")
        proposer.get_by_role("button", name=f"Trade with {other}").click()
        proposer.locator(f'.prompt button[data-option="take:{lacking}"]').click()
        expect(proposer.locator("#prompt h2")).to_have_text(
            f"Your offer to {other} so far: nothing for 1 {lacking}. Add more, or propose it.")
        proposer.locator('.prompt button[data-option="propose"]').click()
        expect(receiver.locator("#prompt h2")).to_have_text(
            f"{me} asks you for 1 {lacking}, which you cannot pay: the trade cannot go ahead.")
        expect(receiver.locator(".prompt button[data-option]")).to_have_count(1)
        receiver.locator('.prompt button[data-option="decline"]').click()
        stopped = f"{other} cannot pay 1 {lacking}, so {me}'s trade does not go ahead."
        for page in (proposer, receiver):
            expect(page.locator(".log-lines")).to_contain_text(stopped)
            expect(page.locator(".log-lines")).not_to_contain_text("declines")
        expect(receiver.locator(".prompt button[data-option]")).to_have_count(0)

        # A gift: the other reads its terms and who offers it, and takes it.
        proposer.locator('.prompt button[data-option="trade"]').click()
        proposer.get_by_role("button", name=f"Trade with {other}").click()
        proposer.locator(f'.prompt button[data-option="give:{good}"]').click()
        expect(proposer.locator("#prompt h2")).to_have_text(
            f"Your offer to {other} so far: 1 {good} for nothing. Add more, or propose it.")
        self.shoot(proposer, f"building-{'laptop' if seat == 0 else 'phone'}")
        proposer.locator('.prompt button[data-option="propose"]').click()
        expect(receiver.locator("#prompt h2")).to_have_text(f"{me} offers you 1 {good} as a gift.")
        expect(receiver.locator('.prompt button[data-option="accept"]')).to_be_visible()
        self.shoot(receiver, f"answering-{'phone' if seat == 0 else 'laptop'}")
        receiver.locator('.prompt button[data-option="accept"]').click()
        for page in (proposer, receiver):
            expect(page.locator(".log-lines")).to_contain_text(f"{other} accepts {me}'s gift: 1 {good}.")
        assert self.errors == []
