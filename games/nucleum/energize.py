"""Energize (ENG, BLD): one power plant burns coal and uranium brought along the railway and
sends the electricity to buildings in cities of its network, which are electrified.

The public procedure is a synthesis (rules digest §10.2, mostly LOW); this engine takes its
defaults: uranium only from the player's own mines (Q-2), in the plant's network (NET-4); a
plant with a Nucleum processes one uranium free and one more per turbine of the plant, the
player's own free and another player's for 1 thaler paid to its owner (ENG-5) — the free
capacity is used first, then other players' turbines in space order (E3/F3 may use another
player's turbine first); each uranium gives 2 electricity, each coal 1 (ENG-7), coal also at a
nuclear plant (Q-1), bought from a wagon area in the plant's network at the next wagon's price
(U-12); any buildings whose whole requirement is met are electrified, the surplus is lost, the
energizer takes a neutral building's benefit (Q-5). Then the experiment's turbine effect for a
player with a turbine on the map (Q-8)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.nucleum import actions, networks, steps
from games.nucleum.state import comps, map_side, player
from games.nucleum.text import told_apart

URANIUM_POWER, COAL_POWER = 2, 1


def network_of(state, city: str) -> set[str]:
    return next(g for g in networks.networks(state) if city in g)


def coal_price(state, seat: int) -> int | None:
    """The next wagon's price, less the seat's coal discounts (C5, provisional)."""
    wagons = comps().supply["coal_wagons"]
    used = len(wagons) - sum(state["board"]["coal"].values())
    if used >= len(wagons):
        return None
    return max(0, wagons[used]["price"] - sum(actions.tech_effects(state, seat, "coal_discount")))


def power(state, seat: int, fuel: str) -> int:
    """Electricity of one uranium or coal; a signature technology may raise it (provisional)."""
    base = URANIUM_POWER if fuel == "uranium" else COAL_POWER
    return max([base, *actions.tech_effects(state, seat, f"{fuel}_power")])


def turbines_at(state, city: str) -> list[tuple[str, int]]:
    """(space, owner) of the turbines built in the plant's city, in space order."""
    side = map_side(state)
    return [(s, x["owner"]) for s, x in sorted(state["board"]["structures"].items())
            if x["kind"] == "turbine" and side.spaces[s]["city"] == city]


def next_uranium_slot(state, step) -> tuple[str, int | None] | None:
    """What processes the next uranium in the rules' order: ("free", None) for the Nucleum or
    an own turbine, then (space, owner) for another player's turbine not used yet in this
    Energize; None when the plant can take no more."""
    seat, city = step["seat"], step["plant"]
    if not state["board"]["plants"].get(city, {}).get("nucleum"):
        return None
    used = step.get("foreign", [])
    own = sum(1 for _s, owner in turbines_at(state, city) if owner == seat)
    if step["uranium"] - len(used) < 1 + own:
        return ("free", None)
    return next(((s, owner) for s, owner in turbines_at(state, city) if owner != seat and s not in used), None)


def early_foreign_turbines(state, step) -> list[tuple[str, int]]:
    """E3/F3: another player's turbine may process a uranium even before the Nucleum's free
    use: those not used yet, while the rules' order would still use the free capacity."""
    slot = next_uranium_slot(state, step)
    if slot is None or slot[0] != "free" or not actions.tech_effects(state, step["seat"], "foreign_turbine"):
        return []
    return [(s, owner) for s, owner in turbines_at(state, step["plant"])
            if owner != step["seat"] and s not in step.get("foreign", [])]


@steps.decision("energize")
class Energize:
    """ENG-4: choose the power plant."""

    def prompt(self, state, step):
        side = map_side(state)
        options = [Option(f"plant:{c}", _("Activate the power plant of {city}"), {"city": c})
                   for c, city in sorted(side.cities.items()) if city.get("power_plant")]
        options.append(Option("skip", _("Energize nothing")))
        return Prompt("nucleum.energize", step["seat"], _("Energize: choose a power plant."), tuple(options))

    def choose(self, state, step, option):
        if option.id == "skip":
            return []
        steps.push(state, {"step": "energize_fuel", "seat": step["seat"], "plant": option.params["city"],
                           "uranium": 0, "power": 0, "discount": step["discount"]})
        return []


@steps.decision("energize_fuel")
class EnergizeFuel:
    """Bring uranium and coal to the plant, one at a time."""

    def prompt(self, state, step):
        seat, p = step["seat"], player(state, step["seat"])
        side, reach = map_side(state), network_of(state, step["plant"])
        options = []
        slot = next_uranium_slot(state, step)
        supply_pays = bool(actions.tech_effects(state, seat, "foreign_turbine"))
        fee = 0 if slot is None or slot[0] == "free" or supply_pays else 1
        mines = [space for space, x in sorted(state["board"]["structures"].items())
                 if x["owner"] == seat and x["kind"] == "mine" and x["uranium"] and side.spaces[space]["city"] in reach]
        if slot is not None and fee <= p["thalers"]:
            options += [Option(f"uranium:{space}", _("Burn a uranium from your mine in {city} ({fee} thalers)"),
                               {"city": side.spaces[space]["city"], "fee": fee}) for space in mines]
        options = told_apart(options, _("Burn a uranium from your mine {n} in {city} ({fee} thalers)"))
        for turbine, owner in early_foreign_turbines(state, step):  # E3/F3 (the supply pays)
            options += told_apart([Option(f"uranium:{space}:{turbine}",
                                          _("Burn a uranium from your mine in {city} in {owner}'s turbine"),
                                          {"city": side.spaces[space]["city"], "owner": owner, "fee": 0})
                                   for space in mines],
                                  _("Burn a uranium from your mine {n} in {city} in {owner}'s turbine"))
        price = coal_price(state, seat)
        nuclear = state["board"]["plants"].get(step["plant"], {}).get("nucleum")
        if nuclear and not state["options"]["coal_at_nuclear_plants"]:
            price = None
        if price is not None and max(0, price - step["discount"]) <= p["thalers"]:
            for city, left in sorted(state["board"]["coal"].items()):
                if left and city in reach:
                    options.append(Option(f"coal:{city}", _("Burn a coal from {city} ({fee} thalers)"),
                                          {"city": city, "fee": max(0, price - step["discount"])}))
        options.append(Option("done", _("Send the electricity ({power})"), {"power": step["power"]}))
        return Prompt("nucleum.energize_fuel", seat, _("Bring fuel to the power plant of {city}."), tuple(options),
                      {"city": step["plant"], "power": step["power"]})

    def choose(self, state, step, option):
        seat, p = step["seat"], player(state, step["seat"])
        if option.id == "done":
            steps.push(state, {"step": "energize_deliver", "seat": seat, "plant": step["plant"], "power": step["power"]})
            return []
        kind, where, *turbine = option.id.split(":")
        events = []
        if kind == "uranium":
            slot = (turbine[0], option.params["owner"]) if turbine else next_uranium_slot(state, step)
            state["board"]["structures"][where]["uranium"] -= 1
            bonus = 0
            if slot[0] != "free":  # another player's turbine: 1 thaler to its owner (ENG-5)
                if actions.tech_effects(state, seat, "foreign_turbine"):  # E3/F3: from the supply, +1
                    bonus = 1
                else:
                    p["thalers"] -= 1
                player(state, slot[1])["thalers"] += 1
                events.append(event("turbine_fee", seat=seat, owner=slot[1]))
                step = step | {"foreign": step.get("foreign", []) + [slot[0]]}
            step = step | {"uranium": step["uranium"] + 1, "power": step["power"] + power(state, seat, kind) + bonus}
        else:
            p["thalers"] -= option.params["fee"]
            state["board"]["coal"][where] -= 1
            step = step | {"power": step["power"] + power(state, seat, kind), "discount": 0}
        steps.push(state, step)
        return events + [event("fuel", seat=seat, fuel=kind, city=option.params["city"], power=step["power"])]


def buildings_in_reach(state, plant: str) -> list[tuple[str, int, dict]]:
    """(space, requirement, what it is) of every building not yet electrified in the plant's
    network: the players' and the neutral ones."""
    side, board = map_side(state), state["board"]
    reach = network_of(state, plant)
    found = []
    by_type = {(b["type"], b["level"]): b for b in comps().board["buildings"]}
    neutral = {b["id"]: b for b in comps().supply["neutral_buildings"]}
    for space, x in sorted(board["structures"].items()):
        if x["kind"] == "building" and not x.get("electrified") and side.spaces[space]["city"] in reach:
            found.append((space, by_type[(x["type"], x["level"])]["requirement"], x))
    for space, bid in sorted(board["neutral"].items()):
        if space not in board.get("electrified_neutral", []) and side.spaces[space]["city"] in reach:
            found.append((space, neutral[bid]["requirement"], {"neutral": bid}))
    return found


@steps.decision("energize_deliver")
class EnergizeDeliver:
    """ENG-9/10: electrify buildings whose whole requirement the electricity left meets."""

    def prompt(self, state, step):
        side = map_side(state)
        options = [Option(f"building:{space}", _("Electrify a building in {city} ({need} electricity)"),
                          {"city": side.spaces[space]["city"], "need": need, "space": space})
                   for space, need, _x in buildings_in_reach(state, step["plant"]) if need <= step["power"]]
        options = told_apart(options, _("Electrify building {n} in {city} ({need} electricity)"))
        options.append(Option("done", _("Electrify no more")))
        return Prompt("nucleum.energize_deliver", step["seat"], _("Send {power} electricity to buildings."),
                      tuple(options), {"power": step["power"]})

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "done":
            return turbine_effect(state, seat)
        space = option.params["space"]
        board = state["board"]
        x = board["structures"].get(space)
        steps.push(state, step | {"power": step["power"] - option.params["need"]})
        if x is not None:
            x["electrified"] = True
            benefit = next(b for b in comps().board["buildings"]
                           if (b["type"], b["level"]) == (x["type"], x["level"]))["electrified"]
        else:
            board.setdefault("electrified_neutral", []).append(space)
            benefit = next(b for b in comps().supply["neutral_buildings"] if b["id"] == board["neutral"][space])["electrified"]
        return [event("electrified", seat=seat, city=option.params["city"])] + actions.gain(state, seat, benefit)


SWAPPABLE = {"E": "F", "F": "E"}


def turbine_effect_of(state, experiment: str) -> dict:
    """The experiment's turbine effect tile. Which of the two printed effects is E's and which
    F's the seed does not say (A-13): the option `turbine_effects` takes the data's reading or
    swaps the two."""
    if state["options"].get("turbine_effects") == "swapped" and experiment in SWAPPABLE:
        experiment = SWAPPABLE[experiment]
    return comps().experiments[experiment]["turbine_effect"]


def turbine_effect(state, seat: int) -> list:
    """TEC-7 with Q-8: a player with a turbine on the map has the experiment's turbine effect,
    which fires after an Energize (TRB-a: a VP income step; TRB-b: the rightmost offer tile
    free, if the player wants it). Baron von Automat has no experiment, so no turbine effect."""
    if player(state, seat)["experiment"] is None or \
            not any(x["owner"] == seat and x["kind"] == "turbine" for x in state["board"]["structures"].values()):
        return []
    effect = turbine_effect_of(state, player(state, seat)["experiment"])
    what = dict(effect.get("gain", {})) | {k: effect[k] for k in ("income", "free_tile") if k in effect}
    return [event("turbine_effect", seat=seat)] + actions.gain(state, seat, what)
