"""The template environment of every page and board (Jinja2: a move renders each watching
audience's board, and compiled templates draw one several times faster than Django's engine).

What templates have beyond Jinja2's own: `_` (a text in the active language, escaped on output)
and the `{% trans %}` block with Django's gettext (the msgids of locale/*/django.po), `url`,
`static`, `shared` (a piece every audience draws alike, drawn once: rendering.shared_piece) and
`shared_each` (one such piece for each item of a list),
`htmx_script`, `widthratio`, and the filters `readable`, `heading` and `json_script`.
As in Django's engine, `x.name` of a dict reads its key first (`x.items` is its method only
where it has no such key); unlike it, a method is called only with `()`, and `default` applies
to an undefined value only (write `x or y`).
"""
from __future__ import annotations

from functools import lru_cache

from django.core.signals import setting_changed
from django.templatetags.static import static as static_url
from django.urls import reverse
from django.utils.html import json_script
from django_htmx.jinja import htmx_script
from jinja2 import ChainableUndefined, Environment
from markupsafe import Markup, escape

from tabletop.i18n import gettext, ngettext
from tabletop.readable import heading, readable


def url(name: str, *args) -> str:
    return reverse(name, args=args)


@lru_cache(maxsize=256)
def static(path: str) -> str:
    """A static file's URL, worked out once per path: the storage joins URLs at every call, and
    every board names its stylesheet and scripts (a few per cent of a small board's render)."""
    return static_url(path)


def _forget_static_urls(setting, **kwargs) -> None:
    if setting in ("STATIC_URL", "STORAGES", "STATIC_ROOT"):
        static.cache_clear()


setting_changed.connect(_forget_static_urls)


def widthratio(value, max_value, max_width) -> str:
    """As Django's tag: value / max_value * max_width, rounded; "0" where that is no number."""
    try:
        return str(round(float(value) / float(max_value) * float(max_width)))
    except (ValueError, TypeError, ZeroDivisionError, OverflowError):
        return "0"


def shared(template_name: str, public=None, **named):
    from tabletop.rendering import shared_piece

    return shared_piece(template_name, public, **named)


def shared_each(template_name: str, items, name: str | None = None, **named) -> Markup:
    """`shared(template_name, item)` for each item (or with the item as `name`, beside `named`),
    joined: a loop of a template calling `shared` costs a map's 84 boxes three times as much."""
    from tabletop.rendering import shared_piece

    if name is None:
        return Markup("".join([shared_piece(template_name, item, **named) for item in items]))
    return Markup("".join([shared_piece(template_name, None, **{name: item}, **named) for item in items]))


def ascii_only(value):
    """A value written out with any character beyond ASCII as a character reference (`&#9733;`).
    Python holds a string in one, two or four bytes a character, by its widest one, and encodes
    it to UTF-8 character by character unless it is ASCII, when the encoding is the text itself:
    a single star, ± or Czech á made a whole board so, and its encoding for Redis and for each
    socket a walk (7% of a Twilight Struggle move). With the templates' own symbols written as
    references too, every board is ASCII: a Czech one a few per cent longer. A value inside a
    <script> would not be decoded: the JSON filters write ASCII already."""
    if isinstance(value, str) and not value.isascii():
        return Markup(escape(value).encode("ascii", "xmlcharrefreplace").decode("ascii"))
    return value


_MISSING = object()


class BoardEnvironment(Environment):
    def getattr(self, obj, attribute):
        """`x.name` of a dict is its key first: a board context is plain data, and Jinja2 tries
        the attribute first, so every such lookup raised and caught an AttributeError (3% of a
        Twilight Struggle move's instructions). A dict without the key, or anything
        else, is looked up as Jinja2 does (`.get` leaves a dict's `__missing__` to that)."""
        if isinstance(obj, dict):
            found = obj.get(attribute, _MISSING)
            if found is not _MISSING:
                return found
        return Environment.getattr(self, obj, attribute)


def environment(**options) -> Environment:
    # A variable the context lacks reads as empty, as in Django's engine (boards pass parts only
    # some games or phases have); keep the template's last newline, as Django does.
    options.update(undefined=ChainableUndefined, keep_trailing_newline=True, finalize=ascii_only)
    env = BoardEnvironment(extensions=["jinja2.ext.i18n"], **options)
    env.install_gettext_callables(gettext, ngettext, newstyle=True)
    # `_("...")` gives plain text, escaped where it is output (the {% trans %} block marks its
    # own text safe and escapes only the values it is given).
    env.globals.update(_=gettext, url=url, static=static, shared=shared, shared_each=shared_each,
                       htmx_script=htmx_script, widthratio=widthratio)
    env.filters.update(readable=readable, heading=heading, json_script=json_script)
    return env
