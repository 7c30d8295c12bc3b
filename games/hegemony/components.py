"""The component data of Hegemony, loaded once from data/ (see data/README.md for sources)."""
from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).parent / "data"


def _load(name: str):
    return json.loads((DATA / name).read_text())


COMPANIES: dict[str, dict] = {c["id"]: c for c in _load("companies.json")}
IMMIGRATION: dict[str, dict] = {c["id"]: c for c in _load("immigration.json")}
AI_CARDS: dict[str, dict] = {c["id"]: c for c in _load("ai-cards.json")}
_POLICY_DATA = _load("policies.json")
POLICIES: dict[int, dict] = {p["number"]: p for p in _POLICY_DATA["policies"]}
IMF_INTERVENTION: dict[str, str] = _POLICY_DATA["imf_intervention"]
SETUP: dict = _POLICY_DATA["setup"]
ROLES_BY_PLAYERS: dict[int, list[str]] = {int(k): v for k, v in _POLICY_DATA["roles_by_player_count"].items()}
TURN_ORDER: list[str] = _POLICY_DATA["turn_order"]
EXPORT: dict[str, dict] = {c["id"]: c for c in _load("export.json")}
BUSINESS_DEALS: dict[str, dict] = {c["id"]: c for c in _load("business-deals.json")}
ACTION_CARDS: dict[str, dict] = {c["id"]: c for c in _load("action-cards.json")}
EVENTS: dict[str, dict] = {c["id"]: c for c in _load("events.json")}
POLITICAL_AGENDAS: dict[str, dict] = {c["id"]: c for c in _load("political-agendas.json")}
AUTOMA_CARDS: dict[str, dict] = {c["id"]: c for c in _load("automa-cards.json")}
PRIORITY_CARDS: dict[str, dict] = {c["id"]: c for c in _load("automa-priority-cards.json")}
HIDDEN_AGENDAS: dict[str, dict] = {c["id"]: c for c in _load("hidden-agendas.json")}
CRISIS_PLANS: dict[str, dict] = {c["id"]: c for c in _load("crisis-plans.json")}
ALTERNATIVE_EVENTS: dict[str, dict] = {c["id"]: c for c in _load("alternative-events.json")}
CC_ACTION_CARDS: dict[str, dict] = {c["id"]: c for c in _load("cc-action-cards.json")}
BOARD_FACTS: dict = _load("board-facts.json")
