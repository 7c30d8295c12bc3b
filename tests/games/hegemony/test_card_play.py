"""Playing an action card for its effect as the Main Action (rulebook: Action Phase, Playing a
Turn and Card Requirements): offered beside the discard, the card goes to the discard pile, the
effect runs, and the turn goes on as after a Basic Action."""
import pytest

from games.hegemony import effects
from games.hegemony.game import Hegemony

GAME = Hegemony()
WC, CC = 0, 1


def new(n=2, seed=1):
    return GAME.setup([{"kind": "human"}] * n, {}, seed)


def with_hand(state, seat, *cards):
    state["seats"][seat]["hand"] = list(cards)
    return state


def recorder(calls):
    def run(state, role):
        calls.append(role)
        state["classes"][role]["vp"] += 1
        return [{"kind": "test_effect", "audience": "all"}]
    return run


def test_a_playable_card_is_offered_for_its_effect_and_for_a_basic_action(monkeypatch):
    monkeypatch.setitem(effects.EFFECTS, "working:fake-news", recorder([]))
    state = with_hand(new(), WC, "working:fake-news#1", "working:need-for-change#1")
    ids = GAME.prompt(state, WC).ids()
    assert "play:working:fake-news#1" in ids and "card:working:fake-news#1" in ids
    assert "card:working:need-for-change#1" in ids


def test_playing_a_card_discards_it_runs_its_effect_and_leaves_the_free_action(monkeypatch):
    calls = []
    monkeypatch.setitem(effects.EFFECTS, "working:fake-news", recorder(calls))
    state = with_hand(new(), WC, "working:fake-news#1", "working:need-for-change#1")
    state["classes"]["working"]["goods"]["luxury"] = 10  # Use Luxury is possible
    state, events = GAME.apply(state, WC, "play:working:fake-news#1")
    assert calls == ["working"] and state["classes"]["working"]["vp"] == 1
    assert state["seats"][WC]["hand"] == ["working:need-for-change#1"]
    assert state["discards"]["working"] == ["working:fake-news#1"]
    assert [e["kind"] for e in events][:2] == ["card_played", "test_effect"]
    prompt = GAME.prompt(state, WC)
    assert prompt.id == "hegemony.free_action" and set(prompt.ids()) == {"free:use_luxury", "done"}


def test_a_card_whose_requirement_is_not_met_is_only_discarded(monkeypatch):
    """Card Requirements: Healthcare Benefits needs 4B or 4C in effect."""
    monkeypatch.setitem(effects.EFFECTS, "working:healthcare-benefits", recorder([]))
    state = with_hand(new(), WC, "working:healthcare-benefits#1")
    state["policies"]["4"] = "A"
    assert GAME.prompt(state, WC).ids()[0] == "card:working:healthcare-benefits#1"
    assert "play:working:healthcare-benefits#1" not in GAME.prompt(state, WC).ids()
    state["policies"]["4"] = "B"
    assert "play:working:healthcare-benefits#1" in GAME.prompt(state, WC).ids()


def test_a_free_action_taken_first_is_not_offered_again_after_the_effect(monkeypatch):
    monkeypatch.setitem(effects.EFFECTS, "working:fake-news", recorder([]))
    state = with_hand(new(), WC, "working:fake-news#1")
    state["classes"]["working"].update(loans=1, money=60)
    state["classes"]["working"]["goods"]["luxury"] = 10
    state = GAME.apply(state, WC, "free:pay_loan")[0]
    state, events = GAME.apply(state, WC, "play:working:fake-news#1")
    assert events[-1]["kind"] == "turn_ended" and GAME.to_act(state) == [CC]  # only "done" was left


def test_an_effect_not_implemented_raises_naming_the_card(monkeypatch):
    monkeypatch.delitem(effects.EFFECTS, "working:affordable-housing", raising=False)
    state = new()
    with pytest.raises(NotImplementedError, match="Affordable Housing"):
        effects.play(state, "working", "working:affordable-housing#1")
    assert "working:affordable-housing" in effects.missing()


@pytest.mark.parametrize("automata,mode,seed", [(("working",), "simple", 3), (("middle", "capitalist"), "advanced", 4)])
def test_automata_play_no_action_cards_and_answer_what_cards_ask(automata, mode, seed):
    """Automaton seats take their turns from AI cards, never from a hand; the prompts a human's
    card effect brings them (a vote's side, the Influence spent) they answer by their own rules."""
    import random

    roles = ["working", "middle", "capitalist"]
    state = GAME.setup([{"kind": "automaton" if r in automata else "human"} for r in roles], {"automa_mode": mode}, seed)
    rng = random.Random(seed)
    while GAME.result(state) is None:
        seat = rng.choice(GAME.to_act(state))
        if state["roles"][seat] in automata:
            option = GAME.automaton_choice(state, seat)
        else:
            options = GAME.prompt(state, seat).ids()
            cards = [o for o in options if o.startswith("play:")]
            option = rng.choice(cards or options)
        state = GAME.apply(state, seat, option)[0]
    played = {e["role"] for e in state["log"] if e["kind"] == "card_played"}
    assert played and not played & set(automata)
