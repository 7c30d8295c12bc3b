"""Setup, the turn (income or advance), the order of turns and the end of the game.

Each player's first turn is income turn 1. A player whose 5th income turn is over is skipped;
the game ends when every player has finished, the most VP winning, ties broken by the most
resources left (otherwise shared).
"""
from __future__ import annotations

from games.engine import Option, Prompt, _, audience_only, event, new_rng, rng_int, shuffle
from games.tapestry import data, hooks, income, steps, tracks
from games.tapestry.state import new_player, player, total_resources

PAIRS = ("1/6", "2/4", "3/5")


def initial_state(game_id: str, schema: int, n: int, options: dict, seed: int) -> dict:
    rng = new_rng(seed)
    map_name = data.map_for(n)
    m = data.MAPS[map_name]
    hexes = {hid: {"tile": "printed" if "terrain" in h else None, "rot": 0, "outposts": []}
             for hid, h in m["hexes"].items()}
    tech = sorted(data.TECH_CARDS)
    shuffle(rng, tech)
    tapestry = [k for k, c in sorted(data.TAPESTRY_CARDS.items()) for _c in range(c["copies"])]
    shuffle(rng, tapestry)
    territory = sorted(data.TERRITORY_TILES)
    shuffle(rng, territory)
    space = sorted(data.SPACE_TILES)
    shuffle(rng, space)
    civs = sorted(data.CIVILIZATIONS)
    shuffle(rng, civs)
    state = {
        "game": game_id, "schema": schema, "options": options, "rng": rng, "log": [],
        "players": [new_player(None) for _s in range(n)],
        "seats": [{"hand": [], "offer": []} for _s in range(n)],
        "secret": {"tech_deck": tech, "tapestry_deck": tapestry, "territory_deck": territory,
                   "space_deck": space, "civ_deck": civs},
        "board": {"map": map_name, "hexes": hexes, "landmarks": sorted(data.LANDMARKS),
                  "tech_row": [], "tech_discard": [], "tapestry_discard": [],
                  "achievements": {}, "alliances": [], "marriages": [],
                  "tech_deck_count": 0, "tapestry_deck_count": 0, "territory_deck_count": 0,
                  "space_deck_count": 0},
        "flow": {"active": None, "turn": 0, "first": rng_int(rng, 0, n - 1), "stack": []},
        "end": None,
    }
    from games.tapestry.tech import refill_row
    refill_row(state)
    state["board"]["territory_deck_count"] = len(territory)
    state["board"]["space_deck_count"] = len(space)
    state["board"]["tapestry_deck_count"] = len(tapestry)
    events = [event("setup", seats=n, map=map_name, first=state["flow"]["first"])]
    order = [(state["flow"]["first"] + k) % n for k in range(n)]
    todo = []
    if n <= 3:
        pairs = list(PAIRS)
        shuffle(rng, pairs)
        for seat in order:
            todo.append({"step": "choose_capital", "seat": seat, "pair": pairs.pop()})
    else:
        caps = sorted(data.CAPITALS)
        shuffle(rng, caps)
        for seat in order:
            todo.append({"step": "take_capital", "seat": seat, "capital": caps.pop()})
    for seat in order:
        state["seats"][seat]["offer"] = [civs.pop(), civs.pop()]
        events.append(event("civs_dealt", audience_only(seat), seat=seat, civs=state["seats"][seat]["offer"]))
        todo.append({"step": "choose_civ", "seat": seat})
    steps.push(state, *todo)
    state["log"].extend(events)
    return state


def take_capital(state, seat: int, capital: str) -> list:
    p = player(state, seat)
    p["capital"] = capital
    p["city"] = list(data.CAPITALS[capital]["grid"])
    start = data.MAPS[state["board"]["map"]]["starts"][capital]
    state["board"]["hexes"][start]["outposts"] += [[seat, True], [seat, True]]
    p["outposts"] -= 2
    return [event("capital", seat=seat, capital=capital, hex=start)]


@steps.automatic("take_capital")
def _take_capital(state, step):
    return take_capital(state, step["seat"], step["capital"])


@steps.decision("choose_capital")
class ChooseCapital:
    def prompt(self, state, step):
        caps = [k for k, c in sorted(data.CAPITALS.items()) if c["pair"] == step["pair"]]
        return Prompt("tapestry.choose_capital", step["seat"], _("Choose your capital city"),
                      tuple(Option(f"capital:{k}", _("{capital}"), {"capital": k}) for k in caps))

    def choose(self, state, step, option):
        return take_capital(state, step["seat"], option.params["capital"])


@steps.decision("choose_civ")
class ChooseCiv:
    def prompt(self, state, step):
        offer = state["seats"][step["seat"]]["offer"]
        return Prompt("tapestry.choose_civilization", step["seat"], _("Choose your civilization"),
                      tuple(Option(f"civ:{k}", _("{civ}"), {"civ": k}) for k in offer))

    def choose(self, state, step, option):
        from games.tapestry import civilizations
        seat, civ = step["seat"], option.params["civ"]
        offer = state["seats"][seat]["offer"]
        state["seats"][seat]["offer"] = []
        civilizations.shuffle_back(state, [c for c in offer if c != civ])
        return civilizations.take(state, seat, civ, at_setup=True)


def next_turn(state) -> list:
    flow = state["flow"]
    n = len(state["players"])
    if all(p["done"] for p in state["players"]):
        return finish(state)
    block = state["board"].get("dictatorship")
    if block and block["armed"] and flow["active"] == block["seat"]:
        del state["board"]["dictatorship"]  # Dictatorship holds until after its player's next turn
    seat = flow["first"] if flow["active"] is None else (flow["active"] + 1) % n
    while player(state, seat)["done"]:
        seat = (seat + 1) % n
    block = state["board"].get("dictatorship")
    if block and seat == block["seat"]:
        block["armed"] = True
    flow["active"] = seat
    flow["turn"] += 1
    events = hooks.fire(state, seat, "turn_start")
    steps.push(state, {"step": "automa_turn" if player(state, seat).get("bot") else "turn", "seat": seat})
    return events


def advance_blocked(state, seat: int, track: str) -> bool:
    if hooks.has(state, seat, f"no_advance:{track}"):
        return True
    block = state["board"].get("dictatorship")
    return bool(block and block["track"] == track and block["seat"] != seat)


@steps.decision("turn")
class Turn:
    def prompt(self, state, step):
        seat = step["seat"]
        p = player(state, seat)
        opts = [Option("income", _("Take an income turn (era {era})"), {"era": p["era"] + 1})]
        if p["era"] >= 1:
            for track in data.TRACK_KEYS:
                if tracks.movable_token(state, seat, track) is None or advance_blocked(state, seat, track):
                    continue
                if _affordable_tokens(state, seat, track):
                    opts.append(Option(f"advance:{track}", _("Advance on {track}"), {"track": track}))
        return Prompt("tapestry.choose_turn", seat, _("Your turn: income or advance?"), tuple(opts))

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "income":
            return income.begin(state, seat)
        track = option.params["track"]
        pay = {"step": "pay_advance", "seat": seat, "track": track,
               "from": tracks.movable_token(state, seat, track)["pos"]}
        if tracks.token_choices(state, seat, track):  # two tokens: either may advance (AI Singularity)
            steps.push(state, {"step": "advance_token", "seat": seat, "track": track, "then": pay,
                               "spaces": _affordable_tokens(state, seat, track)})
        else:
            steps.push(state, pay)
        return []


def _affordable_tokens(state, seat: int, track: str) -> list[int]:
    """The spaces of the seat's tokens on `track` an advance turn can pay to move."""
    spaces = tracks.token_choices(state, seat, track) or [tracks.movable_token(state, seat, track)["pos"]]
    res = player(state, seat)["res"]
    return [s for s in spaces if (c := tracks.cost_of(state, seat, track, s)) is not None and tracks.can_pay(res, c)]


@steps.decision("pay_advance")
class PayAdvance:
    def prompt(self, state, step):
        seat, track = step["seat"], step["track"]
        cost = tracks.cost_of(state, seat, track, step.get("from"))
        ways = tracks.payments(player(state, seat)["res"], cost)
        return Prompt("tapestry.pay_advance", seat, _("Pay to advance on {track}"),
                      tuple(tracks.pay_option(w) for w in ways), {"track": track})

    def choose(self, state, step, option):
        seat, track = step["seat"], step["track"]
        tracks.pay(state, seat, option.params["paid"])
        advance = tracks.advance_step(seat, track)
        if "from" in step:
            advance["from"] = step["from"]
        steps.push(state, advance, {"step": "end_of_advance", "seat": seat, "track": track})
        return [event("paid", seat=seat, paid=option.params["paid"], track=track)]


@steps.automatic("end_of_advance")
def _end_of_advance(state, step):
    return hooks.fire(state, step["seat"], "advance_turn_done", track=step["track"])


def finish(state) -> list:
    scores = [p["vp"] for p in state["players"]]
    best = max(v for s, v in enumerate(scores) if state["players"][s].get("bot") != "shadow")
    tied = [s for s, v in enumerate(scores) if v == best and state["players"][s].get("bot") != "shadow"]
    most = max(total_resources(state, s) for s in tied)
    winners = [s for s in tied if total_resources(state, s) == most]
    state["end"] = {"winners": winners, "scores": scores, "reason": "all_finished"}
    state["flow"]["stack"] = []
    return [event("game_over", winners=winners, scores=scores)]
