"""The automated opponents of Crisis & Control for the Working, Middle and Capitalist classes.

Pure functions over the engine's state: the ladder of advanced mode (ladder.py), the narrowing
rule (narrowing.py), voting decisions (voting.py), the turn procedures (turn.py). Every choice is
deterministic from the state; the random draws (AI cards, reveals) come from the state's RNG in
the engine's play step.
"""
