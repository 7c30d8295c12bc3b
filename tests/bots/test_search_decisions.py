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
    ("hegemony", 1, 0, "action:political_pressure", [
        ("action:political_pressure", 11, 0.07733571), ("action:propose_bill", 10, 0.085563369),
        ("action:assign_workers", 10, 0.059815628), ("action:buy_goods", 9, 0.06269612),
    ]),
    ("hegemony", 2, 0, "play:working:need-for-change#2", [
        ("play:working:need-for-change#2", 10, 0.113070814),
        ("card:working:highlight-social-issues#1", 8, 0.075269756),
        ("play:working:unemployment-benefits#1", 8, 0.069005292),
        ("card:working:need-for-change#2", 7, 0.059876836),
        ("card:working:unemployment-benefits#1", 7, 0.026319828),
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
