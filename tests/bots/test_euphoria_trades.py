"""Euphoria bots trade sensibly: an offer only when it is good for the bot and acceptable to the
partner, built exactly as planned; an offer received is answered by the bot's evaluation."""
from bots.euphoria import trade_gain, trade_plan
from bots.knowledge import knowledge_for
from bots.levels import decide
from games.euphoria import data
from games.registry import get

EU = get("euphoria")
NONE = {g: 0 for g in data.GOODS}


def view_with(goods_per_seat, seat=0):
    return {"seat": seat, "players": [{"goods": dict(NONE, **g)} for g in goods_per_seat],
            "log": [], "flow": {"stack": []}}


def test_offer_swaps_a_surplus_for_a_lack_and_suits_both():
    view = view_with([{"water": 4}, {"clay": 2}, {}])
    partner, give, take = trade_plan(view)
    assert partner == 1 and set(give) == {"water"} and take == {"clay": 1}
    assert trade_gain(view["players"][0]["goods"], take, give) > 0
    assert trade_gain(view["players"][1]["goods"], give, take) >= 0


def test_no_offer_when_nothing_helps_both():
    """Nothing to give, or a partner with nothing: no offer (never 'nothing for 1 energy')."""
    assert trade_plan(view_with([{}, {"energy": 3}, {"food": 2}])) is None
    assert trade_plan(view_with([{"water": 3}, {}, {}])) is None


def test_a_junk_offer_is_declined_and_a_fair_one_accepted():
    knowledge = knowledge_for("euphoria")
    view = view_with([{"energy": 1, "food": 3}, {"water": 2}], seat=0)

    def answer(give, take):
        prompt = {"id": "euphoria.answer_trade", "options": [{"id": "accept"}, {"id": "decline"}],
                  "params": {"give": give, "take": take, "give_cards": [], "take_cards": []}}
        return knowledge.scripted(EU, view, prompt)

    assert answer({}, {"energy": 1}) == "decline"            # nothing for my only energy
    assert answer({"water": 1}, {"food": 1}) == "accept"      # a lack for a surplus


def test_bots_trade_in_play_by_their_plan():
    """In a bot game, every offer made gives and asks for something, and is accepted."""
    state = EU.setup([{"kind": "bot"}] * 3, {}, 3)
    rng_seed = 0
    for _ in range(150):
        seat = EU.to_act(state)[0]
        view = EU.view(state, seat)
        option, _note = decide(EU, view, seat, 1, f"t{rng_seed}", scale=0.05)
        state, _events = EU.apply(state, seat, option)
        rng_seed += 1
    offers = [e for e in state["log"] if e["kind"] == "trade_offered"]
    assert offers and all(e["goods"]["give"] and e["goods"]["take"] for e in offers)
    answered = [e["kind"] for e in state["log"] if e["kind"] in ("trade_done", "trade_declined")]
    assert answered.count("trade_done") >= len(answered) - 1
