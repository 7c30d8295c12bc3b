"""Tapestry on the drawn board in real Chromium: Ann plays a whole solo game against the Automa
and the Shadow Empire at level 3 (two automaton seats played by a real worker process), and a
2-player game against a random bot, by clicking the board: the tracks and her income mat for her turn, map hexes, the plots of her capital, tech
cards, her tapestry cards; buttons only for options with no place on the board (what to pay with,
a tile's rotation, yes or no). Cy watches on a phone. Screenshots: test-results/browser/tapestry-*.png.
"""
import random

import pytest
from playwright.sync_api import expect

from games.tapestry.data import TAPESTRY_CARDS
from tabletop.models import Table
from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "browser"


def advance_mostly(keys, rng):
    """Ann advances on most turns and takes income now and then, so the game goes the distance."""
    tracks = [k for k in keys if k.startswith("track:")]
    if tracks and "income" in keys and rng.random() < 0.8:
        return rng.choice(tracks)
    return None


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class TapestryBoardTest(boardplay.BoardPlayTest):
    worker_name = "tapestry-worker"
    out = OUT

    def assert_spectator_sees_no_secret(self, cy, table: Table) -> None:
        self.expect_live(cy, table)
        expect(cy.locator(".tp-secret")).to_have_count(0)
        expect(cy.locator('#board [data-key^="card:"], #board [data-key^="civ:"]')).to_have_count(0)
        table.refresh_from_db()
        state = table.state
        shown = {c for p in state["players"] for c in p["tapestry"]} | set(state["board"]["tapestry_discard"])
        hands = {c for s in state["seats"] for c in s["hand"]} - shown
        html = self.without_log(cy)
        leaked = {TAPESTRY_CARDS[c]["name"] for c in hands if f">{TAPESTRY_CARDS[c]['name']}<" in html}
        assert not leaked, f"the spectator's page shows tapestry cards in a hand: {leaked}"

    def test_ann_plays_a_solo_game_against_the_automa_and_shadow_empire_level_3_by_clicking_the_board(self):
        ann = self.page(1400, 1000)
        ann.goto(f"{self.live_server_url}/new/tapestry/")
        ann.fill("#id_name", "Ann")
        ann.select_option("#id_seats", "3-1")  # 1 player with the Automa and the Shadow Empire
        ann.select_option("#id_seat_0", "me")
        ann.select_option("#id_seat_1", "automaton")
        ann.select_option("#id_seat_2", "automaton")
        ann.locator("#id_option_automa_level").select_option(label="3")
        ann.get_by_role("button", name="Create table").click()
        ann.wait_for_selector("body[data-live]", state="attached")
        table = Table.objects.get()
        cy = self.page(390, 800, mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")
        ann.get_by_role("button", name="Start the game").click()

        board = ann.locator(".tp-board")
        expect(board.locator(".tp-player")).to_have_count(3)
        expect(board.locator(".tp-hexes .hex")).to_have_count(34)  # the small map
        expect(board.locator("#tp-bots")).to_contain_text("Automa level")
        # Ann's first choices: her capital (a button: the mats are not on the table yet), then
        # her civilization by clicking its card.
        self.wait_for_turn_or_end(ann)
        capital = ann.locator('.prompt button[data-option^="capital:"]')
        for _attempt in range(3):  # a click can land on a board the push is swapping out
            self._click(capital.first, "capital")
            try:
                expect(capital).to_have_count(0, timeout=10_000)
                break
            except AssertionError:
                continue
        expect(ann.locator('.tp-secret [data-key^="civ:"].target')).to_have_count(2, timeout=boardplay.BOT_WAIT)
        expect(board.locator("#player-0 .tp-city .plot")).to_have_count(81)
        self.shoot(ann, "tapestry-opening")
        civs = ann.locator('.tp-secret [data-key^="civ:"].target')
        for _attempt in range(3):  # as with the capital: the click may land on a board being swapped
            clicks = ["button:capital", self.click_once(ann, random.Random(1))]
            try:
                expect(civs).to_have_count(0, timeout=10_000)
                break
            except AssertionError:
                continue
        # Her first real turn: the tracks' next spaces and her income mat light up.
        expect(ann.locator('#board [data-key="income"].target')).to_have_count(1, timeout=boardplay.BOT_WAIT)
        expect(ann.locator('#board .tp-tracks [data-key^="track:"].target').first).to_be_visible()
        self.shoot(ann, "tapestry-turn")

        clicks += self.play_while_watched(ann, cy, table, "tapestry", random.Random(3), max_choices=900,
                                          check_spectator=self.assert_spectator_sees_no_secret, middle_at=50,
                                          prefer=advance_mostly)
        on_board = [c for c in clicks if c not in ("missed",) and not c.startswith("button:")]
        kinds = {c.split(":")[0] for c in on_board}
        assert {"track", "civ"} <= kinds, kinds  # income may be the only choice left, played by itself
        assert len(on_board) > len(clicks) / 2, "most choices are made on the board"
        table.refresh_from_db()
        state = table.state
        assert all(p["done"] for p in state["players"])
        assert state["options"]["automa_level"] == 3
        expect(ann.locator(".log-lines")).to_contain_text("The game is over.")

    def test_ann_plays_a_two_player_game_against_a_bot_by_clicking_the_board_while_cy_watches(self):
        ann = self.page(1400, 1000)
        table = self.create(ann, "tapestry", 2)
        cy = self.page(390, 800, mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")
        expect(ann.locator(".tp-board .tp-player")).to_have_count(2)
        expect(ann.locator(".tp-board #tp-bots")).to_have_count(0)  # no Automa at this table
        clicks = self.play_while_watched(ann, cy, table, "tapestry-2p", random.Random(8), max_choices=900,
                                         check_spectator=self.assert_spectator_sees_no_secret, middle_at=40,
                                         prefer=advance_mostly)
        kinds = {c.split(":")[0] for c in clicks if c != "missed" and not c.startswith("button:")}
        assert {"track", "civ"} <= kinds, kinds  # income may be the only choice left, played by itself
        table.refresh_from_db()
        assert all(p["done"] for p in table.state["players"])
