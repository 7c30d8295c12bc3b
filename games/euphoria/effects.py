"""The gain executor: runs a list of gain effects (data.py's gain vocabulary) one at a time.

Each effect is one atomic change (the end of game is checked between them). An effect with a
choice (a tunnel's resource or artifact, resources in any combination, where a star goes)
pushes a decision step above the remaining effects.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from games.engine import Option, Prompt, _, event
from games.euphoria import data, economy, stars, steps, tracks, workers


@steps.automatic("effects")
def _effects(state, step):
    todo = list(step["effects"])
    if not todo:
        return []
    first, rest = todo[0], todo[1:]
    if rest:
        steps.push(state, {**step, "effects": rest})
    return run_one(state, step["seat"], first)


def run_one(state, seat: int, effect: dict) -> list:
    if "gain" in effect:
        return economy.gain(state, seat, effect["gain"], effect.get("n", 1))
    if "knowledge" in effect:
        return tracks.knowledge(state, seat, effect["knowledge"])
    if "morale" in effect:
        return tracks.morale(state, seat, effect["morale"])
    if "worker" in effect:
        return workers.gain_worker(state, seat)
    if "draw" in effect:
        return economy.draw(state, seat, effect["draw"])
    if "allegiance" in effect:
        return tracks.allegiance(state, seat, effect["allegiance"])
    if "resources_any" in effect:
        steps.push(state, {"step": "take_resources", "seat": seat, "n": effect["resources_any"]})
        return []
    if "dig" in effect:
        return _dig(state, seat, effect)
    if "miner" in effect:  # the miner moves as its own atomic effect, after the dig's gain
        return tracks.advance_miner(state, seat, effect["miner"])
    if "star" in effect:
        return _star(state, seat, effect)
    if "produce" in effect:
        from games.euphoria import production
        return production.produce(state, seat, effect["produce"])
    if "build" in effect:
        from games.euphoria import construction
        return construction.check_completion(state, seat, effect["build"])
    raise ValueError(f"unknown gain effect {effect!r}")


def _dig(state, seat: int, effect: dict) -> list:
    """A tunnel dig: the resource or an artifact (both at tier 2), then the miner moves."""
    nation = effect["dig"]
    steps.push(state, {"step": "effects", "seat": seat, "effects": [{"miner": nation}]})
    if tracks.tier_bonus(state, seat, nation, 2):
        return economy.gain(state, seat, effect["resource"]) + economy.draw(state, seat, 1)
    steps.push(state, {"step": "dig_gain", "seat": seat, "resource": effect["resource"]})
    return []


def _star(state, seat: int, effect: dict) -> list:
    region = effect["region"]
    targets = star_targets(state, seat, effect)
    if len(targets) > 1:
        steps.push(state, {"step": "star_target", "seat": seat, "region": region, "mode": effect["star"]})
        return []
    if targets and targets[0].startswith("market:"):
        return stars.on_market(state, seat, targets[0].split(":")[1])
    if targets:
        return stars.on_territory(state, seat, region)
    return [event("territory_full", seat=seat, region=region)] + stars.territory_full_bonus(state, seat, region)


def star_targets(state, seat: int, effect: dict) -> list[str]:
    region = effect["region"]
    targets = []
    if stars.free_territory(state, region) is not None:
        targets.append(f"territory:{region}")
    if effect["star"] == "territory_or_market":
        for slot in data.REGIONS[region]["slots"]:
            market = state["board"]["markets"][slot]
            if market["built"] and seat not in market["stars"]:
                targets.append(f"market:{slot}")
    return targets


@steps.decision("dig_gain")
class DigGain:
    def prompt(self, state, step):
        r = step["resource"]
        return Prompt("euphoria.choose_dig_gain", step["seat"], _("Take the resource or an artifact card"),
                      (Option(f"resource:{r}", _("1 {resource}"), {"resource": r}),
                       Option("artifact", _("1 artifact card"))))

    def choose(self, state, step, option):
        if option.id == "artifact":
            return economy.draw(state, step["seat"], 1)
        return economy.gain(state, step["seat"], step["resource"])


@steps.decision("take_resources")
class TakeResources:
    def prompt(self, state, step):
        options = []
        for combo in combinations_with_replacement(data.RESOURCES, step["n"]):
            counts = {r: combo.count(r) for r in data.RESOURCES if combo.count(r)}
            key = ",".join(f"{r}={n}" for r, n in counts.items())
            options.append(Option(f"take:{key}", _("Take {goods}"), {"goods": counts}))
        return Prompt("euphoria.choose_resources", step["seat"], _("Take {n} resources"), tuple(options),
                      {"n": step["n"]})

    def choose(self, state, step, option):
        events = []
        for part in option.id.split(":")[1].split(","):
            good, n = part.split("=")
            events += economy.gain(state, step["seat"], good, int(n))
        return events


@steps.decision("star_target")
class StarTarget:
    def prompt(self, state, step):
        targets = star_targets(state, step["seat"], {"star": step["mode"], "region": step["region"]})
        return Prompt("euphoria.choose_star_target", step["seat"], _("Where does your star go?"),
                      tuple(Option(t, _("Star on {target}"), {"target": t}) for t in targets))

    def auto(self, state, step):
        targets = star_targets(state, step["seat"], {"star": step["mode"], "region": step["region"]})
        if len(targets) > 1:
            return None
        return _star(state, step["seat"], {"star": step["mode"], "region": step["region"]})

    def choose(self, state, step, option):
        if option.id.startswith("market:"):
            return stars.on_market(state, step["seat"], option.id.split(":")[1])
        return stars.on_territory(state, step["seat"], step["region"])

