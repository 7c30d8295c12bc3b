"""Random full games at 2, 3 and 4 players (at 4 with automata on some seats too), action cards
played for their effect among the random choices: they end, every step survives a JSON round
trip, seed + choices replays identically, and no seat's view shows another seat's hand, a deck,
or a secret Influence bid.

HEGEMONY_PROPERTY_GAMES sets how many games (default below); HEGEMONY_PROPERTY_SEED shifts the seeds.
"""
import json
import os
import random

import pytest

from games.engine import from_json, to_json
from games.hegemony.components import ACTION_CARDS
from games.hegemony.game import Hegemony
from tests.games import conformance

GAMES = int(os.environ.get("HEGEMONY_PROPERTY_GAMES", "6"))
SEED0 = int(os.environ.get("HEGEMONY_PROPERTY_SEED", "0"))


def cases():
    return [(2 + k % 3, SEED0 + k) for k in range(GAMES)]


def hidden_from(state, seat):
    """Card ids this seat may not see: the other hands, the decks, the pending bids."""
    ids = set()
    for other, entry in enumerate(state["seats"]):
        if other != seat:
            ids |= set(entry["hand"])
    for deck in state["secret"].values():
        ids |= {c for c in deck if "#" in c}  # physical action cards and business deals
    return ids


@pytest.mark.parametrize("n,seed", cases())
def test_random_game(n, seed):
    game = Hegemony()
    final, choices = conformance.playout(game, n, seed, check_every=7)
    assert game.result(final) is not None
    assert any(option.startswith("play:") for _seat, option in choices)  # cards played for their effect
    assert to_json(conformance.replay(game, n, seed, {}, choices)) == to_json(final)


def card_playout(game, n, seed):
    """A random game whose players play a card for its effect whenever one is offered (uniform
    among those), and otherwise choose uniformly: every position is checked as in playout."""
    rng = random.Random(seed)
    state = game.setup([{"kind": "bot"}] * n, {}, seed)
    choices = []
    while game.result(state) is None:
        seats = conformance.check_step(game, state)
        seat = rng.choice(seats)
        options = [o.id for o in game.prompt(state, seat).options]
        cards = [o for o in options if o.startswith("play:")]
        option = rng.choice(cards if cards and rng.random() < 0.9 else options)
        state, _events = game.apply(state, seat, option)
        choices.append((seat, option))
        if len(choices) % 5 == 0:
            assert from_json(to_json(state)) == state
    return state, choices


def test_random_games_playing_cards_end_and_replay():
    """Random games whose players prefer playing cards for their effect: each ends, survives JSON
    at every step and replays; together they play nearly every Working and Middle Class face (the
    few left need positions random play seldom reaches, such as Education in the Middle Class's
    Storage for Higher Education Program: each face has a test of its own)."""
    game = Hegemony()
    played: set[str] = set()
    for k in range(10):
        n, seed = 2 + k % 2, SEED0 + k
        final, choices = card_playout(game, n, seed)
        assert to_json(conformance.replay(game, n, seed, {}, choices)) == to_json(final)
        played |= {e["card"] for e in final["log"] if e["kind"] == "card_played"}
    faces = {f for f in ACTION_CARDS if f.split(":")[0] in ("working", "middle")}
    assert len(played & faces) >= 45, sorted(faces - played)


@pytest.mark.parametrize("n,seed", cases()[:3])
def test_views_hide_hands_decks_and_bids(n, seed):
    """At sampled positions, a seat's view holds none of the other hands or deck cards, and no
    Influence bid but its own."""
    game = Hegemony()
    state, choices = conformance.playout(game, n, seed, check_every=10_000)
    state = game.setup([{"kind": "bot"}] * n, {}, seed)
    for k, (seat, option) in enumerate(choices):
        if k % 13 == 0:
            for viewer in [None, *range(n)]:
                text = json.dumps(game.view(state, viewer))
                leaked = [c for c in hidden_from(state, viewer if viewer is not None else -1) if f'"{c}"' in text]
                assert not leaked, (k, viewer, leaked[:3])
                own_bid = viewer is not None and "influence_bid" in state["seats"][viewer]
                assert ("influence_bid" in text) == own_bid
        state, _events = game.apply(state, seat, option)


def leaks(game, state, seats):
    """Other seats' hand cards or deck cards found in any seat's view (and the spectator's)."""
    found = []
    for viewer in [None, *range(seats)]:
        text = json.dumps(game.view(state, viewer))
        found += [c for c in hidden_from(state, viewer if viewer is not None else -1) if f'"{c}"' in text]
    return found


def play_with_automata(game, automata, mode, seed, check_every=11):
    """A 4-seat game: the automata answer by their rules, the other seats (the State among them)
    at random; every check_every-th position round-trips through JSON and hides the hands."""
    roles = game.roles(4, {})
    seats = [{"kind": "automaton" if role in automata else "human"} for role in roles]
    state = game.setup(seats, {"automa_mode": mode}, seed)
    rng = random.Random(seed)
    moves = []
    while game.result(state) is None:
        assert len(moves) < 20_000, "no result"
        seat = rng.choice(game.to_act(state))
        if state["roles"][seat] in state.get("automata", {}):
            option = game.automaton_choice(state, seat)
        else:
            option = rng.choice(game.prompt(state, seat).options).id
        if len(moves) % check_every == 0:
            assert from_json(to_json(state)) == state
            assert not leaks(game, state, 4)
        state, _events = game.apply(state, seat, option)
        moves.append((seat, option))
    return state, moves, seats


@pytest.mark.parametrize("automata,mode,seed", [
    (("working", "middle", "capitalist"), "simple", SEED0 + 21),   # one human State against three automata
    (("working", "middle", "capitalist"), "advanced", SEED0 + 22),
    (("middle",), "advanced", SEED0 + 23),
    (("working", "capitalist"), "simple", SEED0 + 24),
])
def test_four_seats_with_automata(automata, mode, seed):
    game = Hegemony()
    state, moves, seats = play_with_automata(game, automata, mode, seed)
    assert game.result(state) is not None and len(game.result(state).scores) == 4
    again = game.setup(seats, {"automa_mode": mode}, seed)
    for seat, option in moves:
        again, _events = game.apply(again, seat, option)
    assert to_json(again) == to_json(state)


def test_random_four_player_games_playing_cards_end_and_replay():
    """The same at 4 players, the State among the card players: each game ends and replays, and
    together they play most of the State's faces (each has a test of its own)."""
    game = Hegemony()
    played: set[str] = set()
    for k in range(4):
        final, choices = card_playout(game, 4, SEED0 + 100 + k)
        assert to_json(conformance.replay(game, 4, SEED0 + 100 + k, {}, choices)) == to_json(final)
        played |= {e["card"] for e in final["log"] if e["kind"] == "card_played"}
    faces = {f for f in ACTION_CARDS if f.startswith("state:")}
    assert len(played & faces) >= 22, sorted(faces - played)
