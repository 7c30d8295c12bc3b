"""Nucleum (base game, first layer), 1-4 players, on the engine protocol."""
from __future__ import annotations

from games.engine import Game, IllegalMove, OptionSpec, _
from games.nucleum import (actions, auction, build, determinize, energize, parliament, recharge, scoring,  # noqa: F401
                           setup, steps, text, turn, view)
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
    )
    incomplete = _(
        "Only the base game's foundation plays: its three turns, the offer, the five main actions "
        "and the Subsidies, networks, Recharge with milestones, Nucleum tokens and Royal Appraisal "
        "Days, the end conditions and final scoring, with Experiments A-F (E plays with the "
        "parliament only), the parliament expansion (parties, Politicking, programs, its contracts "
        "and Royal Appraisal Days) and the experiment auction. No bot knows the game beyond random "
        "play, there is no drawn board, and the base components are provisional.")

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
