"""The card texts of the games' data files (every "text" of games/*/data/*.json), for the message
extractor (babel.cfg): a card's text is translated as a whole, by the catalogue, where the board
shows it. Names are marked in each game's glossary (games/*/names.py)."""
from __future__ import annotations

import json


def texts(value) -> list[str]:
    """Every text ("text", "circle_text", ...) in a file's data, in order (a text may be a list of
    paragraphs)."""
    found: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "text" or key.endswith("_text"):  # a tech card's "circle_text" and "square_text"
                found += [t for t in (item if isinstance(item, list) else [item]) if isinstance(t, str) and t]
            else:
                found += texts(item)
    elif isinstance(value, list):
        for item in value:
            found += texts(item)
    return found


def extract(fileobj, keywords, comment_tags, options):
    """Babel's extraction method for a data file: each card text as a message."""
    for text in dict.fromkeys(texts(json.load(fileobj))):
        yield 1, None, text, []
