"""Twilight Struggle on the drawn board in real Chromium: Ann (USSR) plays a whole game against a
random bot by clicking the map and her cards (buttons only for options with no place on the
board), while Cy watches on a phone. Screenshots: test-results/browser/twilight-struggle-*.png.
"""
import random
import re

import pytest
from playwright.sync_api import expect

from games.twilight_struggle.data import CARDS, CHINA
from tabletop.models import Table
from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "browser"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class TwilightStruggleBoardTest(boardplay.BoardPlayTest):
    worker_name = "ts-board-worker"
    out = OUT

    def hand_names(self, table: Table) -> set[str]:
        table.refresh_from_db()
        return {CARDS[c].name for seat in table.state["seats"] for c in seat["hand"] if c != CHINA}

    def assert_spectator_sees_no_hand(self, cy, table: Table) -> None:
        self.expect_live(cy, table)
        expect(cy.locator(".ts-hand")).to_have_count(0)
        expect(cy.locator('#board [data-key^="card:"]')).to_have_count(0)
        self.assert_board_is_as_drawn(cy, table)
        shown = self.without_log(cy)
        leaked = {name for name in self.hand_names(table) if f">{name}<" in shown or f"{name}</span>" in shown}
        assert not leaked, f"the spectator's page shows hand cards {leaked}"

    def test_ann_plays_a_whole_game_by_clicking_the_map_while_cy_watches_on_a_phone(self):
        ann = self.page()
        table = self.create(ann, "twilight-struggle", 2)
        cy = self.page(360, 740, mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")

        # The opening: the printed start on the map, Ann's 8 cards, her setup targets lit.
        expect(ann.locator(".ts-map .country")).to_have_count(84)
        east_germany = ann.locator("#country-east_germany")
        expect(east_germany).to_have_attribute("data-ussr", "3")
        expect(east_germany).to_have_class(re.compile(r"\bcontrol-ussr\b"))
        expect(ann.locator("#country-west_germany")).to_have_class(re.compile(r"\bbg\b"))
        expect(ann.locator(".ts-hand .ts-card:not(.side-china)")).to_have_count(8)
        expect(ann.locator('.ts-hand .ts-card[data-key="card:the_china_card"]')).to_have_count(1)  # the USSR holds it
        expect(ann.locator('#country-poland.target')).to_have_count(1)  # Eastern Europe is lit
        expect(ann.locator('#country-france.target')).to_have_count(0)  # Western Europe is not
        expect(ann.locator(".prompt form.on-board")).not_to_have_count(0)  # those buttons hide
        ann.locator("#country-poland").click()
        expect(ann.locator("#country-poland")).to_have_attribute("data-ussr", "1")
        # Keyboard: the lit countries take focus, Enter places.
        ann.locator("#country-poland").focus()
        ann.keyboard.press("Enter")
        expect(ann.locator("#country-poland")).to_have_attribute("data-ussr", "2")
        assert Table.objects.get().state["board"]["influence"]["poland"]["ussr"] == 2
        # A card's text opens by tap.
        first_card = ann.locator(".ts-hand .ts-card").first
        first_card.locator("summary").click()
        expect(first_card.locator(".card-text p")).to_be_visible()
        self.shoot(ann, "twilight-struggle-opening")
        self.assert_spectator_sees_no_hand(cy, table)
        self.shoot(cy, "twilight-struggle-opening-phone")

        clicks = self.play_while_watched(ann, cy, table, "twilight-struggle", random.Random(3), max_choices=1500,
                                         check_spectator=self.assert_spectator_sees_no_hand, middle_at=25)
        assert any(c.startswith("country:") for c in clicks) and any(c.startswith("card:") for c in clicks)
        # Cy's phone was sent most moves as the pieces that changed, and its board read as drawn.
        assert int(cy.evaluate("document.body.dataset.deltas || 0")) > 10

        # After the game: the replay slider goes back to any position, drawn as the public board.
        ann.get_by_role("link", name="Replay the game move by move").click()
        expect(ann.locator("#board .game-result")).to_be_visible()
        ann.locator("#replay-at").fill("0")
        expect(ann.locator("#board")).to_have_attribute("data-version", "0")
        expect(ann.locator("#country-east_germany")).to_have_attribute("data-ussr", "3")
        expect(ann.locator(".ts-hand")).to_have_count(0)
        ann.locator("#replay-at").fill(str(table.moves.count() // 2))
        expect(ann.locator("#board")).to_have_attribute("data-version", str(table.moves.count() // 2))
        self.shoot(ann, "twilight-struggle-replay")
        assert self.errors == []
