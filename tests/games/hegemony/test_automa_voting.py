"""The automata in votes: immediate votes, sides, the Spending Influence cards (digest §6.3-§6.6,
§12 TC-2, D-7 ... D-10)."""
from games.engine import new_rng
from games.hegemony.automa import voting as V
from games.hegemony.automa.setup import add_automaton
from games.hegemony.opening import initial_state


def _state(n, **influence):
    state = initial_state("hegemony", 1, n, {}, 5)
    for role, value in influence.items():
        state["classes"][role]["influence"] = value
    return state


def test_d7_immediate_vote_two_players_needs_more_after_paying():
    state = _state(2, working=3, capitalist=2)
    assert not V.calls_immediate_vote(state, "working", 2, "A", cost=1)
    state["classes"]["working"]["influence"] = 4
    assert V.calls_immediate_vote(state, "working", 2, "A", cost=1)


def test_immediate_vote_two_players_needs_as_many_cubes_in_the_bag():
    state = _state(2, working=5, capitalist=1)
    state["bag"]["capitalist"] += 1
    assert not V.calls_immediate_vote(state, "working", 2, "A", cost=1)


def test_d8_immediate_vote_three_players_predicted_sides():
    # WC proposes Fiscal C -> B? MC wants 1B (FOR), CC wants 1C (AGAINST)
    state = _state(3, working=2, middle=1, capitalist=2)
    assert V.predicted_for(state, "middle", 1, "B") and not V.predicted_for(state, "capitalist", 1, "B")
    assert not V.calls_immediate_vote(state, "working", 1, "B", cost=1)
    state["classes"]["working"]["influence"] = 3
    assert V.calls_immediate_vote(state, "working", 1, "B", cost=1)


def test_immediate_vote_needs_one_of_the_other_two_classes_on_its_side():
    # 4 players, WC proposes Taxation A -> ... the State (3A) would be AGAINST moving away; use
    # policy 3 at B moving to A: State FOR (wants 3A), MC AGAINST (wants 3B), CC AGAINST (wants 3C)
    state = _state(4, working=5, middle=0, capitalist=0, state=3)
    state["policies"]["3"] = "B"
    assert not V.calls_immediate_vote(state, "working", 3, "A", cost=0)


def test_prediction_when_the_distance_does_not_change_is_against_by_default():
    state = _state(4)
    state["policies"]["1"] = "A"  # the MC wants 1B; A -> C keeps distance 1
    assert not V.predicted_for(state, "middle", 1, "C")
    state["options"] = {"prediction_unchanged": "for"}
    assert V.predicted_for(state, "middle", 1, "C")


def test_choosing_a_side_for_toward_the_desired_section_otherwise_against():
    state = _state(3)
    state["policies"]["2"] = "C"
    assert V.votes_for(state, "working", 2, "B")
    assert not V.votes_for(state, "capitalist", 2, "B")
    state["policies"]["2"] = "A"
    assert not V.votes_for(state, "working", 2, "B")


def test_tc2_necessary_influence_ties_go_to_the_proposer():
    assert V.needed_to_win(2, 3, we_proposed=False) == 2
    assert V.needed_to_win(2, 3, we_proposed=True) == 1


def test_spending_when_winning_other_side_has_no_influence():
    i = V.spending_instruction({}, {"automata": 3}, {"x": 0}, 3, 2, False)
    assert (i["spend"], i["draw"]) == (0, 0)


def test_spending_when_winning_other_side_exactly_needed_draws_one():
    # 3:2 for us, we did not propose: they need 1 to tie (a tie is theirs)
    i = V.spending_instruction({}, {"automata": 3}, {"x": 1}, 3, 2, False)
    assert i["card"] == "spending-influence-when-winning" and (i["spend"], i["draw"]) == (0, 1)


def test_spending_when_winning_other_side_more_draws_difference_plus_one():
    i = V.spending_instruction({}, {"automata": 5}, {"x": 4}, 3, 2, False)
    assert i["draw"] == 4 - 1 + 1


def test_spending_when_losing_alone_exact_draw_one_to_spend_all():
    i = V.spending_instruction({}, {"automata": 2}, {"x": 1}, 2, 3, False)
    assert i["card"] == "spending-influence-when-losing-alone" and i["all_if_icon"] and i["draw"] == 1


def test_spending_when_losing_alone_more_than_needed_necessary_then_draw_their_total():
    i = V.spending_instruction({}, {"automata": 5}, {"x": 3}, 2, 3, False)
    assert (i["spend"], i["draw"]) == (2, 3)


def test_spending_when_losing_alone_other_side_none_spends_necessary():
    i = V.spending_instruction({}, {"automata": 5}, {"x": 0}, 2, 3, True)
    assert (i["spend"], i["draw"]) == (1, 0)


def test_spending_when_losing_cannot_change_the_result_spends_nothing():
    i = V.spending_instruction({}, {"automata": 1}, {"x": 0}, 1, 4, False)
    assert i["spend"] == 0 and i["draw"] == 0


def test_spending_when_losing_with_others_exact_does_nothing():
    i = V.spending_instruction({}, {"automata": 1, "state": 1}, {"x": 2}, 2, 3, False)
    assert i["card"] == "spending-influence-when-losing-with-others" and i["spend"] == 0 == i["draw"]


def test_spending_when_losing_with_others_no_opposition_more_than_needed():
    i = V.spending_instruction({}, {"automata": 3, "state": 2}, {"x": 0}, 2, 3, False)
    assert (i["spend"], i["draw"]) == (1, 1)


def test_spending_when_losing_with_others_no_opposition_exact_spends_all():
    i = V.spending_instruction({}, {"automata": 1, "state": 1}, {"x": 0}, 2, 3, False)
    assert i["spend"] == 1


def test_last_round_last_vote_spends_everything():
    i = V.spending_instruction({}, {"automata": 4}, {"x": 0}, 5, 0, False, last_vote=True)
    assert i["spend"] == 4


def test_draw_reveals_top_cards_counts_icons_and_puts_them_under_the_deck():
    state = initial_state("hegemony", 1, 2, {}, 5)
    add_automaton(state, "working", "simple")
    deck = list(state["secret"]["ai_working"])
    from games.hegemony.components import AI_CARDS
    icons = sum(AI_CARDS[c]["influence_icons"] for c in deck[:3])
    amount, shown = V.resolve_spending(state, "working", {"spend": 1, "draw": 3, "all_if_icon": False}, 10)
    assert shown == deck[:3] and amount == 1 + icons
    assert state["secret"]["ai_working"] == deck[3:] + deck[:3]


def test_spending_never_exceeds_the_influence_held():
    state = initial_state("hegemony", 1, 2, {}, 5)
    add_automaton(state, "working", "simple")
    amount, _ = V.resolve_spending(state, "working", {"spend": 5, "draw": 0, "all_if_icon": False}, 2)
    assert amount == 2


def test_d9_split_between_two_automata_more_influence_pays_the_extra():
    assert V.split_spending(3, {"working": 3, "middle": 2}, new_rng(1)) == {"working": 2, "middle": 1}


def test_d10_split_equal_start_decided_by_lot():
    results = {tuple(sorted(V.split_spending(3, {"working": 2, "middle": 2}, new_rng(s)).items()))
               for s in range(20)}
    assert results == {(("middle", 1), ("working", 2)), (("middle", 2), ("working", 1))}


def test_split_no_automaton_pays_more_than_it_has():
    assert V.split_spending(4, {"working": 4, "middle": 0}, new_rng(1)) == {"working": 4, "middle": 0}


def _vote(state, by, sides, drawn):
    """A bill on Policy 2 after its cubes are drawn, at the Spend Influence step."""
    state["bills"]["2"] = {"section": "A" if by == "working" else "C", "by": by, "sides": sides, "drawn": drawn}
    return state


def test_cards_revealed_to_win_a_draw_never_exceed_the_influence_left_to_spend():
    """Line 232: X higher than its influence reveals as many cards as it has; after spending the
    necessary influence, no card is shown whose icon it could not pay."""
    winning = V.spending_instruction({}, {"automata": 2}, {"x": 9}, 3, 2, False)
    assert winning["draw"] == 2
    losing = V.spending_instruction({}, {"automata": 5}, {"x": 9}, 2, 3, False)
    assert losing["spend"] == 2 and losing["draw"] == 3


def test_a_middle_class_cube_counts_for_neither_side_at_two_players():
    from games.hegemony.automa.chooser import spend_plan
    state = _state(2, working=0, capitalist=5)
    add_automaton(state, "capitalist", "simple")
    _vote(state, "working", {"working": True, "capitalist": False}, {"working": 3, "middle": 1, "capitalist": 2})
    amount, shown = spend_plan(state, "capitalist", 2)
    assert (amount, shown) == (2, [])  # 3 to 2: two more votes turn a tie going to the proposer


def test_the_last_vote_of_the_game_spends_all_remaining_influence():
    """Line 260: the last vote of the final round's Elections Phase."""
    from games.hegemony.automa.chooser import spend_plan
    state = _state(2, working=0, capitalist=6)
    add_automaton(state, "capitalist", "simple")
    state["round"] = 5
    _vote(state, "capitalist", {"working": False, "capitalist": True}, {"working": 1, "capitalist": 4})
    state["flow"]["stack"] = [{"step": "round_end"}, {"step": "scoring"}, {"step": "count", "policy": 2}]
    assert V.is_last_vote(state) and spend_plan(state, "capitalist", 2)[0] == 6
    state["flow"]["stack"].insert(1, {"step": "elections"})  # an immediate vote in the Action Phase
    assert not V.is_last_vote(state) and spend_plan(state, "capitalist", 2)[0] == 0
