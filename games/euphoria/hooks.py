"""Where recruit abilities and market penalties act: the contract between the rules and them.

recruits.py fills `ABILITIES[recruit_id]` and markets.py fills `PENALTIES[market_id]` (ids are
slugs of the English names, as in data/recruits.json and data/markets.json). Both are `Effect`
subclasses: every method below is a named hook point with a neutral default, so an effect
overrides only the points it acts at.

Which effects are in force for a seat (`in_force`):
* the ability of each of its ACTIVE recruits (hidden recruits do nothing), unless some effect in
  force for that seat returns True from `blocks_abilities` (the Academy penalty);
* the penalty of each BUILT market tile on which the seat has no star.

Conventions every hook follows:
* `state` is the live game state (a private copy inside `play`): mutate it freely, but change
  resources only through the helpers in `economy.py` (gain/pay/draw) and tracks through
  `tracks.py`, so that limits, hand size and end of game are enforced in one place.
* A hook that needs a decision never asks: it pushes a step onto `state["flow"]["stack"]` with
  `steps.push(state, {...})`. The generic kind `"effect"` routes the prompt and the choice back to
  the effect: push `{"step": "effect", "seat": s, "effect": ("recruit"|"market"), "id": id, ...}`
  and implement `prompt(state, step)` (a `Prompt`) and `choose(state, step, option)` (events).
  Push steps in reverse order of resolution (it is a stack). Steps are public (the flow is in
  every view): hidden facts (drawn cards, recruit ids) go in `state["seats"][seat]`, not a step.
* Hooks named `after_*` return a list of events (possibly empty) and may push steps.
* Modifier hooks receive the current value and return the new one (chained over all effects in
  force, in a fixed order: recruits in the order held, then markets in slot order).
* Restriction hooks (`forbids_*`) return None when allowed, or a translatable reason text.
* `turn_actions` offers extra options on the owner's main turn prompt, ids `recruit:<id>:<key>`;
  `use_turn_action` carries one out (it may push steps; the turn ends when they are resolved
  unless the action pushes a fresh "turn" step).

Context passed around:
* space: a `data.Space` (its id, kind, region, nation); for a built market's use space the id is
  the slot id (e.g. "subterra_1") and `market_id(state, slot)` gives the tile.
* worker: a dict {"id": int, "value": 1..6, "at": space id | None} of players[seat]["workers"].
* cost: a list of alternatives, each a dict in the cost vocabulary of data.py (e.g.
  [{"water": 4, "artifact": 1}]); return a changed copy, never mutate the argument.
* state["flow"]["placement"]: the current (latest) placement, set before it resolves:
  {"seat", "space", "worker": id, "value", "bumped": [[seat, worker id, value]],
   "before": [[seat, value]] the other workers already there (for a construction site: on the
   market's other sites)}. state["flow"]["retrieval"]: {"seat", "spaces"} of the latest retrieval.
  state["flow"]["turn"] counts turns (for "once per turn"); state["flow"]["active"] is the seat.
* gain: a list of gain effects in the gain vocabulary of data.py (e.g. [{"gain": "energy", "n": 2}]).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.euphoria import steps

if TYPE_CHECKING:
    from games.engine import Event, Option, Prompt


class Effect:
    """A recruit ability or a market penalty; override only the hook points it uses."""

    id: str = ""

    # -- restrictions ----------------------------------------------------------------------
    def forbids_place(self, state, seat: int, space, worker: dict) -> str | None:
        """May this worker go on this space? (Spa, Plaza, Lounge, Apothecary, Arena...)"""
        return None

    def forbids_doubles(self, state, seat: int) -> str | None:
        """May the seat place a second worker of the same value this turn? (Fountain)"""
        return None

    def forbids_gain_worker(self, state, seat: int) -> str | None:
        """May the seat gain a new worker now? (Laboratory)"""
        return None

    def blocks_abilities(self, state, seat: int) -> bool:
        """True: the seat's recruit abilities do nothing (Academy). Only penalties use this."""
        return False

    def blocks_tier_bonus(self, state, seat: int, nation: str, tier: int) -> bool:
        """True: the seat gets no allegiance tier-1/2 bonus of this nation (Registry)."""
        return False

    # -- modifiers -------------------------------------------------------------------------
    def cost(self, state, seat: int, space, cost: list[dict]) -> list[dict]:
        """The cost alternatives of placing on `space` (also artifact-market payment forms)."""
        return cost

    def gain(self, state, seat: int, space, gain: list[dict]) -> list[dict]:
        """The gains of placing on `space`, before they are carried out."""
        return gain

    def production(self, state, seat: int, space, amount: int) -> int:
        """Commodities gained at a commodity area (after band and tier-1 bonus)."""
        return amount

    def knowledge_total(self, state, seat: int, total: int) -> int:
        """The knowledge-check total (available dice + knowledge track) compared with 16."""
        return total

    def retrieval_rows(self, state, seat: int, rows: list[dict]) -> list[dict]:
        """The retrieval cost rows [{"id", "cost": {...}, "morale": n}] offered to the seat."""
        return rows

    def hand_limit(self, state, seat: int, limit: int) -> int:
        """Artifact hand limit (morale by default)."""
        return limit

    def draw_count(self, state, seat: int, count: int) -> int:
        """How many artifact cards the seat draws for a draw of `count`."""
        return count

    # -- triggers --------------------------------------------------------------------------
    def after_place(self, state, seat: int, space, worker: dict) -> list[Event]:
        """After a placement is fully resolved (bump, pay, gain done)."""
        return []

    def after_bump(self, state, seat: int, space, bumped_seat: int) -> list[Event]:
        """The seat's worker bumped someone (after the bumped die is rolled)."""
        return []

    def after_bumped(self, state, seat: int, space, worker: dict, by: int) -> list[Event]:
        """One of the seat's workers was bumped and has been rolled."""
        return []

    def after_roll(self, state, seat: int, values: list[int], why: str) -> list[Event]:
        """The seat rolled these dice (retrieve, bumped, new_worker, completion)."""
        return []

    def after_retrieve(self, state, seat: int, workers: list[dict]) -> list[Event]:
        return []

    def after_gain_worker(self, state, seat: int, worker: dict) -> list[Event]:
        return []

    def after_star(self, state, seat: int, where: str) -> list[Event]:
        """The seat placed a star: where is "territory:<region>", "market:<slot>",
        "recruit:<id>" or "dilemma"."""
        return []

    def after_draw(self, state, seat: int, count: int) -> list[Event]:
        return []

    def after_pay(self, state, seat: int, space, way: dict) -> list[Event]:
        """The seat paid for its placement on `space` in this way {"goods", "artifacts"}."""
        return []

    def after_any_roll(self, state, seat: int, roller: int, values: list[int], why: str) -> list[Event]:
        """Any seat (`roller`, maybe this one) rolled these dice; called for every seat."""
        return []

    def after_worker_lost(self, state, seat: int, why: str) -> list[Event]:
        """The seat lost a worker ("knowledge": to the check, "sacrifice": to an ability)."""
        return []

    def after_market_built(self, state, seat: int, slot: str, builders: list[int]) -> list[Event]:
        """A market was completed; called for every seat (builders: who had a worker on it)."""
        return []

    def before_retrieve_roll(self, state, seat: int, workers: list[dict]) -> list[Event]:
        """The seat has paid to retrieve these workers; they roll after steps pushed here."""
        return []

    def waives_nation(self, state, seat: int, space) -> bool:
        """True: the seat may use this exclusive tunnel end without a recruit of its nation."""
        return False

    def roll_options(self, state, seat: int, step: dict, options: list[Option]) -> list[Option]:
        """Options of the seat's "roll" prompt for returned dice; an ability's own option ids
        are `recruit:<id>:<key>` and are carried out by `use_roll_option`."""
        return options

    def use_roll_option(self, state, step: dict, option: Option) -> tuple[list[Event], dict]:
        """(events, {worker id: value}): the dice this option sets instead of rolling."""
        raise NotImplementedError(f"{self.id}: roll option {option.id}")

    def after_allegiance(self, state, seat: int, nation: str, new_value: int) -> list[Event]:
        """Any seat's `nation` allegiance moved (called for every seat with this effect)."""
        return []

    def after_tier(self, state, seat: int, nation: str, tier: int) -> list[Event]:
        """A nation reached a tier (1-4); called for every seat with this effect in force."""
        return []

    def after_miner(self, state, seat: int, nation: str, depth: int) -> list[Event]:
        return []

    def after_knowledge(self, state, seat: int, delta: int) -> list[Event]:
        return []

    def after_morale(self, state, seat: int, delta: int) -> list[Event]:
        return []

    # -- own-turn actions and decisions ------------------------------------------------------
    def turn_actions(self, state, seat: int) -> list[Option]:
        """Extra options on the owner's main turn prompt (ids `recruit:<id>:<key>`)."""
        return []

    def use_turn_action(self, state, seat: int, option: Option) -> list[Event]:
        raise NotImplementedError(f"{self.id}: turn action {option.id}")

    def auto(self, state, step: dict) -> list[Event] | None:
        """An "effect" step resolved without asking (events), or None: the seat must choose."""
        return None

    def prompt(self, state, step: dict) -> Prompt:
        """Prompt of an "effect" step this effect pushed."""
        raise NotImplementedError(f"{self.id}: prompt of {step}")

    def choose(self, state, step: dict, option: Option) -> list[Event]:
        """Carry out the choice of an "effect" step this effect pushed (already popped)."""
        raise NotImplementedError(f"{self.id}: choice in {step}")


ABILITIES: dict[str, Effect] = {}
PENALTIES: dict[str, Effect] = {}


def ability(recruit_id: str):
    """Class decorator for recruits.py: `@ability("maxime_the_ambassador")`."""
    def register(cls):
        instance = cls()
        instance.id = recruit_id
        ABILITIES[recruit_id] = instance
        return cls
    return register


def penalty(market_id: str):
    """Class decorator for markets.py: `@penalty("spa_of_fleeting_pleasure")`."""
    def register(cls):
        instance = cls()
        instance.id = market_id
        PENALTIES[market_id] = instance
        return cls
    return register


def in_force(state, seat: int) -> list[Effect]:
    """The effects acting on `seat` now: active recruits' abilities, unhelped markets' penalties."""
    penalties = []
    for slot, market in state["board"]["markets"].items():
        if market["built"] and seat not in market["stars"] and not market.get("pending"):
            effect = PENALTIES.get(market["tile"])
            if effect is not None:
                penalties.append(effect)
    if any(p.blocks_abilities(state, seat) for p in penalties):
        return penalties
    abilities = [ABILITIES[r] for r in state["players"][seat]["recruits"] if r in ABILITIES]
    return abilities + penalties


def modify(state, seat: int, point: str, value: Any, *args, effects: list | None = None) -> Any:
    """Chain a modifier hook over the effects in force: value = effect.point(..., value).
    `effects` may pass a list from `in_force` computed once for many calls."""
    for effect in in_force(state, seat) if effects is None else effects:
        value = getattr(effect, point)(state, seat, *args, value)
    return value


def reason_forbidden(state, seat: int, point: str, *args, effects: list | None = None) -> str | None:
    """The first restriction reason among the effects in force, or None."""
    for effect in in_force(state, seat) if effects is None else effects:
        reason = getattr(effect, point)(state, seat, *args)
        if reason:
            return reason
    return None


def trigger(state, seat: int, point: str, *args) -> list:
    """Call an `after_*` hook on every effect in force for `seat`; collect the events."""
    events = []
    for effect in in_force(state, seat):
        events += getattr(effect, point)(state, seat, *args)
    return events


def trigger_all(state, point: str, *args) -> list:
    """Call an `after_*` hook for every seat, in seat order from the active player."""
    from games.euphoria.state import seats_from_active
    events = []
    for seat in seats_from_active(state):
        events += trigger(state, seat, point, *args)
    return events


@steps.decision("effect")
class EffectStep:
    """A decision an effect pushed: its prompt and choice are the effect's own."""

    def _effect(self, step) -> Effect:
        return (ABILITIES if step["effect"] == "recruit" else PENALTIES)[step["id"]]

    def auto(self, state, step):
        return self._effect(step).auto(state, step)

    def prompt(self, state, step):
        return self._effect(step).prompt(state, step)

    def choose(self, state, step, option):
        return self._effect(step).choose(state, step, option)
