"""The reads and writes every move makes, as plain SQL written once.

The ORM builds each statement anew on every call: 0.1-0.4 ms of Python per query, more than
SQLite or PostgreSQL spend running it, and a move runs several. These few are the move path's
(a table, its seats with their players, each seat's question, the move's two writes); everything
else uses the ORM. Rows read here become model instances as the ORM makes them (its converters,
`Model.from_db`), without a RawQuerySet's per-call work (a third of a millisecond a query).
The SQL is the same on SQLite and PostgreSQL.
"""
from __future__ import annotations

from functools import cache

from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.utils import timezone

from games.engine import EVENT_BYTES, Kept
from tabletop.models import Move, Player, Seat, Table


def _q(name: str) -> str:
    return connection.ops.quote_name(name)


_statements: dict[tuple, str] = {}


def _statement(key: tuple, build) -> str:
    """The SQL `build()` writes for this backend, written once (quoting names is not free)."""
    key = (connection.vendor, *key)
    sql = _statements.get(key)
    if sql is None:
        sql = _statements[key] = build()
    return sql


def _converters(model, names: tuple[str, ...]) -> list[tuple[int, list, object]]:
    """What the ORM applies to each column read for these fields (this backend's converters,
    then the field's own, such as JSON decoding), found once per connection and held by it:
    they are its methods, so a cache outside it (a WeakKeyDictionary was) would keep every
    connection ever opened alive, and open (every socket and request has its own), with its
    SQLite page cache: the web process grew by hundreds of MiB an hour."""
    wrapper = connections[DEFAULT_DB_ALIAS]
    found = wrapper.__dict__.get("tabletop_converters")
    if found is None:
        found = wrapper.__dict__["tabletop_converters"] = {}
    key = (model, names)
    if key not in found:
        found[key] = []
        for index, field in enumerate(_fields(model, names)):
            column = field.get_col(model._meta.db_table)
            converters = wrapper.ops.get_db_converters(column) + column.get_db_converters(wrapper)
            if converters:
                found[key].append((index, converters, column))
    return found[key]


def _instances(model, names: tuple[str, ...], sql: str, params: list) -> list[tuple]:
    """(instance, *further columns) for each row of `sql`, which selects the fields `names` (in
    the model's order: Model.from_db takes a whole row by position) and then any further columns."""
    converters, width = _converters(model, names), len(names)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        found = cursor.fetchall()
    made = []
    for row in found:
        values = list(row[:width])
        for index, functions, column in converters:
            for function in functions:
                values[index] = function(values[index], column, connection)
        made.append((model.from_db(DEFAULT_DB_ALIAS, names, values), *row[width:]))
    return made


TABLE_FIELDS = tuple(f.attname for f in Table._meta.concrete_fields)


def table(table_id: int) -> Table | None:
    """The table, in one query; its state read and decoded only if this process does not hold
    it already: the state it committed last (`keep`) is the stored one while the version is the same."""
    held = _kept.get(table_id)
    found = _instances(Table, TABLE_FIELDS, _statement(("table",), lambda: "SELECT {} FROM {} WHERE id = %s".format(
        ", ".join(f"CASE WHEN {_q('version')} = %s THEN NULL ELSE {_q('state')} END" if f.name == "state"
                  else _q(f.column) for f in _fields(Table, TABLE_FIELDS)), _q(Table._meta.db_table))),
        [held[0][1] if held else -1, table_id])
    if not found:
        return None
    row = found[0][0]
    if held is not None and held[0] == (row.created, row.version):
        row.state = held[1]
        row.__dict__["_names"] = held[2]
        views = _kept_views.get(table_id)
        if views is not None and views.state is row.state:
            row.__dict__["_views"] = (row.version, views)
    elif held is not None and held[0][1] == row.version:  # another table under a reused id
        row.refresh_from_db(fields=["state"])
    return row


# The states held, and their views, by count, by bytes and by age: a state is weighed as STATE_BYTES and
# its log's events (what grows as a game goes on), without a walk over it on every move.
KEPT_TABLES, KEPT_BYTES = 500, 24 << 20
KEPT_VIEWS, KEPT_VIEWS_BYTES = 32, 8 << 20
STATE_BYTES = 64 << 10
# A table this process has not moved for this long goes: another process may have moved it on,
# or finished it (its last move made elsewhere), and its next move here reads it again.
KEPT_SECONDS = 300
_kept = Kept(KEPT_TABLES, KEPT_BYTES, KEPT_SECONDS)  # table -> ((created, version), state, names), newest last
_kept_views = Kept(KEPT_VIEWS, KEPT_VIEWS_BYTES, KEPT_SECONDS)  # table -> the views of its kept state (Game.views)


def weight(state: dict) -> int:
    """About the bytes a table's state holds in memory (games.engine.footprint would pickle it)."""
    return STATE_BYTES + EVENT_BYTES * len(state.get("log", ()))


def keep(table: Table, names: dict | None = None, views=None) -> None:
    """Hold a committed table's state for its next move here, with the names each audience's
    view of it holds where the move's undo check found them (Game.revealed), and the views its
    boards were drawn from (the next move's check may read them). A state is never changed in
    place once made (Game.apply works on a copy), so holding it is safe; a move committed by
    another process changes the version, and the state is read again. A finished table makes no
    more moves: nothing of it is held."""
    _kept_views.drop(table.pk)
    if table.status == Table.Status.FINISHED:
        _kept.drop(table.pk)
        return
    size = weight(table.state)
    _kept.put(table.pk, ((table.created, table.version), table.state, names or {}), size)
    if views is not None:
        _kept_views.put(table.pk, views, size)



SEAT_FIELDS = tuple(f.attname for f in Seat._meta.concrete_fields)


def seats(table_id: int) -> list[Seat]:
    """The table's seats in order, each with its player (name only; other fields load on use)."""
    found = _instances(Seat, SEAT_FIELDS, _statement(("seats",), lambda: (
        f"SELECT {', '.join(f's.{_q(f.column)}' for f in _fields(Seat, SEAT_FIELDS))}, p.name "
        f"FROM {_q(Seat._meta.db_table)} s LEFT JOIN {_q(Player._meta.db_table)} p ON p.id = s.player_id "
        f"WHERE s.table_id = %s ORDER BY s.{_q('index')}")), [table_id])
    for seat, name in found:
        seat.player = None if seat.player_id is None else Player.from_db(
            DEFAULT_DB_ALIAS, ["id", "name"], [seat.player_id, name])
    return [seat for seat, _name in found]


def set_prompts(changes: list[tuple]) -> None:
    """Seat (prompt_key, prompt_since, overdue_at, asked_at, bank_seconds, turn_mailed, id) rows,
    written in one round."""
    if not changes:
        return
    adapt = connection.ops.adapt_datetimefield_value
    sql = _statement(("set_prompts",), lambda: f"UPDATE {_q(Seat._meta.db_table)} SET prompt_key = %s, "
                     "prompt_since = %s, overdue_at = %s, asked_at = %s, bank_seconds = %s, turn_mailed = %s "
                     "WHERE id = %s")
    with connection.cursor() as cursor:
        cursor.executemany(sql, [(key, since, adapt(overdue), adapt(asked), bank, mailed, pk)
                                 for key, since, overdue, asked, bank, mailed, pk in changes])


@cache
def _fields(model, names: tuple[str, ...]) -> list:
    """The model's fields by their attribute names (`table_id` for the table's foreign key)."""
    fields = [model._meta.get_field(name) for name in names]
    assert [f.attname for f in fields] == list(names), names
    return fields


def advance(table_id: int, at_version: int, **values) -> bool:
    """Write `values` (and the time) to the table if it is still at `at_version`; whether it was.
    Each value goes through its field's adaptation, as the ORM's update does."""
    values["updated"] = timezone.now()
    names = tuple(values)
    fields = _fields(Table, names)
    sql = _statement(("advance", *names), lambda: "UPDATE {} SET {} WHERE id = %s AND {} = %s".format(
        _q(Table._meta.db_table), ", ".join(f"{_q(f.column)} = %s" for f in fields), _q("version")))
    with connection.cursor() as cursor:
        cursor.execute(sql, [*(f.get_db_prep_save(values[f.attname], connection) for f in fields), table_id, at_version])
        return cursor.rowcount == 1


def add_move(**values) -> None:
    """Insert a Move row (`table_id` and its other fields by name; the time is now unless given)."""
    values.setdefault("created", timezone.now())
    names = tuple(values)
    fields = _fields(Move, names)
    sql = _statement(("add_move", *names), lambda: "INSERT INTO {} ({}) VALUES ({})".format(
        _q(Move._meta.db_table), ", ".join(_q(f.column) for f in fields), ", ".join(["%s"] * len(fields))))
    with connection.cursor() as cursor:
        cursor.execute(sql, [f.get_db_prep_save(values[f.attname], connection) for f in fields])
