"""My Village's data file read and checked: the village cards, the other components and the boards.

The shared loader checks each row's columns; this module adds the checks a column type cannot say
(a flag value is 2-12 or "?", a cost names known things), with the same file/card/field wording, so
a player who mistypes a value while correcting a card is told exactly where.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..catalogue import CatalogueError, Field, check_above_zero, check_amounts, field_place, load_json, section_rows

DATA_FILE = Path(__file__).with_name("data.json")
BENEFITS = ("healing", "monastery", "merchant", "travel", "financial", "territorial", "population", "guild")
KINDS = ("church", "monk", "council", "meeting_place", "field", "travel", "craft", "customer")
GOODS = ("horse", "beer", "plough", "scroll", "wagon")
PAYABLE = (*GOODS, "coin", "time", "item")
# The rulebook's component list: how many cards of each kind (and of each deck within a kind) are in the box.
BOX_COUNTS = {"church": 4, "monk": 12, "council": 4, "meeting_place": 4, "field": 8, "travel": 19, "craft": 20,
              "customer": 33}
DECK_COUNTS = {"monk": {"quill": 3, "chalice": 4, "rosary": 5}, "travel": {"A": 4, "B": 4, "C": 4, "D": 4, "E": 3},
               "craft": {"stable": 4, "brewery": 4, "smithy": 4, "office": 4, "wainwright": 4}}

CARD_SCHEMA = {
    "kind": Field(str, choices=KINDS),
    "title": Field(str),
    "deck": Field(str, required=False, default=""),
    "flag": Field(list),
    "time": Field(int),
    "cost": Field(list, required=False, default=[]),
    "points": Field(int),
    "spaces": Field(int, required=False, default=0),
    "effect": Field(str, required=False, default=""),
    "white_effect": Field(str, required=False, default=""),
    "white_time": Field(int, required=False, default=0),
    "ap": Field(int, required=False, default=0),
    "action": Field(str, required=False, default=""),
    "goods": Field(list, required=False, default=[]),
    "good": Field(str, required=False, choices=GOODS),
    "gray_flag": Field(dict, required=False),
    "chapel": Field(bool, required=False, default=False),
    "benefit": Field(str, required=False, default="", choices=("", *BENEFITS)),
    "note": Field(str, required=False, default=""),
}
COMPONENT_SCHEMA = {
    "label": Field(str),
    "kind": Field(str, choices=("die", "pawn", "disc", "token", "marker", "tile")),
    "count": Field(int),
    "width": Field(float),
    "height": Field(float),
    "color": Field(str, required=False),
    "per_colour": Field(bool, required=False, default=False),
    "value": Field(int, required=False),
}
MAIN_BOARD_SCHEMA = {
    "title": Field(str),
    "professions": Field(list),
    "chronicle_ap": Field(list),
    "anonymous_graves": Field(int),
    "rat_start": Field(dict),
    "red_spaces": Field(int),
    "steward_flag": Field(list),
    "steward_cost": Field(list),
    "start_player_flag": Field(list),
    "display": Field(int),
    "end_graves": Field(dict),
    "note": Field(str, required=False, default=""),
}
VILLAGE_BOARD_SCHEMA = {
    "title": Field(str),
    "play_flag": Field(list),
    "school_flag": Field(list),
    "time_clouds": Field(int),
    "window_points": Field(list),
    "note": Field(str, required=False, default=""),
}


@dataclass(frozen=True)
class Catalogue:
    """Everything in the box as data rows (plain dicts, as checked)."""

    cards: tuple[dict[str, Any], ...]
    components: tuple[dict[str, Any], ...]
    main_board: dict[str, Any]
    village_boards: tuple[dict[str, Any], ...]


def _check_flag(values: Any, where: str) -> None:
    if not values or not all(v == "?" or (type(v) is int and 2 <= v <= 12) for v in values):
        raise CatalogueError(f"{where}: expected a list of flag values 2 to 12 (or \"?\"), found {values!r}"[:160])


def _check_amounts(options: Any, where: str, known: tuple[str, ...]) -> None:
    for option in options:
        check_amounts(option, known, where)


def _check_card(path: Path, row: dict[str, Any]) -> None:
    _check_flag(row["flag"], field_place(path, "cards", row, "flag"))
    _check_amounts(row["cost"], field_place(path, "cards", row, "cost"), PAYABLE)
    if row["gray_flag"] is not None:
        _check_amounts([row["gray_flag"]], field_place(path, "cards", row, "gray_flag"), PAYABLE)
    bad = [g for g in row["goods"] if g not in (*GOODS, "any")]
    if bad:
        raise CatalogueError(f"{field_place(path, 'cards', row, 'goods')}: {bad[0]!r} is not one of {', '.join(GOODS)}, any")
    for name in ("time", "points", "spaces", "white_time", "ap"):
        if row[name] < 0:
            raise CatalogueError(f"{field_place(path, 'cards', row, name)}: must not be negative, found {row[name]}")


def _check_counts(path: Path, cards: list[dict[str, Any]]) -> None:
    """A deleted or duplicated card would leave a box that is not the game's: say which deck is off."""
    for kind, count in BOX_COUNTS.items():
        rows = [r for r in cards if r["kind"] == kind]
        if len(rows) != count:
            raise CatalogueError(f"{path.name} [cards]: the box has {count} {kind.replace('_', ' ')} cards, "
                                 f"the file lists {len(rows)}")
        for deck, n in DECK_COUNTS.get(kind, {}).items():
            found = sum(1 for r in rows if r["deck"] == deck)
            if found != n:
                raise CatalogueError(f"{path.name} [cards]: the box has {n} {kind} cards of deck {deck!r}, "
                                     f"the file lists {found}")


def _check_component(path: Path, row: dict[str, Any]) -> None:
    colour = row["color"]
    if colour is not None and not (len(colour) == 7 and colour[0] == "#" and _is_hex(colour[1:])):
        raise CatalogueError(f"{field_place(path, 'components', row, 'color')}: expected a colour like \"#1c1c1c\", found {colour!r}")
    check_above_zero(path, "components", row, ("count", "width", "height"))


def _is_hex(text: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in text)


def load(path: Path = DATA_FILE) -> Catalogue:
    """The checked catalogue; a ``CatalogueError`` names file, entry and field of the first problem."""
    data = load_json(path)
    cards = section_rows(data, path.name, "cards", CARD_SCHEMA)
    for row in cards:
        _check_card(path, row)
    _check_counts(path, cards)
    components = section_rows(data, path.name, "components", COMPONENT_SCHEMA)
    for row in components:
        _check_component(path, row)
    boards = section_rows(data, path.name, "main_board", MAIN_BOARD_SCHEMA)
    if len(boards) != 1:
        raise CatalogueError(f"{path.name} [main_board]: expected exactly one main board, found {len(boards)}")
    main = boards[0]
    _check_flag(main["steward_flag"], field_place(path, "main_board", main, "steward_flag"))
    _check_flag(main["start_player_flag"], field_place(path, "main_board", main, "start_player_flag"))
    if not (main["professions"] and all(isinstance(p, str) and p for p in main["professions"])):
        raise CatalogueError(f"{field_place(path, 'main_board', main, 'professions')}: expected a list of profession names")
    if not (main["chronicle_ap"] and all(type(v) is int and v >= 0 for v in main["chronicle_ap"])):
        raise CatalogueError(f"{field_place(path, 'main_board', main, 'chronicle_ap')}: expected a list of whole numbers")
    _check_amounts(main["steward_cost"], field_place(path, "main_board", main, "steward_cost"), PAYABLE)
    for key in ("2", "3", "4"):
        for name in ("rat_start", "end_graves"):
            if type(main[name].get(key)) is not int or main[name][key] < 1:
                raise CatalogueError(f"{field_place(path, 'main_board', main, name)}: needs a whole number above 0 for {key} players")
    villages = section_rows(data, path.name, "village_boards", VILLAGE_BOARD_SCHEMA)
    for row in villages:
        if row["time_clouds"] < 2:
            raise CatalogueError(f"{field_place(path, 'village_boards', row, 'time_clouds')}: needs at least 2 clouds")
        if not (row["window_points"] and all(type(v) is int for v in row["window_points"])):
            raise CatalogueError(f"{field_place(path, 'village_boards', row, 'window_points')}: expected a list of whole numbers")
        _check_flag(row["play_flag"], field_place(path, "village_boards", row, "play_flag"))
        _check_flag(row["school_flag"], field_place(path, "village_boards", row, "school_flag"))
    return Catalogue(tuple(cards), tuple(components), main, tuple(villages))
