"""The solo game against Baron von Automat: its seats, his set-up and the options.

A solo table is 2 seats, one played by a person or a bot and one by the Baron (the automaton
seat, either one); the sizes of the game are those of 2 players (Q-14). A table of one seat
alone plays without an opponent, as before.
"""
from __future__ import annotations

from games.engine import OptionSpec, SeatsRefused, _, event, shuffle
from games.nucleum import parliament
from games.nucleum.state import comps

LEVELS = ("easy", "normal", "hard", "expert")  # data/baron.json's difficulties (checked there)

LEVEL_OPTION = OptionSpec(
    "baron_level", _("Baron von Automat's difficulty"), "normal", LEVELS,
    _("What the Baron starts with (provisional): easy fewer thalers than a player, normal a "
      "player's start, hard and expert more thalers, workers and income."),
    labels=(_("easy"), _("normal"), _("hard"), _("expert")))
OPTIONS = (
    LEVEL_OPTION,
    OptionSpec("baron_last_tile", _("The Baron never takes the last tile showing an action"), "pool",
               ("pool", "offer"),
               _("Q-18: the last tile of his own pool showing the action he wants (he keeps it, and "
                 "Recharges when he can take nothing else), or the last tile of the offer showing an "
                 "action when he Develops."),
               labels=(_("of his own tiles"), _("of the offer"))),
    # The expansion's difficulty adjustments (BAR-10, BAR-11): "apply any of these".
    OptionSpec("baron_h1", _("With the parliament, the Baron starts as leader of the party without neutrals"),
               False, help=_("Harder (H1): one of his workers from supply leads the party with no neutral politician.")),
    OptionSpec("baron_h2", _("With the parliament, the Baron joins every party a neutral leads"), False,
               help=_("Harder (H2): one of his workers from supply in each such party; the neutral keeps leading.")),
    OptionSpec("baron_h3", _("With the parliament, the Baron scores 6 and 6 from the 2nd Royal Appraisal Day"),
               False, help=_("Harder (H3): 6 VP per party he leads and 6 for the dominant party, not 4 and 4.")),
    OptionSpec("baron_easier", _("With the parliament, you start as leader of the party without neutrals"), False,
               help=_("Easier: one of your workers from supply leads the party with no neutral politician, "
                      "without its reward.")),
)


def automata(seats) -> list[int]:
    return [i for i, s in enumerate(seats) if s.get("kind", "human") == "automaton"]


def check_seats(seats) -> None:
    """The Baron plays only the solo game: 2 seats, one of them his."""
    autos = automata(seats)
    if autos and (len(seats) != 2 or len(autos) != 1):
        raise SeatsRefused(_("Baron von Automat plays only the solo game: one player and the Baron."))


def prepare(state, seats) -> None:
    """Seat the Baron after the base setup (nothing changes without an automaton seat): no
    experiment for him, his own starting tiles (the one with Politicking with the parliament,
    BAR-1), his difficulty's start and his shuffled deck of preference cards."""
    autos = automata(seats)
    if not autos:
        state["baron"] = None
        return
    seat, data = autos[0], comps().baron
    level = next(d for d in data["difficulties"] if d["id"] == state["options"]["baron_level"])
    state["flow"]["stack"] = [s for s in state["flow"]["stack"] if s["seat"] != seat]
    tiles = list(data["tiles"]["ids"])
    if state.get("parliament") is not None:
        for t in comps().tiles.values():
            if t["set"] == "baron_alt" and t["replaces"] in tiles:
                tiles[tiles.index(t["replaces"])] = t["id"]
    p = state["players"][seat]
    workers = p["workers"] + p["supply"]  # a player's, the expansion's two more included
    p.update(pool=tiles, thalers=level["thalers"], workers=level["available_workers"],
             supply=workers - level["available_workers"])
    for track, steps in level["income"].items():
        p["income"][track] += steps
    deck = [c["id"] for c in data["cards"]]
    shuffle(state["rng"], deck)
    state["secret"]["baron_deck"] = deck
    state["baron"] = {"seat": seat, "level": level["id"], "card": None, "discard": [], "deck_count": len(deck),
                      "action": None}
    state["log"].append(event("baron_setup", seat=seat, level=level["id"], tiles=tiles))
    if parliament.on(state):
        state["log"].extend(_parliament_setup(state, seat))


def _parliament_setup(state, seat: int) -> list:
    """BAR-7/BAR-10 H3: the parliament scores him by his own rule; H1, H2 and the easier BAR-11
    as the table chose, after the parliament's own setup."""
    options = state["options"]
    parliament.baron_joins(state, seat, harder=options["baron_h3"])
    events = []
    if options["baron_h1"]:
        events += parliament.baron_harder_leader(state, seat)
    if options["baron_h2"]:
        events += parliament.baron_harder_members(state, seat)
    if options["baron_easier"]:
        events += parliament.easier_leader(state, 1 - seat)
    return events
