"""Nucleum (base game, first layer; provisional components). Importing the package registers
the game."""
from games.nucleum import game  # noqa: F401
