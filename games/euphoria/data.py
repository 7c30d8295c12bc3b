"""The published facts of Euphoria, loaded once at import from data/*.json into frozen records.

data/board.json (every action space, tracks, bands, construction sites) and data/artifacts.json
are the board's; data/recruits.json, data/markets.json and data/dilemmas.json hold the cards.
A card file that is missing leaves its table empty; `require_cards()` names what is missing
and setup refuses to start without it.

Cost vocabulary (a cost is a list of alternatives; each alternative is a dict, all of it paid):
    "energy"|"water"|"food"|"bliss"|"gold"|"stone"|"clay": n   that many of that good
    "commodity": n      n commodities of any kinds        "non_bliss": n  any but bliss
    "resource": n       n resources of any kinds          "artifact": n   any n artifact cards
    "<artifact type>": n  that many cards of the type (e.g. "teddy_bear": 1)
    "artifact_set": 1   3 artifact cards of any types, or 2 of one type (artifact markets)
Gain vocabulary (a list, carried out in order):
    {"gain": good, "n": n}         {"knowledge": d} / {"morale": d}     {"worker": 1}
    {"draw": n} artifact cards     {"allegiance": nation}              {"resources_any": n}
    {"dig": nation, "resource": r} advance the miner; the resource or an artifact (both at tier 2)
    {"star": "territory"|"territory_or_market", "region": region}
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from games.engine import _

HERE = Path(__file__).parent / "data"


def _load(name: str):
    path = HERE / name
    if not path.exists():
        return None
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    kind: str  # area (unlimited commodity area), bump, exclusive, site, market
    region: str | None
    cost: tuple = ({},)
    gain: tuple = ()
    nation: str | None = None
    commodity: str | None = None
    slot: str | None = None  # market slot of a construction site or a market use space
    resource: str | None = None  # the resource printed on a construction site


@dataclass(frozen=True)
class Recruit:
    id: str
    name: str
    nation: str
    text: str = ""


@dataclass(frozen=True)
class Market:
    id: str
    name: str
    cost: tuple
    text: str = ""
    penalty: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Dilemma:
    id: str
    name: str
    artifact: str
    texts: dict = field(default_factory=dict)


BOARD = _load("board.json")
TRACKS = BOARD["tracks"]
KNOWLEDGE = TRACKS["knowledge"]
MORALE = TRACKS["morale"]
KNOWLEDGE_LIMIT = TRACKS["knowledge_limit"]
ALLEGIANCE = TRACKS["allegiance"]
TUNNEL = TRACKS["tunnel"]
START_WORKERS = BOARD["workers"]["start"]
MAX_WORKERS = BOARD["workers"]["max"]
STARS = BOARD["stars"]
TERRITORY_SPACES = BOARD["territory_spaces"]
SITES_TO_COMPLETE = {int(k): v for k, v in BOARD["sites_to_complete"].items()}
NATIONS = BOARD["nations"]
REGIONS = BOARD["regions"]
COMMODITIES = tuple(BOARD["commodities"])
RESOURCES = tuple(BOARD["resources"])
GOODS = COMMODITIES + RESOURCES
RETRIEVAL = tuple(BOARD["retrieval"])
BANDS = tuple(BOARD["production_bands"])
SLOTS = {slot["id"]: slot for slot in BOARD["market_slots"]}

ARTIFACT_DATA = _load("artifacts.json")
ARTIFACTS = tuple(a["id"] for a in ARTIFACT_DATA["types"])
ARTIFACT_NAMES = {a["id"]: a["name"] for a in ARTIFACT_DATA["types"]}
ARTIFACT_COPIES = ARTIFACT_DATA["copies"]


def _spaces() -> dict[str, Space]:
    spaces = {}
    for raw in BOARD["spaces"]:
        spaces[raw["id"]] = Space(
            id=raw["id"], name=raw["name"], kind=raw["kind"], region=raw["region"],
            cost=tuple(raw.get("cost", [{}])), gain=tuple(raw.get("gain", [])),
            nation=raw.get("nation"), commodity=raw.get("commodity"))
    for slot in BOARD["market_slots"]:
        for k, resource in enumerate(slot["sites"], start=1):
            sid = f"{slot['id']}_site_{k}"
            spaces[sid] = Space(id=sid, name=sid, kind="site", region=slot["region"],
                                cost=({resource: 1},), slot=slot["id"], resource=resource)
        # The use space of a built market; its cost is the tile's, known once built.
        spaces[slot["id"]] = Space(id=slot["id"], name=slot["id"], kind="market",
                                   region=slot["region"], slot=slot["id"])
    return spaces


SPACES = _spaces()
AREAS = tuple(s.id for s in SPACES.values() if s.kind == "area")
AREA_OF_NATION = {nation: info["area"] for nation, info in NATIONS.items()}
TUNNELS = tuple(n for n, info in NATIONS.items() if info["tunnel"])


def _recruits() -> dict[str, Recruit]:
    raw = _load("recruits.json") or []
    return {r["id"]: Recruit(id=r["id"], name=r["name"], nation=r["nation"], text=r.get("text", ""))
            for r in (raw["recruits"] if isinstance(raw, dict) else raw)}


def _markets() -> dict[str, Market]:
    raw = _load("markets.json") or []
    markets = {}
    for m in (raw["markets"] if isinstance(raw, dict) else raw):
        cost = m["cost"]
        markets[m["id"]] = Market(id=m["id"], name=m["name"],
                                  cost=tuple(cost if isinstance(cost, list) else [cost]),
                                  text=m.get("text", ""), penalty=m.get("penalty") or {})
    return markets


def _dilemmas() -> dict[str, Dilemma]:
    raw = _load("dilemmas.json") or []
    return {d["id"]: Dilemma(id=d["id"], name=d.get("name", d["id"]), artifact=d["artifact"],
                             texts={k: v for k, v in d.items() if k not in ("id", "name", "artifact")})
            for d in (raw["dilemmas"] if isinstance(raw, dict) else raw)}


RECRUITS = _recruits()
MARKETS = _markets()
DILEMMAS = _dilemmas()


def require_cards() -> None:
    """Refuse to set up a game whose card data is incomplete (names the missing file)."""
    missing = []
    if len(RECRUITS) < 48:
        missing.append(f"data/recruits.json ({len(RECRUITS)} of 48 recruits)")
    if len(MARKETS) < 18:
        missing.append(f"data/markets.json ({len(MARKETS)} of 18 markets)")
    if len(DILEMMAS) < 6:
        missing.append(f"data/dilemmas.json ({len(DILEMMAS)} of 6 dilemmas)")
    if missing:
        raise RuntimeError("Euphoria card data missing: " + "; ".join(missing))


NAMES = {
    "euphorian": _("Euphorians"), "subterran": _("Subterrans"),
    "wastelander": _("Wastelanders"), "icarite": _("Icarites"),
}
