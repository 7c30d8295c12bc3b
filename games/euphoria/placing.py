"""Placing a worker: which spaces are legal, and the order bump -> pay -> gain (seed L204).

A placement pushes, first to last: the bumped die's roll (its owner's decision), the payment
(a decision only when there is more than one way to pay), the gains (automatic "effects" steps,
pushing a decision where a gain offers a choice), the `after_place` hook, then the doubles
continuation of the turn.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.euphoria import data, economy, hooks, steps
from games.euphoria.state import has_active, occupants, player, worker


def space_cost(state, seat: int, space: data.Space, effects: list | None = None) -> list[dict]:
    if space.kind == "market":
        cost = data.MARKETS[state["board"]["markets"][space.slot]["tile"]].cost
    else:
        cost = space.cost
    if effects == []:  # nothing can change it: the printed cost itself (a tuple, never mutated)
        return cost
    return hooks.modify(state, seat, "cost", list(cost), space, effects=effects)


def space_gain(state, seat: int, space: data.Space) -> list[dict]:
    if space.kind == "area":
        gain = [{"produce": space.id}]
    elif space.kind == "site":
        gain = [{"build": space.slot}]
    elif space.kind == "market":
        nation = data.REGIONS[space.region]["nation"]
        gain = [{"star": "territory", "region": space.region}, {"allegiance": nation}]
    else:
        gain = list(space.gain)
    return hooks.modify(state, seat, "gain", gain, space)


def why_not(state, seat: int, space: data.Space, w: dict, effects: list | None = None) -> str | None:
    """None if the worker may go on the space now, else the reason."""
    effects = hooks.in_force(state, seat) if effects is None else effects
    return closed(state, seat, space, effects) or hooks.reason_forbidden(
        state, seat, "forbids_place", space, w, effects=effects)


def closed(state, seat: int, space: data.Space, effects: list, taken: set | None = None,
           payable=None) -> str | None:
    """Why the space is shut to this seat whatever the die (its type, its state, its cost).
    `taken` may pass the occupied space ids and `payable` a judge of a space's cost
    (`_payable_judge`), made once for many spaces."""
    board = state["board"]
    if space.kind == "exclusive":
        if board["miners"][space.nation] < data.TUNNEL["end"]:
            return _("That tunnel is not finished.")
        if not has_active(state, seat, space.nation) and not any(
                e.waives_nation(state, seat, space) for e in effects):
            return _("You need an active recruit of that nation.")
    elif space.kind == "site":
        if board["markets"][space.slot]["built"]:
            return _("That market is built.")
        if (space.id in taken) if taken is not None else occupants(state, space.id):
            return _("That construction site is taken.")
    elif space.kind == "market" and not board["markets"][space.slot]["built"]:
        return _("That market is not built.")
    if not (payable(space) if payable is not None
            else economy.can_pay(state, seat, space_cost(state, seat, space, effects))):
        return _("You cannot pay for that space.")
    return None


def _payable_judge(state, seat: int, effects: list):
    """Whether the seat can pay a space's cost, for many spaces of one position: only the
    effects that change a cost are asked, and a printed cost is judged once however many
    spaces print it."""
    pricing = [e for e in effects if type(e).cost is not hooks.Effect.cost]
    judged = {}

    def payable(space: data.Space) -> bool:
        cost = space_cost(state, seat, space, pricing)
        if pricing:
            return economy.can_pay(state, seat, cost)
        key = _PRINTED.get(id(cost))  # the game's data, never freed: its id stays its own
        if key is None:
            key = _PRINTED[id(cost)] = repr(cost)
        found = judged.get(key)
        if found is None:
            found = judged[key] = economy.can_pay(state, seat, cost)
        return found
    return payable


_PRINTED: dict[int, str] = {}  # id of a printed cost -> its spelling, the same for equal costs


def legal_spaces(state, seat: int, w: dict) -> list[data.Space]:
    return legal_spaces_by_worker(state, seat, [w])[w["id"]]


def legal_spaces_by_worker(state, seat: int, dice: list[dict]) -> dict[int, list[data.Space]]:
    """For each of these workers (by id), the spaces it may go on now (costs judged once)."""
    effects = hooks.in_force(state, seat)
    taken = {w["at"] for p in state["players"] for w in p["workers"] if w["at"] is not None}
    payable = _payable_judge(state, seat, effects)
    # `closed` shuts a space of any other kind by its cost alone: ask only that of those.
    open_ = [s for s in data.SPACES.values()
             if (payable(s) if s.kind not in _GUARDED else closed(state, seat, s, effects, taken, payable) is None)]
    forbidding = [e for e in effects if type(e).forbids_place is not hooks.Effect.forbids_place]
    if not forbidding:
        return {w["id"]: list(open_) for w in dice}
    return {w["id"]: [s for s in open_ if not hooks.reason_forbidden(
        state, seat, "forbids_place", s, w, effects=forbidding)] for w in dice}


_GUARDED = ("exclusive", "site", "market")  # the kinds `closed` shuts for more than their cost


def place(state, seat: int, wid: int, space_id: str) -> list:
    """Put the worker down, bumping any occupant; push pay, gain and the rest."""
    space = data.SPACES[space_id]
    w = worker(state, seat, wid)
    here = occupants(state, space_id)
    bumped = here if space.kind in ("bump", "exclusive", "market") else []
    if space.kind == "site":
        from games.euphoria.construction import sites
        here = [o for site in sites(space.slot) for o in occupants(state, site)]
    state["flow"]["placement"] = {
        "seat": seat, "space": space_id, "worker": wid, "value": w["value"],
        "bumped": [[s, o["id"], o["value"]] for s, o in bumped],
        "before": [[s, o["value"]] for s, o in here if (s, o) not in bumped]}
    w["at"] = space_id
    events = [event("placed", seat=seat, value=w["value"], space=space_id)]
    flow = state["flow"]
    flow["placed"] += 1
    flow["value"] = w["value"]
    flow["placement"] = {"seat": seat, "space": space_id, "worker": wid, "value": w["value"],
                         "bumped": [[owner, o["id"], o["value"]] for owner, o in bumped],
                         "before": _already_there(state, seat, wid, space)}
    if wid in flow["start"]:
        flow["start"].remove(wid)
    later = [{"step": "pay", "seat": seat, "space": space_id},
             {"step": "effects", "seat": seat, "space": space_id, "effects": space_gain(state, seat, space)},
             {"step": "after_place", "seat": seat, "space": space_id, "worker": wid}]
    steps.push(state, *later)
    from games.euphoria import workers
    for owner, other in bumped:
        events.append(event("bumped", seat=owner, by=seat, space=space_id, value=other["value"]))
        workers.return_to_owner(state, owner, [other["id"]], "bumped", by=seat, space=space_id)
    return events


def _already_there(state, seat: int, wid: int, space: data.Space) -> list[list[int]]:
    """[seat, value] of the other workers on the space (on a construction site: on the other
    sites of that market), as the placement finds them; abilities compare with them."""
    ids = [s.id for s in data.SPACES.values() if s.kind == "site" and s.slot == space.slot] \
        if space.kind == "site" else [space.id]
    return [[s, o["value"]] for sid in ids for s, o in occupants(state, sid) if (s, o["id"]) != (seat, wid)]


@steps.decision("pay")
class PayStep:
    """How to pay the space's cost; automatic when there is only one way."""

    def ways(self, state, step):
        return economy.ways_to_pay(state, step["seat"], self.cost(state, step))

    def cost(self, state, step):
        return space_cost(state, step["seat"], data.SPACES[step["space"]])

    def auto(self, state, step):
        ways = self.ways(state, step)
        if len(ways) > 1 or (ways and economy.hand_decides(state, step["seat"], self.cost(state, step))):
            return None
        if not ways:  # the cost became unpayable mid-placement (cannot happen in the base game)
            return [event("unpaid", seat=step["seat"], space=step["space"])]
        return self._pay(state, step, ways[0])

    def _pay(self, state, step, way):
        events = economy.pay(state, step["seat"], way, why=step["space"])
        return events + hooks.trigger(state, step["seat"], "after_pay", data.SPACES[step["space"]], way)

    def prompt(self, state, step):
        options = tuple(Option(f"pay:{economy.payment_id(w)}", _("Pay {goods} {artifacts}"),
                               {"goods": w["goods"], "artifacts": w["artifacts"]})
                        for w in self.ways(state, step))
        return Prompt("euphoria.choose_payment", step["seat"], _("How do you pay?"), options,
                      {"space": step["space"]}, wait=economy.hand_decides(state, step["seat"], self.cost(state, step)))

    def choose(self, state, step, option):
        way = next(w for w in self.ways(state, step) if f"pay:{economy.payment_id(w)}" == option.id)
        return self._pay(state, step, way)


@steps.automatic("after_place")
def _after_place(state, step):
    seat = step["seat"]
    w = next((w for w in player(state, seat)["workers"] if w["id"] == step["worker"]), None)
    if w is None:
        return []
    return hooks.trigger(state, seat, "after_place", data.SPACES[step["space"]], w)
