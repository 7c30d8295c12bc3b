"""Hegemony on the drawn board in real Chromium: Ann (the Working Class) plays a whole game against
the Middle Class and Capitalist automata by clicking her hand's cards, the actions on her class
board, policy sections, companies, sellers in the markets and the like (buttons only for options
with no place on the board: how many, which side, how much Influence), while Cy watches on a
phone; and Ann plays the State against the three class automata with every Crisis & Control
module on. Screenshots: test-results/browser/hegemony-*.png.
"""
import random

import pytest
from playwright.sync_api import expect

from games.hegemony.components import ACTION_CARDS, HIDDEN_AGENDAS
from tabletop.models import Table
from tests.browser import boardplay, live as browser

OUT = browser.RESULTS / "browser"
CLICKED_ROUNDS = 3  # of five: the State's game by clicking, then a bot's


@pytest.mark.browser
@pytest.mark.redis
@pytest.mark.usefixtures("other_processes_use_the_db")
class HegemonyBoardTest(boardplay.BoardPlayTest):
    worker_name = "heg-board-worker"
    out = OUT

    def assert_spectator_sees_no_hand(self, cy, table: Table) -> None:
        self.expect_live(cy, table)
        expect(cy.locator(".heg-hand")).to_have_count(0)
        expect(cy.locator('#board [data-card], #board [data-key^="card:"]')).to_have_count(0)
        table.refresh_from_db()
        shown = self.without_log(cy)
        hands = {c for seat in table.state["seats"] for c in seat["hand"]}
        assert not {c for c in hands if c in shown}, "the spectator's page holds a hand card"
        revealed = set(table.state.get("crisis", {}).get("agendas", {}).get("revealed", {}).values())
        revealed |= {a for auto in table.state.get("automata", {}).values() for a in auto.get("agendas", {})}
        secret = {a for seat in table.state["seats"] for a in [seat.get("agenda")] + seat.get("agenda_offer", [])
                  if a and a not in revealed}
        assert not {a for a in secret if a in shown or f">{HIDDEN_AGENDAS[a]['name']}<" in shown}, \
            "the spectator's page holds a secret Hidden Agenda"

    def ann_at_a_table_cy_watches(self, seats: int, **create):
        """Ann's new table against the automata, Cy watching it on a phone; the policies and the
        three class boards drawn."""
        ann = self.page()
        table = self.create(ann, "hegemony", seats, others="automaton", **create)
        cy = self.page(360, 740, mobile=True)
        cy.goto(f"{self.live_server_url}/table/{table.pk}/")
        cy.wait_for_selector("body[data-live]", state="attached")
        expect(ann.locator(".heg-policy")).to_have_count(7)
        expect(ann.locator(".heg-class")).to_have_count(3)
        return ann, cy, table

    def test_ann_plays_a_whole_game_against_two_automata_by_clicking_the_board_while_cy_watches(self):
        ann, cy, table = self.ann_at_a_table_cy_watches(3)
        expect(ann.locator(".heg-class .automaton")).to_have_count(2)
        # Ann's first turn: her seven cards, each face once a lit target (two copies of a card
        # are one choice), with its text.
        expect(ann.locator(".heg-hand .heg-card")).to_have_count(7, timeout=boardplay.BOT_WAIT)
        faces = {c.split("#")[0] for c in ann.locator(".heg-hand .heg-card").evaluate_all(
            "cards => cards.map(c => c.dataset.card)")}
        expect(ann.locator(".heg-hand .heg-card.target")).to_have_count(len(faces))
        first = ann.locator(".heg-hand .heg-card").first
        card = first.get_attribute("data-card")
        face = card.split("#")[0]
        expect(first.locator(".text")).to_have_text(ACTION_CARDS[face]["text"])
        self.shoot(ann, "hegemony-opening")
        self.assert_spectator_sees_no_hand(cy, table)
        self.shoot(cy, "hegemony-opening-phone")
        # By keyboard: Ann focuses a card of her hand and plays it with Enter.
        before = self.version(ann)
        first.focus()
        ann.keyboard.press("Enter")
        uses = first.locator(".use.target")
        if uses.count():  # it may also be played for its effect: the second key says how
            uses.first.focus()
            ann.keyboard.press("Enter")
        ann.wait_for_function("v => +document.getElementById('board').dataset.version > v", arg=before)
        table.refresh_from_db()
        assert table.state["discards"]["working"] == [card]

        clicks = self.play_while_watched(ann, cy, table, "hegemony", random.Random(5), max_choices=1500,
                                         check_spectator=self.assert_spectator_sees_no_hand, middle_at=50)
        kinds = {c.split(":")[0] for c in clicks}
        assert {"card", "action", "section", "company"} <= kinds, kinds
        table.refresh_from_db()
        assert table.state["round"] == 5 and table.state["end"]

    def test_ann_plays_the_state_against_the_three_class_automata_with_every_module_while_cy_watches(self):
        modules = {"hidden_agendas": "yes", "crisis_plans": "yes", "alternative_events": "yes",
                   "crisis_and_control_cards": "yes"}
        ann, cy, table = self.ann_at_a_table_cy_watches(4, options=modules, me=3)
        expect(ann.locator(".heg-class .automaton")).to_have_count(3)
        expect(ann.locator(".heg-state .legitimacy li.role-working")).to_have_count(1)
        expect(ann.locator(".heg-crisis .plan")).to_have_count(1)
        # First the two Hidden Agendas offered, only on Ann's board: she keeps one by clicking it.
        offer = ann.locator(".heg-agenda .heg-card.target")
        expect(offer).to_have_count(2, timeout=boardplay.BOT_WAIT)
        kept = offer.first.get_attribute("data-agenda")
        self.assert_spectator_sees_no_hand(cy, table)
        expect(cy.locator(".heg-agenda, [data-agenda]")).to_have_count(0)
        offer.first.click()
        expect(ann.locator(".heg-agenda [data-agenda]")).to_have_count(1)
        table.refresh_from_db()
        assert table.state["seats"][3]["agenda"] == kept
        # The State's hand: her own, its cards lit on her turn. Before it, an automaton may propose
        # a Bill out of turn (its own rule, digest 10.1) and call an immediate vote (an AI card's
        # bonus), which Ann answers first (her vote, the Influence she spends): the deal decides.
        hand = ann.locator(".heg-hand .heg-card.role-state.target").first
        answer = ann.locator(".prompt button[data-option]:enabled:visible").first
        for _ in range(8):
            expect(hand.or_(answer).first).to_be_visible(timeout=boardplay.BOT_WAIT)
            if hand.is_visible():
                break
            before = self.version(ann)
            answer.click()
            expect(ann.locator("#board")).not_to_have_attribute("data-version", str(before))
        expect(hand).to_be_visible()
        self.shoot(ann, "hegemony-4p-opening")
        self.assert_spectator_sees_no_hand(cy, table)
        self.shoot(cy, "hegemony-4p-opening-phone")

        # Three rounds by clicking (Elections and Scoring included), the last two by a quick bot:
        # the suite stays fast.
        def round_four():
            table.refresh_from_db()
            return table.state["round"] >= CLICKED_ROUNDS + 1

        # Random clicks may pass over every lit Event in three rounds (the deal decides): the first
        # two Events lit are taken (two, as a click may miss when an automaton's move lands first).
        events_taken = []

        sections_taken = []

        def an_event_first(keys, rng):
            """The first Events lit, and a board section the first time one is offered: random
            clicks alone may pass over either for three rounds."""
            event = next((k for k in keys if k.startswith("event:")), None)
            if event and len(events_taken) < 2:
                events_taken.append(event)
                return event
            section = next((k for k in keys if k.startswith("section:")), None)
            if section and not sections_taken:
                sections_taken.append(section)
                return section
            return None

        clicks = self.play_while_watched(ann, cy, table, "hegemony-4p", random.Random(7), max_choices=1500,
                                         check_spectator=self.assert_spectator_sees_no_hand, middle_at=60,
                                         until=round_four, then=lambda: self.give_to_a_quick_bot(ann, 3),
                                         prefer=an_event_first)
        kinds = {c.split(":")[0] for c in clicks}
        # An Event is clicked whenever one was lit: each table's deal is random, and in some no
        # Event is offered to the State in three rounds.
        assert {"card", "action", "section", "class"} | ({"event"} if events_taken else set()) <= kinds, kinds
        table.refresh_from_db()
        assert table.state["round"] == 5 and table.state["end"]
