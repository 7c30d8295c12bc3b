"""The one executor of the benefit vocabulary (see data.py): benefits become steps on the stack.

`push_benefit` expands a benefit ({"all"|"any_order"|"one_of"|"parts"}) into steps; each token
becomes a `gain` step, resolved by the handler registered for its head (`@token("explore")`).
Benefits are mandatory and bonuses optional (rulebook, "Optional vs mandatory rewards"): a
benefit that cannot be used is simply lost.
"""
from __future__ import annotations

from typing import Callable

from games.engine import Option, Prompt, _, event
from games.tapestry import data, hooks, steps
from games.tapestry.state import advanced, controlled, gain_resource, player

HANDLERS: dict[str, Callable] = {}


def token(head: str):
    """Register the handler of the tokens `head` and `head:<arg>`: fn(state, seat, arg, ctx)."""
    def register(fn):
        HANDLERS[head] = fn
        return fn
    return register


def gain_step(seat: int, tok: str, **ctx) -> dict:
    return {"step": "gain", "seat": seat, "token": tok, **({"ctx": ctx} if ctx else {})}


def push_benefit(state, seat: int, benefit: dict | None, **ctx) -> None:
    """Push the steps of a benefit, first item on top. The solo bots gain no printed benefit:
    their own rules (games/tapestry/automa) say what they do instead."""
    if not benefit or player(state, seat).get("bot"):
        return
    if "parts" in benefit:
        steps.push(state, *[{"step": "benefit", "seat": seat, "benefit": part, "ctx": ctx}
                            for part in benefit["parts"]])
    elif "all" in benefit:
        steps.push(state, *[gain_step(seat, t, **ctx) for t in benefit["all"]])
    elif "one_of" in benefit:
        steps.push(state, {"step": "choose_benefit", "seat": seat, "tokens": benefit["one_of"], "ctx": ctx})
    elif "any_order" in benefit:
        steps.push(state, {"step": "order_benefit", "seat": seat, "tokens": list(benefit["any_order"]),
                           "ctx": ctx})
    else:
        raise ValueError(f"bad benefit {benefit!r}")


# What a "you may gain" question offers, by the rule that offers it.
MAY_TITLES = {
    "inventors": _("Inventors: gain the benefit of the upgraded card too?"),
    "traders": _("Traders: gain the benefit of the unselected conquer die?"),
}


def may_step(seat: int, offer: str, then: list[dict]) -> dict:
    """A printed "you may gain" for `seat`: yes pushes the steps `then`, no drops them."""
    return {"step": "may_gain", "seat": seat, "offer": offer, "then": then}


@steps.decision("may_gain")
class MayGain:
    def prompt(self, state, step):
        if player(state, step["seat"]).get("bot"):  # the solo bots follow their own rules
            return None
        return Prompt("tapestry.may_gain", step["seat"], MAY_TITLES[step["offer"]],
                      (Option("gain", _("Gain the benefit")), Option("pass", _("No"))))

    def choose(self, state, step, option):
        if option.id == "gain":
            steps.push(state, *step["then"])
        return []


@steps.automatic("benefit")
def _benefit(state, step):
    push_benefit(state, step["seat"], step["benefit"], **step.get("ctx", {}))
    return []


@steps.automatic("gain")
def _gain(state, step):
    if player(state, step["seat"]).get("bot"):
        return []
    tok = step["token"]
    head, _sep, arg = tok.partition(":")
    handler = HANDLERS.get(head)
    if handler is None:
        raise NotImplementedError(f"Tapestry benefit {tok!r} is not implemented")
    return handler(state, step["seat"], arg, step.get("ctx", {})) or []


def token_option(tok: str) -> Option:
    return Option(f"benefit:{tok}", _("{benefit}"), {"benefit": tok})


@steps.decision("choose_benefit")
class ChooseBenefit:
    def prompt(self, state, step):
        return Prompt("tapestry.choose_benefit", step["seat"], _("Choose one benefit"),
                      tuple(token_option(t) for t in dict.fromkeys(step["tokens"])))

    def choose(self, state, step, option):
        steps.push(state, gain_step(step["seat"], option.params["benefit"], **step.get("ctx", {})))
        return []


@steps.decision("order_benefit")
class OrderBenefit:
    """Benefits gained in any order: pick the next one until one is left."""

    def prompt(self, state, step):
        return Prompt("tapestry.order_benefit", step["seat"], _("Which benefit first?"),
                      tuple(token_option(t) for t in dict.fromkeys(step["tokens"])))

    def choose(self, state, step, option):
        tok = option.params["benefit"]
        rest = list(step["tokens"])
        rest.remove(tok)
        after = []
        if len(rest) > 1:
            after = [{**step, "tokens": rest}]
        elif rest:
            after = [gain_step(step["seat"], rest[0], **step.get("ctx", {}))]
        steps.push(state, gain_step(step["seat"], tok, **step.get("ctx", {})), *after)
        return []


# --------------------------------------------------------------------------- resources and VP


AUTOMA_VP = ("automa_income", "automa_civ", "first_into_era")  # the Automa's only VP besides achievements


def add_vp(state, seat: int, n: int, why: str) -> list:
    bot = player(state, seat).get("bot")
    if n <= 0 or bot == "shadow" or (bot and why not in AUTOMA_VP):
        return []
    player(state, seat)["vp"] += n
    return [event("vp", seat=seat, n=n, why=why)]


def _resource(res):
    def handler(state, seat, arg, ctx):
        n = int(arg or 1)
        got = gain_resource(state, seat, res, n)
        return [event("gained", seat=seat, res=res, n=got)] if got else []
    return handler


for _res in data.RESOURCES:
    token(_res)(_resource(_res))


@token("any_resource")
def _any_resource(state, seat, arg, ctx):
    steps.push(state, *[{"step": "choose_resource", "seat": seat}] * int(arg or 1))
    return []


@steps.decision("choose_resource")
class ChooseResource:
    def prompt(self, state, step):
        return Prompt("tapestry.choose_resource", step["seat"], _("Gain 1 resource of your choice"),
                      tuple(Option(f"res:{r}", _("{res}"), {"res": r}) for r in data.RESOURCES))

    def choose(self, state, step, option):
        res = option.params["res"]
        got = gain_resource(state, step["seat"], res)
        return [event("gained", seat=step["seat"], res=res, n=got)]


def vp_per(state, seat: int, what: str) -> int:
    """The count a "VP per ..." icon counts."""
    p = player(state, seat)
    if what.startswith("track:"):
        return advanced(state, seat, what[6:])
    if what in data.BUILDINGS:
        return p["taken"][what]
    if what == "tech_card":
        return sum(len(row) for row in p["tech"].values())
    if what == "capital":
        from games.tapestry.capital import completed_lines, identical_lines
        return completed_lines(p) + (identical_lines(p["city"]) if "architects" in p["civs"] else 0)
    if what == "territory":
        return len(controlled(state, seat))
    if what == "territory_tile":
        return len(p["tiles"])
    if what == "tapestry":
        return p["hand_count"] + len(p["tapestry"])
    if what == "landmark":
        return len(p["landmarks"])
    raise ValueError(f"unknown VP count {what!r}")


@token("vp")
def _vp(state, seat, arg, ctx):
    return add_vp(state, seat, int(arg), ctx.get("why", "benefit"))


@token("vp_per")
def _vp_per(state, seat, arg, ctx):
    what, _sep, times = arg.partition("*")
    return add_vp(state, seat, vp_per(state, seat, what) * int(times or 1), f"per:{what}")


# --------------------------------------------------------------------------- cards and tiles


def draw_tapestry(state, seat: int, n: int = 1) -> list:
    """Draw tapestry cards into the hidden hand (the discard is reshuffled when the deck runs out)."""
    from games.engine import audience_except, audience_only, shuffle
    secret = state["secret"]
    drawn = []
    for _k in range(n):
        if not secret["tapestry_deck"] and state["board"]["tapestry_discard"]:
            secret["tapestry_deck"] = state["board"]["tapestry_discard"]
            state["board"]["tapestry_discard"] = []
            shuffle(state["rng"], secret["tapestry_deck"])
        if not secret["tapestry_deck"]:
            break
        drawn.append(secret["tapestry_deck"].pop())
    state["seats"][seat]["hand"].extend(drawn)
    player(state, seat)["hand_count"] += len(drawn)
    state["board"]["tapestry_deck_count"] = len(secret["tapestry_deck"])
    if not drawn:
        return [event("deck_empty", seat=seat, deck="tapestry")]
    return [event("tapestry_drawn", audience_only(seat), seat=seat, cards=drawn),
            event("tapestry_drawn_count", audience_except(seat), seat=seat, n=len(drawn))]


@token("tapestry")
def _tapestry(state, seat, arg, ctx):
    hand = state["seats"][seat]["hand"]
    before = len(hand)
    events = draw_tapestry(state, seat, int(arg or 1))
    if len(hand) == before:
        return events
    return events + hooks.fire(state, seat, "gained_tapestry", n=len(hand) - before)


def draw_tiles(state, seat: int, deck: str, n: int) -> list:
    """Territory and space tiles are kept face up: the draw is public."""
    pile = state["secret"][f"{deck}_deck"]
    drawn = [pile.pop() for _k in range(min(n, len(pile)))]
    player(state, seat)["tiles" if deck == "territory" else "space_tiles"].extend(drawn)
    state["board"][f"{deck}_deck_count"] = len(pile)
    return [event("tiles_drawn", seat=seat, deck=deck, tiles=drawn)] if drawn else \
        [event("deck_empty", seat=seat, deck=deck)]


@token("territory")
def _territory(state, seat, arg, ctx):
    return draw_tiles(state, seat, "territory", int(arg or 1))


@token("space_tile")
def _space_tile(state, seat, arg, ctx):
    return draw_tiles(state, seat, "space", int(arg or 1))


@steps.decision("lose_resource")
class LoseResource:
    def prompt(self, state, step):
        res = player(state, step["seat"])["res"]
        return Prompt("tapestry.lose_resource", step["seat"], _("Lose 1 resource of your choice"),
                      tuple(Option(f"res:{r}", _("{res}"), {"res": r}) for r in data.RESOURCES if res[r] > 0))

    def choose(self, state, step, option):
        player(state, step["seat"])["res"][option.params["res"]] -= 1
        return [event("lost", seat=step["seat"], res=option.params["res"], n=1)]
