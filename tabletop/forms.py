"""The new-table form, built from the game's OPTIONS and seat range: words, not internal values."""
import re

from django import forms
from django.utils.translation import gettext, gettext_lazy as _, ngettext

from bots import levels
from tabletop.i18n import bot_name, translate
from tabletop.models import Seat
from tabletop.services import AWAY_MINUTES

ME = "me"
AWAY_LABELS = {2: _("after 2 minutes"), 5: _("after 5 minutes"), 15: _("after 15 minutes"),
               60: _("after an hour"), 24 * 60: _("after a day")}


def value_label(spec, index: int) -> str:
    """One choice of a game option as people read it, in the active language."""
    if index < len(spec.labels):
        return translate(spec.labels[index])
    value = spec.choices[index]
    if value is None:
        return gettext("off")
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    if isinstance(value, str):
        return translate(value.replace("_", " "))
    return str(value)


def players_label(n: int) -> str:
    return ngettext("%(n)d player", "%(n)d players", n) % {"n": n}


def seat_label(game, index: int, role: str) -> str:
    """The role's name, or "Seat 2" for a game whose roles are only numbers."""
    if re.fullmatch(r"player-\d+", role):
        return gettext("Seat {n}").format(n=index + 1)
    return translate(game.role_label(role))


def seat_row_label(game, index: int, options: dict) -> str:
    """The form's seat row: its role, and the other roles it holds at fewer players where the
    seat count changes it (Hegemony's second seat: "Middle Class (2 players: Capitalist Class)")."""
    label = seat_label(game, index, game.roles(game.max_seats, options)[index])
    other = []
    for n in range(max(game.min_seats, index + 1), game.max_seats):
        name = seat_label(game, index, game.roles(n, options)[index])
        if name != label:
            other.append(f"{players_label(n)}: {name}")
    return f"{label} ({', '.join(other)})" if other else label


class NewTableForm(forms.Form):
    name = forms.CharField(label=_("Your name"), max_length=40, required=False)

    def __init__(self, game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        for spec in game.OPTIONS:
            self.fields[f"option_{spec.key}"] = forms.TypedChoiceField(
                label=translate(spec.label), help_text=translate(spec.help) if spec.help else "",
                choices=[(str(i), value_label(spec, i)) for i in range(len(spec.choices))],
                initial=str(spec.choices.index(spec.default)), coerce=int)
        self.fields["seats"] = forms.TypedChoiceField(
            label=_("Players"), coerce=int, initial=str(game.min_seats),
            choices=[(str(n), players_label(n)) for n in range(game.min_seats, game.max_seats + 1)])
        self.fields["away"] = forms.TypedChoiceField(
            label=_("When a player leaves a decision open, a bot plays for them"), coerce=int, initial="0",
            required=False, empty_value=0,
            choices=[("0", _("never"))] + [(str(m), AWAY_LABELS[m]) for m in AWAY_MINUTES],
            help_text=_("until they come back and take their seat back."))
        defaults = game.resolve_options({})
        roles = game.roles(game.max_seats, defaults)
        for index, role in enumerate(roles):
            # "bot" is the default level; the others name theirs ("bot:strong").
            # Bots read as their seats will ("Bot (easy)").
            kinds = [(ME, _("me")), (Seat.Kind.OPEN, _("open for a friend")), (Seat.Kind.BOT, bot_name(levels.NORMAL)),
                     ("bot:easy", bot_name(levels.EASY)), ("bot:strong", bot_name(levels.STRONG))]
            if Seat.Kind.AUTOMATON in game.seat_kinds(role):
                kinds.append((Seat.Kind.AUTOMATON, _("Automaton")))
            self.fields[f"seat_{index}"] = forms.ChoiceField(
                label=seat_row_label(game, index, defaults), choices=kinds,
                initial=ME if index == 0 else Seat.Kind.BOT, required=False)

    @property
    def fixed_seats(self) -> bool:
        """The game has one seat count: no choice to offer."""
        return self.game.min_seats == self.game.max_seats

    def seat_fields(self):
        return [self[f"seat_{i}"] for i in range(self.game.max_seats)]

    def option_fields(self):
        return [self[f"option_{spec.key}"] for spec in self.game.OPTIONS]

    def clean(self):
        data = super().clean()
        if any(data.get(f"seat_{i}") == ME for i in range(data.get("seats") or 0)) and not data.get("name", "").strip():
            self.add_error("name", gettext("Give a name to take a seat."))
        return data

    def options(self) -> dict:
        return {spec.key: spec.choices[self.cleaned_data[f"option_{spec.key}"]] for spec in self.game.OPTIONS}

    def away_minutes(self) -> int | None:
        return self.cleaned_data.get("away") or None

    def seat_specs(self) -> list[dict]:
        kinds = [self.cleaned_data.get(f"seat_{i}") or Seat.Kind.OPEN for i in range(self.cleaned_data["seats"])]
        specs = []
        for kind in kinds:
            kind, _sep, level = kind.partition(":")
            spec = {"kind": Seat.Kind.HUMAN if kind == ME else kind}
            if level:
                spec["level"] = levels.BY_NAME[level]
            specs.append(spec)
        return specs


class NameForm(forms.Form):
    name = forms.CharField(label=_("Your name"), max_length=40)
