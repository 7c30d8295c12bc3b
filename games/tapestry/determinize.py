"""Sampling the hidden part of a Tapestry position for search bots (Game.determinize).

What a seat cannot see: other seats' tapestry hands and civilization offers, the order and
contents of the decks (tech, tapestry, territory, space, civilization), face-down tapestry
cards (the Automa's mat included), the bots' decision and progress decks (automa/sample.py),
and the RNG. The sample deals the components this seat has not seen (every component
minus what is public and what it holds) to those places, in their public sizes.
"""
from __future__ import annotations

from games.engine import clone, new_rng, rng_u64, shuffle
from games.tapestry import data

DERIVED = ("me", "seat", "to_act", "prompt", "result", "controlled", "log")


def _take(pool: list, n: int) -> list:
    taken = pool[:n]
    del pool[:n]
    return taken


def sample(view: dict, seat: int, rng: dict) -> dict:
    state = {k: v for k, v in view.items() if k not in DERIVED}
    state = clone(state)
    state["log"] = list(view["log"])  # events are never changed once written
    state["rng"] = new_rng(rng_u64(rng))
    players, board, me = state["players"], state["board"], clone(view["me"])
    n = len(players)

    # Tapestry cards: every copy minus those in sight (mats, discard, this seat's hand).
    pool = [k for k, c in sorted(data.TAPESTRY_CARDS.items()) for _c in range(c["copies"])]
    for card in [c for p in players for c in p["tapestry"] if c != "face_down"] + board["tapestry_discard"] + me["hand"]:
        if card in pool:
            pool.remove(card)
    shuffle(rng, pool)
    seats = []
    civ_pool = sorted(set(data.CIVILIZATIONS) - {c for p in players for c in p["civs"]} - set(me["offer"]))
    shuffle(rng, civ_pool)
    pending_offers = {step["seat"] for step in state["flow"]["stack"] if step["step"] == "choose_civ"}
    for s in range(n):
        if s == seat:
            seats.append(me)
            continue
        seats.append({"hand": _take(pool, players[s]["hand_count"]),
                      "offer": _take(civ_pool, 2) if s in pending_offers else []})
    face_down = _take(pool, sum(p["tapestry"].count("face_down") for p in players))
    secret = {"tapestry_deck": _take(pool, board["tapestry_deck_count"]), "face_down": face_down,
              "civ_deck": civ_pool}

    seen_tech = set(board["tech_row"]) | set(board["tech_discard"]) | {
        c for p in players for row in p["tech"].values() for c in row}
    tech = sorted(set(data.TECH_CARDS) - seen_tech)
    shuffle(rng, tech)
    secret["tech_deck"] = tech[:board["tech_deck_count"]]

    on_map = {h["tile"] for h in board["hexes"].values() if isinstance(h["tile"], int)}
    held = {t for p in players for t in p["tiles"]}
    territory = sorted(set(data.TERRITORY_TILES) - on_map - held)
    shuffle(rng, territory)
    secret["territory_deck"] = territory[:board["territory_deck_count"]]
    space_seen = {t for p in players for t in p["space_tiles"] + p["explored_space"]}
    space = sorted(set(data.SPACE_TILES) - space_seen)
    shuffle(rng, space)
    secret["space_deck"] = space[:board["space_deck_count"]]

    if "automa" in view:  # the bots' decision and progress decks
        from games.tapestry.automa import sample as automa_sample
        secret["automa"] = automa_sample.decks(view, rng)
    state["seats"] = seats
    state["secret"] = secret
    return state
