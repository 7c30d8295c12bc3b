"""The bots' turn (rulebook "Bot turn"): the pair draw, advancing the Automa and the Shadow
Empire, and the Automa's benefits ("Benefits": only six kinds, each once per space)."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event, rng_int
from games.tapestry import benefits, data, steps, tech, tracks
from games.tapestry.automa import board, income
from games.tapestry.automa.rules import CARDS, WHY, role_of, seat_of, select_track
from games.tapestry.state import player, position


@steps.decision("automa_turn")
class AutomaTurn:
    """The bots' seat owes its turn; the procedure runs when it is played (the draws happen
    there, so a replay from seed and choices is the same game)."""

    def prompt(self, state, step):
        text = _("The Automa takes its turn") if state["automa"]["au"] is not None else \
            _("The Shadow Empire takes its turn")
        return Prompt("tapestry.automa_turn", step["seat"], text, (Option("go", _("Play the bots' turn")),), wait=True)

    def choose(self, state, step, option):
        return bot_turn(state, step["seat"])


def bot_turn(state, seat: int) -> list:
    a = state["automa"]
    deck = state["secret"]["automa"]["deck"]
    if player(state, seat)["era"] == 0:
        return income.begin(state, seat)
    if not deck:  # the latest pair stays on the table and serves the income turn again
        return [event("automa_deck_empty", seat=seat)] + income.begin(state, seat)
    a["discard"] += a["pair"]
    pair = [deck.pop(), deck.pop()]
    if rng_int(state["rng"], 0, 1):
        pair.reverse()
    a["pair"] = pair
    a["deck_count"] = len(deck)
    events = [event("automa_pair", seat=seat, track_card=pair[0], tiebreaker_card=pair[1])]
    if not deck and CARDS[pair[0]]["income"]:
        return events + income.begin(state, seat)
    steps.push(state, *advance_steps(state, pair[0], pair[1]))
    return events


def advance_steps(state, track_card: int, tiebreaker: int) -> list[dict]:
    """ADVANCE(AU) then ADVANCE(SE) with the pair's indicators."""
    out = []
    for role, key in (("au", "automa"), ("se", "shadow")):
        seat = seat_of(state, role)
        if seat is not None:
            out.append({"step": "automa_advance", "seat": seat, "indicator": CARDS[track_card][key],
                        "card": tiebreaker})
    return out


@steps.automatic("automa_advance")
def _advance(state, step):
    seat, card = step["seat"], step["card"]
    track, valid = select_track(state, seat, step["indicator"], card)
    ev = event("automa_track", seat=seat, bot=role_of(state, seat), indicator=step["indicator"],
               why=WHY[step["indicator"]], valid=valid, track=track, card=card)
    if track is None:
        return [ev]
    steps.push(state, *move(state, seat, track, card, benefit=True))
    return [ev]


def move(state, seat: int, track: str, card: int, benefit: bool) -> list[dict]:
    """An advance through the engine (landmark and achievement checks), then for the Automa the
    benefits of the new space."""
    out = [tracks.advance_step(seat, track, benefit=False, bonus=None)]
    if benefit and role_of(state, seat) == "au":
        out.append({"step": "automa_benefits", "seat": seat, "track": track, "card": card})
    return out


def actions(track: str, pos: int) -> list[list]:
    """The Automa's actions for a track space: each of the six kinds in the table at most once,
    in printed order; every other icon is ignored (an "or" keeps the option in the table)."""
    sp = data.space(track, pos)
    benefit = sp["benefit"] if sp else None
    tokens: list[str] = []
    groups = [benefit] if benefit else []
    while groups:
        b = groups.pop(0)
        for key in ("all", "one_of", "any_order"):
            tokens += b.get(key, [])
        groups += b.get("parts", [])
    out: list[list] = []
    moves: dict[str, list[str]] = {}
    for tok in tokens:
        head, _sep, arg = tok.partition(":")
        act = None
        if head in ("research", "research_nb", "research_nb_maxout"):
            act = ["research", head == "research"]
        elif head == "invent":
            act = ["refresh_tech"]
        elif head in ("conquer", "conquer_both", "conquer_both_if_toppled", "conquer_anywhere"):
            act = ["conquer", head == "conquer_anywhere"]
        elif head in ("explore", "explore_anywhere"):
            act = ["explore", head == "explore_anywhere"]
        elif head == "tapestry":
            act = ["tapestry"]
        elif head in ("advance", "regress"):
            moves.setdefault(head, [])
            if arg not in moves[head]:
                moves[head].append(arg)
            act = ["roll_until", head]
        if act and act not in out:
            out.append(act)
    return [a + [moves[a[1]]] if a[0] == "roll_until" else a for a in out]


@steps.automatic("automa_benefits")
def _benefits(state, step):
    seat, track, card = step["seat"], step["track"], step["card"]
    pos = position(state, seat, track)
    acts = actions(track, pos)
    steps.push(state, *[{"step": "automa_action", "seat": seat, "action": a, "card": card} for a in acts])
    return [event("automa_benefits", seat=seat, track=track, pos=pos, actions=[a[0] for a in acts])] if acts else []


@steps.automatic("automa_action")
def _action(state, step):
    seat, act, card = step["seat"], step["action"], step["card"]
    kind = act[0]
    if kind == "research":
        t = tracks.roll_science(state)
        events = [event("science_die", seat=seat, rolls=[t])]
        if position(state, seat, t) >= data.LAST_SPACE:
            return events + [event("no_advance", seat=seat, track=t)]
        steps.push(state, *move(state, seat, t, card, benefit=act[1]))
        return events
    if kind == "roll_until":
        direction, allowed = act[1], act[2]
        rolls = [tracks.roll_science(state)]
        while rolls[-1] not in allowed:
            rolls.append(tracks.roll_science(state))
        t = rolls[-1]
        events = [event("science_die", seat=seat, rolls=rolls)]
        if direction == "advance":
            if position(state, seat, t) >= data.LAST_SPACE:
                return events + [event("no_advance", seat=seat, track=t)]
            steps.push(state, *move(state, seat, t, card, benefit=True))
            return events
        events += tracks.regress(state, seat, t, benefit=False)
        if position(state, seat, t) >= 1 and events[-1]["kind"] == "regressed":
            steps.push(state, {"step": "automa_benefits", "seat": seat, "track": t, "card": card})
        return events
    if kind == "refresh_tech":
        row = state["board"]["tech_row"]
        old = list(row)
        state["board"]["tech_discard"] += old
        row.clear()
        tech.refill_row(state)
        return [event("automa_refresh_tech", seat=seat, discarded=old, row=list(row))]
    if kind == "conquer":
        return board.conquer(state, seat, act[1], card)
    if kind == "explore":
        return board.explore(state, seat, act[1], card)
    if kind == "tapestry":
        return benefits.draw_tapestry(state, seat)
    raise ValueError(f"unknown Automa action {kind!r}")
