"""The step stack: every pending piece of work, and every generic decision.

A step is a plain dict {"step": kind, "side": "us"|"ussr", ...params} on state["flow"]["stack"]
(top = last). Each kind is registered here with either

  * `run(state, step)`: an automatic step, run by `resolve` as soon as it reaches the top, or
  * `prompt(state, step) -> Ask` and `choose(state, step, option)`: one atomic decision of
    `step["side"]`. A decision with no legal option is dropped (its `on_empty` runs, if any),
    so a live game always offers a choice.

The step on top is popped before it runs or before `choose` is called; to continue, push a
copy with the updated params. Composite actions (an Ops play, an event) push several steps,
last first. Events continue after a decision with a `call` step or a `then` callback: both
name a function registered with `@callback("name")`, fn(state, step, choice).

Generic steps card events reuse (params in brackets are optional):

  place_influence  side, count, [countries], [areas], [per_country], [may_stop], [exclude_controlled_by],
                   [ops: True + reach/bonuses: an Ops placement, see ops.py], [why]
  remove_influence side, whose, count, [countries], [areas], [per_country], [may_stop], [why]
  choose_card      side, purpose (discard|give|event|ops|ops_no_event|remove|then), [whose],
                   [min_ops], [highest_ops (+ printed_ops: by the printed value)], [allow_scoring],
                   [scoring_only], [event_side], [may_pass], [then],
                   [cards + source: "hand" (of `whose`, the default) | "discard" | "deck"]
                   ("then" only reports the card: the callback decides what happens to it).
                   A choice from a hand is filtered when asked, never listed on the step: a
                   list would tell the other seat how many of its hidden cards qualify.
  operations       side, ops, [modes], [areas], [countries]: Ops not from a card ("as if a 4 Ops
                   card were played"): the side picks influence / realign / coup / space
                   (flow.py)
  coup             side, ops, [free], [countries], [areas], [milops], [defcon_limits], [card]
  realign          side, count, [free], [countries], [areas], [may_stop], [card]
  choose_option    side, choices: [key, ...], then, [text]
  choose_country   side, countries: [id, ...], then, [may_pass], [text]: one country of a list; the
                   callback receives its id (None when passed or when the list is empty)
  call             fn: callback name (automatic), with any params
  roll             why, then: callback name; the callback receives the die value (automatic)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from games.engine import Option, _
from games.stepstack import push, top  # noqa: F401  (the events import them from here)

from .data import AREA_COUNTRIES, CARDS, COUNTRIES, other
from .state import controller, emit, hand, is_over, roll


@dataclass
class Ask:
    """A decision's text and options, before the engine wraps it into a Prompt."""

    text: str
    options: list[Option]
    params: dict = field(default_factory=dict)
    wait: bool = False  # ask even with one option (Prompt.wait); else the engine plays it


@dataclass(frozen=True)
class StepKind:
    kind: str
    run: Callable | None = None
    prompt: Callable | None = None
    choose: Callable | None = None
    on_empty: Callable | None = None


STEPS: dict[str, StepKind] = {}
CALLBACKS: dict[str, Callable] = {}


def auto(kind: str):
    def register(fn):
        assert kind not in STEPS, kind
        STEPS[kind] = StepKind(kind, run=fn)
        return fn
    return register


def decision(kind: str, on_empty: Callable | None = None):
    """Class-free registration: decorate the prompt function, then `.chooser` the choose one."""
    def register(prompt_fn):
        assert kind not in STEPS, kind
        STEPS[kind] = StepKind(kind, prompt=prompt_fn, on_empty=on_empty)

        def chooser(choose_fn):
            STEPS[kind] = StepKind(kind, prompt=prompt_fn, choose=choose_fn, on_empty=STEPS[kind].on_empty)
            return choose_fn
        prompt_fn.chooser = chooser
        return prompt_fn
    return register


def callback(name: str):
    def register(fn):
        assert name not in CALLBACKS, name
        CALLBACKS[name] = fn
        return fn
    return register


# --------------------------------------------------------------------------- the loop


def ask(state: dict, step: dict, side: str) -> Ask:
    return STEPS[step["step"]].prompt(state, step, side)


def acting_sides(step: dict) -> list[str]:
    return list(step["sides"]) if "sides" in step else [step["side"]]


def resolve(state: dict) -> Ask | None:
    """Runs automatic steps until a decision with options is on top or the game is over; returns
    that decision's Ask when one side owes it (what the prompt will say), else None."""
    stack = state["flow"]["stack"]
    while not is_over(state):
        if not stack:
            raise RuntimeError("the step stack ran empty before the game ended")
        step = stack[-1]
        kind = STEPS[step["step"]]
        if kind.run is not None:
            stack.pop()
            kind.run(state, step)
            continue
        if "sides" not in step:
            asked = ask(state, step, step["side"])
            if asked.options:
                return asked
        elif any(ask(state, step, side).options for side in step["sides"]):
            return None
        stack.pop()
        if kind.on_empty is not None:
            kind.on_empty(state, step)
    return None


def choose(state: dict, side: str, option: Option) -> Ask | None:
    """Carry out a side's choice and run on to the next decision (its Ask, as `resolve`)."""
    step = state["flow"]["stack"].pop()
    STEPS[step["step"]].choose(state, step, option, side)
    return resolve(state)


# --------------------------------------------------------------------------- small helpers


def country_option(country: str, **params) -> Option:
    return Option("country:" + country, COUNTRIES[country].name, {"country": country, **params})


def card_option(card: str, **params) -> Option:
    return Option("card:" + card, CARDS[card].name, {"card": card, **params})


def key_of(option: Option) -> str:
    return option.id.split(":", 1)[1]


def card_of(step: dict) -> str | None:
    """The card a step is about (its operations, or the event that asked), so a prompt can say
    so: "Coup with Decolonization (2 Ops): choose a target"."""
    if step.get("card") in CARDS:
        return step["card"]
    return step["why"] if step.get("why") in CARDS else None


def scope(step: dict) -> frozenset | None:
    """The countries the filters shared by the influence, coup and realignment steps let
    through (its `countries`, in one of its `areas`), None when it has none; read once for the
    many countries a prompt looks at."""
    countries = step.get("countries")
    areas = step.get("areas")
    if areas is None:
        return None if countries is None else frozenset(countries)
    inside = frozenset().union(*(_AREA_SETS.get(a) or _area_set(a) for a in areas))
    return inside if countries is None else inside.intersection(countries)


def _area_set(area: str) -> frozenset:
    return frozenset(c for c, country in COUNTRIES.items() if country.in_area(area))


_AREA_SETS = {area: frozenset(ids) for area, ids in AREA_COUNTRIES.items()}


def _per_country_ok(step: dict, country: str) -> bool:
    cap = step.get("per_country")
    return cap is None or step.get("done_in", {}).get(country, 0) < cap


def _count_in(step: dict, country: str) -> dict:
    step = dict(step)
    done_in = dict(step.get("done_in", {}))
    done_in[country] = done_in.get(country, 0) + 1
    step["done_in"] = done_in
    return step


def run_callback(state: dict, step: dict, choice=None) -> None:
    name = step.get("then")
    if name:
        CALLBACKS[name](state, step, choice)


def _finish_empty(state: dict, step: dict) -> None:
    """A generic step with nothing left to do: its event goes on as if it had stopped."""
    run_callback(state, step, None)


def _continue(state: dict, step: dict) -> None:
    """Pushes a counting step back while points remain, else hands over to its callback."""
    if step["count"] > 0:
        push(state, step)
    else:
        run_callback(state, step)


# --------------------------------------------------------------------------- call / roll


@auto("call")
def _run_call(state, step):
    CALLBACKS[step["fn"]](state, step, None)


@auto("roll")
def _run_roll(state, step):
    value = roll(state, step.get("why", "event"), step.get("side"))
    run_callback(state, step, value)


# --------------------------------------------------------------------------- place influence


def _placement_targets(state: dict, step: dict) -> list[Option]:
    from . import ops

    if step.get("ops"):
        return ops.influence_options(state, step)
    excl = step.get("exclude_controlled_by")
    inside = scope(step)
    options = []
    for c in step.get("countries") or COUNTRIES:
        if (inside is not None and c not in inside) or not _per_country_ok(step, c):
            continue
        if excl and controller(state, c) == excl:
            continue
        options.append(country_option(c, cost=1))
    return options


@decision("place_influence", on_empty=_finish_empty)
def _prompt_place(state, step, side):
    options = _placement_targets(state, step)
    if options and step.get("may_stop"):
        options.append(Option("done", _("Stop placing influence")))
    card = card_of(step)
    if card is None:
        return Ask(_("Place influence: {left} left"), options, {"left": step["count"]})
    text = _("Place influence with {card}: {left} Ops left") if step.get("ops") else _("{card}: place influence, {left} left")
    return Ask(text, options, {"left": step["count"], "card": card})


@_prompt_place.chooser
def _choose_place(state, step, option, side):
    from . import ops

    if option.id == "done":
        run_callback(state, step)
        return
    country = option.params["country"]
    if step.get("ops"):
        step = ops.spend_influence_point(state, step, country)
    else:
        from .state import add_influence
        add_influence(state, step["side"], country, 1, why=step.get("why", "event"))
        step = _count_in(step, country)
        step["count"] -= 1
    _continue(state, step)


# --------------------------------------------------------------------------- remove influence


@decision("remove_influence", on_empty=_finish_empty)
def _prompt_remove(state, step, side):
    whose = step.get("whose", other(step["side"]))
    inside = scope(step)
    options = [country_option(c) for c in (step.get("countries") or COUNTRIES)
               if (inside is None or c in inside) and _per_country_ok(step, c)
               and state["board"]["influence"][c][whose] > 0]
    if options and step.get("may_stop"):
        options.append(Option("done", _("Stop removing influence")))
    card = card_of(step)
    text = _("{card}: remove influence, {left} left") if card else _("Remove influence: {left} left")
    return Ask(text, options, {"left": step["count"], "whose": whose, "card": card})


@_prompt_remove.chooser
def _choose_remove(state, step, option, side):
    from .state import remove_influence

    if option.id == "done":
        run_callback(state, step)
        return
    whose = step.get("whose", other(step["side"]))
    country = option.params["country"]
    remove_influence(state, whose, country, 1, why=step.get("why", "event"))
    step = _count_in(step, country)
    step["count"] -= 1
    _continue(state, step)


# --------------------------------------------------------------------------- choose a card


def _card_choices(state: dict, step: dict) -> list[str]:
    from . import events, hooks

    whose = step.get("whose", step["side"])
    cards = step.get("cards") if step.get("cards") is not None else hand(state, whose)
    out = []
    for c in cards:
        card = CARDS[c]
        if card.scoring and not (step.get("allow_scoring") or step.get("scoring_only")):
            continue
        if step.get("scoring_only") and not card.scoring:
            continue
        if step.get("event_side") and card.side != step["event_side"]:
            continue
        if step.get("min_ops") and hooks.ops_value(state, whose, c) < step["min_ops"]:
            continue
        if step.get("purpose") == "event" and not (events.implemented(c) and hooks.can_play_event(state, step["side"], c)):
            continue
        out.append(c)
    if step.get("highest_ops") and out:
        def value(c):
            return CARDS[c].ops if step.get("printed_ops") else hooks.ops_value(state, whose, c)
        best = max(value(c) for c in out)
        out = [c for c in out if value(c) == best]
    return out


def take_card(state: dict, step: dict, card: str) -> None:
    """Takes a chosen card out of the zone the step chose from."""
    source = step.get("source", "hand")
    if source == "hand":
        hand(state, step.get("whose", step["side"])).remove(card)
    elif source == "discard":
        state["discard"].remove(card)
    elif source == "deck":
        state["secret"]["deck"].remove(card)
    else:
        raise ValueError(f"unknown card source {source!r}")


@decision("choose_card", on_empty=_finish_empty)
def _prompt_card(state, step, side):
    options = [card_option(c) for c in _card_choices(state, step)]
    if step.get("may_pass"):
        options.append(Option("pass", _("Pass")))
    # From a hand (or cards of the deck only the chooser sees), one fitting card is as secret as
    # the rest: the choice is asked even then, or the engine's own play would tell.
    hidden = step.get("cards") is None or step.get("source") == "deck"
    return Ask(step.get("text", _("Choose a card")), options, {"purpose": step.get("purpose")}, wait=hidden)


@_prompt_card.chooser
def _choose_card_step(state, step, option, side):
    from . import flow

    side = step["side"]
    whose = step.get("whose", side)
    if option.id == "pass":
        run_callback(state, step, None)
        return
    card = option.params["card"]
    purpose = step.get("purpose", "then")
    if purpose in ("discard", "give", "remove"):
        take_card(state, step, card)
        if purpose == "discard":
            state["discard"].append(card)
            emit(state, "card_discarded", side=whose, card=card)
        elif purpose == "remove":
            state["removed"].append(card)
            emit(state, "card_removed", side=whose, card=card)
        else:
            hand(state, other(whose)).append(card)
            emit(state, "card_given", side=whose, card=card)
    elif purpose in ("event", "ops", "ops_no_event"):
        take_card(state, step, card)
        flow.play_card(state, side, card, purpose=purpose)
    run_callback(state, step, card)


# --------------------------------------------------------------------------- coups and realignment


@decision("coup", on_empty=_finish_empty)
def _prompt_coup(state, step, side):
    from . import ops

    options = [country_option(c) for c in ops.coup_targets(state, step)]
    if options and step.get("may_pass"):
        options.append(Option("pass", _("No coup")))
    card = card_of(step)
    if not isinstance(step.get("ops"), int):
        text = _("Coup with {card}: choose a target") if card else _("Choose a coup target")
    elif card:
        text = _("Coup with {card} ({ops} Ops): choose a target")
    else:
        text = _("Coup ({ops} Ops): choose a target")
    return Ask(text, options, {"ops": step.get("ops"), "card": card})


@_prompt_coup.chooser
def _choose_coup(state, step, option, side):
    from . import ops

    if option.id != "pass":
        ops.coup(state, step, option.params["country"])
    run_callback(state, step, option.params.get("country"))


@decision("realign", on_empty=_finish_empty)
def _prompt_realign(state, step, side):
    from . import ops

    options = [country_option(c) for c in ops.realign_targets(state, step)]
    if options and step.get("may_stop"):
        options.append(Option("done", _("Stop realigning")))
    card = card_of(step)
    text = (_("Realign with {card}: choose a target, {left} left") if card
            else _("Choose a realignment target: {left} left"))
    return Ask(text, options, {"left": step["count"], "card": card})


@_prompt_realign.chooser
def _choose_realign(state, step, option, side):
    from . import ops

    if option.id == "done":
        run_callback(state, step)
        return
    _continue(state, ops.realign_point(state, step, option.params["country"]))


# --------------------------------------------------------------------------- choose one of listed options


@decision("choose_option")
def _prompt_option(state, step, side):
    labels = step.get("labels", {})
    options = [Option("choice:" + k, labels.get(k, k), {"choice": k}) for k in step["choices"]]
    return Ask(step.get("text", _("Choose")), options)


@_prompt_option.chooser
def _choose_option(state, step, option, side):
    run_callback(state, step, option.params["choice"])



# --------------------------------------------------------------------------- choose one country of a list


@decision("choose_country", on_empty=_finish_empty)
def _prompt_country(state, step, side):
    options = [country_option(c) for c in step["countries"]]
    if options and step.get("may_pass"):
        options.append(Option("pass", _("Pass")))
    return Ask(step.get("text", _("Choose a country")), options)


@_prompt_country.chooser
def _choose_country(state, step, option, side):
    run_callback(state, step, None if option.id == "pass" else option.params["country"])
