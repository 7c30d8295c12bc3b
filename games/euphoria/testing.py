"""Position builders and scripted dice for tests.

    state = game_at(n=4)                       # recruits chosen, seat 0 to play a fresh turn
    set_workers(state, 0, [4, 4, 2])           # seat 0's dice, all available
    give(state, 0, energy=3); give_cards(state, 0, "book", "book")
    with dice(4, 1):                           # the next rolls, in order
        state = play(state, 0, "place:4:tank_energy")
"""
from __future__ import annotations

from contextlib import contextmanager

from games import registry
from games.engine import IllegalMove
from games.euphoria import data, steps, stars, turn, workers


def game():
    return registry.get("euphoria")


def new_state(n: int = 4, options: dict | None = None, seed: int = 1) -> dict:
    return game().setup([{"kind": "human"}] * n, options or {}, seed)


def game_at(n: int = 4, options: dict | None = None, seed: int = 1, active: int = 0,
            recruits: dict | None = None) -> dict:
    """A game past setup: each seat keeps its first two offered recruits (or `recruits[seat]` =
    (active ids, hidden ids)), then `active` starts a fresh turn."""
    state = new_state(n, options, seed)
    for seat in range(n):
        offer = state["seats"][seat]["offer"]
        state = play(state, seat, f"active:{offer[0]}", f"hidden:{offer[1]}")
    for seat, (act, hid) in (recruits or {}).items():
        set_recruits(state, seat, act, hid)
    return start_turn(state, active)


def set_recruits(state, seat: int, active: list[str], hidden: list[str] = ()) -> dict:
    state["players"][seat]["recruits"] = list(active)
    state["seats"][seat]["hidden"] = list(hidden)
    state["players"][seat]["hidden_count"] = len(hidden)
    return state


def recruit_of(nation: str, k: int = 0) -> str:
    """The k-th recruit id of a nation (sorted), for tests that need "some Euphorian"."""
    return sorted(r for r, rec in data.RECRUITS.items() if rec.nation == nation)[k]


def plain_recruits(state) -> dict:
    """Give every seat recruits whose abilities do not act (none registered), or none at all."""
    for seat in range(len(state["players"])):
        set_recruits(state, seat, [], [])
    return state


def start_turn(state, seat: int) -> dict:
    """Throw away pending steps and start `seat`'s turn."""
    flow = state["flow"]
    flow["stack"] = []
    flow["active"] = (seat - 1) % len(state["players"])
    events = turn.begin_turn(state)
    steps.run(state, events, turn.begin_turn, stars.check_end)
    return state


def set_workers(state, seat: int, values: list[int], at: list[str | None] | None = None) -> dict:
    """Replace the seat's dice (ids 0..k-1); `at` puts them on spaces. Refreshes the turn's dice."""
    p = state["players"][seat]
    at = at or [None] * len(values)
    p["workers"] = [{"id": k, "value": v, "at": a} for k, (v, a) in enumerate(zip(values, at))]
    p["next_worker"] = len(values)
    if state["flow"]["active"] == seat:
        state["flow"]["start"] = [w["id"] for w in p["workers"] if w["at"] is None]
    return state


def add_worker(state, seat: int, value: int, at: str | None) -> int:
    p = state["players"][seat]
    wid = p["next_worker"]
    p["next_worker"] += 1
    p["workers"].append({"id": wid, "value": value, "at": at})
    return wid


def give(state, seat: int, **goods: int) -> dict:
    for good, n in goods.items():
        state["players"][seat]["goods"][good] = n
    return state


def give_cards(state, seat: int, *cards: str) -> dict:
    state["seats"][seat]["artifacts"] = list(cards)
    state["players"][seat]["hand_count"] = len(cards)
    return state


def build_market(state, slot: str, tile: str, stars_of: list[int] = ()) -> dict:
    market = state["board"]["markets"][slot]
    market.update(built=True, tile=tile, stars=list(stars_of))
    state["secret"]["tiles"].pop(slot, None)
    for seat in stars_of:
        state["players"][seat]["stars"] += 1
    return state


def place_tile(state, slot: str, tile: str) -> dict:
    """Choose which face-down tile lies on an unbuilt slot."""
    state["secret"]["tiles"][slot] = tile
    return state


def play(state, seat: int, *option_ids: str) -> dict:
    for option_id in option_ids:
        state, _events = game().apply(state, seat, option_id)
    return state


def options(state, seat: int) -> list[str]:
    prompt = game().prompt(state, seat)
    return prompt.ids() if prompt else []


def refused(state, seat: int, option_id: str) -> bool:
    try:
        game().apply(state, seat, option_id)
    except IllegalMove:
        return True
    return False


@contextmanager
def dice(*values: int):
    """Script the next worker rolls (rolls beyond the script come from the state's RNG)."""
    script = list(values)
    real = workers.roll_d6

    def scripted(rng):
        return script.pop(0) if script else real(rng)

    workers.roll_d6 = scripted
    try:
        yield script
    finally:
        workers.roll_d6 = real
