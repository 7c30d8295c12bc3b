"""The game log in words (games/hegemony/text.py): each logged kind of a whole game has a line
that names roles, companies, cards and goods, and fills every placeholder."""
import random

from games import registry
from games.hegemony import text
from games.playout import play_out
from tabletop.i18n import localise

GAME = registry.get("hegemony")


def line(event: dict) -> str:
    found = GAME.event_text(event)
    if isinstance(found, tuple):
        template, params = found
        shown = {k: v for k, v in event.items()} | {k: localise(v) for k, v in params.items()}
        return template.format_map(shown)
    return found


def test_every_event_of_a_whole_game_reads_as_a_sentence():
    kinds = set()
    for seed, seats in ((3, 3), (4, 2)):
        state = GAME.setup([{"kind": "human"}] * seats, GAME.resolve_options({}), seed)
        state = play_out(GAME, state, random.Random(seed))
        assert GAME.result(state) is not None
        for event in state["log"]:
            if event["kind"] in text.EVENT_TEXTS:
                shown = line(event)
                kinds.add(event["kind"])
                assert "{" not in shown and "_" not in shown.split("₳")[0], shown
    assert {"card_discarded", "bill_resolved", "company_built", "workers_assigned", "taxes_paid"} <= kinds


def test_a_line_names_the_role_company_and_card():
    assert line({"kind": "company_built", "role": "capitalist", "company": "c-academy-1"}) == \
        "Capitalist Class builds Academy."
    assert line({"kind": "card_discarded", "role": "working", "card": "working:affordable-housing"}) == \
        "Working Class discards Affordable Housing for a Basic Action."
    assert line({"kind": "cubes_drawn", "policy": 3, "drawn": {"working": 4, "middle": 0, "capitalist": 1}}) == \
        "Voting cubes drawn for Policy 3: Working Class 4, Capitalist Class 1."
    assert line({"kind": "workers_assigned", "role": "working", "target": "E", "workers": 1}) == \
        "Working Class assigns 1 Worker to the Education Trade Union."
