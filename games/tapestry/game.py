"""Tapestry (base game), 1-5 players, on the engine protocol."""
from __future__ import annotations

from games.engine import Game, OptionSpec, Phrase, Result, SeatPlan, SeatsRefused, _
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
        self.check_seats(seats, options)
        state = turn.initial_state(self.id, self.SCHEMA, len(seats), options, seed)
        automa.prepare(state, seats)
        events = []
        steps.run(state, events, turn.next_turn)
        state["log"].extend(events)
        self.resolve_forced(state)
        return state

    def seat_kinds(self, role):
        return ("human", "bot", "automaton")  # the Automa and the Shadow Empire

    PLAYERS = ("human", "bot")

    def seat_plans(self, options):
        """2-5 players, the solo game (one player, the Automa, the Shadow Empire) and the Shadow
        Empire variant (two players and the Shadow Empire); the automata sit last."""
        plans = [SeatPlan((self.PLAYERS,) * n) for n in range(self.min_seats, self.max_seats + 1)]
        return (*plans, SeatPlan((self.PLAYERS, ("automaton",), ("automaton",)),
                                 _("1 player + Automa + Shadow Empire")),
                SeatPlan((self.PLAYERS, self.PLAYERS, ("automaton",)), _("2 players + Shadow Empire")))

    def check_seats(self, seats, options):
        """Automaton seats, in any order, make 3 seats: the solo game (two of them) or the Shadow
        Empire variant (one)."""
        super().check_seats(seats, options)
        automata = sum(1 for s in seats if s.get("kind", "human") == "automaton")
        if automata and (len(seats) != 3 or automata == 3):
            raise SeatsRefused(_("Tapestry's automata play in 3 seats: 1 player with the Automa and the "
                                 "Shadow Empire, or 2 players with the Shadow Empire."))

    def automaton_labels(self, kinds):
        autos = [i for i, k in enumerate(kinds) if k == "automaton"]
        if len(autos) == 2:  # the solo game: the first plays the Automa (as automa.prepare seats them)
            return {autos[0]: _("Automa"), autos[1]: _("Shadow Empire")}
        return {autos[0]: _("Shadow Empire")} if len(autos) == 1 else {}

    def automaton_seats(self, state):
        a = state.get("automa") or {}
        return frozenset(s for s in (a.get("au"), a.get("se")) if s is not None)

    def automaton_choice(self, state, seat, prompt=None):
        return automa.choice(state, seat, self.prompt(state, seat) if prompt is None else prompt)

    def next_turn(self, state):
        return turn.next_turn(state)

    def result(self, state):
        end = state.get("end")
        if not end:
            return None
        from games.tapestry import text
        return Result(tuple(float(v) for v in end["scores"]), tuple(end["winners"]),
                      text.END_REASONS.get(end["reason"], end["reason"]))

    def progress(self, state):
        """The era the furthest player is in (each player starts era 1 and takes 5 income turns)."""
        era = max((p["era"] for p in state["players"]), default=0)
        return Phrase(_("Era {era}"), {"era": max(era, 1)})

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
