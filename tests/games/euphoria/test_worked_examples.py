"""Every worked example of the seed (digest section 8, TC-01..TC-23), one test each, named after it.

Positions are built with games.euphoria.testing; seats hold no recruit unless the example needs
one, so no ability interferes. Dice are scripted with `dice(...)`.
"""
import pytest

from games.euphoria import data
from games.euphoria.testing import (add_worker, build_market, dice, game, game_at, give, give_cards,
                                    options, place_tile, plain_recruits, play, refused, set_recruits,
                                    set_workers)

INERT = {  # recruits whose abilities do not touch the examples that use them
    "euphorian": "ray_the_foreman",
    "subterran": "maggie_the_outlaw",
    "wastelander": "jonathan_the_artist",
    "icarite": "gidget_the_hypnotist",
}


def position(n=4, active=0):
    return plain_recruits(game_at(n, active=active))


def at(state, seat):
    return sorted(w["value"] for w in state["players"][seat]["workers"] if w["at"] is None)


def test_tc_01__territory_setup():
    """TC-01 (L130): with 4 players each territory has 2 blocked and 4 open spaces; open = N."""
    for n in range(2, 7):
        state = game_at(n)
        for region, cells in state["board"]["territories"].items():
            assert cells.count(None) == n and cells.count("blocked") == 6 - n, (n, region)


def test_tc_02__retrieval_cost_is_flat():
    """TC-02 (L166): retrieving 1 or all 4 workers costs the same single food, +2 morale,
    and only the retrieved dice are rolled."""
    for picks in (["worker:0", "done"], ["all"]):
        state = position()
        set_workers(state, 0, [1, 2, 3, 4], ["generator", "farm", "aquifer", "cloud_mine"])
        give(state, 0, food=1)
        with dice(1, 1, 1, 1):
            state = play(state, 0, "retrieve", *picks, "row:food")
        p = state["players"][0]
        assert p["goods"]["food"] == 0 and p["morale"] == 3
        returned = [w for w in p["workers"] if w["at"] is None]
        assert len(returned) == (1 if picks[0] == "worker:0" else 4)
        assert all(w["value"] == 1 for w in returned)
        assert all(w["value"] != 1 for w in p["workers"] if w["at"] is not None)


def test_tc_03__free_retrieval_at_the_morale_floor():
    """TC-03 (L168, L220): free retrieval at the lowest morale is legal; morale stays at 1."""
    state = position()
    set_workers(state, 0, [3], ["farm"])
    assert state["players"][0]["morale"] == 1
    with dice(2):
        state = play(state, 0, "retrieve", "all")
    assert state["players"][0]["morale"] == 1
    assert at(state, 0) == [2]


def test_tc_04__bump_space_with_a_cost():
    """TC-04 (L182): placing on the Euphorian tunnel bumps Q's worker (Q rolls and checks),
    then P pays 1 energy and takes one of gold or an artifact; without energy it is illegal."""
    state = position()
    set_workers(state, 0, [3, 5])
    set_workers(state, 1, [2, 6], ["dig_euphorian", None])
    give(state, 0, energy=1)
    with dice(4):  # Q's one-option "Roll" is played by the engine: no wait for Q
        state = play(state, 0, "place:3:dig_euphorian")
    assert at(state, 1) == [4, 6]
    assert any(e["kind"] == "rolled" and e["seat"] == 1 for e in state["log"])
    assert state["players"][0]["goods"]["energy"] == 0
    assert set(options(state, 0)) == {"resource:gold", "artifact"}
    state = play(state, 0, "resource:gold")
    assert state["players"][0]["goods"]["gold"] == 1
    assert state["board"]["miners"]["euphorian"] == 1

    poor = position()
    set_workers(poor, 0, [3, 5])
    assert "place:3:dig_euphorian" not in options(poor, 0)
    assert refused(poor, 0, "place:3:dig_euphorian")


def test_tc_05__knowledge_loss():
    """TC-05 (L248): 5 available, two retrieved rolling 3 and 5, knowledge 3: 16 loses one 5."""
    state = position()
    set_workers(state, 0, [5, 1, 1], [None, "farm", "generator"])
    assert state["players"][0]["knowledge"] == 3
    with dice(3, 5):
        state = play(state, 0, "retrieve", "all")
    assert at(state, 0) == [3, 5]
    assert len(state["players"][0]["workers"]) == 2


def test_tc_06__doubles():
    """TC-06 (L160): with 4, 4, 2 the first 4 goes to the tank, the new worker rolls 4; the
    other original 4 may still be placed, the new 4 may not."""
    state = position()
    set_workers(state, 0, [4, 4, 2])
    give(state, 0, energy=3)
    with dice(4):
        state = play(state, 0, "place:4:tank_energy")
    assert len(state["players"][0]["workers"]) == 4 and at(state, 0) == [2, 4, 4]
    assert state["players"][0]["knowledge"] == 1
    ids = options(state, 0)
    assert "place:4:generator" in ids and "done" in ids and not any(i.startswith("place:2") for i in ids)
    state = play(state, 0, "place:4:generator")
    assert game().to_act(state) == [1]  # no 4 left from the start of the turn: the turn is over
    new = [w for w in state["players"][0]["workers"] if w["at"] is None]
    assert sorted(w["value"] for w in new) == [2, 4]


def test_tc_07__generator_bands():
    """TC-07 (L282): T = 6 gives 1 energy and -1 knowledge; later T = 11 gives 2 energy and +1
    knowledge, plus 1 with an active Euphorian recruit at tier 1."""
    state = position()
    add_worker(state, 2, 4, "generator")
    set_workers(state, 0, [2])
    state = play(state, 0, "place:2:generator")
    assert state["players"][0]["goods"]["energy"] == 1 and state["players"][0]["knowledge"] == 2
    state["board"]["allegiance"]["euphorian"] = 2
    set_recruits(state, 1, [INERT["euphorian"]])
    set_workers(state, 1, [5])
    from games.euphoria.testing import start_turn
    state = start_turn(state, 1)
    state = play(state, 1, "place:5:generator")
    assert state["players"][1]["goods"]["energy"] == 3 and state["players"][1]["knowledge"] == 4


def test_tc_08__tier_1_timing():
    """TC-08 (L298): the point that moves Euphorians to 2 gives no bonus; the next use does."""
    state = position()
    set_recruits(state, 0, [INERT["euphorian"]])
    state["board"]["allegiance"]["euphorian"] = 1
    set_workers(state, 0, [3, 1])
    state = play(state, 0, "place:3:generator")
    assert state["players"][0]["goods"]["energy"] == 1
    assert state["board"]["allegiance"]["euphorian"] == 2
    from games.euphoria.testing import start_turn
    state = start_turn(state, 0)
    state = play(state, 0, "place:1:generator")  # T = 4: band 1-4 again, now with the bonus
    assert state["players"][0]["goods"]["energy"] == 3


def test_tc_09__artifact_pair():
    """TC-09 (L355): two books pay an artifact market (asked even as the one way: the hand is
    secret); with book, book, bear both {book, book} and {book, book, bear} are offered."""
    state = position()
    set_workers(state, 0, [3])
    give_cards(state, 0, "book", "book")
    state = play(state, 0, "place:3:free_press_of_harsh_reality")
    assert options(state, 0) == ["pay:book=2"]
    state = play(state, 0, "pay:book=2")
    assert state["seats"][0]["artifacts"] == []
    assert state["board"]["artifact_discard"] == ["book", "book"]

    state = position()
    set_workers(state, 0, [3])
    give_cards(state, 0, "book", "book", "teddy_bear")
    state = play(state, 0, "place:3:free_press_of_harsh_reality")
    assert set(options(state, 0)) == {"pay:book=2", "pay:book=2,teddy_bear=1"}


def test_tc_10__free_press():
    """TC-10 (L357): the Free Press gives +1 Subterran and a star in Subterra's territory or on
    the built Subterra market without P's star; a star there lifts its penalty."""
    state = position()
    build_market(state, "subterra_1", "spa_of_fleeting_pleasure", stars_of=[1])
    set_workers(state, 0, [3, 2], [None, "dig_subterran"])
    give_cards(state, 0, "book", "bifocals", "balloons")
    give(state, 0, water=1)
    assert "place:3:dig_subterran" not in options(state, 0)  # the Spa: no bumping oneself
    state = play(state, 0, "place:3:free_press_of_harsh_reality", "pay:balloons=1,bifocals=1,book=1")
    assert set(options(state, 0)) == {"territory:subterra", "market:subterra_1"}
    state = play(state, 0, "market:subterra_1")
    assert state["board"]["allegiance"]["subterran"] == 1
    assert 0 in state["board"]["markets"]["subterra_1"]["stars"]
    assert "place:2:dig_subterran" not in options(state, 0)
    assert state["players"][0]["stars"] == 1
    from games.euphoria.testing import start_turn
    state = start_turn(state, 0)
    set_workers(state, 0, [5, 2], [None, "dig_subterran"])
    assert "place:5:dig_subterran" in options(state, 0)  # the star lifted the Spa's penalty


def test_tc_11__using_the_spa():
    """TC-11 (L368): the Spa in Subterra costs 4 water + 1 artifact and gives a Subterra
    territory star and +1 Subterran; nothing goes on the tile."""
    state = position()
    build_market(state, "subterra_2", "spa_of_fleeting_pleasure", stars_of=[0])
    set_workers(state, 0, [3])
    give(state, 0, water=5)
    give_cards(state, 0, "book")
    state = play(state, 0, "place:3:subterra_2")
    p = state["players"][0]
    assert p["goods"]["water"] == 1 and state["seats"][0]["artifacts"] == []
    assert state["board"]["territories"]["subterra"].count(0) == 1
    assert state["board"]["allegiance"]["subterran"] == 1
    assert state["board"]["markets"]["subterra_2"]["stars"] == [0] and p["stars"] == 2


def test_tc_12__full_territory():
    """TC-12 (L370, L361): with Subterra's territory full, using a built market or the Free Press
    costs as usual, places no star, and still gives +1 Subterran."""
    state = position()
    state["board"]["territories"]["subterra"] = [2, 2, 3, 3, "blocked", "blocked"]
    build_market(state, "subterra_1", "fountain_of_wishful_thinking", stars_of=[0])
    set_workers(state, 0, [3])
    give(state, 0, water=4, gold=1)
    state = play(state, 0, "place:3:subterra_1")
    assert state["players"][0]["goods"] == {**state["players"][0]["goods"], "water": 0, "gold": 0}
    assert state["players"][0]["stars"] == 1 and state["board"]["allegiance"]["subterran"] == 1

    state = position()
    state["board"]["territories"]["subterra"] = [2, 2, 3, 3, "blocked", "blocked"]
    set_workers(state, 0, [3])
    give_cards(state, 0, "book", "book")
    state = play(state, 0, "place:3:free_press_of_harsh_reality", "pay:book=2")
    assert state["players"][0]["stars"] == 0 and state["board"]["allegiance"]["subterran"] == 1
    assert state["seats"][0]["artifacts"] == []


def test_tc_13__spa_penalty():
    """TC-13 (L381): without a star on the Spa, P may not place on its own worker's bump space;
    with a star there, P may."""
    for starred, allowed in (([], False), ([0], True)):
        state = position()
        build_market(state, "subterra_1", "spa_of_fleeting_pleasure", stars_of=starred)
        set_workers(state, 0, [3, 2], [None, "dig_euphorian"])
        give(state, 0, energy=1)
        assert ("place:3:dig_euphorian" in options(state, 0)) is allowed


def test_tc_14__roll_penalty_per_die():
    """TC-14 (L383): under "lose a good per rolled 4", retrieving 3 dice rolling 4, 4, 1 loses 2 goods."""
    state = position()
    build_market(state, "euphoria_1", "friendly_local_game_bonfire", stars_of=[1])
    set_workers(state, 0, [1, 1, 1], ["farm", "generator", "aquifer"])
    give(state, 0, food=1, gold=5)
    with dice(4, 4, 1):
        state = play(state, 0, "retrieve", "all", "row:food")
    goods = state["players"][0]["goods"]
    assert goods["gold"] == 3  # only gold held after paying the food: both losses are gold


def test_tc_15__laboratory():
    """TC-15 (L378): without a star on the Laboratory, 2 or 3 workers get no new worker (the
    tank's knowledge part still applies, R-22); with exactly 1 worker one is gained."""
    for count, gained in ((1, True), (2, False), (3, False)):
        state = position()
        build_market(state, "wastelands_1", "laboratory_of_selective_genetics", stars_of=[1])
        set_workers(state, 0, [2] + [1] * (count - 1), [None] + ["farm"] * (count - 1))
        give(state, 0, energy=3)
        with dice(1):
            state = play(state, 0, "place:2:tank_energy")
        assert len(state["players"][0]["workers"]) == count + (1 if gained else 0)
        assert state["players"][0]["knowledge"] == 1


def test_tc_16__tunnel_reveal_without_digging():
    """TC-16 (L322, L330): Q digs the Wastelander miner from 5 to 6; P's hidden Wastelander
    recruit (P never dug) turns active for good."""
    state = position()
    hidden = INERT["wastelander"]
    set_recruits(state, 1, [], [hidden])
    state["board"]["miners"]["wastelander"] = 5
    set_workers(state, 0, [3])
    give(state, 0, food=1)
    state = play(state, 0, "place:3:dig_wastelander", "resource:clay")
    assert state["board"]["miners"]["wastelander"] == 6
    assert state["players"][1]["recruits"] == [hidden] and state["seats"][1]["hidden"] == []
    assert state["players"][1]["hidden_count"] == 0


def test_tc_17__tunnel_completion():
    """TC-17 (L326): digging the Subterran miner from 8 to 9 opens its tunnel end, only for
    players with an active Subterran recruit; digging stays available."""
    state = position()
    set_recruits(state, 1, [INERT["subterran"]])
    state["board"]["miners"]["subterran"] = 8
    set_workers(state, 0, [3, 3])
    give(state, 0, water=2)
    assert "place:3:end_subterran" not in options(state, 0)
    state = play(state, 0, "place:3:dig_subterran", "resource:stone")
    assert state["board"]["miners"]["subterran"] == 9
    ids = options(state, 0)
    assert "place:3:dig_subterran" in ids and "place:3:end_subterran" not in ids
    from games.euphoria.testing import start_turn
    state = start_turn(state, 1)
    set_workers(state, 1, [5])
    assert "place:5:end_subterran" in options(state, 1)
    state = play(state, 1, "place:5:end_subterran")
    assert state["players"][1]["goods"]["food"] == 3


def test_tc_18__market_completion_with_4_players():
    """TC-18 (L336, L342-L344): with 4 players the third occupied site builds the market: the tile
    is flipped, all three workers return and are rolled, P and Q each place exactly 1 star, R and S
    suffer the penalty, and P's returned workers cannot be placed this turn."""
    state = position()
    place_tile(state, "euphoria_1", "arena_of_peaceful_conflict")
    set_workers(state, 0, [3, 3, 3], [None, "euphoria_1_site_2", None])
    set_workers(state, 1, [2, 5], ["euphoria_1_site_3", None])
    give(state, 0, gold=1)
    with dice(1, 6, 2):  # P's two returned dice, then Q's: each owner's one "Roll" plays itself
        state = play(state, 0, "place:3:euphoria_1_site_4")
    market = state["board"]["markets"]["euphoria_1"]
    assert market["built"] and market["tile"] == "arena_of_peaceful_conflict"
    assert sorted(market["stars"]) == [0, 1]
    assert [state["players"][s]["stars"] for s in range(4)] == [1, 1, 0, 0]
    assert state["players"][0]["goods"]["gold"] == 0
    assert at(state, 0) == [1, 3, 6] and at(state, 1) == [2, 5]
    ids = options(state, 0)
    assert ids == [i for i in ids if i.startswith("place:3:") or i == "done"]
    from games.euphoria.hooks import in_force
    assert any(e.id == "arena_of_peaceful_conflict" for e in in_force(state, 2))
    assert not any(e.id == "arena_of_peaceful_conflict" for e in in_force(state, 0))


def test_tc_19__construction_site_abandoned():
    """TC-19 (L340): a site left by retrieval is free again and its new occupant pays again;
    completion again needs 3 sites at once."""
    state = position()
    set_workers(state, 0, [3], ["euphoria_2_site_1"])
    set_workers(state, 1, [4], ["euphoria_2_site_2"])
    with dice(2):
        state = play(state, 0, "retrieve", "all")
    from games.euphoria.testing import start_turn
    state = start_turn(state, 1)
    set_workers(state, 1, [4, 5], ["euphoria_2_site_2", None])
    give(state, 1, stone=1, gold=0)
    state = play(state, 1, "place:5:euphoria_2_site_1")
    assert state["players"][1]["goods"]["stone"] == 0
    assert not state["board"]["markets"]["euphoria_2"]["built"]


def test_tc_20__exchange_ability_limits():
    """TC-20 (L397): an exchange ability trades exactly its printed amounts once per trigger:
    Kyle (alone on a commodity area: gain 2 knowledge to draw 1 card) is offered once, as use or
    pass, and using it moves knowledge by exactly 2 for exactly 1 card."""
    state = position()
    set_recruits(state, 0, ["kyle_the_scavenger"])
    set_workers(state, 0, [3])
    state = play(state, 0, "place:3:farm")
    assert options(state, 0) == ["use", "pass"]
    state = play(state, 0, "use")
    assert state["players"][0]["knowledge"] == 3 + 2  # the farm's band 1-4 moves no knowledge
    assert state["players"][0]["hand_count"] == 1
    assert game().to_act(state) == [1]  # no second exchange for the same trigger


def test_tc_21__draw_modifiers_do_not_stack():
    """TC-21 (L409-L411): with two draw modifiers (Geek, Jonathan the Gambler), one draw offers
    one of them; after it is used the other is not offered for that draw."""
    state = position()
    set_recruits(state, 0, ["geek_the_oracle", "jonathan_the_gambler"])
    set_workers(state, 0, [3])
    give(state, 0, food=1)
    state["players"][0]["morale"] = 6
    state = play(state, 0, "place:3:dig_wastelander", "artifact")
    assert game().prompt(state, 0).id == "euphoria.use_recruit"
    state = play(state, 0, "use")
    for _k in range(6):  # finish the chosen modifier's own choices (which cards to keep)
        if game().to_act(state) != [0]:
            break
        assert game().prompt(state, 0).id != "euphoria.use_recruit"
        state = play(state, 0, options(state, 0)[0])
    assert game().to_act(state) == [1]


def test_tc_22__simultaneous_final_stars():
    """TC-22 (L435, L444-L450): P and Q each place their 10th star on the market they complete
    together; the game ends at once and the tie-breaks decide (here: higher morale)."""
    state = position(n=2)
    place_tile(state, "wastelands_2", "arena_of_peaceful_conflict")
    for seat in (0, 1):
        state["players"][seat]["stars"] = 9
    state["players"][1]["morale"] = 4
    set_workers(state, 0, [3, 2])
    set_workers(state, 1, [4], ["wastelands_2_site_2"])
    give(state, 0, gold=1)
    state = play(state, 0, "place:3:wastelands_2_site_1")
    result = game().result(state)
    assert result is not None and result.winners == (1,)
    assert result.params["tied"] == [0, 1] and game().to_act(state) == []


def test_tc_22__tie_breaks_in_order():
    """TC-22: morale, then lower knowledge, then markets with a star, then territories, then dice."""
    from games.euphoria import stars
    state = position()
    for seat in (0, 1):
        state["players"][seat].update(morale=3, knowledge=3)
    state["players"][0]["knowledge"] = 2
    assert stars.tie_break(state, [0, 1])[0] == [0]
    state["players"][0]["knowledge"] = 3
    state["board"]["markets"]["euphoria_1"].update(built=True, stars=[1])
    assert stars.tie_break(state, [0, 1])[0] == [1]
    state["board"]["markets"]["euphoria_1"]["stars"] = [0, 1]
    state["board"]["territories"]["icarus"][0] = 0
    assert stars.tie_break(state, [0, 1])[0] == [0]
    state["board"]["territories"]["icarus"][1] = 1
    winners, rolls = stars.tie_break(state, [0, 1])
    assert len(winners) == 1 and rolls and min(s for _seat, s in rolls[-1]) == dict(rolls[-1])[winners[0]]


def test_tc_23__tier_4_stars():
    """TC-23 (L306, L441): Icarites reaching 11 star every active Icarite recruit: P 2, Q 1, R 0;
    further points give nothing."""
    state = position()
    icarites = sorted(r for r, rec in data.RECRUITS.items() if rec.nation == "icarite")
    set_recruits(state, 0, ["gidget_the_hypnotist", "lee_the_gossip"])
    set_recruits(state, 1, ["maxime_the_ambassador", INERT["euphorian"]])
    assert all(r in icarites for r in ("gidget_the_hypnotist", "lee_the_gossip", "maxime_the_ambassador"))
    state["board"]["allegiance"]["icarite"] = 10
    set_workers(state, 2, [1])
    from games.euphoria.testing import start_turn
    state = start_turn(state, 2)
    state = play(state, 2, "place:1:cloud_mine")
    assert state["board"]["allegiance"]["icarite"] == 11
    assert [state["players"][s]["stars"] for s in range(4)] == [2, 1, 0, 0]
    state = start_turn(state, 3)
    set_workers(state, 3, [1])
    state = play(state, 3, "place:1:cloud_mine")
    assert state["board"]["allegiance"]["icarite"] == 11
    assert [state["players"][s]["stars"] for s in range(4)] == [2, 1, 0, 0]


def test_tc_18__returned_dice_roll_before_the_stars_are_placed():
    """L342-L344: on completion the site workers go back and are rolled "at once", then each
    contributor places its star. P, under the Theater's penalty (+1 knowledge per star), holds a
    6 and gets back a 4 and a 1: the check counts 6 + 4 + 1 + knowledge 4 = 15 and keeps every
    worker; the star (knowledge 5) comes after it. The new tile's penalty acts only after the
    stars: the Stadium never takes a good from P's returned 5."""
    state = position()
    place_tile(state, "euphoria_1", "arena_of_peaceful_conflict")
    build_market(state, "subterra_1", "theater_of_revelatory_propaganda")
    state["players"][0]["knowledge"] = 4
    set_workers(state, 0, [3, 3, 6], [None, "euphoria_1_site_2", None])
    set_workers(state, 1, [2], ["euphoria_1_site_3"])
    give(state, 0, gold=1)
    with dice(4, 1, 2):
        state = play(state, 0, "place:3:euphoria_1_site_4")
    p = state["players"][0]
    assert not any(e["kind"] == "worker_lost" for e in state["log"]) and len(p["workers"]) == 3
    assert p["knowledge"] == 5 and state["board"]["markets"]["euphoria_1"]["stars"] == [0, 1]
    kinds = [e["kind"] for e in state["log"] if e["kind"] in ("rolled", "star")]
    assert kinds[-4:] == ["rolled", "rolled", "star", "star"]

    state = position()
    place_tile(state, "euphoria_1", "stadium_of_guaranteed_home_runs")
    set_workers(state, 0, [3, 3], [None, "euphoria_1_site_2"])
    set_workers(state, 1, [2], ["euphoria_1_site_3"])
    give(state, 0, gold=1, food=2)
    with dice(5, 5, 2):
        state = play(state, 0, "place:3:euphoria_1_site_4")
    assert state["players"][0]["goods"]["food"] == 2
