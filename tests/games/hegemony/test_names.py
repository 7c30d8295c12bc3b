"""The glossary marks exactly the data's names for translation (the extractor cannot read JSON)."""
from games.hegemony import names
from games.hegemony.components import ACTION_CARDS, CC_ACTION_CARDS, COMPANIES, EVENTS, HIDDEN_AGENDAS


def test_the_glossary_names_every_company_card_event_and_agenda_of_the_data():
    for marked, data in ((names.COMPANY_NAMES, COMPANIES), (names.CARD_NAMES, {**ACTION_CARDS, **CC_ACTION_CARDS}),
                         (names.EVENT_NAMES, EVENTS), (names.AGENDA_NAMES, HIDDEN_AGENDAS)):
        assert sorted(marked) == sorted({c["name"] for c in data.values()})
