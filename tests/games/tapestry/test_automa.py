"""The Automa and the Shadow Empire, rule by rule: one test per procedure step of the solo
rulebook, per worked example (EX-n) and derived case (D-n) of the rules digest, and per listed
difference from the reference implementation (test_difference_*: the printed rules win)."""
from games.engine import clone, event, new_rng
from games.tapestry import data, steps, turn
from games.tapestry.automa import board, income, rules
from games.tapestry.automa.rules import CARDS, HEX_ORDERS, select_track
from games.tapestry.automa.setup import START_AUTOMA, START_HUMAN, start_hex
from games.tapestry.automa.turn import actions, move
from games.tapestry.state import controlled, player, position
from games.tapestry.testing import game, implemented_only, set_track

G = game()
SOLO = [{"kind": "human"}, {"kind": "automaton"}, {"kind": "automaton"}]
HUMAN, AU, SE = 0, 1, 2


def solo(seed=1, level=2, **options):
    """Setup done (first options for the human) and income turn 1 taken by everyone."""
    state = implemented_only(G.setup(SOLO, {"automa_level": level, **options}, seed))
    while not (steps.top(state)["step"] == "turn" and all(p["era"] >= 1 for p in state["players"])):
        seat = G.to_act(state)[0]
        option = G.automaton_choice(state, seat) if seat != HUMAN else G.prompt(state, seat).options[0].id
        state, _events = G.apply(state, seat, option)
    return state


def clear_map(state):
    for h in state["board"]["hexes"].values():
        h["outposts"] = []
    return state


def put(state, seat, hid, upright=True):
    state["board"]["hexes"][hid]["outposts"].append([seat, upright])


def run(state, *todo):
    """Resolve these steps with the human's turn waiting below them; returns the events."""
    state["flow"]["stack"] = [{"step": "turn", "seat": HUMAN}]
    state["flow"]["active"] = HUMAN
    steps.push(state, *todo)
    events = []
    steps.run(state, events, turn.next_turn)
    return events


def settle(state):
    """The human takes the first option of every question until their turn decision."""
    while steps.top(state)["step"] != "turn":
        seat = G.to_act(state)[0]
        state, _events = G.apply(state, seat, G.prompt(state, seat).options[0].id)
    return state


def rig_die(state, *faces):
    """Seed the state's RNG so that the next science-die rolls show these faces."""
    for k in range(100_000):
        probe = {"rng": new_rng(k)}
        from games.tapestry.tracks import roll_science
        if all(roll_science(probe) == f for f in faces):
            state["rng"] = new_rng(k)
            return state
    raise AssertionError("no seed rolls " + str(faces))


def kinds(events):
    return [e["kind"] for e in events]


def bot_turn(state, deck, pair_before=(), seat=AU):
    state["secret"]["automa"]["deck"] = list(deck)
    state["automa"]["pair"] = list(pair_before)
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": seat}]
    state["flow"]["active"] = seat
    return G.apply(state, seat, "go")


# --------------------------------------------------------------------------- setup


def test_setup_d1_decks_and_start_territories():
    """D-1: decision deck 8 (cards 1-7 + 1 of 8-22), progress 14; AU on 3/5, the human on 2/4."""
    state = implemented_only(G.setup(SOLO, {}, 3))
    deck, progress = state["secret"]["automa"]["deck"], state["secret"]["automa"]["progress"]
    assert len(deck) == 8 and len(progress) == 14
    assert set(range(1, 8)) < set(deck) and len(set(deck) - set(range(1, 8))) == 1
    assert set(deck) | set(progress) == set(range(1, 23))
    au_hex = start_hex(state, START_AUTOMA)
    assert state["board"]["hexes"][au_hex]["outposts"] == [[AU, True], [AU, True]]
    ready = solo(3)
    assert ready["board"]["hexes"][start_hex(ready, START_HUMAN)]["outposts"] == [[HUMAN, True], [HUMAN, True]]
    assert player(ready, AU)["outposts"] == 7 and player(ready, SE)["outposts"] == 9


def test_setup_automa_civilization_from_the_science_die():
    state = G.setup(SOLO, {}, 5)
    setup = next(e for e in state["log"] if e["kind"] == "automa_setup")
    civ = state["automa"]["civs"][0]
    assert rules.CIVS[civ]["die"] == setup["die"]
    assert state["automa"]["favourite"]["au"] == rules.CIVS[civ]["favourite"]


def test_setup_d2_shadow_rerolls_the_automa_favourite():
    """D-2: the Shadow Empire's die is rolled again while it shows the Automa's favourite."""
    for seed in range(200):
        state = G.setup(SOLO, {}, seed)
        rolls = next(e for e in state["log"] if e["kind"] == "shadow_setup")["rolls"]
        if len(rolls) >= 2:
            fav = state["automa"]["favourite"]
            assert all(r == fav["au"] for r in rolls[:-1]) and fav["se"] == rolls[-1] != fav["au"]
            return
    raise AssertionError("no re-roll in 200 seeds")


def test_setup_solo_removals():
    state = G.setup(SOLO, {}, 2)
    deck = state["secret"]["tapestry_deck"]
    assert deck.count("trap") == 5
    assert not {"alliance", "dictatorship", "age_of_sail", "coal_baron"} & set(deck)
    kept = G.setup(SOLO, {"automa_keep_optional": True}, 2)["secret"]["tapestry_deck"]
    assert "age_of_sail" in kept and "alliance" not in kept
    offers = state["seats"][HUMAN]["offer"] + state["secret"]["civ_deck"]
    assert "traders" not in offers and "futurists" not in offers and len(state["seats"][HUMAN]["offer"]) == 2


def test_setup_automaton_seats_must_match_a_mode():
    for seats in ([{"kind": "automaton"}] * 2, [{"kind": "human"}, {"kind": "automaton"}],
                  [{"kind": "human"}] * 2 + [{"kind": "automaton"}] * 2):
        try:
            G.setup(seats, {}, 1)
        except ValueError:
            continue
        raise AssertionError(seats)
    assert G.seat_kinds("player-1") == ("human", "bot", "automaton")


def test_setup_level6_second_civilization_chosen_by_the_human():
    state = G.setup(SOLO, {"automa_level": 6, "automa_extra_civ": "engineers"}, 1)
    civs = state["automa"]["civs"]
    assert len(civs) == 2 and (civs[1] == "engineers" or civs[0] == "engineers")
    assert state["automa"]["favourite"]["au"] == rules.CIVS[civs[0]]["favourite"]


# --------------------------------------------------------------------------- the bot turn


def test_bot_turn_pair_draw_and_advance_order():
    """The pair is drawn in a random order, the Automa advances before the Shadow Empire."""
    state = solo(4)
    state, events = bot_turn(state, [5, 6, 7, 3], pair_before=[1, 2])
    pair = state["automa"]["pair"]
    assert sorted(pair) == [3, 7] and state["automa"]["discard"][-2:] == [1, 2]
    tracks = [e for e in events if e["kind"] == "automa_track"]
    assert [e["seat"] for e in tracks] == [AU, SE]
    assert tracks[0]["indicator"] == CARDS[pair[0]]["automa"] and tracks[1]["indicator"] == CARDS[pair[0]]["shadow"]
    assert all(e["card"] == pair[1] for e in tracks)


def test_bot_turn_d3_last_pair_with_income_icon():
    """D-3: the last 2 cards, the track card shows the income icon: income turn at once, and at
    level 3 its advance step uses this pair."""
    state = solo(4, level=3)
    era = player(state, AU)["era"]
    state, events = bot_turn(state, [1, 2], pair_before=[5, 6])
    assert kinds(events)[:2] == ["automa_pair", "automa_income"]
    pair = next(e for e in events if e["kind"] == "automa_pair")
    assert player(state, AU)["era"] == era + 1 == player(state, SE)["era"]
    tracks = [e for e in events if e["kind"] == "automa_track"]
    assert [e["seat"] for e in tracks] == [AU, SE] and tracks[0]["card"] == pair["tiebreaker_card"]


def test_bot_turn_d4_deck_runs_out_without_income_icon():
    """D-4: no income icon on the last track card: a normal advance; the next turn is the income
    turn, without discarding the pair, which serves again."""
    state = solo(4, level=3)
    state, events = bot_turn(state, [3, 5], pair_before=[1, 2])
    assert "automa_income" not in kinds(events) and len([e for e in events if e["kind"] == "automa_track"]) == 2
    pair = list(state["automa"]["pair"])
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, events = G.apply(state, AU, "go")
    assert kinds(events)[:2] == ["automa_deck_empty", "automa_income"]
    tracks = [e for e in events if e["kind"] == "automa_track"]
    assert tracks and tracks[0]["card"] == pair[1]
    assert sorted(state["secret"]["automa"]["deck"]) == sorted(set(state["secret"]["automa"]["deck"]))


def test_bot_turn_deck_size_stays_even():
    state = solo(6, level=4)
    for _k in range(40):
        if state["players"][AU]["done"]:
            break
        state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
        state, _events = G.apply(state, AU, "go")
        assert len(state["secret"]["automa"]["deck"]) % 2 == 0
    assert state["players"][AU]["done"] and state["players"][AU]["era"] == 5


def test_bot_turn_is_an_automaton_seat():
    state = solo(2)
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    prompt = G.prompt(state, AU)
    assert [o.id for o in prompt.options] == ["go"] and prompt.wait
    assert G.automaton_choice(state, AU) == "go"


# --------------------------------------------------------------------------- tracks


def test_track_ex1_automa_top_down_shadow_bottom_up():
    """EX-1: valid {military, technology}; card 4 lists technology before military, so the
    Automa takes technology; the Shadow Empire reads bottom to top and takes military."""
    state = solo(1)
    assert CARDS[4]["tracks"] == ["technology", "science", "favourite", "military", "exploration"]
    state["automa"]["favourite"] = {"au": "exploration", "se": "exploration"}
    for seat in (AU, SE):
        set_track(state, seat, "military", 5)
        set_track(state, seat, "technology", 5)
    assert select_track(state, AU, "end", 4)[0] == "technology"
    assert select_track(state, SE, "end", 4)[0] == "military"


def test_track_d5_nearest_end_ignores_finished():
    """D-5: EXP 3, SCI 5, TECH 5, MIL 12, nearest end, [TECH, FAV, SCI, EXP, MIL] -> technology."""
    state = solo(1)
    for t, p in (("exploration", 3), ("science", 5), ("technology", 5), ("military", 12)):
        set_track(state, AU, t, p)
    player(state, AU)["complete"] = ["military"]
    assert CARDS[9]["tracks"] == ["technology", "science", "favourite", "exploration", "military"]
    track, valid = select_track(state, AU, "end", 9)
    assert valid == ["science", "technology"] and track == "technology"


def test_track_d6_nearest_unclaimed_landmark_or_end():
    state = solo(1)
    for t, p in (("exploration", 2), ("science", 5), ("military", 3), ("technology", 11)):
        set_track(state, AU, t, p)
    lm = state["board"]["landmarks"]
    lm.remove(data.TRACK_LANDMARKS[("science", 7)])
    lm.remove(data.TRACK_LANDMARKS[("military", 4)])
    assert select_track(state, AU, "landmark", 1) == ("technology", ["technology"])


def test_track_d7_favourite_entry_resolves_to_the_favourite():
    """D-7: favourite exploration, valid {exploration, military}; card 1 starts with favourite."""
    state = solo(1)
    state["automa"]["favourite"]["au"] = "exploration"
    set_track(state, AU, "exploration", 5)
    set_track(state, AU, "military", 5)
    assert CARDS[1]["tracks"][0] == "favourite"
    assert select_track(state, AU, "end", 1)[0] == "exploration"


def test_track_d8_shadow_reads_bottom_up():
    """D-8: Shadow favourite science, valid {exploration, military}; card 3 read bottom to top
    is favourite, exploration, military... -> exploration."""
    state = solo(1)
    state["automa"]["favourite"]["se"] = "science"
    assert CARDS[3]["tracks"] == ["science", "technology", "military", "exploration", "favourite"]
    set_track(state, SE, "exploration", 6)
    set_track(state, SE, "military", 6)
    assert select_track(state, SE, "end", 3)[0] == "exploration"


def test_track_g1_every_track_finished():
    state = solo(1)
    for t in data.TRACK_KEYS:
        set_track(state, AU, t, 12)
    assert select_track(state, AU, "all", 1) == (None, [])


def test_track_d9_automa_takes_a_landmark():
    state = solo(1)
    set_track(state, AU, "science", 3)
    key = data.TRACK_LANDMARKS[("science", 4)]
    run(state, *move(state, AU, "science", 1, benefit=True))
    assert key in player(state, AU)["landmarks"] and key not in state["board"]["landmarks"]


def test_track_d10_shadow_landmark_goes_to_the_automa():
    state = solo(1)
    set_track(state, SE, "military", 6)
    key = data.TRACK_LANDMARKS[("military", 7)]
    run(state, *move(state, SE, "military", 1, benefit=True))
    assert key in player(state, AU)["landmarks"] and key not in player(state, SE)["landmarks"]


# --------------------------------------------------------------------------- benefits


def test_benefits_table_per_space():
    """Only research, the tech refresh, conquer, explore, roll-until and tapestry; an "or" keeps
    the option of the table; each once per space."""
    assert actions("exploration", 3) == [["explore", False]]
    assert actions("exploration", 9) == [["explore", True]]
    assert actions("science", 1) == [["research", False]]
    assert actions("science", 5) == [["research", True]]
    assert actions("technology", 4) == [["refresh_tech"]]
    assert actions("military", 6) == [["conquer", False], ["tapestry"]]
    assert actions("military", 8) == [["conquer", True]]
    assert actions("military", 4) == [] and actions("science", 7) == [] and actions("exploration", 11) == []


def test_benefits_d11_research_past_the_end():
    state = solo(1)
    set_track(state, AU, "science", 4)
    set_track(state, AU, "military", 12)
    rig_die(state, "military")
    events = run(state, *move(state, AU, "science", 1, benefit=True))
    assert position(state, AU, "military") == 12 and "no_advance" in kinds(events)


def test_benefits_d12_crossed_out_research_gives_no_benefit():
    state = clear_map(solo(1))
    put(state, AU, "2_0")
    set_track(state, AU, "military", 4)
    rig_die(state, "military")
    events = run(state, *move(state, AU, "science", 1, benefit=True))  # science 1: research (X)
    assert position(state, AU, "military") == 5 and "automa_conquer" not in kinds(events)
    state2 = clear_map(solo(1))
    put(state2, AU, "2_0")
    set_track(state2, AU, "military", 4)
    set_track(state2, AU, "science", 4)
    rig_die(state2, "military")
    events = run(state2, *move(state2, AU, "science", 1, benefit=True))  # science 5: research
    assert position(state2, AU, "military") == 5 and "automa_conquer" in kinds(events)


def test_benefits_d13_roll_until_an_indicated_track():
    state = solo(1)
    set_track(state, AU, "science", 8)
    rig_die(state, "science", "science", "military")
    events = run(state, *move(state, AU, "science", 1, benefit=True))  # science 9
    rolls = next(e for e in events if e["kind"] == "science_die")["rolls"]
    assert rolls == ["science", "science", "military"] and position(state, AU, "military") == 1


def test_benefits_d14_twice_is_once():
    assert actions("science", 11) == [["roll_until", "advance", ["exploration", "military", "technology"]]]
    assert actions("science", 12) == [["research", False]]


def test_benefits_tech_refresh():
    state = solo(1)
    row = list(state["board"]["tech_row"])
    run(state, *move(state, AU, "technology", 1, benefit=True))
    assert not set(row) & set(state["board"]["tech_row"]) and set(row) <= set(state["board"]["tech_discard"])
    assert player(state, AU)["tech"] == {"bottom": [], "middle": [], "top": []}


def test_benefits_tapestry_card_face_down():
    state = solo(1)
    before = len(state["seats"][AU]["hand"])
    set_track(state, AU, "science", 1)
    run(state, *move(state, AU, "science", 1, benefit=True))  # science 2: tapestry card
    assert len(state["seats"][AU]["hand"]) == before + 1 == player(state, AU)["hand_count"]
    other = clone(state)
    other["seats"][AU]["hand"] = ["trap"] * len(state["seats"][AU]["hand"])
    assert G.view(other, HUMAN) == G.view(state, HUMAN)


def test_benefits_shadow_gains_nothing():
    state = solo(1)
    set_track(state, SE, "military", 0)
    events = run(state, *move(state, SE, "military", 1, benefit=True))
    assert "automa_benefits" not in kinds(events) and "automa_conquer" not in kinds(events)


# --------------------------------------------------------------------------- map


def conquer_step(card, anywhere=False):
    return {"step": "automa_action", "seat": AU, "action": ["conquer", anywhere], "card": card}


def test_hex_ex2_first_valid_in_scan_order():
    """EX-2: hexes 1-8 of the scan are not valid, the 9th is chosen."""
    order = HEX_ORDERS[CARDS[7]["hexes"]]
    assert board.hex_tiebreak([order[30], order[8], order[15]], 7) == (order[8], 9)


def test_hex_orders_cover_the_small_map():
    hexes = set(data.MAPS["small"]["hexes"])
    assert len(HEX_ORDERS) == 10 and all(set(o) == hexes and len(o) == len(hexes) for o in HEX_ORDERS.values())
    assert {CARDS[i]["hexes"] for i in CARDS} == set(HEX_ORDERS)


def test_distance_paths_avoid_automa_outposts_and_closed_hexes():
    state = clear_map(solo(1))
    assert board.distance(state, "1_0", {"0_0"}) == 1
    put(state, AU, "0_0")
    assert board.distance(state, "1_0", {"0_1"}) == 2  # around the Automa's hex
    put(state, HUMAN, "1_1")
    put(state, HUMAN, "1_1", upright=False)
    assert board.distance(state, "1_0", {"0_1"}) == 4  # 1_1 holds 2 human tokens
    assert board.distance(state, "3_2", {"0_1"}) == 3
    assert board.keep_by_distance(state, ["1_0", "3_2"], {"0_1"}) == ["3_2"]
    assert board.keep_by_distance(state, ["1_0", "3_2"], {"0_1"}, furthest=True) == ["1_0"]
    state["board"]["hexes"]["2_2"]["outposts"] = [[HUMAN, True, "isolationists"], [HUMAN, False]]
    assert board.distance(state, "3_2", {"0_1"}) == 6  # a civilization's token counts as a token
    state["options"]["automa_toppled_block"] = False
    assert board.distance(state, "3_2", {"0_1"}) == 3  # the option: only upright tokens block


def test_conquer_d15_opponent_with_trap_offer():
    """D-15: a single-token human territory next to the Automa is conquered even without the
    icon; the human may play a trap, else their outpost is toppled."""
    for trap in (False, True):
        state = clear_map(solo(1))
        put(state, AU, "2_0")
        put(state, HUMAN, "2_1")
        state["seats"][HUMAN]["hand"] = ["trap"] if trap else []
        assert not CARDS[4]["topple"]
        run(state, conquer_step(4))
        assert G.to_act(state) == [HUMAN] and steps.top(state)["step"] == "trap"
        state, _events = G.apply(state, HUMAN, "trap" if trap else "pass")
        state = settle(state)
        h = state["board"]["hexes"]["2_1"]["outposts"]
        if trap:
            assert h == [[HUMAN, True], [AU, False]] and "2_1" in controlled(state, HUMAN)
        else:
            assert h == [[HUMAN, False], [AU, True]] and player(state, AU)["toppled"] == 1


def neutral_position():
    state = clear_map(solo(1))
    put(state, AU, "2_0")
    put(state, HUMAN, "0_2")
    state["board"]["hexes"]["1_1"]["tile"] = state["secret"]["territory_deck"].pop()
    put(state, HUMAN, "1_1")
    return state


def test_conquer_d16_no_hex_next_to_the_human_without_the_icon():
    state = neutral_position()
    assert not CARDS[4]["topple"]
    events = run(state, conquer_step(4))
    chosen = next(e for e in events if e["kind"] == "automa_conquer")["hex"]
    assert chosen == "1_-1"  # closest to the middle island among the hexes not next to the human


def test_conquer_d17_icon_places_a_toppled_shadow_outpost():
    state = neutral_position()
    assert CARDS[1]["topple"]
    events = run(state, conquer_step(1))
    assert next(e for e in events if e["kind"] == "automa_conquer")["hex"] == "1_0"
    h = state["board"]["hexes"]["1_0"]
    assert isinstance(h["tile"], int) and h["outposts"] == [[AU, True], [SE, False]]
    assert player(state, SE)["outposts"] == 8 and "automa_tile" in kinds(events)


def test_conquer_d18_middle_island_gets_no_shadow_outpost():
    state = explore_position()
    state["board"]["hexes"]["1_0"]["tile"] = state["secret"]["territory_deck"].pop()
    put(state, AU, "1_0")
    events = run(state, conquer_step(1))
    assert next(e for e in events if e["kind"] == "automa_conquer")["hex"] == "0_0"
    assert state["board"]["hexes"]["0_0"]["outposts"] == [[AU, True]]
    assert state["board"]["achievements"]["middle_island"] == [AU]


def test_conquer_skipped_without_outposts():
    state = neutral_position()
    player(state, AU)["outposts"] = 0
    events = run(state, conquer_step(1))
    assert next(e for e in events if e["kind"] == "automa_conquer").get("skipped")


def human_conquers(state, hand, seed):
    state = clone(state)
    state["seats"][AU]["hand"] = list(hand)
    player(state, AU)["hand_count"] = len(hand)
    state["rng"] = new_rng(seed)
    state["flow"]["stack"] = [{"step": "turn", "seat": HUMAN},
                              {"step": "conquer_hex", "seat": HUMAN, "anywhere": True, "dice": "one"}]
    return G.apply(state, HUMAN, "hex:2_1")


def test_trap_d19_random_discards_until_a_trap():
    base = clear_map(solo(1))
    put(base, AU, "2_1")
    hand = ["academia", "trap", "academia"]
    for seed in range(200):
        state, events = human_conquers(base, hand, seed)
        trap = next(e for e in events if e["kind"] == "automa_trap")
        if trap["discarded"] == ["academia", "trap"]:
            break
    else:
        raise AssertionError("no seed discards a normal card first")
    assert trap["trapped"] and state["seats"][AU]["hand"] == ["academia"] and player(state, AU)["hand_count"] == 1
    assert state["board"]["hexes"]["2_1"]["outposts"] == [[AU, True], [HUMAN, False]]
    assert "2_1" in controlled(state, AU)


def test_trap_d20_no_trap_in_the_automa_hand():
    base = clear_map(solo(1))
    put(base, AU, "2_1")
    state, events = human_conquers(base, ["academia", "academia"], 1)
    trap = next(e for e in events if e["kind"] == "automa_trap")
    assert trap["discarded"] == ["academia", "academia"] and not trap["trapped"]
    assert state["seats"][AU]["hand"] == [] and state["board"]["hexes"]["2_1"]["outposts"] == [[AU, False], [HUMAN, True]]


def test_achievement_d21_only_human_outposts_count_for_topple_2():
    state = clear_map(solo(1))
    player(state, AU)["toppled"] = 1
    for hid in ("3_0", "3_1", "3_2"):
        put(state, SE, hid, upright=False)
    assert "topple_2" not in player(state, AU)["achievements"]
    put(state, AU, "2_0")
    put(state, HUMAN, "2_1")
    run(state, conquer_step(4))
    G.apply(state, HUMAN, "pass")
    state, _events = G.apply(state, HUMAN, "pass")
    assert state["board"]["achievements"]["topple_2"] == [AU]


def test_achievement_d22_shadow_takes_the_space_without_vp():
    state = solo(1)
    set_track(state, SE, "exploration", 11)
    run(state, *move(state, SE, "exploration", 1, benefit=True))
    set_track(state, AU, "science", 11)
    vp = player(state, AU)["vp"]
    set_track(state, AU, "military", 0)
    run(state, *move(state, AU, "science", 1, benefit=False))
    spaces = data.ACHIEVEMENTS["complete_track"]["vp_small"]
    assert state["board"]["achievements"]["complete_track"] == [SE, AU]
    assert player(state, SE)["vp"] == 0 and player(state, AU)["vp"] == vp + spaces[1]


def explore_position():
    state = clear_map(solo(1))
    put(state, AU, "2_0")
    put(state, HUMAN, "0_2")
    return state


def test_explore_d25_furthest_from_the_human_unless_military():
    state = explore_position()
    state["automa"]["favourite"]["au"] = "science"
    card = next(c for c in CARDS if board.hex_tiebreak(["1_0", "3_1", "2_-1"], c)[0] != "2_-1")
    events = run(state, {"step": "automa_action", "seat": AU, "action": ["explore", False], "card": card})
    ev = next(e for e in events if e["kind"] == "automa_explore")
    assert ev["hex"] == "2_-1" and isinstance(state["board"]["hexes"]["2_-1"]["tile"], int)
    assert state["board"]["hexes"]["2_-1"]["outposts"] == []
    state = explore_position()
    state["automa"]["favourite"]["au"] = "military"
    events = run(state, {"step": "automa_action", "seat": AU, "action": ["explore", False], "card": card})
    assert next(e for e in events if e["kind"] == "automa_explore")["hex"] == board.hex_tiebreak(["1_0", "3_1", "2_-1"], card)[0]
    assert player(state, AU)["vp"] == 0 and player(state, AU)["tiles"] == []


# --------------------------------------------------------------------------- income


def income_position(level=2, era=2, first=True):
    state = clear_map(solo(1, level=level))
    for hid in ("2_0", "2_1", "3_0", "1_-1"):
        put(state, AU, hid)
    player(state, AU)["landmarks"] = ["forge"]
    for t, p in (("military", 5), ("science", 3), ("exploration", 2), ("technology", 6)):
        set_track(state, AU, t, p)
    state["automa"]["civs"] = []
    state["automa"]["pair"] = [5, 7]
    player(state, AU)["era"] = player(state, SE)["era"] = era
    player(state, AU)["tapestry"] = ["face_down"] * (era - 1)
    player(state, HUMAN)["era"] = era if first else era + 1
    state["secret"]["automa"]["deck"] = []
    return state


def test_income_ex3_vp_with_the_mat_multipliers():
    """EX-3: 3rd income turn, multipliers x2, x1, x1; T=4, L=1, MIL 5, SCI 3, EXP 2, TECH 6:
    29 VP first into the era, else 26."""
    for first, expected in ((True, 29), (False, 26)):
        state = income_position(first=first)
        state["automa"]["favourite"] = {"au": "military", "se": "science"}
        assert income.multipliers(state, AU) == [2, 1, 1]
        state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
        state, events = G.apply(state, AU, "go")
        assert player(state, AU)["era"] == 3
        assert sum(e["n"] for e in events if e["kind"] == "vp" and e["seat"] == AU) == expected


def test_income_chart_steps_in_printed_order():
    """Level 2, income turn 3: favourite check, civilization, VP, 2 progress cards, a card on the
    mat, a card into the hand, the reshuffle of every card of the era."""
    state = income_position()
    state["automa"]["discard"] = [1, 2, 3, 4]
    progress = list(state["secret"]["automa"]["progress"])
    hand = len(state["seats"][AU]["hand"])
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, events = G.apply(state, AU, "go")
    order = [k for k in kinds(events) if k in ("automa_favourite", "automa_vp", "automa_progress", "automa_mat_card",
                                                 "tapestry_drawn", "automa_shuffle")]
    assert order[-5:] == ["automa_vp", "automa_progress", "automa_mat_card", "tapestry_drawn", "automa_shuffle"]
    assert sorted(state["secret"]["automa"]["deck"]) == sorted([1, 2, 3, 4, 5, 7] + progress[-2:])
    assert state["automa"]["pair"] == [] and state["automa"]["discard"] == []
    assert player(state, AU)["tapestry"] == ["face_down"] * 2 and len(state["seats"][AU]["hand"]) == hand + 1


def test_income_d23_favourite_changes_when_overtaken():
    state = income_position()
    state["automa"]["favourite"]["au"] = "military"
    set_track(state, AU, "military", 6)
    set_track(state, HUMAN, "military", 8)
    expected, _valid = select_track(state, AU, "landmark", 7)
    events = income.favourite_check(state, AU, 7)
    assert state["automa"]["favourite"]["au"] == expected and events[0]["old"] == "military"
    set_track(state, HUMAN, "military", 0)
    state["automa"]["favourite"]["au"] = "military"
    assert income.favourite_check(state, AU, 7) == []


def test_income_d24_level5_first_income_advances_on_the_favourite():
    state = implemented_only(G.setup(SOLO, {"automa_level": 5}, 8))
    while steps.top(state)["step"] != "automa_turn":
        seat = G.to_act(state)[0]
        state, _events = G.apply(state, seat, G.prompt(state, seat).options[0].id)
    card = state["secret"]["automa"]["progress"][-1]
    fav = dict(state["automa"]["favourite"])
    state, events = G.apply(state, AU, "go")
    moved = [(e["seat"], e["track"], e["pos"]) for e in events if e["kind"] == "advanced"]
    assert moved[0] == (AU, fav["au"], 1) and (SE, fav["se"], 1) in moved
    assert all(e["card"] == card for e in events if e["kind"] in ("automa_conquer", "automa_explore"))
    assert card in state["secret"]["automa"]["progress"] and len(state["secret"]["automa"]["progress"]) == 14
    assert "automa_progress_shuffled" in kinds(events)


def test_income_level1_human_advances_free_on_every_track():
    state = solo(2, level=1)
    assert all(position(state, HUMAN, t) >= 1 for t in data.TRACK_KEYS)


def test_income_level6_bots_advance_on_every_track():
    state = solo(2, level=6)
    for seat in (AU, SE):
        assert all(position(state, seat, t) >= 1 for t in data.TRACK_KEYS), seat


def test_income_fifth_turn_ends_the_bots_game():
    state = income_position(era=4)
    player(state, AU)["tapestry"] = ["face_down"] * 3
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, events = G.apply(state, AU, "go")
    assert player(state, AU)["done"] and player(state, SE)["done"] and player(state, AU)["era"] == 5
    assert "automa_shuffle" not in kinds(events) and "automa_mat_card" not in kinds(events)
    assert income.multipliers(state, AU) == [3, 2, 3]


def test_income_hard_side_at_levels_5_and_6():
    state = income_position(level=5, era=4)
    player(state, AU)["tapestry"] = ["face_down"] * 3
    assert income.multipliers(state, AU) == [3, 3, 4]


def test_income_progress_deck_runs_out():
    state = income_position(level=5)
    state["secret"]["automa"]["progress"] = [22]
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, events = G.apply(state, AU, "go")
    moved = [e["cards"] for e in events if e["kind"] == "automa_progress"]
    assert moved[0] == [22] and all(m == [] for m in moved[1:]) and state["automa"]["progress_count"] == 0


# --------------------------------------------------------------------------- civilizations


def civ_income(civ, era, **setup):
    state = income_position(era=era - 1)
    state["automa"]["civs"] = [civ]
    return state


def test_civ_conquerors():
    state = income_position(era=2)  # income turn 3: 4 territories, not fewer than 3: no conquer
    state["automa"]["civs"] = ["conquerors"]
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    vp = player(state, AU)["vp"]
    state, events = G.apply(state, AU, "go")
    assert "automa_conquer" not in kinds(events)
    assert sum(1 for h in ("2_0", "2_1", "3_0", "1_-1") if [SE, False] in state["board"]["hexes"][h]["outposts"]) == 1
    civ_vp = [e["n"] for e in events if e["kind"] == "vp" and e["why"] == "automa_civ"]
    assert civ_vp == [4] and player(state, AU)["vp"] > vp


def test_civ_engineers_and_explorers_and_scientists():
    state = income_position(era=2)
    state["automa"]["civs"] = ["engineers"]
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    _s, events = G.apply(state, AU, "go")
    assert [e["n"] for e in events if e["kind"] == "vp" and e["why"] == "automa_civ"] == [1]
    state = income_position(era=2)
    state["automa"]["civs"] = ["explorers"]
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    after, _events = G.apply(state, AU, "go")
    assert position(after, AU, "military") == 6  # income turn 3: military
    state = income_position(era=2)
    state["automa"]["civs"] = ["scientists"]
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    _s, events = G.apply(state, AU, "go")
    assert "science_die" in kinds(events)


# --------------------------------------------------------------------------- end


def test_end_d26_tie_goes_to_the_human_with_resources():
    state = solo(1)
    player(state, HUMAN)["vp"] = player(state, AU)["vp"] = 50
    player(state, HUMAN)["res"] = {"coin": 1, "worker": 1, "food": 0, "culture": 0}
    turn.finish(state)
    assert state["end"]["winners"] == [HUMAN]


def test_end_shadow_empire_never_wins():
    state = solo(1)
    for p in state["players"]:
        p["vp"] = 0
        p["res"] = {r: 0 for r in data.RESOURCES}
    turn.finish(state)
    assert SE not in state["end"]["winners"] and state["end"]["winners"] == [HUMAN, AU]


# --------------------------------------------------------------------------- Shadow Empire mode


def test_shadow_mode_two_players_and_the_shadow_empire():
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "automaton"}]
    state = G.setup(seats, {}, 4)
    a = state["automa"]
    assert a["mode"] == "shadow" and a["au"] is None and a["se"] == 2
    assert sorted(state["secret"]["automa"]["deck"]) == list(range(1, 13))
    assert player(state, 2)["bot"] == "shadow" and player(state, 2)["outposts"] == 9
    assert all(st["seat"] != 2 for st in state["flow"]["stack"])


# --------------------------------------------------------------------------- differences


def test_difference_printed_cards_8_19_21():
    """The reference implementation has a topple icon on card 8 and other track orders on 19 and 21."""
    assert CARDS[8]["topple"] is False
    assert CARDS[19]["tracks"] == ["military", "technology", "science", "exploration", "favourite"]
    assert CARDS[21]["tracks"] == ["exploration", "technology", "favourite", "science", "military"]


def test_difference_hex_tiebreaker_is_not_random():
    results = set()
    for seed in range(5):
        state = neutral_position()
        state["rng"] = new_rng(seed)
        events = run(state, conquer_step(4))
        results.add(next(e for e in events if e["kind"] == "automa_conquer")["hex"])
    assert results == {"1_-1"}


def test_difference_science_10_rolls_until_military_or_technology():
    state = solo(1)
    set_track(state, AU, "science", 9)
    set_track(state, AU, "technology", 3)
    set_track(state, AU, "military", 3)
    rig_die(state, "exploration", "technology")
    run(state, *move(state, AU, "science", 1, benefit=True))
    assert position(state, AU, "technology") == 2 and position(state, AU, "military") == 3


def test_difference_explorers_advance_on_tracks():
    """Printed track icons: advance on exploration (turns 2, 4), not "explore anywhere"."""
    state = income_position(era=1)
    state["automa"]["civs"] = ["explorers"]
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    after, _events = G.apply(state, AU, "go")
    assert position(after, AU, "exploration") == 3


def test_difference_level3_adds_no_progress_cards_at_income_2():
    state = income_position(level=3, era=1)
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    _s, events = G.apply(state, AU, "go")
    assert "automa_progress" not in kinds(events)


def test_difference_pair_advance_moves_both_bots_before_vp():
    state = income_position(level=4)
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    _s, events = G.apply(state, AU, "go")
    ks = kinds(events)
    tracks = [e["seat"] for e in events if e["kind"] == "automa_track"]
    assert tracks == [AU, SE] and ks.index("automa_track") < ks.index("automa_vp")


# --------------------------------------------------------------------------- the public trace


def test_trace_every_bot_decision_has_a_log_line():
    """Each bot decision is logged publicly with what was chosen and why, as a full sentence."""
    import random
    import re
    from games.tapestry.automa import text
    seen = set()
    for seed, seats, level in ((3, SOLO, 4), (5, SOLO, 6), (7, [{"kind": "human"}] * 2 + [{"kind": "automaton"}], 2)):
        state = implemented_only(G.setup(seats, {"automa_level": level}, seed))
        rng = random.Random(seed)
        while G.result(state) is None:
            seat = rng.choice(G.to_act(state))
            option = G.automaton_choice(state, seat) if seats[seat]["kind"] == "automaton" else \
                rng.choice(G.prompt(state, seat).options).id
            state, _events = G.apply(state, seat, option)
        for ev in state["log"]:
            line = text.event_text(ev)
            if ev["kind"].startswith(("automa_", "shadow_")):
                assert line is not None, ev["kind"]
                assert ev["audience"] == "all"
            if line:
                words, params = line
                missing = set(re.findall(r"\{(\w+)\}", words)) - set(params) - set(ev)
                assert not missing, (ev, missing)
                seen.add(ev["kind"])
    assert {"automa_pair", "automa_track", "automa_conquer", "automa_vp", "automa_shuffle"} <= seen


# --------------------------------------------------------------------------- decks running out


def test_deck_out_no_territory_tile_left():
    """No territory tile: unexplored hexes are not valid for exploring or a neutral conquest."""
    state = explore_position()
    state["secret"]["territory_deck"] = []
    events = run(state, {"step": "automa_action", "seat": AU, "action": ["explore", False], "card": 1})
    assert next(e for e in events if e["kind"] == "automa_explore").get("skipped")
    events = run(state, conquer_step(1))
    hid = next(e for e in events if e["kind"] == "automa_conquer")["hex"]
    assert state["board"]["hexes"][hid]["tile"] is not None and "automa_tile" not in kinds(events)


def test_deck_out_shadow_outposts():
    state = neutral_position()
    player(state, SE)["outposts"] = 0
    events = run(state, conquer_step(1))
    assert next(e for e in events if e["kind"] == "shadow_outpost").get("skipped")
    assert state["board"]["hexes"]["1_0"]["outposts"] == [[AU, True]]


def test_deck_out_tapestry_deck_still_covers_the_mat():
    state = income_position()
    state["secret"]["tapestry_deck"] = []
    state["board"]["tapestry_discard"] = []
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, _events = G.apply(state, AU, "go")
    assert player(state, AU)["tapestry"] == ["face_down"] * 2


# --------------------------------------------------------------------------- levels


def test_level1_chart_has_no_civilization_and_no_hand_card():
    state = income_position(level=1)
    state["automa"]["civs"] = ["engineers"]
    hand = len(state["seats"][AU]["hand"])
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, events = G.apply(state, AU, "go")
    assert "automa_civ" not in kinds(events) and len(state["seats"][AU]["hand"]) == hand
    assert "automa_vp" in kinds(events) and "automa_shuffle" in kinds(events)


def test_levels_progress_cards_per_income_turn():
    """Cards added from the progress deck at income turns 2, 3, 4 for levels 1-6 (printed charts)."""
    added = {}
    for level in range(1, 7):
        for era in (1, 2, 3):
            state = income_position(level=level, era=era)
            state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
            _s, events = G.apply(state, AU, "go")
            added[(level, era + 1)] = sum(len(e["cards"]) for e in events if e["kind"] == "automa_progress")
    assert [added[(lv, 2)] for lv in range(1, 7)] == [2, 2, 0, 2, 2, 2]
    assert [added[(lv, 3)] for lv in range(1, 7)] == [2, 2, 2, 4, 6, 6]


# --------------------------------------------------------------------------- Shadow Empire mode


def test_shadow_mode_turn_and_income():
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "automaton"}]
    state = implemented_only(G.setup(seats, {}, 4))
    state["automa"]["pair"] = []
    state["automa"]["favourite"]["se"] = "science"
    player(state, 2)["era"] = 1
    state, events = bot_turn(state, [9, 10], seat=2)
    pair = state["automa"]["pair"]
    track_event = next(e for e in events if e["kind"] == "automa_track")
    assert track_event["seat"] == 2 and track_event["indicator"] == CARDS[pair[0]]["shadow"]
    assert "automa_benefits" not in kinds(events)
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": 2}]
    set_track(state, 0, "science", 5)
    state, events = G.apply(state, 2, "go")
    assert [k for k in kinds(events) if k.startswith("automa_")] == \
        ["automa_deck_empty", "automa_income", "automa_favourite", "automa_shuffle"]
    assert sorted(state["secret"]["automa"]["deck"]) == [9, 10] and player(state, 2)["vp"] == 0


def test_difference_explore_keeps_the_furthest_filter():
    """The reference implementation explores at random; the rules keep the hexes furthest from the
    human first (unless the favourite track is military)."""
    state = explore_position()
    state["automa"]["favourite"]["au"] = "technology"
    valid = ["1_0", "3_1", "2_-1"]
    for card in CARDS:
        trial = clone(state)
        events = run(trial, {"step": "automa_action", "seat": AU, "action": ["explore", False], "card": card})
        assert next(e for e in events if e["kind"] == "automa_explore")["hex"] == "2_-1"
    assert board.keep_by_distance(state, valid, {"0_2"}, furthest=True) == ["2_-1"]


def test_difference_income_1_advances_and_second_civilization():
    """Printed level cards: the human advances on every track at level 1, each bot on its
    favourite at level 5, both bots on every track at level 6, which also gives the Automa a
    second civilization (the reference implementation has none of these)."""
    human = solo(9, level=1)
    assert sum(position(human, HUMAN, t) for t in data.TRACK_KEYS) >= 4
    five = solo(9, level=5)
    fav = five["automa"]["favourite"]
    assert position(five, SE, fav["se"]) >= 1
    six = solo(9, level=6)
    assert len(six["automa"]["civs"]) == 2 and len(solo(9, level=5)["automa"]["civs"]) == 1


def test_bots_gain_only_what_their_rules_name():
    """Another seat's card or civilization that gives the bots something gives them nothing: no
    resources, no printed benefit, no VP for the Shadow Empire, no VP for the Automa outside its
    income, civilization and first-into-an-era VP (achievements apart)."""
    from games.tapestry import benefits
    from games.tapestry.state import gain_resource
    state = solo(1)
    for seat in (AU, SE):
        assert gain_resource(state, seat, "coin", 2) == 0
        run(state, benefits.gain_step(seat, "coin"), benefits.gain_step(seat, "vp:3"))
        benefits.push_benefit(state, seat, {"all": ["tapestry", "vp:2"]})
        assert benefits.add_vp(state, seat, 4, "tile") == []
    assert player(state, AU)["res"]["coin"] == 0 == player(state, SE)["res"]["coin"]
    assert player(state, AU)["vp"] == 0 == player(state, SE)["vp"]
    assert benefits.add_vp(state, SE, 4, "automa_income") == []
    assert benefits.add_vp(state, AU, 4, "automa_income")[0]["n"] == 4


def test_board_shows_the_bots_public_state():
    """The bots' panel: the pair with the sections in use, favourites, deck sizes, the public
    discard pile and the Automa's mat with its covered spaces; nothing of the decks' order."""
    state = income_position(era=3)
    state["automa"]["discard"] = [8, 2]
    state["automa"]["pair"] = [1, 3]
    state["automa"]["deck_count"] = 4
    view = G.view(state, HUMAN)
    panel = G.board_context(view)["automa"]
    assert [c["id"] for c in panel["pair"]] == [1, 3] and panel["pair"][0]["income"]
    assert panel["pair"][1]["tracks"][-1] == "favourite" and panel["discard"] == [2, 8]
    assert panel["deck"] == 4 and [m["covered"] for m in panel["mat"]] == [True, True, False, False]
    assert panel["mat"][2]["multipliers"] == "x2 x1 x2"
    assert G.board_context(G.view(implemented_only(G.setup([{"kind": "human"}] * 3, {}, 1)), 0))["automa"] is None


def test_difference_last_pair_is_kept_for_the_income_turn():
    """The reference implementation discards the pair before an income turn on an empty deck and
    breaks ties with a random card; the rules keep the latest pair and use its tiebreaker card."""
    state = solo(4, level=3)
    state, _events = bot_turn(state, [3, 5], pair_before=[1, 2])
    pair = list(state["automa"]["pair"])
    state["automa"]["civs"] = []
    state["flow"]["stack"] = [{"step": "automa_turn", "seat": AU}]
    state, events = G.apply(state, AU, "go")
    assert "automa_pair" not in kinds(events)
    assert {e["card"] for e in events if e["kind"] in ("automa_track", "automa_favourite", "automa_conquer",
                                                      "automa_explore")} <= {pair[1]}
    assert set(pair) <= set(state["secret"]["automa"]["deck"])  # reshuffled with the era's cards


def test_solo_setup_a_player_dealt_two_removed_civilizations_is_dealt_two_others():
    """Solo setup removes some civilizations: a player whose two dealt ones are both removed is
    dealt two others (seed 99 dealt Futurists and Inventors; the player was left with none and
    played the game without a civilization)."""
    from games.tapestry.automa.setup import OPTIONAL_CIVS, REMOVED_CIVS
    gone = set(REMOVED_CIVS) | set(OPTIONAL_CIVS)
    for seed in (99, 103, 124, 151):
        state = game().setup([{"kind": "human"}, {"kind": "automaton"}, {"kind": "automaton"}], {}, seed)
        offer = state["seats"][0]["offer"]
        assert len(offer) == 2 and not set(offer) & gone, seed
        dealt = [e for e in state["log"] if e["kind"] == "civs_dealt" and e["seat"] == 0]
        assert dealt[-1]["civs"] == offer
