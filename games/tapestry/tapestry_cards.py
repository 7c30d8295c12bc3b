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
def _academia_tapestry(state, seat):
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
    order = [s for s in ((seat + 1) % n, (seat - 1) % n) if s != seat]
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
            state["board"]["dictatorship"] = {"seat": seat, "track": track}
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
    return [h for h, x in sorted(state["board"]["hexes"].items()) if any(s == seat and not up for s, up in x["outposts"])]


def _revolt(state, seat):
    events = []
    for h in _toppled_mine(state, seat)[:3]:
        for tok in state["board"]["hexes"][h]["outposts"]:
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
