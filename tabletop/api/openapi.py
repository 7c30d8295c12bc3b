"""The OpenAPI 3.1 description of the JSON API, served at /api/openapi.json."""
from __future__ import annotations

ERROR = {"type": "object", "required": ["error", "message"], "properties": {
    "error": {"type": "string", "enum": ["bad_message", "not_your_seat", "not_allowed", "table_not_found",
                                         "stale_version", "not_your_turn"]},
    "message": {"type": "string", "description": "Human-readable, in the request's language."},
    "version": {"type": "integer", "description": "With stale_version: the table's current version."}}}

SEAT = {"type": "object", "properties": {
    "index": {"type": "integer"}, "role": {"type": "string"},
    "kind": {"type": "string", "enum": ["open", "human", "bot", "automaton"]},
    "level": {"type": "integer"}, "player": {"type": ["string", "null"]}, "to_act": {"type": "boolean"}}}

OPTION = {"type": "object", "properties": {"id": {"type": "string"}, "text": {"type": "string"}}}

TABLE = {"type": "object", "properties": {
    "id": {"type": "integer"}, "game": {"type": "string"}, "options": {"type": "object"},
    "status": {"type": "string", "enum": ["open", "active", "finished"]},
    "version": {"type": "integer", "description": "Send it back with a move; it grows with every change."},
    "you": {"type": ["integer", "null"], "description": "Your seat, or null for a spectator."},
    "seats": {"type": "array", "items": SEAT},
    "prompt": {"type": ["object", "null"], "description": "Your pending decision, if you owe one.",
               "properties": {"id": {"type": "string"}, "text": {"type": "string"},
                              "options": {"type": "array", "items": OPTION}}},
    "view": {"type": ["object", "null"], "description": "What your seat may see (the game's view): public "
             "board, your private part under `me`, the log events you may see, `to_act`, `result`."}}}


def _json(schema: dict) -> dict:
    return {"content": {"application/json": {"schema": schema}}}


def _errors(*codes: int) -> dict:
    return {str(code): {"description": "Refused; nothing changed.", **_json(ERROR)} for code in codes}


TABLE_ID = {"name": "table_id", "in": "path", "required": True, "schema": {"type": "integer"}}
BEARER = [{"seatToken": []}]


def schema(server: str) -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Tabletop API", "version": "1",
                 "description": "Play, watch and create tables as the browser does. A seat token "
                                "(from create or join) authorises that seat's moves. Live updates: "
                                "websocket /ws/api/tables/{table_id}/?token=... sends "
                                '{"type": "table", ...Table} on every new version and accepts '
                                '{"type": "play", "version", "option"} and {"type": "sync", "version"}.'},
        "servers": [{"url": server.rstrip("/")}],
        "components": {"securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer"}},
                       "schemas": {"Table": TABLE, "Error": ERROR}},
        "paths": {
            "/api/games/": {"get": {"summary": "Games you can start, with their options",
                                    "responses": {"200": {"description": "The games", **_json({"type": "object"})}}}},
            "/api/tables/": {
                "get": {"summary": "Tables not finished (to join or watch)",
                        "responses": {"200": {"description": "Tables", **_json({"type": "object"})}}},
                "post": {"summary": "Create a table",
                         "requestBody": {"required": True, **_json({"type": "object", "required": ["game", "seats"],
                             "properties": {"game": {"type": "string"},
                                            "seats": {"type": "array", "items": {"type": "object", "properties": {
                                                "kind": {"type": "string", "enum": ["open", "human", "bot", "automaton"]},
                                                "level": {"type": "integer"}}}},
                                            "options": {"type": "object"},
                                            "name": {"type": "string", "description": "Your name, if you take the human seat."}}})},
                         "responses": {"200": {"description": "Created; `token` plays your seat", **_json({
                             "type": "object", "properties": {"table": TABLE, "seat": {"type": ["integer", "null"]},
                                                              "token": {"type": ["string", "null"]}}})},
                                       **_errors(400)}}},
            "/api/tables/{table_id}/": {"get": {
                "summary": "Read a table: your seat's view with a token, the spectators' without",
                "parameters": [TABLE_ID], "security": [{}, *BEARER],
                "responses": {"200": {"description": "The table", **_json(TABLE)}, **_errors(403, 404)}}},
            "/api/tables/{table_id}/join/": {"post": {
                "summary": "Take an open seat", "parameters": [TABLE_ID],
                "requestBody": {"required": True, **_json({"type": "object", "required": ["seat", "name"], "properties": {
                    "seat": {"type": "integer"}, "name": {"type": "string"}}})},
                "responses": {"200": {"description": "Your seat and its token", **_json({"type": "object", "properties": {
                    "seat": {"type": "integer"}, "token": {"type": "string"}, "table": TABLE}})},
                              **_errors(400, 403, 404)}}},
            "/api/tables/{table_id}/start/": {"post": {
                "summary": "Start the game (the host's token, once every seat is filled)",
                "parameters": [TABLE_ID], "security": BEARER,
                "responses": {"200": {"description": "Started", **_json(TABLE)}, **_errors(403, 404)}}},
            "/api/tables/{table_id}/play/": {"post": {
                "summary": "Play one option of your prompt at the version you saw",
                "parameters": [TABLE_ID], "security": BEARER,
                "requestBody": {"required": True, **_json({"type": "object", "required": ["version", "option"], "properties": {
                    "version": {"type": "integer"}, "option": {"type": "string"}}})},
                "responses": {"200": {"description": "Applied; the table at the new version", **_json(TABLE)},
                              **_errors(400, 403, 404, 409, 422)}}},
            "/api/tables/{table_id}/seat/": {"post": {
                "summary": "Hand your seat to a bot, or take it back",
                "parameters": [TABLE_ID], "security": BEARER,
                "requestBody": {"required": True, **_json({"type": "object", "required": ["kind"], "properties": {
                    "kind": {"type": "string", "enum": ["bot", "human"]}, "level": {"type": "integer"}}})},
                "responses": {"200": {"description": "The table", **_json(TABLE)}, **_errors(400, 403, 404)}}},
        },
    }
