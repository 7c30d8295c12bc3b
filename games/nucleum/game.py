"""Nucleum (base game, first layer), 1-4 players or 1 against Baron von Automat, on the engine protocol."""
from __future__ import annotations

from games.engine import Game, IllegalMove, OptionSpec, SeatPlan, _, event
from games.nucleum import actions, baron, build, determinize, energize, recharge, scoring, setup, steps, text, turn, view  # noqa: F401
from games.nucleum.state import baron_seat, comps
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
        *baron.OPTIONS,
    )
    incomplete = _(
        "Only the base game's foundation plays: its three turns, the offer, the five main actions "
        "and the Subsidies, networks, Recharge with milestones, Nucleum tokens and Royal Appraisal "
        "Days, the end conditions and final scoring, with Experiments A-D and F, and the solo game "
        "against Baron von Automat as a house automaton (his printed rules are not published). "
        "Experiment E and the parliament expansion are missing, no bot knows the game beyond "
        "random play, there is no drawn board, and the base components are provisional.")

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        self.check_seats(seats, options)
        state = setup.initial_state(self.id, self.SCHEMA, len(seats), options, seed)
        baron.prepare(state, seats)
        events = []
        steps.run(state, events, turn.next_turn)
        state["log"].extend(events)
        self.resolve_forced(state)
        return state

    def next_turn(self, state):
        return turn.next_turn(state)

    PLAYERS = ("human", "bot")

    def seat_kinds(self, role):
        return (*self.PLAYERS, "automaton")  # Baron von Automat, in the solo game

    def seat_plans(self, options):
        plans = [SeatPlan((self.PLAYERS,) * n) for n in range(self.min_seats, self.max_seats + 1)]
        return (*plans, SeatPlan((self.PLAYERS, ("automaton",)), _("1 player + Baron von Automat")))

    def check_seats(self, seats, options):
        super().check_seats(seats, options)
        baron.check_seats(seats)

    def automaton_labels(self, kinds):
        return {i: _("Baron von Automat") for i, k in enumerate(kinds) if k == "automaton"}

    def automaton_seats(self, state):
        seat = baron_seat(state)
        return frozenset() if seat is None else frozenset({seat})

    def automaton_choice(self, state, seat, prompt=None):
        return baron.answers.answer(state, seat, self.prompt(state, seat) if prompt is None else prompt)[0]

    def advance(self, state, seat, prompt, option):
        """The Baron's choices write their reason into the log (his turn's own events say his)."""
        trace = []
        if seat == baron_seat(state):
            prompt = self.prompt(state, seat) if prompt is None else prompt
            wanted, why = baron.answers.answer(state, seat, prompt)
            if why and wanted == option.id and len(prompt.options) > 1:
                trace.append(event("baron_choice", seat=seat, prompt=prompt.id, choice=option.text,
                                   params=dict(option.params), why=why, card=state["baron"]["card"]))
        events, due = super().advance(state, seat, prompt, option)
        return trace + events, due

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
        return baron.text.event_text(event, text.display_params) or text.event_text(event)

    def display_params(self, params):
        return text.display_params(params)

    def determinize(self, view_, seat, rng):
        return determinize.sample(view_, seat, rng)

    def public_facts(self, state):
        return view.public_facts(state)
