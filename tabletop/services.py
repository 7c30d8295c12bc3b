"""Every change of a table goes through here: create, join, start, seat changes, and `play`,
the one entry point that applies a move (browser, API and bot worker alike).

Each change bumps `Table.version` with an optimistic check (`UPDATE ... WHERE version = v`),
so a repeated or stale message is refused and never applied twice, on SQLite and PostgreSQL
alike. One stale message is not refused: a choice sent against version v by a seat that has
not moved since v and has been asked the very same question since v or earlier (another
seat's simultaneous choice, or a seat handed to a bot, moved the version meanwhile). It still
means what its sender meant, so it is applied to the current position.

After the commit the committing process, which holds the new table, renders what each watching
audience sees and announces the version (tabletop.broadcast) and, if a bot or automaton owes the
next decision, queues a bot job `(table, version)` (the bot worker's own moves excepted: the
job that made one goes on with the next decision itself).

A table may set `away_minutes`: a person who leaves a decision open that long gets a bot in
their seat (`take_over_absent_seats`, run by the worker's sweep) until they take it back. A
turn-based table gives each seat a time per move and a time bank instead (tabletop.clocks); a
seat out of time goes to a bot, or its person forfeits, as the table's creator chose. Every
seat change of a running game is told in its log as a TableEvent. The move that ends a game
rates it in the same transaction (tabletop.ratings).
"""
from __future__ import annotations

import hashlib
import hmac
import json
import secrets

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext_noop as _

from bots import levels
from games import registry
from games.engine import Game, IllegalMove
from tabletop import botqueue, broadcast, clocks, ratings, rows, seating
from tabletop.errors import BadMessage, NotAllowed, NotYourSeat, NotYourTurn, StaleVersion, TableNotFound
from tabletop.models import Move, Player, Seat, Table, TableEvent, new_token

Kind = Seat.Kind
Status = Table.Status
AWAY_MINUTES = (2, 5, 15, 60, 24 * 60)  # the choices of the new-table form


def clock():
    """Now, as the seats' clocks tell it (settings.TABLETOP_CLOCK); tests may also replace this."""
    return clocks.now()


# --------------------------------------------------------------------------- games


def lobby_games() -> list[Game]:
    """The games people can pick: every registered game except test-only ones and games whose
    engine is not yet the whole game (`Game.incomplete`)."""
    return [g for g in registry.games()
            if (settings.TABLETOP_TEST_GAMES or not getattr(g, "test_only", False))
            and (settings.TABLETOP_INCOMPLETE_GAMES or not g.incomplete)]


def game_of(table: Table) -> Game:
    return registry.get(table.game)


# --------------------------------------------------------------------------- reading


def get_table(table_id) -> Table:
    try:
        return Table.objects.get(pk=int(table_id))
    except (Table.DoesNotExist, TypeError, ValueError):
        raise TableNotFound(table=table_id) from None


def seat_of(table: Table, player: Player | None) -> Seat | None:
    """The seat this player holds at the table (also while a bot stands in for them)."""
    if player is None:
        return None
    return table.seats.filter(player=player).first()


def who_acts(table: Table) -> list[int]:
    if table.status != Status.ACTIVE:
        return []
    return game_of(table).to_act(table.state)


# --------------------------------------------------------------------------- table setup


def create_table(game_id: str, *, seats: list[dict], options: dict | None = None,
                 host: Player | None = None, seed: int | None = None, away_minutes: int | None = None,
                 move_minutes: int | None = None, bank_minutes: int = 0, on_timeout: str = Table.OnTimeout.BOT
                 ) -> Table:
    """seats: one {"kind": "open"|"human"|"bot"|"automaton", "level": n} per seat; a "human"
    seat goes to the host. A host without a seat gets `host_token`, the API's credential.
    away_minutes: after how long a bot plays for an absent person. move_minutes: a turn-based
    table's time per move, with a time bank of bank_minutes per seat; on_timeout: what happens to
    a seat out of time (Table.OnTimeout)."""
    try:
        game = registry.get(game_id)
    except KeyError:
        raise BadMessage(_("There is no game {game}."), game=game_id) from None
    try:
        options = game.resolve_options(options)
    except ValueError as error:
        raise BadMessage(_("Bad game options: {detail}"), detail=str(error)) from None
    for index, spec in enumerate(seats):
        if spec.get("kind", Kind.OPEN) not in Kind.values:
            raise BadMessage(_("Seat {seat} cannot be {kind}."), seat=index + 1, kind=spec.get("kind"))
    check_seats(game, [spec.get("kind", Kind.OPEN) for spec in seats], options)
    roles = game.roles(len(seats), options)
    rows = []
    for index, (spec, role) in enumerate(zip(seats, roles)):
        kind = spec.get("kind", Kind.OPEN)
        if kind == Kind.HUMAN and host is None:
            raise BadMessage(_("A seat for you needs a player name."))
        human = kind == Kind.HUMAN
        rows.append(Seat(index=index, role=role, kind=kind, level=bot_level(spec.get("level", levels.DEFAULT)),
                         player=host if human else None, token=new_token() if human else None))
    if sum(1 for r in rows if r.kind == Kind.HUMAN) > 1:
        raise BadMessage(_("You can take only one seat."))
    if away_minutes is not None and not _minutes(away_minutes, 1, AWAY_MINUTES[-1]):
        raise BadMessage(field="away_minutes")
    if move_minutes is not None and not _minutes(move_minutes, 1, clocks.MOST_MINUTES):
        raise BadMessage(field="move_minutes")
    if not _minutes(bank_minutes, 0, clocks.MOST_MINUTES) or (bank_minutes and move_minutes is None):
        raise BadMessage(field="bank_minutes")
    if on_timeout not in Table.OnTimeout.values:
        raise BadMessage(field="on_timeout")
    if move_minutes is not None:
        away_minutes = None  # the seats' clocks say when a bot takes over
        for row in rows:
            row.bank_seconds = bank_minutes * 60
    seated = any(r.kind == Kind.HUMAN for r in rows)
    with transaction.atomic():
        table = Table.objects.create(game=game_id, options=options, host=host, away_minutes=away_minutes,
                                     move_minutes=move_minutes, bank_minutes=bank_minutes, on_timeout=on_timeout,
                                     host_token=new_token() if host is not None and not seated else None,
                                     seed=secrets.randbits(62) if seed is None else seed)
        for row in rows:
            row.table = table
        Seat.objects.bulk_create(rows)
    return table


def join_seat(table_id, index: int, player: Player) -> Table:
    """Sit in an open seat of a table that has not started."""
    table = get_table(table_id)
    if table.status != Status.OPEN:
        raise NotAllowed(_("This game has already started."))
    if seat_of(table, player):
        raise NotAllowed(_("You already have a seat at this table."))
    seat = _seat(table, index)
    if seat.kind != Kind.OPEN:
        raise NotAllowed(_("That seat is taken."))
    with transaction.atomic():
        _bump(table)
        seat.kind, seat.player, seat.token = Kind.HUMAN, player, new_token()  # a new tenure
        seat.save(update_fields=["kind", "player", "token"])
    return table


def start_table(table_id, player: Player | None) -> Table:
    """The host starts the game once every seat is filled."""
    table = get_table(table_id)
    if table.status != Status.OPEN:
        raise NotAllowed(_("This game has already started."))
    if table.host_id is not None and (player is None or player.pk != table.host_id):
        raise NotAllowed(_("Only the host can start the game."))
    seats = list(table.seats.all())
    if any(s.kind == Kind.OPEN for s in seats):
        raise NotAllowed(_("Every seat needs a player or a bot first."))
    game = game_of(table)
    check_seats(game, [s.kind for s in seats], table.options)
    table.state = _initial_state(game, table, seats)
    table.status = Status.ACTIVE
    with transaction.atomic():
        _bump(table, state=table.state, status=table.status, bot_turn=_bot_turn(game, table.state, seats),
              started=clock())
        _track_prompts(game, table, seats)
    return table


def check_seats(game: Game, kinds: list[str], options: dict) -> None:
    """The game's judgement of a table's seat kinds (an open seat counts as a person's): a
    seating it refuses raises BadMessage, saying why in the game's words."""
    error = seating.refusal(game, kinds, options)
    if error is not None:
        raise BadMessage(error.message, **error.params)


def _initial_state(game: Game, table: Table, seats: list[Seat]) -> dict:
    return game.setup([{"kind": s.kind, "level": s.level} for s in seats], table.options, table.seed)


def set_seat_kind(table_id, index: int, kind: str, player: Player | None, level: int = levels.DEFAULT) -> Table:
    """Hand a seat to a bot or take it back (a friend leaves, a bot plays on, the friend returns);
    before the start the host may also open a seat or give it to a bot."""
    table = get_table(table_id)
    seat = _seat(table, index)
    is_host = player is not None and table.host_id == player.pk
    owner = player is not None and seat.player_id == player.pk
    if table.status == Status.FINISHED or (Kind.AUTOMATON in (kind, seat.kind) and table.status != Status.OPEN):
        raise NotAllowed()
    if kind == Kind.HUMAN:
        # Only the seat's own player takes it back from a bot; strangers join open seats instead.
        if not owner or seat.kind == Kind.HUMAN:
            raise NotAllowed(_("That seat is taken."))
        if seat.forfeited:
            raise NotAllowed(_("You ran out of time and forfeited this seat."))
    elif kind in (Kind.BOT, Kind.AUTOMATON, Kind.OPEN):
        if not (is_host or owner):
            raise NotAllowed(_("Only the host or the seat's player can do that."))
        if kind == Kind.OPEN and table.status != Status.OPEN:
            raise NotAllowed(_("A seat in a running game goes to a bot, not back to open."))
        if kind in (Kind.BOT, Kind.AUTOMATON) and kind not in game_of(table).seat_kinds(seat.role):
            raise BadMessage(_("Seat {seat} cannot be {kind}."), seat=index + 1, kind=kind)
        if table.status == Status.OPEN:
            check_seats(game_of(table), [kind if s.pk == seat.pk else s.kind for s in table.seats.all()],
                        table.options)
        if kind == Kind.OPEN:
            seat.player, seat.token = None, None  # the tenure ends, and its token with it
    else:
        raise BadMessage(_("Seat {seat} cannot be {kind}."), seat=index + 1, kind=kind)
    told = None
    if table.status == Status.ACTIVE and kind != seat.kind:
        told = TableEvent.Kind.TAKEN_BACK if kind == Kind.HUMAN else TableEvent.Kind.TO_BOT
    seat.kind, seat.level = kind, bot_level(level)
    clocks.restart(seat, table, clock())  # taken back: the person's own time to answer starts now
    seats = [seat if s.pk == seat.pk else s for s in table.seats.all()]
    fields = {}
    if table.status == Status.ACTIVE:
        fields["bot_turn"] = _bot_turn(game_of(table), table.state, seats)
    with transaction.atomic():
        _bump(table, **fields)
        seat.save(update_fields=["kind", "level", "player", "token", "overdue_at", "asked_at"])
        if told:
            _tell(table, told, seat, by=player)
    return table


def take_over_absent_seats() -> list[tuple[int, int]]:
    """Hand every seat whose person is out of time to a bot, told in the log; returns (table,
    version) of each change. Out of time: a decision left open past the table's `away_minutes`,
    or a turn-based seat's move time and bank spent. The person keeps the seat and takes it back
    with set_seat_kind, unless a turn-based table's creator chose that they forfeit: then the
    game ends if its rules say so (Game.forfeit), or a bot plays the seat to the end. Run by the
    bot worker's sweep."""
    changed = []
    for seat_id in Seat.objects.filter(kind=Kind.HUMAN, overdue_at__lte=clock(), table__status=Status.ACTIVE
                                       ).values_list("pk", flat=True):
        seat = Seat.objects.select_related("table").get(pk=seat_id)
        table = seat.table
        # Read again: a move or a take-back since the query moved the deadline.
        if seat.kind != Kind.HUMAN or seat.overdue_at is None or seat.overdue_at > clock():
            continue
        game = game_of(table)
        told, minutes, fields, ended = TableEvent.Kind.AWAY, table.away_minutes, {}, None
        if table.move_minutes:
            told, minutes, seat.bank_seconds = TableEvent.Kind.TIMEOUT, None, 0
            if table.on_timeout == Table.OnTimeout.FORFEIT:
                told, seat.forfeited = TableEvent.Kind.FORFEIT, True
                ended = game.forfeit(table.state, seat.index)
        seat.overdue_at, seat.asked_at = None, None
        if ended is None:
            seat.kind = Kind.BOT
            seats = [seat if s.pk == seat.pk else s for s in table.seats.all()]
            fields["bot_turn"] = _bot_turn(game, table.state, seats)
        else:
            table.status = fields["status"] = Status.FINISHED
            table.state = fields["state"] = ended
            fields["bot_turn"] = False
        try:
            with transaction.atomic():
                _bump(table, **fields)
                seat.save(update_fields=["kind", "overdue_at", "asked_at", "bank_seconds", "forfeited"])
                _tell(table, told, seat, minutes=minutes)
                if ended is not None:  # a forfeit ends the game as any last move does: rated alike
                    seats = list(table.seats.all())
                    _track_prompts(game, table, seats)
                    ratings.record(table, seats, game.result(ended))
        except StaleVersion:  # a move landed meanwhile: the next sweep judges the seat again
            continue
        changed.append((table.pk, table.version))
    return changed


def _tell(table: Table, kind: str, seat: Seat, *, by: Player | None = None, minutes: int | None = None) -> None:
    """A seat change in the log, after the game's lines logged so far."""
    TableEvent.objects.create(table=table, version=table.version, kind=kind, seat=seat.index,
                              player=seat.player, by=by, minutes=minutes,
                              log_at=len((table.state or {}).get("log", [])))
    Table.objects.filter(pk=table.pk).update(told=F("told") + 1)
    table.told += 1


# --------------------------------------------------------------------------- moves


def views_kept(table):
    """The views of the table's position if this process drew them (for the move that led there
    and its boards), else None."""
    version, views = table.__dict__.get("_views") or (None, None)
    return views if version == table.version and views.state is table.state else None


def play(table_id, seat, version, option_id, *, player: Player | None = None,
         token: str | None = None, bot: bool = False, note: dict | None = None) -> int:
    """Apply `option_id` for `seat` if the caller may play that seat and `version` is current.

    The caller is a player (browser session), a seat token (API) or the bot worker (`bot=True`,
    with `note`: what the bot weighed, kept with the Move).
    Returns the new version. Raises a TabletopError, and then nothing was written.
    """
    seat = number(seat, "seat")
    version = number(version, "version")
    if not isinstance(option_id, str) or not option_id or len(option_id) > 200:
        raise BadMessage(field="option")
    for _attempt in range(PLAY_ATTEMPTS):
        table, seats, seat_row = _table_for(table_id, seat, player=player, token=token, bot=bot)
        if table.version != version and not _still_asked(table, seat_row, version):
            raise StaleVersion()
        if table.status == Status.OPEN:
            raise NotYourTurn(_("The game has not started yet."))
        game = game_of(table)
        try:
            state, events = game.apply(table.state, seat, option_id)
        except IllegalMove as error:
            raise NotYourTurn(error.message, **error.params) from None
        new_version = table.version + 1
        status = Status.FINISHED if game.result(state) is not None else Status.ACTIVE
        bot_turn = _bot_turn(game, state, seats)
        # A bot never takes a move back, so only a person's move is judged (the check renders views).
        views = game.views(state)  # the undo check's views of the new position: its boards are drawn from them
        names: dict = {}  # the names those views hold: the next move's check starts from them
        undoable = not bot and status == Status.ACTIVE and game.undoable(
            table.state, state, events, seat, views, (table.__dict__.get("_names", {}), names), views_kept(table))
        undo_seat = seat if undoable else None
        with transaction.atomic():
            if not rows.advance(table.pk, table.version, state=state, version=new_version, status=status,
                                bot_turn=bot_turn, undo_seat=undo_seat):
                continue  # another move landed since we read: judge this one again on the new table
            rows.add_move(table_id=table.pk, version=new_version, seat=seat, option=option_id, events=events,
                          by_bot=bot, note=note, undoable=undoable, created=clock())  # undo reads its time
            if status == Status.FINISHED:
                ratings.record(table, seats, game.result(state))
            table.state, table.version, table.status, table.bot_turn = state, new_version, status, bot_turn
            table.undo_seat = undo_seat
            table.__dict__["_views"] = (new_version, views)
            _track_prompts(game, table, seats, views, mover=seat)
            transaction.on_commit(lambda: rows.keep(table, names, views))  # the next move starts from it
            _announce(table, seats, bot_turn and not bot)
        return new_version
    raise StaleVersion()


PLAY_ATTEMPTS = 3  # a move that keeps losing the race this often is refused as stale


def undo(table_id, seat, version, *, player: Player | None = None, token: str | None = None) -> int:
    """Take back `seat`'s latest move, if it is the table's latest (nobody else acted since) and
    the game says it revealed nothing (Game.undoable, judged when it was played). One move per
    call; the seat's earlier moves may follow one at a time while each qualifies.

    The earlier position is rebuilt from the seed and the moves that stand, never kept from
    before, so nothing the move uncovered can come back. The table's version grows as with any
    change, and the move stays stored, marked as taken back. Only a person undoes (the caller is
    a player or a seat token, as in `play`); `version` must be the table's current one. Returns
    the new version; raises a TabletopError, and then nothing was written."""
    seat = number(seat, "seat")
    version = number(version, "version")
    table, seats, seat_row = _table_for(table_id, seat, player=player, token=token, bot=False)
    if table.version != version:
        raise StaleVersion()
    if table.status != Status.ACTIVE:
        raise NotAllowed(_("There is no move to take back."))
    moves = list(Move.live(table.pk).values_list("pk", "seat", "option", "undoable", "created").reverse()[:2])
    if not moves or (moves[0][1] != seat and not Move.live(table.pk).filter(seat=seat).exists()):
        raise NotAllowed(_("You have no move to take back."))
    if moves[0][1] != seat:
        raise NotAllowed(_("Another seat has acted since your move; it cannot be taken back."))
    if not moves[0][3] or table.undo_seat != seat:
        raise NotAllowed(_("That move cannot be taken back: it showed something new."))
    game = game_of(table)
    state = replay(table, seats, without=moves[0][0])
    new_version = table.version + 1
    undo_seat = seat if len(moves) > 1 and moves[1][1] == seat and moves[1][3] else None
    bot_turn = _bot_turn(game, state, seats)
    with transaction.atomic():
        updated = Table.objects.filter(pk=table.pk, version=version).update(
            state=state, version=new_version, bot_turn=bot_turn, undo_seat=undo_seat, updated=timezone.now())
        if not updated:
            raise StaleVersion()
        Move.objects.filter(pk=moves[0][0]).update(undone_at_version=new_version)
        table.state, table.version, table.bot_turn, table.undo_seat = state, new_version, bot_turn, undo_seat
        _tell(table, TableEvent.Kind.UNDONE, seat_row, by=player or seat_row.player)
        # The seat's clock runs on from when it was asked the move taken back (when the move
        # before it was made): taking a move back never gives more time.
        clocks.taken_back(seat_row, table, moves[1][4] if len(moves) > 1 else table.started or moves[0][4],
                          moves[0][4])
        _track_prompts(game, table, seats)
        seat_row.save(update_fields=["asked_at", "bank_seconds", "overdue_at"])
        _announce(table, seats, bot_turn)
    return new_version


def replay(table: Table, seats: list[Seat] | None = None, *, without: int | None = None,
           upto: int | None = None) -> dict:
    """The table's state from its seed and the moves that stand, applied in order (all but the
    move with primary key `without`; the first `upto` only, if given): deterministic, so it is
    the position those moves made. A move taken back is never applied: it was never played, and
    nor is one stored since `table` was read (another process's: the caller's write will find
    the table moved on)."""
    game = game_of(table)
    seats = seats if seats is not None else list(table.seats.all())
    state = _initial_state(game, table, seats)
    moves = Move.live(table.pk).filter(version__lte=table.version).values_list("pk", "seat", "option")
    for pk, seat, option in moves if upto is None else moves[:upto]:
        if pk != without:
            state, _events = game.apply(state, seat, option)
    return state


def _still_asked(table: Table, seat: Seat, version: int) -> bool:
    """Whether a choice sent against the older `version` answers the question asked now."""
    return (version < table.version and seat.prompt_since is not None and seat.prompt_since <= version
            and not Move.objects.filter(table=table, seat=seat.index, version__gt=version).exists())


def prompt_key(prompt: dict | None) -> str:
    """What a seat is asked (a prompt's dict), as the key Seat.prompt_key records; "" for nothing."""
    return hashlib.sha256(json.dumps(prompt, sort_keys=True).encode()).hexdigest() if prompt else ""


def _track_prompts(game: Game, table: Table, seats: list[Seat], views: dict | None = None,
                   mover: int | None = None) -> None:
    """Record each seat whose question changed at the table's version (see Seat.prompt_key),
    and its clock (tabletop.clocks: since when it is asked, its bank, when it runs out of time).
    `views`: the seats' views of this version where the move's undo check drew them; each holds
    its seat's question, which is not worked out again. `mover`: the seat whose move made this
    version (its clock stops; a question it is asked next starts it again)."""
    asked = set(game.to_act(table.state))
    changes = []
    at = clock()
    for seat in seats:
        if seat.index not in asked:
            prompt = None
        elif views and seat.index in views:
            prompt = views[seat.index]["prompt"]
        else:
            found = game.prompt(table.state, seat.index)
            prompt = found.to_dict() if found else None
        key = prompt_key(prompt)
        if key != seat.prompt_key or seat.index == mover:
            clocks.asked(seat, table, key, seat.index == mover, at)
            seat.prompt_key, seat.prompt_since = key, table.version if key != seat.prompt_key else seat.prompt_since
            changes.append((key, seat.prompt_since, seat.overdue_at, seat.asked_at, seat.bank_seconds,
                            seat.turn_mailed, seat.pk))
    rows.set_prompts(changes)


# --------------------------------------------------------------------------- helpers


def number(value, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise BadMessage(field=field)
    try:
        number = int(value)
    except ValueError:
        raise BadMessage(field=field) from None
    if number < 0:
        raise BadMessage(field=field)
    return number


def _minutes(value, least: int, most: int) -> bool:
    """Whether `value` is a whole number of minutes from `least` to `most`."""
    return not isinstance(value, bool) and isinstance(value, int) and least <= value <= most


def bot_level(value) -> int:
    """A bot level, one of bots.levels.LEVELS."""
    if number(value, "level") not in levels.LEVELS:
        raise BadMessage(field="level")
    return int(value)


def _seat(table: Table, index) -> Seat:
    seat = table.seats.filter(index=number(index, "seat")).first()
    if seat is None:
        raise BadMessage(_("There is no seat {seat} at this table."), seat=index)
    return seat


def _table_for(table_id, seat: int, *, player: Player | None, token: str | None, bot: bool):
    """The table, its seats (with players) and the caller's seat, once the caller may play it."""
    try:
        table = rows.table(int(table_id))
    except (TypeError, ValueError):
        table = None
    if table is None:
        raise TableNotFound(table=table_id)
    seats = rows.seats(table.pk)
    seat_row = next((s for s in seats if s.index == seat), None)
    if seat_row is None:
        raise NotYourSeat()
    _authorise(seat_row, player=player, token=token, bot=bot)
    return table, seats, seat_row


def _authorise(seat: Seat, *, player: Player | None, token: str | None, bot: bool) -> None:
    if bot:
        if not seat.plays_itself:
            raise NotYourSeat(_("A person plays this seat now."))
        return
    if token is not None:
        allowed = isinstance(token, str) and seat.token is not None and hmac.compare_digest(seat.token, token)
    else:
        allowed = player is not None and seat.player_id == player.pk
    if not allowed:
        raise NotYourSeat()
    if seat.kind != Kind.HUMAN:
        raise NotYourSeat(_("A bot plays this seat now; take it back first."))


def _bot_turn(game: Game, state: dict, seats: list[Seat]) -> bool:
    if game.result(state) is not None:
        return False
    kinds = {s.index: s for s in seats}
    return any(kinds[i].plays_itself for i in game.to_act(state))


def _bump(table: Table, **fields) -> None:
    """Write fields and version + 1 if nobody changed the table since we read it; announce it."""
    updated = Table.objects.filter(pk=table.pk, version=table.version).update(
        version=table.version + 1, updated=timezone.now(), **fields)
    if not updated:
        raise StaleVersion()
    table.version += 1
    for key, value in fields.items():
        setattr(table, key, value)
    _announce(table, None, fields.get("bot_turn", table.bot_turn) and table.status == Status.ACTIVE)


def _announce(table: Table, seats: list[Seat] | None, queue_bot: bool) -> None:
    """After the commit: render and announce the new version (`seats` with their players, or None
    to read them then), and queue the bot's turn if one owes it."""
    version = table.version

    def publish():
        broadcast.publish(table, seats if seats is not None else rows.seats(table.pk))

    if queue_bot:  # first: the worker starts on the bot's answer while this process renders
        transaction.on_commit(lambda: botqueue.enqueue_turn(table.pk, version), robust=True)
    transaction.on_commit(publish, robust=True)
