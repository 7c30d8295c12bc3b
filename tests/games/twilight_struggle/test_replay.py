"""Replays of recorded games: every fixture log, move by move, with the log's dice.

A log the engine replays in full passes. A log that cannot pass because of a defect of the
record itself is skipped, with the reason (SKIPPED; none so far: the known defects, such as
the unlogged hands and end-of-turn Military Ops VP, the wrong Cleanup turn numbers and the
exports cut short, are handled by the reader and the replay). A log blocked by the engine (a
rules difference, see each reason) is a strict xfail whose reason is the exact first
disagreement (BLOCKED): it turns red once the engine gets past that point, so the entry must
then be updated (`python -m games.twilight_struggle.replay LOG` prints the new one).
"""
from pathlib import Path

import pytest

from games.twilight_struggle import logparse, replay
from games.twilight_struggle.replay import Replay, card_use, expect, hand_plans
from tests.games.twilight_struggle.test_logparse import HEAD

LOGS = Path(__file__).resolve().parents[2] / "fixtures" / "twilight_struggle" / "logs"
LOG_FILES = sorted(LOGS.glob("tsreplayer_*.txt"))

# Logs that cannot replay because the record itself is wrong: name -> why.
SKIPPED: dict[str, str] = {}

# Logs blocked by the engine: name -> the first disagreement (the replay's message).
BLOCKED: dict[str, str] = {
}


def _param(path: Path):
    name = path.name
    if name in SKIPPED:
        return pytest.param(path, id=path.stem, marks=pytest.mark.skip(reason=SKIPPED[name]))
    if name in BLOCKED:
        return pytest.param(path, id=path.stem,
                            marks=pytest.mark.xfail(strict=True, reason=BLOCKED[name]))
    return pytest.param(path, id=path.stem)


@pytest.mark.parametrize("path", [_param(p) for p in LOG_FILES])
def test_replay_log(path):
    outcome = replay.replay_file(path)
    if path.name in BLOCKED:
        # Strict on the exact disagreement: once the engine gets past it (the log passes, or
        # stops later), this passes and the strict xfail turns red: update BLOCKED.
        assert outcome.ok or outcome.message != BLOCKED[path.name], outcome.message
        return
    assert outcome.ok, outcome.message


def test_all_thirty_logs_are_parametrised():
    assert len(LOG_FILES) == 30
    assert set(SKIPPED) | set(BLOCKED) <= {p.name for p in LOG_FILES}


# --------------------------------------------------------------------------- the machinery

SETUP = HEAD  # the setup block of a log, with its free placements and the bid


def test_setup_placements_and_bid_replay():
    outcome = Replay(logparse.parse(SETUP), "setup").run()
    assert outcome.ok and outcome.actions == 1, outcome.message


def test_a_wrong_total_is_reported_with_both_sides():
    outcome = Replay(logparse.parse(SETUP.replace("Poland [0][4]", "Poland [0][5]")), "bad").run()
    assert not outcome.ok
    assert outcome.message.startswith("setup (line 1): ")
    assert "influence in" in outcome.message and "engine US" in outcome.message
    assert "log US" in outcome.message


def test_placements_outside_the_rules_are_refused():
    # 7 free US influence go to Western Europe, the bid of 2 to countries already holding US
    # influence: none can reach Egypt.
    text = SETUP.replace("US +1 in Iran [2][0]", "US +1 in Egypt [1][0]")
    outcome = Replay(logparse.parse(text), "bad").run()
    assert not outcome.ok and "the log needs country:egypt" in outcome.message


def test_every_log_setup_replays():
    for path in LOG_FILES:
        log = logparse.read(path)
        log.actions, log.result = log.actions[:1], None
        outcome = Replay(log, path.name).run()
        assert outcome.ok, f"{path.name}: {outcome.message}"


GAME_START = replay.TwilightStruggle().setup([{}, {}], {}, 0)["board"]["influence"]


def _round(text: str) -> logparse.Action:
    log = logparse.parse(SETUP + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\n"
                                 "US Headlines B\n\n" + text)
    return log.actions[-1]


def test_card_use_own_card_event_and_opponent_card_orders():
    own_event = _round("Turn 1, USSR AR1: Decolonization: Event: Decolonization\n"
                       "USSR +1 in Angola [0][1]\n")
    assert card_use(own_event) == ("event", None)
    ops_first = _round("Turn 1, USSR AR1: Duck and Cover: Coup (3 Ops):\nTarget: Iran\n"
                       "FAILURE: 1 [ + 3 - 2x2 = 0 ]\n\nEvent: Duck and Cover\n")
    assert card_use(ops_first) == ("coup", "ops_first")
    # CIA Created played by the USSR: the event (1 op for the US) first, then the USSR's ops.
    event_first = _round("Turn 1, USSR AR1: CIA Created*: Event: CIA Created*\n"
                         "Place Influence (1 Ops):\nUS +1 in Iraq [1][1]\n\n"
                         "Realignment (1 Ops):\nTarget: Iran\nUSSR rolls 2\nUS rolls 2 (+2) = 4\n")
    assert card_use(event_first) == ("realign", "event_first")
    space = _round("Turn 1, US AR1: Fidel*: Space Race (2 Ops):\n"
                   "Die roll: 4 -- Failed! (Needed 3 or less)\n")
    assert card_use(space) == ("space", None)


def test_expectations_dice_in_order_and_ranges():
    action = _round("Turn 1, US AR1: Olympic Games: Realignment (2 Ops):\nTarget: Iraq\n"
                    "USSR rolls 1\nUS rolls 5 (+1) = 6\nUSSR -1 in Iraq [0][0]\nTarget: Syria\n"
                    "USSR rolls 3\nUS rolls 3\n")
    from games.twilight_struggle.testing import GAME
    state = GAME.setup([{}, {}], {}, 0)
    exp = expect(action, state["board"]["influence"])
    assert exp.dice == [("realign", {"ussr": 1, "us": 5}), ("realign", {"ussr": 3, "us": 3})]
    assert exp.targets == ["iraq", "syria"]
    assert exp.ranges == {("iraq", "ussr"): (0, 1)} and exp.final == {"iraq": (0, 0)}


def test_olympic_dice_are_hidden_unless_boycotted():
    from games.twilight_struggle.testing import GAME
    state = GAME.setup([{}, {}], {}, 0)
    held = _round("Turn 1, US AR1: Olympic Games: Event: Olympic Games\n"
                  "USSR chooses to participate in the Olympics\nUS gains 2 VP. Score is US 2.\n")
    boycott = _round("Turn 1, US AR1: Olympic Games: Event: Olympic Games\n"
                     "USSR chooses to boycott the Olympics\nDEFCON degrades to 4\n")
    assert expect(held, state["board"]["influence"]).hidden == [(0, 2)]
    assert expect(boycott, state["board"]["influence"]).hidden == []


def test_hand_plans_hold_the_rest_of_the_turn():
    log = logparse.parse(SETUP + """
Turn 1, Headline Phase: Nasser* & Defectors: USSR Headlines Nasser*
US Headlines Defectors
Event: Defectors

Turn 1, USSR AR1: Five Year Plan: Place Influence (3 Ops):
USSR +3 in India [0][3]

Event: Five Year Plan
USSR discards Romanian Abdication*

Turn 1, US AR1: The China Card: Place Influence (4 Ops):
US +4 in Japan [5][0]

Turn 2, Headline Phase: Fidel* & NATO*: DEFCON improves to 5
USSR Headlines Fidel*
US Headlines NATO*
""")
    plans = hand_plans(log)
    headline, fyp, china, headline2 = log.actions[1:]
    assert plans[(headline.header.number, "ussr")] == ["nasser", "five_year_plan",
                                                       "romanian_abdication"]
    assert plans[(fyp.header.number, "ussr")] == ["five_year_plan", "romanian_abdication"]
    assert plans[(china.header.number, "us")] == []  # the China Card is never in a hand
    assert plans[(headline2.header.number, "us")] == ["nato"]


def test_a_card_both_sides_play_is_held_by_the_first():
    log = logparse.parse(SETUP + """
Turn 4, Headline Phase: Missile Envy & Duck and Cover: USSR Headlines Missile Envy
US Headlines Duck and Cover
Event: Duck and Cover
DEFCON degrades to 4
US gains 1 VP. Score is US 1.

Event: Missile Envy
US reveals NATO*

Turn 4, USSR AR1: NATO*: Place Influence (4 Ops):
USSR +4 in Poland [0][8]

Turn 4, US AR1: Missile Envy: Place Influence (2 Ops):
US +2 in Japan [3][0]
""")
    plans = hand_plans(log)
    headline = log.actions[1]
    assert plans[(headline.header.number, "ussr")] == ["missile_envy"]
    assert plans[(headline.header.number, "us")] == ["duck_and_cover", "nato"]
    us_round = log.actions[-1]
    assert plans[(us_round.header.number, "us")] == ["missile_envy"]


MADE_UP = LOGS.parent / "made_up_turn.txt"


def test_a_whole_turn_replays():
    """Headline, six rounds each (influence, coup, space race, realignment), the unlogged
    end-of-turn Military Ops VP (USSR +3, US +2) confirmed by the next printed score."""
    outcome = replay.replay_file(MADE_UP)
    assert outcome.ok and outcome.actions == 15, outcome.message


@pytest.mark.parametrize("old,new,expected", [
    ("USSR gains 3 VP. Score is USSR 2.\n\nEvent: Europe Scoring\nNo VP awarded. Score is USSR 2.",
     "USSR gains 3 VP. Score is USSR 1.\n\nEvent: Europe Scoring\nNo VP awarded. Score is USSR 1.",
     "T2 headline (line 78): VP: engine USSR 2, log USSR 1"),
    ("USSR gains 3 VP. Score is USSR 2.\n\nEvent: Europe Scoring\nNo VP awarded. Score is USSR 2.",
     "USSR gains 4 VP. Score is USSR 3.\n\nEvent: Europe Scoring\nUS gains 1 VP. Score is USSR 2.",
     "T2 headline (line 78): VP: the log prints USSR 3, the engine goes US 1, USSR 2"),
    ("USSR Military Ops to 1", "USSR Military Ops to 2",
     "T1 USSR AR2 (Nasser) (line 30): Military Ops: engine USSR 1 US 0, log USSR 2 US 0"),
    ("DEFCON degrades to 3", "DEFCON degrades to 2",
     "T1 USSR AR2 (Nasser) (line 30): DEFCON: engine 3, log 2"),
    ("US advances to 1 in the Space Race.", "US advances to 2 in the Space Race.",
     "T1 US AR2 (NORAD) (line 38): Space Race: engine USSR 0 US 1, log USSR 0 US 2"),
    ("USSR +1 in Syria [0][2]", "USSR +1 in Chile [0][1]",
     "T1 USSR AR4 (Fidel) (line 59): USSR ts.place_influence (fidel): the log needs country:chile"),
    ("US gains 2 VP. Score is US 2.\n", "",
     "T1 US AR2 (NORAD) (line 38): VP: the engine changes the score (US +2 (space)), the log "
     "prints no VP change"),
    ("SUCCESS: 6 [ + 1 - 2x2 = 3 ]", "SUCCESS: 5 [ + 1 - 2x2 = 2 ]",
     "T1 USSR AR2 (Nasser) (line 30): influence in Iran: engine US 0 USSR 0 (last changed by "
     "coup), log US 0 USSR 1"),
])
def test_a_changed_fact_is_the_first_disagreement(tmp_path, old, new, expected):
    text = MADE_UP.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "changed.txt"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    outcome = replay.replay_file(path)
    assert not outcome.ok
    assert outcome.message.startswith(expected), outcome.message


def test_command_line_prints_a_line_per_log_and_a_total(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text(MADE_UP.read_text(encoding="utf-8").replace(
        "US +2 in West Germany [6][0]", "US +2 in Angola [2][0]"), encoding="utf-8")
    assert replay.main([str(MADE_UP), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "made_up_turn.txt: OK (15 actions)"
    assert out[1].startswith("bad.txt: T1 US AR6 (Independent Reds) (line 75): ")
    assert out[2] == "1 passed, 1 failed"


def test_choice_hints_follow_the_lines():
    action = _round("Turn 1, US AR1: Olympic Games: Event: Olympic Games\n"
                    "USSR chooses to boycott the Olympics\nDEFCON degrades to 4\n"
                    "Place Influence (4 Ops):\nUS +4 in Japan [5][0]\n")
    assert replay.choice_hints(action) == ["boycott", "4", "degrade", "influence", "japan"]
    grain = _round("Turn 1, US AR1: Grain Sales To Soviets: Event: Grain Sales To Soviets\n"
                   "US returns Europe Scoring to USSR\nUS chooses Europe\n")
    assert replay.choice_hints(grain) == ["return", "europe"]


def test_where_cards_named_by_events_come_from():
    un = _round("Turn 1, USSR AR1: UN Intervention: Event: UN Intervention\n"
                "USSR plays Marshall Plan*\nCoup (4 Ops):\nTarget: Iran\n"
                "SUCCESS: 5 [ + 4 - 2x2 = 5 ]\nUS -2 in Iran [0][0]\nUSSR +3 in Iran [0][3]\n")
    grain = _round("Turn 1, US AR1: Grain Sales To Soviets: Event: Grain Sales To Soviets\n"
                   "USSR reveals NORAD*\nUS plays NORAD*\n")
    assert replay.holder_of(un, un.of("plays")[0]) == "ussr"  # its own card
    assert replay.holder_of(grain, grain.of("plays")[0]) == "ussr"  # taken from the USSR
    salt = _round("Turn 1, US AR1: SALT Negotiations*: Event: SALT Negotiations*\n"
                  "DEFCON improves to 5\nUS reveals Junta\n")
    stars = _round("Turn 1, US AR1: Star Wars*: Event: Star Wars*\nEvent: Brush War\n"
                   "War in Libya\nDEFEAT: 1 < 3\nUS Military Ops to 3\n")
    tehran = _round("Turn 1, US AR1: Our Man in Tehran*: Event: Our Man in Tehran*\n"
                    "US discards Africa Scoring\n")
    envy = _round("Turn 1, USSR AR1: Missile Envy: Event: Missile Envy\nUS reveals NORAD*\n"
                  "Event: NORAD*\n")
    assert [line["card"] for line in replay.from_discard(salt)] == ["Junta"]
    assert [line["card"] for line in replay.from_discard(stars)] == ["Brush War"]
    assert [line["card"] for line in replay.from_deck(tehran)] == ["Africa Scoring"]
    assert replay.envied(envy) == [("us", "norad")]
    assert expect(tehran, GAME_START).picks == []  # chosen, not a random pick
    fyp = _round("Turn 1, USSR AR1: Five Year Plan: Event: Five Year Plan\n"
                 "USSR discards Romanian Abdication*\n")
    assert expect(fyp, GAME_START).picks == ["romanian_abdication"]


def test_an_unknown_card_or_country_name_is_reported(tmp_path):
    path = tmp_path / "odd.txt"
    path.write_text(MADE_UP.read_text(encoding="utf-8").replace("Korean War*", "Korea War*")
                    .replace("Philippines [2][0]", "Manila [1][0]"), encoding="utf-8")
    outcome = replay.replay_file(path)
    assert not outcome.ok and outcome.status == "unreadable"
    assert outcome.message == "unreadable at line 57: unknown country: 'Manila'"


# --------------------------------------------------------------------------- damaged exports


def _damaged(tmp_path, text: str):
    path = tmp_path / "damaged.txt"
    path.write_text(text, encoding="utf-8")
    return replay.replay_file(path)


def _until(line: int) -> str:
    """The made-up log's first `line` lines, as an export that stops there."""
    return "\n".join(MADE_UP.read_text(encoding="utf-8").splitlines()[:line]) + "\n"


def test_damaged_export__a_last_line_naming_only_the_operation_is_truncated(tmp_path):
    """The export stops after "Turn 1, USSR AR2: Nasser*: Coup (1 Ops):": what precedes replays,
    and the log is reported truncated there, not as a disagreement."""
    outcome = _damaged(tmp_path, _until(30))
    assert outcome.ok and outcome.status == "truncated" and outcome.actions == 4
    assert outcome.line() == "damaged.txt: OK (4 actions; truncated at line 30: the export stops in " \
                             "T1 USSR AR2 (Nasser))"


def test_damaged_export__an_owed_event_line_that_never_came_is_truncated(tmp_path):
    """A last round plays the US's Truman Doctrine for Ops and stops before the event it owes
    (in the engine the US then clears Austria): truncated there, not a disagreement."""
    text = _until(29) + "\nTurn 1, USSR AR2: Truman Doctrine*: Place Influence (1 Ops):\nUSSR +1 in Iraq [0][2]\n"
    outcome = _damaged(tmp_path, text)
    assert outcome.ok and outcome.status == "truncated" and outcome.actions == 4, outcome.message
    assert outcome.message == "truncated at line 32: the export stops before the event Truman Doctrine owes"


def test_damaged_export__two_merged_lines_are_unreadable_at_that_line(tmp_path):
    """Two lines glued into one (line 27): the replay stops there, reported unreadable at that
    line (neither passed nor failed); the actions before it replayed."""
    text = MADE_UP.read_text(encoding="utf-8").replace(
        "US +2 in Japan [3][0]\nUS +2 in South Korea [3][0]", "US +2 in Japan [3][0]US +2 in South Korea [3][0]")
    outcome = _damaged(tmp_path, text)
    assert not outcome.ok and outcome.status == "unreadable" and outcome.actions == 3
    assert outcome.message.startswith("unreadable at line 27: unknown country: 'Japan [3][0]US +2")


def test_damaged_export__a_final_score_glued_to_the_empty_header_is_unreadable(tmp_path):
    """A final-scoring line merged onto the empty ": :" header after the last action: every
    action replays and the log is reported unreadable at that line."""
    text = MADE_UP.read_text(encoding="utf-8") + "\n: :USSR gains 2 VP. Score is USSR 4.\n"
    outcome = _damaged(tmp_path, text)
    assert outcome.status == "unreadable" and outcome.actions == 15
    assert outcome.message.startswith("unreadable at line 87: ")


def test_damaged_export__a_dropped_word_is_unreadable_at_that_line(tmp_path):
    """A line missing a word ("Target:" without its country, as a Chernobyl line without its
    region): unreadable at that line, the action it belongs to not held against the engine."""
    text = MADE_UP.read_text(encoding="utf-8").replace("Target: Iran", "Target:")
    outcome = _damaged(tmp_path, text)
    assert outcome.status == "unreadable" and outcome.actions == 4
    assert outcome.message.startswith("unreadable at line 31: ")
    with pytest.raises(logparse.LogError):
        logparse.parse_line(5, "US chooses")


def test_damaged_export__a_real_disagreement_in_a_last_round_is_still_reported(tmp_path):
    """An export that stops after a complete round the engine disagrees with: the disagreement
    is reported exactly as anywhere else."""
    text = _until(25).replace("USSR +2 in Afghanistan [0][2]", "USSR +2 in Chile [0][2]")
    outcome = _damaged(tmp_path, text)
    assert not outcome.ok and outcome.status == ""
    assert outcome.message.startswith("T1 USSR AR1 (Vietnam Revolts) (line 23): "), outcome.message


def test_command_line_counts_unreadable_logs_apart(tmp_path, capsys):
    merged = tmp_path / "merged.txt"
    merged.write_text(MADE_UP.read_text(encoding="utf-8").replace(
        "US +2 in Japan [3][0]\nUS +2 in South Korea [3][0]", "US +2 in Japan [3][0]US +2 in South Korea [3][0]"),
        encoding="utf-8")
    assert replay.main([str(MADE_UP), str(merged)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 passed, 0 failed, 1 unreadable"


def test_damaged_export__the_first_damaged_line_is_reported(tmp_path):
    """An unknown country early and a merged line later: the log stops at the first (line 27),
    so the replay never meets the name it does not know."""
    text = MADE_UP.read_text(encoding="utf-8").replace("US +2 in Japan [3][0]", "US +2 in Nippon [3][0]").replace(
        "Target: Iran", "Target:")
    outcome = _damaged(tmp_path, text)
    assert outcome.status == "unreadable" and outcome.message == "unreadable at line 27: unknown country: 'Nippon'"
