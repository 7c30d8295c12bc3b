"""The generic board's filters: any game's public view as readable HTML."""
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe
from tabletop.i18n import gettext


def _title(key) -> str:
    return gettext(str(key).replace("_", " ")).capitalize()


def _scalar(value) -> str:
    if value is None:
        return "–"
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    return str(value)


def _columns(rows) -> list | None:
    """The shared keys if every row is a dict of scalars with the same keys (then: a table)."""
    rows = list(rows)
    if len(rows) < 2 or not all(isinstance(r, dict) and r for r in rows):
        return None
    keys = list(rows[0])
    if any(list(r) != keys or any(isinstance(v, (dict, list)) for v in r.values()) for r in rows):
        return None
    return keys


def _table(labels, rows, keys):
    head = format_html_join("", "<th>{}</th>", ((_title(k),) for k in keys))
    body = format_html_join("", "<tr><th>{}</th>{}</tr>", (
        (label, format_html_join("", "<td>{}</td>", ((_scalar(row[k]),) for k in keys)))
        for label, row in zip(labels, rows)))
    return format_html('<table class="data"><thead><tr><th></th>{}</tr></thead><tbody>{}</tbody></table>', head, body)


def _html(value, depth: int):
    if isinstance(value, dict) and (keys := _columns(value.values())):
        return _table([_title(k) for k in value], value.values(), keys)
    if isinstance(value, list) and (keys := _columns(value)):
        return _table([str(i + 1) for i in range(len(value))], value, keys)
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


def readable(value):
    """Nested dicts and lists as definition lists; scalars as text. Escaped throughout."""
    return mark_safe(_html(value, 0))


def heading(key):
    return _title(key)
