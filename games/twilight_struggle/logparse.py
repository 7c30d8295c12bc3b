"""Reader for the plain-text Twilight Struggle game logs (the "tsreplayer" export format).

A log is a sequence of blocks: the setup, then per turn a headline block and one block per
action round, each introduced by a header line. `parse(text)` turns it into a `GameLog`: the
setup facts, and a list of `Action`s, each holding its parsed lines and the board the log
shows after it (`Facts`). Every line must be understood: an unknown line raises `LogError`,
so a new line kind is noticed instead of silently dropped. So does a log that contradicts
itself: influence totals that do not follow from the earlier ones, die lines whose sums or
results are wrong.

Conventions: sides are "ussr" and "us"; VP is one signed number, positive for the US (as in
the rules digest); card and country names are kept as printed (a card's trailing "*", the
removal mark, is dropped and kept apart as `starred`). `slug` turns a name into an id.

Known gaps of the format (hands, draws, the turn-start Military Ops reset and most end-of-turn
Military Ops VP are not logged) are reflected in `Facts`: values the log does not state are
carried over from the last statement, and `vp_stated` says whether a score was printed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

SIDES = {"USSR": "ussr", "US": "us", "USA": "us"}
_SIDE = r"(USSR|US)"


class LogError(ValueError):
    """A line the reader does not understand, or a log that contradicts itself."""

    def __init__(self, number: int, text: str, why: str):
        super().__init__(f"line {number}: {why}: {text!r}")
        self.number = number
        self.text = text
        self.why = why


def slug(name: str) -> str:
    """An id from a printed name: "Red Scare/Purge" -> "red_scare_purge"."""
    name = name.strip().rstrip("*").lower().replace("...", "").replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", name).strip("_")


def card_name(printed: str) -> tuple[str, bool]:
    """The card name without the removal star, and whether the star was there."""
    printed = printed.strip()
    return (printed[:-1], True) if printed.endswith("*") else (printed, False)


def score_value(text: str) -> int:
    """"USSR 7" -> -7, "US 4" -> 4, "even" -> 0 (positive favours the US)."""
    if text == "even":
        return 0
    side, amount = text.split(" ")
    return int(amount) if SIDES[side] == "us" else -int(amount)


# --------------------------------------------------------------------------- lines


@dataclass(frozen=True)
class Line:
    """One log line: its 1-based number, its kind and the facts it states."""

    number: int
    kind: str
    text: str
    data: dict = field(default_factory=dict)

    def __getitem__(self, key):
        return self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)


def _card(printed: str) -> dict:
    name, starred = card_name(printed)
    return {"card": name, "starred": starred}


def _ops_mode(match: re.Match) -> dict:
    mode = {"Place Influence": "influence", "Coup": "coup", "Realignment": "realign",
            "Space Race": "space"}[match[1]]
    return {"mode": mode, "ops": int(match[2])}


def _coup(match: re.Match) -> dict:
    mods = [int(m) for m in re.findall(r"\(([+-]\d+)\)", match[4] or "")]
    return {"success": match[1] == "SUCCESS", "die": int(match[2]), "ops": int(match[3]),
            "mods": mods, "stability": int(match[5]), "net": int(match[6])}


def _vp(match: re.Match) -> dict:
    side = SIDES[match[1]] if match[1] else None
    amount = int(match[2]) if match[2] else 0
    return {"side": side, "amount": amount, "score": score_value(match[3])}


# (kind, pattern, fields builder). Order matters only where patterns overlap.
_PATTERNS: list[tuple[str, re.Pattern, object]] = [
    ("influence", re.compile(_SIDE + r" ([+-]\d+) in (.+) \[(\d+)\]\[(\d+)\]"),
     lambda m: {"side": SIDES[m[1]], "delta": int(m[2]), "country": m[3],
                "us": int(m[4]), "ussr": int(m[5])}),
    ("target", re.compile(r"Target: (.+)"), lambda m: {"country": m[1]}),
    ("coup", re.compile(r"(SUCCESS|FAILURE): (\d+) \[ \+ (\d+)((?: \([+-]\d+\))*) +- 2x(\d+) "
                        r"= (-?\d+) \]"), _coup),
    ("realign_roll", re.compile(_SIDE + r" rolls (\d+)(?: \(([+-]\d+)\) = (\d+))?"),
     lambda m: {"side": SIDES[m[1]], "die": int(m[2]), "mod": int(m[3] or 0),
                "total": int(m[4] or m[2])}),
    ("war", re.compile(r"War in (.+)"), lambda m: {"country": m[1]}),
    ("war_roll", re.compile(r"(VICTORY|DEFEAT): (\d+)(?: \(([+-]\d+)\))? +(>=|<) (\d+)"),
     lambda m: {"victory": m[1] == "VICTORY", "die": int(m[2]), "mod": int(m[3] or 0),
                "needed": int(m[5])}),
    ("space_roll", re.compile(r"Die roll: (\d+) -- (Success|Failed)! \(Needed (\d+) or less\)"),
     lambda m: {"die": int(m[1]), "success": m[2] == "Success", "needed": int(m[3])}),
    ("space", re.compile(_SIDE + r" advances to (\d+) in the Space Race\."),
     lambda m: {"side": SIDES[m[1]], "box": int(m[2])}),
    ("vp", re.compile(r"(?:" + _SIDE + r" gains (\d+) VP|No VP awarded)\. Score is "
                      r"(USSR \d+|US \d+|even)\."), _vp),
    ("defcon", re.compile(r"DEFCON (degrades|improves) to (\d)"),
     lambda m: {"value": int(m[2]), "improves": m[1] == "improves"}),
    ("milops", re.compile(_SIDE + r" Military Ops to (\d+)"),
     lambda m: {"side": SIDES[m[1]], "value": int(m[2])}),
    ("in_play", re.compile(r"(.+) is now in play\."), lambda m: {**_card(m[1]), "active": True}),
    ("in_play", re.compile(r"(.+) is no longer in play\."),
     lambda m: {**_card(m[1]), "active": False}),
    ("reshuffle", re.compile(r"\*RESHUFFLE\*"), lambda m: {}),
    ("headlines", re.compile(_SIDE + r" Headlines (.+)"),
     lambda m: {"side": SIDES[m[1]], **_card(m[2])}),
    ("event", re.compile(r"Event: (.+)"), lambda m: _card(m[1])),
    ("ops", re.compile(r"(Place Influence|Coup|Realignment|Space Race) \((\d+) Ops\):"),
     _ops_mode),
    ("reveal", re.compile(_SIDE + r" reveals (.+?)( from hand)?"),
     lambda m: {"side": SIDES[m[1]], **_card(m[2]), "from_hand": bool(m[3])}),
    ("discard", re.compile(_SIDE + r" discards (.+)"), lambda m: {"side": SIDES[m[1]], **_card(m[2])}),
    ("plays", re.compile(_SIDE + r" plays (.+)"), lambda m: {"side": SIDES[m[1]], **_card(m[2])}),
    ("returns", re.compile(_SIDE + r" returns (.+) to " + _SIDE),
     lambda m: {"side": SIDES[m[1]], **_card(m[2]), "to": SIDES[m[3]]}),
    ("olympics", re.compile(_SIDE + r" chooses to (participate in|boycott) the Olympics"),
     lambda m: {"side": SIDES[m[1]], "participate": m[2] == "participate in"}),
    ("region", re.compile(_SIDE + r" chooses (Europe|Asia|Middle East|Africa|Central America|"
                                  r"South America)"),
     lambda m: {"side": SIDES[m[1]], "region": m[2]}),
    ("trap_roll", re.compile(r"Trap Roll: (\d+) (<=|>) (\d+) -- Trap (Escaped|Remains in Effect)"),
     lambda m: {"die": int(m[1]), "needed": int(m[3]), "escaped": m[4] == "Escaped"}),
    ("nothing", re.compile(_SIDE + r" has no cards to (reveal|discard)"),
     lambda m: {"side": SIDES[m[1]], "verb": m[2]}),
    ("result", re.compile(_SIDE + r" wins by (Victory Points|Final Scoring)"),
     lambda m: {"side": SIDES[m[1]], "how": m[2]}),
]

_SETUP_PATTERNS: list[tuple[str, re.Pattern, object]] = [
    ("player", re.compile(r"(?:SETUP: (?:: )?)?(.+) will play as (USSR|USA)\."),
     lambda m: {"name": m[1], "side": SIDES[m[2]]}),
    ("handicap", re.compile(r"Handicap influence: " + _SIDE + r" \+(\d+)"),
     lambda m: {"side": SIDES[m[1]], "amount": int(m[2])}),
    ("scenario", re.compile(r"Scenario: (.+)"), lambda m: {"name": m[1]}),
    ("optional_cards", re.compile(r"Optional Cards Added"), lambda m: {}),
    ("time", re.compile(r"Time per Player: (\d+ (?:Minutes|Hours?|Days))"),
     lambda m: {"limit": m[1]}),
]

_ROUND = re.compile(r"Turn (\d+), " + _SIDE + r" AR(\d+): (.*)")
# Both headline cards in the order of the "Headlines" lines; once only the US headlined.
_HEADLINE = re.compile(r"Turn (\d+), Headline Phase: (.+?)(?: & (.+?))?: (.+)")
_CLEANUP = re.compile(r"Turn (\d+), Cleanup(?:: (.+))?")
_EMPTY_HEADER = ": :"


def parse_line(number: int, text: str, patterns=_PATTERNS) -> Line:
    """One body line; raises LogError if no known kind matches the whole line."""
    for kind, pattern, build in patterns:
        match = pattern.fullmatch(text)
        if match:
            return Line(number, kind, text, build(match))
    raise LogError(number, text, "unknown line")


# --------------------------------------------------------------------------- actions


@dataclass
class Facts:
    """What the log shows after an action. `influence` holds every country whose totals the
    log has stated so far, as {country: (us, ussr)}; countries never stated are still at their
    (unlogged) starting values. `milops` restarts at 0 each turn (the reset is not logged)."""

    influence: dict[str, tuple[int, int]]
    changed: set[str]
    vp: int
    vp_stated: bool
    defcon: int
    milops: dict[str, int]
    space: dict[str, int]


@dataclass
class Part:
    """A piece of an action round or headline: an event, an ops use, a trap discard, or the
    lines before either (kind "pre": lines merged onto the header, the "Headlines" lines)."""

    kind: str  # "pre" | "event" | "ops" | "discard"
    card: str | None = None
    mode: str | None = None  # for ops: influence | coup | realign | space
    ops: int | None = None   # the site's "(N Ops)" figure: not reliable (see the format notes)
    lines: list[Line] = field(default_factory=list)


@dataclass
class Action:
    """One step of the game as the log shows it.

    kind: "setup" (free placements), "headline", "round" (an action round; `card` None for an
    empty header, a skipped round), "cleanup" (the rare end-of-turn block) or "end" (a bare
    ": :" line). `lines` are the lines after the header (a line merged onto the header
    included); `parts` splits a round's lines (see `Part`). `truncated`: the export stops in
    this action (a round header naming only its card; a last round whose operation names its
    mode and nothing after it; a last headline with one card or one event).
    """

    kind: str
    turn: int | None
    header: Line
    side: str | None = None
    round: int | None = None
    card: str | None = None
    starred: bool = False
    headlines: dict[str, str] = field(default_factory=dict)  # side -> card, from "Headlines"
    printed: list[str] = field(default_factory=list)  # the headline header's card names
    truncated: bool = False
    lines: list[Line] = field(default_factory=list)
    parts: list[Part] = field(default_factory=list)
    facts: Facts | None = None

    @property
    def where(self) -> str:
        """A short human label, e.g. "T3 USSR AR2 (Blockade)" or "T1 headline"."""
        if self.kind == "round":
            return f"T{self.turn} {self.side.upper()} AR{self.round} ({self.card or 'no card'})"
        if self.kind == "headline":
            return f"T{self.turn} headline"
        if self.kind == "setup":
            return "setup"
        return self.kind if self.turn is None else f"T{self.turn} {self.kind}"

    def of(self, kind: str) -> list[Line]:
        return [line for line in self.lines if line.kind == kind]


@dataclass
class GameLog:
    players: dict[str, str]
    handicap: dict[str, int]
    scenario: str
    optional_cards: bool
    time_limit: str | None
    actions: list[Action]
    result: Line | None = None

    @property
    def setup(self) -> Action:
        return self.actions[0]


# --------------------------------------------------------------------------- the reader


def _header(number: int, text: str) -> tuple[Action, str | None] | None:
    """An action header, and the line merged onto it (or None)."""
    match = _ROUND.fullmatch(text)
    if match:
        turn, side, ar, rest = int(match[1]), SIDES[match[2]], int(match[3]), match[4]
        head = Line(number, "round_header", text, {"turn": turn, "side": side, "round": ar})
        action = Action("round", turn, head, side=side, round=ar)
        if rest == ":":  # "Turn 9, USSR AR8: :" - an unused or skipped round
            return action, None
        printed, colon, rest = rest.partition(": ")
        if not colon and printed.endswith(":"):
            # The card is named but nothing follows: the export stops here (checked by parse).
            action.card, action.starred = card_name(printed[:-1])
            action.truncated = True
            return action, None
        if not rest:
            raise LogError(number, text, "action header without an action")
        action.card, action.starred = card_name(printed)
        return action, rest
    match = _HEADLINE.fullmatch(text)
    if match:
        head = Line(number, "headline_header", text, {"turn": int(match[1])})
        printed = [card_name(name)[0] for name in (match[2], match[3]) if name]
        return Action("headline", int(match[1]), head, printed=printed), match[4]
    match = _CLEANUP.fullmatch(text)
    if match:
        # The printed turn number is wrong in every log that has it; it is set from context.
        head = Line(number, "cleanup_header", text, {"printed_turn": int(match[1])})
        return Action("cleanup", None, head), match[2]
    if text == _EMPTY_HEADER:
        return Action("end", None, Line(number, "end", text)), None
    return None


def _split_parts(action: Action) -> None:
    """Split a round's lines into its pieces: merged lines, event, ops, trap discard."""
    parts: list[Part] = []
    for line in action.lines:
        if line.kind == "event" and parts and parts[-1].kind == "event" and \
                len(parts[-1].lines) == 1 and parts[-1].card == line["card"]:
            pass  # the site sometimes prints "Event: X" twice in a row: one event
        elif line.kind == "event":
            parts.append(Part("event", card=line["card"]))
        elif line.kind == "ops":
            parts.append(Part("ops", mode=line["mode"], ops=line["ops"]))
        elif line.kind == "discard" and not parts and line.number == action.header.number:
            parts.append(Part("discard", card=line["card"]))  # paying for Quagmire/Bear Trap
        elif not parts:
            parts.append(Part("pre"))
        parts[-1].lines.append(line)
    action.parts = parts


def _check_headlines(action: Action) -> None:
    """The header names the cards in the order of the "Headlines" lines (usually USSR first)."""
    action.headlines = {line["side"]: line["card"] for line in action.of("headlines")}
    if [line["card"] for line in action.of("headlines")] != action.printed:
        raise LogError(action.header.number, action.header.text,
                       f"the header's cards differ from the headlines {action.headlines}")


def _headline_cut_short(action: Action) -> bool:
    """A last headline whose export stops early: one card named, or an event missing (the
    game ended in the headline, e.g. DEFCON 1). Defectors cancels the other event."""
    events = [p.card for p in action.parts if p.kind == "event"]
    if len(action.headlines) < 2:
        return True
    return "Defectors" not in events and len(events) < 2


def _round_cut_short(action: Action) -> bool:
    """A last round whose export stops after the operation's own line ("Coup (4 Ops):"):
    every use of Ops prints at least one line after it (a placement, a target, a die)."""
    return action.kind == "round" and bool(action.parts) and action.parts[-1].kind == "ops" \
        and len(action.parts[-1].lines) == 1


def _arithmetic(line: Line) -> str | None:
    """Why a line's own sums are wrong (a die result that contradicts itself), or None."""
    kind = line.kind
    if kind == "coup":
        net = line["die"] + line["ops"] + sum(line["mods"]) - 2 * line["stability"]
        if net != line["net"] or line["success"] != (net > 0):
            return "the coup's sum is wrong"
    elif kind == "realign_roll" and line["die"] + line["mod"] != line["total"]:
        return "the realignment roll's sum is wrong"
    elif kind == "space_roll" and line["success"] != (line["die"] <= line["needed"]):
        return "the space race roll contradicts its result"
    elif kind == "war_roll" and line["victory"] != (line["die"] + line["mod"] >= line["needed"]):
        return "the war roll contradicts its result"
    elif kind == "trap_roll" and line["escaped"] != (line["die"] <= line["needed"]):
        return "the trap roll contradicts its result"
    return None


class _Board:
    """The running facts while reading, checked for the log's own consistency."""

    def __init__(self):
        self.influence: dict[str, tuple[int, int]] = {}
        self.vp, self.defcon = 0, 5
        self.vp_known = True  # False from a turn's start until its first printed score
        self.milops = {"ussr": 0, "us": 0}
        self.space = {"ussr": 0, "us": 0}

    def apply(self, line: Line) -> None:
        wrong = _arithmetic(line)
        if wrong:
            raise LogError(line.number, line.text, wrong)
        if line.kind == "influence":
            us, ussr = line["us"], line["ussr"]
            if line["side"] == "us" and us - line["delta"] < 0 or \
                    line["side"] == "ussr" and ussr - line["delta"] < 0:
                raise LogError(line.number, line.text, "influence below zero before the change")
            old = self.influence.get(line["country"])
            if old is not None:
                expect = (old[0] + line["delta"], old[1]) if line["side"] == "us" else \
                    (old[0], old[1] + line["delta"])
                if expect != (us, ussr):
                    raise LogError(line.number, line.text,
                                   f"totals disagree with the earlier {old}")
            self.influence[line["country"]] = (us, ussr)
        elif line.kind == "vp":
            # Within a turn every VP change is printed; the turn-end Military Ops VP often not.
            gained = line["amount"] if line["side"] == "us" else -line["amount"]
            if self.vp_known and self.vp + gained != line["score"]:
                raise LogError(line.number, line.text,
                               f"the score does not follow from the earlier {self.vp:+d}")
            self.vp, self.vp_known = line["score"], True
        elif line.kind == "defcon":
            self.defcon = line["value"]
        elif line.kind == "milops":
            self.milops[line["side"]] = line["value"]
        elif line.kind == "space":
            self.space[line["side"]] = line["box"]

    def facts(self, action: Action) -> Facts:
        return Facts(influence=dict(self.influence),
                     changed={line["country"] for line in action.of("influence")},
                     vp=self.vp, vp_stated=bool(action.of("vp")), defcon=self.defcon,
                     milops=dict(self.milops), space=dict(self.space))


def parse(text: str) -> GameLog:
    """Read one log. Raises LogError on a line of unknown kind or a self-contradiction."""
    rows = text.splitlines()
    number = 0
    setup_lines: list[Line] = []
    # The setup block: the player lines and options, then the free placements.
    while number < len(rows):
        row = rows[number].strip()
        number += 1
        if not row:
            if setup_lines:
                break
            continue
        try:
            setup_lines.append(parse_line(number, row, _SETUP_PATTERNS))
        except LogError:
            line = parse_line(number, row)
            if line.kind != "influence":
                raise
            setup_lines.append(line)
    info = [line for line in setup_lines if line.kind != "influence"]
    players = {line["side"]: line["name"] for line in info if line.kind == "player"}
    if set(players) != {"ussr", "us"}:
        raise LogError(1, rows[0] if rows else "", "the setup does not name both players")
    setup = Action("setup", 0, setup_lines[0],
                   lines=[line for line in setup_lines if line.kind == "influence"])
    actions = [setup]
    board = _Board()
    turn = 0
    current = setup
    result = None

    def close(action: Action) -> None:
        action.facts = board.facts(action)

    for line in setup.lines:
        board.apply(line)
    while number < len(rows):
        row = rows[number].strip()
        number += 1
        if not row:
            continue
        found = _header(number, row)
        if current.truncated:
            raise LogError(number, row, "a line after an action header with no action")
        if found is not None:
            close(current)
            current, merged = found
            if current.kind == "headline":
                turn = current.turn
                board.milops = {"ussr": 0, "us": 0}  # reset at turn start; never logged
                board.vp_known = False  # after the turn end's (mostly unprinted) VP
            elif current.kind == "round":
                if current.turn != turn:
                    raise LogError(number, row, f"action round outside turn {turn}")
            else:
                current.turn = turn
            actions.append(current)
            if merged:
                line = parse_line(number, merged)
                current.lines.append(line)
                board.apply(line)
            continue
        line = parse_line(number, row)
        if current.kind in ("setup", "end"):
            raise LogError(number, row, f"a line outside any action")
        current.lines.append(line)
        board.apply(line)
        if line.kind == "result":
            result = line
    close(current)
    for action in actions:
        if action.kind in ("round", "headline"):
            _split_parts(action)
        if action.kind == "headline":
            _check_headlines(action)
    if current.kind == "headline" and _headline_cut_short(current) or \
            result is None and _round_cut_short(current):
        current.truncated = True
    return GameLog(players=players,
                   handicap={line["side"]: line["amount"] for line in info
                             if line.kind == "handicap"},
                   scenario=next((line["name"] for line in info if line.kind == "scenario"), ""),
                   optional_cards=any(line.kind == "optional_cards" for line in info),
                   time_limit=next((line["limit"] for line in info if line.kind == "time"), None),
                   actions=actions, result=result)


def read(path: str | Path) -> GameLog:
    return parse(Path(path).read_text(encoding="utf-8"))


def read_until_damage(path: str | Path, check=None) -> tuple[GameLog, LogError | None]:
    """A log, or, if a line is damaged (merged with another, a word dropped, totals that
    contradict the earlier ones, a name `check(log)` does not know: it returns a LogError or
    None), the log before the first such line and the error naming it. The action the damaged
    line belonged to is then incomplete (see `Replay`)."""
    rows = Path(path).read_text(encoding="utf-8").splitlines()
    damage, cut = None, len(rows)
    while True:
        try:
            log = parse("\n".join(rows[:cut]))
            error = check(log) if check else None
        except LogError as e:
            error = e
        if error is None:
            return log, damage
        if damage is None or error.number < damage.number:
            damage = error
        cut = error.number - 1
        if cut < 1:
            raise damage
