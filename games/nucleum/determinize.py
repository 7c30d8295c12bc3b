"""Sampling the hidden part of a Nucleum position for search bots (Game.determinize).

What a seat cannot see: the draw stack (its order, and which undotted tiles it holds), the silver
and gold contract stacks, the unused setup cards, the order of Baron von Automat's preference
cards, and the RNG. The sample deals the components
nobody has seen to those places, in their public sizes; every dotted tile not in sight is in the
draw stack (all 20 are shuffled in, TILE-4), the Politicking tiles among the drawn ones with the
parliament (or among the fixed ones, by option).
"""
from __future__ import annotations

from games.engine import clone, new_rng, rng_u64, shuffle
from games.nucleum.setup import contract_pool, tile_pools
from games.nucleum.baron import sample as baron_sample
from games.nucleum.state import comps

DERIVED = ("me", "seat", "to_act", "prompt", "result", "income_now", "parliament_now", "log")


def sample(view: dict, seat: int, rng: dict) -> dict:
    state = clone({k: v for k, v in view.items() if k not in DERIVED})
    state["log"] = list(view["log"])
    state["rng"] = new_rng(rng_u64(rng))
    board, players, c = state["board"], state["players"], comps()
    seen = {t for t in board["offer"] if t} | {r["tile"] for r in board["rail"].values()}
    seen |= {t for p in players for t in p["pool"] + p["slots"] + p.get("chained", [])}
    seen |= {step["tile"] for step in state["flow"]["stack"] if "tile" in step}  # a railway tile being placed
    always, drawn = tile_pools(state["options"])
    dotted = sorted(t for t in always if t not in seen)
    undotted = sorted(t for t in drawn if t not in seen)
    shuffle(rng, undotted)
    draw = dotted + undotted[:max(0, board["draw_count"] - len(dotted))]
    shuffle(rng, draw)
    in_sight = set(board["silver"] + board["gold"] + board["purple"])
    in_sight |= {x for p in players for x in p["contracts"] + p["fulfilled"] if x}
    secret = {"draw": draw}
    for kind in ("silver", "gold"):
        pool = sorted(k for k in contract_pool(state["options"], kind) if k not in in_sight)
        shuffle(rng, pool)
        secret[kind] = pool[:board[f"{kind}_count"]]
    revealed = set(board["setup_cards"]) | set((state.get("parliament") or {}).get("cards", []))
    cards = sorted(set(c.setup_cards) - revealed)
    shuffle(rng, cards)
    secret["setup_cards"] = cards
    if state.get("baron"):  # the order of the Baron's preference cards
        secret["baron_deck"] = baron_sample.deck(view, rng)
    state["seats"] = [clone(view["me"]) if s == seat else {} for s in range(len(players))]
    state["secret"] = secret
    return state
