"""The automata in votes (digest §6.3-§6.6, §6.8 and the three Spending Influence cards):
calling an immediate vote, choosing a side, how much influence to spend, and sharing it when
several automata are on one side."""
from __future__ import annotations

from games.engine import rng_int
from games.hegemony.components import AI_CARDS, SETUP

from .cards import DESIRED, ESTIMATED, distance
from .options import option

CLASSES = ("working", "middle", "capitalist")


def _closer(current: str, target: str, desired: str) -> bool | None:
    """True if the bill reaches or nears the desired section, False if it leaves or moves away,
    None if the distance does not change (A -> C around a desired B)."""
    before, after = distance(current, desired), distance(target, desired)
    if after == 0 or after < before:
        return True
    if after > before or before == 0:
        return False
    return None


def votes_for(state: dict, role: str, policy: int, target: str) -> bool:
    """An automaton's own side on another player's bill (§6.4): FOR if the bill brings the policy
    into or toward its desired section (its Check Policies card), otherwise AGAINST."""
    return bool(_closer(state["policies"][str(policy)], target, DESIRED[role][str(policy)]))


def predicted_for(state: dict, faction: str, policy: int, target: str) -> bool:
    """The automaton's estimate of another faction's side (the Desired Policies card, §6.3)."""
    side = _closer(state["policies"][str(policy)], target, ESTIMATED[faction][str(policy)])
    if side is None:
        return option(state, "prediction_unchanged") == "for"
    return side


def cubes_in_bag(state: dict, role: str) -> int:
    return state["bag"].get(role, 0)


def calls_immediate_vote(state: dict, role: str, policy: int, target: str, cost: int = 1) -> bool:
    """§6.3: at 2 players, more influence left after paying than the opponent and at least as many
    cubes in the bag; at 3-4, the predicted side's influence (after paying) beats the other side's
    and one of the other two classes is predicted with the automaton."""
    influence = {r: state["classes"][r]["influence"] for r in state["roles"]}
    others = [r for r in state["roles"] if r != role]
    if len(state["roles"]) == 2:
        (rival,) = others
        return (influence[role] - cost > influence[rival]
                and cubes_in_bag(state, role) >= cubes_in_bag(state, rival))
    allies = [f for f in others if predicted_for(state, f, policy, target)]
    ours = influence[role] + sum(influence[f] for f in allies) - cost
    theirs = sum(influence[f] for f in others if f not in allies)
    classes = [c for c in CLASSES if c != role]
    if option(state, "other_classes_reading") == "cubes_in_bag":
        classes = [c for c in classes if cubes_in_bag(state, c) > 0]
    return ours > theirs and any(c in allies for c in classes)


def is_last_vote(state: dict) -> bool:
    """The last vote of the game (§6.8): the final round's Elections Phase (its step already run,
    so no longer on the stack) voting on the one Bill left."""
    return (state["round"] >= SETUP["rounds"] and len(state["bills"]) == 1
            and not any(s["step"] == "elections" for s in state["flow"]["stack"]))


def drawn_cubes(drawn: dict[str, int], sides: dict[str, bool], mine: bool) -> tuple[int, int]:
    """(our cubes, their cubes) of a draw: a class nobody plays (the Middle Class at 2 players)
    counts for neither side."""
    ours = sum(n for c, n in drawn.items() if c in sides and sides[c] == mine)
    theirs = sum(n for c, n in drawn.items() if c in sides and sides[c] != mine)
    return ours, theirs


def needed_to_win(our_cubes: int, their_cubes: int, we_proposed: bool) -> int:
    """Influence that turns the drawn result our way: a tie goes to the proposer's side."""
    gap = their_cubes - our_cubes
    return max(0, gap if we_proposed else gap + 1)


def spending_instruction(state: dict, ours: dict, theirs: dict, our_cubes: int, their_cubes: int,
                         we_proposed: bool, last_vote: bool = False) -> dict:
    """What the automata of one side do with their influence, decided before anyone declares.

    `ours`: the influence of every player on the automata's side (the automata included, under
    the key "automata" as their summed total); `theirs`: the other side's. Returns
    {"card", "line", "spend", "draw", "all_if_icon"}: spend `spend`, then reveal `draw` AI cards
    and spend one more per influence icon, or (all_if_icon) everything if the one card shows one.
    No more cards are revealed than influence is left to spend after `spend` (a card whose icon
    could not be paid is not shown).
    """
    instr = _instruction(ours, theirs, our_cubes, their_cubes, we_proposed, last_vote)
    instr["spend"] = min(instr["spend"], ours["automata"])
    if not instr["all_if_icon"]:
        instr["draw"] = min(instr["draw"], ours["automata"] - instr["spend"])
    return instr


def _instruction(ours: dict, theirs: dict, our_cubes: int, their_cubes: int, we_proposed: bool,
                 last_vote: bool) -> dict:
    mine = ours["automata"]
    side = sum(ours.values())
    other = sum(theirs.values())
    if mine == 0:
        return _instr("none", "no influence", 0)
    if last_vote:
        return _instr("last-round", "last vote of the game: spend all", mine)
    winning = needed_to_win(our_cubes, their_cubes, we_proposed) == 0
    if winning:
        need = needed_to_win(their_cubes, our_cubes, not we_proposed)
        if other == 0 or other < need:
            return _instr("spending-influence-when-winning", "other side has no [influence]", 0)
        if other == need:
            return _instr("spending-influence-when-winning", "other side has exact needed", 0, draw=1)
        return _instr("spending-influence-when-winning", "other side has more than needed", 0,
                      draw=other - need + 1)
    need = needed_to_win(our_cubes, their_cubes, we_proposed)
    alone = all(v == 0 for k, v in ours.items() if k != "automata")
    if side < need:
        return _instr("cannot-change", "our side cannot change the result", 0)
    if alone:
        card = "spending-influence-when-losing-alone"
        if other == 0:
            return _instr(card, "other side has no [influence]", need)
        if mine == need:
            return _instr(card, "exact needed: draw 1 to spend all", 0, draw=1, all_if_icon=True)
        return _instr(card, "more than needed: spend necessary, draw X", need, draw=other)
    card = "spending-influence-when-losing-with-others"
    if other > 0:
        if side == need:
            return _instr(card, "other side has [influence], exact needed: do nothing", 0)
        return _instr(card, "more than needed: spend necessary, draw X", need, draw=other)
    if side == need:
        return _instr(card, "other side has none, exact needed: spend all", mine)
    return _instr(card, "other side has none, more than needed: necessary - 1, draw 1",
                  max(0, need - 1), draw=1)


def _instr(card: str, line: str, spend: int, draw: int = 0, all_if_icon: bool = False) -> dict:
    return {"card": card, "line": line, "spend": spend, "draw": draw, "all_if_icon": all_if_icon}


def reveal(state: dict, role: str, n: int) -> list[str]:
    """Reveal the top n AI cards of an automaton; they go face down under its deck (option
    revealed_cards). The deck's order is part of the state, so this is deterministic."""
    deck = state["secret"][f"ai_{role}"]
    shown, rest = deck[:n], deck[n:]
    state["secret"][f"ai_{role}"] = rest + shown
    return shown


def spent(instruction: dict, shown: list[str], available: int) -> int:
    """What an instruction spends once its cards are shown: never more than `available`."""
    icons = sum(AI_CARDS[c]["influence_icons"] for c in shown)
    if instruction["all_if_icon"]:
        return available if icons else 0
    return min(instruction["spend"] + icons, available)


def resolve_spending(state: dict, role: str, instruction: dict, available: int) -> tuple[int, list[str]]:
    """Carry out an instruction for the automaton whose deck is revealed: the amount, never more
    than it has, and the cards shown."""
    shown = reveal(state, role, min(instruction["draw"], 30)) if instruction["draw"] else []
    return spent(instruction, shown, available), shown


def split_spending(total: int, influence: dict[str, int], rng: dict) -> dict[str, int]:
    """Several automata on one side (§6.6): as even as possible; the one that started with more
    pays the odd one; equal starts are decided by lot (the state's RNG); no one pays more than it
    has, the excess going to the others."""
    roles = sorted(influence, key=lambda r: -influence[r])
    total = min(total, sum(influence.values()))
    share = {r: total // len(roles) for r in roles}
    extra = total - sum(share.values())
    order = list(roles)
    top = [r for r in roles if influence[r] == influence[roles[0]]]
    if extra and len(top) > 1:
        first = top[rng_int(rng, 0, len(top) - 1)]
        order = [first] + [r for r in roles if r != first]
    for r in order[:extra]:
        share[r] += 1
    for r in roles:  # nobody pays beyond what it has
        over = share[r] - influence[r]
        if over > 0:
            share[r] = influence[r]
            for other in roles:
                room = influence[other] - share[other]
                take = min(room, over)
                share[other] += take
                over -= take
    return share
