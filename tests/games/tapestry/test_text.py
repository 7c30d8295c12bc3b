"""Every prompt, option and log line of random games (with the Automa too) has a value for each
of its placeholders, and names instead of ids where the text shows a card, track or resource."""
import random
import re

import pytest

from games.tapestry import data
from games.tapestry.testing import game

PLACEHOLDER = re.compile(r"\{(\w+)\}")
RAW_IDS = (set(data.TAPESTRY_CARDS) | set(data.TECH_CARDS) | set(data.CIVILIZATIONS)
           | set(data.LANDMARKS)) - {"trap"}  # the word in "Play a trap"


def shown(text, params):
    """The English line as the platform would fill it (str() of a Phrase is its English)."""
    missing = set(PLACEHOLDER.findall(text)) - set(params)
    assert not missing, (text, missing)
    return text.format(**{k: str(v) for k, v in params.items()})


@pytest.mark.parametrize("kinds,seed", [(["bot"] * 3, 1), (["bot"] * 4, 2), (["bot", "automaton", "automaton"], 3)])
def test_texts_fill_every_placeholder(kinds, seed):
    g, rng = game(), random.Random(seed)
    state = g.setup([{"kind": k} for k in kinds], {}, seed)
    while g.result(state) is None:
        seat = rng.choice(g.to_act(state))
        prompt = g.prompt(state, seat)
        shown(prompt.text, g.display_params(prompt.params))
        for option in prompt.options:
            line = shown(option.text, g.display_params(option.params))
            assert not set(line.split()) & RAW_IDS, line
        choice = g.automaton_choice(state, seat) if kinds[seat] == "automaton" else rng.choice(prompt.options).id
        state, events = g.apply(state, seat, choice)
        for ev in events:
            text = g.event_text(ev)
            if text is None:
                continue
            text, derived = text
            params = {k: v for k, v in ev.items() if k not in ("kind", "audience")}
            params.update(derived)
            shown(text, params)
