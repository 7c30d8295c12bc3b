"""Lobby, new-table form and table page over Django's test client; the Czech catalogue."""
import json
import re
from pathlib import Path

import pytest
from django.urls import reverse

from games import registry
from tabletop.models import Seat, Table
from tests.integration.helpers import page_text, players, tiny_table

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db


def test_lobby_lists_real_games_only(client, settings):
    """Every registered game appears in the lobby except test-only and incomplete ones."""
    settings.TABLETOP_TEST_GAMES = False
    html = client.get(reverse("lobby")).content.decode()
    for game in registry.games():
        link = reverse("new_table", args=[game.id])
        assert (link in html) == (not getattr(game, "test_only", False) and not game.incomplete), game.id
    assert client.get(reverse("new_table", args=["tiny"])).status_code == 404


def test_creating_a_table_from_the_form(client):
    """The form's options and seat kinds become the table; the creator sits in seat 1 and hosts."""
    response = client.post(reverse("new_table", args=["tiny"]), {
        "name": "Ann", "option_target": "0", "seats": "3", "seat_0": "bot", "seat_1": "me", "seat_2": "open"})
    table = Table.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("table", args=[table.pk])
    assert table.options == {"target": 5} and table.host.name == "Ann"
    assert [(s.kind, getattr(s.player, "name", None)) for s in table.seats.all()] == [
        ("bot", None), ("human", "Ann"), ("open", None)]
    page = client.get(response["Location"]).content.decode()
    assert "Start the game" in page and "Playing as Ann" in page


def test_the_form_needs_a_name_to_take_a_seat(client):
    response = client.post(reverse("new_table", args=["tiny"]), {
        "option_target": "1", "seats": "2", "seat_0": "me", "seat_1": "bot"})
    assert "Give a name to take a seat." in response.content.decode() and not Table.objects.exists()


def test_table_page_for_a_spectator_shows_the_public_view(client):
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    html = client.get(reverse("table", args=[table.pk])).content.decode()
    assert "You are watching." in html and f'ws-connect="/ws/table/{table.pk}/"' in html
    assert str(table.state["seats"][0]["secret"]) not in html and "data-option" not in html
    assert client.get(reverse("table", args=[987654])).status_code == 404


def test_pages_in_czech(client):
    """The language switcher's choice renders the lobby and the board in Czech."""
    client.post(reverse("set_language"), {"language": "cs", "next": "/"})
    (ann,) = players("Ann")
    table = tiny_table("human", "bot", host=ann)
    assert "Náročné deskové hry v prohlížeči" in page_text(client.get(reverse("lobby")))
    assert "Díváte se." in page_text(client.get(reverse("table", args=[table.pk])))


def test_every_string_has_a_czech_translation():
    """Every string of the platform and of the games (their cards' texts too) is translated,
    keeping its placeholders."""
    po = (ROOT / "locale/cs/LC_MESSAGES/django.po").read_text(encoding="utf-8")
    untranslated, misplaced = [], []
    for block in po.split("\n\n"):
        if not re.search(r"^#: ", block, re.M):  # the header, or an obsolete entry
            continue
        source = "".join(re.findall(r'"(.*)"', block.split("\nmsgstr")[0].split("msgid", 1)[1]))
        translations = ["".join(re.findall(r'"(.*)"', t))
                        for t in re.split(r"\nmsgstr(?:\[\d\])? ", block)[1:]]  # one, or one per plural form
        if "#, fuzzy" in block or not all(translations):
            untranslated.append(block)
        elif any(not set(re.findall(r"\{(\w+)\}", t)) <= set(re.findall(r"\{(\w+)\}", source)) for t in translations):
            misplaced.append(block)
    assert untranslated == []
    assert misplaced == []  # a translation may only use the placeholders its English text has
    assert (ROOT / "locale/cs/LC_MESSAGES/django.mo").exists()


def test_every_text_of_the_templates_is_in_the_czech_catalogue():
    """What a template marks for translation ({{ _("...") }}, {% trans %}) has its entry in the
    .po, under the msgid Jinja2 looks it up by (a text missing there shows in English)."""
    from django.template import engines

    po = (ROOT / "locale/cs/LC_MESSAGES/django.po").read_text(encoding="utf-8")
    known = {"".join(re.findall(r'"(.*)"', m)) for m in re.findall(r'^msgid(?:_plural)? ((?:".*"\n)+)', po, re.M)}
    env = engines["jinja2"].env
    missing, texts = [], 0
    for path in sorted((ROOT / "templates").rglob("*.html")):
        for _line, _function, message in env.extract_translations(path.read_text(encoding="utf-8")):
            for text in message if isinstance(message, tuple) else (message,):
                if isinstance(text, str):  # _(variable) marks nothing
                    texts += 1
                    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
                    if escaped not in known:
                        missing.append(f"{path.relative_to(ROOT)}: {text}")
    assert texts > 300
    assert missing == []


def test_seat_kinds_offered_follow_the_game():
    """A game without automaton seats offers no automaton in the form."""
    from tabletop.forms import NewTableForm

    form = NewTableForm(registry.get("tiny"))
    assert Seat.Kind.AUTOMATON not in [k for k, _label in form.fields["seat_0"].choices]


def test_log_lines_use_the_games_event_text(client, monkeypatch):
    """Game.event_text gives the log line, its placeholders filled from the event's facts."""
    from tabletop import rendering
    from tests.tinygame import TinyGame

    from games.engine import Kept

    # lines translated by earlier tests' event_text
    monkeypatch.setattr(rendering, "_lines", Kept(rendering.LOG_CACHE, rendering.LOG_CACHE_BYTES))
    monkeypatch.setattr(TinyGame, "event_text",
                        lambda self, event: "{seat} added {n}" if event["kind"] == "added" else None)
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    from tabletop import services
    services.play(table.pk, 0, table.version, "add:2", player=ann)
    html = client.get(reverse("table", args=[table.pk])).content.decode()
    assert "<li>Ann added 2</li>" in html and "drew (seat: Ann, count: 1)" in html


def test_giving_a_name_returns_to_the_page_but_never_off_site(client):
    response = client.post(reverse("set_name"), {"name": "Ann", "next": "/table/3/"})
    assert response["Location"] == "/table/3/"
    response = client.post(reverse("set_name"), {"name": "Ann", "next": "https://evil.example/"})
    assert response["Location"] == reverse("lobby")


@pytest.mark.django_db
def test_an_optional_account_logs_in_and_plays_under_its_name(client):
    """A person with an account logs in; the lobby greets them by it, and logging out ends it."""
    from django.contrib.auth.models import User

    User.objects.create_user("vera", password="s3cret-pass")
    assert "Log in" in client.get(reverse("lobby")).content.decode()
    response = client.post(reverse("login"), {"username": "vera", "password": "s3cret-pass", "next": "/"})
    assert response.status_code == 302 and response["Location"] == "/"
    page = client.get(reverse("lobby")).content.decode()
    assert "Playing as vera" in page and "Log out" in page
    client.post(reverse("logout"))
    assert "Playing as vera" not in client.get(reverse("lobby")).content.decode()


def test_prompt_labels_use_the_games_display_names():
    """The platform fills option labels from Game.display_params, not from the raw ids."""
    from types import SimpleNamespace

    from tabletop.i18n import translate_prompt

    game = SimpleNamespace(display_params=lambda p: {**p, "space": "Cloud Mine"} if "space" in p else p)
    raw = {"id": "x.place", "text": "Where?", "params": {},
           "options": [{"id": "place:cloud_mine", "text": "Place on {space}", "params": {"space": "cloud_mine"}}]}
    from django.utils import translation

    with translation.override("en"):  # "Cloud Mine" has a Czech name (Sedmé nebe)
        assert translate_prompt(game, raw)["options"] == [{"id": "place:cloud_mine", "text": "Place on Cloud Mine"}]


def test_names_a_game_composes_are_translated_part_by_part():
    """Goods lists, territories and the VP score are built by the games (Phrase), so the page
    translates each part: a Czech log line has no English left in it."""
    from django.utils import translation

    from tabletop.rendering import _log_line

    euphoria, ts = registry.get("euphoria"), registry.get("twilight-struggle")
    roles = {0: "player-1"}
    paid = {"kind": "paid", "audience": "all", "seat": 0, "goods": {"water": 2, "food": 1}, "why": "generator"}
    star = {"kind": "star", "audience": "all", "seat": 0, "where": "territory:icarus", "left": 9}
    vp = {"kind": "vp", "audience": "all", "side": "ussr", "delta": 2, "vp": -2}
    with translation.override("en"):
        assert _log_line(euphoria, paid, roles) == "player-1 pays 2 water, 1 food for Generator."
        assert "(territory of Icarus)" in _log_line(euphoria, star, roles)
        assert "USSR +2" in _log_line(ts, vp, roles)
    with translation.override("cs"):
        assert _log_line(euphoria, paid, roles).startswith("player-1 platí 2 voda, 1 jídlo za ")
        assert _log_line(euphoria, star, roles) == "player-1 umisťuje hvězdu: území Ikarus; zbývá 9."
        assert "SSSR +2" in _log_line(ts, vp, roles)


def test_the_lobby_lists_my_tables_and_marks_those_waiting_on_me(client, settings):
    """Ann sees her two tables, the one waiting on her first and marked, and the tab title counts it;
    a table she does not sit at is not among them."""
    from tabletop import services
    from tests.integration.helpers import session_cookie

    ann, bob, cy = players("Ann", "Bob", "Cy")
    waiting = tiny_table("human", "human", host=ann, joiners=[bob])
    services.play(waiting.pk, 0, waiting.version, "add:1", player=ann)  # now Bob's turn there
    mine_now = tiny_table("human", "human", host=bob, joiners=[ann])
    services.play(mine_now.pk, 0, mine_now.version, "add:1", player=bob)  # Ann's turn here
    others = tiny_table("human", "human", host=bob, joiners=[cy])
    settings.TABLETOP_TEST_GAMES = True
    client.cookies.load(session_cookie(ann).decode())
    html = client.get(reverse("lobby")).content.decode()
    section = html.split('id="my-tables"')[1].split("</section>")[0]
    links = re.findall(r'href="/table/(\d+)/"', section)
    assert links == [str(mine_now.pk), str(waiting.pk)] and str(others.pk) not in links
    assert section.count("Your turn") == 1 and "<title>(1) Tabletop</title>" in html


def test_the_new_table_form_shows_words_not_internal_values(client):
    """Option values read as words ("the start of the action round", "off") in both languages, a
    fixed seat count reads "2 players" with no choice to make, and numbered seats read "Seat 1"."""
    ts = page_text(client.get(reverse("new_table", args=["twilight-struggle"])))
    assert ">the start of the action round<" in ts and ">USSR first<" in ts and "action_round<" not in ts
    assert "<p>2 players</p>" in ts and '<select name="seats"' not in ts
    eu = page_text(client.get(reverse("new_table", args=["euphoria"])))
    assert ">off<" in eu and ">None<" not in eu and ">6 players<" in eu and "Seat 6" in eu and "player-1" not in eu
    lobby = page_text(client.get(reverse("lobby")))
    assert "2 players" in lobby and "2–6 players" in lobby and "2–2" not in lobby
    client.post(reverse("set_language"), {"language": "cs", "next": "/"})
    eu = page_text(client.get(reverse("new_table", args=["euphoria"])))
    assert ">vypnuto<" in eu and ">ano<" in eu and ">6 hráčů<" in eu and ">3 hráči<" in eu and "Místo 1" in eu
    ts = page_text(client.get(reverse("new_table", args=["twilight-struggle"])))
    assert ">začátek akčního kola<" in ts and ">nejdřív SSSR<" in ts and "ussr first" not in ts


def test_a_game_option_may_name_its_values():
    """OptionSpec.labels gives each value its words; the form shows them translated."""
    from django.utils import translation

    from games.engine import OptionSpec
    from tabletop.forms import value_label

    spec = OptionSpec("when", "When", "ussr_first", ("ussr_first", "us_first"), labels=("The USSR first", "Game over."))
    with translation.override("en"):
        assert [value_label(spec, i) for i in range(2)] == ["The USSR first", "Game over."]
    with translation.override("cs"):
        assert value_label(spec, 1) == "Konec hry."


def test_the_away_choice_of_the_form_becomes_the_tables_limit(client):
    client.post(reverse("new_table", args=["tiny"]), {
        "name": "Ann", "option_target": "0", "seats": "2", "seat_0": "me", "seat_1": "bot", "away": "15"})
    assert Table.objects.get().away_minutes == 15


def test_czech_names_of_countries_spaces_and_markets():
    """Names the Czech rulebooks give (Turecko, Severní Korea, Pramen, Větrná knajpa, Lázně
    pomíjivé rozkoše) replace the data's English names in a Czech log line; "SSSR", not "USSR"."""
    from django.utils import translation

    from tabletop.rendering import _log_line

    euphoria, ts = registry.get("euphoria"), registry.get("twilight-struggle")
    roles = {0: "player-1"}
    paid = {"kind": "paid", "audience": "all", "seat": 0, "goods": {"water": 2}, "why": "wind_salon"}
    infl = {"kind": "influence", "audience": "all", "side": "ussr", "country": "north_korea", "delta": 1,
            "us": 0, "ussr": 4, "why": ""}
    with translation.override("cs"):
        assert _log_line(euphoria, paid, roles).endswith("za Větrná knajpa.")
        line = _log_line(ts, infl, roles)
        assert "Severní Korea" in line and "SSSR" in line and "USSR" not in line
        assert translation.gettext("Turkey") == "Turecko"
        assert translation.gettext("Aquifer") == "Pramen"
        assert translation.gettext("Spa of Fleeting Pleasure") == "Lázně pomíjivé rozkoše"


def test_a_game_not_yet_complete_is_not_offered_in_the_lobby(client, settings, monkeypatch):
    """A game whose engine says what it lacks (Game.incomplete) has no lobby card, no new-table
    page and no entry in the API's games, unless a developer asks for incomplete games."""
    from tests.tinygame import TinyGame

    monkeypatch.setattr(TinyGame, "incomplete", "its second card is not written yet")
    assert "/new/tiny/" not in client.get(reverse("lobby")).content.decode()
    assert client.get(reverse("new_table", args=["tiny"])).status_code == 404
    assert "tiny" not in {g["id"] for g in client.get("/api/games/").json()["games"]}
    settings.TABLETOP_INCOMPLETE_GAMES = True
    assert "/new/tiny/" in client.get(reverse("lobby")).content.decode()
    assert client.get(reverse("new_table", args=["tiny"])).status_code == 200


def test_a_game_on_provisional_components_says_so_in_the_lobby_and_on_the_new_table_form(client, settings):
    """Nucleum's base components are invented (games/nucleum/data): the lobby's card and the
    new-table form say so, in English and in Czech; Twilight Struggle's say nothing of it."""
    settings.TABLETOP_INCOMPLETE_GAMES = True
    note = "components are provisional"
    lobby = page_text(client.get(reverse("lobby")))
    assert lobby.count(note) == 1
    assert note in page_text(client.get(reverse("new_table", args=["nucleum"])))
    assert note not in page_text(client.get(reverse("new_table", args=["twilight-struggle"])))
    client.post(reverse("set_language"), {"language": "cs", "next": "/"})
    assert "provizorn" in page_text(client.get(reverse("new_table", args=["nucleum"])))


def test_hegemony_is_offered_with_its_options_in_words(client):
    """Hegemony is in the lobby; its form shows every table option's values as words in English
    and Czech, offers no automaton for the State (it has none), and names the second seat's role
    at 2 players too (the Capitalist Class there, the Middle Class at 3-4)."""
    assert "/new/hegemony/" in page_text(client.get(reverse("lobby")))
    english = page_text(client.get(reverse("new_table", args=["hegemony"])))
    for raw in ("simple<", "advanced<", "first<", "continue<", "pressure<", "both<", "action<", "for<",
                "descriptive<", "cubes in bag<", "own<", "board<", "at least<", "exactly<", "next turn<", "next round<"):
        assert ">" + raw not in english, raw
    assert ">advanced mode<" in english and ">Crisis &amp; Control: Hidden Agendas" in english
    assert "Middle Class (2 players: Capitalist Class)" in english
    rows = re.findall(r'<label class="seat-row".*?</label>', english, re.S)
    assert len(rows) == 4 and "automaton" in rows[0] and "State" in rows[3] and "automaton" not in rows[3]
    client.post(reverse("set_language"), {"language": "cs", "next": "/"})
    czech = page_text(client.get(reverse("new_table", args=["hegemony"])))
    assert ">pokročilý režim<" in czech and ">obě ostatní třídy<" in czech and "Skrytá agenda" in czech
    assert "Střední třída (2 hráči: Kapitalistická třída)" in czech


@pytest.mark.parametrize("seats,kinds", [
    ("2", {"seat_0": "me", "seat_1": "automaton"}),
    ("3", {"seat_0": "bot:easy", "seat_1": "me", "seat_2": "automaton"}),
    ("4", {"seat_0": "automaton", "seat_1": "automaton", "seat_2": "open", "seat_3": "me"}),
    ("4", {"seat_0": "me", "seat_1": "bot", "seat_2": "automaton", "seat_3": "bot:strong"}),
])
def test_hegemony_tables_from_the_form(client, seats, kinds):
    """People, bots of each level and automata in any mix at 2, 3 and 4 seats, with modules on."""
    response = client.post(reverse("new_table", args=["hegemony"]), {
        "name": "Ann", "seats": seats, **kinds, **{f"option_{k}": "0" for k in (
            "narrowing_tie", "special_first_fails", "collapse_row", "prediction_unchanged", "other_classes_reading",
            "last_operational_scope", "round5_reshuffle", "extra_purchase_stock", "wage_relevel")},
        "option_automa_mode": "1", "option_hidden_agendas": "1", "option_crisis_plans": "1",
        "option_alternative_events": "1", "option_crisis_and_control_cards": "1"})
    table = Table.objects.get()
    assert response.status_code == 302 and table.game == "hegemony"
    assert table.options["automa_mode"] == "advanced" and table.options["hidden_agendas"] is True
    expected = [kinds[f"seat_{i}"].split(":")[0].replace("me", "human") for i in range(int(seats))]
    assert [s.kind for s in table.seats.order_by("index")] == expected
    assert [s.role for s in table.seats.order_by("index")] == registry.get("hegemony").roles(int(seats), {})


def test_the_state_seat_cannot_be_an_automaton(client):
    """The form and the API refuse an automaton for the State (Crisis & Control has none)."""
    response = client.post(reverse("new_table", args=["hegemony"]), {
        "name": "Ann", "seats": "4", "seat_0": "me", "seat_1": "bot", "seat_2": "bot", "seat_3": "automaton"})
    assert response.status_code == 200 and not Table.objects.exists()
    response = client.post("/api/tables/", {"game": "hegemony", "seats": [{"kind": "bot"}] * 3 + [{"kind": "automaton"}]},
                           content_type="application/json")
    assert response.status_code == 400 and "Seat 4" in json.dumps(response.json()) and not Table.objects.exists()


@pytest.mark.parametrize("seats", [
    [{"kind": "human"}, {"kind": "automaton"}],
    [{"kind": "bot", "level": 0}, {"kind": "automaton"}, {"kind": "human"}],
    [{"kind": "automaton"}, {"kind": "human"}, {"kind": "automaton"}, {"kind": "bot", "level": 1}],
])
def test_hegemony_tables_from_the_api(client, seats):
    status = client.post("/api/tables/", {"game": "hegemony", "name": "Ann", "seats": seats,
                                          "options": {"crisis_plans": True, "automa_mode": "advanced"}},
                         content_type="application/json")
    assert status.status_code == 200, status.content
    table = Table.objects.get()
    assert [s.kind for s in table.seats.order_by("index")] == [s["kind"] for s in seats]
    assert table.options["crisis_plans"] is True


def test_a_static_url_is_the_storages_and_follows_a_changed_setting(settings):
    from django.templatetags.static import static as django_static

    from tabletop.jinja2 import static

    assert static("games/board.js") == django_static("games/board.js") == "/static/games/board.js"
    settings.STATIC_URL = "/assets/"
    assert static("games/board.js") == django_static("games/board.js") == "/assets/games/board.js"


def test_templates_read_a_dicts_key_before_its_attribute():
    """`x.name` of a dict is its key, as in Django's engine (a dict's method only where it has no
    such key); a key that is missing reads as empty; a dict's `__missing__` is left to Jinja2's
    own lookup, which calls it as before; other objects keep attribute-first lookup."""
    from django.template import engines

    env = engines["jinja2"].env

    class Defaulting(dict):
        def __missing__(self, key):
            return f"missing {key}"

    class Named:
        items = "attribute"

    draw = env.from_string("{{ d.items }}|{{ d.name }}|{{ d.absent }}|{{ e.items() | list }}|{{ m.x }}|{{ o.items }}")
    text = draw.render(d={"items": "key", "name": "Ann"}, e={"a": 1}, m=Defaulting(), o=Named())
    assert text == "key|Ann||[(&#39;a&#39;, 1)]|missing x|attribute"


def test_the_lobby_tells_how_far_a_live_game_is_not_its_version(client, settings):
    """A running Hegemony table reads "Round 1, turn 1" (Czech "Kolo 1, tah 1"), not "version 3"."""
    from tabletop import services

    settings.TABLETOP_TEST_GAMES = False
    (ann,) = players("Ann")
    table = services.create_table("hegemony", seats=[{"kind": "human"}, {"kind": "bot", "level": 0}], host=ann, seed=5)
    services.start_table(table.pk, ann)
    for language, words in (("en", "Round 1, turn 1"), ("cs", "Kolo 1, tah 1")):
        text = page_text(client.get(reverse("lobby"), HTTP_ACCEPT_LANGUAGE=language))
        assert words in text and not re.search(r"version \d|verze \d", text), language
