"""Euphoria on the drawn board in real Chromium: Ann plays a whole game (the 200-turn limit
option) against a random bot by clicking her dice, the action spaces, construction sites,
markets and recruits (buttons only for options with no place on the board), while Cy watches on
a phone. Screenshots: test-results/browser/euphoria-*.png.
"""
import random
import re

import pytest
from playwright.sync_api import expect

from games.euphoria.data import RECRUITS
from tabletop.models import Table
from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "browser"
# Trades are button dialogs of many steps that random clicking wanders in: Ann does not start them.
AVOID = ("trade", "give", "take", "partner")


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class EuphoriaBoardTest(boardplay.BoardPlayTest):
    worker_name = "eu-board-worker"
    out = OUT

    def hidden_names(self, table: Table) -> set[str]:
        table.refresh_from_db()
        return {RECRUITS[r].name for seat in table.state["seats"] for r in seat.get("hidden", [])}

    def assert_spectator_sees_no_secret(self, cy, table: Table) -> None:
        self.expect_live(cy, table)
        expect(cy.locator(".eu-secret")).to_have_count(0)
        expect(cy.locator('#board [data-key^="recruit:"], #board [data-key^="artifact:"]')).to_have_count(0)
        shown = self.without_log(cy)
        leaked = {name for name in self.hidden_names(table) if name in shown}
        assert not leaked, f"the spectator's page shows hidden recruits {leaked}"

    def test_ann_plays_a_whole_game_by_clicking_the_board_while_cy_watches_on_a_phone(self):
        ann = self.page()
        table = self.create(ann, "euphoria", 2, options={"turn_limit": "200"})
        cy = self.page(360, 740, mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")

        expect(ann.locator(".eu-area")).to_have_count(5)  # four regions and the activation tanks
        expect(ann.locator("#market-euphoria_1")).to_have_class(re.compile(r"\bface-down\b"))
        expect(ann.locator("#market-euphoria_1")).to_contain_text("Market (face down)")
        # The opening: Ann keeps one offered recruit face up by clicking its card.
        offered = ann.locator(".eu-secret .choose [data-key].target")
        expect(offered.first).to_be_visible(timeout=boardplay.BOT_WAIT)
        offered.first.locator("summary").click()  # reading its text by tap does not choose it
        expect(offered.first.locator(".card-text p")).to_be_visible()
        self.shoot(ann, "euphoria-opening")
        self.assert_spectator_sees_no_secret(cy, table)
        self.shoot(cy, "euphoria-opening-phone")

        clicks = self.play_while_watched(ann, cy, table, "euphoria", random.Random(5), max_choices=3000,
                                         check_spectator=self.assert_spectator_sees_no_secret, middle_at=60,
                                         avoid=AVOID)
        assert any(c.startswith("recruit:") for c in clicks)
        assert any(c.startswith("space:") for c in clicks) and any(c.startswith("die:") for c in clicks)

    def test_a_worker_then_a_space_shows_the_pick_and_can_be_cancelled(self):
        """Ann picks one of her dice: the pick is named above the board and nothing is sent;
        she cancels, picks it again, then clicks a lit space, which places that die."""
        ann = self.page()
        table = self.create(ann, "euphoria", 2, options={"turn_limit": "200"})
        rng = random.Random(1)
        # Through the recruit choices and to Ann's first placement.
        while True:
            assert self.wait_for_turn_or_end(ann)
            dice = ann.locator('#player-0 [data-key^="die:"].target')
            if dice.count():
                break
            before = self.version(ann)
            self.click_once(ann, rng)
            ann.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)
        key = dice.first.get_attribute("data-key")
        die = ann.locator(f'#player-0 [data-key="{key}"]').first
        die.click()
        picked = ann.locator(".board-picked")
        expect(picked).to_be_visible()
        expect(picked.locator(".what")).to_contain_text("worker " + key.split(":")[1])
        expect(die).to_have_class(re.compile(r"\bpicked\b"))
        version = self.version(ann)
        picked.locator(".cancel").click()
        expect(picked).to_be_hidden()
        assert self.version(ann) == version  # nothing was sent
        # A die may stand on the board already: a random click above can place one, when a space
        # only one die can reach is clicked alone.
        before = sorted(w["value"] for w in Table.objects.get().state["players"][0]["workers"] if w["at"])
        die.click()
        ann.locator("#board .space.target, #board .site.target").first.click()
        ann.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=version)
        placed = sorted(w["value"] for w in Table.objects.get().state["players"][0]["workers"] if w["at"])
        assert placed == sorted(before + [int(key.split(":")[1])])
        assert self.errors == []
