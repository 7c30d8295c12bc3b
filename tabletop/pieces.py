"""A board sent as the pieces that changed since the version a socket already shows.

A board template marks the parts that change independently as pieces: an element with an id,
written between `<!--piece:ID-->` and `<!--/piece:ID-->` (a country box of a map, the tracks,
the log). Pieces may nest (the boxes inside the map). Between two versions of one audience's
board, `delta` finds the smallest pieces whose text changed while everything around them stayed
the same, and writes them as

    <!--delta:FROM:TO--><div id="board" ...new attributes...><!--piece:ID-->...<!--/piece:ID-->...

A piece that is sent whole (its own text around its inner pieces changed, or inner pieces came or
went: a log's newest lines, a pile's next eight cards) holds each inner piece the page already
shows unchanged as a reference, `<!--keep:ID-->`, rather than its text.

The page (static/tabletop/tabletop.js) applies it only to the board of version FROM: it replaces
each element by its id, puts each kept element where its reference stands, sets the board's
attributes, and asks for the whole board (a sync) whenever anything does not fit. A change
outside every piece (a prompt appearing, a game over) gives no delta: the whole board goes, as
it does to a socket that was not at FROM.

A Twilight Struggle move late in a game changes a few country boxes, the tracks, the newest log
lines and cards of a pile: its delta is a few KiB where the board is 130 KiB, and that is what
fifty spectators are sent.
"""
from __future__ import annotations

import functools
import re
from typing import NamedTuple

from games.engine import Kept

HEAD = "<!--delta:{old}:{new}-->"
HEAD_RE = re.compile(r"<!--delta:(\d+):(\d+)-->")
KEEP = "<!--keep:{id}-->"
KEEP_RE = re.compile(r"<!--keep:([^>]+?)-->")
LARGEST = 0.6  # a delta longer than this share of the board is not worth it: the board goes
# boards whose pieces are kept found, and their bytes: each board is the next move's "before"
KEPT, KEPT_BYTES = 64, 8 << 20
PIECE_BYTES = 150  # a Piece found, in memory


class Piece(NamedTuple):
    id: str
    start: int  # the piece's text: text[start:end], between its markers
    end: int
    inner: tuple  # the pieces inside it


_piece = functools.partial(tuple.__new__, Piece)  # a Piece from its fields, without NamedTuple's Python-level __new__


def pieces(text: str) -> tuple[Piece, ...]:
    """The outermost pieces of `text`, each with those it holds. Raises ValueError for markers
    that do not nest (a template error). Comments are found with str.find, which skips to the
    next "<!--" at memchr speed: a regular expression stepped through a board's every character
    (a tenth of a Twilight Struggle move went to finding its pieces).

    Scanning a 130 KB board still took 0.2 ms, and most of it is pieces seen before: the map and
    piles a move left alone, and every piece the other audiences of a version share. So each long
    piece found is remembered by its id with its whole text (`_seen`), and where a piece opens
    with the text it had, comparing that text (at memcmp speed) replaces scanning it."""
    stack: list[tuple[str | None, int, list, int]] = [(None, 0, [], 0)]
    find, startswith = text.find, text.startswith
    at = find("<!--")
    while at != -1:
        end = find("-->", at + 4)
        if end == -1:
            break
        if startswith("piece:", at + 4):
            piece_id = text[at + 10:end]
            seen = _seen.get(piece_id)
            if seen is not None and startswith(seen[0], at):
                was = seen[1]
                stack[-1][2].append(_piece((piece_id, was.start + at, was.end + at,
                                            _moved(was.inner, at) if was.inner else ())))
                at = find("<!--", at + len(seen[0]))
                continue
            stack.append((piece_id, end + 3, [], at))
        elif startswith("/piece:", at + 4):
            piece_id, start, inner, opened = stack.pop()
            if piece_id != text[at + 11:end]:
                raise ValueError(f"piece {text[at + 11:end]!r} closed inside {piece_id!r}")
            piece = Piece(piece_id, start, at, tuple(inner))
            stack[-1][2].append(piece)
            if at - start >= SEEN_LENGTH:
                whole = text[opened:end + 3]
                _seen.put(piece_id, (whole, Piece(piece_id, start - opened, at - opened, _moved(piece.inner, -opened))),
                          len(whole) + PIECE_BYTES * _count(piece.inner))
        at = find("<!--", end + 3)
    if len(stack) != 1:
        raise ValueError(f"piece {stack[-1][0]!r} never closed")
    return tuple(stack[0][2])


SEEN, SEEN_BYTES = 256, 4 << 20  # long pieces remembered with their text: a board's map, its piles, the log
SEEN_LENGTH = 2000  # a shorter piece is scanned about as fast as remembering it (and it finds it) takes
_seen = Kept(SEEN, SEEN_BYTES)  # a piece's id -> (its text with its markers; it, found there)


def _count(found: tuple) -> int:
    """How many pieces `found` holds, those inside them included."""
    return len(found) + sum(_count(p.inner) for p in found if p.inner)


def _moved(found: tuple, by: int) -> tuple:
    """The pieces `found` (and those inside them) `by` characters further on."""
    return tuple([_piece((p.id, p.start + by, p.end + by, _moved(p.inner, by) if p.inner else ())) for p in found])


_found = Kept(KEPT, KEPT_BYTES)


def _pieces_of(text: str, key) -> tuple[Piece, ...]:
    """pieces(text), found once per board `key` (the board a move draws is the next move's old
    one); kept with its text, and used only for that same text."""
    if key is None:
        return pieces(text)
    kept = _found.get(key)
    if kept is not None and kept[0] == text:
        return kept[1]
    found = pieces(text)
    _found.put(key, (text, found), len(text) + PIECE_BYTES * _count(found))
    return found


def kept(board, version: int) -> str | None:
    """The text of `board` at `version` if this process drew it lately: the old side of the next
    move's delta, without reading it back."""
    found = _found.get((board, version))
    return found[0] if found is not None else None


def _around(text: str, start: int, end: int, inner: tuple) -> list[str]:
    """The text of text[start:end] outside the pieces it holds, in order."""
    parts, at = [], start
    for piece in inner:
        parts.append(text[at:piece.start])
        at = piece.end
    parts.append(text[at:end])
    return parts


def _changed(old: str, new: str, old_inner: tuple, new_inner: tuple) -> list[tuple[str, str]] | None:
    """(id, text) of the smallest pieces of `new` to send so that `old` becomes `new`, given that
    the text around these pieces is the same; None when the pieces themselves differ (added,
    removed). A piece sent whole refers to its inner pieces the page holds unchanged (`_kept`)."""
    if [p.id for p in old_inner] != [p.id for p in new_inner]:
        return None
    out: list[tuple[str, str]] = []
    for was, now in zip(old_inner, new_inner):
        if old[was.start:was.end] == new[now.start:now.end]:
            continue
        found = None
        if now.inner and _around(old, was.start, was.end, was.inner) == _around(new, now.start, now.end, now.inner):
            found = _changed(old, new, was.inner, now.inner)
        out.extend(found if found is not None else [(now.id, _kept(old, new, was, now))])
    return out


def _kept(old: str, new: str, was: Piece | None, now: Piece) -> str:
    """The text of the piece `now` with each inner piece that `was` (its old self) holds with the
    same id and text written as a reference to it, and the others drawn out the same way."""
    if not now.inner:
        return new[now.start:now.end]
    before = {p.id: p for p in was.inner} if was is not None else {}
    parts, at = [], now.start
    for piece in now.inner:
        parts.append(new[at:piece.start - len(f"<!--piece:{piece.id}-->")])
        same = before.get(piece.id)
        if same is not None and old[same.start:same.end] == new[piece.start:piece.end]:
            parts.append(KEEP.format(id=piece.id))
        else:
            parts.append(f"<!--piece:{piece.id}-->{_kept(old, new, same, piece)}<!--/piece:{piece.id}-->")
        at = piece.end + len(f"<!--/piece:{piece.id}-->")
    parts.append(new[at:now.end])
    return "".join(parts)


def _board_tag(text: str) -> int:
    """Where the board's opening tag ends: its attributes (the version) change with every delta."""
    return text.index(">") + 1


def delta(old: str | None, new: str, old_version: int, new_version: int, board=None) -> str | None:
    """The message that turns the board `old` (at `old_version`) into `new`, or None when only the
    whole board will do (or is as short, or there is no `old`). `board` names whose board it is
    (a table's audience): `new` is kept with its pieces found, the next move's old side."""
    if "<!--piece:" not in new:
        return None
    new_inner = _pieces_of(new, None if board is None else (board, new_version))
    if old is None:
        return None
    old_inner = _pieces_of(old, None if board is None else (board, old_version))
    old_tag, new_tag = _board_tag(old), _board_tag(new)
    if _around(old, old_tag, len(old), old_inner) != _around(new, new_tag, len(new), new_inner):
        return None
    changed = _changed(old, new, old_inner, new_inner)
    if changed is None:
        return None
    message = "".join([HEAD.format(old=old_version, new=new_version), new[:new_tag],
                       *(f"<!--piece:{piece_id}-->{text}<!--/piece:{piece_id}-->" for piece_id, text in changed)])
    return message if len(message) <= LARGEST * len(new) else None


def apply(board: str, message: str) -> str:
    """The board `message` (a delta) makes of `board`: what the page does, as text (for tests and
    the benchmarks' clients). The board's pieces are found once: a delta's pieces never overlap
    (it holds a piece or pieces inside it, never both), so each is put in from the last one up,
    where the text before it has not moved."""
    head = HEAD_RE.match(message)
    if head is None:
        raise ValueError("not a delta")
    tag_end = message.index(">", head.end()) + 1
    found, edits = pieces(board), []
    for mark in re.finditer(r"<!--piece:([^>]+?)-->(.*?)<!--/piece:\1-->", message[tag_end:], re.S):
        piece = _find(found, mark.group(1))
        if piece is None:
            raise ValueError(f"no piece {mark.group(1)!r} on the board")

        def kept(reference, inside=piece):
            held = _find(inside.inner, reference.group(1))
            if held is None:
                raise ValueError(f"no piece {reference.group(1)!r} in {inside.id!r} to keep")
            return f"<!--piece:{held.id}-->{board[held.start:held.end]}<!--/piece:{held.id}-->"

        edits.append((piece.start, piece.end, KEEP_RE.sub(kept, mark.group(2))))
    edits.sort(reverse=True)
    if any(later[0] < earlier[1] for later, earlier in zip(edits, edits[1:])):
        raise ValueError("pieces of a delta overlap")
    for start, end, text in edits:
        board = board[:start] + text + board[end:]
    return message[head.end():tag_end] + board[_board_tag(board):]


def _find(found: tuple, piece_id: str) -> Piece | None:
    for piece in found:
        if piece.id == piece_id:
            return piece
        inner = _find(piece.inner, piece_id)
        if inner is not None:
            return inner
    return None
