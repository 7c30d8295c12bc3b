"""Nucleum (base game, first layer), 1-4 players, on the engine protocol."""
from __future__ import annotations

from games.engine import Game, IllegalMove, OptionSpec, _
from games.nucleum import actions, build, determinize, energize, recharge, scoring, setup, steps, text, turn, view  # noqa: F401
from games.nucleum.state import comps
from games.registry import register
from games.stepstack import StepStackGame


@register
class Nucleum(StepStackGame, Game):
    id = "nucleum"
    name = _("Nucleum")
    min_seats = 1
    max_seats = 4
    AUTO_FORCED = True
    STEPS = steps.STEPS
    # Open rules questions of the base rules digest (§18), each with its recommended default.
    OPTIONS = (
        OptionSpec("coal_at_nuclear_plants", _("A power plant with a Nucleum also burns coal"), True,
                   help=_("Q-1: coal and uranium add up at a nuclear plant, or it burns uranium only.")),
        OptionSpec("inauguration", _("A completed railway link rewards"), "per_player", ("per_player", "per_tile"),
                   _("Q-4: each player who built on it once, or once for each of their tiles on it."),
                   labels=(_("each builder once"), _("each railway tile"))),
        OptionSpec("nucleum_claim", _("A Nucleum token beside the milestone track goes to"), "tier", ("tier", "any"),
                   _("Q-11: the first marker placed in its tier, or any Recharge while tokens remain."),
                   labels=(_("the first marker in its tier"), _("any Recharge while tokens remain"))),
    )
    incomplete = _(
        "Only the base game's foundation plays: its three turns, the offer, the five main actions "
        "and the Subsidies, networks, Recharge with milestones, Nucleum tokens and Royal Appraisal "
        "Days, the end conditions and final scoring, with Experiments A-D and F. Experiment E, "
        "the parliament expansion and Baron von Automat are missing, there is no drawn board, and "
        "the base components are provisional.")

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise ValueError(f"Nucleum seats {self.min_seats}-{self.max_seats} players, not {len(seats)}")
        state = setup.initial_state(self.id, self.SCHEMA, len(seats), options, seed)
        events = []
        steps.run(state, events, turn.next_turn)
        state["log"].extend(events)
        self.resolve_forced(state)
        return state

    def next_turn(self, state):
        return turn.next_turn(state)

    def play(self, state, seat, option):
        """A game goes on with the component set it was set up with (NUCLEUM_DATA may name
        another since): a move under another set is refused, the state unchanged."""
        if state["components"] != comps().name:
            raise IllegalMove(_("This game was set up with the component set {wanted}, not {found}."),
                              wanted=state["components"], found=comps().name)
        return super().play(state, seat, option)

    def result(self, state):
        return scoring.result(state)

    def event_text(self, event):
        return text.event_text(event)

    def display_params(self, params):
        return text.display_params(params)

    def determinize(self, view_, seat, rng):
        return determinize.sample(view_, seat, rng)

    def public_facts(self, state):
        return view.public_facts(state)
