"""The shared step stack: push order and one registration per step kind."""
import pytest

from games.stepstack import Steps, push, top


def test_the_first_pushed_step_resolves_first():
    state = {"flow": {"stack": []}}
    push(state, {"step": "a"}, {"step": "b"})
    assert top(state) == {"step": "a"}


def test_a_step_kind_registered_twice_is_refused():
    steps = Steps()

    @steps.decision("pick")
    class Pick:
        pass

    with pytest.raises(KeyError, match="'pick' is registered twice"):
        @steps.automatic("pick")
        def pick(state, step):
            return []
