"""Information-set Monte Carlo tree search (single-observer ISMCTS) on the engine protocol.

The bot gets its seat's view and nothing else. Each iteration samples a full state consistent
with that view (`Game.determinize`: the game knows what is hidden), walks one shared tree of
option ids with UCB, restricted to the options legal in that sample (counting how often each
was available, as ISMCTS does), adds one node, plays on with the game's playout policy for a
few decisions and scores the position with the game's evaluation (`bots.knowledge`). The
option played most at the root is the choice. An automaton seat's procedure is public, so in
a sampled state it plays by its rulebook (`Game.automaton_choice`), in the tree walk and the
playout alike, and takes no tree node.

A sampled state is private to one iteration, so it is advanced in place with `Game.advance`
(`play`, handing on the next prompt when the game worked it out): no copy per decision, and
each prompt is worked out once per step (`following`). The whole search is deterministic for a
given rng seed when it is bounded by iterations.

Under a time budget the deadline is kept inside each iteration (`Clock`): the tree walk
(through any number of one-option steps) and the playout look at the clock at every step and
score the position they reached when time is up, so a slow iteration overruns by one step, not
by a whole iteration. Time is up when the longest stretch between two looks so far would
overrun the deadline: on a loaded machine that stretch includes the waits for a core, which
the search then leaves room for. The budget counts from when the decision began (`started`),
so the caller's setup is inside it.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable

from games.engine import Game, State

from bots.knowledge import Knowledge, knowledge_for

MAX_FORCED = 200  # one-option steps walked through in a row before scoring the position as it is


@dataclass
class Node:
    seat: int = -1          # who chose the option leading here
    visits: int = 0
    value: float = 0.0      # sum of that seat's results
    available: int = 0      # iterations in which this option was legal
    children: dict = field(default_factory=dict)  # (seat, option id) -> Node


class Clock:
    """A search's deadline, looked at between engine steps. `hold`, where given, is asked at
    each look and returns the seconds it held the search still (0 if it did not): those
    seconds are added to the deadline, so a search that waits thinks as long as one that
    does not (the post-game analysis waits for live bot turns)."""

    def __init__(self, deadline: float, hold: Callable[[], float] | None = None):
        self.deadline = deadline
        self.hold = hold
        self.last = time.perf_counter()
        self.gap = 0.0  # the longest stretch between two looks so far

    def up(self) -> bool:
        if self.deadline == math.inf:
            return False
        if self.hold is not None:
            held = self.hold()
            self.deadline += held
            self.last += held
        now = time.perf_counter()
        self.gap = max(self.gap, now - self.last)
        self.last = now
        return now + self.gap > self.deadline


@dataclass
class Decision:
    """A search's choice and what it weighed: per root option, playouts and mean estimate."""

    option: str
    iterations: int
    seconds: float
    estimate: float
    weighed: list  # [(option id, playouts, mean value for the bot)], most played first

    def to_dict(self) -> dict:
        return {"option": self.option, "iterations": self.iterations, "seconds": round(self.seconds, 3),
                "estimate": round(self.estimate, 3),
                "weighed": [[o, n, round(v, 3)] for o, n, v in self.weighed]}


def step(game: Game, state: State, seat: int, prompt, option_id: str) -> tuple[int | None, object]:
    """Advance a private sampled state in place by one option of `prompt` (the seat's own);
    returns who decides next and their prompt (`following`)."""
    _events, known = game.advance(state, seat, prompt, prompt.option(option_id))
    return following(game, state, known)


def mover(game: Game, state: State) -> int | None:
    """Whose decision comes next in a sampled state (the first of a simultaneous choice)."""
    if game.result(state) is not None:
        return None
    seats = game.to_act(state)
    return seats[0] if seats else None


def following(game: Game, state: State, known=None) -> tuple[int | None, object]:
    """Whose decision comes next in a sampled state (the first of a simultaneous choice) and
    their prompt, after the one-option prompts the table plays itself (`Game.resolve_forced`,
    done here so that each prompt is worked out once: prompts are most of an engine step's
    cost). `known`: a prompt the last `Game.advance` worked out. (None, None) when nobody owes
    a decision or the game is over."""
    while game.result(state) is None:
        seats = game.to_act(state)
        if not seats:
            return None, None
        if not game.AUTO_FORCED:
            return seats[0], _prompt(game, state, seats[0], known)
        prompts = []
        for s in seats:
            pending = _prompt(game, state, s, known)
            if pending is not None and len(pending.options) == 1 and not pending.wait:
                events, known = game.advance(state, s, pending, pending.options[0])
                state["log"].extend(events)
                break
            prompts.append(pending)
        else:
            return seats[0], prompts[0]
    return None, None


def _prompt(game: Game, state: State, seat: int, known):
    return known if known is not None and known.seat == seat else game.prompt(state, seat)


def search(game: Game, view: dict, seat: int, rng: random.Random, *, seconds: float | None = None,
           iterations: int | None = None, knowledge: Knowledge | None = None,
           started: float | None = None, hold: Callable[[], float] | None = None) -> Decision:
    """Choose an option of `view["prompt"]` for `seat`; stops after `iterations` or `seconds`
    (counted from `started`, a `time.perf_counter()` reading, by default the call; `hold`: see
    Clock)."""
    if seconds is None and iterations is None:
        raise ValueError("a search needs a budget")
    start = time.perf_counter() if started is None else started
    knowledge = knowledge or knowledge_for(game.id)
    options = [o["id"] for o in view["prompt"]["options"]]
    scripted = knowledge.scripted(game, view, view["prompt"]) if len(options) > 1 else None
    if scripted is not None:
        return Decision(scripted, 0, time.perf_counter() - start, 0.5, [(scripted, 0, 0.5)])
    options = knowledge.root_options(game, view, options)
    if len(options) == 1:
        return Decision(options[0], 0, 0.0, 0.5, [(options[0], 0, 0.5)])
    clock = Clock(start + seconds if seconds is not None else math.inf, hold)
    root = Node(seat=seat)
    engine_rng = {"seed": rng.getrandbits(63), "draws": 0}
    done = 0
    allowed = set(options)
    sample = game.sampler(view, seat)
    while (iterations is None or done < iterations) and (done == 0 or not clock.up()):
        state = sample(engine_rng)
        state["log"] = []  # a private scratch state: its log is never read
        _iterate(game, state, seat, root, knowledge, rng, allowed, clock)
        done += 1
    weighed = sorted(((key[1], n.visits, n.value / n.visits if n.visits else 0.0)
                      for key, n in root.children.items() if key[0] == seat and key[1] in options),
                     key=lambda t: (-t[1], -t[2], t[0]))
    best = weighed[0] if weighed else (options[0], 0, 0.5)
    return Decision(best[0], done, time.perf_counter() - start, best[2], weighed)


def value_of(game: Game, view: dict, seat: int, option: str, rng: random.Random, seconds: float,
             knowledge: Knowledge | None = None, hold: Callable[[], float] | None = None) -> tuple[float, int]:
    """`seat`'s mean result after playing `option` of `view["prompt"]`, over playouts of sampled
    states (flat Monte Carlo, no tree) for `seconds`; (estimate, playouts). For an option the
    search hardly tried: the post-game analysis values the move a player made with it."""
    knowledge = knowledge or knowledge_for(game.id)
    clock = Clock(time.perf_counter() + seconds, hold)
    engine_rng = {"seed": rng.getrandbits(63), "draws": 0}
    total, done = 0.0, 0
    while done == 0 or not clock.up():
        state = game.determinize(view, seat, engine_rng)
        state["log"] = []
        step(game, state, seat, game.prompt(state, seat), option)
        total += _rollout(game, state, knowledge, rng, clock)[seat]
        done += 1
    return total / done, done


def _iterate(game: Game, state: State, seat: int, root: Node, knowledge: Knowledge,
             rng: random.Random, root_options: set, clock: Clock) -> None:
    path = [root]
    node = root
    actor, prompt = seat, game.prompt(state, seat)
    ahead = None  # (next actor, their prompt) once the walk has moved the state
    automata = game.automaton_seats(state)
    forced = 0
    while actor is not None and forced < MAX_FORCED and not clock.up():
        if actor in automata and prompt is not None:
            forced += 1
            ahead = actor, prompt = step(game, state, actor, prompt, game.automaton_choice(state, actor, prompt))
            continue
        ids = prompt.ids() if prompt is not None else []
        if node is root:
            ids = [i for i in ids if i in root_options]
        if not ids:
            break  # a dead end the sample ran into: score it as it stands
        if len(ids) == 1:  # nothing to decide: no tree node
            forced += 1
            ahead = actor, prompt = step(game, state, actor, prompt, ids[0])
            continue
        untried = [i for i in ids if (actor, i) not in node.children]
        for i in ids:
            child = node.children.get((actor, i))
            if child is not None:
                child.available += 1
        if untried:
            choice = knowledge.expand_order(game, state, actor, prompt, untried, rng)
            child = node.children[(actor, choice)] = Node(seat=actor, available=1)
            ahead = step(game, state, actor, prompt, choice)
            path.append(child)
            break
        log_total = {i: math.log(node.children[(actor, i)].available) for i in ids}
        choice = max(ids, key=lambda i: _ucb(node.children[(actor, i)], log_total[i], knowledge.exploration))
        node = node.children[(actor, choice)]
        path.append(node)
        ahead = actor, prompt = step(game, state, actor, prompt, choice)
    values = _rollout(game, state, knowledge, rng, clock, ahead)
    for visited in path[1:]:
        visited.visits += 1
        visited.value += values[visited.seat]


def _ucb(node: Node, log_available: float, exploration: float) -> float:
    return node.value / node.visits + exploration * math.sqrt(log_available / node.visits)


def _rollout(game: Game, state: State, knowledge: Knowledge, rng: random.Random,
             clock: Clock, ahead: tuple | None = None) -> list[float]:
    """Play on with the policy (automata by their rules), then evaluate; cut short at the
    deadline. `ahead`: the next actor and prompt when the caller knows them."""
    automata = game.automaton_seats(state)
    if ahead is None:  # the walk stopped where it began
        actor = mover(game, state)
        ahead = actor, (game.prompt(state, actor) if actor is not None else None)
    actor, prompt = ahead
    for _ in range(knowledge.playout_depth):
        if actor is None or clock.up():
            break
        if prompt is None or not prompt.options:
            break
        choice = (game.automaton_choice(state, actor, prompt) if actor in automata
                  else knowledge.playout_choice(game, state, actor, prompt, rng))
        actor, prompt = step(game, state, actor, prompt, choice)
    result = game.result(state)
    if result is not None:
        return knowledge.result_values(result, len(result.scores))
    return knowledge.evaluate(game, state)


def seeded(*parts) -> random.Random:
    """The bot's random source for one decision: a fixed seed gives the same choice."""
    return random.Random(":".join(str(p) for p in parts))

