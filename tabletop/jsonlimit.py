"""JSON from outside (an API body, a websocket message), parsed with limits: nothing a client
sends may nest deeper than MAX_DEPTH, and a socket message may not exceed MAX_MESSAGE_BYTES.
Beyond them the input is refused as malformed, never left to exhaust the recursion limit."""
from __future__ import annotations

import json

MAX_DEPTH = 32  # the deepest a real message goes is 3 (a table's options hold plain values)
MAX_MESSAGE_BYTES = 64 * 1024  # a move or a sync is well under 1 KiB


def loads(text: str | bytes):
    """json.loads that raises ValueError for malformed JSON and for nesting deeper than MAX_DEPTH."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise ValueError("JSON nested too deep") from None
    if depth(value) > MAX_DEPTH:
        raise ValueError("JSON nested too deep")
    return value


def depth(value) -> int:
    """How deeply lists and objects nest in a parsed value (a scalar is 0), without recursion."""
    deepest, pending = 0, [(value, 1)]
    while pending:
        item, level = pending.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        if level <= MAX_DEPTH:
            pending.extend((child, level + 1) for child in children)
    return deepest
