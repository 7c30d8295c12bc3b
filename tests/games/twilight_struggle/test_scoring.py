"""Scoring cards and final scoring (digest §5.10, D-15 to D-17)."""
from games.twilight_struggle.events.scoring import final_scoring, tally
from games.twilight_struggle.testing import board, play

from .helpers import action


def score(spec, card, **kw):
    return board(spec, pending={"step": "event", "side": "us", "card": card}, **kw)


def test_5_10__d15_central_america_control():
    """D-15: US controls Mexico, Cuba, Panama, Costa Rica; USSR Nicaragua: US 5+3, USSR 1: VP +7."""
    state = score("mexico us=2; cuba us=3; panama us=2; costa_rica us=3; nicaragua ussr=1", "central_america_scoring")
    t = tally(state, "central_america")
    assert t["us"]["level"] == "control" and t["ussr"]["level"] == "presence"
    assert state["board"]["vp"] == 7


def test_5_10__d16_southeast_asia():
    """D-16: USSR Vietnam and Laos/Cambodia (2), US Thailand and Philippines (2+1): VP +1."""
    state = score("vietnam ussr=1; laos_cambodia ussr=1; thailand us=2; philippines us=2", "southeast_asia_scoring")
    assert state["board"]["vp"] == 1


def test_5_10__d17_domination_needs_a_non_battleground():
    """D-17: the USSR with four battlegrounds only has presence (3+4+1 for Japan); US 3+1: VP -4."""
    state = score("japan ussr=4; north_korea ussr=3; india ussr=3; pakistan ussr=2; south_korea us=3",
                  "asia_scoring")
    t = tally(state, "asia")
    assert t["ussr"]["level"] == "presence" and t["ussr"]["vp"] == 8
    assert t["us"]["vp"] == 4
    assert state["board"]["vp"] == -4


def test_5_10__domination_and_battleground_bonus_middle_east():
    """Middle East: US dominates (Israel, Iran, Jordan against Syria): 5+2 against 3: VP +4."""
    state = score("israel us=4; iran us=2; jordan us=2; syria ussr=2", "middle_east_scoring")
    t = tally(state, "middle_east")
    assert (t["us"]["level"], t["us"]["vp"], t["ussr"]["vp"]) == ("domination", 7, 3)
    assert state["board"]["vp"] == 4


def test_5_11__europe_control_wins():
    """Europe Control when Europe is scored is an automatic victory."""
    spec = "; ".join(f"{c} ussr=4" for c in ("france", "italy", "west_germany", "east_germany", "poland"))
    state = score(spec + "; bulgaria ussr=3", "europe_scoring")
    assert state["result"] == {"winner": "ussr", "reason": "europe_control", "params": {}}


def test_5_10__europe_adjacent_superpower_bonus():
    """+1 VP per controlled country next to the enemy superpower: the US in Finland and Poland."""
    state = score("finland us=4; poland us=3; east_germany ussr=3", "europe_scoring")
    t = tally(state, "europe")
    assert t["us"]["adjacent"] == 2
    # US: domination? 2 countries > 1, battlegrounds 1 = 1: no; presence 3 + 1 bg + 2 adjacent = 6. USSR 3+1.
    assert (t["us"]["level"], t["us"]["vp"], t["ussr"]["vp"]) == ("presence", 6, 4)
    assert state["board"]["vp"] == 2


def test_5_10__scoring_card_played_in_an_action_round_then_discarded():
    """A scoring card is played for its event only (its one way, played by the engine: no
    "Event" click) and goes to the discard pile; SE Asia is removed."""
    state = action("angola ussr=1", "ussr", ["africa_scoring"], turn=4)
    state = play(state, "ussr", "card:africa_scoring")
    assert state["board"]["vp"] == -2  # presence 1 + battleground 1
    assert "africa_scoring" in state["discard"]
    state = action("", "ussr", ["southeast_asia_scoring"], turn=4)
    state = play(state, "ussr", "card:southeast_asia_scoring")
    assert "southeast_asia_scoring" in state["removed"]


def test_5_10__formosan_resolution_makes_taiwan_a_battleground_while_us_controlled():
    """Formosan Resolution in effect: US-controlled Taiwan scores as an Asian battleground."""
    effects = {"formosan_resolution": {"side": "us", "until": "game"}}
    state = score("taiwan us=3", "asia_scoring", effects=effects)
    assert tally(state, "asia")["us"]["battlegrounds"] == 1
    assert state["board"]["vp"] == 4


def test_5_10__shuttle_diplomacy_removes_one_ussr_battleground_once():
    """Shuttle Diplomacy: the next Middle East or Asia scoring counts one USSR battleground less, then ends."""
    effects = {"shuttle_diplomacy": {"side": "us", "until": "game"}}
    state = score("iraq ussr=3; iran ussr=2", "middle_east_scoring", effects=effects)
    assert state["board"]["vp"] == -(3 + 1)  # presence + one battleground
    assert "shuttle_diplomacy" not in state["board"]["effects"]


def test_5_10__final_scoring_all_regions_and_the_china_card():
    """Final scoring: six regions (Southeast Asia not separately) and +1 VP to the China Card holder."""
    state = board("thailand us=2; angola ussr=1", china={"holder": "us", "face_up": False})
    final_scoring(state)
    # Asia: US presence 3 + Thailand 1 = 4; Africa: USSR presence 1 + 1 = 2; China +1
    assert state["board"]["vp"] == 4 - 2 + 1
