from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from tabletop import accounts, replay, views

RESET = "tabletop/password_reset"

urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("name/", views.set_name, name="set_name"),
    path("new/<str:game_id>/", views.new_table, name="new_table"),
    path("table/<int:table_id>/", views.table, name="table"),
    path("table/<int:table_id>/log/", views.table_log, name="table_log"),
    path("table/<int:table_id>/replay/", replay.replay, name="replay"),
    path("table/<int:table_id>/replay/board/", replay.replay_board, name="replay_board"),
    path("table/<int:table_id>/analysis/", replay.analysis_part, name="analysis"),
    path("ratings/<str:game_id>/", views.game_ratings, name="game_ratings"),
    # Accounts are optional: a guest plays under a name kept in the session.
    path("accounts/login/", auth_views.LoginView.as_view(template_name="tabletop/login.html"), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", accounts.signup, name="signup"),
    path("accounts/notices/", accounts.notices, name="notices"),
    path("accounts/password/reset/", accounts.PasswordResetView.as_view(
        template_name=f"{RESET}.html", email_template_name=f"{RESET}_email.txt",
        subject_template_name=f"{RESET}_subject.txt"), name="password_reset"),
    path("accounts/password/reset/sent/", auth_views.PasswordResetDoneView.as_view(
        template_name=f"{RESET}_sent.html"), name="password_reset_done"),
    path("accounts/password/reset/<uidb64>/<token>/", auth_views.PasswordResetConfirmView.as_view(
        template_name=f"{RESET}_confirm.html"), name="password_reset_confirm"),
    path("accounts/password/reset/done/", auth_views.PasswordResetCompleteView.as_view(
        template_name=f"{RESET}_done.html"), name="password_reset_complete"),
    path("players/<str:username>/", accounts.profile, name="profile"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("api/", include("tabletop.api.urls")),
    path("admin/", admin.site.urls),
]
