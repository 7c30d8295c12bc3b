"""The advanced variant's experiment auction (AUC-1..6, option `auction`): instead of choosing
experiments from the last player counter-clockwise, the players bid VP in player order for the
right to choose first. The first to drop out chooses last and pays nothing; everyone else owes
their own last bid, taken off at the end just before the totals (scoring.py). The auction does
not change the turn order. Not for solo."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.nucleum import steps
from games.nucleum.state import clockwise_from, n_seats

# A bid names the next RAISES amounts above the highest: the rules set no step or ceiling, this
# engine bounds each choice (the seed's example raises by at most 3).
RAISES = 10


def start(state) -> list:
    state["board"]["auction"] = {"bids": [], "high": 0, "last": [None] * n_seats(state), "dropped": []}
    steps.push(state, {"step": "auction_bid", "seat": state["flow"]["first"]})
    return [event("auction_begins")]


def still_in(state) -> list[int]:
    dropped = state["board"]["auction"]["dropped"]
    return [s for s in clockwise_from(state, state["flow"]["first"]) if s not in dropped]


def payment(state, seat: int) -> int:
    """AUC-4: each player's own last bid (0 if they never bid), except the last chooser's."""
    auction = state["board"].get("auction")
    if not auction or not auction["dropped"] or auction["dropped"][0] == seat:
        return 0
    return auction["last"][seat] or 0


@steps.decision("auction_bid")
class AuctionBid:
    """AUC-2: bid strictly more than the highest bid, or drop out for good."""

    def prompt(self, state, step):
        high = state["board"]["auction"]["high"]
        options = [Option(f"bid:{n}", _("Bid {n} VP"), {"n": n}) for n in range(high + 1, high + RAISES + 1)]
        options.append(Option("drop", _("Drop out")))
        return Prompt("nucleum.auction_bid", step["seat"],
                      _("Experiment auction: bid VP to choose your experiment earlier (highest bid {high})."),
                      tuple(options), {"high": high})

    def choose(self, state, step, option):
        seat, auction = step["seat"], state["board"]["auction"]
        if option.id == "drop":
            auction["dropped"].append(seat)
            auction["bids"].append({"seat": seat, "drop": True})
            events = [event("auction_drop", seat=seat, place=n_seats(state) - len(auction["dropped"]) + 1)]
        else:
            n = option.params["n"]
            auction["high"] = auction["last"][seat] = n
            auction["bids"].append({"seat": seat, "bid": n})
            events = [event("auction_bid", seat=seat, n=n)]
        left = still_in(state)
        if len(left) == 1:
            return events + finish(state, left[0])
        after = clockwise_from(state, seat)[1:]
        steps.push(state, {"step": "auction_bid", "seat": next(s for s in after if s in left)})
        return events


def finish(state, winner: int) -> list:
    """AUC-3: the last one in chooses first, then the drop-outs from the last to the first."""
    auction = state["board"]["auction"]
    auction["order"] = [winner, *reversed(auction["dropped"])]
    steps.push(state, *[{"step": "choose_experiment", "seat": s} for s in auction["order"]])
    return [event("auction_won", seat=winner, n=auction["last"][winner] or 0)]
