"""A board sent as the pieces that changed (tabletop.pieces): the delta of two versions makes the
second board out of the first exactly, every piece is one element carrying its id (what the page
replaces), and a watcher's socket is sent the delta when it holds the version before."""
import random
import re

import pytest
from channels.db import database_sync_to_async
from hypothesis import given, settings, strategies as st

from games.playout import random_play
from tabletop import broadcast, pieces, rendering, services
from tabletop.models import Player, Table
from tests.integration.test_board_targets import table_for
from tests.integration.test_consumers import connect, version_of
from tests.integration.test_shared_board import started_table

AUDIENCES = [rendering.Audience(0, True), rendering.Audience(1, False), rendering.Audience(None, False)]
BOARD = '<div id="board" class="board" data-version="{v}">'


def board(version: int, *parts: str) -> str:
    """A board with a long part that never changes: a delta longer than most of the board is
    not sent (pieces.LARGEST)."""
    return BOARD.format(v=version) + "<p>" + "rules " * 100 + "</p>" + "".join(parts) + "</div>"


def piece(piece_id: str, body: str, tag: str = "p") -> str:
    return f'<!--piece:{piece_id}--><{tag} id="{piece_id}">{body}</{tag}><!--/piece:{piece_id}-->'


def test_the_delta_holds_only_the_innermost_pieces_that_changed():
    old = board(7, "<h1>T</h1>", piece("map", piece("a", "1", "g") + piece("b", "2", "g"), "svg"), piece("log", "x"))
    new = board(8, "<h1>T</h1>", piece("map", piece("a", "1", "g") + piece("b", "3", "g"), "svg"), piece("log", "x y"))
    message = pieces.delta(old, new, 7, 8)
    assert message == ('<!--delta:7:8-->' + BOARD.format(v=8) + piece("b", "3", "g") + piece("log", "x y"))
    assert pieces.apply(old, message) == new


def test_a_change_outside_every_piece_sends_the_whole_board():
    old = board(7, "<h1>T</h1>", piece("log", "x"))
    assert pieces.delta(old, board(8, "<h1>Game over</h1>", piece("log", "x")), 7, 8) is None
    assert pieces.delta(old, board(8, "<h1>T</h1>", piece("log", "x"), piece("prompt", "?")), 7, 8) is None
    # Inside a piece, text around its own pieces changed: the outer piece goes whole.
    old = board(7, piece("map", "<b>1</b>" + piece("a", "1", "g"), "svg"))
    new = board(8, piece("map", "<b>2</b>" + piece("a", "2", "g"), "svg"))
    assert pieces.apply(old, pieces.delta(old, new, 7, 8)) == new
    assert '<!--piece:map-->' in pieces.delta(old, new, 7, 8)


def test_a_piece_sent_whole_refers_to_the_inner_pieces_the_page_keeps():
    """Inner pieces came and went (a log's newest lines, its oldest scrolled out): the piece goes
    whole, but each inner piece the page holds unchanged is a reference to keep, not its text."""
    log = lambda *groups: piece("log", "".join(piece(f"log-{g}", text, "ul") for g, text in groups), "section")
    old = board(7, log((0, "<li>one</li>"), (1, "<li>two</li>")), piece("tracks", "vp 3"))
    new = board(8, log((1, "<li>two</li>"), (2, "<li>three</li>")), piece("tracks", "vp 3"))
    message = pieces.delta(old, new, 7, 8)
    assert "<!--keep:log-1-->" in message and "two" not in message and "three" in message and "one" not in message
    assert pieces.apply(old, message) == new
    with pytest.raises(ValueError):  # a reference to nothing the board holds
        pieces.apply(old, message.replace("keep:log-1", "keep:log-9"))


def test_a_delta_whose_pieces_overlap_is_refused():
    """A delta holds a piece or pieces inside it, never both: a message that does is no delta."""
    old = board(7, piece("map", piece("a", "1", "g") + piece("b", "2", "g"), "svg"), piece("log", "x"))
    both = (pieces.HEAD.format(old=7, new=8) + BOARD.format(v=8) + piece("map", piece("a", "5", "g"), "svg")
            + piece("a", "5", "g"))
    with pytest.raises(ValueError):
        pieces.apply(old, both)


def test_markers_that_do_not_nest_are_refused():
    with pytest.raises(ValueError):
        pieces.pieces("<!--piece:a--><!--piece:b--><!--/piece:a--><!--/piece:b-->")
    with pytest.raises(ValueError):
        pieces.pieces("<!--piece:a-->")


def _scanned(text: str):
    """pieces(text) found by scanning every character, with nothing remembered."""
    seen = dict(pieces._seen)
    pieces._seen.clear()
    try:
        return pieces.pieces(text)
    finally:
        pieces._seen.clear()
        pieces._seen.update(seen)


_texts = st.recursive(
    st.sampled_from(["", "x", "<b>", "<!-- note -->", "y" * 40]),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map("".join),
        st.tuples(st.sampled_from("abc"), inner).map(lambda p: f"<!--piece:{p[0]}-->{p[1]}<!--/piece:{p[0]}-->")),
    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.lists(_texts, min_size=1, max_size=6))
def test_pieces_remembered_are_found_exactly_where_a_scan_finds_them(texts):
    """A piece opening with the text it had when last found is taken as found again, not
    scanned: a sequence of boards whose pieces come back changed, unchanged, nested elsewhere or
    inside themselves gives exactly what scanning each board afresh gives, refusals included."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pieces, "SEEN_LENGTH", 0)  # every piece is remembered, however short
        _found_as_scanned(texts)


def _found_as_scanned(texts):
    for text in texts:
        try:
            expected = _scanned(text)
        except ValueError:
            with pytest.raises(ValueError):
                pieces.pieces(text)
            continue
        assert pieces.pieces(text) == expected


def each_piece_is_one_element_with_its_id(html: str, found=None) -> int:
    count = 0
    for p in found if found is not None else pieces.pieces(html):
        body = html[p.start:p.end]
        opening = re.match(r"<([a-zA-Z]+)\b[^>]*?\bid=\"([^\"]+)\"", body)
        assert opening and opening.group(2) == p.id, (p.id, body[:120])
        assert body.endswith(f"</{opening.group(1)}>"), (p.id, body[-60:])
        count += 1 + each_piece_is_one_element_with_its_id(html, p.inner)
    return count


@pytest.mark.django_db
@pytest.mark.parametrize("seed", range(3))
def test_twilight_struggle_deltas_make_each_audiences_next_board_exactly(seed):
    """Random play: for every audience, the delta of each version to the next, applied to the
    board before, is the board after, character for character; the spectators' deltas are a
    small part of the board."""
    table, game, _state = started_table()
    seats = list(table.seats.select_related("player"))
    state = game.setup([{"role": s.role, "kind": "human"} for s in seats], table.options, 5 + seed)
    game.resolve_forced(state)
    positions = [state] + [d.after for d in random_play(game, state, random.Random(seed), limit=60)]
    previous, sizes = {}, []
    for version, position in enumerate(positions, start=1):
        table.state, table.version = position, version
        for audience in AUDIENCES:
            html = rendering.render_board(table, audience, "en", seats=seats)
            assert each_piece_is_one_element_with_its_id(html) > 84  # the boxes of the map, and more
            if audience in previous:
                message = pieces.delta(previous[audience], html, version - 1, version)
                if message is not None:
                    assert version_of(message) == version
                    assert pieces.apply(previous[audience], message) == html
                    if audience.seat is None:
                        sizes.append(len(message) / len(html))
                    # The log goes eight lines to a piece: a move sends the lines it added and at
                    # most the piece they joined and the oldest one shown, not all sixty.
                    added = len(game.view(position, audience.seat)["log"]) - len(game.view(positions[version - 2], audience.seat)["log"])
                    log_lines = sum(m.group(2).count("<li") for m in
                                    re.finditer(r"<!--piece:(log(?:-\d+)?)-->(.*?)<!--/piece:\1-->", message, re.S))
                    assert log_lines <= added + 2 * rendering.LOG_GROUP, message
            previous[audience] = html
    assert len(sizes) > len(positions) // 2
    assert sum(sizes) / len(sizes) < 0.1, sizes


@pytest.mark.django_db
def test_a_card_discarded_sends_only_the_newest_eight_of_the_pile():
    """The discard pile is drawn in pieces of eight cards in the order they came: a pile that grows
    within its last piece sends a spectator that piece alone, none of the pile before it."""
    table, game, _state = started_table()
    seats = list(table.seats.select_related("player"))
    spectators, checked = AUDIENCES[2], 0
    for seed in range(6):
        state = game.setup([{"role": s.role, "kind": "human"} for s in seats], table.options, 20 + seed)
        game.resolve_forced(state)
        positions = [state] + [d.after for d in random_play(game, state, random.Random(seed), limit=80)]
        before = None
        for version, position in enumerate(positions, start=1):
            table.state, table.version = position, version
            html = rendering.render_board(table, spectators, "en", seats=seats)
            if before is not None:
                was, now = before[1]["discard"], position["discard"]
                grew_within_last_eight = (was and now[:len(was)] == was and len(now) > len(was)
                                          and (len(was) - 1) // 8 == (len(now) - 1) // 8)
                if grew_within_last_eight and game.result(position) is None:  # a result shows outside pieces
                    message = pieces.delta(before[0], html, version - 1, version)
                    assert message is not None and pieces.apply(before[0], message) == html
                    sent = set(re.findall(r"<!--piece:([^>]+?)-->", message))
                    assert f"ts-discard-{(len(now) - 1) // 8 + 1}" in sent and "ts-piles" not in sent
                    assert {p for p in sent if p.startswith("ts-discard-")} <= {
                        f"ts-discard-{(len(now) - 1) // 8 + 1}", "ts-discard-count"}
                    checked += 1
            before = (html, position)
    assert checked > 3


@database_sync_to_async
def ts_duel_played():
    ussr, us = Player.objects.create(name="Ussr"), Player.objects.create(name="Usa")
    table = services.create_table("twilight-struggle", seats=[{"kind": "open"}, {"kind": "open"}], host=ussr, seed=11)
    services.join_seat(table.pk, 0, ussr)
    services.join_seat(table.pk, 1, us)
    services.start_table(table.pk, ussr)
    table.refresh_from_db()
    return table, ussr


@database_sync_to_async
def play_first_option(table_id: int, player):
    table = Table.objects.get(pk=table_id)
    seat = services.game_of(table).to_act(table.state)[0]
    option = services.game_of(table).prompt(table.state, seat).options[0].id
    services.play(table_id, seat, table.version, option, player=player)
    return Table.objects.get(pk=table_id)


@pytest.mark.django_db(transaction=True)
@pytest.mark.redis
@pytest.mark.asyncio
async def test_a_watcher_holding_the_version_before_is_sent_the_delta_and_a_newcomer_the_board():
    table, ussr = await ts_duel_played()
    first = await connect(table.pk)
    await first.send_json_to({"action": "sync", "version": -1})
    shown = await first.receive_from(timeout=5)
    assert version_of(shown) == table.version and not shown.startswith("<!--delta")
    moved = await play_first_option(table.pk, ussr)
    message = await first.receive_from(timeout=5)
    assert message.startswith(f"<!--delta:{table.version}:{moved.version}-->")
    seats = await database_sync_to_async(lambda: list(moved.seats.select_related("player")))()
    whole = await database_sync_to_async(rendering.render_board)(moved, rendering.Audience(None, False), "en", seats)
    assert pieces.apply(shown, message) == whole
    assert len(message) < len(whole) / 4
    # A socket that did not hold the version before (it joined since) is sent the whole board.
    second = await connect(table.pk)
    await second.send_json_to({"action": "sync", "version": -1})
    assert (await second.receive_from(timeout=5)) == whole
    stored = await database_sync_to_async(broadcast.redis_client().get)(
        broadcast.delta_key(table.pk, broadcast.board_audience(None, False, "en")))
    assert broadcast.unstamped(stored) == (moved.version, message)
    # The next move's delta starts from the board this process drew and kept (not read back).
    assert pieces.kept((broadcast._ns(), moved.pk, moved.created, broadcast.board_audience(None, False, "en")),
                       moved.version) == whole
    again = await play_first_option(table.pk, ussr)
    following = await first.receive_from(timeout=5)
    assert following.startswith(f"<!--delta:{moved.version}:{again.version}-->")
    assert pieces.apply(whole, following) == await database_sync_to_async(rendering.render_board)(
        again, rendering.Audience(None, False), "en", seats)
    # Redis keeps the newest board for sockets that catch up, written over the one before, and
    # the newest delta only for hubs still fetching their announcement.
    client, spectators = broadcast.redis_client(), broadcast.board_audience(None, False, "en")
    stored = await database_sync_to_async(lambda: {
        "board": (client.get(broadcast.view_key(table.pk, spectators)), client.ttl(broadcast.view_key(table.pk, spectators))),
        "delta": (client.get(broadcast.delta_key(table.pk, spectators)), client.ttl(broadcast.delta_key(table.pk, spectators)))})()
    assert broadcast.unstamped(stored["board"][0])[0] == again.version
    assert broadcast.DELTA_TTL < stored["board"][1] <= broadcast.VIEW_TTL
    assert broadcast.unstamped(stored["delta"][0]) == (again.version, following)
    assert 0 < stored["delta"][1] <= broadcast.DELTA_TTL
    for socket in (first, second):
        await socket.disconnect()


SEATS = {"twilight-struggle": 2, "euphoria": 3, "tapestry": 3, "hegemony": 3, "nucleum": 3}


@pytest.mark.django_db
@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_audience_of_every_game_is_sent_the_pieces_that_changed(game_id):
    """Random play: each seat (a person, whose prompt shows) and the spectators are sent a move's
    board as a delta at nine moves in ten at least, and each delta makes the next board exactly.
    Text outside every piece that changes with a move (a prompt, a turn counter, a space on the
    board) would send every watcher the whole board again instead."""
    table, game, state = table_for(game_id, SEATS[game_id])  # a person in every seat: each seat's prompt shows
    game.resolve_forced(state)
    positions = [state] + [d.after for d in random_play(game, state, random.Random(3), limit=70)]
    seats = list(table.seats.select_related("player"))
    audiences = [rendering.Audience(i, i == 0) for i in range(SEATS[game_id])] + [rendering.Audience(None, False)]
    previous, whole, moves, sizes = {}, {a: 0 for a in audiences}, 0, []
    for version, position in enumerate(positions, start=1):
        table.state, table.version = position, version
        if game.result(position) is not None:
            break  # the result shows outside every piece: the whole board goes, once
        moves += 1
        for audience in audiences:
            html = rendering.render_board(table, audience, "en", seats=seats)
            each_piece_is_one_element_with_its_id(html)
            if audience in previous:
                message = pieces.delta(previous[audience], html, version - 1, version)
                if message is None:
                    whole[audience] += 1
                else:
                    assert pieces.apply(previous[audience], message) == html
                    sizes.append(len(message) / len(html))
            previous[audience] = html
    assert moves > 30
    assert all(count <= moves // 10 for count in whole.values()), whole
    assert sum(sizes) / len(sizes) < 0.2, sum(sizes) / len(sizes)
