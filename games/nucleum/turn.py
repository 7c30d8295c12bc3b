"""A turn (TURN-1): play a tile to the leftmost free slot and resolve its halves (TURN-2, with
the one-contract window of TURN-3), play a tile as railway (RAIL), or Recharge (recharge.py).
Then the end conditions (END-1..4)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.nucleum import actions, recharge, scoring, steps
from games.nucleum.data import MAIN_ACTIONS
from games.nucleum.setup import EXPERIMENTS, starting_tiles
from games.nucleum.state import baron_seat, clockwise_from, comps, map_side, n_seats, player

DIRECTIVE_DISCOUNT = 1  # TILE-9


def next_turn(state) -> list:
    """After a turn: the end conditions, then the next seat clockwise (or the end)."""
    flow = state["flow"]
    events = end_conditions(state, flow["active"])
    if flow["final_turns"] is not None:
        flow["final_turns"] -= 1
        if flow["final_turns"] <= 0:
            return events + scoring.final(state)
    if flow.get("started"):
        flow["active"] = (flow["active"] + 1) % n_seats(state)
    flow["started"] = True
    flow["contract_done"] = False
    kind = "baron_turn" if flow["active"] == baron_seat(state) else "turn"
    steps.push(state, {"step": kind, "seat": flow["active"]})
    return events


def is_chaining(tile: str) -> bool:
    return comps().tiles[tile]["set"] == "chaining"


def is_railway_tile(tile: str) -> bool:
    return not comps().tiles[tile].get("special_directive") and not is_chaining(tile)  # Q-9, CH-2


def experiments_offered(state) -> list[str]:
    """The experiments nobody has taken; E only with the rest of the expansion, its parliament
    (MOD-3); F with or without it (MOD-2)."""
    taken = {p["experiment"] for p in state["players"]}
    parliament = state.get("parliament") is not None
    return [e for e in EXPERIMENTS
            if e not in taken and (parliament or not comps().experiments[e].get("expansion"))]


def take_experiment(state, seat: int, experiment: str) -> list:
    p = player(state, seat)
    p["experiment"] = experiment
    p["pool"] = starting_tiles(experiment, state.get("parliament") is not None)
    return [event("experiment", seat=seat, experiment=experiment)]


@steps.decision("choose_experiment")
class ChooseExperiment:
    def prompt(self, state, step):
        options = [Option(f"experiment:{e}", _("Experiment {experiment}"), {"experiment": e})
                   for e in experiments_offered(state)]
        return Prompt("nucleum.choose_experiment", step["seat"], _("Choose your experiment."), tuple(options))

    def choose(self, state, step, option):
        return take_experiment(state, step["seat"], option.params["experiment"])


@steps.decision("turn")
class Turn:
    def prompt(self, state, step):
        seat = step["seat"]
        p = player(state, seat)
        options = []
        if len(p["slots"]) < comps().board["slots"]:
            # CH-1: a chaining tile only with another kind of tile to play onto it
            onto = any(not is_chaining(t) for t in p["pool"])
            options += [Option(f"play:{t}", _("Play tile {tile} to your board"), {"tile": t})
                        for t in p["pool"] if onto or not is_chaining(t)]
        if p["workers"] and free_rail(state):
            options += [Option(f"rail:{t}", _("Build railway with tile {tile}"), {"tile": t})
                        for t in p["pool"] if is_railway_tile(t)]
        options.append(Option("recharge", _("Recharge")))
        options += actions.exchange_options(state, seat)
        return Prompt("nucleum.turn", seat, _("Your turn: play a tile, build railway or Recharge."), tuple(options))

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "recharge":
            return recharge.start(state, seat)
        if option.id.startswith("convert:"):
            steps.push(state, step)  # the turn itself is still to come
            return actions.exchange_uranium(state, seat, option.params["space"])
        tile = option.params["tile"]
        p = player(state, seat)
        p["pool"].remove(tile)
        if option.id.startswith("rail:"):
            steps.push(state, {"step": "rail_space", "seat": seat, "tile": tile})
            return []
        p["slots"].append(tile)
        events = [event("tile_played", seat=seat, tile=tile, slot=len(p["slots"]))]
        if is_chaining(tile):  # CH-1: its action in full, then a tile onto it
            steps.push(state, {"step": "halves", "seat": seat, "tile": tile, "done": []},
                       {"step": "chain", "seat": seat, "onto": tile})
            return events
        steps.push(state, {"step": "halves", "seat": seat, "tile": tile, "done": []})
        return events


@steps.decision("halves")
class Halves:
    """TURN-2/3: resolve one, both or neither half in any order, and fulfil at most one
    contract before, between or after them. A chaining tile's one action is carried out before
    anything is played onto it (CH-1); the turn's one contract may come before or after it, or
    with the tile played onto it (CH-6)."""

    def prompt(self, state, step):
        seat, tile = step["seat"], comps().tiles[step["tile"]]
        options = []
        directive, chaining = tile.get("special_directive"), is_chaining(step["tile"])
        for i, half in enumerate(tile["halves"][:1] if directive else tile["halves"]):
            if i not in step["done"] and chaining:
                options.append(Option(f"half:{i}", _("Carry out {action}"), {"action": half["action"]}))
            elif i not in step["done"]:
                options.append(Option(f"half:{i}", _("Carry out {action} ({colour} half)"),
                                      {"action": "directive" if directive else half["action"],
                                       "colour": half["colour"]}))
        if not state["flow"].get("contract_done"):
            options += [Option(f"fulfil:{c}", _("Fulfil contract {contract}"), {"contract": c})
                        for c in actions.fulfillable(state, seat)]
        if not chaining:
            options.append(Option("done", _("End the turn")))
        elif step["done"]:
            options.append(Option("done", _("Go on to the tile played onto it")))
        return Prompt("nucleum.resolve_halves", seat, _("Resolve the halves of tile {tile}."), tuple(options),
                      {"tile": step["tile"]})

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "done":
            return []
        if option.id.startswith("fulfil:"):
            state["flow"]["contract_done"] = True
            steps.push(state, step)
            return actions.fulfil(state, seat, option.params["contract"])
        i = int(option.id.split(":")[1])
        half = comps().tiles[step["tile"]]["halves"][i]
        steps.push(state, step | {"done": step["done"] + [i]})
        if half["action"] == "directive":
            steps.push(state, {"step": "directive", "seat": seat})
            return []
        return actions.action_steps(state, seat, half["action"], half.get("bonus"))


@steps.decision("chain")
class Chain:
    """CH-1..4: right after a chaining tile's action, a tile that is not a chaining tile (the
    special directive may be) is played onto it and its halves resolved; both come back with a
    Recharge (CH-7)."""

    def prompt(self, state, step):
        pool = player(state, step["seat"])["pool"]
        options = [Option(f"chain:{t}", _("Play tile {tile} onto the chaining tile"), {"tile": t})
                   for t in pool if not is_chaining(t)]
        return Prompt("nucleum.chain", step["seat"], _("Play a tile onto your chaining tile."), tuple(options))

    def choose(self, state, step, option):
        seat, tile = step["seat"], option.params["tile"]
        p = player(state, seat)
        p["pool"].remove(tile)
        p["chained"] = p.get("chained", []) + [tile]
        steps.push(state, {"step": "halves", "seat": seat, "tile": tile, "done": []})
        return [event("chained", seat=seat, tile=tile, onto=step["onto"])]


@steps.decision("directive")
class Directive:
    """TILE-9: the special directive tile carries out any main action, 1 thaler cheaper, or
    Politicking (POL-6)."""

    def prompt(self, state, step):
        # POL-6: Politicking too with the parliament (the discount is of no use there)
        choices = MAIN_ACTIONS + (("politicking",) if state.get("parliament") else ())
        options = [Option(f"action:{a}", _("Carry out {action}"), {"action": a}) for a in choices]
        return Prompt("nucleum.directive", step["seat"], _("Choose the main action of your special directive."),
                      tuple(options))

    def choose(self, state, step, option):
        return actions.action_steps(state, step["seat"], option.params["action"], discount=DIRECTIVE_DISCOUNT)


# --------------------------------------------------------------------------- railway


def free_rail(state) -> list[str]:
    """RAIL-1: empty railway spaces touching a city or a placed railway tile."""
    side, rail = map_side(state), state["board"]["rail"]
    return [s for s, r in side.rail.items() if s not in rail
            and any(end in side.cities or end in rail for end in r["ends"])]


@steps.decision("rail_space")
class RailSpace:
    def prompt(self, state, step):
        options = [Option(f"space:{s}", _("Railway space {space}"), {"space": s}) for s in free_rail(state)]
        return Prompt("nucleum.rail_space", step["seat"], _("Choose a railway space for tile {tile}."),
                      tuple(options), {"tile": step["tile"]})

    def choose(self, state, step, option):
        steps.push(state, step | {"step": "rail_orient", "space": option.params["space"]})
        return []


@steps.decision("rail_orient")
class RailOrient:
    """Which half faces which end of the space (the tile turned either way)."""

    def prompt(self, state, step):
        side = map_side(state)
        ends = side.rail[step["space"]]["ends"]
        halves = comps().tiles[step["tile"]]["halves"]
        options = [Option(f"orient:{o}", _("{first} towards {a}, {second} towards {b}"),
                          {"first": halves[o]["colour"], "second": halves[1 - o]["colour"],
                           "a": ends[0], "b": ends[1]}) for o in (0, 1)]
        if halves[0]["colour"] == halves[1]["colour"]:
            options = options[:1]
        return Prompt("nucleum.rail_orient", step["seat"], _("Turn tile {tile}."), tuple(options),
                      {"tile": step["tile"]})

    def choose(self, state, step, option):
        return place_rail(state, step["seat"], step["tile"], step["space"], int(option.id.split(":")[1]))


def half_towards(state, space: str, end: int) -> dict:
    """The half of a placed railway tile that faces end 0 or 1 of its space."""
    r = state["board"]["rail"][space]
    return comps().tiles[r["tile"]]["halves"][r["orient"] if end == 0 else 1 - r["orient"]]


def place_rail(state, seat: int, tile: str, space: str, orient: int) -> list:
    """RAIL-2..6: a worker marks the tile; each end touching a city or a tile is compared by
    colour; every matching contact fires the half of each tile involved, the mover's first,
    then the other owners clockwise; a contact closes both ends, matched or not."""
    side, board, p = map_side(state), state["board"], player(state, seat)
    p["workers"] -= 1
    board["rail"][space] = {"tile": tile, "owner": seat, "orient": orient, "closed": [False, False]}
    events = [event("railway", seat=seat, tile=tile, space=space)]
    for bonus in actions.tech_effects(state, seat, "rail_bonus"):  # D6 (provisional)
        events += actions.gain(state, seat, bonus)
    fired = []  # (seat, half)
    for end, neighbour in enumerate(side.rail[space]["ends"]):
        mine = half_towards(state, space, end)
        if neighbour in side.cities:
            board["rail"][space]["closed"][end] = True
            if mine["colour"] == side.cities[neighbour]["colour"]:
                fired.append((seat, mine))
                events.append(event("match", seat=seat, space=space, towards=neighbour))
        elif neighbour in board["rail"]:
            other = board["rail"][neighbour]
            their_end = side.rail[neighbour]["ends"].index(space)
            theirs = half_towards(state, neighbour, their_end)
            board["rail"][space]["closed"][end] = True
            was_open = not other["closed"][their_end]
            other["closed"][their_end] = True
            if was_open and mine["colour"] == theirs["colour"]:
                fired += [(seat, mine), (other["owner"], theirs)]
                events.append(event("match", seat=seat, space=space, towards=neighbour))
    order = clockwise_from(state, seat)
    fired.sort(key=lambda f: order.index(f[0]))
    # the step stack resolves the first pushed first
    for owner, half in reversed(fired):
        steps.push(state, {"step": "fire_half", "seat": owner, "action": half["action"], "bonus": half.get("bonus")})
    link = side.links[side.rail[space]["link"]]
    if all(s in board["rail"] for s in link["spaces"]):
        events += inaugurate(state, link)
    return events


@steps.automatic("fire_half")
def fire_half(state, step):
    action = step["action"]
    if action == "directive":
        return []
    return actions.action_steps(state, step["seat"], action, step.get("bonus"))


def inaugurate(state, link: dict) -> list:
    """RAIL-6 with U-14/Q-4: each player who built on a completed link gains its reward once
    (or once per tile, by option)."""
    reward = comps().supply["inauguration"]
    tiles = [state["board"]["rail"][s]["owner"] for s in link["spaces"]]
    events = [event("inaugurated", link=link["id"], a=link["a"], b=link["b"])]
    for owner in sorted(set(tiles)):
        times = tiles.count(owner) if state["options"]["inauguration"] == "per_tile" else 1
        extra = sum(actions.tech_effects(state, owner, "inauguration_extra"))  # D7 (provisional)
        events += actions.step_income(state, owner, reward["income"], reward["steps"] * times + extra)
    return events


# --------------------------------------------------------------------------- end of the game

CONDITIONS = ("draw_empty", "contracts_empty", "recharged_three", "all_technologies", "vp_flag")


def met(state, condition: str) -> bool:
    board, players = state["board"], state["players"]
    if condition == "draw_empty":
        return board["draw_count"] == 0
    if condition == "contracts_empty":
        return board["silver_count"] == 0 and board["gold_count"] == 0
    if condition == "recharged_three":
        return all(p["recharges"] >= 3 for p in players)
    if condition == "all_technologies":
        return any(len(p["technologies"]) >= 8 for p in players)
    return any(p["vp"] >= state["flag"] for p in players)


def needed(state) -> int:
    """END-3: 2 conditions, 3 with 2 players (and solo, Q-14); the parliament asks 3 of 3 or 4
    players (END-1, END-2)."""
    base = 3 if n_seats(state) <= 2 else 2
    if state.get("parliament") is None:
        return base
    return comps().parliament["end_conditions_needed"].get(str(n_seats(state)), base)


END_MARKER_VP = 3


def end_conditions(state, seat: int) -> list:
    """END-1: the acting player moves a condition marker onto each newly met condition and
    scores 3 VP; once enough are met the round is finished and everyone plays once more."""
    board, flow = state["board"], state["flow"]
    events = []
    marked = {m["condition"] for m in board["end_markers"]}
    for condition in CONDITIONS:
        if condition not in marked and len(board["end_markers"]) < len(CONDITIONS) and met(state, condition):
            board["end_markers"].append({"condition": condition, "seat": seat})
            events.append(event("end_condition", seat=seat, condition=condition))
            events += actions.score(state, seat, END_MARKER_VP)
    if flow["final_turns"] is None and len(board["end_markers"]) >= needed(state):
        n = n_seats(state)
        rest_of_round = (flow["first"] - 1 - seat) % n  # turns until the player before the first
        flow["final_turns"] = rest_of_round + n + 1  # +1: this turn's own decrement
        events.append(event("game_ending", turns=rest_of_round + n))
    return events
