"""Produce Goods & Services (rulebook: Production Phase; Strike; Storages; Public Services)."""
from games.hegemony import production
from games.hegemony.opening import initial_state


def setup(n=2, seed=3):
    return initial_state("hegemony", 1, n, {}, seed)


def find(state, card_id):
    return next(c for c in state["public_sector"] + state["private_sector"]["capitalist"] if c["id"] == card_id)


def test_two_player_first_production():
    """2 players: the Supermarket and Shopping Mall (Capitalist) and the Public Hospital and
    University are staffed by the Working Class at L2 (20₳ each); the Clinic, College and
    Regional TV Station have no Workers and produce nothing."""
    state = setup()
    production.produce_all(state)
    wc, cc = state["classes"]["working"], state["classes"]["capitalist"]
    assert wc["money"] == 30 + 4 * 20
    assert cc["revenue"] == 120 - 40
    assert cc["storage"]["food"] == 1 + 4 and cc["storage"]["luxury"] == 2 + 6
    assert state["treasury"] == 120 - 40
    assert state["services"]["health"] == 5 + 4 and state["services"]["education"] == 5 + 4


def test_strike_skips_production_and_gives_influence():
    state = setup()
    find(state, "c-supermarket-2")["strike"] = True
    production.produce_all(state)
    assert state["classes"]["working"]["influence"] == 2
    assert state["classes"]["capitalist"]["storage"]["food"] == 1
    assert not find(state, "c-supermarket-2")["strike"]


def test_strike_on_level_3_wages_is_discarded():
    state = setup()
    entry = find(state, "c-supermarket-2")
    entry["strike"], entry["wage"] = True, 3
    production.produce_all(state)
    assert state["classes"]["working"]["influence"] == 1
    assert state["classes"]["working"]["money"] == 30 + 25 + 3 * 20  # the Supermarket's L3 is 25₳


def test_machinery_adds_its_bonus():
    state = setup()
    find(state, "c-supermarket-2")["machinery"] = True
    production.produce_all(state)
    assert state["classes"]["capitalist"]["storage"]["food"] == 1 + 4 + 1


def test_excess_food_overflows_into_the_free_trade_zone():
    """Food Storage holds 8; the excess goes to the Free Trade Zone (8 Food)."""
    state = setup()
    state["classes"]["capitalist"]["storage"]["food"] = 7
    production.produce_all(state)
    cc = state["classes"]["capitalist"]
    assert cc["storage"]["food"] == 8 and cc["free_trade_zone"]["food"] == 3


def test_public_services_limit_is_production_plus_six():
    state = setup()
    state["services"]["health"] = 8
    production.produce_all(state)
    assert state["services"]["health"] == 4 + 6  # one available Public Hospital: 4 + 6


def test_committed_workers_stand_up_after_production():
    state = setup()
    for w in find(state, "c-supermarket-2")["workers"]:
        w["committed"] = True
    production.produce_all(state)
    assert not any(w["committed"] for w in find(state, "c-supermarket-2")["workers"])


def test_trade_unions_give_influence():
    state = setup()
    state["classes"]["working"]["unions"] = {"F": {"class": "working", "skill": "F", "committed": True}}
    production.produce_all(state)
    assert state["classes"]["working"]["influence"] == 2
