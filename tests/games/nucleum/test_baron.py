"""Baron von Automat, the solo opponent (rules digest §16.3, SOLO-1..6; a house automaton where
the printed rules are not public, U-17, Q-18), each test named after the rule it checks."""
import re

import pytest

from games.engine import SeatsRefused, new_rng, to_json
from games.nucleum import data
from games.nucleum.baron import answers, turn
from games.nucleum.baron.setup import LEVELS, prepare
from games.nucleum.data.check import check
from games.nucleum.testing import GAME
from tests.games.nucleum.test_data import _broken

COMPS = data.load(data.DEFAULT_DIR)
SOLO = [{"kind": "human"}, {"kind": "automaton"}]
BARON = 1


def solo(seed: int = 1, **options) -> dict:
    """A solo game with the human's experiment chosen and the Baron's turn due."""
    state = GAME.setup(SOLO, options, seed)
    while GAME.prompt(state, 0) is not None and GAME.prompt(state, 0).id == "nucleum.choose_experiment":
        state, _events = GAME.apply(state, 0, GAME.prompt(state, 0).options[0].id)
    state["flow"]["stack"] = [{"step": "baron_turn", "seat": BARON}]
    state["flow"]["active"] = BARON
    return state


def baron_moves(state, limit: int = 60) -> tuple[dict, list]:
    """Play the Baron's seat until it owes nothing; its events."""
    events = []
    for _k in range(limit):
        if BARON not in GAME.to_act(state):
            break
        state, new = GAME.apply(state, BARON, GAME.automaton_choice(state, BARON))
        events += new
    return state, events


def go(state) -> tuple[dict, list]:
    return GAME.apply(state, BARON, "go")


def with_subsidy(action: str, n: int) -> list[str]:
    """`n` general tiles showing `action` and a Subsidy."""
    found = [t for t, v in sorted(COMPS.tiles.items()) if v["set"] == "general"
             and sorted(h["action"] for h in v["halves"]) == sorted([action, "subsidy"])]
    assert len(found) >= n
    return found[:n]


def kinds(events, kind):
    return [e for e in events if e["kind"] == kind]


# --------------------------------------------------------------------------- seats


def test_solo_1_the_solo_game_seats_one_player_and_the_baron():
    plans = GAME.seat_plans({})
    assert any(p.kinds == (("human", "bot"), ("automaton",)) for p in plans)
    GAME.check_seats(SOLO, {})
    GAME.check_seats(list(reversed(SOLO)), {})
    for seats in ([{"kind": "automaton"}] * 2, [{"kind": "human"}] * 2 + [{"kind": "automaton"}]):
        with pytest.raises(SeatsRefused):
            GAME.check_seats(seats, {})
        with pytest.raises(SeatsRefused):
            GAME.setup(seats, {}, 1)
    assert GAME.automaton_labels(["human", "automaton"]) == {1: "Baron von Automat"}
    state = GAME.setup(SOLO, {}, 3)
    assert GAME.automaton_seats(state) == {BARON} and state["baron"]["seat"] == BARON
    assert GAME.automaton_seats(GAME.setup([{"kind": "human"}] * 2, {}, 3)) == frozenset()


def test_solo_2_the_baron_has_his_own_tiles_supply_and_deck_and_no_experiment():
    state = GAME.setup(SOLO, {}, 3)
    p = state["players"][BARON]
    assert p["pool"] == COMPS.baron["tiles"]["ids"] and p["experiment"] is None
    assert all(s["seat"] != BARON for s in state["flow"]["stack"])  # he chooses no experiment
    assert sorted(state["secret"]["baron_deck"]) == sorted(c["id"] for c in COMPS.baron["cards"])
    assert state["baron"]["deck_count"] == len(COMPS.baron["cards"])
    assert p["supply"] + p["workers"] == state["players"][0]["supply"] + state["players"][0]["workers"]


# --------------------------------------------------------------------------- SOLO-3: the preference order


@pytest.mark.parametrize("k", range(5))
def test_solo_3_the_baron_takes_the_first_action_of_his_preference_order(k):
    order = COMPS.baron["preference"]["order"]
    state = solo()
    state["players"][BARON]["pool"] = [t for a in order[k:5] for t in with_subsidy(a, 2)]
    state, events = go(state)
    (chosen,) = kinds(events, "baron_tile")
    assert chosen["action"] == order[k] and chosen["skipped"] == []
    assert chosen["tile"] in with_subsidy(order[k], 2) and state["players"][BARON]["slots"] == [chosen["tile"]]


def test_solo_3_the_card_s_primary_preference_picks_among_tiles_showing_the_action():
    state = solo()
    tiles = with_subsidy("urbanize", 2)
    state["players"][BARON]["pool"] = list(tiles)
    picked = set()
    for card in COMPS.baron["cards"][:2]:
        state["baron"]["card"] = card["id"]
        picked.add(turn.choose_tile(state, BARON)["tile"])
        assert turn.choose_tile(state, BARON)["tile"] == tiles[(card["primary"] - 1) % 2]
    assert picked == set(tiles)


def test_solo_3_his_tile_s_chosen_half_first_then_the_other():
    state = solo()
    state["players"][BARON]["pool"] = ["BAR-S1", "BAR-S3"]  # Urbanize twice; S1 also Industrialize
    state["players"][BARON]["thalers"] = 20
    state["baron"]["card"] = None
    state, events = go(state)
    tile = kinds(events, "baron_tile")[0]["tile"]
    state, events = baron_moves(state)
    done = [e["params"]["action"] for e in kinds(events, "baron_choice") if e["prompt"] == "nucleum.resolve_halves"]
    other = next(h["action"] for h in COMPS.tiles[tile]["halves"] if h["action"] != "urbanize")
    assert done == ["urbanize", other]
    assert kinds(events, "built")[0]["what"] in ("residence", "factory", "laboratory")


# --------------------------------------------------------------------------- SOLO-3 / Q-18: the last tile


def test_q18_pool_the_baron_never_plays_the_last_tile_of_his_pool_showing_the_action():
    state = solo()
    state["players"][BARON]["pool"] = ["BAR-S1", "BAR-S4"]  # Urbanize once, Industrialize twice
    state, events = go(state)
    (chosen,) = kinds(events, "baron_tile")
    assert chosen["action"] == "industrialize" and chosen["skipped"] == ["urbanize"]


def test_q18_pool_with_only_last_tiles_left_the_baron_recharges():
    state = solo()
    state["players"][BARON]["pool"] = ["BAR-S1", "BAR-S2"]  # every action on one tile
    state["players"][BARON]["slots"] = ["BAR-S3"]
    state, events = go(state)
    (why,) = kinds(events, "baron_recharge")
    assert why["why"] == "last_tiles" and why["skipped"] == ["urbanize", "industrialize", "develop", "contract"]
    p = state["players"][BARON]
    assert p["recharges"] == 1 and p["slots"] == [] and sorted(p["pool"]) == ["BAR-S1", "BAR-S2", "BAR-S3"]


def test_q18_subsidy_is_exempt_from_the_last_tile_rule():
    state = solo()
    (tile,) = with_subsidy("urbanize", 1)
    state["players"][BARON]["pool"] = [tile]
    state, events = go(state)
    (chosen,) = kinds(events, "baron_tile")
    assert chosen["action"] == "subsidy" and chosen["skipped"] == ["urbanize"]


def test_q18_offer_the_baron_plays_his_last_tile_but_leaves_the_offer_s_last():
    state = solo(baron_last_tile="offer")
    state["players"][BARON]["pool"] = ["BAR-S1", "BAR-S2"]
    state, events = go(state)
    assert kinds(events, "baron_tile")[0]["action"] == "urbanize"
    # Develop: the free rightmost tile is the only one of the offer showing Urbanize
    offer = state["board"]["offer"]
    only = with_subsidy("urbanize", 1)[0]
    others = with_subsidy("develop", 4)
    offer[:] = others + [only]
    state["players"][BARON]["thalers"] = 20
    state["flow"]["stack"].append({"step": "develop", "seat": BARON, "bought": 0, "discount": 0})
    option, why = answers.answer(state, BARON, GAME.prompt(state, BARON))
    assert option == "buy:3" and why == "cheapest_tile"  # the slot left of it: price 1
    state["options"]["baron_last_tile"] = "pool"
    assert answers.answer(state, BARON, GAME.prompt(state, BARON))[0] == "buy:4"


def test_q18_the_reading_is_an_option_with_the_pool_as_default():
    spec = next(s for s in GAME.OPTIONS if s.key == "baron_last_tile")
    assert spec.default == "pool" and set(spec.choices) == {"pool", "offer"}


# --------------------------------------------------------------------------- SOLO-4: Recharge and the end


def test_solo_4_with_full_slots_the_baron_recharges_with_his_income():
    state = solo()
    p = state["players"][BARON]
    p["slots"] = list(p["pool"][:1]) * COMPS.board["slots"]
    before = p["thalers"]
    state, events = go(state)
    assert kinds(events, "baron_recharge")[0]["why"] == "slots_full"
    assert state["players"][BARON]["recharges"] == 1 and state["players"][BARON]["thalers"] > before


def test_solo_4_the_baron_s_third_recharge_meets_the_end_condition_and_the_third_rad():
    state = solo()
    state["players"][0]["recharges"] = 3
    state["board"]["rads"] = 2
    p = state["players"][BARON]
    p["recharges"] = 2
    p["slots"] = ["BAR-S1"] * COMPS.board["slots"]
    p["pool"] = []
    state, events = go(state)
    state, more = baron_moves(state)
    events += more
    assert state["players"][BARON]["recharges"] == 3
    assert [e["number"] for e in kinds(events, "royal_appraisal")] == [3]
    assert {"condition": "recharged_three", "seat": BARON} in state["board"]["end_markers"]


def test_solo_4_after_the_end_trigger_the_round_ends_and_each_side_plays_once_more():
    state = solo()
    first = state["flow"]["first"]
    state["board"]["end_markers"] = [{"condition": c, "seat": 0} for c in ("draw_empty", "contracts_empty")]
    state["players"][0]["recharges"] = 3
    p = state["players"][BARON]
    p["recharges"], p["slots"], p["pool"] = 2, ["BAR-S1"] * COMPS.board["slots"], []
    state, events = go(state)
    state, more = baron_moves(state)
    events += more
    (ending,) = kinds(events, "game_ending")
    assert ending["turns"] == (first - 1 - BARON) % 2 + 2


# --------------------------------------------------------------------------- SOLO-5: Energize is paid


def test_solo_5_the_baron_pays_thalers_for_the_coal_he_energizes_with():
    state = solo()
    board = state["board"]
    board["structures"]["leipzig-u1"] = {"owner": BARON, "kind": "building", "type": "residence", "level": 1}
    board["neutral"] = {s: b for s, b in board["neutral"].items() if not s.startswith("leipzig")}
    state["players"][BARON]["thalers"] = 10
    state["baron"]["action"] = "energize"
    state["flow"]["stack"].append({"step": "energize", "seat": BARON, "bought": 0, "discount": 0})
    state, events = baron_moves(state)
    assert kinds(events, "fuel") and state["players"][BARON]["thalers"] < 10
    assert state["board"]["structures"]["leipzig-u1"].get("electrified")


# --------------------------------------------------------------------------- SOLO-6: difficulty


@pytest.mark.parametrize("level", LEVELS)
def test_solo_6_each_difficulty_sets_the_baron_up_as_its_data_says(level):
    spec = next(d for d in COMPS.baron["difficulties"] if d["id"] == level)
    state = GAME.setup(SOLO, {"baron_level": level}, 5)
    p, human = state["players"][BARON], state["players"][0]
    assert (p["thalers"], p["workers"]) == (spec["thalers"], spec["available_workers"])
    assert all(p["income"][t] == spec["income"].get(t, 0) for t in data.TRACKS)
    assert (human["thalers"], human["workers"]) == (4, 2)
    assert state["baron"]["level"] == level
    assert [e for e in state["log"] if e["kind"] == "baron_setup"][0]["level"] == level


def test_solo_6_the_default_difficulty_is_the_data_s():
    spec = next(s for s in GAME.OPTIONS if s.key == "baron_level")
    assert spec.default == COMPS.baron["default_difficulty"] and set(spec.choices) == {d["id"] for d in COMPS.baron["difficulties"]}


# --------------------------------------------------------------------------- the trace


def test_every_baron_decision_writes_a_readable_reason_into_the_log():
    state = solo()
    state["players"][BARON]["thalers"] = 20
    state, events = go(state)
    (card,) = kinds(events, "baron_card")
    assert card["card"] == state["baron"]["card"] and card["primary"] in range(1, 5)
    assert kinds(events, "baron_tile")[0]["card"] == card["card"]
    state, more = baron_moves(state)
    choices = kinds(more, "baron_choice")
    assert choices and all(c["why"] and c["card"] == card["card"] for c in choices)
    asked = len([e for e in more if e["kind"] == "baron_choice"])
    assert asked >= 2  # both halves at least
    for e in events + more:
        if e["kind"].startswith("baron"):
            text, params = GAME.event_text(e)
            rendered = text.format(**{"seat": "Ann", **{k: str(v) for k, v in params.items()}})
            assert "{" not in rendered and len(rendered) > 10
            assert not re.search(r"\b[a-z]+_[a-z_]+\b|\b[a-z]+-[a-z]*\d", rendered), rendered  # words, not ids


def test_thirty_baron_turns_in_a_row_answer_every_prompt_legally_and_go_through_recharges():
    state = solo()
    state["players"][BARON]["thalers"] = 30
    actions = set()
    for _turn in range(30):
        state, events = go(state)  # apply refuses an answer that is not an option
        state, _events = baron_moves(state)
        actions |= {e["action"] for e in kinds(events, "baron_tile")}
        state["flow"]["stack"] = [{"step": "baron_turn", "seat": BARON}]
    assert state["players"][BARON]["recharges"] >= 2
    assert {"urbanize", "industrialize", "develop"} <= actions


# --------------------------------------------------------------------------- hidden information


def test_no_view_shows_the_order_of_the_baron_s_deck():
    state = solo()
    state, _events = go(state)
    other = {**state, "secret": {**state["secret"], "baron_deck": list(reversed(state["secret"]["baron_deck"]))}}
    assert other["secret"]["baron_deck"] != state["secret"]["baron_deck"]
    for audience in (None, 0, BARON):
        assert to_json(GAME.view(other, audience)) == to_json(GAME.view(state, audience))
        assert "baron_deck" not in to_json(GAME.view(state, audience))


def test_a_bot_s_sample_deals_the_baron_s_unseen_cards_in_a_new_order():
    state = solo()
    state, _events = go(state)
    view = GAME.view(state, 0)
    orders = set()
    for k in range(6):
        sample = GAME.determinize(view, 0, new_rng(k))
        assert sorted(sample["secret"]["baron_deck"]) == sorted(state["secret"]["baron_deck"])
        assert to_json(GAME.view(sample, 0)) == to_json(view)
        orders.add(tuple(sample["secret"]["baron_deck"]))
    assert len(orders) > 1


# --------------------------------------------------------------------------- the expansion's seam


def test_bar_2_politicking_is_in_his_order_only_with_the_parliament():
    state = solo()
    assert "politicking" not in turn.preference(state)
    state["parliament"] = {}
    assert turn.preference(state)[0] == "politicking"
    assert turn.preference(state)[1:] == COMPS.baron["preference"]["order"]


def test_bar_1_with_the_parliament_his_politicking_tile_replaces_its_starting_tile():
    state = GAME.setup([{"kind": "human"}] * 2, {}, 2)
    state["parliament"] = {}
    prepare(state, SOLO)
    pool = state["players"][BARON]["pool"]
    assert "BAR-X1" in pool and "BAR-S2" not in pool and len(pool) == len(COMPS.baron["tiles"]["ids"])


# --------------------------------------------------------------------------- his data


def _card(c, **change):
    c["cards"][0].update(change)


BROKEN = {
    "tile": (lambda c: c["tiles"]["ids"].append("T01"), "T01 is no tile of the set baron"),
    "last tile": (lambda c: c["tiles"]["ids"].remove("BAR-S3"), "show urbanize 1 times"),
    "order": (lambda c: c["preference"]["order"].reverse(), "Urbanize, Industrialize, Develop"),
    "parliament order": (lambda c: c["preference_with_parliament"]["order"].pop(0), "Politicking before"),
    "card": (lambda c: _card(c, primary=0), "has no primary preference"),
    "card id": (lambda c: _card(c, id="BC02"), "preference card id BC02 is used 2 times"),
    "default level": (lambda c: c.update(default_difficulty="nightmare"), "default difficulty nightmare"),
    "level income": (lambda c: c["difficulties"][0]["income"].update(gold=1), "unknown income tracks"),
}


@pytest.mark.parametrize("name", BROKEN)
def test_the_check_names_each_broken_rule_of_the_baron_s_data(tmp_path, name):
    change, words = BROKEN[name]
    found = check(_broken(tmp_path, "baron", change))
    assert any(words in line for line in found), found


def test_everything_of_the_baron_s_data_says_where_it_comes_from():
    baron = COMPS.baron
    assert "provisional" in baron["source"]
    records = [baron["tiles"], baron["preference"], baron["preference_with_parliament"], baron["ignores_network"],
               baron["income_track_order"], *baron["cards"], *baron["difficulties"]]
    assert all(r["source"] for r in records)
    assert all(COMPS.tiles[t]["source"] for t in baron["tiles"]["ids"])


def test_bar_10_and_bar_11_the_expansions_difficulty_adjustments_are_table_options():
    """H1: a Baron worker from supply leads the party with no neutral; H2: one joins every party a
    neutral leads; H3: his party scoring is the harder one; BAR-11: the player leads instead."""
    base = GAME.setup(SOLO, {"expansion": "parliament"}, 4)
    empty = next(i for i in range(4) if not any(v == i for v in base["parliament"]["neutrals"].values()))
    assert base["parliament"]["baron"] == {"seat": BARON, "harder": False}
    harder = GAME.setup(SOLO, {"expansion": "parliament", "baron_h1": True, "baron_h2": True, "baron_h3": True}, 4)
    par = harder["parliament"]
    assert par["leaders"][empty] == BARON and par["baron"]["harder"]
    neutral_led = [i for i in range(4) if isinstance(base["parliament"]["leaders"][i], str)]
    assert neutral_led and all(par["politicians"][i][BARON] == 1 for i in neutral_led)
    assert all(par["leaders"][i] == base["parliament"]["leaders"][i] for i in neutral_led)
    assert harder["players"][BARON]["supply"] == base["players"][BARON]["supply"] - 1 - len(neutral_led)
    easier = GAME.setup(SOLO, {"expansion": "parliament", "baron_easier": True}, 4)
    assert easier["parliament"]["leaders"][empty] == 0 and easier["parliament"]["politicians"][empty][0] == 1


def test_bar_2_with_the_parliament_the_baron_politicks_in_a_game():
    state = GAME.setup(SOLO, {"expansion": "parliament"}, 6)
    for _k in range(3000):
        if GAME.result(state) is not None or any(row[BARON] for row in state["parliament"]["politicians"]):
            break
        seat = GAME.to_act(state)[0]
        option = GAME.automaton_choice(state, seat) if seat == BARON else GAME.prompt(state, seat).options[-1].id
        state, _events = GAME.apply(state, seat, option)
    assert any(row[BARON] for row in state["parliament"]["politicians"])
    assert any(e["kind"] == "baron_party" for e in state["log"])
