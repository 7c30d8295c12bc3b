"""The map and card data against the rules digest (§5.1-5.3, §5.13)."""
from games.twilight_struggle.data import (AREA_COUNTRIES, CARDS, COUNTRIES, START_INFLUENCE,
                                          SUPERPOWER_ADJACENT)


def test_country_counts_per_region():
    """84 countries: Europe 21, Asia 15 (7 Southeast Asia), Middle East 10, the Americas 10 each, Africa 18."""
    counts = {a: len(cs) for a, cs in AREA_COUNTRIES.items()}
    assert len(COUNTRIES) == 84
    assert counts == {"europe": 21, "asia": 15, "middle_east": 10, "central_america": 10,
                      "south_america": 10, "africa": 18, "western_europe": 14, "eastern_europe": 9,
                      "southeast_asia": 7}


def test_finland_and_austria_are_in_both_europes():
    """Finland and Austria belong to Western and Eastern Europe; Canada and Turkey to Western."""
    for c in ("finland", "austria"):
        assert set(COUNTRIES[c].subregions) == {"western_europe", "eastern_europe"}
    assert COUNTRIES["canada"].subregions == ("western_europe",)
    assert COUNTRIES["turkey"].subregions == ("western_europe",)


def test_battlegrounds():
    """29 battlegrounds: Europe 5, Asia 6, Middle East 6, Central America 3, South America 4, Africa 5."""
    per = {}
    for c in COUNTRIES.values():
        if c.battleground:
            per[c.region] = per.get(c.region, 0) + 1
    assert per == {"europe": 5, "asia": 6, "middle_east": 6, "central_america": 3,
                   "south_america": 4, "africa": 5}
    assert not COUNTRIES["taiwan"].battleground


def test_adjacency_is_symmetric_with_112_links_and_8_across_regions():
    """Adjacency is undirected: 112 pairs, 8 of them between regions."""
    pairs = set()
    for c in COUNTRIES.values():
        for n in c.adjacent:
            assert c.id in COUNTRIES[n].adjacent, (c.id, n)
            pairs.add(frozenset((c.id, n)))
    assert len(pairs) == 112
    cross = {tuple(sorted(p)) for p in pairs if len({COUNTRIES[x].region for x in p}) == 2}
    assert cross == {("algeria", "france"), ("morocco", "spain_portugal"), ("syria", "turkey"),
                     ("libya", "tunisia"), ("egypt", "sudan"), ("afghanistan", "iran"),
                     ("iran", "pakistan"), ("colombia", "panama")}


def test_superpower_adjacency():
    """US: Canada, Mexico, Cuba, Japan. USSR: Finland, Poland, Romania, Afghanistan, North Korea."""
    assert set(SUPERPOWER_ADJACENT["us"]) == {"canada", "mexico", "cuba", "japan"}
    assert set(SUPERPOWER_ADJACENT["ussr"]) == {"finland", "poland", "romania", "afghanistan", "north_korea"}


def test_digest_rows():
    """A sample of rows of the digest's map table, stability and neighbours included."""
    rows = {"turkey": (2, False, {"greece", "bulgaria", "romania", "syria"}),
            "mexico": (2, True, {"guatemala"}),
            "north_korea": (3, True, {"south_korea"}),
            "nicaragua": (1, False, {"honduras", "costa_rica", "cuba"}),
            "panama": (2, True, {"costa_rica", "colombia"}),
            "italy": (2, True, {"france", "spain_portugal", "austria", "yugoslavia", "greece"}),
            "iraq": (3, True, {"jordan", "iran", "gulf_states", "saudi_arabia"}),
            "south_africa": (3, True, {"angola", "botswana"}),
            "laos_cambodia": (1, False, {"burma", "thailand", "vietnam"})}
    for cid, (stab, bg, adj) in rows.items():
        c = COUNTRIES[cid]
        assert (c.stability, c.battleground, set(c.adjacent)) == (stab, bg, adj), cid


def test_starting_influence():
    """USSR 9 and US 18 printed influence, as in the digest's setup table."""
    assert sum(v["ussr"] for v in START_INFLUENCE.values()) == 9
    assert sum(v["us"] for v in START_INFLUENCE.values()) == 18
    assert START_INFLUENCE["north_korea"] == {"us": 0, "ussr": 3}
    assert START_INFLUENCE["uk"] == {"us": 5, "ussr": 0}
    assert START_INFLUENCE["australia"] == {"us": 4, "ussr": 0}


def test_card_counts():
    """110 cards: Early 39 (China included), Mid 48, Late 23; 7 scoring, 7 optional."""
    eras = {}
    for c in CARDS.values():
        eras[c.era] = eras.get(c.era, 0) + 1
    assert len(CARDS) == 110
    assert eras == {"early": 39, "mid": 48, "late": 23}
    assert sorted(c.number for c in CARDS.values() if c.scoring) == [1, 2, 3, 37, 38, 79, 81]
    assert sorted(c.number for c in CARDS.values() if c.optional) == list(range(104, 111))
    assert sorted(c.number for c in CARDS.values()) == list(range(1, 111))


EARLY = """1 asia_scoring 0 scoring -; 2 europe_scoring 0 scoring -; 3 middle_east_scoring 0 scoring -;
4 duck_and_cover 3 us -; 5 five_year_plan 3 us -; 6 the_china_card 4 china -;
7 socialist_governments 3 ussr -; 8 fidel 2 ussr *; 9 vietnam_revolts 2 ussr *; 10 blockade 1 ussr *;
11 korean_war 2 ussr *; 12 romanian_abdication 1 ussr *; 13 arab_israeli_war 2 ussr -; 14 comecon 3 ussr *;
15 nasser 1 ussr *; 16 warsaw_pact_formed 3 ussr *; 17 de_gaulle_leads_france 3 ussr *;
18 captured_nazi_scientist 1 neutral *; 19 truman_doctrine 1 us *; 20 olympic_games 2 neutral -;
21 nato 4 us *; 22 independent_reds 2 us *; 23 marshall_plan 4 us *; 24 indo_pakistani_war 2 neutral -;
25 containment 3 us *; 26 cia_created 1 us *; 27 us_japan_mutual_defense_pact 4 us *; 28 suez_crisis 3 ussr *;
29 east_european_unrest 3 us -; 30 decolonization 2 ussr -; 31 red_scare_purge 4 neutral -;
32 un_intervention 1 neutral -; 33 de_stalinization 3 ussr *; 34 nuclear_test_ban 4 neutral -;
35 formosan_resolution 2 us *; 103 defectors 2 us -; 104 the_cambridge_five 2 ussr -;
105 special_relationship 2 us -; 106 norad 3 us *"""


def test_early_war_cards_match_the_digest():
    """Every Early War card: number, id, Ops, side and asterisk as in the digest's table."""
    for row in EARLY.split(";"):
        number, cid, ops, side, star = row.split()
        c = CARDS[cid]
        assert (c.number, c.ops, c.side, c.removed_after_event, c.era) == \
            (int(number), int(ops), side, star == "*", "early"), cid
