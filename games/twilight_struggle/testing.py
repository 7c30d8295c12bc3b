"""Position builders and hooks for tests and for the log replay.

    state = board("turkey us=2; syria ussr=1", defcon=3, pending={"step": "place_influence", ...})
    state = play(state, "ussr", "country:turkey", "country:turkey")
    influence(state, "turkey")  ->  {"us": 2, "ussr": 3}

* `board(spec, ...)`: a game after setup whose influence is exactly `spec` ("country side=n; ..."),
  with the given tracks, hands and pending steps; under the pending steps lies a "wait" step
  (one option, "continue"), so the position stops there once they are done.
* `force_dice(state, *values)`: the next die rolls, consumed before the RNG (state.roll).
* `force_card_in_hand(state, side, card)`: puts a card into a side's hand from wherever it is
  (deck, discard, removed, the other hand; or the box, for a card not in the game yet, such as a
  Mid War card before turn 4) so that a logged play can happen; with `keep_size=True` a card of
  that hand goes back where `card` came from.
* `play(state, side, *option_ids)`: applies choices through the engine (legality included).
"""
from __future__ import annotations

from games.engine import Option, _

from .data import CARDS, CHINA, COUNTRIES, SIDES, seat_of
from .game import TwilightStruggle
from .state import hand
from .steps import Ask, decision

GAME = TwilightStruggle()


@decision("wait")
def _prompt_wait(state, step, side):
    return Ask(_("Continue"), [Option("continue", _("Continue"))], wait=True)  # the test's stop


@_prompt_wait.chooser
def _choose_wait(state, step, option, side):
    state["flow"]["stack"].append(step)


def parse(spec: str) -> dict:
    """ "turkey us=2 ussr=1; syria ussr=1" -> {"turkey": {"us": 2, "ussr": 1}, "syria": {...}} """
    out = {}
    for part in filter(None, (p.strip() for p in spec.split(";"))):
        name, *pairs = part.split()
        if name not in COUNTRIES:
            raise KeyError(f"no country {name!r}")
        entry = out.setdefault(name, {"us": 0, "ussr": 0})
        for pair in pairs:
            side, n = pair.split("=")
            assert side in SIDES, side
            entry[side] = int(n)
    return out


def board(spec: str = "", *, seed: int = 0, options: dict | None = None, defcon: int = 5, vp: int = 0,
          turn: int = 1, round: int = 1, phasing: str | None = None, milops: dict | None = None,
          space: dict | None = None, hands: dict | None = None, effects: dict | None = None,
          china: dict | None = None, pending=None, dice=(), start: bool = False, wait: str = "ussr") -> dict:
    """A position: start=True keeps the printed starting influence and adds `spec` on top."""
    state = GAME.setup([{}, {}], options or {}, seed)
    b = state["board"]
    if not start:
        for entry in b["influence"].values():
            entry["us"] = entry["ussr"] = 0
    for country, entry in parse(spec).items():
        b["influence"][country].update(entry)
    b.update(defcon=defcon, vp=vp, turn=turn, round=round)
    if milops:
        b["milops"].update(milops)
    if space:
        b["space"].update(space)
        for side, box in space.items():
            for k in range(1, box + 1):
                b["space_first"].setdefault(str(k), side)
    if effects:
        b["effects"].update(effects)
    if china:
        b["china"].update(china)
    if hands is not None:
        for side in SIDES:
            if side in hands:
                deck = state["secret"]["deck"]
                deck.extend(hand(state, side))
                hand(state, side).clear()
                for card in hands[side]:
                    force_card_in_hand(state, side, card)
    flow = state["flow"]
    flow["phase"] = "action"
    flow["phasing"] = phasing
    if phasing:
        from .ops import influence_sources
        flow["ar"] = {"side": phasing, "round": round, "sources": {phasing: influence_sources(state, phasing)}}
    flow["stack"] = [{"step": "wait", "side": wait}]
    if pending:
        from .steps import push
        push(state, *(pending if isinstance(pending, list) else [pending]))
    force_dice(state, *dice)
    from .steps import resolve
    resolve(state)
    return state


def force_dice(state: dict, *values: int) -> dict:
    for v in values:
        if not 1 <= v <= 6:
            raise ValueError(f"a die shows 1-6, not {v}")
    state["secret"].setdefault("forced_dice", []).extend(values)
    return state


def force_card_in_hand(state: dict, side: str, card: str, keep_size: bool = False) -> dict:
    if card not in CARDS:
        raise KeyError(f"no card {card!r}")
    mine = hand(state, side)
    if card in mine:
        return state
    other_hand = hand(state, "us" if side == "ussr" else "ussr")
    for place in (state["secret"]["deck"], state["discard"], state["removed"], other_hand):
        if card in place:
            index = place.index(card)
            place.pop(index)
            if keep_size and mine:
                place.insert(index, mine.pop(0))
            mine.append(card)
            return state
    if card == CHINA or card in state["board"]["in_play"] or card in state["flow"].get("headlines", {}).values():
        raise ValueError(f"{card} is not in the deck, the discard pile, the removed cards or a hand")
    mine.append(card)  # from the box: flow.add_era will not add it a second time
    return state


def play(state: dict, side: str, *option_ids: str) -> dict:
    for option_id in option_ids:
        state, _events = GAME.apply(state, seat_of(side), option_id)
    return state


def prompt_ids(state: dict, side: str) -> list[str]:
    p = GAME.prompt(state, seat_of(side))
    return p.ids() if p else []


def influence(state: dict, country: str) -> dict:
    return dict(state["board"]["influence"][country])
