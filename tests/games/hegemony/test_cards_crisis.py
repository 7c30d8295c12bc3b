"""The Crisis & Control action cards of the Working, Middle and Capitalist Classes: in the decks
only with the table option, and one test per card named after it (the four faces every class
has are tested for each class), asserting the printed effect from a constructed position."""
import pytest

from games.hegemony import actions, mainboard, effects, flow, rounds
from games.hegemony.components import CC_ACTION_CARDS
from games.hegemony.determinize import determinize
from games.hegemony.game import Hegemony
from games.hegemony.opening import CRISIS_CARDS, action_deck, worker

GAME = Hegemony()
CLASSES = ("working", "middle", "capitalist")
OURS = sorted(f for f, c in CC_ACTION_CARDS.items() if c["class"] in CLASSES)


def table(role, n=3, seed=1):
    """A game at `role`'s Main Action; once the card is done its turn ends and a sentinel turn
    of another class waits (prompts with a single option resolve themselves, as in play)."""
    state = GAME.setup([{"kind": "human"}] * n, {}, seed)
    other = "capitalist" if role != "capitalist" else "working"
    state["flow"]["stack"] = [{"step": "turn", "role": other, "free_used": False},
                              {"step": "after_main", "role": role, "free_used": True}]
    return state


def card(state, face, role):
    assert effects.can_play(state, role, f"{face}#1"), face
    flow.run(state, effects.play(state, role, f"{face}#1"))


def play(state, role, *ids):
    for option_id in ids:
        state, _events = GAME.apply(state, state["roles"].index(role), option_id)
    return state


def ids(state, role):
    return GAME.prompt(state, state["roles"].index(role)).ids()


def turn_over(state, role):
    if flow.top(state)["step"] == "after_main":
        state = play(state, role, "done")
    return flow.top(state)["step"] == "turn" and flow.top(state)["role"] != role


def propose(state, role, policy, section):
    state["bills"][str(policy)] = {"section": section, "by": role}
    state["classes"][role]["bills"] -= 1


def test_the_fifteen_class_faces_have_their_effects():
    assert len(OURS) == 15
    assert [f for f in effects.missing() if f in OURS] == []


def test_the_expansion_cards_join_the_decks_only_with_the_table_option():
    """Setup: 40 cards a class without the option; with it each deck has its class's 5 more."""
    assert all(len(action_deck(role)) == 40 for role in CLASSES)
    plain = GAME.setup([{"kind": "human"}] * 3, {}, 4)
    crisis = GAME.setup([{"kind": "human"}] * 3, {CRISIS_CARDS: True}, 4)
    for seat, role in enumerate(crisis["roles"]):
        cards = crisis["seats"][seat]["hand"] + crisis["secret"][f"actions_{role}"]
        assert len(cards) == 45 and sum(c.split("#")[0] in CC_ACTION_CARDS for c in cards) == 5
        assert all(c.split("#")[0] not in CC_ACTION_CARDS
                   for c in plain["seats"][seat]["hand"] + plain["secret"][f"actions_{role}"])
    sampled = determinize(GAME.view(crisis, 0), 0, {"seed": 9, "draws": 0})
    assert len(sampled["seats"][1]["hand"]) + len(sampled["secret"]["actions_middle"]) == 45


def test_an_expansion_card_in_hand_is_named_in_the_turn_prompt():
    state = GAME.setup([{"kind": "human"}] * 2, {CRISIS_CARDS: True}, 1)
    state["seats"][0]["hand"] = ["working:reveal-political-scandal#1"]
    state["classes"]["capitalist"]["influence"] = 2
    prompt = GAME.prompt(state, 0)
    option = next(o for o in prompt.options if o.id == "play:working:reveal-political-scandal#1")
    assert GAME.display_params(option.params)["card"] == "Reveal Political Scandal"


@pytest.mark.parametrize("role", CLASSES)
def test_change_of_government_agenda(role):
    """With 3 or fewer Bills, one of another player's is discarded (its marker goes back); then
    both may propose another Bill, the player of the card first."""
    state = table(role)
    other = next(r for r in CLASSES if r != role)
    propose(state, other, 2, "A")
    propose(state, role, 5, "B")
    face = f"{role}:change-of-government-agenda"
    card(state, face, role)
    assert ids(state, role) == ["bill:2"]  # not its own Bill on policy 5
    state = play(state, role, "bill:2")
    assert "2" not in state["bills"] and state["classes"][other]["bills"] == 3
    assert ids(state, role) == ["bill:yes", "bill:no"]  # "you may"
    state = play(state, role, "bill:yes")
    assert "bill:2A" in ids(state, role)
    state["classes"][role]["influence"] = 0
    state = play(state, role, "bill:1B")
    assert GAME.prompt(state, state["roles"].index(other)).id == "hegemony.may_propose"
    state["classes"][other]["influence"] = 0
    state = play(state, other, "bill:yes", "bill:2A")
    assert state["bills"]["2"]["by"] == other and state["bills"]["1"]["by"] == role
    assert turn_over(state, role)
    propose(state, other, 3, "B")
    propose(state, other, 4, "A")
    assert not effects.can_play(state, role, f"{face}#1")  # 4 proposed Bills


@pytest.mark.parametrize("role", CLASSES)
def test_momentum_for_change(role):
    """1 Influence per own Bill marker on the Politics Table (a Protect the Status Quo reminder
    too), then a Bill with no Immediate Vote."""
    state = table(role)
    propose(state, role, 2, "A")
    state["protected"] = {"4": {"by": role, "marker": True}}
    state["classes"][role]["bills"] -= 1
    before = state["classes"][role]["influence"]
    card(state, f"{role}:momentum-for-change", role)
    assert state["classes"][role]["influence"] == before + 2
    assert "bill:4A" not in ids(state, role) and "bill:4C" not in ids(state, role)
    state = play(state, role, "bill:6C")
    assert state["bills"]["6"]["by"] == role and state["classes"][role]["bills"] == 0
    assert turn_over(state, role)  # no Immediate Vote offered, though it has Influence


@pytest.mark.parametrize("role", CLASSES)
def test_protect_the_status_quo(role):
    """No Bill on the chosen Policy for the rest of the round (its marker a reminder), then 1
    Influence; at the round's end the marker comes back."""
    state = table(role)
    before = state["classes"][role]["influence"]
    card(state, f"{role}:protect-the-status-quo", role)
    state = play(state, role, "policy:3")
    assert mainboard.bill_targets(state, 3) == [] and mainboard.bill_targets(state, 2) != []
    assert state["classes"][role]["bills"] == 2 and state["classes"][role]["influence"] == before + 1
    radical = {"anywhere": True, "role": "working"}
    assert not any(b.startswith("3") for b in actions.bill_options(state, radical))
    state["round"] = 1
    state["flow"]["stack"] = [{"step": "round_end"}]
    flow.run(state, [])
    assert "protected" not in state and state["classes"][role]["bills"] == 3
    assert rounds.ROUNDS > 1


@pytest.mark.parametrize("role", CLASSES)
def test_reveal_political_scandal(role):
    """2 Influence from another player (its 1 if it has only 1); not with nobody to take from."""
    state = table(role)
    victims = [r for r in CLASSES if r != role]
    state["classes"][victims[0]]["influence"] = 3
    state["classes"][victims[1]]["influence"] = 1
    mine = state["classes"][role]["influence"]
    card(state, f"{role}:reveal-political-scandal", role)
    assert set(ids(state, role)) == {f"role:{victims[0]}", f"role:{victims[1]}"}
    took_two = play(state, role, f"role:{victims[0]}")
    assert took_two["classes"][victims[0]]["influence"] == 1 and took_two["classes"][role]["influence"] == mine + 2
    took_one = play(state, role, f"role:{victims[1]}")
    assert took_one["classes"][victims[1]]["influence"] == 0 and took_one["classes"][role]["influence"] == mine + 1
    for r in victims:
        state["classes"][r]["influence"] = 0
    assert not effects.can_play(state, role, f"{role}:reveal-political-scandal#1")


def test_covid_19_vaccine_randd_funding():
    """15₳ from the State per operational Healthcare Company of the Capitalist Class."""
    state = table("capitalist")
    state["private_sector"]["capitalist"].append({"id": "c-hospital-1", "wage": 2, "workers": [],
                                                  "employee": None, "machinery": False, "strike": False})
    clinic = next(c for c in state["private_sector"]["capitalist"] if c["id"] == "c-clinic-2")
    clinic["workers"] = [worker("working", "H"), worker("working", "U")]  # operational; the Hospital is not
    card(state, "capitalist:covid-19-vaccine-randd-funding", "capitalist")
    assert state["classes"]["capitalist"]["revenue"] == 135 and state["treasury"] == 105


def test_covid_19_stimulus_package():
    """2₳ per Middle Class Worker in Public and Capitalist Companies, 4₳ per own Company."""
    state = table("middle")
    # 3 players: 3 at the Technical University, 2 at the Shopping Mall; 2 Middle Class companies
    card(state, "middle:covid-19-stimulus-package", "middle")
    assert state["classes"]["middle"]["money"] == 40 + 2 * 5 + 4 * 2 and state["treasury"] == 120 - 18


def test_rising_covid_19_cases():
    """Free Health from the State, half the Population rounded up; then Health may be bought from
    any number of sources (here all three), up to the Population from each."""
    state = table("working")
    wc = state["classes"]["working"]
    assert mainboard.population(state, "working") == 3
    state["classes"]["capitalist"]["storage"]["health"] = 5
    state["classes"]["middle"]["storage"]["health"] = 5
    wc["money"] = 100
    card(state, "working:rising-covid-19-cases", "working")
    assert wc["goods"]["health"] == 2 and state["services"]["health"] == 4 and wc["money"] == 100
    assert ids(state, "working") == ["do", "pass"]
    state = play(state, "working", "do", "source:state", "qty:3", "source:capitalist", "qty:3", "source:middle", "qty:3")
    assert state["classes"]["working"]["goods"]["health"] == 11 and turn_over(state, "working")


def test_rising_covid_19_cases_may_buy_nothing():
    state = table("working")
    card(state, "working:rising-covid-19-cases", "working")
    state = play(state, "working", "pass")
    assert state["classes"]["working"]["goods"]["health"] == 2 and turn_over(state, "working")


def test_change_of_government_agenda_against_an_automaton():
    """An automaton whose Bill was discarded proposes another one by its own rule (digest §10.1:
    out of its turn), never passing."""
    state = GAME.setup([{"kind": "human"}, {"kind": "automaton"}, {"kind": "human"}], {}, 2)
    state["flow"]["stack"] = [{"step": "turn", "role": "capitalist", "free_used": False},
                              {"step": "after_main", "role": "working", "free_used": True}]
    propose(state, "middle", 1, "B")
    card(state, "working:change-of-government-agenda", "working")
    state = play(state, "working", "bill:1", "bill:no")
    assert GAME.prompt(state, 1).id == "hegemony.may_propose" and GAME.automaton_choice(state, 1) == "bill:yes"
    state = play(state, "middle", "bill:yes")
    answer = GAME.automaton_choice(state, 1)
    assert GAME.prompt(state, 1).id == "hegemony.propose_bill" and answer.startswith("bill:")
    assert state["classes"]["middle"]["bills"] == 3
