"""Goods and artifact cards: gaining, paying (every concrete way to pay a cost), drawing, the hand limit.

Supplies of goods are unlimited (seed Note 1). A cost is a list of alternatives in the cost
vocabulary of data.py; `ways_to_pay` turns it into concrete payments
{"goods": {good: n}, "artifacts": [types]} and `payment_id` names one for an option id.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from games.engine import audience_except, audience_only, event, shuffle
from games.engine import Option, Prompt, _
from games.euphoria import data, hooks, steps
from games.euphoria.state import hand, player

ARTIFACT_TYPES = frozenset(data.ARTIFACTS)
ANY_KIND = {"commodity": data.COMMODITIES, "non_bliss": ("energy", "water", "food"),
            "resource": data.RESOURCES}


def gain(state, seat: int, good: str, n: int = 1) -> list:
    player(state, seat)["goods"][good] += n
    return [event("gained", seat=seat, good=good, n=n)] if n else []


def lose(state, seat: int, good: str, n: int = 1) -> list:
    """Lose up to n of a good (a penalty never goes below zero)."""
    goods = player(state, seat)["goods"]
    n = min(n, goods[good])
    goods[good] -= n
    return [event("lost", seat=seat, good=good, n=n)] if n else []


def _multisets(kinds: tuple, n: int, have: dict) -> list[Counter]:
    out = []
    for combo in combinations_with_replacement(kinds, n):
        c = Counter(combo)
        if all(have.get(k, 0) >= v for k, v in c.items()):
            out.append(c)
    return out


def _ways_one(goods: dict, cards: list[str], alternative: dict) -> list[dict]:
    fixed = Counter()
    fixed_cards = Counter()
    flexible = []
    for key, n in alternative.items():
        if not n:
            continue
        if key in data.GOODS:
            fixed[key] += n
        elif key in data.ARTIFACTS:
            fixed_cards[key] += n
        elif key in ANY_KIND or key in ("artifact", "artifact_set"):
            flexible.append((key, n))
        else:
            raise ValueError(f"unknown cost item {key!r}")
    left = Counter(goods)
    left.subtract(fixed)
    left_cards = Counter(cards)
    left_cards.subtract(fixed_cards)
    if min(left.values(), default=0) < 0 or min(left_cards.values(), default=0) < 0:
        return []
    partial = [(Counter(fixed), Counter(fixed_cards))]
    for key, n in flexible:
        grown = []
        for g, c in partial:
            have_g = Counter(goods)
            have_g.subtract(g)
            have_c = Counter(cards)
            have_c.subtract(c)
            if key in ANY_KIND:
                for pick in _multisets(ANY_KIND[key], n, have_g):
                    grown.append((g + pick, c))
            elif key == "artifact":
                for pick in _multisets(data.ARTIFACTS, n, have_c):
                    grown.append((g, c + pick))
            else:  # artifact_set: 3 of any types, or 2 of one type
                for size in (2, 3):
                    for pick in _multisets(data.ARTIFACTS, size, have_c):
                        if size == 3 or len(pick) == 1:
                            grown.append((g, c + pick))
        partial = grown
    ways = []
    for g, c in partial:
        ways.append({"goods": {k: v for k, v in sorted(g.items()) if v},
                     "artifacts": sorted(c.elements())})
    return ways


def ways_to_pay(state, seat: int, cost: list[dict]) -> list[dict]:
    """Every distinct concrete payment of any affordable alternative, in a stable order."""
    goods = player(state, seat)["goods"]
    cards = hand(state, seat)
    seen, ways = set(), []
    for alternative in cost:
        for way in _ways_one(goods, cards, alternative):
            key = payment_id(way)
            if key not in seen:
                seen.add(key)
                ways.append(way)
    return ways


def hand_decides(state, seat: int, cost: list[dict]) -> bool:
    """Whether the seat's hidden hand decides the ways it can pay `cost`: some alternative takes
    cards of given kinds (a book, a pair) or fewer cards of any kind than it holds (how many it
    holds everyone sees). Such a payment is asked even when there is one way, or paying it by
    itself would tell what the hand holds."""
    held = len(hand(state, seat))
    return bool(held) and any(
        key == "artifact_set" or key in ARTIFACT_TYPES or (key == "artifact" and n < held)
        for alternative in cost for key, n in alternative.items() if n)


def can_pay(state, seat: int, cost: list[dict]) -> bool:
    goods = player(state, seat)["goods"]
    cards = hand(state, seat)
    return any(_affordable(goods, cards, alternative) for alternative in cost)


def _affordable(goods: dict, cards: list[str], alternative: dict) -> bool:
    """A quick yes/no; enumerates the ways only when two flexible items could compete."""
    if len(alternative) == 1:  # the common case: one good (a site, a dig, the tank)
        for key, n in alternative.items():
            if key in goods:
                return goods[key] >= n
    elif not alternative:
        return True
    flexible = 0
    left = goods
    held = None
    for key, n in alternative.items():
        if not n:
            continue
        if key in goods:
            if left is goods:
                left = dict(goods)
            left[key] -= n
            if left[key] < 0:
                return False
        elif key in ARTIFACT_TYPES:
            held = Counter(cards) if held is None else held
            held[key] -= n
            if held[key] < 0:
                return False
        else:
            flexible += 1
    if flexible == 0:
        return True
    if flexible > 1:
        return bool(_ways_one(goods, cards, alternative))
    key, n = next((k, n) for k, n in alternative.items() if k in ANY_KIND or k.startswith("artifact") and n)
    if key in ANY_KIND:
        return sum(left[g] for g in ANY_KIND[key]) >= n
    spare = +(Counter(cards) if held is None else held)
    if key == "artifact":
        return sum(spare.values()) >= n
    return sum(spare.values()) >= 3 or any(v >= 2 for v in spare.values())  # artifact_set


def payment_id(way: dict) -> str:
    parts = [f"{g}={n}" for g, n in way["goods"].items()]
    parts += [f"{a}={n}" for a, n in sorted(Counter(way["artifacts"]).items())]
    return ",".join(parts) or "free"


def pay(state, seat: int, way: dict, why: str = "") -> list:
    goods = player(state, seat)["goods"]
    for g, n in way["goods"].items():
        if goods[g] < n:
            raise ValueError(f"seat {seat} cannot pay {n} {g}")
        goods[g] -= n
    events = []
    if way["goods"]:
        events.append(event("paid", seat=seat, goods=dict(way["goods"]), why=why))
    if way["artifacts"]:
        events += discard(state, seat, way["artifacts"], why=why)
    return events


# --------------------------------------------------------------------------- artifact cards


def discard(state, seat: int, cards: list[str], why: str = "") -> list:
    """Cards leave the hand face up onto the public discard pile (spent cards are shown)."""
    mine = hand(state, seat)
    for card in cards:
        mine.remove(card)
    state["board"]["artifact_discard"].extend(cards)
    player(state, seat)["hand_count"] = len(mine)
    return [event("artifacts_discarded", seat=seat, cards=list(cards), why=why)]


def draw(state, seat: int, n: int) -> list:
    """Draw n artifact cards (reshuffling the discards when the deck runs out), then the hand limit."""
    n = hooks.modify(state, seat, "draw_count", n)
    deck = state["secret"]["artifact_deck"]
    drawn = []
    events = []
    for _k in range(n):
        if not deck and state["board"]["artifact_discard"]:
            deck.extend(state["board"]["artifact_discard"])
            state["board"]["artifact_discard"] = []
            shuffle(state["rng"], deck)
            events.append(event("artifacts_reshuffled", count=len(deck)))
        if not deck:
            break  # deck and discard both empty, no card
        drawn.append(deck.pop())
    state["board"]["artifact_deck_count"] = len(deck)
    hand(state, seat).extend(drawn)
    player(state, seat)["hand_count"] = len(hand(state, seat))
    if drawn:
        events.append(event("artifacts_drawn", audience_only(seat), seat=seat, cards=drawn))
        events.append(event("artifacts_drawn", audience_except(seat), seat=seat, count=len(drawn)))
        events += hooks.trigger(state, seat, "after_draw", len(drawn))
    events += check_hand_limit(state, seat)
    return events


def give_card(state, giver: int, taker: int, card: str) -> None:
    hand(state, giver).remove(card)
    hand(state, taker).append(card)
    player(state, giver)["hand_count"] = len(hand(state, giver))
    player(state, taker)["hand_count"] = len(hand(state, taker))


def hand_limit(state, seat: int) -> int:
    return hooks.modify(state, seat, "hand_limit", player(state, seat)["morale"])


def check_hand_limit(state, seat: int) -> list:
    """Over the limit: the owner discards one card at a time (a decision step)."""
    if len(hand(state, seat)) > hand_limit(state, seat):
        already = any(s["step"] == "discard" and s["seat"] == seat for s in state["flow"]["stack"])
        if not already:
            steps.push(state, {"step": "discard", "seat": seat})
    return []


@steps.decision("discard")
class DiscardStep:
    """Over the hand limit: discard one card (repeated while still over it)."""

    def auto(self, state, step):
        return [] if len(hand(state, step["seat"])) <= hand_limit(state, step["seat"]) else None

    def prompt(self, state, step):
        seat = step["seat"]
        options = tuple(Option(f"artifact:{c}", _("Discard {card}"), {"card": c}) for c in sorted(set(hand(state, seat))))
        return Prompt("euphoria.choose_discard", seat, _("Over your hand limit of {limit}: discard a card"),
                      options, {"limit": hand_limit(state, seat)},
                      wait=len(hand(state, seat)) > 1)  # a hand of one kind of card is asked all the same

    def choose(self, state, step, option):
        seat = step["seat"]
        events = discard(state, seat, [option.params["card"]], why="hand_limit")
        return events + check_hand_limit(state, seat)
