"""Game text is marked in the engines (`_("Add {n}")`, never translated there); the platform
translates it here, at render time, in the active language."""
import string

from django.utils.translation import gettext

from games.engine import Phrase, Plain


class _KeepMissing(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def translate(text: str, params: dict | None = None) -> str:
    """gettext(text) with {placeholders} filled from params; unknown placeholders stay as they are."""
    translated = gettext(text) if text else ""
    if not params:
        return translated
    try:
        return string.Formatter().vformat(translated, (), _KeepMissing(params))
    except (ValueError, IndexError, AttributeError):  # a stray brace in a translation
        return translated


def translate_prompt(game, raw: dict) -> dict:
    """A view's prompt in the active language: its text and each option's, with the game's
    display names for id-valued params."""
    def text(item):
        raw_params = item["params"]
        shown = game.display_params(raw_params)
        # Only names the game supplied are translated; raw values (numbers, ids) pass as they are.
        return translate(item["text"], {k: localise(v) if v != raw_params.get(k) else v for k, v in shown.items()})
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
