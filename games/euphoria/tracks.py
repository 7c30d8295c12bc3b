"""Knowledge and morale tracks, allegiance tracks with their tiers, tunnels and recruit reveals.

Moves are clamped at the track ends (seed L218-L220, L246). Allegiance tiers sit at spaces
2/5/8/11: tier 3 reveals every hidden recruit of the nation, tier 4 puts a star on every active
recruit of the nation. A miner on step 6 reveals that nation's hidden recruits; on step 9 the
tunnel's exclusive space opens (R-13: the start is step 0).
"""
from __future__ import annotations

from games.engine import event
from games.euphoria import data, economy, hooks, stars
from games.euphoria.state import player, seats_from_active


def _clamp(value: int, track: dict) -> int:
    return max(track["min"], min(track["max"], value))


def knowledge(state, seat: int, delta: int) -> list:
    p = player(state, seat)
    new = _clamp(p["knowledge"] + delta, data.KNOWLEDGE)
    moved = new - p["knowledge"]
    p["knowledge"] = new
    events = [event("knowledge", seat=seat, delta=moved, value=new)] if delta else []
    if moved:
        events += hooks.trigger(state, seat, "after_knowledge", moved)
    return events


def morale(state, seat: int, delta: int) -> list:
    p = player(state, seat)
    new = _clamp(p["morale"] + delta, data.MORALE)
    moved = new - p["morale"]
    p["morale"] = new
    events = [event("morale", seat=seat, delta=moved, value=new)] if delta else []
    if moved:
        events += hooks.trigger(state, seat, "after_morale", moved)
    if moved < 0:
        events += economy.check_hand_limit(state, seat)
    return events


def allegiance(state, seat: int, nation: str) -> list:
    """The seat gains an allegiance point of a nation: the marker moves one space (mandatory)."""
    board = state["board"]
    if board["allegiance"][nation] >= data.ALLEGIANCE["max"]:
        return [event("allegiance", seat=seat, nation=nation, value=board["allegiance"][nation], moved=0)]
    board["allegiance"][nation] += 1
    value = board["allegiance"][nation]
    events = [event("allegiance", seat=seat, nation=nation, value=value, moved=1)]
    events += hooks.trigger_all(state, "after_allegiance", nation, value)
    tiers = data.ALLEGIANCE["tiers"]
    if value in tiers:
        level = tiers.index(value) + 1
        events.append(event("tier_reached", nation=nation, tier=level))
        if level == 3:
            events += reveal_nation(state, nation)
        if level == 4:
            events += stars_on_recruits(state, nation)
        events += hooks.trigger_all(state, "after_tier", nation, level)
    return events


def reveal_nation(state, nation: str) -> list:
    """Every player's hidden recruits of this nation become active (public)."""
    events = []
    for seat in seats_from_active(state):
        hidden = state["seats"][seat]["hidden"]
        for rid in [r for r in hidden if data.RECRUITS[r].nation == nation]:
            events += activate(state, seat, rid)
    return events


def activate(state, seat: int, rid: str) -> list:
    """A hidden recruit turns face up; at tier 4 of its nation it also gets a star."""
    state["seats"][seat]["hidden"].remove(rid)
    p = player(state, seat)
    p["recruits"].append(rid)
    p["hidden_count"] = len(state["seats"][seat]["hidden"])
    events = [event("recruit_revealed", seat=seat, recruit=rid, nation=data.RECRUITS[rid].nation)]
    nation = data.RECRUITS[rid].nation
    if state["board"]["allegiance"][nation] >= data.ALLEGIANCE["max"]:
        events += stars.on_recruit(state, seat, rid)
    return events


def stars_on_recruits(state, nation: str) -> list:
    events = []
    for seat in seats_from_active(state):
        for rid in list(player(state, seat)["recruits"]):
            if data.RECRUITS[rid].nation == nation:
                events += stars.on_recruit(state, seat, rid)
    return events


def advance_miner(state, seat: int, nation: str) -> list:
    miners = state["board"]["miners"]
    if miners[nation] >= data.TUNNEL["end"]:
        return []
    miners[nation] += 1
    depth = miners[nation]
    events = [event("miner", seat=seat, nation=nation, depth=depth)]
    if depth == data.TUNNEL["reveal"]:
        events += reveal_nation(state, nation)
    if depth == data.TUNNEL["end"]:
        events.append(event("tunnel_opened", nation=nation))
    events += hooks.trigger_all(state, "after_miner", nation, depth)
    return events


def tier_bonus(state, seat: int, nation: str, level: int) -> bool:
    """Does the seat get this nation's tier-1/2 bonus now? Needs the tier and an active recruit."""
    from games.euphoria.state import has_active, tier
    if tier(state, nation) < level or not has_active(state, seat, nation):
        return False
    return not any(e.blocks_tier_bonus(state, seat, nation, level) for e in hooks.in_force(state, seat))
