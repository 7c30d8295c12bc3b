"""Errors a player can cause. Each has a message marked for translation, with {placeholders};
str(error) is the message in the active language."""
from django.utils.translation import gettext_noop as _

from games.engine import Phrase
from tabletop.i18n import localise, translate


class TabletopError(Exception):
    code = "error"
    message = _("Something went wrong.")

    def __init__(self, message: str | None = None, **params):
        if message is not None:
            self.message = message
        self.params = params
        super().__init__(self.message)

    def __str__(self):
        params = {k: localise(v) if isinstance(v, Phrase) else v for k, v in self.params.items()}
        return translate(self.message, params)


class StaleVersion(TabletopError):
    code = "stale_version"
    message = _("The board has moved on; here is the new position.")


class NotYourSeat(TabletopError):
    code = "not_your_seat"
    message = _("That seat is not yours.")


class NotYourTurn(TabletopError):
    """The engine refused the choice (IllegalMove); its message is game text, translated here."""

    code = "not_your_turn"
    message = _("It is not your turn.")


class TableNotFound(TabletopError):
    code = "table_not_found"
    message = _("There is no table {table}.")


class BadMessage(TabletopError):
    code = "bad_message"
    message = _("Malformed message: {field} is missing or not valid.")


class NotAllowed(TabletopError):
    """A table action (join, start, a seat change) this player may not take now."""

    code = "not_allowed"
    message = _("You cannot do that now.")


class MethodNotAllowed(TabletopError):
    code = "method_not_allowed"
    message = _("This address does not take {method} requests.")


class Unexpected(TabletopError):
    """Anything else that went wrong while handling a page's action: said to the person in their
    language, logged with its traceback for the host (the action's writes were rolled back)."""

    code = "unexpected"
    message = _("Something went wrong on the server, and nothing was changed. Try again, or reload the page.")


class RateLimited(TabletopError):
    """Too many tables created, started or joined in a short time (tabletop.ratelimit)."""

    code = "rate_limited"
    message = _("Too many requests; try again in a minute.")
