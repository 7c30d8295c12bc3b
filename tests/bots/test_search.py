"""The search bot (bots/search.py) decides from its seat's view alone, and a seed fixes its choice."""
import json
import random

from bots import levels
from bots.knowledge import knowledge_for
from bots.search import search
from games.registry import get

TS = get("twilight-struggle")
EU = get("euphoria")


def ts_position(seed=4, decisions=30):
    """A Twilight Struggle position after some random play, the USSR (seat 0) to decide."""
    rng = random.Random(seed)
    state = TS.setup([{"kind": "bot"}] * 2, {}, seed)
    for _ in range(decisions):
        seat = rng.choice(TS.to_act(state))
        state, _events = TS.apply(state, seat, rng.choice(TS.prompt(state, seat).options).id)
    while 0 not in TS.to_act(state) or len(TS.prompt(state, 0).options) < 2:
        seat = TS.to_act(state)[0]
        state, _events = TS.apply(state, seat, rng.choice(TS.prompt(state, seat).options).id)
    return state


def swap_hidden(state, rng):
    """The same position for the USSR with the US hand and the deck reshuffled together."""
    other = json.loads(json.dumps(state))
    pool = other["seats"][1]["hand"] + other["secret"]["deck"]
    rng.shuffle(pool)
    n = len(other["seats"][1]["hand"])
    other["seats"][1]["hand"], other["secret"]["deck"] = pool[:n], pool[n:]
    other["rng"] = {"seed": 99, "draws": 0}
    return other


def test_fixed_seed_gives_the_same_decision():
    """Two searches with the same seed and playout budget weigh the same and choose the same."""
    state = ts_position()
    view = TS.view(state, 0)
    first = search(TS, view, 0, random.Random("table:7"), iterations=25)
    again = search(TS, view, 0, random.Random("table:7"), iterations=25)
    assert (first.option, first.weighed, first.iterations) == (again.option, again.weighed, 25)
    assert first.option in {o["id"] for o in view["prompt"]["options"]}


def test_decision_depends_on_the_view_only():
    """Positions that differ only in what the USSR cannot see (the US hand, the deck order, the
    RNG) give the USSR the same view, hence the same choice and the same estimates."""
    state = ts_position(seed=11)
    other = swap_hidden(state, random.Random(3))
    assert other["seats"][1]["hand"] != state["seats"][1]["hand"]
    view, other_view = TS.view(state, 0), TS.view(other, 0)
    assert view == other_view
    a = search(TS, view, 0, random.Random(5), iterations=30)
    b = search(TS, other_view, 0, random.Random(5), iterations=30)
    assert (a.option, a.weighed) == (b.option, b.weighed)


def test_search_receives_no_hidden_state():
    """What the search is given holds none of the other side's cards except as the public list
    of unseen cards, and no deck, RNG or other seat's entry."""
    state = ts_position(seed=2)
    view = TS.view(state, 0)
    assert not {"seats", "secret", "rng"} & set(view)
    hidden = set(state["seats"][1]["hand"]) | set(state["secret"]["deck"])
    public = dict(view, unseen=[], log=[e for e in view["log"] if e["audience"] == "all"])
    leaked = [c for c in hidden if f'"{c}"' in json.dumps(public)]
    # a hidden card id may appear only where it is public: played, discarded or named in the open log
    assert not [c for c in leaked if c not in json.dumps(view["log"]) and c not in json.dumps(view["board"])]


def test_one_option_prompts_take_no_search():
    view = {"prompt": {"id": "x", "options": [{"id": "only"}]}}
    decision = search(TS, view, 0, random.Random(1), seconds=3.0)
    assert decision.option == "only" and decision.iterations == 0 and decision.seconds < 0.1


def test_levels_map_to_think_times():
    """Random stays random (no note); easy, normal and strong search for 0.2, 1 and 3 s."""
    assert levels.SECONDS == {levels.EASY: 0.2, levels.NORMAL: 1.0, levels.STRONG: 3.0}
    state = ts_position()
    view = TS.view(state, 0)
    option, note = levels.decide(TS, view, 0, levels.RANDOM, "s")
    assert note is None and option in {o["id"] for o in view["prompt"]["options"]}
    option, note = levels.decide(TS, view, 0, levels.EASY, "s", scale=0.25)
    assert note["iterations"] >= 1 and note["option"] == option and note["weighed"]


def test_twilight_struggle_bot_avoids_a_suicidal_coup():
    """At DEFCON 2 a coup in a battleground (Angola) ends the game against the couper; Cameroon is safe."""
    from games.twilight_struggle.testing import board
    state = board("angola us=1; cameroon us=1", defcon=2, phasing="ussr",
                  pending={"step": "coup", "side": "ussr", "ops": 3})
    assert TS.prompt(state, 0).ids() == ["country:cameroon", "country:angola"]
    decision = search(TS, TS.view(state, 0), 0, random.Random(1), iterations=30)
    assert decision.option == "country:cameroon"


def test_euphoria_bot_builds_no_junk_offer():
    """Building a trade without a plan, the bot cancels: it never offers nothing for something."""
    state = EU.setup([{"kind": "bot"}] * 3, {}, 1)
    knowledge = knowledge_for("euphoria")
    prompt = {"id": "euphoria.build_trade",
              "options": [{"id": "partner:1"}, {"id": "partner:2"}, {"id": "cancel"}]}
    assert knowledge.scripted(EU, EU.view(state, 0), prompt) == "cancel"
    assert knowledge.root_options(EU, {}, ["place:3:farm", "trade"]) == ["place:3:farm"]


def test_budget_counts_from_when_the_decision_began():
    """A decision whose setup already used up its think time plays no iteration on: the one
    iteration it starts stops at the clock before its first step, and a legal option comes back."""
    import time
    state = ts_position(seed=6)
    view = TS.view(state, 0)
    decision = search(TS, view, 0, random.Random(2), seconds=1.0, started=time.perf_counter() - 5)
    assert decision.iterations == 1 and decision.weighed == []
    assert decision.option in {o["id"] for o in view["prompt"]["options"]}


def test_search_plays_every_hegemony_seat_at_two_to_four_players():
    """The search bot needs nothing Hegemony-specific: from each seat's view (the State's at 4,
    beside automata and with Hidden Agendas on) it picks one of the prompt's options."""
    hegemony = get("hegemony")
    searched = set()
    for n in (2, 3, 4):
        kinds = ["bot"] * n if n < 4 else ["automaton", "bot", "automaton", "bot"]
        state = hegemony.setup([{"kind": k} for k in kinds], {"hidden_agendas": True}, n)
        rng = random.Random(n)
        for k in range(150):
            seat = rng.choice(hegemony.to_act(state))
            prompt = hegemony.prompt(state, seat)
            if kinds[seat] == "automaton":
                option = hegemony.automaton_choice(state, seat)
            elif k % 10 == 0 and len(prompt.options) > 1:
                decision = search(hegemony, hegemony.view(state, seat), seat, random.Random(k), iterations=4)
                option = decision.option
                assert option in prompt.ids() and decision.iterations == 4
                searched.add((n, state["roles"][seat]))
            else:
                option = rng.choice(prompt.options).id
            state, _events = hegemony.apply(state, seat, option)
    assert {r for n, r in searched if n == 4} >= {"middle", "state"}
    assert {n for n, _r in searched} == {2, 3, 4}


def test_automata_follow_their_rulebook_inside_a_search():
    """An automaton's procedure is public: in the search's sampled states its decisions are its
    own (`automaton_choice`, Hegemony's and Tapestry's), never the playout policy's or the tree's."""
    from bots.knowledge import Knowledge

    class Watched(Knowledge):
        playout_depth = 60
        seen: set = set()

        def playout_choice(self, game, state, seat, prompt, rng):
            self.seen.add(seat)
            return super().playout_choice(game, state, seat, prompt, rng)

    for game_id, kinds, options in (("hegemony", ["automaton", "bot", "automaton"], {}),
                                    ("tapestry", ["bot", "automaton", "automaton"], {})):
        base = get(game_id)
        asked = []

        class Counting(type(base)):
            def automaton_choice(self, state, seat, prompt=None):
                asked.append(seat)
                return super().automaton_choice(state, seat, prompt)

        game = Counting()
        state = game.setup([{"kind": k} for k in kinds], options, 3)
        autos = game.automaton_seats(state)
        assert autos == {i for i, k in enumerate(kinds) if k == "automaton"}
        bot = kinds.index("bot")
        rng = random.Random(3)
        while bot not in game.to_act(state) or len(game.prompt(state, bot).options) < 2:
            seat = game.to_act(state)[0]
            choice = (game.automaton_choice(state, seat) if seat in autos
                      else rng.choice(game.prompt(state, seat).options).id)
            state, _events = game.apply(state, seat, choice)
        asked.clear()
        knowledge = Watched()
        knowledge.seen = set()
        search(game, game.view(state, bot), bot, random.Random(1), iterations=30, knowledge=knowledge)
        assert asked and set(asked) <= autos, game_id
        assert not knowledge.seen & autos, game_id


def test_standing_keeps_a_seat_far_behind_telling_better_lines_from_worse():
    from bots.knowledge import softmax, standing
    from bots.tapestry import SPAN, TEMPERATURE
    # 120 VP behind, as against a level's Automa: the chance to win is flat, the standing is not.
    behind, closer = standing([100.0, 221.0, 0.0], TEMPERATURE, SPAN), standing([110.0, 221.0, 0.0], TEMPERATURE, SPAN)
    chance_gain = softmax([110.0, 221.0, 0.0], TEMPERATURE)[0] - softmax([100.0, 221.0, 0.0], TEMPERATURE)[0]
    assert closer[0] - behind[0] > max(0.015, 2 * chance_gain)
    assert all(0.0 <= v <= 1.0 for v in behind + closer)
    assert behind[1] > behind[0] > behind[2]
