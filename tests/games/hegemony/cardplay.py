"""Constructed positions for the action card tests: a class about to play a card of its choice
for its effect, played by option id through the engine."""
from games.hegemony.game import Hegemony

GAME = Hegemony()


def position(n: int = 2, seed: int = 1, **policies: str) -> dict:
    """A new game at its first turn; `policies` as p2="C" puts Policy 2 in section C."""
    state = GAME.setup([{"kind": "human"}] * n, {}, seed)
    if n == 3:
        state = GAME.apply(state, 1, "skill:M")[0]  # the Middle Class's setup Worker
    for key, section in policies.items():
        state["policies"][key[1:]] = section
    return state


def seat(state: dict, role: str) -> int:
    return state["roles"].index(role)


def play(state: dict, role: str, *option_ids: str) -> dict:
    for option_id in option_ids:
        state, _events = GAME.apply(state, seat(state, role), option_id)
    return state


def ids(state: dict, role: str) -> tuple:
    prompt = GAME.prompt(state, seat(state, role))
    return tuple(prompt.ids()) if prompt else ()


def play_card(state: dict, role: str, face: str, *option_ids: str) -> dict:
    """`role` takes a turn now with `face` in hand (its Free Action already used, so the turn
    ends with the effect), plays it for its effect and answers the effect's prompts."""
    card = f"{role}:{face}#9"  # a copy number no deck has, first in the hand dealt (a prompt offers
    state["seats"][seat(state, role)]["hand"].insert(0, card)  # the first of two copies only)
    state["flow"]["stack"].append({"step": "turn", "role": role, "free_used": True})
    return play(state, role, f"play:{card}", *option_ids)


def playable(state: dict, role: str, face: str) -> bool:
    card = f"{role}:{face}#9"
    state["seats"][seat(state, role)]["hand"].insert(0, card)
    state["flow"]["stack"].append({"step": "turn", "role": role, "free_used": True})
    offered = f"play:{card}" in ids(state, role)
    state["flow"]["stack"].pop()
    state["seats"][seat(state, role)]["hand"].remove(card)
    return offered


def worker(cls: str, skill: str, committed: bool = False) -> dict:
    return {"class": cls, "skill": skill, "committed": committed}


def company(state: dict, card_id: str) -> dict:
    from games.hegemony import mainboard
    return next(c for c in mainboard.companies(state) if c["id"] == card_id)
