"""The drawn boards over random play: every option the board names has its element on the rendered
board (so nothing lit is missing and nothing clickable is lost), and the spectators' board holds
no hand card, hidden recruit, artifact or civilization offer of any seat."""
import random
import re

import pytest

from games import registry
from games.euphoria.data import RECRUITS
from games.playout import random_play
from games.tapestry.data import CIVILIZATIONS, TAPESTRY_CARDS
from games.twilight_struggle.data import CARDS
from tabletop import rendering
from tabletop.models import Player, Seat, Table

POSITIONS = 40  # positions checked per game, spread over one random game


def table_for(game_id: str, seats: int) -> tuple[Table, object, dict]:
    host = Player.objects.create(name="Ann")
    game = registry.get(game_id)
    options = game.resolve_options({"turn_limit": 200} if game_id == "euphoria" else {})
    table = Table.objects.create(game=game_id, options=options, host=host, seed=11, status=Table.Status.ACTIVE)
    for index, role in enumerate(game.roles(seats, options)):
        Seat.objects.create(table=table, index=index, role=role, kind=Seat.Kind.HUMAN,
                            player=host if index == 0 else Player.objects.create(name=f"P{index}"))
    state = game.setup([{"role": r, "kind": "human"} for r in game.roles(seats, options)], options, 11)
    return table, game, state


def table_and_positions(game_id: str, seats: int, seed: int, count: int, limit: int = 600):
    """A table of `game_id` and `count` or more positions spread over one random game from its
    set-up: (table, game, the table's seats, positions)."""
    table, game, state = table_for(game_id, seats)
    game.resolve_forced(state)
    decisions = list(random_play(game, state, random.Random(seed), limit=limit))
    found = [d.before for d in decisions][::max(1, len(decisions) // count)]
    assert len(found) >= count - 1
    return table, game, list(table.seats.select_related("player")), found


EVERY_GAME = [("twilight-struggle", 2), ("euphoria", 3), ("tapestry", 3), ("hegemony", 4), ("nucleum", 3)]


def keys_in(html: str) -> set[str]:
    return set(re.findall(r'data-key="([^"]+)"', html))


def positions(game, state, rng):
    """Positions spread over one random game, and the first position of each kind of prompt
    (a rare decision, such as where to build, is checked even when the spread misses it)."""
    decisions = list(random_play(game, state, rng, limit=3000))
    step = max(1, len(decisions) // POSITIONS)
    spread = decisions[::step]
    first, seen = [], set()
    for d in decisions:
        kind = game.prompt(d.before, d.seat).id
        if kind not in seen:
            seen.add(kind)
            first.append(d)
    return [d.before for d in spread + [d for d in first if d not in spread]]


@pytest.mark.django_db
@pytest.mark.parametrize("game_id,seats", [("twilight-struggle", 2), ("euphoria", 3), ("tapestry", 3), ("nucleum", 3)])
def test_every_named_option_has_its_board_element_and_spectators_see_no_secret(game_id, seats):
    table, game, state = table_for(game_id, seats)
    checked = set()
    for position in positions(game, state, random.Random(2)):
        table.state = position
        for seat in game.to_act(position):
            audience = rendering.Audience(seat, False)
            context = rendering.board_context(table, audience)
            html = rendering.render_board(table, audience, "en")
            named = {k for keys in context["board"]["targets"].values() for k in keys}
            assert named <= keys_in(html), f"no element for {named - keys_in(html)}"
            checked |= {k.split(":")[0] for k in named}
            assert set(context["board"]["targets"]) <= set(game.prompt(position, seat).ids())
        watching = rendering.render_board(table, rendering.Audience(None, False), "en")
        board_only = re.sub(r'<section class="log">.*?</section>', "", watching, flags=re.S)
        assert not {k for k in keys_in(watching) if k.startswith(("card:", "recruit:", "artifact:"))}
        if game_id == "twilight-struggle":
            hands = {c for s in position["seats"] for c in s["hand"]}
            assert not {CARDS[c].name for c in hands if f">{CARDS[c].name}<" in board_only}
        elif game_id == "euphoria":
            hidden = {r for s in position["seats"] for r in s["hidden"]}
            assert not {RECRUITS[r].name for r in hidden if RECRUITS[r].name in board_only}
        elif game_id == "nucleum":
            assert_no_nucleum_secret(position, board_only)
        else:
            assert_no_tapestry_secret(position, board_only)
    assert checked >= {"twilight-struggle": {"country", "card"}, "euphoria": {"die", "space", "recruit"},
                       "tapestry": {"hex", "track", "plot", "tech", "card", "income"},
                       "nucleum": {"pool", "half", "offer", "contract", "map", "rail", "plant", "building", "recharge"}}[game_id]


def assert_no_nucleum_secret(position: dict, board_only: str) -> None:
    """No tile of the draw stack and no contract of the silver and gold stacks (their order and
    faces are nobody's to see; only their sizes are on the board)."""
    secret = position["secret"]
    assert not {t for t in secret["draw"] if f'data-tile="{t}"' in board_only or f">{t}<" in board_only}
    assert not {c for c in secret["silver"] + secret["gold"] if f"contract-{c}" in board_only or f">{c}<" in board_only}


def assert_no_tapestry_secret(position: dict, board_only: str) -> None:
    """No tapestry card in a hand (unless a copy lies face up somewhere) and no civilization offered."""
    shown = {c for p in position["players"] for c in p["tapestry"]} | set(position["board"]["tapestry_discard"])
    hands = {c for s in position["seats"] for c in s["hand"]} - shown
    assert not {TAPESTRY_CARDS[c]["name"] for c in hands if f">{TAPESTRY_CARDS[c]['name']}<" in board_only}
    offered = {c for s in position["seats"] for c in s["offer"]}
    taken = {c for p in position["players"] for c in p["civs"]}
    assert not {CIVILIZATIONS[c]["name"] for c in offered - taken if CIVILIZATIONS[c]["name"] in board_only}
