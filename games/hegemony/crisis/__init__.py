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
        events.setup(state)


def after_play(state: dict, events: list[dict]) -> list[dict]:
    """After every move: the trackers some agendas need, then every agenda whose time has come."""
    if "agendas" not in state.get("crisis", {}):
        return []
    return agendas.after_play(state, events)


def before_production(state: dict) -> list[dict]:
    """The end of the Action Phase: bonds due this round are repaid."""
    return plans.repay_bonds(state)


def at_scoring(state: dict) -> list[dict]:
    return agendas.check(state, "Scoring Phase") if "agendas" in state.get("crisis", {}) else []


def at_game_end(state: dict) -> list[dict]:
    """Before the final scores: Game End agendas checked, the automata's best face-down card."""
    return agendas.game_end(state) if "agendas" in state.get("crisis", {}) else []


from . import agendas, events, plans  # noqa: E402  (registers their steps; they read `enabled`)
