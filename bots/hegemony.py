"""What the search bot knows about Hegemony: a position's worth and a playout policy.

Each class is worth its projected final VP: the VP it has, what Game End would add now (its
policies, money and storage; the State's goods and Treasury), the Loans it could not pay off
at the end, and what its engine will still score at each Scoring Phase left: 2 VP per Trade
Union for the Working Class, the Wealth table for the Capitalist's Capital and Revenue, the
two lowest Legitimacy values and the Political Agenda for the State. Money also counts a
little for what it will buy. The projections become results through `standing` (a chance to
win and a lead: a class far behind still tells a better line from a worse one).

The playout policy is random but for selling companies, which a class does in real play only
to stay afloat: random playouts sold a company about one action in twenty.
"""
from __future__ import annotations

from games.hegemony import economy, government, legitimacy
from games.hegemony.rounds import ROUNDS

from bots.knowledge import Knowledge, register, standing

TEMPERATURE = 8.0  # VP per e-fold of the odds
SPAN = 50.0  # VP of projected lead (or deficit) that the lead's share of the result spans
MONEY_VP = 1 / 25  # what a spare ₳ is worth before the end, beside Game End's own money VP
LOAN_PAYOFF = 55


def scorings_left(state: dict) -> float:
    """Scoring Phases still to come, this round's counted as half when it is under way."""
    return max(0.0, ROUNDS - state["round"] + 0.5)


def projected(state: dict, role: str) -> float:
    cls = state["classes"][role]
    left = scorings_left(state)
    vp = float(cls["vp"])
    if role == "state":
        return (vp + government.game_end_vp(state) + left * (legitimacy.two_lowest_sum(state) / 2
                                                             + government.agenda_matches(state))
                - max(0, LOAN_PAYOFF * state["state_loans"] - state["treasury"]) / 5)
    vp += economy.game_end_vp(state, role)
    if role == "capitalist":
        capital = cls["capital"] + cls["revenue"]
        vp += left * economy.wealth_vp(capital)[0] + capital * MONEY_VP
        return vp
    vp -= max(0, LOAN_PAYOFF * cls["loans"] - cls["money"]) / 5
    vp += cls["money"] * MONEY_VP
    if role == "working":
        vp += left * 2 * len(cls["unions"])
    return vp


@register("hegemony")
class HegemonyKnowledge(Knowledge):
    playout_depth = 30
    exploration = 0.4

    def evaluate(self, game, state):
        return standing([projected(state, role) for role in state["roles"]], TEMPERATURE, SPAN)

    def playout_choice(self, game, state, seat, prompt, rng):
        ids = [o.id for o in prompt.options]
        calm = [i for i in ids if i != "action:sell_company"] or ids
        return calm[rng.randrange(len(calm))]
