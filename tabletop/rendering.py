"""The board partial: one game's `view(state, seat)` rendered to HTML for one audience.

An audience is (seat or None for spectators, whether the viewer hosts the table); every viewer
in the same audience sees the same HTML. A broadcast renders each audience once per version and
language however many sockets watch (`cached_board`), so fifty spectators cost one render.
"""
from __future__ import annotations

from typing import NamedTuple

from django.template.loader import render_to_string, select_template
from django.utils import translation
from django.utils.translation import gettext

from bots import levels
from tabletop import services
from tabletop.i18n import localise, localise_phrases, translate, translate_prompt
from tabletop.models import Move, Seat, Table
from tabletop.once import OncePerKey

LOG_LINES = 60  # newest events shown on the board
PLATFORM_KEYS = {"game", "schema", "options", "me", "log", "prompt", "result", "seat", "to_act"}


class Audience(NamedTuple):
    seat: int | None
    host: bool


def audience_of(table: Table, player) -> Audience:
    seat = services.seat_of(table, player)
    return Audience(seat.index if seat else None, player is not None and player.pk == table.host_id)


def board_context(table: Table, audience: Audience) -> dict:
    game = services.game_of(table)
    seats = list(table.seats.select_related("player"))
    view = game.view(table.state, audience.seat) if table.state is not None else None
    to_act = view["to_act"] if view and table.status == Table.Status.ACTIVE else []
    roles = {s.index: translate(game.role_label(s.role)) for s in seats}
    mine = next((s for s in seats if s.index == audience.seat), None)
    prompt = None
    if view and view["prompt"] and mine is not None and mine.kind == Seat.Kind.HUMAN:
        raw = view["prompt"]
        prompt = translate_prompt(game, raw)
    return {
        "table": table,
        "game_name": translate(game.name),
        "audience": audience,
        "my_seat": mine,
        "seats": [{"seat": s, "role": roles[s.index], "to_act": s.index in to_act, "level": translate(levels.label(s.level)),
                   "kinds": _kinds_for(game, s, table), "is_mine": s.index == audience.seat} for s in seats],
        "bot_notes": _bot_notes(table, roles),
        "view": view,
        "sections": [(k, v) for k, v in (view or {}).items() if k not in PLATFORM_KEYS],
        "me": view["me"] if view else None,
        "board": localise_phrases(game.board_context(view)) if view else {},
        "prompt": prompt,
        "log": [_log_line(game, e, roles) for e in (view["log"] if view else [])[-LOG_LINES:]][::-1],
        "result": _result(view["result"], roles) if view and view["result"] else None,
        "waiting_on": [roles[i] for i in to_act],
        "game_template": select_template([f"games/{game.id}/board.html", "tabletop/generic_board.html"]).template.name,
    }


def render_board(table: Table, audience: Audience, language: str) -> str:
    with translation.override(language):
        return render_to_string("tabletop/board.html", board_context(table, audience))


def _bot_notes(table: Table, roles: dict) -> list[dict]:
    """What each bot weighed at each decision, once the table is finished: during play it would
    tell its hidden cards (a search's options and estimates depend on them)."""
    if table.status != Table.Status.FINISHED:
        return []
    notes = Move.objects.filter(table=table, by_bot=True, note__isnull=False).order_by("version")
    return [{"version": m.version, "role": roles.get(m.seat, m.seat), "option": m.option,
             "iterations": m.note.get("iterations"), "seconds": m.note.get("seconds"),
             "estimate": m.note.get("estimate"), "weighed": m.note.get("weighed", [])[:5]} for m in notes]


def _kinds_for(game, seat: Seat, table: Table) -> list[str]:
    """Seat kinds the host or the seat's player may switch this seat to, now."""
    if table.status == Table.Status.OPEN:
        return [k for k in (Seat.Kind.OPEN, Seat.Kind.BOT, Seat.Kind.AUTOMATON)
                if k == Seat.Kind.OPEN or k in game.seat_kinds(seat.role)]
    if table.status == Table.Status.ACTIVE and seat.kind in (Seat.Kind.HUMAN, Seat.Kind.BOT):
        return [Seat.Kind.BOT] if seat.kind == Seat.Kind.HUMAN else [Seat.Kind.HUMAN]
    return []


def _log_line(game, event: dict, roles: dict) -> str:
    params = {k: v for k, v in event.items() if k not in ("kind", "audience", "text")}
    if isinstance(params.get("seat"), int) and params["seat"] in roles:
        params["seat"] = roles[params["seat"]]
    text = game.event_text(event)
    if isinstance(text, tuple):  # (text, derived params): names for ids, already marked text
        text, derived = text
        params.update({k: localise(v) for k, v in derived.items()})
    if text:
        return translate(text, params)
    details = ", ".join(f"{k}: {_plain(v)}" for k, v in params.items() if v is not None)
    kind = gettext(event["kind"].replace("_", " "))
    return f"{kind} ({details})" if details else kind


def _plain(value) -> str:
    """A log parameter as short text: {"us": 5, "ussr": 2} -> "us 5, ussr 2"."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def _result(result: dict, roles: dict) -> dict:
    return {"winners": [roles.get(i, i) for i in result["winners"]],
            "scores": [(roles.get(i, i), s) for i, s in enumerate(result["scores"])],
            "reason": translate(result["reason"], result.get("params")) if result["reason"] else ""}


# --------------------------------------------------------------------------- broadcast cache


def _load_and_render(table_id: int, audience: Audience, language: str) -> tuple[int, str]:
    table = Table.objects.get(pk=table_id)
    return table.version, render_board(table, audience, language)


_boards = OncePerKey(_load_and_render)


async def cached_board(table_id: int, version: int, audience: Audience, language: str) -> tuple[int, str]:
    """(version, html) of the board for this audience, rendered at most once per version."""
    return await _boards.get((table_id, version, audience, language), table_id, audience, language)
