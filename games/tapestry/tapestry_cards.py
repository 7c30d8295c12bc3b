"""The tapestry cards' effects, one block per card (keys as in data/tapestry_cards.json)."""
from __future__ import annotations

from games.engine import event
from games.tapestry import benefits, data, hooks, steps
from games.tapestry.state import advanced, player
from games.tapestry.tapestry import ERA_CARDS, when_played


def era_card(key: str, *flags: str) -> None:
    ERA_CARDS.add(key)
    if flags:
        hooks.flag(key, *flags)


@when_played("trap")
def _trap(state, seat):
    return benefits.add_vp(state, seat, 10, "tapestry")


@when_played("feudalism")
def _feudalism(state, seat):
    steps.push(state, {"step": "choose_benefit", "seat": seat, "tokens": ["any_resource", "vp_per:landmark*3"]})
    return []


@when_played("meritocracy")
def _meritocracy(state, seat):
    steps.push(state, benefits.gain_step(seat, "invent"), benefits.gain_step(seat, "vp_per:tech_card*2"))
    return []


@when_played("boast_of_superiority")
def _boast(state, seat):
    n = len(state["players"])
    best = sum(1 for t in data.TRACK_KEYS
               if all(advanced(state, s, t) <= advanced(state, seat, t) for s in range(n)))
    return benefits.add_vp(state, seat, 4 * best, "tapestry")


@when_played("plea_for_aid")
def _plea(state, seat):
    n = len(state["players"])
    behind = sum(1 for t in data.TRACK_KEYS
                 if n > 1 and all(advanced(state, s, t) > advanced(state, seat, t) for s in range(n) if s != seat))
    steps.push(state, *[benefits.gain_step(seat, "any_resource")] * behind)
    return benefits.add_vp(state, seat, 2 * behind, "tapestry")


@when_played("age_of_wonders")
def _age_of_wonders(state, seat):
    counts = [len(p["landmarks"]) for p in state["players"]]
    mine = counts[seat]
    others = [c for s, c in enumerate(counts) if s != seat]
    if others and mine < min(others):
        steps.push(state, *[benefits.gain_step(seat, "any_resource")] * 2)
        return []
    if others and mine > max(others):
        return benefits.add_vp(state, seat, 12, "tapestry")
    steps.push(state, benefits.gain_step(seat, "any_resource"))
    return benefits.add_vp(state, seat, 6, "tapestry")


# --------------------------------------------------------------------------- this era


era_card("wartime_economy", "free_bonus")
era_card("golden_age", "ignore_prerequisites")
era_card("terraforming", "build_on_impassable")
era_card("pillage_and_plunder", "both_dice_on_topple", "no_traps_against")
era_card("pirate_rule", "conquer_tile_benefit")
era_card("broker_of_peace", "no_advance:military")
era_card("theocracy", "no_advance:science")
era_card("monarchy")
era_card("academia")


@hooks.reacts("golden_age", "upgraded")
def _golden_age(state, seat, tech, row):
    return benefits.add_vp(state, seat, 3, "tapestry")


@hooks.reacts("terraforming", "built_on_impassable")
def _terraforming(state, seat, n):
    return benefits.add_vp(state, seat, 5, "tapestry")


@hooks.reacts("broker_of_peace", "others_advanced")
def _broker(state, seat, actor, track, pos):
    return benefits.add_vp(state, seat, 3, "tapestry") if track == "military" else []


@hooks.reacts("theocracy", "entered_tier")
def _theocracy(state, seat, track, pos):
    return benefits.add_vp(state, seat, 4, "tapestry")


@hooks.reacts("monarchy", "placed_income_building")
def _monarchy(state, seat, building):
    return benefits.add_vp(state, seat, 3, "tapestry")


@hooks.reacts("academia", "invented")
def _academia_invent(state, seat, tech):
    return benefits.add_vp(state, seat, 3, "tapestry")


@hooks.reacts("academia", "gained_tapestry")
def _academia_tapestry(state, seat, n):
    return benefits.add_vp(state, seat, 3, "tapestry")


# --------------------------------------------------------------------------- more "when played"


from games.engine import Option, Prompt, _  # noqa: E402
from games.tapestry import tracks  # noqa: E402
from games.tapestry.state import controlled, neighbours, position  # noqa: E402


@when_played("age_of_discovery")
def _age_of_discovery(state, seat):
    """Roll the science die: every player advances on that track; only you gain the benefit."""
    track = tracks.roll_science(state)
    n = len(state["players"])
    others = [(seat + k) % n for k in range(1, n)]
    steps.push(state, tracks.advance_step(seat, track),
               *[tracks.advance_step(s, track, benefit=False, bonus=None) for s in others])
    return [event("science_die", seat=seat, rolls=[track])]


@when_played("dystopia")
def _dystopia(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "dystopia"})
    return []


@when_played("diplomacy")
def _diplomacy(state, seat):
    n = len(state["players"])
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "diplomacy"},
               *[benefits.gain_step((seat + k) % n, "any_resource") for k in range(n)])
    return []


@when_played("democracy")
def _democracy(state, seat):
    events = benefits.draw_tapestry(state, seat, 3)
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "democracy"})
    return events


@when_played("revolution")
def _revolution(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "revolution"})
    return []


@when_played("colonialism")
def _colonialism(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "colonialism"})
    return []


@when_played("renaissance")
def _renaissance(state, seat):
    steps.push(state, *[tracks.advance_step(seat, t, benefit=False, bonus="free") for t in data.TRACK_KEYS])
    return []


@when_played("technocracy")
def _technocracy(state, seat):
    era = player(state, seat)["era"]
    if all(p["era"] < era for s, p in enumerate(state["players"]) if s != seat):
        steps.push(state, {"step": "invent", "seat": seat, "then_upgrade": True})
        return []
    return benefits.add_vp(state, seat, 3 * (len(state["players"]) - 1), "tapestry")


@when_played("steam_tycoon")
def _steam_tycoon(state, seat):
    n = len(state["players"])
    order = [s for s in ((seat + 1) % n, (seat - 1) % n)
             if s != seat and not player(state, s).get("bot")]  # the solo bots gain no tech card
    steps.push(state, {"step": "invent", "seat": seat, "faceup_only": True, "then_upgrade": True},
               *[{"step": "invent_top", "seat": s} for s in dict.fromkeys(order)])
    return []


@steps.automatic("invent_top")
def _invent_top(state, step):
    from games.tapestry.tech import draw_tech
    card = draw_tech(state)
    if card is None:
        return []
    player(state, step["seat"])["tech"]["bottom"].append(card)
    return [event("invented", seat=step["seat"], tech=card)] + hooks.fire(state, step["seat"], "invented", tech=card)


@when_played("dark_ages")
def _dark_ages(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "dark_ages"})
    return []


@when_played("socialism")
def _socialism(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "socialism"})
    return []


@when_played("oil_magnate")
def _oil_magnate(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "oil_magnate"})
    return []


@when_played("dictatorship")
def _dictatorship(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "dictatorship"})
    return []


@when_played("guilds")
def _guilds(state, seat):
    steps.push(state, {"step": "card_choice", "seat": seat, "card": "guilds"})
    return []


def _track_options():
    return tuple(Option(f"track:{t}", _("{track}"), {"track": t}) for t in data.TRACK_KEYS)


@steps.decision("card_choice")
class CardChoice:
    """The one choice a "when played" card asks for, per card."""

    def prompt(self, state, step):
        seat, card = step["seat"], step["card"]
        p = player(state, seat)
        if card == "dystopia":
            opts = tuple(Option(f"landmark:{k}", _("{landmark}"), {"landmark": k})
                         for k in state["board"]["landmarks"] if "track" in data.LANDMARKS[k]["source"])
            text = _("Gain which landmark?")
        elif card == "diplomacy":
            opts = tuple(Option(f"building:{b}", _("{building}"), {"building": b})
                         for b in data.BUILDINGS if p["taken"][b] < 5)
            text = _("Gain which building?")
        elif card == "democracy":
            opts = tuple([Option("discard", _("Discard a tapestry card for 2 VP"))] * bool(p["hand_count"])
                         + [Option("done", _("Keep the rest"))])
            text = _("Discard tapestry cards for 2 VP each?")
        elif card == "revolution":
            opts = (Option("resource", _("Gain 1 resource")),
                    *([Option("revolt", _("Stand up to 3 of your toppled outposts"))] * bool(_toppled_mine(state, seat))))
            text = _("Revolution")
        elif card == "colonialism":
            opts = tuple(Option(f"hex:{h}", _("Hex {hex}"), {"hex": h}) for h in controlled(state, seat)
                         if state["board"]["hexes"][h]["tile"] is not None)
            text = _("Which territory?")
        elif card == "dark_ages":
            opts, text = _track_options(), _("Advance three times on which track (regress on the others)?")
        elif card == "socialism":
            opts, text = _track_options(), _("Match the closest opponent on which track?")
        elif card in ("oil_magnate", "dictatorship"):
            opts, text = _track_options(), _("Advance on which track?")
        elif card == "guilds":
            vp, res = p["vp"], sum(p["res"].values())
            opts = tuple([Option(f"buy:{k}", _("Pay {vp} VP for {n} resources"), {"n": k, "vp": 5 * k})
                          for k in (1, 2, 3) if vp >= 5 * k]
                         + [Option(f"sell:{k}", _("Pay {n} resources for {vp} VP"), {"n": k, "vp": 5 * k})
                            for k in (1, 2, 3) if res >= k]
                         + [Option("pass", _("No trade"))])
            text = _("Guilds")
        else:
            raise ValueError(card)
        return Prompt(f"tapestry.card_{card}", seat, text, opts)

    def choose(self, state, step, option):
        seat, card = step["seat"], step["card"]
        p = player(state, seat)
        if card == "dystopia":
            return tracks.gain_landmark(state, seat, option.params["landmark"])
        if card == "diplomacy":
            steps.push(state, benefits.gain_step(seat, option.params["building"]))
            return []
        if card == "democracy":
            if option.id == "discard":
                steps.push(state, {"step": "discard", "seat": seat, "what": "tapestry"},
                           benefits.gain_step(seat, "vp:2"), step)
            return []
        if card == "revolution":
            if option.id == "resource":
                steps.push(state, benefits.gain_step(seat, "any_resource"))
                return []
            return _revolt(state, seat)
        if card == "colonialism":
            return _colonialism_gain(state, seat, option.params["hex"])
        track = option.params.get("track")
        if card == "dark_ages":
            events = []
            for t in data.TRACK_KEYS:
                if t != track:
                    events += tracks.regress(state, seat, t, benefit=False)
            steps.push(state, *[tracks.advance_step(seat, track, benefit=False, bonus=None)] * 3)
            return events
        if card == "socialism":
            mine = position(state, seat, track)
            others = [position(state, s, track) for s in range(len(state["players"])) if s != seat]
            if not others:
                return []
            target = min(others, key=lambda v: (abs(v - mine), v))
            tok = max((t for t in p["tokens"] if t["track"] == track), key=lambda t: t["pos"])
            tok["pos"] = target
            return [event("moved_to", seat=seat, track=track, pos=target)]
        if card == "oil_magnate":
            order = [seat] + [s for s in neighbours(state, seat)]
            steps.push(state, *[tracks.advance_step(s, track, benefit=(s == seat), bonus="paid" if s == seat else None)
                                for s in order])
            return []
        if card == "dictatorship":
            state["board"]["dictatorship"] = {"seat": seat, "track": track, "armed": False}
            steps.push(state, tracks.advance_step(seat, track))
            return []
        if card == "guilds":
            if option.id == "pass":
                return []
            k = option.params["n"]
            if option.id.startswith("buy"):
                p["vp"] -= 5 * k
                steps.push(state, *[benefits.gain_step(seat, "any_resource")] * k)
                return [event("vp_spent", seat=seat, n=5 * k)]
            steps.push(state, *[{"step": "lose_resource", "seat": seat}] * k, benefits.gain_step(seat, f"vp:{5 * k}"))
            return []
        raise ValueError(card)


def _toppled_mine(state, seat):
    return [h for h, x in sorted(state["board"]["hexes"].items()) if any(len(tok) == 2 and tok[0] == seat and not tok[1] for tok in x["outposts"])]


def _revolt(state, seat):
    events = []
    for h in _toppled_mine(state, seat)[:3]:
        for tok in state["board"]["hexes"][h]["outposts"]:
            if len(tok) == 2:  # outposts only, not civilization tokens
                tok[1] = tok[0] == seat
        events.append(event("revolt", seat=seat, hex=h))
    return events


TERRAIN_RESOURCE = {"mountain": "worker", "grassland": "culture", "forest": "food", "desert": "coin"}


def _colonialism_gain(state, seat, hid):
    from games.tapestry.territory import terrain
    h = state["board"]["hexes"][hid]
    land = set(terrain(state, hid) or [])
    land |= set(data.TERRITORY_TILES[h["tile"]]["island"] if isinstance(h["tile"], int) else [])
    steps.push(state, *[benefits.gain_step(seat, TERRAIN_RESOURCE[t]) for t in sorted(land) if t in TERRAIN_RESOURCE])
    return []


# --------------------------------------------------------------------------- more "this era"


era_card("empiricism", "science_roll_twice")
era_card("industrialism")
era_card("capitalism")
era_card("revisionism")
era_card("militarism")


@hooks.reacts("empiricism", "advanced")
def _empiricism(state, seat, track, pos):
    return benefits.add_vp(state, seat, 2, "tapestry") if track == "science" else []


@hooks.reacts("industrialism", "invented")
def _industrialism(state, seat, tech):
    benefits.push_benefit(state, seat, data.TECH_CARDS[tech]["circle"], why="tech")
    return []


@hooks.reacts("capitalism", "income_gained")
def _capitalism_income(state, seat, tokens):
    return benefits.add_vp(state, seat, 2 * tokens.count("coin"), "tapestry")


@hooks.reacts("capitalism", "gained_building")
def _capitalism_market(state, seat, building):
    if building == "market":
        steps.push(state, benefits.gain_step(seat, "coin"))
    return []


@hooks.reacts("revisionism", "gained_landmark")
def _revisionism(state, seat, landmark):
    if "track" in data.LANDMARKS[landmark]["source"]:
        steps.push(state, benefits.gain_step(seat, "any_resource"))
    return []


@hooks.reacts("revisionism", "landmark_taken_already")
def _revisionism_armory(state, seat, track):
    steps.push(state, benefits.gain_step(seat, "armory"))
    return []


@hooks.reacts("militarism", "explored")
def _militarism(state, seat, hex):
    steps.push(state, {"step": "militarism", "seat": seat, "hex": hex})
    return []


@steps.decision("militarism")
class Militarism:
    def prompt(self, state, step):
        if player(state, step["seat"])["outposts"] <= 0:
            return None
        return Prompt("tapestry.militarism", step["seat"], _("Place an outpost on the territory you explored?"),
                      (Option("outpost", _("Place an outpost")), Option("pass", _("No"))))

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        player(state, step["seat"])["outposts"] -= 1
        state["board"]["hexes"][step["hex"]]["outposts"].append([step["seat"], True])
        return [event("outpost", seat=step["seat"], hex=step["hex"])]


# --------------------------------------------------------------------------- cards with partners


era_card("exploitation", "explore_double_no_vp")
era_card("mercantilism")
era_card("tyranny")
era_card("alliance")
era_card("marriage_of_state")
era_card("age_of_sail")


def opponents(state, seat):
    n = len(state["players"])
    return [(seat + k) % n for k in range(1, n)]


def _seat_options(state, seat):
    return tuple(Option(f"seat:{s}", _("{player}"), {"player": s}) for s in opponents(state, seat))


@hooks.reacts("mercantilism", "after_income")
def _mercantilism(state, seat):
    steps.push(state, {"step": "mercantilism", "seat": seat})
    return []


@steps.decision("mercantilism")
class Mercantilism:
    """Convert food, one at a time, to another resource for 2 VP each."""

    def prompt(self, state, step):
        if player(state, step["seat"])["res"]["food"] <= 0:
            return None
        opts = [Option(f"res:{r}", _("1 food to 1 {res} (2 VP)"), {"res": r}) for r in data.RESOURCES if r != "food"]
        return Prompt("tapestry.mercantilism", step["seat"], _("Mercantilism: convert food?"),
                      tuple(opts + [Option("done", _("Stop"))]))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        seat, res = step["seat"], option.params["res"]
        player(state, seat)["res"]["food"] -= 1
        from games.tapestry.state import gain_resource
        gain_resource(state, seat, res)
        steps.push(state, step)
        return [event("converted", seat=seat, res=res)] + benefits.add_vp(state, seat, 2, "tapestry")


@hooks.reacts("tyranny", "gained_tapestry")
def _tyranny(state, seat, n):
    if player(state, seat).get("tyranny_used"):
        return []
    state["seats"][seat]["just_drawn"] = state["seats"][seat]["hand"][-n:]
    steps.push(state, {"step": "tyranny", "seat": seat})
    return []


@steps.decision("tyranny")
class Tyranny:
    """Tyranny: play the card just gained on top of this one (once, for 5 VP)."""

    def prompt(self, state, step):
        drawn = [c for c in state["seats"][step["seat"]].get("just_drawn", []) if c in state["seats"][step["seat"]]["hand"]]
        if player(state, step["seat"]).get("era_card") != "tyranny":
            return None
        return Prompt("tapestry.tyranny", step["seat"], _("Tyranny: play the card you gained on top?"),
                      tuple([Option(f"card:{c}", _("Play {card}"), {"card": c}) for c in dict.fromkeys(drawn)]
                            + [Option("pass", _("Keep it"))]))

    def choose(self, state, step, option):
        seat = step["seat"]
        state["seats"][seat]["just_drawn"] = []
        if option.id == "pass":
            return []
        card = option.params["card"]
        state["seats"][seat]["hand"].remove(card)
        player(state, seat)["hand_count"] -= 1
        player(state, seat)["tyranny_used"] = True
        from games.tapestry.tapestry import play
        return benefits.add_vp(state, seat, 5, "tapestry") + play(state, seat, card, over=True)


@hooks.reacts("alliance", "era_card_played")
def _alliance(state, seat, card):
    if card == "alliance" and opponents(state, seat):
        steps.push(state, {"step": "partner", "seat": seat, "card": "alliance"})
    return []


@hooks.reacts("marriage_of_state", "era_card_played")
def _marriage(state, seat, card):
    if card == "marriage_of_state" and opponents(state, seat):
        steps.push(state, {"step": "partner", "seat": seat, "card": "marriage_of_state"})
    return []


@steps.decision("partner")
class Partner:
    """Alliance: choose an opponent. Marriage of State: choose an opponent, then a track."""

    def prompt(self, state, step):
        if "partner" in step:
            return Prompt("tapestry.choose_track", step["seat"], _("Marriage of State: which track?"), _track_options())
        return Prompt("tapestry.choose_partner", step["seat"], _("Choose an opponent"), _seat_options(state, step["seat"]))

    def choose(self, state, step, option):
        seat = step["seat"]
        if step["card"] == "alliance":
            state["board"]["alliances"].append([seat, option.params["player"]])
            return [event("alliance", seat=seat, partner=option.params["player"])]
        if "partner" not in step:
            steps.push(state, {**step, "partner": option.params["player"]})
            return []
        m = {"seat": seat, "partner": step["partner"], "track": option.params["track"]}
        state["board"]["marriages"].append(m)
        return [event("marriage", seat=seat, partner=step["partner"], track=m["track"])]


@hooks.reacts("alliance", "others_upgraded")
def _alliance_upgrade(state, seat, actor, tech, row):
    if [seat, actor] in state["board"]["alliances"]:
        side = "circle" if row == "middle" else "square"
        benefits.push_benefit(state, seat, data.TECH_CARDS[tech][side], why="tapestry")
    return []


@hooks.reacts("marriage_of_state", "others_track_benefit")
def _marriage_benefit(state, seat, actor, track, pos):
    for m in state["board"]["marriages"]:
        if m["seat"] == seat and m["partner"] == actor and m["track"] == track:
            benefits.push_benefit(state, seat, data.space(track, pos)["benefit"], why="tapestry")
    return []


@hooks.reacts("age_of_sail", "exploring")
def _age_of_sail(state, seat):
    """Read as: each explore first draws 3 territory tiles; then 1 tile may go to an opponent for 3 VP."""
    events = benefits.draw_tiles(state, seat, "territory", 3)
    steps.push(state, {"step": "age_of_sail", "seat": seat})
    return events


@steps.decision("age_of_sail")
class AgeOfSail:
    def prompt(self, state, step):
        seat = step["seat"]
        tiles = sorted(set(player(state, seat)["tiles"]))
        if len(tiles) < 1 or not opponents(state, seat):
            return None
        opts = [Option(f"give:{t}:{s}", _("Give tile {tile} to {player} (3 VP)"), {"tile": t, "player": s})
                for t in tiles for s in opponents(state, seat)]
        return Prompt("tapestry.age_of_sail", seat, _("Age of Sail: give a territory tile?"),
                      tuple(opts + [Option("pass", _("No"))]))

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        seat, tile, other = step["seat"], option.params["tile"], option.params["player"]
        player(state, seat)["tiles"].remove(tile)
        player(state, other)["tiles"].append(tile)
        return [event("gave_tile", seat=seat, tile=tile, partner=other)] + benefits.add_vp(state, seat, 3, "tapestry")


@when_played("coal_baron")
def _coal_baron(state, seat):
    """Gain 1 territory tile and explore with it; the neighbours then each gain 1."""
    deck = state["secret"]["territory_deck"]
    events = benefits.draw_tiles(state, seat, "territory", 1)
    later = [benefits.gain_step(s, "territory") for s in neighbours(state, seat)]
    if events and events[0]["kind"] == "tiles_drawn":
        tile = events[0]["tiles"][0]
        steps.push(state, {"step": "explore_tile", "seat": seat, "anywhere": False, "tile": tile}, *later)
    else:
        steps.push(state, *later)
    del deck
    return events


@when_played("olympic_host")
def _olympic_host(state, seat):
    n = len(state["players"])
    state["board"]["olympics"] = {"host": seat, "paid": []}
    steps.push(state, *[{"step": "olympics", "seat": (seat + k) % n} for k in range(n)],
               {"step": "olympics_end", "seat": seat})
    return []


@steps.decision("olympics")
class Olympics:
    def prompt(self, state, step):
        if player(state, step["seat"])["res"]["worker"] <= 0:
            return None
        return Prompt("tapestry.olympics", step["seat"], _("Olympic Host: pay 1 worker for 10 VP?"),
                      (Option("pay", _("Pay 1 worker for 10 VP")), Option("pass", _("No"))))

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        seat = step["seat"]
        player(state, seat)["res"]["worker"] -= 1
        state["board"]["olympics"]["paid"].append(seat)
        return benefits.add_vp(state, seat, 10, "tapestry")


@steps.automatic("olympics_end")
def _olympics_end(state, step):
    o = state["board"].pop("olympics")
    if any(s != o["host"] for s in o["paid"]):
        steps.push(state, {"step": "card_choice", "seat": o["host"], "card": "diplomacy"})
    else:
        steps.push(state, benefits.gain_step(o["host"], "coin"))
    return []


@when_played("trade_economy")
def _trade_economy(state, seat):
    steps.push(state, {"step": "trade_economy", "seat": seat})
    return []


@steps.decision("trade_economy")
class TradeEconomy:
    """Gain the benefit of an opponent's position; they may take its bonus free."""

    def prompt(self, state, step):
        seat = step["seat"]
        opts = [Option(f"pos:{s}:{t}", _("{player} on {track}"), {"player": s, "track": t})
                for s in opponents(state, seat) for t in data.TRACK_KEYS if position(state, s, t) >= 1
                and "repeat_position" not in str(data.space(t, position(state, s, t))["benefit"])]
        return Prompt("tapestry.trade_economy", seat, _("Trade Economy: whose position?"), tuple(opts))

    def choose(self, state, step, option):
        seat, other, track = step["seat"], option.params["player"], option.params["track"]
        pos = position(state, other, track)
        later = [{"step": "track_benefit", "seat": seat, "track": track, "pos": pos}]
        if data.space(track, pos).get("bonus"):
            later.append({"step": "bonus", "seat": other, "track": track, "pos": pos, "free": True})
        steps.push(state, *later)
        return [event("traded", seat=seat, partner=other, track=track, pos=pos)]


@when_played("espionage")
def _espionage(state, seat):
    steps.push(state, {"step": "espionage", "seat": seat})
    return []


@steps.decision("espionage")
class Espionage:
    """Copy the ability of a tapestry card on an income mat: a "when played" effect now, a
    "this era" ability for this era."""

    def prompt(self, state, step):
        cards = sorted({c for p in state["players"] for c in p["tapestry"]
                        if c not in ("face_down", "espionage") and tapestry_implemented(c)})
        return Prompt("tapestry.espionage", step["seat"], _("Espionage: copy which card?"),
                      tuple(Option(f"card:{c}", _("{card}"), {"card": c}) for c in cards))

    def choose(self, state, step, option):
        seat, card = step["seat"], option.params["card"]
        events = [event("copied", seat=seat, card=card)]
        if data.TAPESTRY_CARDS[card]["timing"] == "era":
            player(state, seat)["era_card"] = card
            return events + hooks.fire(state, seat, "era_card_played", card=card)
        from games.tapestry.tapestry import WHEN_PLAYED
        return events + WHEN_PLAYED[card](state, seat)


def tapestry_implemented(card):
    from games.tapestry.tapestry import implemented
    return implemented(card)
