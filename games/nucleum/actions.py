"""The actions a tile half carries out, and the gains they and contracts give: Subsidy (the
bonus halves, TILE-3), Develop (DEV), Contract (CON-5), fulfilling contracts (CON-8), income
steps, uranium and technologies (TEC-4). Urbanize and Industrialize are in build.py, Energize
in energize.py; Politicking (the expansion's) in parliament.py. Experiment E's E5 and E7 meet
Politicking here: `after_politicking` is what the parliament's Politicking calls once it has
given a party's reward."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event
from games.nucleum import steps
from games.nucleum.counts import count
from games.nucleum.data import TRACKS
from games.nucleum.state import comps, income_level, map_side, player

STEPS_OF = {"develop": "develop", "contract": "take_contract", "urbanize": "urbanize",
            "industrialize": "industrialize", "energize": "energize"}


def action_steps(state, seat: int, action: str, bonus: dict | None = None, discount: int = 0,
                 ignore_network: bool = False) -> list:
    """The events of an action done at once, after pushing the decisions it needs."""
    if action == "subsidy":
        return gain(state, seat, bonus or {})
    if action in STEPS_OF:
        discount += sum(e.get(action, 0) for e in tech_effects(state, seat, "discount"))
        step = {"step": STEPS_OF[action], "seat": seat, "bought": 0, "discount": discount}
        steps.push(state, step | ({"ignore_network": True} if ignore_network else {}))
        return [event("action", seat=seat, action=action)]
    if action == "politicking" and state.get("parliament"):
        # POL-1: a worker, or uranium to exchange for one, or the action is lost (its decision
        # is the parliament's)
        if player(state, seat)["workers"] or exchange_options(state, seat):
            steps.push(state, {"step": "politicking", "seat": seat})
            return [event("action", seat=seat, action=action)]
        return [event("politicking_lost", seat=seat)]
    return [event("action_missing", seat=seat, action=action)]


def exchange_options(state, seat: int) -> list[Option]:
    """TURN-6: a uranium from one of the seat's mines for a worker from its supply, at any time
    (Q-17: no other conversion)."""
    if not player(state, seat)["supply"]:
        return []
    side = map_side(state)
    return [Option(f"convert:{s}", _("Exchange a uranium from your mine in {city} for a worker"),
                   {"city": side.spaces[s]["city"], "space": s})
            for s, x in sorted(state["board"]["structures"].items())
            if x["owner"] == seat and x["kind"] == "mine" and x["uranium"]]


def exchange_uranium(state, seat: int, space: str) -> list:
    state["board"]["structures"][space]["uranium"] -= 1
    city = map_side(state).spaces[space]["city"]
    return [event("converted", seat=seat, city=city)] + gain(state, seat, {"workers": 1})


def tech_effects(state, seat: int, key: str) -> list:
    """The `key` entries of the effects of the seat's unlocked technologies that last (a
    one-shot's effect happened when it was unlocked)."""
    techs = comps().technologies
    return [techs[t]["effect"][key] for t in player(state, seat)["technologies"]
            if key in techs[t]["effect"] and techs[t]["kind"] != "one_shot"]


def gain(state, seat: int, what: dict) -> list:
    """Thalers, workers (supply to available), achievement tokens, VP, uranium, income steps and
    technologies; the decisions among them are pushed as steps."""
    p = player(state, seat)
    events = []
    if what.get("thalers"):
        p["thalers"] += what["thalers"]
        events.append(event("gain", seat=seat, n=what["thalers"], what="thalers"))
    if what.get("workers"):
        n = min(what["workers"], p["supply"])
        p["supply"] -= n
        p["workers"] += n
        events.append(event("gain", seat=seat, n=n, what="workers"))
    if what.get("achievements"):
        p["achievements"] += what["achievements"]
        events.append(event("gain", seat=seat, n=what["achievements"], what="achievements"))
    if what.get("uranium"):
        events += add_uranium(state, seat, what["uranium"])
    if what.get("vp"):
        events += score(state, seat, what["vp"])
    income = what.get("income")
    if income in TRACKS:
        events += step_income(state, seat, income)
    elif income == "any":
        steps.push(state, {"step": "income_track", "seat": seat})
    for _i in range(what.get("income_steps", 0)):
        steps.push(state, {"step": "income_track", "seat": seat})
    if what.get("technology"):
        steps.push(state, {"step": "technology", "seat": seat, "level": what["technology"]})
    which = what.get("free_tile")  # "rightmost" (a turbine effect) or "any" (the Liberals' reward)
    offer = state["board"]["offer"]
    if which and (offer[-1] if which == "rightmost" else any(offer)):  # an empty offer gives nothing
        steps.push(state, {"step": "offer_tile", "seat": seat, "which": which})
    return events


@steps.decision("offer_tile")
class OfferTile:
    """A tile from the offer without paying: the rightmost one, which the player may leave
    (TRB-b), or any one (the Liberals' reward, POL-3)."""

    def prompt(self, state, step):
        offer = state["board"]["offer"]
        slots = [len(offer) - 1] if step["which"] == "rightmost" else range(len(offer))
        options = [Option(f"tile:{slot}", _("Take tile {tile} for free"), {"tile": offer[slot]})
                   for slot in slots if offer[slot]]
        if step["which"] == "rightmost" and options:
            options.append(Option("skip", _("Take no tile")))
        return Prompt("nucleum.offer_tile", step["seat"], _("Take a tile from the offer for free."), tuple(options))

    def choose(self, state, step, option):
        if option.id == "skip":
            return []
        tile = take_from_offer(state, int(option.id.split(":")[1]))
        player(state, step["seat"])["pool"].append(tile)
        return [event("bought", seat=step["seat"], tile=tile, price=0)]


def add_uranium(state, seat: int, n: int) -> list:
    """Uranium onto the seat's mines with room, the newest mine (the highest row: mines are
    built row by row) first; what finds no room is taken as workers (IND-4, TURN-6). The rules
    let the player spread it at will: this engine fills the newest mine first. (Not the dict's
    order: a state read back from JSON has its keys sorted.)"""
    mines = sorted((x for x in state["board"]["structures"].values() if x["owner"] == seat and x["kind"] == "mine"),
                   key=lambda x: -x["row"])
    placed = 0
    for mine in mines:
        room = min(mine["size"] - mine["uranium"], n - placed)
        mine["uranium"] += room
        placed += room
    events = [event("uranium", seat=seat, n=placed)] if placed else []
    if n - placed:
        events += gain(state, seat, {"workers": n - placed})
    return events


def score(state, seat: int, vp: int) -> list:
    player(state, seat)["vp"] += vp
    return [event("vp", seat=seat, n=vp)]


def step_income(state, seat: int, track: str, n: int = 1) -> list:
    """Move an income marker right (INC-1); it stops at the end of its track."""
    p = player(state, seat)
    last = len(comps().board["income_tracks"][track]) - 1
    moved = min(n, last - p["income"][track])
    p["income"][track] += moved
    return [event("income_step", seat=seat, track=track, pos=p["income"][track])] if moved else []


@steps.decision("income_track")
class IncomeTrack:
    def prompt(self, state, step):
        p = player(state, step["seat"])
        last = {t: len(v) - 1 for t, v in comps().board["income_tracks"].items()}
        tracks = [t for t in TRACKS if p["income"][t] < last[t]]
        if step.get("lowest") and tracks:  # F6: the track with the lowest income; a tie is the player's
            level = {t: income_level(state, step["seat"], t) for t in TRACKS}
            tracks = [t for t in tracks if level[t] == min(level.values())]
        options = [Option(f"track:{t}", _("One step on the {track} income track"), {"track": t}) for t in tracks]
        return Prompt("nucleum.choose_income_track", step["seat"], _("Choose an income track to advance."),
                      tuple(options))

    def choose(self, state, step, option):
        return step_income(state, step["seat"], option.params["track"])


# --------------------------------------------------------------------------- technologies


def locked(state, seat: int, level: int) -> list[str]:
    p = player(state, seat)
    experiment = comps().experiments.get(p["experiment"] or "")
    if experiment is None:
        return []
    return [t["id"] for t in experiment["technologies"] if t["level"] == level and t["id"] not in p["technologies"]]


@steps.decision("technology")
class Technology:
    """Unlock a technology of the level named (Q-10: any locked one of that level)."""

    def prompt(self, state, step):
        options = [Option(f"tech:{t}", _("Unlock technology {tech}"), {"tech": t})
                   for t in locked(state, step["seat"], step["level"])]
        return Prompt("nucleum.choose_technology", step["seat"], _("Choose a level {level} technology to unlock."),
                      tuple(options), {"level": step["level"]})

    def choose(self, state, step, option):
        seat, tech = step["seat"], option.params["tech"]
        player(state, seat)["technologies"].append(tech)
        events = [event("technology", seat=seat, tech=tech)]
        effect = comps().technologies[tech]["effect"]
        if comps().technologies[tech]["kind"] == "one_shot":  # one-shot gains now (TEC-3)
            events += gain(state, seat, effect.get("gain", {}) | ({"income": effect["income"]} if "income" in effect else {}))
            for tile in effect.get("gain_tiles", []):  # B7, F7: the experiment's own tiles
                player(state, seat)["pool"].append(tile)
                events.append(event("tile_gained", seat=seat, tile=tile))
            if effect.get("then") == "politicking":  # E5: then Politicking, if the player wants
                if state.get("parliament") is not None:
                    steps.push(state, {"step": "may_act", "seat": seat, "action": "politicking"})
            elif effect.get("then"):  # F5: an Urbanize 3 thalers cheaper, maybe anywhere
                events += action_steps(state, seat, effect["then"], discount=effect.get("then_discount", 0),
                                       ignore_network=effect.get("ignore_network", False))
        return events


@steps.decision("may_act")
class MayAct:
    """An action a technology offers, which the player may decline (E5's Politicking)."""

    def prompt(self, state, step):
        options = (Option(f"action:{step['action']}", _("Carry out {action}"), {"action": step["action"]}),
                   Option("skip", _("Decline")))
        return Prompt("nucleum.may_act", step["seat"], _("You may carry out {action}."), options,
                      {"action": step["action"]})

    def choose(self, state, step, option):
        return [] if option.id == "skip" else action_steps(state, step["seat"], step["action"])


def after_politicking(state, seat: int, reward: dict) -> list:
    """E7, for the parliament's Politicking to call right after it gave the chosen party's
    reward (`reward` as `gain` takes it): one more worker, or that reward once more."""
    if tech_effects(state, seat, "on_politicking"):
        steps.push(state, {"step": "politicking_bonus", "seat": seat, "reward": reward})
    return []


@steps.decision("politicking_bonus")
class PolitickingBonus:
    """E7: gain 1 worker, or the party's reward once more."""

    def prompt(self, state, step):
        options = []
        if player(state, step["seat"])["supply"]:
            options.append(Option("worker", _("Gain 1 worker")))
        options.append(Option("reward", _("Gain the party's reward once more")))
        return Prompt("nucleum.politicking_bonus", step["seat"], _("Experiment E's Politicking bonus."), tuple(options))

    def choose(self, state, step, option):
        what = {"workers": 1} if option.id == "worker" else step["reward"]
        return [event("politicking_bonus", seat=step["seat"], choice=option.id)] + gain(state, step["seat"], what)


# --------------------------------------------------------------------------- Develop


def tile_price(state, slot: int, bought: int, discount: int = 0) -> int:
    """DEV-2: the slot's price, 2 more for a second tile, less any discount."""
    supply = comps().supply
    return max(0, supply["offer_prices"][slot] + (supply["second_tile_extra"] if bought else 0) - discount)


@steps.decision("develop")
class Develop:
    """Buy one or two tiles from the offer into the pool (DEV-1..3)."""

    def prompt(self, state, step):
        seat = step["seat"]
        options = []
        if step["bought"] < 2:
            for slot, tile in enumerate(state["board"]["offer"]):
                price = tile_price(state, slot, step["bought"], step["discount"])
                if tile and price <= player(state, seat)["thalers"]:
                    options.append(Option(f"buy:{slot}", _("Buy tile {tile} for {price} thalers"),
                                          {"tile": tile, "price": price}))
        options.append(Option("done", _("Buy no more tiles") if step["bought"] else _("Buy no tile")))
        return Prompt("nucleum.develop", seat, _("Develop: buy tiles from the offer."), tuple(options))

    def choose(self, state, step, option):
        if option.id == "done":
            return []
        seat, slot = step["seat"], int(option.id.split(":")[1])
        p = player(state, seat)
        p["thalers"] -= option.params["price"]
        tile = take_from_offer(state, slot)
        p["pool"].append(tile)
        steps.push(state, step | {"bought": step["bought"] + 1, "discount": 0})  # the discount once
        return [event("bought", seat=seat, tile=tile, price=option.params["price"])]


def take_from_offer(state, slot: int) -> str:
    """Take a tile; the ones left of it slide right and the draw stack refills from the left
    (TILE-6)."""
    board = state["board"]
    offer = board["offer"]
    tile = offer[slot]
    offer[1:slot + 1] = offer[:slot]
    draw = state["secret"]["draw"]
    offer[0] = draw.pop() if draw else None
    board["draw_count"] = len(draw)
    return tile


# --------------------------------------------------------------------------- contracts


@steps.decision("take_contract")
class TakeContract:
    """CON-5: a face-up silver or gold contract onto an empty contract space, with that
    space's benefit; the display refills from its stack."""

    def prompt(self, state, step):
        seat = step["seat"]
        p = player(state, seat)
        empty = [i for i, c in enumerate(p["contracts"]) if c is None]
        options = [Option(f"take:{cid}:{i}", _("Take contract {contract} onto contract space {space}"),
                          {"contract": cid, "space": i + 1})
                   for kind in ("silver", "gold") for cid in state["board"][kind] for i in empty]
        if options:
            options.append(Option("skip", _("Take no contract")))
        return Prompt("nucleum.take_contract", seat, _("Contract: take a contract."), tuple(options))

    def choose(self, state, step, option):
        if option.id == "skip":
            return []
        seat, (_t, cid, space) = step["seat"], option.id.split(":")
        board, p = state["board"], player(state, seat)
        kind = comps().contracts[cid]["kind"]
        board[kind].remove(cid)
        stack = state["secret"][kind]
        if stack:
            board[kind].append(stack.pop())
        board[f"{kind}_count"] = len(stack)
        p["contracts"][int(space)] = cid
        events = [event("contract_taken", seat=seat, contract=cid, space=int(space) + 1)]
        events += gain(state, seat, comps().board["contract_spaces"][int(space)]["benefit"])
        for effect in tech_effects(state, seat, "on_contract_gained"):
            if effect == "other_space_benefit":  # E6 and its copy in B
                steps.push(state, {"step": "contract_space_benefit", "seat": seat, "taken": int(space)})
            else:  # F1 and its copy in D
                events += gain(state, seat, effect)
        return events


@steps.decision("contract_space_benefit")
class ContractSpaceBenefit:
    """E6: the benefit of another contract space, taken or not."""

    def prompt(self, state, step):
        spaces = comps().board["contract_spaces"]
        options = [Option(f"space:{i}", _("The benefit of contract space {space}"), {"space": i + 1})
                   for i in range(len(spaces)) if i != step["taken"]]
        return Prompt("nucleum.contract_space_benefit", step["seat"], _("Take the benefit of another contract space."),
                      tuple(options))

    def choose(self, state, step, option):
        return gain(state, step["seat"], comps().board["contract_spaces"][int(option.id.split(":")[1])]["benefit"])


def meets(state, seat: int, contract: str) -> bool:
    req = comps().contracts[contract]["requirement"]
    return count(state, seat, req["what"], req.get("colour")) >= req["at_least"]


def fulfillable(state, seat: int) -> list[str]:
    """Contracts the seat may fulfil now: its own and the purple ones on display (CON-8)."""
    own = [c for c in player(state, seat)["contracts"] if c]
    return [c for c in own + state["board"]["purple"] if meets(state, seat, c)]


def fulfil(state, seat: int, contract: str) -> list:
    p = player(state, seat)
    if contract in p["contracts"]:
        p["contracts"][p["contracts"].index(contract)] = None
    else:
        state["board"]["purple"].remove(contract)  # not replaced
    p["fulfilled"].append(contract)
    events = [event("contract_fulfilled", seat=seat, contract=contract)]
    if "lowest_income_step" in tech_effects(state, seat, "on_contract_fulfilled"):  # F6
        steps.push(state, {"step": "income_track", "seat": seat, "lowest": True})
    return events + gain(state, seat, comps().contracts[contract]["reward"])
