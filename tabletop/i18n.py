"""Game text is marked in the engines (`_("Add {n}")`, never translated there); the platform
translates it here, at render time, in the active language."""
import threading
import weakref
from contextlib import contextmanager

from django.utils import translation
from django.utils.translation import trans_real

from bots.levels import label as level_label
from games.engine import Phrase, Plain, Plural, gettext_noop

_drawing = threading.local()  # the catalogue of the board being drawn in this thread, if any


@contextmanager
def drawing_in(language: str):
    """Django's active language for a block of drawing, and its catalogue at hand: a board asks
    for a few hundred texts, and Django's gettext looks the language up (a context variable)
    at each call, ten times the cost of the lookup itself."""
    with translation.override(language):
        before = (getattr(_drawing, "catalogue", None), getattr(_drawing, "language", None),
                  getattr(_drawing, "found", None))
        _drawing.language = translation.get_language()
        _drawing.catalogue = trans_real.translation(_drawing.language)
        _drawing.found = _found.setdefault(_drawing.catalogue, {})
        try:
            yield
        finally:
            _drawing.catalogue, _drawing.language, _drawing.found = before


# Each catalogue's answers so far: the catalogue itself is a chain of dicts walked in Python,
# twice for a text it lacks (as a text, then as a plural), and every English text lacks one.
_found: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
FOUND_TEXTS = 20000  # marked texts are a few thousand; past this, a text is looked up each time


def language() -> str:
    """The active language (the one being drawn in, found at once)."""
    return getattr(_drawing, "language", None) or translation.get_language()


def gettext(message: str) -> str:
    """Django's gettext, from the catalogue at hand while a board is drawn. No text (a value a
    template lacks) translates to none, as in Django's engine."""
    if not message:
        return ""
    catalogue = getattr(_drawing, "catalogue", None)
    if catalogue is None or "\r" in message:
        return translation.gettext(message)
    found = _drawing.found.get(message)
    if found is None:
        found = catalogue.gettext(message)
        if len(_drawing.found) < FOUND_TEXTS:
            _drawing.found[message] = found
    return found


def ngettext(singular: str, plural: str, number: int) -> str:
    catalogue = getattr(_drawing, "catalogue", None)
    if catalogue is None:
        return translation.ngettext(singular, plural, number)
    return catalogue.ngettext(singular, plural, number)


class _KeepMissing(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def translate(text: str, params: dict | None = None) -> str:
    """gettext(text) with {placeholders} filled from params; unknown placeholders stay as they are."""
    if type(text) is Plural:
        count = (params or {}).get(text.count)
        translated = ngettext(str(text), text.plural, count if isinstance(count, int) else 2)
    else:
        translated = gettext(text) if text else ""
    if not params:
        return translated
    try:
        return translated.format_map(_KeepMissing(params))
    except (ValueError, IndexError, AttributeError):  # a stray brace in a translation
        return translated


def translate_prompt(game, raw: dict) -> dict:
    """A view's prompt in the active language: its text and each option's, with the game's
    display names for id-valued params."""
    def text(item):
        # Each value in the language: a name the game supplied, or a raw value that is one ("food");
        # numbers and ids pass as they are.
        return translate(item["text"], {k: localise(v) for k, v in game.display_params(item["params"]).items()})
    return {"id": raw["id"], "text": text(raw),
            "options": [{"id": o["id"], "text": text(o)} for o in raw["options"]]}


def localise(value):
    """A game's display value (a name it supplied) in the active language: marked text or a
    Phrase; numbers and the like pass as they are."""
    if isinstance(value, Phrase):
        return translate(value.text, {k: localise(v) for k, v in value.params.items()})
    if isinstance(value, str):
        return gettext(value) if value else value
    return value


_LEAVES = frozenset({str, int, float, bool, type(None)})


def localise_phrases(value):
    """A board context with each Phrase in it translated (its plain strings are ids and names
    that the board template translates itself where they are marked)."""
    if type(value) in _LEAVES or type(value) is Plain:
        return value
    if isinstance(value, Phrase):
        return localise(value)
    # Most of a board context is leaves: each is passed inline, without a call of its own.
    if isinstance(value, list):
        return [v if type(v) in _LEAVES else localise_phrases(v) for v in value]
    if isinstance(value, dict):
        return {k: v if type(v) in _LEAVES else localise_phrases(v) for k, v in value.items()}
    return value


def bot_name(level: int) -> str:
    """A bot as the table shows it and the new-table form offers it: "Bot (easy)"."""
    return translate(gettext_noop("Bot ({level})"), {"level": gettext(level_label(level))})
