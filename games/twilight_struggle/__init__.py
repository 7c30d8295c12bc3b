"""Twilight Struggle, Deluxe edition rules. Importing the package registers the game."""
from . import game  # noqa: F401
