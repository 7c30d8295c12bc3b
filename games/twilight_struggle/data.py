"""The static game data: the 84 countries of the map and the 110 cards, read once at import.

The JSON files in data/ are the project's own transcription (see data/README.md for sources and
checks). Ids are slugs of the English names: `west_germany`, `red_scare_purge`, `the_china_card`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent / "data"

SIDES = ("ussr", "us")  # seat 0 = USSR, seat 1 = US
REGIONS = ("europe", "asia", "middle_east", "central_america", "south_america", "africa")
SUBREGIONS = ("western_europe", "eastern_europe", "southeast_asia")


def other(side: str) -> str:
    return "us" if side == "ussr" else "ussr"


def seat_of(side: str) -> int:
    return 0 if side == "ussr" else 1


def side_of(seat: int) -> str:
    return SIDES[seat]


@dataclass(frozen=True)
class Country:
    id: str
    name: str
    region: str
    subregions: tuple[str, ...]  # Finland and Austria: both western_europe and eastern_europe
    stability: int
    battleground: bool
    adjacent: tuple[str, ...]  # country ids; superpower links are in `superpower`
    superpower: str | None  # "us" / "ussr": the superpower space this country touches

    def in_area(self, area: str) -> bool:
        """Whether the country lies in a region or subregion id."""
        return area == self.region or area in self.subregions


@dataclass(frozen=True)
class Card:
    id: str
    number: int
    name: str
    ops: int
    side: str  # "us", "ussr", "neutral", "scoring" or "china"
    era: str  # "early", "mid", "late"
    removed_after_event: bool  # the printed asterisk
    optional: bool  # Deluxe optional cards #104-110
    scoring: bool
    text: str


def _load():
    raw = json.loads((HERE / "countries.json").read_text(encoding="utf-8"))
    countries = {}
    for c in raw["countries"]:
        countries[c["id"]] = Country(c["id"], c["name"], c["region"], tuple(c["subregions"]),
                                     c["stability"], c["battleground"], tuple(c["adjacent"]),
                                     c["superpower"])
    start = {cid: dict(v) for cid, v in raw["start_influence"].items()}
    cards = {}
    for c in json.loads((HERE / "cards.json").read_text(encoding="utf-8"))["cards"]:
        cards[c["id"]] = Card(c["id"], c["number"], c["name"], c["ops"], c["side"], c["era"],
                              c["removed_after_event"], c["optional"], c["scoring"], c["text"])
    return countries, start, cards


COUNTRIES, START_INFLUENCE, CARDS = _load()
COUNTRY_IDS = tuple(COUNTRIES)
CHINA = "the_china_card"

# Countries of each region and subregion id, in map order.
AREA_COUNTRIES: dict[str, tuple[str, ...]] = {
    area: tuple(c.id for c in COUNTRIES.values() if c.in_area(area))
    for area in REGIONS + SUBREGIONS
}
SUPERPOWER_ADJACENT: dict[str, tuple[str, ...]] = {
    side: tuple(c.id for c in COUNTRIES.values() if c.superpower == side) for side in SIDES
}
ERA_OF_TURN = {t: ("early" if t <= 3 else "mid" if t <= 7 else "late") for t in range(1, 11)}


def card(card_id: str) -> Card:
    return CARDS[card_id]


def country(country_id: str) -> Country:
    return COUNTRIES[country_id]
