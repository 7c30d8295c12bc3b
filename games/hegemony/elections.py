"""The Elections Phase (rulebook: Gameplay, Elections Phase): refilling the Voting bag, drawing
cubes, and the outcome of one Bill once every side and every Influence spent is known.

Who chooses a side and how much Influence each player spends are decisions; these functions take
them as arguments and carry out the rules, so the same code serves the Elections Phase and an
Immediate Vote.
"""
from __future__ import annotations

from math import ceil

from games.engine import rng_int
from games.hegemony import mainboard
from games.hegemony.components import IMF_INTERVENTION

VOTERS = ("working", "middle", "capitalist")  # the classes with Voting cubes; the State has none
CUBES_PER_VOTE = 5
MIDDLE_CUBES_2P = 5  # a 2-player game still adds 5 Middle Class cubes


def operational_companies(state: dict, owner: str) -> int:
    return sum(1 for c in state["private_sector"].get(owner, []) if mainboard.is_operational(c))


def refill_amounts(state: dict) -> dict[str, int]:
    """Cubes each class adds: Working half its Population, Capitalist half its operational
    Companies, Middle the higher of the two, all rounded up (5 Middle cubes at 2 players)."""
    roles = state["roles"]
    amounts = {"working": ceil(mainboard.population(state, "working") / 2),
               "capitalist": ceil(operational_companies(state, "capitalist") / 2)}
    if "middle" in roles:
        amounts["middle"] = max(ceil(mainboard.population(state, "middle") / 2),
                                ceil(operational_companies(state, "middle") / 2))
    else:
        amounts["middle"] = MIDDLE_CUBES_2P
    return amounts


def add_cubes(state: dict, cls: str, n: int) -> int:
    """Moves up to `n` of a class's cubes from its supply into the bag (components are limited);
    returns how many went in."""
    moved = min(n, state["cube_supply"][cls])
    state["cube_supply"][cls] -= moved
    state["bag"][cls] += moved
    return moved


def refill_bag(state: dict) -> dict[str, int]:
    return {cls: add_cubes(state, cls, n) for cls, n in refill_amounts(state).items()}


def draw_cubes(state: dict, n: int = CUBES_PER_VOTE) -> dict[str, int]:
    """Draws `n` cubes at random from the bag. When the bag is empty and a cube is needed, the
    bag is refilled twice (without the State's Influence) first."""
    drawn = {cls: 0 for cls in VOTERS}
    for _ in range(n):
        if sum(state["bag"].values()) == 0:
            refill_bag(state)
            refill_bag(state)
            if sum(state["bag"].values()) == 0:
                break
        pick = rng_int(state["rng"], 0, sum(state["bag"].values()) - 1)
        for cls in VOTERS:
            if pick < state["bag"][cls]:
                state["bag"][cls] -= 1
                drawn[cls] += 1
                break
            pick -= state["bag"][cls]
    return drawn


def resolve_bill(state: dict, policy: int, in_favor: dict[str, bool], drawn: dict[str, int],
                 influence: dict[str, int]) -> dict:
    """Carries out one election once sides, cubes and Influence are known.

    `in_favor` maps each player's role to its side (the proposer is in favor). Cubes of a class
    count for that class's side; cubes of a class nobody plays (Middle at 2 players) count toward
    the draw but are discarded. Each Influence spent is one more vote. In favor wins ties. If the
    Bill passes the proposer gains 3 VP and each other supporter with at least one vote 1 VP.
    Cubes on the winning side leave the bag, those on the losing side go back; spent Influence
    is discarded either way. Returns what happened, for the log."""
    bill = state["bills"].pop(str(policy))
    proposer = bill["by"]
    votes = {True: 0, False: 0}
    contributed: dict[str, int] = {}
    for cls, n in drawn.items():
        if cls in in_favor:
            votes[in_favor[cls]] += n
            contributed[cls] = contributed.get(cls, 0) + n
    for role, spent in influence.items():
        if spent:
            state["classes"][role]["influence"] -= spent
            votes[in_favor[role]] += spent
            contributed[role] = contributed.get(role, 0) + spent
    passed = votes[True] >= votes[False]
    winners = passed
    for cls, n in drawn.items():
        if cls in in_favor and in_favor[cls] != winners:
            state["bag"][cls] += n
        else:
            state["cube_supply"][cls] += n
    vp = {}
    if passed:
        state["policies"][str(policy)] = bill["section"]
        vp[proposer] = 3
        for role, side in in_favor.items():
            if side and role != proposer and contributed.get(role, 0) > 0:
                vp[role] = 1
        for role, points in vp.items():
            state["classes"][role]["vp"] += points
    state["classes"][proposer]["bills"] += 1
    return {"policy": policy, "section": bill["section"], "by": proposer, "passed": passed,
            "for": votes[True], "against": votes[False], "vp": vp}


def imf_intervention(state: dict) -> dict[str, str]:
    """The Politics table changes of an IMF Intervention (rulebook: Other Rules); returns the
    policies moved. Discarding the Bills and their Influence refund is done by the caller."""
    moved = {}
    for policy, current in state["policies"].items():
        target = IMF_INTERVENTION.get(f"{policy}{current}")
        if target:
            state["policies"][policy] = target[1]
            moved[policy] = target[1]
    return moved
