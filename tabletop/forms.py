"""The new-table form, built from the game's OPTIONS and seat range: words, not internal values."""
import re

from django import forms
from django.utils.translation import gettext, gettext_lazy as _, ngettext

from bots import levels
from tabletop.clocks import BANK_MINUTES, MOVE_MINUTES
from tabletop.i18n import bot_name, translate
from tabletop.models import Seat, Table
from tabletop.services import AWAY_MINUTES

ME = "me"
AWAY_LABELS = {2: _("after 2 minutes"), 5: _("after 5 minutes"), 15: _("after 15 minutes"),
               60: _("after an hour"), 24 * 60: _("after a day")}
MOVE_LABELS = {60: _("1 hour"), 12 * 60: _("12 hours"), 24 * 60: _("24 hours"), 3 * 24 * 60: _("3 days")}
BANK_LABELS = {0: _("none"), 24 * 60: _("1 day"), 3 * 24 * 60: _("3 days"), 7 * 24 * 60: _("7 days")}
REAL_TIME, TURN_BASED = "live", "turns"


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


# The form's choices for each seat kind a game may allow ("bot" is the default level; the others
# name theirs, "bot:strong").
KIND_CHOICES = {Seat.Kind.HUMAN: [(ME, _("me")), (Seat.Kind.OPEN, _("open for a friend"))],
                Seat.Kind.BOT: [(Seat.Kind.BOT, _("bot (normal)")), ("bot:easy", _("bot (easy)")),
                                ("bot:strong", _("bot (strong)"))],
                Seat.Kind.AUTOMATON: [(Seat.Kind.AUTOMATON, _("automaton"))]}


def seat_plans(game, options: dict) -> list[tuple[str, str, list[list[str]]]]:
    """The seatings the game accepts (Game.seat_plans) as the form offers them: its value ("3",
    and "3-1" for the second way of seating 3), its label, and each seat's choices (values)."""
    plans, seen = [], {}
    for plan in game.seat_plans(options):
        n = len(plan.kinds)
        value = f"{n}-{seen[n]}" if n in seen else str(n)
        seen[n] = seen.get(n, 0) + 1
        choices = [[v for kind in kinds for v, _label in KIND_CHOICES[kind]] for kinds in plan.kinds]
        plans.append((value, translate(plan.label) if plan.label else players_label(n), choices))
    return plans


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
        defaults = game.resolve_options({})
        self.plans = seat_plans(game, defaults)
        self.fields["seats"] = forms.ChoiceField(
            label=_("Players"), initial=self.plans[0][0], choices=[(value, label) for value, label, _c in self.plans])
        self.fields["away"] = forms.TypedChoiceField(
            label=_("When a player leaves a decision open, a bot plays for them"), coerce=int, initial="0",
            required=False, empty_value=0,
            choices=[("0", _("never"))] + [(str(m), AWAY_LABELS[m]) for m in AWAY_MINUTES],
            help_text=_("until they come back and take their seat back."))
        self.fields["pace"] = forms.ChoiceField(
            label=_("Pace"), initial=REAL_TIME, required=False,
            choices=[(REAL_TIME, _("real-time: everyone at the table")),
                     (TURN_BASED, _("turn-based: each moves when they can, over days"))])
        self.fields["move_minutes"] = forms.TypedChoiceField(
            label=_("Time per move"), coerce=int, initial=str(24 * 60), required=False, empty_value=24 * 60,
            choices=[(str(m), MOVE_LABELS[m]) for m in MOVE_MINUTES])
        self.fields["bank_minutes"] = forms.TypedChoiceField(
            label=_("Time bank"), coerce=int, initial=str(3 * 24 * 60), required=False, empty_value=0,
            choices=[(str(m), BANK_LABELS[m]) for m in BANK_MINUTES],
            help_text=_("Each player's reserve, spent when a move takes longer than its time."))
        self.fields["on_timeout"] = forms.ChoiceField(
            label=_("Out of time"), initial=Table.OnTimeout.BOT, required=False,
            choices=[(Table.OnTimeout.BOT, _("a bot plays until they are back")),
                     (Table.OnTimeout.FORFEIT, _("they forfeit"))],
            help_text=_("A forfeit ends a game of two sides; in larger games a bot plays the seat to the end."))
        labels = dict(value for kinds in KIND_CHOICES.values() for value in kinds)
        # Bots read as their seats will ("Bot (easy)"), in the language of the page.
        labels.update({Seat.Kind.BOT: bot_name(levels.NORMAL), "bot:easy": bot_name(levels.EASY),
                       "bot:strong": bot_name(levels.STRONG), Seat.Kind.AUTOMATON: _("Automaton")})
        self.most_seats = max(len(choices) for _v, _l, choices in self.plans)
        for index in range(self.most_seats):
            # Every choice some seating allows this seat; the page's script keeps those of the seating chosen.
            values = [v for v in labels if any(index < len(c) and v in c[index] for c in self.plan_choices().values())]
            initial = ME if index == 0 else Seat.Kind.BOT
            self.fields[f"seat_{index}"] = forms.ChoiceField(
                label=seat_row_label(game, index, defaults), choices=[(v, labels[v]) for v in values],
                initial=initial if initial in values else values[0], required=False)

    @property
    def fixed_seats(self) -> bool:
        """The game has one way of seating: no choice to offer."""
        return len(self.plans) == 1

    def plan_choices(self) -> dict:
        """Each seating's choices per seat, for the page's script (json_script)."""
        return {value: choices for value, _label, choices in self.plans}

    def seat_fields(self):
        return [self[f"seat_{i}"] for i in range(self.most_seats)]

    def option_fields(self):
        return [self[f"option_{spec.key}"] for spec in self.game.OPTIONS]

    def seat_choices(self) -> list[str]:
        """The choice of each seat of the seating chosen (a seat left out is open)."""
        plan = self.plan_choices()[self.cleaned_data["seats"]]
        return [self.cleaned_data.get(f"seat_{i}") or Seat.Kind.OPEN for i in range(len(plan))]

    def clean(self):
        data = super().clean()
        if "seats" not in data:
            return data
        plan = self.plan_choices()[data["seats"]]
        chosen = self.seat_choices()
        for index, (value, allowed) in enumerate(zip(chosen, plan)):
            if value not in allowed:
                self.add_error(f"seat_{index}", gettext("Not a choice for this seat with the players chosen."))
        if ME in chosen and not data.get("name", "").strip():
            self.add_error("name", gettext("Give a name to take a seat."))
        return data

    def options(self) -> dict:
        return {spec.key: spec.choices[self.cleaned_data[f"option_{spec.key}"]] for spec in self.game.OPTIONS}

    def away_minutes(self) -> int | None:
        return self.cleaned_data.get("away") or None

    def clock(self) -> dict:
        """The table's clock: create_table's move_minutes, bank_minutes and on_timeout."""
        if self.cleaned_data.get("pace") != TURN_BASED:
            return {}
        return {"move_minutes": self.cleaned_data["move_minutes"], "bank_minutes": self.cleaned_data["bank_minutes"],
                "on_timeout": self.cleaned_data.get("on_timeout") or Table.OnTimeout.BOT}

    def seat_specs(self) -> list[dict]:
        specs = []
        for kind in self.seat_choices():
            kind, _sep, level = kind.partition(":")
            spec = {"kind": Seat.Kind.HUMAN if kind == ME else kind}
            if level:
                spec["level"] = levels.BY_NAME[level]
            specs.append(spec)
        return specs


class NameForm(forms.Form):
    name = forms.CharField(label=_("Your name"), max_length=40)
