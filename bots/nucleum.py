"""What the search bot knows about Nucleum: a position's worth and a playout policy.

The evaluation projects each seat's final VP the way a player reads the table. Counted as it
stands: VP scored, the final scoring as it would count now (electrified buildings, milestone
tiles for the markers placed, scoring technologies, "0" markers, leftovers). Then what will
still pay: the VP income track at each Recharge expected before the end (fewer as end
conditions fill), the thaler and worker income likewise at what they buy; thalers, workers,
achievement tokens (the next milestone marker) and uranium in hand; buildings not yet
electrified, by their VP, more when a power plant lies in the seat's network and most when
that plant holds a Nucleum; the network's reach (cities a building may go to); the contracts
held and the purple ones, each reward by how near its requirement is; technologies unlocked
(each an ongoing edge); and, with the parliament expansion, politicians and party leaders.
The projections become chances through a softmax.

The playout policy plays like a player rather than at random (random games run to 90-240
turns a player, the policy's to 40-55): it plays a tile while it has one and a slot,
recharges once the slots are mostly full or nothing is left to play, builds railway now and
then, carries out its halves and fulfils a contract when it can, buys a tile rather than none,
builds, takes contracts, energizes the plant that electrifies most of its buildings with the
fuel in reach, burns uranium before coal until its largest building there is covered,
electrifies the largest building the electricity allows and places markers as high as its
tokens reach.
"""
from __future__ import annotations

from games.nucleum import energize, networks, scoring
from games.nucleum.counts import count
from games.nucleum.state import comps, player
from games.nucleum.turn import needed

from bots.knowledge import Knowledge, register, softmax

TEMPERATURE = 8.0  # VP of projected lead per e-fold of the odds
RECHARGES = 5.0    # Recharges a seat makes in a game it plays well (3 end the game at the earliest)
# What a thing not yet scored is worth in VP.
THALER = 0.3
WORKER = 0.6
ACHIEVEMENT = 0.35
URANIUM = 1.2      # a leftover VP, or 2 electricity
THALER_INCOME = 0.35  # per thaler of income per Recharge left
WORKER_INCOME = 0.6
TECHNOLOGY = 1.5   # an unlocked technology's edge, beyond its end scoring
TECH_LEVEL = {1: 2.0, 2: 3.0, 3: 4.0}  # a technology to unlock, as a reward
INCOME_STEP = 1.0  # per Recharge left
UNPOWERED = 0.35   # share of a building's VP counted before it is electrified ...
POWERED = 0.6      # ... with a power plant in its network
NUCLEAR = 0.75     # ... with a Nucleum plant there
CITY = 0.4         # a city the network reaches (room to build)
POLITICIAN, LEADER = 1.0, 3.0


def recharges_left(state: dict, seat: int) -> float:
    """Recharges the seat can still expect: its share of a well-played game, shrinking as end
    conditions are met; one at most once the final turns have begun."""
    flow, board = state["flow"], state["board"]
    if flow.get("final_turns") is not None:
        return min(1.0, flow["final_turns"] / max(1, len(state["players"])))
    left = max(0.5, RECHARGES - player(state, seat)["recharges"])
    return left * max(0.25, 1.0 - len(board["end_markers"]) / (needed(state) + 1))


def gain_vp(gain: dict, left: float) -> float:
    """A reward's worth in VP (a contract's, a space's)."""
    worth = gain.get("vp", 0) + THALER * gain.get("thalers", 0) + WORKER * gain.get("workers", 0)
    worth += ACHIEVEMENT * gain.get("achievements", 0) + URANIUM * gain.get("uranium", 0)
    steps = gain.get("income_steps", 0) + (1 if gain.get("income") else 0)
    worth += INCOME_STEP * steps * left
    if gain.get("technology"):
        worth += TECH_LEVEL.get(gain["technology"], 3.0)
    return worth


def contract_worth(state: dict, seat: int, contract: str, left: float) -> float:
    """A contract's reward by how near its requirement is (squared: the last steps are the hard ones)."""
    c = comps().contracts[contract]
    req = c["requirement"]
    have = count(state, seat, req["what"], req.get("colour"))
    near = min(1.0, have / req["at_least"]) if req["at_least"] else 1.0
    return gain_vp(c["reward"], left) * near * near


def building_worth(state: dict, seat: int) -> float:
    """Buildings not yet electrified, by their VP and how reachable electricity is."""
    board = state["board"]
    plants = board["plants"]
    side = comps().maps[state["side"]]
    reach = networks.network_cities(state, seat) or set()
    powered = any(side.cities[c].get("power_plant") for c in reach)
    nuclear = any(plants.get(c, {}).get("nucleum") for c in reach)
    share = NUCLEAR if nuclear else POWERED if powered else UNPOWERED
    vp = {(b["type"], b["level"]): b["vp"] for b in comps().board["buildings"]}
    return share * sum(vp[(x["type"], x["level"])] for x in board["structures"].values()
                       if x["owner"] == seat and x["kind"] == "building" and not x.get("electrified"))


def parliament_worth(state: dict, seat: int) -> float:
    """The expansion's side board: each politician, and each party the seat leads."""
    parliament = state.get("parliament")
    if not parliament:
        return 0.0
    politicians = sum(party[seat] for party in parliament.get("politicians", []) if seat < len(party))
    leads = sum(1 for leader in parliament.get("leaders", []) if leader == seat)
    return POLITICIAN * politicians + LEADER * leads


def projected(state: dict, seat: int) -> float:
    p = player(state, seat)
    left = recharges_left(state, seat)
    worth = float(p["vp"])
    # the final scoring as it would count now
    worth += scoring.milestone_vp(state, seat) + scoring.building_vp(state, seat) + scoring.technology_vp(state, seat)
    zero = next(s for s in comps().milestones["track"] if s["tier"] == 0)["zero"]["end_vp"]
    worth += zero * p["markers"].count(0)
    # what will still pay
    tracks = comps().board["income_tracks"]
    worth += left * (tracks["vp"][p["income"]["vp"]] + THALER_INCOME * tracks["thaler"][p["income"]["thaler"]]
                     + WORKER_INCOME * tracks["worker"][p["income"]["worker"]])
    uranium = sum(x.get("uranium", 0) for x in state["board"]["structures"].values() if x["owner"] == seat)
    worth += THALER * p["thalers"] + WORKER * p["workers"] + ACHIEVEMENT * p["achievements"] + URANIUM * uranium
    worth += building_worth(state, seat)
    worth += CITY * len(networks.network_cities(state, seat))
    worth += sum(contract_worth(state, seat, c, left) for c in p["contracts"] if c)
    # a purple contract is a race anyone may win: half its worth
    worth += 0.5 * sum(contract_worth(state, seat, c, left) for c in state["board"]["purple"])
    worth += TECHNOLOGY * len(p["technologies"])
    worth += parliament_worth(state, seat)
    return worth


def chances(worths: list[float]) -> list[float]:
    return softmax(worths, TEMPERATURE)


def _pick(ids: list[str], rng) -> str:
    return ids[rng.randrange(len(ids))]


def turn_choice(state: dict, seat: int, ids: list[str], rng) -> str:
    """Play a tile while there is one and a slot, recharge once the slots are mostly full."""
    p = player(state, seat)
    plays = [i for i in ids if i.startswith("play:")]
    rails = [i for i in ids if i.startswith("rail:")]
    full = len(p["slots"]) / comps().board["slots"]
    if rails and rng.random() < 0.15:
        return _pick(rails, rng)
    if plays and (full < 0.6 or rng.random() > full):
        return _pick(plays, rng)
    if rails and not plays and rng.random() < 0.5:
        return _pick(rails, rng)
    return "recharge"


def own_needs(state: dict, seat: int, plant: str) -> list[int]:
    """The electricity each of the seat's buildings not yet electrified in the plant's network needs."""
    return [need for _space, need, x in energize.buildings_in_reach(state, plant) if x.get("owner") == seat]


def fuel_in_reach(state: dict, seat: int, plant: str) -> int:
    """Electricity the seat could bring to the plant: its uranium (a Nucleum plant) and coal."""
    side, reach = comps().maps[state["side"]], energize.network_of(state, plant)
    power = 0
    if state["board"]["plants"].get(plant, {}).get("nucleum"):
        power += 2 * sum(x.get("uranium", 0) for s, x in state["board"]["structures"].items()
                         if x["owner"] == seat and side.spaces[s]["city"] in reach)
    coal = sum(left for city, left in state["board"]["coal"].items() if city in reach)
    return power + min(coal, player(state, seat)["thalers"] // 2)


def plant_choice(state: dict, seat: int, ids: list[str], rng) -> str:
    """The plant that electrifies most of the seat's buildings with the fuel in reach."""
    best, most = "skip", 0
    for i in ids:
        if i == "skip":
            continue
        plant = i.partition(":")[2]
        power, done = fuel_in_reach(state, seat, plant), 0
        for need in sorted(own_needs(state, seat, plant)):
            if need > power:
                break
            power, done = power - need, done + 1
        if done > most or done == most and done and rng.random() < 0.5:
            best, most = i, done
    return best


def fuel_choice(state: dict, seat: int, step: dict, ids: list[str], rng) -> str:
    """Uranium first, then coal, until the electricity reaches the seat's largest building in reach."""
    needs = own_needs(state, seat, step["plant"])
    if needs and step["power"] >= max(needs):
        return "done"
    uranium = [i for i in ids if i.startswith("uranium:")]
    if uranium:
        return _pick(uranium, rng)
    coal = [i for i in ids if i.startswith("coal:")]
    if coal and needs:
        return _pick(coal, rng)
    return "done"


@register("nucleum")
class NucleumKnowledge(Knowledge):
    playout_depth = 30

    def evaluate(self, game, state):
        return chances([projected(state, s) for s in range(len(state["players"]))])

    def result_values(self, result, n):
        return chances(list(result.scores))

    def playout_choice(self, game, state, seat, prompt, rng):
        ids = [o.id for o in prompt.options]
        kind = prompt.id
        if kind == "nucleum.turn":
            return turn_choice(state, seat, ids, rng)
        if kind == "nucleum.resolve_halves":
            fulfil = [i for i in ids if i.startswith("fulfil:")]
            if fulfil:
                return _pick(fulfil, rng)
            halves = [i for i in ids if i.startswith("half:")]
            return _pick(halves, rng) if halves else "done"
        if kind == "nucleum.energize_fuel":
            return fuel_choice(state, seat, state["flow"]["stack"][-1], ids, rng)
        if kind == "nucleum.energize_deliver":
            buildings = [o for o in prompt.options if o.id != "done"]
            return max(buildings, key=lambda o: o.params["need"]).id if buildings else "done"
        if kind == "nucleum.milestone_marker":
            markers = [o for o in prompt.options if o.id != "none"]
            return max(markers, key=lambda o: o.params["value"]).id if markers else ids[0]
        if kind == "nucleum.develop":
            buys = [o for o in prompt.options if o.id != "done"]
            bought = state["flow"]["stack"][-1].get("bought", 0) if state["flow"]["stack"] else 0
            if buys and rng.random() < (0.3 if bought else 0.8):
                return min(buys, key=lambda o: o.params["price"]).id
            return "done"
        if kind == "nucleum.energize":
            return plant_choice(state, seat, ids, rng)
        calm = [i for i in ids if i not in ("skip", "done", "none")]
        return _pick(calm or ids, rng)

