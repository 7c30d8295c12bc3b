"""Position builders for tests and benchmarks.

    state = new_state(n=3)                   # setup done, experiments chosen, first turn due
    give(state, 0, thalers=3, achievements=5)
    state = play(state, 0, "recharge")
    state = begin(state, 0, "urbanize")      # an action's decisions on top of the pending turn
    state = parliament_at(new_state(4, expansion="parliament"),
                          [{"seats": {0: 3}, "neutrals": ["arrow", "N2"], "leader": 0}, {}, {}, {}])
    state = with_player(state, 0, "E", ["E7"])   # any experiment and technologies, directly
"""
from __future__ import annotations

from games.nucleum import actions, steps, turn
from games.nucleum.game import Nucleum

GAME = Nucleum()


def new_state(n: int = 2, seed: int = 1, experiments: bool = True, **options) -> dict:
    """A game after setup (with the table `options`); with `experiments`, each seat has taken
    the first one offered."""
    state = GAME.setup([{"kind": "human"}] * n, options, seed)
    while experiments and state["flow"]["stack"] and state["flow"]["stack"][-1]["step"] == "choose_experiment":
        seat = GAME.to_act(state)[0]
        state = play(state, seat, GAME.prompt(state, seat).options[0].id)
    return state


def to_act(state) -> int:
    return GAME.to_act(state)[0]


def give(state, seat: int, **amounts) -> dict:
    """Set a player's public counters (thalers, workers, achievements, vp, ...) directly."""
    state["players"][seat].update(amounts)
    return state


def play(state, seat: int, *option_ids: str) -> dict:
    return play_events(state, seat, *option_ids)[0]


def play_events(state, seat: int, *option_ids: str) -> tuple[dict, list]:
    """`play`, and the events the choices logged."""
    events = []
    for oid in option_ids:
        state, new = GAME.apply(state, seat, oid)
        events += new
    return state, events


def ids(state) -> list[str]:
    seat = to_act(state)
    return GAME.prompt(state, seat).ids()


def begin(state, seat: int, action: str, discount: int = 0) -> dict:
    """Start an action for `seat` as a tile half would (its decisions go on top of the stack)."""
    state["log"].extend(actions.action_steps(state, seat, action, discount=discount))
    return state


def clear_map(state) -> dict:
    """No neutral building and no rubble: every space of the map free."""
    state["board"]["neutral"], state["board"]["rubble"] = {}, []
    return state


def build_at(state, seat: int, space: str, **structure) -> dict:
    """Put a structure of `seat` on a space directly ({"kind": "building", "type", "level"} ...)."""
    state["board"]["structures"][space] = {"owner": seat, **structure}
    return state


def rail_at(state, seat: int, *spaces: str, tile: str = "T01") -> dict:
    """Railway tiles of `seat` on spaces directly, their ends closed."""
    for space in spaces:
        state["board"]["rail"][space] = {"tile": tile, "owner": seat, "orient": 0, "closed": [True, True]}
    return state


def parliament_at(state, parties: list[dict], dominant: int = 0, programs: list[str] | None = None) -> dict:
    """Put the parliament of an expansion game in any position. `parties` top to bottom, each
    {"seats": {seat: politicians}, "neutrals": [figures], "leader": seat | figure | None}
    (empty: an empty party); the neutral figures not named leave the board."""
    par = state["parliament"]
    par["politicians"] = [[party.get("seats", {}).get(s, 0) for s in range(len(state["players"]))] for party in parties]
    par["neutrals"] = {f: i for i, party in enumerate(parties) for f in party.get("neutrals", [])}
    par["leaders"] = [party.get("leader") for party in parties]
    par["dominant"] = dominant
    if programs:
        par["programs"] = list(programs)
    return state


def with_player(state, seat: int, experiment: str | None = None, technologies=None, **amounts) -> dict:
    """A player set directly: an experiment with its starting tiles as the pool (taken as the
    choice would, whatever the rest of the table has), technologies already unlocked (their
    one-time effects not given), and public counters."""
    if experiment is not None:
        turn.take_experiment(state, seat, experiment)
    if technologies is not None:
        state["players"][seat]["technologies"] = list(technologies)
    return give(state, seat, **amounts)


def choose_experiments(state, *experiments: str) -> dict:
    """Each pending experiment choice taken, in turn, from `experiments` directly (E too,
    without the parliament: tests and random games reach its rules this way)."""
    wanted = list(experiments)
    while state["flow"]["stack"] and state["flow"]["stack"][-1]["step"] == "choose_experiment" and wanted:
        step = state["flow"]["stack"].pop()
        state["log"].extend(turn.take_experiment(state, step["seat"], wanted.pop(0)))
    events = []
    steps.run(state, events, turn.next_turn)  # the first turn, once every experiment is taken
    state["log"].extend(events)
    GAME.resolve_forced(state)
    return state
