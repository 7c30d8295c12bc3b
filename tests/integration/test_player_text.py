"""What a player reads is words, never the engines' insides, and Czech is Czech.

Random games of every game are walked (seeded; TEXT_GAMES games of TEXT_DECISIONS decisions
each, small by default) and everything a player reads is drawn through the platform's own
rendering, in English and in Czech: every prompt and option of the seat to act, every log line
each audience sees, and every audience's board now and then. Each text is checked for what
only an engine should see: ids ("cc-ai-08", "player-2"), snake_case words, `key:value` pairs
and the platform's fallback "kind (key: value)" lines, empty parameters ("cards: ,"), bracketed
placeholders ("[VP]"), map coordinates ("-1_1") and unfilled {placeholders}.

The Czech catalogue is checked against what the Czech drawing looked up: every text asked for
has a translation, not empty and not fuzzy."""
from __future__ import annotations

import functools
import os
import random
import re
from collections import defaultdict
from contextlib import contextmanager
from html.parser import HTMLParser

import pytest
from babel.messages.pofile import read_po
from django.conf import settings
from django.utils.translation import trans_real

from games import registry
from games.engine import visible_log
from games.playout import random_play
from tabletop import i18n, rendering
from tabletop.models import Player, Seat, Table

pytestmark = pytest.mark.django_db

GAMES_PLAYED = int(os.environ.get("TEXT_GAMES", "1"))
DECISIONS = int(os.environ.get("TEXT_DECISIONS", "250"))
BOARD_EVERY = 60  # decisions between drawings of every audience's board
LANGUAGES = ("en", "cs")
# (game, seat kinds, options): every kind of seat that brings words of its own (automata).
TABLES = [
    ("twilight-struggle", ["human", "human"], {}),
    ("euphoria", ["human", "human", "human"], {}),
    ("tapestry", ["human", "automaton", "automaton"], {}),
    ("tapestry", ["human", "human"], {}),
    ("hegemony", ["human", "human", "automaton"], {}),
]
GAME_IDS = sorted({t[0] for t in TABLES})
PEOPLE = ["Ann", "Bob", "Cyril", "Dana", "Eva", "Filip"]

# What only an engine should say, each with why a person could not read it.
INTERNAL = [
    (re.compile(r"\b[a-z]+(?:-[a-z]+)*-\d+\b"), "an id with a number"),
    (re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b"), "a snake_case word"),
    (re.compile(r"\b[a-z_]+:[\w-]+"), "a key:value pair"),
    (re.compile(r"[(,] ?[a-z_]+: "), "the fallback line's key: value"),
    (re.compile(r"\w: *(?:,|\))"), "an empty parameter"),
    (re.compile(r"\[[0-9A-Za-z][0-9A-Za-z _+-]*\]"), "a bracketed placeholder"),
    (re.compile(r"-?\d+_-?\d+"), "a map coordinate"),
    (re.compile(r"\{\w+\}"), "an unfilled placeholder"),
    (re.compile(r"^(?:automaton|automat|bot)$"), "a seat named by its kind"),
]


class _Text(HTMLParser):
    """The text of an HTML fragment a person reads: text nodes and tooltips, not scripts."""

    SHOWN_ATTRIBUTES = ("title", "alt", "aria-label", "placeholder")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self._skip += 1
        for name, value in attrs:
            if name in self.SHOWN_ATTRIBUTES and value and value.strip():
                self.texts.append(value.strip())

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip = max(0, self._skip - 1)

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.texts.append(re.sub(r"\s+", " ", data.strip()))


def html_texts(html: str) -> list[str]:
    parser = _Text()
    parser.feed(html)
    return parser.texts


# A board's label ends with a colon where its value is a text node of its own; a log line or a
# prompt is one text, and one that ends on a colon lost its value.
UNFINISHED = re.compile(r"\w: *$")


def internal(text: str, whole: bool = True) -> list[str]:
    """Why `text` shows the engine's insides (none: it reads as words); `whole`: it is a whole
    line or prompt, not one text node of a board."""
    whys = [why for pattern, why in INTERNAL if pattern.search(text)]
    return whys + ["an empty parameter at the end"] if whole and UNFINISHED.search(text) else whys


class Shown:
    """Everything drawn, by language, with where it was seen first."""

    def __init__(self):
        self.texts: dict[str, dict[str, str]] = defaultdict(dict)

    def add(self, language: str, where: str, texts) -> None:
        for text in texts:
            self.texts[language].setdefault(text, where)

    def bad(self) -> list[str]:
        found = []
        for language, texts in self.texts.items():
            for text, where in texts.items():
                whys = internal(text, whole=" board " not in where)
                if whys:
                    found.append(f"{language} {where}: {text!r} ({', '.join(whys)})")
        return sorted(found)


def seats_of(game_id: str, kinds: list[str]) -> list[Seat]:
    game = registry.get(game_id)
    roles = game.roles(len(kinds), game.resolve_options({}))
    return [Seat(index=i, role=role, kind=kind, level=2,
                 player=Player(name=PEOPLE[i]) if kind == "human" else None)
            for i, (role, kind) in enumerate(zip(roles, kinds))]


def walk(game_id: str, kinds: list[str], options: dict, seed: int, shown: Shown) -> None:
    """One random game of `game_id`, every prompt, log line and (now and then) board drawn."""
    game = registry.get(game_id)
    seats = seats_of(game_id, kinds)
    table = Table(pk=seed + 1, game=game_id, status=Table.Status.ACTIVE, options=options, seed=seed, version=0)
    state = game.setup([{"kind": k} for k in kinds], options, seed)

    def draw_boards(state, version):
        table.state, table.version = state, version
        for audience in [None, *(s.index for s in seats if s.kind == Seat.Kind.HUMAN)]:
            for language in LANGUAGES:
                html = rendering.render_board(table, rendering.Audience(audience, False), language, seats)
                shown.add(language, f"{game_id} board v{version} seat {audience}", html_texts(html))

    draw_boards(state, 0)
    version = 0
    for decision in random_play(game, state, random.Random(seed), DECISIONS):
        version += 1
        if seats[decision.seat].kind == Seat.Kind.HUMAN:
            for language in LANGUAGES:
                with i18n.drawing_in(language):
                    names = rendering.Names(game, seats)
                    prompt = names.put_in(i18n.translate_prompt(game, decision.prompt.to_dict()))
                where = f"{game_id} prompt {decision.prompt.id}"
                shown.add(language, where, [prompt["text"]] + [o["text"] for o in prompt["options"]])
        if version % BOARD_EVERY == 0:
            draw_boards(decision.after, version)
        state = decision.after
    draw_boards(state, version + 1)
    for language in LANGUAGES:
        with i18n.drawing_in(language):
            names = rendering.Names(game, seats)
            for audience in [None, *range(len(seats))]:
                events = visible_log(state["log"], audience)
                lines = [names.put_in(line) for line in rendering._log_lines(game, events, names.in_log())]
                shown.add(language, f"{game_id} log", lines)


@contextmanager
def asking_czech():
    """Each text the Czech catalogue is asked for while drawing in the block (text -> how often;
    a plural as its pair of texts). Everything drawn before is forgotten, so each is asked."""
    asked: dict = defaultdict(int)
    czech = trans_real.translation("cs")
    kind = type(czech)
    plain, plural = kind.gettext, kind.ngettext

    def gettext(self, message):
        if self is czech:
            asked[message] += 1
        return plain(self, message)

    def ngettext(self, singular, plural_text, n):
        if self is czech:
            asked[(singular, plural_text)] += 1
        return plural(self, singular, plural_text, n)

    def forget():
        i18n._found.clear()
        rendering.forget_shared()
        for kept in (rendering._lines, rendering._by_event, rendering._items):
            kept.clear()

    forget()
    kind.gettext, kind.ngettext = gettext, ngettext
    try:
        yield asked
    finally:
        kind.gettext, kind.ngettext = plain, plural
        forget()


@functools.cache
def played(game_id: str) -> tuple[Shown, dict]:
    """What the random games of `game_id` showed, and what they asked of the Czech catalogue."""
    shown = Shown()
    with asking_czech() as asked:
        for table_game, kinds, options in TABLES:
            for seed in range(GAMES_PLAYED) if table_game == game_id else ():
                walk(game_id, kinds, options, seed, shown)
    return shown, dict(asked)


def read_catalogue() -> tuple[dict, set]:
    """The Czech catalogue: each text's translation (None where unfinished), and all translations."""
    with open(settings.BASE_DIR / "locale/cs/LC_MESSAGES/django.po", "rb") as po:
        catalogue = read_po(po)
    done, czech = {}, set()
    for message in catalogue:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        key = tuple(message.id) if isinstance(message.id, tuple) else message.id
        done[key] = strings[0] if not message.fuzzy and all(strings) else None
        czech.update(strings)
    return done, czech


def untranslated(asked: dict, people: set[str]) -> list[str]:
    """The texts asked of the Czech catalogue that it has no finished translation for."""
    done, czech = read_catalogue()
    missing = []
    for text in asked:
        if isinstance(text, str) and (text in people or text in czech  # a name; a text translated already
                                      or not re.search(r"[A-Za-z]", re.sub(r"\{[^}]*\}", "", text))):
            continue  # nothing to translate: a name, a number, placeholders only
        if isinstance(text, str) and re.fullmatch(r"[A-Z]\d?|player-\d+|(x\d+ ?)+", text):
            continue  # a hex's label on the map ("D4"), a section's letter, a seat named after, multipliers
        if isinstance(text, str) and (CZECH.search(text) or (re.fullmatch(r"[a-z]+", text) and text not in done)):
            continue  # a text drawn in Czech already, asked again; a value that is an id, not a text
        if not done.get(text):
            missing.append(text)
    return sorted(missing, key=str)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_players_read_words_not_the_engines_ids(game_id):
    bad = played(game_id)[0].bad()
    assert not bad, f"{len(bad)} texts show the engine's insides:\n" + "\n".join(bad[:200])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_text_drawn_in_czech_has_a_czech_translation(game_id):
    """Each text looked up while drawing in Czech has a translation, not empty, not fuzzy (the
    cards' texts too: test_views checks that every text of the catalogue has one)."""
    missing = untranslated(played(game_id)[1], set(PEOPLE))
    assert not missing, f"{len(missing)} texts drawn in Czech lack a translation:\n" + "\n".join(map(repr, missing))


CZECH = re.compile(r"[áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]")
ENGLISH = re.compile(r"\b(?:the|and|of|to|your|you|is|are|for|with|each|when|this|gain|from|on|in)\b")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_czech_pages_show_no_english(game_id):
    """What the Czech pages show is Czech: no text the catalogue translates shown as it is (a
    template that printed a marked text without translating it), no English sentence."""
    done, czech = read_catalogue()
    english = []
    for text, where in played(game_id)[0].texts["cs"].items():
        if text in czech or re.fullmatch(r"[A-Z]{1,2}", text):
            continue  # Czech; a letter on a token (a skill, a section)
        if done.get(text) not in (None, text) or len(ENGLISH.findall(text)) >= 2:
            english.append(f"{where}: {text!r}")
    assert not english, f"{len(english)} English texts on Czech pages:\n" + "\n".join(sorted(english))


def test_the_checks_catch_each_kind_of_internal_text():
    """Each pattern flags the text it is for, and plain sentences of both languages pass."""
    for text in ["card played (card: working:signing-bonus, role: working)", "immigration (cards: , role: working)",
                 "Bonus: science:2", "vp:5", "territory_benefit", "Hex -1_1", "Gain [VP]", "Get [5VP]", "Buy [food]", "cc-ai-08", "automaton",
                 "Add {n}"]:
        assert internal(text), text
    for text in ["Ann plays Five Year Plan for 3 Ops.", "Kolo 3, tah 2", "Na tahu: SSSR", "Bob (USA): 2 VP",
                 "Gain 5 VP and 1 coin.", "Získej 2 body."]:
        assert not internal(text), text
