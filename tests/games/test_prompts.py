"""What random play of each game shows as prompts:

* no two options of one prompt read the same: a player could not tell the buttons apart (two
  "Place a 4 on Subterra construction site 2" that build different markets); checked on the
  option texts as shown (text filled from `display_params`);
* a table never waits for a click that decides nothing: with `Game.AUTO_FORCED`, no seat is
  left owing a prompt of a single option unless the prompt says why it waits (`Prompt.wait`)."""
import random
import string

import pytest

from games import registry
from games.playout import random_play

# (game, seats, options, seeds, decisions per game)
PLAYS = [
    ("twilight-struggle", 2, {}, range(3), 4000),
    ("euphoria", 2, {}, range(2), 1500),
    ("euphoria", 4, {"turn_limit": 200}, range(2), 1500),
    ("euphoria", 6, {"turn_limit": 200}, range(1), 1500),
    ("nucleum", 3, {}, range(1), 1500),
    ("nucleum", 4, {"expansion": "parliament"}, range(1), 1500),
]


class _Kept(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def shown(game, text: str, params: dict) -> str:
    """An option's text as a page shows it (in English): the game's display names filled in."""
    values = {k: v if isinstance(v, (int, float)) else str(v) for k, v in game.display_params(params).items()}
    return string.Formatter().vformat(text, (), _Kept(values))


@pytest.mark.parametrize("game_id,seats,options,seeds,limit", PLAYS,
                         ids=[f"{p[0]}-{p[1]}{'-' + p[2]['expansion'] if 'expansion' in p[2] else ''}" for p in PLAYS])
def test_option_texts_of_a_prompt_are_distinct(game_id, seats, options, seeds, limit):
    game = registry.get(game_id)
    for seed in seeds:
        state = game.setup([{"kind": "bot"}] * seats, options, seed)
        for decision in random_play(game, state, random.Random(seed), limit):
            texts = [shown(game, o.text, o.params) for o in decision.prompt.options]
            same = sorted({t for t in texts if texts.count(t) > 1})
            assert not same, (decision.prompt.id, same, decision.prompt.ids())


def test_euphoria_sites_of_two_markets_read_differently():
    """The Subterra region has two markets: their construction sites 2 are told apart."""
    game = registry.get("euphoria")
    one = shown(game, "Place a {value} on {space}", {"value": 4, "space": "subterra_1_site_2"})
    two = shown(game, "Place a {value} on {space}", {"value": 4, "space": "subterra_2_site_2"})
    assert one == "Place a 4 on Subterra market 1, construction site 2" and one != two


@pytest.mark.parametrize("game_id,seats,options,seeds,limit", PLAYS,
                         ids=[f"{p[0]}-{p[1]}{'-' + p[2]['expansion'] if 'expansion' in p[2] else ''}" for p in PLAYS])
def test_no_seat_waits_on_a_single_option(game_id, seats, options, seeds, limit):
    game = registry.get(game_id)
    assert game.AUTO_FORCED
    for seed in seeds:
        state = game.setup([{"kind": "bot"}] * seats, options, seed)
        positions = [state] + [d.after for d in random_play(game, state, random.Random(seed), limit)]
        for position in positions:
            for seat in game.to_act(position):
                prompt = game.prompt(position, seat)
                assert len(prompt.options) > 1 or prompt.wait, (prompt.id, prompt.ids())
