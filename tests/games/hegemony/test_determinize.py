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


def test_determinized_state_during_card_effects_that_show_hidden_cards():
    """Investment Opportunities shows the Middle Class the Company deck (in id order, so the
    sampled deck shows the same prompt); Foreign Market Insight's revealed Export card is out of
    the deck at once, so no sampled deck holds it twice."""
    from tests.games.hegemony.cardplay import play_card, position

    state = play_card(position(3), "middle", "investment-opportunities", "mode:deck")
    view = GAME.view(state, 1)
    assert GAME.view(GAME.determinize(view, 1, new_rng(5)), 1) == view
    state = play_card(position(3), "middle", "foreign-market-insight")
    revealed = state["flow"]["stack"][-1]["revealed"]
    for seat in range(3):
        world = GAME.determinize(GAME.view(state, seat), seat, new_rng(6))
        assert revealed not in world["secret"]["export"] and world["export"] == "export-01"


def test_each_sample_draws_from_the_searchs_random_source():
    """A search samples many times from one random source: each sample is drawn from it (the
    source moves on), so two samples differ where the hidden part allows."""
    import random as _random

    from games.engine import new_rng
    from games.playout import play_out
    from games.registry import get
    hegemony = get("hegemony")
    state = play_out(hegemony, hegemony.setup([{"kind": "bot"}] * 3, {}, 5), _random.Random(5), limit=40)
    view = hegemony.view(state, 0)
    rng = new_rng(9)
    first, second = hegemony.determinize(view, 0, rng), hegemony.determinize(view, 0, rng)
    assert rng["draws"] > 0
    assert (first["seats"][1]["hand"], first["secret"]) != (second["seats"][1]["hand"], second["secret"])
