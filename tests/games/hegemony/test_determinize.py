"""Game.determinize: a full state consistent with one seat's view, its hidden parts sampled."""
import random

from games.engine import new_rng
from games.hegemony.game import Hegemony
from games.playout import play_out

GAME = Hegemony()


def test_determinized_state_shows_the_same_view():
    """view(determinize(view(s, seat)), seat) == view(s, seat); the other hands keep their size
    and hold only cards that seat has not seen; play goes on from the sampled state."""
    for n, seed, moves in ((2, 4, 60), (3, 9, 200), (4, 5, 300)):
        state = play_out(GAME, GAME.setup([{"kind": "bot"}] * n, {}, seed), random.Random(seed), limit=moves)
        for seat in range(n):
            view = GAME.view(state, seat)
            world = GAME.determinize(view, seat, new_rng(seed + 100))
            assert GAME.view(world, seat) == view
            for other in range(n):
                if other != seat:
                    hand = world["seats"][other]["hand"]
                    assert len(hand) == len(state["seats"][other]["hand"])
                    assert not set(hand) & set(state["seats"][seat]["hand"])
            play_out(GAME, world, random.Random(1), limit=50)
