"""Networks (NET-1/2): cities joined by completed railway links, and which of them are a
player's."""
from __future__ import annotations

from games.nucleum.state import map_side


def completed_links(state) -> list[dict]:
    rail = state["board"]["rail"]
    return [link for link in map_side(state).links.values() if all(s in rail for s in link["spaces"])]


def networks(state) -> list[set[str]]:
    """NET-1: every city in exactly one network; a city without a completed link is a network
    of its own."""
    side = map_side(state)
    joined = {c: {c} for c in side.cities}
    for link in completed_links(state):
        a, b = joined[link["a"]], joined[link["b"]]
        if a is not b:
            a |= b
            for city in b:
                joined[city] = a
    found, seen = [], set()
    for group in joined.values():
        if id(group) not in seen:
            seen.add(id(group))
            found.append(group)
    return found


def own_cities(state, seat: int) -> set[str]:
    """Cities holding one of the seat's buildings, mines or turbines, or touched by one of its
    railway tiles."""
    side = map_side(state)
    cities = {side.spaces[s]["city"] for s, x in state["board"]["structures"].items() if x["owner"] == seat}
    for space, r in state["board"]["rail"].items():
        if r["owner"] == seat:
            cities |= {end for end in side.rail[space]["ends"] if end in side.cities}
    return cities


def network_cities(state, seat: int) -> set[str]:
    """NET-2 (Q-3): the cities of every network holding one of the seat's pieces."""
    mine = own_cities(state, seat)
    return set().union(*[group for group in networks(state) if group & mine])


def largest_network(state, seat: int) -> int:
    mine = own_cities(state, seat)
    return max((len(group) for group in networks(state) if group & mine), default=0)
