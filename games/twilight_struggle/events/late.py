"""Late War card events (see events/__init__.py and the examples at the top of early.py)."""
from __future__ import annotations
