"""A turn-based table in Chromium: Ann and Bob sign up (Bob asks for your-turn emails), Ann
creates a table with an hour per move, both see their clocks, Bob's email comes, and when his
hour runs out (a fake clock every process shares, moved on by the test) the worker's sweep hands
his seat to a bot, which plays; Bob takes it back.

Daphne runs live (ChannelsLiveServerTestCase), the bot is a real worker process.
"""
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import expect

from tabletop.models import Move, Seat, Table
from tests.browser import live as browser
from tests.browser.test_table_in_chromium import live
from tests.fakeclock import SharedClock
from tests.integration.helpers import mail_written
from tests.integration.processes import wait_for
from tests.tinygame import TinyGame  # noqa: F401  (registers the test game)

OUT = browser.RESULTS / "turn-based"
PASSWORD = "table-top-4-ever"
# The fake clock runs on with the real one: a minute may pass between a move and a look.
AN_HOUR_LEFT = re.compile(r"(1 h 0|59) min left")
A_QUARTER_LEFT = re.compile(r"1[45] min left")


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class TurnBasedInChromiumTest(browser.LiveBrowserTest):
    worker_name = "turn-based-worker"
    out = OUT

    @classmethod
    def setUpClass(cls):
        # Before the live server is forked: it, this process and the worker read the same clock.
        cls.clock = SharedClock(Path(tempfile.gettempdir()) / f"tabletop-clock-{os.getpid()}")
        cls.mail = Path(tempfile.mkdtemp(prefix="tabletop-mail-"))  # the worker writes its emails here
        cls.worker_env = {**cls.clock.env(), "DJANGO_EMAIL_BACKEND": "django.core.mail.backends.filebased.EmailBackend",
                          "EMAIL_FILE_PATH": str(cls.mail)}
        cls._saved = {key: os.environ.get(key) for key in cls.clock.env()}
        os.environ.update(cls.clock.env())
        cls._clock_setting = settings.TABLETOP_CLOCK
        settings.TABLETOP_CLOCK = cls.clock.env()["TABLETOP_CLOCK"]
        super().setUpClass()

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        settings.TABLETOP_CLOCK = cls._clock_setting
        for key, value in cls._saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        cls.clock.path.unlink(missing_ok=True)
        shutil.rmtree(cls.mail, ignore_errors=True)

    def open_page(self):
        page = self.browser.new_context(locale="en-US", viewport={"width": 1280, "height": 900}).new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        return page

    def sign_up(self, page, name):
        page.goto(self.live_server_url + "/")
        page.get_by_role("link", name="Sign up").click()
        page.fill("#id_username", name)
        page.fill("#id_email", f"{name}@example.org")
        page.fill("#id_password1", PASSWORD)
        page.fill("#id_password2", PASSWORD)
        if name == "ann":
            page.screenshot(path=str(OUT / "signup.png"), full_page=True)
        page.get_by_role("button", name="Sign up").click()
        expect(page.locator("h1")).to_have_text(name)  # the new account's profile
        expect(page.locator(".topbar .who")).to_contain_text(f"Playing as {name}")

    def test_two_accounts_play_a_turn_based_table_until_a_timeout_hands_a_seat_to_a_bot(self):
        ann, bob = self.open_page(), self.open_page()
        self.sign_up(ann, "ann")
        self.sign_up(bob, "bob")
        bob.get_by_label("Email me when it is my turn").check()
        bob.get_by_role("button", name="Save").click()
        expect(bob.get_by_label("Email me when it is my turn")).to_be_checked()
        bob.screenshot(path=str(OUT / "profile.png"), full_page=True)

        ann.goto(self.live_server_url + "/new/tiny/")
        ann.select_option("#id_option_target", label="20")
        ann.select_option("#id_seat_0", "me")
        ann.select_option("#id_seat_1", "open")
        ann.select_option("#id_pace", "turns")
        ann.select_option("#id_move_minutes", label="1 hour")
        ann.select_option("#id_bank_minutes", label="none")
        ann.select_option("#id_on_timeout", "bot")
        ann.screenshot(path=str(OUT / "new-table.png"), full_page=True)
        ann.get_by_role("button", name="Create table").click()
        invite = live(ann).locator(".invite input").input_value()
        table = Table.objects.get()
        assert (table.move_minutes, table.bank_minutes, table.on_timeout) == (60, 0, "bot")

        bob.goto(invite)
        live(bob).get_by_role("button", name="Take this seat").click()
        expect(ann.locator(".seat.kind-human")).to_have_count(2)
        ann.get_by_role("button", name="Start the game").click()

        # Ann's hour counts down on both boards; she moves, and Bob's starts.
        expect(ann.locator(".seat.mine time.deadline")).to_contain_text("left")
        expect(ann.locator(".seat.mine .bank")).to_have_text("bank 0 min")
        ann.locator(".prompt button").last.click()
        expect(bob.locator(".prompt")).to_be_visible()
        expect(bob.locator(".seat.mine time.deadline")).to_have_text(AN_HOUR_LEFT)
        bob.goto(self.live_server_url + "/")
        expect(bob.locator("#my-tables")).to_contain_text("Your turn")
        expect(bob.locator("#my-tables .clock")).to_have_text(AN_HOUR_LEFT)
        self.clock.advance(minutes=45)
        bob.reload()
        expect(bob.locator("#my-tables .clock")).to_have_text(A_QUARTER_LEFT)
        bob.screenshot(path=str(OUT / "lobby-my-turn.png"), full_page=True)
        mail = wait_for(lambda: mail_written(self.mail), 20, "Bob's your-turn email")
        assert mail.count("To: ") == 1 and "To: bob@example.org" in mail and f"/table/{table.pk}/" in mail
        bob.goto(f"{self.live_server_url}/table/{table.pk}/")
        expect(live(bob).locator(".seat.mine time.deadline")).to_have_text(A_QUARTER_LEFT)
        bob.screenshot(path=str(OUT / "bob-15-minutes-left.png"), full_page=True)

        # Bob's hour runs out: the worker's sweep gives his seat to a bot, which plays his move.
        self.clock.advance(minutes=15)
        expect(bob.locator("#board")).to_contain_text("Your time ran out, so a bot plays your seat.", timeout=20_000)
        expect(ann.locator(".log-lines")).to_contain_text("bob ran out of time; a bot plays their seat")
        assert Seat.objects.get(table=table, index=1).kind == "bot"
        expect(ann.locator(".prompt")).to_be_visible()  # the bot has played Bob's move
        assert Move.objects.filter(table=table, seat=1, by_bot=True).exists()
        bob.screenshot(path=str(OUT / "bob-timed-out.png"), full_page=True)

        bob.locator("#seat-notice").get_by_role("button", name="Take my seat back").click()
        expect(bob.locator(".seat.mine")).to_have_class("seat kind-human mine")
        expect(ann.locator(".log-lines")).to_contain_text("bob is back and plays their seat again.")
        ann.reload()  # the page counts down from the server's time when drawn, and the fake clock jumped since
        expect(live(ann).locator(".seat.mine time.deadline")).to_have_text(AN_HOUR_LEFT)
        ann.screenshot(path=str(OUT / "ann-after-timeout.png"), full_page=True)
        assert self.errors == []
