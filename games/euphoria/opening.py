"""Setting up (seed L100-L152; digest section 5) and the seed's three variants.

Order: decks shuffled; 6 market tiles face down (or the market-selection variant picks them);
territories blocked down to N open spaces; one dilemma card each; two dice each, rolled, the
highest sum starts (R-01: ties re-roll among the tied, and the re-rolled dice are the workers);
four recruits each (or the draft), each seat keeps 2 (one active, one hidden) in a simultaneous
choice, revealed together; the morale/knowledge-selection variant then places the tokens in turn
order from the first player (online replacement for "the oldest player").
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, audience_only, event, new_rng, roll_d6, shuffle
from games.euphoria import data, steps
from games.euphoria.state import new_board, new_player

DRAFT_HAND = 4


def initial_state(game_id: str, schema: int, n: int, options: dict, seed: int) -> dict:
    data.require_cards()
    rng = new_rng(seed)
    recruits = sorted(data.RECRUITS)
    shuffle(rng, recruits)
    artifacts = [a for a in data.ARTIFACTS for _k in range(data.ARTIFACT_COPIES)]
    shuffle(rng, artifacts)
    tiles = sorted(data.MARKETS)
    shuffle(rng, tiles)
    dilemmas = sorted(data.DILEMMAS)
    shuffle(rng, dilemmas)
    state = {
        "game": game_id, "schema": schema, "options": options, "rng": rng, "log": [],
        "players": [new_player() for _s in range(n)],
        "seats": [{"hidden": [], "artifacts": [], "dilemma": dilemmas.pop(), "offer": [], "drawn": []}
                  for _s in range(n)],
        "secret": {"recruit_deck": recruits, "artifact_deck": artifacts, "tiles": {}, "market_pool": tiles},
        "board": new_board(n),
        "flow": {"active": None, "first": 0, "turn": 0, "stack": [], "lost": [], "start": [],
                 "value": None, "placed": 0},
        "end": None,
    }
    events = [event("setup", seats=n)]
    for seat in range(n):
        events.append(event("dilemma_dealt", audience_only(seat), seat=seat, card=state["seats"][seat]["dilemma"]))
    for seat, p in enumerate(state["players"]):
        for _k in range(data.START_WORKERS):
            p["workers"].append({"id": p["next_worker"], "value": roll_d6(rng), "at": None})
            p["next_worker"] += 1
    events += _first_player(state)
    for seat in range(n):
        state["seats"][seat]["offer"] = [recruits.pop() for _k in range(4)]
    state["board"]["artifact_deck_count"] = len(artifacts)
    later = []
    if options.get("market_selection"):
        for seat in range(n):
            state["seats"][seat]["market_offer"] = [tiles.pop() for _k in range(2)]
        later.append({"step": "market_pick", "seats": list(range(n))})
    else:
        _deal_tiles(state)
    if options.get("recruit_draft"):
        for seat in range(n):
            state["seats"][seat]["pack"] = state["seats"][seat]["offer"]
            state["seats"][seat]["offer"] = []
        later.append({"step": "draft_pick", "seats": list(range(n)), "round": 1})
    later.append({"step": "setup_recruits", "seats": list(range(n))})
    if options.get("track_selection"):
        first = state["flow"]["first"]
        order = [(first + k) % n for k in range(n)] * 2
        later.append({"step": "track_pick", "seat": order[0], "order": order[1:],
                      "placed": [[] for _s in range(n)]})
    state["board"]["recruit_deck_count"] = len(recruits)
    steps.push(state, *later)
    for seat in range(n):
        events.append(event("recruits_dealt", audience_only(seat), seat=seat, recruits=state["seats"][seat]["offer"]
                            or state["seats"][seat].get("pack")))
    state["log"].extend(events)
    return state


def _deal_tiles(state) -> None:
    """Six tiles face down on the six slots; the rest leave the game unseen."""
    pool = state["secret"].pop("market_pool")
    for slot in data.SLOTS:
        state["secret"]["tiles"][slot] = pool.pop()


def _first_player(state) -> list:
    rng = state["rng"]
    players = state["players"]
    contenders = list(range(len(players)))
    events = []
    while True:
        sums = {s: sum(w["value"] for w in players[s]["workers"]) for s in contenders}
        events.append(event("first_player_roll", rolls=[[s, [w["value"] for w in players[s]["workers"]]]
                                                        for s in contenders]))
        best = max(sums.values())
        contenders = [s for s in contenders if sums[s] == best]
        if len(contenders) == 1:
            break
        for s in contenders:
            for w in players[s]["workers"]:
                w["value"] = roll_d6(rng)
    state["flow"]["first"] = contenders[0]
    return events + [event("first_player", seat=contenders[0])]


class Simultaneous:
    """A choice every listed seat makes at the same time; the step stays until all have chosen."""

    simultaneous = True


@steps.decision("setup_recruits")
class SetupRecruits(Simultaneous):
    """Keep 2 of your 4 recruits: first the one face up (active), then the hidden one."""

    def prompt(self, state, step, seat):
        mine = state["seats"][seat]
        if mine.get("active_pick") is None:
            text, prefix, ids = _("Choose your active recruit (face up)"), "active", mine["offer"]
        else:
            text, prefix = _("Choose your hidden recruit"), "hidden"
            ids = [r for r in mine["offer"] if r != mine["active_pick"]]
        return Prompt("euphoria.choose_recruit", seat, text,
                      tuple(Option(f"{prefix}:{r}", data.RECRUITS[r].name, {"nation": data.RECRUITS[r].nation})
                            for r in ids))

    def choose(self, state, step, option, seat):
        mine = state["seats"][seat]
        kind, rid = option.id.split(":")
        if kind == "active":
            mine["active_pick"] = rid
            return []
        mine["hidden_pick"] = rid
        step["seats"].remove(seat)
        events = [event("recruits_chosen", seat=seat)]
        if not step["seats"]:
            state["flow"]["stack"].pop()
            events += _reveal_setup(state)
        return events


def _reveal_setup(state) -> list:
    events = []
    for seat, mine in enumerate(state["seats"]):
        active, hidden = mine.pop("active_pick"), mine.pop("hidden_pick")
        mine["hidden"] = [hidden]
        mine["offer"] = []
        p = state["players"][seat]
        p["recruits"] = [active]
        p["hidden_count"] = 1
        events.append(event("recruit_revealed", seat=seat, recruit=active, nation=data.RECRUITS[active].nation))
    return events


@steps.decision("draft_pick")
class DraftPick(Simultaneous):
    """Draft variant: keep 1 card of the pack in hand and pass the rest left, until none is left."""

    def prompt(self, state, step, seat):
        pack = state["seats"][seat]["pack"]
        return Prompt("euphoria.draft_recruit", seat, _("Draft a recruit"),
                      tuple(Option(f"draft:{r}", data.RECRUITS[r].name, {"nation": data.RECRUITS[r].nation})
                            for r in pack))

    def choose(self, state, step, option, seat):
        mine = state["seats"][seat]
        rid = option.id.split(":")[1]
        mine["pack"].remove(rid)
        mine["offer"].append(rid)
        step["seats"].remove(seat)
        if step["seats"]:
            return []
        n = len(state["seats"])
        packs = [state["seats"][s]["pack"] for s in range(n)]
        for s in range(n):
            state["seats"][(s + 1) % n]["pack"] = packs[s]
        events = [event("draft_passed", round=step["round"])]
        for s in range(n):
            if state["seats"][s]["pack"]:
                events.append(event("draft_received", audience_only(s), seat=s, recruits=state["seats"][s]["pack"]))
        if packs[0]:
            step["seats"] = list(range(n))
            step["round"] += 1
        else:
            state["flow"]["stack"].pop()
            for s in range(n):
                state["seats"][s].pop("pack")
        return events


@steps.decision("market_pick")
class MarketPick(Simultaneous):
    """Market-selection variant: keep 1 of 2 tiles face down; the other leaves the game."""

    def prompt(self, state, step, seat):
        return Prompt("euphoria.choose_market", seat, _("Keep one market tile for the board"),
                      tuple(Option(f"market:{m}", data.MARKETS[m].name) for m in state["seats"][seat]["market_offer"]))

    def choose(self, state, step, option, seat):
        mine = state["seats"][seat]
        mine["market_keep"] = option.id.split(":")[1]
        step["seats"].remove(seat)
        if step["seats"]:
            return []
        state["flow"]["stack"].pop()
        chosen = [s.pop("market_keep") for s in state["seats"]]
        for s in state["seats"]:
            s.pop("market_offer")
        pool = state["secret"]["market_pool"]
        while len(chosen) < len(data.SLOTS):
            chosen.append(pool.pop())
        shuffle(state["rng"], chosen)
        state["secret"]["market_pool"] = chosen
        _deal_tiles(state)
        return [event("markets_placed")]


@steps.decision("track_pick")
class TrackPick:
    """Morale/knowledge-selection variant: in turn, put one of your two tokens on an empty space."""

    def prompt(self, state, step):
        seat = step["seat"]
        taken = {"morale": set(), "knowledge": set()}
        for s, placed in enumerate(step["placed"]):
            for track in placed:
                taken[track].add(state["players"][s][track])
        options = []
        for track, spec in (("morale", data.MORALE), ("knowledge", data.KNOWLEDGE)):
            if track in step["placed"][seat]:
                continue
            for v in range(spec["min"], spec["max"] + 1):
                if v not in taken[track]:
                    options.append(Option(f"{track}:{v}", _("{track} on {value}"), {"track": track, "value": v}))
        return Prompt("euphoria.place_track_token", seat, _("Place a track token"), tuple(options))

    def choose(self, state, step, option):
        seat = step["seat"]
        track, value = option.id.split(":")
        state["players"][seat][track] = int(value)
        placed = [list(p) for p in step["placed"]]
        placed[seat].append(track)
        if step["order"]:
            steps.push(state, {"step": "track_pick", "seat": step["order"][0], "order": step["order"][1:],
                               "placed": placed})
        return [event("track_token", seat=seat, track=track, value=int(value))]
