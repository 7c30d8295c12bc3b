"""How a long-running process of Tabletop (the web process, a bot worker) sets Python's cyclic
garbage collector.

With CPython's default thresholds (700, 10, 10) a bot worker committing moves spent a fifth of
its time in full collections of 0.3-0.5 s each (`bench.capacity --games hegemony`): every move
leaves objects that outlive it in the caches the next moves draw from (drawn board parts, kept
states, the pieces found), each full collection scanned them all again, and it almost never
found anything to free: what a move makes is freed by reference counting. Those pauses sat
between a move's commit and its broadcast (p99 move-to-watcher 370 ms on three Hegemony tables).

So the objects made by start-up (modules, compiled templates, the games' data) are frozen out
of every collection, and the youngest generation is collected after 20,000 allocations rather
than 700: a cycle that dies young is still freed by the next young collection. The older ones
keep Python's ratios (ten each), so a full collection comes every 2 million allocations at most
(a few minutes of a busy web process) and only once the objects that survived since the last
one are a quarter of those before (Python's own rule): at fifty and a hundred, it came once in
25 minutes, and every cycle that had outlived a young collection (a request and what it held)
piled up until then (bench.memory, side by side: 210 MiB at minute 9 against 188). (The
search processes of bots.pool are spawned afresh and keep the defaults.) TABLETOP_GC=default
leaves Python's own settings, for comparison (`bench.capacity --gc default`).

The C allocator is held to two arenas (glibc's M_ARENA_MAX): by default each thread that
allocates while another does gets an arena of its own, up to eight per core, and the web
process's database threads each kept one part-filled with the boards they drew, which the
others could not reuse (bench.memory, two runs side by side: 228 MiB at minute 6 against 197).
"""
import ctypes
import gc
import os
import sys

THRESHOLDS = (20_000, 10, 10)
ARENAS = 2
M_ARENA_MAX = -8  # glibc's mallopt parameter


def tune() -> None:
    """Call once, when the process has loaded what it serves from (before its threads start)."""
    if sys.platform == "linux" and os.environ.get("MALLOC_ARENA_MAX") is None:
        try:
            ctypes.CDLL(None).mallopt(M_ARENA_MAX, ARENAS)
        except (OSError, AttributeError):  # not glibc: its own allocator
            pass
    if os.environ.get("TABLETOP_GC") == "default":
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
