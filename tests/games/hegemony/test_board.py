"""The drawn board's display builder (games/hegemony/board.py): what each part of the board shows
from a seat's view, which element each option of a prompt names, and that a view's context
holds no hand but the seat's own."""
import json
import random

import pytest

from games import registry
from games.hegemony import board, mainboard
from games.hegemony.components import AI_CARDS, BOARD_FACTS, COMPANIES

GAME = registry.get("hegemony")


def new_game(kinds=("human", "human", "human"), seed=7) -> dict:
    return GAME.setup([{"kind": k} for k in kinds], GAME.resolve_options({}), seed)


def play_until(state: dict, wanted, seed: int = 1, limit: int = 3000) -> dict:
    """Random play (automata by their own procedure) until `wanted(state, seat, prompt)` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        for seat in GAME.to_act(state):
            prompt = GAME.prompt(state, seat)
            if wanted(state, seat, prompt):
                return state
        assert GAME.result(state) is None, "the game ended before the wanted position"
        seat = GAME.to_act(state)[0]
        if seat in {state["roles"].index(r) for r in state.get("automata", {})}:
            choice = GAME.automaton_choice(state, seat)
        else:
            choice = rng.choice(GAME.prompt(state, seat).ids())
        state, _events = GAME.apply(state, seat, choice)
    raise AssertionError("no such position")


def context(state: dict, seat) -> dict:
    return board.board_context(GAME.view(state, seat))


def prompt_at(prompt_id: str):
    return lambda state, seat, prompt: prompt.id == prompt_id


def test_the_hand_is_shown_to_its_owner_only_and_the_others_see_counts():
    state = new_game()
    for seat in range(3):
        ctx = context(state, seat)
        assert [c["id"] for c in ctx["hand"]] == state["seats"][seat]["hand"]
        assert all(c["text"] and c["name"] for c in ctx["hand"])
        dumped = json.dumps(ctx, default=str)
        others = {c for i, s in enumerate(state["seats"]) if i != seat for c in s["hand"]}
        assert not {c for c in others if c in dumped}
        assert [k["hand_count"] for k in ctx["public"]["classes"]] == [7, 7, 7]
    spectator = context(state, None)
    assert spectator["hand"] == [] and spectator["my_role"] is None
    assert not {c for s in state["seats"] for c in s["hand"] if c in json.dumps(spectator, default=str)}


def test_the_public_part_is_the_same_for_every_audience():
    state = play_until(new_game(), prompt_at("hegemony.choose_action"))
    publics = [context(state, seat)["public"] for seat in (0, 1, 2, None)]
    assert all(p == publics[0] for p in publics)


def test_the_politics_table_marks_the_section_in_effect_and_the_bill_on_a_policy():
    state = play_until(new_game(), lambda s, seat, p: bool(s["bills"]))
    (policy, bill), = list(state["bills"].items())[:1]
    ctx = context(state, None)["public"]
    assert [p["number"] for p in ctx["policies"]] == list(range(1, 8))
    for p in ctx["policies"]:
        assert [s["letter"] for s in p["sections"] if s["current"]] == [state["policies"][str(p["number"])]]
    sections = ctx["policies"][int(policy) - 1]["sections"]
    marked = [s for s in sections if s["bill"]]
    assert [s["letter"] for s in marked] == [bill["section"]] and marked[0]["bill"]["role"] == bill["by"]


def test_the_status_names_the_round_phase_and_turn():
    state = new_game(("human", "human"))
    assert context(state, 0)["public"]["status"] == {"round": 1, "rounds": 5, "phase": "Action Phase", "turn": 1,
                                                     "turns": 5}
    voting = play_until(new_game(("human", "human")), prompt_at("hegemony.spend_influence"))
    stack = [s["step"] for s in voting["flow"]["stack"]]
    expected = "Elections Phase" if "elections" not in stack and "scoring" in stack else "Action Phase"
    assert context(voting, 0)["public"]["status"]["phase"] == expected


def test_the_markets_list_each_seller_at_its_price():
    state = new_game()
    rows = {r["id"]: r for r in context(state, 0)["public"]["markets"]}
    food = {s["key"]: s for s in rows["food"]["sellers"]}
    tariff = BOARD_FACTS["import"]["tariff"][state["policies"]["6"]]["food"]
    assert food["stock:foreign:food"]["price"] == BOARD_FACTS["import"]["food"] + tariff
    assert food["stock:capitalist:food"]["n"] == state["classes"]["capitalist"]["storage"]["food"]
    assert food["stock:capitalist:food"]["price"] == state["classes"]["capitalist"]["prices"]["food"]
    assert {s["key"] for s in rows["influence"]["sellers"]} == {"stock:state:influence"}
    assert "stock:foreign:health" not in {s["key"] for s in rows["health"]["sellers"]}


def test_each_class_board_counts_its_workers_as_the_rules_do():
    state = play_until(new_game(), prompt_at("hegemony.vote_side"))
    for k in context(state, None)["public"]["classes"]:
        if k["role"] != "capitalist":
            assert k["workers"] == mainboard.worker_count(state, k["role"])
            assert k["population"] == mainboard.population(state, k["role"])
            assert len(k["unemployed"]) == len(state["classes"][k["role"]]["unemployed"])
            assert k["employed"] == k["workers"] - len(k["unemployed"]) - sum(1 for u in k.get("unions", []) if u["worker"])


def test_a_company_shows_its_slots_filled_and_its_wage():
    state = new_game()
    companies = {c["id"]: c for k in context(state, 0)["public"]["classes"] for c in k["companies"]}
    supermarket = companies["c-supermarket-2"]
    assert [s["skill"] for s in supermarket["slots"]] == COMPANIES["c-supermarket-2"]["workers"]
    assert [s["worker"]["role"] for s in supermarket["slots"]] == ["working", "working"]
    assert [w["level"] for w in supermarket["wages"] if w["current"]] == [2]
    clinic = companies["c-clinic-2"]
    assert all(s["worker"] is None for s in clinic["slots"]) and not clinic["operational"]


def test_the_options_of_a_turn_name_the_hand_cards_and_free_actions():
    state = play_until(new_game(), prompt_at("hegemony.choose_card"))
    seat = GAME.to_act(state)[0]
    ctx = context(state, seat)
    prompt = GAME.prompt(state, seat)
    playable = {o.id[len("play:"):] for o in prompt.options if o.id.startswith("play:")}
    for option in prompt.options:
        kind, _sep, rest = option.id.partition(":")
        if kind == "free":
            assert ctx["targets"][option.id] == [f"free:{state['roles'][seat]}:{rest}"]
        elif rest in playable:  # the card, then how it is used
            assert ctx["targets"][option.id] == [f"card:{rest}", f"use:{rest}:{'basic' if kind == 'card' else 'effect'}"]
        else:
            assert ctx["targets"][option.id] == [option.id]
    faces = {}  # a second copy of a card is not offered again: its first copy is the target
    for c in ctx["hand"]:
        faces.setdefault(c["id"].split("#")[0], c["key"])
    assert {k for keys in ctx["targets"].values() for k in keys if k.startswith("card:")} == set(faces.values())


@pytest.mark.parametrize("prompt_id,key_kind", [
    ("hegemony.choose_action", "action"), ("hegemony.propose_bill", "section"), ("hegemony.assign_workers", "company"),
    ("hegemony.buy_source", "stock"), ("hegemony.buy_resource", "resource")])
def test_each_option_names_its_board_element(prompt_id, key_kind):
    state = play_until(new_game(), prompt_at(prompt_id))
    seat = next(s for s in GAME.to_act(state) if GAME.prompt(state, s).id == prompt_id)
    prompt = GAME.prompt(state, seat)
    ctx = context(state, seat)
    role = state["roles"][seat]
    for option in prompt.options:
        if option.id == "done":
            assert option.id not in ctx["targets"]  # a button
            continue
        (key,) = ctx["targets"][option.id]
        assert key.split(":")[0] == key_kind
        if key_kind == "action":
            assert key == f"action:{role}:{option.id.split(':')[1]}"
        if key_kind == "section":
            assert key == "section:{}:{}".format(*option.id.split(":")[1])
        if key_kind == "stock":
            assert key == f"stock:{option.id.split(':')[1]}:{prompt.params['resource']}"


def test_how_many_and_which_side_stay_buttons():
    state = play_until(new_game(), prompt_at("hegemony.vote_side"))
    seat = next(s for s in GAME.to_act(state) if GAME.prompt(state, s).id == "hegemony.vote_side")
    assert context(state, seat)["targets"] == {}


def test_a_wage_a_deal_and_an_export_name_their_places():
    view = {"roles": ["working", "capitalist"], "classes": {"working": {}, "capitalist": {}},
            "prompt": {"id": "hegemony.set_wage", "seat": 1, "params": {"company": "c-academy-1"},
                       "options": [{"id": "wage:1"}, {"id": "wage:3"}]}}
    assert board.targets(view) == {"wage:1": ["wage:c-academy-1:1"], "wage:3": ["wage:c-academy-1:3"]}
    view["prompt"] = {"id": "hegemony.business_deal", "seat": 1, "params": {},
                      "options": [{"id": "deal:business-deal-01#2:ftz"}, {"id": "deal:business-deal-01#2:storage"}]}
    assert board.targets(view) == {"deal:business-deal-01#2:ftz": ["deal:business-deal-01#2", "dealto:ftz"],
                                     "deal:business-deal-01#2:storage": ["deal:business-deal-01#2", "dealto:storage"]}
    view["prompt"] = {"id": "hegemony.sell_foreign", "seat": 1, "params": {},
                      "options": [{"id": "export:luxury:1"}, {"id": "done"}]}
    assert board.targets(view) == {"export:luxury:1": ["export:luxury:1"]}


def test_an_automaton_shows_its_ai_card_and_never_its_deck():
    state = play_until(new_game(("human", "automaton", "automaton")),
                       lambda s, seat, p: s["automata"]["middle"]["card"] is not None or s["automata"]["middle"]["discard"])
    ctx = context(state, 0)
    middle = next(k for k in ctx["public"]["classes"] if k["role"] == "middle")
    auto = state["automata"]["middle"]
    shown = middle["automaton"]["card"] or middle["automaton"]["last"]
    played = auto["card"] or auto["discard"][-1]
    assert shown["number"] == AI_CARDS[played]["number"] and shown["special"] == AI_CARDS[played]["special"]
    deck = state["secret"]["ai_middle"]
    assert not {c for c in deck if c in json.dumps(ctx, default=str)}
    working = next(k for k in ctx["public"]["classes"] if k["role"] == "working")
    assert working["automaton"] is None and working["actions"]


def test_the_bill_being_voted_on_is_marked_with_its_sides_and_cubes():
    state = play_until(new_game(), lambda s, seat, p: p.id == "hegemony.spend_influence")
    step = next(s for s in reversed(state["flow"]["stack"]) if s["step"] == "spend")
    policies = context(state, None)["public"]["policies"]
    assert [p["number"] for p in policies if p["voting"]] == [step["policy"]]
    bill = state["bills"][str(step["policy"])]
    shown = next(s["bill"] for s in policies[step["policy"] - 1]["sections"] if s["bill"])
    assert len(shown["for"]) + len(shown["against"]) == len(bill["sides"]) == len(state["roles"])
    assert sum(d["n"] for d in shown["drawn"]) == sum(bill["drawn"].values()) > 0
    # how much Influence each seat spends stays secret until the count
    assert "influence_bid" not in json.dumps(context(state, None), default=str)


def test_with_a_state_player_its_panel_shows_legitimacy_events_and_agenda():
    """Four players (the State player's rules are being added): the opening's State board is drawn."""
    from games.engine import public_base, standard_view
    from games.hegemony.components import EVENTS, POLITICAL_AGENDAS
    from games.hegemony.opening import initial_state

    state = initial_state(GAME.id, GAME.SCHEMA, 4, GAME.resolve_options({}), 3)
    view = GAME.public_view(state, standard_view(state, 3, base=public_base(state) | GAME.public_facts(state))
                            | {"seat": 3, "to_act": [], "prompt": None, "result": None}, 3)
    ctx = board.board_context(view)
    panel = ctx["public"]["state"]
    assert ctx["my_role"] == "state" and [c["id"] for c in ctx["hand"]] == state["seats"][3]["hand"]
    assert panel["player"] and [(l["role"], l["n"]) for l in panel["legitimacy"]] == \
        [("working", 2), ("middle", 2), ("capitalist", 2)]
    assert [e["name"] for e in panel["events"]] == [EVENTS[e]["name"] for e in state["classes"]["state"]["events"]]
    assert [f"{a['policy']}{a['section']}" for a in panel["agenda"]] == \
        POLITICAL_AGENDAS[state["classes"]["state"]["political_agenda"]]["sections"]
    assert [a["met"] for a in panel["agenda"]] == [state["policies"][a["policy"]] == a["section"] for a in panel["agenda"]]
    assert [l["n"] for l in panel["legitimacy"]] == [next(c["n"] for c in l["cells"] if c["on"]) for l in panel["legitimacy"]]
    assert panel["hand_count"] == 7
    assert [k["role"] for k in ctx["public"]["classes"]] == ["working", "middle", "capitalist"]
    assert [s["role"] for s in ctx["public"]["scores"]] == ["working", "middle", "capitalist", "state"]


MODULES = {"hidden_agendas": True, "crisis_plans": True, "alternative_events": True, "crisis_and_control_cards": True}


def four_with_modules(seed=5) -> dict:
    return GAME.setup([{"kind": "human"}] * 4, GAME.resolve_options(MODULES), seed)


def test_only_its_owner_sees_a_seats_hidden_agenda_the_others_see_that_one_is_held():
    state = four_with_modules()
    offered = state["seats"][0]["agenda_offer"]
    mine = context(state, 0)
    assert [a["id"] for a in mine["agenda_offer"]] == offered
    assert set(board.targets(GAME.view(state, 0))) == {f"agenda:{a}" for a in offered}
    for seat in (1, 2, 3, None):
        shown = json.dumps(context(state, seat), default=str)
        assert not any(a in shown for a in offered), seat
    panel = context(state, None)["public"]["crisis"]
    assert [(a["role"], a["held"], a["revealed"]) for a in panel["agendas"]] == \
        [(r, True, None) for r in state["roles"]]


def test_the_crisis_plan_is_face_up_and_kept_alternative_events_are_public():
    state = play_until(four_with_modules(), lambda s, seat, p: any(s["crisis"]["events"].values()))
    panel = context(state, None)["public"]["crisis"]
    assert panel["plan"]["name"] == board.CRISIS_PLANS[state["crisis"]["plans"]["card"]]["name"]
    kept = {(k["role"], e["id"]) for k in panel["kept"] for e in k["events"]}
    assert kept == {(r, e) for r, es in state["crisis"]["events"].items() for e in es}


def test_the_states_events_are_picked_then_the_class_they_are_done_for():
    state = play_until(four_with_modules(), lambda s, seat, p: p is not None and p.id == "hegemony.event_action"
                       and any(o.count(":") == 2 for o in p.ids()))
    view = GAME.view(state, 3)
    found = board.targets(view)
    events = {e["key"] for e in context(state, 3)["public"]["state"]["events"]}
    for option in view["prompt"]["options"]:
        keys = found.get(option["id"])
        if keys is None:  # a choice no board element tells apart from another stays a button
            continue
        assert keys[0] in events and all(k.startswith("class:") for k in keys[1:])
    assert any(k[0] in events for k in found.values())
    paths = [tuple(k) for k in found.values()]
    assert len(paths) == len(set(paths)), "two options named alike could not be told apart by clicking"


def test_options_naming_a_class_a_policy_or_a_bill_name_their_place():
    view = {"roles": ["working", "middle", "capitalist", "state"], "policies": {str(p): "B" for p in range(1, 8)},
            "bills": {"2": {"section": "C", "by": "state"}}, "bag": {"working": 3}, "classes": {}}
    keys = lambda prompt, option: board._option_keys(prompt, option, "state", {}, view)  # noqa: E731
    assert keys("hegemony.meet_mps", "role:middle") == ["class:middle"]
    assert keys("hegemony.card_pair", "pair:working+capitalist") == ["class:working", "class:capitalist"]
    assert keys("hegemony.discard_bill", "bill:2") == ["section:2:C"]
    assert keys("hegemony.protect_policy", "policy:4") == ["policy:4"]
    assert keys("hegemony.emergency_state", "policy:3A") == ["section:3:A"]
    assert keys("hegemony.remove_cubes", "cube:working") == ["bag:working"]
    # the peeked Events and a Wage moved up or down have no element: buttons
    assert keys("hegemony.peek_events", "swap:drought:neighbors-at-war") is None
    assert keys("hegemony.state_intervention", "wage:c-college-2:down") is None


def test_protected_and_locked_policies_are_marked():
    state = new_game()
    state["protected"] = {"3": {"by": "middle", "marker": True}}
    state["locks"] = {"1": True}
    shown = {p["number"]: p for p in context(state, None)["public"]["policies"]}
    assert shown[3]["protected"]["role"] == "middle" and not shown[3]["locked"]
    assert shown[1]["locked"] and shown[1]["protected"] is None and shown[2]["protected"] is None


def test_the_states_benefits_areas_show_what_waits_for_each_class():
    state = four_with_modules()
    state["classes"]["state"]["benefits"]["working"] = {"money": 10, "cubes": 0, "health": 2}
    areas = {b["role"]: b["items"] for b in context(state, None)["public"]["state"]["benefits"]}
    assert [(i["id"], i["n"]) for i in areas["working"]] == [("money", 10), ("health", 2)]
    assert areas["middle"] == areas["capitalist"] == []
