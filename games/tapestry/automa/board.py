"""The Automa on the map: distance, the hex tiebreaker, conquering, exploring, outposts of the
Shadow Empire, traps, and landmarks (rulebook "Hex tiebreaker" to "Achievements")."""
from __future__ import annotations

from collections import deque

from games.engine import event, rng_int
from games.tapestry import achievements, data, steps, territory
from games.tapestry.automa.rules import HEX_ORDERS, CARDS, favourite, humans, seat_of
from games.tapestry.state import controlled, player

INF = 10 ** 6


def neighbours(state, hid: str) -> list[str]:
    hexes = state["board"]["hexes"]
    return [n for n in data.MAPS[state["board"]["map"]]["hexes"][hid]["neighbours"] if n in hexes]


def middle(state) -> str:
    return data.MAPS[state["board"]["map"]]["middle"]


def human_controlled(state) -> set[str]:
    return {h for s in humans(state) for h in controlled(state, s)}


def passable(state, hid: str, au: int, human_seats=None) -> bool:
    """A path of conquests: no Automa outpost and at most 1 human token (toppled ones count).
    `human_seats`: `humans(state)`, when the caller has it."""
    outposts = state["board"]["hexes"][hid]["outposts"]
    mine = sum(1 for tok in outposts if tok[0] == au)
    toppled_count = state["options"].get("automa_toppled_block", True)
    human_seats = humans(state) if human_seats is None else human_seats
    theirs = sum(1 for tok in outposts if tok[0] in human_seats and (tok[1] or toppled_count))
    return mine == 0 and theirs <= 1


def passability(state):
    """`passable` for the Automa, hex by hex, each judged once: for the distances of one
    position (the board does not change between them)."""
    au, human_seats, known = seat_of(state, "au"), humans(state), {}

    def passes(hid: str) -> bool:
        found = known.get(hid)
        if found is None:
            found = known[hid] = passable(state, hid, au, human_seats)
        return found
    return passes


def distance(state, start: str, targets: set[str], passes=None) -> int:
    """Fewest hex steps from start to a target, stepping only onto passable hexes (the target
    included); INF when unreachable. `passes`: a `passability` of this position to share."""
    if start in targets:
        return 0
    passes = passability(state) if passes is None else passes
    seen, todo = {start}, deque([(start, 0)])
    while todo:
        hid, d = todo.popleft()
        for n in neighbours(state, hid):
            if n in seen or not passes(n):
                continue
            if n in targets:
                return d + 1
            seen.add(n)
            todo.append((n, d + 1))
    return INF


def distances_to(state, targets: set[str], passes) -> dict[str, int]:
    """`distance(state, hex, targets)` of every hex on the board that reaches a target (the
    others are INF away), in one search outward from the targets: the map's adjacency is
    symmetric, and a hex is stepped onto only when it passes."""
    hexes = state["board"]["hexes"]
    found = {t: 0 for t in targets}
    todo = deque(t for t in targets if t in hexes and passes(t))
    while todo:
        here = todo.popleft()
        d = found[here] + 1
        for hid in neighbours(state, here):
            if hid not in found:
                found[hid] = d
                if passes(hid):
                    todo.append(hid)
    return found


def keep_by_distance(state, valid: list[str], targets: set[str], furthest: bool = False) -> list[str]:
    """FILTER_CLOSEST / FILTER_FURTHEST; unreachable candidates are ignored, and if every one is
    unreachable all are kept."""
    if not targets:
        return valid
    passes = passability(state)
    hexes = state["board"]["hexes"]
    near = distances_to(state, targets, passes)
    dist = {h: near.get(h, INF) if h in hexes else distance(state, h, targets, passes) for h in valid}
    reachable = [d for d in dist.values() if d < INF]
    if not reachable:
        return valid
    goal = max(reachable) if furthest else min(reachable)
    return [h for h in valid if dist[h] == goal]


def hex_tiebreak(valid: list[str], card: int) -> tuple[str, int]:
    """HEX_TIEBREAK: the first valid hex in the card's scan order, and its place (1-based)."""
    order = HEX_ORDERS[CARDS[card]["hexes"]]
    for i, hid in enumerate(order):
        if hid in valid:
            return hid, i + 1
    raise ValueError(f"no valid hex {valid} on the small-map scan of card {card}")


def can_gain_middle(state, au: int) -> bool:
    """The Automa has not earned it, a VP space is free, and the island is not closed (2 tokens)."""
    earned = state["board"]["achievements"].get("middle_island", [])
    spaces = achievements.vp_spaces(state, "middle_island")
    return au not in earned and len(earned) < len(spaces) and \
        len(state["board"]["hexes"][middle(state)]["outposts"]) < 2


def _pick(state, valid: list[str], card: int, filters: list[tuple[str, list[str]]]) -> tuple[str, dict]:
    hid, place = hex_tiebreak(valid, card)
    return hid, {"card": card, "scan": place, "filters": [f for f, _v in filters]}


def place_tile(state, hid: str) -> list:
    """A territory tile from the stack, face up in a random orientation; no VP, no benefit."""
    tile = state["secret"]["territory_deck"].pop()
    state["board"]["territory_deck_count"] = len(state["secret"]["territory_deck"])
    rot = rng_int(state["rng"], 0, 5)
    h = state["board"]["hexes"][hid]
    h["tile"], h["rot"] = tile, rot
    return [event("automa_tile", hex=hid, tile=tile, rot=rot)]


def explore(state, au: int, anywhere: bool, card: int) -> list:
    """EXPLORE: valid unexplored hexes; furthest from the human unless the favourite is military;
    the hex tiebreaker; a tile, no outpost."""
    valid = territory.explorable(state, au, anywhere) if state["secret"]["territory_deck"] else []
    if not valid:
        return [event("automa_explore", seat=au, skipped=True)]
    filters = []
    if favourite(state, au) != "military":
        valid = keep_by_distance(state, valid, human_controlled(state), furthest=True)
        filters.append(("furthest_from_human", valid))
    hid, why = _pick(state, valid, card, filters)
    return [event("automa_explore", seat=au, hex=hid, **why)] + place_tile(state, hid)


def conquer(state, au: int, anywhere: bool, card: int) -> list:
    """CONQUER: against the human if a human territory can be conquered, else neutral."""
    if player(state, au)["outposts"] <= 0:
        return [event("automa_conquer", seat=au, skipped=True)]
    mine_now = territory.conquerable(state, au, anywhere)
    theirs = human_controlled(state)
    targets = [h for h in mine_now if h in theirs]
    if targets:
        return _conquer_opponent(state, au, targets, card)
    return _conquer_neutral(state, au, anywhere, card, mine_now, theirs)


def _conquer_opponent(state, au: int, valid: list[str], card: int) -> list:
    filters = []
    if can_gain_middle(state, au):
        valid = keep_by_distance(state, valid, {middle(state)})
        filters.append(("closest_to_middle", valid))
    hid, why = _pick(state, valid, card, filters)
    h = state["board"]["hexes"][hid]
    defender = h["outposts"][0][0]
    player(state, au)["outposts"] -= 1
    h["outposts"].append([au, True])
    steps.push(state, {"step": "trap", "seat": defender, "attacker": au, "hex": hid},
               {"step": "automa_conquered", "seat": au, "hex": hid, "defender": defender})
    return [event("automa_conquer", seat=au, hex=hid, target=defender, **why)]


def _conquer_neutral(state, au: int, anywhere: bool, card: int, conquerable: list[str], theirs: set[str]) -> list:
    hexes = state["board"]["hexes"]
    valid = [h for h in conquerable if h not in theirs]
    if state["secret"]["territory_deck"]:
        valid += territory.explorable(state, au, anywhere)
    topple = CARDS[card]["topple"]
    if not topple:
        near_human = {n for h in theirs for n in neighbours(state, h)}
        valid = [h for h in valid if h not in near_human]
    valid = sorted(set(valid))
    if not valid:
        return [event("automa_conquer", seat=au, skipped=True)]
    filters = []
    if can_gain_middle(state, au):
        valid = keep_by_distance(state, valid, {middle(state)})
        filters.append(("closest_to_middle", valid))
    single = {h for h in theirs if len(hexes[h]["outposts"]) == 1}
    if single:
        valid = keep_by_distance(state, valid, single)
        filters.append(("closest_to_single_token_human", valid))
    elif theirs:
        valid = keep_by_distance(state, valid, theirs)
        filters.append(("closest_to_human", valid))
    hid, why = _pick(state, valid, card, filters)
    events = [event("automa_conquer", seat=au, hex=hid, target=None, topple_icon=topple, **why)]
    if hexes[hid]["tile"] is None:
        events += place_tile(state, hid)
    player(state, au)["outposts"] -= 1
    hexes[hid]["outposts"].append([au, True])
    if topple and hid != middle(state):
        events += shadow_outpost(state, hid)
    if hid == middle(state):
        events += achievements.earn(state, au, "middle_island")
    return events


def shadow_outpost(state, hid: str) -> list:
    """A toppled Shadow Empire outpost (skipped when its supply is empty)."""
    se = seat_of(state, "se")
    if player(state, se)["outposts"] <= 0:
        return [event("shadow_outpost", hex=hid, skipped=True)]
    player(state, se)["outposts"] -= 1
    state["board"]["hexes"][hid]["outposts"].append([se, False])
    return [event("shadow_outpost", hex=hid)]


@steps.automatic("automa_conquered")
def _conquered(state, step):
    """After the human's trap decision: topple the human's outpost, or the Automa's if trapped."""
    au, hid, defender = step["seat"], step["hex"], step["defender"]
    h = state["board"]["hexes"][hid]
    if step.get("trapped"):
        h["outposts"][-1][1] = False
        player(state, defender)["toppled"] += 1
        events = [event("toppled", seat=defender, victim=au, hex=hid)]
        if player(state, defender)["toppled"] >= 2:
            events += achievements.earn(state, defender, "topple_2")
        return events
    for tok in h["outposts"][:-1]:
        tok[1] = False
    player(state, au)["toppled"] += 1  # only the human's outposts count for "topple 2"
    events = [event("toppled", seat=au, victim=defender, hex=hid)]
    if player(state, au)["toppled"] >= 2:
        events += achievements.earn(state, au, "topple_2")
    if hid == middle(state):
        events += achievements.earn(state, au, "middle_island")
    return events


@steps.automatic("automa_trap")
def _automa_trap(state, step):
    """A human conquers the Automa: discard its face-down cards at random until a trap turns up."""
    au = step["seat"]
    hand = state["seats"][au]["hand"]
    discarded = []
    trapped = False
    while hand:
        card = hand.pop(rng_int(state["rng"], 0, len(hand) - 1))
        discarded.append(card)
        state["board"]["tapestry_discard"].append(card)
        if card == "trap":
            trapped = True
            break
    player(state, au)["hand_count"] = len(hand)
    if trapped:
        state["flow"]["stack"][-1]["trapped"] = True
    return [event("automa_trap", seat=au, discarded=discarded, trapped=trapped, hex=step["hex"])]
