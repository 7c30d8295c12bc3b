"""The ethical dilemma, once per game instead of placing or retrieving (seed L421-L431).

Flip the card (public from now on), pay the artifact pictured on it or any 2 artifact cards
(R-14), then choose a side: fight (draw 2 recruits, keep 1 hidden, the other leaves the game
unseen by others; revealed at once if its nation is already activated, R-15, and starred if
the nation's track is at its end) or join (a star on the dilemma card).
"""
from __future__ import annotations

from itertools import combinations

from games.engine import Option, Prompt, _, audience_only, event
from games.euphoria import data, economy, stars, steps, tracks
from games.euphoria.state import hand, nation_activated, player


def payments(state, seat: int) -> list[list[str]]:
    card = data.DILEMMAS[state["seats"][seat]["dilemma"]]
    cards = hand(state, seat)
    ways = [[card.artifact]] if card.artifact in cards else []
    pairs = sorted({tuple(sorted(p)) for p in combinations(cards, 2)})
    return ways + [list(p) for p in pairs]


def can_resolve(state, seat: int) -> bool:
    if player(state, seat)["dilemma_used"] or state["seats"][seat]["dilemma"] is None:
        return False
    return bool(payments(state, seat))


def start(state, seat: int) -> list:
    card = state["seats"][seat]["dilemma"]
    p = player(state, seat)
    p["dilemma_used"] = True
    p["dilemma"] = {"card": card, "side": None}
    steps.push(state, {"step": "dilemma_pay", "seat": seat}, {"step": "dilemma_side", "seat": seat})
    return [event("dilemma_revealed", seat=seat, card=card)]


@steps.decision("dilemma_pay")
class DilemmaPay:
    def prompt(self, state, step):
        options = tuple(Option("pay:" + ",".join(w), _("Discard {cards}"), {"cards": w})
                        for w in payments(state, step["seat"]))
        # Which cards pay is the hand's secret: asked even for one way, unless it holds one card.
        return Prompt("euphoria.choose_dilemma_payment", step["seat"], _("Pay for your dilemma"), options,
                      wait=len(hand(state, step["seat"])) > 1)

    def auto(self, state, step):
        ways = payments(state, step["seat"])
        if len(ways) == 1 and len(hand(state, step["seat"])) <= 1:
            return economy.discard(state, step["seat"], ways[0], why="dilemma")
        return None

    def choose(self, state, step, option):
        return economy.discard(state, step["seat"], option.params["cards"], why="dilemma")


@steps.decision("dilemma_side")
class DilemmaSide:
    def prompt(self, state, step):
        options = (Option("side:fight", _("Fight the oppressor: draw 2 recruits, keep 1")),
                   Option("side:join", _("Join the establishment: a star on this card")))
        return Prompt("euphoria.choose_dilemma_side", step["seat"], _("Choose a side"), options)

    def choose(self, state, step, option):
        seat = step["seat"]
        side = option.id.split(":")[1]
        player(state, seat)["dilemma"]["side"] = side
        events = [event("dilemma_side", seat=seat, side=side)]
        if side == "join":
            return events + stars.on_dilemma(state, seat)
        deck = state["secret"]["recruit_deck"]
        drawn = [deck.pop() for _k in range(min(2, len(deck)))]
        state["board"]["recruit_deck_count"] = len(deck)
        if not drawn:
            return events + [event("recruit_deck_empty", seat=seat)]
        state["seats"][seat]["drawn"] = drawn
        events.append(event("recruits_drawn", audience_only(seat), seat=seat, recruits=drawn))
        events.append(event("recruits_drawn", seat=seat, count=len(drawn)))
        steps.push(state, {"step": "dilemma_keep", "seat": seat})
        return events


@steps.decision("dilemma_keep")
class DilemmaKeep:
    def prompt(self, state, step):
        drawn = state["seats"][step["seat"]]["drawn"]
        return Prompt("euphoria.choose_recruit", step["seat"], _("Keep one recruit (hidden)"),
                      tuple(Option(f"recruit:{r}", data.RECRUITS[r].name, {"nation": data.RECRUITS[r].nation})
                            for r in drawn))

    def choose(self, state, step, option):
        seat = step["seat"]
        rid = option.id.split(":")[1]
        mine = state["seats"][seat]
        mine["drawn"] = []
        mine["hidden"].append(rid)
        player(state, seat)["hidden_count"] = len(mine["hidden"])
        state["board"]["recruits_out"] = state["board"].get("recruits_out", 0) + 1
        events = [event("recruit_kept", audience_only(seat), seat=seat, recruit=rid)]
        if nation_activated(state, data.RECRUITS[rid].nation):
            events += tracks.activate(state, seat, rid)
        return events
