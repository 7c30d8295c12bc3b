"""Glicko-2 ratings: the module against Glickman's worked example, and tables rated when they end."""
import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from games.engine import Result
from tabletop import glicko2, ratings, rendering, services
from tabletop.models import Player, Rating, RatingChange, Table
from tests.integration.helpers import page_text, players, tiny_table


def test_glicko2_matches_the_worked_example_of_glickmans_paper():
    """1500/200/0.06 against 1400/30, 1550/100, 1700/300 scoring 1, 0, 0 -> 1464.06/151.52/0.05999."""
    after = glicko2.rate(glicko2.Rating(1500, 200, 0.06), [
        (glicko2.Rating(1400, 30), 1), (glicko2.Rating(1550, 100), 0), (glicko2.Rating(1700, 300), 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.vol == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation():
    after = glicko2.rate(glicko2.Rating(1600, 100, 0.06), [])
    assert after.rating == 1600 and after.rd == pytest.approx(100.54, abs=0.01)  # sqrt(100² + (0.06 × 173.7178)²)


def test_pairwise_results_put_winners_first_then_scores():
    result = Result(scores=(10, 7, 7, 9), winners=(0,))
    assert ratings.pairwise_score(result, 0, 3) == 1.0 and ratings.pairwise_score(result, 3, 0) == 0.0
    assert ratings.pairwise_score(result, 3, 1) == 1.0  # neither won: the higher score
    assert ratings.pairwise_score(result, 1, 2) == 0.5  # equal scores: a draw


def accounts(*names: str) -> list[Player]:
    return [Player.objects.create(name=name, user=User.objects.create(username=name.lower()))
            for name in names]


def finish(table: Table, by: dict[int, Player | None]) -> Table:
    """Seat 0 adds 3, seat 1 adds 2 and the others 1 until seat 0 wins (the tiny race to 10)."""
    while True:
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            return table
        (seat,) = services.who_acts(table)
        services.play(table.pk, seat, table.version, f"add:{max(3 - seat, 1)}",
                      player=by.get(seat), bot=by.get(seat) is None)


@pytest.mark.django_db
def test_a_game_between_accounts_rates_both_once():
    ann, bob = accounts("Ann", "Bob")
    table = finish(tiny_table("human", "human", host=ann, joiners=[bob]), {0: ann, 1: bob})
    rated = {r.user.username: r for r in Rating.objects.filter(game="tiny")}
    assert rated["ann"].rating > 1500 > rated["bob"].rating and rated["ann"].games == rated["bob"].games == 1
    assert rated["ann"].rd < 350 and rated["bob"].rd < 350
    assert sorted(RatingChange.objects.filter(table=table).values_list("seat", flat=True)) == [0, 1]
    assert ratings.record(table, list(table.seats.all()), Result((10, 3), (0,))) == []  # never twice


@pytest.mark.django_db
def test_a_game_against_a_bot_rates_the_bot_level_and_shows_ratings_at_the_table(client):
    (ann,) = accounts("Ann")
    table = services.create_table("tiny", seats=[{"kind": "bot", "level": 3}, {"kind": "human"}], host=ann,
                                  options={"target": 10})
    services.start_table(table.pk, ann)
    finish(table, {1: ann})  # the strong bot in seat 0 wins
    strong = Rating.objects.get(game="tiny", bot_level=3)
    assert strong.rating > 1500 > Rating.objects.get(game="tiny", user=ann.user).rating
    table.refresh_from_db()
    ratings._seat_ratings.clear()
    board = rendering.render_board(table, rendering.Audience(None, False), "en")
    assert f'<span class="rating"' in board and ratings.shown(strong.rating, strong.rd) in board
    listed = page_text(client.get(reverse("game_ratings", args=["tiny"])))
    assert listed.index("Bot (strong)") < listed.index("Ann")  # best first
    assert client.get(reverse("game_ratings", args=["no-such-game"])).status_code == 404


@pytest.mark.django_db
def test_guests_and_bots_alone_are_not_rated():
    (guest,) = players("Guest")
    finish(tiny_table("human", "bot", host=guest), {0: guest})
    finish(tiny_table("bot", "bot"), {})
    assert not Rating.objects.exists() and not RatingChange.objects.exists()


@pytest.mark.django_db
def test_three_players_are_rated_by_their_pairwise_results():
    ann, bob, cy = accounts("Ann", "Bob", "Cy")
    finish(tiny_table("human", "human", "human", host=ann, joiners=[bob, cy]), {0: ann, 1: bob, 2: cy})
    rated = {r.user.username: r.rating for r in Rating.objects.filter(game="tiny")}
    # Ann won; Bob (2 a turn) beat Cy (1 a turn) on score.
    assert rated["ann"] > rated["bob"] > rated["cy"]


@pytest.mark.django_db
def test_a_profile_lists_an_accounts_ratings():
    ann, bob = accounts("Ann", "Bob")
    finish(tiny_table("human", "human", host=ann, joiners=[bob]), {0: ann, 1: bob})
    (row,) = ratings.of_user(ann.user)
    assert row["game"] == "tiny" and row["games"] == 1 and row["rating"].endswith("?")
    from django.template.loader import render_to_string
    html = render_to_string("players/ratings.html", {"ratings": ratings.of_user(ann.user)})
    assert "Tiny race" in html and row["rating"] in html
