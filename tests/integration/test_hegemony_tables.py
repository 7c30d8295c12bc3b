"""A 4-seat Hegemony table on the platform: a person, two automata and a search bot as the State
start a game and play moves through services.play (the person) and the bot worker (the rest)."""
import random

import pytest

from bots.worker import take_turn
from games import registry
from tabletop import services
from tabletop.models import Move, Table
from tests.integration.helpers import players

pytestmark = pytest.mark.django_db


def test_a_person_automata_and_a_bot_state_play_hegemony_through_the_platform(one_bot_process):
    game = registry.get("hegemony")
    ann, = players("Ann")
    table = services.create_table("hegemony", host=ann, seed=44, options={"automa_mode": "advanced"}, seats=[
        {"kind": "human"}, {"kind": "automaton"}, {"kind": "automaton"}, {"kind": "bot", "level": 1}])
    services.start_table(table.pk, ann)
    rng = random.Random(44)
    for _ in range(400):
        table.refresh_from_db()
        if table.bot_turn:
            assert take_turn(table.pk, table.version) == "played"
            continue
        assert game.to_act(table.state) == [0]  # nobody else owes a decision: it is Ann's
        prompt = game.prompt(table.state, 0)
        services.play(table.pk, 0, table.version, rng.choice(prompt.options).id, player=ann)
        searched = Move.objects.filter(table=table, seat=3, note__iterations__gte=1).count()
        if searched and Move.objects.filter(table=table, seat=0).count() >= 5:
            break
    moves = Move.objects.filter(table=table)
    assert table.status == Table.Status.ACTIVE and table.state["roles"] == ["working", "middle", "capitalist", "state"]
    assert moves.filter(seat=0, by_bot=False).count() >= 5  # the person's moves
    assert moves.filter(seat__in=(1, 2)).exists() and moves.filter(seat=3, by_bot=True).count() >= 2
    assert all(m.by_bot for m in moves.exclude(seat=0))
    assert any(m.note and m.note["iterations"] >= 1 for m in moves.filter(seat=3))  # the State searched
