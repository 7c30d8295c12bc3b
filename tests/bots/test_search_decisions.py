"""The search's speed-ups change no decision: a seeded search bounded by iterations, from the
positions the speed benchmark searches (`bench.search_speed`), chooses and weighs exactly what it
did before the engines and the search loop were made faster (values recorded then)."""
import random

import pytest

from bench.search_speed import positions
from bots.search import search
from games.registry import get

ITERATIONS = 40

# (game, position seed, seat to decide, choice, weighed: (option, playouts, mean value))
DECISIONS = [
    ("twilight-struggle", 1, 1, "country:west_germany", [
        ("country:west_germany", 3, 0.413972829), ("country:norway", 3, 0.411382999),
        ("country:canada", 3, 0.411085988), ("country:sweden", 3, 0.408151618),
        ("country:uk", 3, 0.407947266), ("country:benelux", 3, 0.406238709),
        ("country:turkey", 3, 0.402430431), ("country:austria", 3, 0.399461658),
        ("country:finland", 3, 0.398557739), ("country:france", 3, 0.391552926),
        ("country:italy", 3, 0.345911171), ("country:greece", 3, 0.344897369),
        ("country:spain_portugal", 2, 0.337378163), ("country:denmark", 2, 0.291410211),
    ]),
    ("twilight-struggle", 2, 0, "country:romania", [
        ("country:romania", 9, 0.646337299), ("country:finland", 7, 0.585362632),
        ("country:czechoslovakia", 6, 0.549240642), ("country:austria", 6, 0.545019562),
        ("country:east_germany", 6, 0.542905666), ("country:yugoslavia", 6, 0.534921359),
    ]),
    ("euphoria", 1, 0, "artifact:balloons", [
        ("artifact:balloons", 20, 0.327122174), ("artifact:book", 20, 0.326561573),
    ]),
    ("euphoria", 3, 1, "worker:0", [
        ("worker:0", 14, 0.329122098), ("done", 13, 0.315982972), ("all", 13, 0.30203998),
    ]),
    ("tapestry", 1, 0, "advance:exploration", [
        ("advance:exploration", 8, 0.008097183), ("advance:military", 8, 0.007625351),
        ("advance:technology", 8, 0.007075853), ("advance:science", 8, 0.006876577),
        ("income", 8, 0.002049274),
    ]),
    ("tapestry", 2, 0, "income", [
        ("income", 8, 0.006131507), ("advance:science", 8, 0.003706817),
        ("advance:technology", 8, 0.003699392), ("advance:exploration", 8, 0.003686876),
        ("advance:military", 8, 0.003672477),
    ]),
    ("hegemony", 1, 0, "side:against", [
        ("side:against", 22, 0.03877023), ("side:for", 18, 0.014781309),
    ]),
    ("hegemony", 2, 0, "action:strike", [
        ("action:strike", 17, 0.08120025), ("action:propose_bill", 12, 0.022034722),
        ("action:political_pressure", 11, 0.003354972),
    ]),
]


@pytest.mark.parametrize("game_id, seed, seat, option, weighed", DECISIONS,
                         ids=[f"{d[0]}-{d[1]}" for d in DECISIONS])
def test_seeded_search_decides_and_weighs_as_before(game_id, seed, seat, option, weighed):
    game = get(game_id)
    (state, found_seat), = positions(game_id, 1, seed=seed)
    assert found_seat == seat
    decision = search(game, game.view(state, seat), seat, random.Random(7), iterations=ITERATIONS)
    assert decision.option == option
    assert [(o, n, round(v, 9)) for o, n, v in decision.weighed] == weighed
