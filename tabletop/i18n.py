"""Game text is marked in the engines (`_("Add {n}")`, never translated there); the platform
translates it here, at render time, in the active language."""
import string

from django.utils.translation import gettext


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
        return translate(item["text"], {k: _localise(v) if v != raw_params.get(k) else v for k, v in shown.items()})
    return {"id": raw["id"], "text": text(raw),
            "options": [{"id": o["id"], "text": text(o)} for o in raw["options"]]}


def _localise(value):
    return gettext(value) if isinstance(value, str) and value else value
