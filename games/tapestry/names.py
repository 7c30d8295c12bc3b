"""Tapestry's glossary: every name of data/*.json (tracks and their spaces, income-mat rows, tech
and tapestry cards, civilizations, landmarks, capitals, the Automa's levels), marked for
translation (the message extractor reads Python, not JSON). The board, the prompts and the log
give the data's English name and the platform translates it through these entries, so a name
reads the same everywhere; tests/games/tapestry/test_names.py keeps them equal to the data."""
from games.engine import _

TRACK_NAMES = (
    _("Academic Research"), _("Ai Singularity"), _("Airplanes"), _("Alien Biology"),
    _("Anti-Aircraft Defense"), _("Archery"), _("Astronomy"), _("Biology"), _("Bladed Weapons"),
    _("Carpentry"), _("Cars"), _("Cavalry"), _("Chemistry"), _("Computers"), _("Drone Assassins"),
    _("Electronics"), _("Exploration"), _("Glass"), _("Gunpowder"), _("Herbalism"),
    _("Interstellar Travel"), _("Mathematics"), _("Mechs"), _("Medicine"), _("Metallurgy"),
    _("Military"), _("Nanotechnology"), _("Navigation"), _("Neuroscience"), _("Nuclear Bomb"),
    _("Nutrition"), _("Physics"), _("Plastic"), _("Pottery"), _("Quantum Physics"), _("Rafts"),
    _("Rubber"), _("Science"), _("Scouting"), _("Ships"), _("Space Shuttle"), _("Standing Army"),
    _("Steel"), _("Stone Tools"), _("Tanks"), _("Technology"), _("Trains"), _("Tunnels"), _("Wagons"),
    _("Walls"), _("Warpgates"), _("Warplanes"),
)

INCOME_NAMES = (
    _("Banking"), _("Barter"), _("Biometrics"), _("Breeding"), _("Ceremony"), _("Credit Cards"),
    _("Currency"), _("E-Commerce"), _("Email"), _("Farming"), _("Fertilization"), _("Food Printing"),
    _("Hunting"), _("Language"), _("Neural Implants"), _("Preservation"), _("Racing"), _("Symbology"),
    _("Tabletop Games"), _("Team Sports"), _("Telephone"), _("Video Games"), _("Virtual Reality"),
    _("Writing"),
)

TECH_NAMES = (
    _("Air Conditioning"), _("Ammonia"), _("Anesthesia"), _("Assembly Line"), _("Bakery"), _("Barn"),
    _("Calendar"), _("Canned Food"), _("Clocks"), _("Com Tower"), _("Compass"), _("Concrete"),
    _("Dynamite"), _("Eyeglasses"), _("Irrigation"), _("Library"), _("Light Bulb"),
    _("Lithium-Ion Battery"), _("Paper"), _("Penicillin"), _("Printing Press"), _("Radio"),
    _("Sewage & Plumbing"), _("Siegecraft"), _("Stock Market"), _("Telescope"), _("The Nail"),
    _("Time Travel"), _("Transistors"), _("Treasury"), _("Vaccines"), _("Warships"), _("Zeppelins"),
)

TAPESTRY_NAMES = (
    _("Academia"), _("Age of Discovery"), _("Age of Sail"), _("Age of Wonders"), _("Alliance"),
    _("Boast of Superiority"), _("Broker of Peace"), _("Capitalism"), _("Coal Baron"), _("Colonialism"),
    _("Dark Ages"), _("Democracy"), _("Dictatorship"), _("Diplomacy"), _("Dystopia"), _("Empiricism"),
    _("Espionage"), _("Exploitation"), _("Feudalism"), _("Golden Age"), _("Guilds"), _("Industrialism"),
    _("Marriage of State"), _("Mercantilism"), _("Meritocracy"), _("Militarism"), _("Monarchy"),
    _("Oil Magnate"), _("Olympic Host"), _("Pillage and Plunder"), _("Pirate Rule"), _("Plea for Aid"),
    _("Renaissance"), _("Revisionism"), _("Revolution"), _("Socialism"), _("Steam Tycoon"),
    _("Technocracy"), _("Terraforming"), _("Theocracy"), _("Trade Economy"), _("Trap"), _("Tyranny"),
    _("Wartime Economy"),
)

CIVILIZATION_NAMES = (
    _("Alchemists"), _("Architects"), _("Craftsmen"), _("Entertainers"), _("Futurists"), _("Heralds"),
    _("Historians"), _("Inventors"), _("Isolationists"), _("Leaders"), _("Merrymakers"), _("Militants"),
    _("Mystics"), _("Nomads"), _("The Chosen"), _("Traders"),
)

LANDMARK_NAMES = (
    _("Academy"), _("Apothecary"), _("Bakery"), _("Barn"), _("Barracks"), _("Com Tower"), _("Forge"),
    _("Fusion Reactor"), _("Laboratory"), _("Launch Pad"), _("Library"), _("Lighthouse"),
    _("Rubber Works"), _("Stock Market"), _("Tank Factory"), _("Tech Hub"), _("Train Station"),
    _("Treasury"),
)

CAPITAL_NAMES = (
    _("Desert"), _("Forest"), _("Grassland"), _("Mountain"), _("Tropical"), _("Wetland"),
)

AUTOMA_NAMES = (
    _("Automa the Average"), _("Automa the Crusher of Dreams"), _("Automa the Definitely Awesome"),
    _("Automa the Slightly Intimidating"), _("Automa the Somewhat Awesome"),
    _("Automa the Underachiever"),
)

FILES = {"tracks": TRACK_NAMES, "income": INCOME_NAMES, "tech_cards": TECH_NAMES, "tapestry_cards": TAPESTRY_NAMES, "civilizations": CIVILIZATION_NAMES, "landmarks": LANDMARK_NAMES, "capitals": CAPITAL_NAMES, "automa": AUTOMA_NAMES}
