"""Who is at the keyboard: a Player found through the session (guests) or the account.

A guest gets a Player row the first time they give a name or take a seat; its id lives in the
session, so the same browser keeps its seats. A logged-in account has its own Player.
"""
from importlib import import_module
from types import SimpleNamespace

from django.conf import settings
from django.contrib import auth

from tabletop.models import Player

SESSION_KEY = "tabletop_player"


def current_player(request) -> Player | None:
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return Player.objects.get_or_create(user=user, defaults={"name": user.get_username()[:40]})[0]
    player_id = request.session.get(SESSION_KEY)
    return Player.objects.filter(pk=player_id).first() if player_id else None


def become(request, name: str) -> Player:
    """Set the display name, creating the guest Player on first use."""
    name = name.strip()[:40]
    player = current_player(request)
    if player is None:
        player = Player.objects.create(name=name)
        request.session[SESSION_KEY] = player.pk
    elif player.name != name:
        player.name = name
        player.save(update_fields=["name"])
    return player


def player_for_scope(scope) -> Player | None:
    """The same lookup for a websocket connection, from its session cookie (sync: run it in a
    thread). The session is read afresh at each call: the player may have given a name, or
    logged in, since the socket opened."""
    key = scope.get("cookies", {}).get(settings.SESSION_COOKIE_NAME)
    if not key:
        return None
    session = import_module(settings.SESSION_ENGINE).SessionStore(session_key=key)
    user = auth.get_user(SimpleNamespace(session=session))  # the session's account, verified as a request's
    if user.is_authenticated:
        return Player.objects.filter(user=user).select_related("user").first()
    player_id = session.get(SESSION_KEY)
    # With its account, if any: a socket asks whether it is staff (tabletop.chat).
    return Player.objects.filter(pk=player_id).select_related("user").first() if player_id else None


def player_context(request):
    return {"player": current_player(request)}
