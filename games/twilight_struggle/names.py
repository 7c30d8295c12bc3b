"""The country names of data/countries.json, marked for translation: the message extractor reads
Python, not JSON. text.country_name gives the data's English name and the platform translates
it through these entries (tests/games/twilight_struggle/test_text.py keeps them equal to the
data). Card names keep their English titles: no Czech source at hand names the cards."""
from games.engine import _

COUNTRY_NAMES = (
    _("Canada"), _("UK"), _("Norway"), _("Sweden"), _("Finland"), _("Denmark"), _("Benelux"),
    _("France"), _("West Germany"), _("East Germany"), _("Poland"), _("Czechoslovakia"), _("Austria"),
    _("Hungary"), _("Romania"), _("Yugoslavia"), _("Bulgaria"), _("Greece"), _("Turkey"), _("Italy"),
    _("Spain/Portugal"), _("Afghanistan"), _("Pakistan"), _("India"), _("Burma"), _("Laos/Cambodia"),
    _("Thailand"), _("Vietnam"), _("Malaysia"), _("Indonesia"), _("Philippines"), _("Australia"),
    _("North Korea"), _("South Korea"), _("Japan"), _("Taiwan"), _("Egypt"), _("Israel"), _("Lebanon"),
    _("Jordan"), _("Syria"), _("Iraq"), _("Iran"), _("Saudi Arabia"), _("Gulf States"), _("Libya"),
    _("Mexico"), _("Guatemala"), _("El Salvador"), _("Honduras"), _("Costa Rica"), _("Nicaragua"),
    _("Panama"), _("Cuba"), _("Haiti"), _("Dominican Republic"), _("Colombia"), _("Ecuador"),
    _("Venezuela"), _("Peru"), _("Bolivia"), _("Paraguay"), _("Chile"), _("Argentina"), _("Uruguay"),
    _("Brazil"), _("Morocco"), _("Algeria"), _("Tunisia"), _("West African States"), _("Ivory Coast"),
    _("Saharan States"), _("Nigeria"), _("Cameroon"), _("Zaire"), _("Angola"), _("Botswana"),
    _("Zimbabwe"), _("South Africa"), _("SE African States"), _("Kenya"), _("Somalia"), _("Ethiopia"),
    _("Sudan"),
)
