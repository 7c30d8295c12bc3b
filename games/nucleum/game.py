"""Nucleum (base game, first layer), 1-4 players or 1 against Baron von Automat, on the engine protocol."""
from __future__ import annotations

from games.engine import Game, IllegalMove, OptionSpec, SeatPlan, _, event
from games.nucleum import (actions, auction, baron, board, build, determinize, energize, parliament,  # noqa: F401
                           recharge, scoring, setup, steps, text, turn, view)
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
        OptionSpec("expansion", _("Expansion"), "none", ("none", "parliament"),
                   _("Pokrok nezastavíš: the parliament with its parties, Politicking and programs."),
                   labels=(_("none"), _("the parliament (Pokrok nezastavíš)"))),
        # open questions of the expansion's rules digest (§1.4), each with its reading as default
        OptionSpec("politicking_tiles", _("The 12 Politicking tiles join the draw stack"), "random",
                   ("random", "always"),
                   _("A-15, with the parliament: drawn like the other undotted tiles, or all of them in every game."),
                   labels=(_("drawn like undotted tiles"), _("all in every game"))),
        OptionSpec("neutral_leader", _("Against a neutral leader a player needs more politicians than"), "bloc",
                   ("bloc", "figure"),
                   _("A-7, with the parliament: all the neutral figures in that party, or the one in the leader slot."),
                   labels=(_("all the neutrals there"), _("the neutral leader alone"))),
        OptionSpec("empty_slot", _("An empty leader slot goes to"), "placer", ("placer", "most"),
                   _("A-10, with the parliament: the politician just placed, or only a player with the most politicians there."),
                   labels=(_("the politician just placed"), _("only a player with the most there"))),
        OptionSpec("tied_leader", _("After a Royal Appraisal Day, a leader outside a tie for the most"), "stays",
                   ("stays", "leaves"),
                   _("A-9, with the parliament: the sitting leader keeps the slot on a tie, or leaves it empty "
                     "when not among the tied."),
                   labels=(_("keeps the slot"), _("leaves the slot empty"))),
        OptionSpec("auction", _("Experiments are chosen in the order of a VP auction"), False,
                   help=_("The expansion's advanced variant: bids are paid in VP at the end of the game.")),
        OptionSpec("turbine_effects", _("The turbine effects of Experiments E and F"), "as_listed",
                   ("as_listed", "swapped"),
                   _("A-13: the rulebook lists the two effects without saying which experiment each is for."),
                   labels=(_("E: a VP income step, F: the rightmost tile free"),
                           _("E: the rightmost tile free, F: a VP income step"))),
        *baron.OPTIONS,
    )
    incomplete = _(
        "Only the base game's foundation plays: its three turns, the offer, the five main actions "
        "and the Subsidies, networks, Recharge with milestones, Nucleum tokens and Royal Appraisal "
        "Days, the end conditions and final scoring, with Experiments A-F (E plays with the "
        "parliament only), the parliament expansion (parties, Politicking, programs, its contracts "
        "and Royal Appraisal Days), the experiment auction, and the solo game against Baron von "
        "Automat as a house automaton (his printed rules are not published). The base components "
        "are provisional.")

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

    def notice(self):
        return text.TEXTS["provisional_components"] if comps().provisional else ""

    def board_context(self, view_):
        return board.board_context(view_)

    def public_facts(self, state):
        return view.public_facts(state)
