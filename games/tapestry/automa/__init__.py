"""The Automa and the Shadow Empire, the solo bots of Tapestry, as their rulebook says.

rules: data, roles, track choice; turn: the pair draw and advancing with the Automa's benefits;
board: distance, hex tiebreaker, conquer, explore, traps; income: the income chart; civs: the
Automa civilizations; setup: seats, decks, difficulty and options; text: the public trace.

The open questions of the rules digest, and how each is settled (an option where two readings
remain after the printed components; data/automa.json holds the printed cards, charts and mats):
G1 every track finished: no advance. G2 "or" spaces: the option in the Automa's table (no
base-game space offers two). G3 research: the rolled track, with the benefit unless crossed
out. G4 the tech-card icon (invent) refreshes the display. G5 space tiles are not in the table:
ignored. G6 hex scans: the printed orders of the 10 pictures. G7 distance: option
automa_toppled_block (default: toppled tokens count); unreachable candidates are ignored, all
kept if none is reachable, "furthest" uses the same metric. G8 the middle island can still be
gained: not earned, a VP space free, fewer than 2 tokens on it. G9 no outposts: the Automa does
not conquer, the Shadow outpost is skipped; no territory tile: unexplored hexes are not valid.
G10 no conquer dice. G11/G12 the printed charts per level; multipliers of the leftmost uncovered
space. G13 first into an era: before the human seats (the bots start eras together). G14 level
6: option automa_extra_civ, another Automa side. G15 level-1 advances of the human are free.
G16 level 5: each bot on its own favourite, the Automa first. G17 a finished favourite is never
valid. G18 the Shadow Empire takes an achievement space without VP. G19 6 orientations. G20 each
side's game ends with its own 5th income turn.
"""
from games.tapestry.automa import board, civs, income, rules, sample, setup, text, turn  # noqa: F401
from games.tapestry.automa.setup import OPTIONS, choice, prepare  # noqa: F401
