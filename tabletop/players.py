"""Who is at the keyboard: a Player found through the session (guests) or the account.

A guest gets a Player row the first time they give a name or take a seat; its id lives in the
session, so the same browser keeps its seats. A logged-in account has its own Player.
"""
from importlib import import_module

from django.conf import settings

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
    """The same lookup for a websocket connection (sync: run it in a thread)."""
    user = scope.get("user")
    if user is not None and user.is_authenticated:
        return Player.objects.filter(user=user).first()
    # Read the session afresh: the player may have given a name since the socket opened.
    key = getattr(scope.get("session"), "session_key", None)
    player_id = import_module(settings.SESSION_ENGINE).SessionStore(session_key=key).get(SESSION_KEY) if key else None
    return Player.objects.filter(pk=player_id).first() if player_id else None


def player_context(request):
    return {"player": current_player(request)}
