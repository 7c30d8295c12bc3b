"""Setup (rulebook: Game Setup) at 2, 3 and 4 players, and the derived facts of the mainboard."""
import pytest

from games.engine import to_json
from games.hegemony import mainboard
from games.hegemony.opening import initial_state


def setup(n, seed=7):
    return initial_state("hegemony", 1, n, {}, seed)


@pytest.mark.parametrize("n,expected", [
    (2, {"1": "C", "2": "B", "3": "A", "4": "B", "5": "C", "6": "B", "7": "A"}),
    (3, {"1": "C", "2": "B", "3": "A", "4": "B", "5": "C", "6": "B", "7": "A"}),
    (4, {"1": "C", "2": "B", "3": "A", "4": "B", "5": "C", "6": "A", "7": "B"}),
])
def test_setup_step_8_policies(n, expected):
    """Policy markers start on 1C 2B 3A 4B 5C, with 6A/7B only at 4 players (6B/7A otherwise)."""
    assert setup(n)["policies"] == expected


def test_setup_step_11_tax_multiplier_starts_at_5():
    """3A gives base 3; 4B's +1 doubled under 3A; 5C adds nothing: the marker's 5."""
    assert mainboard.tax_multiplier(setup(4)) == 5


@pytest.mark.parametrize("n,services", [(2, {"health": 5, "education": 5, "influence": 3}),
                                        (3, {"health": 6, "education": 6, "influence": 4})])
def test_setup_step_10_public_services(n, services):
    state = setup(n)
    assert state["services"] == services and state["treasury"] == 120


def test_setup_step_3_public_sector_by_player_count():
    """2 players: Public Hospital, Public University, Regional TV face up; 3-4: the 30₳ ones.
    Rows 2 and 3 hold one company of each type, face down."""
    two = setup(2)["public_sector"]
    assert sorted(c["id"] for c in two if c["face_up"]) == [
        "s-public-hospital-1", "s-public-university-1", "s-regional-tv-station-1"]
    assert [sum(1 for c in two if c["row"] == r) for r in (1, 2, 3)] == [3, 3, 3]
    three = setup(3)["public_sector"]
    assert sorted(c["id"] for c in three if c["face_up"]) == [
        "s-national-public-broadcasting-1", "s-technical-university-1", "s-university-hospital-1"]
    assert mainboard.public_companies_available(setup(2)) == 3


@pytest.mark.parametrize("n", [2, 3, 4])
def test_working_class_starts_with_10_workers(n):
    """8 (2 players) or 7 Workers in companies, 1 unskilled and 1 or 2 immigrants unemployed:
    10 Workers, so Population 3 on the track's bottom row."""
    state = setup(n)
    assert mainboard.worker_count(state, "working") == 10 and mainboard.population(state, "working") == 3
    assert len(state["classes"]["working"]["unemployed"]) == (2 if n == 2 else 3)
    assert state["classes"]["working"]["money"] == 30


def test_middle_class_setup():
    """7 Workers in companies and 2 immigrants; the skilled Worker of its choice is still owed."""
    state = setup(3)
    assert mainboard.worker_count(state, "middle") == 9 and mainboard.population(state, "middle") == 3
    assert state["flow"]["stack"][-1] == {"step": "skilled_worker", "role": "middle"}
    assert len(state["classes"]["middle"]["market"]) == 3


def test_capitalist_setup():
    state = setup(2)
    cc = state["classes"]["capitalist"]
    assert cc["revenue"] == 120 and len(cc["market"]) == 4
    assert [c["id"] for c in state["private_sector"]["capitalist"]] == [
        "c-supermarket-2", "c-shopping-mall-2", "c-college-2", "c-clinic-2"]
    assert all(c["wage"] == 2 for c in state["private_sector"]["capitalist"])


def test_state_setup_at_four_players():
    state = setup(4)
    st = state["classes"]["state"]
    assert st["legitimacy"] == {"working": 2, "middle": 2, "capitalist": 2}
    assert len(st["events"]) == 2 and st["political_agenda"].startswith("political-agenda-")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_hands_of_seven_from_forty(n):
    state = setup(n)
    for seat, role in enumerate(state["roles"]):
        assert len(state["seats"][seat]["hand"]) == 7
        assert len(state["secret"][f"actions_{role}"]) == 33


def test_voting_bag_and_supply():
    state = setup(2)
    assert state["bag"] == {"working": 8, "middle": 8, "capitalist": 8}
    assert state["cube_supply"] == {"working": 17, "middle": 17, "capitalist": 17}


def test_setup_is_deterministic_from_the_seed():
    assert to_json(setup(4, 3)) == to_json(setup(4, 3))
    assert to_json(setup(4, 3)) != to_json(setup(4, 4))


def test_bill_targets_are_next_to_the_current_section():
    """Taxation at A allows only B; a Policy with a Bill on it allows none (Propose Bill)."""
    state = setup(2)
    assert mainboard.bill_targets(state, 3) == ["B"]
    assert mainboard.bill_targets(state, 2) == ["A", "C"]
    state["bills"]["2"] = {"section": "C", "by": "capitalist"}
    assert mainboard.bill_targets(state, 2) == []


@pytest.mark.parametrize("workers,pop", [(10, 3), (11, 3), (12, 4), (14, 4), (15, 5), (29, 9), (30, 10), (34, 10)])
def test_population_track_bands(workers, pop):
    """The Working and Middle Class boards: Workers on the top row, Population beneath."""
    state = setup(2)
    state["classes"]["working"]["unemployed"] += [{"class": "working", "skill": "U", "committed": False}] * (workers - 10)
    assert mainboard.population(state, "working") == pop
