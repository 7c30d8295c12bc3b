"""The expansion's parliament ("Pokrok nezastavíš"): its setup (SET-7..10), Politicking (POL-1..7),
the party programs (P1-P8), the parties' part of a Royal Appraisal Day (RAD-2..5) and of final
scoring (FIN-2), and Baron von Automat's parliament rules (BAR-5..8, BAR-10, BAR-11) as functions
his seat calls. The layout is state["parliament"] (state.py); parties are indices 0-3 top to
bottom. Figures are counted, not tracked one by one: a seat's politicians in a party are
interchangeable, so the leader slot names only whose figure sits in it; the neutral figures keep
their names because the numbered ones leave in turn and the arrow moves."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event, rng_int
from games.nucleum import actions, steps
from games.nucleum.counts import count, milestone_tile_vp
from games.nucleum.state import comps, n_seats, player

PARTIES = 4
FINAL = 4  # the parties' scoring at the end, after up to 3 Royal Appraisal Days (RAD-6)
NUMBERED = ("N4", "N3", "N2")  # the order a Royal Appraisal Day removes them (RAD-5.1)
# which neutral figure takes a leader slot the neutrals win: the numbered one removed last, the
# arrow (which moves on at every Royal Appraisal Day) only when alone
SLOT_ORDER = ("N2", "N3", "N4", "arrow")


def on(state) -> bool:
    return state.get("parliament") is not None


def party_name(party: int) -> str:
    return comps().parliament["parties"][party]


def program(program_id: str) -> dict:
    c = comps().parliament
    return next(p for p in c["programs"] + c.get("example_programs", []) if p["id"] == program_id)


# --------------------------------------------------------------------------- setup


def setup(state) -> list:
    """SET-7..10: a random side of each program tile; setup cards place the arrow and #2 (with
    the royal token), then #3 and #4, each in the next party with no figure when its own has one
    (A-17); a 13 is set aside and another card drawn. The numbered figure of each party leads."""
    c, rng = comps().parliament, state["rng"]
    programs = [[p["id"] for p in c["programs"] if p["party"] == name] for name in c["parties"]]
    par = {"programs": [ids[rng_int(rng, 0, len(ids) - 1)] for ids in programs],
           "politicians": [[0] * n_seats(state) for _p in range(PARTIES)],
           "neutrals": {}, "leaders": [None] * PARTIES, "dominant": 0, "cards": [], "baron": None}
    state["parliament"] = par
    events = [event("parliament_programs", programs=list(par["programs"]))]
    party_of = {n: c["parties"].index(name) for name, numbers in c["setup_card_party"].items() for n in numbers}
    for figures in (("arrow", "N2"), ("N3",), ("N4",)):
        number = None
        while number not in party_of:
            number = state["secret"]["setup_cards"].pop()
            par["cards"].append(number)
        party = party_of[number]
        while figures[0] != "arrow" and figures_in(par, party):
            party = (party + 1) % PARTIES
        for figure in figures:
            par["neutrals"][figure] = party
        par["leaders"][party] = figures[-1]
        events.append(event("neutral_placed", figures=list(figures), party=party, card=number))
    par["dominant"] = par["neutrals"]["arrow"]
    return events


# --------------------------------------------------------------------------- counting


def neutrals_in(par, party: int) -> list[str]:
    return sorted(f for f, p in par["neutrals"].items() if p == party)


def figures_in(par, party: int) -> int:
    """PAR-7: every figure in a party, neutral and the players', leader slot included."""
    return sum(par["politicians"][party]) + len(neutrals_in(par, party))


def strength(state, party: int, owner) -> int:
    """What an owner has in a party: a seat its politicians, the neutrals their whole bloc (A-7;
    by option the one figure in the slot)."""
    par = state["parliament"]
    if isinstance(owner, int):
        return par["politicians"][party][owner]
    if state["options"].get("neutral_leader") == "figure":
        return 1
    return len(neutrals_in(par, party))


# --------------------------------------------------------------------------- Politicking


@steps.decision("politicking")
class Politicking:
    """POL-1/2: a worker (exchanged for uranium if need be, or the action given up) into one
    of the four parties, then POL-3..5."""

    def prompt(self, state, step):
        seat = step["seat"]
        if player(state, seat)["workers"]:
            options = [Option(f"party:{i}", _("Place a politician with the {party}"), {"party": i})
                       for i in range(PARTIES)]
            return Prompt("nucleum.politicking", seat, _("Politicking: choose a party."), tuple(options))
        options = actions.exchange_options(state, seat) + [Option("forgo", _("Give up the Politicking"))]
        return Prompt("nucleum.politicking_worker", seat,
                      _("Politicking needs a worker: exchange a uranium for one, or give up the action."),
                      tuple(options))

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "forgo":
            return [event("politicking_lost", seat=seat)]
        if option.id.startswith("convert:"):
            steps.push(state, step)
            return actions.exchange_uranium(state, seat, option.params["space"])
        party = int(option.id.split(":")[1])
        player(state, seat)["workers"] -= 1
        events = place(state, seat, party)
        return events + party_reward(state, seat, party)


def place(state, seat: int, party: int) -> list:
    """POL-2, POL-4, POL-5: a politician into the party's body, then the leader check and the
    dominance check (the worker already taken from where the placing rule says)."""
    par = state["parliament"]
    par["politicians"][party][seat] += 1
    events = [event("politician", seat=seat, party=party)]
    return events + leader_check(state, seat, party) + dominance_check(state, party)


def leader_check(state, seat: int, party: int) -> list:
    """POL-4: an empty slot goes to the politician just placed (A-10; by option only to a seat
    with more there than anyone else); a seat with strictly more than the leader takes it."""
    par = state["parliament"]
    leader = par["leaders"][party]
    mine = par["politicians"][party][seat]
    if leader == seat:
        return []
    if leader is None:
        if state["options"].get("empty_slot") == "most":
            others = [strength(state, party, s) for s in range(n_seats(state)) if s != seat]
            others.append(strength(state, party, "neutral") if neutrals_in(par, party) else 0)
            if mine <= max(others):
                return []
    elif mine <= strength(state, party, leader):
        return []
    par["leaders"][party] = seat
    return [event("party_leader", seat=seat, party=party)]


def dominance_check(state, party: int) -> list:
    """POL-5: strictly more figures than the dominant party takes the royal token."""
    par = state["parliament"]
    if party == par["dominant"] or figures_in(par, party) <= figures_in(par, par["dominant"]):
        return []
    par["dominant"] = party
    return [event("dominant_party", party=party)]


def party_reward(state, seat: int, party: int) -> list:
    """POL-3: the party's printed reward (the liberals': any offer tile, unpaid, a choice); with
    Experiment E's E7, its bonus once the reward is given."""
    reward = comps().parliament["rewards"][party_name(party)]
    events = actions.after_politicking(state, seat, reward)  # pushed first: it comes after the reward
    return events + actions.gain(state, seat, reward)


# --------------------------------------------------------------------------- programs


def _electrified_requirement(state, seat: int) -> int:
    """P8: the energy requirement of the seat's electrified building needing most (its own
    buildings are never government ones)."""
    need = {(b["type"], b["level"]): b["requirement"] for b in comps().board["buildings"]}
    return max((need[(x["type"], x["level"])] for x in state["board"]["structures"].values()
                if x["owner"] == seat and x["kind"] == "building" and x.get("electrified")), default=0)


def _best_milestone(state, seat: int) -> int:
    """P3: the highest milestone tile holding one of the seat's markers, times 2."""
    tiers = {s["value"]: s["tier"] for s in comps().milestones["track"]}
    reached = [tiers[v] for v in player(state, seat)["markers"] if tiers[v]]
    return milestone_tile_vp(state, seat, max(reached), 2) if reached else 0


def _parties(state, seat: int) -> int:
    """P7: 2 VP per party the seat has a politician in (scored before any removal)."""
    return 2 * sum(1 for row in state["parliament"]["politicians"] if row[seat])


PROGRAM_VP = {
    "fulfilled_contracts": lambda state, seat: count(state, seat, "fulfilled_contracts"),
    "mines_and_turbines": lambda state, seat: count(state, seat, "mines") + count(state, seat, "turbines"),
    "best_milestone_x2": _best_milestone,
    "technologies": lambda state, seat: count(state, seat, "technologies"),
    "largest_network": lambda state, seat: count(state, seat, "network_cities"),
    "distinct_cities": lambda state, seat: count(state, seat, "cities"),
    "parties_x2": _parties,
    "largest_electrified": _electrified_requirement,
    "residences_x2": lambda state, seat: 2 * count(state, seat, "residences"),
}


def program_vp(state, seat: int, program_id: str) -> int:
    return PROGRAM_VP[program(program_id)["scores"]](state, seat)


# --------------------------------------------------------------------------- scoring


def baron_seat(state) -> int | None:
    """The seat Baron von Automat plays in this parliament, or None."""
    baron = state["parliament"].get("baron")
    return baron["seat"] if baron else None


def baron_joins(state, seat: int, harder: bool = False) -> None:
    """The Baron's seat tells the parliament which seat is his (he scores BAR-7, not programs)
    and whether H3 (BAR-10) raises his party scoring."""
    state["parliament"]["baron"] = {"seat": seat, "harder": harder}


def score_parties(state, scoring: int) -> list:
    """RAD-2 and RAD-3 (FIN-2 as well): each seat leading a party scores its program, top to
    bottom, then every member of the dominant party scores that party's program (its leader
    twice). The Baron scores BAR-7 instead. `scoring`: 1-3 the Royal Appraisal Day, 4 the end."""
    par = state["parliament"]
    baron = baron_seat(state)
    # every value from the position before the first VP is added (P7 says so; no program here
    # counts VP, so the order of scoring changes nothing else)
    values = [[program_vp(state, s, par["programs"][i]) for s in range(n_seats(state))] for i in range(PARTIES)]
    events = [event("party_scoring", scoring=scoring)]
    for party in range(PARTIES):
        leader = par["leaders"][party]
        if isinstance(leader, int) and leader != baron:
            events += _program_scored(state, leader, party, values[party][leader], "leader")
    dominant = par["dominant"]
    for seat in range(n_seats(state)):
        if par["politicians"][dominant][seat] and seat != baron:
            events += _program_scored(state, seat, dominant, values[dominant][seat], "dominant")
    if baron is not None:
        vp = baron_party_score(state, baron, scoring, state["parliament"]["baron"]["harder"])
        events += [event("baron_party_score", seat=baron, n=vp)] + actions.score(state, baron, vp)
    return events


def _program_scored(state, seat: int, party: int, vp: int, role: str) -> list:
    program_id = state["parliament"]["programs"][party]
    events = [event("program_scored", seat=seat, party=party, program=program_id, n=vp, role=role)]
    return events + (actions.score(state, seat, vp) if vp else [])


def appraise(state, number: int) -> list:
    """The parliament's part of the `number`-th Royal Appraisal Day: RAD-2..5."""
    return score_parties(state, number) + remove_politicians(state) + rearrange(state)


def _return(state, seat: int, party: int) -> list:
    """One politician back to the seat's supply: a body figure while one is left (A-8), so the
    slot empties only with the last one."""
    par = state["parliament"]
    par["politicians"][party][seat] -= 1
    player(state, seat)["supply"] += 1
    if not par["politicians"][party][seat] and par["leaders"][party] == seat:
        par["leaders"][party] = None
    return [event("politician_returned", seat=seat, party=party)]


def remove_politicians(state) -> list:
    """RAD-4: each seat leading a party returns one politician from it; then each seat in the
    dominant party returns exactly one from there if it still has one. No leader is assigned and
    the royal token stays."""
    par = state["parliament"]
    events = []
    for party in range(PARTIES):
        leader = par["leaders"][party]
        if isinstance(leader, int):
            events += _return(state, leader, party)
    dominant = par["dominant"]
    for seat in range(n_seats(state)):
        if par["politicians"][dominant][seat]:
            events += _return(state, seat, dominant)
    return events


def rearrange(state) -> list:
    """RAD-5: the highest-numbered neutral to the box, the arrow to the next party, then each
    party's leader and the dominant party from the counts; a tie changes nothing."""
    par = state["parliament"]
    events = []
    figure = next((f for f in NUMBERED if f in par["neutrals"]), None)
    if figure:
        party = par["neutrals"].pop(figure)
        if par["leaders"][party] == figure:
            par["leaders"][party] = None
        events.append(event("neutral_removed", figure=figure, party=party))
    if "arrow" in par["neutrals"]:
        party = par["neutrals"]["arrow"]
        if par["leaders"][party] == "arrow":
            par["leaders"][party] = None
        par["neutrals"]["arrow"] = (party + 1) % PARTIES
        events.append(event("arrow_moved", party=par["neutrals"]["arrow"]))
    for party in range(PARTIES):
        events += _reassign(state, party)
    totals = [figures_in(par, p) for p in range(PARTIES)]
    most = [p for p in range(PARTIES) if totals[p] == max(totals)]
    if len(most) == 1 and most[0] != par["dominant"]:
        par["dominant"] = most[0]
        events.append(event("dominant_party", party=most[0]))
    return events


def _reassign(state, party: int) -> list:
    """RAD-5.3: the one owner with strictly the most figures (the neutrals as one) takes the
    slot unless it holds it; on a tie the slot stays as it is (A-9; by option a leader not among
    the tied most leaves it empty)."""
    par = state["parliament"]
    owners = {s: n for s, n in enumerate(par["politicians"][party]) if n}
    neutral = neutrals_in(par, party)
    if neutral:
        owners["neutral"] = len(neutral)
    if not owners:
        return []
    most = [o for o, n in owners.items() if n == max(owners.values())]
    leader = par["leaders"][party]
    holder = "neutral" if isinstance(leader, str) else leader
    if len(most) > 1:
        if holder is not None and holder not in most and state["options"].get("tied_leader") == "leaves":
            par["leaders"][party] = None
            return [event("leader_slot_emptied", party=party)]
        return []
    if most[0] == holder:
        return []
    if most[0] == "neutral":
        par["leaders"][party] = next(f for f in SLOT_ORDER if f in neutral)
        return [event("neutral_leader", party=party)]
    par["leaders"][party] = most[0]
    return [event("party_leader", seat=most[0], party=party)]


# --------------------------------------------------------------------------- Baron von Automat


def baron_party_choice(state, seat: int, tie_break, led_are_targets: bool = False,
                       fewest_among_targets: bool = True) -> int:
    """BAR-5: the party the Baron places in. Targets are the parties where a politician would
    make him leader (as many as the leader, or no leader); one target is chosen; otherwise, with
    no politician in the dominant party, that party; otherwise the party where he has fewest.
    A tie is broken by `tie_break(tied parties, top to bottom)`: the Baron's revealed preference
    card picks one.
    A-11: parties he leads are no targets (`led_are_targets`), and "fewest" looks among several
    targets when there are several (`fewest_among_targets`), among all four otherwise."""
    par = state["parliament"]

    def target(party):
        leader = par["leaders"][party]
        if leader is None:
            return True
        if leader == seat:
            return led_are_targets
        return par["politicians"][party][seat] == strength(state, party, leader)

    targets = [p for p in range(PARTIES) if target(p)]
    if len(targets) == 1:
        return targets[0]
    if not par["politicians"][par["dominant"]][seat]:
        return par["dominant"]
    scope = targets if targets and fewest_among_targets else list(range(PARTIES))
    fewest = min(par["politicians"][p][seat] for p in scope)
    tied = [p for p in scope if par["politicians"][p][seat] == fewest]
    if len(tied) == 1:
        return tied[0]
    return tie_break(tied)


def baron_reward(state, seat: int, party: int) -> list:
    """BAR-6: the Baron's reward instead of the party's: a thaler; the rightmost offer tile back
    to the box; a worker (3 VP when his supply has none); 2 VP."""
    reward = dict(comps().parliament["baron_rewards"][party_name(party)])
    events = []
    if reward.pop("discard_tile", None):
        offer = state["board"]["offer"]
        slot = max((i for i, t in enumerate(offer) if t), default=None)
        if slot is not None:
            tile = actions.take_from_offer(state, slot)
            events.append(event("tile_discarded", seat=seat, tile=tile))
    instead = reward.pop("vp_without_supply", None)
    if instead is not None and not player(state, seat)["supply"]:
        reward = {"vp": instead}
    return events + actions.gain(state, seat, reward)


def baron_politick(state, seat: int, tie_break) -> list:
    """BAR-4..6: the Baron's Politicking: a worker from his supply (none: no Politicking) into
    the party BAR-5 picks, the leader and dominance checks (A-11), then his reward."""
    p = player(state, seat)
    if not p["supply"]:
        return [event("politicking_lost", seat=seat)]
    party = baron_party_choice(state, seat, tie_break)
    p["supply"] -= 1
    events = [event("baron_party", seat=seat, party=party)]
    return events + place(state, seat, party) + baron_reward(state, seat, party)


def baron_party_score(state, seat: int, scoring: int, harder: bool = False) -> int:
    """BAR-7 and H3: 4 VP per party he leads and 4 with a politician in the dominant party; 6
    and 6 from the 2nd Royal Appraisal Day on (`scoring` 2, 3, or 4 for the end) when harder."""
    par, rates = state["parliament"], comps().parliament["baron_scoring"]
    led = sum(1 for leader in par["leaders"] if leader == seat)
    member = bool(par["politicians"][par["dominant"]][seat])
    if harder and scoring >= 2:  # FINAL counts as later than the 2nd
        return rates["harder"] * (led + member)
    return rates["per_leadership"] * led + rates["dominant_member"] * member


def _empty_party(state) -> int:
    par = state["parliament"]
    return next(p for p in range(PARTIES) if not neutrals_in(par, p))


def _seat_from_supply(state, seat: int, party: int, lead: bool) -> list:
    par = state["parliament"]
    player(state, seat)["supply"] -= 1
    par["politicians"][party][seat] += 1
    events = [event("politician", seat=seat, party=party)]
    if lead:
        par["leaders"][party] = seat
        events.append(event("party_leader", seat=seat, party=party))
    return events


def baron_harder_leader(state, seat: int) -> list:
    """BAR-10 H1: after setup a Baron worker from supply leads the party without neutrals."""
    return _seat_from_supply(state, seat, _empty_party(state), lead=True)


def baron_harder_members(state, seat: int) -> list:
    """BAR-10 H2: after setup a Baron worker from supply joins every party a neutral leads;
    1 against the neutrals keeps them leading, and the royal token stays (A-11)."""
    par = state["parliament"]
    events = []
    for party in range(PARTIES):
        if isinstance(par["leaders"][party], str):
            events += _seat_from_supply(state, seat, party, lead=False)
    return events


def easier_leader(state, seat: int) -> list:
    """BAR-11: after setup one of the player's own workers from supply leads the party without
    neutrals, with no reward."""
    return _seat_from_supply(state, seat, _empty_party(state), lead=True)
