"""Every open question of the digest (§14.3 A-1 ... A-18) is a table option with the recommended
default, or is named in automa/options.py as settled with one reading; and the automaton rules
the engine calls at fixed moments (§3, §6.8, §9.2), played through the engine's own steps."""
import re
from pathlib import Path

from games.hegemony import flow
from games.hegemony.automa import options
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import AI_CARDS
from games.hegemony.game import Hegemony
from games.hegemony.opening import company, initial_state, worker

GAME = Hegemony()
DIGEST_DEFAULTS = {"A-1": ("narrowing_tie", "random"), "A-3": ("special_first_fails", "continue"),
                   "A-5": ("collapse_row", "both"), "A-7": ("prediction_unchanged", "against"),
                   "A-8": ("other_classes_reading", "descriptive"), "A-11": ("last_operational_scope", "own"),
                   "A-12": ("extra_purchase_stock", "at_least"), "A-17": ("wage_relevel", "next_turn")}


def test_14_3_every_open_question_is_an_option_or_settled_in_the_notes():
    notes = options.__doc__
    for n in range(1, 19):
        key = f"A-{n}"
        if key in DIGEST_DEFAULTS:
            name, default = DIGEST_DEFAULTS[key]
            assert options.DEFAULTS[name] == default
        else:
            assert re.search(rf"\b{key}\b", notes), key


def test_14_3_every_option_is_offered_with_its_default():
    offered = {spec.key: spec.default for spec in GAME.OPTIONS}
    for name, default in options.DEFAULTS.items():
        assert offered[name] == default
    assert GAME.resolve_options({})["round5_reshuffle"] is True
    assert {"hidden_agendas", "crisis_plans", "alternative_events"} <= set(offered)


def test_6_8_3_round_five_reshuffle_at_the_elections_phase():
    state = initial_state("hegemony", 1, 3, {}, 3)
    add_automaton(state, "middle", "simple")
    deck = state["secret"]["ai_middle"]
    state["automata"]["middle"]["discard"], state["secret"]["ai_middle"] = deck[5:], deck[:5]
    state["round"] = 5
    state["flow"]["stack"] = [{"step": "after_main", "role": "working", "free_used": True}, {"step": "elections"}]
    flow.run(state, [])
    assert state["secret"]["ai_middle"][:5] == deck[:5] and len(state["secret"]["ai_middle"]) == 30
    assert state["automata"]["middle"]["discard"] == []


def test_6_8_3_no_reshuffle_before_round_five():
    state = initial_state("hegemony", 1, 3, {}, 3)
    add_automaton(state, "middle", "simple")
    state["automata"]["middle"]["discard"] = ["mc-ai-01"]
    state["flow"]["stack"] = [{"step": "after_main", "role": "working", "free_used": True}, {"step": "elections"}]
    flow.run(state, [])
    assert state["automata"]["middle"]["discard"] == ["mc-ai-01"]


def test_9_2_capitalist_strike_wages_at_the_start_of_production():
    """The struck Supermarket is the Capitalist automaton's only food company: 2 AI cards; an
    influence icon raises it to L3 before the strikes resolve (a strike on L3 is discarded)."""
    state = initial_state("hegemony", 1, 3, {}, 3)
    add_automaton(state, "capitalist", "simple")
    struck = state["private_sector"]["capitalist"][0]
    assert struck["id"] == "c-supermarket-2" and struck["workers"]
    struck["strike"], struck["wage"] = True, 1
    top = state["secret"]["ai_capitalist"][:2]
    state["flow"]["stack"] = [{"step": "after_main", "role": "working", "free_used": True}, {"step": "production"}]
    events = []
    flow.run(state, events)
    icon = any(AI_CARDS[c]["influence_icons"] for c in top)
    assert any(e["kind"] == "wages_raised" for e in events) == icon
    assert any(e["kind"] == "strike_held" and e["company"] == struck["id"] for e in events) == (not icon)
    assert state["secret"]["ai_capitalist"][-2:] == top


def test_3_automaton_seats_hold_no_action_cards():
    state = GAME.setup([{"kind": "automaton"}, {"kind": "bot"}, {"kind": "automaton"}], {}, 5)
    assert state["seats"][0]["hand"] == [] and state["secret"]["actions_working"] == []
    assert state["seats"][1]["hand"] and state["secret"]["actions_middle"]
    assert GAME.view(state, 1)["hand_count"][0] == 0
    from games.hegemony import rounds
    state["round"] = 2
    rounds.preparation(state, {"step": "preparation"})
    assert state["seats"][0]["hand"] == [] and state["seats"][2]["hand"] == []


def test_a_12_extra_purchase_exactly_population():
    from games.engine import Option, Prompt
    from games.hegemony import mainboard
    from games.hegemony.automa import chooser
    state = initial_state("hegemony", 1, 3, {}, 3)
    add_automaton(state, "working", "simple")
    pop = mainboard.population(state, "working")
    state["classes"]["working"]["goods"]["luxury"] = pop
    state["classes"]["working"]["money"] = 500
    state["classes"]["capitalist"]["storage"]["luxury"] = pop + 1
    state["flow"]["stack"].append({"step": "buy_source", "role": "working", "resource": "luxury", "used": ["middle"]})
    prompt = Prompt("hegemony.buy_source", 0, "", (Option("source:capitalist", "", {"source": "capitalist", "n": pop,
                                                                                     "price": 8}), Option("done", "")),
                    {"resource": "luxury"})
    assert chooser.choose(state, "working", prompt) == "source:capitalist"
    state["options"] = {"extra_purchase_stock": "exactly"}
    assert chooser.choose(state, "working", prompt) == "done"


def test_a_17_wages_lowered_to_a_fallen_minimum_at_the_next_turn():
    from games.hegemony.automa import steps
    state = initial_state("hegemony", 1, 3, {}, 3)
    add_automaton(state, "capitalist", "simple")
    state["automata"]["capitalist"]["round"] = 1
    own = state["private_sector"]["capitalist"]
    for e in own:
        e["wage"] = 3
        for w in e["workers"]:
            w["committed"] = False
    state["automata"]["capitalist"]["raised"] = [own[0]["id"]]  # raised for a strike this round
    state["policies"]["2"] = "C"
    steps.start_of_turn(state, "capitalist")
    assert own[0]["wage"] == 3 and all(e["wage"] == 1 for e in own[1:] if e["wage"] is not None)
    for e in own[1:]:
        e["wage"] = 3
    state["options"] = {"wage_relevel": "next_round"}
    steps.start_of_turn(state, "capitalist")
    assert all(e["wage"] == 3 for e in own if e["wage"] is not None)
