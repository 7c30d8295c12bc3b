"""The replay of a finished table: every position rebuilt from the seed and the stored moves,
drawn as the spectators' board."""
import random
import re

import pytest
from django.test import Client

from games import registry
from games.playout import random_play
from games.twilight_struggle.data import CARDS
from tabletop.models import Move, Player, Seat, Table


@pytest.fixture
def finished(db):
    """A Twilight Struggle table played to its end by random choices, its moves stored."""
    game = registry.get("twilight-struggle")
    host = Player.objects.create(name="Ann")
    options = game.resolve_options({})
    table = Table.objects.create(game=game.id, options=options, host=host, seed=5, status=Table.Status.ACTIVE)
    for index, role in enumerate(game.roles(2, options)):
        Seat.objects.create(table=table, index=index, role=role, kind=Seat.Kind.BOT if index else Seat.Kind.HUMAN,
                            player=host if index == 0 else None)
    state = game.setup([{"kind": s.kind, "level": s.level} for s in table.seats.all()], options, 5)
    decisions = list(random_play(game, state, random.Random(5)))
    Move.objects.bulk_create(Move(table=table, version=v, seat=d.seat, option=d.option)
                             for v, d in enumerate(decisions, start=2))
    Table.objects.filter(pk=table.pk).update(state=decisions[-1].after, status=Table.Status.FINISHED,
                                             version=len(decisions) + 1)
    return Table.objects.get(pk=table.pk), decisions


def board_at(client, table, at):
    return client.get(f"/table/{table.pk}/replay/board/?at={at}")


def test_the_replay_page_has_a_slider_over_every_move(finished):
    table, decisions = finished
    page = Client().get(f"/table/{table.pk}/replay/").content.decode()
    assert f'max="{len(decisions)}"' in page and 'type="range"' in page


def test_each_position_is_the_public_board_of_that_moment(finished):
    table, decisions = finished
    client = Client()
    start = board_at(client, table, 0).content.decode()
    # the printed start: East Germany 3 USSR influence, nobody has played yet
    assert re.search(r'id="country-east_germany"[^>]*data-ussr="3"', start)
    assert 'data-version="0"' in start and "game-result" not in start
    end = board_at(client, table, len(decisions)).content.decode()
    assert "game-result" in end
    middle = len(decisions) // 2
    shown = board_at(client, table, middle).content.decode()
    influence = decisions[middle].before["board"]["influence"]
    for country in ("iran", "west_germany", "thailand"):
        assert re.search(rf'id="country-{country}"[^>]*data-us="{influence[country]["us"]}" '
                         rf'data-ussr="{influence[country]["ussr"]}"', shown)
    hands = {c for s in decisions[middle].before["seats"] for c in s["hand"]}
    assert 'data-key="card:' not in shown and "ts-hand" not in shown
    board_only = re.sub(r'<section class="log">.*?</section>', "", shown, flags=re.S)
    assert not {CARDS[c].name for c in hands if f">{CARDS[c].name}<" in board_only}


def test_only_a_finished_table_replays_and_positions_stay_in_range(finished):
    table, decisions = finished
    client = Client()
    assert board_at(client, table, len(decisions) + 1).status_code == 404
    assert board_at(client, table, -1).status_code == 404
    Table.objects.filter(pk=table.pk).update(status=Table.Status.ACTIVE)
    assert client.get(f"/table/{table.pk}/replay/").status_code == 404


@pytest.fixture
def finished_with_undos(db):
    """A quiet tiny race between Ann and Bob played to its end through the services, each taking
    moves back at random (twice in a row at times), with the spectators' board of every version
    it stood at drawn live; the table's versions then map to what each position showed."""
    from tabletop import rendering, services
    from tests.integration.helpers import players, tiny_table

    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob], target=20, deal=False)
    people, rng = {0: ann, 1: bob}, random.Random(4)
    seen = {}
    while True:
        table.refresh_from_db()
        seen[table.version] = (table.state, rendering.render_board(table, rendering.Audience(None, False), "en"))
        if table.status == Table.Status.FINISHED:
            return table, seen
        if table.undo_seat is not None and rng.random() < 0.45:
            services.undo(table.pk, table.undo_seat, table.version, player=people[table.undo_seat])
            continue
        seat = services.game_of(table).to_act(table.state)[0]
        services.play(table.pk, seat, table.version, f"add:{rng.randint(1, 3)}", player=people[seat])


def test_the_slider_runs_over_the_moves_that_stand_and_each_shows_the_position_reached(finished_with_undos):
    """After takings-back: the slider counts only the standing moves, and each of its positions
    answers with the board spectators saw at the version the table stood at then, the lines
    "Ann takes back a move" included up to there (only the slider's position differs)."""
    from tabletop import services

    table, seen = finished_with_undos
    standing = list(Move.live(table.pk).values_list("version", flat=True))
    assert Move.objects.filter(table=table, undone_at_version__isnull=False).count() >= 3
    page = Client().get(f"/table/{table.pk}/replay/").content.decode()
    assert f'max="{len(standing)}"' in page
    client = Client()
    for at in range(len(standing) + 1):
        version = standing[at] - 1 if at < len(standing) else table.version
        response = board_at(client, table, at)
        assert response.status_code == 200, at
        state, board = seen[version]
        assert services.replay(table, upto=at) == state
        assert response.content.decode() == board.replace(f'data-version="{version}"', f'data-version="{at}"'), at
    assert board_at(client, table, len(standing) + 1).status_code == 404
