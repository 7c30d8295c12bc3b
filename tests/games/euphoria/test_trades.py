"""Trades a person can follow: the offer in words while it is built, its terms and the
proposer's name for the one who answers, no offer declined in someone's name without telling
them, and no line of nothing for nothing. Text is drawn as the platform draws it: the prompt
through tabletop.i18n and the seats' Names, the log through the table's log lines."""
import pytest
from django.utils import translation

from games.engine import audience_only, can_see
from games.euphoria.testing import game, game_at, give, give_cards, options, plain_recruits, play
from tabletop.i18n import translate_prompt
from tabletop.models import Player, Seat
from tabletop.rendering import Names, _log_line

PEOPLE = ["Ann", "Bob", "Cy"]


def names() -> Names:
    return Names(game(), [Seat(index=i, role=f"player-{i + 1}", kind=Seat.Kind.HUMAN, player=Player(name=n))
                          for i, n in enumerate(PEOPLE)])


def prompt_text(state, seat: int, language: str = "en") -> str:
    with translation.override(language):
        return names().put_in(translate_prompt(game(), game().view(state, seat)["prompt"]))["text"]


def option_texts(state, seat: int) -> list[str]:
    with translation.override("en"):
        return [o["text"] for o in names().put_in(translate_prompt(game(), game().view(state, seat)["prompt"]))["options"]]


def log_seen_by(state, seat: int | None, kind_prefix: str = "trade", language: str = "en") -> list[str]:
    with translation.override(language):
        n = names()
        return [n.put_in(_log_line(game(), ev, n.in_log())) for ev in state["log"]
                if ev["kind"].startswith(kind_prefix) and can_see(ev.get("audience"), seat)]


@pytest.fixture
def state():
    state = plain_recruits(game_at(3, active=0))
    give(state, 0, energy=1, food=2)
    give(state, 1, energy=5)
    return state


def test_the_partner_is_chosen_by_name(state):
    state = play(state, 0, "trade")
    assert option_texts(state, 0)[:2] == ["Trade with Bob", "Trade with Cy"]


def test_the_offer_being_built_reads_as_its_terms_so_far(state):
    state = play(state, 0, "trade", "partner:1")
    assert "Bob" in prompt_text(state, 0) and "energy" not in prompt_text(state, 0)
    state = play(state, 0, "give:energy")
    assert prompt_text(state, 0) == "Your offer to Bob so far: 1 energy for nothing. Add more, or propose it."
    state = play(state, 0, *["take:energy"] * 5)
    assert prompt_text(state, 0) == "Your offer to Bob so far: 1 energy for 5 energy. Add more, or propose it."


def test_the_receiver_reads_the_terms_and_who_offers_them(state):
    state = play(state, 0, "trade", "partner:1", "give:energy", *["take:energy"] * 5, "propose")
    assert prompt_text(state, 1) == "Ann offers 1 energy for your 5 energy."
    assert options(state, 1) == ["accept", "decline"]
    assert prompt_text(state, 1, "cs") != prompt_text(state, 1) and "Ann" in prompt_text(state, 1, "cs")


def test_a_gift_and_a_plain_request_read_as_such(state):
    gift = play(state, 0, "trade", "partner:1", "give:food", "propose")
    assert prompt_text(gift, 1) == "Ann offers you 1 food as a gift."
    ask = play(state, 0, "trade", "partner:1", "take:energy", "propose")
    assert prompt_text(ask, 1) == "Ann asks you for 1 energy and offers nothing for it."
    assert log_seen_by(ask, 2) == ["Ann asks Bob for 1 energy and offers nothing for it."]


def test_cards_asked_for_are_named_to_the_two_parties_and_counted_for_the_others(state):
    give_cards(state, 1, "teddy_bear")
    state = play(state, 0, "trade", "partner:1", "give:food", "take_card:teddy_bear", "propose")
    assert prompt_text(state, 1) == "Ann offers 1 food for your Teddy bear."
    state = play(state, 1, "accept")
    others = log_seen_by(state, 2)
    assert others == ["Ann offers Bob a trade: 1 food for 1 artifact cards.",
                      "Bob accepts Ann's trade: 1 food for 1 artifact cards."]
    assert "The artifact cards given in return: Teddy bear." in log_seen_by(state, 1)


def test_an_offer_the_partner_cannot_pay_is_not_declined_in_their_name(state):
    """Cy holds no energy: Cy is asked all the same (an answer the engine gave would tell the
    table what Cy lacks), reads why the trade cannot go ahead, and its one answer ends it: the two
    parties read why, the others only that it stops, as after any decline; no line says Cy
    declined."""
    state = play(state, 0, "trade", "partner:2", "take:energy", "propose")
    assert game().to_act(state) == [2] and options(state, 2) == ["decline"]
    assert prompt_text(state, 2) == "Ann asks you for 1 energy, which you cannot pay: the trade cannot go ahead."
    state = play(state, 2, "decline")
    for seat in (0, 2):
        assert log_seen_by(state, seat)[-1] == "Cy cannot pay 1 energy, so Ann's trade does not go ahead."
    assert log_seen_by(state, 1)[-1] == "Ann's trade with Cy does not go ahead."
    assert not any("declines" in line for seat in (0, 1, 2) for line in log_seen_by(state, seat))


def test_the_others_read_a_declined_trade_as_one_that_could_not_be_paid(state):
    """Whether Bob declines or cannot pay, Cy reads the same line: what a hand lacks stays hidden."""
    give(state, 1, food=2)
    declined = play(play(state, 0, "trade", "partner:1", "give:food", "take:food", "propose"), 1, "decline")
    assert log_seen_by(declined, 2)[-1] == "Ann's trade with Bob does not go ahead."
    assert log_seen_by(declined, 0)[-1] == "Bob declines Ann's trade."


def test_no_trade_line_reads_nothing_for_nothing(state):
    give_cards(state, 0, "book")
    give_cards(state, 1, "teddy_bear")
    goods_only = play(state, 0, "trade", "partner:1", "give:food", "take:energy", "propose")
    goods_only = play(goods_only, 1, "accept")
    cards_only = play(state, 0, "trade", "partner:1", "give_card:book", "take_card:teddy_bear", "propose")
    cards_only = play(cards_only, 1, "accept")
    for done in (goods_only, cards_only):
        for seat in (None, 0, 1, 2):
            for language in ("en", "cs"):
                lines = log_seen_by(done, seat, language=language)
                assert lines and not [line for line in lines if line.count("nothing") + line.count("nic") > 1]
    assert "The cards Ann offers Bob: Book." not in log_seen_by(cards_only, 0)
    assert "Ann offers Bob cards: Book for Teddy bear." in log_seen_by(cards_only, 0)
    assert not any("artifact cards" in line for line in log_seen_by(goods_only, 2))


def test_an_offers_cards_are_still_only_the_two_parties_business(state):
    give_cards(state, 1, "teddy_bear")
    state = play(state, 0, "trade", "partner:1", "take_card:teddy_bear", "propose")
    hidden = [ev for ev in state["log"] if ev["kind"] == "trade_offer_cards"]
    assert hidden and all(ev["audience"] == audience_only(0, 1) for ev in hidden)
    assert all("Teddy bear" not in line for line in log_seen_by(state, 2))
