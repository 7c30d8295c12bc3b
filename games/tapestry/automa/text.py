"""Log lines for the bots' public trace: every Automa and Shadow Empire decision says what it
chose and why (track indicator and tiebreaker, hex filters and the card's hex order), so a
player can follow the rulebook procedure. `event_text` returns (marked text, display params)
for the automa event kinds, None for any other kind (the game's own text handles those)."""
from __future__ import annotations

from games.engine import Phrase, _
from games.tapestry.text import hex_label

TRACKS = {"exploration": _("exploration"), "science": _("science"), "military": _("military"),
          "technology": _("technology")}
BOTS = {"au": _("the Automa"), "se": _("the Shadow Empire")}
CIVS = {"conquerors": _("Conquerors"), "explorers": _("Explorers"), "scientists": _("Scientists"),
        "engineers": _("Engineers")}
WHY = {"all": _("all unfinished tracks"), "landmark": _("closest to an unclaimed landmark or the end"),
       "end": _("closest to the end"), "favourite": _("the favourite track")}
FILTERS = {"closest_to_middle": _("closest to the middle island"),
           "closest_to_single_token_human": _("closest to a human territory with one token"),
           "closest_to_human": _("closest to a human territory"),
           "furthest_from_human": _("furthest from the human territories")}
ACTIONS = {"research": _("research"), "refresh_tech": _("new face-up tech cards"), "conquer": _("conquer"),
           "explore": _("explore"), "roll_until": _("advance by the science die"), "tapestry": _("a tapestry card")}

TEXTS = {
    "automa_setup": _("{seat} is the Automa: the science die shows {die}, civilization {civs}, favourite track {favourite}."),
    "shadow_setup": _("{seat} is the Shadow Empire: the science die shows {rolls}, favourite track {favourite}."),
    "solo_start": _("{seat} starts on the territory labelled 2/4."),
    "automa_income": _("{seat}: the bots' income turn {era}."),
    "automa_deck_empty": _("{seat}: the decision deck is empty, so the bots take an income turn."),
    "automa_pair": _("{seat} draws decision cards {track_card} (track card) and {tiebreaker_card} (tiebreaker card)."),
    "automa_track": _("{bot} advances on {track}: {why} ({valid}), tiebreaker of card {card}."),
    "automa_track_one": _("{bot} advances on {track}: {why}."),
    "automa_track_none": _("{bot} does not advance: every track is finished."),
    "automa_benefits": _("{seat} on {track} {pos}: {actions}."),
    "automa_conquer": _("{seat} conquers {hex}: {filters}; hex by the tiebreaker of card {card} ({scan} in its order)."),
    "automa_conquer_skipped": _("{seat} cannot conquer."),
    "automa_explore": _("{seat} explores {hex}: {filters}; hex by the tiebreaker of card {card} ({scan} in its order)."),
    "automa_explore_skipped": _("{seat} cannot explore."),
    "automa_tile": _("Territory tile {tile} is placed on {hex}."),
    "shadow_outpost": _("A toppled Shadow Empire outpost is placed on {hex}."),
    "shadow_outpost_skipped": _("The Shadow Empire has no outpost left for {hex}."),
    "automa_trap": _("{seat} discards {discarded} at random: a trap, it keeps {hex}."),
    "automa_trap_none": _("{seat} discards {discarded} at random: no trap."),
    "automa_refresh_tech": _("{seat} replaces the face-up tech cards."),
    "automa_favourite": _("The favourite track of {bot} changes from {old} to {new} (card {card})."),
    "automa_vp": _("{seat} scores {vp} VP in income turn {era} (multipliers {multipliers})."),
    "automa_progress": _("Progress cards {cards} join the decision cards."),
    "automa_progress_none": _("The progress deck is empty."),
    "automa_mat_card": _("{seat} covers tapestry space {space} of its mat."),
    "automa_shuffle": _("The {cards} decision cards of the era are shuffled into a new deck."),
    "automa_progress_shuffled": _("Progress card {card} gave the tiebreakers and is shuffled back."),
    "automa_civ": _("{seat} uses the {civ} civilization (income turn {era})."),
}


def track(t) -> str:
    return TRACKS.get(t, str(t))


def listed(items, name=str) -> Phrase | str:
    return Phrase.join(name(i) for i in items) if items else "—"


def event_text(ev: dict) -> tuple[str, dict] | None:
    kind = ev["kind"]
    if kind not in TEXTS:
        return None
    key, p = kind, {}
    if "bot" in ev:
        p["bot"] = BOTS.get(ev["bot"], ev["bot"])
    for field in ("track", "favourite", "die", "old", "new"):
        if field in ev:
            p[field] = track(ev[field])
    if "hex" in ev:
        p["hex"] = hex_label(ev["hex"])
    if kind == "automa_track":
        p["why"] = WHY.get(ev["indicator"], ev["indicator"])
        p["valid"] = listed(ev["valid"], track)
        key = "automa_track_none" if ev["track"] is None else "automa_track_one" if len(ev["valid"]) == 1 else key
    elif kind == "automa_setup":
        p["civs"] = listed(ev["civs"], lambda c: CIVS.get(c, c))
    elif kind == "shadow_setup":
        p["rolls"] = listed(ev["rolls"], track)
    elif kind == "automa_benefits":
        p["actions"] = listed(ev["actions"], lambda a: ACTIONS.get(a, a))
    elif kind in ("automa_conquer", "automa_explore", "shadow_outpost"):
        if ev.get("skipped"):
            key = kind + "_skipped"
        else:
            p["filters"] = listed(ev.get("filters", []), lambda f: FILTERS.get(f, f)) if ev.get("filters") else _("no filter")
    elif kind == "automa_trap":
        p["discarded"] = str(len(ev["discarded"]))
        key = kind if ev["trapped"] else "automa_trap_none"
    elif kind == "automa_vp":
        p["multipliers"] = " ".join(f"x{m}" for m in ev["multipliers"])
    elif kind == "automa_progress":
        p["cards"] = ", ".join(str(c) for c in ev["cards"])
        key = kind if ev["cards"] else "automa_progress_none"
    elif kind == "automa_civ":
        p["civ"] = CIVS.get(ev["civ"], ev["civ"])
    return TEXTS[key], p


def board(view: dict) -> dict | None:
    """The bots' panel of the board, from a seat's view (all of it public): the current pair with
    the sections in use, favourites, deck sizes, the public discard pile, the Automa's mat."""
    from games.tapestry.automa.rules import CARDS, DATA, LEVELS
    a = view.get("automa")
    if not a:
        return None
    pair = []
    for role, cid in zip(("track", "tiebreaker"), a["pair"]):
        c = CARDS[cid]
        pair.append({"id": cid, "role": role, "income": c["income"], "topple": c["topple"],
                     "automa": WHY[c["automa"]], "shadow": WHY[c["shadow"]],
                     "tracks": [_("favourite") if t == "favourite" else track(t) for t in c["tracks"]]})
    out = {"mode": a["mode"], "level": a["level"], "pair": pair, "deck": a["deck_count"],
           "progress": a["progress_count"], "discard": sorted(a["discard"]),
           "favourites": [{"bot": BOTS[r], "track": track(a["favourite"][r])} for r in ("au", "se")
                          if a[r] is not None],
           "civs": [CIVS.get(c, c) for c in a["civs"]]}
    if a["au"] is not None:
        p = view["players"][a["au"]]
        side = LEVELS[a["level"]]["mat"]
        covered = len(p["tapestry"])
        out["mat"] = [{"income_turn": k + 2, "multipliers": " ".join(f"x{m}" for m in ms), "covered": k < covered}
                      for k, ms in enumerate(DATA["multipliers"][side])]
        out["hand"] = p["hand_count"]
    return out
