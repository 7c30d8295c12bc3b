"""Tapestry (base game): see game.py. Not registered yet: registration waits until every
component a random game can meet is implemented (data/README.md lists what is missing)."""
