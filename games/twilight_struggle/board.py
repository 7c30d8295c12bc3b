"""What the drawn board shows, from one seat's view only: the world map's geometry (where each
country box sits, its adjacency lines), the tracks, the hand as cards, the piles, the last dice,
the VP over time, and which board element each option of the pending prompt names.

The box positions are the project's own layout in the spirit of the printed map: the Americas on
the left, Europe, the Middle East and Africa in the middle, Asia on the right, the superpowers
beside the countries they touch. Coordinates are box centres in SVG units.
"""
from __future__ import annotations

from functools import cache, lru_cache

from games.engine import ByIdentity, LogFold, OnePerContent, Phrase, Plain, _, trim_oldest

from .data import CARDS, CHINA, COUNTRIES, REGIONS, SIDES
from .text import (END_REASONS_SHORT, ERA_NAMES, LEVEL_NAMES, REGION_NAMES, SIDE_NAMES, SUBREGION_SHORT, _score, card_name,
                   country_name, effect_name)

MAP_WIDTH, MAP_HEIGHT = 1400, 900
BOX_W, BOX_H = 96, 46
SUPERPOWER = {"us": (120, 130), "ussr": (1090, 110)}
POSITIONS = {
    # Europe
    "canada": (270, 50), "uk": (470, 90), "norway": (600, 40), "sweden": (710, 60), "finland": (830, 40),
    "denmark": (600, 120), "benelux": (480, 160), "west_germany": (600, 195), "east_germany": (710, 150),
    "poland": (830, 140), "czechoslovakia": (800, 210), "austria": (690, 250), "france": (470, 240),
    "hungary": (820, 275), "romania": (940, 260), "spain_portugal": (420, 320), "italy": (580, 305),
    "yugoslavia": (760, 335), "bulgaria": (900, 335), "greece": (730, 400), "turkey": (880, 400),
    # Middle East
    "libya": (660, 470), "egypt": (730, 535), "lebanon": (830, 460), "syria": (950, 455),
    "israel": (830, 525), "jordan": (930, 520), "iraq": (1030, 515), "iran": (1070, 440),
    "saudi_arabia": (960, 590), "gulf_states": (1070, 590),
    # Africa
    "morocco": (420, 410), "algeria": (530, 420), "tunisia": (560, 480), "west_african_states": (390, 490),
    "saharan_states": (500, 540), "ivory_coast": (400, 600), "nigeria": (500, 615), "cameroon": (560, 680),
    "sudan": (780, 610), "ethiopia": (880, 655), "somalia": (960, 720), "kenya": (860, 730),
    "zaire": (660, 700), "angola": (570, 760), "zimbabwe": (710, 790), "se_african_states": (830, 800),
    "botswana": (620, 840), "south_africa": (500, 840),
    # Asia
    "afghanistan": (1150, 360), "pakistan": (1175, 440), "india": (1200, 520), "burma": (1300, 500),
    "laos_cambodia": (1300, 575), "thailand": (1200, 610), "vietnam": (1320, 650), "malaysia": (1210, 690),
    "indonesia": (1310, 730), "philippines": (1340, 400), "australia": (1250, 840),
    "north_korea": (1230, 170), "south_korea": (1240, 240), "japan": (1340, 230), "taiwan": (1330, 320),
    # Central America
    "mexico": (70, 250), "cuba": (250, 240), "guatemala": (70, 310), "haiti": (320, 300),
    "el_salvador": (60, 375), "honduras": (170, 340), "dominican_republic": (320, 365),
    "nicaragua": (220, 410), "costa_rica": (110, 440), "panama": (220, 480),
    # South America
    "colombia": (220, 555), "venezuela": (330, 545), "ecuador": (100, 590), "peru": (140, 660),
    "brazil": (300, 650), "bolivia": (230, 715), "chile": (100, 760), "paraguay": (335, 750),
    "argentina": (200, 830), "uruguay": (320, 830),
}
EDGE_STUBS = {"japan": (MAP_WIDTH, 190)}
# Where each region's name is written on the map.
REGION_LABELS = {"europe": (380, 32), "asia": (1250, 290), "middle_east": (1010, 645), "africa": (430, 700),
                 "central_america": (150, 205), "south_america": (110, 518)}
STEPWISE_PROMPTS = ("ts.place_influence", "ts.remove_influence", "ts.realign")
DICE_EVENTS = ("coup_result", "realigned", "die_rolled", "space_attempt", "war_result", "war")
RECENT_DICE = 4
BOXES_KEPT = 4096  # country boxes kept, one per content: 84 on a map


def board_context(view: dict) -> dict:
    """Names, geometry and groupings the board template shows; nothing the view does not hold."""
    board = view["board"]
    flow = view.get("flow", {})
    me = view.get("me") or {}
    return {
        # what every seat and the spectators see alike: the platform draws it once for all of them
        "public": public_part(view),
        "sides": [{"id": s, "name": SIDE_NAMES[s], "milops": board["milops"][s], "space": board["space"][s],
                   "hand": view.get("hand_count", {}).get(s),
                   "headline_chosen": view.get("headline_chosen", {}).get(s),
                   "headline": card_info(flow["headlines"][s]) if flow.get("headlines", {}).get(s) else None}
                  for s in SIDES],
        "phasing": SIDE_NAMES.get(flow.get("phasing")),
        "phase": flow.get("phase"),
        "vp": board["vp"], "vp_text": _score(board["vp"]),
        # each cell's classes: the side it favours, and where the marker stands
        "vp_track": [("current " if n == board["vp"] else "") + ("us" if n > 0 else "ussr" if n < 0 else "zero")
                     for n in range(-20, 21)],
        "defcon": board["defcon"],
        "effects": [{"name": effect_name(n), "side": e.get("side"), "side_name": SIDE_NAMES.get(e.get("side"), ""),
                     "until": e.get("until")} for n, e in board.get("effects", {}).items()],
        # An ongoing card usually also names its effect: show it once, as the effect.
        "in_play": [card_info(c) for c in board.get("in_play", [])
                    if effect_name(c) not in {effect_name(n) for n in board.get("effects", {})}],
        "china": {"holder": SIDE_NAMES.get(board["china"]["holder"]), "holder_id": board["china"]["holder"],
                  "face_up": board["china"]["face_up"], "card": card_info(CHINA)},
        "hand": sorted((card_info(c) for c in me.get("hand", []) if c != CHINA), key=lambda c: c["number"]),
        # The China Card is not dealt into a hand: its holder plays it from beside the hand.
        "holds_china": view.get("seat") is not None and board["china"]["holder"] == SIDES[view["seat"]],
        "my_headline": card_info(me["headline"]) if me.get("headline") else None,
        "revealed": [card_info(c) for c in view.get("revealed", {}).get("us", [])],
        "end_reason": END_REASONS_SHORT.get((view.get("result") or {}).get("reason")),
        "no_scores": True,  # the result's 1/0 scores say no more than the winner
        "dice": recent_dice(view.get("log", []), view.get("seat")),
        # ids only: the platform passes a Plain part on without looking through it for phrases
        "targets": Plain(targets(view.get("prompt"))),
        # Ops are spent one click at a time and the engine applies each at once: say so.
        "each_click_counts": (view.get("prompt") or {}).get("id") in STEPWISE_PROMPTS,
    }


_publics = OnePerContent(32)  # keyed by the public part's inputs, cheaper to compare than the part
_regions = OnePerContent(64)  # the region tally, by the view's regions
_by_board = ByIdentity(16)  # a view's board (the audiences of a version share it) and VP points -> the public part


def public_part(view: dict) -> Plain:
    """The part of the board every audience sees alike, from the public parts of `view` alone,
    made once per content: the audiences of one version get the very same object, so its map,
    tallies and cards are worked out once, and the platform keys the pieces it shares by it once
    (rendering.shared_piece). The VP plot's points come from the log, which differs between
    audiences by their hidden events: they are part of the key, the events are not."""
    points = _vp_changes(view.get("log", []), view.get("seat"))[1]
    # The audiences of a version share the very objects of their views' public part (one copy of
    # the board, made with the rest of it: games.engine.Views): the second and third find the
    # part by that object, without pickling the inputs again.
    return _by_board.get(view["board"], (points,), lambda: _public_part(view, points))


def _public_part(view: dict, points: tuple) -> Plain:
    """public_part, found by its inputs (pickled) among those made lately."""
    plot = dict(_plot(points))
    inputs = (view["board"]["influence"], view.get("control", {}), view.get("regions", {}),
              view.get("discard", []), view.get("removed", []), view.get("deck_count"), plot)
    return _publics.get(inputs, lambda: Plain(
        map=map_context(view), regions=_regions.get(view.get("regions", {}), lambda: Plain(
            tallies=[region_tally(view, r) for r in REGIONS])),
        discard=(discard := [card_info(c) for c in view.get("discard", [])]),
        removed=(removed := [card_info(c) for c in view.get("removed", [])]),
        deck_count=view.get("deck_count"), vp_plot=plot,
        # the piles' own part: a piece drawn from it is found by the object while the map changes
        piles=Plain(discard=discard, removed=removed, deck_count=view.get("deck_count"))))


def map_context(view: dict) -> dict:
    """Every country box with its place, influence and control; adjacency lines once each.
    Numbers are given as text: the template prints thousands of them, and strings skip Django's
    number localising. What never changes (places, lines, names) is worked out once, below."""
    influence = view["board"]["influence"]
    control = view.get("control", {})
    return _MAP | {"countries": [_box(box, influence[box["id"]]["us"], influence[box["id"]]["ussr"],
                                      control.get(box["id"])) for box in _BOXES]}


_boxes: dict = {}  # (country, US, USSR, control) -> its box


def _box(box: dict, us: int, ussr: int, control: str | None) -> Plain:
    """A country box with its influence and control: one object per content, so the platform
    finds the box it drew from that very object (rendering.shared_piece) while it stands still."""
    key = (box["id"], us, ussr, control)
    found = _boxes.get(key)
    if found is None:
        # the box leaves a side's square empty at 0; the title and data attributes say 0
        found = _boxes[key] = Plain(box, us=str(us), ussr=str(ussr), us_mark=str(us or ""),
                                    ussr_mark=str(ussr or ""), control=control,
                                    us_controlled=" controlled" if control == "us" else "",
                                    ussr_controlled=" controlled" if control == "ussr" else "")
        trim_oldest(_boxes, BOXES_KEPT)
    return found


# places inside a box, worked out once rather than per box in the template
_BOX_PLACES = {"box_w": str(BOX_W), "box_h": str(BOX_H), "mid": str(BOX_W // 2), "name_w": str(BOX_W - 6),
               "sub_y": str(BOX_H - 1), "ussr_x": str(BOX_W - 30), "ussr_n": str(BOX_W - 17)}


def _static_map() -> tuple[list[dict], dict]:
    boxes, lines = [], []
    for c in COUNTRIES.values():
        x, y = POSITIONS[c.id]
        boxes.append({
            "id": c.id, "name": c.name, "x": str(x - BOX_W // 2), "y": str(y - BOX_H // 2),
            "region": c.region, "stability": str(c.stability), "battleground": c.battleground,
            "sub": [SUBREGION_SHORT[s] for s in c.subregions if s in SUBREGION_SHORT],
            "sub_names": [REGION_NAMES[s] for s in c.subregions],
            "m": _BOX_PLACES,
        })
        for other in c.adjacent:
            if c.id < other:
                lines.append(_line(POSITIONS[c.id], POSITIONS[other]))
        if c.superpower:
            # Japan's US link leaves the map's edge, as on the print: a stub towards the edge.
            end = EDGE_STUBS.get(c.id, SUPERPOWER[c.superpower])
            lines.append(_line(POSITIONS[c.id], end) | {"superpower": c.superpower, "stub": c.id in EDGE_STUBS})
    return boxes, {
        "width": MAP_WIDTH, "height": MAP_HEIGHT,
        # drawn the same at every version: the platform keeps one render of it per language
        "fixed": Plain(lines=lines,
                       superpowers=[{"id": s, "name": SIDE_NAMES[s], "x": str(x - 60), "y": str(y - 30)}
                                    for s, (x, y) in SUPERPOWER.items()],
                       labels=[{"id": r, "name": REGION_NAMES[r], "x": str(x), "y": str(y)}
                               for r, (x, y) in REGION_LABELS.items()])}


def _line(a, b) -> dict:
    return {"x1": str(a[0]), "y1": str(a[1]), "x2": str(b[0]), "y2": str(b[1]), "superpower": None}


def region_tally(view: dict, region: str) -> dict:
    tally = view.get("regions", {}).get(region, {})
    return {"id": region, "name": REGION_NAMES[region],
            "tally": [{"side": s, "name": SIDE_NAMES[s],
                       "level": LEVEL_NAMES[tally[s]["level"]] if tally.get(s, {}).get("level") else None,
                       **tally.get(s, {})} for s in SIDES]}


_BOXES, _MAP = _static_map()


def recent_dice(log: list, seat: int | None = None) -> list[dict]:
    """The last few rolls, newest first: what was rolled, by whom, for what; `log` is the view of
    `seat` (only the events after those it was last asked about are read)."""
    return [_roll(ev) for ev in reversed(_rolls(log, seat))]


def _last_rolls(rolls: tuple, events, _seat) -> tuple:
    """The RECENT_DICE newest roll events, oldest first, carried on over `events`."""
    for ev in events:
        if ev["kind"] not in DICE_EVENTS:
            continue
        if ev["kind"] == "die_rolled" and ev.get("why") in ("coup", "realign", "space"):
            continue  # the coup, realignment or space result beside it says more
        if rolls and reports(ev, rolls[-1]):
            rolls = (*rolls[:-1], ev)  # a war's result stands for the die it was rolled with
        else:
            rolls = (*rolls, ev)[-RECENT_DICE:]
    return rolls


def reports(result: dict, roll: dict) -> bool:
    """Whether `result` (a war card's outcome) reports the very die of `roll`, the dice event just
    before it: the card's own die_rolled, shown once as the war."""
    return (result["kind"] in ("war", "war_result") and roll["kind"] == "die_rolled"
            and roll.get("why") == (result.get("card") or result.get("why"))
            and roll.get("value") == result.get("die") and roll.get("side") == result.get("side"))


# Dice are few and far between in a long log: walking it back for them took each audience's board
# as long as the rest of its context.
_rolls = LogFold(_last_rolls, (), count=64)


def _roll(ev: dict) -> dict:
    kind = ev["kind"]
    side = ev.get("side")
    where = country_name(ev["country"]) if ev.get("country") else ""
    if kind == "realigned":
        dice = ev.get("dice", {})
        return {"dice": [{"side": s, "side_name": SIDE_NAMES[s], "value": dice.get(s)} for s in ("us", "ussr")],
                "what": Phrase(_("Realignment in {country}"), {"country": where})}
    value = ev.get("die", ev.get("value"))
    if kind == "coup_result":
        what = Phrase(_("Coup in {country}: {result}"), {
            "country": where, "result": _("success") if ev.get("success") else _("failure")})
    elif kind == "space_attempt":
        what = Phrase(_("Space race: {result}"), {"result": _("success") if ev.get("success") else _("failure")})
    elif kind in ("war", "war_result"):
        what = Phrase(_("{card} in {country}: {result}"), {
            "card": card_name(ev.get("card") or ev.get("why")), "country": where,
            "result": _("success") if ev.get("success") else _("failure")})
    else:
        why = ev.get("why")
        what = card_name(why) if why in CARDS else _("Die roll")
    return {"dice": [{"side": side, "side_name": SIDE_NAMES.get(side), "value": value}], "what": what}


def _vp_points(value: tuple, events, _seat) -> tuple:
    """(the turn, the (turn, VP) after each change) carried on over `events`."""
    turn, points = value
    added = []
    for ev in events:
        if ev["kind"] == "turn_started":
            turn = ev.get("turn", turn + 1)
        elif ev["kind"] == "vp" and "vp" in ev:
            added.append((turn, ev["vp"]))
    return turn, points + tuple(added)


# A view's log is thousands of events late in a game; the next version's adds a few.
_vp_changes = LogFold(_vp_points, (0, ((0, 0),)), count=64)


def vp_plot(log: list, seat: int | None = None) -> dict:
    """VP after each change, against the turn it happened in, as an SVG polyline (US up);
    `log` is the view of `seat` (only the events after those of its last plot are read)."""
    return dict(_plot(_vp_changes(log, seat)[1]))


@lru_cache(maxsize=64)
def _plot(points: tuple) -> dict:
    width, height = 300, 120
    xs = max(10, points[-1][0])
    step = width / max(len(points) - 1, 1)
    coords = " ".join(f"{i * step:.1f},{height / 2 - vp * height / 40:.1f}" for i, (_t, vp) in enumerate(points))
    return {"width": width, "height": height, "points": coords, "changes": len(points) - 1, "turns": xs,
            "last": points[-1][1]}


def targets(prompt: dict | None) -> dict[str, list[str]]:
    """Board elements each option of the pending prompt names, in the order they are picked:
    a country on the map or a card in the hand (or pile); options without one stay buttons."""
    if not prompt:
        return {}
    found = {}
    for option in prompt["options"]:
        kind, _sep, rest = option["id"].partition(":")
        if kind == "country" and rest in COUNTRIES:
            found[option["id"]] = [f"country:{rest}"]
        elif kind == "card" and rest in CARDS:
            found[option["id"]] = [f"card:{rest}"]
    return found


@cache
def card_info(card_id: str) -> Plain:
    """A card as the board shows it; one object per card, shared by every board (read only): the
    platform finds the card it drew from that very object (rendering.shared_piece)."""
    card = CARDS.get(card_id)
    if card is None:
        return Plain(id=card_id, name=card_id, number=0, ops=None, side="", era="")
    return Plain(id=card.id, name=card.name, number=card.number, ops=card.ops, side=card.side,
                 side_name=SIDE_NAMES.get(card.side, {"neutral": _("neutral"), "scoring": _("scoring"),
                                                      "china": _("China")}.get(card.side, card.side)),
                 era=ERA_NAMES.get(card.era, card.era), text=card.text, scoring=card.scoring,
                 starred=card.removed_after_event)
