"""Nothing fails silently, in real Chromium at 1366x900 and on a 390x844 phone: the new-table
form offers only the seatings the game accepts and reads as a form; a table whose start fails
says so in the host's language; the button that gives up one's own seat says so and asks first.
Screenshots: test-results/page-errors/."""
import pytest
from playwright.sync_api import expect

from tabletop import services
from tabletop.models import Player, Seat, Table
from tests.browser import live as browser
from tests.tinygame import TinyGame  # noqa: F401  (registers the test games)

OUT = browser.RESULTS / "page-errors"
SIZES = browser.SIZES


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class PageErrorsTest(browser.LiveBrowserTest):
    out = OUT
    worker_name = "page-errors-worker"

    def test_the_new_table_form_offers_only_the_seatings_tapestry_accepts(self):
        for size in SIZES:
            page = self.page_for(size=size)
            page.goto(self.live_server_url + "/new/tapestry/")
            page.screenshot(path=str(OUT / f"new-table-tapestry-{size}.png"), full_page=True)
            page.select_option("#id_seats", label="1 player + Automa + Shadow Empire")
            expect(page.locator(".seat-row:visible")).to_have_count(3)
            for seat in (1, 2):
                assert page.locator(f"#id_seat_{seat} option:enabled").all_inner_texts() == ["Automaton"]
                expect(page.locator(f"#id_seat_{seat}")).to_have_value("automaton")
            page.screenshot(path=str(OUT / f"new-table-tapestry-solo-{size}.png"), full_page=True)
            page.select_option("#id_seats", label="2 players")
            expect(page.locator(".seat-row:visible")).to_have_count(2)
            expect(page.locator("#id_seat_1")).to_have_value("bot")
            assert "automaton" not in page.locator("#id_seat_1 option:enabled").all_inner_texts()
        czech = self.page_for(locale="cs-CZ", size="phone")
        czech.goto(self.live_server_url + "/new/tapestry/")
        czech.select_option("#id_seats", label="1 hráč + Automa + Stínová říše")
        expect(czech.locator(".seat-row:visible")).to_have_count(3)
        czech.screenshot(path=str(OUT / "new-table-tapestry-solo-cs-phone.png"), full_page=True)
        assert self.errors == []

    def test_the_new_table_forms_labels_and_selects_read_at_both_sizes(self):
        """Each label reads on a line of its own width and each select is wide enough for its
        longest choice (no label squeezed into a narrow column, no select cut to 100 px)."""
        for game in ("tapestry", "hegemony", "twilight-struggle"):
            for size, (width, _height) in SIZES.items():
                page = self.page_for(size=size)
                page.goto(f"{self.live_server_url}/new/{game}/")
                page.screenshot(path=str(OUT / f"new-table-{game}-{size}.png"), full_page=True)
                assert page.evaluate("document.documentElement.scrollWidth") <= width, (game, size)
                for label in page.locator("form.new-table label:visible").all():
                    box, select = label.bounding_box(), label.locator("select, input")
                    assert box["x"] + box["width"] <= width, (game, size, label.inner_text())
                    if select.count():
                        wide = select.evaluate(
                            "e => e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().width")
                        assert wide and wide >= min(160, width - 80), (game, size, label.inner_text(), wide)
        assert self.errors == []

    def test_a_start_that_fails_says_so_in_czech_and_the_table_stays_open(self):
        ann = Player.objects.create(name="Ann")
        table = services.create_table("tiny-faulty", seats=[{"kind": "human"}, {"kind": "bot"}],
                                      options={"target": 20}, host=ann)
        for size in SIZES:
            page = self.page_for(ann, "cs-CZ", size)
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
            page.get_by_role("button", name="Spustit hru").click()
            expect(page.locator("#flash .error")).to_contain_text("Na serveru se něco pokazilo a nic se nezměnilo.")
            expect(page.locator("#flash .error")).to_be_in_viewport()
            page.screenshot(path=str(OUT / f"start-failed-cs-{size}.png"))
        table.refresh_from_db()
        assert table.status == Table.Status.OPEN
        assert self.errors == []

    def test_the_button_that_gives_up_my_seat_says_so_and_asks_first(self):
        """Ann hosts from seat 1, Bob sits in seat 2: beside their own seat each sees "Leave seat"
        (Ann sees "Open" beside Bob's); Bob dismisses the question and keeps his seat, then leaves."""
        ann, bob = Player.objects.create(name="Ann"), Player.objects.create(name="Bob")
        table = services.create_table("tiny", seats=[{"kind": "human"}, {"kind": "open"}], host=ann)
        services.join_seat(table.pk, 1, bob)
        pages = {"ann": self.page_for(ann, size="desktop"), "bob": self.page_for(bob, size="phone")}
        for page in pages.values():
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
        seats = {name: page.locator(".seat") for name, page in pages.items()}
        expect(seats["ann"].nth(0).get_by_role("button", name="Leave seat")).to_have_count(1)
        expect(seats["ann"].nth(1).get_by_role("button", name="Open", exact=True)).to_have_count(1)
        bob_page, leave = pages["bob"], seats["bob"].nth(1).get_by_role("button", name="Leave seat")
        expect(leave).to_have_count(1)
        expect(bob_page.get_by_role("button", name="Open", exact=True)).to_have_count(0)
        for name, page in pages.items():
            page.screenshot(path=str(OUT / f"leave-seat-{name}.png"), full_page=True)
        bob_page.once("dialog", lambda dialog: dialog.dismiss())
        leave.click()
        bob_page.wait_for_timeout(500)
        assert Seat.objects.get(table=table, index=1).player_id == bob.pk
        bob_page.once("dialog", lambda dialog: dialog.accept())
        leave.click()
        expect(bob_page.get_by_role("button", name="Take this seat")).to_have_count(1)
        assert Seat.objects.get(table=table, index=1).kind == Seat.Kind.OPEN
        assert self.errors == []

    def test_a_guest_watching_a_running_table_on_a_small_phone_reads_the_name_form_on_screen(self):
        """The form that asks a guest's name (to take a seat) stays on screen on a 360 px phone: its
        words on a line of their own, the field shrinking, the Save button inside the window."""
        ann = Player.objects.create(name="Ann")
        table = services.create_table("tiny", seats=[{"kind": "human"}, {"kind": "open"}], host=ann)
        for width, height in ((360, 740), SIZES["phone"]):
            page = self.page_for(size=(width, height))
            page.set_viewport_size({"width": width, "height": height})
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
            page.screenshot(path=str(OUT / f"name-form-{width}.png"), full_page=True)
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            save = page.locator(".name-form").get_by_role("button", name="Save").bounding_box()
            assert save["x"] + save["width"] <= width
            label = page.locator(".name-form label")
            lines = label.evaluate("e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight || 20)")
            assert lines < 2.5, lines  # not one word per line
        assert self.errors == []
