"""Replays a recorded game log through the engine, checking the board after every action.

    python -m games.twilight_struggle.replay LOG...

prints one line per log, `OK` or the first action where the engine and the log disagree (what
each says), and a last line `N passed, M failed` (`, K unreadable` when some are).

Damaged exports are the record's fault, never reported as a disagreement: an export that stops
mid-action (a last "Coup (4 Ops):" with nothing after it, an opponent card's operation whose
owed event never came) passes, "truncated at line L"; one with a damaged line (two lines merged,
a word dropped, a name the engine does not know) is replayed up to that line and reported
"unreadable at line L", counted apart. A disagreement in the action a damaged or missing line
belongs to is put down to the damage; one anywhere before it is reported as usual.

How a log drives the engine (logparse.py says what a log holds):

* Choices. The engine asks one atomic question at a time (the step on top of its stack). The
  options the log supports are tried first: the card the log plays and the way it is used, the
  countries whose influence still differs from the log's totals, the coup and realignment
  targets in log order, the cards the lines name. Other options of event decisions are tried
  as a fallback. After every choice the state must stay consistent with the action's lines
  (influence within the range the log passes through, targets and dice in order), else the
  choice is undone and the next one tried: a bounded depth-first search per action.
* Dice. The log's dice are queued in the engine's forced dice before each choice (a
  realignment pair, printed USSR first, goes in with the realigning side's die first). Dice
  the log does not print (Olympic Games, Summit) are searched over. A die the engine rolls
  beyond the log's is a disagreement.
* Hands. Hands and draws are not logged. At each card play and headline, each side's hand is
  set to the cards the log shows it using for the rest of the turn (played, headlined,
  revealed, discarded; a card both sides use is held by the first). A random pick from a hand
  (Five Year Plan, Grain Sales) is scripted to the card the log names; a card an event takes
  from the discard pile (SALT, Star Wars) is put there first, one it takes from the deck (Our
  Man in Tehran) on top of it.
* Checks, after each action: every country's influence, DEFCON, Military Ops, the Space Race,
  and VP where the log prints a score (the end-of-turn Military Ops VP is rarely logged; a
  later printed score covers it). An action that ends the turn is compared as the board stood
  before the end-of-turn steps, as the log prints it.
"""
from __future__ import annotations

import itertools
import pickle
import sys
from dataclasses import dataclass, field
from pathlib import Path

from games.engine import IllegalMove, Option, clone, to_json

from . import logparse
from .data import CARDS, CHINA, COUNTRIES, SIDES, other, side_of
from .game import ONLINE_EDITION, TwilightStruggle
from .logparse import Action, GameLog, Line, Part
from .state import hand

# Log names that are not the engine's names.
CARD_IDS = {logparse.slug(c.name): c.id for c in CARDS.values()} | {
    "mideast_scoring": "middle_east_scoring"}
COUNTRY_IDS = {c.name: c.id for c in COUNTRIES.values()}

# Events whose dice the log does not print, and how many dice to search over.
HIDDEN_DICE = {"olympic_games": 2, "summit": 2}

SEARCH_BUDGET = 3000  # engine moves tried per action before giving up


def card_id(name: str) -> str:
    return CARD_IDS[logparse.slug(name)]


def country_id(name: str) -> str:
    return COUNTRY_IDS[name]


class Disagreement(Exception):
    """The engine and the log disagree: where, and what each says."""

    def __init__(self, action: Action, message: str):
        super().__init__(f"{action.where} (line {action.header.number}): {message}")


@dataclass
class Outcome:
    """A log's replay. `status`: "" (replayed in full, or the first disagreement: `ok` says),
    "truncated" (the export stops mid-action; everything before it replays: ok) or
    "unreadable" (a damaged line; the replay stops there: neither passed nor an engine fault).
    `message` holds the disagreement, or where and why the record stops."""

    name: str
    ok: bool
    message: str = ""
    actions: int = 0  # actions replayed and checked
    status: str = ""

    def line(self) -> str:
        if self.status == "truncated":
            return f"{self.name}: OK ({self.actions} actions; {self.message})"
        if self.status == "unreadable":
            return f"{self.name}: {self.message} ({self.actions} actions replayed before it)"
        if self.ok:
            return f"{self.name}: OK ({self.actions} actions)"
        return f"{self.name}: {self.message}"


# --------------------------------------------------------------------------- what the log says


@dataclass
class Expect:
    """One action's lines, in the engine's ids."""

    before: dict[str, dict]  # the engine's influence when the action starts
    final: dict[str, tuple[int, int]]  # country -> (us, ussr) after the action, changed ones
    ranges: dict[tuple[str, str], tuple[int, int]]  # (country, side) -> lowest, highest seen
    targets: list[str]  # coup and realignment targets, in order
    dice: list[tuple[str, object]]  # ("coup", 4), ("realign", {"ussr": 6, "us": 2}), ...
    hidden: list[tuple[int, int]]  # (index in dice, count) of dice the log does not print
    picks: list[str]  # cards picked from a hand at random (Five Year Plan...), in order
    cards: list[str]  # every card a line names, in order (for event card choices)
    rolls: list = field(default_factory=list)  # coup, realignment and space lines, in order
    vp_before: int = 0


def _dice(lines: list[Line]) -> list:
    tokens, pair = [], {}
    for line in lines:
        if line.kind == "coup":
            tokens.append(("coup", line["die"]))
        elif line.kind == "space_roll":
            tokens.append(("space", line["die"]))
        elif line.kind in ("war_roll", "trap_roll"):
            tokens.append((line.kind, line["die"]))
        elif line.kind == "realign_roll":
            pair[line["side"]] = line["die"]
            if len(pair) == 2:
                tokens.append(("realign", pair))
                pair = {}
    return tokens


def _rolls(lines: list[Line]) -> list[tuple]:
    """The log's coup, realignment and space race results, comparable with the engine's."""
    out, pair = [], {}
    for line in lines:
        if line.kind == "coup":
            out.append(("coup", line["die"], line["ops"], sum(line["mods"]),
                        2 * line["stability"], line["success"]))
        elif line.kind == "space_roll":
            out.append(("space", line["die"], line["success"]))
        elif line.kind == "realign_roll":
            pair[line["side"]] = (line["die"], line["mod"])
            if len(pair) == 2:
                out.append(("realign", pair["ussr"], pair["us"]))
                pair = {}
    return out


def _roll_text(roll: tuple) -> str:
    if roll[0] == "coup":
        _k, die, ops, mod, threshold, success = roll
        return (f"coup {'success' if success else 'failure'}: die {die} + {ops} Ops"
                f"{f' {mod:+d}' if mod else ''} against {threshold}")
    if roll[0] == "space":
        return f"space race die {roll[1]}: {'success' if roll[2] else 'failure'}"
    return (f"realignment USSR {roll[1][0]}{f' {roll[1][1]:+d}' if roll[1][1] else ''}, "
            f"US {roll[2][0]}{f' {roll[2][1]:+d}' if roll[2][1] else ''}")


def expect(action: Action, before: dict[str, dict]) -> Expect:
    final, ranges = {}, {}
    for line in action.of("influence"):
        c, side = country_id(line["country"]), line["side"]
        lo, hi = ranges.get((c, side), (before[c][side],) * 2)
        ranges[(c, side)] = (min(lo, line[side]), max(hi, line[side]))
        final[c] = (line["us"], line["ussr"])
    targets, dice, hidden, rolls = [], [], [], []
    for part in action.parts or [Part("pre", lines=action.lines)]:
        boycott = any(line.kind == "olympics" and not line["participate"] for line in part.lines)
        if part.kind == "event" and card_id(part.card) in HIDDEN_DICE and not boycott:
            hidden.append((len(dice), HIDDEN_DICE[card_id(part.card)]))
        dice.extend(_dice(part.lines))
        targets += [country_id(line["country"]) for line in part.lines if line.kind == "target"]
        rolls += _rolls(part.lines)
    picks = [card_id(line["card"]) for part in action.parts if part.kind == "event"
             and card_id(part.card) in RANDOM_PICKERS for line in part.lines
             if line.kind in ("discard", "plays", "returns")]
    cards = [card_id(line["card"]) for line in action.lines
             if "card" in line.data and line.kind != "in_play"]
    return Expect(before, final, ranges, targets, dice, hidden, list(dict.fromkeys(picks)), cards,
                  rolls)


def card_use(action: Action) -> tuple[str, str | None]:
    """How the log's action round uses its card: (mode, order). mode is event, influence,
    coup, realign or space; order is event_first / ops_first for an opponent's card."""
    card = CARDS[card_id(action.card)]
    parts = [p for p in action.parts if p.kind in ("event", "ops")]
    if not parts:
        return "event", None
    opponent = card.side == other(action.side)
    first = parts[0]
    if not opponent:
        return ("event", None) if first.kind == "event" else (first.mode, None)
    if first.kind == "ops":
        return first.mode, (None if first.mode == "space" else "ops_first")
    ops = [p for p in parts if p.kind == "ops"]
    return (ops[-1].mode if ops else "influence"), "event_first"


# --------------------------------------------------------------------------- engine facts


@dataclass
class Progress:
    """What the engine did since the action started, read from its log events."""

    dice: list = field(default_factory=list)  # (why, side, value)
    targets: list = field(default_factory=list)
    missing: list = field(default_factory=list)  # events the engine has no function for
    scores: list = field(default_factory=list)  # VP after each engine VP change
    rolls: list = field(default_factory=list)  # coup, realignment, space results, as _rolls
    changed: set = field(default_factory=set)  # countries whose influence the engine changed
    moved: set = field(default_factory=set)  # cards the engine discarded, gave or played
    new_round: bool = False  # the engine started another action round
    why: dict = field(default_factory=dict)  # country -> the engine's reason of its last change
    vp_changes: list = field(default_factory=list)  # "US +1 (defectors)", in order
    board: dict | None = None  # the tracks and influence before any end-of-turn step


_TURN_END = ("milops_reset", "turn_started")


def progress(state: dict, start: int, before: dict) -> Progress:
    p = Progress()
    # Entries are replaced, never changed in place, so a shallow copy of `before` will do.
    board = {"influence": dict(before["influence"]), "vp": before["vp"],
             "defcon": before["defcon"], "milops": dict(before["milops"]),
             "space": dict(before["space"])}
    ended = False
    for ev in state["log"][start:]:
        kind = ev["kind"]
        if kind == "die_rolled":
            p.dice.append((ev.get("why"), ev.get("side"), ev["value"]))
        elif kind in ("coup_attempt", "realigned"):
            p.targets.append(ev["country"])
        elif kind in ("card_discarded", "card_taken", "card_played", "card_given") and "card" in ev:
            p.moved.add(ev["card"])
        elif kind == "event_unimplemented":
            p.missing.append(ev["card"])
        elif kind == "coup_result":
            p.rolls.append(("coup", ev["die"], ev["ops"], ev["mod"], ev["threshold"],
                            ev["success"]))
        elif kind == "space_attempt":
            p.rolls.append(("space", ev["die"], ev["success"]))
        elif kind == "realigned":
            d, m = ev["dice"], ev["mods"]
            p.rolls.append(("realign", (d["ussr"], m["ussr"]), (d["us"], m["us"])))
        if kind == "action_round":
            p.new_round = True
        # The board the log shows after this action: before the end-of-turn steps and before
        # anything of the next round (its events run in the same engine move).
        if ended or kind in _TURN_END or p.new_round or \
                (kind == "vp" and ev.get("why") == "milops"):
            ended = True
            continue
        if kind == "influence":
            board["influence"][ev["country"]] = {"us": ev["us"], "ussr": ev["ussr"]}
            p.changed.add(ev["country"])
            p.why[ev["country"]] = ev.get("why")
        elif kind == "vp":
            board["vp"] = ev["vp"]
            p.scores.append(ev["vp"])
            if ev.get("why") and ev.get("side"):
                p.vp_changes.append(f"{ev['side'].upper()} {ev.get('delta', 0):+d} ({ev['why']})")
        elif kind == "defcon":
            board["defcon"] = ev["value"]
        elif kind == "milops":
            board["milops"][ev["side"]] = ev["value"]
        elif kind == "space_advanced":
            board["space"][ev["side"]] = ev["box"]
    p.board = board
    return p


def copy_state(state: dict) -> dict:
    """A deep copy, but of the append-only event log only the list (as Game.apply does)."""
    rest = pickle.loads(pickle.dumps({k: v for k, v in state.items() if k != "log"}, -1))
    rest["log"] = list(state["log"])
    return rest


def position_key(state: dict) -> tuple:
    """What tells two positions of one action apart (placements made in another order reach
    the same position): the board, the hands and the pending steps."""
    b = state["board"]
    return (tuple((v["us"], v["ussr"]) for v in b["influence"].values()), b["vp"], b["defcon"],
            tuple(b["milops"].values()), tuple(b["space"].values()),
            tuple(tuple(seat["hand"]) for seat in state["seats"]),
            to_json(state["flow"]["stack"]), len(state["log"]))


def tracks(state: dict) -> dict:
    b = state["board"]
    return {"influence": clone(b["influence"]), "vp": b["vp"], "defcon": b["defcon"],
            "milops": dict(b["milops"]), "space": dict(b["space"])}


def top_step(state: dict) -> dict:
    stack = state["flow"]["stack"]
    return stack[-1] if stack else {}


def top_level(state: dict) -> tuple | None:
    """("headline", turn) or ("round", turn, side, round) when the engine asks for a card."""
    step = top_step(state)
    if step.get("step") == "headline":
        return ("headline", state["board"]["turn"])
    if step.get("step") == "play_card":
        return ("round", state["board"]["turn"], step["side"], step["round"])
    return None


def _where(level: tuple | None) -> str:
    if level is None:
        return "no card play"
    if level[0] == "headline":
        return f"the turn {level[1]} headline"
    return f"T{level[1]} {level[2].upper()} AR{level[3]}"


def set_hand(state: dict, side: str, cards: list[str]) -> None:
    """Makes a side's hand exactly `cards` (the rest back to the deck)."""
    mine = hand(state, side)
    deck = state["secret"]["deck"]
    for card in list(mine):
        if card not in cards:
            mine.remove(card)
            deck.insert(0, card)
    playing = {step.get("card") for step in state["flow"]["stack"]}
    for card in cards:
        if card in mine or card == CHINA or card in playing:
            continue  # a card the engine is already playing (Missile Envy's forced play)
        for place in (deck, state["discard"], hand(state, other(side))):
            if card in place:
                place.remove(card)
                mine.append(card)
                break
        else:
            where = "removed from the game" if card in state["removed"] else \
                "in play" if card in state["board"]["in_play"] else "not in the game"
            raise LookupError(f"the log shows {side.upper()} holding {CARDS[card].name}; "
                              f"in the engine it is {where}")


def to_discard(state: dict, card: str) -> None:
    """Puts a card the log takes from the discard pile there (reshuffles are not replayed)."""
    if card in state["discard"]:
        return
    for place in (state["secret"]["deck"], hand(state, "ussr"), hand(state, "us")):
        if card in place:
            place.remove(card)
            state["discard"].append(card)
            return
    raise LookupError(f"the log takes {CARDS[card].name} from the discard pile; in the engine "
                      f"it is {'removed from the game' if card in state['removed'] else 'elsewhere'}")


def to_deck_top(state: dict, card: str) -> None:
    """Puts a card the log draws from the deck (Our Man in Tehran) on top of it."""
    deck = state["secret"]["deck"]
    for place in (deck, state["discard"], hand(state, "ussr"), hand(state, "us")):
        if card in place:
            place.remove(card)
            deck.append(card)  # the top: flow.draw and deck_top take from the end
            return
    raise LookupError(f"the log draws {CARDS[card].name} from the deck; in the engine it is "
                      f"{'removed from the game' if card in state['removed'] else 'elsewhere'}")


# --------------------------------------------------------------------------- the replay


class Replay:
    """`damage`: the reader's error at a damaged line, the log being what precedes it."""

    def __init__(self, log: GameLog, name: str = "log", game: TwilightStruggle | None = None,
                 damage: logparse.LogError | None = None):
        self.log, self.name, self.damage = log, name, damage
        self.game = game or TwilightStruggle()
        self.plans = hand_plans(log)
        self.problems: list[Disagreement] = []
        self.last_facts = None  # the facts of the last action replayed

    def new_game(self) -> dict:
        # The records come from the online edition: its card readings (game.ONLINE_EDITION).
        options = {"optional_cards": self.log.optional_cards,
                   "bid": self.log.handicap.get("us", 0), **ONLINE_EDITION}
        return self.game.setup([{"kind": "human"}, {"kind": "human"}], options, seed=1)

    def cut(self) -> tuple[Action, str, str] | None:
        """The action where the record may stop short, and how to report a disagreement there:
        the action a damaged line belongs to (unreadable), or a last round that plays an
        opponent's card for Operations and stops before the event it owes (truncated)."""
        actions = [a for a in self.log.actions if a.kind != "end"]
        last = actions[-1]
        if self.damage is not None:
            d = self.damage
            return last, "unreadable", f"unreadable at line {d.number}: {d.why}: {d.text!r}"
        if self.log.result is None and last.kind == "round" and last.card and not last.truncated:
            card = card_id(last.card)
            parts = [p for p in last.parts if p.kind in ("event", "ops")]
            owed = CARDS[card].side == other(last.side) and any(p.kind == "ops" and p.mode != "space"
                                                                 for p in parts)
            if owed and not any(p.kind == "event" and card_id(p.card) == card for p in parts):
                line = last.lines[-1].number if last.lines else last.header.number
                return last, "truncated", (f"truncated at line {line}: the export stops before the "
                                           f"event {last.card} owes")
        return None

    def run(self) -> Outcome:
        state = self.new_game()
        done = 0
        cut = self.cut()
        for action in self.log.actions:
            if action.truncated and self.damage is not None:
                return Outcome(self.name, False, self.cut()[2], done, "unreadable")
            if action.truncated:
                return Outcome(self.name, True, f"truncated at line {action.header.number}: the "
                                                f"export stops in {action.where}", done, "truncated")
            if action.kind == "end":
                break
            if self.game.result(state) is not None:
                if all(a.kind == "end" or a.kind == "round" and a.card is None
                       for a in self.log.actions[self.log.actions.index(action):]):
                    break  # the record stops where the engine's game ended
                res = state["result"]
                return Outcome(self.name, False, f"{action.where} (line {action.header.number}): "
                               f"the engine ended the game ({res['reason']}, winner "
                               f"{res['winner']}); the log goes on", done)
            try:
                state = self.step(state, action)
            except Disagreement as e:
                if cut is not None and cut[0] is action:  # the record's fault, not the engine's
                    return Outcome(self.name, cut[1] == "truncated", cut[2], done, cut[1])
                return Outcome(self.name, False, str(e), done)
            done += 1
        if self.damage is not None:
            return Outcome(self.name, False, cut[2], done, "unreadable")
        if self.log.result is not None:
            res = state.get("result") or {}
            if res.get("winner") != self.log.result["side"]:
                return Outcome(self.name, False, f"result: engine {res or 'game not over'}, log "
                                                 f"{self.log.result.text}", done)
            final = self.log.actions[-1].facts.vp
            if self.log.result["how"] == "Final Scoring" and state["board"]["vp"] != final:
                return Outcome(self.name, False, f"final scoring: engine {_score(state['board']['vp'])}"
                                                 f", log {_score(final)}", done)
        return Outcome(self.name, True, "", done)

    def step(self, state: dict, action: Action) -> dict:
        if action.kind == "cleanup":
            p = progress(state, len(state["log"]), tracks(state))
            problem = self.check(action, p, None, None, cleanup=True)
            if problem:
                raise problem
            return state  # (the cleanup's facts are those of the next turn's start)
        level = top_level(state)
        if level is None and action.kind in ("headline", "round") and not self.in_round(state, action) \
                and self.game.result(state) is None:
            # A decision no log line records (the Eagle/Bear Has Landed discard at the end of
            # the turn): answer it as the log's silence says (pass), up to the next card play.
            state = self.resolve(state, self.interlude(action), state["board"]["influence"])
            level = top_level(state)
        if action.kind == "round":
            wanted = ("round", action.turn, action.side, action.round)
            if action.card is None and level != wanted:
                return state  # a skipped round the engine skipped too
            # Some rounds start with another decision (a trap's discard replaces the play).
            board, flow = state["board"], state["flow"]
            now = ("round", board["turn"], flow.get("phasing"), board["round"])
            if level != wanted and (level is not None or now != wanted):
                raise Disagreement(action, f"the log plays {action.card}; the engine is at "
                                           f"{_where(level or now)}")
        elif action.kind == "headline" and level != ("headline", action.turn):
            raise Disagreement(action, f"the log headlines; the engine is at {_where(level)}")
        try:
            prepared = self.prepare(state, action)
        except LookupError as e:
            raise Disagreement(action, str(e)) from None
        return self.resolve(prepared, action, state["board"]["influence"])

    def in_round(self, state: dict, action: Action) -> bool:
        """Whether the engine is inside the action's round (e.g. a trap's discard)."""
        board, flow = state["board"], state["flow"]
        return action.kind == "round" and \
            (board["turn"], flow.get("phasing"), board["round"]) == (action.turn, action.side, action.round)

    def interlude(self, action: Action) -> Action:
        """An action with no lines, where the board must stay as the last action left it."""
        return Action("interlude", action.turn, action.header, facts=self.last_facts)

    def resolve(self, state: dict, action: Action, before: dict) -> dict:
        """Searches the engine's choices through one action; raises the first disagreement."""
        self.problems = []
        exp = expect(action, before)
        exp.vp_before = state["board"]["vp"]
        budget = [SEARCH_BUDGET]  # shared by every filling of the unprinted dice
        for hidden in hidden_assignments(exp):
            if budget[0] <= 0:
                break
            result = self.search(state, action, exp, hidden, budget)
            if result is not None:
                self.last_facts = action.facts
                return result
        if not self.problems:
            raise Disagreement(action, "no engine path")
        raise max(self.problems, key=lambda p: (p[0], -p[1]))[2]

    def prepare(self, state: dict, action: Action) -> dict:
        """Sets both hands before a card play or headline (hands are not logged)."""
        if action.kind not in ("headline", "round"):
            return state
        state = copy_state(state)
        for side in SIDES:
            set_hand(state, side, self.plans.get((action.header.number, side), []))
        for line in from_discard(action):
            to_discard(state, card_id(line["card"]))
        for line in from_deck(action):
            to_deck_top(state, card_id(line["card"]))
        played = {card_id(c) for c in [action.card, *action.headlines.values()] if c}
        for side, card in envied(action):
            # Missile Envy takes the highest-Ops card: cards of more Ops in the planned hand
            # came into it later in the turn (drawn after "Ask Not...", say).
            for other_card in list(hand(state, side)):
                if CARDS[other_card].ops > CARDS[card].ops and other_card not in played:
                    hand(state, side).remove(other_card)
                    state["secret"]["deck"].insert(0, other_card)
        return state

    # -- the search

    def search(self, state: dict, action: Action, exp: Expect, hidden: list,
               budget: list[int]) -> dict | None:
        dice = list(exp.dice)
        for (index, _count), values in sorted(zip(exp.hidden, hidden), reverse=True):
            dice[index:index] = [("hidden", v) for v in values]
        start = len(state["log"])
        before = tracks(state)

        level = top_level(state)
        own = {"round": ("round", action.turn, action.side, action.round),
               "headline": ("headline", action.turn)}.get(action.kind)
        seen = set()  # positions already searched (placements reach them in any order)

        def dfs(state: dict, depth: int, guided: bool) -> dict | None:
            first = depth == 0
            key = position_key(state)
            if key in seen:
                return None
            seen.add(key)
            p = progress(state, start, before)
            problem = self.consistent(action, exp, p, dice)
            # The action is over when the engine asks for the next card, or asks anything in
            # a round it has started since (a trapped round begins with a discard).
            over = not first and (top_level(state) not in (None, level, own) or p.new_round)
            if problem is None and (self.game.result(state) is not None or over):
                problem = self.check(action, p, exp, dice)
                if problem is None:
                    return state
            if problem is not None:
                self.fail(depth, guided, problem)
                return None
            candidates = self.candidates(state, action, exp, p)
            if not candidates:
                self.fail(depth, guided, Disagreement(action, self.unmatched(state, action, exp, p)))
            for seat, option, supported in candidates:
                option_id = option.id
                if budget[0] <= 0:
                    return None
                budget[0] -= 1
                try:
                    new = self.move(self.feed(state, exp, dice, p), seat, option)
                except IllegalMove as e:
                    self.fail(depth, guided, Disagreement(action, f"the engine refuses {option_id}: {e}"))
                    continue
                except (NotImplementedError, LookupError, ValueError) as e:
                    self.fail(depth, guided, Disagreement(action, f"engine error: {e!r}"))
                    continue
                result = dfs(new, depth + 1, guided and supported)
                if result is not None:
                    return result
            return None

        return dfs(state, 0, True)

    def move(self, state: dict, seat: int, option: Option) -> dict:
        """The engine's apply for an option of its own current prompt, with a faster copy
        (the search copies the state at every move)."""
        new = copy_state(state)
        new["log"].extend(self.game.play(new, seat, option))
        return new

    def fail(self, depth: int, guided: bool, problem: Disagreement) -> None:
        """Records why a path failed. Reported: the deepest failure of a path that took only
        the options the log supports (else of any path), the first found among equals."""
        self.problems.append(((guided, depth), len(self.problems), problem))

    def feed(self, state: dict, exp: Expect, dice: list, p: Progress) -> dict:
        """The state with the log's remaining dice queued in the engine's rolling order."""
        step = top_step(state)
        realigner = step.get("side", "ussr") if step.get("step") == "realign" else "ussr"
        flat = []
        for kind, value in dice:
            if kind == "realign":
                flat += [value[realigner], value[other(realigner)]]
            elif kind == "hidden":
                flat.append(value)
            else:
                flat.append(value)
        # A random pick from a hand (Five Year Plan, Grain Sales) takes the card the log names.
        picks = [c for c in exp.picks if c not in p.moved]
        state = dict(state)
        state["secret"] = dict(state["secret"], forced_dice=flat[len(p.dice):], forced_picks=picks)
        return state

    def consistent(self, action: Action, exp: Expect, p: Progress, dice: list) -> Disagreement | None:
        """Cheap checks after every move: can this path still end as the log says?"""
        if p.missing:
            return Disagreement(action, f"the engine has no event for {CARDS[p.missing[0]].name}")
        for mine, logged in zip(p.rolls, exp.rolls):
            if mine != logged:
                return Disagreement(action, f"engine {_roll_text(mine)}; log {_roll_text(logged)}")
        for c in p.changed:
            v = p.board["influence"][c]
            for side in SIDES:
                lo, hi = exp.ranges.get((c, side), (exp.before[c][side],) * 2)
                if not lo <= v[side] <= hi:
                    said = f"{lo}" if lo == hi else f"{lo} to {hi}"
                    why = f" (changed by {p.why[c]})" if p.why.get(c) else ""
                    return Disagreement(action, f"{side.upper()} influence in {COUNTRIES[c].name}: "
                                                f"engine {v[side]}{why}, log {said}")
        if p.targets != exp.targets[:len(p.targets)]:
            return Disagreement(action, f"targets: engine {_names(p.targets)}, log "
                                        f"{_names(exp.targets)}")
        rolled = sum(2 if kind == "realign" else 1 for kind, _v in dice)
        if len(p.dice) > rolled:
            why = p.dice[rolled][0]
            return Disagreement(action, f"the engine rolls a die the log does not show ({why})")
        return None

    def check(self, action: Action, p: Progress, exp: Expect | None, dice: list | None,
              cleanup: bool = False) -> Disagreement | None:
        """The comparison at the end of an action."""
        facts, board = action.facts, p.board
        if dice is not None:
            rolled = sum(2 if kind == "realign" else 1 for kind, _v in dice)
            if len(p.dice) < rolled:
                return Disagreement(action, f"the log shows {rolled} dice, the engine rolls "
                                            f"{len(p.dice)}")
            if p.targets != exp.targets:
                return Disagreement(action, f"targets: engine {_names(p.targets)}, log "
                                            f"{_names(exp.targets)}")
        for name, (us, ussr) in sorted(facts.influence.items()):
            c = country_id(name)
            got = board["influence"][c]
            if (got["us"], got["ussr"]) != (us, ussr):
                why = f" (last changed by {p.why[c]})" if p.why.get(c) else ""
                return Disagreement(action, f"influence in {name}: engine US {got['us']} USSR "
                                            f"{got['ussr']}{why}, log US {us} USSR {ussr}")
        # A country the engine did not change in this action was checked before it.
        logged = {country_id(name) for name in facts.influence}
        for c in p.changed - logged:
            got = board["influence"][c]
            if self.untouched(c) != (got["us"], got["ussr"]):
                us, ussr = self.untouched(c)
                return Disagreement(action, f"influence in {COUNTRIES[c].name}: engine US "
                                            f"{got['us']} USSR {got['ussr']}, log US {us} USSR "
                                            f"{ussr} (never changed)")
        if facts.vp_stated and board["vp"] != facts.vp:
            changes = f" (engine changes: {', '.join(p.vp_changes) or 'none'})"
            return Disagreement(action, f"VP: engine {_score(board['vp'])}, log {_score(facts.vp)}"
                                        f"{changes}")
        # (When the game ends, the site prints the result instead of the last VP line.)
        if exp is not None and p.scores and not action.of("vp") and not action.of("result"):
            return Disagreement(action, f"VP: the engine changes the score ({', '.join(p.vp_changes)}"
                                        f"), the log prints no VP change")
        if exp is not None:
            # Each printed score must be reached in order (the engine may pass through more
            # values, e.g. both sides' scoring VP where the log prints the net).
            engine, at = [exp.vp_before] + p.scores, 0
            for score in [line["score"] for line in action.of("vp")]:
                at = next((i for i in range(at, len(engine)) if engine[i] == score), None)
                if at is None:
                    went = ", ".join(_score(v) for v in engine)
                    return Disagreement(action, f"VP: the log prints {_score(score)}, the "
                                                f"engine goes {went}")
        if cleanup:
            return None  # the engine is already in the next turn (DEFCON improved, tracks reset)
        if board["defcon"] != facts.defcon:
            return Disagreement(action, f"DEFCON: engine {board['defcon']}, log {facts.defcon}")
        if board["milops"] != facts.milops:
            return Disagreement(action, f"Military Ops: engine {_sides(board['milops'])}, log "
                                        f"{_sides(facts.milops)}")
        if board["space"] != facts.space:
            return Disagreement(action, f"Space Race: engine {_sides(board['space'])}, log "
                                        f"{_sides(facts.space)}")
        return None

    def untouched(self, country: str) -> tuple[int, int]:
        """The printed starting influence of a country the log never mentions."""
        from .data import START_INFLUENCE
        start = START_INFLUENCE.get(country, {})
        return start.get("us", 0), start.get("ussr", 0)

    # -- choices

    def candidates(self, state: dict, action: Action, exp: Expect, p: Progress) -> list:
        """(seat, option id) pairs to try, the ones the log supports first."""
        out = []
        for seat in self.game.to_act(state):
            prompt = self.game.prompt(state, seat)
            if prompt is None:
                continue
            ids = prompt.ids()
            step = top_step(state)
            wanted, exclusive = self.preferred(state, action, exp, p, step, side_of(seat), ids)
            wanted = [i for i in dict.fromkeys(wanted) if i in ids]
            rest = [] if exclusive else [i for i in ids if i not in wanted]
            out.extend([(seat, prompt.option(i), True) for i in wanted] +
                       [(seat, prompt.option(i), False) for i in rest])
            break  # one seat at a time (the headline asks both: either order is the same)
        return out

    def unmatched(self, state, action, exp, p) -> str:
        """Why no engine option fits the log at this decision."""
        step = top_step(state)
        seats = self.game.to_act(state)
        if not seats:
            return f"the engine asks nothing ({step.get('step')})"
        prompt = self.game.prompt(state, seats[0])
        side = side_of(seats[0])
        wanted, _exclusive = self.preferred(state, action, exp, p, step, side, prompt.ids())
        wanted = [w for w in wanted if w not in ("done", "pass")] or ["done/pass"]
        offered = ", ".join(prompt.ids()[:12]) + (" ..." if len(prompt.ids()) > 12 else "")
        why = step.get("why") or step.get("card")
        return (f"{side.upper()} {prompt.id}{f' ({why})' if why else ''}: the log needs "
                f"{' or '.join(wanted)}; the engine offers {offered or 'nothing'}")

    def preferred(self, state, action, exp, p, step, side, ids) -> tuple[list[str], bool]:
        """The options the log supports, and whether only those can be right."""
        kind = step.get("step")
        influence = state["board"]["influence"]
        if kind in ("place_influence", "remove_influence"):
            # Countries still short of the log's final total first, then those the log passes
            # through on the way (influence removed, then placed again, in one action).
            whose = side if kind == "place_influence" else step.get("whose", other(side))
            sign = 1 if kind == "place_influence" else -1
            first, then = [], []
            for c in exp.final:
                now, final = influence[c][whose], exp.final[c][_ix(whose)]
                lo, hi = exp.ranges.get((c, whose), (now, now))
                if sign * (final - now) > 0:
                    first.append("country:" + c)
                elif (hi if sign > 0 else lo) != now:
                    then.append("country:" + c)
            return first + then + ["done"], True
        if kind in ("coup", "realign"):
            n = len(p.targets)
            nxt = ["country:" + exp.targets[n]] if n < len(exp.targets) else []
            return nxt + ["done", "pass"], True
        if kind == "headline":
            name = action.headlines.get(side) if action.kind == "headline" else None
            return ([f"card:{card_id(name)}"] if name else []), bool(name)
        if kind == "play_card":
            if action.card is None:
                return ["pass"], True
            return [f"card:{card_id(action.card)}"], True
        if kind == "card_mode" and action.kind == "round" and step.get("card") == card_id(action.card):
            mode, _order = card_use(action)
            return [f"mode:{mode}"], True
        if kind == "event_order" and action.kind == "round":
            _mode, order = card_use(action)
            return [f"order:{order or 'event_first'}"], True
        if kind == "choose_card":
            return [f"card:{c}" for c in exp.cards] + ["pass"], False
        if kind == "choose_option":
            keys = {i.split(":", 1)[-1]: i for i in ids}
            return [keys[k] for k in choice_hints(action) if k in keys], False
        return [], False


# --------------------------------------------------------------------------- helpers


def choice_hints(action: Action) -> list[str]:
    """Keys of event choices ("choice:<key>") that the action's lines point to, in line order:
    countries, regions, DEFCON moves, the Olympics and Grain Sales answers, ops modes."""
    hints = []
    # Not the lines merged onto the header (the turn's DEFCON improvement, say).
    for line in [line for part in action.parts if part.kind != "pre" for line in part.lines]:
        kind = line.kind
        if "country" in line.data:
            hints.append(country_id(line["country"]))
        elif kind == "region":
            hints.append(logparse.slug(line["region"]))
        elif kind == "olympics":
            hints.append("participate" if line["participate"] else "boycott")
        elif kind in ("plays", "returns"):
            hints.append("play" if kind == "plays" else "return")
        elif kind == "ops":
            hints.append(line["mode"])
        elif kind == "defcon":
            hints += [str(line["value"]), "improve" if line["improves"] else "degrade"]
    return list(dict.fromkeys(hints))


def _ix(side: str) -> int:
    return 0 if side == "us" else 1


def _names(countries: list[str]) -> str:
    return ", ".join(COUNTRIES[c].name for c in countries) or "none"


def _score(vp: int) -> str:
    return "even" if vp == 0 else f"US {vp}" if vp > 0 else f"USSR {-vp}"


def _sides(values: dict) -> str:
    return f"USSR {values['ussr']} US {values['us']}"


def hidden_assignments(exp: Expect):
    """Every way to fill the dice the log does not print ([[]] when there are none)."""
    counts = [n for _index, n in exp.hidden]
    for values in itertools.product(range(1, 7), repeat=sum(counts)):
        out, i = [], 0
        for n in counts:
            out.append(list(values[i:i + n]))
            i += n
        yield out


# Events that pick a card from a hand at random (the log names the card picked).
RANDOM_PICKERS = ("five_year_plan", "grain_sales_to_soviets", "terrorism")

# Events that take a card from the discard pile: SALT Negotiations (the card is then revealed)
# and Star Wars (the card's event follows).
DISCARD_TAKERS = ("salt_negotiations", "star_wars")


def from_deck(action: Action) -> list[Line]:
    """The lines naming cards Our Man in Tehran discards from the top of the draw deck."""
    return [line for part in action.parts if part.kind == "event"
            and card_id(part.card) == "our_man_in_tehran" for line in part.lines
            if line.kind == "discard"]


def from_discard(action: Action) -> list[Line]:
    """The lines naming cards an event of this action takes from the discard pile."""
    out, parts = [], action.parts
    for i, part in enumerate(parts):
        if part.kind != "event" or card_id(part.card) not in DISCARD_TAKERS:
            continue
        if card_id(part.card) == "salt_negotiations":
            out += [line for line in part.lines if line.kind == "reveal"]
        elif i + 1 < len(parts) and parts[i + 1].kind == "event":
            out.append(parts[i + 1].lines[0])
    return out


def envied(action: Action) -> list[tuple[str, str]]:
    """(side, card) of each card Missile Envy takes in this action (the reveal after it)."""
    out = []
    for part in action.parts:
        if part.kind == "event" and card_id(part.card) == "missile_envy":
            out += [(line["side"], card_id(line["card"])) for line in part.lines
                    if line.kind == "reveal"][:1]
    return out


def holder_of(action: Action, line: Line) -> str:
    """Whose hand the card of a "plays"/"returns" line was in: the other side's when it was
    revealed from that hand first (Grain Sales), else the player's own (UN Intervention)."""
    if line.kind == "returns":
        return line["to"]
    for earlier in action.lines:
        if earlier is line:
            break
        if earlier.kind == "reveal" and earlier["card"] == line["card"] \
                and earlier["side"] != line["side"]:
            return earlier["side"]
    return line["side"]


def hand_plans(log: GameLog) -> dict:
    """(header line, side) -> the cards the side uses from that action to the end of its turn:
    played, headlined, revealed or discarded (hands are not logged; this is what it held).
    A card both sides use in a turn (Missile Envy changes hands) is held by the first user."""
    plans, by_turn = {}, {}
    for action in log.actions:
        if action.kind in ("headline", "round"):
            by_turn.setdefault(action.turn, []).append(action)
    for actions in by_turn.values():
        uses = []  # (header line, line, side, card)
        for action in actions:
            at = action.header.number
            if action.kind == "headline":
                uses += [(at, at, side, card_id(name)) for side, name in action.headlines.items()]
            elif action.card:
                uses.append((at, at, action.side, card_id(action.card)))
            taken = from_discard(action) + from_deck(action)
            for line in action.lines:
                if line in taken:
                    continue  # not in a hand before this action
                if line.kind in ("reveal", "discard") and line.number != at:
                    uses.append((at, line.number, line["side"], card_id(line["card"])))
                elif line.kind in ("plays", "returns"):
                    uses.append((at, line.number, holder_of(action, line), card_id(line["card"])))
        for action in actions:
            at = action.header.number
            holder = {}
            for _at, _n, side, card in sorted(u for u in uses if u[0] >= at):
                holder.setdefault(card, side)
            for side in SIDES:
                plans[(at, side)] = [c for c, s in holder.items() if s == side and c != CHINA]
    return plans


def unknown_name(log: GameLog) -> logparse.LogError | None:
    """The first card or country name of the log the engine does not know, at its line."""
    for action in log.actions:
        names = [(action.header, "card", action.card)] if action.card else []
        names += [(action.header, "card", name) for name in action.headlines.values()]
        for line in action.lines:
            names += [(line, key, line.get(key)) for key in ("card", "country") if line.get(key)]
        for line, key, name in names:
            known = logparse.slug(name) in CARD_IDS if key == "card" else name in COUNTRY_IDS
            if not known:
                return logparse.LogError(line.number, name, f"unknown {key}")
    return None


def replay_file(path: str | Path) -> Outcome:
    path = Path(path)
    try:
        log, damage = logparse.read_until_damage(path, unknown_name)
    except logparse.LogError as e:
        return Outcome(path.name, False, f"unreadable log: {e}", status="unreadable")
    return Replay(log, path.name, damage=damage).run()


def main(argv: list[str]) -> int:
    if not argv or any(a.startswith("-") for a in argv):
        print("usage: python -m games.twilight_struggle.replay LOG...", file=sys.stderr)
        return 2
    passed = failed = unreadable = 0
    for path in argv:
        outcome = replay_file(path)
        print(outcome.line(), flush=True)
        passed += outcome.ok
        unreadable += outcome.status == "unreadable"
        failed += not outcome.ok and outcome.status != "unreadable"
    print(f"{passed} passed, {failed} failed" + (f", {unreadable} unreadable" if unreadable else ""))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
