"""Nucleum. Importing the package registers the game."""
