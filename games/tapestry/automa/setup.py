"""Solo and Shadow Empire setup (rulebook "Setup"), the options, and an automaton seat's choice.

Solo: 3 seats, 1 human (or policy bot) and 2 automata, the first the Automa, the second the
Shadow Empire. Shadow Empire mode: 2 humans and 1 automaton; its separate rules sheet is not
available, so it follows the published digital adaptation: decision cards 1-12, the Shadow
Empire advances with the track card's Shadow indicator and its income turn is the favourite
check and the reshuffle.
"""
from __future__ import annotations

from games.engine import OptionSpec, _, event, rng_int, shuffle
from games.tapestry import data, steps, tracks
from games.tapestry.automa.rules import CIVS, LEVELS
from games.tapestry.state import player

OPTIONS = (
    OptionSpec("automa_level", _("Automa difficulty"), 2, choices=(1, 2, 3, 4, 5, 6),
               help=_("1 Underachiever, 2 Average (the rulebook's default), 3 Slightly Intimidating, "
                      "4 Somewhat Awesome, 5 Definitely Awesome, 6 Crusher of Dreams.")),
    OptionSpec("automa_keep_optional", _("Keep the optional solo removals"), False,
               help=_("Keep the tapestry cards and civilizations the solo rules advise removing "
                      "(they unfairly help or hurt the human player).")),
    OptionSpec("automa_extra_civ", _("Level 6: the Automa's second civilization"), "random",
               choices=("random", "conquerors", "explorers", "scientists", "engineers"),
               help=_("Chosen by the human player at level 6; random picks one of the other sides.")),
    OptionSpec("automa_toppled_block", _("Automa distance: toppled outposts count as tokens"), True,
               help=_("A path for the Automa's distance may cross a hex with at most 1 of the human's tokens; "
                      "on: toppled ones count too (the recommended reading), off: only upright ones.")),
)
START_HUMAN, START_AUTOMA = "2/4", "3/5"
OPTIONAL_CIVS = ("futurists", "heralds", "inventors")
REMOVED_CIVS = ("traders",)
PROGRESS = list(range(8, 23))


def start_hex(state, pair: str) -> str:
    starts = data.MAPS[state["board"]["map"]]["starts"]
    return next(starts[k] for k, c in sorted(data.CAPITALS.items()) if c["pair"] == pair)


def home_hexes(state) -> dict[int, str]:
    """Each seat's starting hex (a state or any seat's view): its capital's, or in the solo game
    the human's 2/4 and the Automa's 3/5 territory; the Shadow Empire has none."""
    a = state.get("automa") or {}
    homes = {s: data.MAPS[state["board"]["map"]]["starts"][p["capital"]]
             for s, p in enumerate(state["players"]) if p["capital"]}
    if a.get("mode") == "solo":
        homes = {s: start_hex(state, START_HUMAN) for s in homes if s not in (a["au"], a["se"])}
        homes[a["au"]] = start_hex(state, START_AUTOMA)
    return homes


def prepare(state, seats) -> None:
    """Seat the bots after the base setup; nothing changes without an automaton seat."""
    kinds = [s.get("kind", "human") for s in seats]
    autos = [i for i, k in enumerate(kinds) if k == "automaton"]
    if not autos:
        return
    if len(seats) == 3 and len(autos) == 2:
        mode, au, se = "solo", autos[0], autos[1]
    elif len(seats) == 3 and len(autos) == 1:
        mode, au, se = "shadow", None, autos[0]
    else:
        raise ValueError("automaton seats: 1 player with the Automa and the Shadow Empire (3 seats), "
                         "or 2 players with the Shadow Empire (3 seats)")
    opts, rng = state["options"], state["rng"]
    bots = [s for s in (au, se) if s is not None]
    flow = state["flow"]
    flow["stack"] = [st for st in flow["stack"] if st["seat"] not in bots]
    secret = state["secret"]
    for s in bots:
        secret["civ_deck"] += state["seats"][s]["offer"]
        state["seats"][s]["offer"] = []
    state["log"] = [e for e in state["log"] if not (e["kind"] == "civs_dealt" and e["seat"] in bots)]
    if mode == "solo":
        _solo_components(state, opts.get("automa_keep_optional", False))
    level = opts.get("automa_level", 2) if mode == "solo" else 2
    a = {"mode": mode, "au": au, "se": se, "level": level, "civs": [], "favourite": {"au": None, "se": None},
         "pair": [], "discard": []}
    state["automa"] = a
    player(state, se).update(bot="shadow", outposts=data.OUTPOSTS - 1)
    events = []
    if au is not None:
        p = player(state, au)
        p.update(bot="automa", outposts=data.OUTPOSTS - 3)
        hid = start_hex(state, START_AUTOMA)
        state["board"]["hexes"][hid]["outposts"] += [[au, True], [au, True]]
        roll = tracks.roll_science(state)
        side = next(k for k, c in sorted(CIVS.items()) if c["die"] == roll)
        a["civs"] = [side]
        a["favourite"]["au"] = CIVS[side]["favourite"]
        if LEVELS[level]["second_civ"]:
            a["civs"].append(_extra_civ(state, side))
        player(state, se)["done"] = True  # the Shadow Empire acts only within the Automa's turn
        events.append(event("automa_setup", seat=au, hex=hid, die=roll, civs=a["civs"], favourite=a["favourite"]["au"]))
    rolls = [tracks.roll_science(state)]
    while rolls[-1] == a["favourite"]["au"]:
        rolls.append(tracks.roll_science(state))
    a["favourite"]["se"] = rolls[-1]
    events.append(event("shadow_setup", seat=se, rolls=rolls, favourite=rolls[-1]))
    if mode == "solo":
        progress = list(PROGRESS)
        shuffle(rng, progress)
        deck = list(range(1, 8)) + [progress.pop()]
    else:
        progress, deck = [], list(range(1, 13))
    shuffle(rng, deck)
    secret["automa"] = {"deck": deck, "progress": progress}
    a["deck_count"], a["progress_count"] = len(deck), len(progress)
    if mode == "solo":
        human = next(s for s in range(3) if s not in bots)
        todo = [{"step": "automa_human_start", "seat": human}]
        todo += [tracks.advance_step(human, t) for t in LEVELS[level]["income_1"]["human"]]
        flow["stack"][:0] = list(reversed(todo))  # after the capital and civilization choices
    state["log"].extend(events)


def _solo_components(state, keep_optional: bool) -> None:
    """The solo removals: tapestry cards, 2 of the 7 traps, civilizations."""
    secret = state["secret"]
    drop = {k for k, c in data.TAPESTRY_CARDS.items()
            if c["solo"] == "removed" or (c["solo"] == "optional_removal" and not keep_optional)}
    deck = [k for k in secret["tapestry_deck"] if k not in drop]
    for _k in range(2):
        deck.remove("trap")
    secret["tapestry_deck"] = deck
    state["board"]["tapestry_deck_count"] = len(deck)
    gone = set(REMOVED_CIVS) | (set() if keep_optional else set(OPTIONAL_CIVS))
    dealt = [bool(seat["offer"]) for seat in state["seats"]]  # the player's (the bots' went back)
    for s, seat in enumerate(state["seats"]):
        secret["civ_deck"] += [c for c in seat["offer"] if c in gone]
        seat["offer"] = [c for c in seat["offer"] if c not in gone]
    secret["civ_deck"] = [c for c in secret["civ_deck"] if c not in gone]
    for s, seat in enumerate(state["seats"]):
        if dealt[s] and len(seat["offer"]) < 2:  # both removed too: two others, not none
            while len(seat["offer"]) < 2:
                seat["offer"].append(secret["civ_deck"].pop())
            for e in state["log"]:
                if e["kind"] == "civs_dealt" and e["seat"] == s:
                    e["civs"] = list(seat["offer"])


def _extra_civ(state, first: str) -> str:
    wanted = state["options"].get("automa_extra_civ", "random")
    others = [k for k in sorted(CIVS) if k != first]
    if wanted in others:
        return wanted
    return others[rng_int(state["rng"], 0, len(others) - 1)]


@steps.automatic("automa_human_start")
def _human_start(state, step):
    """Solo: the human's 2 starting outposts go on the territory labelled 2/4 whatever the capital."""
    seat, target = step["seat"], start_hex(state, START_HUMAN)
    hexes = state["board"]["hexes"]
    moved = 0
    for hid, h in sorted(hexes.items()):
        mine = [o for o in h["outposts"] if o[0] == seat]
        h["outposts"] = [o for o in h["outposts"] if o[0] != seat]
        moved += len(mine)
    hexes[target]["outposts"] += [[seat, True] for _k in range(moved)]
    return [event("solo_start", seat=seat, hex=target)]


def choice(state, seat: int, prompt) -> str:
    """An automaton seat's option: its turn is the one option; any other question put to a bot
    (the base game asks opponents now and then) is declined when it can be, else the first
    option, since the bots gain only what their rules name."""
    ids = [o.id for o in prompt.options]
    for pref in ("go", "pass", "decline", "no"):
        if pref in ids:
            return pref
    return ids[0]
