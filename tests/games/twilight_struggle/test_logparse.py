"""The log reader: every line kind of the format, and every fixture log read in full."""
from pathlib import Path

import pytest

from games.twilight_struggle import logparse
from games.twilight_struggle.logparse import LogError, parse, parse_line

LOGS = Path(__file__).resolve().parents[2] / "fixtures" / "twilight_struggle" / "logs"
LOG_FILES = sorted(LOGS.glob("tsreplayer_*.txt"))


def test_the_thirty_fixture_logs_are_present():
    assert len(LOG_FILES) == 30, f"expected the 30 logs in {LOGS}"


LINES = [
    ("USSR +2 in Iran [0][2]", "influence",
     {"side": "ussr", "delta": 2, "country": "Iran", "us": 0, "ussr": 2}),
    ("US -1 in Laos/Cambodia [0][3]", "influence",
     {"side": "us", "delta": -1, "country": "Laos/Cambodia", "us": 0, "ussr": 3}),
    ("Target: SE African States", "target", {"country": "SE African States"}),
    ("SUCCESS: 4 [ + 4 - 2x2 = 4 ]", "coup",
     {"success": True, "die": 4, "ops": 4, "mods": [], "stability": 2, "net": 4}),
    ("FAILURE: 1 [ + 2 - 2x2 = -1 ]", "coup",
     {"success": False, "die": 1, "ops": 2, "mods": [], "stability": 2, "net": -1}),
    ("SUCCESS: 6 [ + 1 (-2)  - 2x1 = 3 ]", "coup",
     {"success": True, "die": 6, "ops": 1, "mods": [-2], "stability": 1, "net": 3}),
    ("USSR rolls 6 (+1) = 7", "realign_roll", {"side": "ussr", "die": 6, "mod": 1, "total": 7}),
    ("US rolls 4", "realign_roll", {"side": "us", "die": 4, "mod": 0, "total": 4}),
    ("War in South Korea", "war", {"country": "South Korea"}),
    ("VICTORY: 5 >= 4", "war_roll", {"victory": True, "die": 5, "mod": 0, "needed": 4}),
    ("VICTORY: 6 (-1)  >= 4", "war_roll", {"victory": True, "die": 6, "mod": -1, "needed": 4}),
    ("DEFEAT: 3 (-2)  < 4", "war_roll", {"victory": False, "die": 3, "mod": -2, "needed": 4}),
    ("Die roll: 3 -- Success! (Needed 3 or less)", "space_roll",
     {"die": 3, "success": True, "needed": 3}),
    ("Die roll: 5 -- Failed! (Needed 4 or less)", "space_roll",
     {"die": 5, "success": False, "needed": 4}),
    ("US advances to 1 in the Space Race.", "space", {"side": "us", "box": 1}),
    ("USSR gains 2 VP. Score is USSR 2.", "vp", {"side": "ussr", "amount": 2, "score": -2}),
    ("US gains 5 VP. Score is US 4.", "vp", {"side": "us", "amount": 5, "score": 4}),
    ("USSR gains 1 VP. Score is even.", "vp", {"side": "ussr", "amount": 1, "score": 0}),
    ("No VP awarded. Score is USSR 1.", "vp", {"side": None, "amount": 0, "score": -1}),
    ("DEFCON degrades to 4", "defcon", {"value": 4, "improves": False}),
    ("DEFCON improves to 3", "defcon", {"value": 3, "improves": True}),
    ("USSR Military Ops to 4", "milops", {"side": "ussr", "value": 4}),
    ("Red Scare/Purge is now in play.", "in_play",
     {"card": "Red Scare/Purge", "starred": False, "active": True}),
    ("Formosan Resolution* is no longer in play.", "in_play",
     {"card": "Formosan Resolution", "starred": True, "active": False}),
    ("*RESHUFFLE*", "reshuffle", {}),
    ("USSR Headlines Nasser*", "headlines", {"side": "ussr", "card": "Nasser", "starred": True}),
    ("Event: \"Ask Not What Your Country...\"*", "event",
     {"card": "\"Ask Not What Your Country...\"", "starred": True}),
    ("Place Influence (3 Ops):", "ops", {"mode": "influence", "ops": 3}),
    ("Coup (4 Ops):", "ops", {"mode": "coup", "ops": 4}),
    ("Realignment (2 Ops):", "ops", {"mode": "realign", "ops": 2}),
    ("Space Race (3 Ops):", "ops", {"mode": "space", "ops": 3}),
    ("US reveals Red Scare/Purge", "reveal",
     {"side": "us", "card": "Red Scare/Purge", "starred": False, "from_hand": False}),
    ("USSR reveals NATO* from hand", "reveal",
     {"side": "ussr", "card": "NATO", "starred": True, "from_hand": True}),
    ("US discards \"Lone Gunman\"*", "discard",
     {"side": "us", "card": "\"Lone Gunman\"", "starred": True}),
    ("USSR plays Marshall Plan*", "plays", {"side": "ussr", "card": "Marshall Plan", "starred": True}),
    ("US returns Europe Scoring to USSR", "returns",
     {"side": "us", "card": "Europe Scoring", "starred": False, "to": "ussr"}),
    ("USSR chooses to participate in the Olympics", "olympics",
     {"side": "ussr", "participate": True}),
    ("USSR chooses to boycott the Olympics", "olympics", {"side": "ussr", "participate": False}),
    ("US chooses South America", "region", {"side": "us", "region": "South America"}),
    ("Trap Roll: 4 <= 4 -- Trap Escaped", "trap_roll", {"die": 4, "needed": 4, "escaped": True}),
    ("Trap Roll: 6 > 4 -- Trap Remains in Effect", "trap_roll",
     {"die": 6, "needed": 4, "escaped": False}),
    ("US has no cards to reveal", "nothing", {"side": "us", "verb": "reveal"}),
    ("USSR has no cards to discard", "nothing", {"side": "ussr", "verb": "discard"}),
    ("USSR wins by Victory Points", "result", {"side": "ussr", "how": "Victory Points"}),
    ("US wins by Final Scoring", "result", {"side": "us", "how": "Final Scoring"}),
]


@pytest.mark.parametrize("text,kind,data", LINES, ids=[line[0] for line in LINES])
def test_line_kinds(text, kind, data):
    line = parse_line(7, text)
    assert (line.number, line.kind, line.data) == (7, kind, data)


@pytest.mark.parametrize("text", [
    "USSR +2 in Iran", "Target:", "SUCCESS: 4 [ + 4 = 4 ]", "The USSR rolls 6", "Foo bar",
    "DEFCON degrades to", "Score is USSR 2.",
])
def test_an_unknown_line_is_an_error(text):
    with pytest.raises(LogError, match="unknown line"):
        parse_line(3, text)


def test_slug_and_score():
    assert logparse.slug("Red Scare/Purge") == "red_scare_purge"
    assert logparse.slug('"Ask Not What Your Country..."*') == "ask_not_what_your_country"
    assert logparse.slug("Laos/Cambodia") == "laos_cambodia"
    assert [logparse.score_value(t) for t in ("USSR 7", "US 4", "even")] == [-7, 4, 0]


HEAD = """SETUP: : Anna will play as USSR.
Boris will play as USA.
Handicap influence: US +2
Scenario: Standard
Optional Cards Added
Time per Player: 90 Minutes
USSR +4 in Poland [0][4]
USSR +1 in East Germany [0][4]
USSR +1 in Austria [0][1]
US +4 in West Germany [4][0]
US +4 in Italy [4][0]
US +1 in Iran [2][0]
"""


def test_setup_block():
    log = parse(HEAD)
    assert log.players == {"ussr": "Anna", "us": "Boris"}
    assert log.handicap == {"us": 2} and log.scenario == "Standard" and log.optional_cards
    assert log.time_limit == "90 Minutes"
    assert [(line["country"], line["delta"]) for line in log.setup.lines] == [
        ("Poland", 4), ("East Germany", 1), ("Austria", 1), ("West Germany", 4), ("Italy", 4),
        ("Iran", 1)]
    assert log.setup.facts.influence == {"Poland": (0, 4), "East Germany": (0, 4),
                                         "Austria": (0, 1), "West Germany": (4, 0),
                                         "Italy": (4, 0), "Iran": (2, 0)}


def test_setup_without_the_extra_colon():
    log = parse(HEAD.replace("SETUP: : Anna", "SETUP: Anna"))
    assert log.players["ussr"] == "Anna"


def test_a_round_with_event_then_ops_and_running_facts():
    log = parse(HEAD + """
Turn 1, Headline Phase: Nasser* & Defectors: USSR Headlines Nasser*
US Headlines Defectors
Event: Defectors

Turn 1, USSR AR1: Nuclear Test Ban: Coup (4 Ops):
Target: Iran
SUCCESS: 4 [ + 4 - 2x2 = 4 ]
US -2 in Iran [0][0]
USSR +2 in Iran [0][2]
USSR Military Ops to 4
DEFCON degrades to 4

Turn 1, US AR1: Suez Crisis*: Event: Suez Crisis*
US -1 in Israel [0][0]

Place Influence (3 Ops):
US +3 in France [3][0]
USSR gains 2 VP. Score is USSR 2.

Turn 2, Headline Phase: Red Scare/Purge & Mideast Scoring: DEFCON improves to 5
USSR Headlines Red Scare/Purge
US Headlines Mideast Scoring
""")
    setup, headline, coup, suez, headline2 = log.actions
    assert headline.headlines == {"ussr": "Nasser", "us": "Defectors"}
    assert headline.turn == 1 and [p.kind for p in headline.parts] == ["pre", "event"]
    assert (coup.turn, coup.side, coup.round, coup.card) == (1, "ussr", 1, "Nuclear Test Ban")
    assert [(p.kind, p.mode) for p in coup.parts] == [("ops", "coup")]
    assert [line.kind for line in coup.parts[0].lines] == [
        "ops", "target", "coup", "influence", "influence", "milops", "defcon"]
    assert coup.facts.influence["Iran"] == (0, 2) and coup.facts.changed == {"Iran"}
    assert coup.facts.milops == {"ussr": 4, "us": 0} and coup.facts.defcon == 4
    assert not coup.facts.vp_stated and coup.facts.vp == 0
    assert suez.starred and [(p.kind, p.card, p.mode) for p in suez.parts] == [
        ("event", "Suez Crisis", None), ("ops", None, "influence")]
    assert suez.facts.vp == -2 and suez.facts.vp_stated
    assert suez.facts.changed == {"Israel", "France"}
    # The Military Ops track restarts each turn; the reset is not logged.
    assert headline2.facts.milops == {"ussr": 0, "us": 0} and headline2.facts.defcon == 5
    assert headline2.lines[0].kind == "defcon"  # the line merged onto the header


def test_merged_header_lines_and_trap_discards_and_empty_rounds():
    log = parse(HEAD + """
Turn 1, Headline Phase: A & B: USSR Headlines A
US Headlines B

Turn 1, US AR1: The China Card: Formosan Resolution* is no longer in play.
Place Influence (4 Ops):
US +4 in Japan [5][0]

Turn 1, USSR AR2: NATO*: USSR discards NATO*
Trap Roll: 6 > 4 -- Trap Remains in Effect

Turn 1, US AR2: :

Turn 1, US AR3: Indo-Pakistani War: USSR gains 2 VP. Score is USSR 2.
Event: Indo-Pakistani War

: :
""")
    china, trap, empty, flower, end = log.actions[2:]
    assert [p.kind for p in china.parts] == ["pre", "ops"]
    assert china.parts[0].lines[0].kind == "in_play"
    assert china.card == "The China Card" and not china.starred
    assert [(p.kind, p.card) for p in trap.parts] == [("discard", "NATO")]
    assert empty.card is None and empty.parts == []
    assert [p.kind for p in flower.parts] == ["pre", "event"] and flower.facts.vp == -2
    assert end.kind == "end"


def test_a_twice_printed_event_is_one_part():
    log = parse(HEAD + """
Turn 1, Headline Phase: A & B: USSR Headlines A
US Headlines B

Turn 1, US AR1: Warsaw Pact Formed*: Place Influence (3 Ops):
US +3 in Zaire [3][0]

Event: Warsaw Pact Formed*
Event: Warsaw Pact Formed*
USSR +2 in Poland [0][6]
""")
    round_ = log.actions[-1]
    assert [p.kind for p in round_.parts] == ["ops", "event"]
    assert len(round_.parts[1].lines) == 3


def test_cleanup_takes_its_turn_from_context():
    log = parse(HEAD + """
Turn 3, Headline Phase: A & B: USSR Headlines A
US Headlines B

Turn 9, Cleanup: USSR gains 1 VP. Score is US 5.
Containment* is no longer in play.
""")
    cleanup = log.actions[-1]
    assert cleanup.kind == "cleanup" and cleanup.turn == 3
    assert cleanup.header["printed_turn"] == 9 and cleanup.facts.vp == 5


def test_single_card_headline_and_a_truncated_last_header():
    log = parse(HEAD + """
Turn 1, Headline Phase: Grain Sales To Soviets: DEFCON improves to 3
US Headlines Grain Sales To Soviets

Turn 1, USSR AR1: Asia Scoring:
""")
    headline, last = log.actions[1:]
    assert headline.headlines == {"us": "Grain Sales To Soviets"}
    assert last.truncated and last.card == "Asia Scoring" and last.parts == []


def test_a_last_headline_with_one_card_or_one_event_is_truncated():
    log = parse(HEAD + "\nTurn 1, Headline Phase: Grain Sales To Soviets: DEFCON improves to 3\n"
                       "US Headlines Grain Sales To Soviets\n")
    assert log.actions[-1].truncated
    one_event = parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\n"
                             "Event: A\n")
    assert one_event.actions[-1].truncated
    full = parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\n"
                        "Event: A\nEvent: B\n")
    assert not full.actions[-1].truncated
    defectors = parse(HEAD + "\nTurn 1, Headline Phase: A & Defectors: USSR Headlines A\n"
                             "US Headlines Defectors\nEvent: Defectors\n")
    assert not defectors.actions[-1].truncated


def test_a_truncated_header_must_be_the_last_line():
    with pytest.raises(LogError, match="after an action header with no action"):
        parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\n"
                     "\nTurn 1, USSR AR1: Asia Scoring:\nUSSR gains 1 VP. Score is USSR 1.\n")


def test_headline_header_must_match_the_headlines():
    with pytest.raises(LogError, match="header's cards differ"):
        parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines C\n")


def test_contradictory_totals_are_an_error():
    with pytest.raises(LogError, match="disagree"):
        parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\n"
                     "Event: B\nUSSR +1 in Poland [0][6]\n")


def test_an_unknown_line_inside_a_log_names_its_number():
    with pytest.raises(LogError, match="line 15: unknown line"):
        parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUSSR ponders\n")


def test_a_round_from_another_turn_is_an_error():
    with pytest.raises(LogError, match="outside turn"):
        parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\n"
                     "\nTurn 2, USSR AR1: :\n")


@pytest.mark.parametrize("path", LOG_FILES, ids=[p.stem for p in LOG_FILES])
def test_every_fixture_log_reads_in_full(path):
    text = path.read_text(encoding="utf-8")
    log = parse(text)
    # Every non-blank line is a header (merged lines share its number) or one action line.
    numbers = set()
    for action in log.actions:
        numbers.add(action.header.number)
        numbers.update(line.number for line in action.lines)
        if action.kind == "round":
            assert [line for part in action.parts for line in part.lines] == action.lines
    rows = [n for n, row in enumerate(text.splitlines(), 1) if row.strip()]
    setup_rows = [n for n in rows if n < log.actions[1].header.number]
    assert numbers | set(setup_rows) == set(rows)
    turns = [a.turn for a in log.actions]
    assert turns == sorted(turns) and turns[-1] <= 10
    assert all(a.facts is not None for a in log.actions)
    assert set(log.players) == {"ussr", "us"}


def test_logs_16_and_43_are_the_same_game():
    assert (LOGS / "tsreplayer_16.txt").read_bytes() == (LOGS / "tsreplayer_43.txt").read_bytes()


def test_known_facts_of_log_14():
    log = logparse.read(LOGS / "tsreplayer_14.txt")
    assert log.handicap == {"us": 2}
    first = log.actions[2]
    assert first.where == "T1 USSR AR1 (Nuclear Test Ban)"
    assert first.facts.influence["Iran"] == (0, 2) and first.facts.defcon == 4
    # Space Race box 1 for the USSR in turn 1, AR3.
    norad = next(a for a in log.actions if a.card == "NORAD")
    assert norad.facts.space == {"ussr": 1, "us": 0} and norad.facts.vp == -2
    assert log.actions[-1].truncated and log.result is None


def test_the_two_logs_with_a_result():
    results = {p.stem: logparse.read(p).result for p in LOG_FILES}
    won = {stem: (r["side"], r["how"]) for stem, r in results.items() if r is not None}
    assert won == {"tsreplayer_26": ("ussr", "Victory Points"),
                   "tsreplayer_30": ("us", "Final Scoring")}


@pytest.mark.parametrize("line,why", [
    ("SUCCESS: 4 [ + 4 - 2x2 = 5 ]", "the coup's sum is wrong"),
    ("FAILURE: 6 [ + 4 - 2x2 = 6 ]", "the coup's sum is wrong"),
    ("USSR rolls 6 (+1) = 6", "the realignment roll's sum is wrong"),
    ("Die roll: 4 -- Success! (Needed 3 or less)", "the space race roll contradicts its result"),
    ("VICTORY: 4 (-1)  >= 4", "the war roll contradicts its result"),
    ("Trap Roll: 5 <= 4 -- Trap Escaped", "the trap roll contradicts its result"),
])
def test_a_die_line_that_contradicts_itself_is_an_error(line, why):
    with pytest.raises(LogError, match=why):
        parse(HEAD + "\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\n"
                     "Event: A\n" + line + "\n")


def test_a_score_must_follow_from_the_vp_gained_within_a_turn():
    turn = ("\nTurn 1, Headline Phase: A & B: USSR Headlines A\nUS Headlines B\nEvent: A\n"
            "USSR gains 2 VP. Score is USSR 2.\nEvent: B\n")
    assert parse(HEAD + turn + "US gains 1 VP. Score is USSR 1.\n").actions[-1].facts.vp == -1
    with pytest.raises(LogError, match="does not follow"):
        parse(HEAD + turn + "US gains 1 VP. Score is USSR 3.\n")
    # The unprinted end-of-turn Military Ops VP: a new turn's first score stands on its own.
    log = parse(HEAD + turn + "\nTurn 2, Headline Phase: A & B: USSR Headlines A\n"
                              "US Headlines B\nEvent: A\nUS gains 1 VP. Score is US 3.\n")
    assert log.actions[-1].facts.vp == 3
