"""A player's turn: place one worker (or, one after another, every die of one value available
at the start of the turn), or retrieve, or once per game the ethical dilemma. No passing.

Doubles (L160, R-02, R-03): the value is fixed by the first die placed; the player may stop
early; the whole sequence is one turn (one knowledge-check loss at most). Trading happens on
the turn prompt, before the action, and returns to it.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.euphoria import dilemma, hooks, placing, steps, trading
from games.euphoria.state import available, on_board


def begin_turn(state) -> list:
    flow = state["flow"]
    n = len(state["players"])
    flow["active"] = flow["first"] if flow["active"] is None else (flow["active"] + 1) % n
    flow["turn"] += 1
    seat = flow["active"]
    flow["lost"] = []
    flow["start"] = [w["id"] for w in available(state, seat)]
    flow["value"] = None
    flow["placed"] = 0
    steps.push(state, {"step": "turn", "seat": seat}, {"step": "continue", "seat": seat})
    if state["options"].get("turn_limit") and flow["turn"] > state["options"]["turn_limit"]:
        return _turn_limit(state)
    return [event("turn", seat=seat, turn=flow["turn"])]


def _turn_limit(state) -> list:
    from games.euphoria import stars
    counts = [p["stars"] for p in state["players"]]
    best = max(counts)
    tied = [s for s, c in enumerate(counts) if c == best]
    winners, rolls = stars.tie_break(state, tied)
    state["end"] = {"winners": winners, "tied": tied, "reason": "turn_limit", "rolls": rolls}
    return [event("game_over", winners=winners, tied=tied, rolls=rolls, reason="turn_limit")]


def place_options(state, seat: int, value: int | None) -> list[Option]:
    """`place:<value>:<space>` for each placeable die value and each legal space."""
    flow = state["flow"]
    starting = [w for w in available(state, seat) if w["id"] in flow["start"]]
    by_value = {}
    for w in sorted(starting, key=lambda w: w["id"]):
        by_value.setdefault(w["value"], w)
    dice = [w for v, w in sorted(by_value.items()) if value is None or v == value]
    legal = placing.legal_spaces_by_worker(state, seat, dice)
    options = []
    for w in dice:
        v = w["value"]
        for space in legal[w["id"]]:
            options.append(Option(f"place:{v}:{space.id}", _("Place a {value} on {space}"),
                                  {"value": v, "space": space.id, "worker": w["id"]}))
    return options


def _place(state, seat: int, option: Option) -> list:
    return placing.place(state, seat, option.params["worker"], option.params["space"])


@steps.decision("turn")
class TurnStep:
    def options(self, state, seat):
        options = place_options(state, seat, None)
        if on_board(state, seat):
            options.append(Option("retrieve", _("Retrieve workers")))
        if dilemma.can_resolve(state, seat):
            options.append(Option("dilemma", _("Resolve your ethical dilemma")))
        if trading.can_trade(state, seat):
            options.append(Option("trade", _("Propose a trade")))
        for effect in hooks.in_force(state, seat):
            options += effect.turn_actions(state, seat)
        if not options:  # no legal action at all: the turn passes (never seen in the base game)
            options.append(Option("pass", _("Nothing is possible: pass")))
        return options

    def prompt(self, state, step):
        return Prompt("euphoria.choose_action", step["seat"], _("Your turn"),
                      tuple(self.options(state, step["seat"])))

    def choose(self, state, step, option):
        seat = step["seat"]
        kind = option.id.split(":")[0]
        if kind == "place":
            return _place(state, seat, option)
        state["flow"]["stack"] = [s for s in state["flow"]["stack"] if s["step"] != "continue"]
        if kind == "retrieve":
            steps.push(state, {"step": "retrieve_pick", "seat": seat, "picked": []})
            return []
        if kind == "dilemma":
            return dilemma.start(state, seat)
        if kind == "trade":
            steps.push(state, {"step": "trade", "seat": seat, "phase": "partner"},
                       {"step": "turn", "seat": seat}, {"step": "continue", "seat": seat})
            return []
        if kind == "recruit":
            rid = option.id.split(":")[1]
            return hooks.ABILITIES[rid].use_turn_action(state, seat, option)
        return [event("passed", seat=seat)]


@steps.decision("continue")
class ContinueStep:
    """After a die is placed: place another available-at-start die of the same value, or stop."""

    def options(self, state, seat):
        flow = state["flow"]
        if flow["value"] is None or flow["placed"] == 0:
            return []
        if hooks.reason_forbidden(state, seat, "forbids_doubles"):
            return []
        return place_options(state, seat, flow["value"])

    def auto(self, state, step):
        """Ask only while a die of the turn's value from the start of the turn is still free."""
        flow, seat = state["flow"], step["seat"]
        if flow["value"] is None or flow["placed"] == 0:
            return []
        if not any(w["value"] == flow["value"] and w["id"] in flow["start"] for w in available(state, seat)):
            return []
        return None if self.options(state, seat) else []

    def prompt(self, state, step):
        options = self.options(state, step["seat"]) + [Option("done", _("End your turn"))]
        return Prompt("euphoria.choose_next_worker", step["seat"],
                      _("Place another {value}?"), tuple(options), {"value": state["flow"]["value"]})

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        steps.push(state, {"step": "continue", "seat": step["seat"]})
        return _place(state, step["seat"], option)

