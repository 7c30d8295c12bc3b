"""Hegemony's glossary: the names of data/*.json (companies, action cards, Events, Hidden
Agendas), marked for translation (the message extractor reads Python, not JSON). The board and
the log give the data's English name and the platform translates it through these entries, so
a name reads the same on a card, in a prompt and in the log; tests/games/hegemony/test_names.py
keeps them equal to the data."""
from functools import cache

from games.engine import Phrase, _
from games.hegemony.components import COMPANIES

COMPANY_NAMES = (
    _("Academy"), _("Automated Dairy Farm"), _("Automated Grain Farm"), _("Car Manufacturer"),
    _("Clinic"), _("College"), _("Convenience Store"), _("Cooperative Farm"), _("Doctor's Office"),
    _("Electronics Manufacturer"), _("Electronics Store"), _("Fashion Company"), _("Fast Food Chain"),
    _("Fast Food Restaurant"), _("Fish Farm"), _("Game Store"), _("Hospital"), _("Hotel"),
    _("Institute of Technology"), _("Jewelry Store"), _("Lobbying Firm"), _("Local Newspaper"),
    _("Medical Laboratory"), _("Medical Village"), _("National Public Broadcasting"), _("Organic Farm"),
    _("PR Agency"), _("Pharmaceutical Company"), _("Pharmacy"), _("Private School"),
    _("Public Hospital"), _("Public University"), _("Publishing House"), _("Radio Station"),
    _("Regional Radio Station"), _("Regional TV Station"), _("Shopping Mall"), _("Stadium"),
    _("Supermarket"), _("TV Station"), _("Technical University"), _("Training Center"),
    _("Tutoring Company"), _("University"), _("University Hospital"), _("Vegetable Farm"),
)

CARD_NAMES = (
    _("A Matter of High Priority"), _("Affordable Housing"), _("Agenda-Setting"),
    _("Allowances and Subsidies"), _("Bid Rigging"), _("Boost Domestic Tourism"),
    _("Business Expansion"), _("Business Grants"), _("Buy Private Island"),
    _("COVID-19 Stimulus Package"), _("COVID-19 Vaccination Program"),
    _("COVID-19 Vaccine R&D Funding"), _("Change of Government Agenda"), _("Competitive Wages"),
    _("Construction Boom"), _("Cooperative Farm"), _("Denial of Free Speech"), _("Emergency State"),
    _("Employment Subsidy"), _("Employment Support Scheme"), _("Endorse Political Campaign"),
    _("Exit Strategy"), _("Export Subsidy"), _("Extra Shift"), _("Fake News"),
    _("Foreign Financial Assistance"), _("Foreign Investment Program"), _("Foreign Market Insight"),
    _("Foreign Partner"), _("Foreign Recruitment"), _("Foreign Students"), _("General Strike"),
    _("Geopolitical Support"), _("Global Branding"), _("Global Food Crisis"), _("Growing Business"),
    _("Growth in Tourism"), _("Health Crisis"), _("Healthcare Benefits"), _("Healthcare Movement"),
    _("Healthcare Program"), _("Higher Education Program"), _("Higher VAT"),
    _("Highlight Social Issues"), _("Immediate Response"), _("Immigration Reform"), _("Import Subsidy"),
    _("Industrialization"), _("Interest Groups"), _("Investment Opportunities"),
    _("Labor Market Deregulation"), _("Land of Opportunity"), _("Literacy Program"),
    _("Medical Tourism"), _("Migration"), _("Momentum for Change"), _("Nationalization"),
    _("Need for Change"), _("New Theme Park"), _("Offshore Companies"), _("Personal Consumption"),
    _("Pressing Matters"), _("Privatization"), _("Proletarians of the World, Unite!"),
    _("Protect the Status Quo"), _("Public Opinion Polling"), _("Public Sector Overtime"),
    _("Push Political Agenda"), _("Quantitative Easing"), _("Radical Reforms"),
    _("Reveal Political Scandal"), _("Rising COVID-19 Cases"), _("Shift Focus"), _("Signing Bonus"),
    _("Small Business Grant"), _("Specialization"), _("State Scholarship"),
    _("Step for Representation"), _("Student Movement"), _("Supplemental Income Program"),
    _("Tap into New Markets"), _("Taxed Enough Already!"), _("Technological Progress"),
    _("Trade Protectionism Lobby"), _("Unemployment Benefits"), _("Unemployment Initiative Program"),
    _("Voice of Middle Class Workers"), _("Workers Movement"), _("Workplace Accident"),
)

EVENT_NAMES = (
    _("Civil Unrest"), _("Companies Demand Better Internet"), _("Declining Birth Rate"),
    _("Demand for Higher Welfare Standards"), _("Demand for Pension Reform"),
    _("Demand for Thirteen Month Pay"), _("Developing Countries in Need"), _("Drought"),
    _("Earthquake"), _("Fear of Deflation"), _("Global Supply Chain Crisis"),
    _("Infant Industry Requires Help"), _("Local Industries in Turmoil"), _("Low Education Index"),
    _("Low University Ratings"), _("Need for Stimulus Package"),
    _("Need for Sustainability Initiative"), _("Neighbors at War"),
    _("Outdated Public Sector Infrastructure"), _("Pandemic"), _("Political Polarization"),
    _("Political Scandal"), _("Strike at the Port"), _("Technological Illiteracy"),
    _("Unfair Representation"),
)

AGENDA_NAMES = (
    _("According to Plan"), _("Corporate Empire"), _("Diversified Portfolio"), _("Entrepreneur"),
    _("Expert Budgeter"), _("Export Tycoon"), _("Golden Compromise"), _("Growing Middle Class"),
    _("Leviathan"), _("Rally the Masses"), _("Small Labor Force"), _("State-Led Economy"),
    _("Strong Welfare State"), _("Successful Startup"), _("The Surplus Value Is Ours!"),
    _("Toward a Neoliberal State"), _("Venture Capitalist"), _("We Work, We Thrive"),
    _("Workers, Unite!"), _("Working Class Push"),
)


@cache
def company_name(company_id: str):
    """A company's name; where the deck holds two cards of one name ("Clinic"), each gets its
    card's number, so that two choices or two log lines about different cards never read alike."""
    name = COMPANIES[company_id]["name"]
    if sum(c["name"] == name for c in COMPANIES.values()) == 1:
        return name
    return Phrase(_("{name} {n}"), {"name": name, "n": company_id.rsplit("-", 1)[1]})
