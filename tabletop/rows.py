"""The reads and writes every move makes, as plain SQL written once.

The ORM builds each statement anew on every call: 0.1-0.4 ms of Python per query, more than
SQLite or PostgreSQL spend running it, and a move runs several. These few are the move path's
(a table, its seats with their players, each seat's question, the move's two writes); everything
else uses the ORM.
The SQL is the same on SQLite and PostgreSQL.
"""
from __future__ import annotations

from functools import cache

from django.db import connection
from django.utils import timezone

from tabletop.models import Move, Player, Seat, Table


def _q(name: str) -> str:
    return connection.ops.quote_name(name)


def table(table_id: int) -> Table | None:
    """The table, in one query; its state read and decoded only if this process does not hold
    it already: the state it committed last (`keep`) is the stored one while the version is the same."""
    held = _kept.get(table_id)
    columns = ", ".join(_q(f.column) for f in Table._meta.concrete_fields if f.name != "state")
    found = list(Table.objects.raw(
        f"SELECT {columns}, CASE WHEN {_q('version')} = %s THEN NULL ELSE {_q('state')} END AS {_q('state')} "
        f"FROM {_q(Table._meta.db_table)} WHERE id = %s", [held[0][1] if held else -1, table_id]))
    if not found:
        return None
    row = found[0]
    if held is not None and held[0] == (row.created, row.version):
        row.state = held[1]
        row.__dict__["_names"] = held[2]
    elif held is not None and held[0][1] == row.version:  # another table under a reused id
        row.refresh_from_db(fields=["state"])
    return row


_kept: dict[int, tuple[tuple, dict, dict]] = {}  # table -> ((created, version), state, names), newest last
KEPT_TABLES = 500


def keep(table: Table, names: dict | None = None) -> None:
    """Hold a committed table's state for its next move here, with the names each audience's
    view of it holds where the move's undo check found them (Game.revealed). A state is never
    changed in place once made (Game.apply works on a copy), so holding it is safe; a move
    committed by another process changes the version, and the state is read again."""
    _kept.pop(table.pk, None)
    _kept[table.pk] = ((table.created, table.version), table.state, names or {})
    if len(_kept) > KEPT_TABLES:
        del _kept[next(iter(_kept))]


def seats(table_id: int) -> list[Seat]:
    """The table's seats in order, each with its player (name only; other fields load on use)."""
    seat, player = _q(Seat._meta.db_table), _q(Player._meta.db_table)
    rows = Seat.objects.raw(
        f"SELECT s.*, p.name AS player_name FROM {seat} s LEFT JOIN {player} p ON p.id = s.player_id "
        f"WHERE s.table_id = %s ORDER BY s.{_q('index')}", [table_id])
    found = list(rows)
    for row in found:
        row.player = None if row.player_id is None else Player.from_db(
            connection.alias, ["id", "name"], [row.player_id, row.player_name])
        del row.player_name
    return found


def set_prompts(changes: list[tuple[str, int, object, int]]) -> None:
    """Seat (prompt_key, prompt_since, overdue_at, id) rows, written in one round."""
    if not changes:
        return
    adapt = connection.ops.adapt_datetimefield_value
    with connection.cursor() as cursor:
        cursor.executemany(
            f"UPDATE {_q(Seat._meta.db_table)} SET prompt_key = %s, prompt_since = %s, overdue_at = %s WHERE id = %s",
            [(key, since, adapt(overdue), pk) for key, since, overdue, pk in changes])


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
    fields = _fields(Table, tuple(values))
    sets = ", ".join(f"{_q(f.column)} = %s" for f in fields)
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {_q(Table._meta.db_table)} SET {sets} WHERE id = %s AND {_q('version')} = %s",
                       [*(f.get_db_prep_save(values[f.attname], connection) for f in fields), table_id, at_version])
        return cursor.rowcount == 1


def add_move(**values) -> None:
    """Insert a Move row (`table_id` and its other fields by name; the time is now)."""
    values["created"] = timezone.now()
    fields = _fields(Move, tuple(values))
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {_q(Move._meta.db_table)} ({', '.join(_q(f.column) for f in fields)}) "
                       f"VALUES ({', '.join(['%s'] * len(fields))})",
                       [f.get_db_prep_save(values[f.attname], connection) for f in fields])
