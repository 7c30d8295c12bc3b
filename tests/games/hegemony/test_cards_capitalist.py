"""The Capitalist Class action cards played for their effect, one test per card named after it,
each asserting the printed effect from a constructed position (the card images are the text;
the FAQ settles Bid Rigging, Extra Shift and Push Political Agenda)."""
from games.hegemony import effects, flow
from games.hegemony.components import ACTION_CARDS, COMPANIES
from games.hegemony.game import Hegemony
from games.hegemony.opening import worker

GAME = Hegemony()
CC = "capitalist"


def table(n=3, seed=1):
    """A game at the Capitalist Class's Main Action; once the card is done its turn ends and the
    Working Class's begins (prompts with a single option resolve themselves, as in play)."""
    state = GAME.setup([{"kind": "human"}] * n, {}, seed)
    state["flow"]["stack"] = [{"step": "turn", "role": "working", "free_used": False},
                              {"step": "after_main", "role": CC, "free_used": True}]
    return state


def card(state, face, role=CC):
    assert effects.can_play(state, role, f"{face}#1"), face
    events = effects.play(state, role, f"{face}#1")
    flow.run(state, events)
    return events


def play(state, *ids, role=CC):
    for option_id in ids:
        state, _events = GAME.apply(state, state["roles"].index(role), option_id)
    return state


def ids(state, role=CC):
    return GAME.prompt(state, state["roles"].index(role)).ids()


def turn_over(state):
    if flow.top(state)["step"] == "after_main":  # a card only played, not applied
        state = play(state, "done")
    return flow.top(state) == {"step": "turn", "role": "working", "free_used": False}


def cc(state):
    return state["classes"][CC]


def own(state, card_id):
    return next(c for c in state["private_sector"][CC] if c["id"] == card_id)


def test_every_capitalist_face_has_its_effect():
    assert [f for f in effects.missing() if f.startswith("capitalist:")] == []
    assert sum(1 for f in ACTION_CARDS if f.startswith("capitalist:")) == 28


def test_bid_rigging():
    """Sell up to 6 Luxury to the State for 10₳ each, then 1 Influence; at 2-3 players the
    Luxury goes to the supply (FAQ) and the Treasury pays, with a Loan if it must."""
    state = table()
    cc(state)["storage"]["luxury"] = 9
    cc(state)["free_trade_zone"]["luxury"] = 5  # only sold abroad: not offered
    state["treasury"] = 20
    card(state, "capitalist:bid-rigging")
    assert ids(state) == [f"qty:{n}" for n in range(7)]
    state = play(state, "qty:6")
    assert cc(state)["storage"]["luxury"] == 3 and cc(state)["free_trade_zone"]["luxury"] == 5
    assert cc(state)["revenue"] == 180 and cc(state)["influence"] == 2
    assert state["state_loans"] == 1 and state["treasury"] == 10  # 20 + 50 - 60
    assert turn_over(state)


def test_business_expansion():
    """Build 2 Companies, then as many new Companies join the Market."""
    state = table()
    for role in ("working", "middle"):
        state["classes"][role]["unemployed"] = []  # nobody to staff them: no staffing prompt
    market = list(cc(state)["market"])
    top = state["secret"]["companies_capitalist"][:2]
    card(state, "capitalist:business-expansion")
    state = play(state, f"company:{market[0]}", "wage:2")
    assert GAME.prompt(state, 2).id == "hegemony.build_company" and f"company:{market[0]}" not in ids(state)
    state = play(state, f"company:{market[1]}", "wage:3")
    assert turn_over(state)
    assert [c["id"] for c in state["private_sector"][CC]][-2:] == market[:2]
    assert cc(state)["market"] == market[2:] + top
    assert cc(state)["revenue"] == 120 - COMPANIES[market[0]]["cost"] - COMPANIES[market[1]]["cost"]


def test_business_grants():
    """1A/1B: 5₳ from the State for each Company owned (operational or not)."""
    state = table()
    state["policies"]["1"] = "B"
    assert len(state["private_sector"][CC]) == 4
    card(state, "capitalist:business-grants")
    assert cc(state)["revenue"] == 140 and state["treasury"] == 100
    state["policies"]["1"] = "C"
    assert not effects.can_play(state, CC, "capitalist:business-grants#1")


def test_buy_private_island():
    """50₳ from the Capital (the rest from Revenue) to the State, 7 VP."""
    state = table()
    cc(state)["capital"] = 30
    card(state, "capitalist:buy-private-island")
    assert cc(state)["capital"] == 0 and cc(state)["revenue"] == 100
    assert state["treasury"] == 170 and cc(state)["vp"] == 7
    cc(state)["revenue"] = 49
    assert not effects.can_play(state, CC, "capitalist:buy-private-island#1")  # no Loan for an optional cost


def test_competitive_wages():
    """2B/2C: the Wage to L3, then the Workers of an operational Public Company of the same
    industry and size move in (committed: a card's assignment)."""
    state = table()
    clinic = own(state, "c-clinic-2")  # health, slots H U, empty
    hospital = next(c for c in state["public_sector"] if c["id"] == "s-university-hospital-1")  # H U U: 3 Workers
    second = next(c for c in state["public_sector"] if c["id"] == "s-public-hospital-2")  # opened: H U
    second.update(face_up=True, workers=[worker("working", "U"), worker("working", "H")])
    card(state, "capitalist:competitive-wages")
    state = play(state, "company:c-clinic-2")  # the one Public Company that fits is taken at once:
    assert own(state, "c-clinic-2")["wage"] == 3  # not the 3-Worker University Hospital
    clinic = own(state, "c-clinic-2")
    assert [w["skill"] for w in clinic["workers"]] == ["H", "U"] and all(w["committed"] for w in clinic["workers"])
    assert next(c for c in state["public_sector"] if c["id"] == "s-public-hospital-2")["workers"] == []
    assert len(hospital["workers"]) == 3 and turn_over(state)
    state["policies"]["2"] = "A"
    assert not effects.can_play(state, CC, "capitalist:competitive-wages#1")


def test_endorse_political_campaign():
    state = table()
    card(state, "capitalist:endorse-political-campaign")
    assert cc(state)["revenue"] == 105 and state["bag"][CC] == 14 and state["cube_supply"][CC] == 11


def test_exit_strategy():
    """A Company without Machinery and without committed Workers, sold for twice its cost."""
    state = table()
    own(state, "c-clinic-2")["machinery"] = True
    own(state, "c-college-2")["workers"][0]["committed"] = True
    card(state, "capitalist:exit-strategy")
    assert set(ids(state)) == {"company:c-supermarket-2", "company:c-shopping-mall-2"}
    state = play(state, "company:c-supermarket-2")
    assert cc(state)["revenue"] == 120 + 2 * COMPANIES["c-supermarket-2"]["cost"]
    assert "c-supermarket-2" not in [c["id"] for c in state["private_sector"][CC]]
    assert len(state["classes"]["working"]["unemployed"]) == 5  # its 2 Workers became unemployed


def test_extra_shift():
    """A non-automated Company pays its Wage and produces now; not on Strike, not with an unpaid
    Wage (FAQ), and a Company with Machinery adds its bonus."""
    state = table()
    mall = own(state, "c-shopping-mall-2")  # luxury 6 (+2 Machinery), Middle Class Workers, L2 20₳
    mall["machinery"] = True
    own(state, "c-supermarket-2")["strike"] = True
    card(state, "capitalist:extra-shift")
    assert set(ids(state)) == {"company:c-shopping-mall-2", "company:c-college-2"}
    state = play(state, "company:c-shopping-mall-2")
    assert cc(state)["storage"]["luxury"] == 2 + 8 and cc(state)["revenue"] == 100
    assert state["classes"]["middle"]["money"] == 60
    cc(state)["revenue"] = 10
    assert not effects.can_play(state, CC, "capitalist:extra-shift#1")


def test_fake_news():
    """Draw 6 cubes, remove up to 4 (to their supplies), the rest go back to the bag."""
    state = table()
    state["bag"] = {"working": 6, "middle": 0, "capitalist": 0}
    card(state, "capitalist:fake-news")
    assert ids(state) == ["cube:working", "done"]
    state = play(state, *["cube:working"] * 4)  # the fourth removal returns the rest
    assert state["bag"]["working"] == 2 and state["cube_supply"]["working"] == 21 and turn_over(state)
    state = table()
    state["bag"] = {"working": 0, "middle": 3, "capitalist": 0}
    card(state, "capitalist:fake-news")  # only 3 to draw: the bag is not refilled for it
    assert state["bag"] == {"working": 0, "middle": 0, "capitalist": 0} and state["cube_supply"]["working"] == 17


def test_foreign_market_insight():
    """The next 2 Export cards revealed; one may replace the current card, the others are
    discarded; then an optional Sale to the Foreign Market."""
    state = table()
    current, nxt = state["export"], state["secret"]["export"][:2]
    cc(state)["storage"]["education"] = 12
    card(state, "capitalist:foreign-market-insight")
    assert ids(state) == [f"export:{nxt[0]}", f"export:{nxt[1]}", "keep"]
    state = play(state, f"export:{nxt[1]}")
    assert state["export"] == nxt[1] and state["export_discards"][-2:] == [nxt[0], current]
    assert nxt[1] not in state["export_discards"]
    assert GAME.prompt(state, 2).id == "hegemony.card_may"
    assert GAME.prompt(play(state, "do"), 2).id == "hegemony.sell_foreign"
    state = play(state, "pass")
    assert cc(state)["vp"] == 0 and turn_over(state)


def test_foreign_partner():
    """6B/6C: a Business Deal, then Food and/or Luxury may be sold abroad (not the services)."""
    state = table()
    assert state["business_deals"]  # one is face up at the start (6B)
    cc(state)["storage"].update(food=8, luxury=12, health=12, education=12)
    card(state, "capitalist:foreign-partner")
    assert GAME.prompt(state, 2).id == "hegemony.business_deal"
    state = play(state, ids(state)[-1], "do")
    sale = GAME.prompt(state, 2)
    assert sale.id == "hegemony.sell_foreign"
    assert {o.params["resource"] for o in sale.options if o.id != "done"} <= {"food", "luxury"}
    state["policies"]["6"] = "A"
    assert not effects.can_play(state, CC, "capitalist:foreign-partner#1")


def test_foreign_recruitment():
    """7B/7C: 10₳, and new Workers from the Supply (of the class chosen) fill a non-operational
    Company, committed."""
    state = table()
    state["policies"]["7"] = "B"
    before = len(state["classes"]["working"]["unemployed"])
    card(state, "capitalist:foreign-recruitment")
    assert ids(state) == ["company:c-clinic-2:working", "company:c-clinic-2:middle"]
    state = play(state, "company:c-clinic-2:working")
    clinic = own(state, "c-clinic-2")
    assert [(w["class"], w["skill"], w["committed"]) for w in clinic["workers"]] == [
        ("working", "H", True), ("working", "U", True)]
    assert cc(state)["revenue"] == 110 and len(state["classes"]["working"]["unemployed"]) == before


def foreign_sale_with_extra(face, resource, most, price):
    """Sell to the Foreign Market, with one more transaction: up to 6 Luxury at 10₳ (Global
    Branding) or 4 Food at 15₳ (Global Food Crisis), from the Free Trade Zone first; 1 VP each."""
    state = table()
    cc(state)["storage"][resource] = 5
    cc(state)["free_trade_zone"][resource] = 3
    card(state, f"capitalist:{face}")
    assert "extra" in ids(state) and "done" not in ids(state)
    state = play(state, "extra")
    assert ids(state) == [f"qty:{n}" for n in range(1, most + 1)]
    state = play(state, f"qty:{most}")
    if not turn_over(state):
        state = play(state, "done")
    assert cc(state)["free_trade_zone"][resource] == 0 and cc(state)["storage"][resource] == 8 - most
    assert cc(state)["revenue"] == 120 + most * price and cc(state)["vp"] == 1


def test_global_branding():
    foreign_sale_with_extra("global-branding", "luxury", 6, 10)


def test_global_food_crisis():
    foreign_sale_with_extra("global-food-crisis", "food", 4, 15)


def sale_to_the_state(face, resource, most):
    """Up to 9 to the State for 10₳ each, into the Public Services, never past their limit
    (production of the available Public Companies + 6)."""
    state = table()
    cc(state)["storage"][resource] = 12
    state["services"][resource] = 6  # 3p: limit 6 + 6
    card(state, f"capitalist:{face}")
    assert ids(state)[-1] == "qty:6"
    state = play(state, "qty:6")
    assert state["services"][resource] == 12 and cc(state)["storage"][resource] == 6
    assert cc(state)["revenue"] == 180 and state["treasury"] == 60


def test_health_crisis():
    sale_to_the_state("health-crisis", "health", 9)


def test_higher_education_program():
    sale_to_the_state("higher-education-program", "education", 9)


def test_industrialization():
    """1A/1B: a Luxury or Agricultural Company for half its cost (rounded up), the State the rest."""
    state = table()
    state["policies"]["1"] = "A"
    cc(state)["market"] = ["c-hotel-1", "c-hospital-1", "c-fish-farm-1"]  # 15 luxury, 20 health, 20 food
    card(state, "capitalist:industrialization")
    assert ids(state) == ["company:c-hotel-1", "company:c-fish-farm-1"]
    state = play(state, "company:c-hotel-1")
    assert cc(state)["revenue"] == 112 and state["treasury"] == 113
    assert "c-hotel-1" in [c["id"] for c in state["private_sector"][CC]]


def test_interest_groups():
    """Cubes revealed until 3 opponents' cubes; those 3 go back to their supplies and 3 Capitalist
    cubes take their place; the revealed cubes return to the bag."""
    state = table()
    state["bag"] = {"working": 2, "middle": 2, "capitalist": 4}
    card(state, "capitalist:interest-groups")
    assert sum(state["bag"].values()) == 8 and state["bag"]["capitalist"] == 7
    assert state["cube_supply"]["capitalist"] == 14
    assert state["cube_supply"]["working"] + state["cube_supply"]["middle"] == 34 + 3


def test_interest_groups_at_two_players_counts_only_the_opponent():
    """At 2 players the Middle Class cubes are no player's: only Working Class cubes are replaced."""
    state = table(n=2)
    state["bag"] = {"working": 3, "middle": 5, "capitalist": 0}
    card(state, "capitalist:interest-groups")
    assert state["bag"] == {"working": 0, "middle": 5, "capitalist": 3}


def test_investment_opportunities():
    """A Market Company for 10₳ less, or any Company of the deck for 10₳ more (the deck shuffled)."""
    state = table()
    market, deck = list(cc(state)["market"]), list(state["secret"]["companies_capitalist"])
    card(state, "capitalist:investment-opportunities")
    assert ids(state) == ["mode:market", "mode:deck"]
    searched = play(state, "mode:deck")
    assert sorted(ids(searched)) == sorted(f"company:{c}" for c in deck
                                           if COMPANIES[c]["cost"] + 10 <= 120)
    pick = deck[-1]
    searched = play(searched, f"company:{pick}")
    assert cc(searched)["revenue"] == 120 - COMPANIES[pick]["cost"] - 10
    assert pick not in searched["secret"]["companies_capitalist"] and cc(searched)["market"] == market
    cheaper = play(state, "mode:market", f"company:{market[0]}")
    assert cc(cheaper)["revenue"] == 120 - COMPANIES[market[0]]["cost"] + 10


def test_offshore_companies():
    state = table()
    cc(state)["revenue"], cc(state)["capital"] = 75, 10
    card(state, "capitalist:offshore-companies")
    assert (cc(state)["revenue"], cc(state)["capital"]) == (38, 47)


def test_public_opinion_polling():
    """Propose a Bill, 5 cubes revealed; a free Immediate Vote counts them, or they return."""
    state = table()
    cc(state)["influence"] = 0
    card(state, "capitalist:public-opinion-polling")
    state = play(state, "bill:3B")
    assert sum(state["bag"].values()) == 24 - 5 and GAME.prompt(state, 2).id == "hegemony.immediate_vote"
    declined = play(state, "vote:later")
    assert sum(declined["bag"].values()) == 24 and "3" in declined["bills"] and turn_over(declined)
    voted = play(state, "vote:now")
    assert voted["classes"][CC]["influence"] == 0 and GAME.prompt(voted, 0).id == "hegemony.vote_side"


def test_push_political_agenda():
    """25₳ for 2 Bills, each with its own Immediate Vote, on different Policies (FAQ)."""
    state = table()
    cc(state)["influence"] = 0
    card(state, "capitalist:push-political-agenda")
    assert cc(state)["revenue"] == 95
    state = play(state, "bill:3B")
    assert "bill:3B" not in ids(state) and "bill:6C" in ids(state)
    state = play(state, "bill:6C")
    assert set(state["bills"]) == {"3", "6"} and cc(state)["bills"] == 1 and turn_over(state)


def test_radical_reforms():
    """Any section, even not next to the current one; no Immediate Vote."""
    state = table()
    assert state["policies"]["1"] == "C"
    card(state, "capitalist:radical-reforms")
    assert "bill:1A" in ids(state) and "bill:1C" not in ids(state)
    state = play(state, "bill:1A")
    assert state["bills"]["1"] == {"section": "A", "by": CC} and turn_over(state)  # influence 1, no vote offered


def bill_for_then_cubes(face, policy):
    """A Bill for that Policy only, then 2 cubes (after its Immediate Vote, in the printed order)."""
    state = table()
    card(state, f"capitalist:{face}")
    assert {o[5] for o in ids(state)} == {str(policy)}
    state = play(state, ids(state)[0], "vote:later")
    assert str(policy) in state["bills"] and state["bag"][CC] == 10 and turn_over(state)


def test_tap_into_new_markets():
    bill_for_then_cubes("tap-into-new-markets", 6)


def test_taxed_enough_already():
    bill_for_then_cubes("taxed-enough-already", 3)


def test_technological_progress():
    """20₳ for 1 Machinery or 45₳ for 2, each on a different Company showing the icon; one with
    nowhere to go is lost."""
    state = table()
    for c in state["private_sector"][CC]:
        c["machinery"] = c["id"] != "c-clinic-2"
    card(state, "capitalist:technological-progress")
    assert ids(state) == ["machinery:1", "machinery:2"]
    state = play(state, "machinery:2")  # the Clinic is the one place left; the second token is lost
    kinds = [e["kind"] for e in state["log"]]
    assert kinds.index("machinery_placed") < kinds.index("machinery_lost")
    assert own(state, "c-clinic-2")["machinery"] and cc(state)["revenue"] == 75 and turn_over(state)


def test_trade_protectionism_lobby():
    """6A/6B: 2 cubes per Agricultural Company; under 6A the Luxury ones count too."""
    state = table()
    card(state, "capitalist:trade-protectionism-lobby")  # 6B: the Supermarket
    assert state["bag"][CC] == 10
    state["policies"]["6"] = "A"
    card(state, "capitalist:trade-protectionism-lobby")  # and the Shopping Mall
    assert state["bag"][CC] == 14


def test_unemployment_initiative_program():
    """4A/4B: unemployed Workers fill a non-operational Company; 5₳ from the State per Worker."""
    state = table()
    state["classes"]["working"]["unemployed"] = [worker("working", "H"), worker("working", "U")]
    card(state, "capitalist:unemployment-initiative-program")
    assert ids(state) == ["company:c-clinic-2"]  # the only non-operational Company, only Working Class Workers
    state = play(state, "company:c-clinic-2")  # the class, the only one that can fill it, follows by itself
    assert [w["skill"] for w in own(state, "c-clinic-2")["workers"]] == ["H", "U"]
    assert cc(state)["revenue"] == 130 and state["treasury"] == 110 and turn_over(state)


def test_cards_that_show_hidden_cards_keep_a_determinized_state_consistent():
    """Investment Opportunities' search shows the deck in id order (a sampled deck shows the same
    prompt); the Export cards Foreign Market Insight reveals are out of the deck at once."""
    from games.engine import new_rng

    state = table()
    card(state, "capitalist:investment-opportunities")
    state = play(state, "mode:deck")
    view = GAME.view(state, 2)
    assert GAME.view(GAME.determinize(view, 2, new_rng(5)), 2) == view
    state = table()
    card(state, "capitalist:foreign-market-insight")
    revealed = flow.top(state)["revealed"]
    for seat in range(3):
        world = GAME.determinize(GAME.view(state, seat), seat, new_rng(6))
        assert not set(revealed) & set(world["secret"]["export"])
