"""The board partial: one game's `view(state, seat)` rendered to HTML for one audience.

An audience is (seat or None for spectators, whether the viewer hosts the table); every viewer
in the same audience sees the same HTML. A broadcast renders each audience once per version and
language for all processes however many sockets watch (see tabletop.broadcast), so fifty
spectators cost one render. Given the seats (with their players), rendering reads nothing.
"""
from __future__ import annotations

import json
from typing import NamedTuple

from django.template.loader import render_to_string, select_template
from django.utils import translation
from django.utils.translation import gettext

from tabletop import services
from tabletop.i18n import localise, localise_phrases, translate, translate_prompt
from tabletop.models import Seat, Table

LOG_LINES = 60  # newest events shown on the board
LOG_CACHE = 50_000  # translated log lines kept: an event never changes once logged
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
        "seats": [{"seat": s, "role": roles[s.index], "to_act": s.index in to_act,
                   "kinds": _kinds_for(game, s, table), "is_mine": s.index == audience.seat} for s in seats],
        "view": view,
        "sections": [(k, v) for k, v in (view or {}).items() if k not in PLATFORM_KEYS],
        "me": view["me"] if view else None,
        "board": localise_phrases(game.board_context(view)) if view else {},
        "prompt": prompt,
        "log": _log_lines(game, (view["log"] if view else [])[-LOG_LINES:], roles)[::-1],
        "result": _result(view["result"], roles) if view and view["result"] else None,
        "waiting_on": [roles[i] for i in to_act],
        "game_template": select_template([f"games/{game.id}/board.html", "tabletop/generic_board.html"]).template.name,
    }


def render_board(table: Table, audience: Audience, language: str, seats: list[Seat] | None = None) -> str:
    with translation.override(language):
        return render_to_string("tabletop/board.html", board_context(table, audience, seats))


def _kinds_for(game, seat: Seat, table: Table) -> list[str]:
    """Seat kinds the host or the seat's player may switch this seat to, now."""
    if table.status == Table.Status.OPEN:
        return [k for k in (Seat.Kind.OPEN, Seat.Kind.BOT, Seat.Kind.AUTOMATON)
                if k == Seat.Kind.OPEN or k in game.seat_kinds(seat.role)]
    if table.status == Table.Status.ACTIVE and seat.kind in (Seat.Kind.HUMAN, Seat.Kind.BOT):
        return [Seat.Kind.BOT] if seat.kind == Seat.Kind.HUMAN else [Seat.Kind.HUMAN]
    return []


_lines: dict = {}


def _log_lines(game, events: list[dict], roles: dict) -> list[str]:
    """Each event as a line in the active language. A logged event never changes, so each is
    translated once per language and table roles, not at every render of every audience."""
    context = (game.id, translation.get_language(), tuple(sorted(roles.items())))
    lines = []
    for event in events:
        key = (context, json.dumps(event, sort_keys=True, default=str))
        line = _lines.get(key)
        if line is None:
            line = _lines[key] = _log_line(game, event, roles)
            if len(_lines) > LOG_CACHE:
                del _lines[next(iter(_lines))]
        lines.append(line)
    return lines


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
