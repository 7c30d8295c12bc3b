"""The Crisis & Control modules for every seat (Crisis & Control rulebook; digest §10, §11):
Hidden Agendas (agendas.py), Crisis Plans and bonds (plans.py), Alternative Events (events.py).

Each module is a table option, off by default: the expansion calls them modules to add at will
and the digest recommends none over the base game. The engine calls in through small hooks:
`setup` after the opening, `after_play` after every move (trackers and Anytime checks),
`at_scoring`, `at_game_end`, `imf_intervention` in the Check IMF step, `before_production` and
`before_elections` (the automata's strike wages and round-5 reshuffle, automa/modules.py).
"""
from __future__ import annotations

from games.engine import OptionSpec, _

DEFAULTS = {"hidden_agendas": False, "crisis_plans": False, "alternative_events": False}

SPECS = (
    OptionSpec("hidden_agendas", _("Crisis & Control: Hidden Agendas"), False,
               help=_("Each player keeps one secret goal of two drawn; automata play all five face up.")),
    OptionSpec("crisis_plans", _("Crisis & Control: Crisis Plans"), False,
               help=_("An IMF Intervention follows the revealed Crisis Response card instead of the Politics table.")),
    OptionSpec("alternative_events", _("Crisis & Control: Alternative Events"), False,
               help=_("4 players only: the State's events are the Alternative Events, kept for an advantage or "
                      "discarded for 1 VP.")),
)


def log(kind: str, **facts) -> dict:
    return {"kind": kind, "audience": "all", **facts}


def enabled(state: dict, name: str) -> bool:
    if name not in DEFAULTS:
        raise KeyError(f"unknown Crisis & Control module {name!r}")
    return bool(state.get("options", {}).get(name, DEFAULTS[name]))


def setup(state: dict, kinds: list[str]) -> None:
    """After the opening and the automata: each enabled module's components."""
    state["crisis"] = {}
    if enabled(state, "hidden_agendas"):
        agendas.setup(state, kinds)
    if enabled(state, "crisis_plans"):
        plans.setup(state)
    if enabled(state, "alternative_events") and "state" in state["roles"]:
        alternative.setup(state)


def after_play(state: dict, events: list[dict]) -> list[dict]:
    """After every move: an advantage that follows what was done (a company built), the trackers
    some agendas need, then every agenda whose time has come."""
    found = []
    if "events" in state.get("crisis", {}):
        found += alternative.after_play(state, events)
    if "agendas" in state.get("crisis", {}):
        found += agendas.after_play(state, events)
    return found


def phase_starts(state: dict, phase: str) -> list[dict]:
    """The start of a phase: kept Alternative Events whose advantage activates then."""
    return alternative.phase_starts(state, phase) if "events" in state.get("crisis", {}) else []


def after_taxes(state: dict, taxes: list[dict]) -> list[dict]:
    return alternative.after_taxes(state, taxes) if "events" in state.get("crisis", {}) else []


def before_production(state: dict) -> list[dict]:
    """The end of the Action Phase: bonds due this round are repaid; then the Production Phase's
    advantages."""
    return plans.repay_bonds(state) + phase_starts(state, "Production Phase")


def at_scoring(state: dict) -> list[dict]:
    return agendas.check(state, "Scoring Phase") if "agendas" in state.get("crisis", {}) else []


def at_game_end(state: dict) -> list[dict]:
    """Before the final scores: Game End agendas checked, the automata's best face-down card."""
    return agendas.game_end(state) if "agendas" in state.get("crisis", {}) else []


from . import agendas, plans  # noqa: E402  (registers their steps; they read `log`)
from . import events as alternative  # noqa: E402
