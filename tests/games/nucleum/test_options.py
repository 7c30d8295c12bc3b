"""The open rules questions of the base rules digest (§18) as table options: the default is the
digest's recommendation, the other reading plays as it says."""
from games.nucleum.testing import GAME, begin, build_at, clear_map, ids, play, rail_at, to_act


def _state(**options):
    state = GAME.setup([{"kind": "human"}] * 3, options, 4)
    while state["flow"]["stack"][-1]["step"] == "choose_experiment":
        seat = to_act(state)
        state = play(state, seat, GAME.prompt(state, seat).options[0].id)
    return clear_map(state)


def test_q_1_a_nuclear_plant_burns_coal_unless_the_option_says_uranium_only():
    for coal, offered in ((True, True), (False, False)):
        state = _state(coal_at_nuclear_plants=coal)
        seat = to_act(state)
        state["board"]["plants"]["leipzig"]["nucleum"] = True
        build_at(state, seat, "leipzig-u1", kind="building", type="residence", level=1)
        state = play(begin(state, seat, "energize"), seat, "plant:leipzig")
        assert ("coal:leipzig" in ids(state)) is offered


def test_q_4_a_completed_link_rewards_each_builder_once_or_each_tile():
    for option, steps in (("per_player", 2), ("per_tile", 4)):
        state = _state(inauguration=option)
        seat = to_act(state)
        rail_at(state, seat, "riesa-dresden-r1")
        state["players"][seat]["pool"].append("T14")
        state = play(state, seat, "rail:T14", "space:riesa-dresden-r2", "orient:0")
        assert state["players"][seat]["income"]["vp"] == steps


def test_q_11_a_nucleum_goes_to_its_tiers_first_marker_or_to_any_recharge():
    for option, prompt in (("tier", None), ("any", "nucleum.place_nucleum")):
        state = _state(nucleum_claim=option)
        seat = to_act(state)
        state = play(state, seat, "recharge")  # no tokens: the "0" space
        pending = GAME.prompt(state, to_act(state))
        assert (pending.id if to_act(state) == seat else None) == prompt
