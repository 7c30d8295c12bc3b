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


def test_tapestry_card_age_of_discovery():
    """Roll the science die: everyone advances on that track; only you gain the benefit."""
    state = played("age_of_discovery")
    track = [e for e in state["log"] if e["kind"] == "science_die"][-1]["rolls"][0]
    state = resolve(state, 1)
    assert all(position(state, s, track) >= 1 for s in range(3))


def test_tapestry_card_democracy():
    """Draw 3 tapestry cards, then discard any for 2 VP each."""
    state = played("democracy")
    assert player(state, 0)["hand_count"] == 3
    assert game().prompt(state, 0).ids() == ["discard", "done"]
    state = play(state, 0, "discard")
    assert game().prompt(state, 0).id in ("tapestry.choose_discard", "tapestry.card_democracy")
    assert player(state, 0)["hand_count"] == 2 or game().prompt(state, 0).id == "tapestry.choose_discard"


def test_tapestry_card_colonialism():
    """Gain a resource per land terrain of a territory you control."""
    def printed(state):
        hid = next(h for h, x in sorted(state["board"]["hexes"].items()) if x["tile"] == "printed" and not x["outposts"])
        state["board"]["hexes"][hid]["outposts"] = [[0, True]]
    state = played("colonialism", setup=printed)
    before = sum(player(state, 0)["res"].values())
    prompt = game().prompt(state, 0)
    if prompt is not None and prompt.id == "tapestry.card_colonialism":
        state = play(state, 0, prompt.options[0].id)
    assert sum(player(state, 0)["res"].values()) > before or any(e["kind"] == "gained" for e in state["log"][-4:])


def test_tapestry_card_oil_magnate():
    """You and your neighbours advance on a track; only you gain the benefit."""
    state = played("oil_magnate")
    tiles = [len(player(state, s)["tiles"]) for s in range(3)]
    state = resolve(play(state, 0, "track:exploration"), 1)
    assert [position(state, s, "exploration") for s in range(3)] == [1, 1, 1]
    gained = [len(player(state, s)["tiles"]) - tiles[s] for s in range(3)]
    assert gained[0] >= 2 and gained[1:] == [0, 0]  # Scouting, for seat 0 only


def test_tapestry_card_steam_tycoon():
    """Invent a face-up card and upgrade it; the neighbours invent from the top of the deck."""
    state = played("steam_tycoon")
    card = game().prompt(state, 0).options[0].params["tech"]
    state = resolve(play(state, 0, f"tech:{card}"), 1)
    assert card in player(state, 0)["tech"]["middle"]
    assert len(player(state, 1)["tech"]["bottom"]) == 1 and len(player(state, 2)["tech"]["bottom"]) == 1


def test_tapestry_card_coal_baron():
    """Gain a territory tile and explore with it; the neighbours each gain a tile."""
    state = start_turn(game_at(3), 0)
    tiles = [len(player(state, s)["tiles"]) for s in range(3)]
    state["seats"][0]["hand"] = ["coal_baron"]
    player(state, 0)["hand_count"] = 1
    state = resolve(play(state, 0, "income"), 1)
    assert [e for e in state["log"] if e["kind"] == "explored"]
    assert [len(player(state, s)["tiles"]) - tiles[s] for s in (1, 2)] == [1, 1]


def test_tapestry_card_trade_economy():
    """Gain the benefit of an opponent's position; they may take its bonus free."""
    state = played("trade_economy", setup=lambda s: set_track(s, 1, "exploration", 1))
    if game().prompt(state, 0) is not None and game().prompt(state, 0).id == "tapestry.trade_economy":
        state = play(state, 0, "pos:1:exploration")
    k = next(i for i, e in enumerate(state["log"]) if e["kind"] == "traded" and e["track"] == "exploration")
    after = state["log"][k:]
    assert any(e["kind"] == "tiles_drawn" and e["seat"] == 0 and len(e["tiles"]) == 2 for e in after)


def test_tapestry_card_espionage():
    """Copy the ability of a tapestry card on an income mat."""
    state = played("espionage", setup=lambda s: player(s, 1)["tapestry"].append("trap"))
    if game().prompt(state, 0) is not None and game().prompt(state, 0).id == "tapestry.espionage":
        state = play(state, 0, "card:trap")
    k = next(i for i, e in enumerate(state["log"]) if e["kind"] == "copied" and e["card"] == "trap")
    assert any(e["kind"] == "vp" and e["seat"] == 0 and e["n"] == 10 for e in state["log"][k:])


def test_tapestry_card_olympic_host():
    """Each player may pay a worker for 10 VP; if an opponent does, you gain a building."""
    def workers(state):
        give(state, 1, worker=1)
    state = played("olympic_host", setup=workers)
    while game().prompt(state, game().to_act(state)[0]).id == "tapestry.olympics":
        seat = game().to_act(state)[0]
        state = play(state, seat, "pay")
    assert game().prompt(state, 0).id == "tapestry.card_diplomacy"  # the building


def test_tapestry_card_alliance():
    """This era: you and the chosen opponent cannot conquer each other."""
    from games.tapestry import territory
    state = played("alliance")
    state = resolve(play(state, 0, "seat:1"), 1)
    assert [0, 1] in state["board"]["alliances"]
    target = territory.conquerable(state, 1, anywhere=True)
    assert not any(state["board"]["hexes"][h]["outposts"] and state["board"]["hexes"][h]["outposts"][0][0] == 0
                   for h in target)


def test_tapestry_card_marriage_of_state():
    """This era: when the partner gains a benefit on the chosen track, you gain it too."""
    state = played("marriage_of_state")
    state = resolve(play(state, 0, "seat:1", "track:exploration"), 1)
    tiles = len(player(state, 0)["tiles"])
    give(state, 1, coin=2, worker=0, food=0, culture=0)
    state = resolve(play(state, 1, "advance:exploration"), 2)
    assert len(player(state, 0)["tiles"]) - tiles == 2  # the partner's Scouting, for seat 0 too


def test_tapestry_card_mercantilism():
    """This era (from the income turn it is played in): convert food at income, 2 VP each."""
    state = played("mercantilism", setup=lambda s: None)
    while game().prompt(state, 0) is not None and game().prompt(state, 0).id != "tapestry.mercantilism":
        state = play(state, 0, game().prompt(state, 0).options[0].id)
    assert player(state, 0)["res"]["food"] >= 1  # the income's food
    before = player(state, 0)["vp"]
    state = play(state, 0, "res:coin")  # the only food: the question ends by itself
    assert player(state, 0)["vp"] - before == 2


def test_tapestry_card_militarism():
    """This era: place an outpost on the territory you explore."""
    state = era("militarism")
    player(state, 0)["tiles"] = [5]
    set_track(state, 0, "exploration", 1)
    state = play(state, 0, "advance:exploration", "pay:coin")
    hid = game().prompt(state, 0).options[0].params["hex"]
    state = play(state, 0, f"hex:{hid}", "rot:0")
    while game().prompt(state, 0) is not None and game().prompt(state, 0).id != "tapestry.militarism":
        state = play(state, 0, game().prompt(state, 0).options[0].id)
    state = play(state, 0, "outpost")
    assert state["board"]["hexes"][hid]["outposts"] == [[0, True]]


def test_tapestry_card_terraforming():
    """This era: build on impassable plots, 5 VP each time."""
    state = era("terraforming")
    steps.push(state, {"step": "place", "seat": 0, "building": "farm"})
    city = player(state, 0)["city"]
    r, c = next((r, c) for r in range(9) for c in range(9) if city[r][c] == "1")
    before = player(state, 0)["vp"]
    state = play(state, 0, f"plot:{r}:{c}")
    assert player(state, 0)["vp"] - before == 5


def test_tapestry_card_revisionism():
    """This era: a track landmark also gives 1 resource."""
    state = era("revisionism")
    set_track(state, 0, "technology", 3)
    state = play(state, 0, "advance:technology", "pay:coin+coin")
    assert "forge" in player(state, 0)["landmarks"]
    kinds = [step["step"] for step in state["flow"]["stack"]]
    assert "choose_resource" in kinds or any(e["kind"] == "gained" for e in state["log"][-6:])


def test_tapestry_card_pirate_rule():
    """This era: conquering a territory also gives the benefit on its tile."""
    from games.tapestry import territory
    state = era("pirate_rule")
    target = next(h for h in territory.conquerable(state, 0, anywhere=False)
                  if isinstance(state["board"]["hexes"][h]["tile"], int)) if any(
        isinstance(state["board"]["hexes"][h]["tile"], int) for h in territory.conquerable(state, 0, anywhere=False)) else None
    if target is None:  # put a known tile (5: food) on a neighbouring hex
        target = territory.explorable(state, 0, anywhere=False)[0]
        state["board"]["hexes"][target]["tile"] = 5
    state = play(state, 0, "advance:military", "pay:coin", f"hex:{target}")
    kinds = [step["step"] for step in state["flow"]["stack"]]
    assert "tile_benefit" in kinds


def test_tapestry_card_exploitation():
    """This era: a placed territory may give its benefit twice and no VP."""
    state = era("exploitation")
    player(state, 0)["tiles"] = [5]  # food
    set_track(state, 0, "exploration", 1)
    food = player(state, 0)["res"]["food"]
    state = play(state, 0, "advance:exploration", "pay:coin")
    hid = game().prompt(state, 0).options[0].params["hex"]
    state = play(state, 0, f"hex:{hid}", "rot:0", "double")
    assert player(state, 0)["res"]["food"] == food + 2


def test_tapestry_card_tyranny():
    """This era: a gained tapestry card may be played on top of this one, once, for 5 VP."""
    state = played("tyranny")
    while game().to_act(state) == [0] and steps.top(state)["step"] != "turn":
        prompt = game().prompt(state, 0)
        state = play(state, 0, "pass" if "pass" in prompt.ids() else prompt.options[0].id)
    state = resolve(state, 1)
    assert player(state, 0)["era_card"] == "tyranny"
    start_turn(state, 0)
    give(state, 0, coin=3, worker=3, food=3, culture=3)
    set_track(state, 0, "science", 1)
    before = player(state, 0)["vp"]
    state = play(state, 0, "advance:science", "pay:coin")  # Science 2: a tapestry card
    assert game().prompt(state, 0).id == "tapestry.tyranny"
    drawn = game().prompt(state, 0).options[0]
    state = play(state, 0, drawn.id)
    assert player(state, 0)["tapestry"][-2:] == ["tyranny", drawn.params["card"]]
    assert player(state, 0)["vp"] - before >= 5


def test_tapestry_card_age_of_sail():
    """This era: exploring first draws 3 tiles; one may go to an opponent for 3 VP."""
    state = era("age_of_sail")
    set_track(state, 0, "exploration", 1)
    tiles = len(player(state, 0)["tiles"])
    state = play(state, 0, "advance:exploration", "pay:coin")
    assert len(player(state, 0)["tiles"]) - tiles == 3
    option = next(o for o in game().prompt(state, 0).options if o.id.startswith("give:"))
    before = player(state, 0)["vp"]
    state = play(state, 0, option.id)
    assert player(state, 0)["vp"] - before == 3