"""The map: exploring territory and space tiles, conquering with the dice, toppling, traps.

A hex holds {"tile": territory number | "printed" | None, "rot", "outposts": [[seat, upright]]}.
Control: your outpost is the only upright outpost on it. Exploring needs an unexplored hex
with no outpost, adjacent to a territory you control (or anywhere); conquering an explored
territory with at most 1 token (outposts and civilization tokens) that you do not control,
adjacent to one you control (or anywhere).
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, event, rng_int
from games.tapestry import achievements, benefits, data, hooks, steps
from games.tapestry.state import controlled, player


def terrain(state, hid: str) -> list[str] | None:
    """The 6 vertex terrains of a hex as on the board, None if unexplored."""
    h = state["board"]["hexes"][hid]
    if h["tile"] is None:
        return None
    if h["tile"] == "printed":
        return data.MAPS[state["board"]["map"]]["hexes"][hid]["terrain"]
    return turned(h["tile"], h["rot"])


def turned(tile: int, rot: int) -> list[str]:
    """A territory tile's 6 vertex terrains as it lies turned `rot` sixths clockwise."""
    printed = data.TERRITORY_TILES[tile]["terrain"]
    return [printed[(i - rot) % 6] for i in range(6)]


def neighbour_in(state, hid: str, edge: int) -> str | None:
    x, y = (int(v) for v in hid.split("_"))
    dx, dy = data.EDGE_OFFSETS[edge]
    other = f"{x + dx}_{y + dy}"
    return other if other in state["board"]["hexes"] else None


def explore_vp(state, hid: str, tile: int, rot: int) -> int:
    """1 VP per side with at least 1 aligned terrain with the territory across it."""
    printed = data.TERRITORY_TILES[tile]["terrain"]
    mine = [printed[(i - rot) % 6] for i in range(6)]
    vp = 0
    for e in range(6):
        nb = neighbour_in(state, hid, e)
        theirs = terrain(state, nb) if nb else None
        if theirs is None:
            continue
        f = (e + 3) % 6
        if mine[e] == theirs[(f + 1) % 6] or mine[(e + 1) % 6] == theirs[f]:
            vp += 1
    return vp


def adjacent_to_controlled(state, seat: int) -> set[str]:
    hexes = state["board"]["hexes"]
    mine = controlled(state, seat)
    m = data.MAPS[state["board"]["map"]]["hexes"]
    return {n for h in mine for n in m[h]["neighbours"] if n in hexes}


def explorable(state, seat: int, anywhere: bool) -> list[str]:
    hexes = state["board"]["hexes"]
    near = set(hexes) if anywhere else adjacent_to_controlled(state, seat)
    return sorted(h for h in near if hexes[h]["tile"] is None and not hexes[h]["outposts"])


def conquerable(state, seat: int, anywhere: bool) -> list[str]:
    if player(state, seat)["outposts"] <= 0:
        return []
    hexes = state["board"]["hexes"]
    near = set(hexes) if anywhere else adjacent_to_controlled(state, seat)
    mine = set(controlled(state, seat))
    blocked = set(hooks.blocked_targets(state, seat))
    out = []
    for h in sorted(near):
        tokens = hexes[h]["outposts"]
        if hexes[h]["tile"] is None or len(tokens) > 1 or h in mine:  # only territories
            continue
        if tokens and tokens[0][1] and tokens[0][0] in blocked:
            continue
        out.append(h)
    return out


# --------------------------------------------------------------------------- explore


@benefits.token("explore")
def _explore(state, seat, arg, ctx):
    steps.push(state, {"step": "explore_tile", "seat": seat, "anywhere": False})
    return hooks.fire(state, seat, "exploring")


@benefits.token("explore_anywhere")
def _explore_anywhere(state, seat, arg, ctx):
    steps.push(state, {"step": "explore_tile", "seat": seat, "anywhere": True})
    return hooks.fire(state, seat, "exploring")


@steps.decision("explore_tile")
class ExploreTile:
    def prompt(self, state, step):
        seat = step["seat"]
        if not explorable(state, seat, step["anywhere"]):
            return None
        tiles = [step["tile"]] if "tile" in step else sorted(set(player(state, seat)["tiles"]))
        return Prompt("tapestry.explore_tile", seat, _("Explore: which territory tile?"),
                      tuple(Option(f"tile:{t}", _("Territory tile {tile}"), {"tile": t}) for t in tiles))

    def choose(self, state, step, option):
        steps.push(state, {**step, "step": "explore_hex", "tile": option.params["tile"]})
        return []


@steps.decision("explore_hex")
class ExploreHex:
    def prompt(self, state, step):
        return Prompt("tapestry.explore_hex", step["seat"], _("Explore: where?"),
                      tuple(Option(f"hex:{h}", _("Hex {hex}"), {"hex": h})
                            for h in explorable(state, step["seat"], step["anywhere"])))

    def choose(self, state, step, option):
        steps.push(state, {**step, "step": "explore_rotation", "hex": option.params["hex"]})
        return []


@steps.decision("explore_rotation")
class ExploreRotation:
    def prompt(self, state, step):
        return Prompt("tapestry.explore_rotation", step["seat"], _("Explore hex {hex}: turn tile {tile}"),
                      tuple(Option(f"rot:{r}", _("Turned {degrees}° ({vp} VP)"),
                                   {"rot": r, "degrees": 60 * r, "vp": explore_vp(state, step["hex"], step["tile"], r)})
                            for r in range(6)), {"hex": step["hex"], "tile": step["tile"]})

    def choose(self, state, step, option):
        seat, hid, tile, rot = step["seat"], step["hex"], step["tile"], option.params["rot"]
        player(state, seat)["tiles"].remove(tile)
        h = state["board"]["hexes"][hid]
        vp = explore_vp(state, hid, tile, rot)
        h["tile"], h["rot"] = tile, rot
        events = [event("explored", seat=seat, hex=hid, tile=tile, rot=rot)]
        double = hooks.has(state, seat, "explore_double_no_vp")
        if double:
            steps.push(state, {"step": "exploitation", "seat": seat, "tile": tile, "vp": vp})
        else:
            events += benefits.add_vp(state, seat, vp, "explore")
            benefits.push_benefit(state, seat, data.TERRITORY_TILES[tile]["benefit"], why="tile")
        return events + hooks.fire(state, seat, "explored", hex=hid)


@benefits.token("explore_space")
def _explore_space(state, seat, arg, ctx):
    steps.push(state, {"step": "explore_space", "seat": seat})
    return []


@steps.decision("explore_space")
class ExploreSpace:
    def prompt(self, state, step):
        tiles = sorted(set(player(state, step["seat"])["space_tiles"]))
        return Prompt("tapestry.explore_space", step["seat"], _("Explore which space tile?"),
                      tuple(Option(f"space:{t}", _("Space tile {tile}"), {"tile": t}) for t in tiles))

    def choose(self, state, step, option):
        seat, tile = step["seat"], option.params["tile"]
        p = player(state, seat)
        p["space_tiles"].remove(tile)
        p["explored_space"].append(tile)
        benefits.push_benefit(state, seat, data.SPACE_TILES[tile]["benefit"], why="space")
        return [event("explored_space", seat=seat, tile=tile)]


# --------------------------------------------------------------------------- conquer


def _conquer_token(anywhere: bool, dice: str):
    def handler(state, seat, arg, ctx):
        steps.push(state, {"step": "conquer_hex", "seat": seat, "anywhere": anywhere, "dice": dice})
        return []
    return handler


benefits.token("conquer")(_conquer_token(False, "one"))
benefits.token("conquer_anywhere")(_conquer_token(True, "one"))
benefits.token("conquer_both")(_conquer_token(False, "both"))
benefits.token("conquer_both_if_toppled")(_conquer_token(False, "both_if_toppled"))


@steps.decision("conquer_hex")
class ConquerHex:
    def prompt(self, state, step):
        return Prompt("tapestry.conquer_hex", step["seat"], _("Conquer: where?"),
                      tuple(Option(f"hex:{h}", _("Hex {hex}"), {"hex": h})
                            for h in conquerable(state, step["seat"], step["anywhere"])))

    def choose(self, state, step, option):
        seat, hid = step["seat"], option.params["hex"]
        h = state["board"]["hexes"][hid]
        p = player(state, seat)
        p["outposts"] -= 1
        defender = h["outposts"][0][0] if h["outposts"] and h["outposts"][0][1] else None
        h["outposts"].append([seat, True])
        events = [event("outpost", seat=seat, hex=hid)] + hooks.fire(state, seat, "conquering", hex=hid)
        nxt = {**step, "step": "conquer_resolve", "hex": hid, "defender": defender}
        if defender is not None and defender != seat and not hooks.has(state, seat, "no_traps_against"):
            kind = "automa_trap" if player(state, defender).get("bot") else "trap"  # random discards
            steps.push(state, {"step": kind, "seat": defender, "attacker": seat, "hex": hid}, nxt)
        else:
            steps.push(state, nxt)
        return events


@steps.decision("trap")
class Trap:
    """The defender is always asked, so whether they hold a trap stays hidden."""

    def prompt(self, state, step):
        seat = step["seat"]
        opts = [Option("pass", _("Let it be conquered"))]
        if "trap" in state["seats"][seat]["hand"]:
            opts.insert(0, Option("trap", _("Play a trap")))
        return Prompt("tapestry.play_trap", seat, _("{attacker} conquers your territory {hex}"),
                      tuple(opts), {"attacker": step["attacker"], "hex": step["hex"]}, wait=True)

    def choose(self, state, step, option):
        if option.id == "pass":
            return [event("no_trap", seat=step["seat"])]
        seat = step["seat"]
        state["seats"][seat]["hand"].remove("trap")
        player(state, seat)["hand_count"] -= 1
        state["board"]["tapestry_discard"].append("trap")
        # The conquer_resolve step below sees the flag.
        below = state["flow"]["stack"][-1]
        below["trapped"] = True
        steps.push(state, benefits.gain_step(seat, "any_resource"))
        return [event("trap", seat=seat, attacker=step["attacker"], hex=step["hex"])]


@steps.automatic("conquer_resolve")
def _conquer_resolve(state, step):
    seat, hid, defender = step["seat"], step["hex"], step.get("defender")
    h = state["board"]["hexes"][hid]
    events = []
    toppled = False
    if step.get("trapped"):
        h["outposts"][-1][1] = False
        player(state, defender)["toppled"] += 1
        events.append(event("toppled", seat=defender, victim=seat, hex=hid))
        if player(state, defender)["toppled"] >= 2:
            events += achievements.earn(state, defender, "topple_2")
    else:
        if defender is not None:
            for tok in h["outposts"][:-1]:
                tok[1] = False
            toppled = True
            player(state, seat)["toppled"] += 1
            events.append(event("toppled", seat=seat, victim=defender, hex=hid))
            if player(state, seat)["toppled"] >= 2:
                events += achievements.earn(state, seat, "topple_2")
        if hid == data.MAPS[state["board"]["map"]]["middle"]:
            events += achievements.earn(state, seat, "middle_island")
        events += hooks.fire(state, seat, "conquered", hex=hid, toppled=toppled, empty=len(h["outposts"]) == 1)
    red = data.RED_DIE[rng_int(state["rng"], 0, 5)]
    black = data.BLACK_DIE[rng_int(state["rng"], 0, 5)]
    events.append(event("conquer_dice", seat=seat, red=red, black=black))
    both = step["dice"] == "both" or (step["dice"] == "both_if_toppled" and toppled) or \
        (toppled and hooks.has(state, seat, "both_dice_on_topple"))
    tile_gain = []
    if not step.get("trapped") and hooks.has(state, seat, "conquer_tile_benefit"):
        tile_gain = [{"step": "tile_benefit", "seat": seat, "hex": hid}]
    if both:
        steps.push(state, *[die_step(seat, f, hid) for f in (red, black)], *tile_gain)
    else:
        steps.push(state, {"step": "choose_die", "seat": seat, "faces": [red, black], "hex": hid}, *tile_gain)
    return events


def die_step(seat: int, face: str, hid: str) -> dict:
    if face == "territory_benefit":
        return {"step": "tile_benefit", "seat": seat, "hex": hid}
    return benefits.gain_step(seat, face, why="die")


@steps.automatic("tile_benefit")
def _tile_benefit(state, step):
    h = state["board"]["hexes"][step["hex"]]
    if isinstance(h["tile"], int):
        benefits.push_benefit(state, step["seat"], data.TERRITORY_TILES[h["tile"]]["benefit"], why="tile")
    return []


@steps.decision("choose_die")
class ChooseDie:
    def prompt(self, state, step):
        faces = list(dict.fromkeys(step["faces"]))
        return Prompt("tapestry.choose_die", step["seat"], _("Gain the benefit of one conquer die"),
                      tuple(Option(f"die:{k}", _("{face}"), {"face": f}) for k, f in enumerate(faces)))

    def choose(self, state, step, option):
        steps.push(state, die_step(step["seat"], option.params["face"], step["hex"]))
        rest = list(step["faces"])
        rest.remove(option.params["face"])
        return hooks.fire(state, step["seat"], "die_chosen", hex=step["hex"], unselected=rest)


@steps.decision("exploitation")
class Exploitation:
    """Exploitation in force: the tile's benefit twice and no VP, or the usual VP and benefit."""

    def prompt(self, state, step):
        return Prompt("tapestry.exploitation", step["seat"], _("Exploitation: double the tile's benefit, without VP?"),
                      (Option("double", _("Double benefit, no VP")), Option("normal", _("{vp} VP and the benefit"),
                                                                               {"vp": step["vp"]})))

    def choose(self, state, step, option):
        seat, benefit = step["seat"], data.TERRITORY_TILES[step["tile"]]["benefit"]
        if option.id == "double":
            benefits.push_benefit(state, seat, benefit, why="tile")
            benefits.push_benefit(state, seat, benefit, why="tile")
            return []
        benefits.push_benefit(state, seat, benefit, why="tile")
        return benefits.add_vp(state, seat, step["vp"], "explore")
