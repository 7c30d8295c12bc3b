"""Nucleum's components, read from a directory of JSON files (see README.md here).

The printed base-game components are not published: the files beside this module are a
provisional set built to the published counts and limits (provisional.py writes them). An owner
of the printed game transcribes it into another directory, checks it with

    python -m games.nucleum.data check DIR

and plays with it by naming that directory in the environment variable NUCLEUM_DATA. This is
the only place the engine reads files.
"""
from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path

DEFAULT_DIR = Path(__file__).parent
ENV = "NUCLEUM_DATA"
FILES = ("manifest", "map", "setup_cards", "tiles", "contracts", "experiments", "player_board",
         "milestones", "supply", "parliament", "baron")

COLOURS = ("yellow", "orange", "blue", "green", "grey")  # the provisional set's city colours
MAIN_ACTIONS = ("urbanize", "industrialize", "develop", "contract", "energize")
TRACKS = ("thaler", "worker", "vp")
SIDES = ("1-2", "3-4")


def directory() -> Path:
    """The component set in use: NUCLEUM_DATA if set, else the provisional one."""
    return Path(os.environ.get(ENV) or DEFAULT_DIR)


def read(path: Path) -> dict:
    """Every file of a component set, parsed, by name (a missing file raises FileNotFoundError)."""
    raw = {}
    for name in FILES:
        with (Path(path) / f"{name}.json").open(encoding="utf-8") as handle:
            raw[name] = json.load(handle)
    return raw


class Components:
    """One component set with its lookups: tiles, contracts and technologies by id, each map
    side with its cities, spaces and railway spaces."""

    def __init__(self, raw: dict):
        self.raw = raw
        self.name = raw["manifest"].get("name", "")
        self.provisional = bool(raw["manifest"].get("provisional"))
        self.tiles = {t["id"]: t for t in raw["tiles"]["tiles"]}
        self.contracts = {c["id"]: c for c in raw["contracts"]["contracts"]}
        self.experiments = {e["id"]: e for e in raw["experiments"]["experiments"]}
        self.technologies = {t["id"]: t | {"experiment": e["id"]}
                             for e in raw["experiments"]["experiments"] for t in e["technologies"]}
        self.board = raw["player_board"]
        self.milestones = raw["milestones"]
        self.supply = raw["supply"]
        self.parliament = raw["parliament"]
        self.baron = raw["baron"]
        self.setup_cards = {c["number"]: c for c in raw["setup_cards"]["cards"]}
        self.maps = {side: MapSide(m) for side, m in raw["map"]["sides"].items()}

    def map_for(self, n_seats: int) -> "MapSide":
        return self.maps["1-2" if n_seats <= 2 else "3-4"]

    def side_name(self, n_seats: int) -> str:
        return "1-2" if n_seats <= 2 else "3-4"


class MapSide:
    """A side of the main board: cities by id, every space by id with its city, and the railway
    spaces with the two things each end touches (a city id or another railway space id)."""

    def __init__(self, raw: dict):
        self.raw = raw
        self.cities = {c["id"]: c for c in raw["cities"]}
        self.spaces = {s["id"]: s | {"city": c["id"]} for c in raw["cities"] for s in c["spaces"]}
        self.links = {link["id"]: link for link in raw["links"]}
        self.rail = {}
        for link in raw["links"]:
            chain = [link["a"], *link["spaces"], link["b"]]
            for i, space in enumerate(link["spaces"], start=1):
                # ends[0] faces the link's city a, ends[1] city b
                self.rail[space] = {"link": link["id"], "ends": [chain[i - 1], chain[i + 1]]}


@lru_cache(maxsize=4)
def _load(path: str) -> Components:
    return Components(read(Path(path) if path else DEFAULT_DIR))


def load(path: Path | str | None = None) -> Components:
    """The component set at `path` (default: NUCLEUM_DATA, else the provisional set), read
    once per process (the rules ask for it at every step: no path is built here then)."""
    return _load(str(path) if path is not None else os.environ.get(ENV, ""))
