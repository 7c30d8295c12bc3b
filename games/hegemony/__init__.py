"""Hegemony: Lead Your Class to Victory. Importing the package registers the game; the
component data is in data/ (see data/README.md for what is transcribed and what is not)."""
from games.hegemony import game  # noqa: F401
