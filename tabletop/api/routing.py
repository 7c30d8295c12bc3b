"""Websocket routes of the JSON API, mounted under ws/api/."""
from django.urls import path

from tabletop.api.consumers import ApiTableConsumer

websocket_urlpatterns = [
    path("tables/<int:table_id>/", ApiTableConsumer.as_asgi()),
]
