"""How the stored JSON (a table's state and options, a move's events and note) is written.

Django's JSONField writes through the standard library's encoder: a Twilight Struggle state by
its middle is 75 KB of JSON, and encoding it was a twentieth of a move's CPU. orjson writes the
same data several times faster. JSONField takes an encoder class and calls its `encode`, so this
class is all it takes; reading stays with the standard library (orjson decodes no faster here).
"""
import json

import orjson


class Encoder(json.JSONEncoder):
    def encode(self, o) -> str:
        try:
            # A state's keys are strings: orjson's check for others (OPT_NON_STR_KEYS) doubles its time.
            return orjson.dumps(o).decode()
        except TypeError:  # a key that is not a string, which json writes as one
            pass
        try:
            return orjson.dumps(o, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:  # what orjson refuses and json takes (an integer beyond 64 bits)
            return super().encode(o)
