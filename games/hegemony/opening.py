"""The initial state of a game of Hegemony, per the rulebook's Setup (main board, then each role).

Where a value sits says who may see it (games/engine.py): decks and face-down cards are in
`secret`, each seat's hand in `seats[i]`, everything else is public. Derived facts (a class's
Population, the Tax Multiplier) are computed by `mainboard.py`, never stored.
"""
from __future__ import annotations

from games.engine import new_rng, shuffle
from games.hegemony.components import (ACTION_CARDS, BUSINESS_DEALS, CC_ACTION_CARDS, COMPANIES, EVENTS,
                                       EXPORT, IMMIGRATION, POLICIES, POLITICAL_AGENDAS, ROLES_BY_PLAYERS,
                                       SETUP)

# Setup step 9 of each class: the starting Workers, as (company id, slot skills) per player count.
WORKING_START = {
    2: {"c-supermarket-2": ["F", "U"], "c-shopping-mall-2": ["L", "U"],
        "s-public-hospital-1": ["H", "U"], "s-public-university-1": ["E", "U"]},
    3: {"c-supermarket-2": ["F", "U"], "c-college-2": ["E", "U"], "s-university-hospital-1": ["H", "U", "U"]},
}
MIDDLE_START = {"s-technical-university-1": ["E", "U", "U"], "c-shopping-mall-2": ["L", "U"],
                "m-convenience-store-2": ["F"], "m-doctors-office-2": ["H"]}
CAPITALIST_START = ("c-supermarket-2", "c-shopping-mall-2", "c-college-2", "c-clinic-2")
MIDDLE_COMPANIES_START = ("m-convenience-store-2", "m-doctors-office-2")
VOTING_CUBES_PER_CLASS = 25  # 75 cubes in 3 colours (components list)
START_PRICES = {"food": 12, "luxury": 8, "health": 8, "education": 8}
CRISIS_CARDS = "crisis_and_control_cards"  # the table option: the expansion's action cards in the decks


def deck_ids(owner: str) -> list[str]:
    return [c["id"] for c in COMPANIES.values() if c["owner"] == owner and not c["starting"]]


def action_deck(role: str, options: dict | None = None) -> list[str]:
    """The 40 physical action cards of a class, one id per copy (`<class>:<face>#<n>`), and its
    5 Crisis & Control cards (one copy each) when the table plays with them."""
    cards = []
    for face in ACTION_CARDS.values():
        if face["class"] == role:
            cards += [f"{face['id']}#{n}" for n in range(1, face["copies"] + 1)]
    if (options or {}).get(CRISIS_CARDS):
        cards += [f"{face['id']}#1" for face in CC_ACTION_CARDS.values() if face["class"] == role]
    return cards


def company(card_id: str, wage: int | None = 2) -> dict:
    """A company on the board: its card, wage level and the workers in its slots."""
    return {"id": card_id, "wage": wage if COMPANIES[card_id]["wage_l2"] is not None else None,
            "workers": [], "employee": None, "machinery": False, "strike": False}


def worker(cls: str, skill: str, committed: bool = False) -> dict:
    return {"class": cls, "skill": skill, "committed": committed}


def public_sector(n_players: int) -> list[dict]:
    """Rows of the Public Sector: the 3 starting companies for this player count face up in row 1,
    one of each type face down in row 2, the other 3 face down in row 3 (setup step 3)."""
    size = 2 if n_players == 2 else 3
    cards = [c for c in COMPANIES.values() if c["owner"] == "state" and (c["players"] in (None, size))]
    starting = [c["id"] for c in cards if c["players"] == size]
    rest = sorted(c["id"] for c in cards if c["players"] is None)
    row2 = [c for c in rest if c.endswith("-2")]
    row3 = [c for c in rest if c.endswith("-3")]
    sector = []
    for row, ids in ((1, starting), (2, row2), (3, row3)):
        for card_id in ids:
            entry = company(card_id)
            entry.update(row=row, face_up=row == 1)
            sector.append(entry)
    return sector


def draw(state: dict, deck: str, n: int = 1) -> list[str]:
    cards = state["secret"][deck]
    taken, state["secret"][deck] = cards[:n], cards[n:]
    return taken


def initial_state(game_id: str, schema: int, n_players: int, options: dict, seed: int) -> dict:
    roles = ROLES_BY_PLAYERS[n_players]
    key = str(n_players)
    rng = new_rng(seed)
    secret: dict = {}
    for name, ids in (("immigration", sorted(IMMIGRATION)), ("export", sorted(EXPORT)),
                      ("business_deals", [f"{d}#{n}" for d in sorted(BUSINESS_DEALS) for n in (1, 2)])):
        secret[name] = list(ids)
        shuffle(rng, secret[name])
    state = {
        "game": game_id, "schema": schema, "options": options, "rng": rng,
        "roles": roles, "round": 1, "phase": "action",
        "policies": {str(p["number"]): p["start"][key] for p in POLICIES.values()},
        "bills": {},
        "treasury": SETUP["state_treasury"], "state_loans": 0,
        "services": dict(SETUP["public_services"][key]),
        "public_sector": public_sector(n_players),
        "private_sector": {"capitalist": [company(c) for c in CAPITALIST_START],
                           "middle": [company(c) for c in MIDDLE_COMPANIES_START] if "middle" in roles else []},
        "import_level": 1,  # the marker on the middle space of the Import section
        "bag": {cls: SETUP["voting_cubes_in_bag"] for cls in ("working", "middle", "capitalist")},
        "classes": {},
        "seats": [{"hand": []} for _ in roles],
        "discards": {role: [] for role in roles}, "export_discards": [],
        "flow": {"stack": [{"step": "round"}]},
        "secret": secret,
        "log": [],
    }
    state["cube_supply"] = {cls: VOTING_CUBES_PER_CLASS - n for cls, n in state["bag"].items()}
    state["business_deals"] = draw(state, "business_deals")
    state["export"] = draw(state, "export")[0]
    for seat, role in enumerate(roles):
        deck = action_deck(role, options)
        shuffle(rng, deck)
        state["secret"][f"actions_{role}"] = deck
        state["seats"][seat]["hand"] = draw(state, f"actions_{role}", SETUP["hand_size"])
    _working_class(state, n_players)
    if "middle" in roles:
        _middle_class(state)
    _capitalist_class(state)
    if "state" in roles:
        _state(state)
    return state


def _sector_company(state: dict, card_id: str) -> dict:
    for entry in state["public_sector"] + [c for cs in state["private_sector"].values() for c in cs]:
        if entry["id"] == card_id:
            return entry
    raise KeyError(card_id)


def _immigrants(state: dict, cls: str, n: int) -> list[dict]:
    """Workers of `cls` shown on the next `n` immigration cards, which go to the deck's bottom."""
    cards = draw(state, "immigration", n)
    state["secret"]["immigration"] += cards
    return [worker(cls, IMMIGRATION[card][cls]) for card in cards]


def _working_class(state: dict, n_players: int) -> None:
    for card_id, skills in WORKING_START[min(n_players, 3)].items():
        _sector_company(state, card_id)["workers"] = [worker("working", s) for s in skills]
    unemployed = [worker("working", "U")] + _immigrants(state, "working", 1 if n_players == 2 else 2)
    state["classes"]["working"] = {"money": 30, "influence": 1, "prosperity": 0, "bills": 3, "loans": 0,
                                   "goods": {"food": 0, "luxury": 0, "health": 0, "education": 0},
                                   "unemployed": unemployed, "unions": {}, "farms": [], "vp": 0}


def _middle_class(state: dict) -> None:
    for card_id, skills in MIDDLE_START.items():
        _sector_company(state, card_id)["workers"] = [worker("middle", s) for s in skills]
    deck = deck_ids("middle")
    shuffle(state["rng"], deck)
    state["secret"]["companies_middle"] = deck
    state["classes"]["middle"] = {
        "money": 40, "influence": 1, "prosperity": 0, "bills": 3, "loans": 0, "vp": 0,
        "storage": {"food": 1, "luxury": 0, "health": 1, "education": 0},
        "goods": {"food": 0, "luxury": 0, "health": 0, "education": 0},
        "prices": dict(START_PRICES), "extra_storage": [],
        # Setup step 11 adds a skilled Worker of the Middle Class's choice: it is chosen in the
        # first prompt of the game (pending_setup), then the 2 immigrants follow.
        "unemployed": _immigrants(state, "middle", 2),
        "market": draw(state, "companies_middle", 3),
    }
    # the skilled Worker of its choice comes first of all (the Middle Class's first prompt)
    state["flow"]["stack"].append({"step": "skilled_worker", "role": "middle"})


def _capitalist_class(state: dict) -> None:
    deck = deck_ids("capitalist")
    shuffle(state["rng"], deck)
    state["secret"]["companies_capitalist"] = deck
    state["classes"]["capitalist"] = {
        "revenue": 120, "capital": 0, "wealth_level": None, "influence": 1, "bills": 3, "loans": 0, "vp": 0,
        "storage": {"food": 1, "luxury": 2, "health": 0, "education": 2},
        "free_trade_zone": {"food": 0, "luxury": 0},
        "prices": dict(START_PRICES), "extra_storage": [],
        "market": draw(state, "companies_capitalist", 4),
    }


def _state(state: dict) -> None:
    events = sorted(EVENTS)
    shuffle(state["rng"], events)
    agendas = sorted(POLITICAL_AGENDAS)
    shuffle(state["rng"], agendas)
    state["secret"]["events"] = events
    state["secret"]["political_agendas"] = agendas
    state["event_discards"] = []
    state["classes"]["state"] = {
        # Personal Influence; the State's money is the Treasury, its Loans state_loans, and its
        # Media Influence, Health and Education the Public Services.
        "influence": 1, "bills": 3, "vp": 0, "legitimacy": {"working": 2, "middle": 2, "capitalist": 2},
        "legitimacy_tokens": {"working": 0, "middle": 0, "capitalist": 0},
        "storage": {"food": 0, "luxury": 0},  # goods the State acquires, sold at 12₳ and 8₳
        "benefits": {"working": {}, "middle": {}, "capitalist": {}},  # the State Benefits areas
        "provided": [],  # classes provided for this turn: their areas are added to, not replaced
        # The printed events show no "Rounds 2-5 only" note (data/README.md), so the first two
        # are placed as drawn.
        "events": draw(state, "events", 2),
        "political_agenda": draw(state, "political_agendas")[0],
    }
