"""Baron von Automat, Nucleum's solo opponent, as an automaton seat: a house automaton built on
what is public of the base solo rules (rules digest §16.3, SOLO-1..6), every invented part
provisional in data/baron.json (U-17).

setup: the seat, his tiles, deck and difficulty; turn: his turn (the preference card, the
action preference order, the last-tile rule of Q-18, his Recharge) and the seam of the
expansion's Politicking; answers: the option he picks at every other prompt, with the reason;
text: the public trace; sample: his deck for a search bot's sample.

What he does, in short: each turn he reveals a preference card; with a free slot he plays the
tile of his pool showing the first action of his preference order he may take (never the last
tile of his pool showing it, Subsidy exempt), both halves, the preferred first, else he
Recharges. He plays by the players' rules otherwise (he pays thalers, Energize included, SOLO-5;
his Recharges count towards the end, SOLO-4), except that he builds no railway and ignores the
network where he builds (provisional). Ties go to the candidate the card's primary preference
counts to.
"""
from games.nucleum.baron import answers, sample, setup, text, turn  # noqa: F401
from games.nucleum.baron.setup import OPTIONS, check_seats, prepare  # noqa: F401
