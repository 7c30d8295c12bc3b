"""A tiny two-to-four seat game that lives only in tests: race to 10.

Each turn the seat to act adds 1, 2 or 3 to its own counter; a hidden "secret" number per
seat (seats[i]["secret"]) is shown only to its owner, and a face-down "deck" drawn with the
state's RNG lets tests check that hidden information never leaks. First to 10 wins.
"tiny-quiet" is the same race whose steps draw and roll nothing: each may be taken back.
"""
from games.engine import ALL, Game, OptionSpec, Prompt, Option, Result, _, audience_only, audience_except, event, new_rng, rng_int, shuffle
from games.registry import register


@register
class TinyGame(Game):
    id = "tiny"
    test_only = True  # never listed in the lobby
    name = _("Tiny race")
    min_seats = 2
    max_seats = 4
    OPTIONS = (OptionSpec("target", _("Points to win"), 10, (5, 10, 20)),)

    def setup(self, seats, options, seed):
        options = self.resolve_options(options)
        self.check_seats(seats, options)
        rng = new_rng(seed)
        deck = list(range(100, 130))
        shuffle(rng, deck)
        state = {"game": self.id, "schema": self.SCHEMA, "options": options, "rng": rng,
                 "seats": [{"secret": deck.pop()} for _seat in seats],
                 "secret": {"deck": deck}, "log": [],
                 "scores": [0] * len(seats), "turn": 0}
        state["log"].append(event("started", ALL, seats=len(seats)))
        return state

    def to_act(self, state):
        if self.result(state):
            return []
        return [state["turn"] % len(state["scores"])]

    def prompt(self, state, seat):
        if seat not in self.to_act(state):
            return None
        return Prompt("tiny.choose_step", seat, _("Add to your score"),
                      tuple(Option(f"add:{n}", _("Add {n}"), {"n": n}) for n in (1, 2, 3)))

    def play(self, state, seat, option):
        n = option.params["n"]
        state["scores"][seat] += n
        state["turn"] += 1
        card = state["secret"]["deck"].pop() if state["secret"]["deck"] else None
        if card is not None:
            state["seats"][seat]["secret"] = card
        roll = rng_int(state["rng"], 1, 6)
        return [event("added", ALL, seat=seat, n=n, roll=roll),
                event("drew", audience_only(seat), seat=seat, card=card),
                event("drew", audience_except(seat), seat=seat, count=1)]

    def forfeit(self, state, seat):
        """Two seats: the other wins. More: the race goes on without the seat's person."""
        if len(state["scores"]) != 2 or self.result(state):
            return None
        return {**state, "forfeit": seat}

    def result(self, state):
        if "forfeit" in state:
            winner = 1 - state["forfeit"]
            return Result(tuple(float(i == winner) for i in range(2)), (winner,), "forfeit")
        target = state["options"]["target"]
        for seat, score in enumerate(state["scores"]):
            if score >= target:
                return Result(tuple(state["scores"]), (seat,), "target")
        return None


@register
class QuietTinyGame(TinyGame):
    id = "tiny-quiet"
    name = _("Quiet tiny race")

    def play(self, state, seat, option):
        n = option.params["n"]
        state["scores"][seat] += n
        state["turn"] += 1
        return [event("added", ALL, seat=seat, n=n)]


@register
class FaultyTinyGame(TinyGame):
    """The tiny race with slips in its code (a KeyError, as a bug in any game's code might): its
    seat check slips at the target of 5 and its setup at 20, so tests see what a person is told
    of the unforeseen when a table is created and when it starts."""
    id = "tiny-faulty"
    name = _("Faulty tiny race")

    def check_seats(self, seats, options):
        if self.resolve_options(options)["target"] == 5:
            raise KeyError("a slip in the seat check")
        super().check_seats(seats, options)

    def setup(self, seats, options, seed):
        if self.resolve_options(options)["target"] == 20:
            raise KeyError("a slip in the setup")
        return super().setup(seats, options, seed)


@register
class SampledTinyGame(TinyGame):
    """The race, with what a seat cannot see sampled for a search bot (`determinize`): the
    search bot plays it and the post-game analysis (bots/analysis.py) runs on it."""

    id = "tiny-sampled"
    name = _("Sampled tiny race")

    def determinize(self, view, seat, rng):
        mine = view["me"]["secret"]
        unseen = [card for card in range(100, 130) if card != mine]
        shuffle(rng, unseen)
        seats = [{"secret": mine} if i == seat else {"secret": unseen.pop()} for i in range(len(view["scores"]))]
        left = max(0, 30 - len(seats) - view["turn"])
        return {"game": self.id, "schema": self.SCHEMA, "options": dict(view["options"]),
                "rng": new_rng(rng_int(rng, 0, 2 ** 62)), "seats": seats, "secret": {"deck": unseen[:left]},
                "log": list(view["log"]), "scores": list(view["scores"]), "turn": view["turn"]}
