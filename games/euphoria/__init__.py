"""Euphoria: Build a Better Dystopia. Importing the package registers the game."""
from games.euphoria import game  # noqa: F401
