"""What the Twilight Struggle search bot knows by rule: the held-card rule (a scoring card held at
the turn's end loses the game, the default) makes it play its scoring cards once it has no more
action rounds than scoring cards."""
import random

from bots.knowledge import knowledge_for
from games.registry import get
from games.twilight_struggle import hooks

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
