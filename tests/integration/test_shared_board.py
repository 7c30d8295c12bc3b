"""The public part of the Twilight Struggle board (map, region tallies, piles, VP plot) is drawn
once per version and language and shared by both seats and the spectators: it must be the same
piece for every audience and hold nothing one of them may not see (a hand card, a face-down
headline)."""
import random
import re
from collections import Counter

import pytest
from django.utils import translation

from games import registry
from games.playout import random_play
from games.twilight_struggle.data import CARDS, COUNTRIES
from tabletop import rendering
from tabletop.models import Player, Seat, Table

AUDIENCES = [rendering.Audience(0, True), rendering.Audience(1, False), rendering.Audience(None, False)]
PIECES = ("games/twilight-struggle/map.html", "games/twilight-struggle/piles.html", "games/twilight-struggle/vp_plot.html")
FIXED = "games/twilight-struggle/map_fixed.html"  # inside the map: what it draws the same at every version
BOX = "games/twilight-struggle/country.html"  # inside the map: one country box


def drawn() -> Counter:
    """How many pieces of each template of the public map and piles are kept (the tracks and the
    hand's cards are pieces of their own, drawn per distinct content)."""
    return Counter({name: len(rendering.kept_pieces(name)) for name in (*PIECES, FIXED, BOX)
                    if rendering.kept_pieces(name)})


def started_table() -> tuple[Table, object, dict]:
    host = Player.objects.create(name="Ann")
    game = registry.get("twilight-struggle")
    options = game.resolve_options({})
    table = Table.objects.create(game=game.id, options=options, host=host, seed=5, status=Table.Status.ACTIVE)
    for index, role in enumerate(game.roles(2, options)):
        Seat.objects.create(table=table, index=index, role=role, kind=Seat.Kind.HUMAN,
                            player=host if index == 0 else Player.objects.create(name="Bo"))
    return table, game, game.setup([{"role": r, "kind": "human"} for r in game.roles(2, options)], options, 5)


def piece_inputs(public: dict) -> list[tuple[str, tuple, dict]]:
    """Each public piece's template and inputs, as the board template passes them: the piles and
    the VP plot take only their own parts, so a move that leaves them be does not redraw them."""
    return [(PIECES[0], (public,), {}),
            (PIECES[1], (public["piles"],), {}),
            (PIECES[2], (), {"plot": public["vp_plot"]})]


def card_names(html: str) -> set[str]:
    return set(re.findall(r'<span class="name">([^<]+)', html))


@pytest.mark.django_db
def test_the_shared_pieces_are_one_render_for_every_audience_and_hold_nothing_private():
    table, game, state = started_table()
    decisions = list(random_play(game, state, random.Random(3), limit=900))
    for decision in decisions[::30]:
        position = decision.before
        table.state = position
        rendering.forget_shared()  # a new version: nothing drawn yet
        publics = [rendering.board_context(table, a)["board"]["public"] for a in AUDIENCES]
        assert publics[0] == publics[1] == publics[2]
        boards = [rendering.render_board(table, a, "en") for a in AUDIENCES]
        assert drawn() == {**dict.fromkeys(PIECES, 1), FIXED: 1, BOX: len(COUNTRIES)}, "drawn once for all three"
        with translation.override("en"):
            pieces = [rendering.shared_piece(name, *given, **named) for name, given, named in piece_inputs(publics[0])]
        assert sum(drawn().values()) == len(PIECES) + 1 + len(COUNTRIES)
        for board in boards:
            assert all(piece in board for piece in pieces)
        # Private: every card in a hand, and a headline chosen but not yet shown.
        shown = set(position["flow"].get("headlines", {}).values())
        private = {c for s in position["seats"] for c in s["hand"]}
        private |= {s["headline"] for s in position["seats"] if s.get("headline") and s["headline"] not in shown}
        public_cards = set(position["discard"]) | set(position["removed"])
        secret_names = {CARDS[c].name for c in private - public_cards if c in CARDS}
        for piece in pieces:
            assert not card_names(piece) & secret_names
            assert 'data-key="card:' not in piece


@pytest.mark.django_db
def test_a_piece_is_drawn_per_language_and_per_content():
    table, game, state = started_table()
    table.state = state
    rendering.forget_shared()
    english = rendering.render_board(table, AUDIENCES[2], "en")
    czech = rendering.render_board(table, AUDIENCES[2], "cs")
    assert drawn() == {**dict.fromkeys(PIECES, 2), FIXED: 2, BOX: 2 * len(COUNTRIES)}
    assert "World map" in english and "World map" not in czech
    decisions = list(random_play(game, state, random.Random(1), limit=40))
    before = rendering.board_context(table, AUDIENCES[2])["board"]["public"]
    table.state = decisions[-1].before
    after = rendering.board_context(table, AUDIENCES[2])["board"]["public"]
    assert table.state["board"]["influence"] != state["board"]["influence"]
    later = rendering.render_board(table, AUDIENCES[2], "en")
    changed = sum(state["board"]["influence"][c] != table.state["board"]["influence"][c] for c in COUNTRIES)
    plot_moved = before["vp_plot"] != after["vp_plot"]
    # drawn again: the map around the boxes, the boxes whose influence changed, the piles (the deck
    # shrank), the VP plot only if the VP moved
    assert later != english and drawn() == {PIECES[0]: 3, PIECES[1]: 3, PIECES[2]: 2 + plot_moved, FIXED: 2,
                                             BOX: 2 * len(COUNTRIES) + changed}


@pytest.mark.django_db
def test_the_tracks_and_each_hand_card_are_drawn_once_and_kept_while_they_stand_still():
    table, game, state = started_table()
    table.state = state
    rendering.forget_shared()
    tracks, card = "games/twilight-struggle/tracks.html", "games/twilight-struggle/card.html"
    sides = "games/twilight-struggle/sides.html"

    def kept(name):
        return rendering.kept_pieces(name)

    first = rendering.render_board(table, AUDIENCES[0], "en")
    hand = first.count('data-key="card:')  # the hand's cards, the China Card among them if held
    assert hand >= 8 and len(kept(tracks)) == 1 and len(kept(card)) == hand
    table.version += 1  # a new version whose tracks and hand are the same: nothing new is drawn
    rendering.render_board(table, AUDIENCES[0], "en")
    assert len(kept(tracks)) == 1 and len(kept(card)) == hand
    assert all(html in first and 'data-key="card:' in html for html in kept(card))
    # The spectators share the tracks and the sides' table (no headline chosen yet) and draw no
    # card: the seat's hand never reaches them, and nothing kept names a card of a hand.
    watching = rendering.render_board(table, AUDIENCES[2], "en")
    assert len(kept(tracks)) == 1 and len(kept(sides)) == 1 and len(kept(card)) == hand
    hands = {CARDS[c].name for s in state["seats"] for c in s["hand"] if c in CARDS}
    assert not card_names(watching) & hands
    assert not any(card_names(html) & hands for html in kept(tracks) + kept(sides))


@pytest.mark.django_db
def test_the_seats_are_drawn_once_where_they_look_alike_and_never_with_another_audiences_buttons():
    table, _game, state = started_table()
    table.state = state
    seats = list(table.seats.select_related("player"))
    rendering.forget_shared()
    seats_of = lambda html: re.search(r"<!--piece:seats-->.*?<!--/piece:seats-->", html, re.S).group(0)
    host = seats_of(rendering.render_board(table, rendering.Audience(0, True), "en", seats=seats))
    other = seats_of(rendering.render_board(table, rendering.Audience(1, False), "en", seats=seats))
    watching = seats_of(rendering.render_board(table, rendering.Audience(None, False), "en", seats=seats))
    assert "Give to a bot" in host and host.count("Give to a bot") == 2  # the host may hand either seat over
    assert other.count("Give to a bot") == 1 and "You are watching." not in other  # only their own seat
    assert "Give to a bot" not in watching and "You are watching." in watching
    assert len(rendering.kept_pieces("tabletop/seats.html")) == 3
    for audience, shown in ((rendering.Audience(None, False), watching), (rendering.Audience(1, False), other)):
        again = seats_of(rendering.render_board(table, audience, "en", seats=seats))
        assert again == shown
    assert len(rendering.kept_pieces("tabletop/seats.html")) == 3  # drawn once each


@pytest.mark.django_db
def test_a_piece_drawn_from_plain_parts_is_found_again_by_the_objects(monkeypatch):
    """Inputs that are Plain parts and scalars find their piece by identity, with nothing
    pickled; other inputs by content; and inputs that compare equal but differ in type (True
    and 1) are never taken for each other."""
    from games.engine import Plain
    from games.twilight_struggle.board import card_info

    rendering.forget_shared()
    name = "games/twilight-struggle/card.html"
    card = card_info("de_gaulle_leads_france")
    assert type(card) is Plain and card_info("de_gaulle_leads_france") is card  # one object per card
    with translation.override("en"):
        first = rendering.shared_piece(name, c=card, target=1)
        assert "De Gaulle" in first and len(rendering.kept_pieces(name)) == 1
        monkeypatch.setattr(rendering.pickle, "dumps", lambda *a: pytest.fail("compared by content"))
        assert rendering.shared_piece(name, c=card, target=1) is first
        monkeypatch.undo()
        rendering.shared_piece(name, c=card, target=True)
        assert len(rendering.kept_pieces(name)) == 2  # True is not 1
        by_content = rendering.shared_piece(name, c=dict(card), target=1)  # a plain dict: by content
        assert by_content == first and rendering.shared_piece(name, c=dict(card), target=1) is by_content
        assert len(rendering.kept_pieces(name)) == 3


@pytest.mark.django_db
def test_shared_each_is_the_pieces_of_its_items_in_order():
    from games.twilight_struggle.board import card_info
    from tabletop.jinja2 import shared_each

    name = "games/twilight-struggle/card.html"
    cards = [card_info(c) for c in ("de_gaulle_leads_france", "nato", "de_gaulle_leads_france")]
    with translation.override("en"):
        each = [rendering.shared_piece(name, c=c, target=0) for c in cards]
        assert shared_each(name, cards, "c", target=0) == "".join(each)
        assert shared_each(name, cards, "c", target=1) != "".join(each)  # the named values reach each
        assert str(shared_each(name, [])) == ""
