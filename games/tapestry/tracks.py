"""The four advancement tracks: paying to advance, moving tokens, landmarks, benefits and bonuses,
research with the science die, regressing, and the complete-a-track achievement."""
from __future__ import annotations

from itertools import combinations_with_replacement

from games.engine import Option, Prompt, _, event, rng_int
from games.tapestry import achievements, benefits, data, hooks, steps
from games.tapestry.state import player, position

TIER_STARTS = (1, 4, 7, 10)


def cost_of(state, seat: int, track: str, pos: int | None = None) -> dict | None:
    """The cost of advancing once on a track by an advance turn (the token on space `pos`, by
    default the most advanced), or None at its end."""
    pos = position(state, seat, track) if pos is None else pos
    sp = data.space(track, pos + 1) if pos < data.LAST_SPACE else None
    return None if sp is None else sp["cost"]


def payments(res: dict, cost: dict) -> list[tuple[str, ...]]:
    """Every distinct way to pay a cost ({resource: n, "any": k}) from these resources."""
    left = dict(res)
    fixed = []
    for r, n in cost.items():
        if r == "any":
            continue
        if left.get(r, 0) < n:
            return []
        left[r] -= n
        fixed += [r] * n
    ways = []
    for extra in combinations_with_replacement(data.RESOURCES, cost.get("any", 0)):
        if all(extra.count(r) <= left[r] for r in set(extra)):
            ways.append(tuple(sorted(fixed + list(extra))))
    return sorted(set(ways))


def can_pay(res: dict, cost: dict) -> bool:
    """Whether `payments(res, cost)` has a way, without listing them (a turn's prompt asks this
    of every track)."""
    left = dict(res)
    for r, n in cost.items():
        if r == "any":
            continue
        if left.get(r, 0) < n:
            return False
        left[r] -= n
    return sum(max(left.get(r, 0), 0) for r in data.RESOURCES) >= cost.get("any", 0)


def pay(state, seat: int, paid: tuple[str, ...] | list[str]) -> None:
    res = player(state, seat)["res"]
    for r in paid:
        if res[r] <= 0:
            raise ValueError(f"seat {seat} cannot pay {r}")
        res[r] -= 1


def pay_option(paid, text=None) -> Option:
    return Option("pay:" + "+".join(paid) if paid else "pay:nothing",
                  text or _("Pay {paid}"), {"paid": list(paid)})


def advance_step(seat: int, track: str, benefit: bool = True, bonus: str | None = "paid",
                 maxout_vp: bool = False, optional: bool = False) -> dict:
    """bonus: "paid" (may pay for it), "free" (may take it free) or None (no bonus)."""
    return {"step": "advance", "seat": seat, "track": track, "benefit": benefit,
            "bonus": bonus if benefit or bonus == "free" else None, "maxout_vp": maxout_vp}


def movable_token(state, seat: int, track: str, pos: int | None = None) -> dict | None:
    """The token an advance moves: the one on space `pos`, by default the most advanced one
    that is not at the end."""
    tokens = [t for t in player(state, seat)["tokens"] if t["track"] == track and t["pos"] < data.LAST_SPACE
              and (pos is None or t["pos"] == pos)]
    return max(tokens, key=lambda t: t["pos"]) if tokens else None


def token_choices(state, seat: int, track: str) -> list[int]:
    """The spaces of a human seat's tokens an advance on `track` may move (AI Singularity can
    leave two on one track: either may advance); a choice only when there are two or more."""
    if player(state, seat).get("bot"):
        return []
    spaces = sorted({t["pos"] for t in player(state, seat)["tokens"]
                     if t["track"] == track and t["pos"] < data.LAST_SPACE}, reverse=True)
    return spaces if len(spaces) > 1 else []


@steps.decision("advance_token")
class AdvanceToken:
    """Which of two tokens on one track advances; `then` is the step to push with its space."""

    def prompt(self, state, step):
        spaces = step.get("spaces") or token_choices(state, step["seat"], step["track"])
        return Prompt("tapestry.advance_token", step["seat"], _("Which token advances on {track}?"),
                      tuple(Option(f"token:{s}", _("The token on space {pos}"), {"pos": s}) for s in spaces),
                      {"track": step["track"]})

    def choose(self, state, step, option):
        steps.push(state, {**step["then"], "from": option.params["pos"]})
        return []


@steps.automatic("advance")
def _advance(state, step):
    seat, track = step["seat"], step["track"]
    if "from" not in step and token_choices(state, seat, track):
        steps.push(state, {"step": "advance_token", "seat": seat, "track": track, "then": step})
        return []
    tok = movable_token(state, seat, track, step.get("from"))
    if tok is None:
        if step.get("maxout_vp"):
            return benefits.add_vp(state, seat, 5, "off_track")
        return [event("no_advance", seat=seat, track=track)]
    tok["pos"] += 1
    events = [event("advanced", seat=seat, track=track, pos=tok["pos"])]
    if step["benefit"]:
        later = [{"step": "track_benefit", "seat": seat, "track": track, "pos": tok["pos"]}]
    else:
        later = []
    if step.get("bonus") and data.space(track, tok["pos"]).get("bonus"):
        later.append({"step": "bonus", "seat": seat, "track": track, "pos": tok["pos"],
                      "free": step["bonus"] == "free"})
    steps.push(state, *later)
    return events + arrive(state, seat, track, tok["pos"])  # the landmark is placed first


def arrive(state, seat: int, track: str, pos: int) -> list:
    """What reaching a space gives besides its benefit: a landmark, the end of the track."""
    events = []
    landmark = data.TRACK_LANDMARKS.get((track, pos))
    if landmark and landmark in state["board"]["landmarks"]:
        events += gain_landmark(state, seat, landmark)
    elif landmark:
        events += hooks.fire(state, seat, "landmark_taken_already", track=track)
    if pos in TIER_STARTS:
        events += hooks.fire(state, seat, "entered_tier", track=track, pos=pos)
    if pos == data.LAST_SPACE:
        p = player(state, seat)
        if track not in p["complete"]:
            p["complete"].append(track)
        events += achievements.earn(state, seat, "complete_track")
    events += hooks.fire(state, seat, "advanced", track=track, pos=pos)
    return events


def gain_landmark(state, seat: int, key: str) -> list:
    state["board"]["landmarks"].remove(key)
    if player(state, seat).get("bot"):  # solo: every landmark a bot gains goes on the Automa's mat
        owner = state["automa"]["au"] if state["automa"]["au"] is not None else seat
        player(state, owner)["landmarks"].append(key)
        return [event("landmark", seat=owner, landmark=key, reached_by=seat)] + \
            hooks.fire(state, owner, "gained_landmark", landmark=key)
    player(state, seat)["landmarks"].append(key)
    steps.push(state, {"step": "place", "seat": seat, "building": key})
    return [event("landmark", seat=seat, landmark=key)] + hooks.fire(state, seat, "gained_landmark", landmark=key)


@steps.automatic("track_benefit")
def _track_benefit(state, step):
    sp = data.space(step["track"], step["pos"])
    benefits.push_benefit(state, step["seat"], sp["benefit"], why=f"track:{step['track']}")
    return hooks.fire(state, step["seat"], "track_benefit", track=step["track"], pos=step["pos"])


@steps.decision("bonus")
class Bonus:
    """A bonus is optional: pay its price (or take it free) or pass."""

    def prompt(self, state, step):
        seat = step["seat"]
        sp = data.space(step["track"], step["pos"])
        pay_kind, n = next(iter(sp["bonus"]["pay"].items()))
        free = step.get("free") or (pay_kind == "any_resource" and hooks.has(state, seat, "free_bonus"))
        options = []
        p = player(state, seat)
        if free:
            options.append(Option("take", _("Take the bonus")))
        elif pay_kind == "any_resource":
            options += [pay_option(w) for w in payments(p["res"], {"any": n})]
        elif pay_kind == "territory" and len(p["tiles"]) >= n:
            options.append(Option("take", _("Discard {n} territory tiles for the bonus"), {"n": n}))
        elif pay_kind == "tapestry" and p["hand_count"] >= n:
            options.append(Option("take", _("Discard {n} tapestry cards for the bonus"), {"n": n}))
        elif pay_kind == "tech_card" and sum(len(r) for r in p["tech"].values()) >= n:
            options.append(Option("take", _("Discard {n} tech cards for the bonus"), {"n": n}))
        if not options:
            return None
        options.append(Option("pass", _("No bonus")))
        return Prompt("tapestry.take_bonus", seat, _("Bonus: {bonus}"), tuple(options),
                      {"bonus": f"{step['track']}:{step['pos']}"})

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "pass":
            return []
        sp = data.space(step["track"], step["pos"])
        pay_kind, n = next(iter(sp["bonus"]["pay"].items()))
        gains = [benefits.gain_step(seat, t, why="bonus") for t in sp["bonus"]["gain"]]
        events = [event("bonus", seat=seat, track=step["track"], pos=step["pos"])]
        if option.id.startswith("pay:"):
            pay(state, seat, option.params["paid"])
            events.append(event("paid", seat=seat, paid=option.params["paid"]))
            steps.push(state, *gains)
        elif option.id == "take" and not step.get("free") and pay_kind != "any_resource":
            steps.push(state, *[{"step": "discard", "seat": seat, "what": pay_kind}] * n, *gains)
        else:
            steps.push(state, *gains)
        return events


@steps.decision("discard")
class Discard:
    """Discard one territory tile, tapestry card or tech card (a bonus's price)."""

    def prompt(self, state, step):
        seat, what = step["seat"], step["what"]
        p = player(state, seat)
        if what == "territory":
            opts = [Option(f"tile:{t}", _("Territory tile {tile}"), {"tile": t}) for t in sorted(set(p["tiles"]))]
        elif what == "tapestry":
            opts = [Option(f"card:{c}", _("{card}"), {"card": c}) for c in sorted(set(state["seats"][seat]["hand"]))]
        else:
            opts = [Option(f"tech:{c}", _("{tech}"), {"tech": c})
                    for row in ("bottom", "middle", "top") for c in p["tech"][row]]
        # A hand of one kind of card gives one option: asked all the same (the hand is hidden).
        return Prompt("tapestry.choose_discard", seat, _("Discard"), tuple(opts),
                      wait=what == "tapestry" and len(state["seats"][seat]["hand"]) > 1)

    def choose(self, state, step, option):
        seat = step["seat"]
        p = player(state, seat)
        if "tile" in option.params:
            p["tiles"].remove(option.params["tile"])
            return [event("discarded_tile", seat=seat, tile=option.params["tile"])]
        if "card" in option.params:
            state["seats"][seat]["hand"].remove(option.params["card"])
            p["hand_count"] -= 1
            state["board"]["tapestry_discard"].append(option.params["card"])
            return [event("discarded_tapestry", seat=seat, card=option.params["card"])]
        for row in p["tech"].values():
            if option.params["tech"] in row:
                row.remove(option.params["tech"])
        state["board"]["tech_discard"].append(option.params["tech"])
        return [event("discarded_tech", seat=seat, tech=option.params["tech"])]


# --------------------------------------------------------------------------- token handlers


@benefits.token("advance")
def _advance_token(state, seat, arg, ctx):
    steps.push(state, advance_step(seat, arg))
    return []


@benefits.token("advance_nb")
def _advance_nb(state, seat, arg, ctx):
    steps.push(state, advance_step(seat, arg, benefit=False, bonus=None))
    return []


@benefits.token("regress")
def _regress(state, seat, arg, ctx):
    return regress(state, seat, arg, benefit=True)


@benefits.token("regress_nb")
def _regress_nb(state, seat, arg, ctx):
    return regress(state, seat, arg, benefit=False)


def regress(state, seat: int, track: str, benefit: bool) -> list:
    tokens = [t for t in player(state, seat)["tokens"] if t["track"] == track]
    if not tokens:
        return []
    tok = max(tokens, key=lambda t: t["pos"])
    if tok["pos"] == 0:
        return [event("no_regress", seat=seat, track=track)]
    tok["pos"] -= 1
    events = [event("regressed", seat=seat, track=track, pos=tok["pos"])]
    if benefit and tok["pos"] >= 1:
        later = [{"step": "track_benefit", "seat": seat, "track": track, "pos": tok["pos"]}]
        if data.space(track, tok["pos"]).get("bonus"):
            later.append({"step": "bonus", "seat": seat, "track": track, "pos": tok["pos"], "free": False})
        steps.push(state, *later)
    return events


def research_step(seat: int, benefit: bool, maxout_vp: bool = False, optional: bool = True) -> dict:
    return {"step": "roll_science", "seat": seat, "benefit": benefit, "maxout_vp": maxout_vp,
            "optional": optional}


@benefits.token("research")
def _research(state, seat, arg, ctx):
    steps.push(state, research_step(seat, True))
    return []


@benefits.token("research_nb")
def _research_nb(state, seat, arg, ctx):
    steps.push(state, research_step(seat, False))
    return []


@benefits.token("research_nb_maxout")
def _research_maxout(state, seat, arg, ctx):
    steps.push(state, research_step(seat, False, maxout_vp=True))
    return []


def roll_science(state) -> str:
    """The science die: BGA and the data set treat its 12 faces as 3 per track (face layout
    not published)."""
    return data.TRACK_KEYS[rng_int(state["rng"], 0, 3)]


@steps.automatic("roll_science")
def _roll_science(state, step):
    seat = step["seat"]
    rolls = [roll_science(state)]
    if hooks.has(state, seat, "science_roll_twice"):
        rolls.append(roll_science(state))
    events = [event("science_die", seat=seat, rolls=rolls)]
    steps.push(state, {**step, "step": "research_advance", "rolls": rolls})
    return events


@steps.decision("research_advance")
class ResearchAdvance:
    """After the science die: advance on the rolled track (free) or not."""

    def prompt(self, state, step):
        options = [Option(f"track:{t}", _("Advance on {track}"), {"track": t}) for t in dict.fromkeys(step["rolls"])]
        if step.get("optional", True):
            options.append(Option("pass", _("Do not advance")))
        return Prompt("tapestry.research", step["seat"], _("Research: the science die shows {rolls}"),
                      tuple(options), {"rolls": step["rolls"]})

    def choose(self, state, step, option):
        if option.id == "pass":
            return [event("research_declined", seat=step["seat"])]
        steps.push(state, advance_step(step["seat"], option.params["track"], benefit=step["benefit"],
                                       bonus="paid" if step["benefit"] else None,
                                       maxout_vp=step.get("maxout_vp", False)))
        return []


@benefits.token("repeat_position")
def _repeat(state, seat, arg, ctx):
    steps.push(state, {"step": "repeat_position", "seat": seat})
    return []


@steps.decision("repeat_position")
class RepeatPosition:
    """Gain the benefit (and may pay for the bonus) of your current position on any track; not
    of a space whose benefit is this one (Science 7 would repeat itself without end)."""

    def prompt(self, state, step):
        seat = step["seat"]
        opts = [Option(f"track:{t}", _("{track}"), {"track": t}) for t in data.TRACK_KEYS
                if position(state, seat, t) >= 1
                and "repeat_position" not in str(data.space(t, position(state, seat, t))["benefit"])]
        return Prompt("tapestry.repeat_position", seat, _("Repeat the benefit of which track?"), tuple(opts))

    def choose(self, state, step, option):
        seat, track = step["seat"], option.params["track"]
        pos = position(state, seat, track)
        later = [{"step": "track_benefit", "seat": seat, "track": track, "pos": pos}]
        if data.space(track, pos).get("bonus"):
            later.append({"step": "bonus", "seat": seat, "track": track, "pos": pos, "free": False})
        steps.push(state, *later)
        return [event("repeated", seat=seat, track=track, pos=pos)]


@benefits.token("restart_track")
def _restart(state, seat, arg, ctx):
    steps.push(state, {"step": "restart_track", "seat": seat})
    return []


@steps.decision("restart_track")
class RestartTrack:
    """Technology 12: the token leaves the track (which still counts as complete) for the start
    of any track."""

    def prompt(self, state, step):
        return Prompt("tapestry.restart_track", step["seat"], _("Start a new token on which track?"),
                      tuple(Option(f"track:{t}", _("{track}"), {"track": t}) for t in data.TRACK_KEYS))

    def choose(self, state, step, option):
        p = player(state, step["seat"])
        for tok in p["tokens"]:
            if tok["track"] == "technology" and tok["pos"] == data.LAST_SPACE:
                tok["track"], tok["pos"] = option.params["track"], 0
                break
        return [event("restarted", seat=step["seat"], track=option.params["track"])]
