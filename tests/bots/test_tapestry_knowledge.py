"""What the search bot knows about Tapestry (bots/tapestry.py): its projection and playout policy."""
import copy
import random

from bots.knowledge import knowledge_for
from bots.tapestry import income_vp, income_worth, projected
from games.playout import play_out
from games.tapestry import data
from games.registry import get

TP = get("tapestry")


def solo(seed=2, decisions=60):
    state = TP.setup([{"kind": "bot"}, {"kind": "automaton"}, {"kind": "automaton"}], {"automa_level": 3}, seed)
    return play_out(TP, state, random.Random(seed), limit=decisions)


def test_projection_counts_vp_income_rows_tracks_and_resources():
    state = solo()
    base = projected(state, 0)
    for change in (lambda p: p.update(vp=p["vp"] + 5), lambda p: p["tokens"][0].update(pos=p["tokens"][0]["pos"] + 1),
                   lambda p: p["res"].update(coin=p["res"]["coin"] + 1)):
        other = copy.deepcopy(state)
        change(other["players"][0])
        assert projected(other, 0) > base
    richer = copy.deepcopy(state)
    richer["players"][0]["taken"]["farm"] = 3  # Breeding's 4 VP now exposed: paid each income turn left
    assert income_vp(richer, 0) >= income_vp(state, 0) + 4


def test_projection_counts_the_resources_an_income_row_will_still_pay():
    state = solo(decisions=12)
    p = state["players"][0]
    assert p["era"] <= 3  # income turns to come pay the exposed income icons
    # a building whose next income level pays an icon
    building = next(b for b in data.BUILDINGS if data.INCOME[b]["levels"][p["taken"][b] + 1]["income"])
    richer = copy.deepcopy(state)
    richer["players"][0]["taken"][building] += 1
    more = income_worth(richer["players"][0]) - income_worth(p)
    assert more > 0 and projected(richer, 0) > projected(state, 0)


def test_an_income_turn_taken_with_advances_still_affordable_projects_lower():
    # The era's advances not made are lost: the game ends after the fifth income turn whatever is left.
    state = solo(decisions=12)
    later = copy.deepcopy(state)
    later["players"][0]["era"] += 1
    assert projected(later, 0) < projected(state, 0)


def test_the_automa_is_projected_at_its_levels_final_score():
    state = solo()
    au = state["automa"]["au"]
    assert projected(state, au) >= 200 and projected(state, state["automa"]["se"]) == state["players"][state["automa"]["se"]]["vp"]


def test_playouts_take_an_income_turn_only_when_no_advance_is_possible():
    knowledge = knowledge_for("tapestry")
    rng = random.Random(0)
    state = TP.setup([{"kind": "bot"}, {"kind": "automaton"}, {"kind": "automaton"}], {}, 4)
    seen = 0
    for _ in range(400):
        if TP.result(state) is not None:
            break
        seat = TP.to_act(state)[0]
        prompt = TP.prompt(state, seat)
        if seat in TP.automaton_seats(state):
            choice = TP.automaton_choice(state, seat)
        else:
            choice = knowledge.playout_choice(TP, state, seat, prompt, rng)
            if prompt.id == "tapestry.choose_turn" and any(i.startswith("advance:") for i in prompt.ids()):
                assert choice != "income"
                seen += 1
        state, _events = TP.apply(state, seat, choice)
    assert seen > 5
