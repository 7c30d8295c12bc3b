"""Rules of the base game (rulebook sections named in each test), played through the protocol."""
from games.tapestry import data, steps, territory
from games.tapestry.state import controlled, player
from games.tapestry.testing import game, game_at, give, play, refuses, resolve, set_track, start_turn


def test_first_turn_is_income_turn_1():
    """Gameplay: each player's first turn is an income turn; it gives the level-1 income icons."""
    state = game_at(3)
    for p in state["players"]:
        assert p["era"] == 1
        assert p["res"] == {"coin": 1, "worker": 1, "food": 1, "culture": 1}


def test_advance_pays_the_tier_cost():
    """Advance: tier II of exploration costs 1 food and 1 resource of any kind."""
    state = game_at(3)
    set_track(state, 0, "exploration", 3)
    give(state, 0, coin=1, worker=0, food=1, culture=0)
    state = play(state, 0, "advance:exploration")
    assert player(state, 0)["res"] == {"coin": 0, "worker": 0, "food": 0, "culture": 0}
    assert [t["pos"] for t in player(state, 0)["tokens"] if t["track"] == "exploration"] == [4]


def test_advance_refused_without_the_cost():
    """Advance: a player who cannot pay the cost is not offered the track."""
    state = game_at(3)
    set_track(state, 0, "exploration", 3)
    give(state, 0, coin=3, worker=0, food=0, culture=0)
    assert refuses(state, 0, "advance:exploration")
    assert "advance:science" in game().prompt(state, 0).ids()


def test_landmark_goes_to_the_first_into_the_tier():
    """Advance: the first player into tier II of exploration gains the Lighthouse; the next does not."""
    state = game_at(3)
    for seat in (0, 1):
        set_track(state, seat, "exploration", 3)
        give(state, seat, food=2, coin=2)
    state = play(state, 0, "advance:exploration", "pay:coin+food")
    state = resolve(state, 1)
    assert "lighthouse" in player(state, 0)["landmarks"]
    assert "lighthouse" not in state["board"]["landmarks"]
    state = play(state, 1, "advance:exploration", "pay:coin+food")
    state = resolve(state, 2)
    assert player(state, 1)["landmarks"] == []


def test_bonus_is_optional():
    """Optional vs mandatory rewards: a bonus may be passed; paying gains it."""
    state = game_at(3)
    set_track(state, 0, "science", 1)
    give(state, 0, coin=3, worker=0, food=0, culture=0)
    state = play(state, 0, "advance:science")  # one way to pay: paid by the engine
    assert steps.top(state)["step"] == "bonus"
    paid = play(state, 0, "pay:coin")
    assert player(paid, 0)["taken"]["house"] == 1
    passed = play(state, 0, "pass")
    assert player(passed, 0)["taken"]["house"] == 0


def test_explore_vp_one_per_aligned_side():
    """Exploration: 1 VP per side of the new tile with at least 1 aligned terrain (max 6)."""
    state = game_at(3)
    hid = territory.explorable(state, 0, anywhere=False)[0]
    for tile in (5, 8, 22):
        for rot in range(6):
            mine = [data.TERRITORY_TILES[tile]["terrain"][(i - rot) % 6] for i in range(6)]
            expected = 0
            for e in range(6):
                nb = territory.neighbour_in(state, hid, e)
                theirs = territory.terrain(state, nb) if nb else None
                if theirs and (mine[e] == theirs[(e + 4) % 6] or mine[(e + 1) % 6] == theirs[(e + 3) % 6]):
                    expected += 1
            assert territory.explore_vp(state, hid, tile, rot) == expected


def _adjacent_rivals(state):
    """Put seat 1's outpost alone on a hex next to seat 0's capital territory."""
    target = territory.conquerable(state, 0, anywhere=False)[0]
    state["board"]["hexes"][target]["outposts"] = [[1, True]]
    return target


def test_conquer_topples_an_opponent():
    """Conquer: the attacker's outpost stays upright, the defender's is toppled."""
    state = game_at(3)
    target = _adjacent_rivals(state)
    state["seats"][1]["hand"] = []
    state["players"][1]["hand_count"] = 0
    start_turn(state, 0)
    set_track(state, 0, "military", 0)
    give(state, 0, coin=1)
    state = play(state, 0, "advance:military", "pay:coin", f"hex:{target}")
    prompt = game().prompt(state, 1)
    assert prompt.id == "tapestry.play_trap" and prompt.ids() == ["pass"]  # asked even without a trap
    state = play(state, 1, "pass")
    assert state["board"]["hexes"][target]["outposts"] == [[1, False], [0, True]]
    assert target in controlled(state, 0)
    assert player(state, 0)["toppled"] == 1


def test_trap_keeps_the_territory():
    """Conquer: a trap topples the attacker's outpost and gives the defender 1 resource; the
    attacker still gains a conquer die."""
    state = game_at(3)
    target = _adjacent_rivals(state)
    state["seats"][1]["hand"] = ["trap"]
    state["players"][1]["hand_count"] = 1
    give(state, 1, coin=0, worker=0, food=0, culture=0)
    start_turn(state, 0)
    give(state, 0, coin=1)
    state = play(state, 0, "advance:military", "pay:coin", f"hex:{target}")
    state = play(state, 1, "trap", "res:food")
    assert state["board"]["hexes"][target]["outposts"] == [[1, True], [0, False]]
    assert target in controlled(state, 1)
    assert player(state, 1)["res"]["food"] == 1 and player(state, 1)["toppled"] == 1
    assert steps.top(state)["step"] == "choose_die"


def test_topple_two_earns_the_achievement():
    """Achievements: toppling 2 outposts earns the middle achievement (10 VP first, 1-3 players)."""
    state = game_at(3)
    target = _adjacent_rivals(state)
    player(state, 0)["toppled"] = 1
    state["seats"][1]["hand"] = []
    start_turn(state, 0)
    give(state, 0, coin=1)
    before = player(state, 0)["vp"]
    state = play(state, 0, "advance:military", "pay:coin", f"hex:{target}")
    state = play(state, 1, "pass")
    assert "topple_2" in player(state, 0)["achievements"]
    assert player(state, 0)["vp"] - before >= 10


def test_income_turn_2_first_into_era():
    """Income: the first of its neighbours into era 2 gains 1 resource; then a tapestry card is
    played, VP icons and income follow."""
    state = start_turn(game_at(3), 0)
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    state = play(state, 0, "income")
    assert steps.top(state)["step"] == "choose_resource"  # the era bonus
    state = play(state, 0, "res:culture")
    # the only card in hand is played by itself: Trap as a tapestry gives 10 VP
    assert player(state, 0)["tapestry"] == ["trap"]
    assert player(state, 0)["vp"] >= 10
    state = resolve(state, 1)
    assert player(state, 0)["res"] == {"coin": 1, "worker": 1, "food": 1, "culture": 2}


def test_fifth_income_turn_ends_that_players_game():
    """End game: after the 5th income turn a player takes no more turns."""
    state = start_turn(game_at(2), 0)
    player(state, 0)["era"] = 4
    state = play(state, 0, "income")
    state = resolve(state, 1)
    assert player(state, 0)["done"]
    assert player(state, 0)["tapestry"] == []  # no tapestry card in era 5
    assert game().to_act(state) == [1]


def test_tie_broken_by_resources():
    """End game: equal VP, the most resources left wins."""
    state = start_turn(game_at(2), 0)
    for seat in (0, 1):
        player(state, seat)["vp"] = 50
        player(state, seat)["era"] = 4
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    give(state, 1, coin=8, worker=8, food=8, culture=8)
    state = play(state, 0, "income")
    state = resolve(state, 1)
    state = play(state, 1, "income")
    state = resolve(state)
    result = game().result(state)
    assert result is not None
    if player(state, 0)["vp"] == player(state, 1)["vp"]:
        assert result.winners == (1,) or sum(player(state, 0)["res"].values()) >= sum(player(state, 1)["res"].values())


def test_district_gives_a_resource_and_lines_score():
    """Buildings: filling a 3x3 district gives 1 resource; capital VP = completed rows + columns."""
    from games.tapestry.capital import completed_lines
    state = game_at(2)
    p = player(state, 0)
    city = [list(r) for r in p["city"]]
    free = [(r, c) for r in range(3) for c in range(3) if city[r][c] == "0"]
    for r, c in free[1:]:
        city[r][c] = "b"
    p["city"] = ["".join(r) for r in city]
    start_turn(state, 0)
    set_track(state, 0, "science", 1)
    give(state, 0, coin=2, worker=0, food=0, culture=0)
    r, c = free[0]
    state = play(state, 0, "advance:science", "pay:coin", f"plot:{r}:{c}")  # the advance is paid by the engine
    assert steps.top(state)["step"] == "choose_resource"
    assert 0 in player(state, 0)["districts"]
    grid = ["111111111"] + ["0" * 9] * 8
    assert completed_lines({"city": grid}) == 1


def _two_technology_tokens(state, seat: int):
    """As after AI Singularity: a second token on Technology, behind the first."""
    set_track(state, seat, "technology", 6)
    player(state, seat)["tokens"].append({"track": "technology", "pos": 1})
    return state


def test_ai_singularity_either_token_advances_on_an_advance_turn():
    """AI Singularity: with two tokens on one track either is eligible for advance turns; the
    player chooses, and pays the cost of the space the chosen token enters."""
    state = start_turn(_two_technology_tokens(game_at(3), 0), 0)
    give(state, 0, coin=1, worker=0, food=3, culture=0)  # space 2 costs 1 any, space 7 a coin and 2 any
    state = play(state, 0, "advance:technology")
    prompt = game().prompt(state, 0)
    assert prompt.id == "tapestry.advance_token" and prompt.ids() == ["token:6", "token:1"]
    state = play(state, 0, "token:1")
    assert game().prompt(state, 0).id == "tapestry.pay_advance"
    state = play(state, 0, game().prompt(state, 0).ids()[0])
    assert sorted(t["pos"] for t in player(state, 0)["tokens"] if t["track"] == "technology") == [2, 6]
    assert sum(player(state, 0)["res"][r] for r in ("coin", "food")) == 4 - 1  # the cost of space 2


def test_ai_singularity_a_benefit_advance_asks_which_token():
    """AI Singularity: an advance from a benefit also lets the player pick either token."""
    from games.tapestry import tracks
    state = start_turn(_two_technology_tokens(game_at(3), 0), 0)
    steps.push(state, tracks.advance_step(0, "technology", benefit=False))
    steps.run(state, [], next_turn=lambda s: [])
    assert game().prompt(state, 0).ids() == ["token:6", "token:1"]
    state = play(state, 0, "token:6")
    assert sorted(t["pos"] for t in player(state, 0)["tokens"] if t["track"] == "technology") == [1, 7]


def test_an_achievement_with_no_space_left_is_not_earned():
    """Achievements: once every space is taken (2 at 1-3 players), a later player who meets it
    is not recorded, gains nothing, and The Chosen has no more achievements to count."""
    from games.tapestry import achievements
    state = game_at(3)
    state["board"]["achievements"]["complete_track"] = [1, 2]
    before = player(state, 0)["vp"]
    assert achievements.earn(state, 0, "complete_track") == []
    assert state["board"]["achievements"]["complete_track"] == [1, 2]
    assert player(state, 0)["achievements"] == [] and player(state, 0)["vp"] == before
