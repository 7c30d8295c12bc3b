"""The Automa and the Shadow Empire, the solo bots of Tapestry, as their rulebook says.

rules: data, roles, track choice; turn: the pair draw and advancing with the Automa's benefits;
board: distance, hex tiebreaker, conquer, explore, traps; income: the income chart; civs: the
Automa civilizations; setup: seats, decks and difficulty; choice: what an automaton seat plays.
"""
from games.tapestry.automa import board, civs, income, rules, setup, turn  # noqa: F401
from games.tapestry.automa.setup import OPTIONS, choice, prepare  # noqa: F401
