"""Hegemony: Lead Your Class to Victory on the engine protocol: the base game at 2 to 4 players
(Working, Capitalist and Middle Class; the State run by the rules at 2-3 and played at 4), every
action card played for its effect, and the Crisis & Control modules and class automata as table
options. What is left out is listed in data/README.md."""
from __future__ import annotations

from games.engine import Game, OptionSpec, Phrase, Result, _, distinct
from games.hegemony import actions, mainboard, crisis, determinize, effects, flow, government, rounds  # noqa: F401  (registers the steps)
from games.hegemony import events as _event_steps  # noqa: F401  (its steps; `events` is a log list below)
from games.hegemony.automa import chooser
from games.hegemony.automa import options as automa_options
from games.hegemony.automa import steps as automa_steps  # (it registers the automaton's steps too)
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import HIDDEN_AGENDAS, ROLES_BY_PLAYERS
from games.hegemony.names import company_name
from games.hegemony.opening import CRISIS_CARDS, initial_state
from games.registry import register

effects.load()  # every class's card effects and their steps

ROLE_LABELS = {"working": _("Working Class"), "middle": _("Middle Class"), "capitalist": _("Capitalist Class"),
               "state": _("State")}
END_REASON = _("after the fifth round")  # why every game ends: the Result's reason, in words
RESOURCE_NAMES = {"food": _("Food"), "luxury": _("Luxury"), "health": _("Health"), "education": _("Education"),
                  "influence": _("Influence")}
SOURCE_NAMES = {**ROLE_LABELS, "foreign": _("the Foreign Market"), "state": _("the State")}
SKILL_NAMES = {"F": _("Agriculture"), "L": _("Luxury"), "H": _("Healthcare"), "E": _("Education"), "M": _("Media")}
INDUSTRY_NAMES = {"food": SKILL_NAMES["F"], "luxury": SKILL_NAMES["L"], "health": SKILL_NAMES["H"],
                  "education": SKILL_NAMES["E"], "media": SKILL_NAMES["M"]}


@register
class Hegemony(Game):
    id = "hegemony"
    name = _("Hegemony: Lead Your Class to Victory")
    min_seats = 2
    max_seats = 4
    AUTO_FORCED = True
    OPTIONS = (OptionSpec(CRISIS_CARDS, _("Crisis & Control: Action Cards"), False,
                          help=_("Each class's deck gets the expansion's 5 action cards (dots beside the name mark them).")),
               ) + automa_options.SPECS + crisis.SPECS

    def roles(self, n_seats, options):
        return list(ROLES_BY_PLAYERS[n_seats])

    def role_label(self, role):
        return ROLE_LABELS[role]

    def automaton_labels(self, kinds):
        """Each class an automaton plays is "Automa", as the Crisis & Control rules call it."""
        return {i: _("Automa") for i, kind in enumerate(kinds) if kind == "automaton"}

    def seat_kinds(self, role):
        """The Crisis & Control automata play the three classes (there is none for the State)."""
        return ("human", "bot") if role == "state" else ("human", "bot", "automaton")

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        self.check_seats(seats, options)
        state = initial_state(self.id, self.SCHEMA, len(seats), options, seed)
        for seat, role in zip(seats, state["roles"]):
            if seat.get("kind") == "automaton":
                add_automaton(state, role, options["automa_mode"])
        crisis.setup(state, [seat.get("kind", "human") for seat in seats])
        events: list = []
        flow.run(state, events)
        events += crisis.after_play(state, events)
        state["log"].extend(events)
        self.resolve_forced(state)  # it logs what it plays itself
        return state

    def to_act(self, state):
        return flow.pending_seats(state)

    def prompt(self, state, seat):
        if seat not in self.to_act(state):
            return None
        step = flow.top(state)
        handler = flow.DECISIONS[step["step"]]
        return distinct(handler.prompt(state, step, seat) if "seats" in step else handler.prompt(state, step))

    def play(self, state, seat, option):
        return self.advance(state, seat, None, option)[0]

    def advance(self, state, seat, prompt, option):
        step = flow.top(state)
        handler = flow.DECISIONS[step["step"]]
        role = state["roles"][seat]
        if role in state.get("automata", {}):  # cards its answer revealed go under its AI deck
            chooser.after_choice(state, role, self.prompt(state, seat) if prompt is None else prompt, option.id)
        if "seats" in step:
            events = handler.choose(state, step, option, seat)
        else:
            state["flow"]["stack"].pop()
            events = handler.choose(state, step, option)
        flow.run(state, events)
        events = events + crisis.after_play(state, events)
        automa_steps.after_move(state, events)
        return events, None

    def automaton_seats(self, state):
        automata = state.get("automata", {})
        return frozenset(i for i, role in enumerate(state["roles"]) if role in automata)

    def automaton_choice(self, state, seat, prompt=None):
        return chooser.choose(state, state["roles"][seat], self.prompt(state, seat) if prompt is None else prompt)

    def result(self, state):
        end = state.get("end")
        if not end:
            return None
        return Result(tuple(float(s) for s in end["scores"]), tuple(end["winners"]), END_REASON)

    def public_facts(self, state):
        """Derived public facts; the hands of other seats only as counts."""
        facts = {"hand_count": [len(s["hand"]) for s in state["seats"]],
                 "population": {r: mainboard.population(state, r) for r in state["classes"] if r != "state"},
                 "tax_multiplier": mainboard.tax_multiplier(state)}
        if "agendas" in state.get("crisis", {}):  # who holds a secret Hidden Agenda, never which
            facts["agenda_held"] = [bool(s.get("agenda") or s.get("agenda_offer")) for s in state["seats"]]
        return facts

    def board_context(self, view):
        from games.hegemony import board  # it reads this module's names: imported once it is loaded
        return board.board_context(view)

    def progress(self, state):
        from games.hegemony import board  # it reads this module's names: imported once it is loaded
        at = board.status(state)
        if at["turn"]:
            return Phrase(_("Round {round}, turn {turn}"), {"round": at["round"], "turn": at["turn"]})
        return Phrase(_("Round {round}"), {"round": at["round"]})

    def event_text(self, event):
        from games.hegemony import text  # it reads this module's names: imported once it is loaded
        return text.event_text(event)

    def display_params(self, params):
        """Ids in prompt texts as names: cards and companies by their printed (English) titles."""
        shown = dict(params)
        if "card" in shown:
            shown["card"] = effects.card(shown["card"])["name"]
        if "agenda" in shown:
            shown["agenda"] = HIDDEN_AGENDAS[shown["agenda"]]["name"]
        if "company" in shown:
            shown["company"] = company_name(shown["company"])
        for key, names in (("resource", RESOURCE_NAMES), ("other", RESOURCE_NAMES), ("source", SOURCE_NAMES),
                           ("skill", SKILL_NAMES), ("industry", INDUSTRY_NAMES), ("role", ROLE_LABELS),
                           ("first", ROLE_LABELS), ("second", ROLE_LABELS)):
            if key in shown and shown[key] in names:
                shown[key] = names[shown[key]]
        return shown

    def determinize(self, view, seat, rng):
        return determinize.determinize(view, seat, rng)
