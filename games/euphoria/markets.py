"""The penalties of the 18 market tiles, one `Effect` per tile (data/markets.json holds their texts).

A penalty binds every player without a star on the built tile (hooks.in_force decides who);
placing a star there later through the region's artifact market lifts it (seed L353).
The "penalty" record of each tile in markets.json names its kind; `KINDS` maps a kind to the
class that carries it out, so a tile whose kind has no class fails at import.
"""
from __future__ import annotations

import json
from pathlib import Path

from games.engine import Option, Prompt, _, event
from games.euphoria import data, economy, tracks
from games.euphoria.hooks import Effect, PENALTIES
from games.euphoria.state import occupants, player

RECORDS = {m["id"]: m for m in json.loads(
    (Path(__file__).parent / "data" / "markets.json").read_text(encoding="utf-8"))["markets"]}

BUMP_KINDS = ("bump", "exclusive", "market")  # spaces whose occupant is bumped


class Penalty(Effect):
    """A market penalty built from its record in markets.json."""

    def __init__(self, market_id: str):
        self.id = market_id
        self.spec = RECORDS[market_id]["penalty"]


class NoNewWorker(Penalty):
    """Laboratory: no new worker while the seat has 2 or 3 (1 -> 2 stays allowed, L378)."""

    def forbids_gain_worker(self, state, seat):
        if len(player(state, seat)["workers"]) in self.spec["while_workers"]:
            return _("The Laboratory of Selective Genetics forbids a new worker while you have 2 or 3.")
        return None


class NoSelfBump(Penalty):
    """Spa: a bump space holding one of your own workers is closed to you (L381)."""

    def forbids_place(self, state, seat, space, worker):
        if space.kind in BUMP_KINDS and any(s == seat for s, _w in occupants(state, space.id)):
            return _("The Spa of Fleeting Pleasure forbids bumping your own worker.")
        return None


class NoArtifactPair(Penalty):
    """Courthouse: an artifact-market payment must be 3 cards, never a pair."""

    def cost(self, state, seat, space, cost):
        changed = []
        for alternative in cost:
            alternative = dict(alternative)
            if alternative.pop("artifact_set", 0):
                alternative["artifact"] = alternative.get("artifact", 0) + 3
            changed.append(alternative)
        return changed


class NoUnstarredMarket(Penalty):
    """Plaza: no worker on a built market's use space unless the seat has a star on that tile."""

    def forbids_place(self, state, seat, space, worker):
        if space.kind == "market" and seat not in state["board"]["markets"][space.slot]["stars"]:
            return _("The Plaza of Immortalized Humility forbids markets without your star.")
        return None


class NoDoubles(Penalty):
    """Fountain: one placement per turn."""

    def forbids_doubles(self, state, seat):
        return _("The Fountain of Wishful Thinking allows one worker per turn.")


class NoSharedConstruction(Penalty):
    """Lounge: no construction site of a market where another player already has a worker."""

    def forbids_place(self, state, seat, space, worker):
        if space.kind != "site":
            return None
        for sid, site in data.SPACES.items():
            if site.kind == "site" and site.slot == space.slot:
                if any(s != seat for s, _w in occupants(state, sid)):
                    return _("The Lounge of Opulent Frugality forbids sharing a construction.")
        return None


class NoRecruitAbilities(Penalty):
    """Academy: recruit abilities are off; nation bonuses are not abilities (L376)."""

    def blocks_abilities(self, state, seat):
        return True


class ExtraMoraleLoss(Penalty):
    """Cafeteria: free retrieval costs one more morale (a row that costs no morale stays so)."""

    def retrieval_rows(self, state, seat, rows):
        out = []
        for row in rows:
            if not row["cost"] and row.get("morale", 0) < 0:
                row = {**row, "morale": row["morale"] - self.spec["n"]}
            out.append(row)
        return out


class NoRegion(Penalty):
    """Apothecary: no worker on any space of Icarus (its area and its four markets)."""

    def forbids_place(self, state, seat, space, worker):
        if space.region == self.spec["region"]:
            return _("The Apothecary of Productive Dreams forbids placing in Icarus.")
        return None


class KnowledgePerStar(Penalty):
    """Theater: every star placed costs a knowledge step."""

    def after_star(self, state, seat, where):
        return tracks.knowledge(state, seat, self.spec["n"])


class NoAllegianceBonus(Penalty):
    """Registry: tier 1 and tier 2 bonuses are withheld."""

    def blocks_tier_bonus(self, state, seat, nation, tier):
        return tier in self.spec["tiers"]


class OneWorkerPerArea(Penalty):
    """Arena: a second own worker on the same commodity area is refused."""

    def forbids_place(self, state, seat, space, worker):
        if space.kind == "area" and any(s == seat for s, _w in occupants(state, space.id)):
            return _("The Arena of Peaceful Conflict allows one of your workers per commodity area.")
        return None


class LoseGoodPerRoll(Penalty):
    """The roll family: each rolled die showing the face costs 1 commodity or resource (L383).

    The owner picks which good; with one kind held it goes at once, with none nothing is lost (R-21).
    """

    def after_roll(self, state, seat, values, why):
        owed = sum(1 for v in values if v == self.spec["face"])
        return self._take(state, seat, owed) if owed else []

    def _take(self, state, seat, owed):
        from games.euphoria import steps
        events = []
        while owed:
            held = [g for g in data.GOODS if player(state, seat)["goods"][g] > 0]
            if len(held) > 1:
                steps.push(state, {"step": "effect", "seat": seat, "effect": "market", "id": self.id,
                                   "owed": owed})
                break
            if held:
                events += economy.lose(state, seat, held[0], 1)
            owed -= 1
        return events

    def prompt(self, state, step):
        held = [g for g in data.GOODS if player(state, step["seat"])["goods"][g] > 0]
        return Prompt(id="euphoria.lose_good", seat=step["seat"],
                      text=_("{market}: lose a commodity or resource ({owed} to lose)"),
                      params={"market": RECORDS[self.id]["name"], "owed": step["owed"]},
                      options=tuple(Option(f"good:{g}", g) for g in held))

    def choose(self, state, step, option):
        good = option.id.split(":", 1)[1]
        events = economy.lose(state, step["seat"], good, 1)
        events.append(event("market_penalty", seat=step["seat"], market=self.id, lost=good))
        return events + self._take(state, step["seat"], step["owed"] - 1)


KINDS = {
    "no_new_worker": NoNewWorker,
    "no_self_bump": NoSelfBump,
    "no_artifact_pair": NoArtifactPair,
    "no_unstarred_market": NoUnstarredMarket,
    "no_doubles": NoDoubles,
    "no_shared_construction": NoSharedConstruction,
    "no_recruit_abilities": NoRecruitAbilities,
    "extra_morale_loss_on_free_retrieval": ExtraMoraleLoss,
    "no_region": NoRegion,
    "knowledge_per_star": KnowledgePerStar,
    "no_allegiance_bonus": NoAllegianceBonus,
    "one_worker_per_area": OneWorkerPerArea,
    "lose_good_per_roll": LoseGoodPerRoll,
}

for _market_id, _record in RECORDS.items():
    PENALTIES[_market_id] = KINDS[_record["penalty"]["kind"]](_market_id)
