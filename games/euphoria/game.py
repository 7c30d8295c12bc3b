"""Euphoria: Build a Better Dystopia, 2-6 players, on the engine protocol."""
from __future__ import annotations

import importlib

from games.engine import Game, OptionSpec, Phrase, Result, _
from games.euphoria import (construction, dilemma, economy, effects, opening, placing,  # noqa: F401
                            production, stars, steps, trading, turn, view, workers)
from games.registry import register

# recruits.py and markets.py fill hooks.ABILITIES and hooks.PENALTIES; the game runs (and a test
# lists every recruit and market without an implementation) while either is still missing.
for _module in ("recruits", "markets"):
    try:
        importlib.import_module(f"games.euphoria.{_module}")
    except ModuleNotFoundError as error:
        if error.name != f"games.euphoria.{_module}":
            raise


@register
class Euphoria(Game):
    id = "euphoria"
    name = _("Euphoria: Build a Better Dystopia")
    min_seats = 2
    max_seats = 6
    AUTO_FORCED = True  # a one-option prompt (a bumped die's "Roll") plays itself, even off-turn
    OPTIONS = (
        OptionSpec("recruit_draft", _("Variant: recruit draft"), False,
                   help=_("Draft 4 recruits, passing to the left, then keep 2 (a variant of the rulebook).")),
        OptionSpec("market_selection", _("Variant: market selection"), False,
                   help=_("Each player keeps 1 of 2 market tiles for the board (a variant of the rulebook).")),
        OptionSpec("track_selection", _("Variant: morale and knowledge selection"), False,
                   help=_("In turn order, players place their morale and knowledge tokens on free spaces (a variant of the rulebook).")),
        OptionSpec("trading", _("Trading between players"), True,
                   help=_("Offers of goods and artifact cards on one's own turn.")),
        OptionSpec("icarite_bonus_when_full", _("Icarite tier-2 card even when the Icarus territory is full"), False,
                   help=_("The rulebook leaves this open; by default the card comes only when a star is placed.")),
        OptionSpec("turn_limit", _("Turn limit (off by default)"), None, (None, 200, 400, 1000),
                   help=_("Ends the game after this many turns: the most stars win, then the rulebook's tie-breaks.")),
    )

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        self.check_seats(seats, options)
        state = opening.initial_state(self.id, self.SCHEMA, len(seats), options, seed)
        events = []
        steps.run(state, events, turn.begin_turn, stars.check_end)
        state["log"].extend(events)
        self.resolve_forced(state)
        return state

    def hidden_parts(self, state, seat):
        # A trade the mover is still composing (seats[i]["trade"], trading.py) is its own draft,
        # shown to nobody until proposed (which writes the partner's entry): each step of it may
        # be taken back.
        own = {k: v for k, v in state["seats"][seat].items() if not (k == "trade" and "by" not in v)}
        return {"secret": state.get("secret"), "seats": [own if i == seat else entry
                                                         for i, entry in enumerate(state["seats"])]}

    def to_act(self, state):
        return steps.pending_seats(state)

    def prompt(self, state, seat):
        if seat not in self.to_act(state):
            return None
        step = steps.top(state)
        handler = steps.DECISIONS[step["step"]]
        if "seats" in step:
            return handler.prompt(state, step, seat)
        return handler.prompt(state, step)

    def play(self, state, seat, option):
        step = steps.top(state)
        handler = steps.DECISIONS[step["step"]]
        if "seats" in step:
            events = handler.choose(state, step, option, seat)
        else:
            state["flow"]["stack"].pop()
            events = handler.choose(state, step, option)
        steps.run(state, events, turn.begin_turn, stars.check_end)
        return events

    def result(self, state):
        end = state.get("end")
        if not end:
            return None
        scores = tuple(float(p["stars"]) for p in state["players"])
        return Result(scores, tuple(end["winners"]), end["reason"], {"tied": end["tied"], "rolls": end["rolls"]})

    def public_facts(self, state):
        return view.public_facts(state)

    def public_view(self, state, view_, seat):
        return view.public_view(state, view_, seat)

    def determinize(self, state_view, seat, rng):
        return self.sampler(state_view, seat)(rng)

    def sampler(self, state_view, seat):
        from games.euphoria.determinize import determinize, unseen
        pools = unseen(state_view, seat)  # the same for every sample of the view

        def sample(rng):
            # A hand that could not pay for a pending choice (a placement made with the real
            # cards) contradicts what the seat saw: draw again.
            for _attempt in range(10):
                state = determinize(state_view, seat, rng, pools)
                if all(self.prompt(state, s).options for s in self.to_act(state)):
                    return state
            return state
        return sample

    def progress(self, state):
        return Phrase(_("Turn {turn}"), {"turn": max(1, state["flow"]["turn"])})

    def event_text(self, event):
        from games.euphoria import text  # log lines and names live in text.py
        return text.event_text(event)

    def display_params(self, params):
        from games.euphoria import text
        return text.display_params(params)

    def board_context(self, view_):
        from games.euphoria import board  # the drawn board's areas and targets
        return board.board_context(view_)

