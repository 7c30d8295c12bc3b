"""Post-game analysis: how long the strong bot takes to analyse one finished game, and whether a
live table's bot turns wait while an analysis runs.

    python -m bench.analysis --game twilight-struggle [--think 3] [--decisions 30] [--samples 40]
    python -m bench.analysis --game tiny-sampled --think 0.1

1. A finished game of GAME, played to its end by the search bot's playout policy in every seat
   (random choices end most Twilight Struggle games by DEFCON at once), is analysed decision by
   decision in the worker's analysis process (bots/pool.py, nice 19): at the strong level's think
   time, or --think seconds a decision for a quicker run. --decisions N analyses the first N
   decisions only and projects the whole game from them.
2. The real stack on loopback (one bot worker, Redis, SQLite): a person plays the sampled tiny
   race against an easy search bot (0.2 s a decision), waiting --pause seconds before each move
   as people do. The latency of a bot turn is from the person's move stored to the bot's answer
   stored; p50 and p99 over --samples turns, first with no analysis, then while the worker has
   analyses of GAME queued and running.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time

LIVE_GAME = "tiny-sampled"  # the race a search bot plays (tests/tinygame.py)
SEATS = {"twilight-struggle": 2, "euphoria": 3, "tapestry": 3, "hegemony": 3, "tiny-sampled": 2}


def finished_game(game_id: str, seed: int, max_moves: int = 5000) -> tuple:
    """(game, seats, options, moves) of a game played to its end by the playout policy."""
    from bots.knowledge import knowledge_for
    from games import registry

    game = registry.get(game_id)
    seats = [{"kind": "bot", "level": 3}] * SEATS.get(game_id, game.min_seats)
    options = game.resolve_options({})
    state, moves = game.setup(seats, options, seed), []
    knowledge, rng = knowledge_for(game_id), random.Random(seed)
    while game.result(state) is None and len(moves) < max_moves:
        seat = game.to_act(state)[0]
        option = knowledge.playout_choice(game, state, seat, game.prompt(state, seat), rng)
        moves.append((seat, option))
        state, _events = game.apply(state, seat, option)
    if game.result(state) is None:
        raise SystemExit(f"{game_id}: no end within {max_moves} moves (seed {seed})")
    return game, seats, options, moves


async def analyse(game, seats, options, seed, moves, think: float, limit: int | None) -> tuple[int, int, float]:
    """(decisions judged, decisions in the game, seconds) in the analysis process."""
    from bots import analysis, pool

    points = list(analysis.decisions(game, seats, options, seed, moves))
    chosen = points[:limit] if limit else points
    await pool.judge(game, chosen[0], 0.01, "warm-up")  # the process's start is not the analysis
    started = time.perf_counter()
    for point in chosen:
        await pool.judge(game, point, think, f"bench:{point.move}")
    return len(chosen), len(points), time.perf_counter() - started


# --------------------------------------------------------------------------- live latency


def stored_table(game_id: str, seats: list[dict], options: dict, seed: int, moves: list) -> int:
    """The finished game as a table of the stack's database, its moves played through services."""
    from tabletop import services
    from tabletop.models import Player, Table

    people = [Player.objects.create(name=f"P{i + 1}") for i in range(len(seats))]
    table = services.create_table(game_id, seats=[{"kind": "human"}] + [{"kind": "open"}] * (len(seats) - 1),
                                  host=people[0], options=options, seed=seed)
    for index, person in enumerate(people[1:], 1):
        services.join_seat(table.pk, index, person)
    services.start_table(table.pk, people[0])
    version = Table.objects.get(pk=table.pk).version
    for seat, option in moves:
        version = services.play(table.pk, seat, version, option, player=people[seat])
    return table.pk


def live_turns(samples: int, pause: float) -> list[float]:
    """Seconds from the person's move stored to the easy bot's answer stored, `samples` times."""
    from bots import levels
    from tabletop import services
    from tabletop.models import Move, Player, Table

    ann, latencies, rng, table = Player.objects.create(name="Ann"), [], random.Random(1), None
    while len(latencies) < samples:
        if table is None or table.status != Table.Status.ACTIVE:
            table = services.create_table(LIVE_GAME, seats=[{"kind": "human"}, {"kind": "bot", "level": levels.EASY}],
                                          host=ann, options={"target": 20})
            services.start_table(table.pk, ann)
        time.sleep(pause)
        table = Table.objects.get(pk=table.pk)
        version = services.play(table.pk, 0, table.version, f"add:{rng.randint(1, 3)}", player=ann)
        deadline = time.monotonic() + 60
        while not (answer := Move.objects.filter(table_id=table.pk, version=version + 1).first()):
            if Table.objects.get(pk=table.pk).status != Table.Status.ACTIVE or time.monotonic() > deadline:
                break
            time.sleep(0.005)
        if answer is not None:
            latencies.append((answer.created - Move.objects.get(table_id=table.pk, version=version).created).total_seconds())
        table = Table.objects.get(pk=table.pk)
    return latencies


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--think", type=float, default=None, help="seconds a decision (default: the strong level's)")
    parser.add_argument("--decisions", type=int, default=None, help="analyse only the first N decisions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=40, help="live bot turns measured each way")
    parser.add_argument("--pause", type=float, default=0.5, help="seconds the person waits before each move")
    parser.add_argument("--no-live", action="store_true", help="only the time to analyse")
    args = parser.parse_args(argv or [])
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tabletop.settings")
    os.environ["TABLETOP_EXTRA_GAMES"] = "tests.tinygame"  # the analysis process imports it too
    import tests.tinygame  # noqa: F401  (registers the sampled race)
    from bots import levels, pool

    think = args.think if args.think is not None else levels.SECONDS[levels.STRONG]
    game, seats, options, moves = finished_game(args.game, args.seed)
    done, total, seconds = asyncio.run(analyse(game, seats, options, args.seed, moves, think, args.decisions))
    pool.shutdown()
    print(f"analysis of one {args.game} game (seed {args.seed}, {len(moves)} moves, {total} decisions to judge), "
          f"{think} s a decision, one process at nice 19")
    whole = seconds / done * total
    print(f"  {done} decisions in {seconds:.1f} s: {seconds / done:.2f} s a decision; the whole game "
          f"{f'{whole / 60:.1f} min' if whole > 120 else f'{whole:.1f} s'}{' (projected)' if done < total else ''}")
    if args.no_live:
        return

    from bench.support.stack import Stack

    stack = Stack(workers=1, env={"TABLETOP_ANALYSIS_THINK": str(think)})
    stack.django_setup()
    try:
        live_turns(3, 0)  # the worker's search processes start: not a turn's latency
        alone = live_turns(args.samples, args.pause)
        from tabletop import analysis
        from tabletop.models import Analysis

        for seed in range(args.seed, args.seed + 3):  # a backlog: the worker always has one to go on with
            _game, seats_, options_, moves_ = finished_game(args.game, seed)
            analysis.ask(stored_table(args.game, seats_, options_, seed, moves_), None)
        deadline = time.monotonic() + 120
        while not any(a.decisions for a in Analysis.objects.all()) and time.monotonic() < deadline:
            time.sleep(0.1)
        before = sum(len(a.decisions) for a in Analysis.objects.all())
        during = live_turns(args.samples, args.pause)
        judged = sum(len(a.decisions) for a in Analysis.objects.all()) - before
    finally:
        stack.close()
    from bench.support.tables import percentile

    ms = lambda values, q: percentile(values, q) * 1000  # noqa: E731
    print(f"live bot turns ({LIVE_GAME}, easy bot, {levels.SECONDS[levels.EASY]} s think; "
          f"{args.pause} s between a bot's answer and the next move), person's move to the bot's, stored")
    print(f"  no analysis        p50 {ms(alone, .5):7.1f} ms   p99 {ms(alone, .99):7.1f} ms   ({len(alone)} turns)")
    print(f"  analysis running   p50 {ms(during, .5):7.1f} ms   p99 {ms(during, .99):7.1f} ms   "
          f"({len(during)} turns; {judged} decisions analysed meanwhile)")


if __name__ == "__main__":
    main(sys.argv[1:])
