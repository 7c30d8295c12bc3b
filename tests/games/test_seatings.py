"""Game.seat_plans and Game.check_seats: every seating the new-table form offers is one its game
accepts, and Tapestry's automata sit only in its solo game and its Shadow Empire variant."""
from itertools import product

import pytest

from games import registry
from games.engine import SeatsRefused


def kinds_of(plan):
    return [list(kinds) for kinds in product(*plan.kinds)]


REAL_GAMES = [g for g in registry.games() if not getattr(g, "test_only", False)]


@pytest.mark.parametrize("game", REAL_GAMES, ids=lambda g: g.id)
def test_every_seating_a_game_offers_is_one_it_accepts(game):
    options = game.resolve_options({})
    plans = game.seat_plans(options)
    assert {len(p.kinds) for p in plans} == set(range(game.min_seats, game.max_seats + 1))
    for plan in plans:
        for kinds in kinds_of(plan):
            game.check_seats([{"kind": k} for k in kinds], options)


def test_tapestry_offers_its_solo_game_and_the_shadow_empire_variant():
    tapestry = registry.get("tapestry")
    labelled = {p.label: p.kinds for p in tapestry.seat_plans({}) if p.label}
    assert labelled == {
        "1 player + Automa + Shadow Empire": (("human", "bot"), ("automaton",), ("automaton",)),
        "2 players + Shadow Empire": (("human", "bot"), ("human", "bot"), ("automaton",))}
    assert all("automaton" not in kinds for p in tapestry.seat_plans({}) if not p.label for kinds in p.kinds)


@pytest.mark.parametrize("kinds", [["human", "automaton"], ["automaton"] * 3, ["human", "human", "human", "automaton"],
                                   ["bot", "automaton", "automaton", "bot"]])
def test_tapestry_refuses_automata_outside_its_two_seatings_and_setup_does_too(kinds):
    tapestry = registry.get("tapestry")
    seats = [{"kind": k} for k in kinds]
    with pytest.raises(SeatsRefused, match="Tapestry's automata play in 3 seats"):
        tapestry.check_seats(seats, {})
    with pytest.raises(SeatsRefused):
        tapestry.setup(seats, {}, 1)


def test_tapestry_takes_its_automata_in_any_seat_order():
    tapestry = registry.get("tapestry")
    for kinds in (["automaton", "human", "automaton"], ["automaton", "bot", "human"]):
        tapestry.check_seats([{"kind": k} for k in kinds], {})


def test_a_seat_kind_the_role_has_not_is_refused_in_words():
    """Hegemony's State has no automaton; Twilight Struggle has none at all."""
    with pytest.raises(SeatsRefused) as refused:
        registry.get("hegemony").check_seats([{"kind": "bot"}] * 3 + [{"kind": "automaton"}], {})
    assert (refused.value.message, refused.value.params["seat"]) == ("Seat {seat} cannot be played by {kind}.", 4)
    assert str(refused.value.params["kind"]) == "an automaton"
    with pytest.raises(SeatsRefused, match="needs 2 to 2 seats"):
        registry.get("twilight-struggle").setup([{"kind": "human"}] * 3, {}, 1)
