"""Playing a drawn board in Chromium as a person does: click what lights up on the board, and a
prompt button only when the option has no place on the board. Shared by the games' browser tests."""
from __future__ import annotations

import random

from playwright.sync_api import Error as PlaywrightError, expect

from tabletop.models import Seat, Table
from tests.browser import live as browser

BOT_WAIT = 60_000  # ms: a bot's move comes from the worker process, slow on a busy machine


class BoardPlayTest(browser.LiveBrowserTest):
    """Subclasses set `out`; `page()` opens a browser page, `play_to_the_end` clicks a game through."""

    def page(self, width=1400, height=1000, mobile=False):
        context = self.browser.new_context(locale="en-US", viewport={"width": width, "height": height},
                                           is_mobile=mobile, has_touch=mobile)
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.set_default_timeout(20_000)
        return page

    def create(self, page, game_id: str, seats: int, options: dict | None = None, others: str = "bot",
               me: int = 0, plan: str | None = None) -> Table:
        """Ann creates a table in seat `me` (the first unless told) with random bots (level 0, for
        speed) in the others, or with `others` ("automaton"), and starts it; `plan` chooses a
        seating by its label where two have the same number of seats (a solo game's automata)."""
        page.goto(f"{self.live_server_url}/new/{game_id}/")
        page.fill("#id_name", "Ann")
        for key, label in (options or {}).items():
            page.select_option(f"#id_option_{key}", label=label)
        if page.locator("#id_seats").count():
            page.select_option("#id_seats", **({"label": plan} if plan else {"value": str(seats)}))
        page.select_option(f"#id_seat_{me}", "me")
        for index in set(range(seats)) - {me}:
            page.select_option(f"#id_seat_{index}", others)
        page.get_by_role("button", name="Create table").click()
        page.wait_for_selector("body[data-live]", state="attached")
        table = Table.objects.get()
        Seat.objects.filter(table=table, kind=Seat.Kind.BOT).update(level=0)
        page.get_by_role("button", name="Start the game").click()
        return table

    @staticmethod
    def version(page) -> int:
        return int(page.locator("#board").get_attribute("data-version"))

    def wait_for_turn_or_end(self, page) -> bool:
        """True when it is Ann's turn, False when the game is over."""
        page.wait_for_function(
            "() => document.querySelector('.game-result') || "
            "document.querySelector('#board [data-key].target, .prompt form:not(.on-board) button[data-option]:enabled')",
            timeout=BOT_WAIT)
        return page.locator(".game-result").count() == 0

    def click_once(self, page, rng: random.Random, prefer=None, avoid=()) -> str:
        """One choice by clicking: a lit board target if there is one (`prefer` may pick among
        their keys), else a prompt button, not one starting with `avoid` if another is there.
        Returns what was clicked."""
        targets = page.locator("#board [data-key].target")
        keys = [k for k in targets.evaluate_all("els => els.map(e => e.dataset.key)")]
        if keys:
            unique = sorted(set(keys))
            key = (prefer(unique, rng) if prefer else None) or rng.choice(unique)
            return self._click(page.locator(f'#board [data-key="{key}"].target').first, key)
        buttons = page.locator(".prompt form:not(.on-board) button[data-option]:enabled")
        options = buttons.evaluate_all("els => els.map(e => e.dataset.option)")
        if not options:  # a bot's move replaced the board since the turn was seen: look again
            return "missed"
        option = rng.choice([o for o in options if not o.startswith(tuple(avoid))] or options)
        return self._click(page.locator(f'.prompt button[data-option="{option}"]'), "button:" + option)

    @staticmethod
    def _click(locator, what: str) -> str:
        """Click, unless a bot's move replaced the board under the pointer and the element is gone
        (then "missed": the caller looks at the new board and chooses again)."""
        try:
            locator.click(timeout=5_000)
        except PlaywrightError:
            return "missed"
        return what

    def play_to_the_end(self, page, rng: random.Random, max_choices: int, on_choice=None, prefer=None,
                        avoid=(), until=None) -> list[str]:
        """Ann plays until the game ends (or `until()` holds on her turn), clicking the board;
        returns her clicks. A click that a bot's move swept away (the board was replaced under it)
        is simply made again."""
        clicks = []
        while self.wait_for_turn_or_end(page) and not (until and until()):
            assert len(clicks) < max_choices, f"no end after {max_choices} clicks"
            before = self.version(page)
            clicks.append(self.click_once(page, rng, prefer, avoid))
            # A first pick of a two-step choice waits for the second click, on the same board.
            while page.locator(".board-picked:not([hidden])").count() and self.version(page) == before:
                clicks.append(self.click_once(page, rng, prefer, avoid))
            try:
                page.wait_for_function("v => +document.getElementById('board').dataset.version > v",
                                       arg=before, timeout=10_000)
            except PlaywrightError:
                continue
            if on_choice:
                on_choice(len(clicks))
        return clicks

    def play_while_watched(self, ann, cy, table: Table, name: str, rng: random.Random, max_choices: int,
                           check_spectator, middle_at: int, then=None, **choices) -> list[str]:
        """Ann plays the game to its end while Cy (a phone) watches: screenshots of both pages in
        the middle and at the end, `check_spectator(cy, table)` at each, the result on both pages,
        and a phone page that never scrolls sideways as a whole (wide parts scroll in a frame).
        With `until` (see play_to_the_end) Ann stops clicking there and `then()` has the game
        finished (her seat given to a bot)."""
        shot = []

        def middle(n):
            if n >= middle_at and not shot:
                shot.append(n)
                self.shoot(ann, f"{name}-middle")
                check_spectator(cy, table)
                self.shoot(cy, f"{name}-middle-phone")

        clicks = self.play_to_the_end(ann, rng, max_choices, on_choice=middle, **choices)
        if then:
            then()
        expect(ann.locator(".game-result")).to_be_visible(timeout=BOT_WAIT)
        table.refresh_from_db()
        assert table.status == Table.Status.FINISHED
        check_spectator(cy, table)
        expect(cy.locator(".game-result")).to_be_visible()
        self.shoot(ann, f"{name}-final")
        self.shoot(cy, f"{name}-final-phone")
        assert cy.evaluate("document.documentElement.scrollWidth") <= cy.viewport_size["width"]
        assert self.errors == []
        return clicks

    def give_to_a_quick_bot(self, page, seat: int) -> None:
        """Ann hands her seat to a random bot (level 0, for speed) from the seats panel, unfolded."""
        page.locator("#seats > summary").click()
        form = page.locator(f'form:has(input[name="seat"][value="{seat}"]):has(input[name="kind"][value="bot"])')
        form.evaluate("f => { const i = document.createElement('input'); i.type = 'hidden'; i.name = 'level';"
                      " i.value = '0'; f.appendChild(i); }")
        form.locator("button").click()

    def shoot(self, page, name: str) -> None:
        page.screenshot(path=str(self.out / f"{name}.png"), full_page=True)

    def expect_live(self, spectator, table: Table) -> None:
        """The spectator's page reaches the table's current version by itself, or a later one: a
        bot may move meanwhile, and a page that steps through a version between two looks at it
        was never seen at it."""
        table.refresh_from_db()
        spectator.wait_for_function("v => { const b = document.getElementById('board');"
                                    " return b !== null && +b.dataset.version >= v; }",
                                    arg=table.version, timeout=BOT_WAIT)

    def assert_board_is_as_drawn(self, spectator, table: Table) -> None:
        """The spectator's board, built from the moves' deltas (tabletop.pieces), reads as the
        whole board the server draws for that version: the same text and every country's figures."""
        from tabletop import rendering

        read = """html => { const t = document.createElement('template'); t.innerHTML = html;
            const b = html ? t.content.querySelector('#board') : document.getElementById('board');
            return [b.dataset.version, b.textContent.replace(/\\s+/g, ' ').trim(),
                    Array.from(b.querySelectorAll('[data-key]')).map(e => e.dataset.key + '=' + (e.dataset.us || '') + '/' + (e.dataset.ussr || ''))]; }"""
        for _attempt in range(5):  # a bot's move may land while we read: read again
            self.expect_live(spectator, table)
            shown = spectator.evaluate(read, "")
            if shown[0] == str(table.version):
                drawn = rendering.render_board(table, rendering.Audience(None, False), "en")
                assert shown == spectator.evaluate(read, drawn)
                return
        raise AssertionError("the table kept moving while its board was read")

    @staticmethod
    def without_log(page) -> str:
        """The page's board HTML without the game log (whose lines may name cards played earlier)."""
        return page.evaluate("""() => { const b = document.getElementById('board').cloneNode(true);
            b.querySelectorAll('.log').forEach(e => e.remove()); return b.outerHTML; }""")
