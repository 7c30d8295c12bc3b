"""Random-play decisions for the undo tests: the first move of a kind a game reaches."""
import random

from games.playout import random_play


def decisions(game, seats: int, seeds=range(2), limit: int = 300):
    for seed in seeds:
        yield from random_play(game, game.setup([{"kind": "bot"}] * seats, {}, seed), random.Random(seed), limit)


def first(game, seats: int, test):
    found = next((d for d in decisions(game, seats) if test(d)), None)
    assert found is not None, "random play never reached the case"
    return found


def undoable(game, d) -> bool:
    return game.undoable(d.before, d.after, d.events, d.seat)
