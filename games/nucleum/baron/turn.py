"""The Baron's turn: his preference card, the action he takes by his preference order (SOLO-3)
and the tile he plays for it, or his Recharge (SOLO-4); the seam of the expansion's Politicking.

The turn is one decision of his seat with one option ("go", which waits for the platform's
automaton); the card is drawn when it is played, so a replay from seed and choices is the same
game. The decisions his tile's halves lead to are asked of his seat one by one and answered by
answers.py, each with its reason in the log.
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, event, shuffle
from games.nucleum import parliament, recharge, steps
from games.nucleum.state import comps, player


def preference(state) -> list[str]:
    """SOLO-3; with the expansion's parliament Politicking comes first (BAR-2)."""
    key = "preference" if state.get("parliament") is None else "preference_with_parliament"
    return list(comps().baron[key]["order"])


def primary(state) -> int:
    """The primary preference of the card revealed this turn (1 before any is revealed)."""
    card = state["baron"]["card"]
    return next((c["primary"] for c in comps().baron["cards"] if c["id"] == card), 1)


def by_preference(state, candidates: list):
    """Among tied candidates in their listed order, the one the card's primary preference counts
    to, counting round again past the last."""
    return candidates[(primary(state) - 1) % len(candidates)] if candidates else None


def shown(tile: str) -> list[str]:
    return [h["action"] for h in comps().tiles[tile]["halves"]]


def choose_tile(state, seat: int) -> dict:
    """The first action of the preference order he may take and the tile he plays for it:
    `tile` None when he may take none. With the reading `pool` of Q-18 he never plays the last
    tile of his pool showing the action he wants (Subsidy exempt, SOLO-3; Politicking too,
    BAR-3); he takes Politicking only with a worker in his supply (BAR-4)."""
    p = player(state, seat)
    skipped = []
    for action in preference(state):
        tiles = [t for t in p["pool"] if action in shown(t)]
        if not tiles:
            continue
        if action == "politicking" and not p["supply"]:
            skipped.append(action)
            continue
        if state["options"]["baron_last_tile"] == "pool" and action != "subsidy" and len(tiles) == 1:
            skipped.append(action)
            continue
        return {"action": action, "tile": by_preference(state, tiles), "tiles": tiles, "skipped": skipped}
    return {"action": None, "tile": None, "tiles": [], "skipped": skipped}


@steps.decision("baron_turn")
class BaronTurn:
    def prompt(self, state, step):
        return Prompt("nucleum.baron_turn", step["seat"], _("Baron von Automat takes his turn."),
                      (Option("go", _("Play the Baron's turn")),), wait=True)

    def choose(self, state, step, option):
        return take_turn(state, step["seat"])


def reveal(state, seat: int) -> list:
    """The next preference card; the discard is shuffled into a new deck when it runs out."""
    b, deck = state["baron"], state["secret"]["baron_deck"]
    if b["card"]:
        b["discard"].append(b["card"])
    events = []
    if not deck:
        deck += b["discard"]
        b["discard"] = []
        shuffle(state["rng"], deck)
        events.append(event("baron_reshuffle", seat=seat, cards=len(deck)))
    b["card"] = deck.pop()
    b["deck_count"] = len(deck)
    return events + [event("baron_card", seat=seat, card=b["card"], primary=primary(state))]


def take_turn(state, seat: int) -> list:
    b, p = state["baron"], player(state, seat)
    events = reveal(state, seat)
    b["action"] = None
    if len(p["slots"]) >= comps().board["slots"]:
        return events + [event("baron_recharge", seat=seat, why="slots_full")] + recharge.start(state, seat)
    choice = choose_tile(state, seat)
    if choice["tile"] is None:
        why = "last_tiles" if choice["skipped"] else "no_tiles"
        return events + [event("baron_recharge", seat=seat, why=why, skipped=choice["skipped"])] + \
            recharge.start(state, seat)
    tile, action = choice["tile"], choice["action"]
    b["action"] = action
    events.append(event("baron_tile", seat=seat, tile=tile, action=action, skipped=choice["skipped"],
                        tiles=choice["tiles"], card=b["card"]))
    p["pool"].remove(tile)
    p["slots"].append(tile)
    events.append(event("tile_played", seat=seat, tile=tile, slot=len(p["slots"])))
    # Politicking never goes through the players' procedure: his own, first when he chose it
    politicking = [i for i, h in enumerate(comps().tiles[tile]["halves"]) if h["action"] == "politicking"]
    halves = {"step": "halves", "seat": seat, "tile": tile, "done": politicking}
    if action == "politicking":
        events += politick(state, seat)
        steps.push(state, halves)
    else:
        steps.push(state, halves, *[{"step": "baron_politick", "seat": seat} for _i in politicking])
    return events


@steps.automatic("baron_politick")
def _politick_after(state, step):
    return politick(state, step["seat"])


def politick(state, seat: int) -> list:
    """THE SEAM of the expansion's Politicking for the Baron (BAR-4..6): his party choice and
    reward are the parliament's (`parliament.baron_politick`), the card's primary preference
    breaking ties among parties as among any candidates (BAR-5 step 5). Without the parliament
    nothing happens."""
    if not parliament.on(state):
        return []
    return parliament.baron_politick(state, seat, lambda tied: by_preference(state, tied))

