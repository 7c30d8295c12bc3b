"""Tapestry (base game), 1-5 players, on the engine protocol."""
from __future__ import annotations

from games.engine import Game, OptionSpec, Result, _
from games.registry import register
from games.stepstack import StepStackGame
from games.tapestry import (achievements, automa, benefits, capital, civilizations, income, steps,  # noqa: F401
                            tapestry, tapestry_cards, tech, territory, tracks, turn, view)


@register
class Tapestry(StepStackGame, Game):
    id = "tapestry"
    name = _("Tapestry")
    min_seats = 2
    max_seats = 5
    AUTO_FORCED = True
    STEPS = steps.STEPS
    OPTIONS = (
        OptionSpec("civilization_adjustments", _("Official civilization adjustments"), False,
                   help=_("The starting bonuses Stonemaier published after the first printing "
                          "(e.g. The Chosen: 15 VP per opponent). Off: the printed mats.")),
        *automa.OPTIONS,
    )

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise ValueError(f"Tapestry seats {self.min_seats}-{self.max_seats} players here, not {len(seats)}")
        state = turn.initial_state(self.id, self.SCHEMA, len(seats), options, seed)
        automa.prepare(state, seats)
        events = []
        steps.run(state, events, turn.next_turn)
        state["log"].extend(events)
        self.resolve_forced(state)
        return state

    def seat_kinds(self, role):
        return ("human", "bot", "automaton")  # the Automa and the Shadow Empire

    def automaton_labels(self, kinds):
        autos = [i for i, k in enumerate(kinds) if k == "automaton"]
        if len(autos) == 2:  # the solo game: the first plays the Automa (as automa.prepare seats them)
            return {autos[0]: _("Automa"), autos[1]: _("Shadow Empire")}
        return {autos[0]: _("Shadow Empire")} if len(autos) == 1 else {}

    def automaton_seats(self, state):
        a = state.get("automa") or {}
        return frozenset(s for s in (a.get("au"), a.get("se")) if s is not None)

    def automaton_choice(self, state, seat):
        return automa.choice(state, seat, self.prompt(state, seat))

    def next_turn(self, state):
        return turn.next_turn(state)

    def result(self, state):
        end = state.get("end")
        if not end:
            return None
        from games.tapestry import text
        return Result(tuple(float(v) for v in end["scores"]), tuple(end["winners"]),
                      text.END_REASONS.get(end["reason"], end["reason"]))

    def event_text(self, event):
        from games.tapestry import text
        return text.event_text(event)

    def display_params(self, params):
        from games.tapestry import text
        return text.display_params(params)

    def board_context(self, view_):
        from games.tapestry import board
        return board.board_context(view_)

    def determinize(self, view_, seat, rng):
        from games.tapestry import determinize
        return determinize.sample(view_, seat, rng)

    def public_facts(self, state):
        return view.public_facts(state)
