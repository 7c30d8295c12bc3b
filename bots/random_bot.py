"""A policy bot for any game: picks uniformly among the legal options of its prompt.

Like every bot it sees only what a person in its seat sees: the seat's view and its prompt
(both plain data from `Game.view`), never the full state.
"""
from random import Random


class RandomBot:
    def choose(self, view: dict, prompt: dict, rng: Random) -> str:
        options = prompt["options"]
        if not options:
            raise ValueError(f"prompt {prompt['id']} offers no option")
        return rng.choice(options)["id"]
