"""One test per recruit: the ability acts in real play (and the same play without it differs).

Positions come from `scenario` (seat 0 on turn unless said); moves are typed option ids.
"""
from games.euphoria import data, hooks, recruits
from tests.games.euphoria.test_recruits_support import (GAME, cards, dice, goods, options, play, prompt_id,
                                                        scenario)


def me(state, seat=0):
    return state["players"][seat]


def _bump_from_dig(rid, nation="euphorian", mine=2, theirs=4, morale=4):
    """Seat 0 (with `rid`) bumps seat 1's worker off a dig space; seat 1 has rolled."""
    commodity = {"euphorian": "energy", "subterran": "water", "wastelander": "food"}[nation]
    state = scenario(recruits={0: [rid]}, goods={0: {commodity: 1}}, morale={0: morale},
                     workers={0: [mine, 1], 1: [(theirs, f"dig_{nation}"), 2]})
    return play(state, f"place:{mine}:dig_{nation}")


def test_every_recruit_has_an_ability_and_a_test():
    """All 48 recruits of the data are implemented and this module names a test after each."""
    assert recruits.missing() == [] and sorted(hooks.ABILITIES) == sorted(data.RECRUITS)
    assert len(data.RECRUITS) == 48
    tests = {name for name in globals() if name.startswith("test_recruit_")}
    untested = [r for r in data.RECRUITS if not any(t.startswith(f"test_recruit_{r}") for t in tests)]
    assert untested == []


# --------------------------------------------------------------------------- Euphorians


def test_recruit_laura_the_philanthropist():
    """Bumping another player off a dig space, Laura hands over a gold for 2 cards."""
    state = scenario(recruits={0: ["laura_the_philanthropist"]}, goods={0: {"gold": 1, "energy": 1}},
                     workers={0: [2, 5], 1: [(4, "dig_euphorian"), 1]})
    state = play(state, "place:2:dig_euphorian")
    assert options(state) == ["use", "pass"]
    state = play(state, "use", "resource:gold")
    assert goods(state, 1) == {"gold": 1}
    assert len(cards(state, 0)) == 2 and goods(state, 0) == {"gold": 1}


def test_recruit_yordy_the_demotivator():
    """With exactly 2 workers a free retrieval costs no morale; with 3 it does."""
    for workers, expected in (([(2, "farm"), 3], 4), ([(2, "farm"), 3, 5], 3)):
        state = scenario(recruits={0: ["yordy_the_demotivator"]}, workers={0: workers}, morale={0: 4})
        state = play(state, "retrieve", "all")
        assert me(state)["morale"] == expected


def test_recruit_katy_the_dietician():
    """An empty hand at the Generator brings a food; a card in hand, none."""
    state = play(scenario(recruits={0: ["katy_the_dietician"]}), "place:1:generator")
    assert goods(state, 0) == {"energy": 1, "food": 1}
    state = play(scenario(recruits={0: ["katy_the_dietician"]}, hand={0: ["book"]}), "place:1:generator")
    assert goods(state, 0) == {"energy": 1}


def test_recruit_gary_the_electrician():
    """A die matching one already on the Generator: a morale or an extra energy."""
    state = scenario(recruits={0: ["gary_the_electrician"]}, workers={0: [3, 5], 1: [(3, "generator"), 2]})
    state = play(state, "place:3:generator")
    assert options(state) == ["pick:0", "pick:1"]
    state = play(state, "pick:1")
    assert goods(state, 0) == {"energy": 2}


def test_recruit_michael_the_engineer():
    """Any resource pays a construction site; gold brings a morale and a knowledge."""
    plain = scenario(goods={0: {"gold": 1}})
    assert "place:1:euphoria_1_site_1" not in options(plain)  # that site asks clay
    state = scenario(recruits={0: ["michael_the_engineer"]}, goods={0: {"gold": 1}}, morale={0: 2})
    state = play(state, "place:1:euphoria_1_site_1")
    assert goods(state, 0) == {} and me(state)["morale"] == 3 and me(state)["knowledge"] == 4


def test_recruit_esme_the_fireman():
    """After placing a star: a card for an energy and one less knowledge."""
    state = scenario(recruits={0: ["esme_the_fireman"]}, goods={0: {"gold": 3}}, hand={0: ["book"]})
    state = play(state, "place:1:nimbus_loft")
    assert me(state)["stars"] == 1 and options(state) == ["use", "pass"]
    state = play(state, "use", "pick:0")
    assert cards(state, 0) == [] and goods(state, 0) == {"energy": 1} and me(state)["knowledge"] == 2


def test_recruit_ray_the_foreman():
    """A market completed: its builder with Ray gains 2 morale, the other Ray holder loses 2 knowledge."""
    state = scenario(recruits={0: ["ray_the_foreman"], 1: ["ray_the_foreman"]}, goods={0: {"gold": 1}},
                     workers={0: [1, (2, "euphoria_1_site_2")]}, morale={0: 1})
    state = play(state, "place:1:euphoria_1_site_3")  # the builders' dice roll by themselves
    assert state["board"]["markets"]["euphoria_1"]["built"]
    assert me(state)["morale"] == 3 and me(state, 1)["knowledge"] == 1


def test_recruit_bradley_the_futurist():
    """At an artifact market: 2 knowledge for 2 cards, one of which is let go."""
    state = scenario(recruits={0: ["bradley_the_futurist"]}, hand={0: ["book", "book"]},
                     deck=["bifocals", "balloons"])
    state = play(state, "place:1:incinerator_of_historical_accuracy", "pay:book=2", "use")
    assert set(options(state)) == {"card:balloons", "card:bifocals"}
    state = play(state, "card:balloons")
    assert cards(state, 0) == ["bifocals"] and me(state)["knowledge"] == 5


def test_recruit_ben_the_ludologist(monkeypatch):
    """Another player rolls into a pair: Ben pays 2 morale for a resource."""
    state = scenario(recruits={1: ["ben_the_ludologist"]}, workers={0: [(2, "farm"), 4]}, morale={1: 4})
    dice(monkeypatch, 4)
    state = play(state, "retrieve", "all")
    assert GAME.to_act(state) == [1] and options(state) == ["use", "pass"]
    state = play(state, "use", "take:clay=1")
    assert me(state, 1)["morale"] == 2 and goods(state, 1) == {"clay": 1}


def test_recruit_jefferson_the_shock_artist():
    """Retrieval paid with an energy: +1 morale and -1 knowledge."""
    state = scenario(recruits={0: ["jefferson_the_shock_artist"]}, goods={0: {"energy": 1}},
                     workers={0: [(2, "farm"), 3]}, morale={0: 2})
    assert "row:energy" in options(play(state, "retrieve", "all"))
    state = play(state, "retrieve", "all", "row:energy")
    assert goods(state, 0) == {} and me(state)["morale"] == 3 and me(state)["knowledge"] == 2


def test_recruit_julia_the_thought_inspector():
    """Bumping a die of the same number: 2 morale for a resource."""
    state = play(_bump_from_dig("julia_the_thought_inspector", mine=4), "use", "take:stone=1", "resource:gold")
    assert me(state)["morale"] == 2 and goods(state, 0) == {"stone": 1, "gold": 1}


def test_recruit_julia_the_thought_inspector_needs_the_same_number():
    state = _bump_from_dig("julia_the_thought_inspector", mine=3)
    assert prompt_id(state) != "euphoria.use_recruit"


def test_recruit_dr_nakagawa_the_tribute():
    """Using a built market, the worker is sacrificed for a second star in the territory."""
    state = scenario(recruits={0: ["dr_nakagawa_the_tribute"]}, goods={0: {"water": 4, "clay": 1}},
                     workers={0: [1, 2, 3]}, built={"subterra_1": ("plaza_of_immortalized_humility", [0])})
    state = play(state, "place:1:subterra_1", "use")
    assert me(state)["stars"] == 2
    assert len(me(state)["workers"]) == 2
    assert state["board"]["territories"]["subterra"].count(0) == 2


# --------------------------------------------------------------------------- Subterrans


def test_recruit_faith_the_hydroelectrician():
    state = play(scenario(recruits={0: ["faith_the_hydroelectrician"]}), "place:1:aquifer")
    assert goods(state, 0) == {"water": 1, "energy": 1}


def test_recruit_maggie_the_outlaw():
    """Every retrieved worker was in Subterra: a water or a stone."""
    state = scenario(recruits={0: ["maggie_the_outlaw"]}, workers={0: [(2, "aquifer"), 3]})
    state = play(state, "retrieve", "all", "pick:1")
    assert goods(state, 0) == {"stone": 1}
    state = scenario(recruits={0: ["maggie_the_outlaw"]}, workers={0: [(2, "aquifer"), (3, "farm")]})
    state = play(state, "retrieve", "all")
    assert goods(state, 0) == {}


def test_recruit_major_dave_the_demolitionist():
    """Bumping another player off a dig: 2 knowledge for one more resource and a deeper miner."""
    state = play(_bump_from_dig("major_dave_the_demolitionist"), "use", "resource:gold")
    assert goods(state, 0) == {"gold": 2} and me(state)["knowledge"] == 5
    assert state["board"]["miners"]["euphorian"] == 2


def test_recruit_xander_the_excavator():
    """Bumping a higher die off a dig: a knowledge for one more resource."""
    state = play(_bump_from_dig("xander_the_excavator", "subterran", theirs=5), "use", "resource:stone")
    assert goods(state, 0) == {"stone": 2} and me(state)["knowledge"] == 4


def test_recruit_jonathan_the_gambler():
    """After a draw: a knowledge to draw 2 more, keeping only the types seen twice."""
    state = scenario(recruits={0: ["jonathan_the_gambler"]}, goods={0: {"energy": 1}},
                     deck=["teddy_bear", "book", "book"])
    state = play(state, "place:1:dig_euphorian", "artifact")
    assert cards(state, 0) == ["book"] and options(state) == ["use", "pass"]
    state = play(state, "use")
    assert cards(state, 0) == ["book", "book"] and me(state)["knowledge"] == 4
    assert state["board"]["artifact_discard"] == ["teddy_bear"]


def test_recruit_josiah_the_hacker():
    """At the Generator: a morale for the hacker, a knowledge for every other player there."""
    state = scenario(recruits={0: ["josiah_the_hacker"]}, workers={1: [(1, "generator"), 2]}, morale={0: 2})
    state = play(state, "place:1:generator")
    assert me(state)["morale"] == 3 and me(state, 1)["knowledge"] == 4


def test_recruit_brett_the_lockpicker():
    """At an artifact market without a bump: 2 knowledge for a resource."""
    state = scenario(recruits={0: ["brett_the_lockpicker"]}, hand={0: ["book", "book"]})
    state = play(state, "place:1:incinerator_of_historical_accuracy", "pay:book=2", "use", "take:gold=1")
    assert goods(state, 0) == {"gold": 1} and me(state)["knowledge"] == 5


def test_recruit_chase_the_miner():
    """A digger sacrificed for 2 more of the tunnel's resource."""
    state = scenario(recruits={0: ["chase_the_miner"]}, goods={0: {"food": 1}}, workers={0: [1, 2]})
    state = play(state, "place:1:dig_wastelander", "resource:clay", "use")
    assert goods(state, 0) == {"clay": 3} and len(me(state)["workers"]) == 1


def test_recruit_chase_the_miner_places_a_new_worker_at_once(monkeypatch):
    state = scenario(recruits={0: ["chase_the_miner"]}, goods={0: {"water": 3}}, workers={0: [1, 2]})
    dice(monkeypatch, 5)
    state = play(state, "place:1:tank_water")
    assert "place:generator" in options(state)
    state = play(state, "place:generator")
    assert [w["at"] for w in me(state)["workers"]] == ["tank_water", None, "generator"]


def test_recruit_soulless_the_plumber():
    """Alone on the Aquifer: a morale or an extra water."""
    state = play(scenario(recruits={0: ["soulless_the_plumber"]}), "place:1:aquifer", "pick:1")
    assert goods(state, 0) == {"water": 2}


def test_recruit_curtis_the_propagandist():
    """Each morale lost costs a knowledge too."""
    state = scenario(recruits={0: ["curtis_the_propagandist"]}, workers={0: [(2, "farm"), 3]}, morale={0: 3})
    state = play(state, "retrieve", "all")
    assert me(state)["morale"] == 2 and me(state)["knowledge"] == 2


def test_recruit_andrew_the_spelunker():
    """With an empty hand, the Euphorian dig gives the gold and a card, no choice."""
    state = play(scenario(recruits={0: ["andrew_the_spelunker"]}, goods={0: {"energy": 1}}), "place:1:dig_euphorian")
    assert goods(state, 0) == {"gold": 1} and len(cards(state, 0)) == 1
    assert state["board"]["miners"]["euphorian"] == 1


def test_recruit_phil_the_spy():
    """Bumping a player without an active Subterran: 2 knowledge for a card."""
    state = play(_bump_from_dig("phil_the_spy", "wastelander"), "use", "resource:clay")
    assert len(cards(state, 0)) == 1 and me(state)["knowledge"] == 5


# --------------------------------------------------------------------------- Wastelanders


def test_recruit_flartner_the_luddite():
    """A card pays a construction site, with a morale."""
    state = scenario(recruits={0: ["flartner_the_luddite"]}, hand={0: ["book"]}, morale={0: 2})
    state = play(state, "place:1:euphoria_1_site_1")
    assert cards(state, 0) == [] and me(state)["morale"] == 3


def test_recruit_professor_reitz_the_archeologist():
    """A dig without a bump: 2 knowledge for a card and a second miner step."""
    state = scenario(recruits={0: ["professor_reitz_the_archeologist"]}, goods={0: {"food": 1}})
    state = play(state, "place:1:dig_wastelander", "resource:clay", "use")
    assert len(cards(state, 0)) == 1 and state["board"]["miners"]["wastelander"] == 2


def test_recruit_jacko_the_archivist():
    """At an artifact market: 2 more cards for a second star."""
    state = scenario(recruits={0: ["jacko_the_archivist"]}, hand={0: ["book", "book", "bifocals", "balloons"]})
    state = play(state, "place:1:incinerator_of_historical_accuracy", "pay:book=2")
    state = play(state, "use")
    assert me(state)["stars"] == 2 and cards(state, 0) == []


def test_recruit_jonathan_the_artist():
    """Alone at a construction: 2 knowledge for a card."""
    state = scenario(recruits={0: ["jonathan_the_artist"]}, goods={0: {"gold": 1}})
    state = play(state, "place:1:euphoria_1_site_2", "use")
    assert len(cards(state, 0)) == 1 and me(state)["knowledge"] == 5


def test_recruit_pete_the_cannibal():
    """A retrieved worker eaten for 4 food and a resource."""
    state = scenario(recruits={0: ["pete_the_cannibal"]}, workers={0: [(2, "farm"), (3, "aquifer")]})
    state = play(state, "retrieve", "all", "worker:0", "take:clay=1")
    assert goods(state, 0) == {"food": 4, "clay": 1} and len(me(state)["workers"]) == 1


def test_recruit_pete_the_cannibal_new_worker():
    state = scenario(recruits={0: ["pete_the_cannibal"]}, goods={0: {"water": 3}})
    state = play(state, "place:1:tank_water", "use")
    assert len(cards(state, 0)) == 1 and me(state)["knowledge"] == 5


def test_recruit_sir_scarby_the_harvester():
    state = play(scenario(recruits={0: ["sir_scarby_the_harvester"]}), "place:1:farm", "pick:1")
    assert goods(state, 0) == {"food": 2}


def test_recruit_ian_the_horticulturist():
    state = play(scenario(recruits={0: ["ian_the_horticulturist"]}), "place:1:farm")
    assert goods(state, 0) == {"food": 1, "water": 1}


def test_recruit_geek_the_oracle():
    """After a draw: 2 knowledge to draw one more, then discard one."""
    state = scenario(recruits={0: ["geek_the_oracle"]}, goods={0: {"energy": 1}}, deck=["bifocals", "book"])
    state = play(state, "place:1:dig_euphorian", "artifact", "use")
    assert set(options(state)) == {"card:book", "card:bifocals"}
    state = play(state, "card:book")
    assert cards(state, 0) == ["bifocals"] and me(state)["knowledge"] == 5


def test_recruit_kyle_the_scavenger():
    state = play(scenario(recruits={0: ["kyle_the_scavenger"]}), "place:1:farm", "use")
    assert len(cards(state, 0)) == 1 and me(state)["knowledge"] == 5


def test_recruit_steven_the_scholar(monkeypatch):
    """A worker lost to the knowledge check brings a resource and a card."""
    state = scenario(recruits={0: ["steven_the_scholar"]}, workers={0: [(2, "farm"), (3, "aquifer")]},
                     knowledge={0: 6})
    dice(monkeypatch, 6, 6)
    state = play(state, "retrieve", "all", "take:stone=1")
    assert len(me(state)["workers"]) == 1
    assert goods(state, 0) == {"stone": 1} and len(cards(state, 0)) == 1


def test_recruit_nick_the_understudy():
    """Each knowledge gained brings a morale."""
    state = scenario(recruits={0: ["nick_the_understudy"]}, workers={0: [5, 1], 1: [(6, "generator"), 2]},
                     morale={0: 2})
    state = play(state, "place:5:generator")
    assert me(state)["knowledge"] == 4 and me(state)["morale"] == 3


def test_recruit_brian_the_viticulturist():
    """Food pays for bliss; at the Apothecary it also brings a knowledge and a Wastelander point."""
    state = scenario(recruits={0: ["brian_the_viticulturist"]}, goods={0: {"food": 2}})
    assert "place:1:breeze_bar" in options(state)
    state = scenario(recruits={0: ["brian_the_viticulturist"]}, goods={0: {"food": 4, "gold": 1}},
                     built={"euphoria_1": ("apothecary_of_productive_dreams", [0])})
    state = play(state, "place:1:euphoria_1")
    assert goods(state, 0) == {} and me(state)["knowledge"] == 4
    assert state["board"]["allegiance"]["wastelander"] == 1


# --------------------------------------------------------------------------- Icarites


def test_recruit_maxime_the_ambassador():
    state = play(_bump_from_dig("maxime_the_ambassador"), "use", "resource:gold")
    assert me(state)["morale"] == 2 and me(state, 1)["knowledge"] == 4 and len(cards(state, 0)) == 1


def test_recruit_zong_the_astronomer():
    """Nothing in hand and no resources at the Cloud Mine: a water or an energy."""
    state = play(scenario(recruits={0: ["zong_the_astronomer"]}), "place:1:cloud_mine", "pick:1")
    assert goods(state, 0) == {"bliss": 1, "energy": 1}


def test_recruit_amanda_the_broker():
    """Bumped by another player: a bliss to that player and the die set, not rolled."""
    state = scenario(recruits={1: ["amanda_the_broker"]}, goods={0: {"energy": 1}, 1: {"bliss": 1}},
                     workers={0: [2, 1], 1: [(4, "dig_euphorian"), 2]})
    state = play(state, "place:2:dig_euphorian")
    assert "recruit:amanda_the_broker:1" in options(state, 1)
    state = play(state, (1, "recruit:amanda_the_broker:1"))
    assert sorted(w["value"] for w in me(state, 1)["workers"]) == [1, 2]
    assert goods(state, 1) == {} and goods(state, 0).get("bliss") == 1


def test_recruit_sarinee_the_cloud_miner():
    state = play(scenario(recruits={0: ["sarinee_the_cloud_miner"]}), "place:1:cloud_mine", "pick:0")
    assert me(state)["knowledge"] == 2


def test_recruit_lee_the_gossip():
    state = play(_bump_from_dig("lee_the_gossip"), "use", "good:food", "resource:gold")
    assert me(state)["morale"] == 3 and me(state, 1)["knowledge"] == 4 and goods(state, 0) == {"food": 1, "gold": 1}


def test_recruit_gidget_the_hypnotist():
    """Retrieval paid with bliss: 2 knowledge lost instead of 2 morale gained."""
    state = scenario(recruits={0: ["gidget_the_hypnotist"]}, goods={0: {"bliss": 1}},
                     workers={0: [(2, "farm"), 3]}, morale={0: 2})
    state = play(state, "retrieve", "all", "row:bliss_hypnotist")
    assert me(state)["morale"] == 2 and me(state)["knowledge"] == 1 and goods(state, 0) == {}


def test_recruit_kadan_the_infiltrator():
    """An opened tunnel end without a recruit of its nation, for 2 knowledge."""
    assert "place:1:end_euphorian" not in options(scenario(miners={"euphorian": 9}))
    state = scenario(recruits={0: ["kadan_the_infiltrator"]}, miners={"euphorian": 9})
    state = play(state, "place:1:end_euphorian")
    assert goods(state, 0) == {"water": 3} and me(state)["knowledge"] == 5


def test_recruit_dr_sheppard_the_lobotomist():
    state = scenario(recruits={0: ["dr_sheppard_the_lobotomist"]}, workers={0: [(2, "farm"), (3, "aquifer")]})
    state = play(state, "retrieve", "all", "worker:1", "take:gold=1")
    assert goods(state, 0) == {"bliss": 4, "gold": 1} and len(me(state)["workers"]) == 1


def test_recruit_dr_sheppard_the_lobotomist_new_worker():
    state = scenario(recruits={0: ["dr_sheppard_the_lobotomist"]}, goods={0: {"water": 3}}, morale={0: 4})
    state = play(state, "place:1:tank_water", "use")
    assert len(cards(state, 0)) == 1 and me(state)["morale"] == 4  # +2 from the tank, -2 for the card


def test_recruit_flavio_the_merchant():
    """Bumping another player off an artifact market: 2 morale for a card."""
    state = scenario(recruits={0: ["flavio_the_merchant"]}, hand={0: ["book", "book"]},
                     workers={0: [2, 1], 1: [(4, "incinerator_of_historical_accuracy"), 2]})
    state = play(state, "place:2:incinerator_of_historical_accuracy")
    state = play(state, "use", "pay:book=2")
    assert me(state)["morale"] == 4 and len(cards(state, 0)) == 1


def test_recruit_josh_the_negotiator():
    """A bliss stands in for the resource of a built market's cost."""
    position = dict(goods={0: {"energy": 4, "bliss": 1}},
                    built={"subterra_1": ("courthouse_of_hasty_judgement", [0])})
    assert "place:1:subterra_1" not in options(scenario(**position))
    state = play(scenario(recruits={0: ["josh_the_negotiator"]}, **position), "place:1:subterra_1")
    assert goods(state, 0) == {} and me(state)["stars"] == 1


def test_recruit_rebecca_the_peddler():
    state = play(_bump_from_dig("rebecca_the_peddler"), "use", "take:stone=1", "resource:gold")
    assert me(state)["morale"] == 2 and me(state, 1)["knowledge"] == 4 and goods(state, 0) == {"stone": 1, "gold": 1}


def test_recruit_matthew_the_thief():
    """Bumping another player off a dig with no energy: a knowledge pays instead."""
    position = dict(workers={0: [2, 1], 1: [(4, "dig_euphorian"), 2]})
    assert "place:2:dig_euphorian" not in options(scenario(**position))
    state = scenario(recruits={0: ["matthew_the_thief"]}, **position)
    state = play(state, "place:2:dig_euphorian")
    state = play(state, "resource:gold")
    assert goods(state, 0) == {"gold": 1} and me(state)["knowledge"] == 4


def test_recruit_bradley_the_futurist_keeps_the_drawn_cards_private():
    """While Bradley's owner picks which drawn card to keep, no other seat can see the two."""
    import json
    state = scenario(recruits={0: ["bradley_the_futurist"]}, hand={0: ["book", "book"]},
                     deck=["bifocals", "balloons"])
    state = play(state, "place:1:incinerator_of_historical_accuracy", "pay:book=2", "use")
    assert "bifocals" in json.dumps(GAME.view(state, 0))
    for seat in (1, None):
        seen = json.dumps(GAME.view(state, seat))
        assert "bifocals" not in seen and "balloons" not in seen


def test_recruit_hidden_ability_acts_only_once_activated():
    """A hidden recruit does nothing; the Wastelander miner reaching step 6 reveals it (L322) and
    from then on its ability acts (Ian's water at the Farm)."""
    state = scenario(goods={0: {"food": 1}}, miners={"wastelander": 5}, workers={0: [1, 2, 3]})
    state["seats"][0]["hidden"] = ["ian_the_horticulturist"]
    state["players"][0]["hidden_count"] = 1
    state = play(state, "place:1:farm")
    assert goods(state, 0) == {"food": 2}  # hidden: no water
    state = scenario(goods={0: {"food": 1}}, miners={"wastelander": 5}, workers={0: [1, 2, 3]})
    state["seats"][0]["hidden"] = ["ian_the_horticulturist"]
    state = play(state, "place:1:dig_wastelander", "artifact")
    assert me(state)["recruits"] == ["ian_the_horticulturist"]
    state["flow"]["stack"] = [{"step": "continue", "seat": 0}, {"step": "turn", "seat": 0}]
    state["flow"].update(active=0, start=[1], value=None, placed=0)
    state["seats"][0]["artifacts"] = []
    state = play(state, "place:2:farm")
    assert goods(state, 0) == {"food": 1, "water": 1}


def test_recruit_dr_nakagawa_the_tribute_needs_room_for_the_second_star():
    """With the territory full after the first star, no worker is sacrificed for nothing."""
    state = scenario(recruits={0: ["dr_nakagawa_the_tribute"]}, goods={0: {"water": 4, "clay": 1}},
                     workers={0: [1, 2, 3]}, built={"subterra_1": ("plaza_of_immortalized_humility", [0])})
    state["board"]["territories"]["subterra"][1] = 1  # 2 players: one open space left
    state = play(state, "place:1:subterra_1")
    assert me(state)["stars"] == 1 and len(me(state)["workers"]) == 3
    assert prompt_id(state) != "euphoria.use_recruit"


def test_recruits_in_random_play_all_at_once():
    """Four seats share all 48 abilities; random legal choices never break a prompt, every
    prompt has options, and many abilities fire (a smoke test of their interplay)."""
    import random
    rng = random.Random(3)
    state = scenario(n=4, workers={s: [1, 2] for s in range(4)}, morale={s: 3 for s in range(4)},
                     options={"trading": False})
    deal = sorted(data.RECRUITS)
    rng.shuffle(deal)
    for seat in range(4):
        state["players"][seat]["recruits"] = deal[seat * 12:(seat + 1) * 12]
    fired = set()
    for _k in range(1500):
        to_act = GAME.to_act(state)
        if not to_act:
            break
        seat = rng.choice(to_act)
        prompt = GAME.prompt(state, seat)
        assert prompt.options, prompt.id
        state, events = GAME.apply(state, seat, rng.choice(prompt.options).id)
        fired |= {e["recruit"] for e in events if e["kind"] == "recruit_used"}
    assert len(fired) >= 20, sorted(fired)
