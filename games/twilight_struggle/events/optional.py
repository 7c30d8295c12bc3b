"""Optional card events (#104-110, Deluxe) (see events/__init__.py and the examples at the top of early.py)."""
from __future__ import annotations
