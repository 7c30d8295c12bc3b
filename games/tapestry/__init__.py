"""Tapestry (base game) with the Automa and the Shadow Empire. Importing the package registers
the game."""
from games.tapestry import game  # noqa: F401
