"""Shared position builders for the rules tests."""
from games.twilight_struggle.testing import board


def action(spec: str, side: str, hand: list[str], **kw) -> dict:
    """`side`'s action round, about to choose a card from `hand` (the other hand is empty)."""
    other = "us" if side == "ussr" else "ussr"
    hands = {side: hand, other: kw.pop("other_hand", [])}
    return board(spec, phasing=side, hands=hands, wait=side,
                 pending={"step": "play_card", "side": side, "round": kw.pop("round", 1)}, **kw)


def last(state: dict, kind: str) -> dict:
    return next(e for e in reversed(state["log"]) if e["kind"] == kind)
