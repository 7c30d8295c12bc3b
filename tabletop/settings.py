"""Django settings for Tabletop.

Everything that differs between a laptop and a deployment comes from the environment:
DATABASE_URL (default: SQLite in the project folder), REDIS_URL (default: the project-local
Redis that `make run` starts on port 6390), DJANGO_SECRET_KEY, DJANGO_DEBUG, DJANGO_ALLOWED_HOSTS,
and the DJANGO_SECURE_* switches for TLS (see the README's Hosting and configuration section).
"""
import hashlib
import os
import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
RUN_DIR = BASE_DIR / ".run"  # pid files, logs, the file-based test database, the embedded secret key


def env_flag(name: str, default: bool = False) -> bool:
    return os.environ.get(name, "1" if default else "0").strip().lower() in ("1", "true", "yes", "on")


# Off unless a developer asks for it (DJANGO_DEBUG=1): debug pages show code and settings, and
# DEBUG keeps every SQL query in memory.
DEBUG = env_flag("DJANGO_DEBUG")


def secret_key() -> str:
    """DJANGO_SECRET_KEY; without it, a development key under DEBUG, or for the embedded default
    (SQLite: every process on this machine, in this checkout) a key generated once and kept in
    RUN_DIR. A deployment on a database server without a key refuses to start: its processes,
    on however many machines, must share one key."""
    if os.environ.get("DJANGO_SECRET_KEY"):
        return os.environ["DJANGO_SECRET_KEY"]
    if DEBUG:
        return "dev-only-not-secret-change-me-in-deployment"
    if not os.environ.get("DATABASE_URL", "sqlite:").startswith("sqlite:"):
        raise ImproperlyConfigured("Set DJANGO_SECRET_KEY: DEBUG is off and DATABASE_URL names a database server.")
    path = RUN_DIR / "secret_key"
    RUN_DIR.mkdir(exist_ok=True)
    try:
        with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as file:
            file.write(secrets.token_urlsafe(50))
    except FileExistsError:
        pass  # made before, or by another process starting at the same moment
    return path.read_text().strip()


SECRET_KEY = secret_key()
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1],testserver").split(",")
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o]

# TLS, for a site served over https (each answers a warning of `manage.py check --deploy`).
SECURE_SSL_REDIRECT = env_flag("DJANGO_SECURE_SSL_REDIRECT")
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_SECURE_HSTS_SECONDS", "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_flag("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS")
SECURE_HSTS_PRELOAD = env_flag("DJANGO_SECURE_HSTS_PRELOAD")
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_flag("DJANGO_SECURE_COOKIES")
# Behind a proxy that ends TLS: trust its X-Forwarded-Proto (only if it always sets it).
if env_flag("DJANGO_SECURE_PROXY_SSL_HEADER"):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "channels",
    "django_htmx",
    "ninja",  # its docs page then uses the bundled Swagger UI files, not a CDN
    "tabletop",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "tabletop.middleware.PageActionErrors",  # last: inside the language, the messages and htmx's request.htmx
]

ROOT_URLCONF = "tabletop.urls"
ASGI_APPLICATION = "tabletop.asgi.application"

TEMPLATES = [
    {  # pages and boards (tabletop.jinja2 says what templates have)
        "BACKEND": "django.template.backends.jinja2.Jinja2",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": False,
        "OPTIONS": {
            "environment": "tabletop.jinja2.environment",
            "context_processors": [  # the request and its CSRF token come with every page
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "tabletop.players.player_context",
            ],
        },
    },
    {  # the admin's and Django's own forms
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# SQLite by default; DATABASE_URL=postgres://... switches to PostgreSQL.
DATABASES = {
    # Keep connections between requests and socket messages (checked before reuse): a new
    # PostgreSQL connection per move or board render costs more than the work itself.
    "default": dj_database_url.config(default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
                                      conn_max_age=60, conn_health_checks=True)
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["OPTIONS"] = {
        # Take the write lock at BEGIN: the server, the workers and the tests write concurrently,
        # and a deferred transaction that later upgrades its lock fails at once with "locked".
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        # WAL lets readers work beside the writer; synchronous=NORMAL is its usual pairing
        # (no fsync per commit; a power cut may lose the last commits, never corrupts).
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    # A file, not :memory:, so a live server, a bot worker and the test share one test database;
    # one per test session, so two sessions never share it.
    DATABASES["default"]["TEST"] = {"NAME": str(RUN_DIR / f"test_db_{os.getpid()}.sqlite3")}
else:
    # Django's default, spelled out: Channels' live test server derives the name from TEST.NAME.
    DATABASES["default"]["TEST"] = {"NAME": f"test_{DATABASES['default']['NAME']}"}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Redis carries the channel layer (live broadcasts) and the bot job queue. One Redis may serve
# several installations or checkouts: their names carry a namespace, by default derived from
# the database, so a worker never takes another site's jobs nor a page its broadcasts.
REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6390/0")
_db = DATABASES["default"]
REDIS_NAMESPACE = os.environ.get("TABLETOP_REDIS_NAMESPACE") or "tabletop-" + hashlib.sha1(
    f"{_db.get('HOST')}:{_db.get('PORT')}/{_db['NAME']}".encode()).hexdigest()[:10]


def channel_layers(redis_url: str, namespace: str) -> dict:
    return {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # socket_timeout=None: the layer blocks on BZPOPMIN, and a client-side read timeout
            # would close idle websockets (channels_redis#422). Keep it even with redis-py 5.
            "CONFIG": {"hosts": [{"address": redis_url, "socket_timeout": None}], "prefix": f"asgi:{namespace}"},
        }
    }


CHANNEL_LAYERS = channel_layers(REDIS_URL, REDIS_NAMESPACE)
BOT_QUEUE = f"{REDIS_NAMESPACE}:bots"
# A job whose worker died is re-run by arq once its in-progress mark expires: timeout + 10 s.
BOT_JOB_TIMEOUT = float(os.environ.get("TABLETOP_BOT_JOB_TIMEOUT", "20"))
BOT_TURN_BUDGET = float(os.environ.get("TABLETOP_BOT_TURN_BUDGET", "1"))  # seconds one job plays one table
BOT_SWEEP_EVERY = int(os.environ.get("TABLETOP_BOT_SWEEP_EVERY", "5"))  # seconds
# Seconds the post-game analysis thinks per decision; unset: the strong bot's (bots.levels).
ANALYSIS_THINK = float(os.environ["TABLETOP_ANALYSIS_THINK"]) if os.environ.get("TABLETOP_ANALYSIS_THINK") else None


def rate_limits(spec: str) -> dict[str, tuple[int, int]]:
    """"create=30/600,join=60/600" -> {"create": (30, 600), "join": (60, 600)}."""
    limits = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        action, _eq, rate = item.partition("=")
        count, _slash, seconds = rate.partition("/")
        limits[action.strip()] = (int(count), int(seconds))
    return limits


# Per player and per address, counted in Redis (tabletop.ratelimit): tables created, tables
# started that only bots play, seats joined, chat lines, analyses asked for, sign-ups and
# password resets asked for; a spec given in the environment replaces these (an action it
# leaves out is not limited).
TABLETOP_RATE_LIMITS = rate_limits(os.environ.get("TABLETOP_RATE_LIMITS")
                                   or "create=30/600,start_bots=30/600,join=60/600,chat=8/20,analysis=10/3600,"
                                      "accounts=10/3600")
# Modules that register games from outside games/ (comma-separated), e.g. tests.tinygame.
EXTRA_GAME_MODULES = [m for m in os.environ.get("TABLETOP_EXTRA_GAMES", "").split(",") if m]
# Lobby lists games whose class says test_only only when this is on (tests turn it on).
TABLETOP_TEST_GAMES = False
# Offer games whose engine is not yet complete (Game.incomplete) in the lobby: for developers.
TABLETOP_INCOMPLETE_GAMES = env_flag("TABLETOP_INCOMPLETE_GAMES")

SESSION_ENGINE = "django.contrib.sessions.backends.db"
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("cs", _("Czech"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = "UTC"
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
# Daphne serves /static/ itself unless a proxy in front does (then set DJANGO_SERVE_STATIC=0).
SERVE_STATIC = os.environ.get("DJANGO_SERVE_STATIC", "1") == "1"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"line": {"format": "%(asctime)s %(levelname)-8s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "line"}},
    "loggers": {
        "tabletop": {"handlers": ["console"], "level": os.environ.get("TABLETOP_LOG_LEVEL", "INFO")},
        "bots": {"handlers": ["console"], "level": os.environ.get("TABLETOP_LOG_LEVEL", "INFO")},
        "django.request": {"handlers": ["console"], "level": "ERROR"},  # 500s, also without DEBUG
        # arq logs every job, the sweep included (a line pair every few seconds); bots.worker
        # logs each bot move and each re-queue instead.
        "arq": {"handlers": ["console"], "level": os.environ.get("TABLETOP_ARQ_LOG_LEVEL", "WARNING")},
    },
}

# The function that tells the time to the seats' clocks (tabletop.clocks): tests name a fake one.
TABLETOP_CLOCK = os.environ.get("TABLETOP_CLOCK", "django.utils.timezone.now")

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "lobby"
LOGOUT_REDIRECT_URL = "lobby"
AUTH_PASSWORD_VALIDATORS = [{"NAME": f"django.contrib.auth.password_validation.{name}"} for name in (
    "UserAttributeSimilarityValidator", "MinimumLengthValidator", "CommonPasswordValidator",
    "NumericPasswordValidator")]

# Mail (password resets, your-turn notices): Django's email framework, so any SMTP server works.
# DJANGO_EMAIL_BACKEND picks the backend (scripts/run.sh writes mail to files under .run/mail);
# EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS / EMAIL_USE_SSL
# reach a real server, DEFAULT_FROM_EMAIL signs the mail.
EMAIL_BACKEND = os.environ.get("DJANGO_EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_FILE_PATH = os.environ.get("EMAIL_FILE_PATH", str(RUN_DIR / "mail"))
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_flag("EMAIL_USE_TLS")
EMAIL_USE_SSL = env_flag("EMAIL_USE_SSL")
EMAIL_TIMEOUT = 20
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Tabletop <tabletop@localhost>")
# Seconds a decision waits before its person, if they asked for it, gets a your-turn email
# (tabletop.notices): whoever answers at the board within that gets none.
TABLETOP_TURN_EMAIL_AFTER = int(os.environ.get("TABLETOP_TURN_EMAIL_AFTER", "60"))
# The site's address in mail (a link to a table): mail is sent outside any request.
SITE_URL = os.environ.get("TABLETOP_SITE_URL", "http://127.0.0.1:8000").rstrip("/")
