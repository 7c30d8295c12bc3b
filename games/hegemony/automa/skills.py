"""Which skilled Worker an automaton takes from the supply or trains: the Skilled Worker Criteria
cards of the Working and Middle Class automata (digest §7.3.5, §8.3.8, TC-6)."""
from __future__ import annotations

from games.hegemony import mainboard, workers
from games.hegemony.components import COMPANIES

from .companies import Services
from .narrowing import Best, Keep, Prefer, pick

INDUSTRY = {skill: industry for industry, skill in workers.SKILL_OF_INDUSTRY.items()}


def _open_in(state: dict, skill: str) -> list[dict]:
    return [e for e in workers.open_companies(state, "working") if COMPANIES[e["id"]]["industry"] == INDUSTRY[skill]]


def _slots(state: dict, skill: str) -> int:
    return sum(len(workers.slots_of(e)) for e in workers.open_companies(state, "working") if skill in workers.slots_of(e))


def could_form_union(state: dict, skill: str) -> bool:
    """If assigned (with up to 2 other unemployed workers in the same action: workers go in threes),
    the new worker could sit on the union space: those 2 bring the industry to the minimum."""
    wc = state["classes"]["working"]
    if skill in wc["unions"]:
        return False
    now = workers.workers_in_industry(state, "working", INDUSTRY[skill])
    best = 0
    for entry in _open_in(state, skill):
        slots = workers.slots_of(entry)
        if len(slots) <= 2 and workers.fill_plan(slots, wc["unemployed"]) is not None:
            best = max(best, len(slots))
    return now + best >= workers.UNION_MINIMUM


def meets_union_requirement(state: dict, skill: str) -> bool:
    """If assigned, the industry would reach the minimum (the worker goes into a company there)."""
    now = workers.workers_in_industry(state, "working", INDUSTRY[skill])
    room = max((len(workers.slots_of(e)) for e in _open_in(state, skill)), default=0)
    return now < workers.UNION_MINIMUM <= now + min(room, 3)


def _market_slots(state: dict, skill: str) -> int:
    markets = [c for r in ("capitalist", "middle") if r in state["classes"] for c in state["classes"][r]["market"]]
    return sum(1 for cid in markets for s in COMPANIES[cid]["workers"] + COMPANIES[cid]["employee"] if s == skill)


def working_skill(state: dict, offered: list[str], rng: dict | None, trace: list | None = None) -> str:
    present = {w["skill"] for w in state["classes"]["working"]["unemployed"]}
    # NOTE of the card: a type already unemployed is left out, unless another one forms a union
    left = [s for s in offered if s not in present or could_form_union(state, s)] or offered
    unions = [s for s in left if could_form_union(state, s)]
    if len(unions) > 1:
        return pick(unions, [Best("fewest available slots in companies", lambda s: _slots(state, s), highest=False)],
                    rng, trace)
    bullets = [Keep("if assigned, could form a trade union", lambda s: could_form_union(state, s)),
               Keep("if assigned, would meet the requirements for a trade union",
                    lambda s: meets_union_requirement(state, s)),
               Best("most available slots in companies", lambda s: _slots(state, s) or None),
               Best("most available slots in unbuilt companies in the markets", lambda s: _market_slots(state, s) or None),
               Services("healthcare / education", lambda s: INDUSTRY[s], state),
               Prefer("agricultural, media, luxury", lambda s: INDUSTRY[s], ("food", "media", "luxury"))]
    return pick(left, bullets, rng, trace)


def middle_skill(state: dict, offered: list[str], rng: dict | None, first_bullet: bool = True,
                 trace: list | None = None) -> str:
    """Middle Class: types already unemployed left out; needed by its market (industries with 2
    companies left out; then those it can staff, industries it lacks, the printed order), by
    non-operational Capitalist and Public companies, by the Capitalist market. An effect that
    first gains a worker skips the first bullet (§8.3.8)."""
    mc = state["classes"]["middle"]
    present = {w["skill"] for w in mc["unemployed"]}
    left = [s for s in offered if s not in present] or offered
    own = [COMPANIES[e["id"]]["industry"] for e in state["private_sector"]["middle"]]
    market = [cid for cid in mc["market"] if own.count(COMPANIES[cid]["industry"]) < 2]

    def needed(skill, cards):
        return any(skill in COMPANIES[c]["workers"] for c in cards)
    idle = [e["id"] for e in state["public_sector"] + state["private_sector"]["capitalist"]
            if not mainboard.is_operational(e) and e.get("face_up", True)]
    bullets = []
    if first_bullet:
        bullets += [Keep("needed by companies in your market", lambda s: needed(s, market)),
                    Keep("needed by companies you could make fully operational", lambda s: any(
                        s in COMPANIES[c]["workers"] and workers.fill_plan(
                            [x for x in COMPANIES[c]["workers"] if x != s], mc["unemployed"]) is not None for c in market)),
                    Keep("needed by companies of an industry you have none of",
                         lambda s: any(s in COMPANIES[c]["workers"] and COMPANIES[c]["industry"] not in own for c in market)),
                    Prefer("agricultural, education, healthcare, luxury, media", lambda s: INDUSTRY[s],
                           ("food", "education", "health", "luxury", "media"))]
    bullets += [Keep("needed by non-operational Capitalist and Public companies", lambda s: needed(s, idle)),
                Keep("needed by companies in the Capitalist market", lambda s: needed(s, state["classes"]["capitalist"]["market"]))]
    return pick(left, bullets, rng, trace)
