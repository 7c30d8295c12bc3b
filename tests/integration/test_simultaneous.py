"""A choice sent against an older version still counts when its seat has not moved since and
has been asked the same question all along: a simultaneous choice (Euphoria's opening recruit
choice here) never has to be made twice because another seat answered first."""
import pytest

from games.engine import Game
from tabletop import services
from tabletop.errors import StaleVersion
from tabletop.models import Move, Table
from tests.integration.helpers import players, snapshot, tiny_table

pytestmark = pytest.mark.django_db


@pytest.fixture
def opening():
    """Ann (seat 0) and Bob (seat 1) both choose their recruits at a started Euphoria table."""
    ann, bob = players("Ann", "Bob")
    table = services.create_table("euphoria", seats=[{"kind": "open"}, {"kind": "open"}], host=ann)
    services.join_seat(table.pk, 0, ann)
    services.join_seat(table.pk, 1, bob)
    services.start_table(table.pk, ann)
    table.refresh_from_db()
    assert services.who_acts(table) == [0, 1]
    return table, ann, bob


def first_option(table_id: int, seat: int) -> str:
    table = Table.objects.get(pk=table_id)
    return services.game_of(table).prompt(table.state, seat).options[0].id


def test_a_simultaneous_choice_on_the_version_before_another_seats_choice_counts(opening):
    table, ann, bob = opening
    seen = table.version
    ann_choice, bob_choice = first_option(table.pk, 0), first_option(table.pk, 1)
    assert services.play(table.pk, 0, seen, ann_choice, player=ann) == seen + 1
    assert services.play(table.pk, 1, seen, bob_choice, player=bob) == seen + 2
    moves = list(Move.objects.filter(table=table).values_list("version", "seat", "option"))
    assert moves == [(seen + 1, 0, ann_choice), (seen + 2, 1, bob_choice)]
    state = Table.objects.get(pk=table.pk).state
    assert [s["active_pick"] for s in state["seats"]] == [ann_choice.split(":")[1], bob_choice.split(":")[1]]


def test_the_same_simultaneous_choice_twice_applies_once(opening):
    table, ann, bob = opening
    seen = table.version
    choice = first_option(table.pk, 1)
    services.play(table.pk, 0, seen, first_option(table.pk, 0), player=ann)
    services.play(table.pk, 1, seen, choice, player=bob)
    before = snapshot(table.pk)
    with pytest.raises(StaleVersion):
        services.play(table.pk, 1, seen, choice, player=bob)
    assert snapshot(table.pk) == before
    assert Move.objects.filter(table=table, seat=1).count() == 1


def test_a_seat_handed_to_a_bot_does_not_make_a_pending_choice_stale():
    """Bob leaves and his seat goes to a bot: the version moves, Ann's question does not."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    seen = table.version
    services.set_seat_kind(table.pk, 1, "bot", bob)
    assert services.play(table.pk, 0, seen, "add:3", player=ann) == seen + 2
    assert Table.objects.get(pk=table.pk).state["scores"] == [3, 0]


def test_a_lost_race_is_judged_again_on_the_new_table(opening, monkeypatch):
    """Bob's move reads the table, then Ann's lands before Bob's write: Bob's write finds the
    version gone, reads the table again, and his unchanged question lets it through."""
    table, ann, bob = opening
    seen = table.version
    ann_choice, bob_choice = first_option(table.pk, 0), first_option(table.pk, 1)
    real_apply = Game.apply
    raced = []

    def apply_while_ann_moves(self, state, seat, option_id):
        result = real_apply(self, state, seat, option_id)
        if seat == 1 and not raced:
            raced.append("racing")
            raced[0] = services.play(table.pk, 0, seen, ann_choice, player=ann)
        return result

    monkeypatch.setattr(Game, "apply", apply_while_ann_moves)
    assert services.play(table.pk, 1, seen, bob_choice, player=bob) == seen + 2
    assert raced == [seen + 1]
    assert list(Move.objects.filter(table=table).values_list("seat", flat=True)) == [0, 1]


def test_a_race_lost_to_the_same_seat_is_stale(monkeypatch):
    """Two copies of Ann's move read the same version; the copy that loses the write finds
    Ann's own move on the new table and is refused."""
    ann, bob = players("Ann", "Bob")
    table = tiny_table("human", "human", host=ann, joiners=[bob])
    seen = table.version
    real_apply = Game.apply
    raced = []

    def apply_while_the_copy_lands(self, state, seat, option_id):
        result = real_apply(self, state, seat, option_id)
        if not raced:
            raced.append("racing")  # before the inner play, whose own apply comes here too
            raced[0] = services.play(table.pk, 0, seen, "add:1", player=ann)
        return result

    monkeypatch.setattr(Game, "apply", apply_while_the_copy_lands)
    with pytest.raises(StaleVersion):
        services.play(table.pk, 0, seen, "add:1", player=ann)
    assert raced == [seen + 1]
    assert Table.objects.get(pk=table.pk).state["scores"] == [1, 0]
    assert Move.objects.filter(table=table).count() == 1
