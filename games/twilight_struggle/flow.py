"""The turn sequence: setup, deal, headline, action rounds, card play, end of turn, victory.

Each phase is a chain of automatic steps (steps.py) that push the next one, so the stack never
runs empty before the game ends:

  setup placements -> begin_turn -> headline_phase -> headline (decisions) -> resolve_headlines
  -> headline_event... -> end_headline -> action_rounds(1) -> action_round(ussr), action_round(us)
  -> action_rounds(2) ... -> end_turn -> [Eagle/Bear discard] -> end_turn_2 -> begin_turn ...

A card play: play_card (choose the card) -> card_mode (event / influence / realign / coup /
space) -> [event_order for an opponent's card] -> ops / event / space -> dispose.
"""
from __future__ import annotations

from games.engine import Option, _, shuffle

from . import events, hooks, ops
from .data import CARDS, CHINA, SIDES, other, seat_of
from .state import (add_vp, emit, end_game, expire_effects, hand, improve_defcon, is_over, only)
from .steps import Ask, auto, callback, card_option, decision, push

# --------------------------------------------------------------------------- deck


def era_cards(era: str, options: dict) -> list[str]:
    return [c.id for c in CARDS.values()
            if c.era == era and c.id != CHINA and (options.get("optional_cards") or not c.optional)]


def hand_size(state: dict) -> int:
    return 8 if state["board"]["turn"] <= 3 else 9


def draw(state: dict, side: str) -> str | None:
    deck = state["secret"]["deck"]
    if not deck:
        if not state["discard"]:
            return None
        deck.extend(state["discard"])
        state["discard"].clear()
        shuffle(state["rng"], deck)
        emit(state, "reshuffled", count=len(deck))
    card = deck.pop()
    hand(state, side).append(card)
    return card


def draw_cards(state: dict, side: str, n: int) -> list[str]:
    """Draws n cards into a side's hand (events such as "Ask Not..."); logged privately."""
    drawn = [c for c in (draw(state, side) for _i in range(n)) if c is not None]
    if drawn:
        emit(state, "cards_drawn", only(side), side=side, cards=drawn)
        emit(state, "cards_drawn", {"except": [seat_of(side)]}, side=side, count=len(drawn))
    return drawn


def deck_top(state: dict, n: int) -> list[str]:
    """The next n cards of the draw deck, top first, reshuffling the discard pile in if the deck
    is short (Our Man in Tehran). Only the caller's prompt may show them."""
    deck = state["secret"]["deck"]
    if len(deck) < n and state["discard"]:
        rest = list(state["discard"])
        state["discard"].clear()
        shuffle(state["rng"], rest)
        deck[:0] = rest  # under the remaining cards, which are drawn first
        emit(state, "reshuffled", count=len(rest))
    return list(reversed(deck[-n:]))


def deal(state: dict) -> None:
    """Deals up to the hand size, one card at a time, USSR first (the China Card is not in hands)."""
    target = hand_size(state)
    drawn = {s: [] for s in SIDES}
    while True:
        progress = False
        for side in SIDES:
            if len(hand(state, side)) < target:
                card = draw(state, side)
                if card is not None:
                    drawn[side].append(card)
                    progress = True
        if not progress:
            break
    for side in SIDES:
        if drawn[side]:
            emit(state, "cards_dealt", only(side), side=side, cards=drawn[side])
            emit(state, "cards_dealt", {"except": [seat_of(side)]}, side=side, count=len(drawn[side]))


def cards_in_game(state: dict) -> set[str]:
    seen = set(state["secret"]["deck"]) | set(state["discard"]) | set(state["removed"])
    seen |= set(state["board"]["in_play"]) | set(state["flow"].get("headlines", {}).values())
    for seat in state["seats"]:
        seen |= set(seat["hand"])
        if seat.get("headline"):
            seen.add(seat["headline"])
    return seen


def add_era(state: dict, era: str) -> None:
    """Mid War at turn 4, Late War at turn 8: shuffled into the draw deck (the discard pile
    stays apart). Cards already in the game (a test or a replay put them there) are skipped."""
    deck = state["secret"]["deck"]
    present = cards_in_game(state)
    new = [c for c in era_cards(era, state["options"]) if c not in present]
    deck.extend(new)
    shuffle(state["rng"], deck)
    emit(state, "era_added", era=era, count=len(new))


# --------------------------------------------------------------------------- setup


def setup_steps(state: dict) -> None:
    ussr = {"step": "place_influence", "side": "ussr", "count": 6, "areas": ["eastern_europe"], "why": "setup"}
    us = {"step": "place_influence", "side": "us", "count": 7, "areas": ["western_europe"], "why": "setup"}
    first = [ussr, us] if state["options"].get("setup_order", "ussr_first") == "ussr_first" else [us, ussr]
    push(state, *first, {"step": "call", "fn": "setup_bid"}, {"step": "begin_turn"})


@callback("setup_bid")
def _setup_bid(state, step, choice):
    """The bid (tournament handicap): extra US influence in countries already holding some."""
    bid = state["options"].get("bid", 0)
    if bid:
        countries = [c for c, v in state["board"]["influence"].items() if v["us"] > 0]
        push(state, {"step": "place_influence", "side": "us", "count": bid, "countries": countries, "why": "bid"})


# --------------------------------------------------------------------------- turn start


@auto("begin_turn")
def _begin_turn(state, step):
    board = state["board"]
    turn = board["turn"]
    emit(state, "turn_started", turn=turn)
    if turn > 1:
        improve_defcon(state, 1, why="turn")
    if turn == 4:
        add_era(state, "mid")
    if turn == 8:
        add_era(state, "late")
    deal(state)
    push(state, {"step": "headline_phase"})


# --------------------------------------------------------------------------- headline


@auto("headline_phase")
def _headline_phase(state, step):
    flow = state["flow"]
    flow["phase"], flow["phasing"], flow["headlines"] = "headline", None, {}
    state["board"]["round"] = 0
    holder = next((s for s in SIDES if hooks.space_bonus(state, s, 4)), None)
    if holder:  # 6.4.4: the other side chooses and reveals first
        push(state, {"step": "headline", "sides": [other(holder)], "reveal": True},
             {"step": "headline", "sides": [holder]}, {"step": "resolve_headlines"})
    else:
        push(state, {"step": "headline", "sides": list(SIDES)}, {"step": "resolve_headlines"})


@decision("headline")
def _prompt_headline(state, step, side):
    if side not in step["sides"]:
        return Ask(_("Choose your headline"), [])
    # Any card but the China Card (never in a hand). A headlined card whose event is not
    # implemented yet is logged as `event_unimplemented` (see events.UNIMPLEMENTED).
    return Ask(_("Choose your headline"), [card_option(c) for c in hand(state, side)])


@_prompt_headline.chooser
def _choose_headline(state, step, option, side):
    card = option.params["card"]
    hand(state, side).remove(card)
    emit(state, "headline_chosen", side=side)
    if step.get("reveal"):
        state["flow"]["headlines"][side] = card
        emit(state, "headline_revealed", side=side, card=card)
    else:
        state["seats"][seat_of(side)]["headline"] = card
    rest = [s for s in step["sides"] if s != side]
    if rest:
        push(state, {**step, "sides": rest})


def headline_order(state: dict) -> list[tuple[str, str]]:
    """Higher Ops first, the US first on a tie (5.6); a US Defectors headline goes first."""
    heads = state["flow"]["headlines"]
    modified = state["options"].get("headline_order", "printed") == "modified"

    def key(item):
        side, card = item
        value = hooks.ops_value(state, side, card) if modified else CARDS[card].ops
        defectors = side == "us" and card == "defectors"
        return (not defectors, -value, 0 if side == "us" else 1)
    return sorted(heads.items(), key=key)


@auto("resolve_headlines")
def _resolve_headlines(state, step):
    heads = state["flow"]["headlines"]
    for side in SIDES:
        seat = state["seats"][seat_of(side)]
        if seat.get("headline"):
            heads[side] = seat["headline"]
            seat["headline"] = None
            emit(state, "headline_revealed", side=side, card=heads[side])
    push(state, *[{"step": "headline_event", "side": s, "card": c} for s, c in headline_order(state)],
         {"step": "end_headline"})


def event_side(card: str, player: str) -> str:
    """Whose event a card carries: its owner's, or the player's for neutral and scoring cards."""
    side = CARDS[card].side
    return side if side in SIDES else player


@auto("headline_event")
def _headline_event(state, step):
    side, card = step["side"], step["card"]
    if state["flow"]["headlines"].get(side) != card:
        return  # cancelled (Defectors)
    state["flow"]["culprit"] = side  # DEFCON 1 now: this headliner loses
    hooks.on_card_use(state, side, card, "headline")
    if is_over(state):
        return
    push(state, {"step": "event", "side": event_side(card, side), "card": card},
         {"step": "dispose", "side": side, "card": card, "mode": "headline"})


def cancel_headline(state: dict, side: str) -> None:
    """Defectors: the side's headline does not happen; the card is discarded."""
    card = state["flow"]["headlines"].pop(side, None)
    if card:
        state["discard"].append(card)
        emit(state, "headline_cancelled", side=side, card=card)


@auto("end_headline")
def _end_headline(state, step):
    flow = state["flow"]
    flow["culprit"], flow["headlines"], flow["phase"] = None, {}, "action"
    push(state, {"step": "action_rounds", "round": 1})
    hooks.end_of_round(state)


# --------------------------------------------------------------------------- action rounds


@auto("action_rounds")
def _action_rounds(state, step):
    r = step["round"]
    if r > max(hooks.action_rounds(state, s) for s in SIDES):
        push(state, {"step": "end_turn"})
        return
    push(state, *[{"step": "action_round", "side": s, "round": r} for s in SIDES],
         {"step": "action_rounds", "round": r + 1})


@auto("action_round")
def _action_round(state, step):
    side, r = step["side"], step["round"]
    if r > hooks.action_rounds(state, side):
        return
    flow = state["flow"]
    state["board"]["round"] = r
    flow["phasing"] = side
    flow["ar"] = {"side": side, "round": r, "sources": {side: ops.influence_sources(state, side)}}
    emit(state, "action_round", turn=state["board"]["turn"], round=r, side=side)
    push(state, {"step": "end_action_round", "side": side})
    if hooks.replace_action_round(state, side):
        return
    push(state, {"step": "play_card", "side": side, "round": r})


@auto("end_action_round")
def _end_action_round(state, step):
    expire_effects(state, "round")
    state["flow"]["ar"] = None
    state["flow"]["phasing"] = None
    hooks.end_of_round(state)


def china_playable(state: dict, side: str) -> bool:
    china = state["board"]["china"]
    return china["holder"] == side and china["face_up"]


def rounds_left(state: dict, side: str, r: int) -> int:
    """Action rounds `side` still has this turn, round `r` included (its 8th round counts)."""
    return hooks.action_rounds(state, side) - r + 1


def must_play_scoring(state: dict, side: str, r: int) -> bool:
    """Held-card rule, enforced (option): once a side has no more rounds than scoring cards, it
    plays them. Its own rounds count, an 8th one (space race, North Sea Oil) included."""
    if state["options"].get("held_scoring", "loss") != "enforce":
        return False
    scoring = sum(1 for c in hand(state, side) if CARDS[c].scoring)
    remaining = max(1, rounds_left(state, side, r))
    return scoring >= remaining


def _skipped(state, step):
    emit(state, "round_skipped", side=step["side"])


@decision("play_card", on_empty=_skipped)
def _prompt_play(state, step, side):
    r = step["round"]
    cards = list(hand(state, side))
    if cards and must_play_scoring(state, side, r):
        # Enforced: no pass either, even in an 8th round.
        # How many scoring cards the hand holds is secret: asked even for one.
        return Ask(_("Play a card"), [card_option(c) for c in cards if CARDS[c].scoring], {"round": r}, wait=True)
    options = [card_option(c) for c in cards]
    if china_playable(state, side):
        options.append(card_option(CHINA))
    extra_round = r > hooks.base_action_rounds(state)
    only_china = not cards and options and state["options"].get("pass_with_china_only", True)
    if options and (extra_round or only_china):
        options.append(Option("pass", _("Pass")))
    return Ask(_("Play a card"), options, {"round": r})


@_prompt_play.chooser
def _choose_play(state, step, option, side):
    if option.id == "pass":
        emit(state, "passed", side=side)
        return
    card = option.params["card"]
    if card != CHINA:
        hand(state, side).remove(card)
    play_card(state, side, card, purpose="action")


def play_card(state: dict, side: str, card: str, purpose: str = "action") -> None:
    """A card leaves the hand and is played: `purpose` is "action" (any use), "event" (its
    event only), "ops" (Ops, an opponent's event still fires) or "ops_no_event"."""
    emit(state, "card_played", side=side, card=card, purpose=purpose)
    if purpose == "event":
        hooks.on_card_use(state, side, card, "event")
        push(state, {"step": "event", "side": event_side(card, side), "card": card},
             {"step": "dispose", "side": side, "card": card, "mode": "event"})
        return
    push(state, {"step": "card_mode", "side": side, "card": card, "allow": purpose},
         {"step": "dispose", "side": side, "card": card})


def event_allowed(state: dict, side: str, card: str) -> bool:
    c = CARDS[card]
    return (c.side in (side, "neutral", "scoring") and events.implemented(card)
            and hooks.can_play_event(state, side, card))


def mode_options(state: dict, side: str, card: str, allow: str) -> list[Option]:
    c = CARDS[card]
    options = []
    if allow in ("action", "event") and event_allowed(state, side, card):
        options.append(Option("mode:event", _("Event"), {"mode": "event"}))
    if c.scoring or allow == "event":
        return options
    value = hooks.ops_value(state, side, card)
    bonus = sum(b["n"] for b in hooks.conditional_bonuses(state, side, card))
    options.append(Option("mode:influence", _("Place influence"), {"mode": "influence", "ops": value}))
    if ops.has_realign_target(state, {"side": side, "count": value + bonus}):
        options.append(Option("mode:realign", _("Realignment rolls"), {"mode": "realign", "ops": value}))
    if ops.has_coup_target(state, {"side": side, "ops": value}):
        options.append(Option("mode:coup", _("Coup"), {"mode": "coup", "ops": value}))
    if ops.space_race_allowed(state, side, card):
        options.append(Option("mode:space", _("Space race"), {"mode": "space", "ops": value}))
    return options


@decision("card_mode")
def _prompt_mode(state, step, side):
    return Ask(_("How do you play {card}?"), mode_options(state, side, step["card"], step.get("allow", "action")),
               {"card": step["card"]})


def opponent_event_fires(state: dict, side: str, card: str, allow: str) -> bool:
    return CARDS[card].side == other(side) and allow != "ops_no_event" and hooks.can_play_event(state, other(side), card)


@_prompt_mode.chooser
def _choose_mode(state, step, option, side):
    card, mode = step["card"], option.params["mode"]
    state["flow"].setdefault("modes", {})[card] = mode
    emit(state, "card_mode", side=side, card=card, mode=mode)
    hooks.on_card_use(state, side, card, mode)
    if mode == "event":
        push(state, {"step": "event", "side": event_side(card, side), "card": card})
    elif mode == "space":
        push(state, {"step": "space", "side": side, "card": card})
    elif opponent_event_fires(state, side, card, step.get("allow", "action")):
        push(state, {"step": "event_order", "side": side, "card": card, "mode": mode})
    else:
        push(state, {"step": "ops", "side": side, "card": card, "mode": mode})


@decision("event_order")
def _prompt_order(state, step, side):
    return Ask(_("When does the opponent's event happen?"),
               [Option("order:event_first", _("Event first, then my operations")),
                Option("order:ops_first", _("My operations first, then the event"))], {"card": step["card"]})


@_prompt_order.chooser
def _choose_order(state, step, option, side):
    card = step["card"]
    ev = {"step": "event", "side": other(side), "card": card}
    op = {"step": "ops", "side": side, "card": card, "mode": step["mode"]}
    push(state, *([ev, op] if option.id == "order:event_first" else [op, ev]))


@auto("ops")
def _ops(state, step):
    side, card, mode = step["side"], step["card"], step["mode"]
    value = hooks.ops_value(state, side, card)
    bonuses = hooks.conditional_bonuses(state, side, card)
    emit(state, "operations", side=side, card=card, mode=mode, ops=value)
    if mode == "influence":
        push(state, ops.influence_step(state, side, card, value, bonuses))
    elif mode == "realign":
        push(state, {"step": "realign", "side": side, "card": card, "ops": True,
                     "count": value + sum(b["n"] for b in bonuses), "bonuses": bonuses})
    elif mode == "coup":
        push(state, {"step": "coup", "side": side, "card": card, "ops": value, "bonuses": bonuses})


# --------------------------------------------------------------------------- Ops granted by events

OPS_MODES = ("influence", "realign", "coup", "space")
MODE_TEXT = {"influence": _("Place influence"), "realign": _("Realignment rolls"), "coup": _("Coup"),
             "space": _("Space race")}
_SCOPE_KEYS = ("areas", "countries", "free", "milops", "defcon_limits")


def _operations_steps(state: dict, step: dict) -> dict:
    side, n = step["side"], step["ops"]
    scope = {k: step[k] for k in _SCOPE_KEYS if k in step}
    return {
        "influence": {**ops.influence_step(state, side, None, n, []), **scope},
        "realign": {"step": "realign", "side": side, "count": n, **scope},
        "coup": {"step": "coup", "side": side, "ops": n, **scope},
    }


@decision("operations")
def _prompt_operations(state, step, side):
    side, n = step["side"], step["ops"]
    built = _operations_steps(state, step)
    options = []
    for mode in step.get("modes", OPS_MODES):
        if mode == "space":
            ok = ops.space_race_allowed(state, side, None, ops=n)
        elif mode == "influence":
            ok = bool(ops.influence_options(state, built["influence"]))
        elif mode == "realign":
            ok = bool(ops.realign_targets(state, built["realign"]))
        else:
            ok = bool(ops.coup_targets(state, built["coup"]))
        if ok:
            options.append(Option("mode:" + mode, MODE_TEXT[mode], {"mode": mode, "ops": n}))
    return Ask(_("Conduct operations with {ops} Ops"), options, {"ops": n})


@_prompt_operations.chooser
def _choose_operations(state, step, option, side):
    mode = option.params["mode"]
    emit(state, "operations", side=step["side"], card=None, mode=mode, ops=step["ops"])
    if mode == "space":
        ops.space_attempt(state, step["side"])
    else:
        push(state, _operations_steps(state, step)[mode])


@auto("space")
def _space(state, step):
    if ops.space_race_allowed(state, step["side"], step["card"]):
        ops.space_attempt(state, step["side"], step["card"])


@auto("event")
def _event(state, step):
    side, card = step["side"], step["card"]
    if not events.implemented(card):
        emit(state, "event_unimplemented", side=side, card=card)
        return
    if not hooks.can_play_event(state, side, card):
        emit(state, "event_blocked", side=side, card=card)
        return
    state["flow"].setdefault("fired", []).append(card)
    events.run_event(state, side, card)


@auto("dispose")
def _dispose(state, step):
    side, card = step["side"], step["card"]
    flow = state["flow"]
    fired = card in flow.get("fired", ())
    if fired:
        flow["fired"].remove(card)
    mode = step.get("mode") or flow.get("modes", {}).pop(card, None)
    if card == CHINA:
        state["board"]["china"] = {"holder": other(side), "face_up": False}
        emit(state, "china_passed", holder=other(side))
    elif card in state["board"]["in_play"]:
        pass
    elif fired and CARDS[card].removed_after_event:
        state["removed"].append(card)
    else:
        state["discard"].append(card)
    hooks.after_card_play(state, side, card, mode)


# --------------------------------------------------------------------------- end of turn


def _held_scoring_check(state: dict) -> None:
    holders = [s for s in SIDES if any(CARDS[c].scoring for c in hand(state, s))]
    if len(holders) == 2:
        end_game(state, None, "held_scoring", sides=holders)
    elif holders:
        end_game(state, other(holders[0]), "held_scoring", sides=holders)


def _milops_check(state: dict) -> None:
    """8.2: each side short of the DEFCON level gives the opponent the shortfall in VP."""
    board = state["board"]
    defcon = board["defcon"]
    for side in SIDES:
        short = defcon - board["milops"][side]
        if short > 0:
            add_vp(state, other(side), short, why="milops")
            if is_over(state):
                return
    for side in SIDES:
        board["milops"][side] = 0
    emit(state, "milops_reset")


@auto("end_turn")
def _end_turn(state, step):
    state["flow"]["phase"] = "end_turn"
    milops_first = state["options"].get("end_turn_order", "scoring_check_first") == "milops_first"
    if milops_first:
        _milops_check(state)
        if is_over(state):
            return
    _held_scoring_check(state)
    if is_over(state):
        return
    push(state, {"step": "call", "fn": "eagle_bear"}, {"step": "end_turn_2", "milops_done": milops_first})


@callback("eagle_bear")
def _eagle_bear(state, step, choice):
    """6.4.4 box 6: the holder may discard one held card at the end of the turn."""
    for side in SIDES:
        if hooks.space_bonus(state, side, 6):
            push(state, {"step": "choose_card", "side": side, "purpose": "discard", "may_pass": True,
                         "allow_scoring": state["options"].get("eagle_bear_scoring", False),
                         "text": _("Eagle/Bear Has Landed: you may discard a held card")})


@auto("end_turn_2")
def _end_turn_2(state, step):
    board = state["board"]
    if not step.get("milops_done"):
        _milops_check(state)
        if is_over(state):
            return
    if not board["china"]["face_up"]:
        board["china"]["face_up"] = True
        emit(state, "china_face_up")
    expire_effects(state, "turn")
    board["space_attempts"] = {s: 0 for s in SIDES}
    board["round"] = 0
    if board["turn"] >= 10:
        from .events.scoring import final_scoring
        final_scoring(state)
        if not is_over(state):
            vp = board["vp"]
            end_game(state, "us" if vp > 0 else "ussr" if vp < 0 else None, "final_scoring", vp=vp)
        return
    board["turn"] += 1
    push(state, {"step": "begin_turn"})
