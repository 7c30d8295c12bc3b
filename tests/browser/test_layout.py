"""The table page keeps the pending prompt and what it points at on screen together, in every
game, on a laptop (1366x900) and on a phone (390x844): the prompt comes before the board, stays
pinned while the player scrolls to a lit place, and the seats and invite link are folded away
once the game runs. Screenshots: test-results/layout/<game>-<size>.png."""
import random

import pytest
from playwright.sync_api import expect

from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "layout"
SIZES = {"laptop": dict(width=1366, height=900), "phone": dict(width=390, height=844, mobile=True)}

# The prompt's box, the first lit target's visible part and whether that part is the target's
# own (not covered by the pinned prompt), measured against the window.
MEASURE = """target => {
  const prompt = document.getElementById('prompt').getBoundingClientRect();
  const r = target.getBoundingClientRect();
  const left = Math.max(r.left, 0), right = Math.min(r.right, innerWidth);
  const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
  const seen = right > left && bottom > top;
  const hit = seen && document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  return {prompt_top: prompt.top, prompt_bottom: prompt.bottom, height: innerHeight,
          target_seen: seen, target_uncovered: !!hit && target.contains(hit)};
}"""


def lit_targets(prefix: str) -> str:
    """The board's lit targets whose key starts with `prefix` (any, without one)."""
    return f'#board [data-key^="{prefix}"].target' if prefix else "#board [data-key].target"


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class PromptBesideTheBoardTest(boardplay.BoardPlayTest):
    worker_name = "layout-worker"
    out = OUT

    def ann_to_a_lit_target(self, game_id: str, seats: int, lit: str = "", **create):
        """Ann's table, started and played (by clicks) to a turn where the board lights a target
        whose key starts with `lit`; her page at each size, the phone's a second device of hers."""
        ann = self.page(**SIZES["laptop"])
        table = self.create(ann, game_id, seats, **create)
        rng = random.Random(1)
        wanted = lit_targets(lit)
        for _ in range(60):
            assert self.wait_for_turn_or_end(ann), "the game ended before a target lit up"
            if ann.locator(wanted).count():
                break
            before = self.version(ann)
            self.click_once(ann, rng, avoid=("trade",))
            ann.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)
        phone = self.page(**SIZES["phone"])
        phone.context.add_cookies(ann.context.cookies())
        return table, {"laptop": ann, "phone": phone}

    def assert_prompt_and_target_on_screen_together(self, game_id: str, seats: int, lit: str = "",
                                                    then: str = "", **create):
        """At each size: the prompt in the window as the page opens, and still there beside each
        lit target (one whose key starts with `lit`) scrolled into view; with `then`, the first is
        clicked and the same holds for the next one to pick (its key starting with `then`)."""
        table, pages = self.ann_to_a_lit_target(game_id, seats, lit, **create)
        for size, page in pages.items():
            page.goto(f"{self.live_server_url}/table/{table.pk}/")
            page.wait_for_selector("body[data-live]", state="attached")
            target = page.locator(lit_targets(lit)).first
            expect(target).to_be_attached(timeout=boardplay.BOT_WAIT)
            expect(page.locator("#prompt h2")).to_be_visible()
            self.shoot(page, f"{game_id}-{size}-full")
            at_load = page.evaluate(MEASURE, target.element_handle())
            assert 0 <= at_load["prompt_top"] and at_load["prompt_bottom"] <= at_load["height"], (size, at_load)
            for index in reversed(range(page.locator(lit_targets(lit)).count())):  # the first one last
                self.assert_in_view_with_the_prompt(page, page.locator(lit_targets(lit)).nth(index),
                                                    f"{game_id}-{size}")
            # Once the game runs, the seats and the invite link are folded away.
            expect(page.locator("details.seats-fold:not([open])")).to_have_count(1)
            expect(page.locator("details.invite:not([open])")).to_have_count(1)
            if then:
                target.click()
                expect(page.locator(".board-picked")).to_be_visible()
                following = page.locator(lit_targets(then)).first
                self.assert_in_view_with_the_prompt(page, following, f"{game_id}-{size}-then")
        assert self.errors == []

    def assert_in_view_with_the_prompt(self, page, target, name: str) -> None:
        target.scroll_into_view_if_needed()
        page.screenshot(path=str(self.out / f"{name}.png"))
        seen = page.evaluate(MEASURE, target.element_handle())
        assert 0 <= seen["prompt_top"] and seen["prompt_bottom"] <= seen["height"], (name, seen)
        assert seen["target_seen"] and seen["target_uncovered"], (name, seen)

    def test_twilight_struggle(self):
        self.assert_prompt_and_target_on_screen_together("twilight-struggle", 2)

    def test_euphoria(self):
        # A worker placement: her dice are drawn low on the page, the action spaces high.
        self.assert_prompt_and_target_on_screen_together("euphoria", 2, lit="die:", then="space:",
                                                         options={"turn_limit": "200"})

    def test_tapestry(self):
        # An advance: the tracks are drawn below her civilization and cards.
        self.assert_prompt_and_target_on_screen_together("tapestry", 2, lit="track:")

    def test_hegemony(self):
        self.assert_prompt_and_target_on_screen_together("hegemony", 3, others="automaton")
