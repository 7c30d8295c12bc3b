"""Every prompt, option and log line of random games (with the Automa too) has a value for each
of its placeholders, and names instead of ids where the text shows a card, track or resource."""
import random
import re

import pytest
from django.utils import translation

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
            assert text is not None, ev  # else the page shows the bare kind and its facts
            text, derived = text
            params = {k: v for k, v in ev.items() if k not in ("kind", "audience")}
            params.update(derived)
            shown(text, params)


def random_log(kinds, seed):
    """Every event of a random game (the setup's too), with the bots' choices for automaton seats."""
    g, rng = game(), random.Random(seed)
    state = g.setup([{"kind": k} for k in kinds], {}, seed)
    while g.result(state) is None:
        seat = rng.choice(g.to_act(state))
        choice = g.automaton_choice(state, seat) if kinds[seat] == "automaton" else rng.choice(g.prompt(state, seat).options).id
        state, _events = g.apply(state, seat, choice)
    return state["log"]


@pytest.mark.django_db(databases=[])
@pytest.mark.parametrize("kinds,seed", [(["human", "automaton", "automaton"], 5), (["bot"] * 3, 11)])
def test_every_log_line_reads_as_words_in_english_and_czech(kinds, seed):
    """The page's own log lines: a text for every kind, each placeholder filled, names not ids."""
    from tabletop.rendering import _log_line

    seats = {0: "Ann", 1: "Bob", 2: "Cid"}
    log = random_log(kinds, seed)
    for language in ("en", "cs"):
        with translation.override(language):
            for ev in log:
                line = _log_line(game(), ev, seats)
                assert game().event_text(ev) is not None, ev
                assert not PLACEHOLDER.search(line), (language, line)
                assert not set(re.findall(r"\w+", line)) & RAW_IDS, (language, line)


def test_map_hexes_show_terrain_homes_and_owners_not_coordinates():
    """A hex reads as its terrain ("unexplored" until a tile is there), whose home it is and whose
    outposts stand on it; in the solo game the human starts on the 2/4 territory, the Automa on 3/5."""
    from games.tapestry.automa.setup import START_AUTOMA, START_HUMAN, start_hex
    from games.tapestry.board import board_context

    g = game()
    state = g.setup([{"kind": "human"}, {"kind": "automaton"}, {"kind": "automaton"}], {}, 2)
    while not any(ev["kind"] == "solo_start" for ev in state["log"]):  # capital and civilization taken
        seat = g.to_act(state)[0]
        choice = g.automaton_choice(state, seat) if seat else g.prompt(state, seat).options[0].id
        state, _events = g.apply(state, seat, choice)
    hexes = {h["id"]: h for h in board_context(g.view(state, 0))["public"]["map"]["hexes"]}
    assert hexes[start_hex(state, START_HUMAN)]["home_names"] == ["player-1"]
    assert hexes[start_hex(state, START_AUTOMA)]["home_names"] == ["player-2"]
    assert "player-1" in hexes[start_hex(state, START_HUMAN)]["owners"]
    assert {str(h["terrain"]) for h in hexes.values() if h["tile"] is None} == {"unexplored"}
    middle = data.MAPS[state["board"]["map"]]["middle"]
    assert str(hexes[middle]["terrain"]) == "middle island"
    printed = [h for h in hexes.values() if h["tile"] == "printed" and h["id"] != middle]
    assert printed and all(set(str(h["terrain"]).split(", ")) <= {"sea", "forest", "mountain", "desert", "grassland",
                                                                    "wetland", "tropical"} for h in printed)
    assert all(h["id"] not in str(h["terrain"]) for h in hexes.values())


def test_without_the_automa_a_home_is_the_capitals_start():
    from games.tapestry.automa.setup import home_hexes

    g = game()
    state = g.setup([{"kind": "human"}] * 3, {}, 4)
    while any(p["capital"] is None for p in state["players"]):
        seat = g.to_act(state)[0]
        state, _events = g.apply(state, seat, g.prompt(state, seat).options[0].id)
    starts = data.MAPS[state["board"]["map"]]["starts"]
    assert home_hexes(g.view(state, 1)) == {s: starts[p["capital"]] for s, p in enumerate(state["players"])}


def test_the_result_says_why_the_game_ended_in_words():
    from games.tapestry.turn import finish

    state = game().setup([{"kind": "human"}] * 2, {}, 1)
    finish(state)
    assert game().result(state).reason == "every player has finished their fifth era"
