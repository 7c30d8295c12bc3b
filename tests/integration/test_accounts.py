"""Accounts: signing up keeps a guest's seats, Django's password validators, log-in and
log-out, the password reset by email (read from Django's test outbox), profiles."""
import re

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from tabletop import services
from tabletop.models import Player, Seat, Table
from tests.integration.helpers import page_text, players, tiny_table

PASSWORD = "table-top-4-ever"


def sign_up(client, name="ann", email="ann@example.org", password=PASSWORD):
    return client.post(reverse("signup"), {"username": name, "email": email,
                                           "password1": password, "password2": password})


@pytest.mark.django_db
def test_a_guest_who_signs_up_keeps_the_seats_they_hold(client):
    """Ann sits at a table as a guest, then signs up: the same Player, now her account's, holds
    the seat, named as the account, and she plays it."""
    client.post(reverse("set_name"), {"name": "Annie"})
    guest = Player.objects.get()
    bob, = players("Bob")
    table = tiny_table("human", "human", host=guest, joiners=[bob])
    response = sign_up(client)
    assert response.status_code == 302 and response["Location"] == reverse("profile", args=["ann"])
    user = User.objects.get(username="ann")
    assert user.email == "ann@example.org" and user.check_password(PASSWORD)
    ann = Player.objects.get(user=user)
    assert ann.pk == guest.pk and ann.name == "ann"
    assert Seat.objects.get(table=table, index=0).player == ann
    assert "Playing as ann" in page_text(client.get(reverse("lobby")))
    assert "Your turn" in page_text(client.get(reverse("lobby")))


@pytest.mark.django_db
def test_logging_in_hands_the_guests_seats_to_the_account(client):
    """Someone with an account plays as a guest, then logs in: the seats and the hosted table go
    to the account's Player, except where the account sits already."""
    user = User.objects.create_user("vera", "vera@example.org", PASSWORD)
    vera = Player.objects.create(name="vera", user=user)
    client.post(reverse("set_name"), {"name": "guest"})
    guest = Player.objects.get(user=None)
    bob, = players("Bob")
    mine = tiny_table("human", "human", host=guest, joiners=[bob])
    both = tiny_table("human", "human", host=vera, joiners=[guest])
    client.post(reverse("login"), {"username": "vera", "password": PASSWORD})
    assert Seat.objects.get(table=mine, index=0).player == vera
    assert Table.objects.get(pk=mine.pk).host == vera
    assert Seat.objects.get(table=both, index=1).player == guest  # vera holds seat 0 there
    client.post(reverse("logout"))
    assert "Playing as" not in page_text(client.get(reverse("lobby")))


@pytest.mark.django_db
def test_signing_up_needs_a_password_the_validators_accept_and_a_new_name_and_email(client):
    """A common, a numeric or a name-like password, a taken name or email: refused, nothing made."""
    User.objects.create_user("bob", "bob@example.org", PASSWORD)
    for name, email, password, says in [("ann", "ann@example.org", "password", "too common"),
                                        ("ann", "ann@example.org", "83749201", "entirely numeric"),
                                        ("annabelle", "annabelle@example.org", "annabelle1", "too similar"),
                                        ("ann", "ann@example.org", "short", "too short"),
                                        ("bob", "ann@example.org", PASSWORD, "already exists"),
                                        ("ann", "BOB@example.org", PASSWORD, "An account with this email"),
                                        ("a" * 41, "ann@example.org", PASSWORD, "at most 40")]:
        response = sign_up(client, name, email, password)
        assert response.status_code == 200 and says in page_text(response), (name, password)
    assert list(User.objects.values_list("username", flat=True)) == ["bob"]
    assert not Player.objects.exists()


@pytest.mark.django_db
def test_a_forgotten_password_is_reset_through_the_emailed_link(client, mailoutbox):
    """The reset mail goes to the account's address with a one-time link; the new password
    logs in, the old one no longer does, and the link works once."""
    User.objects.create_user("vera", "vera@example.org", PASSWORD)
    response = client.post(reverse("password_reset"), {"email": "vera@example.org"})
    assert response["Location"] == reverse("password_reset_done")
    assert len(mailoutbox) == 1 and mailoutbox[0].to == ["vera@example.org"]
    assert mailoutbox[0].subject == "Reset your Tabletop password"
    link = re.search(r"http://testserver(/accounts/password/reset/\S+/)", mailoutbox[0].body).group(1)
    form = client.get(link, follow=True)
    assert "Choose a new password" in page_text(form)
    new = "another-long-secret-9"
    done = client.post(form.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    assert done["Location"] == reverse("password_reset_complete")
    assert not client.login(username="vera", password=PASSWORD)
    assert client.login(username="vera", password=new)
    assert "has been used or has expired" in page_text(client.get(link, follow=True))
    client.post(reverse("password_reset"), {"email": "nobody@example.org"})
    assert len(mailoutbox) == 1  # no account, no mail (and the page says the same either way)


@pytest.mark.django_db
def test_a_profile_lists_the_finished_games_with_result_date_and_replay(client):
    """Vera's profile lists her finished game, won, with its replay; not the running one; and
    only she sees her settings."""
    user = User.objects.create_user("vera", "vera@example.org", PASSWORD)
    vera = Player.objects.create(name="vera", user=user)
    bob, = players("Bob")
    done = tiny_table("human", "human", host=vera, joiners=[bob], target=5)
    for seat, who, option in [(0, vera, "add:3"), (1, bob, "add:1"), (0, vera, "add:3")]:
        services.play(done.pk, seat, Table.objects.get(pk=done.pk).version, option, player=who)
    running = tiny_table("human", "human", host=vera, joiners=[bob])
    page = page_text(client.get(reverse("profile", args=["vera"])))
    assert f"Tiny race #{done.pk}" in page and f"#{running.pk}" not in page
    assert 'class="outcome-won"' in page and reverse("replay", args=[done.pk]) in page
    assert "Email me when it is my turn" not in page
    client.force_login(user)
    assert "Email me when it is my turn" in page_text(client.get(reverse("profile", args=["vera"])))
    assert client.get(reverse("profile", args=["nobody"])).status_code == 404
