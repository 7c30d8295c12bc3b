"""Capital cities: placing income buildings and landmarks on the 9x9 grid, districts and the
row/column score.

A plot is '0' (free), '1' (impassable, printed), 'm' 'h' 'f' 'a' (an income building) or 'L'
(a landmark). A building that fits nowhere is
placed outside the grid ("they may not always fit"); it then counts for nothing there.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.tapestry import benefits, data, hooks, steps
from games.tapestry.state import player

SIZE = 9
MARK = {"market": "m", "house": "h", "farm": "f", "armory": "a"}  # a landmark's plots are "L"


def shapes(building: str) -> list[list[str]]:
    if building in data.BUILDINGS:
        return [["1"]]
    return data.LANDMARKS[building]["shapes"]


def placements(city: list[str], building: str, on_impassable: bool = False) -> list[tuple[int, int, int]]:
    """(row, col, orientation) of every way the building fits on free plots."""
    allowed = "01" if on_impassable else "0"
    out = []
    for o, (h, w, cells) in enumerate(_footprints(building)):
        for r in range(SIZE - h + 1):
            for c in range(SIZE - w + 1):
                for i, j in cells:
                    if city[r + i][c + j] not in allowed:
                        break
                else:
                    out.append((r, c, o))
    return out


def _footprints(building: str) -> list[tuple[int, int, tuple]]:
    """Per orientation of the building: its height, width and the (row, col) offsets it covers
    (worked out once: placements are asked for at every prompt to place)."""
    found = _FOOTPRINTS.get(building)
    if found is None:
        found = _FOOTPRINTS[building] = [
            (len(shape), len(shape[0]), tuple((i, j) for i in range(len(shape)) for j in range(len(shape[0]))
                                             if shape[i][j] == "1"))
            for shape in shapes(building)]
    return found


_FOOTPRINTS: dict[str, list] = {}


def completed_lines(p: dict) -> int:
    city = p["city"]
    rows = sum(1 for r in range(SIZE) if "0" not in city[r])
    cols = sum(1 for c in range(SIZE) if all(city[r][c] != "0" for r in range(SIZE)))
    return rows + cols


def district_plots(d: int) -> list[tuple[int, int]]:
    r0, c0 = 3 * (d // 3), 3 * (d % 3)
    return [(r, c) for r in range(r0, r0 + 3) for c in range(c0, c0 + 3)]


def identical(cells: list[str]) -> bool:
    """At least 1 income building, all of the same type (the Architects' condition)."""
    kinds = {x for x in cells if x in "mhfa"}
    return len(kinds) == 1


def identical_lines(city: list[str]) -> int:
    rows = [city[r] for r in range(SIZE)]
    cols = ["".join(city[r][c] for r in range(SIZE)) for c in range(SIZE)]
    return sum(1 for line in rows + cols if "0" not in line and identical(list(line)))


def district_full(city: list[str], d: int) -> bool:
    r0, c0 = 3 * (d // 3), 3 * (d % 3)
    return all(city[r][c] != "0" for r in range(r0, r0 + 3) for c in range(c0, c0 + 3))


@steps.decision("place")
class Place:
    def prompt(self, state, step):
        seat, building = step["seat"], step["building"]
        p = player(state, seat)
        spots = placements(p["city"], building, hooks.has(state, seat, "build_on_impassable"))
        if spots:
            one = len(shapes(building)) == 1
            # A landmark that fits one plot in two ways names the way (its shape's number).
            opts = tuple(Option(f"plot:{r}:{c}", _("Row {row}, column {col}"), {"row": r + 1, "col": c + 1, "o": o})
                         if one else
                         Option(f"plot:{r}:{c}:{o}", _("Row {row}, column {col}, shape {shape}"),
                                {"row": r + 1, "col": c + 1, "o": o, "shape": o + 1})
                         for r, c, o in spots)
        else:
            opts = (Option("outside", _("Outside the city (it fits nowhere)")),)
        if "nomads" in p["civs"]:
            from games.tapestry.civilizations import nomad_options
            opts = tuple(o for o in opts if o.id != "outside") + tuple(nomad_options(state, seat))
            opts = opts or (Option("outside", _("Outside the city (it fits nowhere)")),)
        if building in data.BUILDINGS and "craftsmen" in p["civs"]:
            from games.tapestry.civilizations import craftsmen_options
            opts = tuple(o for o in opts if o.id != "outside") + tuple(craftsmen_options(state, seat))
            opts = opts or (Option("outside", _("Outside the city (it fits nowhere)")),)
        return Prompt("tapestry.place_building", seat, _("Place your {building} in your capital city"),
                      opts, {"building": building})

    def choose(self, state, step, option):
        seat, building = step["seat"], step["building"]
        p = player(state, seat)
        if option.id.startswith("map:"):
            from games.tapestry.civilizations import nomad_place
            return nomad_place(state, seat, option.params["hex"], option.params["kind"], building)
        if option.id.startswith("craft:"):
            from games.tapestry.civilizations import craftsmen_place
            return craftsmen_place(state, seat, option.params["column"], building)
        if option.id == "outside":
            p["outside"] += 1
            return [event("placed_outside", seat=seat, building=building)]
        r0, c0, o = option.params["row"] - 1, option.params["col"] - 1, option.params["o"]
        shape = shapes(building)[o]
        city = [list(row) for row in p["city"]]
        on_impassable = 0
        for i, line in enumerate(shape):
            for j, cell in enumerate(line):
                if cell == "1":
                    on_impassable += city[r0 + i][c0 + j] == "1"
                    city[r0 + i][c0 + j] = MARK.get(building, "L")
        p["city"] = ["".join(row) for row in city]
        events = [event("placed", seat=seat, building=building, row=r0 + 1, col=c0 + 1)]
        for d in range(9):
            if d not in p["districts"] and district_full(p["city"], d):
                p["districts"].append(d)
                events.append(event("district", seat=seat, district=d + 1))
                steps.push(state, benefits.gain_step(seat, "any_resource"))
                events += hooks.fire(state, seat, "district_completed", district=d)
        if on_impassable:
            events += hooks.fire(state, seat, "built_on_impassable", n=on_impassable)
        if building in data.BUILDINGS:
            events += hooks.fire(state, seat, "placed_income_building", building=building)
        return events


def _income_building(kind):
    def handler(state, seat, arg, ctx):
        p = player(state, seat)
        if p["taken"][kind] >= 5:
            return [event("no_building", seat=seat, building=kind)]
        p["taken"][kind] += 1
        steps.push(state, {"step": "place", "seat": seat, "building": kind})
        return [event("building", seat=seat, building=kind)] + hooks.fire(state, seat, "gained_building", building=kind)
    return handler


for _kind in data.BUILDINGS:
    benefits.token(_kind)(_income_building(_kind))


@benefits.token("landmark")
def _landmark(state, seat, arg, ctx):
    if arg not in state["board"]["landmarks"]:
        return [event("landmark_gone", seat=seat, landmark=arg)]
    from games.tapestry.tracks import gain_landmark
    return gain_landmark(state, seat, arg)
