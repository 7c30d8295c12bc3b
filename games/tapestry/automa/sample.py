"""The bots' hidden decks for a search bot's sample (Game.determinize): the order of the decision
and progress decks. What is public: the pair, the decision discard and both deck sizes; cards
1-7 never leave the decision cards, so an unseen one is in the decision deck."""
from __future__ import annotations

from games.engine import shuffle


def decks(view: dict, rng: dict) -> dict:
    a = view["automa"]
    seen = set(a["pair"]) | set(a["discard"])
    last = 22 if a["mode"] == "solo" else 12
    initial = [c for c in range(1, 8 if a["mode"] == "solo" else last + 1) if c not in seen]
    progress = [c for c in range(8, last + 1) if c not in seen] if a["mode"] == "solo" else []
    shuffle(rng, progress)
    deck = initial + progress[:a["deck_count"] - len(initial)]
    shuffle(rng, deck)
    return {"deck": deck, "progress": progress[a["deck_count"] - len(initial):]}
