from django.contrib import admin
from django.urls import include, path

from tabletop import views

urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("name/", views.set_name, name="set_name"),
    path("new/<str:game_id>/", views.new_table, name="new_table"),
    path("table/<int:table_id>/", views.table, name="table"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/", include("tabletop.api.urls")),
    path("admin/", admin.site.urls),
]
