# make run   - set up on a fresh machine and serve Tabletop (Daphne + one bot worker)
# make test  - the whole suite: games, platform integration, browser
# make bench - every bench/*.py module's figures
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
REDIS_URL ?= redis://127.0.0.1:6390/0
PO := $(wildcard locale/*/LC_MESSAGES/django.po)
MO := $(PO:.po=.mo)

.PHONY: setup run test bench migrate redis chromium valgrind messages

setup: $(VENV)/.installed $(MO)

$(VENV)/.installed: pyproject.toml
	[ -x $(PY) ] || python3 -m venv $(VENV)
	$(PY) -m pip install -q -e '.[test]'
	touch $@

# The .mo files are committed; they are rebuilt only when a .po is newer (needs msgfmt).
locale/%/LC_MESSAGES/django.mo: locale/%/LC_MESSAGES/django.po
	@command -v msgfmt >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends gettext; }
	msgfmt --check -o $@ $<

# The texts of the code and the templates (babel.cfg), merged into each language's .po.
messages: $(VENV)/.installed
	$(VENV)/bin/pybabel extract -F babel.cfg --no-wrap -k gettext_noop -k gettext_lazy -k ngettext_lazy:1,2 \
	  -o locale/django.pot .
	$(VENV)/bin/pybabel update -i locale/django.pot -d locale -D django --no-wrap
	rm locale/django.pot
	$(MAKE) $(MO)

migrate: setup
	$(PY) manage.py migrate --noinput -v 0

redis: setup
	REDIS_URL=$(REDIS_URL) scripts/redis-up.sh

# run.sh starts the project's Redis itself unless one answers, and stops it on Ctrl-C.
run: migrate
	REDIS_URL=$(REDIS_URL) scripts/run.sh

chromium:
	@[ -x /usr/bin/chromium ] || [ "$$(id -u)" != 0 ] || { apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; }

# bench.instructions counts a move's instructions under callgrind.
valgrind:
	@command -v valgrind >/dev/null || [ "$$(id -u)" != 0 ] || { apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind; }

# The tests start their own Redis on a free port unless REDIS_URL answers.
# pytest exits 5 when no test ran, and make fails on any non-zero status.
# A database server (DATABASE_URL=postgres://...) needs a secret key with DEBUG off; the tests' own.
# Two processes (pytest-xdist), a file's tests together in one: the integration and browser
# tests mostly wait on servers and the browser, so two keep both cores busy.
test: setup chromium
	DJANGO_SECRET_KEY="$${DJANGO_SECRET_KEY:-tests-only-not-secret}" $(PY) -m pytest -n $${TEST_PROCESSES:-2} --dist loadfile

bench: migrate redis valgrind
	REDIS_URL=$(REDIS_URL) $(PY) -m bench.run
