"""Production settings: `check --deploy` passes with the README's settings, DEBUG is off unless
asked for, and a missing secret key is never replaced by the public development key."""
import os
import subprocess
import sys

from tests.conftest import ROOT

# The settings the README's Hosting and configuration section gives for a site behind a TLS proxy.
PRODUCTION = {
    "DJANGO_SECRET_KEY": "k7Qm2v-9xZ_tR4pL8sW1nB6yH3cJ0fD5gK2aE7uV9iO4qX1zM8wN3rT6bY0hS5jP",
    "DJANGO_ALLOWED_HOSTS": "tabletop.example",
    "DJANGO_CSRF_TRUSTED_ORIGINS": "https://tabletop.example",
    "DJANGO_SECURE_SSL_REDIRECT": "1",
    "DJANGO_SECURE_HSTS_SECONDS": "31536000",
    "DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS": "1",
    "DJANGO_SECURE_HSTS_PRELOAD": "1",
    "DJANGO_SECURE_COOKIES": "1",
    "DJANGO_SECURE_PROXY_SSL_HEADER": "1",
}


def run(*args, **env) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env={**clean, **env}, capture_output=True,
                          text=True, timeout=120)


def setting(name: str, **env) -> str:
    done = run("-c", f"import django; django.setup(); from django.conf import settings; print(settings.{name})",
               DJANGO_SETTINGS_MODULE="tabletop.settings", **env)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_check_deploy_passes_with_the_documented_production_settings():
    """`manage.py check --deploy --fail-level WARNING` finds nothing to warn about."""
    done = run("manage.py", "check", "--deploy", "--fail-level", "WARNING", **PRODUCTION)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout


def test_check_deploy_warns_without_them():
    """The same check fails on the development defaults, so the test above could fail."""
    done = run("manage.py", "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode != 0 and "security.W004" in done.stderr


def test_debug_is_off_unless_a_developer_asks():
    assert setting("DEBUG") == "False"
    assert setting("DEBUG", DJANGO_DEBUG="1") == "True"


def test_no_secret_key_and_no_debug():
    """The embedded default (SQLite, wherever its file is) makes a key once and keeps it; a
    deployment on a database server refuses to start without one; only DEBUG falls back to the
    development key."""
    first, second = setting("SECRET_KEY"), setting("SECRET_KEY")
    assert first == second and len(first) >= 50 and "dev-only" not in first
    assert (ROOT / ".run/secret_key").read_text().strip() == first
    assert setting("SECRET_KEY", DATABASE_URL="sqlite:////tmp/elsewhere.sqlite3") == first
    refused = run("manage.py", "check", DATABASE_URL="postgres://tabletop@127.0.0.1:5432/tabletop")
    assert refused.returncode != 0 and "Set DJANGO_SECRET_KEY" in refused.stderr
    assert setting("SECRET_KEY", DJANGO_DEBUG="1").startswith("dev-only")
