"""Whether a game accepts a table's seats: the one place the platform asks it
(`Game.check_seats`), for creating and starting a table and for the seat changes a page offers."""
from games.engine import Game, SeatsRefused
from tabletop.models import Seat


def refusal(game: Game, kinds: list[str], options: dict) -> SeatsRefused | None:
    """Why the game cannot be played with seats of these kinds, in order, or None. An open seat
    counts as a person's: a person or a bot takes it before the start."""
    try:
        game.check_seats([{"kind": Seat.Kind.HUMAN if kind == Seat.Kind.OPEN else str(kind)} for kind in kinds],
                         options)
    except SeatsRefused as error:
        return error
    return None
