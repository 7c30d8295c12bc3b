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


def test_tc1_through_the_engine_the_bonus_builds_two_companies():
    """TC-1 played as a turn: AI card 1 of the Capitalist Class (Build Company first, bonus
    "Build 2 Companies instead")."""
    import sys
    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    from test_automa_companies import _tc1
    state = GAME.setup([{"kind": "human"}, {"kind": "automaton"}], {}, 11)
    tc1 = _tc1()
    for key in ("private_sector", "public_sector"):
        state[key] = tc1[key]
    state["classes"]["capitalist"].update(revenue=63, capital=0, market=tc1["classes"]["capitalist"]["market"])
    state["classes"]["working"]["unemployed"] = tc1["classes"]["working"]["unemployed"]
    deck = state["secret"]["ai_capitalist"]
    deck.remove("cc-ai-01")
    deck.insert(0, "cc-ai-01")
    state["flow"]["stack"].append({"step": "automaton_turn", "role": "capitalist"})
    seat = state["roles"].index("capitalist")
    while state["flow"]["stack"][-1].get("role") == "capitalist":
        state, _ = GAME.apply(state, seat, GAME.automaton_choice(state, seat))
    built = [e["id"] for e in state["private_sector"]["capitalist"]]
    assert built == ["c-shopping-mall-1", "c-publishing-house-1", "c-automated-dairy-farm-1"]
    assert len(state["classes"]["capitalist"]["market"]) == 2 + 2  # two left, two new
    decision = next(e for e in state["log"] if e["kind"] == "automaton_decision")
    assert decision["text"].format(**decision) == "AI card 1: Build Company, criterion: action criteria met"
