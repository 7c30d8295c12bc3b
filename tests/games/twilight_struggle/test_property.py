"""Random full games: they end without error, every state survives a JSON round trip, replaying
seed + choices rebuilds the same state, and views hide hands, deck order and the RNG.

TS_PROPERTY_GAMES sets the number of games (default 100), TS_PROPERTY_SEED the first seed.
"""
import json
import os
import random

from games.engine import from_json, to_json
from games.twilight_struggle.testing import GAME

GAMES = int(os.environ.get("TS_PROPERTY_GAMES", "100"))
FIRST_SEED = int(os.environ.get("TS_PROPERTY_SEED", "0"))
VIEW_EVERY = 71  # views are compared under permuted hidden information every n-th state


def choose(state, rng, careful):
    """A random legal choice; `careful` players avoid coups at DEFCON 2 so games run long."""
    seat = rng.choice(GAME.to_act(state))
    prompt = GAME.prompt(state, seat)
    assert prompt is not None and prompt.options, "a live game offers a choice"
    ids = prompt.ids()
    if careful and state["board"]["defcon"] <= 2 and prompt.id == "ts.card_mode" and len(ids) > 1:
        ids = [i for i in ids if i != "mode:coup"] or ids
    return seat, rng.choice(ids)


def permuted(state, seat, rng, shown=()):
    """The same position with the hidden parts changed: the deck reshuffled and a card swapped
    between the deck and every hand the viewer cannot see (but not a card an event shows it)."""
    other = json.loads(json.dumps(state))
    deck = other["secret"]["deck"]
    for i, s in enumerate(other["seats"]):
        hidden = [k for k, c in enumerate(s["hand"]) if c not in shown]
        if i == seat or not hidden or not deck:
            continue
        a, b = rng.choice(hidden), rng.randrange(len(deck))
        s["hand"][a], deck[b] = deck[b], s["hand"][a]
    rng.shuffle(deck)
    other["rng"] = {"seed": other["rng"]["seed"] ^ 0x5DEECE66D, "draws": 0}
    return other


def check_views(state, rng):
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        assert "rng" not in view and "secret" not in view and "seats" not in view
        assert "stack" not in view["flow"]
        shown = set()
        if seat is not None:
            assert view["me"]["hand"] == state["seats"][seat]["hand"]
            # Events such as Aldrich Ames Remix show the opponent's cards in this seat's prompt.
            shown = {o["params"].get("card") for o in (view["prompt"] or {}).get("options", ())}
            shown |= {c for cards in view["revealed"].values() for c in cards}
        assert view == GAME.view(permuted(state, seat, rng, shown), seat), \
            f"view of seat {seat} depends on hidden cards"


def run(seed):
    rng = random.Random(seed)
    careful = seed % 3 != 0
    options = {"optional_cards": seed % 2 == 0}
    state = GAME.setup([{}, {}], options, seed)
    choices = []
    n = 0
    while GAME.result(state) is None:
        seat, option_id = choose(state, rng, careful)
        choices.append((seat, option_id))
        state, events = GAME.apply(state, seat, option_id)
        # The log only grows by the returned events, so each state is checked without it.
        body = {k: v for k, v in state.items() if k != "log"}
        assert from_json(to_json(body)) == body
        assert from_json(to_json(events)) == events
        n += 1
        if n % VIEW_EVERY == 0:
            check_views(state, rng)
        assert n < 20000, "a game must end"
    return options, choices, state


def test_random_games_end_round_trip_and_replay():
    """Random games from GAMES seeds: every one finishes; states round-trip; replays are identical."""
    reasons = {}
    for seed in range(FIRST_SEED, FIRST_SEED + GAMES):
        options, choices, final = run(seed)
        reasons[final["result"]["reason"]] = reasons.get(final["result"]["reason"], 0) + 1
        if seed % 10 == 0:
            state = GAME.setup([{}, {}], options, seed)
            for seat, option_id in choices:
                state, _events = GAME.apply(state, seat, option_id)
            assert to_json(state) == to_json(final)
    assert sum(reasons.values()) == GAMES
    if GAMES >= 100:
        assert reasons.get("final_scoring") or reasons.get("vp20"), reasons  # some games run their course
