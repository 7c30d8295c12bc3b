"""Determinization (games/twilight_struggle/determinize.py): a state sampled from a seat's view
shows that seat exactly the same view, and its hidden parts are the unseen cards, each once."""
import random
from collections import Counter

from games.engine import new_rng, to_json
from games.twilight_struggle.data import CHINA
from games.twilight_struggle.flow import cards_in_game
from games.twilight_struggle.testing import GAME

GAMES = 6
EVERY = 5  # decisions between checks


def stack_cards(state):
    from games.engine import strings_in
    from games.twilight_struggle.data import CARDS
    return set(strings_in(state["flow"]["stack"])) & set(CARDS)


def check(state, seat, rng):
    view = GAME.view(state, seat)
    sample = GAME.determinize(view, seat, new_rng(rng.getrandbits(62)))
    assert to_json(GAME.view(sample, seat)) == to_json(view)
    # The same cards are in the game, each in one place: the hidden ones rearranged, no copy.
    places = (sample["secret"]["deck"] + sample["discard"] + sample["removed"] + sample["board"]["in_play"]
              + [c for s in sample["seats"] for c in s["hand"] + ([s["headline"]] if s["headline"] else [])]
              + list(sample["flow"]["headlines"].values()))
    counts = Counter(places)
    assert not [c for c, n in counts.items() if n > 1 and c not in sample["flow"]["headlines"].values()]
    assert cards_in_game(sample) | stack_cards(sample) == cards_in_game(state) | stack_cards(state)
    assert CHINA not in places
    other = 1 - seat
    assert len(sample["seats"][other]["hand"]) == len(state["seats"][other]["hand"])

    def hidden(st):  # the other hand, its face-down headline and the deck
        return Counter(st["seats"][other]["hand"] + st["secret"]["deck"] + [st["seats"][other]["headline"]])
    assert hidden(sample) == hidden(state)
    return sample


def test_sampled_state_shows_the_same_view_and_rearranges_only_unseen_cards():
    """Over random games, at every 5th decision, for both seats."""
    rng = random.Random(7)
    checked = 0
    for seed in range(GAMES):
        state = GAME.setup([{"kind": "bot"}] * 2, {}, seed)
        made = 0
        while GAME.result(state) is None:
            if made % EVERY == 0:
                for seat in (0, 1):
                    sample = check(state, seat, rng)
                    checked += 1
                    # the sample is a live position: whoever is to act there has a choice
                    for s in GAME.to_act(sample):
                        assert GAME.prompt(sample, s).options
            seat = rng.choice(GAME.to_act(state))
            state, _events = GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).options).id)
            made += 1
    assert checked > 100


def test_samples_differ_in_the_hidden_hand():
    """Different draws give different opponent hands: the hidden part really is sampled."""
    state = GAME.setup([{"kind": "bot"}] * 2, {}, 3)
    view = GAME.view(state, 0)
    hands = {tuple(sorted(GAME.determinize(view, 0, new_rng(k))["seats"][1]["hand"])) for k in range(10)}
    assert len(hands) > 5
