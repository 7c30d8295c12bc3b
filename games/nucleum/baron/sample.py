"""The Baron's deck for a search bot's sample (Game.determinize): what is public is the card
revealed, the discard and the deck's size; the order of the rest is not."""
from __future__ import annotations

from games.engine import shuffle
from games.nucleum.state import comps


def deck(view: dict, rng: dict) -> list[str]:
    b = view["baron"]
    seen = set(b["discard"]) | ({b["card"]} if b["card"] else set())
    unseen = [c["id"] for c in comps().baron["cards"] if c["id"] not in seen]
    shuffle(rng, unseen)
    return unseen[:b["deck_count"]]
