"""Websocket routes: the table page's socket, and the JSON API's sockets under ws/api/."""
from channels.routing import URLRouter
from django.urls import path

from tabletop.api.routing import websocket_urlpatterns as api_websocket_urlpatterns
from tabletop.consumers import TableConsumer

websocket_urlpatterns = [
    path("ws/table/<int:table_id>/", TableConsumer.as_asgi()),
    path("ws/api/", URLRouter(api_websocket_urlpatterns)),
]
