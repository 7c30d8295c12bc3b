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
