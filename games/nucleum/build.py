"""Urbanize (URB) and Industrialize (IND): a building, mine or turbine from the player board,
paid and placed on a free space of its kind in a city of the player's networks (the very first
structure anywhere, NET-5)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.nucleum import actions, networks, steps
from games.nucleum.state import baron_seat, comps, map_side, player
from games.nucleum.text import told_apart

RED_BORDER = 2  # URB-3


def free(state, space: str) -> bool:
    board = state["board"]
    return space not in board["structures"] and space not in board["neutral"] and space not in board["rubble"]


def allowed_cities(state, seat: int, ignore_network: bool = False) -> set[str]:
    """NET-5: anywhere for a player with nothing on the map yet (or a technology that ignores
    the network, or Baron von Automat, who builds no railway: provisional), else the cities of
    the player's networks."""
    side = map_side(state)
    ignore_network = ignore_network or (seat == baron_seat(state) and comps().baron["ignores_network"]["value"])
    if ignore_network or not networks.own_cities(state, seat):
        return set(side.cities)
    return networks.network_cities(state, seat)


# --------------------------------------------------------------------------- Urbanize


def building_spaces(state, seat: int, kind: str, ignore_network: bool = False) -> list[tuple[str, int]]:
    """(space, surcharge) where a building of `kind` may go: URB-4, in each city a matching
    single-type space if one is free, else a matching dual-type one, else a red-bordered one at
    +2 thalers."""
    side = map_side(state)
    surcharge = min([RED_BORDER, *actions.tech_effects(state, seat, "red_border_surcharge")])
    out = []
    for city in sorted(allowed_cities(state, seat, ignore_network)):
        spaces = [s for s in side.cities[city]["spaces"] if s["kind"] == "urban" and free(state, s["id"])]
        for fits, extra in ((lambda s: not s.get("red") and s["types"] == [kind], 0),
                            (lambda s: not s.get("red") and kind in s["types"], 0),
                            (lambda s: s.get("red"), surcharge)):
            found = [(s["id"], extra) for s in spaces if fits(s)]
            if found:
                out += found
                break
    return out


@steps.decision("urbanize")
class Urbanize:
    def prompt(self, state, step):
        seat = step["seat"]
        p = player(state, seat)
        options = []
        by_type = {}  # where each type may go, worked out once a prompt
        for b in comps().board["buildings"]:
            key = f"{b['type']}-{b['level']}"
            if b["type"] not in by_type:
                by_type[b["type"]] = building_spaces(state, seat, b["type"], step.get("ignore_network", False))
            spaces = by_type[b["type"]]
            if key in p["built"]["buildings"] or not spaces:
                continue
            cheapest = max(0, b["cost"] + min(extra for _s, extra in spaces) - step["discount"])
            if cheapest <= p["thalers"]:
                options.append(Option(f"building:{key}", _("Build a {building} of level {level}"),
                                      {"building": b["type"], "level": b["level"]}))
        if options:
            options.append(Option("skip", _("Build nothing")))
        return Prompt("nucleum.urbanize", seat, _("Urbanize: choose a building."), tuple(options))

    def choose(self, state, step, option):
        if option.id != "skip":
            steps.push(state, step | {"step": "urbanize_space", "building": option.id.split(":")[1]})
        return []


@steps.decision("urbanize_space")
class UrbanizeSpace:
    def prompt(self, state, step):
        seat = step["seat"]
        kind, level = step["building"].split("-")
        cost = next(b["cost"] for b in comps().board["buildings"] if b["type"] == kind and b["level"] == int(level))
        options = []
        for space, extra in building_spaces(state, seat, kind, step.get("ignore_network", False)):
            price = max(0, cost + extra - step["discount"])
            if price <= player(state, seat)["thalers"]:
                options.append(Option(f"space:{space}", _("Build in {city} for {price} thalers"),
                                      {"city": map_side(state).spaces[space]["city"], "price": price,
                                       "red": bool(extra)}))
        options = told_apart(options, _("Build in {city}, space {n}, for {price} thalers"))
        return Prompt("nucleum.urbanize_space", seat, _("Choose where to build."), tuple(options))

    def choose(self, state, step, option):
        seat, space = step["seat"], option.id.split(":")[1]
        kind, level = step["building"].split("-")
        p = player(state, seat)
        p["thalers"] -= option.params["price"]
        p["built"]["buildings"].append(step["building"])
        state["board"]["structures"][space] = {"owner": seat, "kind": "building", "type": kind, "level": int(level)}
        return [event("built", seat=seat, what=kind, level=int(level), city=option.params["city"],
                      price=option.params["price"])]


# --------------------------------------------------------------------------- Industrialize


def next_piece(state, seat: int, kind: str) -> dict | None:
    """The next mine or turbine of the player board, taken row by row (mines in their set
    order, IND-3)."""
    built = player(state, seat)["built"][kind]
    return next((x for x in comps().board[kind] if x["row"] not in built), None)


def industry_spaces(state, seat: int, kind: str) -> list[str]:
    side = map_side(state)
    ignore = bool(actions.tech_effects(state, seat, "industrialize_ignores_network"))
    cities = allowed_cities(state, seat, ignore)
    space_kind = "mine" if kind == "mines" else "turbine"
    return [s for s, x in sorted(side.spaces.items())
            if x["kind"] == space_kind and x["city"] in cities and free(state, s)]


@steps.decision("industrialize")
class Industrialize:
    def prompt(self, state, step):
        seat = step["seat"]
        options = []
        for kind, text in (("mines", _("Build a mine for {price} thalers")),
                           ("turbines", _("Build a turbine for {price} thalers"))):
            piece = next_piece(state, seat, kind)
            if piece and industry_spaces(state, seat, kind):
                price = max(0, piece["cost"] - step["discount"])
                if price <= player(state, seat)["thalers"]:
                    options.append(Option(f"piece:{kind}", text, {"price": price}))
        if options:
            options.append(Option("skip", _("Build nothing")))
        return Prompt("nucleum.industrialize", seat, _("Industrialize: a mine or a turbine."), tuple(options))

    def choose(self, state, step, option):
        if option.id != "skip":
            steps.push(state, step | {"step": "industrialize_space", "kind": option.id.split(":")[1],
                                      "price": option.params["price"]})
        return []


@steps.decision("industrialize_space")
class IndustrializeSpace:
    def prompt(self, state, step):
        side = map_side(state)
        options = told_apart([Option(f"space:{s}", _("Build in {city}"), {"city": side.spaces[s]["city"]})
                              for s in industry_spaces(state, step["seat"], step["kind"])],
                             _("Build in {city}, space {n}"))
        return Prompt("nucleum.industrialize_space", step["seat"], _("Choose where to build."), tuple(options))

    def choose(self, state, step, option):
        seat, space, kind = step["seat"], option.id.split(":")[1], step["kind"]
        p = player(state, seat)
        piece = next_piece(state, seat, kind)
        p["thalers"] -= step["price"]
        p["built"][kind].append(piece["row"])
        structure = {"owner": seat, "kind": kind[:-1], "row": piece["row"]}
        if kind == "mines":
            structure |= {"size": piece["size"], "uranium": 0}
        state["board"]["structures"][space] = structure
        events = [event("built", seat=seat, what=kind[:-1], level=piece["row"], city=option.params["city"],
                        price=step["price"])]
        if kind == "mines":  # IND-4: as much uranium as the player's mines on the map
            events += actions.add_uranium(state, seat, sum(1 for x in state["board"]["structures"].values()
                                                   if x["owner"] == seat and x["kind"] == "mine"))
        for _effect in actions.tech_effects(state, seat, "after_build"):  # E1 and its copies
            events += actions.add_uranium(state, seat, 1)
        row = piece["row"]
        if row in p["built"]["mines"] and row in p["built"]["turbines"]:  # IND-5
            events.append(event("uncovered", seat=seat, row=row))
            events += actions.gain(state, seat, comps().board["uncover_bonuses"][row - 1])
        return events

