"""The board partial: one game's `view(state, seat)` rendered to HTML for one audience.

An audience is (seat or None for spectators, whether the viewer hosts the table); every viewer
in the same audience sees the same HTML. A broadcast renders each audience once per version and
language for all processes however many sockets watch (see tabletop.broadcast), so fifty
spectators cost one render. Given the seats (with their players), rendering reads nothing.

People are shown by name: the engines name seats by index or role ("player-2", "USSR"), and the
board puts each seat's person (or "Bot (normal)") in their place. The log reads in time order,
top to bottom, the platform's own lines (a seat handed to a bot, taken back) among the game's.
"""
from __future__ import annotations

import contextlib
import contextvars
import operator
import pickle
import re

from typing import NamedTuple

from games.engine import EVENT_BYTES, ByIdentity, Kept, OnePerContent, Phrase, Plain, Public, can_see, footprint
from django.template.loader import render_to_string, select_template
from django.utils import formats
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_noop as _

from bots import levels
from tabletop import clocks, ratings, seating, services
from tabletop.i18n import bot_name, drawing_in, gettext, language, localise, localise_phrases, translate, translate_prompt
from tabletop.models import Move, Seat, Table, TableEvent

LOG_LINES = 60  # newest events shown on the board, from the start of the piece the oldest is in
LOG_GROUP = 8  # log lines to a piece of the board
# What a web process keeps of what it drew, each cache bounded by count and by bytes: it serves
# tables for days, and a table's drawings are of no use once it is over.
LOG_CACHE, LOG_CACHE_BYTES = 50_000, 4 << 20  # translated log lines (an event never changes once logged)
SHARED_PIECES, SHARED_BYTES = 8192, 12 << 20  # shared board pieces, country boxes to whole maps
DRAWN_PARTS, DRAWN_BYTES = 512, 8 << 20  # Public parts drawn in a language with a table's names
LOG_GROUPS_KEPT, LOG_GROUPS_BYTES = 2048, 4 << 20  # pieces of the log drawn
TEXT_OVERHEAD = 200  # bytes a kept text costs beyond its characters: its object, its key, the dict's slot
PLATFORM_KEYS = {"game", "schema", "options", "me", "log", "prompt", "result", "seat", "to_act"}


class Audience(NamedTuple):
    seat: int | None
    host: bool


def audience_of(table: Table, player) -> Audience:
    seat = services.seat_of(table, player)
    return Audience(seat.index if seat else None, player is not None and player.pk == table.host_id)


def board_context(table: Table, audience: Audience, seats: list[Seat] | None = None) -> dict:
    game = services.game_of(table)
    if seats is None:
        seats = list(table.seats.select_related("player"))
    view = view_of(game, table, audience.seat) if table.state is not None else None
    to_act = view["to_act"] if view and table.status == Table.Status.ACTIVE else []
    names = names_of(game, table, seats)
    mine = next((s for s in seats if s.index == audience.seat), None)
    prompt = None
    if view and view["prompt"] and mine is not None and mine.kind == Seat.Kind.HUMAN:
        prompt = names.put_in(translate_prompt(game, view["prompt"]))
    told = seat_changes(table) if table.status != Table.Status.OPEN else []
    return {
        "table": table,
        "game_name": translate(game.name),
        "audience": audience,
        "my_seat": mine,
        "seats": seat_rows(game, table, seats, names, to_act),
        "bot_notes": _bot_notes(table, names.people),
        "view": view,
        "sections": [(k, v) for k, v in (view or {}).items() if k not in PLATFORM_KEYS],
        "me": view["me"] if view else None,
        "board": drawn(game.board_context(view), names) if view else {},
        "prompt": prompt,
        "my_turn": prompt is not None,
        # Undo is offered to the person whose move is the latest and may be taken back.
        "can_undo": (mine is not None and mine.kind == Seat.Kind.HUMAN and table.status == Table.Status.ACTIVE
                     and table.undo_seat == mine.index),
        **_log_and_html(game, table, audience, view, told, names),
        "seat_notice": _seat_notice(mine, told, names) if table.status == Table.Status.ACTIVE else "",
        "result": _result(view["result"], names) if view and view["result"] else None,
        "waiting_on": [names.acting[i] for i in to_act],
        "game_template": game_template(game.id),
    }


# What `once_a_version` made for the table objects drawn in the current `one_version` block.
_made: contextvars.ContextVar[dict | None] = contextvars.ContextVar("made_once_a_version", default=None)


@contextlib.contextmanager
def one_version():
    """A block in which `once_a_version` makes each value once for every audience drawn (a
    broadcast's); what it made is forgotten at the end. Kept on the table object instead, it
    made a reference cycle (seats and seat changes read through the table point back at it),
    and every table a process drew lived, with its state and views, until a full collection."""
    if _made.get() is not None:
        yield
        return
    token = _made.set({})
    try:
        yield
    finally:
        _made.reset(token)


def once_a_version(table: Table, slot: str, make, *key, held=None):
    """What `make()` gives for this version of the table object, `key` and the object `held`
    (known by its identity, and held with what was made so its id stays its own): made once for
    every audience drawn from that object in a `one_version` block, and again when any of them
    changes; outside one, made at each call."""
    made = _made.get()
    if made is None:
        return make()
    key = (id(table), table.version, slot, *key, id(held))
    kept = made.get(key)
    if kept is None:
        kept = made[key] = (table, held, make())  # the table held too: its id stays its own
    return kept[2]


def names_of(game, table: Table, seats: list[Seat]) -> "Names":
    """The seats' Names in the active language, made once for the audiences a broadcast draws
    from one list of seats at one version."""
    return once_a_version(table, "_names_drawn", lambda: Names(game, seats), language(), held=seats)


def seat_rows(game, table: Table, seats: list[Seat], names: "Names", to_act: list[int]) -> Plain:
    """The seats as the board lists them (`rows`), plain values only, alike for every audience:
    one Plain part per content, so the seats' shared piece (tabletop/seats.html, which marks the
    audience's own seat) is found by its identity. Made once for the audiences of a version
    (`names` and `to_act` are those of the seats and the version)."""
    def make() -> Plain:
        rated = ratings.seat_ratings(table.game, seats)
        rows = [{"index": s.index, "kind": str(s.kind), "player": s.player.name if s.player else None,
                 "rating": rated.get(s.index, ""),
                 "role": names.roles[s.index], "name": names.names[s.index], "to_act": s.index in to_act,
                 "bot": names.bot(s), "kinds": [str(k) for k in _kinds_for(game, s, table, seats)],
                 "clock": _clock(table, s), "forfeited": s.forfeited} for s in seats]
        return _seat_parts.get(rows, lambda: Plain(rows=rows))

    return once_a_version(table, "_seat_rows", make, language(), held=seats)


def _clock(table: Table, seat: Seat) -> dict | None:
    """A turn-based seat's clock as plain values: its deadline while its person owes a decision
    (the page counts down to it), and its bank. The same for the whole version: no time in it."""
    if not table.move_minutes or seat.kind == Seat.Kind.OPEN or table.status == Table.Status.FINISHED:
        return None
    deadline = seat.overdue_at if seat.kind == Seat.Kind.HUMAN else None
    return {"deadline": deadline.isoformat() if deadline else None,
            "until": deadline.strftime("%Y-%m-%d %H:%M UTC") if deadline else None,
            "bank": clocks.duration(seat.bank_seconds)}


_seat_parts = OnePerContent(256, 2 << 20)
_game_templates: dict[str, str] = {}


def game_template(game_id: str) -> str:
    """The game's own board template, else the generic one (looked for once per game)."""
    name = _game_templates.get(game_id)
    if name is None:
        name = _game_templates[game_id] = select_template(
            [f"games/{game_id}/board.html", "tabletop/generic_board.html"]).template.name
    return name


def view_of(game, table: Table, seat: int | None) -> dict:
    """The seat's view of the table's state, from the views of this version of the table
    (`Game.views`: the move's undo check drew some, and the audiences share their public part;
    a board never changes a view)."""
    views = services.views_kept(table)
    if views is None:
        views = game.views(table.state)
        table.__dict__["_views"] = (table.version, views)
    return views[seat]


def seat_changes(table: Table) -> list[TableEvent]:
    """The table's first `Table.told` TableEvents (all it has, but for a replay's earlier
    position), read once per version of the table object (a broadcast renders every audience
    from one), and not at all while it has none."""
    return once_a_version(table, "_seat_changes", lambda: list(table.events.select_related("player", "by")
                                                               .order_by("version", "pk")[:table.told])
                          if table.told else [], table.told)


def render_board(table: Table, audience: Audience, language: str, seats: list[Seat] | None = None) -> SafeString:
    with drawing_in(language):
        return mark_safe(render_to_string("tabletop/board.html", board_context(table, audience, seats)))


def drawn(context: dict, names: "Names") -> dict:
    """A game's board context as the template takes it: phrases translated, people's names put
    in. Its `Public` parts (at the top, or items of a list at the top) are drawn once per object,
    language and table and kept: every audience of a version gets the very same `Plain` part."""
    def draw(value):
        if type(value) is Public:
            return _drawn_parts.get(value, (language(), names.numbered, tuple(names.names.items())),
                                    lambda: Plain(names.localised(dict(value))))
        return names.localised(value)

    return {key: [draw(v) for v in value] if type(value) is list and any(type(v) is Public for v in value)
            else draw(value) for key, value in context.items()}


# a Public part, by language and table names -> the Plain drawn of it
_drawn_parts = ByIdentity(DRAWN_PARTS, DRAWN_BYTES, weigh=footprint)


_shared = Kept(SHARED_PIECES, SHARED_BYTES)  # key -> (the inputs held where the key holds their ids, else None; the piece)


def forget_shared() -> None:
    """Forget every part and piece drawn (tests start from nothing drawn)."""
    _shared.clear()
    _drawn_parts.clear()
    _log_groups.clear()


def kept_pieces(template_name: str) -> list[SafeString]:
    """The shared pieces of a template drawn and kept, oldest first."""
    return [html for key, (_held, html) in list(_shared.items()) if key[0] == template_name]


def shared_piece(template_name: str, public: dict | None = None, **named) -> SafeString:
    """A part of a board every audience sees alike (a game's map, say), drawn once and reused.

    The template sees `public` as `board`, and the `named` values by their names, and nothing
    else: no view, no hand, no audience unless passed, so what it draws depends on its inputs
    alone. It is kept by its template, the active language and its inputs: the audiences a
    broadcast renders for one version share one render where their inputs agree, consecutive
    versions share what did not change, and different inputs are never served each other's piece.

    Inputs that are `Plain` parts and scalars only are known by the parts' identity
    (`_object_key`): nobody changes a Plain part once made, and a game makes one per content
    (Twilight Struggle's map, each of its country boxes, each card), so finding the piece of a
    whole map costs no look at its content. Other inputs are compared by content, pickled (a
    third of repr's cost on a whole map). A piece is weighed by its text, its pickled inputs and
    the Plain parts it holds on to (they may outlive the game's own caches while it is kept: see
    `_size`)."""
    key = _object_key(template_name, public, named)
    held = None if key is None else (public, *named.values())  # their ids stay theirs while kept
    if key is None:
        key = (template_name, language(), pickle.dumps((public, named), pickle.HIGHEST_PROTOCOL))
    found = _shared.get(key)
    if found is not None:
        return found[1]
    html = mark_safe(render_to_string(template_name, {"board": public, **named}))
    _shared.put(key, (held, html), _size(key, html, held))
    return html


_SCALARS = frozenset({str, int, bool, type(None)})


def _object_key(template_name: str, public, named: dict) -> tuple | None:
    """A shared piece's key by the identity of its inputs, where each is a `Plain` part or a
    scalar; None where another value would have to be compared by content."""
    key = [template_name, language()]
    for name, value in (("", public), *named.items()):
        kind = type(value)
        if kind is Plain:
            key.append((name, id(value)))
        elif kind in _SCALARS:
            key.append((name, kind, value))  # True and 1 are equal keys: the type tells them apart
        else:
            return None
    return tuple(key)


HELD_PER_CHARACTER = 2  # bytes of Plain parts a piece holds, about, per character drawn of them


def _size(key: tuple, html: str, held: tuple | None) -> int:
    """What a kept piece counts against SHARED_BYTES: its text, its pickled inputs if any, and
    the Plain parts it holds, judged by the text drawn of them (pickling them to weigh them
    would cost a whole map's public part at every move)."""
    return (TEXT_OVERHEAD + len(html) + (len(key[2]) if type(key[2]) is bytes else 0)
            + (HELD_PER_CHARACTER * len(html) if held and any(type(v) is Plain for v in held) else 0))


def _bot_notes(table: Table, roles: dict) -> list[dict]:
    """What each bot weighed at each decision, once the table is finished: during play it would
    tell its hidden cards (a search's options and estimates depend on them). Even then only the
    decisions whose options named nothing hidden (`Game.hidden_choice`, noted when the bot
    chose): the end of a game reveals only what its public record holds, never the Hidden Agenda
    that went back to the box or a hand a bot held for a person. A note from before that was
    noted shows nothing."""
    if table.status != Table.Status.FINISHED:
        return []
    moves = once_a_version(table, "_bot_notes", lambda: list(
        Move.objects.filter(table=table, by_bot=True, note__isnull=False).order_by("version")))
    return [{"version": m.version, "role": roles.get(m.seat, m.seat), "option": m.option,
             "iterations": m.note.get("iterations"), "seconds": m.note.get("seconds"),
             "estimate": m.note.get("estimate"), "weighed": m.note.get("weighed", [])[:5]}
            for m in moves if m.note.get("hidden") is False]


def _kinds_for(game, seat: Seat, table: Table, seats: list[Seat]) -> list[str]:
    """Seat kinds the host or the seat's player may switch this seat to, now."""
    if table.status == Table.Status.OPEN:
        def accepted(kind):  # the seating this change makes, as the game judges it
            return seating.refusal(game, [kind if s.index == seat.index else s.kind for s in seats], table.options) is None
        return [k for k in (Seat.Kind.OPEN, Seat.Kind.BOT, Seat.Kind.AUTOMATON)
                if k == Seat.Kind.OPEN or k in game.seat_kinds(seat.role) and accepted(k)]
    if table.status == Table.Status.ACTIVE and seat.kind in (Seat.Kind.HUMAN, Seat.Kind.BOT):
        return [Seat.Kind.BOT] if seat.kind == Seat.Kind.HUMAN else [Seat.Kind.HUMAN]
    return []


_NUMBERS = frozenset({int, float, bool, type(None)})


class Names:
    """Who sits where, as people read it, in the active language.

    `names`: the seat's person, or "Bot (normal)", the game's name for an automaton (else "Automaton"), the role for an open seat.
    `roles`: the role label; for a game whose roles are only numbers ("player-2"), "Seat 2".
    `people`: the name, with the role where the game gives roles a meaning ("Ann (USSR)").
    `acting`: who makes the seat's decisions: `people`, or "Bot (easy) for Ann" while a bot stands in.
    `put_in` replaces the engine's "player-N" in display text with the name.
    """

    SEAT_ID = re.compile(r"\bplayer-(\d+)\b")

    def __init__(self, game, seats: list[Seat]):
        self.numbered = all(self.SEAT_ID.fullmatch(s.role) for s in seats)
        self.roles, self.names, self.people, self.acting = {}, {}, {}, {}
        automata = game.automaton_labels([s.kind for s in seats])
        for s in seats:
            role = translate(_("Seat {n}"), {"n": s.index + 1}) if self.numbered else translate(game.role_label(s.role))
            if s.player is not None:
                name = s.player.name
            elif s.kind == Seat.Kind.BOT:
                name = self.bot(s)
            elif s.kind == Seat.Kind.AUTOMATON:
                name = translate(automata.get(s.index, _("Automaton")))
            else:
                name = role
            self.roles[s.index], self.names[s.index] = role, name
            self.people[s.index] = name if self.numbered or name == role else f"{name} ({role})"
            self.acting[s.index] = self.people[s.index]
            if s.player is not None and s.kind == Seat.Kind.BOT:
                self.acting[s.index] = translate(_("{bot} for {name}"), {"bot": self.bot(s), "name": self.people[s.index]})

    @staticmethod
    def bot(seat: Seat) -> str:
        return bot_name(seat.level)

    def in_log(self) -> dict:
        """Seats as a game's log line names them: the person, or the role where roles mean something."""
        return self.names if self.numbered else self.roles

    def localised(self, value):
        """`self.put_in(localise_phrases(value))`, in one walk of `value` (a board context is
        hundreds of small dicts: walking it twice was a tenth of a Tapestry move)."""
        if not self.numbered:
            return localise_phrases(value)
        if type(value) in _NUMBERS:
            return value
        if isinstance(value, str):
            return self.put_in(value)
        if isinstance(value, Phrase):
            return self.put_in(localise(value))
        if isinstance(value, list):
            return [v if type(v) in _NUMBERS else self.localised(v) for v in value]
        if isinstance(value, dict):
            return {k: v if type(v) in _NUMBERS else self.localised(v) for k, v in value.items()}
        return value

    def put_in(self, value):
        """`value` (text, or a board context or prompt of it) with each engine seat id replaced."""
        if not self.numbered:
            return value  # seats have names of their own: nothing to replace, nothing to copy
        if isinstance(value, str):
            if "player-" not in value:
                return value
            return self.SEAT_ID.sub(lambda m: self.names.get(int(m.group(1)) - 1, m.group(0)), value)
        if isinstance(value, list):
            return [self.put_in(v) for v in value]
        if isinstance(value, dict):
            return {k: self.put_in(v) for k, v in value.items()}
        return value


SEAT_CHANGES = {
    (TableEvent.Kind.TO_BOT, "self"): _("{name} leaves the table; a bot plays their seat."),
    (TableEvent.Kind.TO_BOT, "host"): _("{by} hands {name}'s seat to a bot."),
    (TableEvent.Kind.TAKEN_BACK, "self"): _("{name} is back and plays their seat again."),
    (TableEvent.Kind.UNDONE, "self"): _("{name} takes back a move."),
    (TableEvent.Kind.AWAY, "self"): _("{name} made no move for {minutes} minutes; a bot plays their seat until they take it back."),
    (TableEvent.Kind.TIMEOUT, "self"): _("{name} ran out of time; a bot plays their seat until they take it back."),
    (TableEvent.Kind.FORFEIT, "self"): _("{name} ran out of time and forfeits."),
}
SEAT_NOTICES = {
    (TableEvent.Kind.TO_BOT, "self"): _("A bot plays your seat."),
    (TableEvent.Kind.TO_BOT, "host"): _("{by} handed your seat to a bot. Take it back whenever you like."),
    (TableEvent.Kind.AWAY, "self"): _("You made no move for {minutes} minutes, so a bot plays your seat. Take it back whenever you like."),
    (TableEvent.Kind.TIMEOUT, "self"): _("Your time ran out, so a bot plays your seat. Take it back whenever you like."),
    (TableEvent.Kind.FORFEIT, "self"): _("Your time ran out and you forfeited: a bot plays your seat to the end."),
}


def _seat_change(event: TableEvent, texts: dict, names: Names) -> str:
    who = "host" if event.by_id is not None and event.by_id != event.player_id else "self"
    text = texts.get((event.kind, who)) or texts.get((event.kind, "self"))
    name = event.player.name if event.player else names.names.get(event.seat, "")
    if not names.numbered:
        name = f"{name} ({names.roles[event.seat]})"
    return translate(text, {"name": name, "by": event.by.name if event.by else "", "minutes": event.minutes})


def _seat_notice(mine: Seat | None, told: list[TableEvent], names: Names) -> str:
    """What the person whose seat a bot plays is told on their board: who handed it over, or why."""
    if mine is None or mine.kind != Seat.Kind.BOT or mine.player_id is None:
        return ""
    last = next((e for e in reversed(told) if e.seat == mine.index), None)
    if last is None or last.kind == TableEvent.Kind.TAKEN_BACK:
        return ""
    return _seat_change(last, SEAT_NOTICES, names)


def _log(game, table: Table, audience: Audience, view: dict | None, told: list[TableEvent], names: Names,
         start: int | None = None) -> list[dict]:
    """The lines of the pieces that hold the newest LOG_LINES events (from event `start` if
    given), oldest first: the game's lines this audience may see, and the seat changes each at
    its place (after the game lines logged before it). Whole pieces: the oldest changes only as a
    whole piece leaves."""
    events = view["log"] if view else []
    start = _log_start(events) if start is None else start
    lines = [(start + i, 0, {"text": names.put_in(text), "platform": False, "group": (start + i) // LOG_GROUP})
             for i, text in enumerate(_log_lines(game, events[start:], names.in_log()))]
    if told:
        # A seat change's place among the lines this audience sees: the visible ones before it.
        audiences = [e["audience"] for e in table.state.get("log", [])]
        for order, change in enumerate(told):
            place = sum(1 for a in audiences[:change.log_at] if can_see(a, audience.seat))
            if place >= start:
                lines.append((place - 0.5, order, {"text": _seat_change(change, SEAT_CHANGES, names),
                                                   "platform": True, "group": place // LOG_GROUP}))
    return [line for _place, _order, line in sorted(lines, key=lambda t: t[:2])]


def _log_start(events: list) -> int:
    """The first event the board shows: the first of the piece the LOG_LINES-th newest is in."""
    return max(0, len(events) - LOG_LINES) // LOG_GROUP * LOG_GROUP


def _log_and_html(game, table: Table, audience: Audience, view: dict | None, told: list[TableEvent],
                  names: Names) -> dict:
    """The board's `log` (its lines) and `log_html`. With no seat changes to place among them,
    each LOG_GROUP lines' piece depends on its place, its events, the language and the names
    alone, and is drawn once: an audience's next version draws only its newest piece, and the
    audiences of a version that see the same events there (they share the very event objects)
    share it."""
    if told or not view:
        return {"log": (log := _log(game, table, audience, view, told, names)), "log_html": _log_html(log)}
    events = view["log"]
    start = _log_start(events)
    context = (game.id, language(), names.numbered, tuple(names.names.items()), tuple(names.in_log().items()))
    log, html = [], []
    for group in range(start // LOG_GROUP, (len(events) + LOG_GROUP - 1) // LOG_GROUP):
        shown = events[group * LOG_GROUP:(group + 1) * LOG_GROUP]
        key = (context, group, tuple(map(id, shown)))
        found = _log_groups.get(key)
        if found is None:
            lines = [{"text": names.put_in(text), "platform": False, "group": group}
                     for text in _log_lines(game, shown, names.in_log())]
            # the events held: their ids stay theirs while kept
            piece = _log_html(lines)
            found = _log_groups.put(key, (shown, lines, piece), 2 * len(piece) + EVENT_BYTES * len(shown))
        log += found[1]
        html.append(found[2])
    return {"log": log, "log_html": mark_safe("".join(html))}


def whole_log(table: Table, audience: Audience) -> list[dict]:
    """Every line of the table's log this audience may see ({"text", "platform": a seat change}),
    oldest first, in the active language: the board's lines (the same audience's view, the same
    seat changes in their places) from the first on, for the log's own page."""
    if table.state is None:
        return []
    game = services.game_of(table)
    names = names_of(game, table, list(table.seats.select_related("player")))
    return _log(game, table, audience, view_of(game, table, audience.seat), seat_changes(table), names, start=0)


# (language and names, place, the events by identity) -> (events, lines, html)
_log_groups = Kept(LOG_GROUPS_KEPT, LOG_GROUPS_BYTES)


def _log_html(lines: list[dict]) -> SafeString:
    """The log's lines, LOG_GROUP to a piece by their place in the log (tabletop.pieces): a move
    adds lines to the newest piece and the page keeps the others. Joined here rather than by a
    template loop: sixty lines of it cost each audience of each move a quarter of a millisecond in
    the template engine. Each item is escaped once and kept: the next version shows the same
    lines but one."""
    groups: dict[int, list[str]] = {}
    for line in lines:
        key = (line["text"], line["platform"])
        item = _items.get(key)
        if item is None:
            text = conditional_escape(line["text"])
            item = f'<li class="seat-change">{text}</li>' if line["platform"] else f"<li>{text}</li>"
            _items.put(key, item, TEXT_OVERHEAD + len(item) + len(line["text"]))
        groups.setdefault(line["group"], []).append(item)
    return mark_safe("".join(f'<!--piece:log-{g}--><ul class="log-group" id="log-{g}">{"".join(items)}</ul>'
                             f'<!--/piece:log-{g}-->' for g, items in groups.items()))


_items = Kept(LOG_CACHE, LOG_CACHE_BYTES)


_lines = Kept(LOG_CACHE, LOG_CACHE_BYTES)
# (context, id(event)) -> (event, line): the newest lines drawn (Kept: render threads trim it at once)
_by_event = Kept(LOG_LINES * 8, 1 << 20)
_first = operator.itemgetter(0)


def _log_lines(game, events: list[dict], roles: dict) -> list[str]:
    """Each event as a line in the active language. A logged event never changes, so each is
    translated once per language and table roles, not at every render of every audience."""
    context = (game.id, language(), tuple(sorted(roles.items())))
    lines = []
    for event in events:
        # The audiences of one version share the state's event objects (a view does not copy
        # its log): the second and third find the line by the object, without a key to build.
        seen = _by_event.get((context, id(event)))
        if seen is not None and seen[0] is event:
            lines.append(seen[1])
            continue
        # By its fields in name order: PostgreSQL's jsonb gives an event back with its keys
        # reordered, and it is the same event (and the same line) as the one just committed.
        key = (context, pickle.dumps(sorted(event.items(), key=_first), pickle.HIGHEST_PROTOCOL))
        line = _lines.get(key)
        if line is None:
            line = _log_line(game, event, roles)
            _lines.put(key, line, TEXT_OVERHEAD + len(key[1]) + len(line))
        # the event is held: its id stays its own
        _by_event.put((context, id(event)), (event, line), EVENT_BYTES + TEXT_OVERHEAD + len(line))
        lines.append(line)
    return lines


def _log_line(game, event: dict, seats: dict) -> str:
    """One game log line; `seats` names each seat index as the line shows it."""
    params = {k: v for k, v in event.items() if k not in ("kind", "audience", "text")}
    if isinstance(params.get("seat"), int) and params["seat"] in seats:
        params["seat"] = seats[params["seat"]]
    text = game.event_text(event)
    if isinstance(text, tuple):  # (text, derived params): names for ids, already marked text
        text, derived = text
        params.update({k: localise(v) for k, v in derived.items()})
    if text:
        return translate(text, params)
    # The seat first, then by name: PostgreSQL's jsonb gives an event's keys back in its own order.
    ordered = sorted(params.items(), key=lambda kv: (kv[0] != "seat", kv[0]))
    details = ", ".join(f"{k}: {_plain(v)}" for k, v in ordered if v is not None)
    kind = gettext(event["kind"].replace("_", " "))
    return f"{kind} ({details})" if details else kind


def _plain(value) -> str:
    """A log parameter as short text: {"us": 5, "ussr": 2} -> "us 5, ussr 2"."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def _result(result: dict, names: Names) -> dict:
    return {"winners": [names.people.get(i, i) for i in result["winners"]],
            # A score may be a fraction (a tiebreak): written as the language writes numbers ("7,5").
            "scores": [(names.people.get(i, i), formats.localize(s)) for i, s in enumerate(result["scores"])],
            "reason": translate(result["reason"], result.get("params")) if result["reason"] else ""}
