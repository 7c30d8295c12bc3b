"""The option Baron von Automat picks at each prompt of his seat other than his turn, and why
(Game.automaton_choice; the reason goes into the log as he plays it). He plays by the players'
rules there; what he prefers is provisional (U-17) and said in each rule's reason. Ties go to
the candidate his card's primary preference counts to (turn.by_preference)."""
from __future__ import annotations

from games.nucleum import energize
from games.nucleum.actions import meets
from games.nucleum.baron.turn import by_preference, preference, shown
from games.nucleum.data import MAIN_ACTIONS
from games.nucleum.state import comps, map_side

PASS = ("skip", "done", "none")


def answer(state, seat: int, prompt) -> tuple[str, str | None]:
    """(option id, reason): the reason None where the option decides nothing (his turn)."""
    rule = RULES.get(prompt.id, _listed)
    option, why = rule(state, seat, prompt)
    return option.id, why


def _passing(prompt, pass_id: str = ""):
    return next(o for o in prompt.options if o.id == pass_id or (not pass_id and o.id in PASS))


def _listed(state, seat, prompt):
    acting = [o for o in prompt.options if o.id not in PASS]
    return (by_preference(state, acting), "listed") if acting else (prompt.options[0], "nothing_else")


def _turn(state, seat, prompt):
    return prompt.options[0], None


def _halves(state, seat, prompt):
    """A contract he can fulfil first, then the half of the action he chose, then the other."""
    options = prompt.options
    fulfil = [o for o in options if o.id.startswith("fulfil:")]
    if fulfil:
        return by_preference(state, fulfil), "contract_first"
    halves = [o for o in options if o.id.startswith("half:")]
    chosen = state["baron"]["action"]
    for o in halves:
        if o.params["action"] == chosen:
            return o, "chosen_half"
    if halves:
        order = preference(state)
        rank = {a: order.index(a) if a in order else len(order) for a in {o.params["action"] for o in halves}}
        return min(halves, key=lambda o: rank[o.params["action"]]), "other_half"
    return _passing(prompt, "done"), "halves_done"


def _plant_cities(state) -> set[str]:
    return {c for c, city in map_side(state).cities.items() if city.get("power_plant")}


def _urbanize(state, seat, prompt):
    """The lowest level he can build (more buildings sooner)."""
    buildings = [o for o in prompt.options if o.id.startswith("building:")]
    low = min(o.params["level"] for o in buildings)
    return by_preference(state, [o for o in buildings if o.params["level"] == low]), "lowest_building"


def _where(state, prompt, price=lambda o: 0):
    """The cheapest space, in a city with a power plant where there is one (to electrify there)."""
    cheapest = min(price(o) for o in prompt.options)
    spaces = [o for o in prompt.options if price(o) == cheapest]
    plants = [o for o in spaces if o.params["city"] in _plant_cities(state)]
    return (by_preference(state, plants), "plant_city") if plants else (by_preference(state, spaces), "cheapest_space")


def _urbanize_space(state, seat, prompt):
    return _where(state, prompt, lambda o: o.params["price"])


def _industrialize(state, seat, prompt):
    """The cheaper piece; a mine at the same price (its uranium feeds his Energize)."""
    pieces = [o for o in prompt.options if o.id.startswith("piece:")]
    return min(pieces, key=lambda o: (o.params["price"], o.id != "piece:mines")), "cheapest_piece"


def _industrialize_space(state, seat, prompt):
    return _where(state, prompt)


def _last_in_offer(state, tile: str) -> bool:
    """Whether the offer shows one of the tile's main actions on no other tile (Q-18, `offer`)."""
    offer = [t for t in state["board"]["offer"] if t and t != tile]
    return any(a in MAIN_ACTIONS and not any(a in shown(t) for t in offer) for a in shown(tile))


def _develop(state, seat, prompt):
    """One tile, the cheapest; with the reading `offer` of Q-18 never the last in the offer
    showing one of its main actions."""
    step = state["flow"]["stack"][-1]
    buys = [o for o in prompt.options if o.id.startswith("buy:")]
    if state["options"]["baron_last_tile"] == "offer":
        buys = [o for o in buys if not _last_in_offer(state, o.params["tile"])]
    if step["bought"] or not buys:
        return _passing(prompt, "done"), "one_tile" if step["bought"] else "no_tile_allowed"
    return min(buys, key=lambda o: (o.params["price"], -int(o.id.split(":")[1]))), "cheapest_tile"


def _take_contract(state, seat, prompt):
    """A contract he already meets, else the card's; onto the top empty space."""
    takes = [o for o in prompt.options if o.id.startswith("take:")]
    top = min(o.params["space"] for o in takes)
    takes = [o for o in takes if o.params["space"] == top]
    met = [o for o in takes if meets(state, seat, o.params["contract"])]
    return (by_preference(state, met), "meets_contract") if met else (by_preference(state, takes), "contract")


def _own_unlit(state, seat, plant: str) -> list[tuple[str, int]]:
    return [(space, need) for space, need, x in energize.buildings_in_reach(state, plant) if x.get("owner") == seat]


def _fuel_in_reach(state, seat, plant: str) -> bool:
    reach = energize.network_of(state, plant)
    side = map_side(state)
    uranium = any(x["owner"] == seat and x["kind"] == "mine" and x["uranium"] and side.spaces[s]["city"] in reach
                  for s, x in state["board"]["structures"].items())
    coal = any(left and city in reach for city, left in state["board"]["coal"].items())
    return uranium or coal


def _energize(state, seat, prompt):
    """The plant that reaches most of his buildings not yet electrified, with fuel in reach;
    none when there is none."""
    plants = [o for o in prompt.options if o.id.startswith("plant:") and _fuel_in_reach(state, seat, o.params["city"])]
    counted = {o.id: len(_own_unlit(state, seat, o.params["city"])) for o in plants}
    best = max(counted.values(), default=0)
    if not best:
        return _passing(prompt, "skip"), "nothing_to_electrify"
    return by_preference(state, [o for o in plants if counted[o.id] == best]), "most_buildings"


def _energize_fuel(state, seat, prompt):
    """Fuel until the electricity meets all his buildings in reach: uranium first (it gives
    more), then the cheapest coal he can pay."""
    plant, power = prompt.params["city"], prompt.params["power"]
    need = sum(n for _s, n in _own_unlit(state, seat, plant))
    fuels = [o for o in prompt.options if o.id.startswith(("uranium:", "coal:"))]
    if power >= need or not fuels:
        return _passing(prompt, "done"), "enough_power" if power >= need else "no_fuel"
    return min(fuels, key=lambda o: (o.id.startswith("coal:"), o.params["fee"])), "more_power"


def _energize_deliver(state, seat, prompt):
    """His own buildings, the largest that fits first, then neutral ones; never a player's."""
    structures = state["board"]["structures"]
    targets = [o for o in prompt.options if o.id.startswith("building:")]
    own = [o for o in targets if structures.get(o.params["space"], {}).get("owner") == seat]
    neutral = [o for o in targets if o.params["space"] not in structures]
    for group, why in ((own, "own_building"), (neutral, "neutral_building")):
        if group:
            return max(group, key=lambda o: o.params["need"]), why
    return _passing(prompt, "done"), "nothing_to_electrify"


def _income_track(state, seat, prompt):
    order = comps().baron["income_track_order"]["order"]
    return min(prompt.options, key=lambda o: order.index(o.params["track"])), "track_order"


def _marker(state, seat, prompt):
    """The highest space he reaches (at the end: none rather than the "0")."""
    markers = [o for o in prompt.options if o.id.startswith("marker:")]
    if not markers:
        return _passing(prompt, "none"), "no_marker"
    return max(markers, key=lambda o: o.params["value"]), "highest_marker"


def _nucleum(state, seat, prompt):
    """The plant of a city where he has buildings, else the card's."""
    side, mine = map_side(state), set()
    for s, x in state["board"]["structures"].items():
        if x["owner"] == seat and x["kind"] == "building":
            mine.add(side.spaces[s]["city"])
    plants = [o for o in prompt.options if o.id.startswith("plant:")]
    near = [o for o in plants if o.params["city"] in mine]
    if near:
        return by_preference(state, near), "near_buildings"
    return _listed(state, seat, prompt)


RULES = {
    "nucleum.baron_turn": _turn,
    "nucleum.resolve_halves": _halves,
    "nucleum.urbanize": _urbanize,
    "nucleum.urbanize_space": _urbanize_space,
    "nucleum.industrialize": _industrialize,
    "nucleum.industrialize_space": _industrialize_space,
    "nucleum.develop": _develop,
    "nucleum.take_contract": _take_contract,
    "nucleum.energize": _energize,
    "nucleum.energize_fuel": _energize_fuel,
    "nucleum.energize_deliver": _energize_deliver,
    "nucleum.choose_income_track": _income_track,
    "nucleum.milestone_marker": _marker,
    "nucleum.place_nucleum": _nucleum,
}
