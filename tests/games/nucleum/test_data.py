"""The component check (`python -m games.nucleum.data check DIR`): it passes on the provisional
set and names each kind of violation in a broken copy; the set in use is the one NUCLEUM_DATA
names."""
import json
import shutil

import pytest

from games.engine import IllegalMove
from games.nucleum import data
from games.nucleum.data.__main__ import main
from games.nucleum.data.check import check
from games.nucleum.testing import GAME


def test_the_provisional_set_meets_every_published_count_and_limit(capsys):
    assert check(data.DEFAULT_DIR) == []
    assert main(["check", str(data.DEFAULT_DIR)]) == 0
    assert "meets every published count" in capsys.readouterr().out


def test_the_provisional_set_says_it_is_provisional():
    comps = data.load(data.DEFAULT_DIR)
    assert comps.provisional and comps.name == "provisional"
    assert all(t["source"] for t in comps.tiles.values())
    assert all(comps.contracts[c]["source"].startswith("printed") for c in ("C64", "C65", "C66", "C67"))
    assert "provisional" in comps.contracts["C67"]["source"]  # which purple pile it joins


def _broken(tmp_path, name, change):
    target = tmp_path / "set"
    shutil.copytree(data.DEFAULT_DIR, target, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    path = target / f"{name}.json"
    content = json.loads(path.read_text(encoding="utf-8"))
    change(content)
    path.write_text(json.dumps(content), encoding="utf-8")
    return target


def _side(content, side="3-4"):
    return content["sides"][side]


def _city(content, cid, side="3-4"):
    return next(c for c in _side(content, side)["cities"] if c["id"] == cid)


BROKEN = {
    "tile count": ("tiles", lambda c: c["tiles"].pop(0), "general action tiles"),
    "tile colour": ("tiles", lambda c: c["tiles"][0]["halves"][0].update(colour="pink"), "unknown colour pink"),
    "tile action": ("tiles", lambda c: c["tiles"][0]["halves"][0].update(action="fishing"), "unknown action fishing"),
    "tile reference": ("tiles", lambda c: next(t for t in c["tiles"] if t["set"] == "alt_start").update(replaces="X9"),
                       "replaces X9, which is no tile"),
    "contract count": ("contracts", lambda c: c["contracts"].pop(10), "silver contracts"),
    "contract numbering": ("contracts", lambda c: c["contracts"][0].update(kind="gold"), "gold contracts are C18-C35"),
    "contract requirement": ("contracts", lambda c: c["contracts"][5]["requirement"].update(what="dragons"),
                             "requires the unknown thing dragons"),
    "expansion contract": ("contracts", lambda c: c["contracts"].pop(), "C67 is missing"),
    "technology levels": ("experiments", lambda c: c["experiments"][0]["technologies"][0].update(level=3),
                          "3, 3 and 2 technologies"),
    "shared technology": ("experiments", lambda c: c["experiments"][0]["technologies"][0]["effect"].pop("same_as"),
                          "Experiment A must contain technology E1"),
    "technology effect": ("experiments", lambda c: c["experiments"][2]["technologies"][0]["effect"].update(teleport=1),
                          "effects the engine does not know: teleport"),
    "printed technology": ("experiments", lambda c: c["experiments"][5]["technologies"][7]["effect"].update(vp=[4, 10, 20]),
                           "Technology F8 is not as printed"),
    "turbine effects of E and F": ("experiments", lambda c: c["experiments"][4]["turbine_effect"].update(income="thaler"),
                                   "the two printed turbine effects"),
    "experiment E needs the expansion": ("experiments", lambda c: c["experiments"][4].update(expansion=False),
                                         "Experiment E needs the expansion"),
    "chaining tiles": ("tiles", lambda c: next(t for t in c["tiles"] if t["set"] == "chaining")["halves"][0].update(
        action="subsidy"), "must show one main action"),
    "special tile reference": ("experiments", lambda c: c["experiments"][1].update(special_tiles=["B-X9"]),
                               "B-X9, which is no tile"),
    "city colour": ("map", lambda c: _city(c, "leipzig").update(colour="pink"), "Leipzig has the unknown colour"),
    "known city": ("map", lambda c: _city(c, "aussig", "1-2").update(name="Ústí"), "the city Aussig is missing"),
    "link end": ("map", lambda c: _side(c)["links"][0].update(b="atlantis"), "atlantis, which is no city"),
    "link length": ("map", lambda c: _side(c)["links"][0]["spaces"].append("extra-r3"), "not 1 or 2"),
    "connected map": ("map", lambda c: _side(c).update(links=[x for x in _side(c)["links"] if "prague" not in (x["a"], x["b"])]),
                      "falls into 2 parts"),
    "power plants": ("map", lambda c: _city(c, "riesa").update(power_plant=None), "1 coal plant"),
    "urban spaces": ("map", lambda c: [city.update(spaces=[s for s in city["spaces"] if s["kind"] != "urban" or s["id"].endswith("u1")])
                                       for city in _side(c)["cities"]], "urban spaces cannot hold"),
    "setup card city": ("setup_cards", lambda c: c["cards"][0]["rows"]["3-4"].__setitem__(0, "atlantis"),
                        "names atlantis, which is no city"),
    "setup card plant": ("setup_cards", lambda c: c["cards"][0]["rows"]["3-4"].__setitem__(1, "meissen"),
                         "must be a city with a power plant"),
    "setup card count": ("setup_cards", lambda c: c["cards"].pop(), "numbered 1-13"),
    "milestone tiles": ("milestones", lambda c: c["tiles"].pop(), "milestone tiles"),
    "milestone 40": ("milestones", lambda c: c["track"][-1].update(effect={"vp": 5}), "gives 9 VP"),
    "starting thalers": ("player_board", lambda c: c["starting"].update(thalers=5), "starts with 4 thalers"),
    "offer prices": ("supply", lambda c: c.update(offer_prices=[1, 2, 3, 4, 0]), "prices rise from 0"),
    "party programs": ("parliament", lambda c: c["programs"].pop(), "party programs"),
    "program scoring": ("parliament", lambda c: c["programs"][0].update(scores="charm"), "scores the unknown thing charm"),
    "party reward": ("parliament", lambda c: c["rewards"]["capitalists"].update(thalers=3), "rewards are printed as"),
    "baron reward": ("parliament", lambda c: c["baron_rewards"]["royalists"].update(vp=3), "baron rewards are printed"),
    "neutral figures": ("parliament", lambda c: c["neutrals"].pop(), "the arrow and the numbers 2, 3 and 4"),
    "setup card parties": ("parliament", lambda c: c["setup_card_party"]["royalists"].append(13), "13 is drawn again"),
    "expansion flag": ("parliament", lambda c: c.update(flag=70), "flag stands at 90"),
    "expansion end count": ("parliament", lambda c: c.update(end_conditions_needed={"4": 2}), "needs 3 end conditions"),
    "expansion purple kind": ("contracts", lambda c: c["contracts"][-1].update(purple_kind=None), "C67 must join one"),
    "missing field": ("supply", lambda c: c.pop("coal_wagons"), "lacks the field"),
    "contract beyond a board": ("contracts", lambda c: next(x for x in c["contracts"] if x["id"] == "C42").update(
        requirement={"what": "turbines", "at_least": 5}), "more than one player's board holds (4)"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_the_check_names_each_kind_of_violation(tmp_path, name, capsys):
    file, change, words = BROKEN[name]
    broken = _broken(tmp_path, file, change)
    found = check(broken)
    assert any(words in line for line in found), found
    assert main(["check", str(broken)]) == 1
    assert words in capsys.readouterr().out


def test_a_missing_or_unreadable_file_is_a_violation(tmp_path):
    broken = _broken(tmp_path, "map", lambda c: None)
    (broken / "map.json").write_text("{not json", encoding="utf-8")
    assert "not valid JSON" in check(broken)[0]
    (broken / "map.json").unlink()
    assert check(broken) == ["The file map.json is missing."]


def test_a_transcribed_set_is_played_by_naming_its_directory(tmp_path, monkeypatch):
    """NUCLEUM_DATA names the component set a new game uses."""
    other = _broken(tmp_path, "manifest", lambda c: c.update(name="transcribed", provisional=False))
    monkeypatch.setenv(data.ENV, str(other))
    state = GAME.setup([{"kind": "human"}] * 2, {}, 3)
    assert state["components"] == "transcribed"
    monkeypatch.delenv(data.ENV)
    assert GAME.setup([{"kind": "human"}] * 2, {}, 3)["components"] == "provisional"


def test_a_game_refuses_moves_under_another_component_set(tmp_path, monkeypatch):
    """A table set up with one set is not played on with another: the move is refused."""
    state = GAME.setup([{"kind": "human"}] * 2, {}, 3)
    other = _broken(tmp_path, "manifest", lambda c: c.update(name="transcribed"))
    monkeypatch.setenv(data.ENV, str(other))
    seat = GAME.to_act(state)[0]
    with pytest.raises(IllegalMove, match="provisional, not transcribed"):
        GAME.apply(state, seat, GAME.prompt(state, seat).options[0].id)
