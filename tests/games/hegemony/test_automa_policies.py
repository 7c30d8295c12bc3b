"""Automaton setup and the policy priority cards of advanced mode (digest §5.2, §5.7, §6.8, §10.5)."""
import pytest

from games.hegemony.automa import ladder as L
from games.hegemony.automa import policies
from games.hegemony.automa.cards import DESIRED, ESTIMATED, ai_deck
from games.hegemony.automa.setup import add_automaton
from games.hegemony.opening import initial_state


def _game(n=4, role="working", mode="advanced", seed=3):
    state = initial_state("hegemony", 1, n, {}, seed)
    add_automaton(state, role, mode)
    return state


def test_desired_sections_are_read_from_the_check_policies_cards():
    assert DESIRED["working"] == dict(zip("1234567", "AAAAACB"))
    assert DESIRED["middle"] == dict(zip("1234567", "BBBBBBA"))
    assert DESIRED["capitalist"] == dict(zip("1234567", "CCCCCAC"))
    assert ESTIMATED["state"] == dict(zip("1234567", "BCABBBC"))


def test_each_automaton_has_thirty_ai_cards_shuffled_in_secret():
    state = _game(role="middle", mode="simple")
    deck = state["secret"]["ai_middle"]
    assert sorted(deck) == sorted(ai_deck("middle")) and len(deck) == 30
    assert deck != ai_deck("middle")
    assert "ladder" not in state["automata"]["middle"]


def test_no_automaton_for_the_state():
    state = initial_state("hegemony", 1, 4, {}, 1)
    with pytest.raises(ValueError, match="state"):
        add_automaton(state, "state")


def test_initial_ladder_three_actions_on_level_one_three_on_level_two():
    lad = _game(role="capitalist")["automata"]["capitalist"]["ladder"]
    assert lad["action"] == {"1": ["SA", "LOB", "SC"], "2": ["BC", "SFM", "PB"]}


def test_initial_policy_cards_by_distance_desired_ones_left_out():
    # 4 players: 1C 2B 3A 4B 5C 6A 7B; the Capitalist Class wants 1C..5C 6A 7C
    lad = _game(role="capitalist")["automata"]["capitalist"]["ladder"]
    assert lad["policy"] == {"1": [2, 4, 7], "2": [3]}
    assert sorted(lad["aside_policy"]) == [1, 5, 6]


def test_d5_policy_return_in_ascending_order():
    state = _game(role="working")
    lad = state["automata"]["working"]["ladder"]
    lad["policy"] = {}
    lad["aside_policy"] = [6, 4, 2]
    state["policies"].update({"6": "B", "2": "B", "4": "A"})  # WC wants 6C, 2A, 4A
    policies.preparation(state)
    assert lad["policy"]["1"] == [2, 6]
    assert lad["aside_policy"] == [4]


def test_bill_without_immediate_vote_sets_the_card_aside():
    state = _game(role="working")
    policies.bill_proposed(state, 2, immediate=False)
    lad = state["automata"]["working"]["ladder"]
    assert 2 in lad["aside_policy"] and L.level_of(lad, "policy", 2) is None


def test_immediate_vote_not_passed_card_stays():
    state = _game(role="working")
    lad = state["automata"]["working"]["ladder"]
    before = L.level_of(lad, "policy", 2)
    policies.bill_proposed(state, 2, immediate=True)
    policies.immediate_vote_result(state, 2, passed=False)
    assert L.level_of(lad, "policy", 2) == before


def test_d6_immediate_vote_passes_distance_two_goes_to_level_two_tail():
    state = _game(role="working")
    lad = state["automata"]["working"]["ladder"]
    state["policies"]["4"] = "C"  # the bill moved Healthcare B -> C; WC wants 4A
    policies.immediate_vote_result(state, 4, passed=True)
    assert lad["policy"]["2"][-1] == 4


def test_immediate_vote_passes_into_the_desired_section_sets_aside():
    state = _game(role="working")
    state["policies"]["2"] = "A"
    policies.immediate_vote_result(state, 2, passed=True)
    assert 2 in state["automata"]["working"]["ladder"]["aside_policy"]


def test_bill_markers_removed_return_by_the_preparation_rule():
    state = _game(role="working")
    policies.bill_proposed(state, 2, immediate=False)
    policies.bill_markers_removed(state, [2])
    assert state["automata"]["working"]["ladder"]["policy"]["1"][-1] == 2


def test_last_round_removes_the_immigration_card():
    state = _game(role="working")
    policies.last_round(state)
    lad = state["automata"]["working"]["ladder"]
    assert L.level_of(lad, "policy", 7) is None and lad["removed"] == [7]
    policies.bill_proposed(state, 7, immediate=False)
    assert 7 not in lad["aside_policy"]


def _log(state, *events):
    state["log"] += [dict(e, audience="all") for e in events]


def test_sync_bill_without_immediate_vote_from_the_log():
    state = _game(role="working")
    _log(state, {"kind": "bill_proposed", "role": "capitalist", "policy": 2, "section": "C"})
    policies.sync(state, "working")
    assert 2 in state["automata"]["working"]["ladder"]["aside_policy"]


def test_sync_immediate_vote_passed_from_the_log():
    state = _game(role="working")
    lad = state["automata"]["working"]["ladder"]
    state["policies"]["4"] = "C"
    _log(state, {"kind": "bill_proposed", "role": "capitalist", "policy": 4, "section": "C"},
         {"kind": "immediate_vote", "role": "capitalist", "policy": 4},
         {"kind": "bill_resolved", "policy": 4, "passed": True})
    policies.sync(state, "working")
    assert lad["policy"]["2"][-1] == 4 and 4 not in lad["aside_policy"]


def test_sync_reads_each_event_once_and_runs_the_preparation():
    state = _game(role="working")
    lad = state["automata"]["working"]["ladder"]
    _log(state, {"kind": "bill_proposed", "role": "capitalist", "policy": 2, "section": "C"})
    policies.sync(state, "working")
    state["policies"]["2"] = "C"
    _log(state, {"kind": "preparation", "round": 5})
    policies.sync(state, "working")
    assert lad["policy"]["2"][-1] == 2 and lad["removed"] == [7]
    policies.sync(state, "working")
    assert lad["removed"] == [7]


def test_the_ladder_follows_a_bill_at_once_not_at_the_automatons_next_turn():
    """Another player's bill without an Immediate Vote sets the policy card aside as soon as the
    vote is declined (the Middle Class to play before the automaton); while the vote is
    undecided the card stays."""
    from games.hegemony.game import Hegemony
    game = Hegemony()
    state = game.setup([{"kind": "human"}, {"kind": "human"}, {"kind": "automaton"}], {"automa_mode": "advanced"}, 3)
    state, _events = game.apply(state, 1, "skill:M")
    lad = state["automata"]["capitalist"]["ladder"]
    policy = next(p for p in L.ordered(lad, "policy") if state["policies"][str(p)] != "A")  # a card on the ladder
    target = {"B": "A", "C": "B"}[state["policies"][str(policy)]]
    for option in (f"card:{state['seats'][0]['hand'][0]}", "action:propose_bill", f"bill:{policy}{target}"):
        state, _events = game.apply(state, 0, option)
    lad = state["automata"]["capitalist"]["ladder"]
    if game.prompt(state, 0) and game.prompt(state, 0).id == "hegemony.immediate_vote":
        assert policy not in lad["aside_policy"]
        state, _events = game.apply(state, 0, "vote:later")
    assert game.to_act(state) == [1]  # the Middle Class's turn: the automaton has not played
    lad = state["automata"]["capitalist"]["ladder"]
    assert policy in lad["aside_policy"] and L.level_of(lad, "policy", policy) is None


def test_the_demonstration_card_returns_as_soon_as_its_token_is_gone():
    from games.hegemony.automa import steps
    state = _game(role="working")
    lad = state["automata"]["working"]["ladder"]
    L.set_aside(lad, "action", "DEM")
    state["demonstration"] = True
    steps.after_move(state, [])
    assert "DEM" in lad["aside_action"]
    state["demonstration"] = False
    steps.after_move(state, [])
    assert "DEM" not in lad["aside_action"] and L.level_of(lad, "action", "DEM") == 1


@pytest.mark.parametrize("event", [{"kind": "bills_withdrawn", "policies": [2]},
                                   {"kind": "bill_discarded", "role": "middle", "policy": 2, "by": "capitalist"}])
def test_a_bill_marker_an_effect_removes_returns_the_policy_card_at_once(event):
    """§10.5: a Crisis Plan withdrawing bills, or a discarded bill, brings the card back by the
    preparation rule as the move is made."""
    from games.hegemony.automa import steps
    state = _game(role="working")
    proposed = [{"kind": "bill_proposed", "audience": "all", "role": "capitalist", "policy": 2, "section": "C"}]
    steps.after_move(state, proposed)
    state["log"].extend(proposed)  # as the engine logs a move's events after it
    assert 2 in state["automata"]["working"]["ladder"]["aside_policy"]
    steps.after_move(state, [{**event, "audience": "all"}])
    assert state["automata"]["working"]["ladder"]["policy"]["1"][-1] == 2
