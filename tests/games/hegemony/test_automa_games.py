"""Whole games with automata on some or all seats: they end, survive the JSON round trip, replay
from the seed and the choices, and no view shows an automaton's face-down AI deck."""
import json
import random

import pytest

from games.engine import from_json, to_json
from games.hegemony.game import Hegemony

GAME = Hegemony()


def _start(n, automata, mode, seed):
    roles = ["working", "capitalist"] if n == 2 else ["working", "middle", "capitalist"]
    seats = [{"kind": "automaton" if role in automata else "human"} for role in roles]
    return GAME.setup(seats, {"automa_mode": mode}, seed)


def play(n, automata, mode, seed, limit=6000):
    state = _start(n, automata, mode, seed)
    rng = random.Random(seed)
    moves = []
    while GAME.result(state) is None and len(moves) < limit:
        seat = rng.choice(GAME.to_act(state))
        prompt = GAME.prompt(state, seat)
        if state["roles"][seat] in state.get("automata", {}):
            option = GAME.automaton_choice(state, seat)
            assert option in prompt.ids()
        else:
            option = rng.choice(prompt.options).id
        state, _events = GAME.apply(state, seat, option)
        moves.append((seat, option))
    return state, moves


CASES = [(2, ("working", "capitalist"), "simple", 1), (2, ("capitalist",), "advanced", 2),
         (3, ("working", "middle", "capitalist"), "advanced", 3), (3, ("middle",), "simple", 4)]


@pytest.mark.parametrize("n,automata,mode,seed", CASES)
def test_games_with_automata_end(n, automata, mode, seed):
    state, moves = play(n, automata, mode, seed)
    assert GAME.result(state) is not None, f"not over after {len(moves)} decisions"
    decisions = [e for e in state["log"] if e["kind"] == "automaton_decision"]
    assert len(decisions) == 5 * 5 * len(automata)  # five turns in each of five rounds
    assert all(e["audience"] == "all" for e in decisions)
    assert from_json(to_json(state)) == state


def test_replay_from_seed_and_choices():
    state, moves = play(3, ("working", "capitalist"), "advanced", 7)
    again = _start(3, ("working", "capitalist"), "advanced", 7)
    for seat, option in moves:
        again, _ = GAME.apply(again, seat, option)
    assert again == state


def test_automaton_seats_only_for_the_classes():
    assert "automaton" in GAME.seat_kinds("middle") and "automaton" not in GAME.seat_kinds("state")


def test_no_view_shows_an_ai_deck():
    state, _moves = play(3, ("working", "middle"), "simple", 5, limit=150)
    decks = {role: state["secret"][f"ai_{role}"] for role in state["automata"]}
    for seat in range(3):
        text = json.dumps(GAME.view(state, seat))
        for role, deck in decks.items():
            assert json.dumps(deck) not in text and f"ai_{role}" not in text
