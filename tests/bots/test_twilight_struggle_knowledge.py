"""What the Twilight Struggle search bot knows by rule: the held-card rule (a scoring card held at
the turn's end loses the game, the default) makes it play its scoring cards once it has no more
action rounds than scoring cards."""
import random

from bots.knowledge import knowledge_for
from bots.search import search
from games.registry import get
from games.twilight_struggle import hooks
from games.twilight_struggle.text import END_REASONS_SHORT

TS = get("twilight-struggle")
KNOWLEDGE = knowledge_for("twilight-struggle")


def at_play_card(seed=3):
    state = TS.setup([{"kind": "human"}, {"kind": "human"}], {}, seed)
    rng = random.Random(seed)
    while True:
        seat = TS.to_act(state)[0]
        prompt = TS.prompt(state, seat)
        if prompt.id == "ts.play_card" and seat == 0:
            return state, prompt
        state, _events = TS.apply(state, seat, rng.choice(prompt.options).id)


def test_the_last_rounds_hold_no_scoring_card():
    state, prompt = at_play_card()
    hand = state["seats"][0]["hand"]
    hand[:] = ["asia_scoring", "europe_scoring"] + [c for c in hand if "scoring" not in c][:4]
    last = hooks.action_rounds(state, "ussr")
    view = TS.view(state, 0)
    options = [f"card:{c}" for c in hand]
    view["prompt"]["params"]["round"] = last - 1  # two rounds left, two scoring cards: play one now
    assert sorted(KNOWLEDGE.root_options(TS, view, options)) == ["card:asia_scoring", "card:europe_scoring"]
    view["prompt"]["params"]["round"] = 1  # plenty of rounds: everything stays open
    assert KNOWLEDGE.root_options(TS, view, options) == options


def test_a_playout_plays_the_scoring_card_that_is_due():
    state, prompt = at_play_card(seed=5)
    hand = state["seats"][0]["hand"]
    hand[:] = ["middle_east_scoring"] + [c for c in hand if "scoring" not in c][:3]
    state["flow"]["stack"][-1]["round"] = hooks.action_rounds(state, "ussr")  # the turn's last round
    prompt = TS.prompt(state, 0)
    assert KNOWLEDGE.playout_choice(TS, state, 0, prompt, random.Random(1)) == "card:middle_east_scoring"


def test_each_game_gets_its_own_knowledge_whatever_was_imported_first():
    """A process that imported one game's bot module first still finds every other game's."""
    import importlib
    import sys

    from bots import knowledge

    saved, module = dict(knowledge._REGISTRY), sys.modules.pop("bots.twilight_struggle")
    try:
        knowledge._REGISTRY.clear()
        importlib.reload(importlib.import_module("bots.euphoria"))  # the only one loaded so far
        assert type(knowledge.knowledge_for("twilight-struggle")).__name__ == "TwilightStruggleKnowledge"
    finally:
        sys.modules["bots.twilight_struggle"] = module
        knowledge._REGISTRY.clear()
        knowledge._REGISTRY.update(saved)


def cia_created_at_defcon_2(seed=3):
    """The USSR plays CIA Created for its Ops at DEFCON 2; the event lets the US conduct 1 Op in
    the USSR's action round, with a battleground (Panama) it could coup."""
    state, _prompt = at_play_card(seed)
    hand = state["seats"][0]["hand"]
    for place in (state["secret"]["deck"], state["seats"][1]["hand"], state["discard"]):
        if "cia_created" in place:
            place.remove("cia_created")
    if "cia_created" not in hand:
        hand[0] = "cia_created"
    state["board"]["defcon"] = 2
    state["board"]["influence"]["panama"]["ussr"] = 2
    state, _events = TS.apply(state, 0, "card:cia_created")
    state, _events = TS.apply(state, 0, "mode:influence")
    state, _events = TS.apply(state, 0, "order:event_first")
    return state


def test_a_playout_coups_when_defcon_1_would_fall_on_the_other_side():
    # DEFCON 1 loses for the phasing side (rule 8.1.5, digest: even when its opponent's event
    # caused it): the US coups in the USSR's round, and a playout that shied from every coup at
    # DEFCON 2 made the search blind to the trap (seen in a strong-against-normal tournament).
    state = cia_created_at_defcon_2()
    prompt = TS.prompt(state, 1)
    assert prompt.id == "ts.choose_option" and "choice:coup" in prompt.ids()
    picks = [KNOWLEDGE.playout_choice(TS, state, 1, prompt, random.Random(k)) for k in range(40)]
    assert picks.count("choice:coup") >= 38
    assert KNOWLEDGE.weight(state, 1, "ts.coup", "country:panama") > 100  # a battleground: DEFCON 1
    state, _events = TS.apply(state, 1, "choice:coup")  # Panama, the only target, at once
    assert TS.result(state).reason == END_REASONS_SHORT["defcon1"] and TS.result(state).winners == (1,)


def test_a_playout_still_shuns_its_own_battleground_coup_at_defcon_2():
    state, prompt = at_play_card(seed=3)
    state["board"]["defcon"] = 2
    assert KNOWLEDGE.weight(state, 0, "ts.card_mode", "mode:coup") < 0.1
    assert KNOWLEDGE.weight(state, 0, "ts.coup", "country:panama") < 0.1
    state["board"]["defcon"] = 3
    assert KNOWLEDGE.weight(state, 0, "ts.coup", "country:panama") > 1


def test_the_search_sees_the_trap_of_holding_a_us_card_at_defcon_2():
    # Five Year Plan and CIA Created left in the USSR's hand at DEFCON 2: either one fires CIA
    # Created (the plan discards the other card at random), whose US Op may coup Panama and end
    # the game on the USSR. With playouts that never took that coup, the search rated playing
    # CIA Created 0.56 here.
    state, _prompt = at_play_card(seed=3)
    hand = state["seats"][0]["hand"]
    for card in ("cia_created", "five_year_plan"):
        for place in (state["secret"]["deck"], state["seats"][1]["hand"], state["discard"], state["removed"]):
            if card in place:
                place.remove(card)
    state["secret"]["deck"].extend(c for c in hand if c not in ("cia_created", "five_year_plan"))
    hand[:] = ["five_year_plan", "cia_created"]
    state["board"]["defcon"] = 2
    state["board"]["influence"]["panama"]["ussr"] = 2
    decision = search(TS, TS.view(state, 0), 0, random.Random(1), iterations=400)
    weighed = {option: value for option, _n, value in decision.weighed}
    assert weighed["card:cia_created"] < 0.3 and decision.option != "card:cia_created"
