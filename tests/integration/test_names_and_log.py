"""Boards name people, not seat ids; the log reads top to bottom and tells every seat change."""
import re

import pytest
from django.utils import translation
from hypothesis import HealthCheck, given, settings, strategies as st

from games.engine import Game, Phrase, Plain
from tabletop import services
from tabletop.models import Table
from tabletop.rendering import Audience, board_context, render_board
from tests.integration.helpers import characters, players, tiny_table

pytestmark = pytest.mark.django_db
SPECTATORS = Audience(None, False)


def log_lines(table, audience=SPECTATORS, language="en") -> list[str]:
    with translation.override(language):
        return [line["text"] for line in board_context(Table.objects.get(pk=table.pk), audience)["log"]]


def board_text(table, audience=SPECTATORS, language="en") -> str:
    html = characters(render_board(Table.objects.get(pk=table.pk), audience, language))
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def euphoria_with_a_bot():
    (ann,) = players("Ann")
    table = services.create_table("euphoria", seats=[{"kind": "human"}, {"kind": "bot", "level": 2}], host=ann, seed=7)
    return services.start_table(table.pk, ann), ann


def test_euphoria_boards_log_and_waiting_line_name_people_in_both_languages():
    """Euphoria's engine says "player-1"; the page says Ann and "Bot (normal)", in English and Czech."""
    table, ann = euphoria_with_a_bot()
    for language, bot in (("en", "Bot (normal)"), ("cs", "Bot (normální)")):
        for audience in (SPECTATORS, Audience(0, True)):
            html = characters(render_board(Table.objects.get(pk=table.pk), audience, language))
            shown = re.findall(r">([^<]*)<|title=\"([^\"]*)\"", html)  # text and tooltips, not element ids
            assert not [t for t in shown if re.search(r"player-\d", "".join(t))], (language, audience)
            assert "Ann" in html and bot in html
    with translation.override("en"):
        context = board_context(Table.objects.get(pk=table.pk), SPECTATORS)
    assert context["waiting_on"] and set(context["waiting_on"]) <= {"Ann", "Bot (normal)"}
    assert [p["name"] for p in context["board"]["players"]] == ["Ann", "Bot (normal)"]


def test_a_game_with_named_sides_shows_the_person_and_the_side():
    """Twilight Struggle keeps its sides in the log; the waiting line says "Ann (USSR)"."""
    (ann,) = players("Ann")
    table = services.create_table("twilight-struggle", seats=[{"kind": "human"}, {"kind": "bot", "level": 3}],
                                  host=ann, seed=3)
    table = services.start_table(table.pk, ann)
    with translation.override("cs"):
        context = board_context(Table.objects.get(pk=table.pk), SPECTATORS)
    assert context["waiting_on"] == ["Ann (SSSR)"] or context["waiting_on"] == ["Ann (USSR)"]
    assert [s["role"] for s in context["seats"]["rows"]] in (["SSSR", "USA"], ["USSR", "USA"])


def test_a_moves_lines_read_top_to_bottom_oldest_move_first():
    """Each move's lines stay in the order the game logged them; older moves above newer ones."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    services.play(table.pk, 0, Table.objects.get(pk=table.pk).version, "add:2", player=ann)
    services.play(table.pk, 1, Table.objects.get(pk=table.pk).version, "add:3", player=bob)
    lines = log_lines(table)
    assert lines[0].startswith("started")
    assert [line.split(" (")[0] for line in lines[1:]] == ["added", "drew", "added", "drew"]
    assert "seat: Ann" in lines[1] and "n: 2" in lines[1] and "seat: Bob" in lines[3]


def test_a_seat_handed_over_by_the_host_is_told_in_the_log_and_to_its_player():
    """The host gives Bob's seat to a bot: the log says so after the moves before it, Bob's board
    tells him who did it and offers it back, and taking it back is told too."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    services.play(table.pk, 0, Table.objects.get(pk=table.pk).version, "add:1", player=ann)
    services.set_seat_kind(table.pk, 1, "bot", ann)
    assert log_lines(table)[-1] == "Ann hands Bob's seat to a bot."
    assert log_lines(table, Audience(1, False))[-1] == "Ann hands Bob's seat to a bot."
    bobs = board_text(table, Audience(1, False))
    assert "Ann handed your seat to a bot. Take it back whenever you like." in bobs and "Take my seat back" in bobs
    assert "handed your seat" not in board_text(table) and "handed your seat" not in board_text(table, Audience(0, True))
    services.set_seat_kind(table.pk, 1, "human", bob)
    services.play(table.pk, 1, Table.objects.get(pk=table.pk).version, "add:1", player=bob)
    lines = log_lines(table)
    anns = log_lines(table, Audience(0, True))
    # Each audience sees the seat changes at the same place among the lines it may see, and
    # only those: Ann her own drawn card, the spectators its count.
    assert anns.index("Ann hands Bob's seat to a bot.") == lines.index("Ann hands Bob's seat to a bot.")
    assert any("card:" in line for line in anns) and not any("card:" in line for line in lines)
    at = lines.index("Ann hands Bob's seat to a bot.")
    assert lines[at + 1] == "Bob is back and plays their seat again." and lines[at + 2].startswith("added (seat: Bob")
    assert "handed your seat" not in board_text(table, Audience(1, False))
    with translation.override("cs"):
        assert board_context(Table.objects.get(pk=table.pk), SPECTATORS)["log"][at]["text"] != lines[at]


def test_a_seat_given_to_a_bot_for_absence_is_told_to_its_person(monkeypatch):
    """After away_minutes without a move, the person's board says why a bot plays for them."""
    from datetime import timedelta

    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], away_minutes=15)
    later = services.clock() + timedelta(minutes=16)
    monkeypatch.setattr(services, "clock", lambda: later)
    services.take_over_absent_seats()
    assert log_lines(table)[-1] == "Ann made no move for 15 minutes; a bot plays their seat until they take it back."
    assert "You made no move for 15 minutes, so a bot plays your seat." in board_text(table, Audience(0, True))
    assert "Ann (Bot (random) plays for now)" in board_text(table)
    assert "Waiting on Bot (random) for Ann." in board_text(table)


def test_automaton_seats_take_the_names_the_game_gives_them():
    """Tapestry's solo seats read "Automa" and "Shadow Empire" (in Czech too), not "automaton" twice."""
    (ann,) = players("Ann")
    table = services.create_table("tapestry", seats=[{"kind": "human"}, {"kind": "automaton"}, {"kind": "automaton"}],
                                  host=ann, seed=4)
    table = services.start_table(table.pk, ann)
    for language, names in (("en", ["Ann", "Automa", "Shadow Empire"]), ("cs", ["Ann", "Automa", "Stínová říše"])):
        with translation.override(language):
            context = board_context(Table.objects.get(pk=table.pk), SPECTATORS)
        assert [s["name"] for s in context["seats"]["rows"]] == names
        text = board_text(table, language=language)
        assert names[2] in text and "automaton" not in text and "automat " not in text
        assert not re.search(r"-?\d_-?\d", text)  # map coordinates are tooltips only
    # A game without names for its automata keeps the platform's word.
    assert Game().automaton_labels(["human", "automaton"]) == {}


def test_texts_drawn_from_the_catalogue_at_hand_are_djangos_translations():
    """While a board is drawn, a text's translation comes from the catalogue at hand (kept once
    found): the same as Django's gettext in that language, in English and Czech, for texts the
    catalogue has and lacks, asked for again; placeholders filled, unknown ones left, a stray
    brace leaves the text as it is."""
    from tabletop.i18n import drawing_in, gettext, translate

    texts = ["Your turn.", "You are watching.", "Only you see this", "not a marked text {x}"]
    for language in ("cs", "en", "cs"):
        with translation.override(language):
            expected = [translation.gettext(t) for t in texts]
        with drawing_in(language):
            assert [gettext(t) for t in texts] == expected == [gettext(t) for t in texts]
            assert translate("{who} plays {n}", {"who": "Ann"}) == "Ann plays {n}"
            assert translate("{0} and {", {"who": "Ann"}) == "{0} and {"
    assert expected[1] != texts[1]  # Czech: a text the catalogue has was translated


def test_audiences_that_see_the_same_events_share_one_drawing_of_the_log():
    """Each piece of the log is drawn once for the audiences of a version that see the very same
    events there; one that sees another event (a card it drew) gets its own."""
    from tabletop import rendering

    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    services.play(table.pk, 0, table.version, "add:2", player=ann)
    table = Table.objects.get(pk=table.pk)
    rendering.forget_shared()
    with translation.override("en"):
        mover, other, watching = (board_context(table, a) for a in (Audience(0, True), Audience(1, False), SPECTATORS))
    assert other["log_html"] == watching["log_html"] and other["log"] == watching["log"]
    assert mover["log_html"] != watching["log_html"] and "drew" in str(mover["log_html"])
    assert len(rendering._log_groups) == 2  # the one piece there is, drawn for the mover and for the others


@pytest.mark.django_db(transaction=True)  # committed: the table is kept with its log's events
def test_a_move_draws_only_the_newest_pieces_of_each_log_and_they_read_as_the_whole_log():
    """Over a game of 70-odd log lines (more than a board shows), every audience's log at every
    version is the one drawn line by line from its events, and a move draws again at most the
    pieces its new lines fall in (the committing process's table, which holds the log's events)."""
    from tabletop import rendering, rows

    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=20)
    audiences = (Audience(0, True), Audience(1, False), SPECTATORS)
    with translation.override("en"):
        for turn in range(36):
            services.play(table.pk, turn % 2, table.version, "add:1", player=(ann, bob)[turn % 2])
            table = rows.table(table.pk)
            drawn_before = len(rendering._log_groups)
            game, seats = services.game_of(table), list(table.seats.select_related("player"))
            names = rendering.Names(game, seats)
            for audience in audiences:
                view = rendering.view_of(game, table, audience.seat)
                found = rendering._log_and_html(game, table, audience, view, [], names)
                whole = rendering._log(game, table, audience, view, [], names)
                assert found["log"] == whole and found["log_html"] == rendering._log_html(whole)
                assert min(len(view["log"]), rendering.LOG_LINES) <= len(whole) < rendering.LOG_LINES + rendering.LOG_GROUP
            # a move adds two lines to each log: they fall in at most two pieces, drawn once per audience;
            # the oldest piece shown is whole, so it stays as it was until it leaves the board
            assert len(rendering._log_groups) - drawn_before <= 2 * len(audiences)
    assert len(view["log"]) > rendering.LOG_LINES


_plain_leaves = st.one_of(st.sampled_from(["player-1 moves", "player-2", "x", "", "Seat"]), st.integers(),
                         st.none(), st.booleans())
_plain = st.recursive(_plain_leaves, lambda inner: st.one_of(  # a Plain part holds no phrase
    st.lists(inner, max_size=3), st.dictionaries(st.sampled_from("abc"), inner, max_size=3)), max_leaves=6)
_values = st.recursive(
    st.one_of(_plain_leaves, st.builds(lambda n: Phrase("{seat} wins", {"seat": f"player-{n}"}), st.integers(1, 3)),
              st.dictionaries(st.sampled_from("abc"), _plain, max_size=3).map(Plain)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.sampled_from("abc"), inner, max_size=3)),
    max_leaves=15)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=_values)
def test_a_board_context_is_localised_and_named_in_one_walk_as_in_two(value):
    """Names.localised gives what translating a context's phrases and then putting people's names
    in gave, walking it once."""
    from tabletop.i18n import localise_phrases
    from tabletop.rendering import Names

    table = _numbered_table()
    names = Names(services.game_of(table), list(table.seats.select_related("player")))
    assert names.numbered
    with translation.override("en"):
        assert names.localised(value) == names.put_in(localise_phrases(value))


def _numbered_table():
    found = Table.objects.filter(game="tiny").first()
    if found is None:
        ann, bob = players("Ann", "Bob")
        found = tiny_table("human", "human", host=ann, joiners=[bob])
    return found


def test_each_audience_sees_its_own_seat_marked_in_the_seats_every_audience_shares():
    """The seats are one part for every audience of a version (found by identity); the board
    marks the audience's own seat, with its badge and its buttons, and no other."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    table = Table.objects.get(pk=table.pk)
    seats = list(table.seats.select_related("player"))
    with translation.override("en"):
        parts = {a: board_context(table, a, seats)["seats"] for a in (Audience(0, True), Audience(1, False), SPECTATORS)}
        boards = {a: render_board(table, a, "en", seats=seats) for a in parts}
    assert len({id(part) for part in parts.values()}) == 1
    for audience, html in boards.items():
        marked = re.findall(r'<li class="seat kind-human[^"]*\bmine\b', html)
        assert len(marked) == (audience.seat is not None), audience
        assert html.count('<span class="badge">you</span>') == (audience.seat is not None)
        if audience.seat is not None:
            own = html.split('<li class="seat')[audience.seat + 1]
            assert " mine" in own.split(">")[0] and "Give to a bot" in own
