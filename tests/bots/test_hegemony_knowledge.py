"""What the search bot knows about Hegemony (bots/hegemony.py): each class's projected VP."""
import copy
import random

from bots.hegemony import projected
from bots.knowledge import knowledge_for
from games.playout import play_out
from games.registry import get

HG = get("hegemony")


def position(seats=4, decisions=200):
    return play_out(HG, HG.setup([{"kind": "bot"}] * seats, {}, 1), random.Random(1), limit=decisions)


def test_projection_rises_with_vp_unions_and_wealth_and_falls_with_unpaid_loans():
    state = position()
    for role, change, sign in (
            ("working", lambda s: s["classes"]["working"].update(vp=s["classes"]["working"]["vp"] + 3), 1),
            ("working", lambda s: s["classes"]["working"]["unions"].update(zz="x"), 1),
            ("capitalist", lambda s: s["classes"]["capitalist"].update(capital=s["classes"]["capitalist"]["capital"] + 200), 1),
            ("middle", lambda s: s["classes"]["middle"].update(loans=s["classes"]["middle"]["loans"] + 3, money=0), -1),
            ("state", lambda s: s.update(state_loans=s["state_loans"] + 2, treasury=0), -1)):
        other = copy.deepcopy(state)
        change(other)
        assert (projected(other, role) - projected(state, role)) * sign > 0, role


def test_evaluation_ranks_the_seats_as_their_projections_and_playouts_keep_their_companies():
    knowledge = knowledge_for("hegemony")
    state = position(3, 120)
    results = knowledge.evaluate(HG, state)
    worths = [projected(state, role) for role in state["roles"]]
    assert len(results) == 3 and all(0.0 <= r <= 1.0 for r in results)
    assert sorted(range(3), key=results.__getitem__) == sorted(range(3), key=worths.__getitem__)
    rng = random.Random(2)
    sold = 0
    for _ in range(300):
        if HG.result(state) is not None:
            break
        seat = HG.to_act(state)[0]
        prompt = HG.prompt(state, seat)
        choice = knowledge.playout_choice(HG, state, seat, prompt, rng)
        sold += choice == "action:sell_company" and len(prompt.options) > 1
        state, _events = HG.apply(state, seat, choice)
    assert sold == 0
