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
than 700, the older ones fifty and a hundred times more seldom: a cycle that dies young is still
freed by the next young collection, and a full one comes rarely. (The search processes of
bots.pool are spawned afresh and keep the defaults.) TABLETOP_GC=default leaves Python's own
settings, for comparison (`bench.capacity --gc default`).
"""
import gc
import os

THRESHOLDS = (20_000, 50, 100)


def tune() -> None:
    """Call once, when the process has loaded what it serves from."""
    if os.environ.get("TABLETOP_GC") == "default":
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
