"""Twilight Struggle (Deluxe edition rules) on the engine protocol.

Seat 0 is the USSR, seat 1 the US. The rules live in flow.py (turn sequence, card play),
ops.py (chapter 6), steps.py (the step stack and generic decisions), hooks.py (every rule an
event can change) and events/ (the cards). This module wires them to games.engine.Game.
"""
from __future__ import annotations

from games.engine import Game, OptionSpec, Phrase, Prompt, Result, _, clone, new_rng, shuffle
from games.registry import register

from . import flow, steps, view
from .data import SIDES, other, seat_of, side_of
from .state import emit, end_game, new_board
from .text import END_REASONS_SHORT

OPTIONS = (
    OptionSpec("optional_cards", _("Include the optional cards (#104-110)"), False),
    OptionSpec("bid", _("Extra US starting influence (bid)"), 0, tuple(range(0, 9)),
               _("Placed by the US after its 7 free influence, in countries already holding US influence.")),
    # The digest's uncertainty register (§5.16), each with its recommended default.
    OptionSpec("free_coup_milops", _("Free coups from events earn Military Ops"), False),
    OptionSpec("realign_needs_opponent_influence", _("Realignment needs opponent influence in the target"), True),
    OptionSpec("reach_snapshot", _("Influence reach is fixed at"), "action_round", ("action_round", "operation"),
               _("6.1.1: the countries holding influence at the start of the action round, or at the start "
                 "of the operation (after an opponent's event resolved first)."),
               labels=(_("the start of the action round"), _("the start of the operation"))),
    OptionSpec("headline_order", _("Headline order compares"), "printed", ("printed", "modified"),
               _("Printed Ops or Ops after modifiers such as Containment."),
               labels=(_("printed Ops"), _("modified Ops"))),
    OptionSpec("defcon1_headline", _("DEFCON 1 during the headline: who loses"), "headliner", ("headliner",),
               _("The side whose headline event caused it."),
               labels=(_("the side whose headline caused it"),)),
    OptionSpec("space_modified_ops", _("Ops modifiers count for the space race requirement"), True),
    # The rules forbid holding a scoring card at the end of the turn, not playing another card
    # while one is held (a last-round Five Year Plan may discard it): "loss" is their own words.
    OptionSpec("held_scoring", _("Scoring cards held at the end of the turn"), "loss", ("loss", "enforce"),
               _("loss: a side holding a scoring card at the end of the turn loses, nothing more; "
                 "enforce: besides, a side must play its scoring cards while it has rounds for them."),
               labels=(_("the holder loses"), _("the holder loses, and scoring cards must be played"))),
    OptionSpec("pass_with_china_only", _("A side holding only the China Card may pass"), True),
    OptionSpec("end_turn_order", _("End of turn order"), "scoring_check_first",
               ("scoring_check_first", "milops_first"),
               _("Held scoring card check, Eagle/Bear discard, Military Ops, China Card flip; or Military "
                 "Ops first."),
               labels=(_("held scoring cards first"), _("Military Ops first"))),
    OptionSpec("setup_order", _("Free setup placement order"), "ussr_first", ("ussr_first", "us_first"),
               labels=(_("USSR first"), _("US first"))),
    OptionSpec("eagle_bear_scoring", _("Eagle/Bear Has Landed may discard a scoring card"), False),
    # Card texts as the online edition reads them (events/mid.py); the Deluxe card by default.
    OptionSpec("missile_envy_modified_ops", _("Missile Envy compares modified Ops (online edition)"), False,
               help=_("Off: the highest printed Ops value, as the card says.")),
    OptionSpec("flower_power_blocked_wars", _("Flower Power scores a war card whose event is prevented"), True,
               help=_("On, as the card says: every US war card played for Operations or an Event, "
                      "Arab-Israeli War after Camp David Accords included. Off: the online edition.")),
    OptionSpec("south_african_unrest_split", _("South African Unrest may split its 2 influence (online edition)"),
               False, help=_("Off: 2 influence in a single country adjacent to South Africa, as the card says.")),
    OptionSpec("kitchen_debates_needs_lead", _("Kitchen Debates needs a US battleground lead to be played "
                                               "(online edition)"), False,
               help=_("Off: the event may be played without the lead, scores nothing and the card is "
                      "removed, as the card says.")),
    OptionSpec("our_man_in_tehran_needs_control", _("Our Man in Tehran needs a US-controlled Middle East "
                                                    "country to be played (online edition)"), False,
               help=_("Off: the event may be played without one, does nothing and the card is removed, "
                      "as the card says.")),
)

# The options under which the online edition's game records replay (replay.py).
ONLINE_EDITION = {"missile_envy_modified_ops": True, "flower_power_blocked_wars": False,
                  "south_african_unrest_split": True, "kitchen_debates_needs_lead": True,
                  "our_man_in_tehran_needs_control": True}


@register
class TwilightStruggle(Game):
    id = "twilight-struggle"
    name = _("Twilight Struggle")
    min_seats = 2
    max_seats = 2
    OPTIONS = OPTIONS
    AUTO_FORCED = True  # a one-option prompt ("Done", a scoring card's only "Event") plays itself
    PRIVATE_KEYS = ("flow",)  # the stack may name hidden cards; view.py shows its public part

    def roles(self, n_seats, options):
        return list(SIDES)

    def role_label(self, role):
        return {"ussr": _("USSR"), "us": _("USA")}[role]

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        self.check_seats(seats, options)
        rng = new_rng(seed)
        deck = flow.era_cards("early", options)
        shuffle(rng, deck)
        state = {"game": self.id, "schema": self.SCHEMA, "options": options, "rng": rng,
                 "board": new_board(),
                 "flow": {"phase": "setup", "phasing": None, "stack": [], "ar": None,
                          "headlines": {}, "culprit": None, "fired": [], "modes": {}},
                 "seats": [{"hand": [], "headline": None} for _side in SIDES],
                 "secret": {"deck": deck, "forced_dice": [], "forced_picks": []},
                 "discard": [], "removed": [], "result": None, "log": []}
        from .data import START_INFLUENCE
        for country, infl in START_INFLUENCE.items():
            state["board"]["influence"][country].update(infl)
        emit(state, "started", options=options)
        flow.deal(state)
        flow.setup_steps(state)
        steps.resolve(state)
        self.resolve_forced(state)
        return state

    def to_act(self, state):
        if state.get("result") is not None:
            return []
        step = steps.top(state)
        if step is None:
            return []
        if "sides" in step:
            return sorted(seat_of(s) for s in step["sides"] if steps.ask(state, step, s).options)
        return [seat_of(step["side"])]

    def prompt(self, state, seat):
        if seat not in self.to_act(state):
            return None
        step = steps.top(state)
        return _prompt(step, seat, steps.ask(state, step, side_of(seat)))

    def play(self, state, seat, option):
        return self.advance(state, seat, None, option)[0]

    def advance(self, state, seat, prompt, option):
        log = state["log"]
        start = len(log)
        asked = steps.choose(state, side_of(seat), option)
        new = log[start:]
        del log[start:]
        if asked is None or state.get("result") is not None:
            return new, None
        step = steps.top(state)  # one side owes it (steps.resolve): the prompt is theirs
        return new, _prompt(step, seat_of(step["side"]), asked)

    def forfeit(self, state, seat):
        """The side that forfeits loses at once: the game ends with the other side's win."""
        if state.get("result") is not None:
            return None
        new = {k: (list(v) if k == "log" else clone(v)) for k, v in state.items()}
        end_game(new, other(side_of(seat)), "forfeit", culprit=side_of(seat))
        return new

    def result(self, state):
        res = state.get("result")
        if res is None:
            return None
        winner = res["winner"]
        why = END_REASONS_SHORT.get(res["reason"], res["reason"])  # the reason's words, not its id
        if winner is None:
            return Result((0.5, 0.5), (), why, res.get("params", {}))
        scores = tuple(1.0 if s == winner else 0.0 for s in SIDES)
        return Result(scores, (seat_of(winner),), why, res.get("params", {}))

    def public_facts(self, state):
        return view.public_facts(state)

    def public_view(self, state, view_, seat):
        return view.public_view(state, view_, seat)

    def determinize(self, state_view, seat, rng):
        from .determinize import determinize
        return determinize(state_view, seat, rng)

    def progress(self, state):
        board = state["board"]
        if board.get("round"):
            return Phrase(_("Turn {turn}, action round {round}"), {"turn": board["turn"], "round": board["round"]})
        return Phrase(_("Turn {turn}, headline"), {"turn": board["turn"]})

    def event_text(self, event):
        from . import text  # log lines and names live in text.py
        return text.event_text(event)

    def board_context(self, view_):
        from . import board  # the drawn board's geometry and names
        return board.board_context(view_)

    def display_params(self, params):
        from . import text
        return text.display_params(params)


GAME = TwilightStruggle


def _prompt(step: dict, seat: int, ask: steps.Ask) -> Prompt:
    return Prompt("ts." + step["step"], seat, ask.text, tuple(ask.options), ask.params, ask.wait)
