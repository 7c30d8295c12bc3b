"""The advanced variant's experiment auction (expansion digest §3.14, AUC-1..6) and the seed's
example TC-AUC-1."""
from games.nucleum import auction, scoring
from games.nucleum.testing import GAME, ids, play, to_act


def _auction(n, seed=1):
    return GAME.setup([{"kind": "human"}] * n, {"auction": True}, seed)


def _bid(state, *moves):
    """Each move "7" (a bid) or "drop", by whoever is to act."""
    for move in moves:
        state = play(state, to_act(state), "drop" if move == "drop" else f"bid:{move}")
    return state


def test_auc_1_the_auction_replaces_choosing_from_the_last_player():
    state = _auction(3)
    assert GAME.prompt(state, to_act(state)).id == "nucleum.auction_bid"
    assert to_act(state) == state["flow"]["first"]
    plain = GAME.setup([{"kind": "human"}] * 3, {}, 1)
    assert GAME.prompt(plain, to_act(plain)).id == "nucleum.choose_experiment"
    assert "auction" not in plain["board"]


def test_auc_the_variant_is_not_for_solo():
    state = GAME.setup([{"kind": "human"}], {"auction": True}, 1)
    assert GAME.prompt(state, 0).id == "nucleum.choose_experiment" and "auction" not in state["board"]


def test_auc_2_a_bid_is_strictly_higher_and_a_dropped_player_is_skipped():
    state = _auction(3)
    first = to_act(state)
    state = _bid(state, 4)
    assert ids(state)[0] == "bid:5" and "bid:4" not in ids(state) and ids(state)[-1] == "drop"
    state = _bid(state, "drop", 6)
    assert to_act(state) == first  # the second player is out: back to the first
    state = _bid(state, 7)
    assert to_act(state) == (first + 2) % 3


def test_auc_3_the_first_to_drop_chooses_last_and_the_last_one_in_first():
    state = _auction(3)
    first = to_act(state)
    state = _bid(state, 1, "drop", 2, "drop")
    order = [(first + 2) % 3, first, (first + 1) % 3]
    assert state["board"]["auction"]["order"] == order
    for seat in order:
        assert to_act(state) == seat and GAME.prompt(state, seat).id == "nucleum.choose_experiment"
        state = play(state, seat, ids(state)[0])


def test_auc_4_everyone_but_the_last_chooser_pays_their_own_last_bid():
    state = _auction(3)
    first = to_act(state)
    state = _bid(state, 1, 2, "drop", 3, "drop")  # the third drops first having bid 2
    pays = [auction.payment(state, s) for s in range(3)]
    assert pays[(first + 2) % 3] == 0 and pays[first] == 3 and pays[(first + 1) % 3] == 2
    state = _bid(_auction(2), 5, "drop")  # 2 players: the first chooser alone pays
    assert sorted(auction.payment(state, s) for s in range(2)) == [0, 5]


def test_auc_4_a_player_who_never_bid_pays_nothing():
    state = _bid(_auction(3), "drop", "drop")
    assert [auction.payment(state, s) for s in range(3)] == [0, 0, 0]


def test_auc_5_every_bid_is_recorded_and_the_turn_order_stays():
    state = _auction(3, seed=2)
    first = to_act(state)
    state = _bid(state, 1, 3, "drop", 4, "drop")
    bids = state["board"]["auction"]["bids"]
    assert [b.get("bid", "drop") for b in bids] == [1, 3, "drop", 4, "drop"]
    assert [b["seat"] for b in bids] == [first, (first + 1) % 3, (first + 2) % 3, first, (first + 1) % 3]
    for _ in range(3):
        state = play(state, to_act(state), ids(state)[0])
    assert to_act(state) == first and GAME.prompt(state, first).id == "nucleum.turn"


def test_auc_6_the_payments_come_off_at_the_end_just_before_the_totals():
    state = _bid(_auction(2), 5, "drop")
    winner = state["board"]["auction"]["order"][0]
    for _ in range(2):
        state = play(state, to_act(state), ids(state)[0])
    assert state["players"][winner]["vp"] == 0  # nothing comes off during the game
    before = state["players"][winner]["vp"] + sum(
        f(state, winner) for f in (scoring.milestone_vp, scoring.building_vp, scoring.technology_vp,
                                   scoring.leftover_vp))
    events = scoring.final_scoring(state, {"step": "final_scoring", "seat": 0})
    assert state["players"][winner]["vp"] == before - 5
    paid = next(e for e in events if e["kind"] == "auction_paid")
    assert paid["seat"] == winner and paid["n"] == 5


def test_tc_auc_1_the_seeds_auction_example():
    state = _auction(4)
    a = to_act(state)
    b, c, d = ((a + k) % 4 for k in (1, 2, 3))
    state = _bid(state, 1, 3, 4, 6, 7, "drop", 8, 10, "drop", 11, 12, 15, "drop")
    assert state["board"]["auction"]["order"] == [c, d, a, b]
    assert [auction.payment(state, s) for s in (a, b, c, d)] == [7, 0, 15, 12]
    assert to_act(state) == c and GAME.prompt(state, c).id == "nucleum.choose_experiment"


def test_auc_5_every_seat_sees_the_bids_the_order_and_the_payments():
    state = _auction(3)
    first = to_act(state)
    state = _bid(state, 2, "drop")
    view = GAME.view(state, (first + 2) % 3)
    assert view["board"]["auction"]["bids"] == [{"seat": first, "bid": 2}, {"seat": (first + 1) % 3, "drop": True}]
    assert view["auction"] == {"bidding": [first, (first + 2) % 3], "order": [], "pays": []}
    state = _bid(state, "drop")
    assert GAME.view(state, None)["auction"]["order"] == [first, (first + 2) % 3, (first + 1) % 3]
    assert GAME.view(state, None)["auction"]["pays"][first] == 2
