"""What the Robinson Crusoe box holds, read from ``robinson.json`` and checked before anything uses it.

The file is the one place a player corrects a card: every section is validated field by field
with the shared catalogue checks, then the cross-references the set-up relies on (a character's
personal invention exists, a die has six faces, a piece names a known size) are checked here, so a
bad edit stops with the file, the entry and the field named instead of a half-built table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..catalogue import CatalogueError, Field, load_json, section_rows

DATA_PATH = Path(__file__).with_name("robinson.json")

TERRAINS = ("beach", "hills", "mountains", "plains", "river")
DECKS = ("build", "gather", "explore")
Row = dict[str, Any]

_NOTE = {"note": Field(str, required=False, default="")}
_COPIES = {"copies": Field(int, required=False, default=1)}
_AUTO = {"auto": Field(dict, required=False, default=None)}

SCHEMAS: dict[str, dict[str, Field]] = {
    "formats": {"width": Field(float), "height": Field(float), "shape": Field(str, choices=("rect", "hex", "circle"))},
    "wreckage": {"title": Field(str), "threat_action": Field(str), "reward_1_pawn": Field(str),
                 "reward_2_pawns": Field(str), **_AUTO, **_NOTE},
    "events": {"title": Field(str), "icon": Field(str, choices=("book", *DECKS)), "event": Field(str),
               "threat_action": Field(str), "pawns": Field(int, choices=(1, 2)), "requirement": Field(str),
               "reward": Field(str), "threat_effect": Field(str), **_AUTO, **_COPIES, **_NOTE},
    "adventures": {"title": Field(str), "deck": Field(str, choices=DECKS), "effect": Field(str),
                   "event_title": Field(str), "event_effect": Field(str), **_AUTO, **_COPIES, **_NOTE},
    "mysteries": {"title": Field(str), "type": Field(str, choices=("monster", "trap", "treasure")),
                  "effect": Field(str), "event_title": Field(str), "event_effect": Field(str), "uses": Field(int),
                  **_AUTO, **_COPIES, **_NOTE},
    "beasts": {"title": Field(str), "strength": Field(int), "weapon_loss": Field(int), "food": Field(int),
               "fur": Field(int), "palisade_loss": Field(int), "extra": Field(str), **_AUTO, **_NOTE},
    "inventions": {"title": Field(str), "group": Field(str, choices=("starting", "normal", "personal")),
                   "terrain": Field(list), "items": Field(list), "resources": Field(str), "effect": Field(str),
                   "owner": Field(str), "powers": Field(dict), **_NOTE},
    "scenario_inventions": {"title": Field(str), "scenario": Field(str), "terrain": Field(list), "items": Field(list),
                            "resources": Field(str), "effect": Field(str), "powers": Field(dict), **_NOTE},
    "starting_items": {"title": Field(str), "uses": Field(int), "effect": Field(str), **_AUTO, **_NOTE},
    "island_tiles": {"number": Field(int), "terrain": Field(str, choices=TERRAINS), "sources": Field(list),
                     "totem": Field(bool), "beast": Field(bool), "natural_shelter": Field(bool),
                     "discoveries": Field(int), "start": Field(bool), "back": Field(str), **_NOTE},
    "characters": {"title": Field(str), "personal_invention": Field(str), "small_game": Field(bool),
                   "wounds_to_die": Field(int), "morale_down_after": Field(list), **_NOTE},
    "build_costs": {"players": Field(int), "wood": Field(int), "fur": Field(int), "weapon_wood": Field(int), **_NOTE},
    "morale_levels": {"level": Field(int), "determination": Field(int), "heal_choice": Field(bool), **_NOTE},
    "abilities": {"character": Field(str), "title": Field(str), "cost": Field(int), "effect": Field(str), **_NOTE},
    "helpers": {"title": Field(str), "wounds_to_die": Field(int), "reroll_cost": Field(int), "text": Field(str),
                **_NOTE},
    "dice": {"title": Field(str), "set": Field(str, choices=(*DECKS, "weather")), "role": Field(str),
             "faces": Field(list), "colour": Field(list), **_NOTE},
    "discovery_tokens": {"title": Field(str), "effect": Field(str), "scenario": Field(bool), **_AUTO, **_COPIES,
                         **_NOTE},
    "pieces": {"title": Field(str), "kind": Field(str, choices=("pawn", "cube", "marker", "token", "card")),
               "format": Field(str), "colour": Field((list, type(None))), "count": Field(int), "faces": Field(list),
               "role": Field(str), "back": Field(str, required=False, default=""), **_NOTE},
    "scenarios": {"number": Field(int), "title": Field(str), "inventions": Field(list),
                  "rounds": Field(int, required=False), "weather": Field(list, required=False),
                  "book_events": Field(int, required=False), "adventure_events": Field(int, required=False),
                  "wreckage": Field(str, required=False), "goal": Field(str, required=False),
                  "woodpile": Field(list, required=False), "discoveries": Field(list, required=False),
                  "book": Field(str, required=False), "totem": Field(str, required=False), **_NOTE},
}


@dataclass(frozen=True)
class Contents:
    """Every section of the data file as validated rows, keyed by section name."""

    sections: Mapping[str, tuple[Row, ...]]

    def __getitem__(self, section: str) -> tuple[Row, ...]:
        return self.sections[section]

    def by_id(self, section: str) -> dict[str, Row]:
        return {row["id"]: row for row in self.sections[section]}


def load_contents(path: Path = DATA_PATH) -> Contents:
    """The box's contents from ``path``, or a ``CatalogueError`` naming file, entry and field."""
    data = load_json(path)
    if not isinstance(data, dict):
        raise CatalogueError(f"{path.name}: expected an object with one list per section")
    sections: dict[str, tuple[Row, ...]] = {}
    for name, schema in SCHEMAS.items():
        sections[name] = tuple(section_rows(data, path.name, name, schema))
    contents = Contents(sections)
    _cross_check(contents, path.name)
    return contents


def _fail(file: str, section: str, row: Row, field: str, problem: str) -> CatalogueError:
    return CatalogueError(f"{file} [{section}], id {row['id']!r}, field {field!r}: {problem}")


def _strings(file: str, section: str, row: Row, field: str, allowed: tuple[str, ...] | None = None) -> None:
    for value in row[field]:
        if not isinstance(value, str):
            raise _fail(file, section, row, field, f"expected a list of texts, found {value!r}")
        if allowed is not None and value not in allowed:
            raise _fail(file, section, row, field, f"{value!r} is not one of {', '.join(allowed)}")


def _positive(file: str, section: str, row: Row, field: str) -> None:
    if row[field] < 1:
        raise _fail(file, section, row, field, f"must be 1 or more, found {row[field]}")


def _colour(file: str, section: str, row: Row) -> None:
    colour = row["colour"]
    if colour is None:
        return
    if len(colour) != 3 or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255
                                   for c in colour):
        raise _fail(file, section, row, "colour", f"expected three whole numbers 0-255, found {colour!r}")


def _cross_check(c: Contents, file: str) -> None:
    formats = c.by_id("formats")
    inventions = c.by_id("inventions")
    characters = c.by_id("characters")
    for section in ("events", "adventures", "mysteries", "discovery_tokens"):
        for row in c[section]:
            _positive(file, section, row, "copies")
    for row in c["formats"]:
        if row["width"] <= 0 or row["height"] <= 0:
            raise _fail(file, "formats", row, "width", "sizes must be positive millimetres")
    for row in c["inventions"]:
        _strings(file, "inventions", row, "terrain", TERRAINS)
        _strings(file, "inventions", row, "items", tuple(inventions))
        if (row["group"] == "personal") != (row["owner"] in characters):
            raise _fail(file, "inventions", row, "owner", "a personal invention names its character, others none")
    for row in c["characters"]:
        if row["personal_invention"] not in inventions or inventions[row["personal_invention"]]["owner"] != row["id"]:
            raise _fail(file, "characters", row, "personal_invention", "must name a personal invention owned by it")
        _positive(file, "characters", row, "wounds_to_die")
        marks = row["morale_down_after"]
        if not all(isinstance(m, int) and 0 < m < row["wounds_to_die"] for m in marks):
            raise _fail(file, "characters", row, "morale_down_after",
                        f"expected wound numbers between 1 and {row['wounds_to_die'] - 1}")
    for row in c["abilities"]:
        if row["character"] not in characters:
            raise _fail(file, "abilities", row, "character", f"no character {row['character']!r}")
    for row in c["island_tiles"]:
        _strings(file, "island_tiles", row, "sources", ("food", "wood"))
    if sum(row["start"] for row in c["island_tiles"]) != 1:
        raise CatalogueError(f"{file} [island_tiles]: exactly one tile must be the start tile")
    for row in c["dice"]:
        _strings(file, "dice", row, "faces")
        if len(row["faces"]) != 6:
            raise _fail(file, "dice", row, "faces", f"a die has 6 faces, found {len(row['faces'])}")
        _colour(file, "dice", row)
    for row in c["pieces"]:
        if row["format"] not in formats:
            raise _fail(file, "pieces", row, "format", f"no format {row['format']!r}")
        _strings(file, "pieces", row, "faces")
        if not row["faces"]:
            raise _fail(file, "pieces", row, "faces", "a piece needs at least one face")
        _positive(file, "pieces", row, "count")
        _colour(file, "pieces", row)
    for row in c["scenarios"]:
        _strings(file, "scenarios", row, "inventions")


def playable_scenario(contents: Contents, scenario_id: str, file: str = DATA_PATH.name) -> Row:
    """A scenario row with everything the set-up reads (rounds, weather per round, event mix, woodpile)."""
    scenarios = contents.by_id("scenarios")
    if scenario_id not in scenarios:
        raise CatalogueError(f"{file} [scenarios]: no scenario {scenario_id!r}")
    row = scenarios[scenario_id]
    for name in ("rounds", "weather", "book_events", "adventure_events", "wreckage", "goal", "woodpile",
                 "discoveries", "book", "totem"):
        if row[name] is None:
            raise _fail(file, "scenarios", row, name, "is missing; the set-up needs it")
    if len(row["weather"]) != row["rounds"]:
        raise _fail(file, "scenarios", row, "weather", f"expected one entry per round ({row['rounds']})")
    _strings(file, "scenarios", row, "weather")
    _strings(file, "scenarios", row, "discoveries")
    if len(row["inventions"]) != 2:
        raise _fail(file, "scenarios", row, "inventions", "a scenario sheet prints 2 inventions")
    if not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in row["woodpile"]):
        raise _fail(file, "scenarios", row, "woodpile", "expected whole numbers of wood per stage")
    if row["wreckage"] not in contents.by_id("wreckage"):
        raise _fail(file, "scenarios", row, "wreckage", f"no wreckage card {row['wreckage']!r}")
    return row
