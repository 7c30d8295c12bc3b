from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TabletopConfig(AppConfig):
    name = "tabletop"
    verbose_name = _("Tabletop")
