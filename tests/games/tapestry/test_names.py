"""The glossary marks exactly the data's names for translation (the extractor cannot read JSON)."""
import json

from games.tapestry import data, names


def named(value) -> set[str]:
    """Every "name" of a data file."""
    if isinstance(value, dict):
        own = {value["name"]} if isinstance(value.get("name"), str) else set()
        return own.union(*(named(v) for k, v in value.items() if k != "name"))
    if isinstance(value, list):
        return set().union(*(named(v) for v in value))
    return set()


def test_the_glossary_names_every_name_of_the_data():
    for file, marked in names.FILES.items():
        with (data.HERE / f"{file}.json").open(encoding="utf-8") as handle:
            assert sorted(marked) == sorted(named(json.load(handle))), file
