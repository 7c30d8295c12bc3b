"""Ratings per game (Glicko-2, tabletop.glicko2), updated when a table finishes.

Who is rated: a seat whose person has an account and who made most of its moves themselves
rates that account; a seat no person ever held, played by a bot, rates that bot level, which
has a rating of its own per game ("strong" in Twilight Struggle gets a number). Other seats
(guests, automata, seats a bot took over for most of the game) count for no one and are no
one's opponent. A table is rated when it has at least two rated seats and one of them is an
account: bots playing only each other change nothing.

Several players: each finished table is one rating period of each rated seat, whose games are
its pairwise results against every other rated seat, all taken at their ratings before the
table (the usual reduction of a multi-player game to Glicko-2's two-player model). Between two
seats, a winner beats a seat that did not win; otherwise the higher score wins, and equal
scores are a draw. A 4-player game so counts as three games per seat. A period without games
is not played out for players who did not play (no deviation grows with idle time).

A table is rated once (RatingChange, one per table and seat), in the transaction of the move
that ends it.
"""
from __future__ import annotations

import time
from collections import Counter

from django.db.models import Q

from tabletop import glicko2
from tabletop.models import Move, Player, Rating, RatingChange, Seat, Table

PROVISIONAL_RD = 110  # a deviation above this marks a rating as still settling ("1520?")


def pairwise_score(result, a: int, b: int) -> float:
    """Seat a's score against seat b in a finished game (1 win, 0.5 draw, 0 loss)."""
    a_won, b_won = a in result.winners, b in result.winners
    if a_won != b_won:
        return 1.0 if a_won else 0.0
    if result.scores[a] == result.scores[b]:
        return 0.5
    return 1.0 if result.scores[a] > result.scores[b] else 0.0


def rated_seats(table: Table, seats: list[Seat]) -> dict[int, dict]:
    """Seat index -> {"user": id} or {"bot_level": n} for each seat this table rates."""
    by_bot = Counter()
    for seat, bot in Move.live(table.pk).values_list("seat", "by_bot"):
        by_bot[(seat, bot)] += 1
    users = dict(Player.objects.filter(pk__in=[s.player_id for s in seats if s.player_id],
                                       user__isnull=False).values_list("pk", "user_id"))
    found = {}
    for seat in seats:
        if seat.player_id in users and by_bot[(seat.index, False)] >= by_bot[(seat.index, True)]:
            found[seat.index] = {"user_id": users[seat.player_id]}
        elif seat.player_id is None and seat.kind == Seat.Kind.BOT:
            found[seat.index] = {"bot_level": seat.level}
    return found


def record(table: Table, seats: list[Seat], result) -> list[RatingChange]:
    """Rate a table that has just finished with `result` (inside the move's transaction)."""
    who = rated_seats(table, seats)
    if len(who) < 2 or not any("user_id" in w for w in who.values()) or \
            RatingChange.objects.filter(table=table).exists():
        return []
    rows = {}
    for index, key in who.items():
        rows[index] = Rating.objects.select_for_update().get_or_create(game=table.game, **key)[0]
    before = {index: glicko2.Rating(r.rating, r.rd, r.vol) for index, r in rows.items()}
    changes = []
    for index, row in rows.items():
        games = [(before[other], pairwise_score(result, index, other)) for other in rows if other != index]
        after = glicko2.rate(before[index], games)
        row.rating, row.rd, row.vol, row.games = after.rating, after.rd, after.vol, row.games + 1
        row.save(update_fields=["rating", "rd", "vol", "games", "updated"])
        changes.append(RatingChange(table=table, seat=index, rating=row, before=before[index].rating,
                                    after=after.rating))
    RatingChange.objects.bulk_create(changes)
    _seat_ratings.clear()
    return changes


def shown(rating: float, rd: float) -> str:
    """A rating as people read it: rounded, with "?" while it is still settling."""
    return f"{rating:.0f}{'?' if rd > PROVISIONAL_RD else ''}"


_seat_ratings: dict[tuple, tuple[float, dict]] = {}
SEAT_RATINGS_FOR = 60.0  # seconds a table's seat ratings are kept (they change when a game ends)


def seat_ratings(game_id: str, seats: list[Seat]) -> dict[int, str]:
    """Seat index -> the rating shown beside its name (accounts, and bots no person holds), read
    in one query and kept a minute per set of seats: every move of a table draws its seats."""
    key = (game_id, tuple((s.index, s.player_id, str(s.kind), s.level) for s in seats))
    kept = _seat_ratings.get(key)
    if kept is not None and kept[0] > time.monotonic():
        return kept[1]
    players = [s.player_id for s in seats if s.player_id]
    bots = [s.level for s in seats if s.player_id is None and s.kind == Seat.Kind.BOT]
    found = {}
    if players or bots:
        for player, level, rating, rd in Rating.objects.filter(
                Q(user__player__pk__in=players) | Q(bot_level__in=bots), game=game_id).values_list(
                "user__player__pk", "bot_level", "rating", "rd"):
            found[("p", player) if player is not None else ("b", level)] = shown(rating, rd)
    ratings = {}
    for s in seats:
        key_of = ("p", s.player_id) if s.player_id else ("b", s.level) if s.kind == Seat.Kind.BOT else None
        if key_of in found:
            ratings[s.index] = found[key_of]
    if len(_seat_ratings) > 2000:
        _seat_ratings.clear()
    _seat_ratings[key] = (time.monotonic() + SEAT_RATINGS_FOR, ratings)
    return ratings


def leaderboard(game_id: str, limit: int = 100) -> list[dict]:
    """The game's ratings, best first: accounts by their player's name, bot levels by level
    (`bot_level`, None for an account)."""
    found = []
    for row in Rating.objects.filter(game=game_id).select_related("user", "user__player").order_by("-rating")[:limit]:
        player = getattr(row.user, "player", None) if row.user_id is not None else None
        name = player.name if player else row.user.get_username() if row.user_id is not None else ""
        found.append({"name": name, "bot_level": row.bot_level, "rating": shown(row.rating, row.rd), "rd": round(row.rd),
                      "games": row.games})
    return found


def of_user(user) -> list[dict]:
    """An account's ratings, one per game it has played rated (for its profile page)."""
    from games import registry

    rows = []
    for row in Rating.objects.filter(user=user).order_by("-rating"):
        try:
            name = registry.get(row.game).name
        except KeyError:
            continue
        rows.append({"game": row.game, "game_name": name, "rating": shown(row.rating, row.rd),
                     "rd": round(row.rd), "games": row.games})
    return rows
