"""Rules beyond the seed's worked examples: setup, turns, tracks, spaces, dilemma, trading,
variants, the end, and refusals. Seats hold no recruit unless a test gives one."""
import pytest

from games.engine import IllegalMove, to_json
from games.euphoria import data, hooks
from games.euphoria.testing import (add_worker, build_market, dice, game, game_at, give, give_cards,
                                    new_state, options, plain_recruits, play, refused, set_recruits,
                                    set_workers, start_turn)


def position(n=4, active=0, options_=None):
    return plain_recruits(game_at(n, options=options_, active=active))


def available(state, seat):
    return sorted(w["value"] for w in state["players"][seat]["workers"] if w["at"] is None)


# --------------------------------------------------------------------------- setup


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_components(n):
    """Each seat: 2 dice, knowledge 3, morale 1, 10 stars, 4 recruits offered, 1 dilemma card;
    6 tiles face down; the recruit deck holds the rest; the highest roll starts."""
    state = new_state(n, seed=7)
    assert all(len(p["workers"]) == 2 and p["knowledge"] == 3 and p["morale"] == 1 and p["stars"] == 0
               for p in state["players"])
    assert all(len(s["offer"]) == 4 and s["dilemma"] in data.DILEMMAS for s in state["seats"])
    assert len({s["dilemma"] for s in state["seats"]}) == n
    assert sorted(state["secret"]["tiles"]) == sorted(data.SLOTS)
    assert len(state["secret"]["recruit_deck"]) == 48 - 4 * n
    assert all(not m["built"] and m["tile"] is None for m in state["board"]["markets"].values())
    sums = [sum(w["value"] for w in p["workers"]) for p in state["players"]]
    first = state["flow"]["first"]
    assert sums[first] == max(sums) and sums.count(max(sums)) == 1 or any(
        e["kind"] == "first_player_roll" for e in state["log"][1:])
    assert game().to_act(state) == list(range(n))


def test_setup_recruit_choice_is_simultaneous_and_hidden():
    """Every seat keeps 2 of 4 at once (active first, then hidden); nothing shows until all chose."""
    state = new_state(3, seed=2)
    offers = [list(s["offer"]) for s in state["seats"]]
    assert options(state, 1) == [f"active:{r}" for r in offers[1]]
    state = play(state, 1, f"active:{offers[1][2]}")
    assert options(state, 1) == [f"hidden:{r}" for r in offers[1] if r != offers[1][2]]
    state = play(state, 1, f"hidden:{offers[1][0]}")
    assert game().to_act(state) == [0, 2]
    assert state["players"][1]["recruits"] == []  # not revealed before everyone has chosen
    assert offers[1][2] not in to_json(game().view(state, 0))
    with pytest.raises(IllegalMove):
        game().apply(state, 1, f"active:{offers[1][1]}")
    for seat in (0, 2):
        state = play(state, seat, f"active:{offers[seat][0]}", f"hidden:{offers[seat][1]}")
    assert state["players"][1]["recruits"] == [offers[1][2]]
    assert state["seats"][1]["hidden"] == [offers[1][0]]
    assert game().to_act(state) == [state["flow"]["first"]]
    for other in (0, 2):
        view = to_json(game().view(state, other))
        assert offers[1][0] not in view and offers[1][1] not in view and offers[1][3] not in view


def test_bad_input_changes_nothing():
    """An option that is not offered, or a seat out of turn, is refused and the state is untouched."""
    state = position()
    before = to_json(state)
    with pytest.raises(IllegalMove):
        game().apply(state, 0, "place:9:generator")
    with pytest.raises(IllegalMove):
        game().apply(state, 1, options(state, 0)[0])
    assert to_json(state) == before


# --------------------------------------------------------------------------- turns


def test_no_passing_and_retrieve_needs_a_worker_on_the_board():
    """R-05: retrieval is offered only with a worker on the board; there is no pass option."""
    state = position()
    set_workers(state, 0, [3, 4])
    assert "retrieve" not in options(state, 0) and "pass" not in options(state, 0)
    set_workers(state, 0, [3, 4], [None, "farm"])
    assert "retrieve" in options(state, 0)


def test_doubles_choose_one_value_and_may_stop():
    """R-02: with 2, 2, 5, 5 the first die fixes the value; the other of that value may follow or
    the turn may stop."""
    state = position()
    set_workers(state, 0, [2, 2, 5, 5])
    state = play(state, 0, "place:5:farm")
    ids = options(state, 0)
    assert "done" in ids and all(i.startswith("place:5:") or i == "done" for i in ids)
    state = play(state, 0, "done")
    assert game().to_act(state) == [1]


def test_own_bumped_worker_is_not_placeable_this_turn():
    """TC-06 corollary (L160): a die bumped by its owner comes back, rolled (by the engine: a
    one-option "Roll" is no decision), but waits a turn."""
    state = position()
    set_workers(state, 0, [3, 3], [None, "tank_water"])
    give(state, 0, water=3)
    with dice(3, 6):
        state = play(state, 0, "place:3:tank_water")
    assert [e["values"] for e in state["log"] if e["kind"] == "rolled"][-2:] == [[3], [6]]
    assert game().to_act(state) == [1]  # the returned 3 (and the new worker) cannot go this turn


def test_knowledge_check_loses_at_most_one_worker_a_turn():
    """L242 / R-04: a second over-the-limit roll in the same turn loses nothing."""
    state = position()
    state["players"][0]["knowledge"] = 6
    set_workers(state, 0, [6, 1, 1], [None, "farm", "tank_water"])
    give(state, 0, water=3)
    with dice(6, 6):  # bumps own worker on the tank, which rolls 6: 6+1+6... then the new worker 6
        state = play(state, 0, "place:6:tank_water")
    p = state["players"][0]
    assert sum(1 for e in state["log"] if e["kind"] == "worker_lost") == 1
    assert len(p["workers"]) == 3


def test_knowledge_check_threshold_is_16():
    """L248: 15 keeps every worker, 16 loses the highest."""
    for rolls, kept in (((5, 3), 3), ((5, 4), 2)):
        state = position()
        set_workers(state, 0, [4, 1, 1], [None, "farm", "generator"])
        with dice(*rolls):
            state = play(state, 0, "retrieve", "all")
        assert len(state["players"][0]["workers"]) == kept


def test_tank_at_four_workers_gives_only_the_morale():
    """L266: with 4 workers the water tank still gives +2 morale, and no fifth worker."""
    state = position()
    set_workers(state, 0, [3, 1, 1, 1], [None, "farm", "farm", "farm"])
    give(state, 0, water=3)
    state = play(state, 0, "place:3:tank_water")
    assert len(state["players"][0]["workers"]) == 4 and state["players"][0]["morale"] == 3


def test_knowledge_and_morale_are_clamped():
    """L218, L246: gains at the top and losses at the bottom are lost; the space still works."""
    state = position()
    state["players"][0]["knowledge"] = 1
    set_workers(state, 0, [2])
    give(state, 0, energy=3)
    state = play(state, 0, "place:2:tank_energy")
    assert state["players"][0]["knowledge"] == 1 and len(state["players"][0]["workers"]) == 2


# --------------------------------------------------------------------------- artifacts and morale


def test_hand_limit_after_drawing_discards_down_to_morale():
    """L216: draw first, then discard down to the limit (morale 1: one card kept)."""
    state = position()
    set_workers(state, 0, [3])
    give(state, 0, bliss=1, food=1)
    give_cards(state, 0, "book")
    state = play(state, 0, "place:3:breeze_bar")
    assert state["players"][0]["hand_count"] == 3
    assert game().prompt(state, 0).id == "euphoria.choose_discard"
    while 0 in game().to_act(state):  # a discard among cards of one kind plays itself
        state = play(state, 0, options(state, 0)[0])
    assert state["players"][0]["hand_count"] == 1 and game().to_act(state) == [1]
    assert state["board"]["allegiance"]["icarite"] == 1


def test_losing_morale_forces_a_discard():
    """L214: a free retrieval from morale 3 to 2 with 3 cards forces one discard."""
    state = position()
    state["players"][0]["morale"] = 3
    give_cards(state, 0, "book", "balloons", "bifocals")
    set_workers(state, 0, [3], ["farm"])
    with dice(2):
        state = play(state, 0, "retrieve", "all")
    assert options(state, 0) == ["artifact:balloons", "artifact:bifocals", "artifact:book"]
    state = play(state, 0, "artifact:book")
    assert sorted(state["seats"][0]["artifacts"]) == ["balloons", "bifocals"]
    assert state["board"]["artifact_discard"] == ["book"]


def test_artifact_deck_reshuffles_the_discards():
    """L120: an empty deck takes the shuffled discards; with both empty nothing is drawn (R-19)."""
    state = position()
    state["secret"]["artifact_deck"] = []
    state["board"]["artifact_discard"] = ["book", "book"]
    state["players"][0]["morale"] = 6
    set_workers(state, 0, [3])
    give(state, 0, bliss=1, food=1)
    state = play(state, 0, "place:3:breeze_bar")
    assert state["seats"][0]["artifacts"] == ["book", "book"] and state["board"]["artifact_discard"] == []
    state = start_turn(state, 0)
    set_workers(state, 0, [2])
    give(state, 0, bliss=1, food=1)
    state = play(state, 0, "place:2:breeze_bar")
    assert state["players"][0]["hand_count"] == 2


# --------------------------------------------------------------------------- spaces


def test_production_band_9_plus():
    """P-04: T >= 9 gives 2 commodities and +1 knowledge; T 5-8 one and -1 knowledge."""
    state = position()
    add_worker(state, 1, 6, "aquifer")
    set_workers(state, 0, [3])
    state = play(state, 0, "place:3:aquifer")
    assert state["players"][0]["goods"]["water"] == 2 and state["players"][0]["knowledge"] == 4


def test_tier_2_digging_gives_both():
    """L302: at Wastelander tier 2 with an active Wastelander, digging gives clay AND a card."""
    state = position()
    set_recruits(state, 0, ["jonathan_the_artist"])
    state["board"]["allegiance"]["wastelander"] = 5
    state["players"][0]["morale"] = 3
    set_workers(state, 0, [3])
    give(state, 0, food=1)
    state = play(state, 0, "place:3:dig_wastelander")
    assert state["players"][0]["goods"]["clay"] == 1 and state["players"][0]["hand_count"] == 1
    assert state["board"]["miners"]["wastelander"] == 1


def test_nimbus_loft_any_three_resources():
    """P-10: Nimbus Loft takes 3 resources in any combination, then a star in Icarus, +1 Icarite."""
    state = position()
    set_workers(state, 0, [3])
    give(state, 0, gold=2, stone=2)
    state = play(state, 0, "place:3:nimbus_loft")
    assert sorted(options(state, 0)) == ["pay:gold=1,stone=2", "pay:gold=2,stone=1"]
    state = play(state, 0, "pay:gold=2,stone=1")
    p = state["players"][0]
    assert (p["goods"]["gold"], p["goods"]["stone"], p["stars"]) == (0, 1, 1)
    assert state["board"]["territories"]["icarus"][0] == 0 and state["board"]["allegiance"]["icarite"] == 1


def test_sky_lounge_two_resources_of_choice():
    """P-10: Sky Lounge: 1 bliss + 1 other commodity for 2 resources in any combination."""
    state = position()
    set_workers(state, 0, [3])
    give(state, 0, bliss=1, water=1)
    state = play(state, 0, "place:3:sky_lounge")
    assert "take:stone=1,clay=1" in options(state, 0) and len(options(state, 0)) == 6
    state = play(state, 0, "take:gold=2")
    assert state["players"][0]["goods"]["gold"] == 2 and state["players"][0]["goods"]["water"] == 0


def test_icarite_tier_2_card_for_an_icarus_star():
    """P-10: at Icarite tier 2 with an active Icarite, a star in Icarus also draws a card; when
    Icarus is full the card comes only with the R-20 option."""
    for full, option, cards in ((False, False, 1), (True, False, 0), (True, True, 1)):
        state = position(options_={"icarite_bonus_when_full": option})
        set_recruits(state, 0, ["gidget_the_hypnotist"])
        state["board"]["allegiance"]["icarite"] = 5
        state["players"][0]["morale"] = 3
        if full:
            state["board"]["territories"]["icarus"] = [1, 1, 2, 2, "blocked", "blocked"]
        set_workers(state, 0, [3])
        give(state, 0, gold=3)
        state = play(state, 0, "place:3:nimbus_loft")
        assert state["players"][0]["hand_count"] == cards, (full, option)


def test_tier_3_reveals_hidden_recruits():
    """L308: the marker reaching 8 reveals every player's hidden recruits of that nation."""
    state = position()
    set_recruits(state, 2, [], ["jonathan_the_artist", "gidget_the_hypnotist"])
    state["board"]["allegiance"]["wastelander"] = 7
    set_workers(state, 0, [1])
    state = play(state, 0, "place:1:farm")
    assert state["players"][2]["recruits"] == ["jonathan_the_artist"]
    assert state["seats"][2]["hidden"] == ["gidget_the_hypnotist"]


def test_exclusive_space_is_a_bump_space():
    """L186: a tunnel end is a bump space: a second player with the recruit bumps the first."""
    state = position()
    state["board"]["miners"]["euphorian"] = 9
    set_recruits(state, 0, ["ray_the_foreman"])
    set_recruits(state, 1, ["bradley_the_futurist"])
    set_workers(state, 1, [4], ["end_euphorian"])
    set_workers(state, 0, [2])
    state = play(state, 0, "place:2:end_euphorian")
    assert state["players"][1]["workers"][0]["at"] is None  # bumped, and rolled by the engine
    assert state["players"][0]["goods"]["water"] == 3


def test_construction_site_needs_its_resource_and_cannot_be_bumped():
    """L334: a site costs its printed resource; an occupied site is not offered."""
    state = position()
    set_workers(state, 0, [3])
    assert "place:3:euphoria_1_site_1" not in options(state, 0)
    give(state, 0, clay=1)
    assert "place:3:euphoria_1_site_1" in options(state, 0)
    add_worker(state, 1, 2, "euphoria_1_site_1")
    assert "place:3:euphoria_1_site_1" not in options(state, 0)


@pytest.mark.parametrize("n,needed", [(2, 2), (3, 2), (4, 3), (5, 4), (6, 4)])
def test_sites_needed_by_player_count(n, needed):
    """L336-L338: 2 sites with 2-3 players, 3 with 4, all 4 with 5-6."""
    state = position(n)
    spots = [f"wastelands_1_site_{k}" for k in range(1, 5)]
    set_workers(state, 0, [3, 3, 3, 3, 3][:needed], [None] + spots[1:needed])
    give(state, 0, stone=1)
    state = play(state, 0, "place:3:wastelands_1_site_1")
    assert state["board"]["markets"]["wastelands_1"]["built"]
    if needed > 2:
        state = position(n)
        set_workers(state, 0, [3] * (needed - 1), [None] + spots[1:needed - 1])
        give(state, 0, stone=1)
        state = play(state, 0, "place:3:wastelands_1_site_1")
        assert not state["board"]["markets"]["wastelands_1"]["built"]


# --------------------------------------------------------------------------- dilemma


def dilemma_state(side_card="book"):
    state = position()
    state["seats"][0]["dilemma"] = side_card
    return state


def test_dilemma_join_places_a_star_on_the_card():
    """L427: pay the pictured artifact, choose join: a star on the card; once per game."""
    state = dilemma_state()
    give_cards(state, 0, "book")
    state = play(state, 0, "dilemma", "side:join")
    p = state["players"][0]
    assert p["stars"] == 1 and p["dilemma"] == {"card": "book", "side": "join"}
    assert state["seats"][0]["artifacts"] == []
    state = start_turn(state, 0)
    give_cards(state, 0, "book", "book")
    assert "dilemma" not in options(state, 0)


def test_dilemma_payment_is_the_pictured_card_or_any_two():
    """R-14: the pictured artifact, or any 2 artifact cards."""
    state = dilemma_state()
    give_cards(state, 0, "balloons")
    assert "dilemma" not in options(state, 0)
    give_cards(state, 0, "balloons", "bifocals", "book")
    state = play(state, 0, "dilemma")
    assert options(state, 0) == ["pay:book", "pay:balloons,bifocals", "pay:balloons,book", "pay:bifocals,book"]


def test_dilemma_fight_keeps_one_hidden_recruit():
    """L429: fight draws 2 recruits, one kept hidden, seen by its owner only; revealed at once if
    its nation is activated, and starred if its track is at 11."""
    state = dilemma_state()
    give_cards(state, 0, "book")
    deck = state["secret"]["recruit_deck"]
    icarite = next(r for r in deck if data.RECRUITS[r].nation == "icarite")
    other = next(r for r in deck if data.RECRUITS[r].nation == "wastelander")
    deck.remove(icarite)
    deck.remove(other)
    deck += [other, icarite]
    state["board"]["allegiance"]["icarite"] = 11
    state = play(state, 0, "dilemma", "side:fight")
    assert set(options(state, 0)) == {f"recruit:{other}", f"recruit:{icarite}"}
    assert icarite not in to_json(game().view(state, 1)) and icarite in to_json(game().view(state, 0))
    state = play(state, 0, f"recruit:{icarite}")
    assert icarite in state["players"][0]["recruits"]
    assert state["players"][0]["recruit_stars"] == [icarite] and state["players"][0]["stars"] == 1
    assert other not in to_json(game().view(state, 1))

    state = dilemma_state()
    give_cards(state, 0, "book")
    deck = state["secret"]["recruit_deck"]
    deck.remove(other)
    deck.append(other)
    state = play(state, 0, "dilemma", "side:fight", f"recruit:{other}")
    assert state["seats"][0]["hidden"] == [other] and state["players"][0]["hidden_count"] == 1
    assert other not in state["players"][0]["recruits"]
    assert other not in to_json(game().view(state, 2))


# --------------------------------------------------------------------------- trading


def test_trade_offer_is_the_partners_decision():
    """L290: the active player offers; the partner accepts or declines at its own prompt; the card
    types are seen by the two parties only."""
    state = position()
    give(state, 0, food=2)
    give_cards(state, 1, "teddy_bear")
    state = play(state, 0, "trade", "partner:1", "give:food", "give:food", "take_card:teddy_bear", "propose")
    assert game().to_act(state) == [1] and options(state, 1) == ["accept", "decline"]
    assert "teddy_bear" not in to_json(game().view(state, 2)) and "teddy_bear" in to_json(game().view(state, 0))
    state = play(state, 1, "accept")
    assert state["players"][1]["goods"]["food"] == 2 and state["seats"][0]["artifacts"] == ["teddy_bear"]
    assert game().to_act(state) == [0] and "trade" in options(state, 0)  # still P's turn
    seen_by_3 = [e for e in game().view(state, 3)["log"] if e["kind"].startswith("trade")]
    assert seen_by_3 and all(not isinstance(e.get("give"), list) for e in seen_by_3 if e["kind"] == "trade_cards")
    assert all("take_card" not in str(e) and e["kind"] != "trade_offer_cards" for e in seen_by_3)


def test_trade_cannot_be_accepted_without_the_goods():
    """Seat 2 holds no gold: declining is its only answer, and it is asked all the same (an
    answer the engine gave at once would tell what it holds); the two parties read why it stops,
    the others only that it does."""
    state = position()
    state = play(state, 0, "trade", "partner:2", "take:gold", "propose")
    assert game().to_act(state) == [2] and options(state, 2) == ["decline"]
    state = play(state, 2, "decline")
    unpaid = [e for e in state["log"] if e["kind"] == "trade_unaffordable"]
    assert unpaid and unpaid[-1]["seat"] == 2 and unpaid[-1]["audience"] == {"only": [0, 2]}
    assert any(e["kind"] == "trade_called_off" for e in state["log"])
    assert not any(e["kind"] in ("trade_done", "trade_declined") for e in state["log"])
    assert game().to_act(state) == [0]


def test_trading_option_off():
    state = position(options_={"trading": False})
    assert "trade" not in options(state, 0)


# --------------------------------------------------------------------------- variants and the end


def test_variant_recruit_draft():
    """L452: 4 cards each, keep 1 and pass left until none is left, then keep 2 of the 4 drafted."""
    state = new_state(3, {"recruit_draft": True}, seed=5)
    first_pack = list(state["seats"][0]["pack"])
    for _round in range(3):  # the fourth pass holds one card: kept by the engine
        for seat in range(3):
            state = play(state, seat, options(state, seat)[0])
    assert state["seats"][0]["offer"][0] == first_pack[0]
    assert state["seats"][1]["offer"][1] in first_pack  # seat 0's pack went to seat 1
    assert all(len(s["offer"]) == 4 for s in state["seats"])
    assert options(state, 0)[0].startswith("active:")


def test_variant_market_selection():
    """L454: each keeps 1 of 2 tiles; the kept ones are on the board, face down, with random fill."""
    state = new_state(4, {"market_selection": True}, seed=5)
    kept = []
    for seat in range(4):
        choice = options(state, seat)[1]
        kept.append(choice.split(":")[1])
        assert len(options(state, seat)) == 2
        state = play(state, seat, choice)
    assert set(kept) <= set(state["secret"]["tiles"].values()) and len(state["secret"]["tiles"]) == 6
    assert kept[0] not in to_json(game().view(state, 1))


def test_variant_track_selection():
    """L456: from the first player, each places a morale or knowledge token on a free space."""
    state = game_at(2, {"track_selection": True})
    first = state["flow"]["first"]
    state = new_state(2, {"track_selection": True}, seed=1)
    for seat in range(2):
        offer = state["seats"][seat]["offer"]
        state = play(state, seat, f"active:{offer[0]}", f"hidden:{offer[1]}")
    assert game().to_act(state) == [first]
    state = play(state, first, "knowledge:1")
    assert "knowledge:1" not in options(state, 1 - first)
    state = play(state, 1 - first, "morale:6")
    state = play(state, first, "morale:5")
    state = play(state, 1 - first, "knowledge:2")
    assert state["players"][first]["knowledge"] == 1 and state["players"][1 - first]["morale"] == 6
    assert game().prompt(state, first).id == "euphoria.choose_action"


def test_turn_limit_option_ends_the_game():
    """The optional turn cap (off by default) ends on the most stars with the seed's tie-breaks."""
    state = position(options_={"turn_limit": 200})
    state["flow"]["turn"] = 200
    state["players"][2]["stars"] = 3
    set_workers(state, 0, [3])
    state = play(state, 0, "place:3:farm")
    result = game().result(state)
    assert result.winners == (2,) and result.reason == "turn_limit"


def test_game_ends_at_once_on_the_tenth_star():
    """L433: the 10th star ends the game at once; nobody acts afterwards."""
    state = position()
    state["players"][0]["stars"] = 9
    set_workers(state, 0, [3, 3])
    give(state, 0, gold=3)
    state = play(state, 0, "place:3:nimbus_loft")
    assert game().result(state).winners == (0,) and game().to_act(state) == []
    with pytest.raises(IllegalMove):
        game().apply(state, 0, "done")


def test_every_recruit_and_market_has_its_effect():
    """Lists the recruits and markets whose ability or penalty is not implemented (none may be)."""
    missing = sorted(set(data.RECRUITS) - set(hooks.ABILITIES)) + sorted(set(data.MARKETS) - set(hooks.PENALTIES))
    assert missing == []


def test_refusals_name_a_reason():
    """A closed space says why: unfinished tunnel, no recruit of the nation, unpaid cost, taken site."""
    from games.euphoria import placing
    state = position()
    w = {"id": 0, "value": 3, "at": None}
    why = lambda sid: placing.why_not(state, 0, data.SPACES[sid], w)  # noqa: E731
    assert why("end_euphorian") == "That tunnel is not finished."
    state["board"]["miners"]["euphorian"] = 9
    assert why("end_euphorian") == "You need an active recruit of that nation."
    assert why("euphoria_1_site_2") == "You cannot pay for that space."
    add_worker(state, 1, 2, "euphoria_1_site_2")
    assert why("euphoria_1_site_2") == "That construction site is taken."
    assert why("euphoria_1") == "That market is not built."
    assert why("generator") is None


def test_drawn_cards_are_seen_by_their_owner_only():
    """A draw is two events: the cards for the drawer, the count for everyone else."""
    state = position()
    state["players"][0]["morale"] = 6
    set_workers(state, 0, [3])
    give(state, 0, bliss=1, food=1)
    state = play(state, 0, "place:3:breeze_bar")
    drawn = state["seats"][0]["artifacts"]
    mine = [e for e in game().view(state, 0)["log"] if e["kind"] == "artifacts_drawn"]
    theirs = [e for e in game().view(state, 1)["log"] if e["kind"] == "artifacts_drawn"]
    watcher = [e for e in game().view(state, None)["log"] if e["kind"] == "artifacts_drawn"]
    assert any(e.get("cards") == drawn for e in mine)
    assert theirs == watcher and all("cards" not in e and e["count"] == 2 for e in theirs)
    view = game().view(state, 1)
    assert view["me"]["artifacts"] == state["seats"][1]["artifacts"] and view["players"][0]["hand_count"] == 2


def test_spectator_view_has_no_seat_and_no_prompt():
    state = position()
    view = game().view(state, None)
    assert view["me"] is None and view["prompt"] is None and "secret" not in view and "rng" not in view
    assert view["to_act"] == [0] and view["stars_left"] == [10, 10, 10, 10]


# --------------------------------------------------------------------------- the order of a space's gains


def test_l264__activation_tank_pays_and_adjusts_knowledge_before_the_new_worker_rolls():
    """L264: "after paying the cost and adjusting morale or knowledge, you immediately roll the
    new worker": knowledge 3 drops to 1 before the new die (a 1) is rolled, so the check counts
    6 + 6 + 1 + 1 = 14 and keeps every worker (with the old knowledge it would be 16: one lost)."""
    state = position()
    set_workers(state, 0, [2, 6, 6])
    give(state, 0, energy=3)
    with dice(1):
        state = play(state, 0, "place:2:tank_energy")
    p = state["players"][0]
    assert p["knowledge"] == 1 and len(p["workers"]) == 4
    assert not any(e["kind"] == "worker_lost" for e in state["log"])


def test_l264__water_tank_raises_morale_before_the_new_worker_rolls():
    """L264: at the water tank the morale moves (+2) before the new worker is gained and rolled."""
    state = position()
    set_workers(state, 0, [3])
    give(state, 0, water=3)
    state = play(state, 0, "place:3:tank_water")
    kinds = [e["kind"] for e in state["log"] if e["kind"] in ("paid", "morale", "worker_gained", "rolled")]
    assert kinds.index("morale") < kinds.index("worker_gained") < kinds.index("rolled")


@pytest.mark.parametrize("space,cost", [("nimbus_loft", {"gold": 3}), ("wind_salon", None)])
def test_l391__icarus_allegiance_before_the_star_gives_the_tier_2_card(space, cost):
    """L391/L393: the Icarite marker moves first, then the star goes to Icarus: the player who
    takes the marker from 4 into tier 2 (with an active Icarite) draws the card for that star."""
    state = position()
    set_recruits(state, 0, ["gidget_the_hypnotist"])
    state["board"]["allegiance"]["icarite"] = 4
    state["players"][0]["morale"] = 4
    set_workers(state, 0, [3])
    if cost:
        give(state, 0, **cost)
    else:
        give_cards(state, 0, "book", "book")
    state = play(state, 0, f"place:3:{space}", *([] if cost else ["pay:book=2"]))
    assert state["board"]["allegiance"]["icarite"] == 5 and state["players"][0]["stars"] == 1
    assert state["players"][0]["hand_count"] == 1


def test_l350__artifact_market_allegiance_before_the_star():
    """L350: an artifact market gives the allegiance point, then the star is placed (its log
    shows the marker moving before the star)."""
    state = position()
    set_workers(state, 0, [3])
    give_cards(state, 0, "book", "book")
    state = play(state, 0, "place:3:incinerator_of_historical_accuracy", "pay:book=2")
    kinds = [e["kind"] for e in state["log"] if e["kind"] in ("allegiance", "star")]
    assert kinds == ["allegiance", "star"], kinds


def test_retrieval_offers_two_alike_dice_once():
    """Two 2s on the Aquifer are one choice, not two identical "Worker 2 on Aquifer" buttons."""
    state = position()
    set_workers(state, 0, [2, 2, 5], ["aquifer", "aquifer", "farm"])
    state = play(state, 0, "retrieve")
    assert options(state, 0) == ["worker:0", "worker:2", "all"]
    state = play(state, 0, "worker:0")
    assert options(state, 0) == ["worker:1", "worker:2", "all", "done"]
