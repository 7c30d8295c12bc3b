"""AI card effects: bonuses with the first action and special actions (digest §4.2, §6.7, §12 TC-7, TC-8)."""
from games.hegemony.automa import bonuses, specials
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import AI_CARDS
from games.hegemony.opening import initial_state


def _game(n=4, role="capitalist"):
    state = initial_state("hegemony", 1, n, {}, 8)
    add_automaton(state, role, "simple")
    return state


def _decision(card_id, action, bonus=True):
    return {"card": card_id, "action": action, "bonus": bonus}


def test_tc8a_card_15_bonus_sells_4_food_at_15_first_as_one_more_transaction():
    state = _game()
    cc = state["classes"]["capitalist"]
    cc["free_trade_zone"]["food"], cc["storage"]["food"] = 3, 5
    money, vp = cc["revenue"], cc["vp"]
    events = bonuses.apply_bonus(state, "capitalist", _decision("cc-ai-15", "SFM"))
    assert events[0]["sold"] == 4 and cc["revenue"] == money + 60 and cc["vp"] == vp + 1
    assert cc["free_trade_zone"]["food"] == 0 and cc["storage"]["food"] == 4  # the Free Trade Zone first


def test_bonus_only_with_the_first_action():
    state = _game()
    cc = state["classes"]["capitalist"]
    cc["storage"]["food"] = 5
    assert bonuses.apply_bonus(state, "capitalist", _decision("cc-ai-15", "SFM", bonus=False)) == []
    assert cc["storage"]["food"] == 5


def test_tc8b_card_15_special_three_cubes_and_three_more_for_15():
    state = _game()
    cc = state["classes"]["capitalist"]
    bag, money = state["bag"]["capitalist"], cc["revenue"]
    specials.do_special(state, "capitalist", AI_CARDS["cc-ai-15"])
    assert state["bag"]["capitalist"] == bag + 6 and cc["revenue"] == money - 15
    cc["revenue"] = cc["capital"] = 0
    specials.do_special(state, "capitalist", AI_CARDS["cc-ai-15"])
    assert state["bag"]["capitalist"] == bag + 9


def test_tc7_legitimacy_only_when_the_bonus_is_used():
    state = _game(role="working")
    legit = state["classes"]["state"]["legitimacy"]
    before = legit["working"]
    bonuses.apply_bonus(state, "working", _decision("wc-ai-13", "AW"))  # its bonus is for Buy Goods & Services
    assert legit["working"] == before
    bonuses.apply_bonus(state, "working", _decision("wc-ai-13", "BGS"))
    assert legit["working"] == before + 1


def test_every_bonus_text_is_written():
    assert bonuses.UNAPPLIED == []


def test_special_action_policy_condition():
    state = _game()
    card = AI_CARDS["cc-ai-01"]  # 1A or 1B: 5 from the State per company
    state["policies"]["1"] = "C"
    assert not specials.can_special(state, "capitalist", card)
    state["policies"]["1"] = "B"
    assert specials.can_special(state, "capitalist", card)


def test_special_population_cubes():
    state = _game(role="working")
    from games.hegemony import mainboard
    bag = state["bag"]["working"]
    specials.do_special(state, "working", AI_CARDS["wc-ai-04"])
    assert state["bag"]["working"] == bag + mainboard.population(state, "working")


def test_special_draw_six_keeps_own_cubes_removes_the_others():
    state = _game(role="working")
    total = sum(state["bag"].values())
    ev = specials.do_special(state, "working", AI_CARDS["wc-ai-03"])
    drawn = ev[0]["drawn"]
    assert sum(state["bag"].values()) == total - sum(n for c, n in drawn.items() if c != "working")


def test_special_replace_three_other_cubes_with_own():
    state = _game(role="working")
    other = sum(n for c, n in state["bag"].items() if c != "working")
    own = state["bag"]["working"]
    specials.do_special(state, "working", AI_CARDS["wc-ai-01"])
    assert sum(n for c, n in state["bag"].items() if c != "working") == other - 3
    assert state["bag"]["working"] == own + 3


def test_every_special_action_is_written():
    assert specials.UNIMPLEMENTED == []


def test_tc7_half_price_public_service_legitimacy_only_if_bought():
    """wc-ai-04: education sold by the State at half price (rounded up), a WC legitimacy shield."""
    state = _game(role="working")
    state["policies"]["5"] = "C"  # public education at 10
    legit = state["classes"]["state"]["legitimacy"]
    before = legit["working"]
    plan = dict(_decision("wc-ai-04", "BGS"), before=bonuses.snapshot(state, "working"))
    assert bonuses.after_bonus(state, "working", plan) == [] and legit["working"] == before
    state["services"]["education"] -= 3  # it bought 3 from the State at 10: half is 5
    money = state["classes"]["working"]["money"]
    events = bonuses.after_bonus(state, "working", plan)
    assert events[0]["money"] == 15 and state["classes"]["working"]["money"] == money + 15
    assert legit["working"] == before + 1


def test_bonus_public_company_with_its_workers_produces_first():
    """mc-ai-04: the Technical University (Middle Class workers, 4 players) produces first."""
    state = _game(role="middle")
    before = state["services"].get("education", 0)
    events = bonuses.apply_bonus(state, "middle", _decision("mc-ai-04", "BGS"))
    assert [e["company"] for e in events if e["kind"] == "produced"] == ["s-technical-university-1"]
    assert state["services"]["education"] > before
    assert bonuses.apply_bonus(state, "working", _decision("wc-ai-09", "BGS")) == []  # no WC workers there


def test_a_sell_first_bonus_that_sells_everything_leaves_the_sale_with_nothing_more_to_sell():
    """Card 16's bonus sells up to 6 Luxury first; when that was all the automaton could export,
    the Sell to the Foreign Market action it chose ends with no more sales (the prompt offers
    "No more sales" instead of nothing: a seat to act always has an option)."""
    from games.hegemony import actions, flow
    from games.hegemony.automa import chooser

    state = _game()
    cc = state["classes"]["capitalist"]
    for resource in cc["storage"]:
        cc["storage"][resource] = 0
    cc["free_trade_zone"] = {r: 0 for r in cc["free_trade_zone"]}
    cc["storage"]["luxury"] = 6
    assert actions.can_export(state, "capitalist")
    state["flow"]["stack"] = []
    actions.start_export(state, "capitalist")
    events = bonuses.apply_bonus(state, "capitalist", _decision("cc-ai-16", "SFM"))
    assert events[0]["sold"] == 6 and cc["storage"]["luxury"] == 0
    step = flow.top(state)
    prompt = flow.DECISIONS["export"].prompt(state, step)
    assert prompt.ids() == ["done"]
    assert chooser.choose(state, "capitalist", prompt) == "done"


def test_every_ai_card_special_action_is_written():
    """A special action without an effect would raise mid-game; none is left."""
    from games.hegemony.automa import specials
    from games.hegemony.components import AI_CARDS

    assert [c["id"] for c in AI_CARDS.values() if c.get("special") and specials.effect(c) is None] == []
