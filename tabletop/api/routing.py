"""Websocket routes of the JSON API, mounted under ws/api/ (write paths relative to it,
e.g. path("tables/<int:table_id>/", SomeConsumer.as_asgi()))."""
websocket_urlpatterns = []
