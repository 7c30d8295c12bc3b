"""Random full games, 2-6 players: they end, survive a JSON round trip, replay identically from
seed + choices, always offer a choice, and no seat's view shows another seat's hidden recruits,
artifact hand, dilemma card or a face-down market.

EU_PROPERTY_GAMES sets how many games (default below, spread over 2-6 players and the options);
EU_PROPERTY_SEED shifts the seeds.

Uniformly random players seldom complete a market once the territories are full, so a random
4-6 player game may run 150,000 decisions. Most of those games therefore use the engine's
`turn_limit` option (the most stars win, by the seed's tie-breaks); 2-3 player games and one
larger game in eight run without it, to show that games end by stars alone.
"""
import json
import os
import random

import pytest

from games import registry
from games.engine import can_see, from_json, to_json
from games.euphoria import data

GAMES = int(os.environ.get("EU_PROPERTY_GAMES", "10"))
SEED0 = int(os.environ.get("EU_PROPERTY_SEED", "0"))
MAX_DECISIONS = 300_000  # far above the longest random game seen; reaching it is a failure


def checked(k: int) -> bool:
    """Views and round trips are checked on a sample of positions (and at the end): often early,
    then every 997 decisions (a view copies the whole log, so checking every move is quadratic)."""
    return (k < 300 and k % 23 == 0) or k % 997 == 0


def game():
    return registry.get("euphoria")


TURN_LIMIT = 1000  # turns; random 4-6 player games pass it in about half the games


def options_for(k: int, n: int) -> dict:
    """Vary the variants and rulings over the games; trading on in every other game."""
    return {"trading": k % 2 == 0, "recruit_draft": k % 5 == 1, "market_selection": k % 7 == 2,
            "track_selection": k % 4 == 3, "icarite_bonus_when_full": k % 3 == 0,
            "turn_limit": None if n <= 3 or k % 8 == 7 else TURN_LIMIT}


def cases():
    return [(2 + k % 5, SEED0 + k, options_for(k, 2 + k % 5)) for k in range(GAMES)]


class Private:
    """What each seat has been shown privately (its own draws, deals, drafts, offers), gathered
    from the log as it grows; each new event is also checked, once, for ids its viewers may not
    see (ids hidden now were hidden when it was written: hidden things only ever turn public)."""

    def __init__(self, n: int):
        self.seen = [set() for _s in range(n)]
        self.read = 0

    def update(self, state) -> None:
        new = state["log"][self.read:]
        self.read = len(state["log"])
        n = len(self.seen)
        for e in new:
            if isinstance(e["audience"], dict):
                for s in range(n):
                    if can_see(e["audience"], s):
                        self.seen[s] |= set(_strings(e))
        for s in range(n):
            hidden = hidden_from(state, s, self.known_to(state, s))
            leaked = [(e["kind"], i) for e in new if can_see(e["audience"], s)
                      for i in set(_strings(e)) & hidden]
            assert not leaked, (s, leaked)

    def known_to(self, state, seat: int) -> set[str]:
        return self.seen[seat] | set(_strings(state["seats"][seat]))


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def hidden_from(state, seat: int, known: set[str]) -> set[str]:
    """Ids this seat must not see: others' hidden recruits, the recruit deck, face-down tiles.
    (Dilemma and artifact ids are artifact type names, seen everywhere: `permuted` covers them.)"""
    ids = set()
    for other, mine in enumerate(state["seats"]):
        if other == seat:
            continue
        ids |= set(mine["hidden"]) | set(mine.get("drawn", []))
    ids |= set(state["secret"]["tiles"].values())
    ids |= set(state["secret"]["recruit_deck"])
    return ids - known


def permuted(state, seat: int, known: set[str], rng: random.Random) -> dict:
    """The same position as `seat` knows it, other seats' hidden parts swapped for others."""
    other = from_json(to_json(state))
    deck = other["secret"]["recruit_deck"]
    for s, mine in enumerate(other["seats"]):
        if s == seat:
            continue
        for k, rid in enumerate(mine["hidden"]):
            swappable = [j for j, r in enumerate(deck) if r not in known
                         and data.RECRUITS[r].nation == data.RECRUITS[rid].nation]
            if rid not in known and swappable:
                j = rng.choice(swappable)
                mine["hidden"][k], deck[j] = deck[j], rid
        mine["artifacts"] = [rng.choice(data.ARTIFACTS) for _c in mine["artifacts"]]
        if not other["players"][s]["dilemma_used"]:
            mine["dilemma"] = rng.choice(sorted(set(data.DILEMMAS) - {state["seats"][seat]["dilemma"]}))
    slots = [slot for slot, tile in other["secret"]["tiles"].items() if tile not in known]
    tiles = [other["secret"]["tiles"][slot] for slot in slots]
    rng.shuffle(tiles)
    other["secret"]["tiles"].update(zip(slots, tiles))
    rng.shuffle(deck)
    rng.shuffle(other["secret"]["artifact_deck"])
    return other


def check_position(state, private: Private, rng: random.Random) -> None:
    """Round trip, and every seat's view: no hidden id, and the same whatever the others hide.
    The log is checked event by event in `Private.update`; views here are of the state without it
    (a view copies the whole log, which would make checking long games quadratic)."""
    private.update(state)
    bare = {**state, "log": []}
    assert from_json(to_json(bare)) == bare
    for seat in range(len(state["players"])):
        known = private.known_to(state, seat)
        view = game().view(bare, seat)
        text = json.dumps(view)
        leaked = [i for i in hidden_from(state, seat, known) if f'"{i}"' in text]
        assert not leaked, (seat, leaked)
        assert game().view(permuted(bare, seat, known, rng), seat) == view, seat
    spectator = json.dumps(game().view(bare, None))
    assert not [t for t in state["secret"]["tiles"].values() if f'"{t}"' in spectator]


def play_out(n: int, seed: int, options: dict, checks: bool = True):
    rng = random.Random(seed)
    state = game().setup([{"kind": "bot"}] * n, options, seed)
    private = Private(n)
    choices = []
    for k in range(MAX_DECISIONS):
        if game().result(state) is not None:
            break
        seats = game().to_act(state)
        assert seats, "a live game must have someone to act"
        seat = rng.choice(seats)
        prompt = game().prompt(state, seat)
        assert prompt is not None and prompt.options, (seat, prompt)
        option = rng.choice(prompt.options).id
        choices.append((seat, option))
        state, _events = game().apply(state, seat, option)
        if checks and checked(k):
            check_position(state, private, rng)
    else:
        pytest.fail(f"no end after {MAX_DECISIONS} decisions (n={n}, seed={seed})")
    return state, choices, private


@pytest.mark.parametrize("n,seed,options", cases())
def test_random_game(n, seed, options):
    """A random game ends with winners; views never leak; seed + choices replay it exactly."""
    state, choices, private = play_out(n, seed, options)
    result = game().result(state)
    assert result.winners and game().to_act(state) == []
    if result.reason == "turn_limit":
        assert options["turn_limit"] and state["flow"]["turn"] > options["turn_limit"]
    else:
        assert all(data.STARS - state["players"][w]["stars"] == 0 for w in result.winners)
    check_position(state, private, random.Random(seed))
    assert from_json(to_json(state)) == state
    replay = game().setup([{"kind": "bot"}] * n, options, seed)
    for seat, option in choices:
        replay, _events = game().apply(replay, seat, option)
    assert to_json(replay) == to_json(state)
