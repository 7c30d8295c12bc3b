"""What the search bot knows about Nucleum (bots/nucleum.py): its projection and playout policy."""
import copy
import random

from bots.knowledge import knowledge_for
from bots.levels import EASY, decide
from bots.nucleum import NucleumKnowledge, building_worth, projected, recharges_left
from games.nucleum.testing import GAME, begin, build_at, clear_map, new_state, rail_at
from games.playout import play_out

KNOWLEDGE = knowledge_for("nucleum")


def midgame(n=3, seed=3, decisions=120):
    """A position some turns in, reached by the playout policy."""
    state = GAME.setup([{"kind": "bot"}] * n, {}, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        state, _events = GAME.apply(state, seat, KNOWLEDGE.playout_choice(GAME, state, seat, prompt, rng))
    return state


def test_nucleum_has_its_own_knowledge():
    assert isinstance(KNOWLEDGE, NucleumKnowledge)


def test_projection_rises_with_vp_income_technologies_and_tokens_and_falls_with_a_0_marker():
    state = midgame()
    base = projected(state, 0)
    for change, sign in ((lambda p: p.update(vp=p["vp"] + 5), 1),
                         (lambda p: p["income"].update(vp=p["income"]["vp"] + 1), 1),
                         (lambda p: p["technologies"].append("A1" if p["experiment"] != "A" else "B1"), 1),
                         (lambda p: p.update(achievements=p["achievements"] + 3), 1),
                         (lambda p: p.update(thalers=p["thalers"] + 4), 1),
                         (lambda p: p["markers"].append(0), -1)):
        other = copy.deepcopy(state)
        change(other["players"][0])
        assert (projected(other, 0) - base) * sign > 0


def test_vp_income_counts_for_fewer_recharges_once_the_end_nears():
    state = midgame()
    ending = copy.deepcopy(state)
    ending["board"]["end_markers"] = [{"condition": "draw_empty", "seat": 1}]
    assert recharges_left(ending, 0) < recharges_left(state, 0)
    ending["flow"]["final_turns"] = 2
    assert recharges_left(ending, 0) <= 1


def test_a_building_counts_more_with_a_power_plant_in_its_network_and_most_with_a_nucleum():
    state = clear_map(new_state(2))
    build_at(state, 0, "chemnitz-u1", kind="building", type="residence", level=2)
    state["board"]["plants"]["leipzig"]["nucleum"] = False
    apart = building_worth(state, 0)
    rail_at(state, 1, "leipzig-chemnitz-r1", "leipzig-chemnitz-r2")  # anyone's link joins the network
    joined = building_worth(state, 0)
    state["board"]["plants"]["leipzig"]["nucleum"] = True
    assert apart < joined < building_worth(state, 0)


def test_a_contract_counts_by_how_near_its_requirement_is():
    state = clear_map(new_state(2))
    state["players"][0]["contracts"] = [None, None, None, "C26"]  # 3 buildings anywhere
    state["board"]["purple"] = []
    before = projected(state, 0)
    build_at(state, 0, "chemnitz-u1", kind="building", type="residence", level=1)
    one = projected(state, 0)
    build_at(state, 0, "chemnitz-u2", kind="building", type="factory", level=1)
    assert before < one < projected(state, 0)


def test_evaluation_is_a_chance_per_seat():
    state = midgame(4)
    chances = KNOWLEDGE.evaluate(GAME, state)
    assert len(chances) == 4 and abs(sum(chances) - 1) < 1e-9 and all(0 < c < 1 for c in chances)


def test_playouts_play_tiles_while_they_can_and_never_waste_a_marker_or_an_action():
    rng = random.Random(5)
    state = GAME.setup([{"kind": "bot"}] * 3, {}, 5)
    recharges = turns = 0
    for _ in range(600):
        if GAME.result(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        prompt = GAME.prompt(state, seat)
        choice = KNOWLEDGE.playout_choice(GAME, state, seat, prompt, rng)
        p = state["players"][seat]
        if prompt.id == "nucleum.turn":
            turns += 1
            recharges += choice == "recharge"
            if choice == "recharge" and any(i.startswith("play:") for i in prompt.ids()):
                assert len(p["slots"]) >= 3  # never while the board is nearly empty
        elif prompt.id == "nucleum.resolve_halves" and choice == "done":
            assert not any(i.startswith(("half:", "fulfil:")) for i in prompt.ids())
        elif prompt.id == "nucleum.milestone_marker" and choice != "none":
            assert prompt.option(choice).params["value"] == max(o.params.get("value", 0) for o in prompt.options)
        state, _events = GAME.apply(state, seat, choice)
    assert turns > 60 and recharges < turns / 4


def test_playouts_energize_the_plant_that_electrifies_their_building():
    state = clear_map(new_state(2))
    seat = GAME.to_act(state)[0]
    build_at(state, seat, "chemnitz-u1", kind="building", type="residence", level=1)
    rail_at(state, seat, "leipzig-chemnitz-r1", "leipzig-chemnitz-r2")  # Leipzig's plant and coal
    state["players"][seat]["thalers"] = 10
    begin(state, seat, "energize")
    rng = random.Random(0)
    prompt = GAME.prompt(state, seat)
    assert KNOWLEDGE.playout_choice(GAME, state, seat, prompt, rng) == "plant:leipzig"


def test_policy_players_outscore_random_players():
    """Two seats, the policy in one and uniform random play in the other, each side once."""
    for seed in (1, 2):
        state = GAME.setup([{"kind": "bot"}] * 2, {}, seed)
        rng = random.Random(seed)
        smart = seed % 2
        while GAME.result(state) is None:
            seat = GAME.to_act(state)[0]
            prompt = GAME.prompt(state, seat)
            choice = (KNOWLEDGE.playout_choice(GAME, state, seat, prompt, rng) if seat == smart
                      else rng.choice(prompt.options).id)
            state, _events = GAME.apply(state, seat, choice)
        scores = GAME.result(state).scores
        assert scores[smart] > 1.5 * scores[1 - smart]


def test_an_easy_bot_chooses_a_legal_option_from_its_view():
    state = play_out(GAME, new_state(3), random.Random(2), limit=40)
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    option, trace = decide(GAME, view, seat, EASY, "t", scale=0.5)
    assert option in [o["id"] for o in view["prompt"]["options"]]
    assert trace["iterations"] >= 1 or len(view["prompt"]["options"]) == 1
