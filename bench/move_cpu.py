"""CPU per move of the committing process alone: `services.play` (the database writes) and the
broadcast it triggers (every watched audience rendered and stored in Redis), with no web server
or sockets. It isolates what bench.ws_fanout's server CPU figure is made of, and with --profile
says where it goes.

Two people play a seeded random game on a SQLite file (or DATABASE_URL) with a Redis of its own;
both seats and the spectators are watched, as on a table page with one spectator.

    python -m bench.move_cpu [--moves 300] [--game tiny|twilight-struggle|...] [--ts-turn 6] [--profile N] [--parts]

`--parts` splits a move into its steps (reading the table, the rules, the undo check, the
writes and commit, the boards, their deltas, Redis), each as its share of a profiled run applied
to the unprofiled CPU per move: what a move costs before any socket is involved.

Twilight Struggle is measured from its turn TS_TURN on (bench.support.tables.play_into), each
choice by the search bot's playout policy: random choices end its games by DEFCON within two
turns, which would measure an opening's small state and short log only.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from bench.support.stack import Stack
from tabletop import collector


def watched_table(game: str, options: dict | None) -> tuple[int, list]:
    """A started two-person table whose seats and spectators are watched; (id, players)."""
    from tabletop import broadcast, services
    from tabletop.models import Player

    ann, bob = Player.objects.create(name="Ann"), Player.objects.create(name="Bob")
    table = services.create_table(game, seats=[{"kind": "open"}, {"kind": "open"}], options=options, host=ann)
    services.join_seat(table.pk, 0, ann)
    services.join_seat(table.pk, 1, bob)
    services.start_table(table.pk, ann)
    until = time.time() + broadcast.WATCH_TTL
    for audience in (broadcast.board_audience(0, True, "en"), broadcast.board_audience(1, False, "en"),
                     broadcast.board_audience(None, False, "en")):
        broadcast.redis_client().hset(broadcast.watch_key(table.pk), audience, until)
    return table.pk, [ann, bob]


def play_moves(game: str, options: dict | None, moves: int, rng: random.Random, turn: int = 0,
               profile: cProfile.Profile | None = None) -> tuple[float, int]:
    """Play up to `moves` moves over fresh tables, random ones or from `turn` on by the playout
    policy; (CPU seconds, moves made). A profile sees the timed moves only."""
    from bench.support.tables import play_into
    from bots.knowledge import knowledge_for
    from games import registry
    from tabletop import services
    from tabletop.models import Table

    engine = registry.get(game)
    cpu, made = 0.0, 0
    while made < moves:
        table_id, players = watched_table(game, options)
        if turn:
            play_into(table_id, players, turn)
        table = Table.objects.get(pk=table_id)
        state, version = table.state, table.version
        while made < moves and engine.result(state) is None:
            seat = engine.to_act(state)[0]
            prompt = engine.prompt(state, seat)
            option = (knowledge_for(game).playout_choice(engine, state, seat, prompt, rng) if turn
                      else rng.choice(prompt.options).id)
            if profile:
                profile.enable()
            started = time.process_time()
            version = services.play(table_id, seat, version, option, player=players[seat])
            cpu += time.process_time() - started
            if profile:
                profile.disable()
            made += 1
            state = Table.objects.get(pk=table_id).state
    return cpu, made


# The steps of a move, each the cumulative time of the functions named (file, function).
PARTS = (
    ("read the table and seats", (("tabletop/services.py", "_table_for"),)),
    ("rules: apply the option", (("games/engine.py", "apply"),)),
    ("undo check (its views feed the boards)", (("games/engine.py", "undoable"),)),
    ("writes and commit", (("tabletop/rows.py", "advance"), ("tabletop/rows.py", "add_move"),
                           ("tabletop/services.py", "_track_prompts"), ("django/db/backends/base/base.py", "commit"))),
    ("boards: one render per audience", (("tabletop/broadcast.py", "render"),)),
    ("deltas from the boards before", (("tabletop/pieces.py", "delta"),)),
    ("Redis: watched audiences, store, announce", (("tabletop/broadcast.py", "watched"),
                                                    ("redis/client.py", "execute"))),
)


def parts(profile: cProfile.Profile, cpu_per_move: float) -> list[tuple[str, float, float]]:
    """(step, ms per move, share) of each of PARTS and the rest, from the profile's cumulative
    times, scaled to the unprofiled CPU per move."""
    stats = pstats.Stats(profile).stats
    total = sum(tt for (_cc, _nc, tt, _ct, _callers) in stats.values())
    found = []
    for label, functions in PARTS:
        spent = sum(ct for (path, _line, name), (_cc, _nc, _tt, ct, _callers) in stats.items()
                    if any(path.endswith(file) and name == function for file, function in functions))
        found.append((label, spent / total))
    found.append(("the rest of services.play", 1 - sum(share for _label, share in found)))
    return [(label, share * cpu_per_move, share) for label, share in found]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--game", default=None, help="one game (default: tiny and twilight-struggle)")
    parser.add_argument("--ts-turn", type=int, default=6)
    parser.add_argument("--profile", type=int, default=0, help="print the N costliest functions")
    parser.add_argument("--sort", default="cumulative", help="the profile's order: cumulative or tottime")
    parser.add_argument("--parts", action="store_true", help="split a move's CPU into its steps")
    args = parser.parse_args(argv or [])
    stack = Stack(daphnes=0)
    stack.django_setup()
    games = [args.game] if args.game else ["tiny", "twilight-struggle"]
    try:
        for game in games:
            options = {"target": 20} if game.startswith("tiny") else None
            play_moves(game, options, 20, random.Random(1))  # warm up: imports, templates, caches
            collector.tune()  # as a web process or a bot worker runs
            profile = cProfile.Profile() if args.profile else None
            turn = args.ts_turn if game == "twilight-struggle" else 0
            cpu, made = play_moves(game, options, args.moves, random.Random(7), turn, profile)
            print(f"{game:18} {made} moves{f' from turn {turn}' if turn else ''}: {cpu / made * 1000:.2f} ms "
                  f"CPU per move (play + render 3 audiences + store)", flush=True)
            if profile:
                pstats.Stats(profile).sort_stats(args.sort).print_stats(args.profile)
            if args.parts:  # the same moves again, profiled in CPU time (waits on Redis or the disk left out)
                profile = cProfile.Profile(time.process_time)
                play_moves(game, options, args.moves, random.Random(7), turn, profile)
                for label, ms, share in parts(profile, cpu / made * 1000):
                    print(f"  {label:44} {ms:6.3f} ms {share:6.1%}")
    finally:
        stack.close()


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
