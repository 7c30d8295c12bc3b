"""The garbage collector's settings of the long-running processes (tabletop.collector)."""
import gc

import pytest

from tabletop import collector


@pytest.fixture
def python_gc():
    """Python's own settings for the test, and the process's own back afterwards."""
    thresholds, frozen = gc.get_threshold(), gc.get_freeze_count()
    gc.unfreeze()
    gc.set_threshold(700, 10, 10)
    yield
    gc.unfreeze()
    if frozen:
        gc.freeze()
    gc.set_threshold(*thresholds)


def test_tune_freezes_what_start_up_made_and_collects_the_young_less_often(python_gc, monkeypatch):
    monkeypatch.delenv("TABLETOP_GC", raising=False)
    kept = [{"a part of a board": [1, 2]}]  # made before: frozen, never scanned again
    collector.tune()
    assert gc.get_threshold() == collector.THRESHOLDS
    assert gc.get_freeze_count() > 0
    assert not any(obj is kept for obj in gc.get_objects())  # out of every generation


def test_tabletop_gc_default_leaves_pythons_settings(python_gc, monkeypatch):
    monkeypatch.setenv("TABLETOP_GC", "default")
    collector.tune()
    assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_freeze_count() == 0
