"""The abilities of the 48 recruits, one `Effect` each (texts and parameters in data/recruits.json).

Most abilities follow a few patterns read from their record: a trigger (a placement on some
spaces, a bump of another player's worker, a retrieval...), an optional price ("pay": gain
knowledge, lose morale, goods, cards, a sacrificed worker) and what it gives ("gain", "draw",
"miner", "choose", ...). `apply` runs that vocabulary; the classes below say when. Abilities
that change rules rather than add gains (costs, retrieval rows, the bumped die) are bespoke.

Limits that apply to every ability (seed L395-L415, R-07): a knowledge gain used as a price needs
room on the track, a morale loss used as a price needs that much morale above the bottom, a
sacrifice never takes the last worker, "highest/lowest" must be unique, and draw modifiers
(Geek, Jonathan the Gambler) are not combined: one per turn between them.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from games.engine import Option, Prompt, _, event
from games.euphoria import data, economy, steps, tracks
from games.euphoria.hooks import ABILITIES, Effect
from games.euphoria.state import available, has_active, hand, occupants, player

RECORDS = {r["id"]: r for r in json.loads(
    (Path(__file__).parent / "data" / "recruits.json").read_text(encoding="utf-8"))["recruits"]}

DIGS = ("dig_euphorian", "dig_subterran", "dig_wastelander")
ARTIFACT_MARKETS = tuple(r["artifact_market"] for r in data.REGIONS.values() if r["artifact_market"])
SPACE_GROUPS = {
    "non_icarite_market": lambda s: s.kind == "market" or s.id in ARTIFACT_MARKETS,
    "built_market": lambda s: s.kind == "market",
    "construction_site": lambda s: s.kind == "site",
}


# --------------------------------------------------------------------------- small facts


def name(rid: str) -> str:
    return RECORDS[rid]["name"]


def knowledge_room(state, seat: int, n: int) -> bool:
    """R-07: a knowledge gain taken as a price needs that much room below the top."""
    return player(state, seat)["knowledge"] + n <= data.KNOWLEDGE["max"]


def morale_room(state, seat: int, n: int) -> bool:
    """L220: a morale loss taken as a price needs that much morale above the bottom."""
    return player(state, seat)["morale"] - n >= data.MORALE["min"]


def resources_held(state, seat: int) -> int:
    return sum(player(state, seat)["goods"][r] for r in data.RESOURCES)


def placement(state, seat: int, space_id: str) -> dict:
    """What the current placement on `space_id` found there (recorded by placing.place):
    the workers bumped off it and the other workers already there (for a construction site: on
    the other sites of that market). Before any placement, read from the board."""
    record = state["flow"].get("placement")
    if record and record["seat"] == seat and record["space"] == space_id:
        return record
    return {"seat": seat, "space": space_id, "bumped": [], "worker": None, "value": None,
            "before": [[s, w["value"]] for s, w in occupants(state, space_id)]}


def used_this_turn(state, seat: int, key: str) -> bool:
    return player(state, seat).get("used", {}).get(key) == state["flow"]["turn"]


def mark_used(state, seat: int, key: str) -> None:
    player(state, seat).setdefault("used", {})[key] = state["flow"]["turn"]


CONDITIONS = {
    "no_artifacts": lambda c: not hand(c["state"], c["seat"]),
    "no_resources": lambda c: resources_held(c["state"], c["seat"]) == 0,
    "no_resources_no_artifacts": lambda c: (resources_held(c["state"], c["seat"]) == 0
                                            and not hand(c["state"], c["seat"])),
    "alone": lambda c: not c["before"],
    "alone_or_unique_highest": lambda c: all(v < c["value"] for _s, v in c["before"]),
    "alone_or_unique_lowest": lambda c: all(v > c["value"] for _s, v in c["before"]),
    "matches_another_worker": lambda c: any(v == c["value"] for _s, v in c["before"]),
    "no_bump": lambda c: not c["bumped"],
    "same_value": lambda c: any(v == c["value"] for _s, _w, v in c["bumped"]),
    "bumped_higher": lambda c: any(v > c["value"] for _s, _w, v in c["bumped"]),
    "bumped_player_lacks_active": lambda c: not has_active(c["state"], c["bumped_seat"], c["nation"]),
}


# --------------------------------------------------------------------------- the ability base


class Ability(Effect):
    """A recruit's ability: its record, the price/gain executor and the prompts it pushes.

    A decision is an "effect" step {"step": "effect", "effect": "recruit", "id", "seat", "key",
    "ctx"}: key "offer" (use it or not), "choose" (one of the record's alternatives), "good"
    (one good of some kinds), "cards" (which cards pay a price), "discard" (a card to let go),
    "sacrifice" (which retrieved worker), or a key of its own (`bespoke_prompt`).
    """

    def __init__(self, rid: str):
        self.id = rid
        self.spec = RECORDS[rid]
        self.effect = self.spec["effect"]
        self.when = self.spec["trigger"]

    # -- matching the record's trigger

    def on_space(self, space) -> bool:
        wanted = self.when.get("spaces")
        if wanted is None:
            return True
        return any(SPACE_GROUPS[w](space) if w in SPACE_GROUPS else space.id == w for w in wanted)

    def condition(self, ctx: dict) -> bool:
        test = self.when.get("if")
        return test is None or CONDITIONS[test]({**ctx, "nation": self.when.get("nation")})

    # -- prices

    def can_pay(self, state, seat: int, ctx: dict, price: dict | None = None) -> bool:
        price = self.effect.get("pay", {}) if price is None else price
        for key, n in price.items():
            if key == "knowledge" and not knowledge_room(state, seat, n):
                return False
            if key == "morale" and not morale_room(state, seat, n):
                return False
            if key in data.GOODS and player(state, seat)["goods"][key] < n:
                return False
            if key == "artifact" and len(hand(state, seat)) < n:
                return False
            if key == "sacrifice" and len(player(state, seat)["workers"]) <= 1:
                return False
        return True

    def pay(self, state, seat: int, ctx: dict) -> list:
        """Pay the record's price, but for cards (`use` pays those, asking which when it can)."""
        price = self.effect.get("pay", {})
        events = []
        for key, n in price.items():
            if key == "knowledge":
                events += tracks.knowledge(state, seat, n)
            elif key == "morale":
                events += tracks.morale(state, seat, -n)
            elif key in data.GOODS:
                events += economy.lose(state, seat, key, n)
                if self.effect.get("to") in ("bumped_player", "bumping_player"):
                    events += economy.gain(state, ctx["other"], key, n)
            elif key == "sacrifice":
                events += sacrifice(state, seat, ctx["worker"])
        return events

    def use(self, state, seat: int, ctx: dict) -> list:
        """Pay, then apply the gains (after a card choice when the price is cards)."""
        events = used(seat, self.id)
        n_cards = self.effect.get("pay", {}).get("artifact", 0)
        if n_cards:
            ways = economy.ways_to_pay(state, seat, [{"artifact": n_cards}])
            if len(ways) > 1:
                self.ask(state, seat, "cards", ctx, n=n_cards)
                return events + self.pay(state, seat, ctx)
            events += economy.pay(state, seat, ways[0], why=self.id)
        return events + self.pay(state, seat, ctx) + self.apply(state, seat, self.effect, ctx)

    # -- gains

    def apply(self, state, seat: int, eff: dict, ctx: dict) -> list:
        """Carry out the gains of an effect record (everything but its price)."""
        events = []
        for good, n in eff.get("gain", {}).items():
            if good == "resource":
                steps.push(state, {"step": "take_resources", "seat": seat, "n": n})
            elif good == "commodity":
                self.ask(state, seat, "good", ctx, kinds=list(data.COMMODITIES))
            elif good == "tunnel_resource":
                events += economy.gain(state, seat, tunnel_resource(ctx["space"]), n)
            elif good in data.GOODS:
                events += economy.gain(state, seat, good, n)
            elif good in ("knowledge", "morale"):
                events += getattr(tracks, good)(state, seat, n)
        for key, n in eff.get("bumped_player", {}).items():
            events += getattr(tracks, key)(state, ctx["other"], n)
        for key, n in eff.get("others_there", {}).items():
            there = sorted({s for s, _w in occupants(state, ctx["space"]) if s != seat})
            for other in there:
                events += getattr(tracks, key)(state, other, n)
        if "draw" in eff:
            before = list(hand(state, seat))
            events += economy.draw(state, seat, eff["draw"])
            if eff.get("keep") == 1:
                drawn = list((Counter(hand(state, seat)) - Counter(before)).elements())
                if len(drawn) > 1:  # which cards were drawn stays private, in seats[seat]
                    state["seats"][seat]["recruit_drawn"] = drawn
                    self.ask(state, seat, "discard", ctx, among="drawn", n=len(drawn) - 1)
            if eff.get("discard"):
                self.ask(state, seat, "discard", ctx, among="hand", n=eff["discard"])
        for _k in range(eff.get("miner", 0)):
            events += tracks.advance_miner(state, seat, data.SPACES[ctx["space"]].gain[0]["dig"])
        if "choose" in eff:
            self.ask(state, seat, "choose", ctx)
        return events

    # -- decisions

    def ask(self, state, seat: int, key: str, ctx: dict, **more) -> None:
        steps.push(state, {"step": "effect", "effect": "recruit", "id": self.id, "seat": seat,
                           "key": key, "ctx": ctx, **more})

    def offer(self, state, seat: int, ctx: dict) -> list:
        """An optional ability: ask if its price can be paid (an unpayable one is not offered)."""
        if self.can_pay(state, seat, ctx):
            self.ask(state, seat, "offer", ctx)
        return []

    def auto(self, state, step):
        """A decision that has become empty when its turn comes is dropped: an offer whose price
        can no longer be paid, a discard or a card payment with no card left to give."""
        seat, key = step["seat"], step["key"]
        if key == "offer" and not self.can_pay(state, seat, step["ctx"]):
            return []
        if key == "discard" and not discardable(state, seat, step):
            return []
        if key == "cards" and not economy.ways_to_pay(state, seat, [{"artifact": step["n"]}]):
            return []
        return None

    def prompt(self, state, step):
        seat, key = step["seat"], step["key"]
        params = {"recruit": name(self.id)}
        if key == "offer":
            options = (Option("use", _("Use {recruit}"), params), Option("pass", _("Do not use it")))
            return Prompt("euphoria.use_recruit", seat, self.spec["text"], options, params)
        if key == "choose":
            options = tuple(Option(f"pick:{k}", _("{recruit}: {delta} {good}"), {**params, **change(alt)})
                            for k, alt in enumerate(self.effect["choose"]))
            return Prompt("euphoria.choose_recruit_gain", seat, _("{recruit}: choose"), options, params)
        if key == "good":
            options = tuple(Option(f"good:{g}", _("1 {good}"), {"good": g}) for g in step["kinds"])
            return Prompt("euphoria.choose_good", seat, _("{recruit}: take one"), options, params)
        if key == "cards":
            ways = economy.ways_to_pay(state, seat, [{"artifact": step["n"]}])
            options = tuple(Option(f"pay:{economy.payment_id(w)}", _("Give up {artifacts}"),
                                   {"artifacts": w["artifacts"]}) for w in ways)
            # The ways come from the hidden hand: asked even when it holds one kind of card only
            # (unless it holds no more cards than it gives, which everyone can count).
            return Prompt("euphoria.choose_cards", seat, _("{recruit}: which cards?"), options, params,
                          wait=len(hand(state, seat)) > step["n"])
        if key == "discard":
            cards = discardable(state, seat, step)
            options = tuple(Option(f"card:{c}", _("Discard {card}"), {"card": c}) for c in sorted(set(cards)))
            # Cards of one kind give one option: asked all the same, or the hand would show.
            return Prompt("euphoria.choose_recruit_discard", seat, _("{recruit}: discard a card"), options, params,
                          wait=len(cards) > 1)
        if key == "sacrifice":
            options = [Option(f"worker:{w['id']}", _("Sacrifice the {value}"), {"value": w["value"]})
                       for w in player(state, seat)["workers"] if w["id"] in step["workers"]]
            options.append(Option("pass", _("Do not use it")))
            return Prompt("euphoria.choose_sacrifice", seat, self.spec["text"], tuple(options), params)
        return self.bespoke_prompt(state, step, params)

    def choose(self, state, step, option):
        seat, key, ctx = step["seat"], step["key"], step["ctx"]
        if option.id == "pass":
            return [event("recruit_declined", seat=seat, recruit=self.id)]
        if key == "offer":
            return self.use(state, seat, ctx)
        if key == "choose":
            alt = self.effect["choose"][int(option.id.split(":")[1])]
            return self.apply(state, seat, {"gain": alt}, ctx)
        if key == "good":
            return economy.gain(state, seat, option.id.split(":")[1], 1)
        if key == "cards":
            way = next(w for w in economy.ways_to_pay(state, seat, [{"artifact": step["n"]}])
                       if f"pay:{economy.payment_id(w)}" == option.id)
            return economy.pay(state, seat, way, why=self.id) + self.apply(state, seat, self.effect, ctx)
        if key == "discard":
            card = option.id.split(":")[1]
            if step["among"] == "drawn":
                state["seats"][seat]["recruit_drawn"].remove(card)
            events = economy.discard(state, seat, [card], why=self.id)
            if step["n"] > 1:
                self.ask(state, seat, "discard", ctx, among=step["among"], n=step["n"] - 1)
            return events
        if key == "sacrifice":
            lost = sacrifice(state, seat, int(option.id.split(":")[1]))
            if not lost:  # it became the last worker meanwhile: nothing is given for nothing
                return []
            return lost + used(seat, self.id) + self.apply(state, seat, self.effect["retrieve"], ctx)
        return self.bespoke_choose(state, step, option)

    def bespoke_prompt(self, state, step, params):
        raise NotImplementedError(f"{self.id}: no prompt for {step['key']}")

    def bespoke_choose(self, state, step, option):
        raise NotImplementedError(f"{self.id}: no choice for {step['key']}")


def discardable(state, seat: int, step: dict) -> list[str]:
    """The cards a "discard" step may take: the just-drawn ones still in hand, or the hand."""
    mine = hand(state, seat)
    if step["among"] == "drawn":
        return [c for c in state["seats"][seat].get("recruit_drawn", []) if c in mine]
    return list(mine)


def change(alternative: dict) -> dict:
    """The params of a one-item gain shown as an option: {"delta": "+1", "good": "morale"}."""
    (good, n), = alternative.items()
    return {"delta": f"{n:+d}", "good": good}


def used(seat: int, rid: str) -> list:
    """The public log line of an ability acting (active recruits are public)."""
    return [event("recruit_used", seat=seat, recruit=rid)]


def tunnel_resource(space_id: str) -> str:
    return data.SPACES[space_id].gain[0]["resource"]


def sacrifice(state, seat: int, wid: int) -> list:
    """The die goes to the common supply (L399); never the last one."""
    from games.euphoria import workers
    if len(player(state, seat)["workers"]) <= 1:
        return []
    if not any(w["id"] == wid for w in player(state, seat)["workers"]):
        return []
    return workers.lose_worker(state, seat, wid, why="sacrifice")


# --------------------------------------------------------------------------- trigger patterns


class OnPlace(Ability):
    """Acts when the owner's placement on matching spaces is resolved (after its gains)."""

    def after_place(self, state, seat, space, worker):
        if not self.on_space(space):
            return []
        record = placement(state, seat, space.id)
        ctx = {"space": space.id, "worker": worker["id"]}
        test = {"state": state, "seat": seat, "value": worker["value"], "before": record["before"],
                "bumped": record["bumped"]}
        if not self.condition(test):
            return []
        if self.spec["optional"]:
            return self.offer(state, seat, ctx)
        return used(seat, self.id) + self.apply(state, seat, self.effect, ctx)


class OnBumpOther(Ability):
    """Acts when the owner's placed worker has bumped another player's worker (L411: after the
    bumped die is rolled)."""

    def after_bump(self, state, seat, space, bumped_seat):
        if bumped_seat == seat or not self.on_space(space):
            return []
        record = placement(state, seat, space.id)
        bumped = [b for b in record["bumped"] if b[0] == bumped_seat]
        mine = next((w for w in player(state, seat)["workers"] if w["at"] == space.id), None)
        test = {"state": state, "seat": seat, "bumped": bumped, "bumped_seat": bumped_seat,
                "value": record["value"] if record["value"] is not None else (mine or {}).get("value")}
        if not self.condition(test):
            return []
        ctx = {"space": space.id, "other": bumped_seat, "worker": (mine or {}).get("id")}
        return self.offer(state, seat, ctx)


def register(cls, *rids):
    for rid in rids:
        ABILITIES[rid] = cls(rid)


register(OnPlace, "katy_the_dietician", "gary_the_electrician", "bradley_the_futurist",
         "faith_the_hydroelectrician", "josiah_the_hacker", "brett_the_lockpicker",
         "soulless_the_plumber", "professor_reitz_the_archeologist", "jonathan_the_artist",
         "sir_scarby_the_harvester", "ian_the_horticulturist", "kyle_the_scavenger",
         "zong_the_astronomer", "sarinee_the_cloud_miner")
register(OnBumpOther, "laura_the_philanthropist", "julia_the_thought_inspector",
         "major_dave_the_demolitionist", "xander_the_excavator", "phil_the_spy",
         "maxime_the_ambassador", "lee_the_gossip", "rebecca_the_peddler", "flavio_the_merchant")


# --------------------------------------------------------------------------- stars


class OnStar(Ability):
    """Esme: any star the owner places may be followed by the trade."""

    def after_star(self, state, seat, where):
        if not hand(state, seat):
            return []
        return self.offer(state, seat, {"where": where})


class SecondStar(Ability):
    """Nakagawa, Jacko: a star won by a worker on a market of Euphoria, Subterra or the
    Wastelands may be doubled (once per placement each): the second goes where the first could."""

    def after_star(self, state, seat, where):
        record = state["flow"].get("placement")
        if not record or record["seat"] != seat or self.id in record.get("used", []):
            return []
        space = data.SPACES[record["space"]]
        if not self.on_space(space) or not where.startswith(("territory:", "market:")):
            return []
        mine = next((w for w in player(state, seat)["workers"] if w["id"] == record["worker"]), None)
        if mine is None or mine["at"] != space.id:
            return []
        ctx = {"space": space.id, "worker": mine["id"]}
        if not self.can_pay(state, seat, ctx):
            return []
        record.setdefault("used", []).append(self.id)
        self.ask(state, seat, "offer", ctx)
        return []

    def can_pay(self, state, seat, ctx, price=None):
        """Also: somewhere is left for the second star (nothing is paid for a lost star)."""
        from games.euphoria import effects
        if player(state, seat)["stars"] >= data.STARS or "space" not in ctx:
            return False
        if not effects.star_targets(state, seat, self.second_star(ctx)):
            return False
        return super().can_pay(state, seat, ctx, price)

    @staticmethod
    def second_star(ctx) -> dict:
        space = data.SPACES[ctx["space"]]
        mode = "territory" if space.kind == "market" else "territory_or_market"
        return {"star": mode, "region": space.region}

    def apply(self, state, seat, eff, ctx):
        steps.push(state, {"step": "effects", "seat": seat, "effects": [self.second_star(ctx)]})
        return []


register(OnStar, "esme_the_fireman")
register(SecondStar, "dr_nakagawa_the_tribute", "jacko_the_archivist")


# --------------------------------------------------------------------------- costs and payments


class CostSubstitute(Ability):
    """Michael, Flartner, Josh, Brian, Matthew: other ways to pay, and what paying so gives."""

    def substitutes(self, state, seat, space, alternative: dict) -> list[dict]:
        raise NotImplementedError

    def cost(self, state, seat, space, cost):
        if not self.on_space(space):
            return cost
        out = list(cost)
        for alternative in cost:
            for extra in self.substitutes(state, seat, space, alternative):
                if extra not in out:
                    out.append(extra)
        return out


class Michael(CostSubstitute):
    def substitutes(self, state, seat, space, alternative):
        return [{r: 1} for r in data.RESOURCES if alternative != {r: 1}]

    def after_pay(self, state, seat, space, way):
        if space.kind == "site" and way["goods"].get("gold"):
            bonus = {"gain": self.effect["if_paid_gold"]}
            return used(seat, self.id) + self.apply(state, seat, bonus, {"space": space.id})
        return []


class Flartner(CostSubstitute):
    def substitutes(self, state, seat, space, alternative):
        return [{"artifact": 1}]

    def after_pay(self, state, seat, space, way):
        if space.kind == "site" and way["artifacts"]:
            bonus = {"gain": self.effect["if_substituted"]}
            return used(seat, self.id) + self.apply(state, seat, bonus, {"space": space.id})
        return []


class Josh(CostSubstitute):
    def substitutes(self, state, seat, space, alternative):
        out = []
        for key in ("resource",) + data.RESOURCES:
            if alternative.get(key):
                alt = dict(alternative)
                alt[key] -= 1
                alt = {k: v for k, v in alt.items() if v}
                alt["bliss"] = alt.get("bliss", 0) + 1
                out.append(alt)
        return out


class Brian(CostSubstitute):
    """Food for bliss, any number of them; paying so at a built market of another region than
    Icarus (the Apothecary's or the Registry's 4 bliss) brings a knowledge and a Wastelander point."""

    def substitutes(self, state, seat, space, alternative):
        n = alternative.get("bliss", 0)
        out = []
        for k in range(1, n + 1):
            alt = dict(alternative)
            alt["bliss"] = n - k
            alt["food"] = alt.get("food", 0) + k
            out.append({g: v for g, v in alt.items() if v})
        return out

    def after_pay(self, state, seat, space, way):
        if space.kind != "market" or not way["goods"].get("food"):
            return []
        tile = data.MARKETS[state["board"]["markets"][space.slot]["tile"]]
        asked_food = any(alt.get("food") for alt in tile.cost)
        if asked_food or not any(alt.get("bliss") for alt in tile.cost):
            return []
        then = self.effect["then"]
        return (used(seat, self.id) + tracks.knowledge(state, seat, then["knowledge"])
                + tracks.allegiance(state, seat, then["allegiance"]))


def bumps_other(state, seat: int, space) -> bool:
    """Does the owner's placement on this space bump another player's worker? Before placing,
    the occupant is on the space; during payment, the placement record says whom it bumped."""
    record = state["flow"].get("placement")
    mine_there = any(s == seat for s, _w in occupants(state, space.id))
    if record and record["seat"] == seat and record["space"] == space.id and mine_there:
        return any(b[0] != seat for b in record["bumped"])
    return any(s != seat for s, _w in occupants(state, space.id))


class Matthew(CostSubstitute):
    """Bumping another player off a dig space, pay nothing and gain a knowledge instead."""

    def substitutes(self, state, seat, space, alternative):
        if bumps_other(state, seat, space) and knowledge_room(state, seat, 1):
            return [{}]
        return []

    def after_pay(self, state, seat, space, way):
        if space.id in DIGS and not way["goods"] and not way["artifacts"] and bumps_other(state, seat, space):
            return used(seat, self.id) + tracks.knowledge(state, seat, 1)
        return []


register(Michael, "michael_the_engineer")
register(Flartner, "flartner_the_luddite")
register(Josh, "josh_the_negotiator")
register(Brian, "brian_the_viticulturist")
register(Matthew, "matthew_the_thief")


class Andrew(Ability):
    """A dig of the Euphorian or Wastelander tunnel with an empty hand gives both rewards."""

    def gain(self, state, seat, space, gain):
        if not self.on_space(space) or hand(state, seat):
            return gain
        out = []
        for item in gain:
            if "dig" in item:
                out += [{"gain": item["resource"], "n": 1}, {"draw": 1}, {"miner": item["dig"]}]
            else:
                out.append(item)
        return out


class Kadan(Ability):
    """Any opened tunnel end, without a recruit of its nation, for 2 knowledge."""

    def waives_nation(self, state, seat, space):
        return self.on_space(space) and knowledge_room(state, seat, self.effect["pay"]["knowledge"])

    def after_place(self, state, seat, space, worker):
        if self.on_space(space) and not has_active(state, seat, space.nation):
            return used(seat, self.id) + tracks.knowledge(
                state, seat, self.effect["pay"]["knowledge"])
        return []


register(Andrew, "andrew_the_spelunker")
register(Kadan, "kadan_the_infiltrator")


# --------------------------------------------------------------------------- retrieval


class RetrievalRow(Ability):
    """Yordy, Jefferson, Gidget change the rows of the retrieval table."""


class Yordy(RetrievalRow):
    def retrieval_rows(self, state, seat, rows):
        if len(player(state, seat)["workers"]) != self.when["workers"]:
            return rows
        return [{**r, "morale": max(r["morale"], 0)} if not r["cost"] else r for r in rows]


class Jefferson(RetrievalRow):
    def retrieval_rows(self, state, seat, rows):
        return rows + [{"id": "energy", **self.effect["retrieval_row"]}]


class Gidget(RetrievalRow):
    def retrieval_rows(self, state, seat, rows):
        extra = [{"id": "bliss_hypnotist", "cost": dict(r["cost"]), "morale": 0,
                  "knowledge": self.effect["gain"]["knowledge"]}
                 for r in rows if r["cost"].get("bliss")]
        return rows + extra


class Maggie(Ability):
    def after_retrieve(self, state, seat, workers):
        spaces = state["flow"].get("retrieval", {}).get("spaces", [])
        if spaces and all(s and data.SPACES[s].region == self.when["region"] for s in spaces):
            self.ask(state, seat, "choose", {})
            return used(seat, self.id)
        return []


class Cannibal(Ability):
    """Pete, Sheppard: before the retrieved dice roll, one may be sacrificed for goods; a gained
    worker may be traded for a card."""

    def before_retrieve_roll(self, state, seat, workers):
        if len(player(state, seat)["workers"]) <= 1 or not workers:
            return []
        self.ask(state, seat, "sacrifice", {}, workers=[w["id"] for w in workers])
        return []

    def after_gain_worker(self, state, seat, worker):
        eff = self.effect["worker_gained"]
        if self.can_pay(state, seat, {}, eff["pay"]):
            self.ask(state, seat, "worker_gained", {})
        return []

    def bespoke_prompt(self, state, step, params):
        options = (Option("use", _("Use {recruit}"), params), Option("pass", _("Do not use it")))
        return Prompt("euphoria.use_recruit", step["seat"], self.spec["text"], options, params)

    def bespoke_choose(self, state, step, option):
        seat = step["seat"]
        eff = self.effect["worker_gained"]
        events = used(seat, self.id)
        for key, n in eff["pay"].items():
            events += tracks.knowledge(state, seat, n) if key == "knowledge" else tracks.morale(state, seat, -n)
        return events + self.apply(state, seat, eff, {})


register(Yordy, "yordy_the_demotivator")
register(Jefferson, "jefferson_the_shock_artist")
register(Gidget, "gidget_the_hypnotist")
register(Maggie, "maggie_the_outlaw")
register(Cannibal, "pete_the_cannibal", "dr_sheppard_the_lobotomist")


# --------------------------------------------------------------------------- workers and dice


class Chase(OnPlace):
    """Sacrifice a digger for 2 of the tunnel's resource; a gained worker may go out at once."""

    def after_gain_worker(self, state, seat, worker):
        if state["flow"]["active"] != seat:
            return []
        self.ask(state, seat, "place_new", {"worker": worker["id"]})
        return []

    def bespoke_prompt(self, state, step, params):
        from games.euphoria import placing
        seat = step["seat"]
        w = next((w for w in player(state, seat)["workers"] if w["id"] == step["ctx"]["worker"]), None)
        spaces = placing.legal_spaces(state, seat, w) if w and w["at"] is None else []
        options = [Option(f"place:{s.id}", _("Place it on {space}"), {"space": s.id}) for s in spaces]
        options.append(Option("pass", _("Do not use it")))
        return Prompt("euphoria.place_new_worker", seat, self.spec["text"], tuple(options), params)

    def bespoke_choose(self, state, step, option):
        from games.euphoria import placing
        flow = state["flow"]
        value = flow["value"]  # the turn's doubles value stays that of the turn's first die
        events = placing.place(state, step["seat"], step["ctx"]["worker"], option.id.split(":", 1)[1])
        flow["value"] = value
        return used(step["seat"], self.id) + events


class Amanda(Ability):
    """Bumped by another player: give that player a bliss and set the die instead of rolling."""

    def roll_options(self, state, seat, step, options):
        by_other = step.get("why") == "bumped" and step.get("by") not in (None, seat)
        if not by_other or player(state, seat)["goods"]["bliss"] < 1:
            return options
        return options + [Option(f"recruit:{self.id}:{v}", _("{recruit}: pay 1 bliss, set it to {value}"),
                                 {"recruit": name(self.id), "value": v}) for v in range(1, 7)]

    def use_roll_option(self, state, step, option):
        seat = step["seat"]
        value = int(option.id.split(":")[2])
        events = [event("recruit_used", seat=seat, recruit=self.id, value=value)]
        events += economy.lose(state, seat, "bliss", 1) + economy.gain(state, step["by"], "bliss", 1)
        return events, {wid: value for wid in step["workers"]}


class Steven(Ability):
    def after_worker_lost(self, state, seat, why):
        if why != "knowledge":
            return []
        return used(seat, self.id) + self.apply(state, seat, self.effect, {})


class Ben(Ability):
    """Another player's roll leaves two of their available dice equal."""

    def after_any_roll(self, state, seat, roller, values, why):
        if roller == seat or not values:
            return []
        counts = Counter(w["value"] for w in available(state, roller))
        if not any(counts[v] >= 2 for v in values):
            return []
        return self.offer(state, seat, {})


register(Chase, "chase_the_miner")
register(Amanda, "amanda_the_broker")
register(Steven, "steven_the_scholar")
register(Ben, "ben_the_ludologist")


# --------------------------------------------------------------------------- tracks and markets


class Curtis(Ability):
    def after_morale(self, state, seat, delta):
        return used(seat, self.id) + tracks.knowledge(state, seat, delta) if delta < 0 else []


class Nick(Ability):
    def after_knowledge(self, state, seat, delta):
        return used(seat, self.id) + tracks.morale(state, seat, delta) if delta > 0 else []


class Ray(Ability):
    def after_market_built(self, state, seat, slot, builders):
        eff = self.effect["if_builder"] if seat in builders else self.effect["else"]
        return used(seat, self.id) + self.apply(state, seat, {"gain": eff}, {})


register(Curtis, "curtis_the_propagandist")
register(Nick, "nick_the_understudy")
register(Ray, "ray_the_foreman")


# --------------------------------------------------------------------------- artifact draws


class DrawModifier(Ability):
    """Geek, Jonathan the Gambler: once per turn, after a draw; not combined (L409-L411)."""

    def after_draw(self, state, seat, count):
        if used_this_turn(state, seat, "draw_modifier") or not hand(state, seat):
            return []
        return self.offer(state, seat, {})

    def auto(self, state, step):
        """Both modifiers may be offered for one draw; once one is used the other is dropped."""
        if step["key"] == "offer" and used_this_turn(state, step["seat"], "draw_modifier"):
            return []
        return super().auto(state, step)

    def use(self, state, seat, ctx):
        mark_used(state, seat, "draw_modifier")
        return super().use(state, seat, ctx)


class Geek(DrawModifier):
    pass


class Gambler(DrawModifier):
    """Draw 2 more; of the last card drawn and these 2, keep only types seen at least twice."""

    def apply(self, state, seat, eff, ctx):
        mine = hand(state, seat)
        last = mine[-1]
        before = list(mine)
        events = economy.draw(state, seat, eff["draw"])
        new = list((Counter(hand(state, seat)) - Counter(before)).elements())
        trio = Counter([last] + new)
        lose = [c for c in [last] + new if trio[c] < 2]
        kept = [c for c in [last] + new if trio[c] >= 2]
        if lose:
            events += economy.discard(state, seat, lose, why=self.id)
        return events + [event("gamble", seat=seat, kept=len(kept))]


register(Geek, "geek_the_oracle")
register(Gambler, "jonathan_the_gambler")


def missing() -> list[str]:
    """Recruits of the data without an ability (a test keeps this empty)."""
    return sorted(set(RECORDS) - set(ABILITIES))
