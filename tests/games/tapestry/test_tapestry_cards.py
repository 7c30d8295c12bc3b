"""Tapestry card effects, one test per card named after it (the card's text in the docstring)."""
from games.tapestry import data, steps
from games.tapestry.state import player, position
from games.tapestry.testing import game, game_at, give, play, resolve, set_track, start_turn


def played(card: str, n: int = 3, **setup):
    """Seat 0 takes income turn 2 holding only `card`; the first-into-era resource is a coin.
    Returns the state when the card's own choices (if any) are due."""
    state = start_turn(game_at(n), 0)
    state["seats"][0]["hand"] = [card]
    player(state, 0)["hand_count"] = 1
    give(state, 0, coin=0, worker=0, food=0, culture=0)
    for key, value in setup.items():
        value(state)
    state = play(state, 0, "income")
    if steps.top(state)["step"] == "choose_resource":
        state = play(state, 0, "res:coin")
    return state


def vp_gained(state, before=0):
    return player(state, 0)["vp"] - before


def test_tapestry_card_boast_of_superiority():
    """4 VP for each track where nobody is further advanced."""
    def lead(state):
        for t in ("exploration", "science"):
            set_track(state, 0, t, 3)
        set_track(state, 1, "military", 2)
    state = played("boast_of_superiority", setup=lead)
    events = [e for e in state["log"] if e["kind"] == "vp" and e["why"] == "tapestry"]
    assert events[-1]["n"] == 4 * 3  # exploration, science and technology (everyone at 0)


def test_tapestry_card_plea_for_aid():
    """For each track where every other token is further: 2 VP and 1 resource."""
    def behind(state):
        for s in (1, 2):
            set_track(state, s, "military", 1)
    state = played("plea_for_aid", setup=behind)
    assert steps.top(state)["step"] == "choose_resource"
    assert [e for e in state["log"] if e["kind"] == "vp"][-1]["n"] == 2


def test_tapestry_card_age_of_wonders():
    """The most landmarks: 12 VP."""
    state = played("age_of_wonders", setup=lambda s: player(s, 0)["landmarks"].append("forge"))
    assert [e for e in state["log"] if e["kind"] == "vp"][-1]["n"] == 12


def test_tapestry_card_feudalism():
    """Either 1 resource or 3 VP per landmark."""
    state = played("feudalism", setup=lambda s: player(s, 0)["landmarks"].extend(["forge", "barracks"]))
    state = play(state, 0, "benefit:vp_per:landmark*3")
    assert [e for e in state["log"] if e["kind"] == "vp"][-1]["n"] == 6


def test_tapestry_card_renaissance():
    """Advance once on each track without benefits; the bonuses are free."""
    state = played("renaissance")
    while steps.top(state)["step"] != "turn" or steps.top(state)["seat"] == 0:
        prompt = game().prompt(state, 0)
        if prompt is None:
            break
        state = play(state, 0, "take" if "take" in prompt.ids() else prompt.options[0].id)
    assert all(position(state, 0, t) == 1 for t in data.TRACK_KEYS)


def test_tapestry_card_dark_ages():
    """Regress once on 3 tracks, advance 3 times on the other, no benefits."""
    def spread(state):
        for t in data.TRACK_KEYS:
            set_track(state, 0, t, 2)
    state = played("dark_ages", setup=spread)
    state = resolve(play(state, 0, "track:military"), 1)  # the Barracks (military 4) is placed on the way
    assert [position(state, 0, t) for t in data.TRACK_KEYS] == [1, 1, 5, 1]


def test_tapestry_card_socialism():
    """Advance or regress to match the closest opponent on a track, no benefit."""
    def ahead(state):
        set_track(state, 1, "science", 5)
        set_track(state, 2, "science", 9)
    state = played("socialism", setup=ahead)
    state = play(state, 0, "track:science")
    assert position(state, 0, "science") == 5


def test_tapestry_card_guilds():
    """Pay 1-3 resources for 5/10/15 VP (or VP for resources)."""
    state = played("guilds", setup=lambda s: None)
    assert "sell:1" in game().prompt(state, 0).ids()  # the coin of the era bonus
    state = play(state, 0, "sell:1")
    assert [e for e in state["log"] if e["kind"] == "vp"][-1]["n"] == 5


def test_tapestry_card_technocracy():
    """First into this era: invent and upgrade a tech card."""
    state = played("technocracy")
    assert steps.top(state)["step"] == "invent"
    card = game().prompt(state, 0).options[0].params["tech"]
    state = play(state, 0, f"tech:{card}")
    assert card in player(state, 0)["tech"]["middle"]


def test_tapestry_card_dystopia():
    """Gain any landmark from the landmark board."""
    state = played("dystopia")
    state = play(state, 0, "landmark:academy")
    assert "academy" in player(state, 0)["landmarks"] and "academy" not in state["board"]["landmarks"]


def test_tapestry_card_revolution():
    """Stand up to 3 toppled outposts, toppling the opponents' there."""
    hexes = []

    def toppled(state):
        hid = next(h for h, x in sorted(state["board"]["hexes"].items()) if x["tile"] and not x["outposts"])
        state["board"]["hexes"][hid]["outposts"] = [[0, False], [1, True]]
        hexes.append(hid)
    state = played("revolution", setup=toppled)
    hid = hexes[0]
    state = play(state, 0, "revolt")
    assert state["board"]["hexes"][hid]["outposts"] == [[0, True], [1, False]]


def test_tapestry_card_monarchy():
    """This era: 3 VP whenever you place an income building in your capital."""
    state = resolve(played("monarchy"), 1)
    assert player(state, 0)["era_card"] == "monarchy"
    before = player(state, 0)["vp"]
    start_turn(state, 0)
    set_track(state, 0, "technology", 2)
    give(state, 0, coin=1, worker=0, food=0, culture=0)
    state = play(state, 0, "advance:technology", "benefit:market")
    state = play(state, 0, game().prompt(state, 0).options[0].id)  # place it
    assert vp_gained(state, before) >= 3


def era(card: str, n: int = 3):
    """Seat 0 has played `card` (a THIS ERA card) and it is seat 0's turn again, well supplied."""
    state = resolve(played(card, n), 1)
    assert player(state, 0)["era_card"] == card
    start_turn(state, 0)
    give(state, 0, coin=3, worker=3, food=3, culture=3)
    return state


def test_tapestry_card_wartime_economy():
    """This era: bonuses that cost any resource are free."""
    state = era("wartime_economy")
    set_track(state, 0, "science", 1)
    state = play(state, 0, "advance:science", "pay:coin")
    assert game().prompt(state, 0).ids() == ["take", "pass"]


def test_tapestry_card_golden_age():
    """This era: ignore upgrade prerequisites; 3 VP per upgrade."""
    state = era("golden_age")
    player(state, 0)["tech"]["middle"] = ["radio"]  # square needs science 10
    steps.push(state, {"step": "upgrade", "seat": 0, "optional": False})
    before = player(state, 0)["vp"]
    state = play(state, 0, "tech:radio")
    assert "radio" in player(state, 0)["tech"]["top"] and player(state, 0)["vp"] - before >= 3


def test_tapestry_card_broker_of_peace():
    """This era: you cannot advance on military; 3 VP each time an opponent does."""
    state = era("broker_of_peace")
    assert "advance:military" not in game().prompt(state, 0).ids()
    before = player(state, 0)["vp"]
    start_turn(state, 1)
    give(state, 1, coin=3, worker=3, food=3, culture=3)
    state = play(state, 1, "advance:military", "pay:coin")
    assert player(state, 0)["vp"] - before == 3


def test_tapestry_card_theocracy():
    """This era: no science advances; 4 VP on entering any tier."""
    state = era("theocracy")
    assert "advance:science" not in game().prompt(state, 0).ids()
    set_track(state, 0, "technology", 3)
    before = player(state, 0)["vp"]
    state = play(state, 0, "advance:technology", "pay:coin+coin")
    assert player(state, 0)["vp"] - before >= 4


def test_tapestry_card_empiricism():
    """This era: the science die is rolled twice (choose 1); 2 VP per science advance."""
    state = era("empiricism")
    before = player(state, 0)["vp"]
    state = play(state, 0, "advance:science", "pay:coin")
    die = [e for e in state["log"] if e["kind"] == "science_die"][-1]
    assert len(die["rolls"]) == 2
    assert player(state, 0)["vp"] - before >= 2


def test_tapestry_card_academia():
    """This era: 3 VP whenever you invent or gain a tapestry card."""
    state = era("academia")
    before = player(state, 0)["vp"]
    state = play(state, 0, "advance:technology", "pay:coin")  # Invent
    state = play(state, 0, game().prompt(state, 0).options[0].id)
    assert player(state, 0)["vp"] - before >= 3


def test_tapestry_card_industrialism():
    """This era: inventing gives the card's circle benefit; it stays in the bottom row."""
    state = era("industrialism")
    row = state["board"]["tech_row"]
    if "calendar" not in row:  # Calendar's circle: 1 culture
        state["secret"]["tech_deck"] = [c for c in state["secret"]["tech_deck"] if c != "calendar"] + [row[0]]
        row[0] = "calendar"
    culture = player(state, 0)["res"]["culture"]
    state = play(state, 0, "advance:technology", "pay:coin", "tech:calendar")
    assert "calendar" in player(state, 0)["tech"]["bottom"]
    assert player(state, 0)["res"]["culture"] == culture + 1


def test_tapestry_card_capitalism():
    """This era: 2 VP per coin of income."""
    state = era("capitalism")
    state["seats"][0]["hand"] = ["trap"]
    player(state, 0)["hand_count"] = 1
    before = player(state, 0)["vp"]
    state = resolve(play(state, 0, "income"), 1)
    coin_vp = [e for e in state["log"] if e["kind"] == "vp" and e["why"] == "tapestry"]
    assert player(state, 0)["vp"] > before and coin_vp


def test_tapestry_card_pillage_and_plunder():
    """This era: no traps against you, and both dice when you topple."""
    state = era("pillage_and_plunder")
    from games.tapestry import territory
    target = territory.conquerable(state, 0, anywhere=False)[0]
    state["board"]["hexes"][target]["outposts"] = [[1, True]]
    state["seats"][1]["hand"] = ["trap"]
    state = play(state, 0, "advance:military", "pay:coin", f"hex:{target}")
    assert game().to_act(state) != [1] or game().prompt(state, 1).id != "tapestry.play_trap"
    assert state["board"]["hexes"][target]["outposts"][0][1] is False


def test_tapestry_card_meritocracy():
    """Invent, then 2 VP per tech card."""
    state = played("meritocracy")
    card = game().prompt(state, 0).options[0].params["tech"]
    before = player(state, 0)["vp"]
    state = play(state, 0, f"tech:{card}")
    n = sum(len(r) for r in player(state, 0)["tech"].values())
    assert player(state, 0)["vp"] - before >= 2 * n


def test_tapestry_card_diplomacy():
    """Every player gains 1 resource; you also gain 1 income building."""
    state = played("diplomacy")
    state = play(state, 0, "building:farm")
    state = play(state, 0, game().prompt(state, 0).options[0].id)  # place the farm
    for _k in range(3):
        state = play(state, game().to_act(state)[0], "res:food")
    assert player(state, 0)["taken"]["farm"] == 1
    assert player(state, 1)["res"]["food"] >= 1 and player(state, 2)["res"]["food"] >= 1
