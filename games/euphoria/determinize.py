"""Sampling a full Euphoria state from one seat's view, for search bots.

What a seat cannot see: the other seats' private entries (hidden recruits, artifact cards, the
dilemma card while unplayed, setup offers and picks, drawn recruits, the cards of a trade between
others), the recruit and artifact decks and the face-down market tiles. The view shows each other
seat's entry as its `shape` (`private_shapes`): the same data with every component id replaced by
a mask naming its kind, so a sample has the right sizes; each mask is filled from the components
of that kind this seat has not seen, and `view(sample, seat) == view`.
"""
from __future__ import annotations

from collections import Counter

from games.engine import clone, rng_int, shuffle, strings_in
from games.euphoria import data

# A dilemma card is named after an artifact type, so it is told apart by its key, not its id.
KINDS = {"recruit": data.RECRUITS, "artifact": data.ARTIFACTS, "market": data.MARKETS, "dilemma": data.DILEMMAS}
STATE_KEYS = ("game", "schema", "options", "players", "board", "flow", "end")


def _kind(value: str) -> str | None:
    for kind in ("recruit", "market", "artifact"):
        if value in KINDS[kind]:
            return kind
    return None


def shape(value):
    """`value` with every component id replaced by "?kind"."""
    if isinstance(value, str):
        kind = _kind(value)
        return "?" + kind if kind else value
    if isinstance(value, list):
        return [shape(v) for v in value]
    if isinstance(value, dict):
        return {k: "?dilemma" if k == "dilemma" and v else shape(v) for k, v in value.items()}
    return value


def private_shapes(state: dict, seat: int | None) -> list | None:
    """Every seat's private entry as `seat` may know it (its own in full); None for spectators."""
    if seat is None:
        return None
    return [None if s == seat else shape(entry) for s, entry in enumerate(state["seats"])]


def unseen(view: dict, seat: int) -> dict[str, list]:
    """Per kind, the components this seat cannot locate (sorted; artifacts with their copies)."""
    public = list(strings_in([view["players"], view["board"], view["flow"], view["me"]]))
    if not view["options"].get("recruit_draft"):
        # Recruits once dealt or drawn to this seat and since let go are out of the game; in the
        # draft they may have been passed on, so they stay possible.
        public += strings_in([e for e in view["log"] if e["audience"] != "all"])
    known = set(public)
    pools = {kind: sorted(i for i in KINDS[kind] if i not in known) for kind in ("recruit", "market")}
    shown = {p["dilemma"]["card"] for p in view["players"] if p.get("dilemma")} | {view["me"].get("dilemma")}
    pools["dilemma"] = sorted(d for d in data.DILEMMAS if d not in shown)
    artifacts = Counter({a: data.ARTIFACT_COPIES for a in data.ARTIFACTS})
    artifacts.subtract(view["board"]["artifact_discard"])
    artifacts.subtract(view["me"]["artifacts"])
    pools["artifact"] = sorted(artifacts.elements())
    return pools


def determinize(view: dict, seat: int, rng: dict, unseen_pools: dict | None = None) -> dict:
    """A state consistent with `view`: the other seats' private cards, the decks' order and the
    face-down tiles drawn from the components this seat has not seen (`unseen`, which may be
    passed when worked out once for many samples: it is copied, not changed)."""
    pools = unseen(view, seat) if unseen_pools is None else {k: list(v) for k, v in unseen_pools.items()}
    for pool in pools.values():
        shuffle(rng, pool)

    def take(kind: str):
        if not pools[kind]:
            raise ValueError(f"no unseen {kind} left to sample for seat {seat}: shapes {view['private_shapes']}, "
                             f"decks {view['board']['recruit_deck_count']}/{view['board']['artifact_deck_count']}, "
                             f"discard {view['board']['artifact_discard']}, mine {view['me']}")
        return pools[kind].pop()

    seats = []
    for s, known in enumerate(view["private_shapes"]):
        if s == seat:
            seats.append(clone(view["me"]))
            continue
        played = view["players"][s].get("dilemma")  # a dilemma played face up is known
        seats.append(_fill_seat(known, take, rng, played["card"] if played else None))
    tiles = {slot: take("market") for slot, m in view["board"]["markets"].items() if not m["built"]}
    secret = {"recruit_deck": [take("recruit") for _k in range(view["board"]["recruit_deck_count"])],
              "artifact_deck": [take("artifact") for _k in range(view["board"]["artifact_deck_count"])],
              "tiles": tiles}
    if any(step["step"] == "market_pick" for step in view["flow"]["stack"]):
        # Market selection still running: no tile lies on the board yet, the rest are the pool.
        secret["market_pool"] = list(tiles.values()) + pools["market"]
        secret["tiles"] = {}
        shuffle(rng, secret["market_pool"])
        secret["market_pool"] = secret["market_pool"][:len(data.MARKETS) - 2 * len(seats)]
    state = {k: clone(view[k]) for k in STATE_KEYS}
    state.update(rng={"seed": rng_int(rng, 0, (1 << 63) - 1), "draws": 0}, seats=seats, secret=secret,
                 log=list(view["log"]))
    return state


def _fill_seat(known: dict, take, rng: dict, dilemma: str | None) -> dict:
    """One other seat's entry from its shape; picks and offered cards come from what it holds."""
    entry = {}
    for key, value in known.items():
        if key == "dilemma" and dilemma:
            entry[key] = dilemma
            continue
        if key not in ("active_pick", "hidden_pick", "market_keep", "trade", "recruit_drawn"):
            entry[key] = _fill(value, take)
    picked = set()
    for key, source in (("active_pick", "offer"), ("hidden_pick", "offer"), ("market_keep", "market_offer")):
        if key in known:  # a pick made at setup is one of the seat's own offered cards
            held = [c for c in entry.get(source) or entry.get("pack") or [] if c not in picked]
            entry[key] = held[0] if held else _fill(known[key], take)
            picked.add(entry[key])
    if "recruit_drawn" in known:  # cards a recruit just drew: some of the seat's own hand
        entry["recruit_drawn"] = list(entry.get("artifacts", []))[:len(known["recruit_drawn"])]
    if "trade" in known:
        # An offer names artifact types (asked for, or to come from a hand), not dealt cards:
        # any type will do for a trade between others, none is taken from the pools.
        types = sorted(data.ARTIFACTS)
        entry["trade"] = _fill(known["trade"], lambda kind: types[rng_int(rng, 0, len(types) - 1)])
    return entry


def _fill(value, take):
    if isinstance(value, str) and value.startswith("?") and value[1:] in KINDS:
        return take(value[1:])
    if isinstance(value, list):
        return [_fill(v, take) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, take) for k, v in value.items()}
    return value
