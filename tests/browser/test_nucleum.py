"""Nucleum on the drawn board in real Chromium: Ann plays a whole 2-player game against a random
bot by clicking the board (her experiment, tiles of her pool and how they go, the halves of the
tile just played, the offer, contracts and contract spaces, income tracks, technologies, her
buildings, mines and turbines, spaces, railway spaces, power plants and coal of the map, a railway
tile's way round, the milestone track); buttons only for options with no place on the board (the
special directive's action, done, skip).
Cy watches on a phone and sees no tile of the draw stack and no contract of the stacks.
Screenshots: test-results/browser/nucleum-*.png.
"""
import random

import pytest
from playwright.sync_api import expect

from tabletop.models import Table
from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "browser"


def onwards(keys, rng):
    """Ann buys from the offer and takes contracts whenever she may, and recharges only now and
    then while there is another thing to do, so the game goes the distance."""
    for prefix in ("offer:", "contract:"):
        found = [k for k in keys if k.startswith(prefix)]
        if found:
            return rng.choice(found)
    others = [k for k in keys if not k.startswith("recharge:")]
    if others and rng.random() < 0.85:
        return rng.choice(others)
    return None


def assert_spectator_sees_no_secret(test, cy, table: Table) -> None:
    """The phone spectator's page is live and holds no tile of the draw stack, no contract of the
    stacks and no preference card the Baron has not revealed (shared by the solo game's test)."""
    test.expect_live(cy, table)
    expect(cy.locator("#board [data-key].target")).to_have_count(0)
    table.refresh_from_db()
    secret = table.state["secret"]
    html = test.without_log(cy)
    assert not {t for t in secret["draw"] if f'data-tile="{t}"' in html or f">{t}<" in html}, \
        "the spectator's page shows a tile of the draw stack"
    assert not {c for c in secret["silver"] + secret["gold"] if f"nuc-contract-{c}" in html or f">{c}<" in html}, \
        "the spectator's page shows a contract of a stack"
    assert not {c for c in secret.get("baron_deck", []) if f">{c}<" in html or f'"{c}"' in html}, \
        "the spectator's page shows a preference card the Baron has not revealed"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class NucleumBoardTest(boardplay.BoardPlayTest):
    worker_name = "nucleum-worker"
    out = OUT

    def assert_spectator_sees_no_secret(self, cy, table: Table) -> None:
        assert_spectator_sees_no_secret(self, cy, table)

    def test_ann_plays_a_two_player_game_against_a_bot_by_clicking_the_board_while_cy_watches(self):
        ann = self.page(*browser.SIZES["desktop"])
        table = self.create(ann, "nucleum", 2)
        cy = self.page(*browser.SIZES["phone"], mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")
        board = ann.locator(".nuc-board")
        expect(board.locator(".nuc-player")).to_have_count(2)
        expect(board.locator("#nuc-map .city")).to_have_count(13)  # the 1-2 player side
        expect(board.locator("#nuc-components")).to_contain_text("components are provisional")
        expect(cy.locator("#nuc-components")).to_contain_text("components are provisional")
        # Her experiment, from those still to take; then her first turn: the tiles of her pool light up.
        expect(ann.locator('#nuc-experiments [data-key^="experiment:"].target').first).to_be_visible(
            timeout=boardplay.BOT_WAIT)
        self.shoot(ann, "nucleum-opening")
        self.shoot(cy, "nucleum-opening-phone")
        clicks = []
        while ann.locator('.prompt button[data-option^="experiment:"]').count():
            clicks.append(self.click_once(ann, random.Random(1)))
            self.wait_for_turn_or_end(ann)
        assert clicks[0].startswith("experiment:"), clicks
        expect(ann.locator('#board .nuc-player [data-key^="pool:"].target').first).to_be_visible(
            timeout=boardplay.BOT_WAIT)
        self.shoot(ann, "nucleum-turn")
        self.shoot(cy, "nucleum-turn-phone")

        clicks += self.play_while_watched(ann, cy, table, "nucleum", random.Random(5), max_choices=1200,
                                          check_spectator=self.assert_spectator_sees_no_secret, middle_at=80,
                                          prefer=onwards)
        kinds = {c.split(":")[0] for c in clicks if c != "missed" and not c.startswith("button:")}
        assert {"experiment", "pool", "half", "offer", "map", "rail"} <= kinds, kinds
        on_board = [c for c in clicks if c != "missed" and not c.startswith("button:")]
        assert len(on_board) > len(clicks) / 2, "most choices are made on the board"
        table.refresh_from_db()
        assert table.state["end"] is not None
        expect(ann.locator(".log-lines")).to_contain_text("The game is over.")
