"""Euphoria's glossary: the names of data/*.json (spaces, markets, recruits, artifacts), marked
for translation (the message extractor reads Python, not JSON). text.space_name,
text.market_name, text.recruit_name and text.artifact_name give the data's English name and the
platform translates it through these entries, in the Czech rulebook's words where it gives them
(the line numbers cite it). tests/games/euphoria/test_text.py keeps them the data's names."""
from games.engine import _

SPACE_NAMES = (
    _("Generator"), _("Aquifer"), _("Farm"), _("Cloud Mine"),  # L136, L274
    _("Activation tank (energy)"), _("Activation tank (water)"),  # L258-L268
    _("Euphorian tunnel"), _("Subterran tunnel"), _("Wastelander tunnel"),  # L311-L313
    _("Euphorian tunnel end"), _("Subterran tunnel end"), _("Wastelander tunnel end"),  # L326
    _("Free Press of Harsh Reality"),  # L357
    _("Ark of Fractured Memories"), _("Incinerator of Historical Accuracy"),
    _("Wind Salon"), _("Nimbus Loft"), _("Breeze Bar"), _("Sky Lounge"),  # L391-L405
)
MARKET_NAMES = (
    _("Academy of Mandatory Equality"), _("Apothecary of Productive Dreams"),
    _("Arena of Peaceful Conflict"), _("Bemusement Park"), _("Cafeteria of Nameless Meat"),
    _("Center for Reduced Literacy"), _("Clinic of Blind Hindsight"),
    _("Courthouse of Hasty Judgement"), _("Disassemble-a-Teddy-Bear Shop"),
    _("Fountain of Wishful Thinking"), _("Friendly Local Game Bonfire"),
    _("Laboratory of Selective Genetics"), _("Lounge of Opulent Frugality"),
    _("Plaza of Immortalized Humility"), _("Registry of Personal Secrets"),
    _("Spa of Fleeting Pleasure"), _("Stadium of Guaranteed Home Runs"),
    _("Theater of Revelatory Propaganda"),
)

RECRUIT_NAMES = (
    _("Amanda the Broker"), _("Andrew the Spelunker"), _("Ben the Ludologist"),
    _("Bradley the Futurist"), _("Brett the Lockpicker"), _("Brian the Viticulturist"),
    _("Chase the Miner"), _("Curtis the Propagandist"), _("Dr. Nakagawa the Tribute"),
    _("Dr. Sheppard the Lobotomist"), _("Esme the Fireman"), _("Faith the Hydroelectrician"),
    _("Flartner the Luddite"), _("Flavio the Merchant"), _("Gary the Electrician"),
    _("Geek the Oracle"), _("Gidget the Hypnotist"), _("Ian the Horticulturist"),
    _("Jacko the Archivist"), _("Jefferson the Shock Artist"), _("Jonathan the Artist"),
    _("Jonathan the Gambler"), _("Josh the Negotiator"), _("Josiah the Hacker"),
    _("Julia the Thought Inspector"), _("Kadan the Infiltrator"), _("Katy the Dietician"),
    _("Kyle the Scavenger"), _("Laura the Philanthropist"), _("Lee the Gossip"), _("Maggie the Outlaw"),
    _("Major Dave the Demolitionist"), _("Matthew the Thief"), _("Maxime the Ambassador"),
    _("Michael the Engineer"), _("Nick the Understudy"), _("Pete the Cannibal"), _("Phil the Spy"),
    _("Professor Reitz the Archeologist"), _("Ray the Foreman"), _("Rebecca the Peddler"),
    _("Sarinee the Cloud Miner"), _("Sir Scarby the Harvester"), _("Soulless the Plumber"),
    _("Steven the Scholar"), _("Xander the Excavator"), _("Yordy the Demotivator"),
    _("Zong the Astronomer"),
)

ARTIFACT_NAMES = (
    _("Balloons"), _("Baseball bat"), _("Bifocals"), _("Board game"), _("Book"), _("Teddy bear"),
)
