"""Compare the two independent transcription passes of a deck, and the project's data with them.

Usage: python -m games.hegemony.data.compare [deck] [--reference DIR]

DIR is the folder holding the second sources (`smirea-decks/`, `dokkoi/`).

A pass is a CSV under passes/ (`<deck>-a.csv`, `<deck>-b.csv`), one row per printed card, read
from the card images without looking at the other pass. Each field where the passes disagree is
printed; the project's data file (`<deck>.json`) must then hold the value recorded in
RESOLUTIONS, with the reason, or the value both passes agree on. With --reference, the data is
also compared with a second source's structured fields (smirea's deck fixtures as JSON), and
every difference is printed: the images win (see README.md).
"""
from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
DECKS = ("companies", "immigration", "ai-cards", "export", "business-deals", "action-cards", "events", "political-agendas", "ai-card-text", "automa-cards", "hidden-agendas",
         "crisis-plans", "alternative-events", "cc-action-cards")
DATA_FILES = {"ai-card-text": "ai-cards.json"}  # decks read in two parts into one file

# (deck, card id, field) -> (value kept, why). Each settles a disagreement between the passes;
# a value of None keeps pass B's reading (for long texts).
RESOLUTIONS = {
    ("companies", "c-hotel-1", "workers"): (
        "U U U", "pass A read a luxury-skilled first slot; the icon's pixels are grey like the other "
                 "two (RGB about 222,230,235; a luxury-skilled icon on the Shopping Mall is 132,229,254)"),
    ("action-cards", "middle:supplemental-income-program", "text"): (
        "Get 2₳ from the State for each of your employed Workers in Public and Capitalist Class "
        "Companies. You may then Buy Goods & Services.",
        "pass A wrote 'buy'; both copies print 'Buy' (the Working Class card of that name prints 'buy')"),
    ("automa-cards", "wc-check-workers", "text"): (
        None, "pass A wrote 'with skilled unemployed Workers'; the card prints 'unskilled'"),
    ("crisis-plans", "washington-consensus", "legitimacy"): (
        "The State gets [WC-3] [MC-2].", "pass A read the Middle Class shield as -3; enlarged it shows -2"),
}


def read_pass(deck: str, name: str) -> dict[str, dict]:
    with open(HERE / "passes" / f"{deck}-{name}.csv", newline="") as handle:
        return {row["id"]: row for row in csv.DictReader(handle)}


def flat(record: dict) -> dict[str, str]:
    """A data record in the passes' CSV form, for field-by-field comparison."""
    out = {}
    for key, value in record.items():
        if isinstance(value, list) and key == "rewards":  # events: [choice, reward] pairs
            value = "; ".join(f"{c}:{r}" for c, r in value)
        elif isinstance(value, list):  # [2, 20] pairs (export) are written 2:20
            value = " ".join(":".join(map(str, v)) if isinstance(v, list) else str(v) for v in value)
        elif isinstance(value, bool):
            value = "1" if value else ""
        elif value is None:
            value = ""
        out[key] = str(value)
    return out


def pass_disagreements(deck: str) -> list[tuple[str, str, str, str]]:
    a, b = read_pass(deck, "a"), read_pass(deck, "b")
    rows = []
    for card in sorted(set(a) | set(b)):
        if card not in a or card not in b:
            rows.append((card, "*", "present" if card in a else "missing", "present" if card in b else "missing"))
            continue
        for field in a[card]:
            if a[card][field] != b[card].get(field):
                rows.append((card, field, a[card][field], b[card].get(field)))
    return rows


def data_problems(deck: str) -> list[str]:
    """Where the data file differs from what the passes and RESOLUTIONS settle."""
    a, b = read_pass(deck, "a"), read_pass(deck, "b")
    data = {card["id"]: flat(card) for card in json.loads((HERE / DATA_FILES.get(deck, f"{deck}.json")).read_text())}
    problems = []
    if set(data) != set(a):
        problems.append(f"{deck}: cards differ from the passes: {sorted(set(data) ^ set(a))}")
    for card, row in a.items():
        for field, value_a in row.items():
            kept = RESOLUTIONS.get((deck, card, field))
            if kept is None and value_a != b[card][field]:
                problems.append(f"{deck} {card} {field}: passes disagree ({value_a!r} / {b[card][field]!r}), no resolution")
                continue
            expected = (kept[0] if kept[0] is not None else b[card][field]) if kept else value_a
            if data.get(card, {}).get(field, "") != expected:
                problems.append(f"{deck} {card} {field}: data has {data.get(card, {}).get(field)!r}, expected {expected!r}")
    return problems


SKILL = {"food": "F", "luxury": "L", "healthcare": "H", "education": "E", "media": "M", "influence": "M", "unskilled": "U"}
OWNER = {"capitalist": "capitalist", "middleClass": "middle", "workingClass": "working", "state": "state"}


def reference_companies(directory: Path) -> dict[str, dict]:
    """smirea's company records in the passes' form (workers as skill letters)."""
    out = {}
    for name in ("capitalist-class-company-cards", "middle-class-company-cards",
                 "public-company-cards", "cooperative-farm-cards"):
        for rec in json.loads((directory / f"{name}.json").read_text()):
            workers = [w for w in rec.get("workers", []) if not w.get("optional")]
            employee = [w for w in rec.get("workers", []) if w.get("optional")]
            wages = rec.get("wages", {})
            out[rec["smirea_id"]] = {
                "cost": str(rec.get("cost") or ""),
                "production": str(rec.get("production") or ""),
                "workers": " ".join(SKILL.get(w["type"], "?") for w in workers),
                "employee": " ".join(SKILL.get(w["type"], "?") for w in employee),
                "wage_l3": str(wages.get("l3") or ""), "wage_l2": str(wages.get("l2") or ""),
                "wage_l1": str(wages.get("l1") or ""),
                "machinery_bonus": str(rec.get("productionFromAutomation") or ""),
            }
    return out


def reference_immigration(directory: Path) -> dict[str, dict]:
    """smirea's immigration records: the worker of each class, as a skill letter."""
    out = {}
    for rec in json.loads((directory / "immigration-cards.json").read_text()):
        card = rec["image"].rsplit("/", 1)[1].removesuffix(".jpg")
        out[card] = {cls: SKILL.get(rec["workers"][key]["worker"], "?")
                     for cls, key in (("working", "workingClass"), ("middle", "middleClass"))}
    return out


def reference_ai_cards(directory: Path) -> dict[str, dict]:
    """DokkoiShoichiro's AI cards (all WC, 6 CC): check order, policies, influence icons."""
    out = {}
    for name, prefix in (("wc-ai-cards.json", "wc"), ("cc-ai-cards-partial.json", "cc")):
        for number, rec in json.loads((directory / name).read_text())["CARD_DATA"].items():
            out[f"{prefix}-ai-{int(number):02d}"] = {
                "symbols": " ".join(rec["order"]), "policies": " ".join(rec["policies"]),
                "influence_icons": str(rec.get("influenceIcons", 0))}
    return out


def reference_export(directory: Path) -> dict[str, dict]:
    """smirea's export records: amount:money per resource, in card order."""
    out = {}
    for rec in json.loads((directory / "export-cards.json").read_text()):
        card = rec["image"].rsplit("/", 1)[1].removesuffix(".jpg")
        fields = {}
        for ours, theirs in (("food", "food"), ("health", "healthcare"), ("luxury", "luxury"), ("education", "education")):
            deals = sorted((t["amount"], t["money"]) for t in rec["transactions"] if t["resource"] == theirs)
            fields[ours] = " ".join(f"{a}:{m}" for a, m in deals)
        out[card] = fields
    return out


def reference_business_deals(directory: Path) -> dict[str, dict]:
    out = {}
    for rec in json.loads((directory / "business-deal-cards.json").read_text()):
        card = rec["image"].rsplit("/", 1)[1].removesuffix(".jpg")
        out[card] = {"food": str(rec["goods"].get("food", 0)), "luxury": str(rec["goods"].get("luxury", 0)),
                     "cost": str(rec["cost"]), "tariff_a": str(rec["tariffs"]["A"]), "tariff_b": str(rec["tariffs"]["B"])}
    return out


ACTION_DECKS = {"working": "working-class", "middle": "middle-class", "capitalist": "capitalist-class", "state": "state"}


def reference_action_cards(directory: Path) -> dict[str, dict]:
    """smirea's action cards: the title and the requirement tags, per face."""
    out = {}
    for cls, deck in ACTION_DECKS.items():
        for rec in json.loads((directory / f"{deck}-action-cards.json").read_text()):
            face = rec["image"].rsplit("/", 1)[1].removesuffix(".jpg").rsplit("-", 1)[0]
            tags = [p for req in rec.get("requirements", []) for p in req.get("policies", [])]
            out[f"{cls}:{face}"] = {"name": rec["name"], "requirement": " ".join(sorted(tags))}
    return out


REFERENCES = {"action-cards": reference_action_cards, "companies": reference_companies, "immigration": reference_immigration,
              "ai-cards": reference_ai_cards, "export": reference_export,
              "business-deals": reference_business_deals}
REFERENCE_DIRS = {"action-cards": "smirea-decks", "companies": "smirea-decks", "immigration": "smirea-decks", "ai-cards": "dokkoi",
                  "export": "smirea-decks", "business-deals": "smirea-decks"}


def reference_differences(deck: str, directory: Path) -> list[tuple[str, str, str, str]]:
    ours = {card["id"]: flat(card) for card in json.loads((HERE / f"{deck}.json").read_text())}
    theirs = REFERENCES[deck](directory)
    rows = []
    for card, fields in sorted(theirs.items()):
        if card not in ours:
            rows.append((card, "*", "missing here", "present"))
            continue
        for field, value in fields.items():
            if ours[card].get(field, "").casefold() != value.casefold():  # titles are printed in capitals
                rows.append((card, field, ours[card].get(field, ""), value))
    return rows


def main(argv: list[str]) -> int:
    reference = Path(argv[argv.index("--reference") + 1]) if "--reference" in argv else None
    decks = [d for d in argv if d in DECKS] or list(DECKS)
    status = 0
    for deck in decks:
        for card, field, value_a, value_b in pass_disagreements(deck):
            kept = RESOLUTIONS.get((deck, card, field))
            print(f"{deck} {card} {field}: pass A {value_a!r}, pass B {value_b!r}"
                  + (f" -> kept {kept[0] if kept[0] is not None else 'pass B'!r}: {kept[1]}" if kept else " -> UNRESOLVED"))
        for problem in data_problems(deck):
            print("PROBLEM", problem)
            status = 1
        if reference is not None and deck in REFERENCES:
            for card, field, ours, theirs in reference_differences(deck, reference / REFERENCE_DIRS[deck]):
                print(f"reference differs: {deck} {card} {field}: images {ours!r}, reference {theirs!r}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
