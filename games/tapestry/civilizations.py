"""Civilizations: taking one (at setup, or later from Military 12 / Radio) and their abilities.

An ability is a set of hooks (hooks.py) registered under the civilization's key, plus what
happens when it is gained (ON_GAIN). A civilization without an implementation raises
NotImplementedError when it is taken; data/README.md lists which ones.
"""
from __future__ import annotations

from games.engine import event, shuffle
from games.tapestry import benefits, data, hooks, steps, tracks
from games.tapestry.state import player

ON_GAIN: dict = {}  # civ key -> fn(state, seat, at_setup) -> events


def on_gain(key: str):
    def register(fn):
        ON_GAIN[key] = fn
        return fn
    return register


def implemented(key: str) -> bool:
    return key in ON_GAIN


def take(state, seat: int, civ: str, at_setup: bool) -> list:
    if not implemented(civ):
        raise NotImplementedError(f"Tapestry civilization {civ!r} is not implemented")
    player(state, seat)["civs"].append(civ)
    events = [event("civilization", seat=seat, civ=civ)]
    return events + ON_GAIN[civ](state, seat, at_setup)


@benefits.token("civilization")
def _civilization(state, seat, arg, ctx):
    deck = state["secret"]["civ_deck"]
    if not deck:
        return [event("deck_empty", seat=seat, deck="civilization")]
    return take(state, seat, deck.pop(), at_setup=False)


# --------------------------------------------------------------------------- The Chosen


@on_gain("the_chosen")
def _chosen_gain(state, seat, at_setup):
    if at_setup and state["options"].get("civilization_adjustments"):
        return benefits.add_vp(state, seat, 15 * (len(state["players"]) - 1), "civ")
    return []


def _leads(state, seat: int, track: str) -> bool:
    from games.tapestry.state import advanced
    mine = advanced(state, seat, track)
    return all(advanced(state, s, track) <= mine for s in range(len(state["players"])))


@hooks.reacts("the_chosen", "income_turn")
def _chosen_income(state, seat, era):
    if era < 2:
        return []
    p = player(state, seat)
    if era == 5:
        return benefits.add_vp(state, seat, 5 * len(p["achievements"]), "civ")
    opponents = len(state["players"]) - 1
    leading = sum(1 for t in data.TRACK_KEYS if t in p["complete"] or _leads(state, seat, t))
    steps.push(state, *[benefits.gain_step(seat, "any_resource")] * len(p["achievements"]))
    return benefits.add_vp(state, seat, leading * opponents, "civ")


# --------------------------------------------------------------------------- Futurists


@on_gain("futurists")
def _futurists_gain(state, seat, at_setup):
    """Advance exactly 4 on each track (the end as the limit), no benefits, bonuses or landmarks;
    gain 1 of each resource (at setup, the adjustment: lose 1 culture and 1 resource)."""
    events = []
    p = player(state, seat)
    for track in data.TRACK_KEYS:
        tok = tracks.movable_token(state, seat, track)
        if tok is None:
            continue
        tok["pos"] = min(data.LAST_SPACE, tok["pos"] + 4)
        events.append(event("advanced", seat=seat, track=track, pos=tok["pos"]))
        if tok["pos"] == data.LAST_SPACE and track not in p["complete"]:
            p["complete"].append(track)
            from games.tapestry import achievements
            events += achievements.earn(state, seat, "complete_track")
    for res in data.RESOURCES:
        p["res"][res] = min(data.RESOURCE_CAP, p["res"][res] + 1)
    if at_setup and state["options"].get("civilization_adjustments"):
        p["res"]["culture"] -= 1
        steps.push(state, {"step": "lose_resource", "seat": seat})
    return events


def shuffle_back(state, civs: list[str]) -> None:
    deck = state["secret"]["civ_deck"]
    deck += civs
    shuffle(state["rng"], deck)


# --------------------------------------------------------------------------- shared helpers

from games.engine import Option, Prompt, _  # noqa: E402


def civ_state(state, seat: int, civ: str) -> dict:
    return player(state, seat)["civ_state"].setdefault(civ, {})


def slot_benefit(civ: str, slot: int) -> dict | None:
    return next(s["benefit"] for s in data.CIVILIZATIONS[civ]["slots"] if s["slot"] == slot)


def in_income_window(civ: str, era: int) -> bool:
    lo, hi = data.CIVILIZATIONS[civ]["income_turns"]
    return lo <= era <= hi


def choice_step(seat: int, civ: str, **extra) -> dict:
    return {"step": "civ_choice", "seat": seat, "civ": civ, **extra}


CHOICES: dict = {}  # civ key -> (prompt(state, step) -> (text, options), choose(state, step, option) -> events)


def civ_choice(civ: str):
    def register(cls):
        CHOICES[civ] = cls()
        return cls
    return register


@steps.decision("civ_choice")
class CivChoice:
    """The choices a civilization's ability asks for, per civilization."""

    def prompt(self, state, step):
        text, options = CHOICES[step["civ"]].options(state, step)
        if not options:
            return None
        params = {k: v for k, v in step.items() if k not in ("step", "seat", "civ")}
        return Prompt(f"tapestry.civ_{step['civ']}", step["seat"], text, tuple(options), params)

    def choose(self, state, step, option):
        return CHOICES[step["civ"]].choose(state, step, option)


def _advance_token_kind(kind):
    def handler(state, seat, arg, ctx):
        if kind == "nobonus":
            steps.push(state, tracks.advance_step(seat, arg, benefit=True, bonus=None))
        return []
    return handler


benefits.token("advance_nobonus")(_advance_token_kind("nobonus"))


# --------------------------------------------------------------------------- Leaders


@on_gain("leaders")
def _leaders_gain(state, seat, at_setup):
    civ_state(state, seat, "leaders")["covered"] = []
    return []


@hooks.reacts("leaders", "income_turn")
def _leaders_income(state, seat, era):
    if in_income_window("leaders", era):
        steps.push(state, choice_step(seat, "leaders"))
    return []


@civ_choice("leaders")
class Leaders:
    """Cover an uncovered leader: advance free on its track, with the benefit, no bonus."""

    def options(self, state, step):
        covered = civ_state(state, step["seat"], "leaders")["covered"]
        opts = [Option(f"slot:{s['slot']}", _("Leader of {track}"), {"slot": s["slot"], "track": data.TRACK_KEYS[s["slot"] - 1]})
                for s in data.CIVILIZATIONS["leaders"]["slots"] if s["slot"] not in covered]
        return _("Leaders: cover a leader?"), opts + [Option("pass", _("No"))] if opts else []

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        civ_state(state, step["seat"], "leaders")["covered"].append(option.params["slot"])
        benefits.push_benefit(state, step["seat"], slot_benefit("leaders", option.params["slot"]), why="civ")
        return [event("civ_used", seat=step["seat"], civ="leaders", slot=option.params["slot"])]


# --------------------------------------------------------------------------- Militants


@on_gain("militants")
def _militants_gain(state, seat, at_setup):
    """Two rows of 4 outposts (slots 1-4, 5-8); mid-game, the outposts still in supply cover
    the spaces from the right, the player choosing the row for each."""
    cs = civ_state(state, seat, "militants")
    if at_setup:
        cs["covered"] = [4, 4]
        return []
    cs["covered"] = [0, 0]
    _militants_place(state, seat, min(8, player(state, seat)["outposts"]))
    return []


def _militants_place(state, seat: int, left: int) -> None:
    """Place `left` more outposts: ask for the row while both rows have room and the outposts
    do not fill both; otherwise (and for a solo bot) fill without asking."""
    covered = civ_state(state, seat, "militants")["covered"]
    room = [4 - c for c in covered]
    if left <= 0:
        return
    if player(state, seat).get("bot") or 0 in room or left >= sum(room):
        for _k in range(left):
            row = max((0, 1), key=lambda r: (4 - covered[r], -r))
            if covered[row] < 4:
                covered[row] += 1
        return
    steps.push(state, choice_step(seat, "militants_place", left=left))


@civ_choice("militants_place")
class MilitantsPlace:
    def options(self, state, step):
        covered = civ_state(state, step["seat"], "militants")["covered"]
        return _("Militants: place an outpost on which row?"), [
            Option(f"row:{k + 1}", _("Row {row}"), {"row": k + 1}) for k in (0, 1) if covered[k] < 4]

    def choose(self, state, step, option):
        civ_state(state, step["seat"], "militants")["covered"][option.params["row"] - 1] += 1
        _militants_place(state, step["seat"], step["left"] - 1)
        return []


@hooks.reacts("militants", "conquering")
def _militants_conquer(state, seat, hex):
    covered = civ_state(state, seat, "militants")["covered"]
    rows = [k for k in (0, 1) if covered[k] > 0]
    if len(rows) == 1:
        covered[rows[0]] -= 1
    elif rows:
        steps.push(state, choice_step(seat, "militants"))
    return []


@civ_choice("militants")
class Militants:
    def options(self, state, step):
        covered = civ_state(state, step["seat"], "militants")["covered"]
        return _("Militants: take the outpost from which row?"), [
            Option(f"row:{k + 1}", _("Row {row}"), {"row": k + 1}) for k in (0, 1) if covered[k] > 0]

    def choose(self, state, step, option):
        civ_state(state, step["seat"], "militants")["covered"][option.params["row"] - 1] -= 1
        return []


@hooks.reacts("militants", "income_turn")
def _militants_income(state, seat, era):
    covered = civ_state(state, seat, "militants")["covered"]
    exposed = [1 + k for k in range(4 - covered[0])] + [5 + k for k in range(4 - covered[1])]
    for slot in reversed(exposed):
        benefits.push_benefit(state, seat, slot_benefit("militants", slot), why="civ")
    return []


# --------------------------------------------------------------------------- Merrymakers


MERRY_TRACKS = ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12))


@on_gain("merrymakers")
def _merry_gain(state, seat, at_setup):
    civ_state(state, seat, "merrymakers")["at"] = [t[0] for t in MERRY_TRACKS]
    if at_setup and state["options"].get("civilization_adjustments"):
        steps.push(state, benefits.gain_step(seat, "any_resource"))
    return []


@hooks.reacts("merrymakers", "income_turn")
def _merry_income(state, seat, era):
    if in_income_window("merrymakers", era):
        steps.push(state, choice_step(seat, "merrymakers"))
    return []


@civ_choice("merrymakers")
class Merrymakers:
    def options(self, state, step):
        at = civ_state(state, step["seat"], "merrymakers")["at"]
        return _("Merrymakers: advance which token?"), [
            Option(f"column:{k + 1}", _("Column {column}"), {"column": k + 1})
            for k, track in enumerate(MERRY_TRACKS) if at[k] != track[-1]]

    def choose(self, state, step, option):
        at = civ_state(state, step["seat"], "merrymakers")["at"]
        k = option.params["column"] - 1
        at[k] += 1
        benefits.push_benefit(state, step["seat"], slot_benefit("merrymakers", at[k]), why="civ")
        return [event("civ_used", seat=step["seat"], civ="merrymakers", slot=at[k])]


# --------------------------------------------------------------------------- Entertainers


@on_gain("entertainers")
def _entertainers_gain(state, seat, at_setup):
    if at_setup:
        civ_state(state, seat, "entertainers")["at"] = 1
        if state["options"].get("civilization_adjustments"):
            steps.push(state, benefits.gain_step(seat, "any_resource"))
    else:
        steps.push(state, choice_step(seat, "entertainers", start=True))
    return []


@hooks.reacts("entertainers", "income_turn")
def _entertainers_income(state, seat, era):
    if in_income_window("entertainers", era):
        steps.push(state, choice_step(seat, "entertainers"))
    return []


@civ_choice("entertainers")
class Entertainers:
    def options(self, state, step):
        slots = data.CIVILIZATIONS["entertainers"]["slots"]
        if step.get("start"):
            targets = [s["slot"] for s in slots if s["benefit"]]
        else:
            at = civ_state(state, step["seat"], "entertainers")["at"]
            targets = next(s["links_to"] for s in slots if s["slot"] == at)
        return _("Entertainers: move to which space?"), [Option(f"slot:{t}", _("Space {slot}"), {"slot": t}) for t in targets]

    def choose(self, state, step, option):
        slot = option.params["slot"]
        civ_state(state, step["seat"], "entertainers")["at"] = slot
        benefits.push_benefit(state, step["seat"], slot_benefit("entertainers", slot), why="civ")
        return [event("civ_used", seat=step["seat"], civ="entertainers", slot=slot)]


# --------------------------------------------------------------------------- Historians


@on_gain("historians")
def _historians_gain(state, seat, at_setup):
    civ_state(state, seat, "historians")["given"] = []
    if not at_setup:
        steps.push(state, *[choice_step(seat, "historians", free=True)] * 4)
    return []


@hooks.reacts("historians", "income_turn")
def _historians_income(state, seat, era):
    given = civ_state(state, seat, "historians")["given"]
    if in_income_window("historians", era) and len(given) < 4 and player(state, seat)["tiles"]:
        steps.push(state, choice_step(seat, "historians"))
    return []


@civ_choice("historians")
class Historians:
    """Send a historian (a token) to an opponent, discarding a territory tile (free mid-game)."""

    def options(self, state, step):
        n = len(state["players"])
        seat = step["seat"]
        if len(civ_state(state, seat, "historians")["given"]) >= 4:
            return "", []
        opts = [Option(f"seat:{s}", _("{player}"), {"player": s}) for s in range(n) if s != seat]
        if step.get("free"):
            return _("Historians: give a token to which opponent?"), opts
        return _("Historians: discard a territory tile to send a historian?"), opts + [Option("pass", _("No"))] if opts else []

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        seat = step["seat"]
        if not step.get("free"):
            steps.push(state, {"step": "discard", "seat": seat, "what": "territory"})
        civ_state(state, seat, "historians")["given"].append(option.params["player"])
        return [event("historian", seat=seat, partner=option.params["player"])]


@hooks.reacts("historians", "others_gained_landmark")
def _historians_landmark(state, seat, actor, landmark):
    given = civ_state(state, seat, "historians")["given"]
    if actor in given:
        for slot in range(len(given), 0, -1):
            benefits.push_benefit(state, seat, slot_benefit("historians", slot), why="civ")
    return []


# --------------------------------------------------------------------------- Alchemists


@on_gain("alchemists")
def _alchemists_gain(state, seat, at_setup):
    civ_state(state, seat, "alchemists")["rolled"] = []
    if at_setup and state["options"].get("civilization_adjustments"):
        steps.push(state, *[benefits.gain_step(seat, "any_resource")] * 2)
        return benefits.add_vp(state, seat, 10, "civ")
    return []


@hooks.reacts("alchemists", "income_turn")
def _alchemists_income(state, seat, era):
    if in_income_window("alchemists", era):
        steps.push(state, {"step": "alchemy_roll", "seat": seat})
    return []


@steps.automatic("alchemy_roll")
def _alchemy_roll(state, step):
    seat = step["seat"]
    rolled = civ_state(state, seat, "alchemists")["rolled"]
    track = tracks.roll_science(state)
    events = [event("science_die", seat=seat, rolls=[track])]
    if track in rolled:
        civ_state(state, seat, "alchemists")["rolled"] = []
        steps.push(state, benefits.gain_step(seat, "any_resource"))
        return events + [event("alchemy_bust", seat=seat)]
    rolled.append(track)
    steps.push(state, choice_step(seat, "alchemists"))
    return events


@civ_choice("alchemists")
class Alchemists:
    def options(self, state, step):
        return _("Alchemists: roll again or stop?"), [Option("roll", _("Roll again")), Option("stop", _("Stop"))]

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "roll":
            steps.push(state, {"step": "alchemy_roll", "seat": seat})
            return []
        rolled = civ_state(state, seat, "alchemists")["rolled"]
        civ_state(state, seat, "alchemists")["rolled"] = []
        steps.push(state, *[{"step": "research_advance", "seat": seat, "rolls": [t], "benefit": False,
                             "maxout_vp": True, "optional": True} for t in rolled])
        return []


# --------------------------------------------------------------------------- Heralds


@on_gain("heralds")
def _heralds_gain(state, seat, at_setup):
    civ_state(state, seat, "heralds").update({"tokens": 4, "marked": [], "first": at_setup})
    return []


@hooks.reacts("heralds", "after_income")
def _heralds_first(state, seat):
    cs = civ_state(state, seat, "heralds")
    if cs.get("first") and player(state, seat)["era"] == 1 and state["seats"][seat]["hand"]:
        cs["first"] = False
        steps.push(state, {"step": "play_tapestry", "seat": seat, "optional": True})
    return []


@hooks.reacts("heralds", "income_turn")
def _heralds_income(state, seat, era):
    if in_income_window("heralds", era) and civ_state(state, seat, "heralds")["tokens"] > 0:
        steps.push(state, choice_step(seat, "heralds"))
    return []


@civ_choice("heralds")
class Heralds:
    """Put a herald on a WHEN PLAYED tapestry card on any income mat and gain its benefits."""

    def options(self, state, step):
        marked = civ_state(state, step["seat"], "heralds")["marked"]
        opts = [Option(f"card:{s}:{k}", _("{card} of {player}"), {"player": s, "index": k, "card": c})
                for s, p in enumerate(state["players"]) for k, c in enumerate(p["tapestry"])
                if c != "face_down" and data.TAPESTRY_CARDS[c]["timing"] == "played" and [s, k] not in marked]
        return _("Heralds: gain the benefits of which card?"), opts + [Option("pass", _("No"))] if opts else []

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        from games.tapestry.tapestry import WHEN_PLAYED
        cs = civ_state(state, step["seat"], "heralds")
        cs["tokens"] -= 1
        cs["marked"].append([option.params["player"], option.params["index"]])
        return [event("herald", seat=step["seat"], card=option.params["card"])] + \
            WHEN_PLAYED[option.params["card"]](state, step["seat"])


# --------------------------------------------------------------------------- Architects


@on_gain("architects")
def _architects_gain(state, seat, at_setup):
    if at_setup:
        n = len(state["players"])
        if state["options"].get("civilization_adjustments") and n >= 3:
            return benefits.add_vp(state, seat, 10 * (n - 1), "civ")
        return []
    steps.push(state, choice_step(seat, "architects", swaps=3))
    return []


@hooks.reacts("architects", "district_completed")
def _architects_district(state, seat, district):
    from games.tapestry.capital import district_plots, identical
    city = player(state, seat)["city"]
    if identical([city[r][c] for r, c in district_plots(district)]):
        steps.push(state, benefits.gain_step(seat, "any_resource"))
    return []


@civ_choice("architects")
class Architects:
    """Gained mid-game: swap 2 income buildings of the capital, up to 3 times."""

    def options(self, state, step):
        if step["swaps"] <= 0:
            return "", []
        city = player(state, step["seat"])["city"]
        plots = [(r, c) for r in range(9) for c in range(9) if city[r][c] in "mhfa"]
        opts = [Option(f"swap:{a[0]}:{a[1]}:{b[0]}:{b[1]}", _("Swap row {r1} column {c1} with row {r2} column {c2}"),
                       {"r1": a[0] + 1, "c1": a[1] + 1, "r2": b[0] + 1, "c2": b[1] + 1})
                for i, a in enumerate(plots) for b in plots[i + 1:] if city[a[0]][a[1]] != city[b[0]][b[1]]]
        return _("Architects: swap two income buildings?"), opts + [Option("done", _("No more swaps"))] if opts else []

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        p = player(state, step["seat"])
        city = [list(row) for row in p["city"]]
        (r1, c1, r2, c2) = (option.params[k] - 1 for k in ("r1", "c1", "r2", "c2"))
        city[r1][c1], city[r2][c2] = city[r2][c2], city[r1][c1]
        p["city"] = ["".join(row) for row in city]
        steps.push(state, {**step, "swaps": step["swaps"] - 1})
        return [event("swapped", seat=step["seat"])]


# --------------------------------------------------------------------------- Inventors


@on_gain("inventors")
def _inventors_gain(state, seat, at_setup):
    civ_state(state, seat, "inventors").update({"tokens": 4, "marked": []})
    return []


@hooks.reacts("inventors", "income_turn")
def _inventors_income(state, seat, era):
    if in_income_window("inventors", era) and civ_state(state, seat, "inventors")["tokens"] > 0:
        steps.push(state, choice_step(seat, "inventors"))
    return []


@civ_choice("inventors")
class Inventors:
    """Put an inventor on any tech card not in a top row: it is upgraded at once (ignoring the
    prerequisite); on an opponent's card, the inventor gains the benefit after them."""

    def options(self, state, step):
        opts = [Option(f"tech:{s}:{c}", _("{tech} of {player}"), {"player": s, "tech": c})
                for s, p in enumerate(state["players"]) for row in ("bottom", "middle") for c in p["tech"][row]]
        return _("Inventors: upgrade which tech card?"), opts + [Option("pass", _("No"))] if opts else []

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        from games.tapestry import tech
        seat, owner, card = step["seat"], option.params["player"], option.params["tech"]
        cs = civ_state(state, seat, "inventors")
        cs["tokens"] -= 1
        cs["marked"].append(card)
        if owner != seat:
            side = "circle" if card in player(state, owner)["tech"]["bottom"] else "square"
            steps.push(state, benefits.may_step(seat, "inventors", [
                {"step": "benefit", "seat": seat, "benefit": data.TECH_CARDS[card][side], "ctx": {"why": "civ"}}]))
        return [event("inventor", seat=seat, partner=owner, tech=card)] + tech.upgrade(state, owner, card)


@hooks.reacts("inventors", "others_upgraded")
def _inventors_take(state, seat, actor, tech, row):
    if row == "top" and tech in civ_state(state, seat, "inventors")["marked"]:
        steps.push(state, {"step": "inventors_take", "seat": seat, "owner": actor, "tech": tech})
    return []


@steps.automatic("inventors_take")
def _inventors_take_card(state, step):
    owner = player(state, step["owner"])["tech"]
    if step["tech"] not in owner["top"]:
        return []
    owner["top"].remove(step["tech"])
    player(state, step["seat"])["tech"]["bottom"].append(step["tech"])
    return [event("tech_taken", seat=step["seat"], partner=step["owner"], tech=step["tech"])]


# --------------------------------------------------------------------------- Craftsmen

CRAFT_COLUMNS = ((1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11, 12))  # each filled from the bottom


@on_gain("craftsmen")
def _craftsmen_gain(state, seat, at_setup):
    civ_state(state, seat, "craftsmen")["filled"] = []
    if at_setup and state["options"].get("civilization_adjustments"):
        civ_state(state, seat, "craftsmen")["lose_first_income"] = True
    return []


@hooks.reacts("craftsmen", "income_turn")
def _craftsmen_income(state, seat, era):
    if era == 1 and civ_state(state, seat, "craftsmen").pop("lose_first_income", False):
        steps.push(state, {"step": "lose_resource", "seat": seat})
    return []


def craftsmen_options(state, seat: int) -> list[Option]:
    filled = civ_state(state, seat, "craftsmen")["filled"]
    return [Option(f"craft:{k + 1}", _("Craftsmen mat, column {column}"), {"column": k + 1})
            for k, col in enumerate(CRAFT_COLUMNS) if any(s not in filled for s in col)]


def craftsmen_place(state, seat: int, column: int, building: str) -> list:
    filled = civ_state(state, seat, "craftsmen")["filled"]
    slot = next(s for s in CRAFT_COLUMNS[column - 1] if s not in filled)
    filled.append(slot)
    benefits.push_benefit(state, seat, slot_benefit("craftsmen", slot), why="civ")
    return [event("crafted", seat=seat, building=building, slot=slot)] + \
        hooks.fire(state, seat, "placed_income_building", building=building)


# --------------------------------------------------------------------------- Mystics

MYSTIC_CATEGORIES = (("tech_card", 9), ("district", 9), ("territory", 9), ("complete_track", 4))


def mystic_count(state, seat: int, category: str) -> int:
    from games.tapestry.state import controlled
    p = player(state, seat)
    if category == "tech_card":
        return sum(len(row) for row in p["tech"].values())
    if category == "district":
        return len(p["districts"])
    if category == "territory":
        return len(controlled(state, seat))
    return len(p["complete"])


@on_gain("mystics")
def _mystics_gain(state, seat, at_setup):
    if not at_setup:  # gained mid-game: discard it and gain another
        player(state, seat)["civs"].remove("mystics")
        shuffle_back(state, ["mystics"])
        steps.push(state, benefits.gain_step(seat, "civilization"))
        return [event("civ_discarded", seat=seat, civ="mystics")]
    civ_state(state, seat, "mystics").update({"predicted": {}, "rewarded": []})
    if state["options"].get("civilization_adjustments"):
        steps.push(state, benefits.gain_step(seat, "any_resource"))
    steps.push(state, *[choice_step(seat, "mystics", category=c) for c, _top in MYSTIC_CATEGORIES])
    return []


@civ_choice("mystics")
class Mystics:
    def options(self, state, step):
        top = dict(MYSTIC_CATEGORIES)[step["category"]]
        return _("Mystics: predict your final {category}"), [
            Option(f"predict:{v}", _("{n}"), {"n": v}) for v in range(1, top + 1)]

    def choose(self, state, step, option):
        civ_state(state, step["seat"], "mystics")["predicted"][step["category"]] = option.params["n"]
        return [event("predicted", seat=step["seat"], category=step["category"], n=option.params["n"])]


def _mystics_check(state, seat, **_facts):
    cs = civ_state(state, seat, "mystics")
    for category, n in cs.get("predicted", {}).items():
        if category not in cs["rewarded"] and mystic_count(state, seat, category) == n:
            cs["rewarded"].append(category)
            steps.push(state, benefits.gain_step(seat, "any_resource"))
    return []


for _moment in ("invented", "district_completed", "conquered", "explored", "advanced", "turn_start"):
    hooks.reacts("mystics", _moment)(_mystics_check)


@hooks.reacts("mystics", "income_turn")
def _mystics_final(state, seat, era):
    if era != data.INCOME_TURNS:
        return _mystics_check(state, seat)
    cs = civ_state(state, seat, "mystics")
    right = sum(1 for c, n in cs.get("predicted", {}).items() if mystic_count(state, seat, c) == n)
    return benefits.add_vp(state, seat, 10 * right, "civ")


# --------------------------------------------------------------------------- tokens on the map
# A civilization's token on a territory is [seat, upright, kind] in the hex's "outposts": it
# counts toward the 2 tokens that make a territory unconquerable; only an upright one (a
# Nomads building placed on an empty territory) gives control.


def tokens_of(state, hid: str, kind: str) -> list[list]:
    return [t for t in state["board"]["hexes"][hid]["outposts"] if len(t) == 3 and t[2] == kind]


# --------------------------------------------------------------------------- Isolationists

ISOLATION_VP = (0, 5, 10, 16, 23, 31, 40)  # by the size of the largest land mass, 6 or more: 40


@on_gain("isolationists")
def _isolationists_gain(state, seat, at_setup):
    civ_state(state, seat, "isolationists")["tokens"] = 4
    return []


@hooks.reacts("isolationists", "conquered")
def _isolationists_conquer(state, seat, hex, toppled, empty):
    if empty and civ_state(state, seat, "isolationists")["tokens"] > 0:
        steps.push(state, choice_step(seat, "isolationists", hex=hex))
    return []


@civ_choice("isolationists")
class Isolationists:
    def options(self, state, step):
        return _("Isolationists: protect this territory with a token?"), [
            Option("token", _("Place a token (gain 1 resource)")), Option("pass", _("No"))]

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        seat = step["seat"]
        civ_state(state, seat, "isolationists")["tokens"] -= 1
        state["board"]["hexes"][step["hex"]]["outposts"].append([seat, False, "isolationist"])
        steps.push(state, benefits.gain_step(seat, "any_resource"))
        return [event("civ_token", seat=seat, civ="isolationists", hex=step["hex"])]


def largest_land_mass(state, seat: int) -> int:
    """The most controlled territories sharing one land terrain and connected through each other
    (a reading of "the largest connected land mass of the same terrain type")."""
    from games.tapestry.state import controlled
    from games.tapestry.territory import terrain
    m = data.MAPS[state["board"]["map"]]["hexes"]
    mine = controlled(state, seat)
    best = 0
    for land in ("desert", "forest", "grassland", "mountain"):
        having = {h for h in mine if land in (terrain(state, h) or []) + _island(state, h)}
        seen = set()
        for start in sorted(having):
            if start in seen:
                continue
            group, todo = 0, [start]
            seen.add(start)
            while todo:
                h = todo.pop()
                group += 1
                for n in m[h]["neighbours"]:
                    if n in having and n not in seen:
                        seen.add(n)
                        todo.append(n)
            best = max(best, group)
    return best


def _island(state, hid: str) -> list[str]:
    h = state["board"]["hexes"][hid]
    if isinstance(h["tile"], int):
        return data.TERRITORY_TILES[h["tile"]]["island"]
    if h["tile"] == "printed":
        return data.MAPS[state["board"]["map"]]["hexes"][hid].get("island", [])
    return []


@hooks.reacts("isolationists", "income_turn")
def _isolationists_final(state, seat, era):
    if era != data.INCOME_TURNS:
        return []
    size = largest_land_mass(state, seat)
    return benefits.add_vp(state, seat, ISOLATION_VP[min(size, 6)], "civ")


# --------------------------------------------------------------------------- Traders


@on_gain("traders")
def _traders_gain(state, seat, at_setup):
    civ_state(state, seat, "traders")["tokens"] = 4
    if at_setup and state["options"].get("civilization_adjustments"):
        steps.push(state, *[benefits.gain_step(seat, "any_resource")] * 2)
        return benefits.add_vp(state, seat, 10, "civ")
    return []


@hooks.reacts("traders", "income_turn")
def _traders_income(state, seat, era):
    if in_income_window("traders", era) and civ_state(state, seat, "traders")["tokens"] > 0:
        steps.push(state, choice_step(seat, "traders"))
    return []


def _trader_targets(state, seat: int) -> list[tuple[str, str]]:
    out = []
    for hid, h in sorted(state["board"]["hexes"].items()):
        if h["tile"] is None:
            continue
        toks = h["outposts"]
        if not toks:
            out.append((hid, "empty"))
        elif len(toks) == 1 and len(toks[0]) == 2 and toks[0][1] and toks[0][0] != seat:
            out.append((hid, "outpost"))
    return out


@civ_choice("traders")
class Traders:
    """Place a trader on an empty territory (1 VP per adjacent territory an opponent controls)
    or on a territory holding only 1 opponent outpost (its benefit)."""

    def options(self, state, step):
        opts = [Option(f"hex:{h}", _("Hex {hex}"), {"hex": h, "kind": k}) for h, k in _trader_targets(state, step["seat"])]
        return _("Traders: place a trader?"), opts + [Option("pass", _("No"))] if opts else []

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        from games.tapestry.state import controlled
        seat, hid = step["seat"], option.params["hex"]
        civ_state(state, seat, "traders")["tokens"] -= 1
        state["board"]["hexes"][hid]["outposts"].append([seat, False, "trader"])
        events = [event("civ_token", seat=seat, civ="traders", hex=hid)]
        if option.params["kind"] == "empty":
            theirs = {h for s in range(len(state["players"])) if s != seat for h in controlled(state, s)}
            near = data.MAPS[state["board"]["map"]]["hexes"][hid]["neighbours"]
            return events + benefits.add_vp(state, seat, sum(1 for n in near if n in theirs), "civ")
        steps.push(state, {"step": "tile_benefit", "seat": seat, "hex": hid})
        return events


@hooks.reacts("traders", "others_die_chosen")
def _traders_die(state, seat, actor, hex, unselected):
    if tokens_of(state, hex, "trader") and any(t[0] == seat for t in tokens_of(state, hex, "trader")):
        from games.tapestry.territory import die_step
        steps.push(state, *[benefits.may_step(seat, "traders", [die_step(seat, face, hex)]) for face in unselected[:1]])
    return []


# --------------------------------------------------------------------------- Nomads


def nomad_options(state, seat: int) -> list[Option]:
    """Map places for a building: a controlled territory with exactly 1 other token (gain 1
    resource; it can no longer be conquered), or an empty territory next to one you control."""
    from games.tapestry.state import controlled
    from games.tapestry.territory import adjacent_to_controlled
    hexes = state["board"]["hexes"]
    mine = controlled(state, seat)
    opts = [Option(f"map:{h}", _("On the map, hex {hex}"), {"hex": h, "kind": "stack"})
            for h in mine if len(hexes[h]["outposts"]) == 1]
    opts += [Option(f"map:{h}", _("On the map, hex {hex}"), {"hex": h, "kind": "claim"})
             for h in sorted(adjacent_to_controlled(state, seat))
             if hexes[h]["tile"] is not None and not hexes[h]["outposts"]]
    return opts


def nomad_place(state, seat: int, hid: str, kind: str, building: str) -> list:
    h = state["board"]["hexes"][hid]
    events = [event("placed_on_map", seat=seat, building=building, hex=hid)]
    if kind == "stack":
        h["outposts"].append([seat, False, "building"])
        steps.push(state, benefits.gain_step(seat, "any_resource"))
    else:
        h["outposts"].append([seat, True, "building"])
    return events


@on_gain("nomads")
def _nomads_gain(state, seat, at_setup):
    return []
