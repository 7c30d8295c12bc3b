"""The country names of data/countries.json, marked for translation: the message extractor reads
Python, not JSON. text.country_name gives the data's English name and the platform translates
it through these entries (tests/games/twilight_struggle/test_text.py keeps them equal to the
data). The card names of data/cards.json likewise, so a card reads the same in hand, on the
board, in a prompt and in the log."""
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

CARD_NAMES = (
    _("ABM Treaty"), _("AWACS Sale to Saudis"), _("Africa Scoring"), _("Aldrich Ames Remix"),
    _("Allende"), _("Alliance for Progress"), _("Arab-Israeli War"), _("Arms Race"), _("Asia Scoring"),
    _("Bear Trap"), _("Blockade"), _("Brezhnev Doctrine"), _("Brush War"), _("CIA Created"),
    _("Camp David Accords"), _("Captured Nazi Scientist"), _("Central America Scoring"), _("Che"),
    _("Chernobyl"), _("Colonial Rear Guards"), _("Comecon"), _("Containment"),
    _("Cuban Missile Crisis"), _("Cultural Revolution"), _("De Gaulle Leads France"),
    _("De-Stalinization"), _("Decolonization"), _("Defectors"), _("Duck and Cover"),
    _("East European Unrest"), _("Europe Scoring"), _("Fidel"), _("Five Year Plan"), _("Flower Power"),
    _("Formosan Resolution"), _("Glasnost"), _("Grain Sales to Soviets"),
    _("How I Learned to Stop Worrying"), _("Independent Reds"), _("Indo-Pakistani War"),
    _("Iran-Contra Scandal"), _("Iran-Iraq War"), _("Iranian Hostage Crisis"),
    _("John Paul II Elected Pope"), _("Junta"), _("Kitchen Debates"), _("Korean War"),
    _("Latin American Death Squads"), _("Latin American Debt Crisis"), _("Liberation Theology"),
    _("Marine Barracks Bombing"), _("Marshall Plan"), _("Middle East Scoring"), _("Missile Envy"),
    _("Muslim Revolution"), _("NATO"), _("NORAD"), _("Nasser"), _("Nixon Plays the China Card"),
    _("North Sea Oil"), _("Nuclear Subs"), _("Nuclear Test Ban"), _("OAS Founded"), _("OPEC"),
    _("Olympic Games"), _("Ortega Elected in Nicaragua"), _("Our Man in Tehran"),
    _("Panama Canal Returned"), _("Pershing II Deployed"), _("Portuguese Empire Crumbles"),
    _("Puppet Governments"), _("Quagmire"), _("Reagan Bombs Libya"), _("Red Scare/Purge"),
    _("Romanian Abdication"), _("SALT Negotiations"), _("Sadat Expels Soviets"), _("Shuttle Diplomacy"),
    _("Socialist Governments"), _("Solidarity"), _("South African Unrest"), _("South America Scoring"),
    _("Southeast Asia Scoring"), _("Soviets Shoot Down KAL-007"), _("Special Relationship"),
    _("Star Wars"), _("Suez Crisis"), _("Summit"), _("Tear Down this Wall"), _("Terrorism"),
    _("The Cambridge Five"), _("The China Card"), _("The Iron Lady"), _("The Reformer"),
    _("The Voice of America"), _("Truman Doctrine"), _("U2 Incident"), _("UN Intervention"),
    _("US/Japan Mutual Defense Pact"), _("Ussuri River Skirmish"), _("Vietnam Revolts"), _("Wargames"),
    _("Warsaw Pact Formed"), _("Willy Brandt"), _("Yuri and Samantha"), _("“An Evil Empire”"),
    _("“Ask Not What Your Country…”"), _("“Lone Gunman”"), _("“One Small Step…”"),
    _("“We Will Bury You”"),
)
