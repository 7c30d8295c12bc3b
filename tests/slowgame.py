"""The tiny race with a slow automaton (each decision takes a fifth of a second), for tests that
need a bot turn in flight when something happens to its worker."""
import time

from games.registry import register
from tests.tinygame import TinyGame


@register
class SlowTinyGame(TinyGame):
    id = "tiny-slow"
    name = "Slow race"  # not "Tiny race": the browser tests pick that card in the lobby
    THINK = 0.2  # seconds per automaton decision

    def seat_kinds(self, role):
        return ("human", "bot", "automaton")

    def automaton_choice(self, state, seat, prompt=None):
        time.sleep(self.THINK)
        return "add:1"
