"""One test per market tile: its penalty binds a player without a star on it, through real play.

Where a penalty forbids something, the test also shows it allowed once the player has a star on
the tile (or before the tile is built), so the test fails if the penalty were missing.
"""
import pytest

from games.euphoria import data, hooks
from tests.games.euphoria.test_recruits_support import dice, goods, options, play, scenario


def built(tile, stars=(), slot="euphoria_1"):
    return {slot: (tile, list(stars))}


def test_market_laboratory_of_selective_genetics():
    """With 2 workers and no star on the Laboratory, the tank gives no worker (its -2 knowledge stays)."""
    for stars, expected in (([], 2), ([0], 3)):
        state = scenario(goods={0: {"energy": 3}}, knowledge={0: 5},
                         built=built("laboratory_of_selective_genetics", stars))
        state = play(state, "place:1:tank_energy")
        assert len(state["players"][0]["workers"]) == expected
        assert state["players"][0]["knowledge"] == 3


def test_market_spa_of_fleeting_pleasure():
    """Bumping one's own worker is refused without a star on the Spa."""
    workers = {0: [(2, "dig_euphorian"), 4]}
    goods_ = {0: {"energy": 2}}
    free = scenario(workers=workers, goods=goods_)
    assert "place:4:dig_euphorian" in options(free)
    bound = scenario(workers=workers, goods=goods_, built=built("spa_of_fleeting_pleasure"))
    assert "place:4:dig_euphorian" not in options(bound)
    assert "place:4:dig_subterran" not in options(bound)  # no water: the filter is not the reason
    assert "place:4:generator" in options(bound)


def test_market_courthouse_of_hasty_judgement():
    """A pair no longer pays at an artifact market; 3 cards still do."""
    pair = {0: ["book", "book"]}
    assert "place:1:incinerator_of_historical_accuracy" in options(scenario(hand=pair))
    tile = built("courthouse_of_hasty_judgement", slot="subterra_1")
    assert "place:1:incinerator_of_historical_accuracy" not in options(scenario(hand=pair, built=tile))
    three = {0: ["book", "book", "teddy_bear"]}
    assert "place:1:incinerator_of_historical_accuracy" in options(scenario(hand=three, built=tile))


def test_market_plaza_of_immortalized_humility():
    """A built market lacking the player's star cannot be used; with a star on it, it can."""
    plaza = {"euphoria_1": ("plaza_of_immortalized_humility", [1]),
             "euphoria_2": ("apothecary_of_productive_dreams", [1])}
    rich = {0: {"bliss": 4, "gold": 1, "water": 4, "clay": 1}}
    assert "place:1:euphoria_2" not in options(scenario(goods=rich, built=plaza))
    assert "place:1:euphoria_1" not in options(scenario(goods=rich, built=plaza))
    plaza["euphoria_2"] = ("apothecary_of_productive_dreams", [0, 1])
    assert "place:1:euphoria_2" in options(scenario(goods=rich, built=plaza))


def test_market_fountain_of_wishful_thinking():
    """Doubles: the second die of the pair is offered only without the Fountain penalty."""
    free = play(scenario(workers={0: [3, 3]}), "place:3:generator")
    assert "place:3:aquifer" in options(free, 0)
    bound = play(scenario(workers={0: [3, 3]}, built=built("fountain_of_wishful_thinking")),
                 "place:3:generator")
    assert bound["flow"]["active"] == 1  # the turn ended after one worker


def test_market_lounge_of_opulent_frugality():
    """A construction where another player already works is closed to the bound player."""
    workers = {0: [1, 2], 1: [(4, "euphoria_2_site_2"), 5]}
    rich = {0: {"gold": 1, "stone": 1}}
    assert "place:1:euphoria_2_site_1" in options(scenario(workers=workers, goods=rich))
    bound = scenario(workers=workers, goods=rich, built=built("lounge_of_opulent_frugality", slot="subterra_1"))
    assert "place:1:euphoria_2_site_1" not in options(bound)
    assert "place:1:euphoria_1_site_2" in options(bound)  # an empty construction is still open


def test_market_academy_of_mandatory_equality():
    """Recruit abilities do nothing: Katy gives no food at the Generator."""
    katy = {0: ["katy_the_dietician"]}
    assert goods(play(scenario(recruits=katy), "place:1:generator"), 0).get("food") == 1
    bound = scenario(recruits=katy, built=built("academy_of_mandatory_equality"))
    assert "food" not in goods(play(bound, "place:1:generator"), 0)


def test_market_cafeteria_of_nameless_meat():
    """Free retrieval costs 2 morale instead of 1."""
    for tile, expected in ((None, 4), ("cafeteria_of_nameless_meat", 3)):
        state = scenario(workers={0: [(2, "generator"), 3]}, morale={0: 5},
                         built=built(tile) if tile else None)
        state = play(state, "retrieve", "all")
        assert state["players"][0]["morale"] == expected


def test_market_apothecary_of_productive_dreams():
    """No placement anywhere in Icarus."""
    assert "place:1:cloud_mine" in options(scenario())
    bound = options(scenario(goods={0: {"bliss": 1, "food": 1}}, built=built("apothecary_of_productive_dreams")))
    assert not [o for o in bound if o.split(":")[-1] in ("cloud_mine", "breeze_bar", "sky_lounge")]
    assert "place:1:generator" in bound


def test_market_theater_of_revelatory_propaganda():
    """Each star placed costs a knowledge step."""
    for tile, expected in ((None, 3), ("theater_of_revelatory_propaganda", 4)):
        state = scenario(hand={0: ["book", "book"]}, built=built(tile, slot="subterra_1") if tile else None)
        state = play(state, "place:1:incinerator_of_historical_accuracy", "pay:book=2")
        assert state["players"][0]["stars"] == 1
        assert state["players"][0]["knowledge"] == expected


def test_market_registry_of_personal_secrets():
    """The tier-1 bonus energy at the Generator is withheld."""
    position = dict(recruits={0: ["gary_the_electrician"]}, allegiance={"euphorian": 2})
    assert goods(play(scenario(**position), "place:1:generator"), 0)["energy"] == 2
    bound = scenario(**position, built=built("registry_of_personal_secrets", slot="subterra_1"))
    assert goods(play(bound, "place:1:generator"), 0)["energy"] == 1


def test_market_arena_of_peaceful_conflict():
    """A second own worker on a commodity area is refused."""
    workers = {0: [(2, "generator"), 3]}
    assert "place:3:generator" in options(scenario(workers=workers))
    bound = options(scenario(workers=workers, built=built("arena_of_peaceful_conflict")))
    assert "place:3:generator" not in bound and "place:3:farm" in bound


ROLL_TILES = {1: "disassemble_a_teddy_bear_shop", 2: "clinic_of_blind_hindsight", 3: "bemusement_park",
              4: "friendly_local_game_bonfire", 5: "stadium_of_guaranteed_home_runs",
              6: "center_for_reduced_literacy"}


def _retrieve_rolling(tile, face, other, monkeypatch, held):
    state = scenario(workers={0: [(1, "generator"), (1, "farm")]}, goods={0: held},
                     built=built(tile) if tile else None)
    dice(monkeypatch, face, other)
    state = play(state, "retrieve", "all")
    # With food in hand there are two ways to retrieve; without, the free one plays itself.
    return play(state, "row:free") if "row:free" in options(state) else state


@pytest.mark.parametrize("face", sorted(ROLL_TILES), ids=[ROLL_TILES[f] for f in sorted(ROLL_TILES)])
def test_market_roll_penalty_costs_a_good_per_die(face, monkeypatch):
    """Each rolled die showing the tile's number costs a good; the other die costs nothing."""
    other = 1 if face != 1 else 2
    tile = ROLL_TILES[face]
    assert goods(_retrieve_rolling(None, face, other, monkeypatch, {"stone": 3}), 0) == {"stone": 3}
    assert goods(_retrieve_rolling(tile, face, other, monkeypatch, {"stone": 3}), 0) == {"stone": 2}
    assert goods(_retrieve_rolling(tile, face, face, monkeypatch, {"stone": 3}), 0) == {"stone": 1}


def test_market_roll_penalty_lets_the_owner_choose(monkeypatch):
    """With several kinds of goods the player picks what to lose; with none nothing is lost."""
    state = _retrieve_rolling("friendly_local_game_bonfire", 4, 2, monkeypatch, {"food": 1, "gold": 1})
    assert set(options(state, 0)) == {"good:food", "good:gold"}
    state = play(state, (0, "good:gold"))
    assert goods(state, 0) == {"food": 1}
    assert goods(_retrieve_rolling("friendly_local_game_bonfire", 4, 4, monkeypatch, {}), 0) == {}


def test_market_star_on_the_tile_lifts_the_penalty():
    """A star placed on the tile through the region's artifact market ends the penalty (L353)."""
    state = scenario(hand={0: ["book", "book"]}, built=built("arena_of_peaceful_conflict"),
                     workers={0: [1, (2, "generator")]})
    assert "place:1:generator" not in options(state)
    state = play(state, "place:1:incinerator_of_historical_accuracy", "pay:book=2", "market:euphoria_1")
    assert state["board"]["markets"]["euphoria_1"]["stars"] == [0]
    assert hooks.PENALTIES["arena_of_peaceful_conflict"] not in hooks.in_force(state, 0)


def test_every_market_has_a_penalty_and_a_test():
    """All 18 tiles of the data carry a penalty, and this module names a test after each."""
    assert sorted(hooks.PENALTIES) == sorted(data.MARKETS) and len(data.MARKETS) == 18
    tests = {name for name in globals() if name.startswith("test_market_")}
    tests |= {f"test_market_{tile}" for tile in ROLL_TILES.values()}  # the parametrized roll test
    untested = [m for m in data.MARKETS if f"test_market_{m}" not in tests]
    assert untested == []


def test_market_stadium_of_guaranteed_home_runs_penalises_a_rolled_5():
    """The rulebook names no faces ("several markets take goods when you roll certain numbers",
    L383); the six roll tiles each take one face, so the Stadium (bat) takes the 5 that no other
    tile takes (the Bonfire takes the 4), as its card text says. Recorded choice: 5, not 4."""
    faces = {tile: data.MARKETS[tile].penalty["face"] for tile in ROLL_TILES.values()}
    assert faces["stadium_of_guaranteed_home_runs"] == 5
    assert sorted(faces.values()) == [1, 2, 3, 4, 5, 6]
    assert "showing 5" in data.MARKETS["stadium_of_guaranteed_home_runs"].text
