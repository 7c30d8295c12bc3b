"""Accounts: signing up, the guest's seats kept when they sign up or log in, profiles.

Django's auth does the rest (log-in, log-out, the password reset by email, the password
validators of settings.AUTH_PASSWORD_VALIDATORS); nothing here handles a password itself.
"""
from django import forms
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.signals import user_logged_in
from django.core.validators import MaxLengthValidator
from django.db import transaction
from django.dispatch import receiver
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from tabletop import ratelimit, services
from tabletop.errors import RateLimited
from tabletop.i18n import translate
from tabletop.models import Player, Seat, Table
from tabletop.players import SESSION_KEY, current_player

NAME_LENGTH = 40  # a Player's name, which an account's is


class SignUpForm(UserCreationForm):
    """A name (the account's username, unique), an email for resets and notices, a password."""

    email = forms.EmailField(label=_("Email"), max_length=254)

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")
        labels = {"username": _("Name")}
        help_texts = {"username": _("Letters, digits and @ . + - _ only; others see it at the tables.")}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["username"].validators.append(MaxLengthValidator(NAME_LENGTH))
        self.fields["username"].widget.attrs["maxlength"] = NAME_LENGTH

    def clean_email(self):
        email = self.cleaned_data["email"]
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError(_("An account with this email exists; log in or reset its password."))
        return email


class NoticesForm(forms.Form):
    turn_emails = forms.BooleanField(label=_("Email me when it is my turn"), required=False,
                                     help_text=_("At most one email per table until you have played."))


def signup(request):
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid() and _not_too_often(request, form):
        with transaction.atomic():
            user = form.save()
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")  # keeps the guest's seats
            current_player(request)  # the account's Player, if it took no guest's
        return redirect("profile", username=user.get_username())
    return render(request, "tabletop/signup.html", {"form": form})


def _not_too_often(request, form) -> bool:
    """Count a request that sends an email to an address typed in (tabletop.ratelimit); over the
    limit, the form says so and nothing is sent."""
    try:
        ratelimit.check(ratelimit.ACCOUNTS, address=ratelimit.address_of_request(request))
    except RateLimited as error:
        form.add_error(None, str(error))
        return False
    return True


class PasswordResetView(auth_views.PasswordResetView):
    """Django's, with the reset emails one address may ask for limited."""

    def form_valid(self, form):
        if not _not_too_often(self.request, form):
            return self.form_invalid(form)
        return super().form_valid(form)


@receiver(user_logged_in)
def keep_guest_seats(sender, request, user, **kwargs):
    """The guest of this browser becomes the account: a new account takes the guest's Player
    whole (its name becomes the account's); an account that has one takes over the guest's
    seats and hosted tables, except at tables where it holds a seat already."""
    guest_id = request.session.pop(SESSION_KEY, None) if request is not None else None
    guest = Player.objects.filter(pk=guest_id, user__isnull=True).first() if guest_id else None
    if guest is None:
        return
    name = user.get_username()[:NAME_LENGTH]
    account = Player.objects.filter(user=user).first()
    if account is None:
        guest.user, guest.name = user, name
        guest.save(update_fields=["user", "name"])
        return
    taken = Seat.objects.filter(player=account).values("table")
    Seat.objects.filter(player=guest).exclude(table__in=taken).update(player=account)
    Table.objects.filter(host=guest).update(host=account)


def profile(request, username):
    player = Player.objects.filter(user__username=username).select_related("user").first()
    if player is None:
        raise Http404
    own = current_player(request) == player
    return render(request, "tabletop/profile.html", {
        "someone": player,
        "finished": finished_games(player),
        "own": own,
        "notices_form": NoticesForm(initial={"turn_emails": player.turn_emails}) if own else None,
    })


RESULT_WORDS = {"won": _("won"), "lost": _("lost"), "draw": _("draw")}


def finished_games(player: Player, limit: int = 100) -> list[dict]:
    """The player's finished games, newest first: game, seat, result, date, the replay."""
    seats = (Seat.objects.filter(player=player, table__status=Table.Status.FINISHED)
             .select_related("table").order_by("-table__updated")[:limit])
    rows = []
    for seat in seats:
        table = seat.table
        game = services.game_of(table)
        result = game.result(table.state) if table.state else None
        outcome = "draw" if result is None or not result.winners else "won" if seat.index in result.winners else "lost"
        rows.append({"table": table, "game": translate(game.name), "role": translate(game.role_label(seat.role)),
                     "outcome": outcome, "result": RESULT_WORDS[outcome], "date": table.updated})
    return rows


@require_POST
def notices(request):
    player = current_player(request)
    if player is None or player.user_id is None:
        return redirect("login")
    form = NoticesForm(request.POST)
    if form.is_valid():
        player.turn_emails = form.cleaned_data["turn_emails"]
        player.save(update_fields=["turn_emails"])
    return redirect("profile", username=player.user.get_username())
