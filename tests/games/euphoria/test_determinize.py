"""Determinization (games/euphoria/determinize.py): a state sampled from a seat's view shows that
seat exactly the same view, and its hidden parts are a legal arrangement of the unseen components."""
import random
from collections import Counter

from games.engine import new_rng, to_json
from games.euphoria import data
from games.registry import get

GAME = get("euphoria")
EVERY = 9


def hidden_recruits(state):
    ids = [r for s in state["seats"] for key in ("hidden", "offer", "drawn", "pack") for r in s.get(key, [])]
    return ids + state["secret"]["recruit_deck"] + [r for p in state["players"] for r in p["recruits"]]


def check(state, seat, rng):
    view = GAME.view(state, seat)
    sample = GAME.determinize(view, seat, new_rng(rng.getrandbits(62)))
    assert to_json(GAME.view(sample, seat)) == to_json(view)
    assert sample["seats"][seat] == state["seats"][seat]
    # Recruits: each at most once, and the count in each place as in the real state.
    recruits = hidden_recruits(sample)
    assert len(recruits) == len(set(recruits)) and set(recruits) <= set(data.RECRUITS)
    for s, (mine, real) in enumerate(zip(sample["seats"], state["seats"])):
        assert {k: len(v) for k, v in mine.items() if isinstance(v, list)} == \
            {k: len(v) for k, v in real.items() if isinstance(v, list)}
    # Artifacts: hands, deck and discard hold exactly the printed copies.
    artifacts = Counter(sample["secret"]["artifact_deck"] + sample["board"]["artifact_discard"]
                        + [c for s in sample["seats"] for c in s["artifacts"]])
    assert artifacts == Counter({a: data.ARTIFACT_COPIES for a in data.ARTIFACTS})
    # Markets: the face-down tiles are distinct and none is a built one.
    built = {m["tile"] for m in sample["board"]["markets"].values() if m["built"]}
    tiles = list(sample["secret"]["tiles"].values())
    assert len(set(tiles)) == len(tiles) and not built & set(tiles)
    dilemmas = [s["dilemma"] for s in sample["seats"]]
    assert len(set(dilemmas)) == len(dilemmas) and set(dilemmas) <= set(data.DILEMMAS)
    for s in GAME.to_act(sample):
        assert GAME.prompt(sample, s).options


def test_sampled_state_shows_the_same_view_and_arranges_unseen_components():
    """Random games at 2-4 seats, with and without the draft and market selection variants."""
    rng = random.Random(5)
    checked = 0
    for game in range(4):
        n = 2 + game % 3
        options = {"recruit_draft": game % 2 == 1, "market_selection": game in (1, 2), "turn_limit": 200}
        state = GAME.setup([{"kind": "bot"}] * n, options, game)
        made = 0
        while GAME.result(state) is None and made < 500:
            if made % EVERY == 0:
                check(state, made // EVERY % n, rng)
                checked += 1
            seat = rng.choice(GAME.to_act(state))
            state, _events = GAME.apply(state, seat, rng.choice(GAME.prompt(state, seat).options).id)
            made += 1
    assert checked > 100


def test_cards_a_recruit_just_drew_come_from_that_seats_sampled_hand():
    """`recruit_drawn` marks cards of the hand (a recruit's draw-and-keep): a sample takes them
    from the seat's own sampled hand, not from the deck, so every artifact stays one card."""
    state = GAME.setup([{"kind": "bot"}] * 3, {}, 2)
    deck = state["secret"]["artifact_deck"]
    drawn = [deck.pop(), deck.pop()]
    state["board"]["artifact_deck_count"] = len(deck)
    state["seats"][1]["artifacts"] = list(drawn)
    state["seats"][1]["recruit_drawn"] = list(drawn)
    state["players"][1]["hand_count"] = 2
    sample = GAME.determinize(GAME.view(state, 0), 0, new_rng(4))
    assert to_json(GAME.view(sample, 0)) == to_json(GAME.view(state, 0))
    assert sorted(sample["seats"][1]["recruit_drawn"]) == sorted(sample["seats"][1]["artifacts"])
    artifacts = Counter(sample["secret"]["artifact_deck"] + [c for s in sample["seats"] for c in s["artifacts"]])
    assert artifacts == Counter({a: data.ARTIFACT_COPIES for a in data.ARTIFACTS})
