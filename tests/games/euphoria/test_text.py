"""Log lines: every event kind the engine emits reads as a sentence with names, not ids."""
import random
import string

from games import registry
from games.playout import play_out, random_play
from games.euphoria import board as drawn, text
from games.euphoria.data import GOODS, RECRUITS, SPACES

GAME = registry.get("euphoria")
MOVES = 700  # per game: enough to reach markets, tunnels and stars, and keeps the test short


def random_games(n: int):
    """The logs of n games (2-6 seats, variants cycled) played with random legal choices."""
    for seed in range(n):
        rnd = random.Random(seed)
        options = {"recruit_draft": seed % 3 == 0, "market_selection": seed % 3 == 1,
                   "track_selection": seed % 2 == 0}
        state = GAME.setup([{}] * [2, 3, 4, 6][seed % 4], options, seed)
        yield play_out(GAME, state, rnd, MOVES)["log"]


def filled(ev: dict) -> str:
    """The line as the platform builds it: event keys (the seat as its role), then derived params."""
    marked, derived = GAME.event_text(ev)
    params = {k: v for k, v in ev.items() if k not in ("kind", "audience")}
    if isinstance(params.get("seat"), int):
        params["seat"] = f"player-{params['seat'] + 1}"
    params |= derived
    names = {name for _lit, name, _spec, _conv in string.Formatter().parse(marked) if name}
    assert not names - params.keys(), (ev["kind"], names - params.keys())
    return marked.format(**params)


def test_every_event_kind_of_50_random_games_has_a_text():
    kinds = set()
    for log in random_games(50):
        for ev in log:
            assert GAME.event_text(ev) is not None, ev
            line = filled(ev)
            assert "_" not in line, (ev, line)  # ids (farm_site_1, amanda_the_broker) never leak
            kinds.add(ev["kind"])
    assert {"placed", "bumped", "retrieved", "paid", "allegiance", "market_built", "star", "trade_offered",
            "recruit_revealed", "dilemma_side"} <= kinds


def test_kinds_the_random_games_rarely_reach_have_texts_too():
    recruit = next(iter(RECRUITS))
    for ev in ({"kind": "passed", "seat": 1},
               {"kind": "unpaid", "seat": 0, "space": "wind_salon"},
               {"kind": "recruit_deck_empty", "seat": 2},
               {"kind": "star", "seat": 0, "where": f"recruit:{recruit}", "left": 3},
               {"kind": "star", "seat": 0, "where": "market:subterra_2", "left": 3},
               {"kind": "game_over", "winners": [0, 2], "tied": [0, 2], "rolls": []}):
        assert "_" not in filled(ev)


def test_lines_name_spaces_sites_and_goods():
    assert filled({"kind": "placed", "seat": 0, "value": 5, "space": "euphoria_1_site_2"}) == \
        "player-1 places a worker (5) on Euphoria market 1, construction site 2."
    assert filled({"kind": "paid", "seat": 1, "goods": {"food": 2, "energy": 1}, "why": "dig_wastelander"}) == \
        "player-2 pays 2 food, 1 energy for Wastelander tunnel."
    assert filled({"kind": "bumped", "seat": 1, "by": 0, "space": "tank_water", "value": 3}) == \
        "player-1 bumps player-2's worker (3) off Activation tank (water)."
    assert set(text.GOOD_NAMES) == set(GOODS)


def test_the_board_context_shows_only_what_the_view_holds():
    """A seat's own hidden recruits and artifacts appear in `me`; others' never; face-down
    markets have no name; workers are listed on their spaces."""
    from games.euphoria import testing

    state = testing.game_at(n=3, seed=2)
    testing.give_cards(state, 0, "book")
    hidden0 = state["seats"][0]["hidden"][0]
    place = next(o for o in GAME.prompt(state, 0).ids() if o.startswith("place:"))  # place:<value>:<space>
    state = testing.play(state, 0, place)
    mine, theirs = (drawn.board_context(GAME.view(state, seat)) for seat in (0, 1))
    assert [r["id"] for r in mine["me"]["hidden"]] == [hidden0] and {"id": "book", "name": "Book", "n": 1} in mine["me"]["artifacts"]
    assert hidden0 not in str(theirs) and RECRUITS[hidden0].name not in str(theirs)
    assert drawn.board_context(GAME.view(state, None))["me"] is None
    assert all(m["name"] is None for a in mine["areas"] for m in a["markets"])  # all still face down
    _verb, value, space = place.split(":")
    on_space = next(s for a in mine["areas"] for s in a["spaces"] if s["id"] == space)
    assert [(w["seat"], w["value"]) for w in on_space["workers"]] == [(0, int(value))]
    assert [w["at"] for w in mine["players"][0]["workers"] if w["at"]] == [text.space_name(space)]


def test_option_labels_name_things_instead_of_showing_ids():
    """Every option label met in random play reads with names: no raw space ids, no dicts."""
    ids = {s for s in SPACES if "_" in s} | set(RECRUITS)
    for seed in range(3):
        for decision in random_play(GAME, GAME.setup([{"kind": "bot"}] * 3, {}, seed), random.Random(seed), 1500):
            for option in decision.prompt.options:
                label = option.text.format(**GAME.display_params(option.params))
                assert "{" not in label and not any(i in label.split() for i in ids), label


def test_names_marked_for_translation_are_names_of_the_data():
    """names.py marks only names the data gives (a renamed space cannot leave a stale entry)."""
    from games.euphoria import data
    from games.euphoria.names import ARTIFACT_NAMES, MARKET_NAMES, RECRUIT_NAMES, SPACE_NAMES

    assert set(SPACE_NAMES) <= {s.name for s in data.SPACES.values()}
    assert sorted(MARKET_NAMES) == sorted(m.name for m in data.MARKETS.values())
    assert sorted(RECRUIT_NAMES) == sorted(r.name for r in data.RECRUITS.values())
    assert sorted(ARTIFACT_NAMES) == sorted(data.ARTIFACT_NAMES.values())
