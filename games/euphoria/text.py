"""Words for Euphoria: log lines for every event kind, and ids turned into names.

The engine logs facts with ids (`{"kind": "placed", "seat": 0, "space": "farm", "value": 5}`);
`event_text` picks a marked text and derives the display values it needs (space, recruit,
market and artifact names, goods in words). The platform fills `{seat}` with the seat's role
name and translates the text and the derived values. Other seats named in an event (`by`,
`partner`) get the same role names ("player-2"), so a line reads like the seat list.
"""
from __future__ import annotations

from games.engine import Phrase, _

from . import data

GOOD_NAMES = {"energy": _("energy"), "water": _("water"), "food": _("food"), "bliss": _("bliss"),
              "gold": _("gold"), "stone": _("stone"), "clay": _("clay")}
REGION_NAMES = {"euphoria": _("Euphoria"), "subterra": _("Subterra"), "wastelands": _("Wastelands"),
                "icarus": _("Icarus")}
NATION_NAMES = data.NAMES
REASONS = {"hand_limit": _("hand limit"), "dilemma": _("ethical dilemma"), "knowledge": _("knowledge check"),
           "max": _("already at the most workers"), "retrieve": _("retrieval"), "sacrifice": _("sacrifice"),
           "bumped": _("bumped"), "place": _("placement"), "new_worker": _("a new worker")}
# Retrieval rows: the board's three, and those recruits add (Jefferson's energy row, Gidget's
# bliss row that also raises knowledge).
ROW_NAMES = {"food": _("paying food"), "bliss": _("paying bliss"), "free": _("for free"),
             "energy": _("paying energy"), "bliss_hypnotist": _("paying bliss")}

TEXTS = {
    "setup": _("A game for {seats} players begins."),
    "markets_placed": _("The market tiles are placed face down."),
    "first_player_roll": _("Rolls for the first player: {rolls}."),
    "first_player": _("{seat} goes first."),
    "track_token": _("{seat} puts the {track} token on {value}."),
    "draft_passed": _("Draft round {round}: the packs are passed."),
    "draft_received": _("{seat} receives {recruits}."),
    "recruits_dealt": _("{seat} is dealt {recruits}."),
    "recruits_chosen": _("{seat} has chosen their recruits."),
    "recruit_kept": _("{seat} keeps {recruit}."),
    "recruit_declined": _("{seat} declines {recruit}."),
    "recruit_revealed": _("{seat} reveals {recruit} ({nation})."),
    "recruit_used": _("{seat} uses {recruit}."),
    "recruits_drawn": _("{seat} draws {count} recruit cards."),
    "recruits_drawn_seen": _("{seat} draws {recruits}."),
    "recruit_deck_empty": _("{seat} finds the recruit deck empty."),
    "turn": _("Turn {turn}: {seat} to play."),
    "passed": _("{seat} passes."),
    "placed": _("{seat} places a worker ({value}) on {space}."),
    "bumped": _("{by} bumps {seat}'s worker ({value}) off {space}."),
    "produced": _("{seat} works {space} (dice total {total})."),
    "unpaid": _("{seat} cannot pay for {space}."),
    "retrieved": _("{seat} retrieves workers from {spaces}, {row}."),
    "rolled": _("{seat} rolls {values} ({reason})."),
    "die_set": _("{seat} sets a die to {values} ({reason})."),
    "gamble": _("{seat} gambles and keeps {kept}."),
    "gained": _("{seat} gains {n} {good}."),
    "lost": _("{seat} loses {n} {good}."),
    "paid": _("{seat} pays {goods} for {reason}."),
    "paid_nothing": _("{seat} pays nothing for {reason}."),
    "knowledge_up": _("{seat}'s knowledge rises to {value}."),
    "knowledge_down": _("{seat}'s knowledge drops to {value}."),
    "knowledge_same": _("{seat}'s knowledge stays at {value}."),
    "morale_up": _("{seat}'s morale rises to {value}."),
    "morale_down": _("{seat}'s morale drops to {value}."),
    "morale_same": _("{seat}'s morale stays at {value}."),
    "knowledge_check_lost": _("{seat}'s knowledge check: {total} — a worker runs away."),
    "knowledge_check_kept": _("{seat}'s knowledge check: {total} — all workers stay."),
    "worker_gained": _("{seat} gains a worker."),
    "no_worker": _("{seat} gains no worker ({reason})."),
    "worker_lost": _("{seat} loses a worker ({value}): {reason}."),
    "artifacts_drawn": _("{seat} draws {count} artifact cards."),
    "artifacts_drawn_seen": _("{seat} draws {cards}."),
    "artifacts_discarded": _("{seat} discards {cards} ({reason})."),
    "artifacts_reshuffled": _("The artifact discard pile ({count}) is reshuffled into the deck."),
    "allegiance": _("{nation} allegiance rises to {value} ({seat})."),
    "tier_reached": _("{nation} allegiance reaches tier {tier}."),
    "miner": _("The {nation} miner digs to {depth}."),
    "tunnel_opened": _("The {nation} tunnel is open."),
    "market_built": _("{seat} helps complete {market} in {region}."),
    "market_penalty": _("{seat} suffers the {market} penalty: {lost}."),
    "star": _("{seat} places a star ({where}); {left} left."),
    "territory_full": _("{seat} finds the {region} territory full."),
    "dilemma_dealt": _("{seat} is dealt the ethical dilemma {card}."),
    "dilemma_revealed": _("{seat} reveals the ethical dilemma {card}."),
    "dilemma_side": _("{seat} resolves the dilemma: {choice}."),
    "trade_offered": _("{seat} offers {partner} a trade: {give} for {take}."),
    "trade_offered_gift": _("{seat} offers {partner} {give} as a gift."),
    "trade_offered_ask": _("{seat} asks {partner} for {take} and offers nothing for it."),
    "trade_offer_cards": _("{seat} offers {partner} cards: {give} for {take}."),
    "trade_offer_cards_give": _("The cards {seat} offers {partner}: {give}."),
    "trade_offer_cards_take": _("The cards {seat} asks {partner} for: {take}."),
    "trade_declined": _("{seat} declines {by}'s trade."),
    "trade_unaffordable": _("{seat} cannot pay {take}, so {by}'s trade does not go ahead."),
    "trade_called_off": _("{by}'s trade with {seat} does not go ahead."),
    "trade_done": _("{seat} accepts {by}'s trade: {give} for {take}."),
    "trade_done_gift": _("{seat} accepts {by}'s gift: {give}."),
    "trade_done_ask": _("{seat} gives {by} {take}."),
    "trade_cards": _("Artifact cards change hands: {give} for {take}."),
    "trade_cards_give": _("The artifact cards given: {give}."),
    "trade_cards_take": _("The artifact cards given in return: {take}."),
    "game_over": _("Game over: {winners} wins."),
    "game_over_tie": _("Game over: {winners} win."),
}


# --------------------------------------------------------------------------- names


def seat_name(seat) -> str:
    """A seat as the platform names it (the role id of Game.roles)."""
    return f"player-{seat + 1}" if isinstance(seat, int) else str(seat)


def space_name(space_id: str) -> str:
    """Action spaces carry names; construction sites and market use spaces are built from ids."""
    space = data.SPACES.get(space_id)
    if space is None:
        return str(space_id).replace("_", " ")
    if space.kind == "site":  # a region has two markets: the site names its market too
        k = space_id.rsplit("_", 1)[1]
        return Phrase(_("{region} market {m}, construction site {k}"),
                      {"region": region_name(space.region), "m": space.slot.rsplit("_", 1)[1], "k": k})
    if space.kind == "market":
        return Phrase(_("{region} market {k}"), {"region": region_name(space.region), "k": space_id.rsplit("_", 1)[1]})
    return space.name


def region_name(region: str | None) -> str:
    return REGION_NAMES.get(region, region or "")


def recruit_name(rid: str) -> str:
    recruit = data.RECRUITS.get(rid)
    return recruit.name if recruit else str(rid)


def market_name(mid: str | None) -> str:
    market = data.MARKETS.get(mid) if mid else None
    return market.name if market else str(mid or "")


def artifact_name(kind: str) -> str:
    return data.ARTIFACT_NAMES.get(kind, kind)


def names(ids, name) -> Phrase | str:
    return Phrase.join(name(i) for i in ids) if ids else "—"


def goods_text(goods: dict) -> Phrase | str:
    """{"food": 2, "energy": 1} -> "2 food, 1 energy"; nothing -> "nothing"."""
    parts = [Phrase("{n} {good}", {"n": n, "good": GOOD_NAMES.get(g, g)}) for g, n in goods.items() if n]
    return Phrase.join(parts) if parts else _("nothing")


def reason(why) -> str:
    if not why:
        return ""
    if why in REASONS:
        return REASONS[why]
    if why in data.RECRUITS:
        return recruit_name(why)
    if why in data.SPACES:
        return space_name(why)
    if why in data.MARKETS:
        return market_name(why)
    return str(why).replace("_", " ")


def where_text(where: str) -> str:
    """A star's place: "territory:icarus", "market:<slot>", "recruit:<id>" or "dilemma"."""
    kind, _sep, what = where.partition(":")
    if kind == "territory":
        return Phrase(_("territory of {region}"), {"region": region_name(what)})
    if kind == "market":
        return space_name(what)
    if kind == "recruit":
        return recruit_name(what)
    if kind == "dilemma":
        return _("ethical dilemma")
    return where


def _trade_side(goods, cards) -> str:
    """One side of a trade: goods, plus artifact cards (a count, or their names when seen)."""
    parts = [goods_text(goods)] if any((goods or {}).values()) else []
    if isinstance(cards, list) and cards:
        parts.append(names(cards, artifact_name))
    elif isinstance(cards, int) and cards:
        parts.append(Phrase(_("{n} artifact cards"), {"n": cards}))
    return Phrase.join(parts) if parts else _("nothing")


def _trade_sides(p: dict, give, give_cards, take, take_cards) -> str:
    """Puts both sides of a trade in `p`; the suffix of the line that fits: "" for both sides,
    "_gift" or "_give" when nothing is asked for, "_ask" or "_take" when nothing is given (a line
    never reads "nothing for nothing")."""
    p["give"], p["take"] = _trade_side(give, give_cards), _trade_side(take, take_cards)
    gives = any((give or {}).values()) or bool(give_cards)
    takes = any((take or {}).values()) or bool(take_cards)
    if gives == takes:  # both sides (or, in a line logged before such lines were left out, neither)
        return ""
    cards_only = isinstance(give_cards, list) and not give and not take
    if gives:
        return "_give" if cards_only else "_gift"
    return "_take" if cards_only else "_ask"


# --------------------------------------------------------------------------- log lines


def event_text(ev: dict) -> tuple[str, dict] | None:
    """(marked text, derived params) for a logged event, or None for an unknown kind."""
    kind = ev["kind"]
    key, p = kind, {}
    for field in ("by", "partner"):
        if field in ev:
            p[field] = seat_name(ev[field])
    if "space" in ev:
        p["space"] = space_name(ev["space"])
    if "area" in ev:
        p["space"] = space_name(ev["area"])
    if "recruit" in ev:
        p["recruit"] = recruit_name(ev["recruit"])
    if isinstance(ev.get("recruits"), list):
        p["recruits"] = names(ev["recruits"], recruit_name)
    if "nation" in ev:
        p["nation"] = NATION_NAMES.get(ev["nation"], ev["nation"])
    if "good" in ev:
        p["good"] = GOOD_NAMES.get(ev["good"], ev["good"])
    if "region" in ev:
        p["region"] = region_name(ev["region"])
    if "why" in ev:
        p["reason"] = reason(ev["why"])
    if "values" in ev:
        p["values"] = ", ".join(str(v) for v in ev["values"])

    if kind in ("recruits_drawn", "artifacts_drawn") and ("recruits" in ev or "cards" in ev):
        key = kind + "_seen"
    if kind in ("artifacts_drawn", "artifacts_discarded") and isinstance(ev.get("cards"), list):
        p["cards"] = names(ev["cards"], artifact_name)
    elif kind in ("knowledge", "morale"):
        key = kind + ("_up" if ev["delta"] > 0 else "_down" if ev["delta"] < 0 else "_same")
    elif kind == "knowledge_check":
        key = "knowledge_check_lost" if ev.get("lost") else "knowledge_check_kept"
    elif kind == "paid":
        p["goods"] = goods_text(ev.get("goods", {}))
        if not any(ev.get("goods", {}).values()):
            key = "paid_nothing"
    elif kind == "retrieved":
        p["spaces"] = names(ev.get("spaces", []), space_name)
        p["row"] = ROW_NAMES.get(ev.get("row")) or str(ev.get("row") or "").replace("_", " ")
    elif kind == "market_built":
        p["market"] = market_name(ev.get("tile"))
        p["region"] = region_name(data.SLOTS.get(ev.get("slot"), {}).get("region"))
    elif kind == "market_penalty":
        p["market"] = market_name(ev.get("market"))
        lost = ev.get("lost")
        p["lost"] = GOOD_NAMES.get(lost) or (reason(lost) if isinstance(lost, str) else str(lost))
    elif kind == "star":
        p["where"] = where_text(ev.get("where", ""))
    elif kind in ("dilemma_dealt", "dilemma_revealed"):
        p["card"] = artifact_name(ev.get("card", ""))
    elif kind == "dilemma_side":
        p["choice"] = {"join": _("joins (a star on the card)"),
                       "fight": _("fights (a new recruit)")}.get(ev.get("side"), ev.get("side"))
    elif kind == "first_player_roll":
        p["rolls"] = Phrase.join([Phrase(_("{seat} {dice}"), {"seat": seat_name(s), "dice": "+".join(map(str, dice))})
                                  for s, dice in ev.get("rolls", [])], "; ")
    elif kind == "track_token":
        p["track"] = {"morale": _("morale"), "knowledge": _("knowledge")}.get(ev.get("track"), ev.get("track"))
    elif kind in ("trade_offered", "trade_done"):
        goods = ev.get("goods", {"give": ev.get("give"), "take": ev.get("take")})
        cards = ev.get("cards", {})
        key += _trade_sides(p, goods.get("give"), cards.get("give"), goods.get("take"), cards.get("take"))
    elif kind in ("trade_offer_cards", "trade_cards"):
        key += _trade_sides(p, {}, ev.get("give"), {}, ev.get("take"))
    elif kind == "trade_unaffordable":
        p["take"] = _trade_side(ev.get("take"), ev.get("take_cards"))
    elif kind == "game_over":
        winners = ev.get("winners", [])
        p["winners"] = ", ".join(seat_name(s) for s in winners)
        key = "game_over_tie" if len(winners) > 1 else "game_over"
    text = TEXTS.get(key)
    return (text, p) if text else None


# --------------------------------------------------------------------------- prompt params


def display_params(params: dict) -> dict:
    """Option and prompt params with ids as names ("cloud_mine" -> "Cloud Mine", a goods dict
    -> "2 food, 1 energy"); the option ids keep the raw values."""
    shown = dict(params)
    for key, value in params.items():
        if key == "space" and isinstance(value, str):
            shown[key] = space_name(value)
        elif key in ("good", "resource") and isinstance(value, str):
            shown[key] = GOOD_NAMES.get(value, value)
        elif key == "card" and isinstance(value, str):
            shown[key] = artifact_name(value)
        elif key in ("goods", "cost") and isinstance(value, dict):
            shown[key] = goods_text(value)
        elif key in ("artifacts", "cards") and isinstance(value, list):
            shown[key] = names(value, artifact_name) if value else ""
        elif key == "recruit" and isinstance(value, str):
            shown[key] = recruit_name(value)
        elif key == "track" and isinstance(value, str):
            shown[key] = REGION_NAMES.get(value, value)
        elif key in ("seat", "by", "partner") and isinstance(value, int):
            shown[key] = seat_name(value)  # the platform puts in the seat's name
        elif key in ("give", "take") and isinstance(value, dict):
            shown[key] = _trade_side(value, params.get(key + "_cards"))  # a trade's side
        elif key == "target" and isinstance(value, str):
            kind, _sep, rest = value.partition(":")
            shown[key] = {"territory": lambda r: Phrase(_("territory of {region}"), {"region": region_name(r)}),
                          "market": space_name, "recruit": recruit_name}.get(kind, str)(rest or value)
    return shown
