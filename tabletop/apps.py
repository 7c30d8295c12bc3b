from importlib import import_module

from django.apps import AppConfig
from django.conf import settings
from django.utils.translation import gettext_lazy as _


class TabletopConfig(AppConfig):
    name = "tabletop"
    verbose_name = _("Tabletop")

    def ready(self):
        from tabletop import accounts  # noqa: F401  (its log-in signal keeps a guest's seats)

        for module in settings.EXTRA_GAME_MODULES:  # games outside games/, e.g. the tests' tiny game
            import_module(module)
