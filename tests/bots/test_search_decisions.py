"""Making the search faster changes no decision: a seeded search bounded by iterations, from the
positions the speed benchmark searches (`bench.search_speed`), chooses and weighs exactly the
values recorded here. A change of a rule, of a sampling or of a game's bot knowledge may change
them on purpose: then record them again (print what the search gives now) and say why in the
commit; a change meant only to be faster must leave them as they are."""
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
    ("euphoria", 1, 1, "place:3:cloud_mine", [
        ("place:3:cloud_mine", 7, 0.328156051), ("place:3:farm", 7, 0.327366785),
        ("retrieve", 7, 0.325940123), ("place:3:generator", 7, 0.321822062),
        ("place:3:dig_euphorian", 6, 0.325425297), ("place:3:aquifer", 6, 0.322923445),
    ]),
    ("euphoria", 3, 1, "partner:0", [
        ("partner:0", 0, 0.5),
    ]),
    ("tapestry", 1, 0, "advance:military", [
        ("advance:military", 9, 0.067487166),
        ("advance:exploration", 9, 0.064810708),
        ("advance:technology", 9, 0.062811326),
        ("advance:science", 8, 0.060198247),
        ("income", 5, 0.000934033),
    ]),
    ("tapestry", 2, 0, "advance:exploration", [
        ("advance:exploration", 9, 0.112727323),
        ("advance:technology", 9, 0.108490966),
        ("advance:science", 9, 0.107776958),
        ("advance:military", 8, 0.10897223),
        ("income", 5, 0.056846748),
    ]),
    ("hegemony", 1, 0, "action:political_pressure", [
        ("action:political_pressure", 12, 0.192792568),
        ("action:assign_workers", 11, 0.179484968),
        ("action:propose_bill", 9, 0.171036957),
        ("action:buy_goods", 8, 0.133086579),
    ]),
    ("hegemony", 2, 0, "play:working:need-for-change#2", [
        ("play:working:need-for-change#2", 10, 0.208870309),
        ("card:working:unemployment-benefits#1", 8, 0.180917733),
        ("card:working:need-for-change#2", 8, 0.165336522),
        ("card:working:highlight-social-issues#1", 7, 0.161082506),
        ("play:working:unemployment-benefits#1", 7, 0.154584121),
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
