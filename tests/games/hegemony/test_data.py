"""The transcribed component data: the two passes agree with the data files, deck sizes and the
facts the setup rules name, and each disagreement with a second source is kept as the image shows."""
import pytest

from games.hegemony.components import (ACTION_CARDS, AI_CARDS, AUTOMA_CARDS, BUSINESS_DEALS,
                                       ALTERNATIVE_EVENTS, COMPANIES, EVENTS, EXPORT, IMMIGRATION, POLICIES,
                                       POLITICAL_AGENDAS, PRIORITY_CARDS, ROLES_BY_PLAYERS,
                                       HIDDEN_AGENDAS, CRISIS_PLANS)
from games.hegemony.data import compare


@pytest.mark.parametrize("deck", compare.DECKS)
def test_passes_and_data_agree(deck):
    """Every field of the data file is what both passes read, or a recorded resolution."""
    assert compare.data_problems(deck) == []


@pytest.mark.parametrize("deck", compare.DECKS)
def test_every_pass_disagreement_is_resolved(deck):
    """A field the passes read differently has a resolution with its reason."""
    for card, field, _a, _b in compare.pass_disagreements(deck):
        assert (deck, card, field) in compare.RESOLUTIONS


def test_company_deck_sizes():
    """28 Capitalist, 17 Middle Class, 12 public companies and 2 Cooperative Farms (components list)."""
    owners = {}
    for company in COMPANIES.values():
        owners[company["owner"]] = owners.get(company["owner"], 0) + 1
    assert owners == {"capitalist": 28, "middle": 17, "state": 12, "working": 2}


def test_starting_companies_per_setup():
    """The starting copies are the Supermarket, Shopping Mall, College and Clinic (Capitalist) and
    the Convenience Store and Doctor's Office (Middle Class); public ones by player count."""
    starting = sorted(c["name"] for c in COMPANIES.values() if c["starting"] and c["owner"] != "state")
    assert starting == ["Clinic", "College", "Convenience Store", "Doctor's Office", "Shopping Mall", "Supermarket"]
    public = {n: sorted(c["name"] for c in COMPANIES.values() if c["owner"] == "state" and c["players"] == n)
              for n in (2, 3)}
    assert public == {2: ["Public Hospital", "Public University", "Regional TV Station"],
                      3: ["National Public Broadcasting", "Technical University", "University Hospital"]}


def test_setup_worker_slots_match_the_setup_rules():
    """Setup puts one white and two grey Working Class meeples on the University Hospital and one
    orange and two grey Middle Class meeples on the Technical University: their slots say so."""
    assert COMPANIES["s-university-hospital-1"]["workers"] == ["H", "U", "U"]
    assert COMPANIES["s-technical-university-1"]["workers"] == ["E", "U", "U"]
    assert COMPANIES["c-supermarket-2"]["workers"] == ["F", "U"]
    assert COMPANIES["m-convenience-store-2"]["workers"] == ["F"]


def test_wage_levels_rise():
    """On every company with wages, level 3 pays more than level 2 and level 2 more than level 1."""
    for company in COMPANIES.values():
        if company["wage_l1"] is not None:
            assert company["wage_l3"] > company["wage_l2"] > company["wage_l1"], company["id"]


def test_automated_companies_have_no_slots_and_no_wages():
    for company in COMPANIES.values():
        if company["automated"]:
            assert company["workers"] == [] and company["wage_l2"] is None


@pytest.mark.parametrize("card,workers", [
    ("c-clinic-1", ["H", "U"]), ("c-fast-food-chain-1", ["U", "U"]), ("c-fish-farm-1", ["F", "U", "U"]),
    ("c-publishing-house-1", ["U", "U", "U"]), ("c-tv-station-1", ["M", "U", "U"]),
    ("c-university-1", ["E", "U", "U"]), ("m-jewelry-store-1", ["L", "U"]), ("c-hotel-1", ["U", "U", "U"]),
])
def test_reference_disagreement_smirea_workers(card, workers):
    """The worker slots where smirea's fixtures differ from the image hold what the image shows."""
    assert COMPANIES[card]["workers"] == workers


def test_reference_disagreement_smirea_hotel_machinery():
    """The Hotel prints no machinery bonus (smirea: 9)."""
    assert COMPANIES["c-hotel-1"]["machinery_bonus"] is None


def test_reference_disagreement_dokkoi_wc_ai_04_policies():
    """WC AI card 4 shows Fiscal Policy and Labor Market (Dokkoi: 1 and 6)."""
    assert AI_CARDS["wc-ai-04"]["policies"] == [1, 2]


def test_ai_cards_per_class():
    """30 AI cards per class, numbered 1-30; every symbol is one of its class's actions."""
    allowed = {"WC": {"AW", "BGS", "PB", "STR", "SA"}, "MC": {"AW", "BGS", "PB", "BC", "SFM", "SA"},
               "CC": {"PB", "BC", "SFM", "LOB", "SA"}}
    for cls in allowed:
        cards = [c for c in AI_CARDS.values() if c["class"] == cls]
        assert sorted(c["number"] for c in cards) == list(range(1, 31))
        for card in cards:
            assert len(card["symbols"]) == 4 and len(set(card["symbols"])) == 4
            assert set(card["symbols"]) <= allowed[cls]


def test_ai_cards_without_policy_boxes():
    """MC cards 2, 5, 7, 13, 14, 16, 18, 20, 22 and 30 print no policy boxes; every other card two."""
    empty = sorted(c["id"] for c in AI_CARDS.values() if not c["policies"])
    assert empty == [f"mc-ai-{n:02d}" for n in (2, 5, 7, 13, 14, 16, 18, 20, 22, 30)]
    assert all(len(c["policies"]) == 2 for c in AI_CARDS.values() if c["policies"])


def test_wc_ai_influence_icons_on_odd_cards():
    """On the WC deck exactly the odd-numbered cards have an influence icon."""
    assert {c["number"] for c in AI_CARDS.values() if c["class"] == "WC" and c["influence_icons"]} == set(range(1, 31, 2))


def test_immigration_cards():
    """25 cards; each shows one worker per class, exactly one of them unskilled."""
    assert len(IMMIGRATION) == 25
    for card in IMMIGRATION.values():
        assert sorted([card["working"] == "U", card["middle"] == "U"]) == [False, True]


def test_policies_start_and_roles():
    """Starting sections (setup step 8) and the roles per player count."""
    assert {n: POLICIES[n]["start"]["4"] for n in POLICIES} == {1: "C", 2: "B", 3: "A", 4: "B", 5: "C", 6: "A", 7: "B"}
    assert POLICIES[6]["start"]["2"] == "B" and POLICIES[7]["start"]["3"] == "A"
    assert ROLES_BY_PLAYERS[2] == ["working", "capitalist"]


def test_reference_disagreement_smirea_export_16():
    """Export card 16 sells 5 education for 30₳ (smirea: 35₳)."""
    assert EXPORT["export-16"]["education"] == [[3, 20], [5, 30]]


def test_export_cards_eight_sales_each():
    """16 cards, two sales per resource, the larger amount for more money."""
    assert len(EXPORT) == 16
    for card in EXPORT.values():
        for resource in ("food", "health", "luxury", "education"):
            (a1, m1), (a2, m2) = card[resource]
            assert a1 < a2 and m1 < m2, card["id"]


def test_business_deal_tariffs_are_per_unit():
    """Every face's tariff is 2₳ per good under 6A and 1₳ under 6B."""
    assert len(BUSINESS_DEALS) == 10
    for deal in BUSINESS_DEALS.values():
        goods = deal["food"] + deal["luxury"]
        assert (deal["tariff_a"], deal["tariff_b"]) == (2 * goods, goods), deal["id"]


def test_action_cards_forty_per_class():
    """Each class's deck holds 40 physical cards; every copy's image is named."""
    for cls in ("working", "middle", "capitalist", "state"):
        faces = [c for c in ACTION_CARDS.values() if c["class"] == cls]
        assert sum(c["copies"] for c in faces) == 40
        assert all(len(c["copy_ids"]) == c["copies"] for c in faces)


def test_action_card_requirements_are_policy_sections():
    """A requirement lists sections of one policy, e.g. 2B 2C."""
    for card in ACTION_CARDS.values():
        req = card["requirement"]
        assert len({tag[0] for tag in req}) <= 1 and all(tag[0] in "1234567" and tag[1] in "ABC" for tag in req), card["id"]


def test_reference_disagreement_smirea_health_crisis_requirement():
    """The Capitalist Health Crisis prints no requirement (smirea: 4A)."""
    assert ACTION_CARDS["capitalist:health-crisis"]["requirement"] == []


def test_reference_disagreement_smirea_supplemental_income_requirement():
    """The Working Class Supplemental Income Program requires 2B or 2C (smirea: 2B only)."""
    assert ACTION_CARDS["working:supplemental-income-program"]["requirement"] == ["2B", "2C"]


def test_events_penalise_two_classes_without_action():
    """Every event's NO ACTION column costs two classes 1 Legitimacy (or any two of three)."""
    assert len(EVENTS) == 25
    for ev in EVENTS.values():
        assert ev["no_action"].count("-1") in (2, 3), ev["id"]
        assert ev["no_action"].startswith("any two of") == (ev["no_action"].count("-1") == 3), ev["id"]


def test_political_agendas_light_one_section_per_policy():
    assert len(POLITICAL_AGENDAS) == 10
    for card in POLITICAL_AGENDAS.values():
        assert [s[0] for s in card["sections"]] == ["1", "2", "3", "4", "5"]


def test_ai_card_text_every_card_has_both_halves():
    """Every AI card has a bonus (or, when its first symbol is SA, the conditions that raise it)
    and a special action."""
    for card in AI_CARDS.values():
        assert card["bonus"] and card["special"], card["id"]
        assert ("[SA]" in card["bonus"]) == (card["symbols"][0] == "SA"), card["id"]


def test_wc_ai_01_per_sample_transcription():
    """WC AI card 1 (sample transcription §3): the 2B/2C bonus the Dokkoi data leaves out."""
    card = AI_CARDS["wc-ai-01"]
    assert card["bonus_condition"] == ["2B", "2C"]
    assert card["bonus"].startswith("You may Assign up to 4 unemployed Workers")


def desired(card_id: str) -> list[str]:
    line = next(l for l in AUTOMA_CARDS[card_id]["text"].splitlines() if "Desired Policies for the" in l)
    return line.rsplit(": ", 1)[1].split()


def test_check_policies_cards_match_the_desired_policies_card():
    """Each class's check-policies card lists the same desired sections as the desired-policies card."""
    card = {l.split("] ")[0][3:]: l.split("] ")[1].split() for l in AUTOMA_CARDS["desired-policies"]["text"].splitlines()
            if l.startswith("- [")}
    assert desired("wc-check-policies") == card["WC"]
    assert desired("mc-check-policies") == card["MC"]
    assert desired("cc-check-policies") == card["CC"]
    assert card["State"] == ["1B", "2C", "3A", "4B", "5B", "6B", "7C"]


def test_reference_disagreement_dokkoi_mc_desired_immigration():
    """The Middle Class desires 7A on both printed cards (Dokkoi's DESIRED: 7B)."""
    assert desired("mc-check-policies")[-1] == "7A"


def test_automa_card_decks_complete():
    """10 WC, 13 MC and 11 CC instruction cards, the desired-policies card, 3 influence tables;
    6 action and 7 policy priority cards per class."""
    prefixes = [c.split("-")[0] for c in AUTOMA_CARDS]
    assert (prefixes.count("wc"), prefixes.count("mc"), prefixes.count("cc")) == (10, 13, 11)
    assert sum(1 for c in AUTOMA_CARDS if c.startswith("spending-influence")) == 3
    for cls in ("WC", "MC", "CC"):
        kinds = [p["kind"] for p in PRIORITY_CARDS.values() if p["class"] == cls]
        assert (kinds.count("action"), kinds.count("policy")) == (6, 7)


def test_hidden_agendas_five_per_class():
    classes = [a["class"] for a in HIDDEN_AGENDAS.values()]
    assert sorted(set(classes)) == ["cc", "mc", "state", "wc"] and all(classes.count(c) == 5 for c in set(classes))


def test_crisis_plans_change_policies_are_sections():
    """Every crisis response card's policy changes are policy sections, at most one per policy."""
    assert len(CRISIS_PLANS) == 10
    for plan in CRISIS_PLANS.values():
        if plan["change_policies"] == "None":
            continue
        tags = [t.removesuffix("[locked]") for t in plan["change_policies"].split()]
        assert len({t[0] for t in tags}) == len(tags) and all(t[1] in "ABC" for t in tags), plan["id"]


def test_alternative_events_have_a_phase_effect():
    assert len(ALTERNATIVE_EVENTS) == 25
    phases = {"Preparation Phase", "Action Phase", "Production Phase", "Elections Phase"}
    assert all(ev["phase"] in phases and ev["phase_effect"] for ev in ALTERNATIVE_EVENTS.values())
