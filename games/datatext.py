"""The card texts of the games' data files, for the message extractor (babel.cfg) and the boards:
a card's text is translated as a whole, by the catalogue, where the board shows it. Names are
marked in each game's glossary (games/*/names.py).

A text is the value of a key of TEXT_KEYS (or one ending in "_text", as a tech card's
"circle_text"); the transcribed data writes some printed icons as "[SA]" or "[7VP]", which a page
says in words (`in_words`), so the extractor reads each text as the board shows it."""
from __future__ import annotations

import json
import re
from pathlib import Path

# Files whose texts no page shows: Hegemony's automata read their instruction cards' texts as rules.
NOT_SHOWN = frozenset({"automa-cards.json"})
TEXT_KEYS = frozenset({"text", "bonus", "special", "task", "phase_effect", "effects", "adjustment", "join", "fight"})

# Hegemony's symbols as its automaton cards print them.
ICON_WORDS = {"[SA]": "Special Action", "[PB]": "Propose Bill", "[BC]": "Build Company",
              "[BGS]": "Buy Goods and Services", "[SFM]": "Sell to the Foreign Market", "[AW]": "Assign Workers",
              "[STR]": "Strike", "[LOB]": "Lobbying", "[DEM]": "Demonstration", "[SC]": "Sell Company",
              "[WC]": "Working Class", "[MC]": "Middle Class", "[CC]": "Capitalist Class",
              "[LABOR MARKET]": "Labor Market", "[State]": "State"}
# and its goods: "[food]" -> "Food"
GOODS = ("food", "luxury", "health", "education", "influence", "machinery")
CLASSES = {"WC": "Working Class", "MC": "Middle Class", "CC": "Capitalist Class"}
_ICON = re.compile(r"\[(\d+)VP\]|\[(" + "|".join(GOODS) + r"|company|locked)\]|\[legitimacy([+-]\d+)\]"
                   r"|\[(\d[A-C](?: \d[A-C])*)\]|\[(WC|MC|CC)([+-]\d+)\]|"
                   + "|".join(re.escape(icon) for icon in ICON_WORDS))


def _word(match: re.Match) -> str:
    vp, good, legitimacy, sections, cls, change = match.groups()
    if vp:
        return f"{vp} VP"
    if good:
        return "(locked)" if good == "locked" else good.capitalize()
    if legitimacy:
        return f"Legitimacy {legitimacy}"
    if sections:  # policy sections in effect: "[6A 6B]" -> "6A/6B"
        return sections.replace(" ", "/")
    if cls:
        return f"{CLASSES[cls]} {change}"
    return ICON_WORDS[match.group(0)]


def in_words(text: str) -> str:
    """A data text with its icons in words ("gain [7VP]" -> "gain 7 VP", "[food]" -> "Food",
    "[legitimacy+1]" -> "Legitimacy +1"; icons side by side, "[WC][MC]", read as a list)."""
    return _ICON.sub(_word, re.sub(r"\](?=\[)", "], ", text))


def texts(value) -> list[str]:
    """Every text in a file's data, in words, in order (a text may be a list of paragraphs)."""
    found: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key in TEXT_KEYS or key.endswith("_text"):
                found += [in_words(t) for t in (item if isinstance(item, list) else [item]) if isinstance(t, str) and t]
            else:
                found += texts(item)
    elif isinstance(value, list):
        for item in value:
            found += texts(item)
    return found


def extract(fileobj, keywords, comment_tags, options):
    """Babel's extraction method for a data file: each card text as a message."""
    if Path(getattr(fileobj, "name", "")).name in NOT_SHOWN:
        return
    for text in dict.fromkeys(texts(json.load(fileobj))):
        yield 1, None, text, []
