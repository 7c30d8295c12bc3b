"""The drawn Hegemony board through the platform: it renders for every seat and the spectators in
both languages, every option the board names has its element on the rendered board, and nobody
but a hand's owner sees a card of that hand (spectators and the other seats see only counts)."""
import random
import re

import pytest

from games import registry
from games.hegemony.board import CARDS
from games.hegemony.components import HIDDEN_AGENDAS
from games.playout import random_play
from tabletop import rendering
from tabletop.models import Player, Seat, Table
from tests.integration.helpers import characters

POSITIONS = 40  # positions checked per game, spread over one random game


MODULES = {"hidden_agendas": True, "crisis_plans": True, "alternative_events": True, "crisis_and_control_cards": True}


def hegemony_table(kinds: list[str], seed: int = 11, options: dict | None = None) -> tuple[Table, object, dict]:
    host = Player.objects.create(name="Ann")
    game = registry.get("hegemony")
    options = game.resolve_options(options or {})
    roles = game.roles(len(kinds), options)
    table = Table.objects.create(game=game.id, options=options, host=host, seed=seed, status=Table.Status.ACTIVE)
    for index, (role, kind) in enumerate(zip(roles, kinds)):
        player = host if index == 0 else Player.objects.create(name=f"P{index}") if kind == "human" else None
        Seat.objects.create(table=table, index=index, role=role, kind=kind, player=player)
    state = game.setup([{"role": r, "kind": k} for r, k in zip(roles, kinds)], options, seed)
    return table, game, state


def keys_in(html: str) -> set[str]:
    return set(re.findall(r'data-key="([^"]+)"', html))


def without_log(html: str) -> str:
    """The board without the game log, whose lines name the cards discarded earlier."""
    return re.sub(r'<section class="log">.*?</section>', "", html, flags=re.S)


def title(card: str) -> str:
    return CARDS[card.split("#")[0]]["name"]


def assert_no_hand_but_its_owners(table: Table, html: str, seat: int | None) -> None:
    """The board of `seat` (None: the spectators) draws the seat's own hand and no card of another:
    no other hand's card id, and no title of one that the same board without any hand cards
    does not show anyway (a discarded copy, an action or company of that name)."""
    position = table.state
    board = without_log(html)
    mine = position["seats"][seat]["hand"] if seat is not None else []
    assert sorted(re.findall(r'data-card="([^"]+)"', board)) == sorted(mine)
    others = {c for i, s in enumerate(position["seats"]) if i != seat for c in s["hand"]}
    assert not {c for c in others if c in board}, "a hand card's id reaches another audience"
    table.state = {**position, "seats": [{**s, "hand": []} for s in position["seats"]]}
    handless = without_log(rendering.render_board(table, rendering.Audience(seat, False), "en"))
    table.state = position
    titles = {title(c) for c in others} - {title(c) for c in mine}
    assert not {t for t in titles if f">{t}<" in board and f">{t}<" not in handless}, \
        "a hand card's title reaches another audience"
    assert_no_hidden_agenda_but_its_owners(position, board, seat)


def assert_no_hidden_agenda_but_its_owners(position: dict, board: str, seat: int | None) -> None:
    """A secret Hidden Agenda (kept or still offered) shows only on its owner's board; a revealed
    one, or an automaton's face-up five, is public."""
    public = set(position.get("crisis", {}).get("agendas", {}).get("revealed", {}).values())
    public |= {a for auto in position.get("automata", {}).values() for a in auto.get("agendas", {})}
    for index, entry in enumerate(position["seats"]):
        secret = ([entry["agenda"]] if entry.get("agenda") else []) + entry.get("agenda_offer", [])
        for agenda in set(secret) - public:
            shown = agenda in board or f">{HIDDEN_AGENDAS[agenda]['name']}<" in board
            assert shown == (index == seat), f"seat {index}'s Hidden Agenda on the board of {seat}"


@pytest.mark.django_db
@pytest.mark.parametrize("kinds,options,named", [
    (["human", "human", "human"], {}, {"card", "action", "section", "company", "stock"}),
    (["human", "automaton", "automaton"], {}, {"card", "action", "section", "company", "stock"}),
    (["human", "human"], {}, {"card", "action", "section", "company", "stock"}),
    # the State played, every Crisis & Control module on: its Events, the classes, the agendas offered
    (["human", "human", "human", "human"], MODULES, {"card", "action", "section", "company", "stock", "event",
                                                     "class", "agenda"}),
    (["automaton", "automaton", "automaton", "human"], MODULES, {"card", "action", "section", "event", "class"}),
])
def test_every_named_option_has_its_element_and_only_the_owner_sees_a_hand(kinds, options, named):
    table, game, state = hegemony_table(kinds, options=options)
    decisions = list(random_play(game, state, random.Random(2), limit=3000))
    assert game.result(decisions[-1].after) is not None, "random play reaches the end of the game"
    step = max(1, len(decisions) // POSITIONS)
    checked = set()
    for position in [d.before for d in decisions[::step]] + [decisions[-1].after]:
        table.state = position
        for seat in range(len(kinds)):
            audience = rendering.Audience(seat, False)
            context = rendering.board_context(table, audience)
            html = rendering.render_board(table, audience, "en")
            named = {k for keys in context["board"]["targets"].values() for k in keys}
            assert named <= keys_in(html), f"no element for {named - keys_in(html)}"
            prompt = context["view"]["prompt"]
            assert set(context["board"]["targets"]) <= {o["id"] for o in (prompt or {}).get("options", [])}
            checked |= {k.split(":")[0] for k in named}
            assert_no_hand_but_its_owners(table, html, seat)
        spectators = rendering.render_board(table, rendering.Audience(None, False), "en")
        assert_no_hand_but_its_owners(table, spectators, None)
    assert checked >= named, named - checked


@pytest.mark.django_db
def test_the_board_renders_for_seats_and_spectators_in_both_languages():
    table, game, state = hegemony_table(["human", "automaton", "automaton"])
    decisions = list(random_play(game, state, random.Random(4), limit=120))
    table.state = decisions[-1].after
    for seat in (0, 1, 2, None):
        english = characters(rendering.render_board(table, rendering.Audience(seat, False), "en"))
        czech = characters(without_log(rendering.render_board(table, rendering.Audience(seat, False), "cs")))
        for html in (english, czech):
            assert f'data-version="{table.version}"' in html
            assert html.count('class="heg-policy"') == 7
            assert html.count('class="heg-class role-') == 3
        headings = ("<h2>Politics", ">Foreign Market</h2>", ">Public Sector</h2>", ">Goods and services</h2>")
        assert all(h in english for h in headings)
        assert not any(h in czech for h in headings)
        assert "<h2>Politika" in czech and ">Zahraniční trh</h2>" in czech
        assert ("Your hand" in english) == (seat is not None)
    # the automata's AI cards are public: every audience sees the same automaton panel
    assert english.count('class="automaton"') == 2


@pytest.mark.django_db
def test_the_state_players_board_and_the_modules_render_in_both_languages():
    table, game, state = hegemony_table(["human"] * 4, options=MODULES)
    decisions = list(random_play(game, state, random.Random(6), limit=150))
    table.state = decisions[-1].after
    for seat in (3, None):
        english = characters(without_log(rendering.render_board(table, rendering.Audience(seat, False), "en")))
        czech = characters(without_log(rendering.render_board(table, rendering.Audience(seat, False), "cs")))
        assert ">Crisis & Control</h2>" in english and ">Zkrocení krize</h2>" in czech
        assert ">Events to resolve</h3>" in english and ">Události k vyřešení</h3>" in czech
        tracks = re.findall(r'<li class="role-(\w+)"><span class="who">[^<]*</span> <ol class="cells">', english)
        assert tracks == ["working", "middle", "capitalist"]  # the State's Legitimacy with each class
        assert ("Your Hidden Agenda" in english) == (seat == 3)
