"""Instructions per move of the committing process, counted by valgrind's callgrind: the same
moves as bench.move_cpu (a move stored, its three audiences' boards drawn, their deltas, Redis),
but a count that does not move with the machine's speed. On a shared machine CPU time per move
swings by half within minutes; this count repeats to a tenth of a per cent, so two commits can
be compared one after the other (`git worktree add` the older one and run this in both).

    python -m bench.instructions [--game twilight-struggle|tiny] [--moves 20] [--deal 12]
    python -m bench.instructions --sockets 1,50 [--game tiny|twilight-struggle] [--moves 40] [--server daphne|uvicorn]

Only the moves are counted: the process runs uninstrumented through its set-up, switches
instrumentation on (callgrind_control), and callgrind collects inside functools.reduce alone,
which wraps each `services.play`. Twilight Struggle is played from a fixed deal into turn 6, then
each choice by the search bot's playout policy, as in bench.move_cpu; the hash seed is fixed so
that every run plays the same moves. Needs valgrind (`make valgrind` installs Debian's).

`--sockets W,...` counts instead the web process, a Daphne (or `--server`) under callgrind, over bench.ws_fanout's
moves with W watchers: two players move over the table page's websockets, and the count takes in
all the web process does for a move, the sockets' frames and the committing process's work
alike (its kernel work aside): what bench.ws_fanout's CPU per move measures, without the noise of
a shared machine; and beside it, counted alike, the floors of bench.ws_fanout's yardsticks: bare
Daphne, the relay through Channels, and the durable relay (the relay plus a move's writes). The moves are random, so runs differ by a few per cent; compare runs of
enough moves.
"""
from __future__ import annotations

import argparse
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from tabletop import collector

HASH_SEED = "1"  # set iteration order, hence the playout policy's choices, fixed run to run


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None, help="one game (default: tiny and twilight-struggle)")
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--deal", type=int, default=12, help="the table's seed")
    parser.add_argument("--sockets", default=None, help="W,...: count the web process over websockets")
    parser.add_argument("--server", default="daphne", help="the web process's server, with --sockets")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv or [])
    if args.inside:
        return play_counted(args.game, args.moves, args.deal)
    if not shutil.which("valgrind"):
        raise RuntimeError("bench.instructions needs valgrind: make valgrind (Debian's package)")
    if args.sockets:
        return count_socket_moves(args.game or "tiny", [int(w) for w in args.sockets.split(",")], args.moves,
                                  args.server)
    for game in [args.game] if args.game else ["tiny", "twilight-struggle"]:
        made, count = count_moves(game, args.moves, args.deal)
        print(f"{game:18} {made} moves: {count / made / 1e6:.2f} M instructions per move", flush=True)


def count_moves(game: str, moves: int, deal: int) -> tuple[int, int]:
    """(moves made, instructions counted) of one run under callgrind."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
             "--toggle-collect=functools_reduce", f"--callgrind-out-file={out}",
             sys.executable, "-m", "bench.instructions", "--inside", "--game", game, "--moves", str(moves),
             "--deal", str(deal)],
            env={**os.environ, "PYTHONHASHSEED": HASH_SEED}, capture_output=True, text=True)
        made = re.search(r"^moves (\d+)$", done.stdout, re.M)
        if done.returncode or not made or not int(made.group(1)):
            raise RuntimeError(f"the counted run failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
        with open(out) as profile:
            totals = re.search(r"^(?:summary|totals): (\d+)", profile.read(), re.M)
        return int(made.group(1)), int(totals.group(1))


def count_socket_moves(game: str, watchers: list[int], moves: int, server: str = "daphne") -> None:
    """Print the instructions the web process ran per move, with each number of watchers."""
    import asyncio
    import random

    from bench.support.stack import Stack
    from bench.ws_fanout import echoes, play_table

    stack = Stack(server=server, count=True)
    stack.django_setup()
    try:
        options, turn = ({"target": 20}, 0) if game.startswith("tiny") else (None, 6)
        for w in watchers:
            rng = random.Random(7)
            asyncio.run(play_table(stack, game, options, w, 10, rng))  # warm up, uncounted
            stack.web_instructions()  # counting starts (or goes on: each call counts since the last)
            made, count = 0, 0
            while made < moves:
                timings, counted, _sent, _played = asyncio.run(
                    play_table(stack, game, options, w, moves - made, rng, turn, meter=stack.web_instructions))
                made, count = made + len(timings), count + counted
            floors = {path: asyncio.run(echoes(stack, w + 2, moves, path=f"/ws/bench/{path}/",
                                               meter=stack.web_instructions))[1] / 1000 / 1e6
                      for path in ("bare", "relay", "durable")}
            print(f"{game:18} W={w:<3} {made} moves over websockets: {count / made / 1e6:.2f} M instructions "
                  f"per move in the web process; floors: " + ", ".join(f"{k} {v:.2f} M" for k, v in floors.items()),
                  flush=True)
    finally:
        stack.close()


def play_counted(game: str, moves: int, deal: int) -> None:
    """Inside valgrind: set up a watched table, then play `moves` moves counted."""
    import random

    from bench.move_cpu import play_moves, watched_table
    from bench.support.stack import Stack

    stack = Stack(daphnes=0)
    stack.django_setup()
    try:
        from bench.support.tables import play_into
        from bots.knowledge import knowledge_for
        from games import registry
        from tabletop import broadcast, services
        from tabletop.models import Table

        options = {"target": 20} if game.startswith("tiny") else None
        play_moves(game, options, 10, random.Random(1))  # imports, templates, caches
        collector.tune()  # as a web process or a bot worker runs
        engine = registry.get(game)
        table_id, players = watched_table(game, options)
        table = Table.objects.get(pk=table_id)
        seats = [{"kind": s.kind, "level": s.level} for s in table.seats.order_by("index")]
        Table.objects.filter(pk=table_id).update(seed=deal, state=engine.setup(seats, table.options, deal))
        ts = game == "twilight-struggle"
        if ts:
            play_into(table_id, players, 6)
        client, watch = broadcast.redis_client(), broadcast.watch_key(table_id)
        for audience in client.hkeys(watch):  # set-up runs slowly here: keep the audiences watched
            client.hset(watch, audience, time.time() + 10 ** 6)
        table = Table.objects.get(pk=table_id)
        state, version, rng = table.state, table.version, random.Random(7)
        subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True, capture_output=True)
        time.sleep(2)  # callgrind takes the request up at its next check
        made = 0
        while made < moves and engine.result(state) is None:
            seat = engine.to_act(state)[0]
            prompt = engine.prompt(state, seat)
            option = (knowledge_for(game).playout_choice(engine, state, seat, prompt, rng) if ts
                      else rng.choice(prompt.options).id)
            version = functools.reduce(
                lambda _v, _i: services.play(table_id, seat, version, option, player=players[seat]), [0], None)
            made += 1
            state = Table.objects.get(pk=table_id).state
        print(f"moves {made}", flush=True)
    finally:
        stack.close()


if __name__ == "__main__":
    main(sys.argv[1:])
