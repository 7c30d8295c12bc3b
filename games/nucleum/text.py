"""Words for Nucleum: log lines for the engine's event kinds and ids turned into names. Czech
uses the expansion rulebook's own terms (Urbanizace, Posílení, žeton úspěchu...)."""
from __future__ import annotations

from games.engine import Option, Phrase, _
from games.nucleum.parliament import program
from games.nucleum.state import comps

ACTION_NAMES = {"urbanize": _("Urbanize"), "industrialize": _("Industrialize"), "develop": _("Develop"),
                "contract": _("Contract"), "energize": _("Energize"), "subsidy": _("Subsidy"),
                "politicking": _("Politicking"), "directive": _("special directive")}
TRACK_NAMES = {"thaler": _("thaler"), "worker": _("worker"), "vp": _("VP")}
PIECE_NAMES = {"residence": _("residence"), "factory": _("factory"), "laboratory": _("laboratory"),
               "mine": _("mine"), "turbine": _("turbine")}
FUEL_NAMES = {"uranium": _("uranium"), "coal": _("coal")}
GAIN_NAMES = {"thalers": _("thalers"), "workers": _("workers"), "achievements": _("achievement tokens")}
COLOUR_NAMES = {"yellow": _("yellow"), "orange": _("orange"), "blue": _("blue"), "green": _("green"),
                "grey": _("grey")}
CONDITION_NAMES = {"draw_empty": _("the action tile draw stack is empty"),
                   "contracts_empty": _("the silver and gold contract stacks are empty"),
                   "recharged_three": _("every player has recharged 3 times"),
                   "all_technologies": _("a player has unlocked all 8 technologies"),
                   "vp_flag": _("a player has reached the VP flag")}
END_REASONS = {"end_conditions": _("Enough end conditions were met.")}
PARTY_NAMES = {"capitalists": _("Capitalists"), "liberals": _("Liberals"), "communists": _("Communists"),
               "royalists": _("Royalists")}
NEUTRAL_NAMES = {"arrow": _("the neutral politician with the arrow"), "N2": _("neutral politician 2"),
                 "N3": _("neutral politician 3"), "N4": _("neutral politician 4")}
# the programs' printed texts, by what each scores (A-2 pairs them with parties)
PROGRAM_TEXTS = {
    "fulfilled_contracts": _("1 VP per contract you have fulfilled"),
    "mines_and_turbines": _("1 VP per mine and turbine of yours on the map"),
    "best_milestone_x2": _("the VP of the highest milestone tile holding one of your markers, times 2"),
    "technologies": _("1 VP per technology you have unlocked"),
    "largest_network": _("1 VP per city of your largest network"),
    "distinct_cities": _("1 VP per city holding a building, mine or turbine of yours"),
    "parties_x2": _("2 VP per party you have a politician in"),
    "largest_electrified": _("VP equal to the energy your most demanding electrified building needs"),
    "residences_x2": _("2 VP per residence of yours on the map"),
}
ROLE_NAMES = {"leader": _("as its leader"), "dominant": _("as a member of the dominant party")}

TEXTS = {
    "setup": _("A game for {seats} players begins on the {side} side of the map."),
    "provisional_components": _("The base game's components are provisional: invented to the published counts "
                                "and limits, not the printed game."),
    "nucleum_placed": _("Setup card {card}: the power plant of {city} starts with a Nucleum."),
    "rubble": _("Rubble blocks a space in {city}."),
    "neutral_building": _("A neutral building stands in {city}."),
    "experiment": _("{seat} takes experiment {experiment}."),
    "tile_played": _("{seat} plays tile {tile} to slot {slot}."),
    "action": _("{seat} carries out {action}."),
    "action_missing": _("{seat} cannot carry out {action}: it is not in this engine yet."),
    "gain": _("{seat} gains {n} {what}."),
    "vp": _("{seat} scores {n} VP."),
    "income_step": _("{seat} advances on the {track} income track to space {pos}."),
    "technology": _("{seat} unlocks technology {tech}."),
    "bought": _("{seat} buys tile {tile} for {price} thalers."),
    "contract_taken": _("{seat} takes contract {contract} onto contract space {space}."),
    "contract_fulfilled": _("{seat} fulfils contract {contract}."),
    "railway": _("{seat} builds railway with tile {tile}."),
    "match": _("{seat}'s railway matches the colour towards {towards}."),
    "inaugurated": _("The railway from {a} to {b} is complete."),
    "recharge": _("{seat} recharges: {thalers} thalers, {workers} workers, {vp} VP."),
    "marker": _("{seat} places a milestone marker on {value}."),
    "nucleum": _("{seat} puts a Nucleum on the power plant of {city}."),
    "royal_appraisal": _("Royal Appraisal Day {number}."),
    "end_condition": _("{seat} marks an end condition: {condition}."),
    "game_ending": _("The game ends after {turns} more turns."),
    "final_scoring_begins": _("Final scoring."),
    "final_score": _("{seat} ends with {vp} VP."),
    "game_over": _("The game is over."),
    "built": _("{seat} builds a {what} ({level}) in {city} for {price} thalers."),
    "uranium": _("{seat} puts {n} uranium on their mines."),
    "turbine_fee": _("{seat} pays 1 thaler to {owner} for their turbine."),
    "fuel": _("{seat} burns {fuel} from {city}: {power} electricity."),
    "electrified": _("{seat} electrifies a building in {city}."),
    "turbine_effect": _("{seat}'s turbine effect fires."),
    "tile_gained": _("{seat} gains tile {tile}."),
    "chained": _("{seat} plays tile {tile} onto chaining tile {onto}."),
    "converted": _("{seat} exchanges a uranium from {city} for a worker."),
    "uncovered": _("{seat} uncovers the bonus of row {row} of their board."),
    "parliament_programs": _("The parties' programs, top to bottom: {programs}."),
    "neutral_placed": _("Setup card {card} places {figures} with the {party}."),
    "politicking_lost": _("{seat} has no worker for Politicking: the action is lost."),
    "politician": _("{seat} places a politician with the {party}."),
    "party_leader": _("{seat} now leads the {party}."),
    "neutral_leader": _("A neutral politician now leads the {party}."),
    "leader_slot_emptied": _("The {party} have no leader until the next Politicking there."),
    "dominant_party": _("The royal token moves to the {party}: they are the dominant party."),
    "party_scoring": _("The parties score their programs."),
    "program_scored": _("{seat} scores {n} VP for program {program} of the {party} {role}."),
    "politician_returned": _("{seat} takes a politician back from the {party}."),
    "neutral_removed": _("From the {party}, {figure} goes back to the box."),
    "arrow_moved": _("The neutral politician with the arrow moves to the {party}."),
    "baron_party": _("{seat} chooses the {party} for Politicking."),
    "baron_party_score": _("{seat} scores {n} VP for his parties."),
    "tile_discarded": _("{seat} returns tile {tile} from the offer to the box."),
    "auction_begins": _("The experiment auction begins."),
    "auction_bid": _("{seat} bids {n} VP."),
    "auction_drop": _("{seat} drops out of the auction and will be {place} to choose an experiment."),
    "auction_won": _("{seat} wins the auction for {n} VP and chooses an experiment first."),
    "auction_paid": _("{seat} gives up {n} VP, their last bid in the auction."),
    "politicking_bonus": _("{seat} takes Experiment E's Politicking bonus: {choice}."),
}
PLACES = {2: _("2nd"), 3: _("3rd"), 4: _("4th")}
BONUS_CHOICES = {"worker": _("1 worker"), "reward": _("the party's reward once more")}


def program_phrase(program_id: str) -> Phrase:
    """A party program by its id and printed text: "P6 (1 VP per city ...)"."""
    return Phrase(_("{id} ({text})"), {"id": program_id, "text": PROGRAM_TEXTS[program(program_id)["scores"]]})


def event_text(event: dict):
    """The line's text and its names; the seat is left to the platform, which names its person."""
    text = TEXTS.get(event["kind"])
    return (text, {k: v for k, v in display_params(event).items() if k != "seat"}) if text else None


def city_name(city: str) -> str:
    for side in comps().maps.values():
        if city in side.cities:
            return side.cities[city]["name"]
    return city


def space_name(space: str):
    """A railway space: the link's two cities (and which space of a 2-space link)."""
    for side in comps().maps.values():
        if space in side.rail:
            link = side.links[side.rail[space]["link"]]
            n = link["spaces"].index(space) + 1
            names = {"a": city_name(link["a"]), "b": city_name(link["b"]), "n": n}
            if len(link["spaces"]) == 1:
                return Phrase(_("{a}–{b}"), names)
            return Phrase(_("{a}–{b}, space {n}"), names)
    return space


def _is_rail(space: str) -> bool:
    return any(space in side.rail for side in comps().maps.values())


def display_params(params: dict) -> dict:
    shown = dict(params)
    if isinstance(shown.get("owner"), int):  # another seat, by its role as the others' texts do
        shown["owner"] = f"player-{shown['owner'] + 1}"
    for key in ("city", "towards", "a", "b"):
        if isinstance(shown.get(key), str):
            shown[key] = space_name(shown[key]) if _is_rail(shown[key]) else city_name(shown[key])
    if "space" in shown and isinstance(shown["space"], str):
        shown["space"] = space_name(shown["space"])
    if shown.get("what") in PIECE_NAMES:
        shown["what"] = PIECE_NAMES[shown["what"]]
    if isinstance(shown.get("party"), int):
        shown["party"] = PARTY_NAMES[comps().parliament["parties"][shown["party"]]]
    if "figures" in shown:
        shown["figures"] = Phrase(_("{a} and {b}"), {"a": NEUTRAL_NAMES[shown["figures"][0]],
                                                      "b": NEUTRAL_NAMES[shown["figures"][1]]}) \
            if len(shown["figures"]) == 2 else NEUTRAL_NAMES[shown["figures"][0]]
    if "programs" in shown:
        shown["programs"] = Phrase.join(program_phrase(p) for p in shown["programs"])
    if isinstance(shown.get("program"), str):
        shown["program"] = program_phrase(shown["program"])
    for key, names in (("figure", NEUTRAL_NAMES), ("role", ROLE_NAMES)):
        if shown.get(key) in names:
            shown[key] = names[shown[key]]
    for key, names in (("action", ACTION_NAMES), ("track", TRACK_NAMES), ("what", GAIN_NAMES),
                       ("first", COLOUR_NAMES), ("second", COLOUR_NAMES), ("colour", COLOUR_NAMES),
                       ("building", PIECE_NAMES), ("fuel", FUEL_NAMES), ("condition", CONDITION_NAMES),
                       ("place", PLACES), ("choice", BONUS_CHOICES)):
        if shown.get(key) in names:
            shown[key] = names[shown[key]]
    return shown


def told_apart(options: list[Option], text: str) -> list[Option]:
    """Options naming the same city read alike: those get `text`, which also shows {n}, their
    number among that city's options."""
    cities = [o.params.get("city") for o in options]
    out = []
    for i, o in enumerate(options):
        if cities.count(o.params.get("city")) == 1:
            out.append(o)
        else:
            out.append(Option(o.id, text, o.params | {"n": cities[:i + 1].count(cities[i])}))
    return out
