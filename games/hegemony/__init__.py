"""Hegemony: Lead Your Class to Victory, with the Crisis & Control automata (in progress: the
component data in data/ and its loader; no rules engine is registered yet)."""
