"""Which company an automaton builds, staffs or sells: the Building Company, Sell Company and
staffing criteria cards of the Capitalist and Middle Class automata, through the narrowing rule."""
from __future__ import annotations

from dataclasses import dataclass

from games.hegemony import mainboard, economy, workers
from games.hegemony.components import COMPANIES
from .narrowing import Best, Keep, Prefer, pick

INDUSTRY_OF_SERVICE = {"health": "health", "education": "education"}


def _card(card_id: str) -> dict:
    return COMPANIES[card_id.split("#")[0]]


def _pools(state: dict, role: str) -> list[list[dict]]:
    classes = ["working"] if role == "middle" else ["middle", "working"]
    return [state["classes"][c]["unemployed"] for c in classes if c in state["classes"]]


def can_staff(state: dict, role: str, card_id: str) -> bool:
    """Unemployed Workers of one class could fill all its slots (Middle Class companies: the
    Working Class employee slot)."""
    card = _card(card_id)
    slots = card["employee"] if role == "middle" else card["workers"]
    return bool(slots) and any(workers.fill_plan(list(slots), pool) is not None for pool in _pools(state, role))


def operational_in(state: dict, role: str, industry: str) -> int:
    return sum(1 for e in state["private_sector"][role]
               if _card(e["id"])["industry"] == industry and mainboard.is_operational(e))


def completes_union(state: dict, role: str, card_id: str) -> bool:
    """Staffing it with Working Class Workers would bring them to the Trade Union minimum in its
    industry (from below)."""
    card = _card(card_id)
    slots = card["employee"] if role == "middle" else card["workers"]
    wc = state["classes"]["working"]["unemployed"]
    if not slots or workers.fill_plan(list(slots), wc) is None:
        return False
    now = workers.workers_in_industry(state, "working", card["industry"])
    return now < workers.UNION_MINIMUM <= now + len(slots)


def service_producing(state: dict, industry: str) -> bool:
    return any(_card(e["id"])["industry"] == industry and e.get("face_up", True) and mainboard.is_operational(e)
               for e in state["public_sector"])


@dataclass(frozen=True)
class Services:
    """"Healthcare / Education (whichever corresponding Public Service is not being produced,
    whichever is more expensive (or cheaper), or at random between the two)"."""
    name: str
    industry: object
    state: dict
    expensive: bool = True

    def narrow(self, options: list) -> list:
        found = [o for o in options if self.industry(o) in ("health", "education")]
        kinds = {self.industry(o) for o in found}
        if len(kinds) < 2:
            return found
        idle = [k for k in kinds if not service_producing(self.state, k)]
        if len(idle) == 1:
            return [o for o in found if self.industry(o) == idle[0]]
        price = {k: economy.public_service_price(self.state, k) for k in kinds}
        if price["health"] != price["education"]:
            want = (max if self.expensive else min)(kinds, key=lambda k: price[k])
            return [o for o in found if self.industry(o) == want]
        return found


def build_choices(state: dict, role: str, candidates: list[str], simple: bool) -> list[str]:
    """The companies an automaton may build, before narrowing: the Action Criteria card (simple
    mode: it must become operational) and the NOTE of the Building Company Criteria card."""
    found = []
    for cid in candidates:
        card = _card(cid)
        industry = card["industry"]
        if role == "capitalist":
            operational = card["automated"] or can_staff(state, role, cid)
            if simple and not operational:
                continue
            idle_same = any(_card(e["id"])["industry"] == industry and not mainboard.is_operational(e)
                            for e in state["private_sector"][role])
            if not operational and idle_same:
                continue
        else:
            if sum(1 for e in state["private_sector"][role] if _card(e["id"])["industry"] == industry) >= 2:
                continue
        found.append(cid)
    return found


def build_bullets(state: dict, role: str) -> list:
    industry = lambda cid: _card(cid)["industry"]  # noqa: E731
    fewest = Best("industry with the fewest operational companies",
                  lambda cid: operational_in(state, role, industry(cid)), highest=False)
    production = Best("highest production", lambda cid: _card(cid)["production"])
    if role == "capitalist":
        return [Keep("unemployed workers available to make it operational",
                     lambda cid: not _card(cid)["automated"] and can_staff(state, role, cid)),
                Keep("automated", lambda cid: _card(cid)["automated"]),
                fewest,
                Keep("does not fulfil the requirements for a trade union",
                     lambda cid: not completes_union(state, role, cid)),
                Prefer("agricultural, luxury, media", industry, ("food", "luxury", "media")),
                Services("healthcare / education", industry, state),
                production]
    return [Keep("unemployed Working Class worker available to fill its slot",
                 lambda cid: can_staff(state, role, cid)),
            Keep("requires Middle Class workers only", lambda cid: not _card(cid)["employee"]),
            fewest,
            Services("healthcare / education", industry, state),
            Prefer("agricultural, luxury, media", industry, ("food", "luxury", "media")),
            production]


def choose_build(state: dict, role: str, candidates: list[str], simple: bool, rng: dict | None,
                 trace: list | None = None) -> str | None:
    return pick(build_choices(state, role, candidates, simple), build_bullets(state, role), rng, trace)


def staff_class(state: dict, role: str, classes: list[str]) -> str | None:
    """Who fills a new Capitalist company (NOTE of its Building Company Criteria card): Middle
    Class Workers, unless there is a Demonstration; the Middle Class automaton takes a Working
    Class employee whenever one fits (its clarification 10c)."""
    if not classes:
        return None
    if role == "capitalist" and "middle" in classes and "working" in classes:
        return "working" if state.get("demonstration") else "middle"
    return classes[0]


def sell_bullets(state: dict, role: str) -> list:
    def matching(entry_id):
        card = _card(entry_id)
        return sum(1 for pool in _pools(state, role) for w in pool if w["skill"] in card["workers"])
    return [Best("highest cost", lambda cid: _card(cid)["cost"]),
            Keep("operational with Working Class workers, trade union requirements met",
                 lambda cid: completes_union(state, role, cid)),
            Best("fewest matching unemployed workers", matching, highest=False)]


def choose_sale(state: dict, role: str, candidates: list[str], rng: dict | None, trace=None) -> str | None:
    """Never an operational company (NOTE of the Sell Company Criteria card)."""
    entries = {e["id"]: e for e in state["private_sector"][role]}
    idle = [c for c in candidates if c in entries and not mainboard.is_operational(entries[c])]
    return pick(idle, sell_bullets(state, role), rng, trace)
