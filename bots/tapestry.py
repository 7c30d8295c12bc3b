"""What the search bot knows about Tapestry: a position's worth and a playout policy.

The evaluation projects each seat's final score: the VP it has, what its exposed income rows
will still pay at each income turn left (the VP icons, counted as they would count now), and
what its position is worth in VP that has not been scored yet: steps taken on the tracks (each
bought a benefit and brings the landmarks and the next era's spaces closer), resources in hand
and those its income rows will still pay (they buy the next advances), what the advances of
each era left will score (an income turn taken early gives up the rest of its era: the game
ends after the fifth whatever is left), tech cards by row, tapestry cards in hand, territory
held and the capital's filled districts. The Automa's final score hardly depends on the other
seats (about 172, 208, 221, 255, 320 and 389 at levels 1 to 6 against random play), so it is
projected as that, or what it has if more. The projections, and a finished game's scores
alike, become results through `standing`: a chance to win and a lead, so that a bot 100 VP
behind the Automa still tells a better line from a worse one.

The playout policy plays like a player rather than at random: it takes an income turn only
when no advance is affordable (random play took one turn in five and ended its eras early),
takes a bonus or an upgrade when offered, and otherwise picks at random.
"""
from __future__ import annotations


from games.tapestry import benefits, data
from games.tapestry.income import exposed
from games.tapestry.state import controlled, player

from bots.knowledge import Knowledge, register, standing

TEMPERATURE = 30.0  # VP of projected lead that make a seat e (2.7) times likelier to win
SPAN = 150.0  # VP of projected lead (or deficit) that the lead's share of the result spans
ERA_VP = 30.0  # what the advances of an era still to come will score
ERAS = 5
# What a thing not yet scored is worth in VP (its share of what it will bring by the end).
TRACK_STEP = 1.6
RESOURCE = 1.2
TECH_ROW = {"bottom": 1.0, "middle": 3.0, "top": 5.0}
TAPESTRY_CARD = 3.0
INCOME_TOKEN = {"territory": 2.0, "tapestry": TAPESTRY_CARD}  # any other income token: a resource
TERRITORY = 1.5
AUTOMA_FINAL = {1: 172, 2: 208, 3: 221, 4: 255, 5: 320, 6: 389}  # mean of 6 games each, vs random


def income_vp(state: dict, seat: int) -> float:
    """The VP the exposed income rows pay at one income turn, counted as they stand now."""
    p = player(state, seat)
    total = 0.0
    for building in data.BUILDINGS:
        for level in exposed(p, building):
            for tok in level["vp"]:
                head, _sep, arg = tok.partition(":")
                if head == "vp":
                    total += int(arg)
                elif head == "vp_per":
                    what, _star, times = arg.partition("*")
                    if what == "capital" and p["city"] is None:
                        continue  # no capital chosen yet
                    total += benefits.vp_per(state, seat, what) * int(times or 1)
    return total


def income_worth(p: dict) -> float:
    """What the exposed income rows give at one income turn, in VP: resources to spend, new
    territory tiles and tapestry cards."""
    total = 0.0
    for building in data.BUILDINGS:
        for level in exposed(p, building):
            for tok in level["income"]:
                total += INCOME_TOKEN.get(tok, RESOURCE)
    return total


def turns_left(p: dict) -> int:
    """Income turns still to come that pay VP: the ones that begin eras 2 to 5."""
    return max(0, ERAS - max(p["era"], 1))


def projected(state: dict, seat: int) -> float:
    p = player(state, seat)
    vp = float(p["vp"])
    left = turns_left(p)
    if p.get("bot") == "automa":
        return max(vp, AUTOMA_FINAL[state["automa"]["level"]])
    if p.get("bot"):  # the Shadow Empire scores by its own rules alone
        return vp
    worth = vp + left * (income_vp(state, seat) + ERA_VP)
    worth += TRACK_STEP * sum(t["pos"] for t in p["tokens"]) * (0.4 + 0.15 * left)
    worth += RESOURCE * sum(p["res"].values())
    worth += max(0, ERAS - 1 - p["era"]) * income_worth(p)  # income turns 1 to 4 pay income
    worth += sum(TECH_ROW[row] * len(cards) for row, cards in p["tech"].items())
    worth += TAPESTRY_CARD * (len(p["tapestry"]) if "tapestry" in p else p.get("hand_count", 0))
    worth += TERRITORY * len(controlled(state, seat)) * (1 + left) / ERAS
    worth += sum(t.count("1") for t in p["city"] or ()) * 0.3
    return worth


def chances(worths: list[float]) -> list[float]:
    return standing(worths, TEMPERATURE, SPAN)


@register("tapestry")
class TapestryKnowledge(Knowledge):
    playout_depth = 24
    exploration = 0.25  # a line 10 VP better scores about 0.017 more

    def evaluate(self, game, state):
        return chances([projected(state, s) for s in range(len(state["players"]))])

    def result_values(self, result, n):
        return chances(list(result.scores))

    def playout_choice(self, game, state, seat, prompt, rng):
        ids = [o.id for o in prompt.options]
        if prompt.id == "tapestry.choose_turn":
            advances = [i for i in ids if i.startswith("advance:")]
            if advances:
                return advances[rng.randrange(len(advances))]
        elif prompt.id in ("tapestry.take_bonus", "tapestry.upgrade", "tapestry.research"):
            taken = [i for i in ids if i != "pass"]
            if taken:
                return taken[rng.randrange(len(taken))]
        return ids[rng.randrange(len(ids))]
