"""Names of data/board.json and data/markets.json that the Czech rulebook gives in Czech, marked
for translation (the message extractor reads Python, not JSON). text.space_name and
text.market_name give the data's English name and the platform translates it through these
entries; the other names (most markets, the recruits) keep their English titles, as no Czech
source at hand names them. tests/games/euphoria/test_text.py keeps each one a name of the data."""
from games.engine import _

SPACE_NAMES = (
    _("Generator"), _("Aquifer"), _("Farm"), _("Cloud Mine"),  # L136, L274
    _("Activation tank (energy)"), _("Activation tank (water)"),  # L258-L268
    _("Euphorian tunnel"), _("Subterran tunnel"), _("Wastelander tunnel"),  # L311-L313
    _("Euphorian tunnel end"), _("Subterran tunnel end"), _("Wastelander tunnel end"),  # L326
    _("Free Press of Harsh Reality"),  # L357
    _("Wind Salon"), _("Nimbus Loft"), _("Breeze Bar"), _("Sky Lounge"),  # L391-L405
)
MARKET_NAMES = (
    _("Spa of Fleeting Pleasure"), _("Academy of Mandatory Equality"),  # L368, L376
    _("Laboratory of Selective Genetics"),  # L378
)
