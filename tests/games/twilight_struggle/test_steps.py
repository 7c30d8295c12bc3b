"""The generic steps card events reuse (steps.py, flow.py) and the random-pick hook."""
import pytest

from games.twilight_struggle.flow import deck_top, draw_cards
from games.twilight_struggle.state import random_pick
from games.twilight_struggle.testing import board, influence, play, prompt_ids

from .helpers import last


def test_place_influence_step_filters_and_may_stop():
    """place_influence: allowed areas, per-country cap, exclusion of opponent-controlled countries, early stop."""
    step = {"step": "place_influence", "side": "us", "count": 3, "areas": ["south_america"], "per_country": 2,
            "exclude_controlled_by": "ussr", "may_stop": True}
    state = board("chile ussr=3", pending=step, wait="us")
    ids = prompt_ids(state, "us")
    assert "country:chile" not in ids and "country:brazil" in ids and "done" in ids and "country:mexico" not in ids
    state = play(state, "us", "country:brazil", "country:brazil")
    assert "country:brazil" not in prompt_ids(state, "us")
    state = play(state, "us", "done")
    assert influence(state, "brazil")["us"] == 2 and prompt_ids(state, "us") == ["continue"]


def test_remove_influence_step():
    """remove_influence: only countries where the side has influence; count and per-country cap."""
    step = {"step": "remove_influence", "side": "us", "whose": "ussr", "count": 2, "per_country": 1}
    state = board("poland ussr=2; hungary ussr=1; italy us=2", pending=step, wait="us")
    assert prompt_ids(state, "us") == ["country:poland", "country:hungary"]
    state = play(state, "us", "country:poland")
    assert influence(state, "poland")["ussr"] == 1 and influence(state, "hungary")["ussr"] == 0


def test_choose_card_from_the_discard_pile_highest_ops():
    """choose_card: cards from the discard pile (source) and the highest-Ops filter."""
    step = {"step": "choose_card", "side": "us", "purpose": "then", "source": "discard", "highest_ops": True}
    state = board("", wait="us")
    state["discard"].extend(["nato", "cia_created", "marshall_plan"])
    state["flow"]["stack"].append({**step, "cards": list(state["discard"])})
    assert prompt_ids(state, "us") == ["card:nato", "card:marshall_plan"]


def test_choose_card_give_moves_the_card_to_the_opponent():
    """choose_card purpose give: the card changes hands, publicly logged."""
    step = {"step": "choose_card", "side": "ussr", "purpose": "give"}
    state = board("", hands={"ussr": ["comecon"], "us": []}, pending=step)
    state = play(state, "ussr", "card:comecon")
    assert state["seats"][1]["hand"] == ["comecon"] and last(state, "card_given")["card"] == "comecon"


def test_choose_option_step_runs_its_callback():
    """choose_option: one of listed keys, handed to the named callback."""
    from games.twilight_struggle.steps import CALLBACKS
    CALLBACKS.setdefault("test_record_choice", lambda state, step, choice: state["board"]["effects"].update(
        {"picked": {"side": step["side"], "until": "turn", "choice": choice}}))
    step = {"step": "choose_option", "side": "us", "choices": ["europe", "asia"], "then": "test_record_choice"}
    state = board("", pending=step, wait="us")
    assert prompt_ids(state, "us") == ["choice:europe", "choice:asia"]
    state = play(state, "us", "choice:asia")
    assert state["board"]["effects"]["picked"]["choice"] == "asia"


def test_operations_step_offers_only_legal_modes():
    """operations: Ops without a card; coup only with a target, space only with enough Ops."""
    state = board("angola ussr=1", pending={"step": "operations", "side": "us", "ops": 4}, wait="us", phasing="us")
    assert prompt_ids(state, "us") == ["mode:influence", "mode:realign", "mode:coup", "mode:space"]
    state = board("", pending={"step": "operations", "side": "us", "ops": 1}, wait="us", phasing="us")
    assert prompt_ids(state, "us") == ["mode:influence"]


def test_operations_step_coup_uses_the_granted_ops():
    """operations -> coup: d6 + the granted Ops; Military Ops credited like an Ops coup."""
    state = board("angola ussr=1", pending={"step": "operations", "side": "us", "ops": 4}, wait="us",
                  phasing="us", dice=[1])
    state = play(state, "us", "mode:coup")
    assert influence(state, "angola") == {"us": 2, "ussr": 0}  # 1 + 4 - 2 = 3
    assert state["board"]["milops"]["us"] == 4


def test_random_pick_is_scripted_by_forced_picks():
    """random_pick draws from the RNG unless a pick is scripted; a scripted pick must be legal."""
    state = board("")
    state["secret"]["forced_picks"] = ["b"]
    assert random_pick(state, ["a", "b", "c"], "test") == "b"
    assert random_pick(state, ["a", "b", "c"], "test") in ("a", "b", "c")
    state["secret"]["forced_picks"] = ["z"]
    with pytest.raises(ValueError):
        random_pick(state, ["a"], "test")


def test_draw_cards_and_deck_top():
    """draw_cards logs the cards to the owner only; deck_top reshuffles the discard pile in when short."""
    state = board("", hands={"us": [], "ussr": []})
    drawn = draw_cards(state, "us", 2)
    assert state["seats"][1]["hand"] == drawn
    private = [e for e in state["log"] if e["kind"] == "cards_drawn"]
    assert private[0]["cards"] == drawn and private[0]["audience"] == {"only": [1]}
    assert private[1]["count"] == 2 and "cards" not in private[1]
    state["discard"].extend(state["secret"]["deck"][:-2])
    del state["secret"]["deck"][:-2]
    top = deck_top(state, 5)
    assert len(top) == 5 and not state["discard"]
