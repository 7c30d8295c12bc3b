"""The Elections Phase (rulebook: Gameplay, Elections Phase) and the IMF table (Other Rules)."""
from games.hegemony import mainboard, elections
from games.hegemony.opening import initial_state


def setup(n, seed=11):
    return initial_state("hegemony", 1, n, {}, seed)


def propose(state, policy, section, by):
    state["bills"][str(policy)] = {"section": section, "by": by}
    state["classes"][by]["bills"] -= 1


def test_refill_bag_amounts_at_three_players():
    """Working: half its Population (3 -> 2); Capitalist: half its 3 operational companies (the
    Clinic has no Workers at 3 players) -> 2; Middle: the higher of half its Population (3 -> 2)
    and half its 2 operational companies (1); all rounded up."""
    state = setup(3)
    assert elections.refill_amounts(state) == {"working": 2, "capitalist": 2, "middle": 2}


def test_refill_bag_adds_five_middle_cubes_at_two_players():
    assert elections.refill_amounts(setup(2))["middle"] == 5


def test_component_limits_cap_the_cubes_added():
    state = setup(2)
    state["cube_supply"]["working"] = 2
    assert elections.add_cubes(state, "working", 5) == 2 and state["cube_supply"]["working"] == 0


def test_draw_five_cubes_from_the_bag():
    state = setup(2)
    drawn = elections.draw_cubes(state)
    assert sum(drawn.values()) == 5 and sum(state["bag"].values()) == 19


def test_empty_bag_is_refilled_twice_before_drawing():
    state = setup(2)
    state["bag"] = {"working": 0, "middle": 0, "capitalist": 0}
    before = dict(state["cube_supply"])
    drawn = elections.draw_cubes(state, 1)
    added = {cls: before[cls] - state["cube_supply"][cls] for cls in before}
    assert added == {cls: 2 * n for cls, n in elections.refill_amounts(state).items()}
    assert sum(drawn.values()) == 1


def test_bill_passes_on_a_tie_and_scores_3_and_1():
    """In favor wins ties; the proposer gains 3 VP, a supporter with a vote 1 VP."""
    state = setup(3)
    propose(state, 3, "B", "capitalist")
    outcome = elections.resolve_bill(state, 3, {"capitalist": True, "middle": True, "working": False},
                                     {"capitalist": 1, "middle": 1, "working": 2}, {})
    assert outcome["passed"] and state["policies"]["3"] == "B"
    assert outcome["vp"] == {"capitalist": 3, "middle": 1}
    assert state["classes"]["capitalist"]["bills"] == 3
    assert mainboard.tax_multiplier(state) == 3  # 3B: base 2 + 4B's +1


def test_supporter_without_a_vote_scores_nothing():
    state = setup(3)
    propose(state, 3, "B", "capitalist")
    outcome = elections.resolve_bill(state, 3, {"capitalist": True, "middle": True, "working": False},
                                     {"capitalist": 3, "middle": 0, "working": 2}, {})
    assert outcome["vp"] == {"capitalist": 3}


def test_influence_spent_counts_as_votes_and_is_discarded():
    state = setup(2)
    propose(state, 2, "C", "capitalist")
    state["classes"]["working"]["influence"] = 3
    outcome = elections.resolve_bill(state, 2, {"capitalist": True, "working": False},
                                     {"capitalist": 2, "middle": 0, "working": 2}, {"working": 1})
    assert not outcome["passed"] and state["policies"]["2"] == "B"
    assert state["classes"]["working"]["influence"] == 2 and outcome["vp"] == {}


def test_two_players_middle_cubes_are_discarded():
    """At 2 players Middle Class cubes count toward the 5 drawn but for no side; all 5 Middle
    cubes (and no Influence) let the Bill pass."""
    state = setup(2)
    propose(state, 7, "B", "working")
    supply = state["cube_supply"]["middle"]
    outcome = elections.resolve_bill(state, 7, {"working": True, "capitalist": False},
                                     {"working": 0, "middle": 5, "capitalist": 0}, {})
    assert outcome["passed"] and outcome["for"] == outcome["against"] == 0
    assert state["cube_supply"]["middle"] == supply + 5


def test_winning_cubes_leave_losing_cubes_return():
    state = setup(2)
    propose(state, 2, "C", "capitalist")
    bag = dict(state["bag"])
    elections.resolve_bill(state, 2, {"capitalist": True, "working": False},
                           {"capitalist": 3, "middle": 0, "working": 2}, {})
    assert state["bag"]["working"] == bag["working"] + 2 and state["bag"]["capitalist"] == bag["capitalist"]


def test_imf_intervention_moves_policies():
    """1A->1B, 2A->2B, 2B->2C, 3A->3B, 3B->3C, 4B->4C, 5B->5C, 6A->6B, 7A->7B."""
    state = setup(4)
    moved = elections.imf_intervention(state)
    assert moved == {"2": "C", "3": "B", "4": "C", "6": "B"}
    assert state["policies"] == {"1": "C", "2": "C", "3": "B", "4": "C", "5": "C", "6": "B", "7": "B"}
