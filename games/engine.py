"""The engine protocol every game implements, and the helpers they share.

A game is a `Game` subclass registered with `games.registry.register`. Its state is plain
JSON-able data (dicts, lists, str, int, float, bool, None) laid out so that where a value sits
says who may see it:

    state = {
        "game": "twilight-struggle", "schema": 1, "options": {...},
        "rng": {"seed": 81721, "draws": 37},      # never leaves the engine
        "seats": [{...}, {...}],                   # seats[i]: what only seat i may see
        "secret": {...},                           # nobody: decks, face-down tiles
        "log": [{"kind": ..., "audience": ...}],   # events, each with its audience
        ...                                        # everything else is public
    }

Seats are integer indices 0..n-1; `Game.roles` names them ("ussr", "us"). `view` is generic
(see `standard_view`): a game lists its extra private keys in `PRIVATE_KEYS` and overrides
`public_view` only for what is derived. Text shown to people is marked with `_` (a no-op here)
and translated by the platform at render time, so placeholders are `{name}` and never f-strings.
"""
from __future__ import annotations

import json
import operator
import pickle
import threading
import time
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Iterator


def _(text: str) -> str:
    """Mark text for translation (gettext_noop); the platform translates at render time."""
    return text


gettext_noop = _


class Plural(str):
    """A marked text with its plural form ("{n} card" / "{n} cards"); as a str it is the singular.
    The platform picks the form the language uses for the count in the `count` parameter (Czech
    has three: 1 karta, 2 karty, 5 karet)."""

    plural: str
    count: str

    def __new__(cls, singular: str, plural: str, count: str = "n"):
        text = super().__new__(cls, singular)
        text.plural, text.count = plural, count
        return text

    def __getnewargs__(self):
        return str(self), self.plural, self.count

    def format(self, *args, **params) -> str:  # the English form, for logs outside a page
        return (str(self) if params.get(self.count) == 1 else self.plural).format(*args, **params)


def ngettext(singular: str, plural: str, count: str = "n") -> Plural:
    """Mark a text and its plural for translation (named as gettext's, so the extractor finds both
    forms); `count` names the parameter that holds the number."""
    return Plural(singular, plural, count)


@dataclass(frozen=True)
class Phrase:
    """Display text composed of a marked text and its own parameters ("territory of {region}"),
    for the names a game builds in `display_params` and `board_context`: the platform translates
    the text and each parameter, which it could not do once the game had formatted them."""

    text: str
    params: dict = field(default_factory=dict)

    def __str__(self) -> str:  # the English, for logs and messages outside a page
        # Only nested phrases become text: a number keeps its format spec ("{morale:+d}").
        return self.text.format(**{k: str(v) if isinstance(v, Phrase) else v for k, v in self.params.items()})

    @staticmethod
    def join(parts, sep: str = ", ") -> "Phrase":
        """Parts (text or Phrases) in a row, each translated on its own."""
        parts = list(parts)
        return Phrase(sep.join(f"{{p{i}}}" for i in range(len(parts))), {f"p{i}": p for i, p in enumerate(parts)})


class Plain(dict):
    """A part of a board context made of ids, numbers and marked text only, never a Phrase (the
    template translates what it shows): the platform passes it on as it is instead of looking
    through every entry for phrases to translate. A game's map is hundreds of small dicts."""


class Public(dict):
    """A part of a board context every audience sees alike (the map, another player's mats),
    one object for one content (`public`). It may hold phrases and engine seat ids: the platform
    translates it and puts people's names in once per object, language and table, not once per
    audience."""


FOOTPRINT = 6  # a board part's or a state's bytes in memory per byte of its pickle (measured: 5 to 10)


def footprint(value) -> int:
    """About the bytes `value` (plain data, Plain and Public parts) holds in memory, from its
    pickle: a cache that keeps such values weighs them by it (a walk over every object would
    cost more than the pickle, which runs in C)."""
    return FOOTPRINT * len(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))


KEPT_SECONDS = 120  # how long a cache keeps an entry at most (Kept)
_UNWEIGHED = (0, 0.0)  # an entry set as in a plain dict (a test restoring one) weighs nothing


class Kept(dict):
    """A cache's newest entries, bounded three ways: at most `count` of them, about `budget`
    bytes, each entry weighed by whoever `put` it, and none put more than `seconds` ago; the
    oldest put goes first. A process that serves tables for days keeps only this much, however
    many tables came and went; and what it keeps is what its last minutes drew (the age is
    looked at when an entry is put), so under a steady load its memory settles within minutes
    where count and bytes took hours to fill (an entry still in use is made again once in
    `seconds`, which costs little). Reading is a dict's (render threads read without a lock);
    putting and dropping hold one, so the tally of bytes stays true. (The age is a cache's
    bookkeeping: nothing a game decides depends on it.)"""

    def __init__(self, count: int, budget: int, seconds: float = KEPT_SECONDS):
        super().__init__()
        self.count, self.budget, self.seconds, self.bytes = count, budget, seconds, 0
        self._sizes: dict = {}  # key -> (size, when put)
        self._lock = threading.Lock()

    def put(self, key, value, size: int):
        """Keep `value` under `key`, weighing `size` bytes; returns it."""
        now = time.monotonic()
        with self._lock:
            if key in self:
                dict.__delitem__(self, key)  # put again: it is the newest now
                self.bytes -= self._sizes.pop(key, _UNWEIGHED)[0]
            dict.__setitem__(self, key, value)
            self._sizes[key] = (size, now)
            self.bytes += size
            while len(self) > 1:
                oldest = next(iter(self))
                if (len(self) <= self.count and self.bytes <= self.budget
                        and self._sizes.get(oldest, (0, now))[1] >= now - self.seconds):
                    break
                dict.__delitem__(self, oldest)
                self.bytes -= self._sizes.pop(oldest, _UNWEIGHED)[0]
        return value

    def drop(self, key) -> None:
        with self._lock:
            if dict.pop(self, key, _NOTHING) is not _NOTHING:
                self.bytes -= self._sizes.pop(key, _UNWEIGHED)[0]

    def clear(self) -> None:
        with self._lock:
            dict.clear(self)
            self._sizes.clear()
            self.bytes = 0


class OnePerContent:
    """One object for each content (a part of a board, say), the newest kept (at most `count`,
    about `budget` bytes, each weighed by its inputs' pickle): what `make()` built for the first
    of equal `inputs` (compared pickled) is what the others get. Render threads share it; a race
    builds an object twice, never a wrong one."""

    def __init__(self, count: int, budget: int = 4 << 20):
        self.kept = Kept(count, budget)

    def get(self, inputs, make):
        key = pickle.dumps(inputs, pickle.HIGHEST_PROTOCOL)
        found = self.kept.get(key)
        if found is None:
            found = self.kept.put(key, make(), FOOTPRINT * len(key))
        return found

    def clear(self) -> None:
        self.kept.clear()


_public = OnePerContent(256)


def public(part: dict) -> Public:
    """The one `Public` object for this content: the audiences of a version, and the versions
    a part stands still through, share it (and all the platform draws from it)."""
    return _public.get(part, lambda: Public(part))


class ByIdentity:
    """What was worked out from an object (and `extra`), kept by the object's identity: the
    object is held with it, so its id stays its own while kept; the newest kept, at most `count`
    and about `budget` bytes as `weigh(made)` weighs each (by default the object counts alone).
    For objects nobody changes once made, such as a board's parts."""

    def __init__(self, count: int, budget: int = 4 << 20, weigh=None):
        self.kept, self.weigh = Kept(count, budget), weigh

    def get(self, obj, extra: tuple, make):
        key = (id(obj), *extra)
        found = self.kept.get(key)
        if found is not None and found[0] is obj:
            return found[1]
        made = make()
        self.kept.put(key, (obj, made), self.weigh(made) if self.weigh else 0)
        return made

    def clear(self) -> None:
        self.kept.clear()

    def __len__(self) -> int:
        return len(self.kept)


def trim_oldest(kept: dict, size: int) -> None:
    """Drop the oldest entries of a cache dict beyond `size` (render threads share such caches:
    one that another thread trims meanwhile is left as it is)."""
    while len(kept) > size:
        try:
            del kept[next(iter(kept))]
        except (RuntimeError, KeyError, StopIteration):
            break


State = dict  # plain JSON-able data; see the module docstring for its layout


# --------------------------------------------------------------------------- errors


class IllegalMove(Exception):
    """A choice that is not legal now. `message` is translatable text with `{placeholders}`."""

    def __init__(self, message: str, **params: Any):
        super().__init__(message.format(**params) if params else message)
        self.message = message
        self.params = params


class SeatsRefused(IllegalMove, ValueError):
    """Seats a game cannot be played with (`Game.check_seats`), said as IllegalMove says a move."""


# --------------------------------------------------------------------------- prompts


@dataclass(frozen=True)
class Option:
    """One legal choice. `id` is stable and typed by tests (`country:turkey`, `pass`)."""

    id: str
    text: str
    params: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"id": self.id, "text": self.text, "params": self.params}


@dataclass(frozen=True)
class Prompt:
    """The pending decision of one seat: what is asked and every legal option."""

    id: str  # "<game>.<verb>_<object>", e.g. "ts.choose_card"
    seat: int
    text: str
    options: tuple[Option, ...]
    params: dict = field(default_factory=dict)
    # Keep asking even with a single option: waiting has a reason (the seat should see
    # something first, or its options come from what only it sees: a hand of two Traps played
    # by the engine would show the hand). Otherwise a one-option prompt is played by the engine.
    wait: bool = False

    def option(self, option_id: str) -> Option:
        for option in self.options:
            if option.id == option_id:
                return option
        raise IllegalMove(_("That is not a choice now."))

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_dict(self) -> dict:
        return {"id": self.id, "seat": self.seat, "text": self.text, "params": self.params,
                "options": [o.to_dict() for o in self.options]}


def distinct(prompt: Prompt | None) -> Prompt | None:
    """The prompt with each choice once: options a player cannot tell apart (the same text and
    params, as two copies of one card in a hand) are offered by the first of them."""
    if prompt is None:
        return None
    seen, options = set(), []
    for o in prompt.options:
        key = (o.text, repr(sorted(o.params.items())))
        if key not in seen:
            seen.add(key)
            options.append(o)
    return prompt if len(options) == len(prompt.options) else replace(prompt, options=tuple(options))


# --------------------------------------------------------------------------- events and audience

ALL = "all"


def audience_only(*seats: int) -> dict:
    return {"only": sorted(seats)}


def audience_except(*seats: int) -> dict:
    """Everyone but these seats, spectators included (e.g. "the USSR drew a card")."""
    return {"except": sorted(seats)}


def can_see(audience: Any, seat: int | None) -> bool:
    """Whether `seat` (None: a spectator) may see an event with this audience."""
    if audience == ALL:
        return True
    if isinstance(audience, dict):
        if "only" in audience:
            return seat in audience["only"]
        if "except" in audience:
            return seat not in audience["except"]
    raise ValueError(f"bad audience {audience!r}")


def event(kind: str, audience: Any = ALL, **params: Any) -> dict:
    """A log event: a kind, who may see it, and its facts. Plain data, stored in the state."""
    can_see(audience, None)  # validates the audience shape
    return {"kind": kind, "audience": audience, **params}


Event = dict  # what `event()` builds


@dataclass(frozen=True)
class Result:
    """The end of a game: score per seat, the winning seats, and why it ended."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str = ""
    params: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners),
                "reason": self.reason, "params": self.params}


# --------------------------------------------------------------------------- randomness
# A counter-based generator: the nth draw of a seed is a pure function of (seed, n), so the
# state holds only {"seed", "draws"} and a draw costs the same at any point of the game.

_MASK = (1 << 64) - 1


def _mix(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def new_rng(seed: int) -> dict:
    return {"seed": int(seed) & _MASK, "draws": 0}


def rng_u64(rng: dict) -> int:
    """The next 64 random bits; advances the RNG that lives in the state."""
    value = _mix(rng["seed"] ^ _mix(rng["draws"]))
    rng["draws"] += 1
    return value


def rng_int(rng: dict, lo: int, hi: int) -> int:
    """Uniform integer in [lo, hi], without modulo bias."""
    span = hi - lo + 1
    if span <= 0:
        raise ValueError("empty range")
    limit = (1 << 64) - ((1 << 64) % span)
    while True:
        value = rng_u64(rng)
        if value < limit:
            return lo + value % span


def roll_d6(rng: dict) -> int:
    return rng_int(rng, 1, 6)


def shuffle(rng: dict, items: list) -> None:
    """Fisher-Yates in place, drawing from the state's RNG: `rng_int(rng, 0, i)` for each i from
    the last, written out here (samples for a search shuffle every deck each iteration)."""
    seed, draws = rng["seed"], rng["draws"]
    for i in range(len(items) - 1, 0, -1):
        span = i + 1
        limit = (1 << 64) - ((1 << 64) % span)
        value = _mix(seed ^ _mix(draws))
        draws += 1
        while value >= limit:
            value = _mix(seed ^ _mix(draws))
            draws += 1
        j = value % span
        items[i], items[j] = items[j], items[i]
    rng["draws"] = draws


# --------------------------------------------------------------------------- state helpers


def clone(value: Any) -> Any:
    """Deep copy of plain JSON-able data (faster than copy.deepcopy for dicts and lists)."""
    # Scalars are copied inline: most leaves of a game state are ints and strings.
    if isinstance(value, dict):
        return {k: clone(v) if isinstance(v, (dict, list)) else v for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) if isinstance(v, (dict, list)) else v for v in value]
    return value


def strings_in(value: Any) -> Iterator[str]:
    """Every string among the values (not the keys) of plain data, e.g. the card ids a step names."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, dict)):
        for item in (value.values() if isinstance(value, dict) else value):
            yield from strings_in(item)


def to_json(state: State) -> str:
    return json.dumps(state, sort_keys=True, separators=(",", ":"))


def from_json(text: str) -> State:
    return json.loads(text)


def standard_view(state: State, seat: int | None, private_keys: tuple[str, ...] = (),
                  base: dict | None = None) -> dict:
    """The public part of the state, this seat's own entry, and the log it may see.

    Drops `rng`, `secret` and every other seat's `seats[i]`; `private_keys` names further
    top-level keys that nobody sees directly (the game shows what is derived from them).
    `base`, when given, is `public_base(state, private_keys)`: the view shares its values.
    """
    view = dict(base if base is not None else public_base(state, private_keys))
    view["me"] = clone(state["seats"][seat]) if seat is not None else None
    # Logged events never change once written (see `apply`): the view shares them, so a view
    # late in a long game costs no copy of its whole history.
    view["log"] = visible_log(state.get("log", []), seat)
    return view


def public_base(state: State, private_keys: tuple[str, ...] = ()) -> dict:
    """A copy of the state's public part: what every audience's view holds alike."""
    hidden = {"rng", "secret", "seats", "log", *private_keys}
    return {k: clone(v) for k, v in state.items() if k not in hidden}


class Views(dict):
    """The views of one position by audience (a seat, None for spectators), each drawn when
    first asked for. The public part is copied and its derived facts (`Game.public_facts`)
    worked out once, and every view holds those very values: views are read, never changed
    (a board, a payload, a bot's sample copy what they alter), so sharing them is safe, and it
    makes the audiences of a move cost one copy of the board, not one each."""

    def __init__(self, game: "Game", state: State):
        super().__init__()
        self.game, self.state, self.base, self._base_names = game, state, None, None

    def __missing__(self, audience: int | None) -> dict:
        if self.base is None:
            self.base = public_base(self.state, self.game.PRIVATE_KEYS) | self.game.public_facts(self.state)
        view = self[audience] = self.game.view(self.state, audience, self.base)
        return view

    def names(self, audience: int | None) -> tuple[set[str], set[str]]:
        """`_names(self[audience], skip="log")`, walking the shared public part once for all."""
        view = self[audience]
        if self._base_names is None:
            self._base_names = _names(self.base)
        own = {k: v for k, v in view.items() if k != "log" and self.base.get(k, _NOTHING) is not v}
        values, keys = _names(own)
        return values | self._base_names[0], keys | self._base_names[1] | view.keys()


_NOTHING = object()


EVENT_BYTES = 600  # a logged event's dict in memory, about: a handful of short keys and values


class LogFold:
    """A value worked out from a log's events one stretch at a time (the events a seat sees, the
    VP after each change), kept per key and log and continued from where it stopped: a log only
    grows (`apply`), so a table's next position starts with the very event objects of the one
    before (checked object by object, at C speed), and only the events after are folded in.
    `fold(value, events, key)` gives the value after `events`, from `start` for a log not seen
    before; it makes a new value and leaves the one given as it is (it stays kept)."""

    def __init__(self, fold, start, count: int = 256, budget: int = 4 << 20):
        self.fold, self.start, self.kept = fold, start, Kept(count, budget)

    def __call__(self, log: list, key=None):
        if not log:
            return self.fold(self.start, (), key)
        where = (key, id(log[0]))
        found = self.kept.get(where)
        if found is not None and len(found[0]) <= len(log) and all(map(operator.is_, found[0], log)):
            value = self.fold(found[1], log[len(found[0]):], key)
        else:
            value = self.fold(self.start, log, key)
        # weighed by the events it holds on to, each about EVENT_BYTES (a log outlives its table here)
        self.kept.put(where, (tuple(log), value), EVENT_BYTES * len(log))
        return value


def _seen_by(seen: tuple, events, seat: int | None) -> tuple:
    return seen + tuple([e for e in events if can_see(e["audience"], seat)])


_visible = LogFold(_seen_by, (), budget=8 << 20)  # every audience of every table


def visible_log(log: list, seat: int | None) -> list:
    """The events of `log` that `seat` may see, as a new list; only the events after those of
    the same log it filtered last are filtered (LogFold)."""
    return list(_visible(log, seat))


def _strings(value: Any, keys: bool = False, skip: str | None = None) -> set[str]:
    """Every string value in plain data (the ids a view may show: card, recruit, tile), and with
    `keys` every dict key too (a name a view already holds as a key, such as a country of the
    board, is no secret); `skip` leaves out one top-level key of a dict `value`."""
    values, found_keys = _names(value, skip)
    return values | found_keys if keys else values


def names_in(value: Any) -> set[str]:
    """Every string value and string dict key in plain data: the names (cards, countries,
    recruits) a state, a view or a log holds."""
    return _strings(value, keys=True)


def _names(value: Any, skip: str | None = None) -> tuple[set[str], set[str]]:
    """(every string value, every string dict key) in plain data; `skip` leaves out one
    top-level key of a dict `value` (its name is still among the keys)."""
    found: set[str] = set()
    found_keys: set[str] = set()
    if skip is not None and isinstance(value, dict):
        found_keys.update(k for k in value if isinstance(k, str))
        value = [v for k, v in value.items() if k != skip]
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found_keys.update(k for k in item if isinstance(k, str))
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found, found_keys


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class OptionSpec:
    """A game option (variant or rules ambiguity) with its default and its legal values."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = (False, True)
    help: str = ""
    # Marked text for each choice, in the same order, where the bare value would not read well
    # ("action_round"); without it the platform shows yes/no, numbers and the value in words.
    labels: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {"key": self.key, "label": self.label, "default": self.default,
                "choices": list(self.choices), "help": self.help}


@dataclass(frozen=True)
class SeatPlan:
    """A way of seating a table that the game accepts: each seat's allowed kinds, in order, and
    marked text naming it where the number of players alone does not ("1 player + Automa + Shadow
    Empire"). The new-table form offers exactly these."""

    kinds: tuple[tuple[str, ...], ...]
    label: str = ""


SEAT_KIND_NAMES = {"human": _("a person"), "bot": _("a bot"), "automaton": _("an automaton")}


# --------------------------------------------------------------------------- the protocol


class Game:
    """Base class of every rules engine. Subclasses fill in the class attributes and the
    methods marked `NotImplementedError`; `apply` checks legality against `prompt` (the one
    judge of legality) and works on a copy, so a refused move leaves the old state untouched.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = ()
    # Not yet the whole game: what is missing, in words. The lobby does not offer such a game
    # (settings.TABLETOP_INCOMPLETE_GAMES shows it to developers); tests and bots use it as any.
    incomplete: ClassVar[str] = ""
    # Whether `apply` plays one-option prompts by itself (see `resolve_forced`).
    AUTO_FORCED: ClassVar[bool] = False
    PRIVATE_KEYS: ClassVar[tuple[str, ...]] = ()
    SCHEMA: ClassVar[int] = 1

    # -- static description

    def notice(self) -> str:
        """What someone should know before starting a table of this game (marked text; "" for
        nothing), said in the lobby and on the new-table form: a game played with components
        that are not the printed ones says so."""
        return ""

    def roles(self, n_seats: int, options: dict) -> list[str]:
        """A name for each seat ("ussr", "us"; "player-1"...). Stable ids, not translated."""
        return [f"player-{i + 1}" for i in range(n_seats)]

    def role_label(self, role: str) -> str:
        return role

    def automaton_labels(self, kinds: list[str]) -> dict[int, str]:
        """Marked names for automaton seats, from every seat's kind in order ({2: _("Automa")});
        a seat left out reads "Automaton"."""
        return {}

    def seat_kinds(self, role: str) -> tuple[str, ...]:
        """Which seat kinds may sit in this role: human, bot, automaton."""
        return ("human", "bot")

    def seat_plans(self, options: dict) -> tuple[SeatPlan, ...]:
        """The seatings the new-table form offers, each of which `check_seats` accepts: by
        default every seat count, each role with its `seat_kinds`."""
        return tuple(SeatPlan(tuple(self.seat_kinds(role) for role in self.roles(n, options)))
                     for n in range(self.min_seats, self.max_seats + 1))

    def check_seats(self, seats: list[dict], options: dict) -> None:
        """Raise SeatsRefused unless the game can be played with these seats (their kinds, in
        order); `setup` checks with it, and the platform before it creates or starts a table."""
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise SeatsRefused(_("This game needs {min} to {max} seats."), min=self.min_seats, max=self.max_seats)
        for index, (seat, role) in enumerate(zip(seats, self.roles(len(seats), options))):
            kind = seat.get("kind", "human")
            if kind not in self.seat_kinds(role):
                raise SeatsRefused(_("Seat {seat} cannot be played by {kind}."), seat=index + 1,
                                   kind=Phrase(SEAT_KIND_NAMES.get(kind, _("that kind of player"))))

    def resolve_options(self, options: dict | None) -> dict:
        """Defaults merged with the given options; unknown keys or values raise ValueError."""
        options = dict(options or {})
        known = {spec.key: spec for spec in self.OPTIONS}
        unknown = set(options) - set(known)
        if unknown:
            raise ValueError(f"unknown options for {self.id}: {sorted(unknown)}")
        resolved = {}
        for key, spec in known.items():
            value = options.get(key, spec.default)
            if spec.choices and value not in spec.choices:
                raise ValueError(f"option {key} must be one of {list(spec.choices)}")
            resolved[key] = value
        return resolved

    # -- the protocol

    def setup(self, seats: list[dict], options: dict, seed: int) -> State:
        """seats[i] = {"kind": "human"|"bot"|"automaton", ...}; returns the initial state.
        Seats `check_seats` refuses raise SeatsRefused."""
        raise NotImplementedError

    def to_act(self, state: State) -> list[int]:
        """Seats that owe a decision now (several for a simultaneous choice); [] at the end."""
        raise NotImplementedError

    def prompt(self, state: State, seat: int) -> Prompt | None:
        """The pending decision of `seat`, or None if it owes none."""
        raise NotImplementedError

    def play(self, state: State, seat: int, option: Option) -> list[Event]:
        """Carry out a legal choice on `state` (a private copy: mutate freely); return events.
        Events are also appended to state["log"] by `apply`."""
        raise NotImplementedError

    def advance(self, state: State, seat: int, prompt: Prompt, option: Option) -> tuple[list[Event], Prompt | None]:
        """`play` of an option of `prompt` (the seat's pending prompt, which the game need not
        work out again) for a caller that asks next, as a search advancing a sampled state does:
        the events, and the prompt now pending for the seat to act when the game worked it out on
        the way (None: ask `prompt`)."""
        return self.play(state, seat, option), None

    def result(self, state: State) -> Result | None:
        raise NotImplementedError

    def forfeit(self, state: State, seat: int) -> State | None:
        """The state once `seat` forfeits (its person ran out of time), where the rules end the
        game then: in a two-sided game, the other side wins. None where the game goes on without
        them (the platform has a bot play the seat); the default, for games of more seats."""
        return None

    def event_text(self, event: Event) -> str | tuple[str, dict] | None:
        """Marked text for a log event, with {placeholders} filled from the event's own keys
        (`_("{seat} adds {n}")`), or None: the platform then shows the kind and its facts.
        May also return (text, params): params are derived display values (a country's name for
        its id) that override the event's keys; string values are marked text, translated too."""
        return event.get("text")

    def board_context(self, view: dict) -> dict:
        """Display helpers for the game's own board template (names for ids, groupings), built
        from a seat's view only; the template gets them as `board`. Marked text, no rules."""
        return {}

    def display_params(self, params: dict) -> dict:
        """A prompt's or option's params as people read them: ids turned into (marked) names,
        e.g. {"space": "cloud_mine"} -> {"space": _("Cloud Mine")}. The platform fills the
        text's placeholders from these; the option ids keep the raw values."""
        return params

    def progress(self, state: State) -> "Phrase | str | None":
        """How far a running game is, as the lobby lists it ("Round 3, turn 2"); None: nothing
        to tell (the lobby then says nothing)."""
        return None

    def public_facts(self, state: State) -> dict:
        """Derived facts every audience sees alike (hand counts, control), added to each view;
        worked out once for all the audiences of a position (`Views`)."""
        return {}

    def public_view(self, state: State, view: dict, seat: int | None) -> dict:
        """Hook to add what is derived for this seat alone (what it has not seen) to its view."""
        return view

    # -- provided

    def apply(self, state: State, seat: int, option_id: str) -> tuple[State, list[Event]]:
        if self.result(state) is not None:
            raise IllegalMove(_("The game is over."))
        if seat not in self.to_act(state):
            raise IllegalMove(_("It is not your turn."))
        pending = self.prompt(state, seat)
        if pending is None:
            raise IllegalMove(_("It is not your turn."))
        option = pending.option(option_id)
        # Logged events are never changed once written, so the log is shared, not deep-copied.
        new = {k: (list(v) if k == "log" else clone(v)) for k, v in state.items()}
        events = self.play(new, seat, option)
        new.setdefault("log", []).extend(events)
        if self.AUTO_FORCED:
            events = events + self.resolve_forced(new)
        return new, events

    def resolve_forced(self, state: State) -> list[Event]:
        """Play, in place, every pending prompt that has a single option and no reason to wait
        (`Prompt.wait`), until someone owes a real decision or the game ends: a table never
        waits for a click that decides nothing. Games with AUTO_FORCED call it at setup too.
        Deterministic, so replay from seed and choices is unchanged."""
        played: list[Event] = []
        while (forced := self.forced(state)) is not None:
            events = self.play(state, forced.seat, forced.options[0])
            state.setdefault("log", []).extend(events)
            played.extend(events)
        return played

    def forced(self, state: State) -> Prompt | None:
        """The pending prompt the engine plays by itself (`resolve_forced`): the first of a seat
        to act with a single option and no reason to wait; None once all owe real decisions or
        the game is over. Everyone sees whether the engine played a decision itself, so whether
        it does must follow from what every seat sees: a prompt whose options come from what
        only its seat sees (a hand, a hidden card) waits (`Prompt.wait`)."""
        if self.result(state) is not None:
            return None
        for seat in self.to_act(state):
            pending = self.prompt(state, seat)
            if pending is not None and len(pending.options) == 1 and not pending.wait:
                return pending
        return None

    def view(self, state: State, seat: int | None, base: dict | None = None) -> dict:
        """What `seat` (None: a spectator) may see of `state`. `base` is the shared public part
        a `Views` passes (its values are not copied again); without it the view is built alone."""
        if base is None:
            base = public_base(state, self.PRIVATE_KEYS) | self.public_facts(state)
        view = standard_view(state, seat, self.PRIVATE_KEYS, base)
        view["seat"] = seat
        view["to_act"] = self.to_act(state)
        mine = self.prompt(state, seat) if seat is not None and seat in view["to_act"] else None
        view["prompt"] = mine.to_dict() if mine else None
        result = self.result(state)
        view["result"] = result.to_dict() if result else None
        return self.public_view(state, view, seat)

    def determinize(self, view: dict, seat: int, rng: dict) -> State:
        """A full state consistent with everything `seat` has seen (`view(state, seat)`), its
        hidden parts (other hands, deck order, face-down tiles) sampled from the components
        that seat cannot have seen, drawing from `rng` (an engine RNG dict). Search bots plan
        on such states; the result never reaches a person. `view(result, seat) == view`."""
        raise NotImplementedError(f"{self.id} cannot sample its hidden information")

    def sampler(self, view: dict, seat: int):
        """`determinize` for many samples of one view (a search's): a function of an engine RNG
        dict. A game may work out once here what every sample of the view shares."""
        return lambda rng: self.determinize(view, seat, rng)

    def views(self, state: State) -> Views:
        """Every audience's view of `state`, drawn when asked for, sharing their public part."""
        return Views(self, state)

    def undoable(self, before: State, after: State, events: list[Event], seat: int,
                 views: Views | None = None, names: tuple[dict, dict] | None = None,
                 earlier: Views | None = None) -> bool:
        """Whether `seat` may take back the move that led from `before` to `after` (logging
        `events`). The platform asks only about a seat's own latest move, with nobody else's
        after it; this says whether the move itself revealed nothing, so that going back to
        `before` takes nothing away that anyone has seen. The default refuses a move that
        - drew from the RNG (a die, a shuffle, a random card): the outcome is known now;
        - logged an event for a narrower audience than everyone: a private event shows
          something to someone, even if only to the mover (a card they drew or looked at);
        - changed a hidden part of the state (`secret`, any seat's private entry, the mover's
          own included: a card leaving a hand is shown, one entering it comes from hiding);
        - let anyone's view (a prompt's options included) show a name that was hidden from
          that audience before (see `revealed`).
        A game narrows or widens this where its own rules say more. `views`, when given, is
        `self.views(after)`: the views the test draws stay in it (the platform draws the boards
        of the same position next, from the same views). `names`, when given, is (the names
        each audience's view of `before` held, as the test of the move before left them; a
        dict that receives those of `after`), see `revealed`; `earlier`, when given, is
        `self.views(before)` as the caller kept them (the boards of the move before drew them)."""
        if seat not in self.to_act(before):
            return False
        if before.get("rng", {}).get("draws") != after.get("rng", {}).get("draws"):
            return False
        if any(e.get("audience") != ALL for e in events):
            return False
        if self.hidden_parts(before, seat) != self.hidden_parts(after, seat):
            return False
        return not self.revealed(before, after, views, names, earlier)

    def hidden_parts(self, state: State, seat: int) -> dict:
        """What `undoable` requires a move of `seat` to leave unchanged: the state nobody sees
        and every seat's private entry. A game may leave out what is only the mover's own
        scratch (a draft it composes step by step and shows nobody)."""
        return {"secret": state.get("secret"), "seats": state.get("seats")}

    def revealed(self, before: State, after: State, views: Views | None = None,
                 names: tuple[dict, dict] | None = None, earlier: Views | None = None) -> bool:
        """Whether some audience (each seat, then spectators) sees in `after` a name (a string
        value of its view) that sat in a hidden part of `before` and that its view of `before`
        did not hold anywhere: the generic test that a move uncovered nothing, prompts included.

        `views` is `self.views(after)` where the caller keeps them. `names` = (known, found):
        `known` holds, by audience, the names (values and keys, the log left out) of its view
        of `before` where an earlier test found them, so that view need not be drawn again;
        `found` receives those of `after` (for the next move's test). `earlier` is
        `self.views(before)` where the caller keeps them."""
        hidden = _strings([before.get(k) for k in ("rng", "secret", "seats", *self.PRIVATE_KEYS)])
        known, found = names if names is not None else ({}, None)
        views = views if views is not None else self.views(after)
        # The log is left out of both sides: it only grows, so the lines a move adds are all the
        # after side holds that the before side did not, and the rest is the whole game's history
        # (walking it made this test cost 20 ms a move late in a game). A name seen only in an
        # old line and shown again now counts as new: that refuses an undo, never allows one.
        added = after.get("log", [])[len(before.get("log", [])):]
        for audience in [*range(len(before.get("seats", []))), None]:
            values, keys = views.names(audience)
            if found is not None:
                found[audience] = values | keys
            shown = values & hidden
            shown |= _strings([e for e in added if can_see(e["audience"], audience)]) & hidden
            if not shown:
                continue
            held = known.get(audience)
            if held is None:
                earlier = earlier if earlier is not None else self.views(before)
                held = set().union(*earlier.names(audience))
            if shown - held:
                return True
        return False

    def automaton_seats(self, state: State) -> frozenset[int]:
        """The seats a rulebook automaton plays in this state (a sampled one included), so that a
        search lets them follow their procedure instead of its playout policy."""
        return frozenset()

    def hidden_choice(self, state: State, seat: int, samples: int = 3) -> bool:
        """Whether the options of `seat`'s prompt tell something only that seat may see: an
        option names a component hidden from the spectators (a card in its hand, an agenda it
        was dealt), or the options change when what another seat cannot see is sampled again
        (`determinize`, `samples` times: the kinds of cards a hand holds, what it can pay).
        What a bot weighed over such options stays unshown, even after the game: its end
        reveals only what its own public record holds. Deterministic for a given state."""
        prompt = self.prompt(state, seat)
        if prompt is None:
            return False
        if prompt.wait:  # kept asking with one option: mostly what the seat holds decides them
            return True
        ids = sorted(prompt.ids())
        hidden = _strings([state.get(k) for k in ("rng", "secret", "seats", *self.PRIVATE_KEYS)])
        named = {part for i in ids for piece in i.split(",") for part in piece.split(":")} & hidden
        if named and named - set().union(*self.views(state).names(None)):  # drawn only if needed
            return True
        seats = len(state.get("seats", []))
        if type(self).determinize is Game.determinize or seats < 2:
            return False
        observer = (seat + 1) % seats
        view = self.view(state, observer)
        rng = new_rng(_mix(state.get("rng", {}).get("seed", 0)) ^ state.get("rng", {}).get("draws", 0))
        for _sample in range(samples):
            other = self.prompt(self.determinize(view, observer, rng), seat)
            if other is None or sorted(other.ids()) != ids:
                return True
        return False

    def automaton_choice(self, state: State, seat: int, prompt: Prompt | None = None) -> str:
        """For a rule-defined automaton seat: the option its rulebook procedure picks. `prompt`:
        the seat's pending prompt when the caller has it (a search), else it is asked for."""
        raise NotImplementedError(f"{self.id} has no automaton seats")
