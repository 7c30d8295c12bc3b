"""Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2022 revision): one rating period's
update of a rating, its deviation and its volatility from the games of that period.

Written here rather than taken from PyPI: the one Glicko-2 package there with users
(`glicko2`, last released 2024) squares the rating where the volatility step needs the
deviation, so its volatilities are wrong. Checked against the paper's worked example
(tests/integration/test_ratings.py).
"""
from __future__ import annotations

import math
from typing import NamedTuple

SCALE = 173.7178  # Glicko to Glicko-2 scale
TAU = 0.5  # the system constant: how fast volatility may change (the paper suggests 0.3-1.2)
EPSILON = 0.000001  # the convergence tolerance of the volatility iteration


class Rating(NamedTuple):
    rating: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player: Rating, games: list[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after a period with `games`: (opponent's rating before the period,
    score 1 for a win, 0.5 a draw, 0 a loss). A period without games only widens the deviation."""
    mu, phi, sigma = (player.rating - 1500) / SCALE, player.rd / SCALE, player.vol
    if not games:
        return Rating(player.rating, min(350.0, math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma)
    # Steps 3 and 4: the estimated variance from the games, and the improvement they show.
    opponents = [((o.rating - 1500) / SCALE, o.rd / SCALE, score) for o, score in games]
    v = 1 / sum(_g(phi_j) ** 2 * _e(mu, mu_j, phi_j) * (1 - _e(mu, mu_j, phi_j)) for mu_j, phi_j, _s in opponents)
    gain = sum(_g(phi_j) * (score - _e(mu, mu_j, phi_j)) for mu_j, phi_j, score in opponents)
    delta = v * gain
    # Step 5: the new volatility, by the Illinois algorithm.
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    while abs(high - low) > EPSILON:
        c = low + (low - high) * f_low / (f_high - f_low)
        f_c = f(c)
        if f_c * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = c, f_c
    new_sigma = math.exp(low / 2)
    # Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    new_mu = mu + new_phi * new_phi * gain
    return Rating(1500 + new_mu * SCALE, new_phi * SCALE, new_sigma)
