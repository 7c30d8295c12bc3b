"""Worker dice: rolling, the knowledge check, gaining and losing workers, being bumped, retrieval.

A die is rolled whenever it comes back to its owner (retrieval, a new worker, bumped, returned by
a completed market), and only those dice. After such a roll the owner's knowledge check runs:
available dice + knowledge track >= 16 loses the highest available die (one only), at most once
per player per turn of the active player (R-04). A worker gained or returned during the turn is
not placeable this turn (L160): the turn's placeable dice are fixed at its start (flow["start"]).
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, event, roll_d6
from games.euphoria import data, hooks, steps
from games.euphoria.state import available, player, worker


def roll(state, seat: int, worker_ids: list[int], why: str, chosen: dict | None = None) -> list:
    """Roll these dice of the seat, then its knowledge check, then roll triggers.
    `chosen` {worker id: value}: dice an ability sets instead of rolling (not rolled, so no
    roll trigger sees them)."""
    values = []
    for wid in worker_ids:
        w = worker(state, seat, wid)
        w["at"] = None
        if chosen and wid in chosen:
            w["value"] = chosen[wid]
            continue
        w["value"] = roll_d6(state["rng"])
        values.append(w["value"])
    events = [event("rolled", seat=seat, values=values, why=why)]
    if chosen:
        events.append(event("die_set", seat=seat, values=sorted(chosen.values()), why=why))
    events += knowledge_check(state, seat)
    events += hooks.trigger(state, seat, "after_roll", values, why)
    events += hooks.trigger_all(state, "after_any_roll", seat, values, why)
    return events


def knowledge_check(state, seat: int) -> list:
    flow = state["flow"]
    if seat in flow["lost"]:
        return []
    dice = available(state, seat)
    total = sum(w["value"] for w in dice) + player(state, seat)["knowledge"]
    total = hooks.modify(state, seat, "knowledge_total", total)
    if total < data.KNOWLEDGE_LIMIT or len(player(state, seat)["workers"]) <= 1 or not dice:
        return []
    highest = max(dice, key=lambda w: (w["value"], -w["id"]))
    flow["lost"].append(seat)
    return [event("knowledge_check", seat=seat, total=total, lost=True)] + lose_worker(
        state, seat, highest["id"], why="knowledge")


def lose_worker(state, seat: int, wid: int, why: str) -> list:
    """The die goes back to the common supply; it may be gained again later (never the last)."""
    p = player(state, seat)
    w = worker(state, seat, wid)
    p["workers"].remove(w)
    if wid in state["flow"]["start"] and seat == state["flow"]["active"]:
        state["flow"]["start"].remove(wid)
    events = [event("worker_lost", seat=seat, value=w["value"], why=why)]
    return events + hooks.trigger(state, seat, "after_worker_lost", why)


def gain_worker(state, seat: int) -> list:
    """A new die for the seat (max 4), rolled; it is not placeable this turn."""
    p = player(state, seat)
    if len(p["workers"]) >= data.MAX_WORKERS:
        return [event("no_worker", seat=seat, why="max")]
    reason = hooks.reason_forbidden(state, seat, "forbids_gain_worker")
    if reason:
        return [event("no_worker", seat=seat, why=reason)]
    w = {"id": p["next_worker"], "value": 0, "at": None}
    p["next_worker"] += 1
    p["workers"].append(w)
    events = [event("worker_gained", seat=seat)]
    events += roll(state, seat, [w["id"]], "new_worker")
    if w in p["workers"]:
        events += hooks.trigger(state, seat, "after_gain_worker", w)
    return events


def return_to_owner(state, seat: int, worker_ids: list[int], why: str, by: int | None = None,
                    space: str | None = None) -> None:
    """Dice knocked off the board: their owner rolls them (a prompt, even off-turn, that the
    engine plays itself while "Roll" is its only option)."""
    for wid in worker_ids:
        w = worker(state, seat, wid)
        w["at"] = None
        if wid in state["flow"]["start"] and seat == state["flow"]["active"]:
            state["flow"]["start"].remove(wid)
    steps.push(state, {"step": "roll", "seat": seat, "workers": list(worker_ids), "why": why,
                       "by": by, "space": space})


@steps.decision("roll")
class RollStep:
    """The owner of bumped (or returned) dice rolls them: a decision only when an ability offers
    another option than "Roll" (else the engine rolls, Game.AUTO_FORCED)."""

    def prompt(self, state, step):
        n = len(step["workers"])
        options = hooks.modify(state, step["seat"], "roll_options", [Option("roll", _("Roll"))], step)
        return Prompt("euphoria.roll_workers", step["seat"],
                      _("Roll your {n} returned worker(s)"), tuple(options), {"n": n})

    def choose(self, state, step, option):
        seat = step["seat"]
        present = [wid for wid in step["workers"]
                   if any(w["id"] == wid for w in player(state, seat)["workers"])]
        events, chosen = [], None
        if option.id.startswith("recruit:"):  # an ability sets the die instead (roll_options)
            events, chosen = hooks.ABILITIES[option.id.split(":")[1]].use_roll_option(state, step, option)
        events += roll(state, seat, present, step["why"], chosen)
        if step["why"] == "bumped":
            space = data.SPACES[step["space"]]
            for wid in present:
                if any(w["id"] == wid for w in player(state, seat)["workers"]):
                    events += hooks.trigger(state, seat, "after_bumped", space, worker(state, seat, wid), step["by"])
            events += hooks.trigger(state, step["by"], "after_bump", space, seat)
        return events


# --------------------------------------------------------------------------- retrieval


def retrieval_rows(state, seat: int) -> list[dict]:
    from games.euphoria import economy
    rows = hooks.modify(state, seat, "retrieval_rows", [dict(r) for r in data.RETRIEVAL])
    return [r for r in rows if economy.can_pay(state, seat, [r["cost"]])]


@steps.decision("retrieve_pick")
class RetrievePick:
    """Choose the workers to take back, one at a time; `all` takes every one left."""

    def prompt(self, state, step):
        seat = step["seat"]
        left = [w for w in player(state, seat)["workers"]
                if w["at"] is not None and w["id"] not in step["picked"]]
        # Two dice of one value on one space are the same choice: offered once.
        alike = {(w["value"], w["at"]): w for w in reversed(left)}
        options = [Option(f"worker:{w['id']}", _("Worker {value} on {space}"),
                          {"value": w["value"], "space": w["at"]}) for w in left
                   if alike[(w["value"], w["at"])] is w]
        if left:
            options.append(Option("all", _("All the rest")))
        if step["picked"]:
            options.append(Option("done", _("Done")))
        return Prompt("euphoria.choose_retrieve", seat, _("Retrieve which workers?"), tuple(options))

    def choose(self, state, step, option):
        seat = step["seat"]
        picked = list(step["picked"])
        if option.id == "done":
            steps.push(state, {"step": "retrieve_pay", "seat": seat, "picked": picked})
            return []
        if option.id == "all":
            picked += [w["id"] for w in player(state, seat)["workers"]
                       if w["at"] is not None and w["id"] not in picked]
            steps.push(state, {"step": "retrieve_pay", "seat": seat, "picked": picked})
            return []
        picked.append(int(option.id.split(":")[1]))
        steps.push(state, {"step": "retrieve_pick", "seat": seat, "picked": picked})
        return []


@steps.decision("retrieve_pay")
class RetrievePay:
    """Choose a retrieval row: pay it once, however many workers come back (L166)."""

    def prompt(self, state, step):
        seat = step["seat"]
        options = tuple(Option(f"row:{r['id']}", _("Pay {cost}, morale {morale:+d}"),
                               {"cost": r["cost"], "morale": r["morale"]})
                        for r in retrieval_rows(state, seat))
        return Prompt("euphoria.choose_retrieval_cost", seat, _("How do you retrieve?"), options)

    def choose(self, state, step, option):
        from games.euphoria import economy, tracks
        seat = step["seat"]
        row = next(r for r in retrieval_rows(state, seat) if r["id"] == option.id.split(":")[1])
        events = economy.pay(state, seat, {"goods": dict(row["cost"]), "artifacts": []}, why="retrieve")
        events += tracks.morale(state, seat, row["morale"])
        events += tracks.knowledge(state, seat, row.get("knowledge", 0))
        workers = [worker(state, seat, wid) for wid in step["picked"]]
        state["flow"]["retrieval"] = {"seat": seat, "spaces": [w["at"] for w in workers]}
        spaces = [w["at"] for w in workers]
        state["flow"]["retrieval"] = {"seat": seat, "spaces": spaces}
        events.append(event("retrieved", seat=seat, spaces=spaces, row=row["id"]))
        # The dice roll in a step of their own, so an ability may act on them first (a sacrifice).
        steps.push(state, {"step": "retrieve_roll", "seat": seat, "picked": list(step["picked"])})
        return events + hooks.trigger(state, seat, "before_retrieve_roll", workers)


@steps.automatic("retrieve_roll")
def _retrieve_roll(state, step):
    seat = step["seat"]
    held = {w["id"] for w in player(state, seat)["workers"]}
    picked = [wid for wid in step["picked"] if wid in held]
    events = roll(state, seat, picked, "retrieve")
    return events + hooks.trigger(state, seat, "after_retrieve",
                                  [w for w in player(state, seat)["workers"] if w["id"] in picked])
