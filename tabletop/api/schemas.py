"""The JSON API's bodies as pydantic models: they validate requests and, through django-ninja,
write the OpenAPI document, so the document cannot drift from what the code accepts."""
from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from ninja import Schema
from pydantic import BeforeValidator, Field, StringConstraints

from bots.levels import DEFAULT, LEVELS
from tabletop.clocks import MOST_MINUTES
from tabletop.models import Seat, Table



def _not_a_bool(value):
    if isinstance(value, bool):  # JSON true is no number here, though Python counts it as 1
        raise ValueError("a number is needed")
    return value


Number = Annotated[int, BeforeValidator(_not_a_bool)]
SeatKind = Literal[tuple(Seat.Kind.values)]
Status = Literal[tuple(Table.Status.values)]
OnTimeout = Literal[tuple(Table.OnTimeout.values)]
Level = Annotated[Number, Field(ge=min(LEVELS), le=max(LEVELS), description="Bot level: " + ", ".join(
    f"{level} {name}" for level, (name, _text) in LEVELS.items()) + ".")]
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
SeatIndex = Annotated[Number, Field(ge=0, le=63)]
Version = Annotated[Number, Field(ge=0, le=2**31 - 1, description="The table version the choice was made at.")]


class Error(Schema):
    error: str = Field(description="A stable code: bad_message, not_your_seat, not_allowed, table_not_found, "
                                   "stale_version, not_your_turn, method_not_allowed, rate_limited.")
    message: str = Field(description="Human-readable, in the request's language.")
    field: str | None = Field(None, description="With bad_message: the field that is missing or not valid.")
    version: int | None = Field(None, description="With stale_version: the table's current version.")


# --------------------------------------------------------------------------- requests


class SeatSpec(Schema):
    kind: SeatKind = "open"
    level: Level = DEFAULT


class NewTable(Schema):
    game: str = Field(max_length=40)
    seats: list[SeatSpec] = Field(min_length=1, max_length=16)
    options: dict[str, Any] = {}
    name: Name | None = Field(None, description="Your name; needed if you take the human seat.")
    away_minutes: int | None = Field(None, ge=1, le=24 * 60, description=(
        "After how many minutes a bot plays for a person who leaves a decision open (until they "
        "take their seat back); none: never."))
    move_minutes: Number | None = Field(None, ge=1, le=MOST_MINUTES, description=(
        "A turn-based table: the minutes each decision may take before the seat's time bank runs "
        "down; none: a real-time table (away_minutes applies then)."))
    bank_minutes: Number = Field(0, ge=0, le=MOST_MINUTES, description="A turn-based table's time bank per seat.")
    on_timeout: OnTimeout = Field("bot", description=(
        "A turn-based seat out of time: `bot` plays it until its person takes it back; `forfeit`: "
        "its person forfeits (a game of two sides ends, in others a bot plays the seat to the end)."))


class JoinSeat(Schema):
    seat: SeatIndex
    name: Name


class PlayOption(Schema):
    version: Version
    option: str = Field(min_length=1, max_length=200, description="An option id of your prompt.")


class TakeBack(Schema):
    version: Version


class SeatChange(Schema):
    kind: SeatKind = Field(description='"bot" hands your seat to a bot, "human" takes it back; before the '
                                       'start "open" leaves the seat (the host may also open or fill any seat).')
    level: Level = DEFAULT
    seat: SeatIndex | None = Field(None, description="The host's choice of seat; by default the token's own.")


# --------------------------------------------------------------------------- responses


class SeatOut(Schema):
    index: int
    role: str
    kind: SeatKind
    level: int
    player: str | None
    to_act: bool
    deadline: datetime | None = Field(None, description="A turn-based seat's person owes a decision until then.")
    bank_seconds: int | None = Field(None, description="What is left of a turn-based seat's time bank.")


class OptionOut(Schema):
    id: str
    text: str


class PromptOut(Schema):
    id: str
    text: str
    options: list[OptionOut]


class TableOut(Schema):
    id: int
    game: str
    options: dict[str, Any]
    status: Status
    version: int = Field(description="Send it back with a move; it grows with every change.")
    you: int | None = Field(description="Your seat, or null for a spectator.")
    seats: list[SeatOut]
    prompt: PromptOut | None = Field(description="Your pending decision, if you owe one.")
    view: dict[str, Any] | None = Field(description="What your seat may see (the game's view): the public board, "
                                        "your private part under `me`, the log events you may see, `to_act`, `result`.")


class Created(Schema):
    table: TableOut
    seat: int | None = Field(description="Your seat, if you took one.")
    token: str = Field(description="Your seat's token; for a table without your seat, the host's token "
                                   "(it starts the table and changes its seats before the start).")


class Joined(Schema):
    seat: int
    token: str
    table: TableOut


class TableSummary(Schema):
    id: int
    game: str
    status: Status
    version: int


class TableList(Schema):
    tables: list[TableSummary]


class GameOption(Schema):
    key: str
    label: str
    default: Any
    choices: list[Any]
    help: str | None


class GameOut(Schema):
    id: str
    name: str
    min_seats: int
    max_seats: int
    options: list[GameOption]


class GameList(Schema):
    games: list[GameOut]
