"""Tech cards: inventing (face-up row or the top of the deck), upgrading bottom -> middle (circle
benefit) -> top (square benefit, when you or a neighbour meets the prerequisite), and the
benefits that reuse a circle or square."""
from __future__ import annotations

from games.engine import Option, Prompt, _, event, shuffle
from games.tapestry import benefits, data, hooks, steps
from games.tapestry.state import neighbours, player, position


def draw_tech(state) -> str | None:
    secret = state["secret"]
    if not secret["tech_deck"] and state["board"]["tech_discard"]:
        secret["tech_deck"] = state["board"]["tech_discard"]
        state["board"]["tech_discard"] = []
        shuffle(state["rng"], secret["tech_deck"])
    card = secret["tech_deck"].pop() if secret["tech_deck"] else None
    state["board"]["tech_deck_count"] = len(secret["tech_deck"])
    return card


def refill_row(state) -> None:
    row = state["board"]["tech_row"]
    while len(row) < 3:
        card = draw_tech(state)
        if card is None:
            break
        row.append(card)


def meets(state, seat: int, card: str) -> bool:
    """The square prerequisite: you or a neighbour is at or past the space / income level."""
    pre = data.TECH_CARDS[card]["prerequisite"]
    for s in [seat, *neighbours(state, seat)]:
        if "track" in pre and position(state, s, pre["track"]) >= pre["space"]:
            return True
        if "income" in pre and player(state, s)["taken"][pre["income"]] + 1 >= pre["level"]:
            return True
    return False


def upgradable(state, seat: int) -> list[str]:
    tech = player(state, seat)["tech"]
    ignore = hooks.has(state, seat, "ignore_prerequisites")
    return list(tech["bottom"]) + [c for c in tech["middle"] if ignore or meets(state, seat, c)]


@benefits.token("invent")
def _invent(state, seat, arg, ctx):
    steps.push(state, *[{"step": "invent", "seat": seat, "faceup_only": False}] * int(arg or 1))
    return []


@steps.decision("invent")
class Invent:
    def prompt(self, state, step):
        opts = [Option(f"tech:{c}", _("{tech}"), {"tech": c}) for c in state["board"]["tech_row"]]
        if not step.get("faceup_only") and (state["secret"]["tech_deck"] or state["board"]["tech_discard"]):
            opts.append(Option("deck", _("The top card of the deck")))
        return Prompt("tapestry.invent", step["seat"], _("Invent: which tech card?"), tuple(opts))

    def choose(self, state, step, option):
        seat = step["seat"]
        if option.id == "deck":
            card = draw_tech(state)
            events = []
        else:
            card = option.params["tech"]
            state["board"]["tech_row"].remove(card)
            events = []
        refill_row(state)
        player(state, seat)["tech"]["bottom"].append(card)
        events.append(event("invented", seat=seat, tech=card))
        if step.get("then_upgrade"):
            steps.push(state, {"step": "upgrade_card", "seat": seat, "card": card})
        return events + hooks.fire(state, seat, "invented", tech=card)


@benefits.token("upgrade")
def _upgrade(state, seat, arg, ctx):
    steps.push(state, {"step": "upgrade", "seat": seat, "optional": False})
    return []


@steps.decision("upgrade")
class Upgrade:
    def prompt(self, state, step):
        opts = [Option(f"tech:{c}", _("{tech}"), {"tech": c}) for c in upgradable(state, step["seat"])]
        if step.get("optional") and opts:
            opts.append(Option("pass", _("No upgrade")))
        return Prompt("tapestry.upgrade", step["seat"], _("Upgrade which tech card?"), tuple(opts))

    def choose(self, state, step, option):
        if option.id == "pass":
            return []
        return upgrade(state, step["seat"], option.params["tech"])


@steps.automatic("upgrade_card")
def _upgrade_card(state, step):
    return upgrade(state, step["seat"], step["card"])


def upgrade(state, seat: int, card: str) -> list:
    """Move a card up one row; its owner gains the circle (to the middle) or square (to the
    top) benefit. Reactions to the upgrade resolve after that benefit."""
    tech = player(state, seat)["tech"]
    if card in tech["bottom"]:
        tech["bottom"].remove(card)
        tech["middle"].append(card)
        row, side = "middle", "circle"
    else:
        tech["middle"].remove(card)
        tech["top"].append(card)
        row, side = "top", "square"
    events = [event("upgraded", seat=seat, tech=card, row=row)] + hooks.fire(state, seat, "upgraded", tech=card, row=row)
    benefits.push_benefit(state, seat, data.TECH_CARDS[card][side], why="tech")
    return events


def _reuse(row: str, side: str):
    def handler(state, seat, arg, ctx):
        steps.push(state, {"step": "reuse_tech", "seat": seat, "row": row, "side": side})
        return []
    return handler


benefits.token("tech_circle")(_reuse("middle", "circle"))
benefits.token("tech_square")(_reuse("top", "square"))


@steps.decision("reuse_tech")
class ReuseTech:
    def prompt(self, state, step):
        cards = player(state, step["seat"])["tech"][step["row"]]
        return Prompt("tapestry.reuse_tech", step["seat"], _("Gain the {side} benefit of which card?"),
                      tuple(Option(f"tech:{c}", _("{tech}"), {"tech": c}) for c in cards), {"side": step["side"]})

    def choose(self, state, step, option):
        benefits.push_benefit(state, step["seat"], data.TECH_CARDS[option.params["tech"]][step["side"]], why="tech")
        return [event("reused_tech", seat=step["seat"], tech=option.params["tech"], side=step["side"])]


@benefits.token("refresh_tech")
def _refresh(state, seat, arg, ctx):
    steps.push(state, {"step": "refresh_tech", "seat": seat})
    return []


@steps.decision("refresh_tech")
class RefreshTech:
    def prompt(self, state, step):
        return Prompt("tapestry.refresh_tech", step["seat"], _("Discard the 3 face-up tech cards and replace them?"),
                      (Option("refresh", _("Replace them")), Option("keep", _("Keep them"))))

    def choose(self, state, step, option):
        if option.id == "keep":
            return []
        board = state["board"]
        board["tech_discard"] += board["tech_row"]
        board["tech_row"] = []
        refill_row(state)
        return [event("tech_refreshed", seat=step["seat"], row=list(board["tech_row"]))]
