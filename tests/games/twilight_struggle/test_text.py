"""Log lines: every event kind the engine emits reads as a sentence with names, not ids."""
import random
import string

import pytest

from games import engine
from games.engine import Phrase, Plain
from games.playout import play_out, random_play
from games.twilight_struggle import board as drawn, text
from games.twilight_struggle.game import TwilightStruggle
from games.twilight_struggle.testing import board

GAME = TwilightStruggle()


def random_games(n: int):
    """The logs of n games played with uniformly random legal choices (optional cards in half)."""
    for seed in range(n):
        rnd = random.Random(seed)
        state = GAME.setup([{}, {}], {"optional_cards": seed % 2 == 0}, seed)
        yield play_out(GAME, state, rnd)["log"]


def filled(ev: dict) -> str:
    """The line as the platform builds it: event keys, then derived params, into the text."""
    marked, derived = GAME.event_text(ev)
    params = {k: v for k, v in ev.items() if k not in ("kind", "audience")} | derived
    names = {name for _lit, name, _spec, _conv in string.Formatter().parse(marked) if name}
    missing = names - params.keys()
    assert not missing, (ev["kind"], missing)
    return marked.format(**params)


def test_every_event_kind_of_50_random_games_has_a_text():
    kinds = set()
    for log in random_games(50):
        for ev in log:
            assert GAME.event_text(ev) is not None, ev
            line = filled(ev)
            # ids never leak into a line: a country or card id has an underscore, names do not
            assert "_" not in line, (ev, line)
            kinds.add(ev["kind"])
    # the random games reach the ordinary kinds at least (guards against an empty loop)
    assert {"influence", "coup_result", "realigned", "vp", "defcon", "headline_revealed",
            "region_scored", "game_over"} <= kinds


def test_kinds_the_random_games_rarely_reach_have_texts_too():
    for ev in ({"kind": "card_removed", "side": "us", "card": "nato"},
               {"kind": "event_unimplemented", "side": "us", "card": "nato"},
               {"kind": "summit_tied", "totals": {"us": 3, "ussr": 3}},
               {"kind": "cards_seen", "side": "us", "cards": ["nato"], "why": "our_man_in_tehran"},
               {"kind": "reshuffled", "count": 4, "why": "our_man_in_tehran"},
               {"kind": "game_over", "winner": None, "reason": "held_scoring", "sides": ["us", "ussr"]}):
        assert "_" not in filled(ev)


def test_an_influence_line_names_side_country_and_reason():
    ev = {"kind": "influence", "side": "us", "country": "west_germany", "delta": 2, "us": 3, "ussr": 1,
          "why": "marshall_plan"}
    assert filled(ev) == "USA adds 2 influence in West Germany (USA 3, USSR 1) — Marshall Plan."
    ev = dict(ev, side="ussr", delta=-1, why="")
    assert filled(ev) == "USSR loses 1 influence in West Germany (USA 3, USSR 1)."


def test_a_negative_vp_gain_reads_as_the_other_sides_gain():
    ev = {"kind": "vp", "side": "us", "delta": -4, "vp": -5, "why": "europe_scoring"}
    assert filled(ev) == "USSR gains 4 VP (Europe Scoring); score USSR +5."


def test_the_board_context_names_countries_and_shows_control_from_the_view():
    state = board("west_germany us=4; poland ussr=4", phasing="us", hands={"us": ["nato"], "ussr": []})
    view = GAME.view(state, 1)
    ctx = drawn.board_context(view)
    wg = next(c for c in ctx["public"]["map"]["countries"] if c["id"] == "west_germany")
    assert (wg["name"], wg["us"], wg["control"], wg["battleground"]) == ("West Germany", "4", "us", True)
    assert [c["name"] for c in ctx["hand"]] == ["NATO"]
    assert GAME.view(state, 0)["me"]["hand"] == [] and drawn.board_context(GAME.view(state, 0))["hand"] == []


def test_the_boards_public_part_holds_no_phrase_as_its_plain_type_promises_and_is_made_once_per_content():
    # The platform passes a Plain part to the templates without translating phrases in it: one
    # there would show in English on a Czech board.
    def phrases(value):
        if isinstance(value, Phrase):
            return 1
        if isinstance(value, dict):
            return sum(phrases(v) for v in value.values())
        return sum(phrases(v) for v in value) if isinstance(value, list) else 0

    checked = 0
    for seed in range(3):
        rnd, state = random.Random(seed), GAME.setup([{}, {}], {"optional_cards": True}, seed)
        while GAME.result(state) is None:
            seat = GAME.to_act(state)[0]
            publics = [drawn.board_context(GAME.view(state, audience))["public"] for audience in (0, 1, None)]
            assert publics[0] is publics[1] is publics[2]  # made once per content, for all audiences
            for audience in (0, 1, None):
                drawn._publics.clear()
                public = drawn.board_context(GAME.view(state, audience))["public"]
                assert type(public) is Plain and phrases(public) == 0
                assert public == publics[0]  # what a fresh one is
                checked += 1
            state, _events = GAME.apply(state, seat, rnd.choice(GAME.prompt(state, seat).options).id)
    assert checked > 30


def audience_logs(games: int):
    """(audience, its view's log) at every version of `games` random games, each audience in turn."""
    for seed in range(games):
        rnd, state = random.Random(seed), GAME.setup([{}, {}], {"optional_cards": True}, seed)
        while GAME.result(state) is None:
            for audience in (0, 1, None):
                yield audience, GAME.view(state, audience)["log"]
            seat = GAME.to_act(state)[0]
            state, _events = GAME.apply(state, seat, rnd.choice(GAME.prompt(state, seat).options).id)


def test_the_vp_plot_carried_on_from_the_last_version_is_the_plot_of_the_whole_log():
    # vp_plot reads only the events after those of the same seat's last plot: over whole games,
    # each audience's plot at each version equals one drawn from a copy of its log (new event
    # objects: read from the first event on).
    plotted = set()
    for audience, log in audience_logs(6):
        carried_on = drawn.vp_plot(log, audience)
        assert carried_on == drawn.vp_plot(engine.from_json(engine.to_json(log)), audience)
        plotted.add(carried_on["points"])
    assert len(plotted) > 10  # the VP moved in these games


@pytest.mark.django_db(databases=[])
def test_the_platform_fills_a_text_and_translates_derived_names():
    """The hook may return (text, params); a plain text still works (backwards compatible)."""
    from django.utils import translation

    from tabletop.rendering import _log_line

    ev = {"kind": "coup_attempt", "audience": "all", "side": "ussr", "country": "iran", "ops": 3, "free": False}
    with translation.override("en"):
        assert _log_line(GAME, ev, {0: "USSR", 1: "USA"}) == "USSR attempts a coup in Iran with 3 Ops."

    class PlainText(TwilightStruggle):
        def event_text(self, event):
            return "{side} in {country}"

    assert _log_line(PlainText(), ev, {}) == "ussr in iran"


def test_prompts_and_options_of_random_play_read_with_names():
    """Every prompt and option text met in random play, filled as the platform fills it, names
    cards and countries: no raw id such as "un_intervention" reaches a player."""
    from games.twilight_struggle.data import CARDS, COUNTRIES

    ids = {i for i in CARDS | COUNTRIES if "_" in i}
    for seed in range(10):
        for decision in random_play(GAME, GAME.setup([{}, {}], {}, seed), random.Random(seed), 300):
            for item in (decision.prompt, *decision.prompt.options):
                shown = item.text.format(**GAME.display_params(item.params))
                assert "{" not in shown and not any(i in shown for i in ids), shown


def test_every_country_name_is_marked_for_translation():
    """names.py marks exactly the data's country names (the extractor cannot read JSON)."""
    from games.twilight_struggle.data import COUNTRIES
    from games.twilight_struggle.names import COUNTRY_NAMES

    assert sorted(COUNTRY_NAMES) == sorted(c.name for c in COUNTRIES.values())


def test_every_card_name_is_marked_for_translation():
    from games.twilight_struggle.data import CARDS
    from games.twilight_struggle.names import CARD_NAMES

    assert sorted(CARD_NAMES) == sorted(c.name for c in CARDS.values())


def test_prompts_say_which_card_they_are_about():
    """A coup, a realignment or a placement names its card and Ops, not a bare "Choose a coup target"."""
    def asked(step):
        state = board("iran us=2; egypt us=1", phasing="ussr", pending=dict(step, side="ussr"))
        prompt = GAME.prompt(state, 0)
        return prompt.text.format(**{k: str(v) for k, v in GAME.display_params(prompt.params).items()})

    assert asked({"step": "coup", "card": "decolonization", "ops": 2, "bonuses": []}) == \
        "Coup with Decolonization (2 Ops): choose a target"
    assert asked({"step": "realign", "card": "nasser", "ops": True, "count": 2, "bonuses": []}) == \
        "Realign with Nasser: choose a target, 2 left"
    assert asked({"step": "place_influence", "count": 3, "why": "decolonization", "areas": ["africa"]}) == \
        "Decolonization: place influence, 3 left"
    assert asked({"step": "place_influence", "count": 6, "why": "setup", "areas": ["eastern_europe"]}) == \
        "Place influence: 6 left"


def test_the_recent_dice_carried_on_from_the_last_version_are_the_newest_rolls_of_the_whole_log():
    # recent_dice reads only the events after those it was last asked about for the same seat:
    # over whole games, each audience's dice at each version equal the newest rolls found by
    # walking a copy of its log back from the end.
    def walked_back(log):
        rolls, newer = [], None
        for ev in reversed(log):
            if ev["kind"] in drawn.DICE_EVENTS and not (
                    ev["kind"] == "die_rolled" and ev.get("why") in ("coup", "realign", "space")):
                if newer is None or not drawn.reports(newer, ev):  # a war's die is shown as the war
                    rolls.append(drawn._roll(ev))
                newer = ev
        return rolls[:drawn.RECENT_DICE]

    rolled = 0
    for audience, log in audience_logs(4):
        carried_on = drawn.recent_dice(log, audience)
        assert carried_on == walked_back(engine.from_json(engine.to_json(log)))
        rolled += len(carried_on) == drawn.RECENT_DICE
    assert rolled > 10  # dice were rolled in these games
