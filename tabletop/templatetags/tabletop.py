"""Template helpers for boards: any game's public view as readable HTML."""
from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from django.utils.translation import gettext

register = template.Library()


def _title(key) -> str:
    return gettext(str(key).replace("_", " ")).capitalize()


def _scalar(value) -> str:
    if value is None:
        return "–"
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    return str(value)


def _html(value, depth: int):
    if isinstance(value, dict):
        if not value:
            return mark_safe('<span class="empty">–</span>')
        rows = ((_title(k), _html(v, depth + 1)) for k, v in value.items())
        return format_html('<dl class="data depth-{}">{}</dl>', depth,
                           format_html_join("", "<div><dt>{}</dt><dd>{}</dd></div>", rows))
    if isinstance(value, list):
        if not value:
            return mark_safe('<span class="empty">–</span>')
        if all(not isinstance(v, (dict, list)) for v in value):
            return format_html('<span class="list">{}</span>', ", ".join(_scalar(v) for v in value))
        return format_html('<ol class="data">{}</ol>',
                           format_html_join("", "<li>{}</li>", ((_html(v, depth + 1),) for v in value)))
    return format_html("{}", _scalar(value))


@register.filter
def readable(value):
    """Nested dicts and lists as definition lists; scalars as text. Escaped throughout."""
    return mark_safe(_html(value, 0))


@register.filter
def heading(key):
    return _title(key)
