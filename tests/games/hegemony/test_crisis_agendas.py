"""Hidden Agendas (Crisis & Control; digest §11.3, §10.2): dealt two and kept one in secret,
checked when the card says, scored; the automata's five face up. The last tests are the
property that no seat's view, log or determinized state gives away another's unrevealed card."""
import json
import os
import random

import pytest

from games.engine import clone, new_rng
from games.hegemony import crisis, flow
from games.hegemony.automa.setup import add_automaton
from games.hegemony.components import HIDDEN_AGENDAS
from games.hegemony.crisis import agendas
from games.hegemony.game import Hegemony
from games.hegemony.opening import initial_state, worker

GAME = Hegemony()
GAMES = int(os.environ.get("HEGEMONY_PROPERTY_GAMES", "6"))


def _holding(agenda, n=3, automata=()):
    """A game with the module on where the class of `agenda` holds it in secret."""
    state = initial_state("hegemony", 1, n, {"hidden_agendas": True}, 2)
    for role in automata:
        add_automaton(state, role, "simple")
    crisis.setup(state, [])
    state["flow"]["stack"] = []
    for seat, entry in enumerate(state["seats"]):
        if "agenda_offer" in entry:
            entry["agenda"] = entry.pop("agenda_offer")[0]
    role = {"wc": "working", "mc": "middle", "cc": "capitalist", "state": "state"}[HIDDEN_AGENDAS[agenda]["class"]]
    if role not in state.get("automata", {}):
        state["seats"][state["roles"].index(role)]["agenda"] = agenda
    return state, role


def _revealed(events, agenda):
    return [e for e in events if e["kind"] == "agenda_revealed" and e["agenda"] == agenda]


def test_11_3_setup_two_drawn_one_kept_secret():
    state = GAME.setup([{"kind": "bot"}] * 3, {"hidden_agendas": True}, 4)
    step = flow.top(state)
    assert step["step"] == "keep_agenda" and sorted(step["seats"]) == [0, 1, 2]
    offer = state["seats"][1]["agenda_offer"]
    assert len(offer) == 2 and all(HIDDEN_AGENDAS[a]["class"] == "mc" for a in offer)
    prompt = GAME.prompt(state, 1)
    assert prompt.ids() == [f"agenda:{a}" for a in offer]
    state, events = GAME.apply(state, 1, f"agenda:{offer[1]}")
    assert state["seats"][1]["agenda"] == offer[1] and "agenda_offer" not in state["seats"][1]
    kept = next(e for e in events if e["kind"] == "agenda_kept")
    assert kept["audience"] == {"only": [1]}
    for viewer in (None, 0, 2):
        text = json.dumps(GAME.view(state, viewer))
        assert offer[0] not in text and offer[1] not in text
    assert GAME.view(state, 0)["agenda_held"] == [True, True, True]


def test_10_2_automaton_plays_all_five_face_up():
    state = GAME.setup([{"kind": "automaton"}, {"kind": "bot"}], {"hidden_agendas": True}, 4)
    face_up = state["automata"]["working"]["agendas"]
    assert sorted(face_up) == agendas.cards_of("working") and not any(face_up.values())
    assert "agenda_offer" not in state["seats"][0] and state["seats"][1]["agenda_offer"]
    assert sorted(GAME.view(state, 1)["automata"]["working"]["agendas"]) == sorted(face_up)  # public
    assert flow.top(state)["seats"] == [1]


def test_anytime_revealed_when_met_and_scored_at_once():
    state, role = _holding("agenda-wc-rally-the-masses")
    assert crisis.after_play(state, []) == []
    vp = state["classes"][role]["vp"]
    state["classes"][role]["influence"] = 6
    events = crisis.after_play(state, [])
    assert _revealed(events, "agenda-wc-rally-the-masses")[0]["audience"] == "all"
    assert state["classes"][role]["vp"] == vp + 4 and state["seats"][0]["agenda"] is None
    assert crisis.after_play(state, []) == []  # scored once


def test_policy_agenda_waits_for_the_last_vote_of_the_elections_phase():
    state, role = _holding("agenda-mc-golden-compromise")
    for p in range(1, 6):
        state["policies"][str(p)] = "B"
    assert crisis.after_play(state, [{"kind": "bag_refilled", "audience": "all"}]) == []
    assert _revealed(crisis.after_play(state, [{"kind": "scored", "audience": "all", "role": "working", "vp": 0}]),
                     "agenda-mc-golden-compromise")


def test_anytime_after_the_first_round():
    state, role = _holding("agenda-cc-toward-a-neoliberal-state")
    for p in (1, 2, 3):
        state["policies"][str(p)] = "C"
    assert crisis.after_play(state, []) == []
    state["round"] = 2
    assert _revealed(crisis.after_play(state, []), "agenda-cc-toward-a-neoliberal-state")


def test_anytime_before_the_fourth_round():
    from games.hegemony.components import COMPANIES
    from games.hegemony.opening import company
    state, role = _holding("agenda-mc-successful-startup")
    cards = [c for c in COMPANIES.values() if c["owner"] == "middle"][:5]
    state["private_sector"]["middle"] = [company(c["id"]) for c in cards]
    for entry, card in zip(state["private_sector"]["middle"], cards):
        entry["workers"] = [worker("middle", s) for s in card["workers"]]
        entry["employee"] = worker("working", card["employee"][0]) if card["employee"] else None
    state["round"] = 4
    assert crisis.after_play(state, []) == []
    state["round"] = 3
    assert _revealed(crisis.after_play(state, []), "agenda-mc-successful-startup")


def test_action_phase_export_tycoon_in_a_single_sale():
    state, role = _holding("agenda-cc-export-tycoon")
    sale = {"kind": "exported", "audience": "all", "role": "capitalist", "money": 120}
    done = {"kind": "export_vp", "audience": "all", "role": "capitalist", "vp": 2}
    assert crisis.after_play(state, [sale, done]) == []  # 120 in one action
    assert crisis.after_play(state, [sale]) == []
    assert _revealed(crisis.after_play(state, [sale, done]), "agenda-cc-export-tycoon")  # 240 in one action


def test_production_phase_surplus_value_240_in_wages():
    state, role = _holding("agenda-wc-the-surplus-value-is-ours")
    wage = {"kind": "produced", "audience": "all", "paid_to": "working", "wage": 60}
    assert crisis.after_play(state, [{"kind": "round_started", "audience": "all"}] + [wage] * 3) == []
    assert crisis.after_play(state, [{"kind": "round_started", "audience": "all"}] + [wage] * 3) == []
    assert _revealed(crisis.after_play(state, [wage]), "agenda-wc-the-surplus-value-is-ours")


def test_elections_phase_three_own_bills_passed_in_one_phase():
    state, role = _holding("agenda-wc-working-class-push")
    passed = {"kind": "bill_resolved", "audience": "all", "by": "working", "passed": True}
    assert crisis.after_play(state, [passed] * 3) == []  # immediate votes in the Action Phase
    assert crisis.after_play(state, [{"kind": "bag_refilled", "audience": "all"}, passed, passed]) == []
    assert _revealed(crisis.after_play(state, [passed]), "agenda-wc-working-class-push")


def test_a_feat_followed_for_every_class_names_no_hidden_agenda():
    """The trackers follow every class's feats (three own bills passed, 240₳ exported or in
    Wages), whoever holds the card: the public record names the feat, never a card, so the
    Capitalist Class passing 3 bills does not put Working Class Push in anyone's view."""
    state, role = _holding("agenda-wc-working-class-push")
    passed = {"kind": "bill_resolved", "audience": "all", "by": "capitalist", "passed": True}
    crisis.after_play(state, [{"kind": "bag_refilled", "audience": "all"}] + [passed] * 3)
    assert state["crisis"]["agendas"]["achieved"] == {"capitalist": ["passed_3_own_bills"]}
    for viewer in (None, state["roles"].index("capitalist")):
        assert "agenda-wc-" not in json.dumps(GAME.view(state, viewer))


def test_game_end_agenda_only_at_the_end():
    state, role = _holding("agenda-wc-small-labor-force")
    assert crisis.after_play(state, []) == []  # population is small, but it is not the end
    vp = state["classes"]["working"]["vp"]
    assert _revealed(crisis.at_game_end(state), "agenda-wc-small-labor-force")
    assert state["classes"]["working"]["vp"] == vp + 5


def test_scoring_phase_according_to_plan():
    from games.hegemony.components import POLITICAL_AGENDAS
    state, role = _holding("agenda-state-according-to-plan", n=4)
    card = POLITICAL_AGENDAS[state["classes"]["state"]["political_agenda"]]
    for s in card["sections"]:
        state["policies"][s[0]] = s[1]
    assert crisis.after_play(state, []) == []
    assert _revealed(crisis.at_scoring(state), "agenda-state-according-to-plan")


def test_expert_budgeter_discarded_on_a_loan():
    state, role = _holding("agenda-state-expert-budgeter", n=4)
    seat = state["roles"].index("state")
    state["state_loans"] += 1
    events = crisis.after_play(state, [])
    assert events[0]["kind"] == "agenda_discarded" and events[0]["audience"] == {"only": [seat]}
    assert state["seats"][seat]["agenda"] is None and crisis.at_game_end(state) == []


def test_10_2_automaton_turns_a_met_card_face_down_and_scores_the_best():
    state, role = _holding("agenda-wc-rally-the-masses", automata=("working",))
    state["classes"]["working"]["influence"] = 6
    state["classes"]["working"]["unions"] = {s: worker("working", s) for s in "FLHE"}
    events = crisis.after_play(state, [])
    assert {e["agenda"] for e in events if e["kind"] == "agenda_met"} == {
        "agenda-wc-rally-the-masses", "agenda-wc-workers-unite"}
    vp = state["classes"]["working"]["vp"]
    crisis.at_game_end(state)
    assert state["classes"]["working"]["vp"] == vp + 8  # Workers, Unite! (8) beats Rally the Masses (4)


@pytest.mark.parametrize("agenda", sorted(HIDDEN_AGENDAS))
def test_every_agenda_has_a_goal_and_a_timing(agenda):
    assert agenda in agendas.GOALS
    timing = HIDDEN_AGENDAS[agenda]["timing"]
    assert timing.startswith("Anytime") or timing in ("Game End", "Scoring Phase") or agenda in (
        agendas.EXPORT_TYCOON, agendas.SURPLUS_VALUE, agendas.WORKING_CLASS_PUSH)


# --------------------------------------------------------------------------- no leak


def _unrevealed(state, seat):
    """The secret cards of every seat but `seat` (held or being chosen from)."""
    found = set()
    for other, entry in enumerate(state["seats"]):
        if other != seat:
            found |= set(entry.get("agenda_offer") or []) | ({entry["agenda"]} if entry.get("agenda") else set())
    return found


def _swap(state, seat):
    """The same position with another seat's secret card replaced by one it could equally hold."""
    other = clone(state)
    for index, entry in enumerate(other["seats"]):
        if index == seat or not entry.get("agenda"):
            continue
        spare = [a for a in agendas.unseen_by(other, other["roles"][index]) if a != entry["agenda"]]
        entry["agenda"] = spare[0]
    other["log"] = [e for e in other["log"] if not (e["kind"] == "agenda_kept" and e["audience"] != {"only": [seat]})]
    return other


def _random_game(n, seed, kinds):
    state = GAME.setup([{"kind": k} for k in kinds], {"hidden_agendas": True}, seed)
    rng = random.Random(seed)
    while GAME.result(state) is None:
        yield state
        seat = rng.choice(GAME.to_act(state))
        if state["roles"][seat] in state.get("automata", {}):
            option = GAME.automaton_choice(state, seat)
        else:
            option = rng.choice(GAME.prompt(state, seat).options).id
        state, _events = GAME.apply(state, seat, option)
    yield state


CASES = [(2 + k % 2, k, kinds) for k in range(GAMES)
         for kinds in ([["bot"] * (2 + k % 2)], [["automaton"] + ["bot"] * (1 + k % 2)])[k % 2]]


@pytest.mark.parametrize("n,seed,kinds", CASES)
def test_hidden_agenda_never_leaks(n, seed, kinds):
    """At sampled positions of random games with the module on, no other seat's view or log and
    no spectator's holds an unrevealed Hidden Agenda, and a seat's determinized state is the same
    whichever card another seat really holds."""
    checked = []
    for k, state in enumerate(_random_game(n, seed, kinds)):
        if k % 17:
            continue
        for viewer in [None, *range(n)]:
            secret = _unrevealed(state, viewer if viewer is not None else -1)
            view = GAME.view(state, viewer)
            text = json.dumps(view)
            assert not [a for a in secret if f'"{a}"' in text], (k, viewer)
            if viewer is None or not secret:
                continue
            checked.append(k)
            world = GAME.determinize(view, viewer, new_rng(k))
            assert GAME.view(world, viewer) == view
            twin = _swap(state, viewer)
            assert GAME.view(twin, viewer) == view
            assert GAME.determinize(GAME.view(twin, viewer), viewer, new_rng(k)) == world
    assert checked  # some position had another seat's secret to keep
