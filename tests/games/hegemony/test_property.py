"""Random full games at 2, 3 and 4 players, with automata on some seats and the Crisis & Control
modules on some tables, action cards played for their effect among the random choices: they end,
every step survives a JSON round trip, seed + choices replays identically, no prompt offers two
options a player cannot tell apart, and no seat's view shows another seat's hand or unrevealed Hidden Agenda, any deck card, or another's Influence bid.

HEGEMONY_PROPERTY_GAMES sets how many games (default below); HEGEMONY_PROPERTY_SEED shifts the seeds;
HEGEMONY_PROPERTY_CHECK_EVERY how many moves apart the views and the JSON round trip are checked.
"""
import json
import os
import random

import pytest

from games.engine import from_json, to_json
from games.hegemony.components import ACTION_CARDS
from games.hegemony.game import Hegemony
from games.hegemony.opening import CRISIS_CARDS
from tests.games import conformance

GAMES = int(os.environ.get("HEGEMONY_PROPERTY_GAMES", "6"))
SEED0 = int(os.environ.get("HEGEMONY_PROPERTY_SEED", "0"))
CHECK_EVERY = int(os.environ.get("HEGEMONY_PROPERTY_CHECK_EVERY", "7"))  # long runs check less often
MODULES = ("hidden_agendas", "crisis_plans", "alternative_events", CRISIS_CARDS)


def cases():
    return [(2 + k % 3, SEED0 + k) for k in range(GAMES)]


def table(game, n, seed):
    """The seats and options of case (n, seed): every other game some Crisis & Control modules
    and the expansion's cards; every third game automata on some of the classes (never the State,
    which has none), in either mode."""
    rng = random.Random(f"table-{seed}")
    options = {}
    if seed % 2:
        options = {m: rng.random() < 0.6 for m in MODULES}
    roles = game.roles(n, {})
    kinds = ["human"] * n
    if seed % 3 == 1:
        options["automa_mode"] = rng.choice(("simple", "advanced"))
        classes = [i for i, role in enumerate(roles) if role != "state"]
        for i in rng.sample(classes, rng.randint(1, len(classes))):
            kinds[i] = "automaton"
    return [{"kind": kind} for kind in kinds], options


def shown(events, seen):
    """Adds the strings of every public event to `seen`: cards shown to all (an immigration card
    or an automaton's AI card goes back under its deck face up, so it may be named again)."""
    def walk(value):
        if isinstance(value, str):
            seen.add(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    for event in events:
        if event.get("audience") == "all":
            walk(event)
    return seen


def hidden_from(state, seat):
    """Ids this seat may not see: the other hands and their Hidden Agendas (kept or on offer)
    while unrevealed."""
    ids = set()
    revealed = set(state.get("crisis", {}).get("agendas", {}).get("revealed", {}).values())
    for other, entry in enumerate(state["seats"]):
        if other != seat:
            ids |= set(entry["hand"])
            ids |= {a for a in [entry.get("agenda"), *entry.get("agenda_offer", [])] if a and a not in revealed}
    return ids


def deck_cards(state, seen=frozenset()):
    """Every card of every deck (whose order nobody knows) that was never shown to all."""
    return set().union(*state["secret"].values()) - seen


def leaks(game, state, seats, seen=frozenset()):
    """Hidden ids found in any seat's view (and the spectator's), and another seat's bid. A card
    that searches a deck lists its cards in the searcher's own prompt (sorted, and the deck is
    shuffled after): deck cards are looked for in the rest of the view."""
    found = []
    decks = deck_cards(state, seen)
    for viewer in [None, *range(seats)]:
        view = game.view(state, viewer)
        text = json.dumps(view)
        found += [(viewer, c) for c in hidden_from(state, viewer if viewer is not None else -1) if f'"{c}"' in text]
        rest = json.dumps({**view, "prompt": None})
        found += [(viewer, c) for c in decks if f'"{c}"' in rest]
        own_bid = viewer is not None and "influence_bid" in state["seats"][viewer]
        if ("influence_bid" in text) != own_bid:  # a secret Influence bid: only its bidder's
            found.append((viewer, "influence_bid"))
    return found


def play(game, seats, options, seed, check_every=CHECK_EVERY):
    """One game: the automata answer by their rules, the other seats uniformly at random; every
    check_every-th position round-trips through JSON and shows no seat what it may not see."""
    state = game.setup(seats, options, seed)
    rng = random.Random(seed)
    moves, seen = [], shown(state["log"], set())
    while game.result(state) is None:
        assert len(moves) < 30_000, "no result"
        if len(moves) % check_every == 0:
            conformance.check_step(game, state)
            assert from_json(to_json(state)) == state
            found = leaks(game, state, len(seats), seen)
            assert not found, (len(moves), found[:3])
        seat = rng.choice(game.to_act(state))
        if seats[seat]["kind"] == "automaton":
            option = game.automaton_choice(state, seat)
        else:
            prompt = game.prompt(state, seat)
            conformance.check_distinct(game, prompt)
            option = rng.choice(prompt.options).id
        state, events = game.apply(state, seat, option)
        shown(events, seen)
        moves.append((seat, option))
    return state, moves


@pytest.mark.parametrize("n,seed", cases())
def test_random_game(n, seed):
    """2, 3 and 4 seats, automata on some, Crisis & Control modules on some: each game ends and
    every seat scores, and replaying seed + choices gives the same final state."""
    game = Hegemony()
    seats, options = table(game, n, seed)
    final, moves = play(game, seats, options, seed)
    assert len(game.result(final).scores) == n
    again = game.setup(seats, options, seed)
    for seat, option in moves:
        again, _events = game.apply(again, seat, option)
    assert to_json(again) == to_json(final)


def test_the_cases_cover_every_seat_count_automata_and_modules():
    """The property cases (from HEGEMONY_PROPERTY_SEED on) reach each kind of table."""
    game = Hegemony()
    tables = [(n, *table(game, n, seed)) for n, seed in [(2 + k % 3, SEED0 + k) for k in range(12)]]
    assert {n for n, _s, _o in tables} == {2, 3, 4}
    assert any(any(s["kind"] == "automaton" for s in seats) for _n, seats, _o in tables)
    assert any(any(options.get(m) for m in MODULES) for _n, _s, options in tables)


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


@pytest.mark.parametrize("automata,mode,seed", [
    (("working", "middle", "capitalist"), "simple", SEED0 + 21),   # one human State against three automata
    (("working", "middle", "capitalist"), "advanced", SEED0 + 22),
    (("middle",), "advanced", SEED0 + 23),
    (("working", "capitalist"), "simple", SEED0 + 24),
])
def test_four_seats_with_automata(automata, mode, seed):
    game = Hegemony()
    seats = [{"kind": "automaton" if role in automata else "human"} for role in game.roles(4, {})]
    state, moves = play(game, seats, {"automa_mode": mode}, seed, check_every=11)
    assert len(game.result(state).scores) == 4
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
