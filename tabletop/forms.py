"""The new-table form, built from the game's OPTIONS and seat range."""
from django import forms
from django.utils.translation import gettext, gettext_lazy as _

from bots import levels
from tabletop.i18n import translate
from tabletop.models import Seat

ME = "me"


def _label(value) -> str:
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    return translate(value) if isinstance(value, str) else str(value)


class NewTableForm(forms.Form):
    name = forms.CharField(label=_("Your name"), max_length=40, required=False)

    def __init__(self, game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        for spec in game.OPTIONS:
            self.fields[f"option_{spec.key}"] = forms.TypedChoiceField(
                label=translate(spec.label), help_text=translate(spec.help) if spec.help else "",
                choices=[(str(i), _label(v)) for i, v in enumerate(spec.choices)],
                initial=str(spec.choices.index(spec.default)), coerce=int)
        self.fields["seats"] = forms.TypedChoiceField(
            label=_("Seats"), coerce=int, initial=str(game.min_seats),
            choices=[(str(n), str(n)) for n in range(game.min_seats, game.max_seats + 1)])
        roles = game.roles(game.max_seats, game.resolve_options({}))
        for index, role in enumerate(roles):
            # "bot" is the default level; the others name theirs ("bot:strong").
            kinds = [(ME, _("me")), (Seat.Kind.OPEN, _("open for a friend")), (Seat.Kind.BOT, _("bot (normal)")),
                     ("bot:easy", _("bot (easy)")), ("bot:strong", _("bot (strong)"))]
            if Seat.Kind.AUTOMATON in game.seat_kinds(role):
                kinds.append((Seat.Kind.AUTOMATON, _("automaton")))
            self.fields[f"seat_{index}"] = forms.ChoiceField(
                label=translate(game.role_label(role)), choices=kinds,
                initial=ME if index == 0 else Seat.Kind.BOT, required=False)

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
