"""static/games/board.js in Chromium on a small page of its own (no server): which board elements
light up, what a click sends, a two-part pick with its Cancel, and the keyboard."""
import json
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from tests.browser.live import ARGS, CHROMIUM

SCRIPT = (Path(__file__).resolve().parents[2] / "static/games/board.js").read_text(encoding="utf-8")
# Two dice (3 and 5); the 3 fits the farm and the mine, the 5 the mine (and the moon, which this
# board does not draw); "retrieve" has no place.
TARGETS = {"place:3:farm": ["die:3", "space:farm"], "place:3:mine": ["die:3", "space:mine"],
           "place:5:mine": ["die:5", "space:mine"], "country:x": ["country:x"],
           "place:5:moon": ["die:5", "space:moon"]}  # the page draws no moon
PAGE = """<div id="board" data-version="7">
  <section class="prompt"><div class="options">
    {buttons}
  </div></section>
  <span data-key="die:3" data-label="worker 3">3</span><span data-key="die:5" data-label="worker 5">5</span>
  <div data-key="space:farm" data-label="Farm">Farm</div><div data-key="space:mine" data-label="Mine">Mine</div>
  <div data-key="space:lake">Lake</div><div data-key="country:x" data-label="X"><b>X</b><details><summary>Text</summary>t</details></div>
</div>
<script type="application/json" id="board-targets">{targets}</script>
<div id="board-words" hidden data-cancel="Cancel"></div>
<script>window.sent = [];</script>
<script>{script}</script>"""


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    page = browser.new_page()
    ids = list(TARGETS) + ["retrieve"]
    buttons = "".join(f'<form class="option"><button type="button" data-option="{i}" '
                      f'onclick="window.sent.push(this.dataset.option)">{i}</button></form>' for i in ids)
    page.set_content(PAGE.format(buttons=buttons, targets=json.dumps(TARGETS), script=SCRIPT))
    yield page
    page.close()


def lit(page) -> list[str]:
    return sorted(set(page.eval_on_selector_all("#board [data-key].target", "els => els.map(e => e.dataset.key)")))


@pytest.mark.browser
def test_the_first_keys_and_the_keys_that_alone_name_an_option_light_up(page):
    # die:3 and die:5 start an option; the farm only the 3 reaches; the mine two dice share.
    assert lit(page) == ["country:x", "die:3", "die:5", "space:farm"]
    assert page.locator("[data-key='space:lake']").get_attribute("tabindex") is None
    # the buttons of options with a board place hide, the one without stays
    assert page.locator("form.on-board").count() == 4
    assert page.locator("button[data-option=retrieve]").is_visible()


@pytest.mark.browser
def test_a_one_part_option_is_sent_by_one_click_and_a_unique_last_key_by_one_click(page):
    page.click("[data-key='country:x'] b")
    assert page.evaluate("window.sent") == ["country:x"]
    page.click("[data-key='space:farm']")
    assert page.evaluate("window.sent") == ["country:x", "place:3:farm"]


@pytest.mark.browser
def test_reading_a_card_text_is_not_playing_it(page):
    page.click("[data-key='country:x'] summary")
    assert page.evaluate("window.sent") == []


@pytest.mark.browser
def test_a_two_part_pick_is_shown_can_be_cancelled_and_then_completed(page):
    page.click("[data-key='die:3']")
    assert page.evaluate("window.sent") == []
    assert page.locator(".board-picked .what").text_content() == "worker 3"
    assert lit(page) == ["space:farm", "space:mine"]  # where the 3 may go
    page.click(".board-picked .cancel")
    assert page.locator(".board-picked").is_hidden()
    assert lit(page) == ["country:x", "die:3", "die:5", "space:farm"]
    page.click("[data-key='die:3']")
    page.click("[data-key='space:mine']")
    assert page.evaluate("window.sent") == ["place:3:mine"]


@pytest.mark.browser
def test_the_keyboard_reaches_every_target_and_escape_cancels(page):
    page.focus("[data-key='die:5']")
    page.keyboard.press("Enter")
    assert lit(page) == ["space:mine"]
    page.keyboard.press("Escape")
    assert "die:3" in lit(page)
    page.focus("[data-key='die:5']")
    page.keyboard.press(" ")
    page.focus("[data-key='space:mine']")
    page.keyboard.press("Enter")
    assert page.evaluate("window.sent") == ["place:5:mine"]


@pytest.mark.browser
def test_an_option_naming_a_place_the_board_does_not_draw_stays_a_button(page):
    """The board's fallback: its option is no target and its button stays in the prompt."""
    on_board = page.eval_on_selector_all("form.on-board button", "els => els.map(e => e.dataset.option)")
    assert sorted(on_board) == sorted(set(TARGETS) - {"place:5:moon"})
    page.click('[data-key="die:5"]')
    assert lit(page) == ["space:mine"]
    page.click('button[data-option="place:5:moon"]')
    assert page.evaluate("window.sent") == ["place:5:moon"]
