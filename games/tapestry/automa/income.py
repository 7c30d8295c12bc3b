"""The bots' income turn (rulebook "Income turn"): the steps of the level's printed chart, in
order, for the income turns each applies to; VP with the multipliers of the leftmost uncovered
tapestry space of the Automa's mat; what happens when a deck runs out.

Tiebreaks in income turn 1 use the top card of the progress deck (shuffled back afterwards),
in income turns 2-5 the latest tiebreaker card (the right card of the current pair).
"""
from __future__ import annotations

from games.engine import event, shuffle
from games.tapestry import benefits, data, steps
from games.tapestry.automa.rules import DATA, LEVELS, finished, humans, role_of, seat_of, select_track
from games.tapestry.state import advanced, controlled, player, position

SHADOW_CHART = [["favourite_check", [2, 3, 4, 5]], ["shuffle", [2, 3, 4]]]


def bots(state) -> list[int]:
    return [s for s in (seat_of(state, "au"), seat_of(state, "se")) if s is not None]


def begin(state, seat: int) -> list:
    a = state["automa"]
    for s in bots(state):
        player(state, s)["era"] += 1
    era = player(state, seat)["era"]
    events = [event("automa_income", seat=seat, era=era)]
    if era == 1:
        progress = state["secret"]["automa"]["progress"]
        card = progress[-1] if progress else None
        todo = []
        if a["mode"] == "solo" and card is not None:
            todo += income_1_advances(state, card)
        chart = LEVELS[a["level"]]["chart"] if a["mode"] == "solo" else SHADOW_CHART
        todo += [{"step": "automa_income_step", "seat": seat, "what": w, "era": 1, "card": card}
                 for w, turns in chart if 1 in turns]
        todo.append({"step": "automa_progress_back", "seat": seat, "card": card})
    else:
        card = a["pair"][1]
        chart = LEVELS[a["level"]]["chart"] if a["mode"] == "solo" else SHADOW_CHART
        todo = []
        for w, turns in chart:
            if era in turns:
                todo.append({"step": "automa_income_step", "seat": seat, "what": w, "era": era, "card": card})
                if w == "vp":
                    todo.append({"step": "automa_income_step", "seat": seat, "what": "first_into_era",
                                 "era": era, "card": card})
    if era >= data.INCOME_TURNS:
        todo.append({"step": "automa_finished", "seat": seat})
    steps.push(state, *todo)
    return events


def income_1_advances(state, card: int) -> list[dict]:
    from games.tapestry.automa.turn import move
    out = []
    for spec in LEVELS[state["automa"]["level"]]["income_1"]["bots"]:
        for s in bots(state):
            track = state["automa"]["favourite"][role_of(state, s)] if spec == "favourite" else spec
            if not finished(state, s, track):
                out += move(state, s, track, card, benefit=True)
    return out


@steps.automatic("automa_progress_back")
def _progress_back(state, step):
    progress = state["secret"]["automa"]["progress"]
    shuffle(state["rng"], progress)
    return [event("automa_progress_shuffled", card=step["card"])] if step["card"] is not None else []


@steps.automatic("automa_finished")
def _finished(state, step):
    for s in bots(state):
        player(state, s)["done"] = True
    au = seat_of(state, "au")
    return [event("finished", seat=s, vp=player(state, s)["vp"]) for s in bots(state) if s == au or au is None]


def multipliers(state, au: int) -> list[int]:
    side = "hard" if LEVELS[state["automa"]["level"]]["mat"] == "hard" else "normal"
    covered = min(len(player(state, au)["tapestry"]), 3)
    return DATA["multipliers"][side][covered]


def income_vp(state, au: int) -> tuple[int, dict]:
    """m1 x (landmarks + territories) + m2 x (military + science) + m3 x (exploration + technology)."""
    m = multipliers(state, au)
    p = player(state, au)
    parts = [len(p["landmarks"]) + len(controlled(state, au)),
             advanced(state, au, "military") + advanced(state, au, "science"),
             advanced(state, au, "exploration") + advanced(state, au, "technology")]
    return sum(x * y for x, y in zip(m, parts)), {"multipliers": m, "counts": parts}


def first_into_era(state, era: int) -> bool:
    return all(player(state, s)["era"] < era for s in humans(state))


def favourite_check(state, seat: int, card: int) -> list:
    role = role_of(state, seat)
    fav = state["automa"]["favourite"][role]
    mine = position(state, seat, fav)
    others = [position(state, s, fav) for s in range(len(state["players"])) if s != seat]
    if not finished(state, seat, fav) and not any(o > mine for o in others):
        return []
    new, valid = select_track(state, seat, "landmark", card)
    if new is None:
        return []
    state["automa"]["favourite"][role] = new
    return [event("automa_favourite", seat=seat, bot=role, old=fav, new=new, valid=valid, card=card)]


def move_progress(state, n: int) -> list:
    a, progress = state["automa"], state["secret"]["automa"]["progress"]
    moved = [progress.pop() for _k in range(min(n, len(progress)))]
    a["discard"] += moved
    a["progress_count"] = len(progress)
    return [event("automa_progress", cards=moved)]


@steps.automatic("automa_income_step")
def _income_step(state, step):
    from games.tapestry.automa import civs
    from games.tapestry.automa.turn import advance_steps
    seat, what, era, card = step["seat"], step["what"], step["era"], step["card"]
    a = state["automa"]
    au = seat_of(state, "au")
    if what == "favourite_check":
        return [e for s in bots(state) for e in favourite_check(state, s, card)]
    if what == "advance_pair":
        steps.push(state, *advance_steps(state, a["pair"][0], a["pair"][1]))
        return []
    if what == "civ_bonus":
        steps.push(state, *[{"step": "automa_civ", "seat": au, "civ": c, "era": era, "card": card}
                            for c in a["civs"]])
        return []
    if what == "vp":
        vp, why = income_vp(state, au)
        return benefits.add_vp(state, au, vp, "automa_income") + [event("automa_vp", seat=au, era=era, vp=vp, **why)]
    if what == "first_into_era":
        vp = DATA["first_into_era_vp"].get(str(era), 0)
        if vp and first_into_era(state, era):
            return benefits.add_vp(state, au, vp, "first_into_era")
        return []
    if what in ("progress_2", "progress_2_more"):
        return move_progress(state, 2)
    if what == "place_tapestry_on_mat":
        return place_on_mat(state, au)
    if what == "gain_tapestry_card":
        return benefits.draw_tapestry(state, au)
    if what == "shuffle":
        deck = state["secret"]["automa"]["deck"]
        deck += a["discard"] + a["pair"]
        a["discard"], a["pair"] = [], []
        shuffle(state["rng"], deck)
        a["deck_count"] = len(deck)
        return [event("automa_shuffle", cards=len(deck))]
    raise ValueError(f"unknown Automa income step {what!r}")


def place_on_mat(state, au: int) -> list:
    """The top tapestry card face down on the leftmost empty space; with no card left the space
    is still covered (its multipliers are spent)."""
    hand = state["seats"][au]["hand"]
    before = list(hand)
    benefits.draw_tapestry(state, au)
    card = hand.pop() if len(hand) > len(before) else None
    player(state, au)["hand_count"] = len(hand)
    if card is not None:
        state["secret"].setdefault("face_down", []).append(card)  # where face-down tapestry cards live
    player(state, au)["tapestry"].append("face_down")
    return [event("automa_mat_card", seat=au, space=len(player(state, au)["tapestry"]))]
