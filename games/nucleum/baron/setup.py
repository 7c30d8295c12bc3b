"""The solo game against Baron von Automat: its seats, his set-up and the options.

A solo table is 2 seats, one played by a person or a bot and one by the Baron (the automaton
seat, either one); the sizes of the game are those of 2 players (Q-14). A table of one seat
alone plays without an opponent, as before.
"""
from __future__ import annotations

from games.engine import OptionSpec, SeatsRefused, _, event, shuffle
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
    p.update(pool=tiles, thalers=level["thalers"], workers=level["available_workers"])
    p["supply"] = comps().board["starting"]["supply_workers"] + comps().board["starting"]["available_workers"] \
        - level["available_workers"]
    for track, steps in level["income"].items():
        p["income"][track] += steps
    deck = [c["id"] for c in data["cards"]]
    shuffle(state["rng"], deck)
    state["secret"]["baron_deck"] = deck
    state["baron"] = {"seat": seat, "level": level["id"], "card": None, "discard": [], "deck_count": len(deck),
                      "action": None}
    state["log"].append(event("baron_setup", seat=seat, level=level["id"], tiles=tiles))
