"""Nucleum's solo game in real Chromium: Ann plays a whole game against Baron von Automat by
clicking the board, with the parliament expansion, while Cy watches on a phone. The Baron's
turns come from the bot worker; each writes its reasons in the log, and the Baron's deck of
preference cards never reaches a page. Screenshots: test-results/browser/nucleum-baron-*.png.
"""
import random

import pytest
from playwright.sync_api import expect

from tabletop.models import Table
from tests.browser import boardplay, live as browser
from tests.browser.test_nucleum import assert_spectator_sees_no_secret, onwards

OUT = browser.RESULTS / "browser"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class NucleumBaronTest(boardplay.BoardPlayTest):
    worker_name = "nucleum-baron-worker"
    out = OUT

    def assert_spectator_sees_no_secret(self, cy, table: Table) -> None:
        assert_spectator_sees_no_secret(self, cy, table)

    def test_ann_plays_the_solo_game_against_baron_von_automat_with_the_parliament(self):
        ann = self.page(*browser.SIZES["desktop"])
        table = self.create(ann, "nucleum", 2, options={"expansion": "the parliament (Pokrok nezastavíš)"},
                            others="automaton", plan="1 player + Baron von Automat")
        cy = self.page(*browser.SIZES["phone"], mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")
        expect(ann.locator(".nuc-board .nuc-player")).to_have_count(2)
        expect(ann.locator("#nuc-parliament .party")).to_have_count(4)
        table.refresh_from_db()
        assert table.state["baron"]["seat"] == 1
        clicks = self.play_while_watched(ann, cy, table, "nucleum-baron", random.Random(7), max_choices=1200,
                                         check_spectator=self.assert_spectator_sees_no_secret, middle_at=60,
                                         prefer=onwards)
        assert len(clicks) > 20
        table.refresh_from_db()
        assert table.state["end"] is not None
        log = ann.locator(".log-lines")
        expect(log).to_contain_text("The game is over.")
        kinds = {e["kind"] for e in table.state["log"]}
        assert {"baron_card", "baron_choice"} <= kinds, kinds
