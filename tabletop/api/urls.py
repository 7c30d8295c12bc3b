"""HTTP routes of the JSON API, mounted at /api/."""
from django.urls import path

from tabletop.api import views

urlpatterns = [
    path("openapi.json", views.openapi, name="api_openapi"),
    path("games/", views.games, name="api_games"),
    path("tables/", views.tables, name="api_tables"),
    path("tables/<int:table_id>/", views.table, name="api_table"),
    path("tables/<int:table_id>/join/", views.join, name="api_join"),
    path("tables/<int:table_id>/start/", views.start, name="api_start"),
    path("tables/<int:table_id>/play/", views.play, name="api_play"),
    path("tables/<int:table_id>/seat/", views.seat_kind, name="api_seat"),
]
